// `pmapsim trace summary` and `pmapsim trace compare`.
#include "commands.hpp"
#include "pmapsim/traces/compare.hpp"
#include "pmapsim/traces/summary.hpp"
#include "pmapsim/traces/trace_reader.hpp"

namespace pmapsim::tools {

using namespace pmapsim::traces;

int trace_summary_command(const std::string& path, std::ostream& out) {
  const Profile profile = read_trace(path);
  out << "trace " << path << "\n" << summary_table(profile);
  return 0;
}

int trace_compare_command(const std::string& a_path, const std::string& b_path, std::ostream& out) {
  const Profile a = read_trace(a_path);
  const Profile b = read_trace(b_path);
  const ProfileComparison comparison =
      compare_profiles(a, b, a_path + " (" + (a.backend.empty() ? "?" : a.backend) + ")",
                       b_path + " (" + (b.backend.empty() ? "?" : b.backend) + ")");
  out << compare_table(comparison);
  return 0;
}

}  // namespace pmapsim::tools

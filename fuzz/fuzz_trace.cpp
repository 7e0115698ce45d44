// Trace files (.json, and .json.gz by content: the reader goes by the
// bytes, not the name) read back and summarized, as `pmapsim trace
// summary` and `pmapsim trace compare` do.
#include <sstream>

#include "fuzz_input.hpp"
#include "pmapsim/traces/compare.hpp"
#include "pmapsim/traces/summary.hpp"
#include "pmapsim/traces/trace_reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static pmapsim::fuzz::InputFile file(".json");
  const std::string& path = file.write(data, size);
  pmapsim::fuzz::expect_error_or_value([&] {
    // What `pmapsim trace summary` and `pmapsim trace compare` do with a file.
    std::ostringstream out;
    const pmapsim::Profile profile = pmapsim::traces::read_trace(path);
    out << pmapsim::traces::summary_table(profile);
    out << pmapsim::traces::compare_table(pmapsim::traces::compare_profiles(profile, profile, "a", "b"));
  });
  return 0;
}

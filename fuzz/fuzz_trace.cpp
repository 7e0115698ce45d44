// Trace files (.json, and .json.gz by content: the reader goes by the
// bytes, not the name) read back and summarized, as `pmapsim trace
// summary` and `pmapsim trace compare` do.
#include <sstream>

#include "fuzz_input.hpp"
#include "pmapsim/traces/commands.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static pmapsim::fuzz::InputFile file(".json");
  const std::string& path = file.write(data, size);
  pmapsim::fuzz::expect_error_or_value([&] {
    std::ostringstream out;
    pmapsim::traces::trace_summary_command(path, out);
    pmapsim::traces::trace_compare_command(path, path, out);
  });
  return 0;
}

// sim:config=FILE.json: the preset-shaped JSON reader behind presets and
// user configurations.
#include "fuzz_input.hpp"
#include "pmapsim/backend.hpp"
#include "pmapsim/sim/hardware.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static pmapsim::fuzz::InputFile file(".json");
  const std::string& path = file.write(data, size);
  pmapsim::fuzz::expect_error_or_value([&] {
    const auto config = pmapsim::sim::resolve_hardware(pmapsim::BackendSpec::parse("sim:config=" + path));
    (void)config.describe();
  });
  return 0;
}

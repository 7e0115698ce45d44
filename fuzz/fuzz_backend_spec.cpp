// Backend spec strings: the grammar, and the reference and sim backends'
// options (devices=, topology=, every configurable field).
#include "fuzz_input.hpp"
#include "pmapsim/backend.hpp"
#include "pmapsim/reference/backend.hpp"
#include "pmapsim/sim/hardware.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = pmapsim::fuzz::as_text(data, size);
  pmapsim::fuzz::expect_error_or_value([&] {
    const pmapsim::BackendSpec spec = pmapsim::BackendSpec::parse(text);
    // config= would read files: the config fuzzer covers those.
    if (spec.option("config")) return;
    if (spec.kind == "sim") {
      const pmapsim::sim::HardwareConfig config = pmapsim::sim::resolve_hardware(spec);
      (void)config.describe();
    } else if (spec.kind == "reference") {
      (void)pmapsim::reference::open_backend(spec)->device_count();
    }
  });
  return 0;
}

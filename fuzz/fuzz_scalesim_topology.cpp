// SCALE-Sim GEMM topology CSV files, run on a fixed 32x32 array.
#include "fuzz_input.hpp"
#include "pmapsim/sim/scalesim.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = pmapsim::fuzz::as_text(data, size);
  pmapsim::fuzz::expect_error_or_value([&] {
    const auto layers = pmapsim::sim::parse_gemm_topology(text, "fuzz.csv");
    pmapsim::sim::ScaleSimConfig config;
    config.array = {32, 32};
    for (const auto dataflow :
         {pmapsim::sim::Dataflow::os, pmapsim::sim::Dataflow::ws, pmapsim::sim::Dataflow::is}) {
      config.dataflow = dataflow;
      (void)pmapsim::sim::compute_report_csv(pmapsim::sim::compute_report(config, layers));
    }
  });
  return 0;
}

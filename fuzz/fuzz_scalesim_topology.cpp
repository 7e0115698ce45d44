// SCALE-Sim topology CSV files, read as conv and as GEMM, run on a fixed 32x32 array.
#include "fuzz_input.hpp"
#include "pmapsim/sim/scalesim.hpp"

// Layers small enough to replay within the fuzzer's per-input time limit
// (all layers of one input together, under ASan); larger ones are the size
// check's business (simulate_scalesim), not the model's.
constexpr double kFuzzReplayCycles = 1 << 14;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = pmapsim::fuzz::as_text(data, size);
  pmapsim::fuzz::expect_error_or_value([&] {
    // Both readings of a topology, as -i conv and -i gemm.
    for (const bool conv : {true, false}) {
      std::vector<pmapsim::sim::ConvLayer> layers;
      try {
        layers = conv ? pmapsim::sim::parse_conv_topology(text, "fuzz.csv")
                      : pmapsim::sim::parse_gemm_topology(text, "fuzz.csv");
      } catch (const pmapsim::Error&) {
        continue;
      }
      pmapsim::sim::ScaleSimConfig config;
      config.array = {32, 32};
      for (const auto dataflow :
           {pmapsim::sim::Dataflow::os, pmapsim::sim::Dataflow::ws, pmapsim::sim::Dataflow::is}) {
        config.dataflow = dataflow;
        std::vector<pmapsim::sim::LayerReport> rows;
        double budget = kFuzzReplayCycles;
        for (const auto& layer : layers) {
          const double cycles = pmapsim::sim::estimated_compute_cycles(config, layer);
          if (cycles > budget) continue;
          budget -= cycles;
          rows.push_back(pmapsim::sim::simulate_layer(config, layer));
        }
        (void)pmapsim::sim::compute_report_csv(rows);
        (void)pmapsim::sim::detailed_access_report_csv(rows);
      }
    }
  });
  return 0;
}

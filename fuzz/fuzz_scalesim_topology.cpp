// SCALE-Sim topology CSV files, read as conv and as GEMM, run on a fixed 32x32
// array, the shortcut against the full replay.
#include "fuzz_input.hpp"
#include "pmapsim/scalesim/scalesim.hpp"
#include "scalesim_replay.hpp"

// Layers small enough to replay within the fuzzer's per-input time limit
// (all layers of one input together, under ASan); larger ones are the size
// check's business (simulate_scalesim), not the model's.
constexpr double kFuzzReplayCycles = 1 << 14;
constexpr double kFuzzOperandEntries = 1 << 14;  // the operand matrices are built whole

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = pmapsim::fuzz::as_text(data, size);
  pmapsim::fuzz::expect_error_or_value([&] {
    // Both readings of a topology, as -i conv and -i gemm.
    for (const bool conv : {true, false}) {
      std::vector<pmapsim::scalesim::ConvLayer> layers;
      try {
        layers = conv ? pmapsim::scalesim::parse_conv_topology(text, "fuzz.csv")
                      : pmapsim::scalesim::parse_gemm_topology(text, "fuzz.csv");
      } catch (const pmapsim::Error&) {
        continue;
      }
      // A real configuration: 32x32, small SRAMs refilled at a user-given bandwidth.
      static const pmapsim::scalesim::ScaleSimConfig base = pmapsim::scalesim::parse_scalesim_config(
          "[general]\nrun_name = fuzz\n[architecture_presets]\nArrayHeight: 32\nArrayWidth: 32\n"
          "IfmapSramSzkB: 64\nFilterSramSzkB: 64\nOfmapSramSzkB: 32\nIfmapOffset: 0\n"
          "FilterOffset: 10000000\nOfmapOffset: 20000000\nDataflow: ws\nBandwidth: 10\n"
          "[run_presets]\nInterfaceBandwidth: USER\n",
          "fuzz.cfg");
      pmapsim::scalesim::ScaleSimConfig config = base;
      // ws with 64 kB SRAMs (a small layer's operands stay resident), os and
      // is with 1 kB ones (refills, and the shortcut's look-ups).
      for (const auto dataflow : {pmapsim::scalesim::Dataflow::os, pmapsim::scalesim::Dataflow::ws,
                                  pmapsim::scalesim::Dataflow::is}) {
        config.dataflow = dataflow;
        const bool small_srams = dataflow != pmapsim::scalesim::Dataflow::ws;
        config.ifmap_sram_kb = config.filter_sram_kb = small_srams ? 1 : 64;
        std::vector<pmapsim::scalesim::LayerReport> rows;
        double budget = kFuzzReplayCycles;
        for (const auto& layer : layers) {
          const double cycles = pmapsim::scalesim::estimated_compute_cycles(config, layer);
          if (cycles > budget || pmapsim::scalesim::operand_matrix_entries(layer) > kFuzzOperandEntries)
            continue;
          budget -= cycles;
          rows.push_back(pmapsim::fuzz::replay_both_ways(config, layer));
        }
        (void)pmapsim::scalesim::compute_report_csv(rows);
        (void)pmapsim::scalesim::detailed_access_report_csv(rows);
      }
    }
  });
  return 0;
}

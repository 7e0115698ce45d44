// SCALE-Sim .cfg files, run against a small fixed GEMM topology, the shortcut
// against the full replay.
#include "fuzz_input.hpp"
#include "pmapsim/scalesim/scalesim.hpp"
#include "scalesim_replay.hpp"

// Layers small enough to replay within the fuzzer's per-input time limit;
// larger ones are the size check's business (simulate_scalesim), not the model's.
constexpr double kFuzzReplayCycles = 1 << 14;
constexpr double kFuzzOperandEntries = 1 << 14;  // the operand matrices are built whole

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = pmapsim::fuzz::as_text(data, size);
  pmapsim::fuzz::expect_error_or_value([&] {
    const auto config = pmapsim::scalesim::parse_scalesim_config(text, "fuzz.cfg");
    const auto layers =
        pmapsim::scalesim::parse_gemm_topology("name, M, N, K,\ng, 64, 32, 16,\n", "fixed.csv");
    std::vector<pmapsim::scalesim::LayerReport> rows;
    for (const auto& layer : layers) {
      if (pmapsim::scalesim::estimated_compute_cycles(config, layer) > kFuzzReplayCycles ||
          pmapsim::scalesim::operand_matrix_entries(layer) > kFuzzOperandEntries)
        continue;
      for (const auto stalls :
           {pmapsim::scalesim::StallAccounting::release, pmapsim::scalesim::StallAccounting::fixed}) {
        rows.push_back(pmapsim::fuzz::replay_both_ways(config, layer, stalls));
      }
    }
    (void)pmapsim::scalesim::compute_report_csv(rows);
    (void)pmapsim::scalesim::bandwidth_report_csv(rows);
  });
  return 0;
}

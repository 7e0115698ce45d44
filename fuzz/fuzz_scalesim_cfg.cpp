// SCALE-Sim .cfg files, run against a small fixed GEMM topology.
#include "fuzz_input.hpp"
#include "pmapsim/sim/scalesim.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = pmapsim::fuzz::as_text(data, size);
  pmapsim::fuzz::expect_error_or_value([&] {
    const auto config = pmapsim::sim::parse_scalesim_config(text, "fuzz.cfg");
    const auto layers = pmapsim::sim::parse_gemm_topology("name, M, N, K,\ng, 64, 32, 16,\n", "fixed.csv");
    (void)pmapsim::sim::compute_report_csv(pmapsim::sim::compute_report(config, layers));
  });
  return 0;
}

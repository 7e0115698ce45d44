// The SCALE-Sim-compatible calculator's speed: simulated cycles per wall
// second on a set of GEMM layers, against the ~1.2 thousand simulated cycles
// per second SCALE-Sim itself runs at (reference-figures.md).
//
//   ./bench_sim_scalesim
#include <fmt/core.h>

#include <chrono>

#include "pmapsim/sim/scalesim.hpp"

int main() {
  using namespace pmapsim::sim;
  ScaleSimConfig config;
  config.array = {128, 128};
  // Transformer-block GEMMs (batch*sequence x out x in) and an MLP layer.
  const std::vector<GemmLayer> layers = {{"qkv", {2048, 3072, 1024}},
                                         {"attn_out", {2048, 1024, 1024}},
                                         {"ffn_up", {2048, 4096, 1024}},
                                         {"ffn_down", {2048, 1024, 4096}},
                                         {"mlp", {128, 128, 784}}};
  const double scalesim_cycles_per_s = 1.2e3;
  fmt::print("{:<8} {:>18} {:>14} {:>22} {:>14}\n", "dataflow", "simulated cycles", "wall (us)",
             "cycles per wall second", "x SCALE-Sim");
  for (const Dataflow dataflow : {Dataflow::os, Dataflow::ws, Dataflow::is}) {
    config.dataflow = dataflow;
    const int repeats = 20000;
    double cycles = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < repeats; ++i) {
      for (const auto& row : compute_report(config, layers)) cycles += static_cast<double>(row.total_cycles);
    }
    const double wall_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double per_run_cycles = cycles / repeats;
    const double rate = cycles / wall_s;
    fmt::print("{:<8} {:>18.0f} {:>14.3f} {:>22.3g} {:>14.3g}\n", dataflow_name(dataflow), per_run_cycles,
               wall_s / repeats * 1e6, rate, rate / scalesim_cycles_per_s);
  }
  fmt::print("SCALE-Sim (Python) runs at about {:.3g} simulated cycles per second.\n", scalesim_cycles_per_s);
  return 0;
}

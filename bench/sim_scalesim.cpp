// pmapsim's SCALE-Sim model against SCALE-Sim 3.0.0 itself, case by case:
// for every report set under tests/data/scalesim/expected, the seconds
// SCALE-Sim took (make_expected.py timed it, in seconds.txt) and the seconds
// pmapsim takes for the same config and topology, and their ratio.
//
//   ./bench_sim_scalesim [DATA_DIR] [--full] [--only CONFIG/TOPOLOGY] [--repeat N]
//     DATA_DIR: default the source tree's tests/data/scalesim; --full: every
//     request replayed, no shortcut; --only: the cases whose "config/topology"
//     contains the text; --repeat: timed runs per case, the best kept (3).
#include <fmt/core.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <vector>

#include "best_seconds.hpp"
#include "pmapsim/scalesim/scalesim.hpp"

namespace {

std::string read(const std::filesystem::path& path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

int main(int argc, char** argv) {
  using namespace pmapsim::scalesim;
  std::filesystem::path data = std::filesystem::path(PMAPSIM_SOURCE_DIR) / "tests" / "data" / "scalesim";
  ReplayMode replay = ReplayMode::shortcut;
  std::string only;
  int repeats = 3;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--full")
      replay = ReplayMode::full;
    else if (arg == "--only" && i + 1 < argc)
      only = argv[++i];
    else if (arg == "--repeat" && i + 1 < argc)
      repeats = std::max(1, std::atoi(argv[++i]));
    else if (arg.rfind("--", 0) == 0) {
      fmt::print(stderr, "usage: bench_sim_scalesim [--full] [--only NAME] [--repeat N] [DATA_DIR]\n");
      return 2;
    } else
      data = arg;
  }
  if (!std::filesystem::is_directory(data / "expected")) {
    fmt::print(stderr, "bench_sim_scalesim: {} holds no expected/ folder of SCALE-Sim reports\n",
               data.string());
    return 2;
  }
  std::vector<std::filesystem::path> cases;
  for (const auto& config : std::filesystem::directory_iterator(data / "expected"))
    for (const auto& net : std::filesystem::directory_iterator(config.path()))
      if (std::filesystem::exists(net.path() / "seconds.txt") &&
          (config.path().filename().string() + "/" + net.path().filename().string()).find(only) !=
              std::string::npos)
        cases.push_back(net.path());
  std::sort(cases.begin(), cases.end());

  fmt::print("{:<16} {:<16} {:>14} {:>14} {:>12} {:>10}\n", "config", "topology", "cycles", "SCALE-Sim s",
             "pmapsim s", "speedup");
  double scalesim_total = 0, pmapsim_total = 0, min_ratio = 1e300;
  for (const auto& dir : cases) {
    const std::string config_name = dir.parent_path().filename().string();
    const std::string net = dir.filename().string();
    const auto config_path = data / "configs" / (config_name + ".cfg");
    const auto topology_path = data / "topologies" / (net + ".csv");
    const ScaleSimConfig config = parse_scalesim_config(read(config_path), config_path.string());
    const std::string topology = read(topology_path);
    const bool gemm = topology.substr(0, 40).find(" M,") != std::string::npos;
    const auto layers = gemm ? parse_gemm_topology(topology, topology_path.string())
                             : parse_conv_topology(topology, topology_path.string());
    std::int64_t cycles = 0;
    const double seconds = pmapsim::bench::best_seconds(repeats, [&] {
      cycles = 0;
      for (const auto& layer : layers)
        cycles += simulate_layer(config, layer, StallAccounting::release, replay).total_cycles;
    });
    const double scalesim_seconds = std::stod(read(dir / "seconds.txt"));
    scalesim_total += scalesim_seconds;
    pmapsim_total += seconds;
    min_ratio = std::min(min_ratio, scalesim_seconds / seconds);
    fmt::print("{:<16} {:<16} {:>14} {:>14.3f} {:>12.5f} {:>9.0f}x\n", config_name, net, cycles,
               scalesim_seconds, seconds, scalesim_seconds / seconds);
  }
  fmt::print("all {} cases: SCALE-Sim {:.1f} s, pmapsim {:.3f} s: {:.0f}x overall, {:.0f}x at the least\n",
             cases.size(), scalesim_total, pmapsim_total, scalesim_total / pmapsim_total, min_ratio);
  return 0;
}

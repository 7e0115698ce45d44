// Simulation overhead: the sim backend's wall time over the reference's on
// the demo's data-parallel MLP training step on 8 devices, same program, same
// inputs, measured side by side (target <= 1.2: the timing model may cost at
// most 20% on top of computing the numbers).
//
//   ./bench_sim_overhead [repeats]
#include <fmt/core.h>

#include <algorithm>
#include <cstdlib>

#include "best_seconds.hpp"
#include "pmapsim/pmapsim.hpp"
#include "pmapsim/reference/backend.hpp"
#include "sim/backend.hpp"
#include "workloads.hpp"

using namespace pmapsim;
using pmapsim::bench::best_seconds;

int main(int argc, char** argv) {
  const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 9;
  const std::int64_t devices = 8;
  namespace ex = pmapsim::examples;
  Pmapped step = ex::make_mlp_train_step(0.5);
  const std::vector<Array> global = ex::make_mlp_problem(devices).step_arguments();
  std::vector<TensorType> types;
  for (const Array& a : global) types.push_back(a.type());
  const Program program = step.trace(types, devices);
  const auto args = step.shard(global);

  auto reference = reference::open_backend(BackendSpec::parse("reference:devices=8"));
  auto sim = sim::open_backend(BackendSpec::parse("sim:tpu-v5e,devices=8"));
  auto reference_exe = reference->compile(program);
  auto sim_exe = sim->compile(program);
  RunOptions no_profile;
  no_profile.profile = false;

  // Interleaved, so both see the same machine load; the best of each.
  double ref_s = 1e300, sim_s = 1e300, sim_quiet_s = 1e300;
  for (int i = 0; i < repeats; ++i) {
    ref_s = std::min(ref_s, best_seconds(1, [&] { reference_exe->run(args); }));
    sim_s = std::min(sim_s, best_seconds(1, [&] { sim_exe->run(args); }));
    sim_quiet_s = std::min(sim_quiet_s, best_seconds(1, [&] { sim_exe->run(args, no_profile); }));
  }
  const RunResult sim_run = sim_exe->run(args);
  fmt::print("MLP training step ({} instructions) on 8 devices, best of {}\n", program.body.size(), repeats);
  fmt::print("{:<40} {:>12}\n", "measure", "value");
  fmt::print("{:<40} {:>9.3f} ms\n", "reference wall time", ref_s * 1e3);
  fmt::print("{:<40} {:>9.3f} ms\n", "sim wall time (profile on)", sim_s * 1e3);
  fmt::print("{:<40} {:>9.3f} ms\n", "sim wall time (profile off)", sim_quiet_s * 1e3);
  fmt::print("{:<40} {:>12.3f}   (target <= 1.2)\n", "overhead: sim / reference (profile on)", sim_s / ref_s);
  fmt::print("{:<40} {:>12.3f}\n", "overhead: sim / reference (profile off)", sim_quiet_s / ref_s);
  fmt::print("{:<40} {:>9.3f} us\n", "simulated step time (tpu-v5e)", sim_run.profile.total_ns / 1e3);
  fmt::print("{:<40} {:>12}\n", "profile events per step", sim_run.profile.events.size());
  return 0;
}

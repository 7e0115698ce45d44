// Simulation overhead: the sim backend's wall time over the reference's on
// the demo's data-parallel MLP training step on 8 devices, same program, same
// inputs (target <= 1.2: the timing model may cost at most 20% on top of
// computing the numbers).
//
// The sim runs its timing model on a second thread while the first computes
// the numbers, so its wall time is close to the larger of the two. Printed
// beside the wall-time ratio: the timing model alone (the same program in
// timing-only mode) and CPU time summed over threads, which is what the sim
// costs where no second core is free.
//
// Each backend is measured in its own block of repeats, after a warm-up of
// all three, so one backend's runs do not disturb the heap state the other's
// runs see; the blocks run in one order, then in the reverse order, and each
// measure is the best of all its repeats. glibc's default allocator trims and
// maps memory by thresholds that move at run time, which can still swing the
// times by 2x or more; pin it for stable ratios:
//
//   GLIBC_TUNABLES=glibc.malloc.mmap_threshold=1000000000:glibc.malloc.trim_threshold=1000000000
//   ./bench_sim_overhead [repeats]   (with that variable exported)
#include <fmt/core.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <functional>

#include "best_seconds.hpp"
#include "pmapsim/pmapsim.hpp"
#include "pmapsim/reference/backend.hpp"
#include "pmapsim/sim/backend.hpp"
#include "pmapsim/workloads/workloads.hpp"

using namespace pmapsim;
using pmapsim::bench::best_cpu_seconds;
using pmapsim::bench::best_seconds;

int main(int argc, char** argv) {
  const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 9;
  const std::int64_t devices = 8;
  namespace ex = pmapsim::examples;
  Pmapped step = ex::make_mlp_train_step(0.5);
  const std::vector<Array> global = ex::make_mlp_problem(devices).step_arguments();
  std::vector<TensorType> types;
  for (const Array& a : global) types.push_back(a.type());
  const Program program = step.record(types, devices);
  const auto args = step.shard(global);

  auto reference = reference::open_backend(BackendSpec::parse("reference:devices=8"));
  auto sim = sim::open_backend(BackendSpec::parse("sim:tpu-v5e,devices=8"));
  auto timing_only = sim::open_backend(BackendSpec::parse("sim:tpu-v5e,devices=8,timing-only"));
  auto reference_exe = reference->compile(program);
  auto sim_exe = sim->compile(program);
  auto model_exe = timing_only->compile(program);
  RunOptions no_profile;
  no_profile.profile = false;

  const std::function<void()> run_reference = [&] { reference_exe->run(args); };
  const std::function<void()> run_sim = [&] { sim_exe->run(args); };
  const std::function<void()> run_sim_quiet = [&] { sim_exe->run(args, no_profile); };
  const std::function<void()> run_model = [&] { model_exe->run(args); };

  // Warm-up: first runs fill caches and grow the heap.
  for (int i = 0; i < 2; ++i) {
    run_reference();
    run_sim();
    run_sim_quiet();
  }

  // Each backend in its own block; the blocks in one order, then reversed.
  double ref_s = best_seconds(repeats, run_reference);
  double sim_s = best_seconds(repeats, run_sim);
  double sim_quiet_s = best_seconds(repeats, run_sim_quiet);
  sim_quiet_s = std::min(sim_quiet_s, best_seconds(repeats, run_sim_quiet));
  sim_s = std::min(sim_s, best_seconds(repeats, run_sim));
  ref_s = std::min(ref_s, best_seconds(repeats, run_reference));
  const double model_s = best_seconds(repeats, run_model);
  const double ref_cpu_s = best_cpu_seconds(repeats, run_reference);
  const double sim_cpu_s = best_cpu_seconds(repeats, run_sim);

  const RunResult sim_run = sim_exe->run(args);
  const char* tunables = std::getenv("GLIBC_TUNABLES");
  const bool pinned = tunables != nullptr &&
                      std::strstr(tunables, "glibc.malloc.trim_threshold") != nullptr &&
                      std::strstr(tunables, "glibc.malloc.mmap_threshold") != nullptr;
  fmt::print(
      "MLP training step ({} instructions) on 8 devices, best of {} ({} per block, each backend in its own\n"
      "block, blocks run in one order then reversed, after a warm-up)\n",
      program.body.size(), 2 * repeats, repeats);
  fmt::print("{:<40} {:>12}\n", "measure", "value");
  fmt::print("{:<40} {:>9.3f} ms\n", "reference wall time", ref_s * 1e3);
  fmt::print("{:<40} {:>9.3f} ms\n", "sim wall time (profile on)", sim_s * 1e3);
  fmt::print("{:<40} {:>9.3f} ms\n", "sim wall time (profile off)", sim_quiet_s * 1e3);
  fmt::print("{:<40} {:>12.3f}   (target <= 1.2)\n", "overhead: sim / reference (profile on)", sim_s / ref_s);
  fmt::print("{:<40} {:>12.3f}\n", "overhead: sim / reference (profile off)", sim_quiet_s / ref_s);
  fmt::print("{:<40} {:>9.3f} ms\n", "timing model alone (timing-only, on)", model_s * 1e3);
  fmt::print("{:<40} {:>9.3f} ms\n", "reference CPU time (all threads)", ref_cpu_s * 1e3);
  fmt::print("{:<40} {:>9.3f} ms\n", "sim CPU time (all threads, profile on)", sim_cpu_s * 1e3);
  fmt::print("{:<40} {:>12.3f}\n", "CPU time: sim / reference (profile on)", sim_cpu_s / ref_cpu_s);
  fmt::print("{:<40} {:>9.3f} us\n", "simulated step time (tpu-v5e)", sim_run.profile.total_ns / 1e3);
  fmt::print("{:<40} {:>12}\n", "profile events per step", sim_run.profile.events.size());
  if (pinned) {
    fmt::print("allocator: thresholds pinned by GLIBC_TUNABLES\n");
  } else {
    fmt::print(
        "note: glibc's default allocator moves its trim and mmap thresholds at run time, which can swing\n"
        "these times (and the ratio) from run to run; for stable numbers pin them:\n"
        "  GLIBC_TUNABLES=glibc.malloc.mmap_threshold=1000000000:glibc.malloc.trim_threshold=1000000000 {}\n",
        argc > 0 ? argv[0] : "bench_sim_overhead");
  }
  return 0;
}

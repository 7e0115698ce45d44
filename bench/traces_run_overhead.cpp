// What tracing adds to a run: the seed's data-parallel MLP step runs for a
// number of steps on a backend with profiling on, and the profile of all
// steps is then written as a trace (.json and .json.gz). Each of the three is
// timed as the best (shortest wall time) of several repeats in this one
// process, so that a busy machine disturbs the ratio as little as possible.
// Printed side by side: the run's wall time, the writing times, and their
// ratio against the target (at most 5% of the run).
//
//   bench_traces_run_overhead [BACKEND_SPEC] [STEPS] [REPEATS]
//   (default: sim:tpu-v5e,devices=8, 10 steps, 5 repeats)
#include <fmt/format.h>

#include <filesystem>
#include <iostream>
#include <string>

#include "best_seconds.hpp"
#include "pmapsim/pmapsim.hpp"
#include "pmapsim/traces/trace_writer.hpp"
#include "workloads.hpp"

namespace {

constexpr double kTargetShare = 0.05;

}  // namespace

int main(int argc, char** argv) try {
  namespace ex = pmapsim::examples;
  const std::string spec = argc > 1 ? argv[1] : "sim:tpu-v5e,devices=8";
  const int steps = argc > 2 ? std::stoi(argv[2]) : 10;
  const int repeats = argc > 3 ? std::max(1, std::stoi(argv[3])) : 5;
  pmapsim::Runtime runtime = pmapsim::Runtime::open(spec);
  const std::int64_t n = runtime.device_count();
  pmapsim::Pmapped step = ex::make_mlp_train_step(0.5);

  // Every repeat runs the same steps from the same start.
  pmapsim::Profile all_steps;
  const double run_s = pmapsim::bench::best_seconds(repeats, [&] {
    ex::MlpProblem problem = ex::make_mlp_problem(n);
    pmapsim::Profile profile_of_steps;
    for (int i = 0; i < steps; ++i) {
      const std::vector<pmapsim::Array> out = step(runtime, problem.step_arguments());
      problem.params = {out[0], out[1], out[2], out[3]};
      const pmapsim::Profile& profile = step.last_run().profile;
      if (i == 0) {
        profile_of_steps = profile;
      } else {
        profile_of_steps.append(profile, profile_of_steps.total_ns);
      }
    }
    all_steps = std::move(profile_of_steps);
  });

  const auto directory = std::filesystem::temp_directory_path();
  const std::string plain = (directory / "pmapsim_bench_run.json").string();
  const std::string packed = (directory / "pmapsim_bench_run.json.gz").string();
  const double plain_s =
      pmapsim::bench::best_seconds(repeats, [&] { pmapsim::traces::write_trace(all_steps, plain); });
  const double packed_s =
      pmapsim::bench::best_seconds(repeats, [&] { pmapsim::traces::write_trace(all_steps, packed); });
  const auto plain_bytes = std::filesystem::file_size(plain);
  const auto packed_bytes = std::filesystem::file_size(packed);
  std::filesystem::remove(plain);
  std::filesystem::remove(packed);

  fmt::print("{}: {} MLP steps, {} events, {} counters (best of {} repeats, wall time)\n", spec, steps,
             all_steps.events.size(), all_steps.counters.size(), repeats);
  fmt::print("  run (profiling on)  {:8.4f} s\n", run_s);
  const auto line = [&](const char* what, double seconds, std::uintmax_t bytes) {
    const double share = seconds / run_s;
    fmt::print("  {:<19} {:8.4f} s  {:6.2f}% of the run, {:.2f}x the {:.0f}% target ({}), {:.1f} MB\n", what,
               seconds, 100 * share, share / kTargetShare, 100 * kTargetShare,
               share <= kTargetShare ? "within" : "over", static_cast<double>(bytes) / 1e6);
  };
  line("write .json", plain_s, plain_bytes);
  line("write .json.gz", packed_s, packed_bytes);
  return 0;
} catch (const std::exception& error) {
  std::cerr << "bench_traces_run_overhead: error: " << error.what() << "\n";
  return 2;
}

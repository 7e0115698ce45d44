// What tracing adds to a run: the seed's data-parallel MLP step runs for a
// number of steps on a backend with profiling on, and the profile of all
// steps is then written as a trace (.json and .json.gz). Printed side by side:
// the run's wall time, the writing times, and their ratio (the target is at
// most 5%).
//
//   bench_traces_run_overhead [BACKEND_SPEC] [STEPS]   (default: sim:tpu-v5e,devices=8, 10)
#include <fmt/format.h>

#include <chrono>
#include <filesystem>
#include <iostream>
#include <string>

#include "pmapsim/pmapsim.hpp"
#include "pmapsim/traces/trace_writer.hpp"
#include "workloads.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) try {
  namespace ex = pmapsim::examples;
  const std::string spec = argc > 1 ? argv[1] : "sim:tpu-v5e,devices=8";
  const int steps = argc > 2 ? std::stoi(argv[2]) : 10;
  pmapsim::Runtime runtime = pmapsim::Runtime::open(spec);
  const std::int64_t n = runtime.device_count();

  ex::MlpProblem problem = ex::make_mlp_problem(n);
  pmapsim::Pmapped step = ex::make_mlp_train_step(0.5);

  pmapsim::Profile all_steps;
  const auto run_start = Clock::now();
  for (int i = 0; i < steps; ++i) {
    const std::vector<pmapsim::Array> out = step(runtime, problem.step_arguments());
    problem.params = {out[0], out[1], out[2], out[3]};
    const pmapsim::Profile& profile = step.last_run().profile;
    if (i == 0) {
      all_steps = profile;
    } else {
      all_steps.append(profile, all_steps.total_ns);
    }
  }
  const double run_s = seconds_since(run_start);

  const auto directory = std::filesystem::temp_directory_path();
  const std::string plain = (directory / "pmapsim_bench_run.json").string();
  const std::string packed = (directory / "pmapsim_bench_run.json.gz").string();
  auto start = Clock::now();
  pmapsim::traces::write_trace(all_steps, plain);
  const double plain_s = seconds_since(start);
  start = Clock::now();
  pmapsim::traces::write_trace(all_steps, packed);
  const double packed_s = seconds_since(start);
  std::filesystem::remove(plain);
  std::filesystem::remove(packed);

  fmt::print("{}: {} MLP steps, {} events, {} counters\n", spec, steps, all_steps.events.size(),
             all_steps.counters.size());
  fmt::print("  run (profiling on)  {:8.4f} s\n", run_s);
  fmt::print("  write .json         {:8.4f} s  ({:.2f}% of the run)\n", plain_s, 100 * plain_s / run_s);
  fmt::print("  write .json.gz      {:8.4f} s  ({:.2f}% of the run)\n", packed_s, 100 * packed_s / run_s);
  return 0;
} catch (const std::exception& error) {
  std::cerr << "bench_traces_run_overhead: error: " << error.what() << "\n";
  return 2;
}

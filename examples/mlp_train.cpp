// A data-parallel MLP trained for a few SGD steps: gradients averaged with
// pmean, every replica updated identically. With a trace file, each step's
// profile is traced while the next steps run (BackgroundTraceWriter), step
// after step on one timeline.
//
//   ./example_mlp_train [BACKEND_SPEC] [STEPS] [TRACE.json[.gz]]   (default: reference, 20)
#include <iostream>
#include <optional>
#include <string>

#include "pmapsim/pmapsim.hpp"
#include "pmapsim/traces/trace_writer.hpp"
#include "pmapsim/workloads/workloads.hpp"

int main(int argc, char** argv) try {
  namespace ex = pmapsim::examples;
  pmapsim::Runtime runtime = pmapsim::Runtime::open(argc > 1 ? argv[1] : "reference");
  const int steps = argc > 2 ? std::stoi(argv[2]) : 20;
  const std::int64_t n = runtime.device_count();

  ex::MlpProblem problem = ex::make_mlp_problem(n);
  pmapsim::Pmapped step = ex::make_mlp_train_step(0.5);
  std::optional<pmapsim::traces::BackgroundTraceWriter> trace;
  if (argc > 3) trace.emplace(argv[3]);

  double step_start_ns = 0;  // where the next step goes on the trace's timeline
  for (int i = 0; i < steps; ++i) {
    const std::vector<pmapsim::Array> out = step(runtime, problem.step_arguments());
    problem.params = {out[0], out[1], out[2], out[3]};
    std::cout << "step " << i << "  loss " << out[4].get(0) << "\n";
    if (trace) {
      pmapsim::Profile profile = step.take_last_run().profile;  // handed over, not copied
      const double step_ns = profile.total_ns;
      trace->add(std::move(profile), step_start_ns);
      step_start_ns += step_ns;
    }
  }
  if (trace) {
    trace->finish();
    std::cout << "trace: " << argv[3] << "\n";
  }
  return 0;
} catch (const std::exception& error) {
  std::cerr << "example_mlp_train: error: " << error.what() << "\n";
  return 2;
}

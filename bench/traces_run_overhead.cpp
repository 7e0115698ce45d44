// What tracing adds to a run: the data-parallel MLP training step runs for a
// number of steps on a backend with profiling on, in five ways:
//  - untraced: the run alone (the backend still records each step's
//    profile, which is dropped), the baseline every share is taken of;
//  - write at end, .json and .json.gz: the steps' profiles joined with
//    Profile::append and written by write_trace after the last step, as a
//    tool without a background writer does (the run's time is included);
//  - background, .json and .json.gz: each step's profile handed to a
//    BackgroundTraceWriter as the step finishes, timed from the first step
//    to finish() returning, so what the writer thread does not hide behind
//    the run shows.
// The problem (data and initial parameters) is made before the timing, and
// each step's profile is moved, not copied, out of the pmap. A background
// share can come out slightly negative: the untraced run frees each step's
// profile on its own thread, a traced run hands it to the writer's thread.
// Each way is timed as the best (shortest wall time) of several repeats, and
// the repeats are interleaved (ABCDE ABCDE ...) so that a burst of load on a
// busy machine falls on all of them alike. Printed: each way's wall time and
// what it adds to the untraced run, against the target (at most 5%).
//
//   bench_traces_run_overhead [BACKEND_SPEC] [STEPS] [REPEATS]
//   (default: sim:tpu-v5e,devices=8, 10 steps, 5 repeats)
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

#include "pmapsim/pmapsim.hpp"
#include "pmapsim/traces/trace_writer.hpp"
#include "pmapsim/workloads/workloads.hpp"

namespace {

namespace ex = pmapsim::examples;
using Clock = std::chrono::steady_clock;

constexpr double kTargetShare = 0.05;

// The training loop, from the same start every time; on_step is handed each
// step's profile (moved out of the pmap, not copied) and the time at which
// the step starts (the earlier steps' total).
class MlpRun {
 public:
  // The problem (data, labels, initial parameters) is made once: each run
  // times the steps, not the set-up.
  MlpRun(pmapsim::Runtime& runtime, int steps)
      : runtime_(runtime),
        steps_(steps),
        step_(ex::make_mlp_train_step(0.5)),
        start_(ex::make_mlp_problem(runtime.device_count())) {}

  void run(const std::function<void(pmapsim::Profile, double offset_ns)>& on_step) {
    ex::MlpProblem problem = start_;
    double offset_ns = 0;
    for (int i = 0; i < steps_; ++i) {
      const std::vector<pmapsim::Array> out = step_(runtime_, problem.step_arguments());
      problem.params = {out[0], out[1], out[2], out[3]};
      pmapsim::Profile profile = step_.take_last_run().profile;
      const double step_ns = profile.total_ns;
      on_step(std::move(profile), offset_ns);
      offset_ns += step_ns;
    }
  }

 private:
  pmapsim::Runtime& runtime_;
  int steps_;
  pmapsim::Pmapped step_;
  ex::MlpProblem start_;
};

// A profile of all steps, joined as the steps finish.
struct JoinedSteps {
  pmapsim::Profile all;
  bool empty = true;
  void add(pmapsim::Profile profile, double offset_ns) {
    if (empty) {
      all = std::move(profile);
      empty = false;
    } else {
      all.append(profile, offset_ns);
    }
  }
};

struct Way {
  std::string name;
  std::string path;  // the trace written, empty for none
  std::function<void()> work;
  double best_s = 1e300;
  std::uintmax_t bytes = 0;
};

}  // namespace

int main(int argc, char** argv) try {
  const std::string spec = argc > 1 ? argv[1] : "sim:tpu-v5e,devices=8";
  const int steps = argc > 2 ? std::stoi(argv[2]) : 10;
  const int repeats = argc > 3 ? std::max(1, std::stoi(argv[3])) : 5;
  pmapsim::Runtime runtime = pmapsim::Runtime::open(spec);
  MlpRun mlp(runtime, steps);

  const auto directory = std::filesystem::temp_directory_path();
  const std::string plain = (directory / "pmapsim_bench_run.json").string();
  const std::string packed = (directory / "pmapsim_bench_run.json.gz").string();

  std::size_t events = 0, counters = 0;  // of all steps, for the header line
  const auto untraced = [&] {
    events = counters = 0;
    mlp.run([&](pmapsim::Profile profile, double) {
      events += profile.events.size();
      counters += profile.counters.size();
    });
  };
  const auto written_at_end = [&](const std::string& path) {
    return [&, path] {
      JoinedSteps joined;
      mlp.run([&](pmapsim::Profile profile, double offset_ns) { joined.add(std::move(profile), offset_ns); });
      pmapsim::traces::write_trace(joined.all, path);
    };
  };
  const auto in_background = [&](const std::string& path) {
    return [&, path] {
      pmapsim::traces::BackgroundTraceWriter writer(path);
      mlp.run([&](pmapsim::Profile profile, double offset_ns) { writer.add(std::move(profile), offset_ns); });
      writer.finish();
    };
  };
  std::vector<Way> ways = {
      {"run, untraced", "", untraced},
      {"write .json at end", plain, written_at_end(plain)},
      {"write .json.gz at end", packed, written_at_end(packed)},
      {"background .json", plain, in_background(plain)},
      {"background .json.gz", packed, in_background(packed)},
  };

  for (int repeat = 0; repeat < repeats; ++repeat) {
    for (Way& way : ways) {
      const Clock::time_point start = Clock::now();
      way.work();
      way.best_s = std::min(way.best_s, std::chrono::duration<double>(Clock::now() - start).count());
      if (!way.path.empty()) {
        way.bytes = std::filesystem::file_size(way.path);
        std::filesystem::remove(way.path);
      }
    }
  }

  fmt::print("{}: {} MLP steps, {} events, {} counters (best of {} interleaved repeats, wall time)\n", spec,
             steps, events, counters, repeats);
  const double untraced_s = ways.front().best_s;
  fmt::print("  {:<22} {:8.4f} s\n", ways.front().name, untraced_s);
  for (auto way = ways.begin() + 1; way != ways.end(); ++way) {
    const double share = (way->best_s - untraced_s) / untraced_s;
    fmt::print("  {:<22} {:8.4f} s  {:+7.2f}% over the untraced run ({} the {:.0f}% target), {:.1f} MB\n",
               way->name, way->best_s, 100 * share, share <= kTargetShare ? "within" : "over",
               100 * kTargetShare, static_cast<double>(way->bytes) / 1e6);
  }
  return 0;
} catch (const std::exception& error) {
  std::cerr << "bench_traces_run_overhead: error: " << error.what() << "\n";
  return 2;
}

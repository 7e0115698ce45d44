// `pmapsim demo`: the two starter pmap examples and a data-parallel MLP training step
// on the default backend, every result checked against the reference.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cmath>
#include <filesystem>
#include <iostream>
#include <optional>

#include "commands.hpp"
#include "pmapsim/output_files.hpp"
#include "pmapsim/pmapsim.hpp"
#include "pmapsim/traces/report.hpp"
#include "pmapsim/traces/summary.hpp"
#include "pmapsim/traces/trace_writer.hpp"
#include "pmapsim/workloads/workloads.hpp"

namespace pmapsim::tools {
namespace {

namespace ex = pmapsim::examples;

// Runs `mapped` on the backend and on the reference with the same arguments
// and compares every per-device result.
class CheckedRunner {
 public:
  CheckedRunner(Runtime& backend, Runtime& reference) : backend_(backend), reference_(reference) {}

  std::vector<Array> run(Pmapped& mapped, const std::vector<Array>& args, const std::string& what) {
    std::vector<Array> results = mapped(backend_, args);
    RunResult got = mapped.take_last_run();
    mapped(reference_, args);
    const CheckReport report = compare_runs(mapped.last_program(), got, mapped.last_run());
    last_profile_ = std::move(got.profile);
    if (!report.passed()) {
      failures_ += 1;
      std::cout << what << ": check against the reference FAILED\n" << report.table();
    }
    worst_rel_error_ = std::max(worst_rel_error_, worst_error(report));
    return results;
  }

  int failures() const { return failures_; }
  double worst_rel_error() const { return worst_rel_error_; }
  const Profile& last_profile() const { return last_profile_; }

 private:
  static double worst_error(const CheckReport& report) {
    double worst = 0;
    for (const OutputCheck& output : report.outputs) worst = std::max(worst, output.rel_error);
    return worst;
  }

  Runtime& backend_;
  Runtime& reference_;
  int failures_ = 0;
  double worst_rel_error_ = 0;
  Profile last_profile_;
};

void save_program(const std::string& dir, const Program& program) {
  if (dir.empty()) return;
  OutputSet outputs(dir, "--save-programs");
  outputs.add(program.name + ".spmd", print(program));
  outputs.commit();
  std::cout << "  saved " << (outputs.dir() / (program.name + ".spmd")).string() << "\n";
}

// True when every device's shard of `array` (leading axis) is bit-identical to device 0's.
bool replicas_identical(const Array& array) {
  const Array first = array.slice_axis(0, 0);
  for (std::int64_t d = 1; d < array.shape()[0]; ++d) {
    if (!(array.slice_axis(0, d) == first)) return false;
  }
  return true;
}

std::string predicted_time(const Profile& profile, const Runtime& runtime) {
  if (runtime.backend().kind() != "sim") return "";
  return fmt::format("  (simulated {:.3f} us)", profile.total_ns / 1e3);
}

void demo_square(CheckedRunner& runner, Runtime& runtime, const DemoOptions& options) {
  const std::int64_t n = runtime.device_count();
  std::cout << "\n== square: jax.pmap(lambda x: x ** 2) ==\n";
  Pmapped square = ex::make_square();
  const Array x = arange(n * 4).reshape({n, 4});
  const Array y = runner.run(square, {x}, "square")[0];
  std::cout << "input " << shape_string(x.shape()) << " -> output " << shape_string(y.shape()) << "\n"
            << y << "\n";
  save_program(options.save_programs_dir, square.last_program());
}

void demo_sharded_batch(CheckedRunner& runner, Runtime& runtime, const DemoOptions& options) {
  const std::int64_t n = runtime.device_count();
  std::cout << "\n== sharded batch: (128, 784) -> (" << n << ", " << 128 / n << ", 784) ==\n";
  const Array sharded = ex::shard_batch(random_normal({128, 784}, 0), n);
  PmapOptions named;
  named.name = "sharded_batch_norms";
  named.arg_names = {"batch"};
  Pmapped row_norms = pmap([](Value x) { return sqrt(sum(x * x, {2})); }, named);
  const Array norms = runner.run(row_norms, {sharded}, "sharded batch")[0];
  std::cout << "each device sees " << shape_string(row_norms.last_program().params[0].type.shape)
            << "; per-example L2 norms " << shape_string(norms.shape()) << "\n";
  save_program(options.save_programs_dir, row_norms.last_program());
}

// Joins a step's profile to the steps before it, as the trace file joins them.
void append_step(Profile& all_steps, const Profile& step, double offset_ns) {
  if (all_steps.devices.empty()) {
    all_steps.backend = step.backend;
    all_steps.program = step.program;
    all_steps.metadata = step.metadata;
    all_steps.devices = step.devices;
  }
  all_steps.append(step, offset_ns);
}

bool demo_mlp(CheckedRunner& runner, Runtime& runtime, const DemoOptions& options) {
  const std::int64_t n = runtime.device_count();
  const ex::MlpShape shape;  // the layer sizes make_mlp_problem uses
  std::cout << "\n== data-parallel MLP: 784 -> " << shape.hidden << " -> " << shape.classes
            << ", batch 128 over " << n << " devices, SGD, gradients averaged with pmean ==\n";
  ex::MlpProblem problem = ex::make_mlp_problem(n);
  Pmapped step = ex::make_mlp_train_step(0.5);

  // Each step's profile is traced while the next steps run; step i starts
  // where step i-1 ended.
  std::optional<traces::BackgroundTraceWriter> trace;
  if (!options.trace_path.empty()) trace.emplace(options.trace_path);
  Profile all_steps;  // for the report: the steps one after another
  double steps_end_ns = 0;
  double first_loss = 0, last_loss = 0;
  for (int i = 0; i < options.steps; ++i) {
    const std::vector<Array> out = runner.run(step, problem.step_arguments(), fmt::format("MLP step {}", i));
    problem.params = {out[0], out[1], out[2], out[3]};
    last_loss = out[4].get(0);
    if (i == 0) first_loss = last_loss;
    if (trace) trace->add(runner.last_profile(), steps_end_ns);
    if (!options.report_path.empty()) append_step(all_steps, runner.last_profile(), steps_end_ns);
    steps_end_ns += runner.last_profile().total_ns;
    std::cout << fmt::format("step {:>3}  loss {:.6f}{}\n", i, last_loss,
                             predicted_time(runner.last_profile(), runtime));
  }
  save_program(options.save_programs_dir, step.last_program());
  if (trace) {
    trace->finish();
    std::cout << "trace of " << options.steps << " steps: " << options.trace_path << "\n";
  }
  if (!options.report_path.empty()) {
    traces::write_profile_report(all_steps, "demo: " + std::to_string(options.steps) + " MLP steps",
                                 options.report_path);
    std::cout << "report of " << options.steps << " steps: " << options.report_path << "\n";
  }
  std::cout << traces::summary_table(runner.last_profile(), kSummaryDevices);

  const bool loss_fell = last_loss < first_loss;
  bool identical = true;
  for (const Array& param : problem.params.as_list()) identical = identical && replicas_identical(param);
  std::cout << fmt::format("loss {:.6f} -> {:.6f}: {}\n", first_loss, last_loss,
                           loss_fell ? "falls" : "DOES NOT FALL");
  std::cout << "parameters identical on all " << n << " devices: " << (identical ? "yes" : "NO") << "\n";
  return loss_fell && identical;
}

// Largest difference from JAX's output, relative to its largest finite
// magnitude; NaN where shapes differ. Equal infinities and two NaNs agree.
double relative_error(const Array& got, const Array& want) {
  if (got.shape() != want.shape()) return NAN;
  double scale = 1e-30, worst = 0;
  for (std::int64_t i = 0; i < want.size(); ++i)
    if (std::isfinite(want.get(i))) scale = std::max(scale, std::abs(want.get(i)));
  for (std::int64_t i = 0; i < want.size(); ++i) {
    const double g = got.get(i), w = want.get(i);
    if (g == w || (std::isnan(g) && std::isnan(w))) continue;
    worst = std::max(worst, std::isfinite(w) ? std::abs(g - w) : INFINITY);
  }
  return worst / scale;
}

// The JAX program's step, imported from the StableHLO JAX printed, run on the
// demo's backend with JAX's inputs and checked against JAX's own outputs.
bool demo_jax_step(Runtime& runtime, const DemoOptions& options) {
  const std::filesystem::path dir = options.jax_case_dir;
  if (dir.empty() || !std::filesystem::exists(dir / "program.mlir")) return true;
  std::cout << "\n== JAX's own step: " << dir.filename().string()
            << " (jax.jit(step).lower(...).as_text(), imported from StableHLO) ==\n";
  const Program program = read_stablehlo_file((dir / "program.mlir").string());
  if (program.axis_size > runtime.device_count()) {
    std::cout << fmt::format("skipped: it runs over {} devices, the backend has {}\n", program.axis_size,
                             runtime.device_count());
    return true;
  }
  std::vector<Array> globals;
  for (std::size_t i = 0; i < program.params.size(); ++i)
    globals.push_back(read_npy((dir / fmt::format("arg{}.npy", i)).string(), program.params[i].type.dtype));
  const RunResult run = compile_and_run(runtime.backend(), program, shard_arguments(program, globals));
  const std::vector<Array> results = assemble_results(program, run.outputs);
  double worst = 0;
  for (std::size_t k = 0; k < results.size(); ++k)
    worst =
        std::max(worst, relative_error(results[k], read_npy((dir / fmt::format("out{}.npy", k)).string())));
  constexpr double kTolerance = 1e-4;  // f32 through a whole training step
  const bool passed = worst <= kTolerance;
  std::string mesh = fmt::format("{} devices", program.axis_size);
  if (!program.mesh.empty()) {
    std::vector<std::string> axes;
    for (const MeshAxis& axis : program.mesh) axes.push_back(fmt::format("{}={}", axis.name, axis.size));
    mesh = fmt::format("a {} mesh", fmt::join(axes, " x "));
  }
  std::cout << fmt::format(
      "{} instructions over {}; {} outputs against JAX's: largest relative error {:.2e} ({}){}\n",
      program.body.size(), mesh, results.size(), worst, passed ? "ok" : "TOO LARGE",
      predicted_time(run.profile, runtime));
  std::cout << traces::summary_table(run.profile, kSummaryDevices);
  return passed;
}

}  // namespace

std::string DemoOptions::default_jax_case_dir() {
#ifdef PMAPSIM_SOURCE_DIR
  return std::string(PMAPSIM_SOURCE_DIR) + "/tests/data/stablehlo/train_gpt_step";
#else
  return "";
#endif
}

std::string default_backend_spec() {
  for (const auto& entry : BackendRegistry::global().entries()) {
    if (entry.kind == "sim" && entry.available) return "sim:tpu-v5e,devices=8";
  }
  return "reference:devices=8";
}

int demo_command(const DemoOptions& options) {
  Runtime runtime = Runtime::open(options.backend.empty() ? default_backend_spec() : options.backend);
  Runtime reference = Runtime::open("reference:devices=" + std::to_string(runtime.device_count()));
  std::cout << "pmapsim demo on " << runtime.spec() << " (" << runtime.device_count()
            << " devices), every result checked against " << reference.spec() << "\n";
  if (128 % runtime.device_count() != 0) {
    throw Error(fmt::format("the demo shards a batch of 128 and needs a device count dividing it, got {}",
                            runtime.device_count()));
  }
  CheckedRunner runner(runtime, reference);
  demo_square(runner, runtime, options);
  demo_sharded_batch(runner, runtime, options);
  const bool trained = demo_mlp(runner, runtime, options);
  const bool jax_matched = demo_jax_step(runtime, options);

  const bool passed = trained && jax_matched && runner.failures() == 0;
  std::cout << fmt::format("\nchecks against the reference: {} failed (worst relative error {:.2e})\n",
                           runner.failures(), runner.worst_rel_error());
  std::cout << (passed ? "PASS" : "FAIL") << "\n";
  return passed ? 0 : 1;
}

}  // namespace pmapsim::tools

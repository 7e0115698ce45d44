// The StableHLO importer's speed and what an imported program costs to run.
//
//  1. Import speed: a generated module of about 20,000 lines (elementwise
//     chains, broadcasts, constants and dot_generals, as JAX prints them),
//     read and imported; lines per second (target: 20k lines in <= 0.5 s).
//  2. Run cost: the demo's data-parallel MLP step as JAX exports it
//     (tests/data/stablehlo/train_demo_mlp, JAX's own backward pass) beside the
//     same step written in pmapsim's text (examples/programs/mlp_train_step.spmd),
//     on the reference over 8 devices (CPU time of all threads, best of 7: steadier than wall time on a
//     shared machine) and on the simulator (predicted step time); the ratios imported / written (target:
//     <= 1.05).
//
//   ./bench_stablehlo_import
#include <fmt/core.h>

#include <fstream>
#include <sstream>
#include <string>

#include "best_seconds.hpp"
#include "pmapsim/pmapsim.hpp"
#include "pmapsim/stablehlo/import.hpp"

namespace {

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw pmapsim::Error("cannot open " + path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Blocks of 8 lines, as JAX prints a layer: a dot_general, a bias broadcast,
// an add, a constant, its broadcast, a multiply, a tanh and a subtract.
std::string generated_module(int lines) {
  const std::string t = "tensor<32x32xf32>";
  std::string text = "module @generated {\n  func.func public @main(%arg0: " + t + ", %arg1: " + t +
                     ", %arg2: tensor<32xf32>) -> " + t + " {\n";
  std::string x = "%arg0";
  int id = 0;
  const auto next = [&] { return fmt::format("%{}", id++); };  // not "%" + to_string: GCC 12 -Wrestrict
  for (int block = 0; block * 8 < lines - 5; ++block) {
    const std::string d = next(), b = next(), a = next(), c = fmt::format("%cst_{}", block), cb = next(),
                      m = next(), h = next(), s = next();
    text += "    " + d + " = stablehlo.dot_general " + x +
            ", %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (" + t + ", " + t +
            ") -> " + t + "\n";
    text += "    " + b + " = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> " + t + "\n";
    text += "    " + a + " = stablehlo.add " + d + ", " + b + " : " + t + "\n";
    text += "    " + c + " = stablehlo.constant dense<5.000000e-01> : tensor<f32>\n";
    text += "    " + cb + " = stablehlo.broadcast_in_dim " + c + ", dims = [] : (tensor<f32>) -> " + t + "\n";
    text += "    " + m + " = stablehlo.multiply " + a + ", " + cb + " : " + t + "\n";
    text += "    " + h + " = stablehlo.tanh " + m + " : " + t + "\n";
    text += "    " + s + " = stablehlo.subtract " + h + ", " + x + " : " + t + "\n";
    x = s;
  }
  text += "    return " + x + " : " + t + "\n  }\n}\n";
  return text;
}

void import_speed() {
  const std::string text = generated_module(20000);
  const auto lines = std::count(text.begin(), text.end(), '\n');
  std::size_t instructions = 0;
  const double seconds = pmapsim::bench::best_seconds(
      5, [&] { instructions = pmapsim::import_stablehlo(text, "generated.mlir").body.size(); });
  fmt::print(
      "import: {} lines ({} pmapsim instructions) in {:.3f} s, {:.0f} lines/s (target: 20k lines <= 0.5 s)\n",
      lines, instructions, seconds, static_cast<double>(lines) / seconds);
}

// Random global inputs for a program with in_specs, split per device.
std::vector<std::vector<pmapsim::Array>> sharded_inputs(const pmapsim::Program& p) {
  std::vector<pmapsim::Array> globals;
  for (std::size_t i = 0; i < p.params.size(); ++i)
    globals.push_back(pmapsim::random_normal(pmapsim::global_parameter_type(p, i).shape, 7 + i));
  return pmapsim::shard_arguments(p, globals);
}

std::vector<std::vector<pmapsim::Array>> per_device_inputs(const pmapsim::Program& p) {
  std::vector<std::vector<pmapsim::Array>> args(static_cast<std::size_t>(p.axis_size));
  for (auto& device : args)
    for (std::size_t i = 0; i < p.params.size(); ++i)
      device.push_back(pmapsim::random_normal(p.params[i].type.shape, 7 + i));
  return args;
}

void run_cost() {
  const std::string root = PMAPSIM_SOURCE_DIR;
  const pmapsim::Program imported = pmapsim::import_stablehlo(
      slurp(root + "/tests/data/stablehlo/train_demo_mlp/program.mlir"), "train_demo_mlp.mlir");
  const pmapsim::Program written =
      pmapsim::read_program_file(root + "/examples/programs/mlp_train_step.spmd");
  const auto imported_args = sharded_inputs(imported);
  const auto written_args = per_device_inputs(written);
  fmt::print("\nthe demo's MLP step: imported from JAX {} instructions, written in .spmd {} instructions\n",
             imported.body.size(), written.body.size());
  auto reference = pmapsim::BackendRegistry::global().open("reference:devices=8");
  auto imported_exe = reference->compile(imported);
  auto written_exe = reference->compile(written);
  // Alternate the two so that a busy moment of the machine hits both.
  double best_imported = 1e300, best_written = 1e300;
  for (int round = 0; round < 7; ++round) {
    best_imported = std::min(best_imported,
                             pmapsim::bench::best_cpu_seconds(1, [&] { imported_exe->run(imported_args); }));
    best_written =
        std::min(best_written, pmapsim::bench::best_cpu_seconds(1, [&] { written_exe->run(written_args); }));
  }
  fmt::print(
      "reference:devices=8 CPU time (all threads): imported {:.2f} ms, written {:.2f} ms, ratio {:.3f} "
      "(target <= 1.05)\n",
      best_imported * 1e3, best_written * 1e3, best_imported / best_written);
  auto sim = pmapsim::BackendRegistry::global().open("sim:tpu-v5e,devices=8");
  const double sim_imported = sim->compile(imported)->run(imported_args).profile.total_ns;
  const double sim_written = sim->compile(written)->run(written_args).profile.total_ns;
  fmt::print("sim:tpu-v5e,devices=8 step time: imported {:.2f} us, written {:.2f} us, ratio {:.3f}\n",
             sim_imported / 1e3, sim_written / 1e3, sim_imported / sim_written);
}

}  // namespace

int main() {
  try {
    import_speed();
    run_cost();
  } catch (const std::exception& e) {
    fmt::print(stderr, "bench_stablehlo_import: {}\n", e.what());
    return 2;
  }
  return 0;
}

// Partitioning's cost: a generated jax.jit module of about 20,000 lines (a
// 2,500-layer chain of dot_general, bias, scale, tanh and residual, x split
// over data and the weight over model, as a tensor-parallel stack is), imported
// three ways side by side, best of 5 each:
//   global       the module as one global program (partitioning off)
//   partitioned  propagated and partitioned over data=4 x model=2
//   unsharded    the same text without shardings (no partitioning to do)
// Prints the seconds and what partitioning adds (target: <= 1 s for the
// 20k lines; nothing for a module that needs none).
//
//   ./bench_partition [LINES]
#include <fmt/core.h>

#include <string>

#include "best_seconds.hpp"
#include "pmapsim/stablehlo/import.hpp"

namespace {

std::string generated_module(int lines, bool sharded) {
  const std::string x_type = "tensor<256x32xf32>", w_type = "tensor<32x32xf32>";
  const std::string shard_x = sharded ? " {sdy.sharding = #sdy.sharding<@mesh, [{\"data\"}, {}]>}" : "";
  const std::string shard_w = sharded ? " {sdy.sharding = #sdy.sharding<@mesh, [{}, {\"model\"}]>}" : "";
  std::string text = fmt::format(
      "module @generated attributes {{mhlo.num_partitions = {} : i32, mhlo.num_replicas = 1 : i32}} {{\n",
      sharded ? 8 : 1);
  if (sharded) text += "  sdy.mesh @mesh = <[\"data\"=4, \"model\"=2]>\n";
  text += "  func.func public @main(%arg0: " + x_type + shard_x + ", %arg1: " + w_type + shard_w +
          ", %arg2: tensor<32xf32>) -> (" + x_type + shard_x + ") {\n";
  std::string x = "%arg0";
  int id = 0;
  const auto next = [&] { return fmt::format("%{}", id++); };
  for (int block = 0; block * 8 < lines - 5; ++block) {
    const std::string d = next(), b = next(), a = next(), c = fmt::format("%cst_{}", block), cb = next(),
                      m = next(), h = next(), s = next();
    text += fmt::format(
        "    {} = stablehlo.dot_general {}, %arg1, contracting_dims = [1] x [0] : ({}, {}) -> {}\n", d, x,
        x_type, w_type, x_type);
    text += fmt::format("    {} = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> {}\n", b,
                        x_type);
    text += fmt::format("    {} = stablehlo.add {}, {} : {}\n", a, d, b, x_type);
    text += fmt::format("    {} = stablehlo.constant dense<5.000000e-01> : tensor<f32>\n", c);
    text += fmt::format("    {} = stablehlo.broadcast_in_dim {}, dims = [] : (tensor<f32>) -> {}\n", cb, c,
                        x_type);
    text += fmt::format("    {} = stablehlo.multiply {}, {} : {}\n", m, a, cb, x_type);
    text += fmt::format("    {} = stablehlo.tanh {} : {}\n", h, m, x_type);
    text += fmt::format("    {} = stablehlo.subtract {}, {} : {}\n", s, h, x, x_type);
    x = s;
  }
  text += "    return " + x + " : " + x_type + "\n  }\n}\n";
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  const int lines = argc > 1 ? std::stoi(argv[1]) : 20000;
  const std::string sharded = generated_module(lines, true), plain = generated_module(lines, false);
  pmapsim::PartitionReport report;
  const auto import = [](const std::string& text, bool partition, pmapsim::PartitionReport* r) {
    pmapsim::ImportOptions options;
    options.partition = partition;
    options.partition_report = r;
    pmapsim::import_stablehlo(text, "generated.mlir", nullptr, options);
  };
  const double global = pmapsim::bench::best_seconds(5, [&] { import(sharded, false, nullptr); });
  const double partitioned = pmapsim::bench::best_seconds(5, [&] {
    report = {};
    import(sharded, true, &report);
  });
  const double unsharded = pmapsim::bench::best_seconds(5, [&] { import(plain, true, nullptr); });
  fmt::print("module: {} lines, {} layers; partitioned over data=4 x model=2: {} collectives\n",
             std::count(sharded.begin(), sharded.end(), '\n'), (lines - 5) / 8 + 1,
             report.collectives.size());
  fmt::print("{:<28} {:>9}\n", "import", "seconds");
  fmt::print("{:<28} {:>9.3f}\n", "global (partitioning off)", global);
  fmt::print("{:<28} {:>9.3f}\n", "partitioned", partitioned);
  fmt::print("{:<28} {:>9.3f}\n", "unsharded module", unsharded);
  fmt::print("propagation + partitioning: {:.3f} s (target <= 1 s); partitioned / global = {:.2f}x\n",
             partitioned - global, partitioned / global);
  return 0;
}

// The reference backend against JAX's own CPU backend on the same program:
// the transformer block (workloads/transformer.hpp, bench/jax/transformer_block.py)
// over a 2 x 4 data x model grid of 8 host devices, at the script's "bench" size.
// JAX's time is its jitted step's median over 10 runs (arrays already on the
// devices); pmapsim's is the reference executable's best of 5 runs over
// pre-sharded arguments. Both run on this machine's cores in the same process
// tree, one after the other. Without JAX, only pmapsim's time is printed.
//
//   ./bench_reference_transformer [PYTHON]   (default: $PMAPSIM_JAX_PYTHON, else python3)
#include <fmt/core.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

#include "best_seconds.hpp"
#include "pmapsim/npy.hpp"
#include "pmapsim/pmapsim.hpp"
#include "pmapsim/workloads/transformer.hpp"

namespace {

namespace ex = pmapsim::examples;
namespace fs = std::filesystem;

// Runs the JAX script into dir; its jax_seconds line, or nothing when JAX is missing.
std::optional<double> run_jax(const std::string& python, const fs::path& dir) {
  const std::string script = std::string(PMAPSIM_SOURCE_DIR) + "/bench/jax/transformer_block.py";
  const std::string command =
      fmt::format("{} {} {} --size bench --repeats 10 2>/dev/null", python, script, dir.string());
  std::FILE* pipe = ::popen(command.c_str(), "r");
  if (pipe == nullptr) return std::nullopt;
  std::optional<double> seconds;
  char line[512];
  while (std::fgets(line, sizeof line, pipe) != nullptr) {
    const std::string text(line);
    if (text.rfind("jax_seconds=", 0) == 0) seconds = std::stod(text.substr(12));
  }
  ::pclose(pipe);
  return seconds;
}

}  // namespace

int main(int argc, char** argv) {
  const char* configured = std::getenv("PMAPSIM_JAX_PYTHON");
  const std::string python = argc > 1 ? argv[1] : configured != nullptr ? configured : "python3";
  const ex::TransformerShape shape{
      .batch = 4, .seq = 128, .width = 256, .heads = 8, .ffn = 1024, .vocab = 2048};
  const fs::path dir = fs::temp_directory_path() / fmt::format("pmapsim-bench-transformer-{}", ::getpid());
  const std::optional<double> jax_seconds = run_jax(python, dir);

  ex::TransformerInputs inputs = ex::random_transformer_inputs(shape, 7);
  if (jax_seconds) {  // the very inputs JAX ran
    std::vector<pmapsim::Array> arrays;
    for (const std::string& name : ex::transformer_input_names())
      arrays.push_back(pmapsim::read_npy((dir / (name + ".npy")).string()));
    inputs = ex::transformer_inputs_from(arrays);
  }
  pmapsim::Runtime reference = pmapsim::Runtime::open("reference:devices=8");
  pmapsim::Pmapped block = ex::make_transformer_block(shape);
  const std::vector<pmapsim::Array> args = ex::shard_transformer_inputs(shape, inputs);
  const pmapsim::Array out = ex::unshard_transformer_output(shape, block(reference, args).at(0));
  const auto per_device = block.shard(args);
  pmapsim::Executable& executable = reference.executable(block.last_program());
  const double pmapsim_seconds = pmapsim::bench::best_seconds(5, [&] { executable.run(per_device); });

  fmt::print("transformer block f32, data 2 x model 4, batch {} x seq {} x width {}, ffn {}, vocab {}\n",
             shape.data * shape.batch, shape.seq, shape.width, shape.ffn, shape.vocab);
  fmt::print("pmapsim reference (8 devices, one process): {:9.3f} ms\n", pmapsim_seconds * 1e3);
  if (!jax_seconds) {
    fmt::print("JAX: not available with '{}' (set PMAPSIM_JAX_PYTHON to a Python with jax)\n", python);
    return 0;
  }
  const pmapsim::Array want = pmapsim::read_npy((dir / "out.npy").string());
  double worst = 0;
  for (std::int64_t i = 0; i < want.size(); ++i)
    worst = std::max(worst, std::abs(out.get(i) - want.get(i)) / std::max(1.0, std::abs(want.get(i))));
  fs::remove_all(dir);
  fmt::print("JAX CPU (8 host devices, jit):              {:9.3f} ms\n", *jax_seconds * 1e3);
  fmt::print("ratio pmapsim / JAX: {:.2f}x   largest difference from JAX's output: {:.2e}\n",
             pmapsim_seconds / *jax_seconds, worst);
  return 0;
}

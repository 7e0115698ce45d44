// One corpus program (a folder with program.mlir and argN.npy) run many times
// on one backend, for profiling with perf (the Python package is stripped):
//   bench_stablehlo_corpus_run DIR [BACKEND] [RUNS] [OUT_DIR]
// prints the median wall time of a run after a warm-up; with OUT_DIR, writes
// each device's outputs as OUT_DIR/d<device>_r<result>.npy (to compare two
// builds byte for byte).
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "pmapsim/backend.hpp"
#include "pmapsim/npy.hpp"
#include "pmapsim/sharding.hpp"
#include "pmapsim/stablehlo/import.hpp"

namespace fs = std::filesystem;
using namespace pmapsim;

namespace {

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// As `pmapsim run` gives global arrays to a program without specs: an
// argument of the parameter's shape goes whole to every device, any other is
// split along axis 0.
Program with_specs(const Program& program, const std::vector<Array>& globals) {
  if (!program.in_specs.empty()) return program;
  Program specified = program;
  for (std::size_t p = 0; p < program.params.size(); ++p) {
    const bool whole =
        globals[p].shape() == program.params[p].type.shape || program.params[p].type.shape.empty();
    specified.in_specs.push_back(whole ? PartitionSpec{} : PartitionSpec{{program.axis_name}});
  }
  for (ValueId result : program.results) {
    const bool scalar = program.type_of(result).rank() == 0;
    specified.out_specs.push_back(scalar ? PartitionSpec{} : PartitionSpec{{program.axis_name}});
  }
  return specified;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    fmt::print(stderr, "usage: {} DIR [BACKEND] [RUNS] [OUT_DIR]\n", argv[0]);
    return 2;
  }
  const fs::path folder = argv[1];
  const std::string spec = argc > 2 ? argv[2] : "reference:devices=8";
  const int runs = argc > 3 ? std::stoi(argv[3]) : 100;
  const Program program =
      import_stablehlo(slurp(folder / "program.mlir"), folder.filename().string() + ".mlir");
  std::vector<Array> globals;
  for (std::size_t i = 0; fs::exists(folder / fmt::format("arg{}.npy", i)); ++i)
    globals.push_back(read_npy((folder / fmt::format("arg{}.npy", i)).string()));
  const auto args = shard_arguments(with_specs(program, globals), globals);
  auto backend = BackendRegistry::global().open(spec);
  auto executable = backend->compile(program);
  RunResult first = executable->run(args);
  std::vector<double> times;
  for (int i = 0; i < runs; ++i) {
    const auto start = std::chrono::steady_clock::now();
    executable->run(args);
    times.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  }
  std::sort(times.begin(), times.end());
  fmt::print("{} on {}: median {:.4f} ms over {} runs\n", folder.filename().string(), spec,
             times.empty() ? 0.0 : times[times.size() / 2], runs);
  if (argc > 4) {
    fs::create_directories(argv[4]);
    for (std::size_t d = 0; d < first.outputs.size(); ++d) {
      for (std::size_t r = 0; r < first.outputs[d].size(); ++r)
        write_npy((fs::path(argv[4]) / fmt::format("d{}_r{}.npy", d, r)).string(), first.outputs[d][r]);
    }
  }
  return 0;
}

// Scale: a timing-only data-parallel step on 4096 simulated chips (tpu-v4,
// 16x16x16 3D torus) whose gradient all-reduce moves 1 GiB per chip. Prints
// the wall time (target <= 5 s), the peak resident memory (target <= 2 GiB)
// and simulated cycles per wall second.
//
//   ./bench_sim_scale [devices]
#include <fmt/core.h>
#include <sys/resource.h>

#include <chrono>
#include <cstdlib>

#include "pmapsim/pmapsim.hpp"
#include "pmapsim/sim/backend.hpp"

namespace {

using namespace pmapsim;

double peak_rss_bytes() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) * 1024.0;  // Linux reports KiB
}

// Forward x . w, an activation, then a weight gradient x^T . act of
// 16384 x 16384 f32 (1 GiB), averaged over all devices with pmean.
Program data_parallel_step(std::int64_t devices) {
  return parse_program(
      fmt::format("pmap @dp_step axis=i devices={} (%x: bf16[1,256,16384], %w: bf16[16384,16384]) {{\n"
                  "  %x2 = reshape %x : bf16[256,16384]\n"
                  "  %h = dot %x2, %w {{lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]}} : "
                  "f32[256,16384]\n"
                  "  %a = tanh %h : f32[256,16384]\n"
                  "  %ab = convert %a : bf16[256,16384]\n"
                  "  %g = dot %x2, %ab {{lhs_contract=[0], rhs_contract=[0], lhs_batch=[], rhs_batch=[]}} : "
                  "f32[16384,16384]\n"
                  "  %gm = pmean %g {{axis=i}} : f32[16384,16384]\n"
                  "  return %gm\n}}\n",
                  devices));
}

}  // namespace

int main(int argc, char** argv) {
  const std::int64_t devices = argc > 1 ? std::atoll(argv[1]) : 4096;
  const auto start = std::chrono::steady_clock::now();
  auto backend =
      sim::open_backend(BackendSpec::parse(fmt::format("sim:tpu-v4,devices={},timing-only", devices)));
  const Program program = data_parallel_step(devices);
  std::vector<std::vector<Array>> args(static_cast<std::size_t>(devices));
  for (auto& device_args : args) {
    for (const auto& param : program.params)
      device_args.push_back(Array::shape_only(param.type.dtype, param.type.shape));
  }
  RunOptions options;
  options.profile = false;  // per-link events of 4096 chips are not wanted here
  const RunResult result = compile_and_run(*backend, program, args, options);
  const double wall_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double cycles = std::stod(result.profile.metadata.at("simulated_cycles"));

  fmt::print("timing-only data-parallel step, {} chips ({}), 1 GiB gradient pmean\n", devices,
             result.profile.metadata.at("topology"));
  fmt::print("{:<36} {:>14}\n", "measure", "value");
  fmt::print("{:<36} {:>11.3f} s   (target <= 5 s)\n", "wall time (open, compile, run)", wall_s);
  fmt::print("{:<36} {:>11.1f} MiB (target <= 2048 MiB)\n", "peak resident memory",
             peak_rss_bytes() / (1 << 20));
  fmt::print("{:<36} {:>11.3f} ms\n", "simulated step time", result.profile.total_ns / 1e6);
  fmt::print("{:<36} {:>14.0f}\n", "simulated cycles", cycles);
  fmt::print("{:<36} {:>14.3g}\n", "simulated cycles per wall second", cycles / wall_s);
  fmt::print("{:<36} {:>14.3g}\n", "chip-cycles per wall second",
             cycles * static_cast<double>(devices) / wall_s);
  return 0;
}

// Reference backend speed, measured side by side in one run:
//  - dot, transpose and reduce_sum kernels against the plain loops that
//    define them (the speed-up is the ratio);
//  - the demo's data-parallel MLP training step on 8 devices: wall time per
//    step, and how much of it the kernels themselves take (the rest is the
//    executable's bookkeeping, which the simulator's overhead is measured
//    against).
//
//   ./bench_reference_kernels
#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <vector>

#include "best_seconds.hpp"
#include "pmapsim/pmapsim.hpp"
#include "pmapsim/reference/backend.hpp"
#include "pmapsim/reference/kernels.hpp"
#include "pmapsim/workloads/workloads.hpp"

namespace {

using namespace pmapsim;
using Clock = std::chrono::steady_clock;
using bench::best_seconds;

// Plain loops store one of their results here, so the compiler keeps them.
volatile float sink = 0;

Array run_kernel(const Program& program, const std::vector<const Array*>& operands) {
  return reference::execute_local(program, program.body.at(0), operands);
}

void print_row(const std::string& what, double kernel_s, double plain_s, double work, const char* unit) {
  fmt::print("{:<34} {:>10.3f} ms {:>10.3f} ms {:>9.1f}x {:>9.2f} {}\n", what, kernel_s * 1e3, plain_s * 1e3,
             plain_s / kernel_s, work / kernel_s / 1e9, unit);
}

void bench_dot() {
  const std::int64_t m = 128, k = 784, n = 128;
  const Program program = parse_program(
      "pmap @dot axis=i devices=1 (%a: f32[128,784], %b: f32[784,128]) {\n"
      "  %0 = dot %a, %b {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : f32[128,128]\n"
      "  return %0\n}\n");
  const Array a = random_normal({m, k}, 1), b = random_normal({k, n}, 2);
  const double kernel = best_seconds(9, [&] { run_kernel(program, {&a, &b}); });
  const double plain = best_seconds(3, [&] {
    std::vector<float> c(static_cast<std::size_t>(m * n), 0.0f);
    const float* x = a.data<float>();
    const float* y = b.data<float>();
    for (std::int64_t i = 0; i < m; ++i)
      for (std::int64_t j = 0; j < n; ++j) {
        float sum = 0;
        for (std::int64_t t = 0; t < k; ++t) sum += x[i * k + t] * y[t * n + j];
        c[static_cast<std::size_t>(i * n + j)] = sum;
      }
    sink = c[static_cast<std::size_t>(m * n / 2)];
  });
  print_row("dot f32 128x784 . 784x128", kernel, plain, 2.0 * m * n * k, "GFLOP/s");
}

void bench_transpose() {
  const std::int64_t rows = 1024, cols = 1024;
  const Program program = parse_program(
      "pmap @t axis=i devices=1 (%a: f32[1024,1024]) {\n"
      "  %0 = transpose %a {perm=[1, 0]} : f32[1024,1024]\n  return %0\n}\n");
  const Array a = random_normal({rows, cols}, 3);
  const double kernel = best_seconds(9, [&] { run_kernel(program, {&a}); });
  const double plain = best_seconds(5, [&] {
    Array out(DType::f32, {cols, rows});
    for (std::int64_t i = 0; i < rows * cols; ++i) {
      const std::int64_t r = i / cols, c = i % cols;
      out.data<float>()[c * rows + r] = a.data<float>()[i];
    }
    sink = out.data<float>()[rows + 1];
  });
  print_row("transpose f32 1024x1024", kernel, plain, 2.0 * static_cast<double>(a.byte_size()), "GB/s");
}

void bench_reduce() {
  const std::int64_t rows = 1024, cols = 1024;
  const Program program = parse_program(
      "pmap @r axis=i devices=1 (%a: f32[1024,1024]) {\n"
      "  %0 = reduce_sum %a {axes=[0]} : f32[1024]\n  return %0\n}\n");
  const Array a = random_normal({rows, cols}, 4);
  const double kernel = best_seconds(9, [&] { run_kernel(program, {&a}); });
  // The definition read column by column: one sum per result element.
  const double plain = best_seconds(5, [&] {
    std::vector<float> out(static_cast<std::size_t>(cols));
    for (std::int64_t c = 0; c < cols; ++c) {
      float sum = 0;
      for (std::int64_t r = 0; r < rows; ++r) sum += a.data<float>()[r * cols + c];
      out[static_cast<std::size_t>(c)] = sum;
    }
    sink = out[static_cast<std::size_t>(cols / 2)];
  });
  print_row("reduce_sum f32 1024x1024 axis 0", kernel, plain, static_cast<double>(a.byte_size()), "GB/s");
}

void bench_mlp_step() {
  namespace ex = pmapsim::examples;
  const std::int64_t devices = 8;
  const std::vector<Array> args = ex::make_mlp_problem(devices).step_arguments();
  Pmapped step = ex::make_mlp_train_step(0.5);
  std::vector<TensorType> types;
  for (const Array& arg : args) types.push_back(arg.type());
  const Program& program = step.record(types, devices);
  const auto per_device = step.shard(args);
  auto backend = reference::open_backend(BackendSpec::parse("reference:devices=8"));
  auto executable = backend->compile(program);

  RunOptions quiet;
  quiet.profile = false;
  const double unprofiled = best_seconds(21, [&] { executable->run(per_device, quiet); });
  // The kernel times of the fastest profiled run.
  double kernel_ns = 0;
  double profiled = 1e300;
  std::map<std::string, double> by_op;
  for (int repeat = 0; repeat < 21; ++repeat) {
    const Clock::time_point start = Clock::now();
    const RunResult result = executable->run(per_device);
    const double wall = std::chrono::duration<double>(Clock::now() - start).count();
    if (wall >= profiled) continue;
    profiled = wall;
    kernel_ns = 0;
    by_op.clear();
    for (const ProfileEvent& event : result.profile.events) {
      // A collective's event repeats on every device; count it once.
      const double ns = is_collective(program.body[static_cast<std::size_t>(event.op_index)].op)
                            ? event.duration_ns / static_cast<double>(devices)
                            : event.duration_ns;
      kernel_ns += ns;
      by_op[event.name] += ns;
    }
  }
  fmt::print("\nMLP training step, 8 devices, {} ops per device (batch 128, 784-128-10):\n",
             program.body.size());
  fmt::print("  run without profile        {:>9.3f} ms per step\n", unprofiled * 1e3);
  fmt::print("  run with profile           {:>9.3f} ms per step\n", profiled * 1e3);
  fmt::print("  kernels alone              {:>9.3f} ms ({:.0f}% of the profiled run)\n", kernel_ns * 1e-6,
             100.0 * kernel_ns * 1e-9 / profiled);
  std::vector<std::pair<double, std::string>> ranked;
  for (const auto& [name, ns] : by_op) ranked.emplace_back(ns, name);
  std::sort(ranked.rbegin(), ranked.rend());
  for (std::size_t i = 0; i < std::min<std::size_t>(5, ranked.size()); ++i) {
    fmt::print("    {:<12} {:>9.3f} ms\n", ranked[i].second, ranked[i].first * 1e-6);
  }
}

}  // namespace

int main() try {
  fmt::print("{:<34} {:>13} {:>13} {:>10} {:>12}\n", "kernel", "reference", "plain loop", "speed-up",
             "reference");
  bench_dot();
  bench_transpose();
  bench_reduce();
  bench_mlp_step();
  return 0;
} catch (const std::exception& error) {
  fmt::print(stderr, "bench_reference_kernels: error: {}\n", error.what());
  return 2;
}

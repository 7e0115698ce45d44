// cuda_bench: the CUDA backend beside the GPU's own baselines, measured in
// one run and printed as one table of ratios.
//
//   matmul   TFLOP/s of the backend's dot (bf16 and f32) vs cuBLAS called
//            directly on the same shapes                      target >= 0.90
//   add      GB/s (bytes read + written) of an f32 add vs a device-to-device
//            cudaMemcpy's GB/s (also read + written)          target >= 0.80
//   psum     all-reduce on cuda:virtual=8: algbw = S / t and busbw =
//            algbw * 2 (n - 1) / n (nccl-tests' definitions) vs the copy's
//            bytes copied per second                          target >= 0.40
//   launch   per-op overhead: host wall time per extra tiny op in a chain
//
// Backend times are the CUDA-event durations the backend records in its
// Profile; baselines are timed with CUDA events around the same work.
// Usage: cuda_bench [--quick]   (quick: small shapes, for a smoke run)
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "pmapsim/backend.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/program.hpp"

using namespace pmapsim;

namespace {

constexpr int kRepeats = 10;

void cuda_ok(cudaError_t status, const char* what) {
  if (status != cudaSuccess) throw Error(fmt::format("{}: {}", what, cudaGetErrorString(status)));
}
void cublas_ok(cublasStatus_t status, const char* what) {
  if (status != CUBLAS_STATUS_SUCCESS) throw Error(fmt::format("{}: {}", what, cublasGetStatusName(status)));
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

// Median duration (ns) of the named op's "ops" event on device 0 over repeated runs.
double backend_op_ns(Executable& executable, const std::vector<std::vector<Array>>& args,
                     const std::string& op) {
  executable.run(args);  // warm-up: cuBLAS heuristics, memory pools
  std::vector<double> durations;
  for (int r = 0; r < kRepeats; ++r) {
    const RunResult result = executable.run(args);
    for (const ProfileEvent& event : result.profile.events) {
      if (event.device == 0 && event.track == "ops" && event.name == op)
        durations.push_back(event.duration_ns);
    }
  }
  return median(durations);
}

// Median duration (ns) of body() timed with events on the default stream.
template <typename Body>
double timed_ns(Body&& body) {
  cudaEvent_t start, end;
  cuda_ok(cudaEventCreate(&start), "cudaEventCreate");
  cuda_ok(cudaEventCreate(&end), "cudaEventCreate");
  body();
  std::vector<double> durations;
  for (int r = 0; r < kRepeats; ++r) {
    cuda_ok(cudaEventRecord(start), "cudaEventRecord");
    body();
    cuda_ok(cudaEventRecord(end), "cudaEventRecord");
    cuda_ok(cudaEventSynchronize(end), "cudaEventSynchronize");
    float ms = 0;
    cuda_ok(cudaEventElapsedTime(&ms, start, end), "cudaEventElapsedTime");
    durations.push_back(ms * 1e6);
  }
  cudaEventDestroy(start);
  cudaEventDestroy(end);
  return median(durations);
}

std::vector<std::vector<Array>> args_for(const Program& program, std::uint64_t seed) {
  std::vector<std::vector<Array>> args(static_cast<std::size_t>(program.axis_size));
  for (std::size_t d = 0; d < args.size(); ++d) {
    for (const Parameter& param : program.params) {
      args[d].push_back(random_normal(param.type.shape, seed + d, param.type.dtype));
    }
  }
  return args;
}

struct Row {
  std::string what;
  std::string backend;
  std::string baseline;
  double ratio;
  double target;
};

double direct_gemm_ns(std::int64_t size, cudaDataType type) {
  const std::size_t element = type == CUDA_R_32F ? 4 : 2;
  const std::size_t bytes = static_cast<std::size_t>(size * size) * element;
  void *a, *b, *c;
  cuda_ok(cudaMalloc(&a, bytes), "cudaMalloc");
  cuda_ok(cudaMalloc(&b, bytes), "cudaMalloc");
  cuda_ok(cudaMalloc(&c, static_cast<std::size_t>(size * size) * 4), "cudaMalloc");
  cuda_ok(cudaMemset(a, 0x3c, bytes), "cudaMemset");  // small finite values in both types
  cuda_ok(cudaMemset(b, 0x3c, bytes), "cudaMemset");
  cublasHandle_t handle;
  cublas_ok(cublasCreate(&handle), "cublasCreate");
  const float alpha = 1, beta = 0;
  const int n = static_cast<int>(size);
  const double ns = timed_ns([&] {
    cublas_ok(cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a, type, n, b, type, n, &beta,
                           c, CUDA_R_32F, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT),
              "cublasGemmEx");
  });
  cublasDestroy(handle);
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
  return ns;
}

Row matmul_row(Backend& backend, std::int64_t size, DType dtype) {
  const std::string type = fmt::format("{}[{},{}]", dtype_name(dtype), size, size);
  const Program program = parse_program(fmt::format(
      "pmap @matmul axis=i devices=1 (%a: {0}, %b: {0}) {{\n"
      "  %0 = dot %a, %b {{lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]}} : f32[{1},{1}]\n"
      "  return %0\n}}\n",
      type, size));
  const auto executable = backend.compile(program);
  const double backend_ns = backend_op_ns(*executable, args_for(program, 1), "dot");
  const double direct_ns = direct_gemm_ns(size, dtype == DType::f32 ? CUDA_R_32F : CUDA_R_16BF);
  const double flops = 2.0 * static_cast<double>(size) * size * size;
  return {fmt::format("matmul {} {}^3 (TFLOP/s)", dtype_name(dtype), size),
          fmt::format("{:.1f}", flops / backend_ns / 1e3),
          fmt::format("{:.1f} cuBLAS", flops / direct_ns / 1e3), direct_ns / backend_ns, 0.90};
}

// Bytes copied per second by a device-to-device cudaMemcpy of `bytes`.
double copy_bytes_per_s(std::size_t bytes) {
  void *source, *destination;
  cuda_ok(cudaMalloc(&source, bytes), "cudaMalloc");
  cuda_ok(cudaMalloc(&destination, bytes), "cudaMalloc");
  const double ns = timed_ns([&] {
    cuda_ok(cudaMemcpyAsync(destination, source, bytes, cudaMemcpyDeviceToDevice), "cudaMemcpyAsync");
  });
  cudaFree(source);
  cudaFree(destination);
  return static_cast<double>(bytes) / ns * 1e9;
}

Row elementwise_row(Backend& backend, std::int64_t elements, double copy_rate) {
  const Program program = parse_program(fmt::format(
      "pmap @add axis=i devices=1 (%x: f32[1,{0}], %y: f32[1,{0}]) {{\n  %0 = add %x, %y : f32[1,{0}]\n"
      "  return %0\n}}\n",
      elements));
  const auto executable = backend.compile(program);
  const double ns = backend_op_ns(*executable, args_for(program, 2), "add");
  const double moved = 3.0 * 4.0 * static_cast<double>(elements);  // two reads, one write
  const double rate = moved / ns * 1e9;
  const double copy_moved_rate = 2.0 * copy_rate;  // a copy reads and writes each byte
  return {fmt::format("add f32 {}M elements (GB/s read+written)", elements >> 20),
          fmt::format("{:.0f}", rate / 1e9), fmt::format("{:.0f} memcpy", copy_moved_rate / 1e9),
          rate / copy_moved_rate, 0.80};
}

std::vector<Row> allreduce_rows(std::int64_t elements, double copy_rate) {
  const auto backend = BackendRegistry::global().open("cuda:virtual=8");
  const Program program = parse_program(fmt::format(
      "pmap @allreduce axis=i devices=8 (%x: f32[1,{0}]) {{\n  %0 = psum %x {{axis=i}} : f32[1,{0}]\n"
      "  return %0\n}}\n",
      elements));
  const auto executable = backend->compile(program);
  const double ns = backend_op_ns(*executable, args_for(program, 3), "psum");
  const double size = 4.0 * static_cast<double>(elements);
  const double algbw = size / ns * 1e9;
  const double busbw = algbw * 2.0 * 7.0 / 8.0;
  const std::string copy = fmt::format("{:.0f} memcpy", copy_rate / 1e9);
  return {{fmt::format("psum virtual=8 {} MiB algbw (GB/s)", elements * 4 >> 20),
           fmt::format("{:.0f}", algbw / 1e9), copy, algbw / copy_rate, 0},
          {fmt::format("psum virtual=8 {} MiB busbw (GB/s)", elements * 4 >> 20),
           fmt::format("{:.0f}", busbw / 1e9), copy, busbw / copy_rate, 0.40}};
}

// Host wall time per op of a chain of tiny adds, less that of a one-op chain.
double launch_overhead_us(const std::string& spec, int devices, int chain) {
  const auto backend = BackendRegistry::global().open(spec);
  const auto program_text = [devices](int ops) {
    std::string text = fmt::format("pmap @chain axis=i devices={} (%x: f32[1,1]) {{\n", devices);
    std::string last = "%x";
    for (int i = 0; i < ops; ++i) {
      text += fmt::format("  %{} = add {}, %x : f32[1,1]\n", i, last);
      last = fmt::format("%{}", i);
    }
    return text + "  return " + last + "\n}\n";
  };
  const auto seconds_per_run = [&](int ops) {
    const Program program = parse_program(program_text(ops));
    const auto executable = backend->compile(program);
    const auto args = args_for(program, 4);
    RunOptions options;
    options.profile = false;
    executable->run(args, options);
    std::vector<double> times;
    for (int r = 0; r < kRepeats; ++r) {
      const auto start = std::chrono::steady_clock::now();
      executable->run(args, options);
      times.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    return median(times);
  };
  return (seconds_per_run(chain) - seconds_per_run(1)) / (chain - 1) * 1e6;
}

}  // namespace

int main(int argc, char** argv) {
  const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
  try {
    const auto backend = BackendRegistry::global().open("cuda");
    const std::int64_t matmul_size = quick ? 1024 : 8192;
    const std::int64_t stream_elements = quick ? (std::int64_t{1} << 22) : (std::int64_t{1} << 26);
    const std::int64_t allreduce_elements = quick ? (std::int64_t{1} << 20) : (std::int64_t{1} << 24);
    const double copy_rate = copy_bytes_per_s(static_cast<std::size_t>(stream_elements) * 4);

    std::vector<Row> rows;
    rows.push_back(matmul_row(*backend, matmul_size, DType::bf16));
    rows.push_back(matmul_row(*backend, matmul_size / 2, DType::f32));
    rows.push_back(elementwise_row(*backend, stream_elements, copy_rate));
    for (const Row& row : allreduce_rows(allreduce_elements, copy_rate)) rows.push_back(row);

    std::printf("%-44s %14s %18s %7s %7s\n", "measurement", "backend", "baseline", "ratio", "target");
    for (const Row& row : rows) {
      const std::string target = row.target > 0 ? fmt::format(">={:.2f}", row.target) : "";
      const char* verdict = row.target == 0 ? "" : (row.ratio >= row.target ? " ok" : " BELOW");
      std::printf("%-44s %14s %18s %7.2f %7s%s\n", row.what.c_str(), row.backend.c_str(),
                  row.baseline.c_str(), row.ratio, target.c_str(), verdict);
    }
    std::printf("%-44s %14.1f\n", "launch overhead per op, cuda (us)", launch_overhead_us("cuda", 1, 200));
    std::printf("%-44s %14.1f\n", "launch overhead per op, virtual=8 (us)",
                launch_overhead_us("cuda:virtual=8", 8, 200));
    return 0;
  } catch (const BackendUnavailable& unavailable) {
    std::printf("cuda_bench: %s\n", unavailable.what());
    return 77;
  } catch (const Error& error) {
    std::printf("cuda_bench: %s\n", error.what());
    return 1;
  }
}

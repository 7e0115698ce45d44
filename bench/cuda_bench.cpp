// cuda_bench: the CUDA backend against ceilings measured on the same GPU in
// the same run, printed as one table of fractions (and optionally as CSV).
//
// Ceilings (measured first, never derived from clocks):
//   copy   a device-to-device cudaMemcpy: bytes read + written per second
//   gemm   cuBLAS called directly on the same random inputs as the backend
//
// Every memory-bound row states the bytes its op must move (each operand read
// once, each result written once), the bound that takes at the measured copy
// rate, and the achieved fraction of that bound:
//   elementwise (every dtype, vector loads)                   target >= 0.80
//   reductions (full, leading axis, rows)                     target >= 0.70
//   layout (transposes, broadcast)                            target >= 0.60
//   collectives on cuda:virtual=8 (one GPU: every member's buffer is read
//   once, every distinct result written once)                 target >= 0.60
// Matmul rows are fractions of cuBLAS on the same shapes and data (0.90).
// psum also prints nccl-tests' algbw and busbw for comparison with NCCL.
//
// Backend times are the CUDA-event durations the backend records per op in
// its Profile (results are allocated before the start event); baselines are
// timed with CUDA events around the same work. Medians of kRepeats runs.
//
// Usage: cuda_bench [--quick] [--csv FILE]   (quick: small shapes, a smoke run)
// Exit status: 0 measured, 77 no usable GPU (the CSV says so), 1 an error.
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <optional>
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
  if (values.empty()) throw Error("cuda_bench: no timings recorded");
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

// Device memory and events owned for one measurement.
class DeviceBuffer {
 public:
  explicit DeviceBuffer(std::size_t bytes) {
    cuda_ok(cudaMalloc(&data_, std::max<std::size_t>(bytes, 1)), "cudaMalloc");
  }
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;
  ~DeviceBuffer() { cudaFree(data_); }
  void* get() const { return data_; }

 private:
  void* data_ = nullptr;
};

class EventPair {
 public:
  EventPair() {
    cuda_ok(cudaEventCreate(&start), "cudaEventCreate");
    cuda_ok(cudaEventCreate(&end), "cudaEventCreate");
  }
  EventPair(const EventPair&) = delete;
  EventPair& operator=(const EventPair&) = delete;
  ~EventPair() {
    cudaEventDestroy(start);
    cudaEventDestroy(end);
  }
  cudaEvent_t start = nullptr;
  cudaEvent_t end = nullptr;
};

// Median duration (ns) of body() timed with events on the default stream,
// after one warm-up call.
template <typename Body>
double timed_ns(Body&& body) {
  EventPair events;
  body();
  std::vector<double> durations;
  for (int r = 0; r < kRepeats; ++r) {
    cuda_ok(cudaEventRecord(events.start), "cudaEventRecord");
    body();
    cuda_ok(cudaEventRecord(events.end), "cudaEventRecord");
    cuda_ok(cudaEventSynchronize(events.end), "cudaEventSynchronize");
    float ms = 0;
    cuda_ok(cudaEventElapsedTime(&ms, events.start, events.end), "cudaEventElapsedTime");
    durations.push_back(static_cast<double>(ms) * 1e6);
  }
  return median(durations);
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

// Random normal data for matmuls (tensor-core power, hence speed, depends on
// the data); for bandwidth rows a 4 KiB random block repeated, which costs
// the host nothing and moves the same bytes.
Array input_for(const TensorType& type, std::uint64_t seed, bool full_random) {
  if (full_random) return random_normal(type.shape, seed, type.dtype);
  constexpr std::int64_t kBlock = 1024;
  const Array block = type.dtype == DType::s32 ? random_integers({kBlock}, seed, -1000, 1000)
                      : type.dtype == DType::boolean
                          ? random_integers({kBlock}, seed, 0, 2).astype(DType::boolean)
                          : random_normal({kBlock}, seed, type.dtype);
  Array out(type.dtype, type.shape);
  const std::size_t block_bytes = block.byte_size();
  for (std::size_t at = 0; at < out.byte_size(); at += block_bytes) {
    std::memcpy(out.raw() + at, block.raw(), std::min(block_bytes, out.byte_size() - at));
  }
  return out;
}

std::vector<std::vector<Array>> args_for(const Program& program, std::uint64_t seed, bool full_random) {
  std::vector<std::vector<Array>> args(static_cast<std::size_t>(program.axis_size));
  for (std::size_t d = 0; d < args.size(); ++d) {
    for (std::size_t p = 0; p < program.params.size(); ++p) {
      args[d].push_back(input_for(program.params[p].type, seed + 100 * d + p, full_random));
    }
  }
  return args;
}

struct Row {
  std::string what;
  std::string moved;    // "768 MiB" or "1.1 TFLOP"
  std::string backend;  // achieved figure
  std::string bound;    // the ceiling's figure for the same work
  double fraction = 0;  // achieved / bound
  double target = 0;    // 0: informational
  double bytes = 0;     // a memory-bound row's bytes and time, to rate it again against a higher ceiling
  double ns = 0;
};

struct Ceilings {
  double copy_bytes_per_s = 0;  // bytes read + written per second
};

std::string mib(double bytes) {
  return fmt::format("{:.0f} MiB", bytes / (1 << 20));
}

// A memory-bound row: `bytes` moved by the op in `ns`, against the copy rate.
Row bandwidth_row(const std::string& what, double bytes, double ns, const Ceilings& ceilings, double target) {
  const double bound_ns = bytes / ceilings.copy_bytes_per_s * 1e9;
  return {what,
          mib(bytes),
          fmt::format("{:.0f} GB/s {:.1f} us", bytes / ns, ns / 1e3),
          fmt::format("{:.0f} GB/s {:.1f} us", ceilings.copy_bytes_per_s / 1e9, bound_ns / 1e3),
          bound_ns / ns,
          target,
          bytes,
          ns};
}

// --- ceilings ------------------------------------------------------------------

// The copy rate of a warm GPU: copies run back to back for at least 200 ms
// first, so that the clocks have left idle before the timed ones.
double measure_copy_bytes_per_s(std::size_t bytes) {
  DeviceBuffer source(bytes), destination(bytes);
  cuda_ok(cudaMemset(source.get(), 1, bytes), "cudaMemset");
  const auto warm_until = std::chrono::steady_clock::now() + std::chrono::milliseconds(200);
  while (std::chrono::steady_clock::now() < warm_until) {
    for (int i = 0; i < 8; ++i) {
      cuda_ok(cudaMemcpyAsync(destination.get(), source.get(), bytes, cudaMemcpyDeviceToDevice),
              "cudaMemcpyAsync");
    }
    cuda_ok(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
  }
  const double ns = timed_ns([&] {
    cuda_ok(cudaMemcpyAsync(destination.get(), source.get(), bytes, cudaMemcpyDeviceToDevice),
            "cudaMemcpyAsync");
  });
  return 2.0 * static_cast<double>(bytes) / ns * 1e9;  // a copy reads and writes every byte
}

// cuBLAS directly, on the host arrays the backend got: the same call the
// backend makes for row-major C = A B (column-major C^T = B^T A^T).
double direct_gemm_ns(const Array& a, const Array& b, std::int64_t m, std::int64_t k, std::int64_t n,
                      cublasComputeType_t compute) {
  const cudaDataType type = a.dtype() == DType::f32 ? CUDA_R_32F : CUDA_R_16BF;
  DeviceBuffer da(a.byte_size()), db(b.byte_size()), dc(static_cast<std::size_t>(m * n) * 4);
  cuda_ok(cudaMemcpy(da.get(), a.raw(), a.byte_size(), cudaMemcpyHostToDevice), "cudaMemcpy");
  cuda_ok(cudaMemcpy(db.get(), b.raw(), b.byte_size(), cudaMemcpyHostToDevice), "cudaMemcpy");
  cublasHandle_t handle = nullptr;
  cublas_ok(cublasCreate(&handle), "cublasCreate");
  const float alpha = 1, beta = 0;
  double ns = 0;
  try {
    ns = timed_ns([&] {
      cublas_ok(cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, static_cast<int>(n), static_cast<int>(m),
                             static_cast<int>(k), &alpha, db.get(), type, static_cast<int>(n), da.get(), type,
                             static_cast<int>(k), &beta, dc.get(), CUDA_R_32F, static_cast<int>(n), compute,
                             CUBLAS_GEMM_DEFAULT),
                "cublasGemmEx");
    });
  } catch (...) {
    cublasDestroy(handle);
    throw;
  }
  cublas_ok(cublasDestroy(handle), "cublasDestroy");
  return ns;
}

// --- rows ----------------------------------------------------------------------

struct MatmulCase {
  std::string label;
  DType dtype;
  std::string precision;  // backend option
  cublasComputeType_t compute;
  int gemm_calls;  // bf16_3x: three bf16 GEMMs are its ceiling
};

Row matmul_row(std::int64_t size, const MatmulCase& c) {
  const auto backend = BackendRegistry::global().open("cuda:virtual=1,precision=" + c.precision);
  const std::string type = fmt::format("{}[{},{}]", dtype_name(c.dtype), size, size);
  const Program program = parse_program(fmt::format(
      "pmap @matmul axis=i devices=1 (%a: {0}, %b: {0}) {{\n"
      "  %0 = dot %a, %b {{lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]}} : f32[{1},{1}]\n"
      "  return %0\n}}\n",
      type, size));
  const auto args = args_for(program, 1, true);
  const auto executable = backend->compile(program);
  const double backend_ns = backend_op_ns(*executable, args, "dot");
  double ceiling_ns = 0;
  if (c.gemm_calls == 1) {
    ceiling_ns = direct_gemm_ns(args[0][0], args[0][1], size, size, size, c.compute);
  } else {
    ceiling_ns = c.gemm_calls * direct_gemm_ns(args[0][0].astype(DType::bf16), args[0][1].astype(DType::bf16),
                                               size, size, size, CUBLAS_COMPUTE_32F);
  }
  const double flops = 2.0 * static_cast<double>(size) * size * size;
  return {
      fmt::format("matmul {} {}^3", c.label, size),
      fmt::format("{:.2f} TFLOP", flops / 1e12),
      fmt::format("{:.1f} TFLOP/s", flops / backend_ns / 1e3),
      fmt::format("{:.1f} TFLOP/s cuBLAS{}", flops / ceiling_ns / 1e3, c.gemm_calls > 1 ? " x3 bf16" : ""),
      ceiling_ns / backend_ns,
      0.90};
}

// One op of a one-device program; bytes = every parameter's and the result's bytes.
Row local_row(Backend& backend, const std::string& what, const std::string& text, const std::string& op,
              const Ceilings& ceilings, double target) {
  const Program program = parse_program(text);
  double bytes = 0;
  for (const Parameter& param : program.params) bytes += static_cast<double>(param.type.byte_size());
  bytes += static_cast<double>(program.body.back().type.byte_size());
  const auto executable = backend.compile(program);
  const double ns = backend_op_ns(*executable, args_for(program, 2, false), op);
  return bandwidth_row(what, bytes, ns, ceilings, target);
}

std::vector<Row> local_rows(std::int64_t n, const Ceilings& ceilings) {
  const auto backend = BackendRegistry::global().open("cuda:virtual=1");
  const auto program = [](const std::string& params, const std::string& body) {
    return fmt::format("pmap @op axis=i devices=1 ({}) {{\n  %0 = {}\n  return %0\n}}\n", params, body);
  };
  const std::string v = fmt::format("[1,{}]", n);
  const std::int64_t columns = 256;
  const std::int64_t rows = n / columns;
  const std::int64_t side = 8192;
  std::vector<Row> out;
  const auto add = [&](const std::string& what, const std::string& text, const std::string& op,
                       double target) {
    out.push_back(local_row(*backend, what, text, op, ceilings, target));
  };
  add("add f32", program(fmt::format("%x: f32{0}, %y: f32{0}", v), fmt::format("add %x, %y : f32{}", v)),
      "add", 0.8);
  add("add bf16", program(fmt::format("%x: bf16{0}, %y: bf16{0}", v), fmt::format("add %x, %y : bf16{}", v)),
      "add", 0.8);
  add("mul s32", program(fmt::format("%x: s32{0}, %y: s32{0}", v), fmt::format("mul %x, %y : s32{}", v)),
      "mul", 0.8);
  add("exp bf16", program(fmt::format("%x: bf16{}", v), fmt::format("exp %x : bf16{}", v)), "exp", 0.8);
  add("compare f32 -> bool",
      program(fmt::format("%x: f32{0}, %y: f32{0}", v),
              fmt::format("compare %x, %y {{direction=lt}} : bool{}", v)),
      "compare", 0.8);
  add("select f32",
      program(fmt::format("%p: bool{0}, %x: f32{0}, %y: f32{0}", v),
              fmt::format("select %p, %x, %y : f32{}", v)),
      "select", 0.8);
  add("convert f32 -> bf16", program(fmt::format("%x: f32{}", v), fmt::format("convert %x : bf16{}", v)),
      "convert", 0.8);
  add("reduce_sum f32 all", program(fmt::format("%x: f32{}", v), "reduce_sum %x {axes=[0,1]} : f32[]"),
      "reduce_sum", 0.7);
  add(fmt::format("reduce_sum f32 [{},{}] axis 0", rows, columns),
      program(fmt::format("%x: f32[{},{}]", rows, columns),
              fmt::format("reduce_sum %x {{axes=[0]}} : f32[{}]", columns)),
      "reduce_sum", 0.7);
  add(fmt::format("reduce_max bf16 [{},1024] axis 1", n / 1024),
      program(fmt::format("%x: bf16[{},1024]", n / 1024),
              fmt::format("reduce_max %x {{axes=[1]}} : bf16[{}]", n / 1024)),
      "reduce_max", 0.7);
  add(fmt::format("transpose f32 [{},{}]", side, n / side),
      program(fmt::format("%x: f32[{},{}]", side, n / side),
              fmt::format("transpose %x {{perm=[1,0]}} : f32[{},{}]", n / side, side)),
      "transpose", 0.6);
  add(fmt::format("transpose bf16 [{},{}]", side, n / side),
      program(fmt::format("%x: bf16[{},{}]", side, n / side),
              fmt::format("transpose %x {{perm=[1,0]}} : bf16[{},{}]", n / side, side)),
      "transpose", 0.6);
  add(fmt::format("broadcast f32 [{}] -> [1024,{}]", n / 1024, n / 1024),
      program(fmt::format("%x: f32[{}]", n / 1024),
              fmt::format("broadcast %x {{dims=[1]}} : f32[1024,{}]", n / 1024)),
      "broadcast", 0.6);
  return out;
}

// Collectives on cuda:virtual=8 (all eight devices on one GPU): the leader
// reads every member's operand once and writes each distinct result once.
std::vector<Row> collective_rows(std::int64_t n, const Ceilings& ceilings) {
  const auto backend = BackendRegistry::global().open("cuda:virtual=8");
  constexpr int kDevices = 8;
  const double operand = 4.0 * static_cast<double>(n);
  std::vector<Row> out;
  const auto run = [&](const std::string& body, const std::string& op) {
    const Program program = parse_program(
        fmt::format("pmap @c axis=i devices=8 (%x: f32[1,{}]) {{\n  %0 = {}\n  return %0\n}}\n", n, body));
    const auto executable = backend->compile(program);
    return backend_op_ns(*executable, args_for(program, 3, false), op);
  };
  const double psum_ns = run(fmt::format("psum %x {{axis=i}} : f32[1,{}]", n), "psum");
  out.push_back(bandwidth_row(fmt::format("psum virtual=8 {}", mib(operand)), (kDevices + 1) * operand,
                              psum_ns, ceilings, 0.6));
  const double algbw = operand / psum_ns * 1e9;
  out.push_back(
      {"  psum algbw / busbw (nccl-tests)", "",
       fmt::format("{:.0f} / {:.0f} GB/s", algbw / 1e9, algbw * 2.0 * (kDevices - 1) / kDevices / 1e9), "", 0,
       0});
  const double scatter_ns =
      run(fmt::format("psum_scatter %x {{axis=i, dimension=1}} : f32[1,{}]", n / kDevices), "psum_scatter");
  out.push_back(bandwidth_row(fmt::format("psum_scatter virtual=8 {}", mib(operand)),
                              (kDevices + 1) * operand, scatter_ns, ceilings, 0.6));
  const double all_to_all_ns =
      run(fmt::format("all_to_all %x {{axis=i, split_axis=1, concat_axis=0}} : f32[{},{}]", kDevices,
                      n / kDevices),
          "all_to_all");
  out.push_back(bandwidth_row(fmt::format("all_to_all virtual=8 {}", mib(operand)), 2.0 * kDevices * operand,
                              all_to_all_ns, ceilings, 0.6));
  // all_gather of n / 8 per member: the shared result is n, like the others'.
  const Program gather_program = parse_program(fmt::format(
      "pmap @c axis=i devices=8 (%x: f32[1,{}]) {{\n  %0 = all_gather %x {{axis=i, dimension=1}} : "
      "f32[1,{}]\n  return %0\n}}\n",
      n / kDevices, n));
  const auto gather_executable = backend->compile(gather_program);
  const double gather_ns =
      backend_op_ns(*gather_executable, args_for(gather_program, 5, false), "all_gather");
  out.push_back(bandwidth_row(fmt::format("all_gather virtual=8 {} result", mib(operand)), 2.0 * operand,
                              gather_ns, ceilings, 0.6));
  return out;
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
    const auto args = args_for(program, 4, false);
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

std::string verdict(const Row& row) {
  if (row.target == 0) return "";
  return row.fraction >= row.target ? "ok" : "BELOW";
}

std::string csv_field(const std::string& text) {
  std::string quoted = "\"";
  for (char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

void write_csv(const std::string& path, const std::vector<Row>& rows, const std::string& note) {
  std::ofstream file(path);
  if (!file) throw Error(fmt::format("cuda_bench: cannot write {}", path));
  file << "measurement,moved,backend,bound,fraction,target,verdict\n";
  for (const Row& row : rows) {
    file << csv_field(row.what) << ',' << csv_field(row.moved) << ',' << csv_field(row.backend) << ','
         << csv_field(row.bound) << ',' << (row.target > 0 ? fmt::format("{:.3f}", row.fraction) : "") << ','
         << (row.target > 0 ? fmt::format("{:.2f}", row.target) : "") << ',' << verdict(row) << '\n';
  }
  if (!note.empty()) file << csv_field("cuda_bench") << ",,,,,," << csv_field(note) << '\n';
}

struct Options {
  bool quick = false;
  std::optional<std::string> csv;
};

Options parse_options(int argc, char** argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--quick") {
      options.quick = true;
    } else if (arg == "--csv" && i + 1 < argc) {
      options.csv = argv[++i];
    } else {
      std::fprintf(stderr, "cuda_bench: unknown argument '%s' (usage: cuda_bench [--quick] [--csv FILE])\n",
                   arg.c_str());
      std::exit(2);
    }
  }
  return options;
}

}  // namespace

int main(int argc, char** argv) {
  const Options options = parse_options(argc, argv);
  try {
    // Opening the backend first: without a GPU this is where the bench stops.
    const auto probe = BackendRegistry::global().open("cuda");
    std::printf("%s", probe->describe().c_str());
    const std::int64_t matmul_size = options.quick ? 1024 : 8192;
    const std::int64_t stream_elements = options.quick ? (std::int64_t{1} << 22) : (std::int64_t{1} << 26);
    const std::int64_t collective_elements =
        options.quick ? (std::int64_t{1} << 20) : (std::int64_t{1} << 24);

    Ceilings ceilings;
    ceilings.copy_bytes_per_s = measure_copy_bytes_per_s(static_cast<std::size_t>(stream_elements) * 4);
    std::printf(
        "measured copy ceiling: %.0f GB/s (bytes read + written by a device-to-device cudaMemcpy of %s)\n",
        ceilings.copy_bytes_per_s / 1e9, mib(static_cast<double>(stream_elements) * 4).c_str());

    std::vector<Row> rows;
    rows.push_back(matmul_row(matmul_size, {"bf16", DType::bf16, "highest", CUBLAS_COMPUTE_32F, 1}));
    rows.push_back(matmul_row(matmul_size / 2, {"f32 exact", DType::f32, "highest", CUBLAS_COMPUTE_32F, 1}));
    rows.push_back(
        matmul_row(matmul_size / 2, {"f32 tf32", DType::f32, "default", CUBLAS_COMPUTE_32F_FAST_TF32, 1}));
    rows.push_back(matmul_row(matmul_size / 2, {"f32 bf16_3x", DType::f32, "high", CUBLAS_COMPUTE_32F, 3}));
    for (Row& row : local_rows(stream_elements, ceilings)) rows.push_back(std::move(row));
    for (Row& row : collective_rows(collective_elements, ceilings)) rows.push_back(std::move(row));
    // Again at the end, with the GPU as warm as it gets: the larger of the two
    // rates is the ceiling (a low first one would flatter every fraction).
    const double final_copy = measure_copy_bytes_per_s(static_cast<std::size_t>(stream_elements) * 4);
    std::printf("copy ceiling measured again at the end: %.0f GB/s; using the larger\n", final_copy / 1e9);
    if (final_copy > ceilings.copy_bytes_per_s) {
      ceilings.copy_bytes_per_s = final_copy;
      for (Row& row : rows) {
        if (row.bytes > 0) row = bandwidth_row(row.what, row.bytes, row.ns, ceilings, row.target);
      }
    }

    std::printf("%-40s %12s %24s %30s %8s %7s\n", "measurement", "moved", "backend",
                "bound (measured ceiling)", "fraction", "target");
    for (const Row& row : rows) {
      const std::string fraction = row.target > 0 ? fmt::format("{:.2f}", row.fraction) : "";
      const std::string target = row.target > 0 ? fmt::format(">={:.2f}", row.target) : "";
      std::printf("%-40s %12s %24s %30s %8s %7s %s\n", row.what.c_str(), row.moved.c_str(),
                  row.backend.c_str(), row.bound.c_str(), fraction.c_str(), target.c_str(),
                  verdict(row).c_str());
    }
    const double overhead_one = launch_overhead_us("cuda:virtual=1", 1, 200);
    const double overhead_eight = launch_overhead_us("cuda:virtual=8", 8, 200);
    std::printf("%-40s %12.1f\n", "launch overhead per op, 1 device (us)", overhead_one);
    std::printf("%-40s %12.1f\n", "launch overhead per op, virtual=8 (us)", overhead_eight);
    rows.push_back(
        {"launch overhead per op, 1 device", "", fmt::format("{:.1f} us", overhead_one), "", 0, 0});
    rows.push_back(
        {"launch overhead per op, virtual=8", "", fmt::format("{:.1f} us", overhead_eight), "", 0, 0});
    if (options.csv) write_csv(*options.csv, rows, "");
    return 0;
  } catch (const BackendUnavailable& unavailable) {
    std::printf("cuda_bench: skipped: %s\n", unavailable.what());
    if (options.csv) write_csv(*options.csv, {}, std::string("skipped: ") + unavailable.what());
    return 77;
  } catch (const Error& error) {
    std::printf("cuda_bench: %s\n", error.what());
    if (options.csv) write_csv(*options.csv, {}, std::string("failed: ") + error.what());
    return 1;
  }
}

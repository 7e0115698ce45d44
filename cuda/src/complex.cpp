// Complex numbers on the CUDA backend: complex/real/imag, fft on cuFFT, and
// the complex forms of add, sub, mul, div, negate, abs, exp, log, sqrt,
// compare (eq, ne), convert and constant. add_complex_rows wraps the rows of
// those ops so that an instruction with a complex operand or result runs
// here and any other the op's real kernel. Layout, indexing and the gathering
// collectives move complex elements by their bytes; reduce_sum adds the parts
// and dot runs cuBLAS's complex GEMM (ops.cpp); psum, pmean and psum_scatter
// run on the parts and scatter combines complex elements itself (indexing.cu).
// What this backend does not run on complex numbers, supports_complex refuses
// when a program compiles.
#include "complex.hpp"

#include <cufft.h>
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <complex>

#include "execution.hpp"
#include "pmapsim/errors.hpp"

namespace pmapsim::cuda {

// cuFFT's status as the other checked calls report theirs (PMAPSIM_CUDA_CHECK).
void check_call(cufftResult status, const char* expression, const CallSite& site) {
  if (status == CUFFT_SUCCESS) return;
  static const std::array<std::pair<cufftResult, const char*>, 13> names = {{
      {CUFFT_INVALID_PLAN, "CUFFT_INVALID_PLAN"},
      {CUFFT_ALLOC_FAILED, "CUFFT_ALLOC_FAILED"},
      {CUFFT_INVALID_TYPE, "CUFFT_INVALID_TYPE"},
      {CUFFT_INVALID_VALUE, "CUFFT_INVALID_VALUE"},
      {CUFFT_INTERNAL_ERROR, "CUFFT_INTERNAL_ERROR"},
      {CUFFT_EXEC_FAILED, "CUFFT_EXEC_FAILED"},
      {CUFFT_SETUP_FAILED, "CUFFT_SETUP_FAILED"},
      {CUFFT_INVALID_SIZE, "CUFFT_INVALID_SIZE"},
      {CUFFT_UNALIGNED_DATA, "CUFFT_UNALIGNED_DATA"},
      {CUFFT_INVALID_DEVICE, "CUFFT_INVALID_DEVICE"},
      {CUFFT_NO_WORKSPACE, "CUFFT_NO_WORKSPACE"},
      {CUFFT_NOT_IMPLEMENTED, "CUFFT_NOT_IMPLEMENTED"},
      {CUFFT_NOT_SUPPORTED, "CUFFT_NOT_SUPPORTED"},
  }};
  const auto named =
      std::find_if(names.begin(), names.end(), [&](const auto& n) { return n.first == status; });
  const std::string text =
      named != names.end() ? named->second : fmt::format("cuFFT status {}", static_cast<int>(status));
  const std::string message =
      call_failure_message(call_name(expression), text, std::string(site.op), site.device);
  if (status == CUFFT_ALLOC_FAILED) throw Error("out of device memory: " + message);
  throw Error(message);
}

namespace {

std::size_t row_of(OpCode op) {
  return static_cast<std::size_t>(op);
}

std::array<LocalKernel, kNumOps>& real_rows() {
  static std::array<LocalKernel, kNumOps> rows{};
  return rows;
}
std::array<CollectiveKernel, kNumOps>& real_collectives() {
  static std::array<CollectiveKernel, kNumOps> rows{};
  return rows;
}

// A complex type's parts: its part dtype with a trailing dim of 2 (std::complex's layout).
TensorType parts_type(const TensorType& type) {
  TensorType parts{complex_part_dtype(type.dtype), type.shape};
  parts.shape.push_back(2);
  return parts;
}

// psum, pmean and psum_scatter of c64 and c128: the real collective on the
// parts, as the reference does (each element [2] of its part dtype, so the
// dims keep their numbers). The operand is seen as its parts for the call
// (the same buffers) and the results as complex after it.
void complex_or_real_collective(CollectiveCall& call) {
  const CollectiveKernel real = real_collectives()[row_of(call.instruction.op)];
  if (!is_complex(call.operand_type().dtype)) {
    real(call);
    return;
  }
  ExecutionState& state = call.state;
  const ValueId operand = call.instruction.operands.at(0);
  std::vector<DeviceValue> complex_operands;
  for (int d = 0; d < state.device_count(); ++d) complex_operands.push_back(state.value(d, operand));
  const auto restore = [&] {
    for (int d = 0; d < state.device_count(); ++d)
      state.set_value(d, operand, complex_operands[static_cast<std::size_t>(d)]);
  };
  for (int d = 0; d < state.device_count(); ++d) {
    const DeviceValue& value = complex_operands[static_cast<std::size_t>(d)];
    state.set_value(d, operand, {value.data, parts_type(value.type)});
  }
  Instruction parts = call.instruction;
  parts.type = parts_type(call.instruction.type);
  CollectiveCall on_parts{state, parts, call.index, call.result_id, call.path, call.groups};
  try {
    real(on_parts);
  } catch (...) {
    restore();
    throw;
  }
  restore();
  for (int d = 0; d < state.device_count(); ++d)
    state.set_value(d, call.result_id, {state.value(d, call.result_id).data, call.instruction.type});
}

// --- elementwise -------------------------------------------------------------------

void complex_map_op(LocalCall& call) {
  const DeviceValue& a = call.operand(0);
  const void* b = call.instruction.operands.size() > 1 ? call.operand(1).data : nullptr;
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = a.type.num_elements();
  if (n == 0) return;
  if (!has_complex_kernel(call.instruction.op))
    throw Error(fmt::format("cuda: {} has no complex kernel", op_name(call.instruction.op)));
  call.check(launch_complex_map(call.instruction.op, a.type.dtype, a.data, b, out.data, n, call.launch()),
             "launch_complex_map(kernel)");
}

void complex_compare_op(LocalCall& call) {
  const DeviceValue& a = call.operand(0);
  const DeviceValue& b = call.operand(1);
  const bool equal =
      parse_compare_direction(call.instruction.attrs.symbol("direction")) == CompareDirection::eq;
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  call.check(launch_complex_compare(equal, a.type.dtype, a.data, b.data, out.data, n, call.launch()),
             "launch_complex_compare(kernel)");
}

// Between any real dtype and a complex one: through the complex side's part
// type where the real side is neither f32 nor f64 (convert's rules both ways).
void complex_convert_op(LocalCall& call) {
  const DeviceValue& in = call.operand(0);
  const DType from = in.type.dtype, to = call.instruction.type.dtype;
  if (from == to) {
    call.set_result({in.data, call.instruction.type});
    return;
  }
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  const auto direct = [](DType dtype) {
    return dtype == DType::f32 || dtype == DType::f64 || is_complex(dtype);
  };
  if (direct(from) && direct(to)) {
    call.check(launch_complex_convert(from, to, in.data, out.data, n, call.launch()),
               "launch_complex_convert(kernel)");
    return;
  }
  const DType part = complex_part_dtype(is_complex(to) ? to : from);
  const DeviceValue staged = call.scratch({part, in.type.shape});
  if (is_complex(to)) {
    call.check(launch_convert(from, part, in.data, staged.data, n, call.launch()), "launch_convert(kernel)");
    call.check(launch_complex_convert(part, to, staged.data, out.data, n, call.launch()),
               "launch_complex_convert(kernel)");
  } else {
    call.check(launch_complex_convert(from, part, in.data, staged.data, n, call.launch()),
               "launch_complex_convert(kernel)");
    call.check(launch_convert(part, to, staged.data, out.data, n, call.launch()), "launch_convert(kernel)");
  }
}

// A complex constant's elements, made on the host (set_complex's rounding) and copied.
void complex_constant_op(LocalCall& call) {
  const Attrs& attrs = call.instruction.attrs;
  const TensorType& type = call.instruction.type;
  Array host(type.dtype, type.shape);
  if (attrs.has("values")) {
    const std::vector<double>& parts = attrs.real_list("values");
    for (std::int64_t i = 0; i < host.size(); ++i) {
      host.set_complex(i,
                       {parts[static_cast<std::size_t>(2 * i)], parts[static_cast<std::size_t>(2 * i + 1)]});
    }
  } else {
    const std::complex<double> splat(attrs.real("value"), attrs.has("imag") ? attrs.real("imag") : 0.0);
    for (std::int64_t i = 0; i < host.size(); ++i) host.set_complex(i, splat);
  }
  const DeviceValue out = call.allocate_result();
  if (host.byte_size() == 0) return;
  call.check(
      cudaMemcpyAsync(out.data, host.raw(), host.byte_size(), cudaMemcpyHostToDevice, call.context.stream),
      "cudaMemcpyAsync()");
  // Pageable host memory: the copy has left `host` once the stream reaches here.
  call.check(cudaStreamSynchronize(call.context.stream), "cudaStreamSynchronize()");
}

bool touches_complex(LocalCall& call) {
  if (is_complex(call.instruction.type.dtype)) return true;
  for (std::size_t i = 0; i < call.instruction.operands.size(); ++i) {
    if (is_complex(call.operand(i).type.dtype)) return true;
  }
  return false;
}

void complex_or_real(LocalCall& call) {
  if (!touches_complex(call)) {
    real_rows()[row_of(call.instruction.op)](call);
    return;
  }
  switch (call.instruction.op) {
    case OpCode::compare:
      return complex_compare_op(call);
    case OpCode::convert:
      return complex_convert_op(call);
    case OpCode::constant:
      return complex_constant_op(call);
    default:
      return complex_map_op(call);
  }
}

void complex_op(LocalCall& call) {
  const DeviceValue& re = call.operand(0);
  const DeviceValue& im = call.operand(1);
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  call.check(launch_make_complex(re.type.dtype, re.data, im.data, out.data, n, call.launch()),
             "launch_make_complex(kernel)");
}

// real and imag: a complex operand's parts; a float operand is its own real part, and its imag zeros.
void part_op(LocalCall& call) {
  const DeviceValue& in = call.operand(0);
  if (is_complex(in.type.dtype)) return complex_map_op(call);
  const DeviceValue out = call.allocate_result();
  if (out.type.byte_size() == 0) return;
  if (call.instruction.op == OpCode::imag) {
    call.check(cudaMemsetAsync(out.data, 0, out.type.byte_size(), call.context.stream), "cudaMemsetAsync()");
  } else {
    call.check(cudaMemcpyAsync(out.data, in.data, out.type.byte_size(), cudaMemcpyDeviceToDevice,
                               call.context.stream),
               "cudaMemcpyAsync()");
  }
}

// --- fft ---------------------------------------------------------------------------

// A cuFFT plan, destroyed with its owner once the stream has finished with it.
class FftPlan {
 public:
  explicit FftPlan(LocalCall& call) : call_(call) { PMAPSIM_CUDA_CHECK(call.site(), cufftCreate(&handle_)); }
  FftPlan(const FftPlan&) = delete;
  FftPlan& operator=(const FftPlan&) = delete;
  ~FftPlan() {
    // Destruction cannot throw: the stream is drained (its errors surface at the run's next check).
    cudaStreamSynchronize(call_.context.stream);
    cufftDestroy(handle_);
  }
  cufftHandle get() const { return handle_; }

 private:
  LocalCall& call_;
  cufftHandle handle_ = 0;
};

cufftType cufft_type(FftType type, bool wide) {
  switch (type) {
    case FftType::fft:
    case FftType::ifft:
      return wide ? CUFFT_Z2Z : CUFFT_C2C;
    case FftType::rfft:
      return wide ? CUFFT_D2Z : CUFFT_R2C;
    case FftType::irfft:
      return wide ? CUFFT_Z2D : CUFFT_C2R;
  }
  return CUFFT_C2C;
}

cufftResult execute(cufftHandle plan, cufftType type, void* in, void* out, bool inverse) {
  const int direction = inverse ? CUFFT_INVERSE : CUFFT_FORWARD;
  switch (type) {
    case CUFFT_C2C:
      return cufftExecC2C(plan, static_cast<cufftComplex*>(in), static_cast<cufftComplex*>(out), direction);
    case CUFFT_Z2Z:
      return cufftExecZ2Z(plan, static_cast<cufftDoubleComplex*>(in), static_cast<cufftDoubleComplex*>(out),
                          direction);
    case CUFFT_R2C:
      return cufftExecR2C(plan, static_cast<cufftReal*>(in), static_cast<cufftComplex*>(out));
    case CUFFT_D2Z:
      return cufftExecD2Z(plan, static_cast<cufftDoubleReal*>(in), static_cast<cufftDoubleComplex*>(out));
    case CUFFT_C2R:
      return cufftExecC2R(plan, static_cast<cufftComplex*>(in), static_cast<cufftReal*>(out));
    default:  // CUFFT_Z2D
      return cufftExecZ2D(plan, static_cast<cufftDoubleComplex*>(in), static_cast<cufftDoubleReal*>(out));
  }
}

// StableHLO's fft as cuFFT batches it: the last len(fft_length) dims are
// the transform (cuFFT's packed layout, n/2+1 complex entries on the last
// dim of R2C and C2R, as StableHLO's), the leading dims the batch. cuFFT's
// inverse is unscaled: IFFT and IRFFT are scaled by 1/n after it. C2R
// overwrites its input, so IRFFT transforms a copy of the operand.
void fft_op(LocalCall& call) {
  const Attrs& attrs = call.instruction.attrs;
  const FftType type = parse_fft_type(attrs.symbol("fft_type"));
  const IntList& lengths = attrs.int_list("fft_length");
  const DeviceValue& in = call.operand(0);
  const DeviceValue out = call.allocate_result();
  if (out.type.num_elements() == 0 || in.type.num_elements() == 0) return;
  std::vector<long long> n(lengths.begin(), lengths.end());
  long long points = 1;
  for (long long length : n) points *= length;
  long long batch = 1;
  for (std::size_t d = 0; d + n.size() < in.type.shape.size(); ++d) batch *= in.type.shape[d];
  const bool wide = in.type.dtype == DType::c128 || in.type.dtype == DType::f64;
  const bool inverse = type == FftType::ifft || type == FftType::irfft;
  const cufftType kind = cufft_type(type, wide);
  void* source = in.data;
  if (type == FftType::irfft) {
    source = call.scratch(in.type).data;
    call.check(
        cudaMemcpyAsync(source, in.data, in.type.byte_size(), cudaMemcpyDeviceToDevice, call.context.stream),
        "cudaMemcpyAsync()");
  }
  FftPlan plan(call);
  std::size_t work_bytes = 0;
  PMAPSIM_CUDA_CHECK(call.site(),
                     cufftMakePlanMany64(plan.get(), static_cast<int>(n.size()), n.data(), nullptr, 1, 0,
                                         nullptr, 1, 0, kind, batch, &work_bytes));
  PMAPSIM_CUDA_CHECK(call.site(), cufftSetStream(plan.get(), call.context.stream));
  PMAPSIM_CUDA_CHECK(call.site(), execute(plan.get(), kind, source, out.data, inverse));
  if (inverse) {
    call.check(launch_scale(out.type.dtype, out.data, out.type.num_elements(),
                            1.0 / static_cast<double>(points), call.launch()),
               "launch_scale(kernel)");
  }
}

#define PMAPSIM_LISTED(op) OpCode::op,
// The ops whose rows take complex operands here; the rest keep their real kernels.
constexpr OpCode kWrapped[] = {PMAPSIM_COMPLEX_UNARY_OPS(PMAPSIM_LISTED)
                                   PMAPSIM_COMPLEX_BINARY_OPS(PMAPSIM_LISTED) OpCode::compare,
                               OpCode::convert, OpCode::constant};
constexpr OpCode kWrappedCollective[] = {PMAPSIM_COMPLEX_SUMMING_COLLECTIVES(PMAPSIM_LISTED)};

// Ops that move complex elements by their bytes, run their regions' instructions, or handle complex
// themselves.
constexpr OpCode kOtherComplexOps[] = {PMAPSIM_COMPLEX_BYTE_MOVING_OPS(PMAPSIM_LISTED) OpCode::complex,
                                       OpCode::real,
                                       OpCode::imag,
                                       OpCode::fft,
                                       OpCode::select,
                                       OpCode::reduce_sum,
                                       OpCode::dot};
#undef PMAPSIM_LISTED

}  // namespace

bool supports_complex(OpCode op) {
  const auto listed = [op](const auto& ops) {
    return std::find(std::begin(ops), std::end(ops), op) != std::end(ops);
  };
  return listed(kWrapped) || listed(kWrappedCollective) || listed(kOtherComplexOps);
}

void add_complex_rows(KernelTable& table) {
  const auto local = [&table](OpCode op, LocalKernel kernel) { table[row_of(op)].local = kernel; };
  for (OpCode op : kWrapped) {
    real_rows()[row_of(op)] = table[row_of(op)].local;
    local(op, complex_or_real);
  }
  for (OpCode op : kWrappedCollective) {
    real_collectives()[row_of(op)] = table[row_of(op)].collective;
    table[row_of(op)].collective = complex_or_real_collective;
  }
  local(OpCode::complex, complex_op);
  local(OpCode::real, part_op);
  local(OpCode::imag, part_op);
  local(OpCode::fft, fft_op);
}

}  // namespace pmapsim::cuda

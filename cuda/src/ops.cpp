// The CUDA backend's op table: one row per OpCode, built in one place.
// Local ops are here; collectives add their rows from collectives.cpp.
#include <fmt/format.h>

#include <climits>
#include <cstring>

#include "complex.hpp"
#include "conv_window.hpp"
#include "elementwise_math.hpp"
#include "execution.hpp"
#include "pmapsim/conv_window.hpp"
#include "pmapsim/cuda/backend.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/semantics/real_math.hpp"

namespace pmapsim::cuda {
namespace {

// --- elementwise ---------------------------------------------------------------

template <UnaryFn fn>
void unary_op(LocalCall& call) {
  const DeviceValue& in = call.operand(0);
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  call.check(launch_unary(fn, in.type.dtype, in.data, out.data, n, call.launch()), "launch_unary(kernel)");
}

template <BinaryFn fn>
void binary_op(LocalCall& call) {
  const DeviceValue& a = call.operand(0);
  const DeviceValue& b = call.operand(1);
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  call.check(launch_binary(fn, a.type.dtype, a.data, b.data, out.data, n, call.launch()),
             "launch_binary(kernel)");
}

void convert_op(LocalCall& call) {
  const DeviceValue& in = call.operand(0);
  if (in.type.dtype == call.instruction.type.dtype) {
    call.set_result({in.data, call.instruction.type});
    return;
  }
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  call.check(launch_convert(in.type.dtype, out.type.dtype, in.data, out.data, n, call.launch()),
             "launch_convert(kernel)");
}

void compare_op(LocalCall& call) {
  const CompareDirection direction = parse_compare_direction(call.instruction.attrs.symbol("direction"));
  const DeviceValue& a = call.operand(0);
  const DeviceValue& b = call.operand(1);
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  call.check(launch_compare(direction, a.type.dtype, a.data, b.data, out.data, n, call.launch()),
             "launch_compare(kernel)");
}

void select_op(LocalCall& call) {
  const DeviceValue& predicate = call.operand(0);
  const DeviceValue& on_true = call.operand(1);
  const DeviceValue& on_false = call.operand(2);
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  call.check(
      launch_select(out.type.dtype, predicate.data, on_true.data, on_false.data, out.data, n, call.launch()),
      "launch_select(kernel)");
}

// --- elementwise math and bitwise (elementwise_math.cu) --------------------------

void math_unary_op(LocalCall& call) {
  const DeviceValue& in = call.operand(0);
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  call.check(launch_math_unary(call.instruction.op, in.type.dtype, in.data, out.data, n, call.launch()),
             "launch_math_unary(kernel)");
}

void math_binary_op(LocalCall& call) {
  const DeviceValue& a = call.operand(0);
  const DeviceValue& b = call.operand(1);
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  call.check(
      launch_math_binary(call.instruction.op, a.type.dtype, a.data, b.data, out.data, n, call.launch()),
      "launch_math_binary(kernel)");
}

// clamp(min, x, max): a bound of rank 0 applies to every element.
void clamp_op(LocalCall& call) {
  const DeviceValue& lo = call.operand(0);
  const DeviceValue& x = call.operand(1);
  const DeviceValue& hi = call.operand(2);
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  call.check(launch_clamp(x.type.dtype, lo.data, lo.type.shape.empty(), x.data, hi.data,
                          hi.type.shape.empty(), out.data, n, call.launch()),
             "launch_clamp(kernel)");
}

// --- layout --------------------------------------------------------------------

DeviceValue gathered(LocalCall& call, const GatherPlan& plan, const DeviceValue& source,
                     const TensorType& type) {
  return gather_value(call.state, call.target(), plan, source, type);
}

// The instruction's result as a gather of `source`: shared when the gather
// is a plain copy, else written into the result allocated before the op's
// start event (allocates_result).
void gather_into_result(LocalCall& call, const GatherPlan& plan, const DeviceValue& source) {
  if (plan.elements == 0 || plan.is_identity()) {
    call.set_result({plan.elements == 0 ? nullptr : source.data, call.instruction.type});
    return;
  }
  const DeviceValue out = call.allocate_result();
  call.check(launch_gather(plan, dtype_size(out.type.dtype), source.data, out.data, call.launch()),
             "launch_gather(kernel)");
}

void broadcast_op(LocalCall& call) {
  const DeviceValue& in = call.operand(0);
  gather_into_result(
      call,
      plan_broadcast(in.type.shape, call.instruction.type.shape, call.instruction.attrs.int_list("dims")),
      in);
}

void reshape_op(LocalCall& call) {
  call.set_result({call.operand(0).data, call.instruction.type});
}

void transpose_op(LocalCall& call) {
  const DeviceValue& in = call.operand(0);
  gather_into_result(call, plan_transpose(in.type.shape, call.instruction.attrs.int_list("perm")), in);
}

// --- reductions ----------------------------------------------------------------

TensorType permuted(const TensorType& type, const IntList& perm) {
  TensorType result{type.dtype, {}};
  for (std::int64_t d : perm) result.shape.push_back(type.shape[static_cast<std::size_t>(d)]);
  return result;
}

// A complex array read as its real parts, with a trailing dim of 2 (any other value as it is).
DeviceValue parts_view(const DeviceValue& value) {
  if (!is_complex(value.type.dtype)) return value;
  DeviceValue parts{value.data, {complex_part_dtype(value.type.dtype), value.type.shape}};
  parts.type.shape.push_back(2);
  return parts;
}

// A complex sum adds the parts: the trailing parts dim is never reduced.
template <ReduceFn fn>
void reduce_op(LocalCall& call) {
  const DeviceValue in = parts_view(call.operand(0));
  const ReductionPlan plan = plan_reduction(in.type.shape, call.instruction.attrs.int_list("axes"));
  // Reduced axes in one run read in place (rows or columns); only reduced
  // axes split by kept ones are transposed into rows first.
  DeviceValue source = in;
  if (plan.needs_transpose) {
    source = gathered(call, plan_transpose(in.type.shape, plan.perm), in, permuted(in.type, plan.perm));
  }
  const DeviceValue out = call.allocate_result();
  if (out.type.num_elements() == 0) return;
  const ReduceLaunch launch = plan_reduce_launch(plan.outer, plan.reduced, plan.inner, call.context.sm_count);
  // reduce_partial_bytes counts 4-byte accumulators; f64 and 64-bit integers accumulate in 8 bytes.
  const std::int64_t accumulator_scale = dtype_size(in.type.dtype) == 8 ? 2 : 1;
  void* partials = call.scratch_bytes(
      static_cast<std::size_t>(reduce_partial_bytes(launch, plan.outer, plan.inner) * accumulator_scale));
  call.check(launch_reduce(fn, in.type.dtype, source.data, out.data, partials, plan.outer, plan.reduced,
                           plan.inner, launch, call.launch()),
             "launch_reduce(kernel)");
}

// --- dot -----------------------------------------------------------------------

cudaDataType cublas_type(DType dtype, const CallSite& site) {
  if (dtype == DType::f32) return CUDA_R_32F;
  if (dtype == DType::bf16) return CUDA_R_16BF;
  if (dtype == DType::f16) return CUDA_R_16F;
  throw Error(
      fmt::format("cuda {} on device {}: no cuBLAS type for {}", site.op, site.device, dtype_name(dtype)));
}

int checked_int(std::int64_t value, const char* what, const CallSite& site) {
  if (value > INT_MAX) {
    throw Error(fmt::format("cuda {} on device {}: GEMM {} of {} exceeds cuBLAS's int range", site.op,
                            site.device, what, value));
  }
  return static_cast<int>(value);
}

// An operand in GEMM layout: transposed when the plan asks, and converted to
// f32 when the two operands' float types differ.
DeviceValue gemm_operand(LocalCall& call, const DeviceValue& operand, const IntList& perm, DType dtype) {
  DeviceValue value = operand;
  if (!perm.empty())
    value = gathered(call, plan_transpose(value.type.shape, perm), value, permuted(value.type, perm));
  if (value.type.dtype != dtype && value.type.num_elements() > 0) {
    DeviceValue converted = call.scratch({dtype, value.type.shape});
    call.check(launch_convert(value.type.dtype, dtype, value.data, converted.data, value.type.num_elements(),
                              call.launch()),
               "launch_convert(kernel)");
    value = converted;
  }
  return value;
}

// One strided-batched GEMM (the plan's column-major call) with C = A B + beta C.
struct GemmCall {
  const void* lhs;
  DType lhs_dtype;
  const void* rhs;
  DType rhs_dtype;
  void* out;
  DType out_dtype;
  float beta = 0.0f;
  cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
};

void cublas_gemm(LocalCall& call, const GemmPlan& plan, const GemmCall& gemm) {
  const CallSite site = call.site();
  const float alpha = 1.0f;
  PMAPSIM_CUDA_CHECK(
      site,
      cublasGemmStridedBatchedEx(
          call.context.cublas, plan.transpose_a ? CUBLAS_OP_T : CUBLAS_OP_N,
          plan.transpose_b ? CUBLAS_OP_T : CUBLAS_OP_N, checked_int(plan.n, "n", site),
          checked_int(plan.m, "m", site), checked_int(plan.k, "k", site), &alpha, gemm.rhs,
          cublas_type(gemm.rhs_dtype, site), checked_int(plan.lda, "lda", site), plan.stride_a, gemm.lhs,
          cublas_type(gemm.lhs_dtype, site), checked_int(plan.ldb, "ldb", site), plan.stride_b, &gemm.beta,
          gemm.out, cublas_type(gemm.out_dtype, site), checked_int(plan.ldc, "ldc", site), plan.stride_c,
          checked_int(plan.batch, "batch", site), gemm.compute, CUBLAS_GEMM_DEFAULT));
}

// An f64 result (jax_enable_x64): f64 operands and f64 accumulation, as XLA's and the reference's.
void f64_gemm(LocalCall& call, const GemmPlan& plan, const DeviceValue& lhs, const DeviceValue& rhs,
              const DeviceValue& out) {
  const CallSite site = call.site();
  const double alpha = 1.0, beta = 0.0;  // COMPUTE_64F takes double scalars
  PMAPSIM_CUDA_CHECK(
      site, cublasGemmStridedBatchedEx(
                call.context.cublas, plan.transpose_a ? CUBLAS_OP_T : CUBLAS_OP_N,
                plan.transpose_b ? CUBLAS_OP_T : CUBLAS_OP_N, checked_int(plan.n, "n", site),
                checked_int(plan.m, "m", site), checked_int(plan.k, "k", site), &alpha, rhs.data, CUDA_R_64F,
                checked_int(plan.lda, "lda", site), plan.stride_a, lhs.data, CUDA_R_64F,
                checked_int(plan.ldb, "ldb", site), plan.stride_b, &beta, out.data, CUDA_R_64F,
                checked_int(plan.ldc, "ldc", site), plan.stride_c, checked_int(plan.batch, "batch", site),
                CUBLAS_COMPUTE_64F, CUBLAS_GEMM_DEFAULT));
}

// bf16_3x (precision=high): each f32 operand split into bf16 hi + lo halves;
// lo*hi + hi*lo + hi*hi on bf16 tensor cores with f32 accumulation, the
// small terms first (as XLA orders them). The lo*lo term is below f32's
// rounding and is left out.
void bf16_3x_gemm(LocalCall& call, const GemmPlan& plan, const DeviceValue& lhs, const DeviceValue& rhs,
                  const DeviceValue& out) {
  const auto split = [&call](const DeviceValue& value) {
    const std::int64_t n = value.type.num_elements();
    const std::size_t bytes = static_cast<std::size_t>(n) * dtype_size(DType::bf16);
    std::pair<void*, void*> halves{call.scratch_bytes(bytes), call.scratch_bytes(bytes)};
    call.check(launch_split_bf16(value.data, halves.first, halves.second, n, call.launch()),
               "launch_split_bf16(kernel)");
    return halves;
  };
  const auto [lhs_hi, lhs_lo] = split(lhs);
  const auto [rhs_hi, rhs_lo] = split(rhs);
  // Accumulate in f32 even for a bf16 result, rounding once at the end.
  void* sum = out.type.dtype == DType::f32
                  ? out.data
                  : call.scratch_bytes(static_cast<std::size_t>(out.type.num_elements()) * sizeof(float));
  cublas_gemm(call, plan, {lhs_lo, DType::bf16, rhs_hi, DType::bf16, sum, DType::f32, 0.0f});
  cublas_gemm(call, plan, {lhs_hi, DType::bf16, rhs_lo, DType::bf16, sum, DType::f32, 1.0f});
  cublas_gemm(call, plan, {lhs_hi, DType::bf16, rhs_hi, DType::bf16, sum, DType::f32, 1.0f});
  if (sum != out.data) {
    call.check(
        launch_convert(DType::f32, out.type.dtype, sum, out.data, out.type.num_elements(), call.launch()),
        "launch_convert(kernel)");
  }
}

// A complex result: cuBLAS's complex GEMM, c64 (CUDA_C_32F) with f32
// accumulation and c128 (CUDA_C_64F) with f64; c64 operands of a c128 result widen first.
void complex_gemm(LocalCall& call, const GemmPlan& plan, const DeviceValue& lhs_in, const DeviceValue& rhs_in,
                  const DeviceValue& out) {
  const DType dtype = out.type.dtype;
  const auto operand = [&](const DeviceValue& value, const IntList& perm) {
    DeviceValue widened = value;
    if (value.type.dtype != dtype) {
      widened = call.scratch({dtype, value.type.shape});
      call.check(launch_complex_convert(value.type.dtype, dtype, value.data, widened.data,
                                        value.type.num_elements(), call.launch()),
                 "launch_complex_convert(kernel)");
    }
    return gemm_operand(call, widened, perm, dtype);
  };
  const DeviceValue lhs = operand(lhs_in, plan.lhs_perm), rhs = operand(rhs_in, plan.rhs_perm);
  const CallSite site = call.site();
  const bool wide = dtype == DType::c128;
  const cuComplex alpha{1.0f, 0.0f}, beta{0.0f, 0.0f};
  const cuDoubleComplex wide_alpha{1.0, 0.0}, wide_beta{0.0, 0.0};
  const cudaDataType type = wide ? CUDA_C_64F : CUDA_C_32F;
  PMAPSIM_CUDA_CHECK(
      site, cublasGemmStridedBatchedEx(
                call.context.cublas, plan.transpose_a ? CUBLAS_OP_T : CUBLAS_OP_N,
                plan.transpose_b ? CUBLAS_OP_T : CUBLAS_OP_N, checked_int(plan.n, "n", site),
                checked_int(plan.m, "m", site), checked_int(plan.k, "k", site),
                wide ? static_cast<const void*>(&wide_alpha) : &alpha, rhs.data, type,
                checked_int(plan.lda, "lda", site), plan.stride_a, lhs.data, type,
                checked_int(plan.ldb, "ldb", site), plan.stride_b,
                wide ? static_cast<const void*>(&wide_beta) : &beta, out.data, type,
                checked_int(plan.ldc, "ldc", site), plan.stride_c, checked_int(plan.batch, "batch", site),
                wide ? CUBLAS_COMPUTE_64F : CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
}

void dot_op(LocalCall& call) {
  const Attrs& attrs = call.instruction.attrs;
  const DeviceValue& lhs_in = call.operand(0);
  const DeviceValue& rhs_in = call.operand(1);
  const GemmPlan plan =
      plan_gemm(lhs_in.type.shape, rhs_in.type.shape, attrs.int_list("lhs_batch"),
                attrs.int_list("rhs_batch"), attrs.int_list("lhs_contract"), attrs.int_list("rhs_contract"));
  const DeviceValue out = call.allocate_result();
  if (plan.batch * plan.m * plan.n == 0) return;
  if (plan.k == 0) {
    call.check(cudaMemsetAsync(out.data, 0, out.type.byte_size(), call.context.stream), "cudaMemsetAsync()");
    return;
  }
  if (is_complex(out.type.dtype)) {
    complex_gemm(call, plan, lhs_in, rhs_in, out);
    return;
  }
  const bool floating = is_floating(lhs_in.type.dtype) && is_floating(rhs_in.type.dtype);
  // Matching f32, bf16 or f16 inputs go straight to cuBLAS (16-bit ones on
  // tensor cores with f32 accumulation); an f64 result takes f64 operands
  // (narrower ones widen exactly); anything else meets in f32, as on the
  // reference (f64 operands of a narrower result are narrowed first).
  const bool f64 = floating && out.type.dtype == DType::f64;
  const bool cublas_operands = lhs_in.type.dtype == rhs_in.type.dtype &&
                               (lhs_in.type.dtype == DType::f32 || lhs_in.type.dtype == DType::bf16 ||
                                lhs_in.type.dtype == DType::f16);
  const DType operand_dtype = f64                            ? DType::f64
                              : floating && !cublas_operands ? DType::f32
                                                             : lhs_in.type.dtype;
  const DeviceValue lhs = gemm_operand(call, lhs_in, plan.lhs_perm, operand_dtype);
  const DeviceValue rhs = gemm_operand(call, rhs_in, plan.rhs_perm, operand_dtype);
  if (!floating) {
    call.check(
        launch_integer_gemm(plan, operand_dtype, out.type.dtype, lhs.data, rhs.data, out.data, call.launch()),
        "launch_integer_gemm(kernel)");
    return;
  }
  if (f64) {
    f64_gemm(call, plan, lhs, rhs, out);
    return;
  }
  // The op's precision_config, where it names one, overrides the backend's:
  // HIGHEST exact f32, HIGH bf16_3x, DEFAULT the backend's own choice.
  DotPrecision precision = call.state.system().precision();
  const std::optional<std::int64_t> passes = precision_passes(attrs);
  if (passes && *passes == 6) precision = DotPrecision::highest;
  if (passes && *passes == 3) precision = DotPrecision::high;
  if (operand_dtype == DType::f32 && precision == DotPrecision::high) {
    bf16_3x_gemm(call, plan, lhs, rhs, out);
    return;
  }
  // f32 stays exact f32 unless the backend was opened with precision=default (TF32).
  const cublasComputeType_t compute = operand_dtype == DType::f32 && precision == DotPrecision::tf32
                                          ? CUBLAS_COMPUTE_32F_FAST_TF32
                                          : CUBLAS_COMPUTE_32F;
  if (out.type.dtype != DType::f32 && out.type.dtype != operand_dtype) {
    // A result type cuBLAS does not write for these operands (f32 x f32 -> bf16, bf16 x bf16 -> f16):
    // the product lands in f32 scratch and rounds once, as the reference does.
    const DeviceValue sum = call.scratch({DType::f32, out.type.shape});
    cublas_gemm(call, plan,
                {lhs.data, lhs.type.dtype, rhs.data, rhs.type.dtype, sum.data, DType::f32, 0.0f, compute});
    call.check(launch_convert(DType::f32, out.type.dtype, sum.data, out.data, out.type.num_elements(),
                              call.launch()),
               "launch_convert(kernel)");
    return;
  }
  cublas_gemm(call, plan,
              {lhs.data, lhs.type.dtype, rhs.data, rhs.type.dtype, out.data, out.type.dtype, 0.0f, compute});
}

// --- sources -------------------------------------------------------------------

// One element of dtype holding value, converted with the host arrays' rules.
std::uint64_t element_bits(DType dtype, double value) {
  Array one(dtype, {});
  one.set(0, value);
  std::uint64_t bits = 0;
  std::memcpy(&bits, one.raw(), dtype_size(dtype));
  return bits;
}

void fill_result(LocalCall& call, double value) {
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  call.check(launch_fill(dtype_size(out.type.dtype), element_bits(out.type.dtype, value), out.data, n,
                         call.launch()),
             "launch_fill(kernel)");
}

void constant_op(LocalCall& call) {
  const Attrs& attrs = call.instruction.attrs;
  if (!attrs.has("values")) {
    fill_result(call, attrs.real("value"));
    return;
  }
  const TensorType& type = call.instruction.type;
  // From pageable host memory, cudaMemcpyAsync returns once the bytes are in CUDA's staging
  // buffer (CUDA's documented synchronization of memcpy), so the host array may go out of
  // scope right after, and the stream need not wait: the copy stays ordered on it.
  const Array host = Array::from_doubles(type.dtype, type.shape, attrs.real_list("values"));
  const DeviceValue out = call.allocate_result();
  if (host.byte_size() == 0) return;
  call.check(
      cudaMemcpyAsync(out.data, host.raw(), host.byte_size(), cudaMemcpyHostToDevice, call.context.stream),
      "cudaMemcpyAsync()");
}

void iota_op(LocalCall& call) {
  const TensorType& type = call.instruction.type;
  const auto dimension = static_cast<std::size_t>(call.instruction.attrs.integer("dimension"));
  std::int64_t inner = 1;
  for (std::size_t d = dimension + 1; d < type.shape.size(); ++d) inner *= type.shape[d];
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  call.check(launch_iota(type.dtype, out.data, n, type.shape[dimension], inner, call.launch()),
             "launch_iota(kernel)");
}

void axis_index_op(LocalCall& call) {
  fill_result(call, call.device());
}

}  // namespace

bool allocates_result(const Program& program, const Instruction& instruction) {
  const auto operand_type = [&](std::size_t i) { return program.type_of(instruction.operands[i]); };
  switch (instruction.op) {
    case OpCode::reshape:
    case OpCode::result:  // set by the instruction it belongs to
    // Their results are their operands' or their regions' values.
    case OpCode::optimization_barrier:
    case OpCode::while_loop:
    case OpCode::cond:
    case OpCode::switch_case:
    case OpCode::call:
      return false;
    case OpCode::convert:
      return operand_type(0).dtype != instruction.type.dtype;
    case OpCode::broadcast:
      return !plan_broadcast(operand_type(0).shape, instruction.type.shape,
                             instruction.attrs.int_list("dims"))
                  .is_identity();
    case OpCode::transpose:
      return !plan_transpose(operand_type(0).shape, instruction.attrs.int_list("perm")).is_identity();
    default:
      return true;
  }
}

namespace {

// --- element types ---------------------------------------------------------------

// The same bytes under another type: the result aliases the operand's buffer.
void bitcast_convert_op(LocalCall& call) {
  call.set_result({call.operand(0).data, call.instruction.type});
}

void reduce_precision_op(LocalCall& call) {
  const DeviceValue& in = call.operand(0);
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  const Attrs& attrs = call.instruction.attrs;
  call.check(launch_reduce_precision(in.type.dtype, in.data, out.data, n,
                                     static_cast<int>(attrs.integer("exponent_bits")),
                                     static_cast<int>(attrs.integer("mantissa_bits")), call.launch()),
             "launch_reduce_precision(kernel)");
}

// A multi-result instruction's result 1.. : its owner has set it already.
void result_slot(LocalCall&) {}

KernelTable build_kernel_table() {
  KernelTable table{};
  const auto local = [&table](OpCode op, LocalKernel kernel) {
    table[static_cast<std::size_t>(op)].local = kernel;
  };
  const auto control = [&table](OpCode op, ControlKernel kernel) {
    table[static_cast<std::size_t>(op)].control = kernel;
  };
  local(OpCode::neg, unary_op<UnaryFn::neg>);
  local(OpCode::abs, unary_op<UnaryFn::abs>);
  local(OpCode::exp, unary_op<UnaryFn::exp>);
  local(OpCode::log, unary_op<UnaryFn::log>);
  local(OpCode::tanh, unary_op<UnaryFn::tanh>);
  local(OpCode::sqrt, unary_op<UnaryFn::sqrt>);
  local(OpCode::convert, convert_op);
  local(OpCode::add, binary_op<BinaryFn::add>);
  local(OpCode::sub, binary_op<BinaryFn::sub>);
  local(OpCode::mul, binary_op<BinaryFn::mul>);
  local(OpCode::div, binary_op<BinaryFn::div>);
  local(OpCode::max, binary_op<BinaryFn::max>);
  local(OpCode::min, binary_op<BinaryFn::min>);
  local(OpCode::compare, compare_op);
  local(OpCode::select, select_op);
  local(OpCode::broadcast, broadcast_op);
  local(OpCode::reshape, reshape_op);
  local(OpCode::transpose, transpose_op);
  local(OpCode::reduce_sum, reduce_op<ReduceFn::sum>);
  local(OpCode::reduce_max, reduce_op<ReduceFn::max>);
  local(OpCode::dot, dot_op);
  // convolution and windowed reductions (conv_window.cpp)
  local(OpCode::convolution, convolution_op);
  local(OpCode::reduce_window, reduce_window_op);
  local(OpCode::select_and_scatter, select_and_scatter_op);
  local(OpCode::constant, constant_op);
  local(OpCode::iota, iota_op);
#define PMAPSIM_REAL_UNARY_ROW(name) local(OpCode::name, math_unary_op);
  PMAPSIM_REAL_UNARY_OPS(PMAPSIM_REAL_UNARY_ROW)
#undef PMAPSIM_REAL_UNARY_ROW
  local(OpCode::sign, math_unary_op);
  local(OpCode::is_finite, math_unary_op);
  local(OpCode::not_, math_unary_op);
  local(OpCode::popcnt, math_unary_op);
  local(OpCode::count_leading_zeros, math_unary_op);
  local(OpCode::atan2, math_binary_op);
  local(OpCode::power, math_binary_op);
  local(OpCode::remainder, math_binary_op);
  local(OpCode::and_, math_binary_op);
  local(OpCode::or_, math_binary_op);
  local(OpCode::xor_, math_binary_op);
  local(OpCode::shift_left, math_binary_op);
  local(OpCode::shift_right_logical, math_binary_op);
  local(OpCode::shift_right_arithmetic, math_binary_op);
  local(OpCode::clamp, clamp_op);
  // axis_index is a collective by name but needs no communication.
  local(OpCode::axis_index, axis_index_op);
  local(OpCode::bitcast_convert, bitcast_convert_op);
  local(OpCode::reduce_precision, reduce_precision_op);
  add_collective_rows(table);
  // Multi-result ops set all their results in their own row; the `result`
  // rows after them have nothing left to do.
  local(OpCode::rng_bit_generator, rng_bit_generator_op);
  local(OpCode::result, result_slot);
  // Region ops: loops, branches and calls run their regions' instructions through
  // this table (control.cpp); reduce and sort interpret theirs in a kernel (regions.cpp).
  local(OpCode::optimization_barrier, optimization_barrier_op);
  control(OpCode::while_loop, while_op);
  control(OpCode::cond, branch_op);
  control(OpCode::switch_case, branch_op);
  control(OpCode::call, call_op);
  local(OpCode::reduce, reduce_region_op);
  local(OpCode::sort, sort_region_op);
  add_indexing_rows(table);
  add_complex_rows(table);  // last: it wraps rows set above
  return table;
}

}  // namespace

const KernelTable& kernel_table() {
  static const KernelTable table = build_kernel_table();
  return table;
}

std::vector<std::string_view> ops_without_kernel() {
  std::vector<std::string_view> missing;
  for (int op = 0; op < kNumOps; ++op) {
    const KernelRow& row = kernel_table()[static_cast<std::size_t>(op)];
    if (row.local == nullptr && row.collective == nullptr && row.control == nullptr)
      missing.push_back(op_name(static_cast<OpCode>(op)));
  }
  return missing;
}

}  // namespace pmapsim::cuda

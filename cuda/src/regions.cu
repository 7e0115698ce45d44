// The general reduce and sort kernels (regions.hpp): a per-thread
// interpreter of the region's scalar steps, with the reference's numerics
// (reference/src/elementwise.cpp, bitwise.cpp and regions.cpp).
#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

#include "regions.hpp"

namespace pmapsim::cuda {
namespace {

using Bits = std::uint64_t;

// --- element bits <-> values -----------------------------------------------------

// The same rounding as pmapsim::f32_to_bf16_bits (NaN becomes a quiet NaN).
__device__ inline std::uint16_t float_to_bf16(float value) {
  const std::uint32_t bits = __float_as_uint(value);
  if ((bits & 0x7f800000u) == 0x7f800000u && (bits & 0x007fffffu) != 0) {
    return static_cast<std::uint16_t>((bits >> 16) | 0x0040u);
  }
  const std::uint32_t rounding_bias = 0x7fffu + ((bits >> 16) & 1u);
  return static_cast<std::uint16_t>((bits + rounding_bias) >> 16);
}

// IEEE half from f32, nearest with ties to even (kernels.cu's rule).
__device__ inline std::uint16_t float_to_f16(float value) {
  const std::uint16_t sign = signbit(value) ? 0x8000u : 0u;
  if (isnan(value)) return static_cast<std::uint16_t>(sign | 0x7e00u);
  const float magnitude = fabsf(value);
  if (magnitude >= 65520.0f) return static_cast<std::uint16_t>(sign | 0x7c00u);
  int exponent = 0;
  frexpf(magnitude, &exponent);
  const int leading = exponent - 1 < -14 ? -14 : exponent - 1;
  const auto q = static_cast<std::uint32_t>(rintf(ldexpf(magnitude, 10 - leading)));
  if (magnitude == 0.0f || (leading == -14 && q < 0x400u)) return static_cast<std::uint16_t>(sign | q);
  return static_cast<std::uint16_t>(sign | ((static_cast<std::uint32_t>(leading + 15) << 10) + (q - 0x400u)));
}
__device__ inline float f16_to_float(std::uint16_t bits) {
  const int exponent = (bits >> 10) & 0x1f;
  const int mantissa = bits & 0x3ff;
  float magnitude;
  if (exponent == 0x1f) {
    magnitude = mantissa == 0 ? INFINITY : NAN;
  } else if (exponent == 0) {
    magnitude = ldexpf(static_cast<float>(mantissa), -24);
  } else {
    magnitude = ldexpf(static_cast<float>(mantissa + 0x400), exponent - 25);
  }
  return (bits & 0x8000u) ? -magnitude : magnitude;
}

// How a dtype computes (the reference's classes): floats of 32 bits and less
// in float, f64 in double, signed and unsigned integers at their own width
// (held here in 64 bits), bool as 0 or 1.
enum class Kind { small_float, f64, sint, uint, boolean };

__device__ inline Kind kind_of(DType dtype) {
  switch (dtype) {
    case DType::f32:
    case DType::bf16:
    case DType::f16:
      return Kind::small_float;
    case DType::f64:
      return Kind::f64;
    case DType::s8:
    case DType::s16:
    case DType::s32:
    case DType::s64:
      return Kind::sint;
    case DType::boolean:
      return Kind::boolean;
    default:
      return Kind::uint;
  }
}

__device__ inline int width_of(DType dtype) {
  switch (dtype) {
    case DType::boolean:
    case DType::s8:
    case DType::u8:
      return 8;
    case DType::bf16:
    case DType::f16:
    case DType::s16:
    case DType::u16:
      return 16;
    case DType::f32:
    case DType::s32:
    case DType::u32:
      return 32;
    default:
      return 64;
  }
}

__device__ inline Bits low_bits(Bits value, int width) {
  return width == 64 ? value : value & ((Bits(1) << width) - 1);
}

__device__ inline float to_float(DType dtype, Bits bits) {
  if (dtype == DType::bf16) return __uint_as_float(static_cast<std::uint32_t>(bits) << 16);
  if (dtype == DType::f16) return f16_to_float(static_cast<std::uint16_t>(bits));
  return __uint_as_float(static_cast<std::uint32_t>(bits));
}
// Rounds to the dtype: what storing a float result does on the reference.
__device__ inline Bits from_float(DType dtype, float value) {
  if (dtype == DType::bf16) return float_to_bf16(value);
  if (dtype == DType::f16) return float_to_f16(value);
  return __float_as_uint(value);
}
__device__ inline double to_double(Bits bits) {
  return __longlong_as_double(static_cast<long long>(bits));
}
__device__ inline Bits from_double(double value) {
  return static_cast<Bits>(__double_as_longlong(value));
}
// Signed integers sign-extended from their width.
__device__ inline std::int64_t to_signed(DType dtype, Bits bits) {
  const int shift = 64 - width_of(dtype);
  return static_cast<std::int64_t>(bits << shift) >> shift;
}
__device__ inline Bits from_integer(DType dtype, Bits value) {
  return low_bits(value, width_of(dtype));
}

// A quiet NaN with the operand's payload: what x86's a + b gives for a NaN
// operand, which the reference's max and min return for NaN.
__device__ inline float quiet(float x) {
  return __uint_as_float(__float_as_uint(x) | 0x00400000u);
}
__device__ inline double quiet(double x) {
  return __longlong_as_double(__double_as_longlong(x) | 0x0008000000000000ll);
}

// --- the steps ---------------------------------------------------------------------

// add, sub, mul, div, max, min and the fold variants on floats. f32, bf16 and
// f16 max/min are the reference's max_propagating (a > b ? a : b); f64's are
// std::max / std::min (b only when strictly beyond a).
template <typename T>
__device__ inline T float_arithmetic(ScalarCode code, T a, T b) {
  const bool nan = a != a || b != b;
  const T picked_nan = a != a ? quiet(a) : quiet(b);
  constexpr bool wide = std::is_same_v<T, double>;
  switch (code) {
    case ScalarCode::add:
      return a + b;
    case ScalarCode::sub:
      return a - b;
    case ScalarCode::mul:
      return a * b;
    case ScalarCode::div:
      return a / b;
    case ScalarCode::max:
      if (nan) return picked_nan;
      if constexpr (wide) return a < b ? b : a;
      return a > b ? a : b;
    case ScalarCode::min:
      if (nan) return picked_nan;
      if constexpr (wide) return b < a ? b : a;
      return a < b ? a : b;
    case ScalarCode::fold_max:
      if (nan) return a != a ? a : b;
      return a > b ? a : b;
    case ScalarCode::fold_min:
      if (nan) return a != a ? a : b;
      return a < b ? a : b;
    default:
      return a;
  }
}

// Integers wrap at their width (the caller truncates the 64-bit result);
// division follows XLA: x / 0 is all ones, INT_MIN / -1 is INT_MIN.
template <typename T>
__device__ inline T integer_arithmetic(ScalarCode code, T a, T b, T type_min) {
  using U = std::make_unsigned_t<T>;
  const auto ua = static_cast<U>(a);
  const auto ub = static_cast<U>(b);
  switch (code) {
    case ScalarCode::add:
      return static_cast<T>(ua + ub);
    case ScalarCode::sub:
      return static_cast<T>(ua - ub);
    case ScalarCode::mul:
      return static_cast<T>(ua * ub);
    case ScalarCode::div:
      if (b == T(0)) return static_cast<T>(~U(0));
      if constexpr (std::is_signed_v<T>) {
        if (a == type_min && b == T(-1)) return a;
      }
      return static_cast<T>(a / b);
    case ScalarCode::max:
    case ScalarCode::fold_max:
      return a < b ? b : a;
    case ScalarCode::min:
    case ScalarCode::fold_min:
      return b < a ? b : a;
    case ScalarCode::and_:
      return static_cast<T>(ua & ub);
    case ScalarCode::or_:
      return static_cast<T>(ua | ub);
    case ScalarCode::xor_:
      return static_cast<T>(ua ^ ub);
    default:
      return a;
  }
}

// bool as XLA's pred: add and max are OR, mul and min are AND.
__device__ inline Bits bool_arithmetic(ScalarCode code, Bits a, Bits b) {
  const bool x = a != 0, y = b != 0;
  switch (code) {
    case ScalarCode::add:
    case ScalarCode::max:
    case ScalarCode::fold_max:
    case ScalarCode::or_:
      return x || y;
    case ScalarCode::mul:
    case ScalarCode::min:
    case ScalarCode::fold_min:
    case ScalarCode::and_:
      return x && y;
    case ScalarCode::xor_:
      return x != y;
    default:
      return x;
  }
}

__device__ inline Bits binary(ScalarCode code, DType dtype, Bits a, Bits b) {
  switch (kind_of(dtype)) {
    case Kind::small_float:
      return from_float(dtype, float_arithmetic(code, to_float(dtype, a), to_float(dtype, b)));
    case Kind::f64:
      return from_double(float_arithmetic(code, to_double(a), to_double(b)));
    case Kind::sint: {
      const int width = width_of(dtype);
      const std::int64_t type_min = width == 64 ? INT64_MIN : -(std::int64_t(1) << (width - 1));
      // Narrow signed integers compute at 64 bits; their wrapped low bits are the same.
      const std::int64_t x = to_signed(dtype, a), y = to_signed(dtype, b);
      return from_integer(dtype, static_cast<Bits>(integer_arithmetic<std::int64_t>(code, x, y, type_min)));
    }
    case Kind::uint:
      return from_integer(dtype, integer_arithmetic<std::uint64_t>(code, a, b, 0));
    case Kind::boolean:
      return bool_arithmetic(code, a, b);
  }
  return a;
}

template <typename T>
__device__ inline bool compare_values(CompareDirection direction, T a, T b) {
  switch (direction) {
    case CompareDirection::eq:
      return a == b;
    case CompareDirection::ne:
      return a != b;
    case CompareDirection::lt:
      return a < b;
    case CompareDirection::le:
      return a <= b;
    case CompareDirection::gt:
      return a > b;
    case CompareDirection::ge:
      return a >= b;
  }
  return false;
}

__device__ inline Bits compare(CompareDirection direction, DType dtype, Bits a, Bits b) {
  switch (kind_of(dtype)) {
    case Kind::small_float:
      return compare_values(direction, to_float(dtype, a), to_float(dtype, b));
    case Kind::f64:
      return compare_values(direction, to_double(a), to_double(b));
    case Kind::sint:
      return compare_values(direction, to_signed(dtype, a), to_signed(dtype, b));
    default:  // unsigned and bool (0 or 1): their bits are their values
      return compare_values(direction, a, b);
  }
}

// neg and abs: integers wrap (abs(INT_MIN) is INT_MIN); floats flip or clear the sign.
__device__ inline Bits negate_or_abs(bool absolute, DType dtype, Bits a) {
  switch (kind_of(dtype)) {
    case Kind::small_float: {
      const float x = to_float(dtype, a);
      return from_float(dtype, absolute ? fabsf(x) : -x);
    }
    case Kind::f64: {
      const double x = to_double(a);
      return from_double(absolute ? fabs(x) : -x);
    }
    case Kind::sint:
      return absolute && to_signed(dtype, a) >= 0 ? a : from_integer(dtype, Bits(0) - a);
    default:
      return absolute ? a : from_integer(dtype, Bits(0) - a);
  }
}

__device__ inline Bits logical_not(DType dtype, Bits a) {
  return dtype == DType::boolean ? Bits(a == 0) : from_integer(dtype, ~a);
}

// convert's rules (as kernels.cu's ConvertOp): to bool is "!= 0" (NaN is
// true); float to integer truncates, saturates and sends NaN to 0; integer
// to integer wraps; to bf16/f16 rounds once from f32 (f64 rounds to f32
// first, as the reference); everything else is a C++ conversion.
template <typename To>
__device__ inline To float_to_integer(double v) {
  if (v != v) return To(0);
  constexpr int digits = static_cast<int>(sizeof(To) * 8) - (std::is_signed_v<To> ? 1 : 0);
  const To max = static_cast<To>(std::is_signed_v<To> ? (((To(1) << (digits - 1)) - 1) * 2 + 1) : To(~To(0)));
  const To min = std::is_signed_v<To> ? static_cast<To>(-max - 1) : To(0);
  if (v <= static_cast<double>(min)) return min;
  if (v >= ldexp(1.0, digits)) return max;
  return static_cast<To>(v);
}

__device__ inline Bits float_to_integer_bits(DType to, double v) {
  switch (to) {
    case DType::s8:
      return from_integer(to, static_cast<Bits>(float_to_integer<std::int8_t>(v)));
    case DType::s16:
      return from_integer(to, static_cast<Bits>(float_to_integer<std::int16_t>(v)));
    case DType::s32:
      return from_integer(to, static_cast<Bits>(float_to_integer<std::int32_t>(v)));
    case DType::s64:
      return static_cast<Bits>(float_to_integer<std::int64_t>(v));
    case DType::u8:
      return float_to_integer<std::uint8_t>(v);
    case DType::u16:
      return float_to_integer<std::uint16_t>(v);
    case DType::u32:
      return float_to_integer<std::uint32_t>(v);
    default:
      return float_to_integer<std::uint64_t>(v);
  }
}

// An integer (or bool) value to a float dtype, rounding once.
template <typename I>
__device__ inline Bits integer_to_float_bits(DType to, I v) {
  if (to == DType::f64) return from_double(static_cast<double>(v));
  return from_float(to, static_cast<float>(v));
}

__device__ inline Bits convert(DType from, DType to, Bits a) {
  const Kind source = kind_of(from);
  const Kind target = kind_of(to);
  if (target == Kind::boolean) {
    if (source == Kind::small_float) return to_float(from, a) != 0.0f;
    if (source == Kind::f64) return to_double(a) != 0.0;
    return a != 0;  // integer bits are zero-extended: nonzero bits, nonzero value
  }
  if (source == Kind::small_float || source == Kind::f64) {
    if (target == Kind::small_float) {
      const float value = source == Kind::f64 ? static_cast<float>(to_double(a)) : to_float(from, a);
      return from_float(to, value);
    }
    const double value = source == Kind::f64 ? to_double(a) : static_cast<double>(to_float(from, a));
    if (target == Kind::f64) return from_double(value);
    return float_to_integer_bits(to, value);
  }
  // From an integer or bool.
  if (target == Kind::small_float || target == Kind::f64) {
    if (source == Kind::sint) return integer_to_float_bits(to, to_signed(from, a));
    return integer_to_float_bits(to, a);
  }
  const Bits value = source == Kind::sint ? static_cast<Bits>(to_signed(from, a)) : a;
  return from_integer(to, value);
}

__device__ inline Bits run_step(const ScalarStep& step, const Bits* regs) {
  const Bits a = regs[step.a];
  switch (step.code) {
    case ScalarCode::copy:
      return a;
    case ScalarCode::neg:
    case ScalarCode::abs:
      return negate_or_abs(step.code == ScalarCode::abs, step.dtype, a);
    case ScalarCode::not_:
      return logical_not(step.dtype, a);
    case ScalarCode::compare:
      return compare(static_cast<CompareDirection>(step.aux), step.dtype, a, regs[step.b]);
    case ScalarCode::select:
      return a != 0 ? regs[step.b] : regs[step.c];
    case ScalarCode::convert:
      return convert(step.dtype, static_cast<DType>(step.aux), a);
    default:
      return binary(step.code, step.dtype, a, regs[step.b]);
  }
}

__device__ inline void run_program(const ScalarProgram& program, Bits* regs) {
  for (int s = 0; s < program.steps; ++s) {
    const ScalarStep& step = program.step[s];
    regs[step.out] = run_step(step, regs);
  }
}

__device__ inline Bits load(const void* base, std::int64_t index, int bytes) {
  switch (bytes) {
    case 1:
      return static_cast<const std::uint8_t*>(base)[index];
    case 2:
      return static_cast<const std::uint16_t*>(base)[index];
    case 4:
      return static_cast<const std::uint32_t*>(base)[index];
    default:
      return static_cast<const std::uint64_t*>(base)[index];
  }
}

__device__ inline void store(void* base, std::int64_t index, int bytes, Bits value) {
  switch (bytes) {
    case 1:
      static_cast<std::uint8_t*>(base)[index] = static_cast<std::uint8_t>(value);
      return;
    case 2:
      static_cast<std::uint16_t*>(base)[index] = static_cast<std::uint16_t>(value);
      return;
    case 4:
      static_cast<std::uint32_t*>(base)[index] = static_cast<std::uint32_t>(value);
      return;
    default:
      static_cast<std::uint64_t*>(base)[index] = value;
  }
}

// Constants and captured scalars into their registers (no step writes them).
__device__ inline void preload(const ScalarProgram& program, Bits* regs) {
  for (int k = 0; k < program.constants; ++k) regs[program.constant_register[k]] = program.constant_bits[k];
  for (int k = 0; k < program.captures; ++k)
    regs[program.capture_register[k]] = load(program.capture[k], 0, program.capture_bytes[k]);
}

#define PMAPSIM_GRID_STRIDE(i, n)                                                                  \
  for (std::int64_t i = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x; i < (n); \
       i += static_cast<std::int64_t>(blockDim.x) * gridDim.x)

// --- reduce ------------------------------------------------------------------------

// Parameters 0..n-1 are the accumulators, n..2n-1 the operands' elements.
// The parameters are __grid_constant__: read where they are, never copied per thread.
__global__ void region_reduce_kernel(const __grid_constant__ ScalarProgram program,
                                     const __grid_constant__ RegionReduce reduce) {
  const int n = reduce.operands;
  PMAPSIM_GRID_STRIDE(o, reduce.outer * reduce.inner) {
    Bits regs[kMaxScalarRegisters];
    preload(program, regs);
    for (int j = 0; j < n; ++j) regs[j] = load(reduce.init[j], 0, reduce.bytes[j]);
    const std::int64_t outer = o / reduce.inner;
    const std::int64_t inner = o % reduce.inner;
    for (std::int64_t r = 0; r < reduce.reduced; ++r) {
      const std::int64_t at = (outer * reduce.reduced + r) * reduce.inner + inner;
      for (int j = 0; j < n; ++j) regs[n + j] = load(reduce.input[j], at, reduce.bytes[j]);
      run_program(program, regs);
      // All results are read before any accumulator is replaced (a result may be a parameter).
      Bits next[kMaxRegionOperands];
      for (int j = 0; j < n; ++j) next[j] = regs[program.result_register[j]];
      for (int j = 0; j < n; ++j) regs[j] = next[j];
    }
    for (int j = 0; j < n; ++j) store(reduce.output[j], o, reduce.bytes[j], regs[j]);
  }
}

// --- sort --------------------------------------------------------------------------

// One row of a sort: positions compared through the comparator region.
struct SortRow {
  const ScalarProgram& program;
  const RegionSort& sort;
  Bits* regs;
  std::int64_t first;  // flat index of position 0
  __device__ std::int64_t flat(std::int32_t k) const {
    return first + static_cast<std::int64_t>(k) * sort.inner;
  }
  __device__ bool less(std::int32_t a, std::int32_t b) const {
    for (int j = 0; j < sort.operands; ++j) {
      regs[2 * j] = load(sort.input[j], flat(a), sort.bytes[j]);
      regs[2 * j + 1] = load(sort.input[j], flat(b), sort.bytes[j]);
    }
    run_program(program, regs);
    return regs[program.result_register[0]] != 0;
  }
};

// The reference's merge: the right run's element goes first only when it is
// strictly less (stability), then the rest; written back in place.
__device__ void merge(const SortRow& row, std::int32_t* order, std::int32_t* scratch, std::int32_t lo,
                      std::int32_t mid, std::int32_t hi) {
  std::int32_t i = lo, j = mid, k = lo;
  while (i < mid && j < hi) scratch[k++] = row.less(order[j], order[i]) ? order[j++] : order[i++];
  while (i < mid) scratch[k++] = order[i++];
  while (j < hi) scratch[k++] = order[j++];
  for (k = lo; k < hi; ++k) order[k] = scratch[k];
}

// The reference's top-down merge sort (mid = lo + (hi - lo) / 2), its
// recursion unrolled onto a stack: the same merges of the same runs, so the
// same order for any comparator, a strict weak order or not.
__device__ void merge_sort(const SortRow& row, std::int32_t* order, std::int32_t* scratch,
                           std::int32_t length) {
  constexpr int kDepth = 40;  // a run halves per level: 33 levels cover any int32 length
  std::int32_t lo[kDepth], hi[kDepth];
  std::uint8_t stage[kDepth];
  int top = 0;
  lo[0] = 0;
  hi[0] = length;
  stage[0] = 0;
  while (top >= 0) {
    const std::int32_t a = lo[top], b = hi[top];
    const std::int32_t mid = a + (b - a) / 2;
    if (b - a < 2 || stage[top] == 2) {
      if (b - a >= 2) merge(row, order, scratch, a, mid, b);
      --top;
      continue;
    }
    // Stage 0 sorts the left half, stage 1 the right one, stage 2 merges.
    const bool left = stage[top] == 0;
    ++stage[top];
    ++top;
    lo[top] = left ? a : mid;
    hi[top] = left ? mid : b;
    stage[top] = 0;
  }
}

__global__ void region_sort_kernel(const __grid_constant__ ScalarProgram program,
                                   const __grid_constant__ RegionSort sort) {
  const auto length = static_cast<std::int32_t>(sort.length);
  PMAPSIM_GRID_STRIDE(row_index, sort.outer * sort.inner) {
    Bits regs[kMaxScalarRegisters];
    preload(program, regs);
    const std::int64_t outer = row_index / sort.inner;
    const std::int64_t inner = row_index % sort.inner;
    const SortRow row{program, sort, regs, outer * sort.length * sort.inner + inner};
    std::int32_t* order = sort.order + row_index * sort.length;
    std::int32_t* scratch = sort.scratch + row_index * sort.length;
    for (std::int32_t k = 0; k < length; ++k) order[k] = k;
    merge_sort(row, order, scratch, length);
    for (int j = 0; j < sort.operands; ++j) {
      for (std::int32_t k = 0; k < length; ++k)
        store(sort.output[j], row.flat(k), sort.bytes[j],
              load(sort.input[j], row.flat(order[k]), sort.bytes[j]));
    }
  }
}

// One thread per output element or row: blocks of 128 threads, enough blocks
// to fill the GPU when there is the work.
unsigned grid_for(std::int64_t threads, int block, const Launch& launch) {
  const std::int64_t wanted = (threads + block - 1) / block;
  const std::int64_t most = static_cast<std::int64_t>(launch.sm_count) * 16;
  return static_cast<unsigned>(wanted < most ? wanted : most);
}

}  // namespace

cudaError_t launch_region_reduce(const ScalarProgram& program, const RegionReduce& reduce,
                                 const Launch& launch) {
  const std::int64_t outputs = reduce.outer * reduce.inner;
  if (outputs == 0) return cudaSuccess;
  constexpr int kBlock = 128;
  region_reduce_kernel<<<grid_for(outputs, kBlock, launch), kBlock, 0, launch.stream>>>(program, reduce);
  return cudaGetLastError();
}

cudaError_t launch_region_sort(const ScalarProgram& program, const RegionSort& sort, const Launch& launch) {
  const std::int64_t rows = sort.outer * sort.inner;
  if (rows == 0 || sort.length == 0) return cudaSuccess;
  // Each thread sorts a whole row: small blocks spread few rows over more SMs.
  constexpr int kBlock = 32;
  region_sort_kernel<<<grid_for(rows, kBlock, launch), kBlock, 0, launch.stream>>>(program, sort);
  return cudaGetLastError();
}

}  // namespace pmapsim::cuda

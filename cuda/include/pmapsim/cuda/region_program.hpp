// The general reduce and sort of the CUDA backend: their region (a
// reduction body or a sort comparator, on scalars) compiled into a flat list
// of scalar steps that each GPU thread interprets (pure C++ here, so that the
// compiler and the interpreter are tested against the reference on machines
// without a GPU; cuda/src/regions.cu runs them in kernels).
//
// Registers are 64-bit words holding one element's storage bits (zero-
// extended), so that a value copied through a region keeps its exact bits (NaN
// payloads included); each step decodes its operands by dtype, computes as
// the reference does (floats of 32 bits and less in float, rounded to their
// dtype after every step; f64 in double; integers wrapping at their width;
// bool as XLA's pred) and encodes its result. Register r < params is region
// parameter r; the region's instruction i is register params + i; captured
// scalars follow.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <vector>

#include "pmapsim/cuda/planning.hpp"
#include "pmapsim/ops.hpp"
#include "pmapsim/program.hpp"
#include "pmapsim/semantics/arithmetic.hpp"
#include "pmapsim/semantics/float_storage.hpp"
#include "pmapsim/semantics/integer_math.hpp"

namespace pmapsim::cuda {

inline constexpr int kMaxScalarSteps = 64;       // instructions other than constants
inline constexpr int kMaxScalarRegisters = 128;  // parameters, instructions and captures
inline constexpr int kMaxScalarConstants = 32;
inline constexpr int kMaxRegionOperands = 8;  // a reduce's or sort's operands (and a region's captures)

enum class ScalarCode : std::uint8_t {
  copy,  // reshape, broadcast and bitcast_convert of one element: the bits as they are
  add,
  sub,
  mul,
  div,
  max,
  min,
  // The reference's one-op reduce of f32 or s32 (its fold_fast): max and min
  // that return the NaN operand itself (not a + b) and take (acc, x) in that order.
  fold_max,
  fold_min,
  neg,
  abs,
  compare,
  select,
  // and, or, xor, not, the shifts, popcnt and count_leading_zeros: the op is
  // the step's aux, its semantics pmapsim/semantics/integer_math.hpp.
  integer_family,
  convert,
};

struct ScalarStep {
  ScalarCode code = ScalarCode::copy;
  DType dtype = DType::f32;  // the operands' dtype (select: of its two values)
  std::uint8_t aux = 0;      // compare: CompareDirection; convert: the result's DType; integer_family: OpCode
  std::int16_t a = 0, b = 0, c = 0;
  std::int16_t out = 0;
};

// A region as a kernel parameter (no device memory to manage, well under
// the 4 KiB a kernel's parameters may take).
struct ScalarProgram {
  int params = 0;
  int steps = 0;
  ScalarStep step[kMaxScalarSteps];
  // Constants and captured scalars, loaded into their registers once per thread.
  int constants = 0;
  std::int16_t constant_register[kMaxScalarConstants] = {};
  std::uint64_t constant_bits[kMaxScalarConstants] = {};
  int captures = 0;
  std::int16_t capture_register[kMaxRegionOperands] = {};
  std::uint8_t capture_bytes[kMaxRegionOperands] = {};
  const void* capture[kMaxRegionOperands] = {};  // device pointers, set per device at launch
  int results = 0;
  std::int16_t result_register[kMaxRegionOperands] = {};
  // A reduce's region that is one op exactly associative on its dtype (max
  // and min on any dtype; add, mul, and, or, xor on integers and bool) of
  // (acc, x): its fold may be split into runs combined in order, with the
  // same bits (see reduce_run).
  bool associative = false;
};

// One general reduce: n operands (each seen as [outer, reduced, inner] after
// the reduced dims were brought together) and their n scalar inits into n
// results of [outer, inner]. One thread per result element folds the reduced
// elements in row-major order, as the reference does: the results equal the
// reference's bits (float sums included) up to NaN payloads. An associative
// region may instead fold in runs (reduce_run), with the same bits.
struct RegionReduce {
  int operands = 0;
  const void* input[kMaxRegionOperands] = {};
  const void* init[kMaxRegionOperands] = {};
  void* output[kMaxRegionOperands] = {};
  std::uint8_t input_bytes[kMaxRegionOperands] = {};  // element size of input j
  std::uint8_t acc_bytes[kMaxRegionOperands] = {};    // element size of init j and result j
  std::int64_t outer = 0, reduced = 0, inner = 0;
};
// One sort: n operands of one shape seen as [outer, length, inner]; each of
// the outer * inner rows is sorted along `length` with the reference's stable
// top-down merge sort, calling the comparator on (a0, b0, a1, b1, ...). The
// recursion's levels run deepest first, each merging every run's two halves
// from one buffer of positions into the other (order, scratch, order, ...).
// A run of at most `chunk` positions is merged by one thread. A longer one is
// split into chunks of `chunk` outputs: a binary search on the merge path
// (sort_split) finds where the reference's merge stands after each chunk,
// and one thread per chunk merges from there. For a strict weak order those
// are the reference's merges; for any other comparator (NaNs under lt...) a
// chunk whose merge does not end where the next chunk's search says flags its
// run, and one thread merges that run again from its start: the reference's
// order for any comparator, with no error. Then every operand is gathered in
// that order. `order` and `scratch` hold outer * inner * length positions
// each, `path` sort_path_entries(sort) and `diverged` sort_run_flags(sort).
inline constexpr std::int32_t kSortChunk = 64;
struct RegionSort {
  int operands = 0;
  const void* input[kMaxRegionOperands] = {};
  void* output[kMaxRegionOperands] = {};
  std::uint8_t bytes[kMaxRegionOperands] = {};
  std::int64_t outer = 0, length = 0, inner = 0;
  int levels = 0;  // sort_levels(length)
  std::int32_t chunk = kSortChunk;
  std::int32_t* order = nullptr;
  std::int32_t* scratch = nullptr;
  std::int32_t* path = nullptr;      // a chunked level's split points, chunks + 1 per run
  std::int32_t* diverged = nullptr;  // per run of a chunked level: its chunks were not one merge
};
// The type of a value the region captures from the scopes around it.
using CaptureType = std::function<TensorType(ValueId)>;

// The region of a reduce or sort (owner, whose value id is `base`) as scalar
// steps; `captures` receives the enclosing values it reads, in capture-slot
// order (their device pointers go into ScalarProgram::capture). Throws
// pmapsim::Error "<op>: the CUDA backend cannot run this region: <why>" for
// what the steps cannot express: ops other than the ones ScalarCode lists
// (and constant), values of more than one element, nested regions,
// collectives, and more than the limits above.
ScalarProgram compile_scalar_region(const Instruction& owner, ValueId base, const CaptureType& capture_type,
                                    std::vector<ValueId>& captures);

namespace scalar {

#if defined(__CUDA_ARCH__)
#define PMAPSIM_MATH(f) f
#else
#define PMAPSIM_MATH(f) ::pmapsim::cuda::scalar::host_math::f
namespace host_math {
inline float fabsf(float x) {
  return std::fabs(x);
}
inline double fabs(double x) {
  return std::fabs(x);
}
inline double ldexp(double x, int e) {
  return std::ldexp(x, e);
}
}  // namespace host_math
#endif

PMAPSIM_HOST_DEVICE inline std::uint64_t double_bits(double value) {
#if defined(__CUDA_ARCH__)
  return static_cast<std::uint64_t>(__double_as_longlong(value));
#else
  std::uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
#endif
}
PMAPSIM_HOST_DEVICE inline double bits_double(std::uint64_t bits) {
#if defined(__CUDA_ARCH__)
  return __longlong_as_double(static_cast<long long>(bits));
#else
  double value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
#endif
}

using Bits = std::uint64_t;

// --- element bits <-> values -----------------------------------------------------

// How a dtype computes (the reference's classes): floats of 32 bits and less
// in float, f64 in double, signed and unsigned integers at their own width
// (held here in 64 bits), bool as 0 or 1.
enum class Kind { small_float, f64, sint, uint, boolean };

PMAPSIM_HOST_DEVICE inline Kind kind_of(DType dtype) {
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

PMAPSIM_HOST_DEVICE inline int width_of(DType dtype) {
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

PMAPSIM_HOST_DEVICE inline Bits low_bits(Bits value, int width) {
  return width == 64 ? value : value & ((Bits(1) << width) - 1);
}

PMAPSIM_HOST_DEVICE inline float to_float(DType dtype, Bits bits) {
  if (dtype == DType::bf16) return semantics::f32_from_bits(static_cast<std::uint32_t>(bits) << 16);
  if (dtype == DType::f16) return semantics::f16_bits_to_f32(static_cast<std::uint16_t>(bits));
  return semantics::f32_from_bits(static_cast<std::uint32_t>(bits));
}
// Rounds to the dtype: what storing a float result does on the reference.
PMAPSIM_HOST_DEVICE inline Bits from_float(DType dtype, float value) {
  if (dtype == DType::bf16) return semantics::f32_to_bf16_bits(value);
  if (dtype == DType::f16) return semantics::f32_to_f16_bits(value);
  return semantics::f32_bits(value);
}
PMAPSIM_HOST_DEVICE inline double to_double(Bits bits) {
  return bits_double(bits);
}
PMAPSIM_HOST_DEVICE inline Bits from_double(double value) {
  return double_bits(value);
}
// Signed integers sign-extended from their width.
PMAPSIM_HOST_DEVICE inline std::int64_t to_signed(DType dtype, Bits bits) {
  const int shift = 64 - width_of(dtype);
  return static_cast<std::int64_t>(bits << shift) >> shift;
}
PMAPSIM_HOST_DEVICE inline Bits from_integer(DType dtype, Bits value) {
  return low_bits(value, width_of(dtype));
}

// A quiet NaN with the operand's payload: what x86's a + b gives for a NaN
// operand, which the reference's max and min return for NaN.
PMAPSIM_HOST_DEVICE inline float quiet(float x) {
  return semantics::f32_from_bits(semantics::f32_bits(x) | 0x00400000u);
}
PMAPSIM_HOST_DEVICE inline double quiet(double x) {
  return bits_double(double_bits(x) | 0x0008000000000000ull);
}

// --- the steps ---------------------------------------------------------------------

// add, sub, mul, div, max, min and the fold variants on floats. f32, bf16 and
// f16 max/min are the reference's max_propagating (a > b ? a : b); f64's are
// std::max / std::min (b only when strictly beyond a).
template <typename T>
PMAPSIM_HOST_DEVICE inline T float_arithmetic(ScalarCode code, T a, T b) {
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

// Integers wrap at their width (the caller truncates the 64-bit result) and
// divide as XLA's (pmapsim/semantics/arithmetic.hpp).
template <typename T>
PMAPSIM_HOST_DEVICE inline T integer_arithmetic(ScalarCode code, T a, T b) {
  switch (code) {
    case ScalarCode::add:
      return semantics::wrapping(OpCode::add, a, b);
    case ScalarCode::sub:
      return semantics::wrapping(OpCode::sub, a, b);
    case ScalarCode::mul:
      return semantics::wrapping(OpCode::mul, a, b);
    case ScalarCode::div:
      return semantics::integer_divide(a, b);
    case ScalarCode::max:
    case ScalarCode::fold_max:
      return a < b ? b : a;
    case ScalarCode::min:
    case ScalarCode::fold_min:
      return b < a ? b : a;
    default:
      return a;
  }
}

// bool as XLA's pred: add and max are OR, mul and min are AND.
PMAPSIM_HOST_DEVICE inline Bits bool_arithmetic(ScalarCode code, Bits a, Bits b) {
  const bool x = a != 0, y = b != 0;
  switch (code) {
    case ScalarCode::add:
    case ScalarCode::max:
    case ScalarCode::fold_max:
      return x || y;
    case ScalarCode::mul:
    case ScalarCode::min:
    case ScalarCode::fold_min:
      return x && y;
    default:
      return x;
  }
}

PMAPSIM_HOST_DEVICE inline Bits binary(ScalarCode code, DType dtype, Bits a, Bits b) {
  switch (kind_of(dtype)) {
    case Kind::small_float:
      return from_float(dtype, float_arithmetic(code, to_float(dtype, a), to_float(dtype, b)));
    case Kind::f64:
      return from_double(float_arithmetic(code, to_double(a), to_double(b)));
    case Kind::sint: {
      // Narrow signed integers compute at 64 bits; their wrapped low bits are the same.
      const std::int64_t x = to_signed(dtype, a), y = to_signed(dtype, b);
      return from_integer(dtype, static_cast<Bits>(integer_arithmetic<std::int64_t>(code, x, y)));
    }
    case Kind::uint:
      return from_integer(dtype, integer_arithmetic<std::uint64_t>(code, a, b));
    case Kind::boolean:
      return bool_arithmetic(code, a, b);
  }
  return a;
}

PMAPSIM_HOST_DEVICE inline Bits compare(CompareDirection direction, DType dtype, Bits a, Bits b) {
  switch (kind_of(dtype)) {
    case Kind::small_float:
      return semantics::compare(direction, to_float(dtype, a), to_float(dtype, b));
    case Kind::f64:
      return semantics::compare(direction, to_double(a), to_double(b));
    case Kind::sint:
      return semantics::compare(direction, to_signed(dtype, a), to_signed(dtype, b));
    default:  // unsigned and bool (0 or 1): their bits are their values
      return semantics::compare(direction, a, b);
  }
}

// neg and abs: integers wrap (abs(INT_MIN) is INT_MIN); floats flip or clear the sign.
PMAPSIM_HOST_DEVICE inline Bits negate_or_abs(bool absolute, DType dtype, Bits a) {
  switch (kind_of(dtype)) {
    case Kind::small_float: {
      const float x = to_float(dtype, a);
      return from_float(dtype, absolute ? PMAPSIM_MATH(fabsf)(x) : -x);
    }
    case Kind::f64: {
      const double x = to_double(a);
      return from_double(absolute ? PMAPSIM_MATH(fabs)(x) : -x);
    }
    case Kind::sint:
      return absolute && to_signed(dtype, a) >= 0 ? a : from_integer(dtype, Bits(0) - a);
    default:
      return absolute ? a : from_integer(dtype, Bits(0) - a);
  }
}

// An op of the integer family on the dtype's own C++ type, its bits back
// zero-extended (bools: not is logical, and/or/xor keep 0/1).
template <typename T>
PMAPSIM_HOST_DEVICE inline Bits integer_family_as(OpCode op, Bits a, Bits b) {
  const T x = static_cast<T>(a);
  const bool unary = op == OpCode::not_ || op == OpCode::popcnt || op == OpCode::count_leading_zeros;
  const T result =
      unary ? semantics::integer_unary(op, x) : semantics::integer_binary(op, x, static_cast<T>(b));
  return static_cast<Bits>(static_cast<std::make_unsigned_t<T>>(result));
}

PMAPSIM_HOST_DEVICE inline Bits integer_family(OpCode op, DType dtype, Bits a, Bits b) {
  switch (dtype) {
    case DType::boolean:
      return op == OpCode::not_
                 ? semantics::logical_not(static_cast<std::uint8_t>(a))
                 : semantics::logical_binary(op, static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b));
    case DType::s8:
      return integer_family_as<std::int8_t>(op, a, b);
    case DType::s16:
      return integer_family_as<std::int16_t>(op, a, b);
    case DType::s32:
      return integer_family_as<std::int32_t>(op, a, b);
    case DType::s64:
      return integer_family_as<std::int64_t>(op, a, b);
    case DType::u8:
      return integer_family_as<std::uint8_t>(op, a, b);
    case DType::u16:
      return integer_family_as<std::uint16_t>(op, a, b);
    case DType::u32:
      return integer_family_as<std::uint32_t>(op, a, b);
    default:
      return integer_family_as<std::uint64_t>(op, a, b);
  }
}

// convert's rules (as kernels.cu's ConvertOp): to bool is "!= 0" (NaN is
// true); float to integer truncates, saturates and sends NaN to 0; integer
// to integer wraps; to bf16/f16 rounds once from f32 (f64 rounds to f32
// first, as the reference); everything else is a C++ conversion.
template <typename To>
PMAPSIM_HOST_DEVICE inline To float_to_integer(double v) {
  if (v != v) return To(0);
  constexpr int digits = static_cast<int>(sizeof(To) * 8) - (std::is_signed_v<To> ? 1 : 0);
  const To max = static_cast<To>(std::is_signed_v<To> ? (((To(1) << (digits - 1)) - 1) * 2 + 1) : To(~To(0)));
  const To min = std::is_signed_v<To> ? static_cast<To>(-max - 1) : To(0);
  if (v <= static_cast<double>(min)) return min;
  if (v >= PMAPSIM_MATH(ldexp)(1.0, digits)) return max;
  return static_cast<To>(v);
}

PMAPSIM_HOST_DEVICE inline Bits float_to_integer_bits(DType to, double v) {
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
PMAPSIM_HOST_DEVICE inline Bits integer_to_float_bits(DType to, I v) {
  if (to == DType::f64) return from_double(static_cast<double>(v));
  return from_float(to, static_cast<float>(v));
}

PMAPSIM_HOST_DEVICE inline Bits convert(DType from, DType to, Bits a) {
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

PMAPSIM_HOST_DEVICE inline Bits run_step(const ScalarStep& step, const Bits* regs) {
  const Bits a = regs[step.a];
  switch (step.code) {
    case ScalarCode::copy:
      return a;
    case ScalarCode::neg:
    case ScalarCode::abs:
      return negate_or_abs(step.code == ScalarCode::abs, step.dtype, a);
    case ScalarCode::integer_family:
      return integer_family(static_cast<OpCode>(step.aux), step.dtype, a, regs[step.b]);
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

PMAPSIM_HOST_DEVICE inline void run_program(const ScalarProgram& program, Bits* regs) {
  for (int s = 0; s < program.steps; ++s) {
    const ScalarStep& step = program.step[s];
    regs[step.out] = run_step(step, regs);
  }
}

PMAPSIM_HOST_DEVICE inline Bits load(const void* base, std::int64_t index, int bytes) {
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

PMAPSIM_HOST_DEVICE inline void store(void* base, std::int64_t index, int bytes, Bits value) {
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
PMAPSIM_HOST_DEVICE inline void preload(const ScalarProgram& program, Bits* regs) {
  for (int k = 0; k < program.constants; ++k) regs[program.constant_register[k]] = program.constant_bits[k];
  for (int k = 0; k < program.captures; ++k)
    regs[program.capture_register[k]] = load(program.capture[k], 0, program.capture_bytes[k]);
}

// Result element o of a general reduce (one GPU thread each): parameters
// 0..n-1 are the accumulators, n..2n-1 the operands' elements, folded in the
// reduced elements' row-major order.
PMAPSIM_HOST_DEVICE inline void reduce_element(const ScalarProgram& program, const RegionReduce& reduce,
                                               std::int64_t o) {
  const int n = reduce.operands;
  Bits regs[kMaxScalarRegisters];
  preload(program, regs);
  for (int j = 0; j < n; ++j) regs[j] = load(reduce.init[j], 0, reduce.acc_bytes[j]);
  const std::int64_t outer = o / reduce.inner;
  const std::int64_t inner = o % reduce.inner;
  for (std::int64_t r = 0; r < reduce.reduced; ++r) {
    const std::int64_t at = (outer * reduce.reduced + r) * reduce.inner + inner;
    for (int j = 0; j < n; ++j) regs[n + j] = load(reduce.input[j], at, reduce.input_bytes[j]);
    run_program(program, regs);
    // All results are read before any accumulator is replaced (a result may be a parameter).
    Bits next[kMaxRegionOperands];
    for (int j = 0; j < n; ++j) next[j] = regs[program.result_register[j]];
    for (int j = 0; j < n; ++j) regs[j] = next[j];
  }
  for (int j = 0; j < n; ++j) store(reduce.output[j], o, reduce.acc_bytes[j], regs[j]);
}

// An associative region (ScalarProgram::associative, one operand) folds its
// reduced elements in runs: each run from its first element, the runs'
// partials combined in order (the left one as the accumulator), the init in
// front. With the op associative this is the sequential fold's value bit for
// bit: integer arithmetic wraps alike in any grouping, and max and min select
// one element by a total order on (value, position) that the grouping does
// not change, NaNs included.
inline constexpr int kFoldThreads = 256;
inline constexpr std::int64_t kParallelFold = 1024;  // reduced elements from which runs pay

// Runs in parallel pay for an associative region when there are many reduced
// elements per result and too few results to fill the GPU with one thread each.
inline bool fold_in_runs(const ScalarProgram& program, const RegionReduce& reduce, int sm_count) {
  return program.associative && reduce.operands == 1 && reduce.reduced >= kParallelFold &&
         reduce.outer * reduce.inner < static_cast<std::int64_t>(sm_count) * kFoldThreads;
}

// The run of thread t of kFoldThreads: [begin, end) of the reduced elements;
// the threads below runs_filled(reduce) have one.
PMAPSIM_HOST_DEVICE inline std::int64_t run_length(const RegionReduce& reduce) {
  return (reduce.reduced + kFoldThreads - 1) / kFoldThreads;
}
PMAPSIM_HOST_DEVICE inline int runs_filled(const RegionReduce& reduce) {
  return static_cast<int>((reduce.reduced + run_length(reduce) - 1) / run_length(reduce));
}

// left (+) right: the region with left as the accumulator.
PMAPSIM_HOST_DEVICE inline Bits combine(const ScalarProgram& program, Bits left, Bits right, Bits* regs) {
  regs[0] = left;
  regs[1] = right;
  run_program(program, regs);
  return regs[program.result_register[0]];
}

// Thread t's run of result o, folded from its first element.
PMAPSIM_HOST_DEVICE inline Bits reduce_run(const ScalarProgram& program, const RegionReduce& reduce,
                                           std::int64_t o, int t, Bits* regs) {
  const std::int64_t outer = o / reduce.inner;
  const std::int64_t inner = o % reduce.inner;
  const std::int64_t begin = t * run_length(reduce);
  const std::int64_t end =
      begin + run_length(reduce) < reduce.reduced ? begin + run_length(reduce) : reduce.reduced;
  const int bytes = reduce.input_bytes[0];
  Bits acc = load(reduce.input[0], (outer * reduce.reduced + begin) * reduce.inner + inner, bytes);
  for (std::int64_t r = begin + 1; r < end; ++r)
    acc = combine(program, acc,
                  load(reduce.input[0], (outer * reduce.reduced + r) * reduce.inner + inner, bytes), regs);
  return acc;
}

// One row of a sort: positions compared through the comparator region.
struct SortRow {
  const ScalarProgram& program;
  const RegionSort& sort;
  Bits* regs;
  std::int64_t first;  // flat index of position 0
  PMAPSIM_HOST_DEVICE std::int64_t flat(std::int32_t k) const {
    return first + static_cast<std::int64_t>(k) * sort.inner;
  }
  PMAPSIM_HOST_DEVICE bool less(std::int32_t a, std::int32_t b) const {
    for (int j = 0; j < sort.operands; ++j) {
      regs[2 * j] = load(sort.input[j], flat(a), sort.bytes[j]);
      regs[2 * j + 1] = load(sort.input[j], flat(b), sort.bytes[j]);
    }
    run_program(program, regs);
    return regs[program.result_register[0]] != 0;
  }
};

PMAPSIM_HOST_DEVICE inline std::int64_t first_of_row(const RegionSort& sort, std::int64_t row) {
  return (row / sort.inner) * sort.length * sort.inner + row % sort.inner;
}

// How many levels of the merge sort's recursion merge anything: runs at
// depth k hold at most ceil(length / 2^k) positions, and merge when that is 2
// or more.
inline int sort_levels(std::int64_t length) {
  int levels = 0;
  while ((std::int64_t{1} << levels) < length) ++levels;
  return levels;
}

// The run [lo, hi) that run `s` of depth `depth` covers in the reference's
// split of [0, length) (mid = lo + (hi - lo) / 2): s's bits, the highest
// first, say left (0) or right (1) at each level.
PMAPSIM_HOST_DEVICE inline void run_at(std::int32_t length, int depth, std::int64_t s, std::int32_t& lo,
                                       std::int32_t& hi) {
  lo = 0;
  hi = length;
  for (int level = depth - 1; level >= 0; --level) {
    const std::int32_t mid = lo + (hi - lo) / 2;
    if ((s >> level) & 1) {
      lo = mid;
    } else {
      hi = mid;
    }
  }
}

// The buffer that holds the rows' positions after `done` levels.
PMAPSIM_HOST_DEVICE inline std::int32_t* sort_positions(const RegionSort& sort, int done) {
  return done % 2 == 0 ? sort.order : sort.scratch;
}

// Chunks of the longest run at depth `depth` (ceil(length / 2^depth)
// positions): 1 when one thread merges each run.
PMAPSIM_HOST_DEVICE inline std::int64_t sort_chunks(const RegionSort& sort, int depth) {
  const std::int64_t longest = (sort.length + (std::int64_t{1} << depth) - 1) >> depth;
  return (longest + sort.chunk - 1) / sort.chunk;
}

// The `path` and `diverged` entries the chunked levels need (the most of any one level).
inline std::int64_t sort_path_entries(const RegionSort& sort) {
  std::int64_t most = 0;
  for (int depth = 0; depth < sort.levels; ++depth) {
    const std::int64_t chunks = sort_chunks(sort, depth);
    if (chunks > 1) most = std::max(most, ((sort.outer * sort.inner) << depth) * (chunks + 1));
  }
  return most;
}
inline std::int64_t sort_run_flags(const RegionSort& sort) {
  std::int64_t most = 0;
  for (int depth = 0; depth < sort.levels; ++depth) {
    if (sort_chunks(sort, depth) > 1) most = std::max(most, (sort.outer * sort.inner) << depth);
  }
  return most;
}

// Element `index` of the rows' positions starts as its own position.
PMAPSIM_HOST_DEVICE inline void sort_start(const RegionSort& sort, std::int64_t index) {
  sort.order[index] = static_cast<std::int32_t>(index % sort.length);
}

// One run of one level: its row's positions before (from) and after (to)
// the level, and its halves [lo, mid) and [mid, hi).
struct SortRun {
  const std::int32_t* from;
  std::int32_t* to;
  std::int64_t first;  // the row's flat index of position 0
  std::int32_t lo, mid, hi;
};
PMAPSIM_HOST_DEVICE inline SortRun sort_run(const RegionSort& sort, int depth, std::int64_t run) {
  const std::int64_t row_index = run >> depth;
  SortRun r{};
  run_at(static_cast<std::int32_t>(sort.length), depth, run & ((std::int64_t{1} << depth) - 1), r.lo, r.hi);
  r.mid = r.lo + (r.hi - r.lo) / 2;
  r.from = sort_positions(sort, sort.levels - 1 - depth) + row_index * sort.length;
  r.to = sort_positions(sort, sort.levels - depth) + row_index * sort.length;
  r.first = first_of_row(sort, row_index);
  return r;
}

// `count` steps of the reference's merge from a's position i and b's
// position j (the right run's element goes first only when strictly less,
// which keeps the sort stable); returns a's position at the end.
PMAPSIM_HOST_DEVICE inline std::int32_t merge_steps(const SortRow& row, const SortRun& r, std::int32_t i,
                                                    std::int32_t j, std::int32_t count) {
  for (std::int32_t k = i + j - r.mid; count > 0; --count, ++k) {
    const bool take_b = j < r.hi && (i == r.mid || row.less(r.from[j], r.from[i]));
    r.to[k] = take_b ? r.from[j++] : r.from[i++];
  }
  return i;
}

// Where the reference's merge of a run stands after k outputs: how many of
// them came from a (the merge path's crossing of diagonal k, by binary
// search). a[m] is among the first k when b[k - 1 - m] does not go before it;
// for a strict weak order that holds for every m below the answer and for
// none from it on.
PMAPSIM_HOST_DEVICE inline std::int32_t merge_split(const SortRow& row, const SortRun& r, std::int32_t k) {
  const std::int32_t na = r.mid - r.lo, nb = r.hi - r.mid;
  std::int32_t low = k > nb ? k - nb : 0, high = k < na ? k : na;
  while (low < high) {
    const std::int32_t m = low + (high - low) / 2;
    if (row.less(r.from[r.mid + k - 1 - m], r.from[r.lo + m])) {
      high = m;
    } else {
      low = m + 1;
    }
  }
  return low;
}

// Thread `thread` of level `depth` (rows * 2^depth threads): merges its run
// whole, or copies it when it holds fewer than 2 positions. With
// only_diverged, only a run whose chunks flagged it (sort_merge_chunk).
PMAPSIM_HOST_DEVICE inline void sort_merge_run(const ScalarProgram& program, const RegionSort& sort,
                                               int depth, std::int64_t thread, bool only_diverged) {
  if (only_diverged && sort.diverged[thread] == 0) return;
  const SortRun r = sort_run(sort, depth, thread);
  if (r.hi - r.lo < 2) {
    for (std::int32_t k = r.lo; k < r.hi; ++k) r.to[k] = r.from[k];
    return;
  }
  Bits regs[kMaxScalarRegisters];
  preload(program, regs);
  const SortRow row{program, sort, regs, r.first};
  merge_steps(row, r, r.lo, r.mid, r.hi - r.lo);
}

// Boundary `index` % (chunks + 1) of run `index` / (chunks + 1) of a chunked
// level: the merge's split point after that many chunks' outputs, into
// path[index]; boundary 0 clears the run's flag.
PMAPSIM_HOST_DEVICE inline void sort_split(const ScalarProgram& program, const RegionSort& sort, int depth,
                                           std::int64_t index) {
  const std::int64_t chunks = sort_chunks(sort, depth);
  const std::int64_t run = index / (chunks + 1);
  const std::int64_t boundary = index % (chunks + 1);
  if (boundary == 0) sort.diverged[run] = 0;
  const SortRun r = sort_run(sort, depth, run);
  const std::int64_t n = r.hi - r.lo;
  const auto k = static_cast<std::int32_t>(boundary * sort.chunk < n ? boundary * sort.chunk : n);
  if (k == 0 || k == n) {  // the ends need no search
    sort.path[index] = k == 0 ? 0 : r.mid - r.lo;
    return;
  }
  Bits regs[kMaxScalarRegisters];
  preload(program, regs);
  const SortRow row{program, sort, regs, r.first};
  sort.path[index] = merge_split(row, r, k);
}

// Chunk `index` % chunks of run `index` / chunks of a chunked level: the
// merge's outputs from chunk * c on, from the split point sort_split found;
// flags the run when its merge does not end at the next chunk's split point.
PMAPSIM_HOST_DEVICE inline void sort_merge_chunk(const ScalarProgram& program, const RegionSort& sort,
                                                 int depth, std::int64_t index) {
  const std::int64_t chunks = sort_chunks(sort, depth);
  const std::int64_t run = index / chunks;
  const std::int64_t c = index % chunks;
  const SortRun r = sort_run(sort, depth, run);
  const std::int64_t n = r.hi - r.lo;
  const std::int64_t begin = c * sort.chunk;
  if (begin >= n) return;
  if (n < 2) {
    r.to[r.lo] = r.from[r.lo];
    return;
  }
  const auto count = static_cast<std::int32_t>(n - begin < sort.chunk ? n - begin : sort.chunk);
  const std::int32_t* split = sort.path + run * (chunks + 1) + c;
  Bits regs[kMaxScalarRegisters];
  preload(program, regs);
  const SortRow row{program, sort, regs, r.first};
  const std::int32_t i = r.lo + split[0];
  const std::int32_t end = merge_steps(row, r, i, r.mid + static_cast<std::int32_t>(begin) - split[0], count);
  if (end != r.lo + split[1]) sort.diverged[run] = 1;
}

// Element `index` (row-major over rows, then positions) of every output:
// the operand's element at the position the sort put there.
PMAPSIM_HOST_DEVICE inline void sort_gather(const RegionSort& sort, std::int64_t index) {
  const std::int64_t row_index = index / sort.length;
  const std::int64_t first = first_of_row(sort, row_index);
  const std::int64_t to = first + (index % sort.length) * sort.inner;
  const std::int32_t position = sort_positions(sort, sort.levels)[index];
  const std::int64_t from = first + static_cast<std::int64_t>(position) * sort.inner;
  for (int j = 0; j < sort.operands; ++j)
    store(sort.output[j], to, sort.bytes[j], load(sort.input[j], from, sort.bytes[j]));
}

#undef PMAPSIM_MATH

}  // namespace scalar
}  // namespace pmapsim::cuda

// The project's own CUDA kernels: elementwise, layout, reductions, the
// collectives' member reductions and gathers, and an integer GEMM. All
// memory-bound kernels use grid-stride loops sized from the SM count.
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "kernels.hpp"
#include "pmapsim/semantics/arithmetic.hpp"
#include "pmapsim/semantics/float_storage.hpp"

namespace pmapsim::cuda {
namespace {

using Bf16Bits = std::uint16_t;
// Storage types that would otherwise collide with another dtype's: f16 bits
// (bf16 has std::uint16_t), u16 (likewise) and u8 (bool has std::uint8_t).
struct F16Bits {
  std::uint16_t bits;
};
struct U16 {
  std::uint16_t value;
};
struct U8 {
  std::uint8_t value;
};
// A 16-byte element (c128) as the layout kernels move it.
struct alignas(16) Bits16 {
  std::uint64_t low;
  std::uint64_t high;
};

// --- element access ------------------------------------------------------------

// Storage type -> how it computes. Floats compute in float (f64 in double);
// integers of 32 bits and less in 32 bits of their signedness (bool as
// int32), 64-bit integers in their own type. `Natural` is the dtype's own
// C++ value type, what convert saturates to.
template <typename Storage>
struct Element;

template <typename Storage, typename ComputeType, typename NaturalType>
struct PlainElement {
  using Compute = ComputeType;
  using Natural = NaturalType;
  __device__ static Compute to_compute(Storage v) { return static_cast<Compute>(v); }
  __device__ static Storage from_compute(Compute v) { return static_cast<Storage>(v); }  // wraps
  __device__ static Storage from_natural(Natural v) { return static_cast<Storage>(v); }
  __device__ static Compute load(const Storage* p, std::int64_t i) { return to_compute(p[i]); }
  __device__ static void store(Storage* p, std::int64_t i, Compute v) { p[i] = from_compute(v); }
};
template <>
struct Element<float> : PlainElement<float, float, float> {};
template <>
struct Element<double> : PlainElement<double, double, double> {};
template <>
struct Element<std::int8_t> : PlainElement<std::int8_t, std::int32_t, std::int8_t> {};
template <>
struct Element<std::int16_t> : PlainElement<std::int16_t, std::int32_t, std::int16_t> {};
template <>
struct Element<std::int32_t> : PlainElement<std::int32_t, std::int32_t, std::int32_t> {};
template <>
struct Element<std::int64_t> : PlainElement<std::int64_t, std::int64_t, std::int64_t> {};
template <>
struct Element<std::uint32_t> : PlainElement<std::uint32_t, std::uint32_t, std::uint32_t> {};
template <>
struct Element<std::uint64_t> : PlainElement<std::uint64_t, std::uint64_t, std::uint64_t> {};

template <typename Storage, typename Raw>
struct WrappedUnsigned {
  using Compute = std::uint32_t;
  using Natural = Raw;
  __device__ static Compute to_compute(Storage v) { return v.value; }
  __device__ static Storage from_compute(Compute v) { return Storage{static_cast<Raw>(v)}; }
  __device__ static Storage from_natural(Natural v) { return Storage{v}; }
  __device__ static Compute load(const Storage* p, std::int64_t i) { return to_compute(p[i]); }
  __device__ static void store(Storage* p, std::int64_t i, Compute v) { p[i] = from_compute(v); }
};
template <>
struct Element<U8> : WrappedUnsigned<U8, std::uint8_t> {};
template <>
struct Element<U16> : WrappedUnsigned<U16, std::uint16_t> {};

template <>
struct Element<Bf16Bits> {
  using Compute = float;
  using Natural = float;
  __device__ static float to_compute(Bf16Bits v) { return semantics::bf16_bits_to_f32(v); }
  __device__ static Bf16Bits from_compute(float v) { return semantics::f32_to_bf16_bits(v); }
  __device__ static Bf16Bits from_natural(float v) { return semantics::f32_to_bf16_bits(v); }
  __device__ static float load(const Bf16Bits* p, std::int64_t i) { return to_compute(p[i]); }
  __device__ static void store(Bf16Bits* p, std::int64_t i, float v) { p[i] = from_compute(v); }
};
template <>
struct Element<F16Bits> {
  using Compute = float;
  using Natural = float;
  __device__ static float to_compute(F16Bits v) { return semantics::f16_bits_to_f32(v.bits); }
  __device__ static F16Bits from_compute(float v) { return F16Bits{semantics::f32_to_f16_bits(v)}; }
  __device__ static F16Bits from_natural(float v) { return from_compute(v); }
  __device__ static float load(const F16Bits* p, std::int64_t i) { return to_compute(p[i]); }
  __device__ static void store(F16Bits* p, std::int64_t i, float v) { p[i] = from_compute(v); }
};
template <>
struct Element<std::uint8_t> {  // bool
  using Compute = std::int32_t;
  using Natural = bool;
  __device__ static std::int32_t to_compute(std::uint8_t v) { return v != 0; }
  __device__ static std::uint8_t from_compute(std::int32_t v) { return v != 0; }
  __device__ static std::uint8_t from_natural(bool v) { return v; }
  __device__ static std::int32_t load(const std::uint8_t* p, std::int64_t i) { return p[i] != 0; }
  __device__ static void store(std::uint8_t* p, std::int64_t i, std::int32_t v) { p[i] = v != 0; }
};

// The same conversions on values, for the vectorized kernels.
template <typename S>
__device__ inline typename Element<S>::Compute to_compute(S v) {
  return Element<S>::to_compute(v);
}
template <typename S>
__device__ inline S from_compute(typename Element<S>::Compute v) {
  return Element<S>::from_compute(v);
}

// Integer limits as device constants (std::numeric_limits is host-only
// without --expt-relaxed-constexpr).
template <typename T>
struct IntLimits {
  static constexpr bool is_signed = T(-1) < T(0);
  static constexpr int digits = static_cast<int>(sizeof(T) * 8) - (is_signed ? 1 : 0);
  static constexpr T max = static_cast<T>(is_signed ? (((T(1) << (digits - 1)) - 1) * 2 + 1) : T(~T(0)));
  static constexpr T min = is_signed ? static_cast<T>(-max - 1) : T(0);
};

// Conversions between value types with convert's rules: float -> int
// truncates toward zero, saturating at To's limits, NaN -> 0; int -> int
// wraps; everything else is a C++ conversion (to nearest).
template <typename To, typename From>
__device__ inline To convert_value(From v) {
  if constexpr (std::is_same_v<To, bool>) {
    return v != From(0);
  } else if constexpr (std::is_floating_point_v<From> && std::is_integral_v<To>) {
    if (v != v) return To(0);
    const double d = static_cast<double>(v);
    if (d <= static_cast<double>(IntLimits<To>::min)) return IntLimits<To>::min;
    if (d >= ldexp(1.0, IntLimits<To>::digits)) return IntLimits<To>::max;
    return static_cast<To>(d);
  } else {
    return static_cast<To>(v);
  }
}

// Storing into bool keeps "value != 0" for floats too (NaN is true), which a
// float -> int -> bool chain would lose for values in (-1, 1).
template <typename ToStorage, typename Compute>
__device__ inline void store_converted(ToStorage* out, std::int64_t i, Compute v) {
  if constexpr (std::is_same_v<ToStorage, std::uint8_t>) {
    out[i] = v != Compute(0);
  } else {
    Element<ToStorage>::store(out, i, convert_value<typename Element<ToStorage>::Compute>(v));
  }
}

#define PMAPSIM_GRID_STRIDE(i, n)                                                                  \
  for (std::int64_t i = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x; i < (n); \
       i += static_cast<std::int64_t>(blockDim.x) * gridDim.x)

// --- arithmetic ----------------------------------------------------------------

__device__ inline float apply_unary(UnaryFn fn, float x) {
  switch (fn) {
    case UnaryFn::neg:
      return -x;
    case UnaryFn::abs:
      return fabsf(x);
    case UnaryFn::exp:
      return expf(x);
    case UnaryFn::log:
      return logf(x);
    case UnaryFn::tanh:
      return tanhf(x);
    case UnaryFn::sqrt:
      return sqrtf(x);
  }
  return x;
}
__device__ inline double apply_unary(UnaryFn fn, double x) {
  switch (fn) {
    case UnaryFn::neg:
      return -x;
    case UnaryFn::abs:
      return fabs(x);
    case UnaryFn::exp:
      return exp(x);
    case UnaryFn::log:
      return log(x);
    case UnaryFn::tanh:
      return tanh(x);
    case UnaryFn::sqrt:
      return sqrt(x);
  }
  return x;
}
// Only neg and abs are defined on integers (the op table's dtype rules); both
// wrap, computed in the unsigned type of the same width.
template <typename T>
__device__ inline std::enable_if_t<std::is_integral_v<T>, T> apply_unary(UnaryFn fn, T x) {
  using U = std::make_unsigned_t<T>;
  bool negative = false;
  if constexpr (std::is_signed_v<T>) negative = x < T(0);
  const bool negate = fn == UnaryFn::neg || (fn == UnaryFn::abs && negative);
  return negate ? static_cast<T>(U(0) - static_cast<U>(x)) : x;
}

// max/min propagate NaN, as XLA does.
__device__ inline float nan_max(float a, float b) {
  return a != a ? a : (b != b ? b : fmaxf(a, b));
}
__device__ inline float nan_min(float a, float b) {
  return a != a ? a : (b != b ? b : fminf(a, b));
}

__device__ inline float apply_binary(BinaryFn fn, float a, float b) {
  switch (fn) {
    case BinaryFn::add:
      return a + b;
    case BinaryFn::sub:
      return a - b;
    case BinaryFn::mul:
      return a * b;
    case BinaryFn::div:
      return a / b;
    case BinaryFn::max:
      return nan_max(a, b);
    case BinaryFn::min:
      return nan_min(a, b);
  }
  return a;
}
__device__ inline double nan_max(double a, double b) {
  return a != a ? a : (b != b ? b : fmax(a, b));
}
__device__ inline double nan_min(double a, double b) {
  return a != a ? a : (b != b ? b : fmin(a, b));
}
__device__ inline double apply_binary(BinaryFn fn, double a, double b) {
  switch (fn) {
    case BinaryFn::add:
      return a + b;
    case BinaryFn::sub:
      return a - b;
    case BinaryFn::mul:
      return a * b;
    case BinaryFn::div:
      return a / b;
    case BinaryFn::max:
      return nan_max(a, b);
    case BinaryFn::min:
      return nan_min(a, b);
  }
  return a;
}
// Integers wrap and divide as XLA's (pmapsim/semantics/arithmetic.hpp). Values
// of narrow dtypes arrive widened to 32 bits and are truncated on store, which
// gives the same wrapped result.
template <typename T>
__device__ inline std::enable_if_t<std::is_integral_v<T>, T> apply_binary(BinaryFn fn, T a, T b) {
  switch (fn) {
    case BinaryFn::add:
      return semantics::wrapping(OpCode::add, a, b);
    case BinaryFn::sub:
      return semantics::wrapping(OpCode::sub, a, b);
    case BinaryFn::mul:
      return semantics::wrapping(OpCode::mul, a, b);
    case BinaryFn::div:
      return semantics::integer_divide(a, b);
    case BinaryFn::max:
      return a > b ? a : b;
    case BinaryFn::min:
      return a < b ? a : b;
  }
  return a;
}

// The identity of a reduction whose result is stored as S. bool results
// combine 0/1 values, so their max starts from false (an empty bool max is
// false, as the reference's and XLA's "any"); integers start from the
// limits of their own dtype.
template <typename S>
__device__ inline typename Element<S>::Compute reduce_identity(ReduceFn fn) {
  using T = typename Element<S>::Compute;
  using N = typename Element<S>::Natural;
  if (fn == ReduceFn::sum) return T(0);
  if constexpr (std::is_same_v<S, std::uint8_t>) {
    return fn == ReduceFn::max ? 0 : 1;
  } else if constexpr (std::is_floating_point_v<T>) {
    return fn == ReduceFn::max ? T(-INFINITY) : T(INFINITY);
  } else {
    return fn == ReduceFn::max ? static_cast<T>(IntLimits<N>::min) : static_cast<T>(IntLimits<N>::max);
  }
}
template <typename T>
__device__ inline T apply_reduce(ReduceFn fn, T a, T b) {
  if constexpr (std::is_floating_point_v<T>) {
    return fn == ReduceFn::sum ? a + b : (fn == ReduceFn::max ? nan_max(a, b) : nan_min(a, b));
  } else {
    using U = std::make_unsigned_t<T>;
    if (fn == ReduceFn::sum) return static_cast<T>(static_cast<U>(a) + static_cast<U>(b));
    return fn == ReduceFn::max ? (a > b ? a : b) : (a < b ? a : b);
  }
}

// --- elementwise: K elements per thread and step -------------------------------

// K elements of T in one aligned load or store (16 bytes for the widest operand).
template <typename T, int K>
struct alignas(sizeof(T) * K) Pack {
  T v[K];
};

template <int K, typename T>
__device__ inline Pack<T, K> load_pack(const T* p, std::int64_t packet) {
  return reinterpret_cast<const Pack<T, K>*>(p)[packet];
}
template <int K, typename T>
__device__ inline void store_pack(T* p, std::int64_t packet, const Pack<T, K>& value) {
  reinterpret_cast<Pack<T, K>*>(p)[packet] = value;
}

// The tail (fewer than K elements past the last whole pack) goes to the first threads.
__device__ inline std::int64_t tail_index(std::int64_t n, int k) {
  const std::int64_t thread = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x;
  const std::int64_t first = n / k * k;
  return thread < n - first ? first + thread : -1;
}

template <int K, typename Out, typename In, typename F>
__global__ void map1_kernel(F f, const In* in, Out* out, std::int64_t n) {
  PMAPSIM_GRID_STRIDE(p, n / K) {
    const Pack<In, K> x = load_pack<K>(in, p);
    Pack<Out, K> y;
#pragma unroll
    for (int k = 0; k < K; ++k) y.v[k] = f(x.v[k]);
    store_pack<K>(out, p, y);
  }
  const std::int64_t t = tail_index(n, K);
  if (t >= 0) out[t] = f(in[t]);
}

template <int K, typename Out, typename In, typename F>
__global__ void map2_kernel(F f, const In* a, const In* b, Out* out, std::int64_t n) {
  PMAPSIM_GRID_STRIDE(p, n / K) {
    const Pack<In, K> x = load_pack<K>(a, p);
    const Pack<In, K> y = load_pack<K>(b, p);
    Pack<Out, K> z;
#pragma unroll
    for (int k = 0; k < K; ++k) z.v[k] = f(x.v[k], y.v[k]);
    store_pack<K>(out, p, z);
  }
  const std::int64_t t = tail_index(n, K);
  if (t >= 0) out[t] = f(a[t], b[t]);
}

template <int K, typename Bits>
__global__ void select_kernel(const std::uint8_t* predicate, const Bits* on_true, const Bits* on_false,
                              Bits* out, std::int64_t n) {
  PMAPSIM_GRID_STRIDE(p, n / K) {
    const Pack<std::uint8_t, K> c = load_pack<K>(predicate, p);
    const Pack<Bits, K> x = load_pack<K>(on_true, p);
    const Pack<Bits, K> y = load_pack<K>(on_false, p);
    Pack<Bits, K> z;
#pragma unroll
    for (int k = 0; k < K; ++k) z.v[k] = c.v[k] ? x.v[k] : y.v[k];
    store_pack<K>(out, p, z);
  }
  const std::int64_t t = tail_index(n, K);
  if (t >= 0) out[t] = predicate[t] ? on_true[t] : on_false[t];
}

template <int K, typename Bits>
__global__ void fill_kernel(Bits value, Bits* out, std::int64_t n) {
  Pack<Bits, K> packed;
#pragma unroll
  for (int k = 0; k < K; ++k) packed.v[k] = value;
  PMAPSIM_GRID_STRIDE(p, n / K) {
    store_pack<K>(out, p, packed);
  }
  const std::int64_t t = tail_index(n, K);
  if (t >= 0) out[t] = value;
}

template <typename S>
struct UnaryOp {
  UnaryFn fn;
  __device__ S operator()(S x) const { return from_compute<S>(apply_unary(fn, to_compute(x))); }
};
template <typename S>
struct BinaryOp {
  BinaryFn fn;
  __device__ S operator()(S a, S b) const {
    return from_compute<S>(apply_binary(fn, to_compute(a), to_compute(b)));
  }
};
template <typename S>
struct CompareOp {
  CompareDirection direction;
  __device__ std::uint8_t operator()(S a, S b) const {
    return semantics::compare(direction, to_compute(a), to_compute(b));
  }
};
// Storing into bool keeps "value != 0" for floats too (NaN is true).
template <typename From, typename To>
struct ConvertOp {
  __device__ To operator()(From x) const {
    const auto v = to_compute(x);
    if constexpr (std::is_same_v<To, std::uint8_t>) {
      return v != decltype(v)(0);
    } else {
      return Element<To>::from_natural(convert_value<typename Element<To>::Natural>(v));
    }
  }
};

__global__ void split_bf16_kernel(const float* in, Bf16Bits* hi, Bf16Bits* lo, std::int64_t n) {
  PMAPSIM_GRID_STRIDE(i, n) {
    const float x = in[i];
    const Bf16Bits high = semantics::f32_to_bf16_bits(x);
    hi[i] = high;
    lo[i] = semantics::f32_to_bf16_bits(x - semantics::bf16_bits_to_f32(high));
  }
}

template <typename S>
__global__ void iota_kernel(S* out, std::int64_t n, std::int64_t dim_size, std::int64_t inner) {
  PMAPSIM_GRID_STRIDE(i, n) {
    store_converted(out, i, (i / inner) % dim_size);  // int64: a dimension may pass 2^31
  }
}

// --- layout --------------------------------------------------------------------

// A cursor walk: one division per dim per thread, additions per element.
template <typename Bits>
__global__ void gather_kernel(GatherPlan plan, const Bits* in, Bits* out) {
  const std::int64_t step = static_cast<std::int64_t>(blockDim.x) * gridDim.x;
  const std::int64_t first = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x;
  if (first >= plan.elements) return;
  GatherCursor cursor;
  cursor.start(plan, first, step);
  while (cursor.index < plan.elements) {
    out[cursor.index] = in[cursor.offset];
    cursor.advance(plan, step);
  }
}

// 32x32 tiles through shared memory: reads coalesced along the input's fast
// dim (column_dim), writes along the output's last dim. 32 x 8 threads.
template <typename Bits>
__global__ void tiled_transpose_kernel(GatherPlan plan, TiledTranspose tiled, const Bits* in, Bits* out) {
  __shared__ Bits tile[kTransposeTile][kTransposeTile + 1];
  const int last = plan.rank - 1;
  const std::int64_t columns = plan.out_shape[tiled.column_dim];
  const std::int64_t rows = plan.out_shape[last];
  const std::int64_t row_stride = plan.in_strides[last];
  const std::int64_t tiles = tiled.batches * tiled.tiles_columns * tiled.tiles_rows;
  for (std::int64_t t = blockIdx.x; t < tiles; t += gridDim.x) {
    const TileOrigin origin = tile_origin(plan, tiled, t);
    const std::int64_t column = origin.column0 + threadIdx.x;
    for (int j = threadIdx.y; j < kTransposeTile; j += blockDim.y) {
      const std::int64_t row = origin.row0 + j;
      if (column < columns && row < rows)
        tile[j][threadIdx.x] = in[origin.in_base + column + row * row_stride];
    }
    __syncthreads();
    const std::int64_t row = origin.row0 + threadIdx.x;
    for (int j = threadIdx.y; j < kTransposeTile; j += blockDim.y) {
      const std::int64_t c = origin.column0 + j;
      if (c < columns && row < rows)
        out[origin.out_base + c * origin.out_column_stride + row] = tile[threadIdx.x][j];
    }
    __syncthreads();
  }
}

// --- reductions ----------------------------------------------------------------

// Loads an element of From as the accumulator of a To result.
template <typename From, typename To>
__device__ inline typename Element<To>::Compute load_acc(const From* p, std::int64_t i) {
  return convert_value<typename Element<To>::Compute>(Element<From>::load(p, i));
}

// Folds base[j] for j = first, first + step, ... < end into acc, in that
// order, with four loads in flight before they are applied: the loads are
// independent, the folding order is the plain loop's.
template <typename From, typename To>
__device__ inline typename Element<To>::Compute strided_fold(ReduceFn fn, typename Element<To>::Compute acc,
                                                             const From* base, std::int64_t first,
                                                             std::int64_t end, std::int64_t step) {
  using Acc = typename Element<To>::Compute;
  std::int64_t j = first;
  for (; j + 3 * step < end; j += 4 * step) {
    const Acc v0 = load_acc<From, To>(base, j);
    const Acc v1 = load_acc<From, To>(base, j + step);
    const Acc v2 = load_acc<From, To>(base, j + 2 * step);
    const Acc v3 = load_acc<From, To>(base, j + 3 * step);
    acc = apply_reduce(fn, apply_reduce(fn, apply_reduce(fn, apply_reduce(fn, acc, v0), v1), v2), v3);
  }
  for (; j < end; j += step) acc = apply_reduce(fn, acc, load_acc<From, To>(base, j));
  return acc;
}

// A warp's combination of its lanes' values in a fixed order; lane 0 holds
// the result.
template <typename Acc>
__device__ inline Acc warp_combine(ReduceFn fn, Acc acc) {
  for (int offset = 16; offset > 0; offset /= 2)
    acc = apply_reduce(fn, acc, __shfl_down_sync(0xffffffffu, acc, offset));
  return acc;
}

// Block-wide combination in a fixed order (deterministic): warps by shuffles,
// then warp 0 over the warps' results. Every thread must call it.
template <typename Acc>
__device__ inline Acc block_combine(ReduceFn fn, Acc acc) {
  __shared__ Acc warp_results[kReduceThreads / 32];
  acc = warp_combine(fn, acc);
  const unsigned warp = threadIdx.x / 32;
  if (threadIdx.x % 32 == 0) warp_results[warp] = acc;
  __syncthreads();
  if (warp == 0) {
    const unsigned warps = blockDim.x / 32;
    acc = threadIdx.x < warps ? warp_results[threadIdx.x] : warp_results[0];
    for (int offset = 16; offset > 0; offset /= 2) {
      const Acc other = __shfl_down_sync(0xffffffffu, acc, offset);
      if (threadIdx.x + offset < warps) acc = apply_reduce(fn, acc, other);
    }
  }
  __syncthreads();
  return acc;
}

// Result element `index` of a pass: the final value, or a partial (Acc).
template <typename To, typename Acc>
__device__ inline void store_result(To* out, Acc* partials, std::int64_t index, Acc acc) {
  if (partials != nullptr) {
    partials[index] = acc;
  } else {
    store_converted(out, index, acc);
  }
}

// One thread per row, for short rows where a block per row would idle.
template <typename From, typename To>
__global__ void reduce_rows_thread_kernel(ReduceFn fn, const From* in, To* out, std::int64_t outer,
                                          std::int64_t reduced) {
  using Acc = typename Element<To>::Compute;
  PMAPSIM_GRID_STRIDE(row, outer) {
    Acc acc = reduce_identity<To>(fn);
    for (std::int64_t j = 0; j < reduced; ++j)
      acc = apply_reduce(fn, acc, load_acc<From, To>(in, row * reduced + j));
    store_converted(out, row, acc);
  }
}

// A block per (row, split): its threads stride over the split's share of
// the row, then combine. With splits > 1 each block writes a partial
// [row][split] for the second pass.
template <typename From, typename To>
__global__ void reduce_rows_block_kernel(ReduceFn fn, const From* in, To* out,
                                         typename Element<To>::Compute* partials, std::int64_t outer,
                                         std::int64_t reduced, std::int64_t splits,
                                         std::int64_t split_length) {
  using Acc = typename Element<To>::Compute;
  for (std::int64_t item = blockIdx.x; item < outer * splits; item += gridDim.x) {
    const std::int64_t row = item / splits;
    const std::int64_t begin = item % splits * split_length;
    const std::int64_t end = begin + split_length < reduced ? begin + split_length : reduced;
    const From* base = in + row * reduced;
    Acc acc = strided_fold<From, To>(fn, reduce_identity<To>(fn), base, begin + threadIdx.x, end, blockDim.x);
    acc = block_combine(fn, acc);
    if (threadIdx.x == 0) store_result(out, splits > 1 ? partials : nullptr, item, acc);
  }
}

// A warp per row, for rows a warp reads in a few steps: no shared memory and
// no block-wide barrier per row.
template <typename From, typename To>
__global__ void reduce_rows_warp_kernel(ReduceFn fn, const From* in, To* out, std::int64_t outer,
                                        std::int64_t reduced) {
  const int lane = threadIdx.x % 32;
  const std::int64_t warps = static_cast<std::int64_t>(gridDim.x) * (blockDim.x / 32);
  for (std::int64_t row = blockIdx.x * static_cast<std::int64_t>(blockDim.x / 32) + threadIdx.x / 32;
       row < outer; row += warps) {
    auto acc = strided_fold<From, To>(fn, reduce_identity<To>(fn), in + row * reduced, lane, reduced, 32);
    acc = warp_combine(fn, acc);
    if (lane == 0) store_converted(out, row, acc);
  }
}

// A block per (outer, column tile, split) of [outer, reduced, inner]: lanes
// read adjacent columns (and, for narrow inner, adjacent rows) so every warp
// reads one contiguous run; the block then combines its rows per column in
// a fixed order. With splits > 1 it writes partials [outer][split][inner].
template <typename From, typename To>
__global__ void reduce_columns_kernel(ReduceFn fn, const From* in, To* out,
                                      typename Element<To>::Compute* partials, std::int64_t outer,
                                      std::int64_t reduced, std::int64_t inner, std::int64_t column_tiles,
                                      std::int64_t splits, std::int64_t split_length) {
  using Acc = typename Element<To>::Compute;
  __shared__ Acc sums[kReduceThreads];
  const ColumnLanes lanes = column_lanes(inner);
  const int lane = threadIdx.x % 32;
  const int warp = threadIdx.x / 32;
  const int lane_column = lane % lanes.columns;
  const int lane_row = lane / lanes.columns;
  const bool active = lane_row < lanes.row_lanes;
  const std::int64_t row_phase = static_cast<std::int64_t>(warp) * lanes.row_lanes + lane_row;
  const std::int64_t rows_per_pass = static_cast<std::int64_t>(blockDim.x / 32) * lanes.row_lanes;
  const std::int64_t items = outer * column_tiles * splits;
  for (std::int64_t item = blockIdx.x; item < items; item += gridDim.x) {
    const std::int64_t split = item % splits;
    const std::int64_t tile = item / splits % column_tiles;
    const std::int64_t o = item / (splits * column_tiles);
    const std::int64_t column = tile * lanes.columns + lane_column;
    const std::int64_t begin = split * split_length;
    const std::int64_t end = begin + split_length < reduced ? begin + split_length : reduced;
    Acc acc = reduce_identity<To>(fn);
    if (active && column < inner) {
      const From* base = in + o * reduced * inner + column;
      acc = strided_fold<From, To>(fn, acc, base, (begin + row_phase) * inner, end * inner,
                                   rows_per_pass * inner);
    }
    sums[threadIdx.x] = acc;
    __syncthreads();
    if (threadIdx.x < static_cast<unsigned>(lanes.columns)) {
      const std::int64_t my_column = tile * lanes.columns + threadIdx.x;
      Acc total = reduce_identity<To>(fn);
      for (unsigned w = 0; w < blockDim.x / 32; ++w) {
        for (int r = 0; r < lanes.row_lanes; ++r)
          total = apply_reduce(fn, total, sums[w * 32 + r * lanes.columns + threadIdx.x]);
      }
      if (my_column < inner) {
        const std::int64_t index =
            (o * (splits > 1 ? splits : 1) + (splits > 1 ? split : 0)) * inner + my_column;
        store_result(out, splits > 1 ? partials : nullptr, index, total);
      }
    }
    __syncthreads();
  }
}

// --- collectives on one GPU ----------------------------------------------------

// blockIdx.y is the output (member) r; x walks its elements with a cursor.
template <typename From, typename To>
__global__ void member_reduce_kernel(ReduceFn fn, MemberGather gather, PointerTable inputs,
                                     OutputTable outputs, std::int64_t n, float divisor) {
  using Acc = typename Element<To>::Compute;
  const std::int64_t step = static_cast<std::int64_t>(blockDim.x) * gridDim.x;
  const std::int64_t first = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x;
  if (first >= n) return;
  To* out = static_cast<To*>(outputs.pointers[blockIdx.y]);
  const std::int64_t base = blockIdx.y * gather.rank_offset;
  GatherCursor cursor;
  cursor.start(gather.plan, first, step);
  while (cursor.index < n) {
    const std::int64_t at = base + cursor.offset;
    Acc acc = load_acc<From, To>(static_cast<const From*>(inputs.pointers[0]), at);
    for (int m = 1; m < inputs.count; ++m)
      acc = apply_reduce(fn, acc, load_acc<From, To>(static_cast<const From*>(inputs.pointers[m]), at));
    if (divisor != 1.0f) {
      using Real = std::conditional_t<std::is_same_v<Acc, double>, double, float>;
      store_converted(out, cursor.index, static_cast<Real>(acc) / static_cast<Real>(divisor));
    } else {
      store_converted(out, cursor.index, acc);
    }
    cursor.advance(gather.plan, step);
  }
}

template <typename Bits>
__global__ void member_gather_kernel(MemberGather gather, PointerTable inputs, OutputTable outputs,
                                     std::int64_t n) {
  const std::int64_t step = static_cast<std::int64_t>(blockDim.x) * gridDim.x;
  const std::int64_t first = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x;
  if (first >= n) return;
  Bits* out = static_cast<Bits*>(outputs.pointers[blockIdx.y]);
  const std::int64_t base = blockIdx.y * gather.rank_offset;
  GatherCursor cursor;
  cursor.start(gather.plan, first, step);
  while (cursor.index < n) {
    const int member = gather.select_dim >= 0 ? static_cast<int>(cursor.coordinate_at(gather.select_dim)) : 0;
    out[cursor.index] = static_cast<const Bits*>(inputs.pointers[member])[base + cursor.offset];
    cursor.advance(gather.plan, step);
  }
}

// An integer GEMM in 16x16 tiles of the output, each block staging a 16-deep slice of lhs's rows
// and rhs's columns in shared memory, so each operand element is read from memory once per tile
// instead of once per output element. The reference's int64 accumulation, wrapping (as unsigned)
// to the result's width: integer sums are exact in any order, so the tiling keeps its bits.
constexpr int kIntegerGemmTile = 16;

template <typename S, typename To>
__global__ void integer_gemm_kernel(GemmPlan plan, const S* lhs, const S* rhs, To* out) {
  __shared__ std::int64_t lhs_tile[kIntegerGemmTile][kIntegerGemmTile];
  __shared__ std::int64_t rhs_tile[kIntegerGemmTile][kIntegerGemmTile];
  const int tx = static_cast<int>(threadIdx.x), ty = static_cast<int>(threadIdx.y);
  const std::int64_t row = static_cast<std::int64_t>(blockIdx.y) * kIntegerGemmTile + ty;
  const std::int64_t col = static_cast<std::int64_t>(blockIdx.x) * kIntegerGemmTile + tx;
  for (std::int64_t b = blockIdx.z; b < plan.batch; b += gridDim.z) {
    const S* lhs_batch = lhs + b * plan.m * plan.k;
    const S* rhs_batch = rhs + b * plan.k * plan.n;
    std::uint64_t acc = 0;
    for (std::int64_t depth = 0; depth < plan.k; depth += kIntegerGemmTile) {
      // Every thread of the block stages one element of each tile (zero past the edges).
      const std::int64_t lhs_depth = depth + tx, rhs_depth = depth + ty;
      lhs_tile[ty][tx] =
          row < plan.m && lhs_depth < plan.k
              ? static_cast<std::int64_t>(Element<S>::load(lhs_batch, plan.lhs_offset(row, lhs_depth)))
              : 0;
      rhs_tile[ty][tx] =
          rhs_depth < plan.k && col < plan.n
              ? static_cast<std::int64_t>(Element<S>::load(rhs_batch, plan.rhs_offset(rhs_depth, col)))
              : 0;
      __syncthreads();
      for (int d = 0; d < kIntegerGemmTile; ++d)
        acc += static_cast<std::uint64_t>(lhs_tile[ty][d]) * static_cast<std::uint64_t>(rhs_tile[d][tx]);
      __syncthreads();  // the tiles are rewritten next
    }
    if (row < plan.m && col < plan.n)
      Element<To>::store(out, (b * plan.m + row) * plan.n + col,
                         static_cast<typename Element<To>::Compute>(acc));
  }
}

// --- dtype dispatch ------------------------------------------------------------

template <typename F>
cudaError_t with_storage(DType dtype, F&& body) {
  switch (dtype) {
    case DType::f32:
      return body(float{});
    case DType::bf16:
      return body(Bf16Bits{});
    case DType::s32:
      return body(std::int32_t{});
    case DType::boolean:
      return body(std::uint8_t{});
    case DType::f16:
      return body(F16Bits{});
    case DType::f64:
      return body(double{});
    case DType::s8:
      return body(std::int8_t{});
    case DType::s16:
      return body(std::int16_t{});
    case DType::s64:
      return body(std::int64_t{});
    case DType::u8:
      return body(U8{});
    case DType::u16:
      return body(U16{});
    case DType::u32:
      return body(std::uint32_t{});
    case DType::u64:
      return body(std::uint64_t{});
    case DType::c64:
    case DType::c128:
      return cudaErrorInvalidValue;  // complex.cu has the complex kernels
  }
  return cudaErrorInvalidValue;
}

template <typename F>
cudaError_t with_bits(std::size_t element_bytes, F&& body) {
  switch (element_bytes) {
    case 1:
      return body(std::uint8_t{});
    case 2:
      return body(std::uint16_t{});
    case 4:
      return body(std::uint32_t{});
    case 8:
      return body(std::uint64_t{});
    case 16:
      return body(Bits16{});
    default:
      return cudaErrorInvalidValue;
  }
}

cudaError_t launched() {
  return cudaGetLastError();
}

// Elements per thread for operands whose widest type is T.
template <typename T>
constexpr int kVector = 16 / sizeof(T) > 0 ? static_cast<int>(16 / sizeof(T)) : 1;

// True when every pointer is aligned to `elements` of its own type.
template <typename... T>
bool packs_aligned(int elements, const T*... pointers) {
  return (
      (reinterpret_cast<std::uintptr_t>(pointers) % (sizeof(T) * static_cast<std::size_t>(elements)) == 0) &&
      ...);
}

// The most adjacent elements one access of at most 16 bytes can move with
// every pointer aligned to it (1 when none is wider than an element).
std::int64_t widest_factor(std::size_t element_bytes, const std::vector<const void*>& pointers) {
  if (element_bytes == 0 || element_bytes >= 16) return 1;
  std::int64_t factor = static_cast<std::int64_t>(16 / element_bytes);
  for (const void* pointer : pointers) {
    while (factor > 1 && reinterpret_cast<std::uintptr_t>(pointer) % (element_bytes * factor) != 0)
      factor /= 2;
  }
  return factor;
}

LaunchPlan packet_launch(std::int64_t elements, int k, const Launch& launch) {
  return plan_grid_stride_launch((elements + k - 1) / k, launch.sm_count);
}

template <typename Out, typename In, typename F>
cudaError_t map1(F f, const In* in, Out* out, std::int64_t n, const Launch& launch) {
  constexpr int K = kVector<std::conditional_t<(sizeof(In) > sizeof(Out)), In, Out>>;
  if (packs_aligned(K, in, static_cast<const Out*>(out))) {
    const LaunchPlan plan = packet_launch(n, K, launch);
    map1_kernel<K><<<plan.blocks, plan.threads, 0, launch.stream>>>(f, in, out, n);
  } else {
    const LaunchPlan plan = packet_launch(n, 1, launch);
    map1_kernel<1><<<plan.blocks, plan.threads, 0, launch.stream>>>(f, in, out, n);
  }
  return launched();
}

template <typename Out, typename In, typename F>
cudaError_t map2(F f, const In* a, const In* b, Out* out, std::int64_t n, const Launch& launch) {
  constexpr int K = kVector<std::conditional_t<(sizeof(In) > sizeof(Out)), In, Out>>;
  if (packs_aligned(K, a, b, static_cast<const Out*>(out))) {
    const LaunchPlan plan = packet_launch(n, K, launch);
    map2_kernel<K><<<plan.blocks, plan.threads, 0, launch.stream>>>(f, a, b, out, n);
  } else {
    const LaunchPlan plan = packet_launch(n, 1, launch);
    map2_kernel<1><<<plan.blocks, plan.threads, 0, launch.stream>>>(f, a, b, out, n);
  }
  return launched();
}

// A second pass over [outer, splits, inner] partials (accumulators) when the
// first pass split the reduced run.
template <typename To>
cudaError_t launch_combine_partials(ReduceFn fn, const typename Element<To>::Compute* partials, To* out,
                                    std::int64_t outer, std::int64_t splits, std::int64_t inner,
                                    const Launch& launch) {
  using Acc = typename Element<To>::Compute;
  const ReduceLaunch plan = plan_reduce_launch(outer, splits, inner, launch.sm_count, false);
  switch (plan.kernel) {
    case ReduceKernel::rows_per_thread:
      reduce_rows_thread_kernel<Acc, To>
          <<<plan.launch.blocks, plan.launch.threads, 0, launch.stream>>>(fn, partials, out, outer, splits);
      break;
    case ReduceKernel::rows_per_warp:
      reduce_rows_warp_kernel<Acc, To>
          <<<plan.launch.blocks, plan.launch.threads, 0, launch.stream>>>(fn, partials, out, outer, splits);
      break;
    case ReduceKernel::rows_per_block:
      reduce_rows_block_kernel<Acc, To><<<plan.launch.blocks, plan.launch.threads, 0, launch.stream>>>(
          fn, partials, out, nullptr, outer, splits, 1, plan.split_length);
      break;
    case ReduceKernel::columns:
      reduce_columns_kernel<Acc, To><<<plan.launch.blocks, plan.launch.threads, 0, launch.stream>>>(
          fn, partials, out, nullptr, outer, splits, inner, plan.column_tiles, 1, plan.split_length);
      break;
  }
  return launched();
}

// A gather kernel over the plan as it is (no tiles).
cudaError_t launch_plain_gather(const GatherPlan& plan, std::size_t element_bytes, const void* in, void* out,
                                const Launch& launch) {
  return with_bits(element_bytes, [&](auto tag) {
    using Bits = decltype(tag);
    const LaunchPlan grid = plan_grid_stride_launch(plan.elements, launch.sm_count);
    gather_kernel<Bits><<<grid.blocks, grid.threads, 0, launch.stream>>>(plan, static_cast<const Bits*>(in),
                                                                         static_cast<Bits*>(out));
    return launched();
  });
}

}  // namespace

cudaError_t launch_unary(UnaryFn fn, DType dtype, const void* in, void* out, std::int64_t elements,
                         const Launch& launch) {
  return with_storage(dtype, [&](auto tag) {
    using S = decltype(tag);
    return map1(UnaryOp<S>{fn}, static_cast<const S*>(in), static_cast<S*>(out), elements, launch);
  });
}

cudaError_t launch_binary(BinaryFn fn, DType dtype, const void* a, const void* b, void* out,
                          std::int64_t elements, const Launch& launch) {
  return with_storage(dtype, [&](auto tag) {
    using S = decltype(tag);
    return map2(BinaryOp<S>{fn}, static_cast<const S*>(a), static_cast<const S*>(b), static_cast<S*>(out),
                elements, launch);
  });
}

cudaError_t launch_compare(CompareDirection direction, DType dtype, const void* a, const void* b, void* out,
                           std::int64_t elements, const Launch& launch) {
  return with_storage(dtype, [&](auto tag) {
    using S = decltype(tag);
    return map2(CompareOp<S>{direction}, static_cast<const S*>(a), static_cast<const S*>(b),
                static_cast<std::uint8_t*>(out), elements, launch);
  });
}

cudaError_t launch_select(DType dtype, const void* predicate, const void* on_true, const void* on_false,
                          void* out, std::int64_t elements, const Launch& launch) {
  return with_bits(dtype_size(dtype), [&](auto tag) {
    using Bits = decltype(tag);
    constexpr int K = kVector<Bits>;
    const auto* c = static_cast<const std::uint8_t*>(predicate);
    const auto* x = static_cast<const Bits*>(on_true);
    const auto* y = static_cast<const Bits*>(on_false);
    auto* z = static_cast<Bits*>(out);
    if (packs_aligned(K, c, x, y, static_cast<const Bits*>(z))) {
      const LaunchPlan plan = packet_launch(elements, K, launch);
      select_kernel<K><<<plan.blocks, plan.threads, 0, launch.stream>>>(c, x, y, z, elements);
    } else {
      const LaunchPlan plan = packet_launch(elements, 1, launch);
      select_kernel<1><<<plan.blocks, plan.threads, 0, launch.stream>>>(c, x, y, z, elements);
    }
    return launched();
  });
}

cudaError_t launch_convert(DType from, DType to, const void* in, void* out, std::int64_t elements,
                           const Launch& launch) {
  return with_storage(from, [&](auto from_tag) {
    using From = decltype(from_tag);
    return with_storage(to, [&](auto to_tag) {
      using To = decltype(to_tag);
      return map1(ConvertOp<From, To>{}, static_cast<const From*>(in), static_cast<To*>(out), elements,
                  launch);
    });
  });
}

cudaError_t launch_split_bf16(const void* in, void* hi, void* lo, std::int64_t elements,
                              const Launch& launch) {
  const LaunchPlan plan = plan_grid_stride_launch(elements, launch.sm_count);
  split_bf16_kernel<<<plan.blocks, plan.threads, 0, launch.stream>>>(
      static_cast<const float*>(in), static_cast<Bf16Bits*>(hi), static_cast<Bf16Bits*>(lo), elements);
  return launched();
}

cudaError_t launch_gather(const GatherPlan& plan, std::size_t element_bytes, const void* in, void* out,
                          const Launch& launch) {
  const TiledTranspose tiled = plan_tiled_transpose(plan);
  return with_bits(element_bytes, [&](auto tag) -> cudaError_t {
    using Bits = decltype(tag);
    if (tiled.use) {
      const std::int64_t tiles = tiled.batches * tiled.tiles_columns * tiled.tiles_rows;
      const auto blocks = static_cast<unsigned>(
          std::min<std::int64_t>(tiles, std::int64_t{16} * std::max(1, launch.sm_count)));
      tiled_transpose_kernel<Bits><<<blocks, dim3(kTransposeTile, 8), 0, launch.stream>>>(
          plan, tiled, static_cast<const Bits*>(in), static_cast<Bits*>(out));
      return launched();
    }
    const WideGather wide = widen_gather(plan, widest_factor(element_bytes, {in, out}));
    if (wide.factor > 1) return launch_plain_gather(wide.plan, element_bytes * wide.factor, in, out, launch);
    return launch_plain_gather(plan, element_bytes, in, out, launch);
  });
}

cudaError_t launch_fill(std::size_t element_bytes, std::uint64_t element, void* out, std::int64_t elements,
                        const Launch& launch) {
  return with_bits(element_bytes, [&](auto tag) -> cudaError_t {
    using Bits = decltype(tag);
    if constexpr (sizeof(Bits) > sizeof(element)) {
      return cudaErrorInvalidValue;  // a 16-byte element is not one 64-bit word: callers copy it from the
                                     // host
    } else {
      constexpr int K = kVector<Bits>;
      auto* z = static_cast<Bits*>(out);
      if (packs_aligned(K, static_cast<const Bits*>(z))) {
        const LaunchPlan plan = packet_launch(elements, K, launch);
        fill_kernel<K>
            <<<plan.blocks, plan.threads, 0, launch.stream>>>(static_cast<Bits>(element), z, elements);
      } else {
        const LaunchPlan plan = packet_launch(elements, 1, launch);
        fill_kernel<1>
            <<<plan.blocks, plan.threads, 0, launch.stream>>>(static_cast<Bits>(element), z, elements);
      }
      return launched();
    }
  });
}

cudaError_t launch_iota(DType dtype, void* out, std::int64_t elements, std::int64_t dim_size,
                        std::int64_t inner, const Launch& launch) {
  return with_storage(dtype, [&](auto tag) {
    using S = decltype(tag);
    const LaunchPlan plan = plan_grid_stride_launch(elements, launch.sm_count);
    iota_kernel<S>
        <<<plan.blocks, plan.threads, 0, launch.stream>>>(static_cast<S*>(out), elements, dim_size, inner);
    return launched();
  });
}

cudaError_t launch_reduce(ReduceFn fn, DType dtype, const void* in, void* out, void* partials,
                          std::int64_t outer, std::int64_t reduced, std::int64_t inner,
                          const ReduceLaunch& plan, const Launch& launch) {
  return with_storage(dtype, [&](auto tag) {
    using S = decltype(tag);
    using Acc = typename Element<S>::Compute;
    const auto* source = static_cast<const S*>(in);
    auto* result = static_cast<S*>(out);
    auto* partial = plan.splits > 1 ? static_cast<Acc*>(partials) : nullptr;
    const unsigned blocks = plan.launch.blocks;
    const unsigned threads = plan.launch.threads;
    switch (plan.kernel) {
      case ReduceKernel::rows_per_thread:
        reduce_rows_thread_kernel<S, S>
            <<<blocks, threads, 0, launch.stream>>>(fn, source, result, outer, reduced);
        return launched();
      case ReduceKernel::rows_per_warp:
        reduce_rows_warp_kernel<S, S>
            <<<blocks, threads, 0, launch.stream>>>(fn, source, result, outer, reduced);
        return launched();
      case ReduceKernel::rows_per_block:
        reduce_rows_block_kernel<S, S><<<blocks, threads, 0, launch.stream>>>(
            fn, source, result, partial, outer, reduced, plan.splits, plan.split_length);
        break;
      case ReduceKernel::columns:
        reduce_columns_kernel<S, S><<<blocks, threads, 0, launch.stream>>>(fn, source, result, partial, outer,
                                                                           reduced, inner, plan.column_tiles,
                                                                           plan.splits, plan.split_length);
        break;
    }
    const cudaError_t first = launched();
    if (first != cudaSuccess || plan.splits == 1) return first;
    return launch_combine_partials<S>(fn, partial, result, outer, plan.splits, inner, launch);
  });
}

cudaError_t launch_member_reduce(ReduceFn fn, DType from, DType to, const MemberGather& gather,
                                 const PointerTable& inputs, const OutputTable& outputs,
                                 std::int64_t elements, double divisor, const Launch& launch) {
  const LaunchPlan plan = plan_grid_stride_launch(elements, launch.sm_count);
  const dim3 grid(plan.blocks, static_cast<unsigned>(outputs.count));
  return with_storage(from, [&](auto from_tag) {
    using From = decltype(from_tag);
    return with_storage(to, [&](auto to_tag) {
      using To = decltype(to_tag);
      member_reduce_kernel<From, To><<<grid, plan.threads, 0, launch.stream>>>(
          fn, gather, inputs, outputs, elements, static_cast<float>(divisor));
      return launched();
    });
  });
}

cudaError_t launch_member_gather(const MemberGather& gather, std::size_t element_bytes,
                                 const PointerTable& inputs, const OutputTable& outputs,
                                 std::int64_t elements, const Launch& launch) {
  std::vector<const void*> pointers(inputs.pointers, inputs.pointers + inputs.count);
  pointers.insert(pointers.end(), outputs.pointers, outputs.pointers + outputs.count);
  WideMemberGather wide = widen_member_gather(gather, widest_factor(element_bytes, pointers));
  if (elements % wide.factor != 0) wide = WideMemberGather{gather, 1};
  const std::int64_t moved = elements / wide.factor;
  const LaunchPlan plan = plan_grid_stride_launch(moved, launch.sm_count);
  const dim3 grid(plan.blocks, static_cast<unsigned>(outputs.count));
  return with_bits(element_bytes * static_cast<std::size_t>(wide.factor), [&](auto tag) {
    using Bits = decltype(tag);
    member_gather_kernel<Bits><<<grid, plan.threads, 0, launch.stream>>>(wide.gather, inputs, outputs, moved);
    return launched();
  });
}

cudaError_t launch_integer_gemm(const GemmPlan& plan, DType operand_dtype, DType result_dtype,
                                const void* lhs, const void* rhs, void* out, const Launch& launch) {
  const auto tiles = [](std::int64_t extent) {
    return static_cast<unsigned>((extent + kIntegerGemmTile - 1) / kIntegerGemmTile);
  };
  if (tiles(plan.m) > 65535u) return cudaErrorInvalidConfiguration;  // gridDim.y's limit
  const dim3 blocks(tiles(plan.n), tiles(plan.m),
                    static_cast<unsigned>(std::min<std::int64_t>(plan.batch, 65535)));
  const dim3 threads(kIntegerGemmTile, kIntegerGemmTile);
  return with_storage(operand_dtype, [&](auto operand_tag) {
    using S = decltype(operand_tag);
    if constexpr (!std::is_integral_v<typename Element<S>::Compute> || std::is_same_v<S, std::uint8_t>) {
      return cudaErrorInvalidValue;  // floats go through cuBLAS; bool has no dot
    } else {
      return with_storage(result_dtype, [&](auto result_tag) -> cudaError_t {
        using To = decltype(result_tag);
        if constexpr (!std::is_integral_v<typename Element<To>::Compute> ||
                      std::is_same_v<To, std::uint8_t>) {
          return cudaErrorInvalidValue;  // an integer dot has an integer result
        } else {
          integer_gemm_kernel<S, To><<<blocks, threads, 0, launch.stream>>>(
              plan, static_cast<const S*>(lhs), static_cast<const S*>(rhs), static_cast<To*>(out));
          return launched();
        }
      });
    }
  });
}

}  // namespace pmapsim::cuda

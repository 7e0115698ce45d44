// The elementwise math and bitwise ops on the GPU (elementwise_math.hpp):
// one grid-stride kernel per arity, the op chosen per element by a switch
// (the op is uniform across a launch, so the branch never diverges). The real
// math and the integer ops are the reference's own:
// pmapsim/semantics/real_math.hpp and integer_math.hpp, compiled for the device.
#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

#include "elementwise_math.hpp"
#include "pmapsim/semantics/float_storage.hpp"
#include "pmapsim/semantics/integer_math.hpp"
#include "pmapsim/semantics/real_math.hpp"

namespace pmapsim::cuda {
namespace {

using Bf16Bits = std::uint16_t;

// Float storage <-> double, rounding once (bf16 and f16 through f32, as the
// reference). One struct per floating dtype: bf16 and f16 share a storage type.
struct F32Io {
  using S = float;
  __device__ static double load(float v) { return v; }
  __device__ static float store(double v) { return static_cast<float>(v); }
};
struct F64Io {
  using S = double;
  __device__ static double load(double v) { return v; }
  __device__ static double store(double v) { return v; }
};
struct Bf16Io {
  using S = Bf16Bits;
  __device__ static double load(Bf16Bits v) { return semantics::bf16_bits_to_f32(v); }
  __device__ static Bf16Bits store(double v) { return semantics::f32_to_bf16_bits(static_cast<float>(v)); }
};
struct F16Io {
  using S = std::uint16_t;
  __device__ static double load(std::uint16_t v) { return semantics::f16_bits_to_f32(v); }
  __device__ static std::uint16_t store(double v) {
    return semantics::f32_to_f16_bits(static_cast<float>(v));
  }
};

// --- per-element functors over storage types ------------------------------------

template <typename Io>
struct RealUnary {
  OpCode op;
  __device__ typename Io::S operator()(typename Io::S x) const {
    return Io::store(semantics::real_unary(op, Io::load(x)));
  }
};
template <typename Io>
struct IsFinite {
  __device__ std::uint8_t operator()(typename Io::S x) const { return isfinite(Io::load(x)) ? 1 : 0; }
};
template <typename Io>
struct RealBinary {
  OpCode op;
  __device__ typename Io::S operator()(typename Io::S a, typename Io::S b) const {
    return Io::store(semantics::real_binary(op, Io::load(a), Io::load(b)));
  }
};
template <typename T>
struct IntegerUnary {
  OpCode op;
  __device__ T operator()(T x) const { return semantics::integer_unary(op, x); }
};
template <typename T>
struct IntegerBinary {
  OpCode op;
  __device__ T operator()(T a, T b) const { return semantics::integer_binary(op, a, b); }
};
// Bool (0/1 bytes): not is logical, and/or/xor keep 0/1.
struct BoolUnary {
  __device__ std::uint8_t operator()(std::uint8_t x) const { return semantics::logical_not(x); }
};
struct BoolBinary {
  OpCode op;
  __device__ std::uint8_t operator()(std::uint8_t a, std::uint8_t b) const {
    return semantics::logical_binary(op, a, b);
  }
};

// XLA's clamp: min(max(x, lo), hi), NaN in any operand gives NaN.
template <typename Io>
struct RealClamp {
  __device__ typename Io::S operator()(typename Io::S lo, typename Io::S x, typename Io::S hi) const {
    const double l = Io::load(lo), v = Io::load(x), h = Io::load(hi);
    if (l != l || v != v || h != h) return Io::store(__longlong_as_double(0x7ff8000000000000LL));
    const double raised = v < l ? l : v;
    return Io::store(raised > h ? h : raised);
  }
};
template <typename T>
struct IntegerClamp {
  __device__ T operator()(T lo, T x, T hi) const {
    const T raised = x < lo ? lo : x;
    return raised > hi ? hi : raised;
  }
};

#define PMAPSIM_MATH_GRID_STRIDE(i, n)                                                             \
  for (std::int64_t i = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x; i < (n); \
       i += static_cast<std::int64_t>(blockDim.x) * gridDim.x)

template <typename In, typename Out, typename F>
__global__ void map1_kernel(F f, const In* in, Out* out, std::int64_t n) {
  PMAPSIM_MATH_GRID_STRIDE(i, n) out[i] = f(in[i]);
}
template <typename In, typename F>
__global__ void map2_kernel(F f, const In* a, const In* b, In* out, std::int64_t n) {
  PMAPSIM_MATH_GRID_STRIDE(i, n) out[i] = f(a[i], b[i]);
}
template <typename S, typename F>
__global__ void clamp_kernel(F f, const S* lo, std::int64_t lo_step, const S* x, const S* hi,
                             std::int64_t hi_step, S* out, std::int64_t n) {
  PMAPSIM_MATH_GRID_STRIDE(i, n) out[i] = f(lo[i * lo_step], x[i], hi[i * hi_step]);
}

template <typename In, typename Out, typename F>
cudaError_t map1(F f, const void* in, void* out, std::int64_t n, const Launch& launch) {
  const LaunchPlan plan = plan_grid_stride_launch(n, launch.sm_count);
  map1_kernel<<<plan.blocks, plan.threads, 0, launch.stream>>>(f, static_cast<const In*>(in),
                                                               static_cast<Out*>(out), n);
  return cudaGetLastError();
}
template <typename In, typename F>
cudaError_t map2(F f, const void* a, const void* b, void* out, std::int64_t n, const Launch& launch) {
  const LaunchPlan plan = plan_grid_stride_launch(n, launch.sm_count);
  map2_kernel<<<plan.blocks, plan.threads, 0, launch.stream>>>(
      f, static_cast<const In*>(a), static_cast<const In*>(b), static_cast<In*>(out), n);
  return cudaGetLastError();
}

// Calls body(Io{}) for a floating dtype, body(T{}) with T the storage of an
// integer dtype (bool included, as std::uint8_t) otherwise.
template <typename FloatBody, typename IntegerBody>
cudaError_t with_dtype(DType dtype, FloatBody&& on_float, IntegerBody&& on_integer) {
  switch (dtype) {
    case DType::f32:
      return on_float(F32Io{});
    case DType::f64:
      return on_float(F64Io{});
    case DType::bf16:
      return on_float(Bf16Io{});
    case DType::f16:
      return on_float(F16Io{});
    case DType::s8:
      return on_integer(std::int8_t{});
    case DType::s16:
      return on_integer(std::int16_t{});
    case DType::s32:
      return on_integer(std::int32_t{});
    case DType::s64:
      return on_integer(std::int64_t{});
    case DType::u8:
      return on_integer(std::uint8_t{});
    case DType::u16:
      return on_integer(std::uint16_t{});
    case DType::u32:
      return on_integer(std::uint32_t{});
    case DType::u64:
      return on_integer(std::uint64_t{});
    case DType::boolean:
      return cudaErrorInvalidValue;  // handled by the callers
    case DType::c64:
    case DType::c128:
      return cudaErrorInvalidValue;  // complex.cu has the complex forms; the others are refused
  }
  return cudaErrorInvalidValue;
}

}  // namespace

cudaError_t launch_math_unary(OpCode op, DType dtype, const void* in, void* out, std::int64_t elements,
                              const Launch& launch) {
  if (dtype == DType::boolean)
    return map1<std::uint8_t, std::uint8_t>(BoolUnary{}, in, out, elements, launch);
  return with_dtype(
      dtype,
      [&](auto io) {
        using Io = decltype(io);
        using S = typename Io::S;
        if (op == OpCode::is_finite) return map1<S, std::uint8_t>(IsFinite<Io>{}, in, out, elements, launch);
        return map1<S, S>(RealUnary<Io>{op}, in, out, elements, launch);
      },
      [&](auto tag) {
        using T = decltype(tag);
        return map1<T, T>(IntegerUnary<T>{op}, in, out, elements, launch);
      });
}

cudaError_t launch_math_binary(OpCode op, DType dtype, const void* a, const void* b, void* out,
                               std::int64_t elements, const Launch& launch) {
  if (dtype == DType::boolean) return map2<std::uint8_t>(BoolBinary{op}, a, b, out, elements, launch);
  return with_dtype(
      dtype,
      [&](auto io) {
        using Io = decltype(io);
        return map2<typename Io::S>(RealBinary<Io>{op}, a, b, out, elements, launch);
      },
      [&](auto tag) {
        using T = decltype(tag);
        return map2<T>(IntegerBinary<T>{op}, a, b, out, elements, launch);
      });
}

cudaError_t launch_clamp(DType dtype, const void* lo, bool lo_scalar, const void* x, const void* hi,
                         bool hi_scalar, void* out, std::int64_t elements, const Launch& launch) {
  const LaunchPlan plan = plan_grid_stride_launch(elements, launch.sm_count);
  const std::int64_t lo_step = lo_scalar ? 0 : 1;
  const std::int64_t hi_step = hi_scalar ? 0 : 1;
  const auto run = [&](auto f, auto tag) {
    using S = decltype(tag);
    clamp_kernel<S><<<plan.blocks, plan.threads, 0, launch.stream>>>(
        f, static_cast<const S*>(lo), lo_step, static_cast<const S*>(x), static_cast<const S*>(hi), hi_step,
        static_cast<S*>(out), elements);
    return cudaGetLastError();
  };
  return with_dtype(
      dtype,
      [&](auto io) {
        using Io = decltype(io);
        return run(RealClamp<Io>{}, typename Io::S{});
      },
      [&](auto tag) {
        using T = decltype(tag);
        return run(IntegerClamp<T>{}, T{});
      });
}

}  // namespace pmapsim::cuda

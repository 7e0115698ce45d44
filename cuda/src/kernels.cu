// The project's own CUDA kernels: elementwise, layout, reductions, group
// reductions for collectives, and an integer GEMM. All memory-bound kernels
// use grid-stride loops sized by plan_grid_stride_launch.
#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

#include "kernels.hpp"

namespace pmapsim::cuda {
namespace {

using Bf16Bits = std::uint16_t;

// --- element access ------------------------------------------------------------

// The same bit manipulation as pmapsim::f32_to_bf16_bits, so bf16 results
// equal the reference's bit for bit (NaN included).
__device__ inline Bf16Bits float_to_bf16(float value) {
  const std::uint32_t bits = __float_as_uint(value);
  if ((bits & 0x7f800000u) == 0x7f800000u && (bits & 0x007fffffu) != 0) {
    return static_cast<Bf16Bits>((bits >> 16) | 0x0040u);
  }
  const std::uint32_t rounding_bias = 0x7fffu + ((bits >> 16) & 1u);
  return static_cast<Bf16Bits>((bits + rounding_bias) >> 16);
}
__device__ inline float bf16_to_float(Bf16Bits bits) {
  return __uint_as_float(static_cast<std::uint32_t>(bits) << 16);
}

// Storage type -> how it computes. Floats (f32, bf16) compute in float,
// integers (s32, bool) in int32.
template <typename Storage>
struct Element;

template <>
struct Element<float> {
  using Compute = float;
  __device__ static float load(const float* p, std::int64_t i) { return p[i]; }
  __device__ static void store(float* p, std::int64_t i, float v) { p[i] = v; }
};
template <>
struct Element<Bf16Bits> {
  using Compute = float;
  __device__ static float load(const Bf16Bits* p, std::int64_t i) { return bf16_to_float(p[i]); }
  __device__ static void store(Bf16Bits* p, std::int64_t i, float v) { p[i] = float_to_bf16(v); }
};
template <>
struct Element<std::int32_t> {
  using Compute = std::int32_t;
  __device__ static std::int32_t load(const std::int32_t* p, std::int64_t i) { return p[i]; }
  __device__ static void store(std::int32_t* p, std::int64_t i, std::int32_t v) { p[i] = v; }
};
template <>
struct Element<std::uint8_t> {
  using Compute = std::int32_t;
  __device__ static std::int32_t load(const std::uint8_t* p, std::int64_t i) { return p[i] != 0; }
  __device__ static void store(std::uint8_t* p, std::int64_t i, std::int32_t v) { p[i] = v != 0; }
};

// Conversions between compute types with convert's rules: float -> int
// truncates toward zero, saturating, NaN -> 0 (what __float2int_rz does).
template <typename To>
__device__ inline To convert_value(float v);
template <>
__device__ inline float convert_value<float>(float v) {
  return v;
}
template <>
__device__ inline std::int32_t convert_value<std::int32_t>(float v) {
  return __float2int_rz(v);
}
template <typename To>
__device__ inline To convert_value(std::int32_t v);
template <>
__device__ inline float convert_value<float>(std::int32_t v) {
  return static_cast<float>(v);
}
template <>
__device__ inline std::int32_t convert_value<std::int32_t>(std::int32_t v) {
  return v;
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
__device__ inline std::int32_t apply_unary(UnaryFn fn, std::int32_t x) {
  // Only neg and abs are defined on integers (the op table's dtype rules); both wrap.
  const bool negate = fn == UnaryFn::neg || (fn == UnaryFn::abs && x < 0);
  return negate ? static_cast<std::int32_t>(0u - static_cast<std::uint32_t>(x)) : x;
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
__device__ inline std::int32_t apply_binary(BinaryFn fn, std::int32_t a, std::int32_t b) {
  const auto ua = static_cast<std::uint32_t>(a);
  const auto ub = static_cast<std::uint32_t>(b);
  switch (fn) {
    case BinaryFn::add:
      return static_cast<std::int32_t>(ua + ub);
    case BinaryFn::sub:
      return static_cast<std::int32_t>(ua - ub);
    case BinaryFn::mul:
      return static_cast<std::int32_t>(ua * ub);
    case BinaryFn::div:
      // XLA's integer division: x / 0 = -1 and INT_MIN / -1 = INT_MIN, never a trap.
      if (b == 0) return -1;
      if (b == -1) return static_cast<std::int32_t>(0u - ua);
      return a / b;
    case BinaryFn::max:
      return a > b ? a : b;
    case BinaryFn::min:
      return a < b ? a : b;
  }
  return a;
}

template <typename T>
__device__ inline bool apply_compare(CompareDirection direction, T a, T b) {
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

template <typename T>
__device__ inline T reduce_identity(ReduceFn fn) {
  if (fn == ReduceFn::sum) return T(0);
  if constexpr (std::is_same_v<T, float>) {
    return fn == ReduceFn::max ? -INFINITY : INFINITY;
  } else {
    return fn == ReduceFn::max ? INT32_MIN : INT32_MAX;
  }
}
__device__ inline float apply_reduce(ReduceFn fn, float a, float b) {
  return fn == ReduceFn::sum ? a + b : (fn == ReduceFn::max ? nan_max(a, b) : nan_min(a, b));
}
__device__ inline std::int32_t apply_reduce(ReduceFn fn, std::int32_t a, std::int32_t b) {
  if (fn == ReduceFn::sum)
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(a) + static_cast<std::uint32_t>(b));
  return fn == ReduceFn::max ? (a > b ? a : b) : (a < b ? a : b);
}

// --- kernels -------------------------------------------------------------------

template <typename S>
__global__ void unary_kernel(UnaryFn fn, const S* in, S* out, std::int64_t n) {
  PMAPSIM_GRID_STRIDE(i, n) {
    Element<S>::store(out, i, apply_unary(fn, Element<S>::load(in, i)));
  }
}

template <typename S>
__global__ void binary_kernel(BinaryFn fn, const S* a, const S* b, S* out, std::int64_t n) {
  PMAPSIM_GRID_STRIDE(i, n) {
    Element<S>::store(out, i, apply_binary(fn, Element<S>::load(a, i), Element<S>::load(b, i)));
  }
}

// f32 add/sub/mul/max/min four elements at a time: 16-byte loads and stores
// keep a memory-bound op at the copy bandwidth.
__global__ void binary_f32x4_kernel(BinaryFn fn, const float4* a, const float4* b, float4* out,
                                    std::int64_t n4) {
  PMAPSIM_GRID_STRIDE(i, n4) {
    const float4 x = a[i];
    const float4 y = b[i];
    out[i] = make_float4(apply_binary(fn, x.x, y.x), apply_binary(fn, x.y, y.y), apply_binary(fn, x.z, y.z),
                         apply_binary(fn, x.w, y.w));
  }
}

template <typename S>
__global__ void compare_kernel(CompareDirection direction, const S* a, const S* b, std::uint8_t* out,
                               std::int64_t n) {
  PMAPSIM_GRID_STRIDE(i, n) {
    out[i] = apply_compare(direction, Element<S>::load(a, i), Element<S>::load(b, i));
  }
}

template <typename Bits>
__global__ void select_kernel(const std::uint8_t* predicate, const Bits* on_true, const Bits* on_false,
                              Bits* out, std::int64_t n) {
  PMAPSIM_GRID_STRIDE(i, n) {
    out[i] = predicate[i] ? on_true[i] : on_false[i];
  }
}

template <typename From, typename To>
__global__ void convert_kernel(const From* in, To* out, std::int64_t n) {
  PMAPSIM_GRID_STRIDE(i, n) {
    store_converted(out, i, Element<From>::load(in, i));
  }
}

template <typename Bits>
__global__ void gather_kernel(GatherPlan plan, const Bits* in, Bits* out) {
  PMAPSIM_GRID_STRIDE(i, plan.elements) {
    out[i] = in[plan.source_offset(i)];
  }
}

template <typename Bits>
__global__ void fill_kernel(Bits value, Bits* out, std::int64_t n) {
  PMAPSIM_GRID_STRIDE(i, n) {
    out[i] = value;
  }
}

template <typename S>
__global__ void iota_kernel(S* out, std::int64_t n, std::int64_t dim_size, std::int64_t inner) {
  PMAPSIM_GRID_STRIDE(i, n) {
    store_converted(out, i, static_cast<std::int32_t>((i / inner) % dim_size));
  }
}

// One block per row (rows strided over the grid): threads accumulate a strided
// share, then the block combines through shared memory.
template <typename From, typename To>
__global__ void reduce_rows_block_kernel(ReduceFn fn, const From* in, To* out, std::int64_t outer,
                                         std::int64_t inner) {
  using Acc = typename Element<From>::Compute;
  __shared__ Acc partial[256];
  for (std::int64_t row = blockIdx.x; row < outer; row += gridDim.x) {
    Acc acc = reduce_identity<Acc>(fn);
    for (std::int64_t j = threadIdx.x; j < inner; j += blockDim.x) {
      acc = apply_reduce(fn, acc, Element<From>::load(in, row * inner + j));
    }
    partial[threadIdx.x] = acc;
    __syncthreads();
    for (unsigned width = blockDim.x / 2; width > 0; width /= 2) {
      if (threadIdx.x < width)
        partial[threadIdx.x] = apply_reduce(fn, partial[threadIdx.x], partial[threadIdx.x + width]);
      __syncthreads();
    }
    if (threadIdx.x == 0) store_converted(out, row, partial[0]);
    __syncthreads();
  }
}

// One thread per row, for short rows where a block per row would idle.
template <typename From, typename To>
__global__ void reduce_rows_thread_kernel(ReduceFn fn, const From* in, To* out, std::int64_t outer,
                                          std::int64_t inner) {
  using Acc = typename Element<From>::Compute;
  PMAPSIM_GRID_STRIDE(row, outer) {
    Acc acc = reduce_identity<Acc>(fn);
    for (std::int64_t j = 0; j < inner; ++j)
      acc = apply_reduce(fn, acc, Element<From>::load(in, row * inner + j));
    store_converted(out, row, acc);
  }
}

template <typename From, typename To>
__global__ void group_reduce_kernel(ReduceFn fn, PointerTable inputs, To* out, std::int64_t n,
                                    float divisor) {
  using Acc = typename Element<From>::Compute;
  PMAPSIM_GRID_STRIDE(i, n) {
    Acc acc = Element<From>::load(static_cast<const From*>(inputs.pointers[0]), i);
    for (int m = 1; m < inputs.count; ++m) {
      acc = apply_reduce(fn, acc, Element<From>::load(static_cast<const From*>(inputs.pointers[m]), i));
    }
    if (divisor != 1.0f) {
      store_converted(out, i, static_cast<float>(acc) / divisor);
    } else {
      store_converted(out, i, acc);
    }
  }
}

template <typename S, typename To>
__global__ void integer_gemm_kernel(GemmPlan plan, const S* lhs, const S* rhs, To* out) {
  const std::int64_t total = plan.batch * plan.m * plan.n;
  PMAPSIM_GRID_STRIDE(index, total) {
    const std::int64_t col = index % plan.n;
    const std::int64_t row = (index / plan.n) % plan.m;
    const std::int64_t b = index / (plan.n * plan.m);
    const S* lhs_batch = lhs + b * plan.m * plan.k;
    const S* rhs_batch = rhs + b * plan.k * plan.n;
    std::uint32_t acc = 0;
    for (std::int64_t d = 0; d < plan.k; ++d) {
      acc += static_cast<std::uint32_t>(Element<S>::load(lhs_batch, plan.lhs_offset(row, d))) *
             static_cast<std::uint32_t>(Element<S>::load(rhs_batch, plan.rhs_offset(d, col)));
    }
    store_converted(out, index, static_cast<std::int32_t>(acc));
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
    default:
      return cudaErrorInvalidValue;
  }
}

cudaError_t launched() {
  return cudaGetLastError();
}

}  // namespace

cudaError_t launch_unary(UnaryFn fn, DType dtype, const void* in, void* out, std::int64_t elements,
                         LaunchPlan launch, cudaStream_t stream) {
  return with_storage(dtype, [&](auto tag) {
    using S = decltype(tag);
    unary_kernel<S><<<launch.blocks, launch.threads, 0, stream>>>(fn, static_cast<const S*>(in),
                                                                  static_cast<S*>(out), elements);
    return launched();
  });
}

cudaError_t launch_binary(BinaryFn fn, DType dtype, const void* a, const void* b, void* out,
                          std::int64_t elements, LaunchPlan launch, cudaStream_t stream) {
  const bool aligned = (reinterpret_cast<std::uintptr_t>(a) | reinterpret_cast<std::uintptr_t>(b) |
                        reinterpret_cast<std::uintptr_t>(out)) %
                           16 ==
                       0;
  if (dtype == DType::f32 && elements % 4 == 0 && aligned) {
    binary_f32x4_kernel<<<launch.blocks, launch.threads, 0, stream>>>(
        fn, static_cast<const float4*>(a), static_cast<const float4*>(b), static_cast<float4*>(out),
        elements / 4);
    return launched();
  }
  return with_storage(dtype, [&](auto tag) {
    using S = decltype(tag);
    binary_kernel<S><<<launch.blocks, launch.threads, 0, stream>>>(
        fn, static_cast<const S*>(a), static_cast<const S*>(b), static_cast<S*>(out), elements);
    return launched();
  });
}

cudaError_t launch_compare(CompareDirection direction, DType dtype, const void* a, const void* b, void* out,
                           std::int64_t elements, LaunchPlan launch, cudaStream_t stream) {
  return with_storage(dtype, [&](auto tag) {
    using S = decltype(tag);
    compare_kernel<S><<<launch.blocks, launch.threads, 0, stream>>>(
        direction, static_cast<const S*>(a), static_cast<const S*>(b), static_cast<std::uint8_t*>(out),
        elements);
    return launched();
  });
}

cudaError_t launch_select(DType dtype, const void* predicate, const void* on_true, const void* on_false,
                          void* out, std::int64_t elements, LaunchPlan launch, cudaStream_t stream) {
  return with_bits(dtype_size(dtype), [&](auto tag) {
    using Bits = decltype(tag);
    select_kernel<Bits><<<launch.blocks, launch.threads, 0, stream>>>(
        static_cast<const std::uint8_t*>(predicate), static_cast<const Bits*>(on_true),
        static_cast<const Bits*>(on_false), static_cast<Bits*>(out), elements);
    return launched();
  });
}

cudaError_t launch_convert(DType from, DType to, const void* in, void* out, std::int64_t elements,
                           LaunchPlan launch, cudaStream_t stream) {
  return with_storage(from, [&](auto from_tag) {
    using From = decltype(from_tag);
    return with_storage(to, [&](auto to_tag) {
      using To = decltype(to_tag);
      convert_kernel<From, To><<<launch.blocks, launch.threads, 0, stream>>>(static_cast<const From*>(in),
                                                                             static_cast<To*>(out), elements);
      return launched();
    });
  });
}

cudaError_t launch_gather(const GatherPlan& plan, std::size_t element_bytes, const void* in, void* out,
                          LaunchPlan launch, cudaStream_t stream) {
  return with_bits(element_bytes, [&](auto tag) {
    using Bits = decltype(tag);
    gather_kernel<Bits><<<launch.blocks, launch.threads, 0, stream>>>(plan, static_cast<const Bits*>(in),
                                                                      static_cast<Bits*>(out));
    return launched();
  });
}

cudaError_t launch_fill(std::size_t element_bytes, std::uint32_t element, void* out, std::int64_t elements,
                        LaunchPlan launch, cudaStream_t stream) {
  return with_bits(element_bytes, [&](auto tag) {
    using Bits = decltype(tag);
    fill_kernel<Bits><<<launch.blocks, launch.threads, 0, stream>>>(static_cast<Bits>(element),
                                                                    static_cast<Bits*>(out), elements);
    return launched();
  });
}

cudaError_t launch_iota(DType dtype, void* out, std::int64_t elements, std::int64_t dim_size,
                        std::int64_t inner, LaunchPlan launch, cudaStream_t stream) {
  return with_storage(dtype, [&](auto tag) {
    using S = decltype(tag);
    iota_kernel<S>
        <<<launch.blocks, launch.threads, 0, stream>>>(static_cast<S*>(out), elements, dim_size, inner);
    return launched();
  });
}

cudaError_t launch_reduce_rows(ReduceFn fn, DType from, DType to, const void* in, void* out,
                               std::int64_t outer, std::int64_t inner, int sm_count, cudaStream_t stream) {
  constexpr unsigned kThreads = 256;
  return with_storage(from, [&](auto from_tag) {
    using From = decltype(from_tag);
    return with_storage(to, [&](auto to_tag) {
      using To = decltype(to_tag);
      if (inner < 64) {
        const LaunchPlan launch = plan_grid_stride_launch(outer, sm_count, kThreads);
        reduce_rows_thread_kernel<From, To><<<launch.blocks, launch.threads, 0, stream>>>(
            fn, static_cast<const From*>(in), static_cast<To*>(out), outer, inner);
      } else {
        const auto blocks =
            static_cast<unsigned>(std::min<std::int64_t>(std::max<std::int64_t>(outer, 1), 65535));
        reduce_rows_block_kernel<From, To><<<blocks, kThreads, 0, stream>>>(
            fn, static_cast<const From*>(in), static_cast<To*>(out), outer, inner);
      }
      return launched();
    });
  });
}

cudaError_t launch_group_reduce(ReduceFn fn, DType from, DType to, const PointerTable& inputs, void* out,
                                std::int64_t elements, double divisor, LaunchPlan launch,
                                cudaStream_t stream) {
  return with_storage(from, [&](auto from_tag) {
    using From = decltype(from_tag);
    return with_storage(to, [&](auto to_tag) {
      using To = decltype(to_tag);
      group_reduce_kernel<From, To><<<launch.blocks, launch.threads, 0, stream>>>(
          fn, inputs, static_cast<To*>(out), elements, static_cast<float>(divisor));
      return launched();
    });
  });
}

cudaError_t launch_integer_gemm(const GemmPlan& plan, DType operand_dtype, DType result_dtype,
                                const void* lhs, const void* rhs, void* out, cudaStream_t stream) {
  const LaunchPlan launch = plan_grid_stride_launch(plan.batch * plan.m * plan.n, 132);
  return with_storage(operand_dtype, [&](auto operand_tag) {
    using S = decltype(operand_tag);
    if constexpr (!std::is_same_v<typename Element<S>::Compute, std::int32_t>) {
      return cudaErrorInvalidValue;  // floats go through cuBLAS
    } else {
      return with_storage(result_dtype, [&](auto result_tag) {
        using To = decltype(result_tag);
        integer_gemm_kernel<S, To><<<launch.blocks, launch.threads, 0, stream>>>(
            plan, static_cast<const S*>(lhs), static_cast<const S*>(rhs), static_cast<To*>(out));
        return launched();
      });
    }
  });
}

}  // namespace pmapsim::cuda

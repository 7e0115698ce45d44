// The complex-number kernels (complex.hpp): one grid-stride kernel per shape
// of work, the function chosen per element by a switch (uniform across a
// launch, so the branch never diverges). Every element is computed in double
// by the semantics the reference computes it with (semantics/complex_math.hpp).
#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

#include "complex.hpp"

namespace pmapsim::cuda {
namespace {

#define PMAPSIM_GRID_STRIDE(i, n)                                                                  \
  for (std::int64_t i = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x; i < (n); \
       i += static_cast<std::int64_t>(blockDim.x) * gridDim.x)

// One complex element as stored: two parts of T, real first.
template <typename T>
struct alignas(2 * sizeof(T)) Stored {
  T re;
  T im;
};

// The value computed with: two doubles (the shared semantics' type).
using Z = semantics::ComplexValue;

template <typename T>
__device__ inline Z load(const Stored<T>& v) {
  return {static_cast<double>(v.re), static_cast<double>(v.im)};
}
template <typename T>
__device__ inline Stored<T> store(Z z) {
  return {static_cast<T>(z.re), static_cast<T>(z.im)};
}

// One element of a PMAPSIM_COMPLEX_UNARY_OPS or _BINARY_OPS op (b unread by a unary one).
__device__ inline Z apply(OpCode op, Z a, Z b) {
  switch (op) {
#define PMAPSIM_BINARY_CASE(name) case OpCode::name:
    PMAPSIM_COMPLEX_BINARY_OPS(PMAPSIM_BINARY_CASE)
#undef PMAPSIM_BINARY_CASE
    return semantics::complex_binary(op, a, b);
    default:
      return semantics::complex_unary(op, a);
  }
}

template <typename T>
__global__ void complex_map_kernel(OpCode op, const Stored<T>* a, const Stored<T>* b, Stored<T>* out,
                                   std::int64_t n) {
  PMAPSIM_GRID_STRIDE(i, n) {
    out[i] = store<T>(apply(op, load(a[i]), b != nullptr ? load(b[i]) : Z{0.0, 0.0}));
  }
}

template <typename T>
__global__ void complex_to_real_kernel(OpCode op, const Stored<T>* a, T* out, std::int64_t n) {
  PMAPSIM_GRID_STRIDE(i, n) {
    out[i] = static_cast<T>(apply(op, load(a[i]), Z{0.0, 0.0}).re);
  }
}

template <typename T>
__global__ void make_complex_kernel(const T* re, const T* im, Stored<T>* out, std::int64_t n) {
  PMAPSIM_GRID_STRIDE(i, n) {
    out[i] = Stored<T>{re[i], im[i]};
  }
}

template <typename T>
__global__ void compare_kernel(bool equal, const Stored<T>* a, const Stored<T>* b, std::uint8_t* out,
                               std::int64_t n) {
  PMAPSIM_GRID_STRIDE(i, n) {
    const bool same = a[i].re == b[i].re && a[i].im == b[i].im;
    out[i] = same == equal ? 1 : 0;
  }
}

// A real or complex element of From as Z; stored as To (a real To keeps the real part).
template <typename T>
__device__ inline Z as_z(const T& v) {
  if constexpr (std::is_floating_point_v<T>) {
    return {static_cast<double>(v), 0.0};
  } else {
    return load(v);
  }
}
template <typename To>
__device__ inline To from_z(Z z) {
  if constexpr (std::is_floating_point_v<To>) {
    return static_cast<To>(z.re);
  } else {
    return store<decltype(To::re)>(z);
  }
}

template <typename From, typename To>
__global__ void convert_kernel(const From* in, To* out, std::int64_t n) {
  PMAPSIM_GRID_STRIDE(i, n) {
    out[i] = from_z<To>(as_z(in[i]));
  }
}

template <typename T>
__global__ void scale_kernel(T* data, std::int64_t n, double factor) {
  PMAPSIM_GRID_STRIDE(i, n) {
    if constexpr (std::is_floating_point_v<T>) {
      data[i] = static_cast<T>(data[i] * factor);
    } else {
      const Z z = load(data[i]);
      data[i] = store<decltype(T::re)>(Z{z.re * factor, z.im * factor});
    }
  }
}

cudaError_t launched() {
  return cudaGetLastError();
}

// Calls body(T{}) with T the part type of a complex dtype (float for c64, double for c128).
template <typename F>
cudaError_t with_part(DType dtype, F&& body) {
  if (dtype == DType::c64 || dtype == DType::f32) return body(float{});
  if (dtype == DType::c128 || dtype == DType::f64) return body(double{});
  return cudaErrorInvalidValue;
}

// Calls body(S{}) with S the storage of f32, f64, c64 or c128.
template <typename F>
cudaError_t with_element(DType dtype, F&& body) {
  switch (dtype) {
    case DType::f32:
      return body(float{});
    case DType::f64:
      return body(double{});
    case DType::c64:
      return body(Stored<float>{});
    case DType::c128:
      return body(Stored<double>{});
    default:
      return cudaErrorInvalidValue;
  }
}

}  // namespace

cudaError_t launch_complex_map(OpCode op, DType dtype, const void* a, const void* b, void* out,
                               std::int64_t elements, const Launch& launch) {
  if (!is_complex(dtype) || !has_complex_kernel(op)) return cudaErrorInvalidValue;
  const LaunchPlan plan = plan_grid_stride_launch(elements, launch.sm_count);
  return with_part(dtype, [&](auto part) {
    using T = decltype(part);
    const auto* x = static_cast<const Stored<T>*>(a);
    if (semantics::complex_result_is_real(op)) {
      complex_to_real_kernel<T>
          <<<plan.blocks, plan.threads, 0, launch.stream>>>(op, x, static_cast<T*>(out), elements);
    } else {
      complex_map_kernel<T><<<plan.blocks, plan.threads, 0, launch.stream>>>(
          op, x, static_cast<const Stored<T>*>(b), static_cast<Stored<T>*>(out), elements);
    }
    return launched();
  });
}

cudaError_t launch_make_complex(DType part, const void* re, const void* im, void* out, std::int64_t elements,
                                const Launch& launch) {
  if (part != DType::f32 && part != DType::f64) return cudaErrorInvalidValue;
  const LaunchPlan plan = plan_grid_stride_launch(elements, launch.sm_count);
  return with_part(part, [&](auto tag) {
    using T = decltype(tag);
    make_complex_kernel<T><<<plan.blocks, plan.threads, 0, launch.stream>>>(
        static_cast<const T*>(re), static_cast<const T*>(im), static_cast<Stored<T>*>(out), elements);
    return launched();
  });
}

cudaError_t launch_complex_compare(bool equal, DType dtype, const void* a, const void* b, void* out,
                                   std::int64_t elements, const Launch& launch) {
  if (!is_complex(dtype)) return cudaErrorInvalidValue;
  const LaunchPlan plan = plan_grid_stride_launch(elements, launch.sm_count);
  return with_part(dtype, [&](auto part) {
    using T = decltype(part);
    compare_kernel<T><<<plan.blocks, plan.threads, 0, launch.stream>>>(
        equal, static_cast<const Stored<T>*>(a), static_cast<const Stored<T>*>(b),
        static_cast<std::uint8_t*>(out), elements);
    return launched();
  });
}

cudaError_t launch_complex_convert(DType from, DType to, const void* in, void* out, std::int64_t elements,
                                   const Launch& launch) {
  if (!is_complex(from) && !is_complex(to)) return cudaErrorInvalidValue;
  const LaunchPlan plan = plan_grid_stride_launch(elements, launch.sm_count);
  return with_element(from, [&](auto from_tag) {
    using From = decltype(from_tag);
    return with_element(to, [&](auto to_tag) {
      using To = decltype(to_tag);
      convert_kernel<From, To><<<plan.blocks, plan.threads, 0, launch.stream>>>(
          static_cast<const From*>(in), static_cast<To*>(out), elements);
      return launched();
    });
  });
}

cudaError_t launch_scale(DType dtype, void* data, std::int64_t elements, double factor,
                         const Launch& launch) {
  const LaunchPlan plan = plan_grid_stride_launch(elements, launch.sm_count);
  return with_element(dtype, [&](auto tag) {
    using S = decltype(tag);
    scale_kernel<S><<<plan.blocks, plan.threads, 0, launch.stream>>>(static_cast<S*>(data), elements, factor);
    return launched();
  });
}

}  // namespace pmapsim::cuda

// reduce_precision on the GPU: XLA's bit arithmetic on each element's bits,
// the same steps as the reference's kernel (reference/src/element_types.cpp).
#include <cuda_runtime.h>

#include <cstdint>

#include "kernels.hpp"

namespace pmapsim::cuda {
namespace {

template <typename U>
__device__ U reduce_precision_bits(U x, int source_exponent_bits, int source_mantissa_bits, int exponent_bits,
                                   int mantissa_bits) {
  constexpr int kBits = static_cast<int>(sizeof(U) * 8);
  const U sign_mask = static_cast<U>(U{1} << (kBits - 1));
  const U exponent_mask = static_cast<U>(((U{1} << source_exponent_bits) - 1) << source_mantissa_bits);
  const U mantissa_mask = static_cast<U>((U{1} << source_mantissa_bits) - 1);
  U result = x;
  if (mantissa_bits < source_mantissa_bits) {  // round to nearest even by bias and truncation
    const int shift = source_mantissa_bits - mantissa_bits;
    const U last_kept = static_cast<U>(U{1} << shift);
    const U base_bias = static_cast<U>((last_kept >> 1) - 1);
    const U last_bit = static_cast<U>((result & last_kept) >> shift);
    result = static_cast<U>(static_cast<U>(result + last_bit + base_bias) & static_cast<U>(~(last_kept - 1)));
  }
  if (exponent_bits < source_exponent_bits) {  // overflow to infinity, underflow to zero, sign kept
    const U bias = static_cast<U>((U{1} << (source_exponent_bits - 1)) - 1);
    const U reduced_bias = static_cast<U>((U{1} << (exponent_bits - 1)) - 1);
    const U max_exponent = static_cast<U>(static_cast<U>(bias + reduced_bias) << source_mantissa_bits);
    const U min_exponent = static_cast<U>(static_cast<U>(bias - reduced_bias) << source_mantissa_bits);
    const U exponent = static_cast<U>(result & exponent_mask);
    const U signed_zero = static_cast<U>(result & sign_mask);
    if (exponent > max_exponent) {
      result = static_cast<U>(signed_zero | exponent_mask);
    } else if (exponent <= min_exponent) {
      result = signed_zero;
    }
  }
  const bool is_nan = (x & exponent_mask) == exponent_mask && (x & mantissa_mask) != 0;
  if (is_nan) result = mantissa_bits > 0 ? x : exponent_mask;
  return result;
}

template <typename U>
__global__ void reduce_precision_kernel(const U* in, U* out, std::int64_t n, int source_exponent_bits,
                                        int source_mantissa_bits, int exponent_bits, int mantissa_bits) {
  for (std::int64_t i = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x; i < n;
       i += static_cast<std::int64_t>(blockDim.x) * gridDim.x) {
    out[i] = reduce_precision_bits(in[i], source_exponent_bits, source_mantissa_bits, exponent_bits,
                                   mantissa_bits);
  }
}

template <typename U>
cudaError_t launch_typed(const void* in, void* out, std::int64_t elements, int source_exponent_bits,
                         int source_mantissa_bits, int exponent_bits, int mantissa_bits,
                         const Launch& launch) {
  const LaunchPlan plan = plan_grid_stride_launch(elements, launch.sm_count);
  reduce_precision_kernel<U><<<plan.blocks, plan.threads, 0, launch.stream>>>(
      static_cast<const U*>(in), static_cast<U*>(out), elements, source_exponent_bits, source_mantissa_bits,
      exponent_bits, mantissa_bits);
  return cudaGetLastError();
}

}  // namespace

cudaError_t launch_reduce_precision(DType dtype, const void* in, void* out, std::int64_t elements,
                                    int exponent_bits, int mantissa_bits, const Launch& launch) {
  switch (dtype) {
    case DType::f16:
      return launch_typed<std::uint16_t>(in, out, elements, 5, 10, exponent_bits, mantissa_bits, launch);
    case DType::bf16:
      return launch_typed<std::uint16_t>(in, out, elements, 8, 7, exponent_bits, mantissa_bits, launch);
    case DType::f32:
      return launch_typed<std::uint32_t>(in, out, elements, 8, 23, exponent_bits, mantissa_bits, launch);
    case DType::f64:
      return launch_typed<std::uint64_t>(in, out, elements, 11, 52, exponent_bits, mantissa_bits, launch);
    default:
      return cudaErrorInvalidValue;
  }
}

}  // namespace pmapsim::cuda

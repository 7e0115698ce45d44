// reduce_precision on the GPU: XLA's bit arithmetic on each element's bits,
// the reference's own steps (pmapsim/semantics/element_types.hpp).
#include <cuda_runtime.h>

#include <cstdint>

#include "kernels.hpp"
#include "pmapsim/semantics/element_types.hpp"

namespace pmapsim::cuda {
namespace {

template <typename U>
__global__ void reduce_precision_kernel(const U* in, U* out, std::int64_t n, semantics::FloatFormat source,
                                        int exponent_bits, int mantissa_bits) {
  for (std::int64_t i = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x; i < n;
       i += static_cast<std::int64_t>(blockDim.x) * gridDim.x) {
    out[i] = semantics::reduce_precision_bits(in[i], source, exponent_bits, mantissa_bits);
  }
}

template <typename U>
cudaError_t launch_typed(DType dtype, const void* in, void* out, std::int64_t elements, int exponent_bits,
                         int mantissa_bits, const Launch& launch) {
  const LaunchPlan plan = plan_grid_stride_launch(elements, launch.sm_count);
  reduce_precision_kernel<U><<<plan.blocks, plan.threads, 0, launch.stream>>>(
      static_cast<const U*>(in), static_cast<U*>(out), elements, semantics::float_format(dtype),
      exponent_bits, mantissa_bits);
  return cudaGetLastError();
}

}  // namespace

cudaError_t launch_reduce_precision(DType dtype, const void* in, void* out, std::int64_t elements,
                                    int exponent_bits, int mantissa_bits, const Launch& launch) {
  switch (dtype) {
    case DType::f16:
    case DType::bf16:
      return launch_typed<std::uint16_t>(dtype, in, out, elements, exponent_bits, mantissa_bits, launch);
    case DType::f32:
      return launch_typed<std::uint32_t>(dtype, in, out, elements, exponent_bits, mantissa_bits, launch);
    case DType::f64:
      return launch_typed<std::uint64_t>(dtype, in, out, elements, exponent_bits, mantissa_bits, launch);
    default:
      return cudaErrorInvalidValue;
  }
}

}  // namespace pmapsim::cuda

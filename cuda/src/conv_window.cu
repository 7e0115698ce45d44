// Direct kernels for convolution, reduce_window and select_and_scatter (see
// conv_window.hpp): one thread per result element, grid-stride loops.
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

#include "conv_window.hpp"
#include "pmapsim/semantics/float_storage.hpp"

namespace pmapsim::cuda {
namespace {

// --- element access by dtype, computing in float or int64 ---------------------

template <typename T>
__device__ T load(const void* p, DType dtype, std::int64_t i) {
  switch (dtype) {
    case DType::f32:
      return static_cast<T>(static_cast<const float*>(p)[i]);
    case DType::bf16:
      return static_cast<T>(semantics::bf16_bits_to_f32(static_cast<const std::uint16_t*>(p)[i]));
    case DType::f16:
      return static_cast<T>(semantics::f16_bits_to_f32(static_cast<const std::uint16_t*>(p)[i]));
    case DType::f64:
      return static_cast<T>(static_cast<const double*>(p)[i]);
    case DType::s8:
      return static_cast<T>(static_cast<const std::int8_t*>(p)[i]);
    case DType::s16:
      return static_cast<T>(static_cast<const std::int16_t*>(p)[i]);
    case DType::s32:
      return static_cast<T>(static_cast<const std::int32_t*>(p)[i]);
    case DType::s64:
      return static_cast<T>(static_cast<const std::int64_t*>(p)[i]);
    case DType::u16:
      return static_cast<T>(static_cast<const std::uint16_t*>(p)[i]);
    case DType::u32:
      return static_cast<T>(static_cast<const std::uint32_t*>(p)[i]);
    case DType::u64:
      return static_cast<T>(static_cast<const std::uint64_t*>(p)[i]);
    default:  // u8 and bool: one byte
      return static_cast<T>(static_cast<const std::uint8_t*>(p)[i]);
  }
}

// Integer results wrap to their width (two's complement), as XLA's integer arithmetic.
template <typename Int, typename T>
__device__ void store_wrapped(void* p, std::int64_t i, T value) {
  static_cast<Int*>(p)[i] = static_cast<Int>(static_cast<unsigned long long>(static_cast<long long>(value)));
}

template <typename T>
__device__ void store(void* p, DType dtype, std::int64_t i, T value) {
  switch (dtype) {
    case DType::f32:
      static_cast<float*>(p)[i] = static_cast<float>(value);
      break;
    case DType::bf16:
      static_cast<std::uint16_t*>(p)[i] = semantics::f32_to_bf16_bits(static_cast<float>(value));
      break;
    case DType::f16:
      static_cast<std::uint16_t*>(p)[i] = semantics::f32_to_f16_bits(static_cast<float>(value));
      break;
    case DType::f64:
      static_cast<double*>(p)[i] = static_cast<double>(value);
      break;
    case DType::s8:
      store_wrapped<std::int8_t>(p, i, value);
      break;
    case DType::s16:
      store_wrapped<std::int16_t>(p, i, value);
      break;
    case DType::s32:
      store_wrapped<std::int32_t>(p, i, value);
      break;
    case DType::s64:
      store_wrapped<std::int64_t>(p, i, value);
      break;
    case DType::u8:
      store_wrapped<std::uint8_t>(p, i, value);
      break;
    case DType::u16:
      store_wrapped<std::uint16_t>(p, i, value);
      break;
    case DType::u32:
      store_wrapped<std::uint32_t>(p, i, value);
      break;
    case DType::u64:
      store_wrapped<std::uint64_t>(p, i, value);
      break;
    default:  // bool
      static_cast<std::uint8_t*>(p)[i] = value != T{0} ? 1 : 0;
      break;
  }
}

template <typename T>
__device__ T combine(WindowFn fn, T a, T b) {
  switch (fn) {
    case WindowFn::add:
      return a + b;
    case WindowFn::mul:
      return a * b;
    case WindowFn::max:
      if constexpr (std::is_floating_point_v<T>) {
        if (isnan(a) || isnan(b)) return static_cast<T>(nanf(""));
      }
      return a > b ? a : b;
    default:
      if constexpr (std::is_floating_point_v<T>) {
        if (isnan(a) || isnan(b)) return static_cast<T>(nanf(""));
      }
      return a < b ? a : b;
  }
}

// Operand position of window element k at output position y along one
// dimension, or -1 in padding or a dilation hole (the reference's window_source).
__device__ inline std::int64_t source_position(std::int64_t y, std::int64_t k, std::int64_t stride,
                                               std::int64_t window_dilation, std::int64_t base_dilation,
                                               std::int64_t pad_low, std::int64_t input) {
  const std::int64_t padded = y * stride + k * window_dilation - pad_low;
  if (padded < 0 || padded % base_dilation != 0) return -1;
  const std::int64_t position = padded / base_dilation;
  return position < input ? position : -1;
}

// Steps a row-major multi-index over extents; false after the last.
__device__ inline bool next_index(std::int64_t* index, const std::int64_t* extents, int rank) {
  for (int d = rank - 1; d >= 0; --d) {
    if (++index[d] < extents[d]) return true;
    index[d] = 0;
  }
  return false;
}

__device__ inline void unravel(std::int64_t flat, const std::int64_t* shape, int rank, std::int64_t* index) {
  for (int d = rank - 1; d >= 0; --d) {
    index[d] = shape[d] == 0 ? 0 : flat % shape[d];
    flat = shape[d] == 0 ? 0 : flat / shape[d];
  }
}

// --- convolution --------------------------------------------------------------

template <typename T>
__global__ void convolution_kernel(ConvGeometry g, const void* lhs, const void* rhs, void* out,
                                   std::int64_t elements) {
  const std::int64_t step = static_cast<std::int64_t>(blockDim.x) * gridDim.x;
  for (std::int64_t i = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x; i < elements;
       i += step) {
    std::int64_t index[kMaxConvSpatial + 2];
    unravel(i, g.out_shape, static_cast<int>(g.out_rank), index);
    const std::int64_t o = index[g.out_feature_dim];
    const std::int64_t b = (o / g.features_per_bgroup) * g.batch_per_group + index[g.out_batch_dim];
    const std::int64_t first_feature = (o / g.features_per_fgroup) * g.kernel_in;
    std::int64_t k[kMaxConvSpatial] = {};
    T sum{0};
    do {
      std::int64_t x_offset = b * g.x_batch_stride + first_feature * g.x_feature_stride;
      std::int64_t w_offset = o * g.w_out_stride;
      bool inside = true;
      for (int s = 0; s < g.spatial && inside; ++s) {
        const std::int64_t element = g.reversed[s] ? g.w_spatial_size[s] - 1 - k[s] : k[s];
        const std::int64_t position =
            source_position(index[g.out_spatial_dim[s]], element, g.stride[s], g.rhs_dilation[s],
                            g.lhs_dilation[s], g.pad_low[s], g.x_spatial_size[s]);
        inside = position >= 0;
        x_offset += position * g.x_spatial_stride[s];
        w_offset += k[s] * g.w_spatial_stride[s];
      }
      if (!inside) continue;
      for (std::int64_t c = 0; c < g.kernel_in; ++c) {
        sum += load<T>(lhs, g.operand_dtype, x_offset + c * g.x_feature_stride) *
               load<T>(rhs, g.operand_dtype, w_offset + c * g.w_in_stride);
      }
    } while (next_index(k, g.w_spatial_size, g.spatial));
    store<T>(out, g.result_dtype, i, sum);
  }
}

// --- reduce_window --------------------------------------------------------------

template <typename T>
__global__ void reduce_window_kernel(WindowGeometry g, WindowFn fn, const void* operand,
                                     const void* init_value, void* out, std::int64_t elements) {
  const T init = load<T>(init_value, g.dtype, 0);
  const std::int64_t step = static_cast<std::int64_t>(blockDim.x) * gridDim.x;
  for (std::int64_t i = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x; i < elements;
       i += step) {
    std::int64_t y[kMaxRank];
    unravel(i, g.out_shape, g.rank, y);
    std::int64_t k[kMaxRank] = {};
    T accumulator = init;
    do {
      std::int64_t offset = 0;
      bool inside = true;
      for (int d = 0; d < g.rank && inside; ++d) {
        const std::int64_t position = source_position(y[d], k[d], g.stride[d], g.window_dilation[d],
                                                      g.base_dilation[d], g.pad_low[d], g.in_shape[d]);
        inside = position >= 0;
        offset += position * g.in_strides[d];
      }
      accumulator = combine(fn, accumulator, inside ? load<T>(operand, g.dtype, offset) : init);
    } while (next_index(k, g.size, g.rank));
    store<T>(out, g.dtype, i, accumulator);
  }
}

// --- select_and_scatter ------------------------------------------------------------

template <typename T>
__device__ bool keeps(SelectFn fn, T a, T b) {
  switch (fn) {
    case SelectFn::ge:
      return a >= b;
    case SelectFn::gt:
      return a > b;
    case SelectFn::le:
      return a <= b;
    default:
      return a < b;
  }
}

// The operand offset window w selects, or -1 when all of it is padding.
template <typename T>
__device__ std::int64_t selected_offset(const WindowGeometry& g, SelectFn select, const void* operand,
                                        const std::int64_t* w) {
  std::int64_t k[kMaxRank] = {};
  std::int64_t selected = -1;
  T best{};
  do {
    std::int64_t offset = 0;
    bool inside = true;
    for (int d = 0; d < g.rank && inside; ++d) {
      const std::int64_t position =
          source_position(w[d], k[d], g.stride[d], 1, 1, g.pad_low[d], g.in_shape[d]);
      inside = position >= 0;
      offset += position * g.in_strides[d];
    }
    if (!inside) continue;
    const T candidate = load<T>(operand, g.dtype, offset);
    if (selected < 0 || !keeps(select, best, candidate)) selected = offset, best = candidate;
  } while (next_index(k, g.size, g.rank));
  return selected;
}

template <typename T>
__global__ void select_and_scatter_kernel(WindowGeometry g, SelectFn select, WindowFn scatter,
                                          const void* operand, const void* source, const void* init_value,
                                          void* out, std::int64_t elements) {
  const T init = load<T>(init_value, g.dtype, 0);
  const std::int64_t step = static_cast<std::int64_t>(blockDim.x) * gridDim.x;
  for (std::int64_t i = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x; i < elements;
       i += step) {
    std::int64_t p[kMaxRank];
    unravel(i, g.in_shape, g.rank, p);
    // The windows that hold p along each dimension: first[d] .. first[d] + count[d] - 1.
    std::int64_t first[kMaxRank], count[kMaxRank];
    bool any = true;
    for (int d = 0; d < g.rank; ++d) {
      const std::int64_t padded = p[d] + g.pad_low[d];
      const std::int64_t low = padded - g.size[d] + 1;
      first[d] = low <= 0 ? 0 : (low + g.stride[d] - 1) / g.stride[d];
      const std::int64_t last = min(padded / g.stride[d], g.out_shape[d] - 1);
      count[d] = padded < 0 ? 0 : last - first[d] + 1;
      any = any && count[d] > 0;
    }
    T accumulator = init;
    if (any) {
      std::int64_t r[kMaxRank] = {};
      do {
        std::int64_t w[kMaxRank];
        std::int64_t source_offset = 0;
        for (int d = 0; d < g.rank; ++d) {
          w[d] = first[d] + r[d];
          source_offset = source_offset * g.out_shape[d] + w[d];
        }
        if (selected_offset<T>(g, select, operand, w) == i) {
          accumulator = combine(scatter, accumulator, load<T>(source, g.dtype, source_offset));
        }
      } while (next_index(r, count, g.rank));
    }
    store<T>(out, g.dtype, i, accumulator);
  }
}

bool floating(DType dtype) {
  return dtype == DType::f32 || dtype == DType::bf16 || dtype == DType::f16;
}

}  // namespace

cudaError_t launch_convolution(const ConvGeometry& geometry, const void* lhs, const void* rhs, void* out,
                               std::int64_t elements, const Launch& launch) {
  const LaunchPlan plan = plan_grid_stride_launch(elements, launch.sm_count);
  if (geometry.operand_dtype == DType::f64) {
    convolution_kernel<double>
        <<<plan.blocks, plan.threads, 0, launch.stream>>>(geometry, lhs, rhs, out, elements);
  } else if (floating(geometry.operand_dtype)) {
    convolution_kernel<float>
        <<<plan.blocks, plan.threads, 0, launch.stream>>>(geometry, lhs, rhs, out, elements);
  } else {
    convolution_kernel<long long>
        <<<plan.blocks, plan.threads, 0, launch.stream>>>(geometry, lhs, rhs, out, elements);
  }
  return cudaGetLastError();
}

cudaError_t launch_reduce_window(const WindowGeometry& geometry, WindowFn fn, const void* operand,
                                 const void* init, void* out, std::int64_t elements, const Launch& launch) {
  const LaunchPlan plan = plan_grid_stride_launch(elements, launch.sm_count);
  if (geometry.dtype == DType::f64) {
    reduce_window_kernel<double>
        <<<plan.blocks, plan.threads, 0, launch.stream>>>(geometry, fn, operand, init, out, elements);
  } else if (floating(geometry.dtype)) {
    reduce_window_kernel<float>
        <<<plan.blocks, plan.threads, 0, launch.stream>>>(geometry, fn, operand, init, out, elements);
  } else {
    reduce_window_kernel<long long>
        <<<plan.blocks, plan.threads, 0, launch.stream>>>(geometry, fn, operand, init, out, elements);
  }
  return cudaGetLastError();
}

cudaError_t launch_select_and_scatter(const WindowGeometry& geometry, SelectFn select, WindowFn scatter,
                                      const void* operand, const void* source, const void* init, void* out,
                                      std::int64_t elements, const Launch& launch) {
  const LaunchPlan plan = plan_grid_stride_launch(elements, launch.sm_count);
  if (geometry.dtype == DType::f64) {
    select_and_scatter_kernel<double><<<plan.blocks, plan.threads, 0, launch.stream>>>(
        geometry, select, scatter, operand, source, init, out, elements);
  } else if (floating(geometry.dtype)) {
    select_and_scatter_kernel<float><<<plan.blocks, plan.threads, 0, launch.stream>>>(
        geometry, select, scatter, operand, source, init, out, elements);
  } else {
    select_and_scatter_kernel<long long><<<plan.blocks, plan.threads, 0, launch.stream>>>(
        geometry, select, scatter, operand, source, init, out, elements);
  }
  return cudaGetLastError();
}

}  // namespace pmapsim::cuda

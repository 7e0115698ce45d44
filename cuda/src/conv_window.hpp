// Convolution, reduce_window and select_and_scatter on the GPU: the geometry
// each kernel reads (plain structs, passed by value as kernel parameters),
// the launch functions (conv_window.cu) and the ops that call them
// (conv_window.cpp), whose rows sit in ops.cpp's table.
//
// All three are direct kernels, one thread per result element, each summing
// in the reference's fixed order (conv.cpp, window.cpp), so results equal the
// reference's bit for bit: floats accumulate in f32 (bf16 rounds once on
// store), integers in int64, wrapping to s32 on store. select_and_scatter is
// computed as a gather (each operand element visits the windows that hold it,
// in row-major window order), so it needs no atomics and is deterministic.
#pragma once

#include <cuda_runtime_api.h>

#include <cstdint>

#include "kernels.hpp"

namespace pmapsim::cuda {

inline constexpr int kMaxConvSpatial = 6;

struct ConvGeometry {
  int spatial = 0;
  DType operand_dtype = DType::f32;
  DType result_dtype = DType::f32;
  std::int64_t out_rank = 0;
  std::int64_t out_shape[kMaxConvSpatial + 2] = {};
  std::int64_t out_batch_dim = 0, out_feature_dim = 1;
  std::int64_t out_spatial_dim[kMaxConvSpatial] = {};
  std::int64_t x_batch_stride = 0, x_feature_stride = 0;
  std::int64_t x_spatial_stride[kMaxConvSpatial] = {}, x_spatial_size[kMaxConvSpatial] = {};
  std::int64_t w_out_stride = 0, w_in_stride = 0;
  std::int64_t w_spatial_stride[kMaxConvSpatial] = {}, w_spatial_size[kMaxConvSpatial] = {};
  std::int64_t stride[kMaxConvSpatial] = {}, lhs_dilation[kMaxConvSpatial] = {};
  std::int64_t rhs_dilation[kMaxConvSpatial] = {}, pad_low[kMaxConvSpatial] = {};
  bool reversed[kMaxConvSpatial] = {};
  std::int64_t kernel_in = 0, features_per_fgroup = 1, features_per_bgroup = 1, batch_per_group = 1;
};

struct WindowGeometry {
  int rank = 0;
  DType dtype = DType::f32;
  std::int64_t in_shape[kMaxRank] = {}, in_strides[kMaxRank] = {};
  std::int64_t out_shape[kMaxRank] = {};  // reduce_window's result; select_and_scatter's source
  std::int64_t size[kMaxRank] = {}, stride[kMaxRank] = {};
  std::int64_t base_dilation[kMaxRank] = {}, window_dilation[kMaxRank] = {}, pad_low[kMaxRank] = {};
};

enum class WindowFn : std::uint8_t { add, mul, max, min };
enum class SelectFn : std::uint8_t { ge, gt, le, lt };

cudaError_t launch_convolution(const ConvGeometry& geometry, const void* lhs, const void* rhs, void* out,
                               std::int64_t elements, const Launch& launch);
// init: a device pointer to the one init element.
cudaError_t launch_reduce_window(const WindowGeometry& geometry, WindowFn fn, const void* operand,
                                 const void* init, void* out, std::int64_t elements, const Launch& launch);
// out has the operand's shape (geometry.in_shape); source has geometry.out_shape.
cudaError_t launch_select_and_scatter(const WindowGeometry& geometry, SelectFn select, WindowFn scatter,
                                      const void* operand, const void* source, const void* init, void* out,
                                      std::int64_t elements, const Launch& launch);

struct LocalCall;
void convolution_op(LocalCall& call);
void reduce_window_op(LocalCall& call);
void select_and_scatter_op(LocalCall& call);

}  // namespace pmapsim::cuda

// Convolution, windowed reductions and dot precision: their attributes read
// once, with StableHLO's defaults, for the shape rules and every backend.
//
// Attribute names are StableHLO's (convolution's dimension numbers spelled
// out: input_batch_dimension, input_feature_dimension, input_spatial_dimensions,
// kernel_input_feature_dimension, ...), so the StableHLO importer maps them
// one to one. Regions are not used: reduce_window and select_and_scatter name
// their computations by a symbol (computation=add, select=ge, scatter=add).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "pmapsim/array.hpp"
#include "pmapsim/attrs.hpp"

namespace pmapsim {

// One spatial (or windowed) dimension's window: size, stride, dilations, padding.
struct WindowDim {
  std::int64_t size = 1;
  std::int64_t stride = 1;
  std::int64_t base_dilation = 1;    // lhs_dilation for a convolution
  std::int64_t window_dilation = 1;  // rhs_dilation for a convolution
  std::int64_t pad_low = 0;
  std::int64_t pad_high = 0;
  bool reversed = false;  // convolution's window_reversal
};

// StableHLO's output size: the dilated, padded input against the dilated
// window; 0 when the window does not fit.
std::int64_t window_output_size(std::int64_t input, const WindowDim& window);

// Convolution's dimension numbers and window, defaults filled in: layouts
// [b, f, spatial...] for input and output, [o, i, spatial...] for the kernel.
struct ConvDims {
  std::int64_t input_batch = 0, input_feature = 1;
  IntList input_spatial;
  std::int64_t kernel_input_feature = 1, kernel_output_feature = 0;
  IntList kernel_spatial;
  std::int64_t output_batch = 0, output_feature = 1;
  IntList output_spatial;
  std::vector<WindowDim> window;  // one per spatial dim; size = kernel's spatial extent
  std::int64_t feature_groups = 1;
  std::int64_t batch_groups = 1;
};

// Reads the attributes (no checks beyond list lengths; the shape rule checks).
ConvDims conv_dims(const Attrs& attrs, const Shape& kernel_shape);

// reduce_window's / select_and_scatter's windows, one per operand dim.
std::vector<WindowDim> reduce_window_dims(const Attrs& attrs, std::int64_t rank);

enum class WindowComputation : std::uint8_t { add, mul, max, min };
WindowComputation parse_window_computation(std::string_view op, std::string_view text);

// dot/convolution precision_config, one symbol per operand (lhs_precision,
// rhs_precision: DEFAULT, HIGH or HIGHEST). The bf16 MXU passes an f32
// product takes at the higher of the two: 1, 3 or 6; nullopt when neither
// operand names one (the hardware's own default then applies).
std::optional<std::int64_t> precision_passes(const Attrs& attrs);

namespace detail {
// The shape rules, used by the op table (ops.cpp).
TensorType convolution_rule(std::string_view op, std::span<const TensorType> operands, const Attrs& attrs,
                            const std::optional<TensorType>& declared);
TensorType reduce_window_rule(std::string_view op, std::span<const TensorType> operands, const Attrs& attrs);
TensorType select_and_scatter_rule(std::string_view op, std::span<const TensorType> operands,
                                   const Attrs& attrs);
void check_precision(std::string_view op, const Attrs& attrs);
// dot and convolution's result dtype: the operands' dtype, or a preferred
// element type of the same kind (float from float, integer from integer).
DType preferred_result_dtype(std::string_view op, DType operands, const std::optional<TensorType>& declared);
}  // namespace detail

}  // namespace pmapsim

// convolution: StableHLO's semantics, computed directly (no im2col copy) in a
// fixed summation order: for each output element, kernel window positions in
// row-major order, and within each the group's input features in order. f32
// and bf16 operands accumulate in f32 (bf16 results round once at the end);
// integer operands accumulate in int64 and wrap to the result's width.
#include "internal.hpp"
#include "windowing.hpp"

namespace pmapsim::reference {
namespace {

template <typename T>
std::vector<T> convolve(const Array& lhs, const Array& rhs, const TensorType& type, const ConvDims& d) {
  const std::vector<T> x = staged_elements<T>(lhs);
  const std::vector<T> w = staged_elements<T>(rhs);
  const std::vector<std::int64_t> xs = row_major_strides(lhs.shape());
  const std::vector<std::int64_t> ws = row_major_strides(rhs.shape());
  const auto at = [](const Shape& s, std::int64_t dim) { return s[static_cast<std::size_t>(dim)]; };
  const auto stride_of = [](const std::vector<std::int64_t>& s, std::int64_t dim) {
    return s[static_cast<std::size_t>(dim)];
  };
  const std::size_t n = d.window.size();
  const std::int64_t out_features = at(rhs.shape(), d.kernel_output_feature);
  const std::int64_t kernel_in = at(rhs.shape(), d.kernel_input_feature);
  const std::int64_t batch_per_group = at(lhs.shape(), d.input_batch) / d.batch_groups;
  const std::int64_t features_per_fgroup = out_features / d.feature_groups;
  const std::int64_t features_per_bgroup = out_features / d.batch_groups;
  Shape window_shape;
  for (const WindowDim& dim : d.window) window_shape.push_back(dim.size);

  std::vector<T> result(static_cast<std::size_t>(type.num_elements()), T{0});
  std::int64_t flat = 0;
  for_each_index(type.shape, [&](const std::vector<std::int64_t>& out) {
    const std::int64_t o = out[static_cast<std::size_t>(d.output_feature)];
    const std::int64_t b =
        (o / features_per_bgroup) * batch_per_group + out[static_cast<std::size_t>(d.output_batch)];
    const std::int64_t first_feature = (o / features_per_fgroup) * kernel_in;
    T sum{0};
    for_each_index(window_shape, [&](const std::vector<std::int64_t>& k) {
      std::int64_t x_offset =
          b * stride_of(xs, d.input_batch) + first_feature * stride_of(xs, d.input_feature);
      std::int64_t w_offset = o * stride_of(ws, d.kernel_output_feature);
      for (std::size_t i = 0; i < n; ++i) {
        const std::int64_t y = out[static_cast<std::size_t>(d.output_spatial[i])];
        const std::int64_t position =
            window_source(d.window[i], y, k[i], at(lhs.shape(), d.input_spatial[i]));
        if (position < 0) return;
        x_offset += position * stride_of(xs, d.input_spatial[i]);
        w_offset += k[i] * stride_of(ws, d.kernel_spatial[i]);
      }
      for (std::int64_t c = 0; c < kernel_in; ++c) {
        sum += x[static_cast<std::size_t>(x_offset + c * stride_of(xs, d.input_feature))] *
               w[static_cast<std::size_t>(w_offset + c * stride_of(ws, d.kernel_input_feature))];
      }
    });
    result[static_cast<std::size_t>(flat++)] = sum;
  });
  return result;
}

Array kernel_convolution(const LocalArgs& args) {
  const Array& lhs = args.operand(0);
  const Array& rhs = args.operand(1);
  const TensorType& type = args.result_type();
  // window_reversal: window_source maps kernel element k to input position of
  // element size-1-k, i.e. the kernel is read reversed along that dimension.
  const ConvDims dims = conv_dims(args.attrs(), rhs.shape());
  Array out(type.dtype, type.shape);
  if (is_floating(lhs.dtype())) {
    store_elements(convolve<float>(lhs, rhs, type, dims), out);
  } else if (lhs.dtype() != DType::boolean) {
    store_elements(convolve<std::int64_t>(lhs, rhs, type, dims), out);
  } else {
    unsupported_dtype(OpCode::convolution, lhs.dtype());
  }
  return out;
}

}  // namespace

void add_conv_rows(KernelTable& table) {
  set_local(table, OpCode::convolution, kernel_convolution);
}

}  // namespace pmapsim::reference

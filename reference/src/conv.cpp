// convolution: StableHLO's semantics. Floating operands run as im2col + an
// Eigen GEMM per group (rows = output positions, columns = the group's
// filters, the contracted dimension = window positions x the group's input
// features), in f32 (bf16 results round once at the end); Eigen's order is
// fixed for a build, so results repeat bit for bit. Integer operands run a
// direct loop in a fixed order (window positions in row-major order, then the
// group's input features), accumulating in int64 and wrapping to the result's
// width.
#include <Eigen/Core>
#include <algorithm>

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

using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// At most this many im2col entries at a time (64 MiB of floats): rows are
// taken in chunks, so a large layer needs no whole im2col copy.
constexpr std::int64_t kIm2colEntries = std::int64_t{1} << 24;

std::vector<float> convolve_im2col(const Array& lhs, const Array& rhs, const TensorType& type,
                                   const ConvDims& d) {
  const std::vector<float> x = staged_elements<float>(lhs);
  const std::vector<float> w = staged_elements<float>(rhs);
  const std::vector<std::int64_t> xs = row_major_strides(lhs.shape()), ws = row_major_strides(rhs.shape());
  const std::vector<std::int64_t> os = row_major_strides(type.shape);
  const auto idx = [](const auto& list, std::int64_t i) { return list[static_cast<std::size_t>(i)]; };
  const std::size_t n = d.window.size();
  const std::int64_t groups = d.feature_groups * d.batch_groups;
  const std::int64_t out_features = idx(rhs.shape(), d.kernel_output_feature);
  const std::int64_t per_group = out_features / groups;
  const std::int64_t kernel_in = idx(rhs.shape(), d.kernel_input_feature);
  const std::int64_t batch_out = idx(type.shape, d.output_batch);

  // Output positions (batch, spatial...) and window positions, row-major.
  Shape positions_shape = {batch_out}, window_shape;
  for (std::size_t i = 0; i < n; ++i) positions_shape.push_back(idx(type.shape, d.output_spatial[i]));
  for (const WindowDim& dim : d.window) window_shape.push_back(dim.size);
  std::vector<std::vector<std::int64_t>> positions, windows;
  for_each_index(positions_shape, [&](const std::vector<std::int64_t>& p) { positions.push_back(p); });
  for_each_index(window_shape, [&](const std::vector<std::int64_t>& k) { windows.push_back(k); });
  const auto rows = static_cast<std::int64_t>(positions.size());
  const std::int64_t depth = static_cast<std::int64_t>(windows.size()) * kernel_in;

  std::vector<float> result(static_cast<std::size_t>(type.num_elements()), 0.0f);
  if (rows == 0 || depth == 0 || per_group == 0) return result;
  const std::int64_t chunk = std::max<std::int64_t>(1, kIm2colEntries / depth);
  RowMajor weights(depth, per_group), patches, product;
  for (std::int64_t g = 0; g < groups; ++g) {
    // The group's filters as a (window x features) by filters matrix.
    for (std::size_t k = 0; k < windows.size(); ++k) {
      std::int64_t offset = 0;
      for (std::size_t i = 0; i < n; ++i) offset += windows[k][i] * idx(ws, d.kernel_spatial[i]);
      for (std::int64_t c = 0; c < kernel_in; ++c) {
        for (std::int64_t o = 0; o < per_group; ++o) {
          weights(static_cast<std::int64_t>(k) * kernel_in + c, o) =
              w[static_cast<std::size_t>(offset + c * idx(ws, d.kernel_input_feature) +
                                         (g * per_group + o) * idx(ws, d.kernel_output_feature))];
        }
      }
    }
    const std::int64_t batch_base = d.batch_groups > 1 ? g * batch_out : 0;
    const std::int64_t feature_base = d.feature_groups > 1 ? g * kernel_in : 0;
    for (std::int64_t first = 0; first < rows; first += chunk) {
      const std::int64_t count = std::min(chunk, rows - first);
      patches.setZero(count, depth);
      for (std::int64_t r = 0; r < count; ++r) {
        const std::vector<std::int64_t>& p = positions[static_cast<std::size_t>(first + r)];
        for (std::size_t k = 0; k < windows.size(); ++k) {
          std::int64_t offset =
              (batch_base + p[0]) * idx(xs, d.input_batch) + feature_base * idx(xs, d.input_feature);
          bool inside = true;
          for (std::size_t i = 0; i < n && inside; ++i) {
            const std::int64_t at =
                window_source(d.window[i], p[i + 1], windows[k][i], idx(lhs.shape(), d.input_spatial[i]));
            inside = at >= 0;
            offset += at * idx(xs, d.input_spatial[i]);
          }
          if (!inside) continue;
          for (std::int64_t c = 0; c < kernel_in; ++c) {
            patches(r, static_cast<std::int64_t>(k) * kernel_in + c) =
                x[static_cast<std::size_t>(offset + c * idx(xs, d.input_feature))];
          }
        }
      }
      product.noalias() = patches * weights;
      for (std::int64_t r = 0; r < count; ++r) {
        const std::vector<std::int64_t>& p = positions[static_cast<std::size_t>(first + r)];
        std::int64_t offset = p[0] * idx(os, d.output_batch);
        for (std::size_t i = 0; i < n; ++i) offset += p[i + 1] * idx(os, d.output_spatial[i]);
        for (std::int64_t o = 0; o < per_group; ++o) {
          result[static_cast<std::size_t>(offset + (g * per_group + o) * idx(os, d.output_feature))] =
              product(r, o);
        }
      }
    }
  }
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
  if (lhs.dtype() == DType::f64) {  // f64 computes in double, by the direct loop
    store_elements(convolve<double>(lhs, rhs, type, dims), out);
  } else if (is_floating(lhs.dtype())) {
    store_elements(convolve_im2col(lhs, rhs, type, dims), out);
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

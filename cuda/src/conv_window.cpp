// The convolution, reduce_window and select_and_scatter ops: their geometry
// from the op's attributes (pmapsim/conv_window.hpp, as the reference reads
// them) and one kernel launch each (conv_window.cu).
#include "conv_window.hpp"

#include <fmt/format.h>

#include "execution.hpp"
#include "pmapsim/conv_window.hpp"
#include "pmapsim/errors.hpp"

namespace pmapsim::cuda {
namespace {

std::vector<std::int64_t> strides_of(const Shape& shape) {
  std::vector<std::int64_t> strides(shape.size(), 1);
  for (std::size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * shape[i];
  return strides;
}

[[noreturn]] void too_many_dims(const LocalCall& call, std::size_t rank, int limit) {
  throw Error(fmt::format("cuda {} on device {}: rank {} exceeds the kernel's limit of {}",
                          op_name(call.instruction.op), call.device(), rank, limit));
}

// The kernels load and store every real dtype of kAllDTypes (conv_window.cu's load and store); a
// complex dtype, or a dtype added later, is refused here rather than read with the wrong width.
void require_kernel_dtype(const LocalCall& call, DType dtype) {
  for (DType known : kAllDTypes) {
    if (dtype == known && !is_complex(dtype)) return;
  }
  throw Error(fmt::format("cuda {} on device {}: no kernel for dtype {}", op_name(call.instruction.op),
                          call.device(), dtype_name(dtype)));
}

ConvGeometry conv_geometry(const LocalCall& call, const TensorType& lhs, const TensorType& rhs) {
  const TensorType& out = call.instruction.type;
  require_kernel_dtype(call, lhs.dtype);
  require_kernel_dtype(call, out.dtype);
  const ConvDims d = conv_dims(call.instruction.attrs, rhs.shape);
  if (d.window.size() > static_cast<std::size_t>(kMaxConvSpatial)) {
    too_many_dims(call, out.shape.size(), kMaxConvSpatial + 2);
  }
  const std::vector<std::int64_t> xs = strides_of(lhs.shape), ws = strides_of(rhs.shape);
  const auto at = [](const auto& list, std::int64_t i) { return list[static_cast<std::size_t>(i)]; };
  ConvGeometry g;
  g.spatial = static_cast<int>(d.window.size());
  g.operand_dtype = lhs.dtype;
  g.result_dtype = out.dtype;
  g.out_rank = out.rank();
  for (std::size_t i = 0; i < out.shape.size(); ++i) g.out_shape[i] = out.shape[i];
  g.out_batch_dim = d.output_batch;
  g.out_feature_dim = d.output_feature;
  g.x_batch_stride = at(xs, d.input_batch);
  g.x_feature_stride = at(xs, d.input_feature);
  g.w_out_stride = at(ws, d.kernel_output_feature);
  g.w_in_stride = at(ws, d.kernel_input_feature);
  for (std::size_t s = 0; s < d.window.size(); ++s) {
    const WindowDim& w = d.window[s];
    g.out_spatial_dim[s] = d.output_spatial[s];
    g.x_spatial_stride[s] = at(xs, d.input_spatial[s]);
    g.x_spatial_size[s] = at(lhs.shape, d.input_spatial[s]);
    g.w_spatial_stride[s] = at(ws, d.kernel_spatial[s]);
    g.w_spatial_size[s] = w.size;
    g.stride[s] = w.stride;
    g.lhs_dilation[s] = w.base_dilation;
    g.rhs_dilation[s] = w.window_dilation;
    g.pad_low[s] = w.pad_low;
    g.reversed[s] = w.reversed;
  }
  const std::int64_t out_features = at(rhs.shape, d.kernel_output_feature);
  g.kernel_in = at(rhs.shape, d.kernel_input_feature);
  g.features_per_fgroup = out_features / d.feature_groups;
  g.features_per_bgroup = out_features / d.batch_groups;
  g.batch_per_group = at(lhs.shape, d.input_batch) / d.batch_groups;
  return g;
}

// geometry for an operand of `operand` type windowed into `windows` (the
// reduce_window result, or select_and_scatter's source).
WindowGeometry window_geometry(const LocalCall& call, const TensorType& operand, const Shape& windows) {
  if (operand.shape.size() > static_cast<std::size_t>(kMaxRank))
    too_many_dims(call, operand.shape.size(), kMaxRank);
  require_kernel_dtype(call, operand.dtype);
  const std::vector<WindowDim> window = reduce_window_dims(call.instruction.attrs, operand.rank());
  const std::vector<std::int64_t> strides = strides_of(operand.shape);
  WindowGeometry g;
  g.rank = static_cast<int>(operand.rank());
  g.dtype = operand.dtype;
  for (std::size_t d = 0; d < window.size(); ++d) {
    g.in_shape[d] = operand.shape[d];
    g.in_strides[d] = strides[d];
    g.out_shape[d] = windows[d];
    g.size[d] = window[d].size;
    g.stride[d] = window[d].stride;
    g.base_dilation[d] = window[d].base_dilation;
    g.window_dilation[d] = window[d].window_dilation;
    g.pad_low[d] = window[d].pad_low;
  }
  return g;
}

WindowFn window_fn(std::string_view op, const std::string& text) {
  switch (parse_window_computation(op, text)) {
    case WindowComputation::add:
      return WindowFn::add;
    case WindowComputation::mul:
      return WindowFn::mul;
    case WindowComputation::max:
      return WindowFn::max;
    case WindowComputation::min:
      return WindowFn::min;
  }
  return WindowFn::add;
}

SelectFn select_fn(const std::string& text) {
  if (text == "ge") return SelectFn::ge;
  if (text == "gt") return SelectFn::gt;
  if (text == "le") return SelectFn::le;
  return SelectFn::lt;  // the shape rule admits only these four
}

}  // namespace

void convolution_op(LocalCall& call) {
  const DeviceValue& lhs = call.operand(0);
  const DeviceValue& rhs = call.operand(1);
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  call.check(launch_convolution(conv_geometry(call, lhs.type, rhs.type), lhs.data, rhs.data, out.data, n,
                                call.launch()),
             "launch_convolution(kernel)");
}

void reduce_window_op(LocalCall& call) {
  const DeviceValue& operand = call.operand(0);
  const DeviceValue& init = call.operand(1);
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  const WindowFn fn = window_fn("reduce_window", call.instruction.attrs.symbol("computation"));
  call.check(launch_reduce_window(window_geometry(call, operand.type, out.type.shape), fn, operand.data,
                                  init.data, out.data, n, call.launch()),
             "launch_reduce_window(kernel)");
}

void select_and_scatter_op(LocalCall& call) {
  const DeviceValue& operand = call.operand(0);
  const DeviceValue& source = call.operand(1);
  const DeviceValue& init = call.operand(2);
  const DeviceValue out = call.allocate_result();
  const std::int64_t n = out.type.num_elements();
  if (n == 0) return;
  const Attrs& attrs = call.instruction.attrs;
  call.check(launch_select_and_scatter(window_geometry(call, operand.type, source.type.shape),
                                       select_fn(attrs.symbol("select")),
                                       window_fn("select_and_scatter", attrs.symbol("scatter")), operand.data,
                                       source.data, init.data, out.data, n, call.launch()),
             "launch_select_and_scatter(kernel)");
}

}  // namespace pmapsim::cuda

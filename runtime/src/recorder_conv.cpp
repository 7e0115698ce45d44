// Recorder functions for convolution, reduce_window, select_and_scatter and dot
// precision, with jax.lax's names and argument conventions.
#include <fmt/format.h>

#include <limits>

#include "pmapsim/conv_window.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/recorder.hpp"

namespace pmapsim {
namespace {

std::int64_t spec_index(const std::string& spec, char letter, std::string_view which) {
  const std::size_t at = spec.find(letter);
  if (at == std::string::npos) {
    throw Error(fmt::format("conv_general_dilated: {} spec '{}' has no '{}'", which, spec, letter));
  }
  return static_cast<std::int64_t>(at);
}

void set_precision(Attrs& attrs, const std::string& precision) {
  if (precision.empty()) return;
  attrs.set("lhs_precision", precision);
  attrs.set("rhs_precision", precision);
}

// The type the shape rule gives, with the preferred dtype when one is asked.
std::optional<TensorType> preferred_type(OpCode op, const std::vector<Value>& operands, const Attrs& attrs,
                                         std::optional<DType> preferred) {
  if (!preferred || *preferred == operands.front().dtype()) return std::nullopt;
  std::vector<TensorType> types;
  for (const Value& v : operands) types.push_back(v.type());
  const ShapeContext ctx{types, attrs, std::nullopt, "", 1};
  TensorType type = op_def(op).infer(ctx);
  type.dtype = *preferred;
  return type;
}

Value scalar_of(Value like, double value) {
  return constant(value, TensorType{like.dtype(), {}});
}

}  // namespace

Value conv_general_dilated(Value lhs, Value rhs, const ConvOptions& o) {
  const std::string& k = o.rhs_spec;
  if (o.lhs_spec.size() != k.size() || o.out_spec.size() != k.size()) {
    throw Error(fmt::format("conv_general_dilated: specs '{}', '{}', '{}' differ in length", o.lhs_spec, k,
                            o.out_spec));
  }
  Attrs attrs;
  IntList lhs_spatial, rhs_spatial, out_spatial;
  for (std::size_t i = 0; i < k.size(); ++i) {
    if (k[i] == 'O' || k[i] == 'I') continue;
    rhs_spatial.push_back(static_cast<std::int64_t>(i));
    lhs_spatial.push_back(spec_index(o.lhs_spec, k[i], "lhs"));
    out_spatial.push_back(spec_index(o.out_spec, k[i], "out"));
  }
  attrs.set("input_batch_dimension", spec_index(o.lhs_spec, 'N', "lhs"));
  attrs.set("input_feature_dimension", spec_index(o.lhs_spec, 'C', "lhs"));
  attrs.set("input_spatial_dimensions", lhs_spatial);
  attrs.set("kernel_output_feature_dimension", spec_index(k, 'O', "rhs"));
  attrs.set("kernel_input_feature_dimension", spec_index(k, 'I', "rhs"));
  attrs.set("kernel_spatial_dimensions", rhs_spatial);
  attrs.set("output_batch_dimension", spec_index(o.out_spec, 'N', "out"));
  attrs.set("output_feature_dimension", spec_index(o.out_spec, 'C', "out"));
  attrs.set("output_spatial_dimensions", out_spatial);
  if (!o.window_strides.empty()) attrs.set("window_strides", o.window_strides);
  if (!o.padding.empty()) attrs.set("padding", o.padding);
  if (!o.lhs_dilation.empty()) attrs.set("lhs_dilation", o.lhs_dilation);
  if (!o.rhs_dilation.empty()) attrs.set("rhs_dilation", o.rhs_dilation);
  if (o.feature_group_count != 1) attrs.set("feature_group_count", o.feature_group_count);
  if (o.batch_group_count != 1) attrs.set("batch_group_count", o.batch_group_count);
  set_precision(attrs, o.precision);
  std::optional<TensorType> declared =
      preferred_type(OpCode::convolution, {lhs, rhs}, attrs, o.preferred_element_type);
  return Recorder::current().emit(OpCode::convolution, {lhs, rhs}, std::move(attrs), std::move(declared));
}

Value reduce_window(Value x, double init, const std::string& computation, IntList window_dimensions,
                    IntList window_strides, IntListList padding, IntList base_dilation,
                    IntList window_dilation) {
  Attrs attrs;
  attrs.set("computation", computation);
  attrs.set("window_dimensions", std::move(window_dimensions));
  if (!window_strides.empty()) attrs.set("window_strides", std::move(window_strides));
  if (!padding.empty()) attrs.set("padding", std::move(padding));
  if (!base_dilation.empty()) attrs.set("base_dilations", std::move(base_dilation));
  if (!window_dilation.empty()) attrs.set("window_dilations", std::move(window_dilation));
  return Recorder::current().emit(OpCode::reduce_window, {x, scalar_of(x, init)}, std::move(attrs));
}

Value max_pool(Value x, IntList window, IntList strides, IntListList padding) {
  return reduce_window(x, -std::numeric_limits<double>::infinity(), "max", std::move(window),
                       std::move(strides), std::move(padding));
}

Value avg_pool(Value x, IntList window, IntList strides, IntListList padding) {
  double count = 1;
  for (std::int64_t size : window) count *= static_cast<double>(size);
  return reduce_window(x, 0.0, "add", std::move(window), std::move(strides), std::move(padding)) / count;
}

Value select_and_scatter_add(Value source, Value operand, IntList window_dimensions, IntList window_strides,
                             IntListList padding) {
  Attrs attrs;
  attrs.set("select", std::string("ge"));
  attrs.set("scatter", std::string("add"));
  attrs.set("window_dimensions", std::move(window_dimensions));
  if (!window_strides.empty()) attrs.set("window_strides", std::move(window_strides));
  if (!padding.empty()) attrs.set("padding", std::move(padding));
  return Recorder::current().emit(OpCode::select_and_scatter, {operand, source, scalar_of(source, 0.0)},
                                  std::move(attrs));
}

Value dot_general(Value lhs, Value rhs, IntList lhs_contract, IntList rhs_contract, IntList lhs_batch,
                  IntList rhs_batch, std::optional<DType> preferred_element_type,
                  const std::string& precision) {
  if (precision.empty()) {
    return dot_general(lhs, rhs, std::move(lhs_contract), std::move(rhs_contract), std::move(lhs_batch),
                       std::move(rhs_batch), preferred_element_type);
  }
  Attrs attrs;
  attrs.set("lhs_contract", std::move(lhs_contract));
  attrs.set("rhs_contract", std::move(rhs_contract));
  attrs.set("lhs_batch", std::move(lhs_batch));
  attrs.set("rhs_batch", std::move(rhs_batch));
  set_precision(attrs, precision);
  std::optional<TensorType> declared = preferred_type(OpCode::dot, {lhs, rhs}, attrs, preferred_element_type);
  return Recorder::current().emit(OpCode::dot, {lhs, rhs}, std::move(attrs), std::move(declared));
}

}  // namespace pmapsim

// Convolution, reduce_window and select_and_scatter: their attributes and
// shape rules (StableHLO's constraints, one-line errors), and dot precision.
#include "pmapsim/conv_window.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <set>

#include "pmapsim/errors.hpp"

namespace pmapsim {
namespace {

[[noreturn]] void fail(std::string_view op, const std::string& message) {
  throw Error(fmt::format("{}: {}", op, message));
}

std::string list_text(const IntList& values) {
  return fmt::format("[{}]", fmt::join(values, ","));
}

IntList int_list_or(const Attrs& attrs, const std::string& name, std::size_t count, std::int64_t fallback) {
  return attrs.has(name) ? attrs.int_list(name) : IntList(count, fallback);
}

std::int64_t integer_or(const Attrs& attrs, const std::string& name, std::int64_t fallback) {
  return attrs.has(name) ? attrs.integer(name) : fallback;
}

IntList iota_from(std::int64_t first, std::int64_t count) {
  IntList values;
  for (std::int64_t i = 0; i < count; ++i) values.push_back(first + i);
  return values;
}

// Fills strides, dilations, padding and reversal from the attributes named in
// `names` (stride, base dilation, window dilation), each list of length n.
struct WindowAttrNames {
  const char* strides;
  const char* base_dilation;
  const char* window_dilation;
};

void read_window(const Attrs& attrs, const WindowAttrNames& names, std::vector<WindowDim>& window) {
  const std::size_t n = window.size();
  const IntList strides = int_list_or(attrs, names.strides, n, 1);
  const IntList base = names.base_dilation ? int_list_or(attrs, names.base_dilation, n, 1) : IntList(n, 1);
  const IntList dilation =
      names.window_dilation ? int_list_or(attrs, names.window_dilation, n, 1) : IntList(n, 1);
  const IntListList padding = attrs.int_list_list_or_empty("padding");
  const IntList reversal = int_list_or(attrs, "window_reversal", n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    WindowDim& dim = window[i];
    if (i < strides.size()) dim.stride = strides[i];
    if (i < base.size()) dim.base_dilation = base[i];
    if (i < dilation.size()) dim.window_dilation = dilation[i];
    if (i < padding.size() && padding[i].size() == 2)
      dim.pad_low = padding[i][0], dim.pad_high = padding[i][1];
    if (i < reversal.size()) dim.reversed = reversal[i] != 0;
  }
}

// StableHLO's checks on the window attributes: lengths, positive strides and
// dilations, padding of shape [n, 2].
void check_window_attrs(std::string_view op, const Attrs& attrs, std::size_t n,
                        std::initializer_list<const char*> positive_lists) {
  for (const char* name : positive_lists) {
    if (!attrs.has(name)) continue;
    const IntList& values = attrs.int_list(name);
    if (values.size() != n) {
      fail(op, fmt::format("{} must have {} entries, got {}", name, n, list_text(values)));
    }
    for (std::int64_t value : values) {
      if (value <= 0) fail(op, fmt::format("{} must be positive, got {}", name, list_text(values)));
    }
  }
  if (attrs.has("padding")) {
    const IntListList& padding = attrs.int_list_list("padding");
    bool pairs = padding.size() == n;
    for (const IntList& pair : padding) pairs = pairs && pair.size() == 2;
    if (!pairs)
      fail(op, fmt::format("padding must be {} [low, high] pairs, got {} entries", n, padding.size()));
  }
}

void check_output_sizes(std::string_view op, const Shape& input, const std::vector<WindowDim>& window,
                        const IntList& input_dims, Shape& out_sizes) {
  for (std::size_t i = 0; i < window.size(); ++i) {
    const std::int64_t size = input[static_cast<std::size_t>(input_dims[i])];
    const WindowDim& w = window[i];
    const std::int64_t padded = (size == 0 ? 0 : (size - 1) * w.base_dilation + 1) + w.pad_low + w.pad_high;
    if (padded < 0) {
      fail(op, fmt::format("padding [{}, {}] of dimension {} leaves a negative size", w.pad_low, w.pad_high,
                           input_dims[i]));
    }
    out_sizes.push_back(window_output_size(size, w));
  }
}

void check_dim_numbers(std::string_view op, std::string_view side, std::int64_t batch, std::int64_t feature,
                       const IntList& spatial, std::int64_t rank) {
  std::set<std::int64_t> seen;
  IntList all = spatial;
  all.push_back(batch);
  all.push_back(feature);
  for (std::int64_t d : all) {
    if (d < 0 || d >= rank) {
      fail(op, fmt::format("{} dimension number {} is out of range for rank {}", side, d, rank));
    }
    if (!seen.insert(d).second)
      fail(op, fmt::format("{} dimension numbers name dimension {} twice", side, d));
  }
  if (static_cast<std::int64_t>(spatial.size()) != rank - 2) {
    fail(op, fmt::format("{} spatial dimensions {} must number rank - 2 = {}", side, list_text(spatial),
                         rank - 2));
  }
}

}  // namespace

std::int64_t window_output_size(std::int64_t input, const WindowDim& w) {
  const std::int64_t dilated_input = input == 0 ? 0 : (input - 1) * w.base_dilation + 1;
  const std::int64_t padded = dilated_input + w.pad_low + w.pad_high;
  const std::int64_t dilated_window = w.size == 0 ? 0 : (w.size - 1) * w.window_dilation + 1;
  if (padded < dilated_window || w.stride <= 0) return 0;
  return (padded - dilated_window) / w.stride + 1;
}

ConvDims conv_dims(const Attrs& attrs, const Shape& kernel_shape) {
  const auto rank = static_cast<std::int64_t>(kernel_shape.size());
  const std::int64_t spatial = std::max<std::int64_t>(rank - 2, 0);
  ConvDims d;
  d.input_batch = integer_or(attrs, "input_batch_dimension", 0);
  d.input_feature = integer_or(attrs, "input_feature_dimension", 1);
  d.input_spatial = attrs.has("input_spatial_dimensions") ? attrs.int_list("input_spatial_dimensions")
                                                          : iota_from(2, spatial);
  d.kernel_output_feature = integer_or(attrs, "kernel_output_feature_dimension", 0);
  d.kernel_input_feature = integer_or(attrs, "kernel_input_feature_dimension", 1);
  d.kernel_spatial = attrs.has("kernel_spatial_dimensions") ? attrs.int_list("kernel_spatial_dimensions")
                                                            : iota_from(2, spatial);
  d.output_batch = integer_or(attrs, "output_batch_dimension", 0);
  d.output_feature = integer_or(attrs, "output_feature_dimension", 1);
  d.output_spatial = attrs.has("output_spatial_dimensions") ? attrs.int_list("output_spatial_dimensions")
                                                            : iota_from(2, spatial);
  d.feature_groups = integer_or(attrs, "feature_group_count", 1);
  d.batch_groups = integer_or(attrs, "batch_group_count", 1);
  d.window.resize(d.kernel_spatial.size());
  for (std::size_t i = 0; i < d.kernel_spatial.size(); ++i) {
    const auto dim = static_cast<std::size_t>(d.kernel_spatial[i]);
    if (dim < kernel_shape.size()) d.window[i].size = kernel_shape[dim];
  }
  read_window(attrs, {"window_strides", "lhs_dilation", "rhs_dilation"}, d.window);
  return d;
}

std::vector<WindowDim> reduce_window_dims(const Attrs& attrs, std::int64_t rank) {
  std::vector<WindowDim> window(static_cast<std::size_t>(rank));
  const IntList sizes = int_list_or(attrs, "window_dimensions", window.size(), 1);
  for (std::size_t i = 0; i < window.size() && i < sizes.size(); ++i) window[i].size = sizes[i];
  read_window(attrs, {"window_strides", "base_dilations", "window_dilations"}, window);
  return window;
}

WindowComputation parse_window_computation(std::string_view op, std::string_view text) {
  constexpr std::array<std::pair<std::string_view, WindowComputation>, 4> kNames = {{
      {"add", WindowComputation::add},
      {"mul", WindowComputation::mul},
      {"max", WindowComputation::max},
      {"min", WindowComputation::min},
  }};
  for (const auto& [name, computation] : kNames) {
    if (name == text) return computation;
  }
  fail(op, fmt::format("unknown computation '{}' (expected add, mul, max or min)", text));
}

std::optional<std::int64_t> precision_passes(const Attrs& attrs) {
  std::optional<std::int64_t> passes;
  for (const char* name : {"lhs_precision", "rhs_precision"}) {
    if (!attrs.has(name)) continue;
    const std::string& text = attrs.symbol(name);
    const std::int64_t these = text == "HIGHEST" ? 6 : text == "HIGH" ? 3 : 1;
    passes = std::max(passes.value_or(1), these);
  }
  return passes;
}

namespace detail {

void check_precision(std::string_view op, const Attrs& attrs) {
  for (const char* name : {"lhs_precision", "rhs_precision"}) {
    if (!attrs.has(name)) continue;
    const std::string& text = attrs.symbol(name);
    if (text != "DEFAULT" && text != "HIGH" && text != "HIGHEST") {
      fail(op, fmt::format("{} must be DEFAULT, HIGH or HIGHEST, got {}", name, text));
    }
  }
}

DType preferred_result_dtype(std::string_view op, DType operands, const std::optional<TensorType>& declared) {
  if (!declared || declared->dtype == operands) return operands;
  const DType wanted = declared->dtype;
  const bool both_float = is_floating(operands) && is_floating(wanted);
  const bool both_int = is_integer(operands) && is_integer(wanted);
  const bool both_complex = is_complex(operands) && is_complex(wanted);
  if (!both_float && !both_int && !both_complex) {
    fail(op, fmt::format("preferred element type {} must be of the operands' kind ({})", dtype_name(wanted),
                         dtype_name(operands)));
  }
  return wanted;
}

TensorType convolution_rule(std::string_view op, std::span<const TensorType> operands, const Attrs& attrs,
                            const std::optional<TensorType>& declared) {
  const TensorType& lhs = operands[0];
  const TensorType& rhs = operands[1];
  if (lhs.dtype != rhs.dtype) {
    fail(op, fmt::format("operands must have the same dtype, got {} and {}", lhs.str(), rhs.str()));
  }
  if (lhs.dtype == DType::boolean || is_complex(lhs.dtype))
    fail(op, fmt::format("does not accept dtype {}", dtype_name(lhs.dtype)));
  if (lhs.rank() != rhs.rank() || lhs.rank() < 2) {
    fail(op, fmt::format("lhs and rhs must have one rank >= 2, got {} and {}", lhs.str(), rhs.str()));
  }
  check_precision(op, attrs);
  const std::int64_t rank = lhs.rank();
  const auto n = static_cast<std::size_t>(rank - 2);
  const ConvDims d = conv_dims(attrs, rhs.shape);
  check_dim_numbers(op, "input", d.input_batch, d.input_feature, d.input_spatial, rank);
  check_dim_numbers(op, "kernel", d.kernel_output_feature, d.kernel_input_feature, d.kernel_spatial, rank);
  check_dim_numbers(op, "output", d.output_batch, d.output_feature, d.output_spatial, rank);
  check_window_attrs(op, attrs, n, {"window_strides", "lhs_dilation", "rhs_dilation"});
  if (attrs.has("window_reversal") && attrs.int_list("window_reversal").size() != n) {
    fail(op, fmt::format("window_reversal must have {} entries", n));
  }
  if (d.feature_groups <= 0 || d.batch_groups <= 0) {
    fail(op, fmt::format("feature_group_count {} and batch_group_count {} must be positive", d.feature_groups,
                         d.batch_groups));
  }
  if (d.feature_groups > 1 && d.batch_groups > 1) {
    fail(op, "feature_group_count and batch_group_count cannot both exceed 1");
  }
  const auto size = [](const TensorType& t, std::int64_t dim) {
    return t.shape[static_cast<std::size_t>(dim)];
  };
  const std::int64_t batch = size(lhs, d.input_batch);
  const std::int64_t in_features = size(lhs, d.input_feature);
  const std::int64_t kernel_in = size(rhs, d.kernel_input_feature);
  const std::int64_t out_features = size(rhs, d.kernel_output_feature);
  if (batch % d.batch_groups != 0) {
    fail(op,
         fmt::format("input batch size {} must be divisible by batch_group_count {}", batch, d.batch_groups));
  }
  if (in_features % d.feature_groups != 0) {
    fail(op, fmt::format("input feature size {} must be divisible by feature_group_count {}", in_features,
                         d.feature_groups));
  }
  if (in_features / d.feature_groups != kernel_in) {
    fail(op, fmt::format("input feature size {} / feature_group_count {} must equal the kernel input feature "
                         "size {}",
                         in_features, d.feature_groups, kernel_in));
  }
  for (std::int64_t groups : {d.feature_groups, d.batch_groups}) {
    if (out_features % groups != 0) {
      fail(op, fmt::format("kernel output feature size {} must be divisible by the group count {}",
                           out_features, groups));
    }
  }
  Shape spatial_sizes;
  check_output_sizes(op, lhs.shape, d.window, d.input_spatial, spatial_sizes);
  TensorType result{preferred_result_dtype(op, lhs.dtype, declared), Shape(static_cast<std::size_t>(rank))};
  result.shape[static_cast<std::size_t>(d.output_batch)] = batch / d.batch_groups;
  result.shape[static_cast<std::size_t>(d.output_feature)] = out_features;
  for (std::size_t i = 0; i < n; ++i) {
    result.shape[static_cast<std::size_t>(d.output_spatial[i])] = spatial_sizes[i];
  }
  return result;
}

namespace {

// The windowed reductions compare or combine elements in a fixed order; complex numbers have none.
void check_scalar_init(std::string_view op, const TensorType& operand, const TensorType& init) {
  if (is_complex(operand.dtype)) fail(op, fmt::format("does not accept dtype {}", dtype_name(operand.dtype)));
  if (init.rank() != 0 || init.dtype != operand.dtype) {
    fail(op, fmt::format("init value must be a {}[] scalar, got {}", dtype_name(operand.dtype), init.str()));
  }
}

Shape windowed_shape(std::string_view op, const TensorType& operand, const Attrs& attrs,
                     std::initializer_list<const char*> lists) {
  const auto n = static_cast<std::size_t>(operand.rank());
  check_window_attrs(op, attrs, n, lists);
  const IntList& sizes = attrs.int_list("window_dimensions");
  if (sizes.size() != n) {
    fail(op, fmt::format("window_dimensions must have {} entries (the operand's rank), got {}", n,
                         list_text(sizes)));
  }
  for (std::int64_t size : sizes) {
    if (size <= 0) fail(op, fmt::format("window_dimensions must be positive, got {}", list_text(sizes)));
  }
  Shape out;
  check_output_sizes(op, operand.shape, reduce_window_dims(attrs, operand.rank()),
                     iota_from(0, operand.rank()), out);
  return out;
}

}  // namespace

TensorType reduce_window_rule(std::string_view op, std::span<const TensorType> operands, const Attrs& attrs) {
  const TensorType& operand = operands[0];
  check_scalar_init(op, operand, operands[1]);
  const WindowComputation computation = parse_window_computation(op, attrs.symbol("computation"));
  if (operand.dtype == DType::boolean &&
      (computation == WindowComputation::add || computation == WindowComputation::mul)) {
    fail(op, fmt::format("computation {} does not accept dtype bool", attrs.symbol("computation")));
  }
  return TensorType{operand.dtype, windowed_shape(op, operand, attrs,
                                                  {"window_strides", "base_dilations", "window_dilations"})};
}

TensorType select_and_scatter_rule(std::string_view op, std::span<const TensorType> operands,
                                   const Attrs& attrs) {
  const TensorType& operand = operands[0];
  const TensorType& source = operands[1];
  if (source.dtype != operand.dtype) {
    fail(op,
         fmt::format("operand and source must have one dtype, got {} and {}", operand.str(), source.str()));
  }
  check_scalar_init(op, source, operands[2]);
  const std::string& select = attrs.symbol("select");
  if (select != "ge" && select != "gt" && select != "le" && select != "lt") {
    fail(op, fmt::format("select must be a comparison ge, gt, le or lt, got {}", select));
  }
  const WindowComputation scatter = parse_window_computation(op, attrs.symbol("scatter"));
  if (source.dtype == DType::boolean && scatter != WindowComputation::max &&
      scatter != WindowComputation::min) {
    fail(op, "scatter add or mul does not accept dtype bool");
  }
  const Shape windows = windowed_shape(op, operand, attrs, {"window_strides"});
  if (windows != source.shape) {
    fail(op, fmt::format("source shape {} must equal the window count per dimension {}",
                         shape_string(source.shape), shape_string(windows)));
  }
  return TensorType{source.dtype, operand.shape};
}

}  // namespace detail
}  // namespace pmapsim

// reduce_window and select_and_scatter: StableHLO's semantics with the
// computation named by a symbol. Padding and base-dilation holes hold the
// init value and take part in the reduction, as the spec's padded operand;
// select_and_scatter never selects a padding position (XLA's semantics; its
// operand has no dilation). Fixed order: window elements in row-major order.
// Floating values combine in f32 (a bf16 result rounds once at the end).
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>

#include "internal.hpp"
#include "windowing.hpp"

namespace pmapsim::reference {
namespace {

template <typename T>
T combine(WindowComputation computation, T a, T b) {
  switch (computation) {
    case WindowComputation::add:
      return a + b;
    case WindowComputation::mul:
      return a * b;
    case WindowComputation::max:
      if constexpr (std::is_floating_point_v<T>) {
        if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<T>::quiet_NaN();
      }
      return a > b ? a : b;
    case WindowComputation::min:
      if constexpr (std::is_floating_point_v<T>) {
        if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<T>::quiet_NaN();
      }
      return a < b ? a : b;
  }
  return a;
}

template <typename T>
std::vector<T> reduce_windows(const Array& operand, T init, const TensorType& type,
                              const std::vector<WindowDim>& window, WindowComputation computation) {
  const std::vector<T> x = staged_elements<T>(operand);
  const std::vector<std::int64_t> strides = row_major_strides(operand.shape());
  Shape window_shape;
  for (const WindowDim& dim : window) window_shape.push_back(dim.size);
  std::vector<T> result(static_cast<std::size_t>(type.num_elements()), init);
  std::int64_t flat = 0;
  for_each_index(type.shape, [&](const std::vector<std::int64_t>& out) {
    T accumulator = init;
    for_each_index(window_shape, [&](const std::vector<std::int64_t>& k) {
      std::int64_t offset = 0;
      for (std::size_t i = 0; i < window.size(); ++i) {
        const std::int64_t position = window_source(window[i], out[i], k[i], operand.shape()[i]);
        if (position < 0) {
          accumulator = combine(computation, accumulator, init);
          return;
        }
        offset += position * strides[i];
      }
      accumulator = combine(computation, accumulator, x[static_cast<std::size_t>(offset)]);
    });
    result[static_cast<std::size_t>(flat++)] = accumulator;
  });
  return result;
}

// The dimension a reduce_window scans when it is a prefix reduction (how JAX
// writes cumsum, cumprod, cummax): every window covers the whole prefix up to
// its output position (window >= the dimension, padded low by window - 1,
// stride 1, no dilation), and every other dimension is the identity window.
std::optional<std::size_t> prefix_dimension(const std::vector<WindowDim>& window, const Shape& input,
                                            const Shape& output) {
  if (input != output) return std::nullopt;
  std::optional<std::size_t> scanned;
  for (std::size_t i = 0; i < window.size(); ++i) {
    const WindowDim& w = window[i];
    if (w.stride != 1 || w.base_dilation != 1 || w.window_dilation != 1 || w.reversed || w.pad_high != 0)
      return std::nullopt;
    if (w.size == 1 && w.pad_low == 0) continue;
    if (scanned || w.size < input[i] || w.pad_low != w.size - 1) return std::nullopt;
    scanned = i;
  }
  return scanned;
}

// reduce_windows for a prefix window, in O(n): the general loop folds, for
// output k, init once per padding position and then x[0..k] in order. When
// init folded with itself is init again (0 for add, 1 for mul, -inf for max),
// every padding prefix folds to init, so the running fold of x gives each
// output the very same sequence of operations.
template <typename T>
std::optional<std::vector<T>> prefix_scan(const Array& operand, T init, std::size_t dim,
                                          WindowComputation computation) {
  const T twice = combine(computation, init, init);
  if (std::memcmp(&twice, &init, sizeof(T)) != 0) return std::nullopt;
  std::vector<T> x = staged_elements<T>(operand);
  const Shape& shape = operand.shape();
  const std::int64_t length = shape[dim];
  std::int64_t inner = 1;
  for (std::size_t d = dim + 1; d < shape.size(); ++d) inner *= shape[d];
  const std::int64_t outer = length * inner == 0 ? 0 : operand.size() / (length * inner);
  for (std::int64_t o = 0; o < outer; ++o) {
    for (std::int64_t in = 0; in < inner; ++in) {
      T accumulator = init;
      for (std::int64_t k = 0; k < length; ++k) {
        T& element = x[static_cast<std::size_t>((o * length + k) * inner + in)];
        accumulator = combine(computation, accumulator, element);
        element = accumulator;
      }
    }
  }
  return x;
}

template <typename T>
std::vector<T> reduce_or_scan(const Array& operand, T init, const TensorType& type,
                              const std::vector<WindowDim>& window, WindowComputation computation) {
  if (const auto dim = prefix_dimension(window, operand.shape(), type.shape)) {
    if (auto scanned = prefix_scan(operand, init, *dim, computation)) return std::move(*scanned);
  }
  return reduce_windows(operand, init, type, window, computation);
}

// select(a, b): keep the current selection a over candidate b.
template <typename T>
bool keeps(const std::string& select, T a, T b) {
  if (select == "ge") return a >= b;
  if (select == "gt") return a > b;
  if (select == "le") return a <= b;
  return a < b;  // lt; the shape rule admits no other
}

template <typename T>
std::vector<T> select_and_scatter(const Array& operand, const Array& source, T init, const Attrs& attrs) {
  const std::vector<T> x = staged_elements<T>(operand);
  const std::vector<T> s = staged_elements<T>(source);
  const std::vector<std::int64_t> strides = row_major_strides(operand.shape());
  const std::vector<WindowDim> window = reduce_window_dims(attrs, operand.rank());
  const std::string& select = attrs.symbol("select");
  const WindowComputation scatter = parse_window_computation("select_and_scatter", attrs.symbol("scatter"));
  Shape window_shape;
  for (const WindowDim& dim : window) window_shape.push_back(dim.size);
  std::vector<T> result(x.size(), init);
  std::int64_t flat = 0;
  for_each_index(source.shape(), [&](const std::vector<std::int64_t>& at) {
    std::int64_t selected = -1;
    for_each_index(window_shape, [&](const std::vector<std::int64_t>& k) {
      std::int64_t offset = 0;
      for (std::size_t i = 0; i < window.size(); ++i) {
        const std::int64_t position = window_source(window[i], at[i], k[i], operand.shape()[i]);
        if (position < 0) return;
        offset += position * strides[i];
      }
      const auto candidate = static_cast<std::size_t>(offset);
      if (selected < 0 || !keeps(select, x[static_cast<std::size_t>(selected)], x[candidate]))
        selected = offset;
    });
    const T value = s[static_cast<std::size_t>(flat++)];
    if (selected >= 0) {
      T& target = result[static_cast<std::size_t>(selected)];
      target = combine(scatter, target, value);
    }
  });
  return result;
}

template <typename T>
T scalar(const Array& a) {
  return staged_elements<T>(a).at(0);
}

Array kernel_reduce_window(const LocalArgs& args) {
  const Array& operand = args.operand(0);
  const TensorType& type = args.result_type();
  const std::vector<WindowDim> window = reduce_window_dims(args.attrs(), operand.rank());
  const WindowComputation computation =
      parse_window_computation("reduce_window", args.attrs().symbol("computation"));
  Array out(type.dtype, type.shape);
  if (operand.dtype() == DType::f64) {  // f64 computes in double
    store_elements(reduce_or_scan(operand, scalar<double>(args.operand(1)), type, window, computation), out);
  } else if (is_floating(operand.dtype())) {
    store_elements(reduce_or_scan(operand, scalar<float>(args.operand(1)), type, window, computation), out);
  } else {
    store_elements(reduce_or_scan(operand, scalar<std::int64_t>(args.operand(1)), type, window, computation),
                   out);
  }
  return out;
}

Array kernel_select_and_scatter(const LocalArgs& args) {
  const Array& operand = args.operand(0);
  const TensorType& type = args.result_type();
  Array out(type.dtype, type.shape);
  if (operand.dtype() == DType::f64) {
    store_elements(
        select_and_scatter(operand, args.operand(1), scalar<double>(args.operand(2)), args.attrs()), out);
  } else if (is_floating(operand.dtype())) {
    store_elements(select_and_scatter(operand, args.operand(1), scalar<float>(args.operand(2)), args.attrs()),
                   out);
  } else {
    store_elements(
        select_and_scatter(operand, args.operand(1), scalar<std::int64_t>(args.operand(2)), args.attrs()),
        out);
  }
  return out;
}

}  // namespace

void add_window_rows(KernelTable& table) {
  set_local(table, OpCode::reduce_window, kernel_reduce_window);
  set_local(table, OpCode::select_and_scatter, kernel_select_and_scatter);
}

}  // namespace pmapsim::reference

// Shared by conv.cpp, window.cpp and indexing.cpp: multi-index walks and element staging in
// a computing type (float for f32/bf16/f16, double for f64, int64 for integers
// and bool), so that each kernel is written once over all of them.
#pragma once

#include <cstdint>
#include <type_traits>
#include <vector>

#include "internal.hpp"
#include "pmapsim/conv_window.hpp"

namespace pmapsim::reference {

// Row-major strides of shape, in elements.
inline std::vector<std::int64_t> row_major_strides(const Shape& shape) {
  std::vector<std::int64_t> strides(shape.size(), 1);
  for (std::size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * shape[i];
  return strides;
}

// Calls visit(index) for every multi-index of shape, in row-major order;
// index is reused between calls.
template <class Visit>
void for_each_index(const Shape& shape, Visit&& visit) {
  for (std::int64_t extent : shape) {
    if (extent == 0) return;
  }
  std::vector<std::int64_t> index(shape.size(), 0);
  while (true) {
    visit(index);
    std::size_t d = shape.size();
    while (d > 0) {
      --d;
      if (++index[d] < shape[d]) break;
      index[d] = 0;
      if (d == 0) return;
    }
    if (shape.empty()) return;
  }
}

// Position along the operand of window element k at output position y, or -1
// when it falls in padding or a base-dilation hole.
inline std::int64_t window_source(const WindowDim& w, std::int64_t y, std::int64_t k, std::int64_t input) {
  const std::int64_t element = w.reversed ? w.size - 1 - k : k;
  const std::int64_t padded = y * w.stride + element * w.window_dilation - w.pad_low;
  if (padded < 0 || padded % w.base_dilation != 0) return -1;
  const std::int64_t position = padded / w.base_dilation;
  return position < input ? position : -1;
}

// An operand's elements in the computing type T (float, double or std::int64_t).
template <typename T>
std::vector<T> staged_elements(const Array& a) {
  std::vector<T> values(static_cast<std::size_t>(a.size()));
  if constexpr (std::is_same_v<T, float>) {
    load_floats(a, values.data());
  } else if constexpr (std::is_same_v<T, std::int64_t>) {
    for (std::int64_t i = 0; i < a.size(); ++i) values[static_cast<std::size_t>(i)] = a.get_int64(i);
  } else {
    for (std::int64_t i = 0; i < a.size(); ++i)
      values[static_cast<std::size_t>(i)] = static_cast<T>(a.get(i));
  }
  return values;
}

// Stores computed values into out's dtype: floats round as store_floats does,
// int64 values wrap to an integer result's width (two's complement, as XLA's
// integer arithmetic), doubles take Array::set's conversion.
template <typename T>
void store_elements(const std::vector<T>& values, Array& out) {
  if constexpr (std::is_same_v<T, float>) {
    store_floats(values.data(), out);
  } else if constexpr (std::is_same_v<T, std::int64_t>) {
    for (std::int64_t i = 0; i < out.size(); ++i) out.set_int64(i, values[static_cast<std::size_t>(i)]);
  } else {
    for (std::int64_t i = 0; i < out.size(); ++i)
      out.set(i, static_cast<double>(values[static_cast<std::size_t>(i)]));
  }
}

}  // namespace pmapsim::reference

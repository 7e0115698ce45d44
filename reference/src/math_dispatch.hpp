// Element-type dispatch for the reference's elementwise math and bitwise
// kernels (elementwise_math.cpp, bitwise.cpp): one kernel body, templated over
// the element's storage, instantiated for every dtype of a kind through
// visit_dtype (pmapsim/dtype.hpp).
#pragma once

#include <cstdint>

#include "internal.hpp"

namespace pmapsim::reference {

// A floating dtype's storage and its conversions to and from double. Math is
// done in double and rounded once to the element type (bf16 and f16 through
// f32, as XLA computes their elementwise ops in f32 and rounds the result).
template <class Tag>
struct FloatElement {
  using Storage = typename Tag::storage;
  static double load(Storage v) { return static_cast<double>(Tag::load(v)); }
  static Storage store(double v) { return Tag::store(static_cast<typename Tag::value>(v)); }
};

// Calls visit(FloatElement<Tag>{}) for a floating dtype (f16, bf16, f32,
// f64); anything else is unsupported for `op`.
template <class Visitor>
decltype(auto) visit_float(OpCode op, DType dtype, Visitor&& visit) {
  using Result = decltype(visit(FloatElement<DTypeTag<DType::f32>>{}));
  return visit_dtype(dtype, [&](auto tag) -> Result {
    using Tag = decltype(tag);
    if constexpr (Tag::is_float) {
      return visit(FloatElement<Tag>{});
    } else {
      unsupported_dtype(op, dtype);
    }
  });
}

// Calls visit(T{}) with T the storage type of an integer dtype (s8 ... u64).
template <class Visitor>
decltype(auto) visit_integer(OpCode op, DType dtype, Visitor&& visit) {
  using Result = decltype(visit(std::int32_t{}));
  return visit_dtype(dtype, [&](auto tag) -> Result {
    using Tag = decltype(tag);
    if constexpr (Tag::is_integer) {
      return visit(typename Tag::storage{});
    } else {
      unsupported_dtype(op, dtype);
    }
  });
}

// out[i] = f(a[i]) over arrays of storage In and Out.
template <class In, class Out, class Function>
Array map_elements(const Array& a, const TensorType& type, Function&& f) {
  Array out = Array::uninitialized(type.dtype, type.shape);  // every element is written
  const In* x = a.data<In>();
  Out* o = out.data<Out>();
  const std::int64_t n = out.size();  // once: the loop's bound is not recounted from the shape per element
  for (std::int64_t i = 0; i < n; ++i) o[i] = f(x[i]);
  return out;
}

// out[i] = f(a[i], b[i]).
template <class In, class Out, class Function>
Array map_elements(const Array& a, const Array& b, const TensorType& type, Function&& f) {
  Array out = Array::uninitialized(type.dtype, type.shape);
  const In* x = a.data<In>();
  const In* y = b.data<In>();
  Out* o = out.data<Out>();
  const std::int64_t n = out.size();
  for (std::int64_t i = 0; i < n; ++i) o[i] = f(x[i], y[i]);
  return out;
}

}  // namespace pmapsim::reference

// Element-type dispatch for the reference's elementwise math and bitwise
// kernels (elementwise_math.cpp, bitwise.cpp): one kernel body, templated over
// the element's storage, instantiated per dtype here. A new dtype is one more
// case in visit_float or visit_integer.
#pragma once

#include <cstdint>

#include "internal.hpp"

namespace pmapsim::reference {

// A floating dtype's storage and its conversions to and from double. Math is
// done in double and rounded once to the element type (bf16 through f32, as
// XLA computes bf16 elementwise ops in f32 and rounds the result).
struct F32Element {
  using Storage = float;
  static double load(float v) { return v; }
  static float store(double v) { return static_cast<float>(v); }
};
struct BF16Element {
  using Storage = std::uint16_t;
  static double load(std::uint16_t bits) { return bf16_bits_to_f32(bits); }
  static std::uint16_t store(double v) { return f32_to_bf16_bits(static_cast<float>(v)); }
};

// Calls visit(F32Element{}) etc. for a floating dtype; anything else is
// unsupported for `op`.
template <class Visitor>
decltype(auto) visit_float(OpCode op, DType dtype, Visitor&& visit) {
  switch (dtype) {
    case DType::f32:
      return visit(F32Element{});
    case DType::bf16:
      return visit(BF16Element{});
    default:
      unsupported_dtype(op, dtype);
  }
}

// Calls visit(T{}) with T the storage type of an integer dtype (s32 today).
template <class Visitor>
decltype(auto) visit_integer(OpCode op, DType dtype, Visitor&& visit) {
  switch (dtype) {
    case DType::s32:
      return visit(std::int32_t{});
    default:
      unsupported_dtype(op, dtype);
  }
}

// out[i] = f(a[i]) over arrays of storage In and Out.
template <class In, class Out, class Function>
Array map_elements(const Array& a, const TensorType& type, Function&& f) {
  Array out(type.dtype, type.shape);
  const In* x = a.data<In>();
  Out* o = out.data<Out>();
  for (std::int64_t i = 0; i < out.size(); ++i) o[i] = f(x[i]);
  return out;
}

// out[i] = f(a[i], b[i]).
template <class In, class Out, class Function>
Array map_elements(const Array& a, const Array& b, const TensorType& type, Function&& f) {
  Array out(type.dtype, type.shape);
  const In* x = a.data<In>();
  const In* y = b.data<In>();
  Out* o = out.data<Out>();
  for (std::int64_t i = 0; i < out.size(); ++i) o[i] = f(x[i], y[i]);
  return out;
}

}  // namespace pmapsim::reference

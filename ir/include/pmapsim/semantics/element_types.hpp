// The per-element semantics of reduce_precision, written once for every
// backend: the reference's kernel and the CUDA kernel call it on each
// element's bits (host and device; no CUDA header here).
#pragma once

#include "pmapsim/dtype.hpp"
#include "pmapsim/semantics/host_device.hpp"

namespace pmapsim::semantics {

// Sign, exponent and mantissa widths of a float dtype's bits.
struct FloatFormat {
  int exponent_bits;
  int mantissa_bits;
};

PMAPSIM_HOST_DEVICE inline FloatFormat float_format(DType dtype) {
  switch (dtype) {
    case DType::f16:
      return {5, 10};
    case DType::bf16:
      return {8, 7};
    case DType::f32:
      return {8, 23};
    default:
      return {11, 52};  // f64
  }
}

// XLA's ReducePrecision on the bits of one element (U: the unsigned integer of
// the element's width): round the mantissa to `mantissa_bits` (nearest, ties
// to even, by adding a bias and truncating), then send exponents above the
// reduced range to infinity and those at or below its minimum to zero (the
// reduced type has no subnormals), keeping the sign. NaN stays the input NaN,
// or becomes +inf when no mantissa bit is left to keep it a NaN.
template <typename U>
PMAPSIM_HOST_DEVICE inline U reduce_precision_bits(U x, FloatFormat source, int exponent_bits,
                                                   int mantissa_bits) {
  constexpr int kBits = static_cast<int>(sizeof(U) * 8);
  const U sign_mask = static_cast<U>(U{1} << (kBits - 1));
  const U exponent_mask = static_cast<U>(((U{1} << source.exponent_bits) - 1) << source.mantissa_bits);
  const U mantissa_mask = static_cast<U>((U{1} << source.mantissa_bits) - 1);
  U result = x;
  if (mantissa_bits < source.mantissa_bits) {
    const int shift = source.mantissa_bits - mantissa_bits;
    const U last_kept = static_cast<U>(U{1} << shift);
    const U base_bias = static_cast<U>((last_kept >> 1) - 1);
    const U last_bit = static_cast<U>((result & last_kept) >> shift);
    const U truncation = static_cast<U>(~(last_kept - 1));
    result = static_cast<U>(static_cast<U>(result + last_bit + base_bias) & truncation);
  }
  if (exponent_bits < source.exponent_bits) {
    const U bias = static_cast<U>((U{1} << (source.exponent_bits - 1)) - 1);
    const U reduced_bias = static_cast<U>((U{1} << (exponent_bits - 1)) - 1);
    const U max_exponent = static_cast<U>(static_cast<U>(bias + reduced_bias) << source.mantissa_bits);
    const U min_exponent = static_cast<U>(static_cast<U>(bias - reduced_bias) << source.mantissa_bits);
    const U exponent = static_cast<U>(result & exponent_mask);
    const U signed_zero = static_cast<U>(result & sign_mask);
    if (exponent > max_exponent) {
      result = static_cast<U>(signed_zero | exponent_mask);
    } else if (exponent <= min_exponent) {
      result = signed_zero;
    }
  }
  const bool is_nan = (x & exponent_mask) == exponent_mask && (x & mantissa_mask) != 0;
  if (is_nan) result = mantissa_bits > 0 ? x : exponent_mask;
  return result;
}

}  // namespace pmapsim::semantics

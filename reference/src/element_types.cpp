// Element-type kernels: bitcast_convert and reduce_precision.
#include <cstring>

#include "internal.hpp"

namespace pmapsim::reference {
namespace {

// Sign, exponent and mantissa widths of a float dtype's bits.
struct FloatFormat {
  int exponent_bits;
  int mantissa_bits;
};

FloatFormat float_format(DType dtype) {
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
U reduce_precision_bits(U x, FloatFormat source, int exponent_bits, int mantissa_bits) {
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

template <typename U>
void reduce_precision_elements(const Array& x, Array& out, int exponent_bits, int mantissa_bits) {
  const FloatFormat format = float_format(x.dtype());
  const U* in = x.data<U>();
  U* o = out.data<U>();
  const std::int64_t n = x.size();
  for (std::int64_t i = 0; i < n; ++i)
    o[i] = reduce_precision_bits(in[i], format, exponent_bits, mantissa_bits);
}

}  // namespace

// The operand's bytes as the result type: the shape rule has matched the
// element counts times widths, and row-major order keeps every byte in place
// (a wide element's narrow parts are its bytes in memory order, little-endian).
Array kernel_bitcast_convert(const LocalArgs& args) {
  const Array& x = args.operand(0);
  Array out(args.result_type().dtype, args.result_type().shape);
  if (out.byte_size() != x.byte_size()) throw Error("reference: bitcast_convert changes the byte count");
  if (out.byte_size() > 0) std::memcpy(out.raw(), x.raw(), out.byte_size());
  return out;
}

Array kernel_reduce_precision(const LocalArgs& args) {
  const Array& x = args.operand(0);
  const auto exponent_bits = static_cast<int>(args.attrs().integer("exponent_bits"));
  const auto mantissa_bits = static_cast<int>(args.attrs().integer("mantissa_bits"));
  Array out(x.dtype(), x.shape());
  switch (dtype_size(x.dtype())) {
    case 2:
      reduce_precision_elements<std::uint16_t>(x, out, exponent_bits, mantissa_bits);
      break;
    case 4:
      reduce_precision_elements<std::uint32_t>(x, out, exponent_bits, mantissa_bits);
      break;
    case 8:
      reduce_precision_elements<std::uint64_t>(x, out, exponent_bits, mantissa_bits);
      break;
    default:
      unsupported_dtype(OpCode::reduce_precision, x.dtype());
  }
  return out;
}

void add_element_type_rows(KernelTable& table) {
  set_local(table, OpCode::bitcast_convert, kernel_bitcast_convert);
  set_local(table, OpCode::reduce_precision, kernel_reduce_precision);
}

}  // namespace pmapsim::reference

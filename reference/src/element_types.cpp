// Element-type kernels: bitcast_convert and reduce_precision.
#include "pmapsim/semantics/element_types.hpp"

#include <cstring>

#include "internal.hpp"

namespace pmapsim::reference {
namespace {

template <typename U>
void reduce_precision_elements(const Array& x, Array& out, int exponent_bits, int mantissa_bits) {
  const semantics::FloatFormat format = semantics::float_format(x.dtype());
  const U* in = x.data<U>();
  U* o = out.data<U>();
  const std::int64_t n = x.size();
  for (std::int64_t i = 0; i < n; ++i)
    o[i] = semantics::reduce_precision_bits(in[i], format, exponent_bits, mantissa_bits);
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

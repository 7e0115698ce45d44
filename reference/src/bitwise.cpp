// Bitwise and logical kernels: not, and, or, xor (bool: logical; integers:
// bitwise), shift_left, shift_right_logical, shift_right_arithmetic, popcnt,
// count_leading_zeros. Shifts follow StableHLO: the shift amount is read as
// unsigned, and an amount of the bit width or more gives 0 (logical shifts)
// or the sign fill (arithmetic shift), as XLA does.
#include <cstdint>

#include "internal.hpp"
#include "math_dispatch.hpp"
#include "pmapsim/semantics/integer_math.hpp"

namespace pmapsim::reference {
namespace {

// One kernel per op, its per-element semantics in
// pmapsim/semantics/integer_math.hpp. Bools are 0/1 bytes: not is logical on
// them and and/or/xor keep them 0/1.
template <OpCode op>
Array kernel_integer_unary(const LocalArgs& args) {
  const Array& x = args.operand(0);
  if (op == OpCode::not_ && x.dtype() == DType::boolean) {
    return map_elements<std::uint8_t, std::uint8_t>(x, args.result_type(), semantics::logical_not);
  }
  return visit_integer(args.instruction.op, x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    return map_elements<T, T>(x, args.result_type(), [](T v) { return semantics::integer_unary(op, v); });
  });
}

template <OpCode op>
Array kernel_integer_binary(const LocalArgs& args) {
  const Array& a = args.operand(0);
  const Array& b = args.operand(1);
  constexpr bool logical = op == OpCode::and_ || op == OpCode::or_ || op == OpCode::xor_;
  if (logical && a.dtype() == DType::boolean) {
    return map_elements<std::uint8_t, std::uint8_t>(
        a, b, args.result_type(),
        [](std::uint8_t x, std::uint8_t y) { return semantics::logical_binary(op, x, y); });
  }
  return visit_integer(args.instruction.op, a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    return map_elements<T, T>(a, b, args.result_type(),
                              [](T x, T y) { return semantics::integer_binary(op, x, y); });
  });
}

}  // namespace

void add_bitwise_rows(KernelTable& table) {
  set_local(table, OpCode::not_, kernel_integer_unary<OpCode::not_>);
  set_local(table, OpCode::popcnt, kernel_integer_unary<OpCode::popcnt>);
  set_local(table, OpCode::count_leading_zeros, kernel_integer_unary<OpCode::count_leading_zeros>);
  set_local(table, OpCode::and_, kernel_integer_binary<OpCode::and_>);
  set_local(table, OpCode::or_, kernel_integer_binary<OpCode::or_>);
  set_local(table, OpCode::xor_, kernel_integer_binary<OpCode::xor_>);
  set_local(table, OpCode::shift_left, kernel_integer_binary<OpCode::shift_left>);
  set_local(table, OpCode::shift_right_logical, kernel_integer_binary<OpCode::shift_right_logical>);
  set_local(table, OpCode::shift_right_arithmetic, kernel_integer_binary<OpCode::shift_right_arithmetic>);
}

}  // namespace pmapsim::reference

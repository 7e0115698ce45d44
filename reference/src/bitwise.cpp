// Bitwise and logical kernels: not, and, or, xor (bool: logical; integers:
// bitwise), shift_left, shift_right_logical, shift_right_arithmetic, popcnt,
// count_leading_zeros. Shifts follow StableHLO: the shift amount is read as
// unsigned, and an amount of the bit width or more gives 0 (logical shifts)
// or the sign fill (arithmetic shift), as XLA does.
#include <bit>
#include <type_traits>

#include "internal.hpp"
#include "math_dispatch.hpp"

namespace pmapsim::reference {
namespace {

template <class T>
using Bits = std::make_unsigned_t<T>;

template <class T>
constexpr int kBitWidth = static_cast<int>(sizeof(T) * 8);

// Shift amount as unsigned (negative amounts are huge, hence out of range).
template <class T>
bool shift_in_range(T amount) {
  return static_cast<Bits<T>>(amount) < static_cast<Bits<T>>(kBitWidth<T>);
}

template <class T>
T shift_left(T x, T amount) {
  if (!shift_in_range(amount)) return 0;
  return static_cast<T>(static_cast<Bits<T>>(static_cast<Bits<T>>(x) << amount));
}

template <class T>
T shift_right_logical(T x, T amount) {
  if (!shift_in_range(amount)) return 0;
  return static_cast<T>(static_cast<Bits<T>>(x) >> amount);
}

// Arithmetic: fills with the sign bit; of the bit width or more, every bit is the sign.
template <class T>
T shift_right_arithmetic(T x, T amount) {
  using S = std::make_signed_t<T>;
  const S value = static_cast<S>(x);
  const int count = shift_in_range(amount) ? static_cast<int>(amount) : kBitWidth<T> - 1;
  return static_cast<T>(value >> count);  // C++20: >> on signed values is arithmetic
}

template <class T>
T popcnt(T x) {
  return static_cast<T>(std::popcount(static_cast<Bits<T>>(x)));
}

template <class T>
T count_leading_zeros(T x) {
  return static_cast<T>(std::countl_zero(static_cast<Bits<T>>(x)));
}

// One kernel per function over bool (logical) and integer dtypes (bitwise).
// Bools are stored as 0/1 bytes; the bitwise forms keep them 0/1 except not,
// which is logical on bool.
template <class IntegerFunction>
Array integer_unary(const LocalArgs& args, IntegerFunction&& f) {
  const Array& x = args.operand(0);
  return visit_integer(args.instruction.op, x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    return map_elements<T, T>(x, args.result_type(), [&](T v) { return f(v); });
  });
}

template <class IntegerFunction>
Array integer_binary(const LocalArgs& args, IntegerFunction&& f) {
  const Array& a = args.operand(0);
  return visit_integer(args.instruction.op, a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    return map_elements<T, T>(a, args.operand(1), args.result_type(), [&](T x, T y) { return f(x, y); });
  });
}

template <class Function>
Array logical_binary(const LocalArgs& args, Function&& f) {
  if (args.operand(0).dtype() == DType::boolean) {
    return map_elements<std::uint8_t, std::uint8_t>(
        args.operand(0), args.operand(1), args.result_type(),
        [&](std::uint8_t x, std::uint8_t y) { return static_cast<std::uint8_t>(f(x, y) & 1u); });
  }
  return integer_binary(args, [&](auto x, auto y) { return static_cast<decltype(x)>(f(x, y)); });
}

Array kernel_not(const LocalArgs& args) {
  if (args.operand(0).dtype() == DType::boolean) {
    return map_elements<std::uint8_t, std::uint8_t>(
        args.operand(0), args.result_type(), [](std::uint8_t v) { return static_cast<std::uint8_t>(!v); });
  }
  return integer_unary(args, [](auto v) { return static_cast<decltype(v)>(~v); });
}
Array kernel_and(const LocalArgs& args) {
  return logical_binary(args, [](auto x, auto y) { return x & y; });
}
Array kernel_or(const LocalArgs& args) {
  return logical_binary(args, [](auto x, auto y) { return x | y; });
}
Array kernel_xor(const LocalArgs& args) {
  return logical_binary(args, [](auto x, auto y) { return x ^ y; });
}
Array kernel_shift_left(const LocalArgs& args) {
  return integer_binary(args, [](auto x, auto y) { return shift_left(x, y); });
}
Array kernel_shift_right_logical(const LocalArgs& args) {
  return integer_binary(args, [](auto x, auto y) { return shift_right_logical(x, y); });
}
Array kernel_shift_right_arithmetic(const LocalArgs& args) {
  return integer_binary(args, [](auto x, auto y) { return shift_right_arithmetic(x, y); });
}
Array kernel_popcnt(const LocalArgs& args) {
  return integer_unary(args, [](auto v) { return popcnt(v); });
}
Array kernel_count_leading_zeros(const LocalArgs& args) {
  return integer_unary(args, [](auto v) { return count_leading_zeros(v); });
}

}  // namespace

void add_bitwise_rows(KernelTable& table) {
  set_local(table, OpCode::not_, kernel_not);
  set_local(table, OpCode::and_, kernel_and);
  set_local(table, OpCode::or_, kernel_or);
  set_local(table, OpCode::xor_, kernel_xor);
  set_local(table, OpCode::shift_left, kernel_shift_left);
  set_local(table, OpCode::shift_right_logical, kernel_shift_right_logical);
  set_local(table, OpCode::shift_right_arithmetic, kernel_shift_right_arithmetic);
  set_local(table, OpCode::popcnt, kernel_popcnt);
  set_local(table, OpCode::count_leading_zeros, kernel_count_leading_zeros);
}

}  // namespace pmapsim::reference

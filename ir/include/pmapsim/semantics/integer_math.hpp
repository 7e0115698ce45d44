// The per-element semantics of the integer and bool families, written once
// for every backend: the reference's kernels, the CUDA kernels and the CUDA
// backend's region interpreter call these (host and device; no CUDA header
// here). Bitwise not/and/or/xor, shifts, popcnt, count_leading_zeros, and
// integer sign, power and remainder, each as StableHLO specifies and XLA
// computes it. Bools are 0/1 bytes: not is logical on them and and/or/xor
// keep them 0/1.
#pragma once

#include <cstdint>
#include <type_traits>

#if !defined(__CUDA_ARCH__)
#include <bit>
#endif

#include "pmapsim/ops.hpp"
#include "pmapsim/semantics/host_device.hpp"

namespace pmapsim::semantics {

template <typename T>
inline constexpr int kBitWidth = static_cast<int>(sizeof(T) * 8);

// Shift amounts are read as unsigned: a negative amount is out of range.
template <typename T>
PMAPSIM_HOST_DEVICE inline bool shift_in_range(T amount) {
  using U = std::make_unsigned_t<T>;
  return static_cast<U>(amount) < static_cast<U>(kBitWidth<T>);
}

// An amount of the bit width or more shifts every bit out: 0.
template <typename T>
PMAPSIM_HOST_DEVICE inline T shift_left(T x, T amount) {
  using U = std::make_unsigned_t<T>;
  if (!shift_in_range(amount)) return T{0};
  return static_cast<T>(static_cast<U>(static_cast<U>(x) << amount));
}

template <typename T>
PMAPSIM_HOST_DEVICE inline T shift_right_logical(T x, T amount) {
  using U = std::make_unsigned_t<T>;
  if (!shift_in_range(amount)) return T{0};
  return static_cast<T>(static_cast<U>(x) >> amount);
}

// Reads x as signed whatever its dtype and fills with its sign bit; of the
// bit width or more, every bit is the sign.
template <typename T>
PMAPSIM_HOST_DEVICE inline T shift_right_arithmetic(T x, T amount) {
  using S = std::make_signed_t<T>;
  const int count = shift_in_range(amount) ? static_cast<int>(amount) : kBitWidth<T> - 1;
  return static_cast<T>(static_cast<S>(x) >> count);  // C++20: >> of a signed value is arithmetic
}

template <typename T>
PMAPSIM_HOST_DEVICE inline T population_count(T x) {
  using U = std::make_unsigned_t<T>;
#if defined(__CUDA_ARCH__)
  return static_cast<T>(__popcll(static_cast<unsigned long long>(static_cast<U>(x))));
#else
  return static_cast<T>(std::popcount(static_cast<U>(x)));
#endif
}

// Zeros above the highest set bit within T's width (the width itself for 0).
template <typename T>
PMAPSIM_HOST_DEVICE inline T count_leading_zeros(T x) {
  using U = std::make_unsigned_t<T>;
#if defined(__CUDA_ARCH__)
  const int in_64_bits = __clzll(static_cast<long long>(static_cast<unsigned long long>(static_cast<U>(x))));
  return static_cast<T>(in_64_bits - (64 - kBitWidth<T>));
#else
  return static_cast<T>(std::countl_zero(static_cast<U>(x)));
#endif
}

// -1, 0 or 1 (0 or 1 for an unsigned type).
template <typename T>
PMAPSIM_HOST_DEVICE inline T integer_sign(T x) {
  if constexpr (std::is_signed_v<T>) {
    return static_cast<T>((x > 0) - (x < 0));
  } else {
    return static_cast<T>(x != 0);
  }
}

// Power by squaring, wrapping (3^40 is 3^40 mod 2^32, as jnp.power gives). A
// negative exponent gives the integer part of the true power: 1 for base 1,
// +-1 for base -1 (by the exponent's parity), 0 otherwise.
template <typename T>
PMAPSIM_HOST_DEVICE inline T integer_power(T base, T exponent) {
  // At least unsigned int, so that the usual promotions never reach signed int and overflow.
  using U = std::common_type_t<std::make_unsigned_t<T>, unsigned>;
  if constexpr (std::is_signed_v<T>) {
    if (exponent < 0) {
      if (base == 1) return T{1};
      if (base == -1) return (exponent & 1) ? base : T{1};
      return T{0};
    }
  }
  U result = 1;
  U factor = static_cast<U>(static_cast<std::make_unsigned_t<T>>(base));
  for (auto e = static_cast<std::make_unsigned_t<T>>(exponent); e != 0; e >>= 1) {
    if (e & 1u) result = static_cast<U>(result * factor);
    factor = static_cast<U>(factor * factor);
  }
  return static_cast<T>(result);
}

// XLA's remainder: the sign of the dividend (C's %), x % 0 = x and
// INT_MIN % -1 = 0, never a trap.
template <typename T>
PMAPSIM_HOST_DEVICE inline T integer_remainder(T a, T b) {
  if (b == T{0}) return a;
  if constexpr (std::is_signed_v<T>) {
    if (b == T{-1}) return T{0};
  }
  return static_cast<T>(a % b);
}

// The unary ops of this family on an integer type, by op.
template <typename T>
PMAPSIM_HOST_DEVICE inline T integer_unary(OpCode op, T x) {
  switch (op) {
    case OpCode::not_:
      return static_cast<T>(~static_cast<std::make_unsigned_t<T>>(x));
    case OpCode::popcnt:
      return population_count(x);
    case OpCode::count_leading_zeros:
      return count_leading_zeros(x);
    case OpCode::sign:
      return integer_sign(x);
    default:
      return x;  // not an op of this family: no backend calls it with one
  }
}

// The binary ops of this family on an integer type, by op.
template <typename T>
PMAPSIM_HOST_DEVICE inline T integer_binary(OpCode op, T a, T b) {
  using U = std::make_unsigned_t<T>;
  switch (op) {
    case OpCode::and_:
      return static_cast<T>(static_cast<U>(a) & static_cast<U>(b));
    case OpCode::or_:
      return static_cast<T>(static_cast<U>(a) | static_cast<U>(b));
    case OpCode::xor_:
      return static_cast<T>(static_cast<U>(a) ^ static_cast<U>(b));
    case OpCode::shift_left:
      return shift_left(a, b);
    case OpCode::shift_right_logical:
      return shift_right_logical(a, b);
    case OpCode::shift_right_arithmetic:
      return shift_right_arithmetic(a, b);
    case OpCode::power:
      return integer_power(a, b);
    case OpCode::remainder:
      return integer_remainder(a, b);
    default:
      return a;  // not an op of this family: no backend calls it with one
  }
}

// not on bool is logical.
PMAPSIM_HOST_DEVICE inline std::uint8_t logical_not(std::uint8_t x) {
  return static_cast<std::uint8_t>(x == 0);
}

// and, or, xor on bools (0/1 bytes) keep them 0/1.
PMAPSIM_HOST_DEVICE inline std::uint8_t logical_binary(OpCode op, std::uint8_t a, std::uint8_t b) {
  return static_cast<std::uint8_t>(integer_binary(op, a, b) & 1u);
}

}  // namespace pmapsim::semantics

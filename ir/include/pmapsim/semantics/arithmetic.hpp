// The per-element semantics of compare and of integer arithmetic, written
// once for every backend: the reference's kernels, the CUDA kernels and the
// CUDA backend's region interpreter call these (host and device; no CUDA
// header here). Integers follow StableHLO as XLA implements it: they wrap in
// two's complement, and division gives XLA's answers where C++'s is undefined.
#pragma once

#include <type_traits>

#include "pmapsim/ops.hpp"
#include "pmapsim/semantics/host_device.hpp"

namespace pmapsim::semantics {

// compare's six directions on one pair (floats: IEEE, so every direction but
// ne is false for a NaN).
template <typename T>
PMAPSIM_HOST_DEVICE inline bool compare(CompareDirection direction, T a, T b) {
  switch (direction) {
    case CompareDirection::eq:
      return a == b;
    case CompareDirection::ne:
      return a != b;
    case CompareDirection::lt:
      return a < b;
    case CompareDirection::le:
      return a <= b;
    case CompareDirection::gt:
      return a > b;
    case CompareDirection::ge:
      return a >= b;
  }
  return false;
}

// Truncating division: x / 0 is all ones (-1; the largest value of an
// unsigned type) and INT_MIN / -1 is INT_MIN, never a trap. A narrow signed
// type computed in a wider one gets the same low bits (-128 / -1 = 128, whose
// low 8 bits are -128).
template <typename T>
PMAPSIM_HOST_DEVICE inline T integer_divide(T a, T b) {
  using U = std::make_unsigned_t<T>;
  if (b == T(0)) return static_cast<T>(~U(0));
  if constexpr (std::is_signed_v<T>) {
    if (b == T(-1)) return static_cast<T>(U(0) - static_cast<U>(a));  // -a, wrapping at INT_MIN
  }
  return static_cast<T>(a / b);
}

// add, sub, mul (and div) of any integer width, wrapping as two's complement:
// computed in the unsigned type of the same width, at least unsigned int, so
// that the usual promotions never reach signed int and overflow.
template <typename T>
PMAPSIM_HOST_DEVICE inline T wrapping(OpCode op, T a, T b) {
  using U = std::common_type_t<std::make_unsigned_t<T>, unsigned>;
  const U x = static_cast<U>(a);
  const U y = static_cast<U>(b);
  switch (op) {
    case OpCode::add:
      return static_cast<T>(x + y);
    case OpCode::sub:
      return static_cast<T>(x - y);
    case OpCode::mul:
      return static_cast<T>(x * y);
    case OpCode::div:
      return integer_divide(a, b);
    default:
      return a;  // not an arithmetic op: no backend calls it with one
  }
}

}  // namespace pmapsim::semantics

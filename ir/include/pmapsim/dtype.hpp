// Element types, their storage, the bf16/f16 roundings and the typed dispatch
// (visit_dtype) that kernels use to write one loop for every dtype.
#pragma once

#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "pmapsim/semantics/float_storage.hpp"

namespace pmapsim {

// New dtypes are appended, so that the values of the first four never change.
// c64 and c128 are complex numbers of two f32 / two f64 parts (real, then
// imaginary), as std::complex and NumPy's complex64 / complex128 store them.
enum class DType : std::uint8_t {
  f32,
  bf16,
  s32,
  boolean,
  f16,
  f64,
  s8,
  s16,
  s64,
  u8,
  u16,
  u32,
  u64,
  c64,
  c128
};

inline constexpr DType kAllDTypes[] = {DType::f32, DType::bf16, DType::s32, DType::boolean, DType::f16,
                                       DType::f64, DType::s8,   DType::s16, DType::s64,     DType::u8,
                                       DType::u16, DType::u32,  DType::u64, DType::c64,     DType::c128};

// "f32", "bf16", "s32", "bool", "f16", "f64", "s8", ..., "u64", "c64", "c128"
// (StableHLO's spelling except bool, which StableHLO calls i1 and XLA pred,
// and the complex types, which StableHLO writes complex<f32> and complex<f64>
// and XLA c64 and c128).
std::string_view dtype_name(DType dtype);
// Inverse of dtype_name (also accepts "i1" and "pred" for bool); throws Error
// naming the text on an unknown name.
DType parse_dtype(std::string_view text);
// Bytes per element as stored in host arrays (bf16 and f16 are 2, bool is 1).
std::size_t dtype_size(DType dtype);
// Bits per element (bool counts 8 as stored; bitcast_convert refuses bool).
inline std::size_t dtype_bits(DType dtype) {
  return dtype_size(dtype) * 8;
}
bool is_floating(DType dtype);  // f16, bf16, f32, f64 (real floats; not the complex types)
bool is_integer(DType dtype);   // signed or unsigned, not bool
bool is_signed_integer(DType dtype);
bool is_unsigned_integer(DType dtype);
bool is_complex(DType dtype);  // c64, c128
// The type of a complex dtype's parts: f32 for c64, f64 for c128 (Error otherwise).
DType complex_part_dtype(DType dtype);
// The complex dtype whose parts are `part`: c64 for f32, c128 for f64 (Error otherwise).
DType complex_dtype_of(DType part);

// ---------------------------------------------------------------------------
// Roundings to the narrow floats. Between f32 and bf16 or f16 they are the
// semantics every backend shares (pmapsim/semantics/float_storage.hpp).

using semantics::bf16_bits_to_f32;
using semantics::f16_bits_to_f32;
using semantics::f32_to_bf16_bits;
using semantics::f32_to_f16_bits;

// Rounds an f32 to the nearest bf16 value, returned as f32.
inline float round_to_bf16(float value) {
  return bf16_bits_to_f32(f32_to_bf16_bits(value));
}

// Rounds a double to f32 with round-to-nearest-even, saturating to infinity
// where IEEE does (a plain cast of an out-of-range double is undefined).
inline float double_to_f32(double value) {
  constexpr double kMax = std::numeric_limits<float>::max();
  if (std::isfinite(value) && std::abs(value) > kMax) {
    // FLT_MAX plus half its ulp (2^103): from here on the value rounds to infinity.
    const double overflow = kMax + std::ldexp(1.0, 103);
    const float saturated = std::abs(value) >= overflow ? std::numeric_limits<float>::infinity()
                                                        : std::numeric_limits<float>::max();
    return value < 0 ? -saturated : saturated;
  }
  return static_cast<float>(value);
}

// Rounds a double straight to bf16 (nearest, ties to even). Going through f32
// alone could round twice: a double just off a bf16 tie may become the tie itself in f32.
inline std::uint16_t double_to_bf16_bits(double value) {
  const float single = double_to_f32(value);
  std::uint32_t bits;
  std::memcpy(&bits, &single, sizeof bits);
  const bool artificial_tie = (bits & 0xffffu) == 0x8000u && static_cast<double>(single) != value;
  if (!artificial_tie || !std::isfinite(single)) return f32_to_bf16_bits(single);
  const auto truncated = static_cast<std::uint16_t>(bits >> 16);  // rounded toward zero
  const bool above_tie = std::abs(value) > std::abs(static_cast<double>(single));
  return above_tie ? static_cast<std::uint16_t>(truncated + 1) : truncated;
}

// IEEE binary16: 1 sign bit, 5 exponent bits (bias 15), 10 mantissa bits.
// Rounds a double straight to f16, nearest with ties to even: the value is
// scaled by a power of two (exact) so that one f16 quantum is 1, rounded with
// nearbyint (the default rounding mode is to nearest even), and re-encoded.
// Subnormals (quantum 2^-24), overflow to infinity at 65520, NaN stays NaN (quiet).
inline std::uint16_t double_to_f16_bits(double value) {
  const std::uint16_t sign = std::signbit(value) ? 0x8000u : 0u;
  if (std::isnan(value)) return static_cast<std::uint16_t>(sign | 0x7e00u);
  const double magnitude = std::abs(value);
  if (magnitude >= 65520.0) return static_cast<std::uint16_t>(sign | 0x7c00u);  // incl. infinity
  int exponent = 0;
  std::frexp(magnitude, &exponent);  // magnitude = m * 2^exponent, m in [0.5, 1)
  // The unbiased exponent of the leading bit is exponent - 1; subnormals share -14's quantum.
  const int leading = exponent - 1 < -14 ? -14 : exponent - 1;
  const double quanta = std::nearbyint(std::ldexp(magnitude, 10 - leading));  // in units of 2^(leading-10)
  // quanta < 2^11; it may have rounded up to 2^11 (next binade), which the encoding handles by carry.
  const auto q = static_cast<std::uint32_t>(quanta);
  if (magnitude == 0.0 || (leading == -14 && q < 0x400u))
    return static_cast<std::uint16_t>(sign | q);  // subnormal
  const std::uint32_t biased = static_cast<std::uint32_t>(leading + 15);
  // q in [2^10, 2^11]: the implicit bit is q's bit 10; a carry into bit 11 bumps the exponent.
  return static_cast<std::uint16_t>(sign | ((biased << 10) + (q - 0x400u)));
}

// ---------------------------------------------------------------------------
// Typed dispatch.
//
// DTypeTag<D> describes one dtype:
//   storage  the C++ type of an element in Array storage (bf16 and f16 keep
//            their 16 bits in std::uint16_t, bool is std::uint8_t 0 or 1);
//   value    the C++ type arithmetic is done in (float for bf16 and f16,
//            bool for bool, the storage type otherwise);
//   load(s) / store(v)  between the two (store rounds to nearest even).
// visit_dtype(dtype, f) calls f(DTypeTag<dtype>{}) and returns its result, so
// one generic lambda serves every dtype:
//   visit_dtype(a.dtype(), [&](auto tag) {
//     using Tag = decltype(tag);
//     const auto* x = a.data<typename Tag::storage>();
//     if constexpr (Tag::is_float) { ... } else { ... }
//   });
template <DType D>
struct DTypeTag;

namespace detail {
template <DType D, class Storage, class Value>
struct PlainTag {
  using storage = Storage;
  using value = Value;
  static constexpr DType dtype = D;
  static constexpr bool is_float = std::is_floating_point_v<Value>;
  static constexpr bool is_bool = std::is_same_v<Value, bool>;
  static constexpr bool is_integer = std::is_integral_v<Value> && !is_bool;
  static constexpr bool is_signed = std::is_signed_v<Value>;
  static value load(storage s) { return static_cast<value>(s); }
  static storage store(value v) { return static_cast<storage>(v); }
};
}  // namespace detail

template <>
struct DTypeTag<DType::f32> : detail::PlainTag<DType::f32, float, float> {};
template <>
struct DTypeTag<DType::f64> : detail::PlainTag<DType::f64, double, double> {};
template <>
struct DTypeTag<DType::s8> : detail::PlainTag<DType::s8, std::int8_t, std::int8_t> {};
template <>
struct DTypeTag<DType::s16> : detail::PlainTag<DType::s16, std::int16_t, std::int16_t> {};
template <>
struct DTypeTag<DType::s32> : detail::PlainTag<DType::s32, std::int32_t, std::int32_t> {};
template <>
struct DTypeTag<DType::s64> : detail::PlainTag<DType::s64, std::int64_t, std::int64_t> {};
template <>
struct DTypeTag<DType::u8> : detail::PlainTag<DType::u8, std::uint8_t, std::uint8_t> {};
template <>
struct DTypeTag<DType::u16> : detail::PlainTag<DType::u16, std::uint16_t, std::uint16_t> {};
template <>
struct DTypeTag<DType::u32> : detail::PlainTag<DType::u32, std::uint32_t, std::uint32_t> {};
template <>
struct DTypeTag<DType::u64> : detail::PlainTag<DType::u64, std::uint64_t, std::uint64_t> {};
template <>
struct DTypeTag<DType::boolean> : detail::PlainTag<DType::boolean, std::uint8_t, bool> {
  static bool load(std::uint8_t s) { return s != 0; }
  static std::uint8_t store(bool v) { return v ? 1 : 0; }
};
template <>
struct DTypeTag<DType::bf16> : detail::PlainTag<DType::bf16, std::uint16_t, float> {
  static float load(std::uint16_t s) { return bf16_bits_to_f32(s); }
  static std::uint16_t store(float v) { return f32_to_bf16_bits(v); }
};
template <>
struct DTypeTag<DType::f16> : detail::PlainTag<DType::f16, std::uint16_t, float> {
  static float load(std::uint16_t s) { return f16_bits_to_f32(s); }
  static std::uint16_t store(float v) { return f32_to_f16_bits(v); }
};

namespace detail {
// visit_dtype's answer to a complex dtype: an Error naming it (dtype.cpp).
[[noreturn]] void complex_in_real_dispatch(DType dtype);
// visit_complex's answer to any other dtype.
[[noreturn]] void not_complex(DType dtype);
}  // namespace detail

// Real dtypes only: a complex dtype is an Error (complex kernels dispatch
// with visit_complex below), so no generic real-valued loop ever reads a
// complex array's parts as if they were elements.
template <class F>
decltype(auto) visit_dtype(DType dtype, F&& f) {
  switch (dtype) {
    case DType::f32:
      return std::forward<F>(f)(DTypeTag<DType::f32>{});
    case DType::bf16:
      return std::forward<F>(f)(DTypeTag<DType::bf16>{});
    case DType::s32:
      return std::forward<F>(f)(DTypeTag<DType::s32>{});
    case DType::boolean:
      return std::forward<F>(f)(DTypeTag<DType::boolean>{});
    case DType::f16:
      return std::forward<F>(f)(DTypeTag<DType::f16>{});
    case DType::f64:
      return std::forward<F>(f)(DTypeTag<DType::f64>{});
    case DType::s8:
      return std::forward<F>(f)(DTypeTag<DType::s8>{});
    case DType::s16:
      return std::forward<F>(f)(DTypeTag<DType::s16>{});
    case DType::s64:
      return std::forward<F>(f)(DTypeTag<DType::s64>{});
    case DType::u8:
      return std::forward<F>(f)(DTypeTag<DType::u8>{});
    case DType::u16:
      return std::forward<F>(f)(DTypeTag<DType::u16>{});
    case DType::u32:
      return std::forward<F>(f)(DTypeTag<DType::u32>{});
    case DType::u64:
      return std::forward<F>(f)(DTypeTag<DType::u64>{});
    case DType::c64:
    case DType::c128:
      detail::complex_in_real_dispatch(dtype);
  }
  return std::forward<F>(f)(DTypeTag<DType::f32>{});  // unreachable for valid enum values
}

// ---------------------------------------------------------------------------
// Complex dispatch. ComplexTag<D> describes c64 or c128:
//   storage  std::complex<float> / std::complex<double> (two parts, real first)
//   part     float / double, the C++ type of one part
//   part_dtype  DType::f32 / DType::f64
// visit_complex(dtype, f) calls f(ComplexTag<dtype>{}); any other dtype is an Error.
template <DType D>
struct ComplexTag;
template <>
struct ComplexTag<DType::c64> {
  using part = float;
  using storage = std::complex<float>;
  static constexpr DType dtype = DType::c64;
  static constexpr DType part_dtype = DType::f32;
};
template <>
struct ComplexTag<DType::c128> {
  using part = double;
  using storage = std::complex<double>;
  static constexpr DType dtype = DType::c128;
  static constexpr DType part_dtype = DType::f64;
};

template <class F>
decltype(auto) visit_complex(DType dtype, F&& f) {
  if (dtype == DType::c128) return std::forward<F>(f)(ComplexTag<DType::c128>{});
  if (dtype != DType::c64) detail::not_complex(dtype);
  return std::forward<F>(f)(ComplexTag<DType::c64>{});
}

// ---------------------------------------------------------------------------
// convert's element rules (StableHLO convert; out-of-range as XLA on CPU and
// jax.lax.convert_element_type):
//   bool -> x: 0 or 1;  x -> bool: x != 0 (NaN is true);
//   int -> int: two's complement wrap;  int -> float: nearest, ties to even;
//   float -> int: truncate toward zero, saturating at the target's limits, NaN -> 0;
//   float -> float: nearest, ties to even (through double, which is exact for
//   every source, then rounded once to the target).
template <class To, class From>
typename To::value convert_value(typename From::value v) {
  using T = typename To::value;
  if constexpr (To::is_bool) {
    return v != 0;
  } else if constexpr (From::is_bool) {
    return static_cast<T>(v ? 1 : 0);
  } else if constexpr (To::is_integer && From::is_integer) {
    return static_cast<T>(v);             // C++20: modular
  } else if constexpr (To::is_integer) {  // from float
    const double d = static_cast<double>(v);
    if (std::isnan(d)) return T{0};
    // Limits as doubles: min is a power of two (exact); max+1 is too, so compare against it.
    const double low = static_cast<double>(std::numeric_limits<T>::min());
    const double high_exclusive = std::ldexp(1.0, std::numeric_limits<T>::digits);
    if (d <= low) return std::numeric_limits<T>::min();
    if (d >= high_exclusive) return std::numeric_limits<T>::max();
    return static_cast<T>(std::trunc(d));
  } else if constexpr (To::dtype == DType::f64) {
    return static_cast<double>(v);
  } else if constexpr (To::dtype == DType::f32) {
    if constexpr (From::is_integer)
      return static_cast<float>(v);  // correctly rounded from any int
    else
      return double_to_f32(static_cast<double>(v));
  } else if constexpr (To::dtype == DType::bf16) {
    return bf16_bits_to_f32(double_to_bf16_bits(static_cast<double>(v)));
  } else {  // f16
    return f16_bits_to_f32(double_to_f16_bits(static_cast<double>(v)));
  }
}

// Stores a value of the arithmetic type of From into To's storage with
// convert's rules (convert_value already rounded it to a value To holds exactly).
template <class To, class From>
typename To::storage convert_to_storage(typename From::value v) {
  return To::store(convert_value<To, From>(v));
}

}  // namespace pmapsim

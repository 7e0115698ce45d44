// Elementwise math kernels: sign, rounding, rsqrt, cbrt, logistic, log1p,
// expm1, trigonometry, erf, erf_inv, is_finite, atan2, power, remainder,
// clamp.
//
// Float kernels compute each element in double with the C library and round
// once to the element type, one element at a time: results are deterministic,
// never depend on an element's position, and are within an ulp or so of the
// exact value (tests/reference/test_elementwise_math.cpp measures the
// distance to JAX's CPU results). Integer kernels follow StableHLO (XLA) and
// wrap in two's complement.
#include <cmath>
#include <limits>
#include <type_traits>

#include "internal.hpp"
#include "math_dispatch.hpp"

namespace pmapsim::reference {
namespace {

// Applies f (double -> double) to every element of the float operand.
template <class Function>
Array float_math(const LocalArgs& args, Function&& f) {
  const Array& x = args.operand(0);
  return visit_float(args.instruction.op, x.dtype(), [&](auto element) {
    using E = decltype(element);
    using S = typename E::Storage;
    return map_elements<S, S>(x, args.result_type(), [&](S v) { return E::store(f(E::load(v))); });
  });
}

template <class Function>
Array float_math2(const LocalArgs& args, Function&& f) {
  const Array& a = args.operand(0);
  return visit_float(args.instruction.op, a.dtype(), [&](auto element) {
    using E = decltype(element);
    using S = typename E::Storage;
    return map_elements<S, S>(a, args.operand(1), args.result_type(),
                              [&](S x, S y) { return E::store(f(E::load(x), E::load(y))); });
  });
}

// --- sign and rounding ------------------------------------------------------------

// -1, 0 or 1; floats keep -0.0, +0.0 and NaN (StableHLO's sign).
double sign_of(double x) {
  return x > 0 ? 1.0 : (x < 0 ? -1.0 : x);
}

Array kernel_sign(const LocalArgs& args) {
  const Array& x = args.operand(0);
  if (is_floating(x.dtype())) return float_math(args, sign_of);
  return visit_integer(args.instruction.op, x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    return map_elements<T, T>(x, args.result_type(), [](T v) {
      if constexpr (std::is_signed_v<T>) {
        return static_cast<T>((v > 0) - (v < 0));
      } else {
        return static_cast<T>(v != 0);
      }
    });
  });
}

Array kernel_floor(const LocalArgs& args) {
  return float_math(args, [](double x) { return std::floor(x); });
}
Array kernel_ceil(const LocalArgs& args) {
  return float_math(args, [](double x) { return std::ceil(x); });
}
// Ties to even: nearbyint in the default rounding mode (the program never changes it).
Array kernel_round_nearest_even(const LocalArgs& args) {
  return float_math(args, [](double x) { return std::nearbyint(x); });
}
// Ties away from zero: std::round.
Array kernel_round_nearest_afz(const LocalArgs& args) {
  return float_math(args, [](double x) { return std::round(x); });
}

// --- powers, roots, exponentials ---------------------------------------------------

// 1/sqrt(x): rsqrt(+0) = +inf, rsqrt(-0) = -inf, negative x gives NaN.
Array kernel_rsqrt(const LocalArgs& args) {
  return float_math(args, [](double x) { return 1.0 / std::sqrt(x); });
}
Array kernel_cbrt(const LocalArgs& args) {
  return float_math(args, [](double x) { return std::cbrt(x); });
}
// 1 / (1 + e^-x): exact in double for every f32 input (e^-x overflows to inf
// only where the result is 0 anyway).
Array kernel_logistic(const LocalArgs& args) {
  return float_math(args, [](double x) { return 1.0 / (1.0 + std::exp(-x)); });
}
Array kernel_log1p(const LocalArgs& args) {
  return float_math(args, [](double x) { return std::log1p(x); });
}
Array kernel_expm1(const LocalArgs& args) {
  return float_math(args, [](double x) { return std::expm1(x); });
}

// --- trigonometry -----------------------------------------------------------------

Array kernel_sine(const LocalArgs& args) {
  return float_math(args, [](double x) { return std::sin(x); });
}
Array kernel_cosine(const LocalArgs& args) {
  return float_math(args, [](double x) { return std::cos(x); });
}
Array kernel_tan(const LocalArgs& args) {
  return float_math(args, [](double x) { return std::tan(x); });
}
Array kernel_atan2(const LocalArgs& args) {
  return float_math2(args, [](double y, double x) { return std::atan2(y, x); });
}

// --- erf and its inverse ----------------------------------------------------------

Array kernel_erf(const LocalArgs& args) {
  return float_math(args, [](double x) { return std::erf(x); });
}

// Giles' single-precision approximation of erfinv ("Approximating the erfinv
// function", GPU Computing Gems, 2011; the form XLA uses for f32), evaluated in
// double. It is good to a few f32 ulps; erf_inv refines it below.
double giles_erf_inv(double x) {
  double w = -std::log((1.0 - x) * (1.0 + x));
  double p;
  if (w < 5.0) {
    w -= 2.5;
    p = 2.81022636e-08;
    p = 3.43273939e-07 + p * w;
    p = -3.5233877e-06 + p * w;
    p = -4.39150654e-06 + p * w;
    p = 0.00021858087 + p * w;
    p = -0.00125372503 + p * w;
    p = -0.00417768164 + p * w;
    p = 0.246640727 + p * w;
    p = 1.50140941 + p * w;
  } else {
    w = std::sqrt(w) - 3.0;
    p = -0.000200214257;
    p = 0.000100950558 + p * w;
    p = 0.00134934322 + p * w;
    p = -0.00367342844 + p * w;
    p = 0.00573950773 + p * w;
    p = -0.0076224613 + p * w;
    p = 0.00943887047 + p * w;
    p = 1.00167406 + p * w;
    p = 2.83297682 + p * w;
  }
  return p * x;
}

// erf_inv(x): Giles' approximation, then two Newton steps on erf(y) = x in
// double (erf'(y) = 2/sqrt(pi) e^(-y^2)), which take it well below an f32 ulp,
// so the result rounds to the f32 nearest the true inverse. erf_inv(+-1) =
// +-inf, |x| > 1 and NaN give NaN, erf_inv(-0) = -0.
double erf_inv(double x) {
  if (std::isnan(x) || std::abs(x) > 1.0) return std::numeric_limits<double>::quiet_NaN();
  if (std::abs(x) == 1.0) return std::copysign(std::numeric_limits<double>::infinity(), x);
  if (x == 0.0) return x;
  constexpr double kTwoOverSqrtPi = 1.1283791670955126;
  double y = giles_erf_inv(x);
  for (int step = 0; step < 2; ++step) y -= (std::erf(y) - x) / (kTwoOverSqrtPi * std::exp(-y * y));
  return y;
}

Array kernel_erf_inv(const LocalArgs& args) {
  return float_math(args, erf_inv);
}

Array kernel_is_finite(const LocalArgs& args) {
  const Array& x = args.operand(0);
  return visit_float(args.instruction.op, x.dtype(), [&](auto element) {
    using E = decltype(element);
    using S = typename E::Storage;
    return map_elements<S, std::uint8_t>(
        x, args.result_type(), [](S v) { return static_cast<std::uint8_t>(std::isfinite(E::load(v))); });
  });
}

// --- power and remainder ------------------------------------------------------------

// Integer power by squaring, wrapping (3^40 is 3^40 mod 2^32, as jnp.power
// gives). A negative exponent gives the integer part of the true power: 1 for
// base 1, +-1 for base -1 (by the exponent's parity), 0 otherwise.
template <class T>
T integer_power(T base, T exponent) {
  using U = std::make_unsigned_t<T>;
  if constexpr (std::is_signed_v<T>) {
    if (exponent < 0) {
      if (base == 1) return 1;
      if (base == -1) return (exponent & 1) ? base : T{1};
      return 0;
    }
  }
  U result = 1;
  U factor = static_cast<U>(base);
  for (U e = static_cast<U>(exponent); e != 0; e >>= 1) {
    if (e & 1u) result = static_cast<U>(result * factor);
    factor = static_cast<U>(factor * factor);
  }
  return static_cast<T>(result);
}

Array kernel_power(const LocalArgs& args) {
  const Array& a = args.operand(0);
  if (is_floating(a.dtype())) return float_math2(args, [](double x, double y) { return std::pow(x, y); });
  return visit_integer(args.instruction.op, a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    return map_elements<T, T>(a, args.operand(1), args.result_type(), integer_power<T>);
  });
}

// Integer remainder as XLA's: the sign of the dividend (C's %), x % 0 = x,
// INT_MIN % -1 = 0. Floats: fmod (exact).
template <class T>
T integer_remainder(T a, T b) {
  if (b == 0) return a;
  if (std::is_signed_v<T> && b == static_cast<T>(-1)) return 0;
  return static_cast<T>(a % b);
}

Array kernel_remainder(const LocalArgs& args) {
  const Array& a = args.operand(0);
  if (is_floating(a.dtype())) return float_math2(args, [](double x, double y) { return std::fmod(x, y); });
  return visit_integer(args.instruction.op, a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    return map_elements<T, T>(a, args.operand(1), args.result_type(), integer_remainder<T>);
  });
}

// --- clamp ----------------------------------------------------------------------------

// clamp(min, x, max) = min(max(x, lo), hi) with XLA's NaN-propagating max and
// min; a scalar bound applies to every element (StableHLO's broadcast rule).
template <class T>
T clamp_value(T lo, T x, T hi) {
  if constexpr (std::is_floating_point_v<T>) {
    if (lo != lo || x != x || hi != hi) return std::numeric_limits<T>::quiet_NaN();
  }
  const T raised = x < lo ? lo : x;
  return raised > hi ? hi : raised;
}

template <class Load, class Store>
void clamp_loop(const LocalArgs& args, Array& out, Load&& load, Store&& store) {
  const Array& lo = args.operand(0);
  const Array& x = args.operand(1);
  const Array& hi = args.operand(2);
  const std::int64_t lo_step = lo.size() == 1 ? 0 : 1;
  const std::int64_t hi_step = hi.size() == 1 ? 0 : 1;
  const std::int64_t n = out.size();
  for (std::int64_t i = 0; i < n; ++i) {
    store(out, i, clamp_value(load(lo, i * lo_step), load(x, i), load(hi, i * hi_step)));
  }
}

Array kernel_clamp(const LocalArgs& args) {
  const DType dtype = args.operand(1).dtype();
  Array out(args.result_type().dtype, args.result_type().shape);
  if (is_floating(dtype)) {
    visit_float(args.instruction.op, dtype, [&](auto element) {
      using E = decltype(element);
      using S = typename E::Storage;
      clamp_loop(
          args, out, [](const Array& a, std::int64_t i) { return E::load(a.data<S>()[i]); },
          [](Array& o, std::int64_t i, double v) { o.data<S>()[i] = E::store(v); });
    });
    return out;
  }
  visit_integer(args.instruction.op, dtype, [&](auto tag) {
    using T = decltype(tag);
    clamp_loop(
        args, out, [](const Array& a, std::int64_t i) { return a.data<T>()[i]; },
        [](Array& o, std::int64_t i, T v) { o.data<T>()[i] = v; });
  });
  return out;
}

}  // namespace

void add_elementwise_math_rows(KernelTable& table) {
  set_local(table, OpCode::sign, kernel_sign);
  set_local(table, OpCode::floor, kernel_floor);
  set_local(table, OpCode::ceil, kernel_ceil);
  set_local(table, OpCode::round_nearest_even, kernel_round_nearest_even);
  set_local(table, OpCode::round_nearest_afz, kernel_round_nearest_afz);
  set_local(table, OpCode::rsqrt, kernel_rsqrt);
  set_local(table, OpCode::cbrt, kernel_cbrt);
  set_local(table, OpCode::logistic, kernel_logistic);
  set_local(table, OpCode::log1p, kernel_log1p);
  set_local(table, OpCode::expm1, kernel_expm1);
  set_local(table, OpCode::sine, kernel_sine);
  set_local(table, OpCode::cosine, kernel_cosine);
  set_local(table, OpCode::tan, kernel_tan);
  set_local(table, OpCode::erf, kernel_erf);
  set_local(table, OpCode::erf_inv, kernel_erf_inv);
  set_local(table, OpCode::is_finite, kernel_is_finite);
  set_local(table, OpCode::atan2, kernel_atan2);
  set_local(table, OpCode::power, kernel_power);
  set_local(table, OpCode::remainder, kernel_remainder);
  set_local(table, OpCode::clamp, kernel_clamp);
}

}  // namespace pmapsim::reference

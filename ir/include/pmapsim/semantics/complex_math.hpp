// The per-element semantics of the complex numbers, written once for every
// backend: the reference's kernels call them on the host, the CUDA backend's
// kernels on the GPU (the same source, compiled by nvcc). Each element is
// computed in double (a c64 widened) and each part rounded once by the caller
// to the result's part type. Written out rather than std::complex's, which a
// device cannot call: the same formulas run on both sides.
#pragma once

#include <math.h>

#include "pmapsim/ops.hpp"
#include "pmapsim/semantics/host_device.hpp"

// The ops whose complex meaning is complex_unary / complex_binary below: each
// backend's complex rows come from these lists. abs gives a real result (the
// value's re; im 0), as real and imag do, which complex_unary also computes but
// which have rows of their own (a float operand is its own real part).
// clang-format off
#define PMAPSIM_COMPLEX_UNARY_OPS(X) \
  X(neg) X(abs) X(exp) X(log) X(sqrt) X(rsqrt) X(tanh) X(sine) X(cosine) X(sign)
#define PMAPSIM_COMPLEX_BINARY_OPS(X) X(add) X(sub) X(mul) X(div) X(power)
// The ops that need no complex arithmetic: they move elements by their bytes, or
// run their regions' instructions (whose own rows then decide), so every backend
// runs them on complex values with its real kernels.
#define PMAPSIM_COMPLEX_BYTE_MOVING_OPS(X) \
  X(broadcast) X(reshape) X(transpose) X(slice) X(concatenate) X(pad) X(reverse) \
  X(dynamic_slice) X(dynamic_update_slice) X(gather) X(scatter) X(bitcast_convert) \
  X(all_gather) X(ppermute) X(all_to_all) X(result) X(optimization_barrier) \
  X(while_loop) X(cond) X(switch_case) X(call)
// The collectives that sum: a complex sum is its parts' sums.
#define PMAPSIM_COMPLEX_SUMMING_COLLECTIVES(X) X(psum) X(pmean) X(psum_scatter)
// clang-format on

namespace pmapsim::semantics {

struct ComplexValue {
  double re = 0;
  double im = 0;
};

// IEEE classes by arithmetic, the same on the host and in nvcc's device code (where the C
// library's isinf and isnan are other overloads).
PMAPSIM_HOST_DEVICE inline bool is_nan_value(double x) {
  return x != x;
}
PMAPSIM_HOST_DEVICE inline bool is_finite_value(double x) {
  return x - x == 0;
}
PMAPSIM_HOST_DEVICE inline bool is_infinite_value(double x) {
  return !is_finite_value(x) && !is_nan_value(x);
}

PMAPSIM_HOST_DEVICE inline ComplexValue complex_multiply(ComplexValue a, ComplexValue b) {
  return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}

// Smith's division: scales by the larger part of b, so no intermediate
// overflows needlessly. By a zero, each part of a times an infinity of b's
// real part's sign, as XLA divides (1 / 0 = inf + NaN i, (2 + 3i) / 0 = inf + inf i).
PMAPSIM_HOST_DEVICE inline ComplexValue complex_divide(ComplexValue a, ComplexValue b) {
  if (b.re == 0 && b.im == 0) {
    const double infinity = ::copysign(INFINITY, b.re);
    return {a.re * infinity, a.im * infinity};
  }
  // A finite a over an infinite b: zero, signed as a over b's direction (C99's rule).
  if ((is_infinite_value(b.re) || is_infinite_value(b.im)) && is_finite_value(a.re) &&
      is_finite_value(a.im)) {
    const double c = ::copysign(is_infinite_value(b.re) ? 1.0 : 0.0, b.re);
    const double d = ::copysign(is_infinite_value(b.im) ? 1.0 : 0.0, b.im);
    return {0.0 * (a.re * c + a.im * d), 0.0 * (a.im * c - a.re * d)};
  }
  if (::fabs(b.re) >= ::fabs(b.im)) {
    const double r = b.im / b.re, d = b.re + b.im * r;
    return {(a.re + a.im * r) / d, (a.im - a.re * r) / d};
  }
  const double r = b.re / b.im, d = b.im + b.re * r;
  return {(a.re * r + a.im) / d, (a.im * r - a.re) / d};
}

PMAPSIM_HOST_DEVICE inline double complex_abs(ComplexValue z) {
  return ::hypot(z.re, z.im);
}

PMAPSIM_HOST_DEVICE inline ComplexValue complex_exp(ComplexValue z) {
  // exp(x + 0i) stays real (cos 0 = 1 exactly, and e * 0 would be NaN for an infinite e).
  if (z.im == 0) return {::exp(z.re), z.im};
  // Past exp's overflow (x > 709.78) a part may still be finite: e^x cos y as (e^(x/2) cos y) e^(x/2).
  if (z.re > 700) {
    const double half = ::exp(z.re / 2);
    return {half * ::cos(z.im) * half, half * ::sin(z.im) * half};
  }
  const double e = ::exp(z.re);
  return {e * ::cos(z.im), e * ::sin(z.im)};
}

// log |z| without cancellation or overflow: near the unit circle as log1p(|z|^2 - 1) / 2, with
// |z|^2 - 1 from fused multiply-adds (log(hypot) loses every digit of log|1 + 1e-8 i| = 5e-17);
// elsewhere as log(max) + log1p((min / max)^2) / 2.
PMAPSIM_HOST_DEVICE inline double complex_log_abs(ComplexValue z) {
  const double big = ::fmax(::fabs(z.re), ::fabs(z.im));
  const double small = ::fmin(::fabs(z.re), ::fabs(z.im));
  if (big == 0 || !is_finite_value(z.re) || !is_finite_value(z.im)) return ::log(complex_abs(z));
  if (big > 0.5 && big < 2) return 0.5 * ::log1p(::fma(small, small, ::fma(big, big, -1.0)));
  const double ratio = small / big;
  return ::log(big) + 0.5 * ::log1p(ratio * ratio);
}

PMAPSIM_HOST_DEVICE inline ComplexValue complex_log(ComplexValue z) {
  return {complex_log_abs(z), ::atan2(z.im, z.re)};
}

// The principal root: t = sqrt((|re| + |z|) / 2) on the side of re's sign, the other part
// im / 2t, keeping im's sign. Parts beyond 1e300 are scaled by 2^-600 first (the root by 2^300
// after), so that |re| + |z| cannot overflow; parts below 1e-300 by 2^600, so no digit is lost.
PMAPSIM_HOST_DEVICE inline ComplexValue complex_sqrt(ComplexValue z) {
  if (z.re == 0 && z.im == 0) return {0.0, z.im};
  if (is_infinite_value(z.im)) return {INFINITY, z.im};  // whatever the real part (C99's rule)
  const double big = ::fmax(::fabs(z.re), ::fabs(z.im));
  double scale = 1;
  if (big > 1e300) {
    z = {z.re * 0x1p-600, z.im * 0x1p-600};
    scale = 0x1p300;
  } else if (big < 1e-300) {
    z = {z.re * 0x1p600, z.im * 0x1p600};
    scale = 0x1p-300;
  }
  const double t = ::sqrt((::fabs(z.re) + complex_abs(z)) / 2);
  if (z.re >= 0) return {t * scale, z.im / (2 * t) * scale};
  return {::fabs(z.im) / (2 * t) * scale, ::copysign(t, z.im) * scale};
}

// sin(x + iy) = sin x cosh y + i cos x sinh y; a zero sin x keeps its real
// part 0 where cosh y overflows (sin(800i) = 0 + inf i).
PMAPSIM_HOST_DEVICE inline ComplexValue complex_sin(ComplexValue z) {
  const double s = ::sin(z.re);
  return {s == 0 ? s : s * ::cosh(z.im), ::cos(z.re) * ::sinh(z.im)};
}

// cos(x + iy) = cos x cosh y - i sin x sinh y, a zero sin x as in complex_sin.
PMAPSIM_HOST_DEVICE inline ComplexValue complex_cos(ComplexValue z) {
  const double s = ::sin(z.re);
  return {::cos(z.re) * ::cosh(z.im), s == 0 ? -s * ::copysign(1.0, z.im) : -s * ::sinh(z.im)};
}

// tanh(x + iy) = (sinh x cosh x + i sin y cos y) / (sinh^2 x + cos^2 y): a
// denominator of two squares, with no cancellation near the poles. Beyond
// |x| = 20 tanh's real part is ±1 to double precision (and the squares would
// overflow): the imaginary part is then 4 sin y cos y e^(-2|x|).
PMAPSIM_HOST_DEVICE inline ComplexValue complex_tanh(ComplexValue z) {
  if (z.im == 0) return {::tanh(z.re), z.im};  // a real argument (a NaN one too) keeps im 0
  if (::fabs(z.re) > 20) {
    return {::copysign(1.0, z.re), 4 * ::sin(z.im) * ::cos(z.im) * ::exp(-2 * ::fabs(z.re))};
  }
  const double sh = ::sinh(z.re), c = ::cos(z.im);
  const double d = sh * sh + c * c;
  return {sh * ::cosh(z.re) / d, ::sin(z.im) * c / d};
}

// StableHLO's sign of a complex number: z / |z|, 0 for 0 (NaN stays NaN).
PMAPSIM_HOST_DEVICE inline ComplexValue complex_sign(ComplexValue z) {
  if (z.re == 0 && z.im == 0) return z;
  const double r = complex_abs(z);
  return {z.re / r, z.im / r};
}

// a^b as exp(b log a). A zero base gives XLA's values: 1 for b = 0, 0 for a
// positive real b, NaN for any other b (where exp(b log 0) has no limit).
PMAPSIM_HOST_DEVICE inline ComplexValue complex_power(ComplexValue a, ComplexValue b) {
  if (b.re == 0 && b.im == 0) return {1.0, 0.0};
  if (a.re == 0 && a.im == 0) {
    if (b.im == 0 && b.re > 0) return {0.0, 0.0};
    return {NAN, NAN};
  }
  return complex_exp(complex_multiply(b, complex_log(a)));
}

// One of PMAPSIM_COMPLEX_UNARY_OPS; any other op gives z unchanged (no caller
// passes one: the backends' rows come from the list).
PMAPSIM_HOST_DEVICE inline ComplexValue complex_unary(OpCode op, ComplexValue z) {
  switch (op) {
    case OpCode::neg:
      return {-z.re, -z.im};
    case OpCode::abs:
      return {complex_abs(z), 0.0};
    case OpCode::exp:
      return complex_exp(z);
    case OpCode::log:
      return complex_log(z);
    case OpCode::sqrt:
      return complex_sqrt(z);
    case OpCode::rsqrt:
      return complex_divide({1.0, 0.0}, complex_sqrt(z));
    case OpCode::tanh:
      return complex_tanh(z);
    case OpCode::sine:
      return complex_sin(z);
    case OpCode::cosine:
      return complex_cos(z);
    case OpCode::sign:
      return complex_sign(z);
    case OpCode::real:
      return {z.re, 0.0};
    case OpCode::imag:
      return {z.im, 0.0};
    default:
      return z;
  }
}

// One of PMAPSIM_COMPLEX_BINARY_OPS; any other op gives a unchanged.
PMAPSIM_HOST_DEVICE inline ComplexValue complex_binary(OpCode op, ComplexValue a, ComplexValue b) {
  switch (op) {
    case OpCode::add:
      return {a.re + b.re, a.im + b.im};
    case OpCode::sub:
      return {a.re - b.re, a.im - b.im};
    case OpCode::mul:
      return complex_multiply(a, b);
    case OpCode::div:
      return complex_divide(a, b);
    case OpCode::power:
      return complex_power(a, b);
    default:
      return a;
  }
}

// Whether the op's complex form gives a real result (abs, real, imag).
PMAPSIM_HOST_DEVICE inline bool complex_result_is_real(OpCode op) {
  return op == OpCode::abs || op == OpCode::real || op == OpCode::imag;
}

}  // namespace pmapsim::semantics

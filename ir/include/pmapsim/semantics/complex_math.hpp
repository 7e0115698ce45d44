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
// clang-format on

namespace pmapsim::semantics {

struct ComplexValue {
  double re = 0;
  double im = 0;
};

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
  const double e = ::exp(z.re);
  // exp(x + 0i) stays real (cos 0 = 1 exactly, and e * 0 would be NaN for an infinite e).
  if (z.im == 0) return {e, z.im};
  return {e * ::cos(z.im), e * ::sin(z.im)};
}

PMAPSIM_HOST_DEVICE inline ComplexValue complex_log(ComplexValue z) {
  return {::log(complex_abs(z)), ::atan2(z.im, z.re)};
}

// The principal root: t = sqrt((|re| + |z|) / 2) on the side of re's sign,
// the other part im / 2t, keeping im's sign.
PMAPSIM_HOST_DEVICE inline ComplexValue complex_sqrt(ComplexValue z) {
  if (z.re == 0 && z.im == 0) return {0.0, z.im};
  const double t = ::sqrt((::fabs(z.re) + complex_abs(z)) / 2);
  if (z.re >= 0) return {t, z.im / (2 * t)};
  return {::fabs(z.im) / (2 * t), ::copysign(t, z.im)};
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

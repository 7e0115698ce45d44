// The per-element semantics of the real math ops, written once for every
// backend: the reference's kernels call them on the host, the CUDA backend's
// kernels on the GPU (the same source, compiled by nvcc). Each element is
// computed in double and rounded once to its element type by the caller (bf16
// and f16 through f32, as XLA computes their elementwise ops in f32).
//
// The C library's functions are called from the global namespace (::cbrt):
// glibc's on the host, CUDA's device functions of the same names on the GPU.
#pragma once

#include <math.h>

#include "pmapsim/ops.hpp"
#include "pmapsim/semantics/host_device.hpp"

// The unary ops on floats whose whole meaning is real_unary below: each
// backend's kernel row for them comes from this list (sine, cosine and rsqrt
// also take complex numbers, which the backends' complex kernels compute).
// clang-format off
#define PMAPSIM_REAL_UNARY_OPS(X)                                                           \
  X(floor) X(ceil) X(round_nearest_even) X(round_nearest_afz) X(rsqrt) X(cbrt) X(logistic) \
  X(log1p) X(expm1) X(sine) X(cosine) X(tan) X(erf) X(erf_inv) X(erfc)
// clang-format on

namespace pmapsim::semantics {

// -1, 0 or 1; keeps -0.0, +0.0 and NaN (StableHLO's sign).
PMAPSIM_HOST_DEVICE inline double sign_of(double x) {
  return x > 0 ? 1.0 : (x < 0 ? -1.0 : x);
}

// Giles' single-precision approximation of erfinv ("Approximating the erfinv
// function", GPU Computing Gems, 2011; the form XLA uses for f32), evaluated in
// double. It is good to a few f32 ulps; erf_inv refines it.
PMAPSIM_HOST_DEVICE inline double giles_erf_inv(double x) {
  double w = -::log((1.0 - x) * (1.0 + x));
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
    w = ::sqrt(w) - 3.0;
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
PMAPSIM_HOST_DEVICE inline double erf_inv(double x) {
  if (x != x || ::fabs(x) > 1.0) return ::nan("");
  if (::fabs(x) == 1.0) return ::copysign(HUGE_VAL, x);
  if (x == 0.0) return x;
  constexpr double kTwoOverSqrtPi = 1.1283791670955126;
  double y = giles_erf_inv(x);
  for (int step = 0; step < 2; ++step) y -= (::erf(y) - x) / (kTwoOverSqrtPi * ::exp(-y * y));
  return y;
}

// One element of a PMAPSIM_REAL_UNARY_OPS op (and sign's float case).
PMAPSIM_HOST_DEVICE inline double real_unary(OpCode op, double x) {
  switch (op) {
    case OpCode::sign:
      return sign_of(x);
    case OpCode::floor:
      return ::floor(x);
    case OpCode::ceil:
      return ::ceil(x);
    case OpCode::round_nearest_even:  // ties to even: the default rounding mode, never changed
      return ::rint(x);
    case OpCode::round_nearest_afz:  // ties away from zero
      return ::round(x);
    case OpCode::rsqrt:  // rsqrt(+0) = +inf, rsqrt(-0) = -inf, negative x gives NaN
      return 1.0 / ::sqrt(x);
    case OpCode::cbrt:
      return ::cbrt(x);
    case OpCode::logistic:  // exact in double for every f32 x: e^-x overflows only where the result is 0
      return 1.0 / (1.0 + ::exp(-x));
    case OpCode::log1p:
      return ::log1p(x);
    case OpCode::expm1:
      return ::expm1(x);
    case OpCode::sine:
      return ::sin(x);
    case OpCode::cosine:
      return ::cos(x);
    case OpCode::tan:
      return ::tan(x);
    case OpCode::erf:
      return ::erf(x);
    case OpCode::erf_inv:
      return erf_inv(x);
    case OpCode::erfc:  // 1 - erf(x) without the cancellation: erfc(10) = 2.1e-45, not 0
      return ::erfc(x);
    default:
      return ::nan("");  // not a real unary op: no backend registers one here
  }
}

// One element of atan2, power or remainder on floats (remainder: fmod, exact,
// with the dividend's sign).
PMAPSIM_HOST_DEVICE inline double real_binary(OpCode op, double a, double b) {
  switch (op) {
    case OpCode::atan2:
      return ::atan2(a, b);
    case OpCode::power:
      return ::pow(a, b);
    case OpCode::remainder:
      return ::fmod(a, b);
    default:
      return ::nan("");  // not a real binary op: no backend registers one here
  }
}

}  // namespace pmapsim::semantics

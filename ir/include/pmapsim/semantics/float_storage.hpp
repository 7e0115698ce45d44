// The narrow floats' storage, written once for every backend: bf16 and f16
// from and to f32, as the reference's arrays, the CUDA kernels and the CUDA
// region interpreter store them (host and device; no CUDA header here).
// Both round to nearest with ties to even, as TPUs and XLA do; a NaN stays a
// quiet NaN with its sign, infinities stay infinite.
#pragma once

#include <math.h>

#include <cstdint>
#if !defined(__CUDA_ARCH__)
#include <cstring>
#endif

#include "pmapsim/semantics/host_device.hpp"

namespace pmapsim::semantics {

PMAPSIM_HOST_DEVICE inline std::uint32_t f32_bits(float value) {
#if defined(__CUDA_ARCH__)
  return __float_as_uint(value);
#else
  std::uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
#endif
}

PMAPSIM_HOST_DEVICE inline float f32_from_bits(std::uint32_t bits) {
#if defined(__CUDA_ARCH__)
  return __uint_as_float(bits);
#else
  float value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
#endif
}

// bf16 is the top half of an IEEE f32.
PMAPSIM_HOST_DEVICE inline std::uint16_t f32_to_bf16_bits(float value) {
  const std::uint32_t bits = f32_bits(value);
  if ((bits & 0x7f800000u) == 0x7f800000u && (bits & 0x007fffffu) != 0) {
    return static_cast<std::uint16_t>((bits >> 16) | 0x0040u);  // quiet NaN
  }
  const std::uint32_t rounding_bias = 0x7fffu + ((bits >> 16) & 1u);
  return static_cast<std::uint16_t>((bits + rounding_bias) >> 16);
}

PMAPSIM_HOST_DEVICE inline float bf16_bits_to_f32(std::uint16_t bits) {
  return f32_from_bits(static_cast<std::uint32_t>(bits) << 16);
}

// IEEE binary16 (1 sign bit, 5 exponent bits of bias 15, 10 mantissa bits):
// the magnitude is scaled by a power of two (exact) so that one f16 quantum is
// 1, rounded with rintf (the default rounding is to nearest even) and
// re-encoded. Subnormals have the quantum 2^-24; from 65520 on, infinity.
PMAPSIM_HOST_DEVICE inline std::uint16_t f32_to_f16_bits(float value) {
  const std::uint32_t bits = f32_bits(value);
  const std::uint16_t sign = (bits & 0x80000000u) != 0 ? 0x8000u : 0u;
  if ((bits & 0x7fffffffu) > 0x7f800000u) return static_cast<std::uint16_t>(sign | 0x7e00u);  // NaN
  const float magnitude = f32_from_bits(bits & 0x7fffffffu);
  if (magnitude >= 65520.0f) return static_cast<std::uint16_t>(sign | 0x7c00u);  // incl. infinity
  int exponent = 0;
  ::frexpf(magnitude, &exponent);  // magnitude = m * 2^exponent, m in [0.5, 1)
  // The unbiased exponent of the leading bit; subnormals share -14's quantum.
  const int leading = exponent - 1 < -14 ? -14 : exponent - 1;
  const auto q = static_cast<std::uint32_t>(::rintf(::ldexpf(magnitude, 10 - leading)));
  if (magnitude == 0.0f || (leading == -14 && q < 0x400u)) return static_cast<std::uint16_t>(sign | q);
  // q in [2^10, 2^11]: the implicit bit is q's bit 10; a carry into bit 11 bumps the exponent.
  return static_cast<std::uint16_t>(sign | ((static_cast<std::uint32_t>(leading + 15) << 10) + (q - 0x400u)));
}

PMAPSIM_HOST_DEVICE inline float f16_bits_to_f32(std::uint16_t bits) {
  const int exponent = (bits >> 10) & 0x1f;
  const int mantissa = bits & 0x3ff;
  float magnitude;
  if (exponent == 0x1f) {
    magnitude = f32_from_bits(mantissa == 0 ? 0x7f800000u : 0x7fc00000u);  // infinity, quiet NaN
  } else if (exponent == 0) {
    magnitude = ::ldexpf(static_cast<float>(mantissa), -24);  // subnormal
  } else {
    magnitude = ::ldexpf(static_cast<float>(mantissa + 0x400), exponent - 25);
  }
  // The sign as a bit (negating a NaN need not set it on every device).
  return f32_from_bits(f32_bits(magnitude) | (static_cast<std::uint32_t>(bits & 0x8000u) << 16));
}

}  // namespace pmapsim::semantics

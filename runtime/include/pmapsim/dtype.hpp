// Element types and bf16 rounding.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace pmapsim {

enum class DType : std::uint8_t { f32, bf16, s32, boolean };

inline constexpr DType kAllDTypes[] = {DType::f32, DType::bf16, DType::s32, DType::boolean};

// "f32", "bf16", "s32", "bool".
std::string_view dtype_name(DType dtype);
// Inverse of dtype_name; throws Error naming the text on an unknown name.
DType parse_dtype(std::string_view text);
// Bytes per element as stored in host arrays (bf16 is 2, bool is 1).
std::size_t dtype_size(DType dtype);
bool is_floating(DType dtype);

// bf16 is the top half of an IEEE f32. Rounding is round-to-nearest-even, as
// TPUs and XLA do it; NaN stays NaN (quiet), infinities stay infinite.
inline std::uint16_t f32_to_bf16_bits(float value) {
  std::uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  if ((bits & 0x7f800000u) == 0x7f800000u && (bits & 0x007fffffu) != 0) {
    return static_cast<std::uint16_t>((bits >> 16) | 0x0040u);  // quiet NaN
  }
  const std::uint32_t rounding_bias = 0x7fffu + ((bits >> 16) & 1u);
  return static_cast<std::uint16_t>((bits + rounding_bias) >> 16);
}

inline float bf16_bits_to_f32(std::uint16_t bits) {
  const std::uint32_t wide = static_cast<std::uint32_t>(bits) << 16;
  float value;
  std::memcpy(&value, &wide, sizeof value);
  return value;
}

// Rounds an f32 to the nearest bf16 value, returned as f32.
inline float round_to_bf16(float value) {
  return bf16_bits_to_f32(f32_to_bf16_bits(value));
}

}  // namespace pmapsim

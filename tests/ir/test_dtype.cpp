// bf16 rounding and per-dtype conversion, against bit patterns worked out by hand.
#include <catch2/catch.hpp>
#include <cfloat>
#include <cmath>
#include <cstring>
#include <limits>

#include "pmapsim/array.hpp"
#include "pmapsim/dtype.hpp"
#include "pmapsim/errors.hpp"

using namespace pmapsim;

namespace {

float from_bits(std::uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}

std::uint16_t stored_bf16(double value) {
  Array array(DType::bf16, {1});
  array.set(0, value);
  return array.data<std::uint16_t>()[0];
}

}  // namespace

TEST_CASE("dtype names, sizes and parsing") {
  CHECK(dtype_name(DType::f32) == "f32");
  CHECK(dtype_name(DType::bf16) == "bf16");
  CHECK(dtype_name(DType::s32) == "s32");
  CHECK(dtype_name(DType::boolean) == "bool");
  for (DType dtype : kAllDTypes) CHECK(parse_dtype(dtype_name(dtype)) == dtype);
  CHECK(dtype_size(DType::f32) == 4);
  CHECK(dtype_size(DType::bf16) == 2);
  CHECK(dtype_size(DType::s32) == 4);
  CHECK(dtype_size(DType::boolean) == 1);
  CHECK(is_floating(DType::bf16));
  CHECK_FALSE(is_floating(DType::s32));
  CHECK_THROWS_WITH(parse_dtype("f128"), Catch::Contains("unknown dtype 'f128'"));
}

TEST_CASE("f32 to bf16 rounds to nearest, ties to even") {
  CHECK(f32_to_bf16_bits(1.0f) == 0x3f80);
  // 0x3f80'8000 lies exactly between 0x3f80 and 0x3f81: the even one wins.
  CHECK(f32_to_bf16_bits(from_bits(0x3f808000u)) == 0x3f80);
  // 0x3f81'8000 lies between 0x3f81 and 0x3f82: again the even one.
  CHECK(f32_to_bf16_bits(from_bits(0x3f818000u)) == 0x3f82);
  CHECK(f32_to_bf16_bits(from_bits(0x3f808001u)) == 0x3f81);  // just above the tie
  CHECK(f32_to_bf16_bits(from_bits(0x3f807fffu)) == 0x3f80);  // just below
  CHECK(f32_to_bf16_bits(from_bits(0xbf818000u)) == 0xbf82);  // negative ties alike
  CHECK(f32_to_bf16_bits(-0.0f) == 0x8000);
  CHECK(f32_to_bf16_bits(from_bits(0x00000001u)) == 0x0000);  // smallest subnormal rounds to zero
  // pi = 0x40490fdb: the dropped half 0x0fdb is below 0x8000.
  CHECK(f32_to_bf16_bits(3.14159265f) == 0x4049);
  CHECK(round_to_bf16(3.14159265f) == 3.140625f);
}

TEST_CASE("bf16 keeps NaN, infinities, and overflows to infinity") {
  CHECK(f32_to_bf16_bits(std::numeric_limits<float>::infinity()) == 0x7f80);
  CHECK(f32_to_bf16_bits(-std::numeric_limits<float>::infinity()) == 0xff80);
  CHECK(f32_to_bf16_bits(from_bits(0x7fc00000u)) == 0x7fc0);
  // A signalling NaN whose payload sits only in the dropped half must not become infinity.
  CHECK(f32_to_bf16_bits(from_bits(0x7f800001u)) == 0x7fc0);
  CHECK(f32_to_bf16_bits(from_bits(0xff800001u)) == 0xffc0);
  CHECK(std::isnan(bf16_bits_to_f32(f32_to_bf16_bits(std::nanf("")))));
  CHECK(f32_to_bf16_bits(FLT_MAX) == 0x7f80);                 // rounds up past the largest bf16
  CHECK(f32_to_bf16_bits(from_bits(0x7f7f7fffu)) == 0x7f7f);  // largest finite bf16
  CHECK(f32_to_bf16_bits(from_bits(0x7f7f8000u)) == 0x7f80);  // tie with odd 0x7f7f: up to infinity
  CHECK(bf16_bits_to_f32(0x7f7f) == from_bits(0x7f7f0000u));
}

TEST_CASE("Array::set rounds doubles per dtype") {
  SECTION("bf16 from doubles rounds once") {
    CHECK(stored_bf16(1.0 + std::ldexp(1.0, -8)) == 0x3f80);  // exact tie: to even
    // 1 + 2^-8 + 2^-30 is above the tie, but its nearest f32 is the tie itself:
    // rounding through f32 first would give 0x3f80.
    CHECK(stored_bf16(1.0 + std::ldexp(1.0, -8) + std::ldexp(1.0, -30)) == 0x3f81);
    CHECK(stored_bf16(1.0 + std::ldexp(1.0, -8) - std::ldexp(1.0, -30)) == 0x3f80);
    CHECK(stored_bf16(1e300) == 0x7f80);
    CHECK(stored_bf16(-1e300) == 0xff80);
  }
  SECTION("f32 saturates to infinity as IEEE rounding does") {
    Array array(DType::f32, {3});
    array.set(0, 1e39);
    array.set(1, static_cast<double>(FLT_MAX) + std::ldexp(1.0, 100));  // below half an ulp past FLT_MAX
    array.set(2, -1e39);
    CHECK(array.data<float>()[0] == std::numeric_limits<float>::infinity());
    CHECK(array.data<float>()[1] == FLT_MAX);
    CHECK(array.data<float>()[2] == -std::numeric_limits<float>::infinity());
  }
  SECTION("s32 truncates toward zero and saturates") {
    Array array =
        Array::from_doubles(DType::s32, {7}, {2.7, -2.7, 1e10, -1e10, std::nan(""), 2147483647.0, -0.5});
    const std::int32_t* values = array.data<std::int32_t>();
    CHECK(values[0] == 2);
    CHECK(values[1] == -2);
    CHECK(values[2] == std::numeric_limits<std::int32_t>::max());
    CHECK(values[3] == std::numeric_limits<std::int32_t>::min());
    CHECK(values[4] == 0);
    CHECK(values[5] == 2147483647);
    CHECK(values[6] == 0);
  }
  SECTION("bool is value != 0") {
    Array array = Array::from_doubles(DType::boolean, {4}, {0.0, -0.0, 0.25, -3.0});
    CHECK(array.to_doubles() == std::vector<double>{0, 0, 1, 1});
    CHECK(array.data<std::uint8_t>()[2] == 1);
  }
  SECTION("get widens bf16 exactly") {
    Array array(DType::bf16, {1});
    array.data<std::uint16_t>()[0] = 0x3f81;
    CHECK(array.get(0) == 1.0 + std::ldexp(1.0, -7));
  }
}

// The element types beyond f32/bf16/s32/bool: f16 rounding by hand-counted
// bit patterns, convert's rules against jax.lax.convert_element_type's values
// (tests/data/dtypes, written by its make.py), exact 64-bit integer access,
// and .npy files as NumPy writes them.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <sstream>

#include "pmapsim/errors.hpp"
#include "pmapsim/npy.hpp"
#include "pmapsim/ops.hpp"

using namespace pmapsim;

namespace {

std::string data_path(const std::string& name) {
  return std::string(PMAPSIM_SOURCE_DIR) + "/tests/data/dtypes/" + name;
}

std::string file_bytes(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::ostringstream contents;
  contents << file.rdbuf();
  return contents.str();
}

// Equal dtype and shape, and every element equal bit for bit, except that
// any NaN equals any NaN.
void require_same_elements(const Array& got, const Array& want, const std::string& what) {
  INFO(what << ": got " << got.str() << "\nwant " << want.str());
  REQUIRE(got.dtype() == want.dtype());
  REQUIRE(got.shape() == want.shape());
  const std::size_t width = dtype_size(got.dtype());
  for (std::int64_t i = 0; i < got.size(); ++i) {
    if (is_floating(got.dtype()) && std::isnan(got.get(i)) && std::isnan(want.get(i))) continue;
    INFO("element " << i);
    REQUIRE(std::memcmp(got.raw() + i * width, want.raw() + i * width, width) == 0);
  }
}

}  // namespace

TEST_CASE("every dtype has its StableHLO name, its size and its kind") {
  const std::vector<std::tuple<std::string, std::size_t, bool, bool>> expected = {
      {"f32", 4, true, false}, {"bf16", 2, true, false}, {"s32", 4, false, true},   {"bool", 1, false, false},
      {"f16", 2, true, false}, {"f64", 8, true, false},  {"s8", 1, false, true},    {"s16", 2, false, true},
      {"s64", 8, false, true}, {"u8", 1, false, true},   {"u16", 2, false, true},   {"u32", 4, false, true},
      {"u64", 8, false, true}, {"c64", 8, false, false}, {"c128", 16, false, false}};
  REQUIRE(std::size(kAllDTypes) == expected.size());
  for (std::size_t k = 0; k < expected.size(); ++k) {
    const auto& [name, size, floating, integer] = expected[k];
    const DType dtype = kAllDTypes[k];
    CHECK(dtype_name(dtype) == name);
    CHECK(parse_dtype(name) == dtype);
    CHECK(dtype_size(dtype) == size);
    CHECK(is_floating(dtype) == floating);
    CHECK(is_integer(dtype) == integer);
    CHECK(is_signed_integer(dtype) == (integer && name[0] == 's'));
    CHECK(is_unsigned_integer(dtype) == (integer && name[0] == 'u'));
    CHECK(is_complex(dtype) == (name[0] == 'c'));
  }
  CHECK(complex_part_dtype(DType::c64) == DType::f32);
  CHECK(complex_part_dtype(DType::c128) == DType::f64);
  CHECK(complex_dtype_of(DType::f64) == DType::c128);
  CHECK_THROWS_WITH(complex_dtype_of(DType::bf16), Catch::Contains("no complex dtype has bf16 parts"));
  CHECK_THROWS_WITH(complex_part_dtype(DType::f32), Catch::Contains("f32 is not complex"));
  CHECK(parse_dtype("i1") == DType::boolean);
  CHECK(parse_dtype("pred") == DType::boolean);
  CHECK_THROWS_WITH(parse_dtype("i32"), Catch::Contains("unknown dtype 'i32'"));
}

TEST_CASE("f16 rounds to nearest even, with subnormals, overflow and NaN") {
  // (value, IEEE binary16 bits) counted by hand: 1 = 0x3c00, quantum at 1 is 2^-10.
  const std::vector<std::pair<double, std::uint16_t>> cases = {
      {1.0, 0x3c00},
      {-2.0, 0xc000},
      {0.0, 0x0000},
      {-0.0, 0x8000},
      {65504.0, 0x7bff},                                      // largest finite
      {65519.99, 0x7bff},                                     // below the halfway point to 2^16
      {65520.0, 0x7c00},                                      // the tie rounds to even: infinity
      {std::ldexp(1.0, -24), 0x0001},                         // smallest subnormal
      {std::ldexp(1.0, -25), 0x0000},                         // half of it: tie to even (0)
      {3 * std::ldexp(1.0, -25), 0x0002},                     // 1.5 quanta: tie to even (2)
      {std::ldexp(1.0, -14) - std::ldexp(1.0, -25), 0x0400},  // 1023.5 quanta carry into the smallest normal
      {1.0 + std::ldexp(1.0, -11), 0x3c00},                   // tie, mantissa 0 is even
      {1.0 + 3 * std::ldexp(1.0, -11), 0x3c02},               // tie, rounds up to the even mantissa 2
      {1.0 + std::ldexp(1.0, -11) + std::ldexp(1.0, -30), 0x3c01},  // just above a tie
      {std::numeric_limits<double>::infinity(), 0x7c00},
      {-std::numeric_limits<double>::infinity(), 0xfc00},
  };
  for (const auto& [value, bits] : cases) {
    INFO("value " << value);
    CHECK(double_to_f16_bits(value) == bits);
  }
  CHECK(double_to_f16_bits(std::numeric_limits<double>::quiet_NaN()) == 0x7e00);
  // Every non-NaN bit pattern widens to f32 and rounds back to itself.
  for (std::uint32_t bits = 0; bits <= 0xffffu; ++bits) {
    const float value = f16_bits_to_f32(static_cast<std::uint16_t>(bits));
    if (std::isnan(value)) {
      CHECK(((bits >> 10) & 0x1fu) == 0x1fu);
      continue;
    }
    REQUIRE(f32_to_f16_bits(value) == bits);
  }
}

TEST_CASE("convert from f32 and f64 to every dtype matches jax.lax.convert_element_type") {
  for (const std::string source_name : {"f32", "f64"}) {
    const Array source = read_npy(data_path("convert_source_" + source_name + ".npy"));
    REQUIRE(source.dtype() == parse_dtype(source_name));
    for (DType target : kAllDTypes) {
      const std::string name(dtype_name(target));
      const Array expected = read_npy(data_path("convert_" + source_name + "_to_" + name + ".npy"));
      require_same_elements(source.astype(target), expected, source_name + " -> " + name);
    }
  }
}

TEST_CASE("integer conversions wrap, bool is 0 or 1, and anything nonzero is true") {
  Array wide(DType::s64, {4});
  wide.set_int64(0, std::numeric_limits<std::int64_t>::max());
  wide.set_int64(1, 300);
  wide.set_int64(2, -1);
  wide.set_int64(3, std::numeric_limits<std::int64_t>::min() + 1);
  CHECK(wide.get_int64(0) == std::numeric_limits<std::int64_t>::max());  // beyond 2^53: exact
  const Array bytes = wide.astype(DType::s8);
  CHECK(bytes.get_int64(0) == -1);  // 0x7f..ff keeps its low byte 0xff
  CHECK(bytes.get_int64(1) == 44);  // 300 - 256
  CHECK(bytes.get_int64(2) == -1);
  CHECK(bytes.get_int64(3) == 1);
  const Array unsigned_wide = wide.astype(DType::u64);
  CHECK(unsigned_wide.get_uint64(2) == std::numeric_limits<std::uint64_t>::max());
  CHECK(unsigned_wide.astype(DType::s64) == wide);
  CHECK(wide.astype(DType::u16).get_int64(2) == 65535);
  CHECK(wide.astype(DType::boolean).to_doubles() == std::vector<double>{1, 1, 1, 1});
  Array flags(DType::boolean, {2});
  flags.set(1, 1);
  CHECK(flags.astype(DType::f16).to_doubles() == std::vector<double>{0, 1});
  CHECK(flags.astype(DType::u64).get_uint64(1) == 1);
  Array tiny(DType::f64, {1});
  tiny.set(0, 1e-300);  // nonzero, and zero once narrowed to f32: true either way, from f64
  CHECK(tiny.astype(DType::boolean).get(0) == 1);
}

TEST_CASE(".npy files NumPy wrote read back with their own dtype, and write the same bytes") {
  for (DType dtype : kAllDTypes) {
    const std::string name(dtype_name(dtype));
    const std::string path = data_path("values_" + name + ".npy");
    const Array array = read_npy(path);
    INFO(name);
    CHECK(array.dtype() == dtype);
    // bf16 is written as exact <f4 rather than ml_dtypes' <V2; every other dtype byte for byte as NumPy.
    if (dtype == DType::bf16) {
      CHECK(decode_npy(encode_npy(array), "again", std::optional<DType>(DType::bf16)) == array);
      CHECK(decode_npy(encode_npy(array), "again").dtype() == DType::f32);
    } else {
      CHECK(encode_npy(array) == file_bytes(path));
    }
  }
  // The bf16 file's first element is bf16's largest finite value, 0x7f7f.
  CHECK(read_npy(data_path("values_bf16.npy")).data<std::uint16_t>()[0] == 0x7f7f);
}

TEST_CASE(".npy reading converts to the dtype a program expects, or says why not") {
  const std::string path = data_path("values_s64.npy");
  CHECK_THROWS_WITH(read_npy(path, std::optional<DType>(DType::s32)),
                    Catch::Contains("<i8 value -9223372036854775808 at index 0 does not fit s32"));
  CHECK_THROWS_WITH(read_npy(path, std::optional<DType>(DType::f32)),
                    Catch::Contains("expected f32 data, found '<i8'"));
  const Array halves = read_npy(data_path("values_f64.npy"), std::optional<DType>(DType::f16));
  CHECK(halves.dtype() == DType::f16);
  CHECK(std::isinf(halves.get(0)));  // f64's largest value overflows f16
  CHECK(halves.get(4) == f16_bits_to_f32(double_to_f16_bits(1.0 / 3.0)));
  const Array small = read_npy(data_path("values_u8.npy"), std::optional<DType>(DType::s16));
  CHECK(small.to_doubles() == std::vector<double>{0, 255, 0, 1, 85, 7});
  CHECK(read_npy(data_path("values_bf16.npy"), std::optional<DType>(DType::bf16)).dtype() == DType::bf16);
  CHECK_THROWS_WITH(read_npy(data_path("values_bf16.npy"), std::optional<DType>(DType::f32)),
                    Catch::Contains("expected f32 data, found '<V2'"));
}

namespace {

TensorType infer(OpCode op, std::vector<TensorType> operands, const Attrs& attrs = {},
                 std::optional<TensorType> declared = std::nullopt) {
  const ShapeContext context{operands, attrs, std::move(declared), "i", 4};
  return op_def(op).infer(context);
}

Attrs precision(std::int64_t exponent_bits, std::int64_t mantissa_bits) {
  Attrs attrs;
  attrs.set("exponent_bits", exponent_bits);
  attrs.set("mantissa_bits", mantissa_bits);
  return attrs;
}

}  // namespace

TEST_CASE("bitcast_convert keeps, adds or consumes a last dim of the width ratio") {
  const TensorType floats{DType::f32, {2, 3}};
  CHECK(infer(OpCode::bitcast_convert, {floats}, {}, TensorType{DType::u32, {2, 3}}) ==
        TensorType{DType::u32, {2, 3}});
  CHECK(infer(OpCode::bitcast_convert, {floats}, {}, TensorType{DType::s8, {2, 3, 4}}) ==
        TensorType{DType::s8, {2, 3, 4}});
  CHECK(infer(OpCode::bitcast_convert, {{DType::u16, {5, 4}}}, {}, TensorType{DType::f64, {5}}) ==
        TensorType{DType::f64, {5}});
  CHECK_THROWS_WITH(infer(OpCode::bitcast_convert, {floats}, {}, TensorType{DType::f64, {2}}),
                    Catch::Contains("operand f32[2,3] must end in a dim of 2 to become f64"));
  CHECK_THROWS_WITH(infer(OpCode::bitcast_convert, {floats}, {}, TensorType{DType::bf16, {2, 3}}),
                    Catch::Contains("reinterpreted as bf16 has shape [2,3,2], not [2,3]"));
  CHECK_THROWS_WITH(infer(OpCode::bitcast_convert, {{DType::boolean, {4}}}, {}, TensorType{DType::u8, {4}}),
                    Catch::Contains("does not accept dtype bool"));
}

TEST_CASE("reduce_precision takes floats and sane bit counts") {
  CHECK(infer(OpCode::reduce_precision, {{DType::f64, {3}}}, precision(8, 7)) == TensorType{DType::f64, {3}});
  CHECK_THROWS_WITH(infer(OpCode::reduce_precision, {{DType::s32, {3}}}, precision(8, 7)),
                    Catch::Contains("does not accept dtype s32"));
  CHECK_THROWS_WITH(infer(OpCode::reduce_precision, {{DType::f32, {3}}}, precision(0, 7)),
                    Catch::Contains("exponent_bits 0 is not in 1..11"));
  CHECK_THROWS_WITH(infer(OpCode::reduce_precision, {{DType::f32, {3}}}, precision(8, -1)),
                    Catch::Contains("mantissa_bits -1 is not in 0..52"));
}

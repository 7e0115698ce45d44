// .npy files: round trips, hand-written files of every accepted form, and
// every kind of malformed file.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>

#include "pmapsim/errors.hpp"
#include "pmapsim/npy.hpp"

using namespace pmapsim;
namespace fs = std::filesystem;

namespace {

template <typename T>
std::string raw_bytes(const std::vector<T>& values) {
  return std::string(reinterpret_cast<const char*>(values.data()), values.size() * sizeof(T));
}

// A .npy file put together by hand: magic, version, little-endian header length, header, data.
std::string npy_file(int major, const std::string& header, const std::string& data) {
  std::string out = "\x93NUMPY";
  out += static_cast<char>(major);
  out += '\0';
  const std::size_t length = header.size();
  const int length_bytes = major == 1 ? 2 : 4;
  for (int i = 0; i < length_bytes; ++i) out += static_cast<char>((length >> (8 * i)) & 0xff);
  return out + header + data;
}

std::string dict(const std::string& descr, const std::string& shape, const std::string& order = "False") {
  return "{'descr': '" + descr + "', 'fortran_order': " + order + ", 'shape': " + shape + ", }\n";
}

// Decoding must fail with one line that names the file and contains the problem.
void require_npy_error(const std::string& bytes, const std::string& problem,
                       std::optional<DType> expected = std::nullopt) {
  try {
    decode_npy(bytes, "bad.npy", expected);
    FAIL("decoded without error; expected: " << problem);
  } catch (const Error& error) {
    const std::string message = error.what();
    INFO(message);
    CHECK(message.rfind("bad.npy: ", 0) == 0);
    CHECK(message.find(problem) != std::string::npos);
    CHECK(message.find('\n') == std::string::npos);
  }
}

fs::path scratch_directory(const std::string& name) {
  const fs::path dir =
      fs::temp_directory_path() / ("pmapsim-test-runtime-" + std::to_string(::getpid())) / name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

}  // namespace

TEST_CASE("encode_npy writes a version 1.0 header padded to a multiple of 64 bytes") {
  const std::string bytes = encode_npy(arange(6).reshape({2, 3}));
  const std::string header = "{'descr': '<i4', 'fortran_order': False, 'shape': (2, 3), }";
  REQUIRE(bytes.size() == 128 + 24);  // 10 + 59 + 1 header bytes round up to 128
  CHECK(bytes.substr(0, 8) == std::string("\x93NUMPY\x01\x00", 8));
  CHECK(static_cast<unsigned char>(bytes[8]) + 256 * static_cast<unsigned char>(bytes[9]) == 128 - 10);
  CHECK(bytes.substr(10, header.size()) == header);
  CHECK(bytes.substr(10 + header.size(), 128 - 11 - header.size()) ==
        std::string(128 - 11 - header.size(), ' '));
  CHECK(bytes[127] == '\n');
  CHECK(bytes.substr(128) == raw_bytes(std::vector<std::int32_t>{0, 1, 2, 3, 4, 5}));

  CHECK(encode_npy(arange(3)).find("'shape': (3,)") != std::string::npos);
  CHECK(encode_npy(full(DType::f32, {}, 1)).find("'shape': ()") != std::string::npos);
  CHECK(encode_npy(Array(DType::boolean, {1})).find("'descr': '|b1'") != std::string::npos);
  CHECK_THROWS_WITH(encode_npy(Array::shape_only(DType::f32, {2})), Catch::Contains("shape only"));
}

TEST_CASE("a header too long for 16 bits is written as version 2.0") {
  // 22000 axes of size 1 spell "1, " 22000 times: 66000 header bytes.
  const Array deep = full(DType::s32, Shape(22000, 1), 9);
  const std::string bytes = encode_npy(deep);
  CHECK(bytes[6] == 2);
  const std::size_t header_length = static_cast<unsigned char>(bytes[8]) +
                                    256 * static_cast<std::size_t>(static_cast<unsigned char>(bytes[9])) +
                                    65536 * static_cast<std::size_t>(static_cast<unsigned char>(bytes[10]));
  CHECK(header_length > 65535);
  CHECK((12 + header_length) % 64 == 0);
  CHECK(bytes.size() == 12 + header_length + 4);
  CHECK(decode_npy(bytes, "deep.npy") == deep);
}

TEST_CASE("every dtype survives a round trip") {
  Array floats = Array::from_doubles(DType::f32, {2, 3}, {1.5, -0.0, 1e-40, 3.4e38, 0, 0});
  floats.set(4, std::numeric_limits<double>::infinity());
  floats.set(5, std::nan(""));
  CHECK(decode_npy(encode_npy(floats), "x") == floats);
  const Array integers = Array::from_doubles(DType::s32, {4}, {-2147483648.0, -1, 0, 2147483647.0});
  CHECK(decode_npy(encode_npy(integers), "x") == integers);
  const Array booleans = Array::from_doubles(DType::boolean, {2, 2}, {1, 0, 0, 1});
  CHECK(decode_npy(encode_npy(booleans), "x") == booleans);
  CHECK(decode_npy(encode_npy(Array(DType::f32, {0, 4})), "x") == Array(DType::f32, {0, 4}));
  CHECK(decode_npy(encode_npy(full(DType::s32, {}, 7)), "x") == full(DType::s32, {}, 7));

  // bf16 is written as <f4, exactly, and read back as bf16 only when asked.
  const Array brain = random_normal({3, 5}, 11, DType::bf16);
  const std::string bytes = encode_npy(brain);
  CHECK(bytes.find("'descr': '<f4'") != std::string::npos);
  CHECK(decode_npy(bytes, "x") == brain.astype(DType::f32));
  CHECK(decode_npy(bytes, "x", /*expect_bf16=*/true) == brain);
}

TEST_CASE("hand-written files of each accepted form decode") {
  SECTION("<f8 is f64, and converted to f32 where f32 is expected") {
    const std::string doubles =
        npy_file(1, dict("<f8", "(3,)"), raw_bytes(std::vector<double>{0.5, -2, 0.1}));
    CHECK(decode_npy(doubles, "x").dtype() == DType::f64);
    CHECK(decode_npy(doubles, "x").data<double>()[2] == 0.1);
    const Array array = decode_npy(doubles, "x", std::optional<DType>(DType::f32));
    CHECK(array.dtype() == DType::f32);
    CHECK(array.shape() == Shape{3});
    CHECK(array.data<float>()[2] == 0.1f);
  }
  SECTION("<i8, |u1 and |i1 are read as s32 where s32 is expected") {
    const std::optional<DType> s32 = DType::s32;
    const std::string longs = raw_bytes(std::vector<std::int64_t>{-5, 2147483647, -2147483648LL});
    CHECK(decode_npy(npy_file(1, dict("<i8", "(3,)"), longs), "x", s32).to_doubles() ==
          std::vector<double>{-5, 2147483647.0, -2147483648.0});
    CHECK(decode_npy(npy_file(1, dict("|u1", "(2,)"), "\xff\x01"), "x", s32).to_doubles() ==
          std::vector<double>{255, 1});
    CHECK(decode_npy(npy_file(1, dict("|i1", "(2,)"), "\xff\x01"), "x", s32).to_doubles() ==
          std::vector<double>{-1, 1});
    CHECK(decode_npy(npy_file(1, dict("|i1", "(2,)"), "\xff\x01"), "x").dtype() == DType::s8);
  }
  SECTION("|b1 bytes other than 0 and 1 still mean true") {
    const Array flags = decode_npy(npy_file(1, dict("|b1", "(3,)"), std::string("\x00\x01\x02", 3)), "x");
    CHECK(flags.dtype() == DType::boolean);
    CHECK(flags.to_doubles() == std::vector<double>{0, 1, 1});
  }
  SECTION("versions 2.0 and 3.0 have 32-bit header lengths") {
    const std::string data = raw_bytes(std::vector<std::int32_t>{7, 8});
    CHECK(decode_npy(npy_file(2, dict("<i4", "(2,)"), data), "x") ==
          Array::from_doubles(DType::s32, {2}, {7, 8}));
    CHECK(decode_npy(npy_file(3, dict("<i4", "(1, 2)"), data), "x").shape() == Shape{1, 2});
  }
  SECTION("fortran order is transposed into row-major order") {
    // The (2, 3) matrix [[0 1 2] [3 4 5]] stored column by column.
    const std::string columns = raw_bytes(std::vector<std::int32_t>{0, 3, 1, 4, 2, 5});
    const Array array = decode_npy(npy_file(1, dict("<i4", "(2, 3)", "True"), columns), "x");
    CHECK(array == arange(6).reshape({2, 3}));
    const std::string cube = raw_bytes(std::vector<std::int32_t>{0, 4, 2, 6, 1, 5, 3, 7});
    CHECK(decode_npy(npy_file(1, dict("<i4", "(2, 2, 2)", "True"), cube), "x") ==
          arange(8).reshape({2, 2, 2}));
  }
  SECTION("other spellings numpy has written: double quotes, Python 2 longs, key order") {
    const std::string header = "{\"shape\": (2L,), \"fortran_order\": False, \"descr\": \"<i4\"}";
    CHECK(decode_npy(npy_file(1, header, raw_bytes(std::vector<std::int32_t>{1, 2})), "x").size() == 2);
  }
  SECTION("bf16 when asked: <f4 rounds, <u2 holds the bits") {
    const float tie_above = 1.0f + 1.0f / 256 + 1.0f / 65536;  // rounds up to 1 + 2^-7
    const Array rounded =
        decode_npy(npy_file(1, dict("<f4", "(1,)"), raw_bytes(std::vector<float>{tie_above})), "x", true);
    CHECK(rounded.dtype() == DType::bf16);
    CHECK(rounded.data<std::uint16_t>()[0] == 0x3f81);
    const Array bits = decode_npy(
        npy_file(1, dict("<u2", "(2,)"), raw_bytes(std::vector<std::uint16_t>{0x3f80, 0xc000})), "x", true);
    CHECK(bits.to_doubles() == std::vector<double>{1.0, -2.0});
    CHECK_THROWS_WITH(decode_npy(encode_npy(arange(2)), "x", true), Catch::Contains("expected bf16 data"));
  }
}

TEST_CASE("malformed files are one-line errors naming the file") {
  const std::string good_data = raw_bytes(std::vector<float>{1, 2, 3, 4});
  const std::string good = npy_file(1, dict("<f4", "(2, 2)"), good_data);
  REQUIRE(decode_npy(good, "x").size() == 4);

  require_npy_error("", "bad magic");
  require_npy_error("PK\x03\x04 a zip file", "bad magic");
  require_npy_error(std::string("\x93NUMPX\x01\x00", 8), "bad magic");
  require_npy_error(npy_file(4, dict("<f4", "(2, 2)"), good_data), "unsupported .npy format version 4.0");
  require_npy_error(good.substr(0, 9), "truncated header: expected 10 bytes, found 9");
  require_npy_error(good.substr(0, 30), "truncated header");
  require_npy_error(npy_file(1, dict(">f4", "(2, 2)"), good_data), "unsupported dtype '>f4' (big-endian)");
  require_npy_error(npy_file(1, dict("<c32", "(2, 2)"), good_data), "unsupported dtype '<c32'");
  require_npy_error(npy_file(1, dict(">c8", "(2, 2)"), good_data), "unsupported dtype '>c8' (big-endian)");
  require_npy_error(npy_file(1, dict("<c8", "(2, 2)"), good_data),
                    "truncated data: expected 32 bytes, found 16");
  require_npy_error(npy_file(1, dict("<f16", "(2, 2)"), good_data), "unsupported dtype '<f16'");
  require_npy_error(npy_file(1, dict("|O", "(2, 2)"), good_data), "object arrays");
  require_npy_error(
      npy_file(1, "{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (4,), }", good_data),
      "structured dtypes are not supported");
  require_npy_error(npy_file(1, "{'descr': '<f4', 'shape': (4,), }", good_data), "malformed header: missing");
  require_npy_error(npy_file(1, "{'descr': '<f4', 'fortran_order': Maybe, 'shape': (4,), }", good_data),
                    "expected True or False");
  require_npy_error(npy_file(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (-4,), }", good_data),
                    "expected a non-negative dimension");
  require_npy_error(npy_file(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (4,), 'x': 1}", good_data),
                    "unexpected key 'x'");
  require_npy_error(npy_file(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (4,) } extra", good_data),
                    "unexpected text after the dict");
  require_npy_error(npy_file(1, "'descr'", good_data), "expected '{'");
  require_npy_error(good.substr(0, good.size() - 4), "truncated data: expected 16 bytes, found 12");
  require_npy_error(npy_file(1, dict("<f4", "(4611686018427387904, 8)"), good_data),
                    "truncated data: expected more than 2^64 bytes");
  require_npy_error(good + "xyz", "3 bytes of trailing data after the array");
  require_npy_error(npy_file(1, dict("<i8", "(1,)"), raw_bytes(std::vector<std::int64_t>{1LL << 32})),
                    "<i8 value 4294967296 at index 0 does not fit s32", DType::s32);
  require_npy_error(npy_file(1, dict("<u4", "(2,)"), raw_bytes(std::vector<std::uint32_t>{1, 3000000000u})),
                    "<u4 value 3000000000 at index 1 does not fit s32", DType::s32);
}

TEST_CASE("write_npy and read_npy go through the file system") {
  const fs::path dir = scratch_directory("files");
  const std::string path = (dir / "array.npy").string();
  const Array array = random_normal({4, 8}, 5);
  write_npy(path, array);
  CHECK(read_npy(path) == array);
  write_npy(path, arange(3));  // replaces the file
  CHECK(read_npy(path) == arange(3));
  CHECK(std::distance(fs::directory_iterator(dir), fs::directory_iterator()) == 1);  // no temporary left

  CHECK_THROWS_WITH(read_npy((dir / "missing.npy").string()), Catch::Contains("missing.npy: cannot open"));
  const std::string nowhere = (dir / "no-such-dir" / "a.npy").string();
  CHECK_THROWS_WITH(write_npy(nowhere, array), Catch::Contains(nowhere + ": cannot write"));
  CHECK_FALSE(fs::exists(dir / "no-such-dir"));
  // A failing rename (the target is a directory) leaves no temporary behind.
  fs::create_directory(dir / "taken.npy");
  CHECK_THROWS_WITH(read_npy((dir / "taken.npy").string()), Catch::Contains("taken.npy: is a directory"));
  CHECK_THROWS_WITH(write_npy((dir / "taken.npy").string(), array), Catch::Contains("cannot write"));
  CHECK(std::distance(fs::directory_iterator(dir), fs::directory_iterator()) == 2);
  fs::remove_all(dir.parent_path());
}

TEST_CASE("complex files as NumPy wrote them: <c8 and <c16, read and written byte for byte") {
  const std::string dir = std::string(PMAPSIM_SOURCE_DIR) + "/tests/data/complex/";
  const Array c64 = read_npy(dir + "c64.npy");
  REQUIRE(c64.type() == TensorType{DType::c64, {2, 2}});
  CHECK(c64.get_complex(0) == std::complex<double>(1, 2));
  CHECK(c64.get_complex(1) == std::complex<double>(0, -0.5));
  CHECK(std::isinf(c64.get_complex(2).real()));
  const Array c128 = read_npy(dir + "c128.npy");
  REQUIRE(c128.type() == TensorType{DType::c128, {2}});
  CHECK(c128.get_complex(0) == std::complex<double>(1.0 / 3, 1e-300));
  for (const char* name : {"c64.npy", "c128.npy"}) {
    std::ifstream file(dir + name, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    CHECK(encode_npy(read_npy(dir + name)) == bytes);
  }
  // The other complex width converts where the program asks for it: each part rounded once.
  CHECK(read_npy(dir + "c64.npy", DType::c128) == c64.astype(DType::c128));
  const Array narrowed = read_npy(dir + "c128.npy", DType::c64);
  CHECK(narrowed.get_complex(0) == std::complex<double>(1.0f / 3, 0));  // 1e-300 is below f32's subnormals
  CHECK_THROWS_WITH(read_npy(dir + "c64.npy", DType::f32), Catch::Contains("expected f32 data, found '<c8'"));
  CHECK_THROWS_WITH(read_npy(dir + "z.npy", DType::f64), Catch::Contains("expected f64 data, found '<c16'"));
}

// Conformance: every dtype through add, convert, psum, pmax, all_gather and a
// .npy round trip. Expected values are plain loops in the C++ type of each
// dtype (integers wrap through their unsigned type, as two's complement).
#include <fmt/format.h>

#include <cstring>

#include "conformance.hpp"

namespace conformance {
namespace {

const std::vector<DType> kNumeric = {DType::f16, DType::bf16, DType::f32, DType::f64, DType::s8,  DType::s16,
                                     DType::s32, DType::s64,  DType::u8,  DType::u16, DType::u32, DType::u64};

// Element i of a dtype's test input: integers reach past their type's limits
// when added (so sums wrap); floats are small halves, exact in every float type.
Array inputs(DType dtype, const Shape& shape, std::int64_t salt) {
  Array array(dtype, shape);
  for (std::int64_t i = 0; i < array.size(); ++i) {
    if (is_integer(dtype)) {
      // The type's max minus a little, plus a few: wraps on addition.
      const int digits = static_cast<int>(dtype_bits(dtype)) - (is_signed_integer(dtype) ? 1 : 0);
      const std::uint64_t max = ~std::uint64_t{0} >> (64 - digits);
      array.set_uint64(i, max - static_cast<std::uint64_t>((i * 7 + salt * 3) % 11));
      if (i % 3 == 1) array.set_int64(i, -(i * 5 + salt) % 9);  // negative, or wrapped for unsigned
    } else {
      array.set(i, ((i * 5 + salt * 3) % 17 - 8) * 0.5);
    }
  }
  return array;
}

// a + b in dtype's own arithmetic, element i, written into out.
void add_element(const Array& a, const Array& b, Array& out, std::int64_t i) {
  if (is_integer(out.dtype())) {
    out.set_uint64(i, a.get_uint64(i) + b.get_uint64(i));  // mod 2^64, then wrapped to the width
  } else {
    out.set(i, a.get(i) + b.get(i));  // exact in double, then rounded once
  }
}

// A backend that refuses a dtype when a program compiles (Backend::supports)
// has those sections reported and passed rather than failed.
bool backend_takes(DType dtype) {
  if (runtime().backend().supports(OpCode::add, dtype)) return true;
  PMAPSIM_CONFORMANCE_REFUSED("backend '" << runtime().backend().kind() << "' does not take "
                                          << dtype_name(dtype));
  return false;
}

// The bytes of element i, for bit-exact comparisons.
bool same_bits(const Array& a, std::int64_t i, const Array& b, std::int64_t j) {
  const std::size_t width = dtype_size(a.dtype());
  return a.dtype() == b.dtype() && std::memcmp(a.raw() + i * width, b.raw() + j * width, width) == 0;
}

std::string element_text(const Array& a, std::int64_t i) {
  if (!is_complex(a.dtype())) return fmt::format("{}", a.get(i));
  return fmt::format("{}{:+}j", a.get_complex(i).real(), a.get_complex(i).imag());
}

void require_bits(const Array& got, const Array& want) {
  REQUIRE(got.dtype() == want.dtype());
  REQUIRE(got.shape() == want.shape());
  for (std::int64_t i = 0; i < want.size(); ++i) {
    INFO(dtype_name(want.dtype()) << " element " << i << ": got " << element_text(got, i) << ", expected "
                                  << element_text(want, i));
    REQUIRE(same_bits(got, i, want, i));
  }
}

}  // namespace

TEST_CASE("dtypes: add wraps integers and rounds floats once, for every dtype") {
  const std::int64_t n = devices();
  for (DType dtype : kNumeric) {
    SECTION(std::string(dtype_name(dtype))) {
      if (!backend_takes(dtype)) continue;
      const Array a = inputs(dtype, {n, 6}, 1);
      const Array b = inputs(dtype, {n, 6}, 2);
      Array expected(dtype, {n, 6});
      for (std::int64_t i = 0; i < expected.size(); ++i) add_element(a, b, expected, i);
      auto f = pmap([](Value x, Value y) { return x + y; }, jax_view());
      require_bits(run1(f, {a, b}), expected);
    }
  }
}

TEST_CASE("dtypes: psum and pmax over the devices, for every dtype") {
  const std::int64_t n = devices();
  for (DType dtype : kNumeric) {
    SECTION(std::string(dtype_name(dtype))) {
      if (!backend_takes(dtype)) continue;
      const Array x = inputs(dtype, {n, 5}, 3);
      Array sums(dtype, {n, 5});
      Array highs(dtype, {n, 5});
      for (std::int64_t d = 0; d < n; ++d) {
        for (std::int64_t j = 0; j < 5; ++j) {
          std::uint64_t wrapped = 0;
          double total = 0;
          std::int64_t best = 0;
          for (std::int64_t e = 0; e < n; ++e) {
            wrapped += x.get_uint64(e * 5 + j);
            total += x.get(e * 5 + j);
            const bool higher =
                is_unsigned_integer(dtype) ? x.get_uint64(e * 5 + j) > x.get_uint64(best * 5 + j)
                : is_signed_integer(dtype) ? x.get_int64(e * 5 + j) > x.get_int64(best * 5 + j)
                                           : x.get(e * 5 + j) > x.get(best * 5 + j);
            if (e == 0 || higher) best = e;
          }
          if (is_integer(dtype)) {
            sums.set_uint64(d * 5 + j, wrapped);
          } else {
            sums.set(d * 5 + j, total);  // small halves: every partial sum is exact
          }
          std::memcpy(highs.raw() + (d * 5 + j) * dtype_size(dtype),
                      x.raw() + (best * 5 + j) * dtype_size(dtype), dtype_size(dtype));
        }
      }
      auto sum = pmap([](Value v) { return psum(v, "i"); }, jax_view());
      auto high = pmap([](Value v) { return pmax(v, "i"); }, jax_view());
      require_bits(run1(sum, {x}), sums);
      require_bits(run1(high, {x}), highs);
    }
  }
}

TEST_CASE("dtypes: all_gather moves every dtype's bits unchanged") {
  const std::int64_t n = devices();
  for (DType dtype : kAllDTypes) {
    SECTION(std::string(dtype_name(dtype))) {
      if (!backend_takes(dtype)) continue;
      const Array x = dtype == DType::boolean
                          ? tabulate(dtype, {n, 3}, [](const auto& i) { return (i[0] + i[1]) % 2; })
                          : inputs(dtype, {n, 3}, 4);
      Array expected(dtype, {n, n, 3});
      for (std::int64_t i = 0; i < expected.size(); ++i) {
        const auto index = unravel(i, expected.shape());
        std::memcpy(expected.raw() + i * dtype_size(dtype),
                    x.raw() + (index[1] * 3 + index[2]) * dtype_size(dtype), dtype_size(dtype));
      }
      auto f = pmap([](Value v) { return all_gather(v, "i"); }, jax_view());
      require_bits(run1(f, {x}), expected);
    }
  }
}

TEST_CASE("dtypes: convert from f32 truncates, saturates and wraps as XLA does") {
  const std::int64_t n = devices();
  for (DType dtype : kAllDTypes) {
    SECTION(std::string(dtype_name(dtype))) {
      if (!backend_takes(dtype)) continue;
      // Per device: 2.7, -3.2, 300.5, -1e10, NaN (0.25 for float and complex
      // targets: the check harness never passes a NaN result), 0.
      const double fifth = is_floating(dtype) || is_complex(dtype) ? 0.25 : std::nan("");
      const std::vector<double> row = {2.7, -3.2, 300.5, -1e10, fifth, 0.0};
      const Array x =
          tabulate(DType::f32, {n, 6}, [&](const auto& i) { return row[static_cast<std::size_t>(i[1])]; });
      Array expected(dtype, {n, 6});
      for (std::int64_t i = 0; i < expected.size(); ++i) {
        const double v = row[static_cast<std::size_t>(i % 6)];
        if (dtype == DType::boolean) {
          expected.set(i, v != 0 ? 1 : 0);  // NaN is nonzero
        } else if (is_integer(dtype)) {
          // Truncate, then clamp to [min, max]; NaN -> 0.
          const int bits = static_cast<int>(dtype_bits(dtype));
          const bool is_signed = is_signed_integer(dtype);
          const double low = is_signed ? -std::ldexp(1.0, bits - 1) : 0.0;
          const double high = std::ldexp(1.0, is_signed ? bits - 1 : bits) - 1;
          const double clamped = std::isnan(v) ? 0.0 : std::min(std::max(std::trunc(v), low), high);
          if (is_signed) {
            expected.set_int64(i, static_cast<std::int64_t>(clamped));
          } else {
            expected.set_uint64(
                i, clamped >= std::ldexp(1.0, 63) ? ~std::uint64_t{0} : static_cast<std::uint64_t>(clamped));
          }
        } else {
          expected.set(i, static_cast<float>(v));  // the f32 value, rounded once to the target
        }
      }
      auto f = pmap([dtype](Value v) { return convert(v, dtype); }, jax_view());
      const Array got = run1(f, {x});
      REQUIRE(got.dtype() == dtype);
      for (std::int64_t i = 0; i < expected.size(); ++i) {
        if (is_floating(dtype) && std::isnan(expected.get(i))) {
          CHECK(std::isnan(got.get(i)));
        } else {
          INFO(dtype_name(dtype) << " element " << i);
          CHECK(same_bits(got, i, expected, i));
        }
      }
    }
  }
}

TEST_CASE("dtypes: convert between integer widths wraps, and to f64 is exact") {
  const std::int64_t n = devices();
  Array x(DType::s64, {n, 4});
  for (std::int64_t i = 0; i < x.size(); ++i) {
    const std::int64_t values[] = {(std::int64_t{1} << 40) + 257, -1, -129, 65535};
    x.set_int64(i, values[i % 4] + i / 4);
  }
  for (DType dtype : {DType::s8, DType::u8, DType::s16, DType::u16, DType::u32, DType::u64, DType::f64}) {
    SECTION(std::string(dtype_name(dtype))) {
      if (!backend_takes(dtype) || !backend_takes(DType::s64)) continue;
      Array expected(dtype, {n, 4});
      const int bits = static_cast<int>(dtype_bits(dtype));
      for (std::int64_t i = 0; i < x.size(); ++i) {
        const auto raw = static_cast<std::uint64_t>(x.get_int64(i));
        if (dtype == DType::f64) {
          expected.set(i, static_cast<double>(x.get_int64(i)));  // every value here is below 2^53
        } else {
          const std::uint64_t low_bits = bits == 64 ? raw : raw & ((std::uint64_t{1} << bits) - 1);
          expected.set_uint64(i, low_bits);  // the low bits, read back in the target's own signedness
        }
      }
      auto f = pmap([dtype](Value v) { return convert(v, dtype); }, jax_view());
      require_bits(run1(f, {x}), expected);
    }
  }
}

TEST_CASE("dtypes: every dtype survives a .npy round trip of a device result") {
  const std::int64_t n = devices();
  for (DType dtype : kNumeric) {
    SECTION(std::string(dtype_name(dtype))) {
      if (!backend_takes(dtype)) continue;
      const Array x = inputs(dtype, {n, 2}, 5);
      auto f = pmap([](Value v) { return v + v; }, jax_view());
      const Array result = run1(f, {x});
      const std::optional<DType> as_written = dtype;  // bf16 is written as <f4, read back as bf16 when asked
      REQUIRE(decode_npy(encode_npy(result), "result.npy", as_written) == result);
    }
  }
}

}  // namespace conformance

namespace conformance {

TEST_CASE("dtypes: reduce_precision matches jax.lax.reduce_precision") {
  const std::int64_t n = devices();
  const std::string data = std::string(PMAPSIM_SOURCE_DIR) + "/tests/data/dtypes/";
  const Array source = read_npy(data + "convert_source_f32.npy");  // 24 values, NaN and infinities included
  const std::int64_t width = source.size();
  // The harness never passes a NaN result, so element 0 (NaN) is left out here
  // and covered by the reference's own test below.
  Array x(DType::f32, {n, width - 1});
  for (std::int64_t i = 0; i < x.size(); ++i) x.set(i, source.get(1 + i % (width - 1)));
  for (const auto& [exponent_bits, mantissa_bits] :
       std::vector<std::pair<int, int>>{{5, 10}, {8, 7}, {4, 3}, {5, 2}, {8, 23}, {3, 1}}) {
    const std::string format = fmt::format("e{}m{}", exponent_bits, mantissa_bits);
    SECTION(format) {
      const Array jax = read_npy(fmt::format("{}reduce_precision_{}.npy", data, format));
      Array expected(DType::f32, {n, width - 1});
      for (std::int64_t i = 0; i < expected.size(); ++i) expected.set(i, jax.get(1 + i % (width - 1)));
      auto f = pmap([e = exponent_bits, m = mantissa_bits](Value v) { return reduce_precision(v, e, m); },
                    jax_view());
      require_bits(run1(f, {x}), expected);
    }
  }
}

TEST_CASE("dtypes: reduce_precision keeps NaN a NaN on the reference") {
  auto f = pmap([](Value v) { return reduce_precision(v, 5, 2); }, jax_view());
  const Array x = Array::from_doubles(DType::f32, {1, 2}, {std::nan(""), -std::nan("")});
  const Array got = f(reference(), {x});
  CHECK(std::isnan(got.get(0)));
  CHECK(std::isnan(got.get(1)));
}

TEST_CASE("dtypes: bitcast_convert reinterprets bytes in memory order, across widths") {
  const std::int64_t n = devices();
  const Array x = inputs(DType::f32, {n, 3}, 6);
  SECTION("f32 -> u32 -> f32 is the identity, and u32 holds the IEEE bits") {
    if (!backend_takes(DType::u32)) return;
    Array bits(DType::u32, {n, 3});
    std::memcpy(bits.raw(), x.raw(), x.byte_size());
    auto f = pmap([](Value v) { return bitcast_convert(v, DType::u32); }, jax_view());
    require_bits(run1(f, {x}), bits);
    auto g =
        pmap([](Value v) { return bitcast_convert(bitcast_convert(v, DType::u32), DType::f32); }, jax_view());
    require_bits(run1(g, {x}), x);
  }
  SECTION("f32 -> u8[..., 4] gives the little-endian bytes") {
    if (!backend_takes(DType::u8) || !backend_takes(DType::u16)) return;
    Array bytes(DType::u8, {n, 3, 4});
    for (std::int64_t i = 0; i < x.size(); ++i) {
      std::uint32_t word;
      std::memcpy(&word, x.raw() + i * 4, 4);
      for (int k = 0; k < 4; ++k) bytes.set_uint64(i * 4 + k, (word >> (8 * k)) & 0xffu);
    }
    auto f = pmap([](Value v) { return bitcast_convert(v, DType::u8); }, jax_view());
    require_bits(run1(f, {x}), bytes);
  }
}

}  // namespace conformance

namespace conformance {

TEST_CASE("dtypes: integer division truncates, x / 0 is all ones, INT_MIN / -1 is INT_MIN") {
  const std::int64_t n = devices();
  for (DType dtype : {DType::s8, DType::s16, DType::s64, DType::u8, DType::u16, DType::u32, DType::u64}) {
    SECTION(std::string(dtype_name(dtype))) {
      if (!backend_takes(dtype)) continue;
      const bool is_signed = is_signed_integer(dtype);
      const int bits = static_cast<int>(dtype_bits(dtype));
      // The type's minimum as a 64-bit pattern (0 for unsigned types).
      const std::int64_t lowest = is_signed ? static_cast<std::int64_t>(~std::uint64_t{0} << (bits - 1)) : 0;
      // Per device: 7/2, -7/2, 7/0, lowest/-1, 100/-7 (signed; unsigned wraps the negatives).
      const std::vector<std::pair<std::int64_t, std::int64_t>> pairs = {
          {7, 2}, {-7, 2}, {7, 0}, {lowest, -1}, {100, -7}};
      Array a(dtype, {n, 5});
      Array b(dtype, {n, 5});
      Array expected(dtype, {n, 5});
      for (std::int64_t i = 0; i < a.size(); ++i) {
        const auto [x, y] = pairs[static_cast<std::size_t>(i % 5)];
        a.set_int64(i, x);
        b.set_int64(i, y);
        if (b.get_uint64(i) == 0) {
          expected.set_int64(i, -1);  // all ones
        } else if (is_signed) {
          const std::int64_t p = a.get_int64(i);
          const std::int64_t q = b.get_int64(i);
          expected.set_int64(i, p == lowest && q == -1 ? lowest : p / q);
        } else {
          expected.set_uint64(i, a.get_uint64(i) / b.get_uint64(i));
        }
      }
      auto f = pmap([](Value x, Value y) { return x / y; }, jax_view());
      require_bits(run1(f, {a, b}), expected);
    }
  }
}

}  // namespace conformance

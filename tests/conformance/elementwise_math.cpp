// Conformance: the elementwise math and bitwise ops (sign ...
// count_leading_zeros) through pmap on the backend under test, each against
// values computed here with the C library in double (floats) or plain
// integer arithmetic, and, off the reference, against the reference.
#include <bit>
#include <cstdint>
#include <limits>

#include "conformance.hpp"

namespace conformance {
namespace {

using UnaryValue = std::function<Value(Value)>;
using UnaryDouble = std::function<double(double)>;
using BinaryValue = std::function<Value(Value, Value)>;
using BinaryDouble = std::function<double(double, double)>;

void expect_unary(const std::string& name, const UnaryValue& recorded, const UnaryDouble& expected,
                  const Array& x, DType result, double tolerance) {
  INFO(name << " on " << dtype_name(x.dtype()));
  auto f = pmap(recorded, jax_view());
  require_values(run1(f, {x}), tabulate(result, x.shape(), [&](const auto& i) { return expected(at(x, i)); }),
                 tolerance);
}

void expect_binary(const std::string& name, const BinaryValue& recorded, const BinaryDouble& expected,
                   const Array& a, const Array& b, double tolerance) {
  INFO(name << " on " << dtype_name(a.dtype()));
  auto f = pmap(recorded, jax_view());
  require_values(run1(f, {a, b}),
                 tabulate(a.dtype(), a.shape(), [&](const auto& i) { return expected(at(a, i), at(b, i)); }),
                 tolerance);
}

// Values in (-4, 4) with halves and ties, distinct on every device.
Array spread(DType dtype, std::int64_t n) {
  return tabulate(dtype, {n, 8}, [](const auto& i) { return -3.75 + 0.5 * i[1] + 0.125 * i[0]; });
}

}  // namespace

TEST_CASE("elementwise math ops through pmap") {
  const std::int64_t n = devices();
  const Array x = spread(DType::f32, n);
  const Array unit =
      tabulate(DType::f32, {n, 8}, [](const auto& i) { return -0.9 + 0.2 * i[1] + 0.01 * i[0]; });
  const Array positive = tabulate(DType::f32, {n, 8}, [](const auto& i) { return 0.25 + i[1] + 0.5 * i[0]; });
  const DType f = DType::f32;
  expect_unary(
      "sign", [](Value v) { return sign(v); }, [](double v) { return (v > 0) - (v < 0); }, x, f, 0);
  expect_unary(
      "floor", [](Value v) { return floor(v); }, [](double v) { return std::floor(v); }, x, f, 0);
  expect_unary(
      "ceil", [](Value v) { return ceil(v); }, [](double v) { return std::ceil(v); }, x, f, 0);
  // Ties (-3.5, -2.5, ..., 2.5, 3.5 appear on device 4) round to even or away from zero.
  expect_unary(
      "round_nearest_even", [](Value v) { return round_nearest_even(v); },
      [](double v) { return std::nearbyint(v); }, x, f, 0);
  expect_unary(
      "round_nearest_afz", [](Value v) { return round_nearest_afz(v); },
      [](double v) { return std::round(v); }, x, f, 0);
  expect_unary(
      "rsqrt", [](Value v) { return rsqrt(v); }, [](double v) { return 1 / std::sqrt(v); }, positive, f,
      kF32);
  expect_unary(
      "cbrt", [](Value v) { return cbrt(v); }, [](double v) { return std::cbrt(v); }, x, f, kF32);
  expect_unary(
      "logistic", [](Value v) { return logistic(v); }, [](double v) { return 1 / (1 + std::exp(-v)); }, x, f,
      kF32);
  expect_unary(
      "log1p", [](Value v) { return log1p(v); }, [](double v) { return std::log1p(v); }, positive, f, kF32);
  expect_unary(
      "expm1", [](Value v) { return expm1(v); }, [](double v) { return std::expm1(v); }, x, f, kF32);
  expect_unary(
      "sine", [](Value v) { return sine(v); }, [](double v) { return std::sin(v); }, x, f, kF32);
  expect_unary(
      "cosine", [](Value v) { return cosine(v); }, [](double v) { return std::cos(v); }, x, f, kF32);
  expect_unary(
      "tan", [](Value v) { return tan(v); }, [](double v) { return std::tan(v); }, x, f, kF32);
  expect_unary(
      "erf", [](Value v) { return erf(v); }, [](double v) { return std::erf(v); }, x, f, kF32);
  // erfc over [0, 9), through its log: the tail (1.5e-8 at 4, 4e-37 near 9) is kept, not
  // lost to 1 - erf (whose log would be -inf).
  expect_unary(
      "erfc", [](Value v) { return log(erfc(v)); }, [](double v) { return std::log(std::erfc(v)); },
      tabulate(f, {n, 8},
               [n](const auto& i) {
                 return 9.0 * static_cast<double>(8 * i[0] + i[1]) / static_cast<double>(8 * n);
               }),
      f, kF32);
  // erf_inv is checked through its inverse: erf(erf_inv(u)) = u.
  expect_unary(
      "erf_inv", [](Value v) { return erf(erf_inv(v)); }, [](double v) { return v; }, unit, f, 1e-5);
  expect_unary(
      "is_finite", [](Value v) { return is_finite(rsqrt(v)); }, [](double v) { return v != 0; },
      tabulate(f, {n, 4}, [](const auto& i) { return static_cast<double>((i[0] + i[1]) % 2); }),
      DType::boolean, 0);
  // bf16: computed in f32, rounded once to bf16 (the expected value is rounded by tabulate).
  expect_unary(
      "sine", [](Value v) { return sine(v); }, [](double v) { return std::sin(v); }, spread(DType::bf16, n),
      DType::bf16, 0);
  expect_unary(
      "logistic", [](Value v) { return logistic(v); }, [](double v) { return 1 / (1 + std::exp(-v)); },
      spread(DType::bf16, n), DType::bf16, 0);
}

TEST_CASE("binary math ops and clamp through pmap") {
  const std::int64_t n = devices();
  const Array a = spread(DType::f32, n);
  // Never zero (the check harness refuses NaN results), both signs.
  const Array b = tabulate(DType::f32, {n, 8}, [](const auto& i) {
    return (i[1] % 3 == 1 ? -1.0 : 1.0) * (1.25 + 0.5 * i[1] + 0.125 * i[0]);
  });
  expect_binary(
      "atan2", [](Value y, Value x) { return atan2(y, x); },
      [](double y, double x) { return std::atan2(y, x); }, a, b, kF32);
  expect_binary(
      "remainder", [](Value p, Value q) { return remainder(p, q); },
      [](double p, double q) { return std::fmod(p, q); }, a, b, kF32);
  const Array base =
      tabulate(DType::f32, {n, 8}, [](const auto& i) { return 0.5 + 0.25 * i[1] + 0.125 * i[0]; });
  expect_binary(
      "power", [](Value p, Value q) { return power(p, q); },
      [](double p, double q) { return std::pow(p, q); }, base, b, kF32);
  expect_unary(
      "clamp (scalar bounds)", [](Value v) { return clamp(-1.5, v, 2.0); },
      [](double v) { return std::min(std::max(v, -1.5), 2.0); }, a, DType::f32, 0);
  auto clamp_arrays =
      pmap([](const std::vector<Value>& in) { return std::vector<Value>{clamp(in[0], in[1], in[2])}; },
           jax_view());
  const Array lo = tabulate(DType::s32, {n, 8}, [](const auto& i) { return -static_cast<double>(i[1]); });
  const Array v = tabulate(DType::s32, {n, 8}, [](const auto& i) { return 3.0 * i[0] - 5.0 + i[1]; });
  const Array hi = tabulate(DType::s32, {n, 8}, [](const auto& i) { return 2.0 + i[0]; });
  require_values(run(clamp_arrays, {lo, v, hi}).at(0), tabulate(DType::s32, {n, 8}, [&](const auto& i) {
                   return std::min(std::max(at(v, i), at(lo, i)), at(hi, i));
                 }));
}

TEST_CASE("integer math, bitwise and shift ops through pmap") {
  const std::int64_t n = devices();
  const DType s = DType::s32;
  // -20 ... 43 and amounts -2 ... 37 (negative and >= 32 are out of range).
  const Array x =
      tabulate(s, {n, 8}, [](const auto& i) { return -20.0 + 8 * i[0] + i[1] - (i[1] == 7) * 1e9; });
  const Array k = tabulate(s, {n, 8}, [](const auto& i) { return -2.0 + 5 * i[0] + i[1]; });
  const auto bits = [](double v) { return static_cast<std::uint32_t>(static_cast<std::int32_t>(v)); };
  const auto value = [](std::uint32_t b) { return static_cast<double>(static_cast<std::int32_t>(b)); };
  expect_unary(
      "sign", [](Value v) { return sign(v); }, [](double v) { return (v > 0) - (v < 0); }, x, s, 0);
  expect_unary(
      "not", [](Value v) { return not_(v); }, [](double v) { return -v - 1; }, x, s, 0);
  expect_unary(
      "popcnt", [](Value v) { return popcnt(v); }, [&](double v) { return std::popcount(bits(v)); }, x, s, 0);
  expect_unary(
      "count_leading_zeros", [](Value v) { return count_leading_zeros(v); },
      [&](double v) { return std::countl_zero(bits(v)); }, x, s, 0);
  expect_binary(
      "and", [](Value p, Value q) { return and_(p, q); },
      [&](double p, double q) { return value(bits(p) & bits(q)); }, x, k, 0);
  expect_binary(
      "or", [](Value p, Value q) { return or_(p, q); },
      [&](double p, double q) { return value(bits(p) | bits(q)); }, x, k, 0);
  expect_binary(
      "xor", [](Value p, Value q) { return xor_(p, q); },
      [&](double p, double q) { return value(bits(p) ^ bits(q)); }, x, k, 0);
  expect_binary(
      "shift_left", [](Value p, Value q) { return shift_left(p, q); },
      [&](double p, double q) { return q < 0 || q >= 32 ? 0 : value(bits(p) << static_cast<int>(q)); }, x, k,
      0);
  expect_binary(
      "shift_right_logical", [](Value p, Value q) { return shift_right_logical(p, q); },
      [&](double p, double q) { return q < 0 || q >= 32 ? 0 : value(bits(p) >> static_cast<int>(q)); }, x, k,
      0);
  expect_binary(
      "shift_right_arithmetic", [](Value p, Value q) { return shift_right_arithmetic(p, q); },
      [](double p, double q) { return std::floor(p / std::exp2(q < 0 || q >= 32 ? 31 : q)); }, x, k, 0);
  // Remainder: the dividend's sign; x % 0 = x.
  const Array d = tabulate(s, {n, 8}, [](const auto& i) { return static_cast<double>(i[1] % 4) - 1; });
  expect_binary(
      "remainder", [](Value p, Value q) { return remainder(p, q); },
      [](double p, double q) { return q == 0 ? p : std::fmod(p, q); }, x, d, 0);
  const Array small = tabulate(s, {n, 8}, [](const auto& i) { return static_cast<double>(i[1]) - 3; });
  const Array e = tabulate(s, {n, 8}, [](const auto& i) { return static_cast<double>(i[0] % 4) - 1; });
  expect_binary(
      "power", [](Value p, Value q) { return power(p, q); },
      [](double p, double q) { return q < 0 ? (std::abs(p) == 1 ? std::pow(p, q) : 0) : std::pow(p, q); },
      small, e, 0);
}

TEST_CASE("logical ops on bool through pmap") {
  const std::int64_t n = devices();
  const DType b = DType::boolean;
  const Array p = tabulate(b, {n, 4}, [](const auto& i) { return static_cast<double>(i[1] % 2); });
  const Array q =
      tabulate(b, {n, 4}, [](const auto& i) { return static_cast<double>((i[1] / 2 + i[0]) % 2); });
  expect_unary(
      "not", [](Value v) { return not_(v); }, [](double v) { return v == 0; }, p, b, 0);
  expect_binary(
      "and", [](Value x, Value y) { return and_(x, y); }, [](double x, double y) { return x != 0 && y != 0; },
      p, q, 0);
  expect_binary(
      "or", [](Value x, Value y) { return or_(x, y); }, [](double x, double y) { return x != 0 || y != 0; },
      p, q, 0);
  expect_binary(
      "xor", [](Value x, Value y) { return xor_(x, y); },
      [](double x, double y) { return (x != 0) != (y != 0); }, p, q, 0);
}

TEST_CASE("elementwise math and bitwise ops on f64, f16, s8 and u32 through pmap") {
  const std::int64_t n = devices();
  expect_unary(
      "sine", [](Value v) { return sine(v); }, [](double v) { return std::sin(v); }, spread(DType::f64, n),
      DType::f64, 1e-15);
  expect_unary(
      "erf", [](Value v) { return erf(v); }, [](double v) { return std::erf(v); }, spread(DType::f64, n),
      DType::f64, 1e-15);
  // f16 computes in f32 and rounds once; the expected value rounds from double: within an f16 ulp.
  expect_unary(
      "logistic", [](Value v) { return logistic(v); }, [](double v) { return 1 / (1 + std::exp(-v)); },
      spread(DType::f16, n), DType::f16, 1e-3);
  const Array x8 = tabulate(DType::s8, {n, 8}, [](const auto& i) { return -100.0 + 25 * i[0] + 3 * i[1]; });
  const Array k8 =
      tabulate(DType::s8, {n, 8}, [](const auto& i) { return static_cast<double>((i[0] + i[1]) % 10); });
  expect_binary(
      "shift_right_arithmetic", [](Value p, Value q) { return shift_right_arithmetic(p, q); },
      [](double p, double q) { return std::floor(p / std::exp2(q >= 8 ? 7 : q)); }, x8, k8, 0);
  expect_binary(
      "xor", [](Value p, Value q) { return xor_(p, q); },
      [](double p, double q) {
        return static_cast<double>(
            static_cast<std::int8_t>(static_cast<std::int8_t>(p) ^ static_cast<std::int8_t>(q)));
      },
      x8, k8, 0);
  const Array x32 =
      tabulate(DType::u32, {n, 8}, [](const auto& i) { return 4000000000.0 - 1e8 * i[0] + i[1]; });
  expect_unary(
      "popcnt", [](Value v) { return popcnt(v); },
      [](double v) { return std::popcount(static_cast<std::uint32_t>(v)); }, x32, DType::u32, 0);
  expect_unary(
      "count_leading_zeros", [](Value v) { return count_leading_zeros(v); },
      [](double v) { return std::countl_zero(static_cast<std::uint32_t>(v)); }, x32, DType::u32, 0);
}

}  // namespace conformance

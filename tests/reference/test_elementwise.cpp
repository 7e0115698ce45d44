// Elementwise kernels: arithmetic per dtype, NaN handling, bf16 rounding,
// compare, select, convert.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

#include "helpers.hpp"

using namespace pmapsim;
using namespace pmapsim::test;

namespace {

std::string binary_program(const std::string& op, const std::string& type) {
  return "pmap @f axis=i devices=1 (%a: " + type + ", %b: " + type + ") {\n  %0 = " + op +
         " %a, %b : " + type + "\n  return %0\n}\n";
}

std::string unary_program(const std::string& op, const std::string& type) {
  return "pmap @f axis=i devices=1 (%a: " + type + ") {\n  %0 = " + op + " %a : " + type +
         "\n  return %0\n}\n";
}

const double kNaN = std::numeric_limits<double>::quiet_NaN();

}  // namespace

TEST_CASE("f32 add, sub, mul, div match hand-computed values") {
  const Array a = f32({4}, {1.5, -2, 10, 7});
  const Array b = f32({4}, {0.25, 4, -4, 2});
  CHECK(run_one(binary_program("add", "f32[4]"), {a, b}).to_doubles() == std::vector<double>{1.75, 2, 6, 9});
  CHECK(run_one(binary_program("sub", "f32[4]"), {a, b}).to_doubles() ==
        std::vector<double>{1.25, -6, 14, 5});
  CHECK(run_one(binary_program("mul", "f32[4]"), {a, b}).to_doubles() ==
        std::vector<double>{0.375, -8, -40, 14});
  CHECK(run_one(binary_program("div", "f32[4]"), {a, b}).to_doubles() ==
        std::vector<double>{6, -0.5, -2.5, 3.5});
}

TEST_CASE("f32 elementwise over a long array covers vector bodies and tails") {
  // 4099 elements: not a multiple of any vector width or chunk.
  const std::int64_t n = 4099;
  std::vector<double> x(n), y(n);
  for (std::int64_t i = 0; i < n; ++i) {
    x[i] = 0.5 * static_cast<double>(i % 97) - 20;
    y[i] = 1 + static_cast<double>(i % 13);
  }
  const std::string type = "f32[" + std::to_string(n) + "]";
  const std::vector<double> sum =
      run_one(binary_program("add", type), {f32({n}, x), f32({n}, y)}).to_doubles();
  const std::vector<double> quotient =
      run_one(binary_program("div", type), {f32({n}, x), f32({n}, y)}).to_doubles();
  for (std::int64_t i = 0; i < n; ++i) {
    REQUIRE(sum[i] == x[i] + y[i]);
    REQUIRE(quotient[i] == static_cast<float>(static_cast<float>(x[i]) / static_cast<float>(y[i])));
  }
}

TEST_CASE("max and min propagate NaN from either operand") {
  const Array a = f32({4}, {1, kNaN, 3, -0.5});
  const Array b = f32({4}, {2, 1, kNaN, -1});
  const std::vector<double> most = run_one(binary_program("max", "f32[4]"), {a, b}).to_doubles();
  const std::vector<double> least = run_one(binary_program("min", "f32[4]"), {a, b}).to_doubles();
  CHECK(most[0] == 2);
  CHECK(std::isnan(most[1]));
  CHECK(std::isnan(most[2]));
  CHECK(most[3] == -0.5);
  CHECK(least[0] == 1);
  CHECK(std::isnan(least[1]));
  CHECK(std::isnan(least[2]));
  CHECK(least[3] == -1);
}

TEST_CASE("s32 arithmetic wraps and divides as XLA does") {
  const double int_min = std::numeric_limits<std::int32_t>::min();
  const double int_max = std::numeric_limits<std::int32_t>::max();
  const Array a = make(DType::s32, {5}, {7, -7, 5, int_min, int_max});
  const Array b = make(DType::s32, {5}, {2, 2, 0, -1, 1});
  // Truncation toward zero; x / 0 = -1; INT_MIN / -1 = INT_MIN.
  CHECK(run_one(binary_program("div", "s32[5]"), {a, b}).to_doubles() ==
        std::vector<double>{3, -3, -1, int_min, int_max});
  // INT_MAX + 1 wraps to INT_MIN; INT_MIN - 1 (as + -1) wraps to INT_MAX.
  CHECK(run_one(binary_program("add", "s32[5]"), {a, b}).to_doubles() ==
        std::vector<double>{9, -5, 5, int_max, int_min});
  CHECK(run_one(binary_program("max", "s32[5]"), {a, b}).to_doubles() ==
        std::vector<double>{7, 2, 5, -1, int_max});
  CHECK(run_one(unary_program("neg", "s32[5]"), {a}).to_doubles() ==
        std::vector<double>{-7, 7, -5, int_min, -int_max});
  // abs(INT_MIN) wraps to INT_MIN, as StableHLO's abs on two's complement.
  CHECK(run_one(unary_program("abs", "s32[5]"), {a}).to_doubles() ==
        std::vector<double>{7, 7, 5, int_min, int_max});
}

TEST_CASE("bool max and min are or and and") {
  const Array a = make(DType::boolean, {4}, {0, 0, 1, 1});
  const Array b = make(DType::boolean, {4}, {0, 1, 0, 1});
  CHECK(run_one(binary_program("max", "bool[4]"), {a, b}).to_doubles() == std::vector<double>{0, 1, 1, 1});
  CHECK(run_one(binary_program("min", "bool[4]"), {a, b}).to_doubles() == std::vector<double>{0, 0, 0, 1});
}

TEST_CASE("unary float functions agree with the C library") {
  const std::vector<double> x = {0.25, 0.5, 1, 2, 3.5, 7, 10, 0.01, 1.5, 2.5, 4, 5, 6, 8, 9, 11, 12};
  const std::int64_t n = static_cast<std::int64_t>(x.size());
  const std::string type = "f32[" + std::to_string(n) + "]";
  const Array input = f32({n}, x);
  struct Case {
    const char* op;
    double (*reference)(double);
  };
  for (const Case& c :
       {Case{"exp", std::exp}, Case{"log", std::log}, Case{"tanh", std::tanh}, Case{"sqrt", std::sqrt}}) {
    const std::vector<double> got = run_one(unary_program(c.op, type), {input}).to_doubles();
    for (std::int64_t i = 0; i < n; ++i) {
      const double want = c.reference(static_cast<float>(x[i]));
      INFO(c.op << "(" << x[i] << ")");
      CHECK(got[i] == Approx(want).epsilon(2e-6).margin(1e-7));
    }
  }
  CHECK(run_one(unary_program("neg", "f32[2]"), {f32({2}, {1.5, -2})}).to_doubles() ==
        std::vector<double>{-1.5, 2});
  const Array signs = f32({4}, {-2.5, 0.0, -0.0, std::numeric_limits<double>::quiet_NaN()});
  const Array magnitudes = run_one(unary_program("abs", "f32[4]"), {signs});
  CHECK(magnitudes.get(0) == 2.5);
  CHECK(magnitudes.get(1) == 0.0);
  CHECK_FALSE(std::signbit(magnitudes.get(2)));  // abs(-0.0) = +0.0
  CHECK(std::isnan(magnitudes.get(3)));
  CHECK(run_one(unary_program("abs", "bf16[2]"), {make(DType::bf16, {2}, {-1.5, 3})}).to_doubles() ==
        std::vector<double>{1.5, 3});
  CHECK(std::isnan(run_one(unary_program("log", "f32[1]"), {f32({1}, {-1})}).get(0)));
  CHECK(std::isnan(run_one(unary_program("sqrt", "f32[1]"), {f32({1}, {-4})}).get(0)));
}

TEST_CASE("an element's result does not depend on its position in the array") {
  // The same value at every position of an array whose length leaves a tail.
  const std::int64_t n = 37;
  const Array input = f32({n}, std::vector<double>(n, 0.7311));
  const Array result = run_one(unary_program("tanh", "f32[37]"), {input});
  for (std::int64_t i = 1; i < n; ++i) REQUIRE(result.get(i) == result.get(0));
}

TEST_CASE("bf16 add rounds each result to nearest even") {
  // 1 + 2^-8 lies halfway between the bf16 neighbours 1 and 1 + 2^-7: ties go
  // to the even one (1). 1 + 2^-7 + 2^-8 lies between 1 + 2^-7 (odd) and
  // 1 + 2^-6 (even): it rounds up.
  const double half_ulp = std::ldexp(1.0, -8);
  const Array a = make(DType::bf16, {3}, {1, 1 + std::ldexp(1.0, -7), 256});
  const Array b = make(DType::bf16, {3}, {half_ulp, half_ulp, 1});
  const Array sum = run_one(binary_program("add", "bf16[3]"), {a, b});
  REQUIRE(sum.dtype() == DType::bf16);
  // 256 + 1 = 257 is not a bf16 value (8 significant bits): 256 and 258 are
  // its neighbours, and 256 (even mantissa) wins the tie.
  CHECK(sum.to_doubles() == std::vector<double>{1, 1 + std::ldexp(1.0, -6), 256});
  // The same sums in f32 are exact.
  const Array exact = run_one(binary_program("add", "f32[3]"), {a.astype(DType::f32), b.astype(DType::f32)});
  CHECK(exact.to_doubles() == std::vector<double>{1 + half_ulp, 1 + std::ldexp(1.0, -7) + half_ulp, 257});
}

TEST_CASE("bf16 exp is the f32 result rounded to bf16") {
  const Array x = make(DType::bf16, {3}, {0.5, 1, 2});
  const Array y = run_one(unary_program("exp", "bf16[3]"), {x});
  REQUIRE(y.dtype() == DType::bf16);
  // e^0.5 = 1.6487 -> bf16 1.6484375; e = 2.71828 -> 2.71875; e^2 = 7.389 -> 7.375.
  CHECK(y.to_doubles() == std::vector<double>{1.6484375, 2.71875, 7.375});
}

TEST_CASE("compare in every direction, with NaN unordered") {
  const Array a = f32({4}, {1, 2, 3, kNaN});
  const Array b = f32({4}, {2, 2, 2, kNaN});
  const auto compare = [&](const std::string& direction) {
    const std::string text =
        "pmap @f axis=i devices=1 (%a: f32[4], %b: f32[4]) {\n  %0 = compare %a, %b {direction=" + direction +
        "} : bool[4]\n  return %0\n}\n";
    return run_one(text, {a, b}).to_doubles();
  };
  CHECK(compare("eq") == std::vector<double>{0, 1, 0, 0});
  CHECK(compare("ne") == std::vector<double>{1, 0, 1, 1});
  CHECK(compare("lt") == std::vector<double>{1, 0, 0, 0});
  CHECK(compare("le") == std::vector<double>{1, 1, 0, 0});
  CHECK(compare("gt") == std::vector<double>{0, 0, 1, 0});
  CHECK(compare("ge") == std::vector<double>{0, 1, 1, 0});
  const std::string ints =
      "pmap @f axis=i devices=1 (%a: s32[3], %b: s32[3]) {\n  %0 = compare %a, %b {direction=lt} : bool[3]\n"
      "  return %0\n}\n";
  CHECK(run_one(ints, {make(DType::s32, {3}, {-5, 0, 9}), make(DType::s32, {3}, {-4, 0, 8})}).to_doubles() ==
        std::vector<double>{1, 0, 0});
}

TEST_CASE("select picks per element") {
  const std::string text =
      "pmap @f axis=i devices=1 (%p: bool[4], %a: s32[4], %b: s32[4]) {\n  %0 = select %p, %a, %b : s32[4]\n"
      "  return %0\n}\n";
  const Array chosen =
      run_one(text, {make(DType::boolean, {4}, {1, 0, 0, 1}), make(DType::s32, {4}, {1, 2, 3, 4}),
                     make(DType::s32, {4}, {-1, -2, -3, -4})});
  CHECK(chosen.to_doubles() == std::vector<double>{1, -2, -3, 4});
}

TEST_CASE("convert truncates, saturates and rounds like XLA") {
  const auto convert = [](const Array& x, const std::string& from, const std::string& to) {
    const std::string text =
        "pmap @f axis=i devices=1 (%a: " + from + ") {\n  %0 = convert %a : " + to + "\n  return %0\n}\n";
    return run_one(text, {x});
  };
  const Array floats = f32({6}, {2.7, -2.7, kNaN, 3e9, -3e9, -0.5});
  CHECK(convert(floats, "f32[6]", "s32[6]").to_doubles() ==
        std::vector<double>{2, -2, 0, 2147483647.0, -2147483648.0, 0});
  CHECK(convert(floats, "f32[6]", "bool[6]").to_doubles() == std::vector<double>{1, 1, 1, 1, 1, 1});
  CHECK(convert(f32({2}, {0, -0.0}), "f32[2]", "bool[2]").to_doubles() == std::vector<double>{0, 0});
  CHECK(convert(make(DType::boolean, {2}, {1, 0}), "bool[2]", "f32[2]").to_doubles() ==
        std::vector<double>{1, 0});
  CHECK(convert(make(DType::s32, {2}, {-3, 16777217}), "s32[2]", "f32[2]").to_doubles() ==
        std::vector<double>{-3, 16777216});
  // 1 + 2^-8 ties to 1; 1 + 3 * 2^-8 ties to 1 + 2^-6 (the even neighbour).
  const Array bf16 =
      convert(f32({2}, {1 + std::ldexp(1.0, -8), 1 + 3 * std::ldexp(1.0, -8)}), "f32[2]", "bf16[2]");
  CHECK(bf16.dtype() == DType::bf16);
  CHECK(bf16.to_doubles() == std::vector<double>{1, 1 + std::ldexp(1.0, -6)});
  CHECK(convert(make(DType::bf16, {1}, {-7.5}), "bf16[1]", "s32[1]").to_doubles() == std::vector<double>{-7});
}

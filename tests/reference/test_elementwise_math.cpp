// The reference's elementwise math and bitwise kernels: floats against JAX's
// CPU results (tests/data/elementwise, made by make.py there) within a stated
// number of f32 ulps, integer and bool kernels against hand-worked values
// (those marked "JAX" were printed by jax.lax on the CPU backend, 0.10.2).
#include <bit>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include "helpers.hpp"
#include "pmapsim/npy.hpp"

using namespace pmapsim;
using namespace pmapsim::test;

namespace {

const double kNaN = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();
const double kIntMin = std::numeric_limits<std::int32_t>::min();

std::string program(const std::string& op, const std::vector<std::string>& operand_types,
                    const std::string& result_type) {
  std::string params, operands;
  for (std::size_t i = 0; i < operand_types.size(); ++i) {
    const std::string name = "%p" + std::to_string(i);
    params += (i ? ", " : "") + name + ": " + operand_types[i];
    operands += (i ? ", " : "") + name;
  }
  return "pmap @f axis=i devices=1 (" + params + ") {\n  %0 = " + op + " " + operands + " : " + result_type +
         "\n  return %0\n}\n";
}

Array data(const std::string& name) {
  return read_npy(std::string(PMAPSIM_SOURCE_DIR) + "/tests/data/elementwise/" + name + ".npy");
}

std::string f32_type(const Array& a) {
  return "f32[" + std::to_string(a.size()) + "]";
}

// Distance in f32 ulps: 0 for equal values and for two NaNs; +0 and -0 are
// one apart (a sign error on zero counts); a NaN against a number is huge.
std::int64_t ulps(float a, float b) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b) ? 0 : 1LL << 40;
  const auto ordered = [](float v) {
    const auto bits = static_cast<std::int64_t>(std::bit_cast<std::uint32_t>(v));
    return bits & 0x80000000LL ? -(bits & 0x7fffffffLL) - 1 : bits;
  };
  return std::abs(ordered(a) - ordered(b));
}

bool subnormal(double v) {
  return std::fpclassify(static_cast<float>(v)) == FP_SUBNORMAL;
}

// The largest distance from JAX over all inputs, with the worst input named.
// XLA's CPU backend flushes f32 subnormals to zero (inputs and results: JAX
// gives sign(1e-45) = 0 and rsqrt(1e-45) = inf); the reference keeps IEEE
// subnormals, so elements with a subnormal operand or result are left out.
std::int64_t max_ulps(const std::string& op, const Array& got, const Array& want,
                      const std::vector<Array>& inputs) {
  std::int64_t worst = 0;
  for (std::int64_t i = 0; i < want.size(); ++i) {
    bool flushed = subnormal(got.get(i));
    for (const Array& input : inputs) flushed = flushed || subnormal(input.get(i));
    if (flushed) continue;
    const std::int64_t d = ulps(static_cast<float>(got.get(i)), static_cast<float>(want.get(i)));
    if (d > worst) {
      worst = d;
      UNSCOPED_INFO(op << "(" << inputs[0].get(i) << "): reference " << got.get(i) << ", JAX " << want.get(i)
                       << ", " << d << " ulps");
    }
  }
  // PMAPSIM_PRINT_ULPS=1 prints each op's distance (the figure in docs/pmap-semantics.md).
  if (std::getenv("PMAPSIM_PRINT_ULPS")) std::cout << op << " max ulps vs JAX: " << worst << "\n";
  return worst;
}

// The f32 nearest the true erf^-1(u), by bisection on std::erf in double
// (independent of the kernel's Giles + Newton evaluation).
float erf_inv_by_bisection(double u) {
  double lo = -6, hi = 6;
  for (int step = 0; step < 200; ++step) {
    const double mid = (lo + hi) / 2;
    (std::erf(mid) < u ? lo : hi) = mid;
  }
  return static_cast<float>(lo);
}

}  // namespace

// Bounds in f32 ulps. The reference computes in double and rounds once, so it
// is within 0.5 ulp of the true value; the bound is JAX's (XLA CPU's) own
// error, which is larger for the functions it evaluates with f32 polynomials.
TEST_CASE("float math kernels agree with JAX's CPU values") {
  const Array x = data("x");
  const std::map<std::string, std::int64_t> bound = {{"sign", 0},
                                                     {"floor", 0},
                                                     {"ceil", 0},
                                                     {"round_nearest_even", 0},
                                                     {"round_nearest_afz", 0},
                                                     {"rsqrt", 1},
                                                     {"cbrt", 2},
                                                     {"logistic", 2},
                                                     {"log1p", 2},
                                                     {"expm1", 2},
                                                     {"sine", 2},
                                                     {"cosine", 2},
                                                     {"tan", 2},
                                                     {"erf", 2},
                                                     // XLA's f32 expansion of erfc loses up to 36 ulps
                                                     // deep in the tail (x > 6); subnormal results,
                                                     // which XLA flushes to 0, are skipped.
                                                     {"erfc", 40}};
  for (const auto& [op, allowed] : bound) {
    INFO(op);
    const Array got = run_one(program(op, {f32_type(x)}, f32_type(x)), {x});
    CHECK(max_ulps(op, got, data(op), {x}) <= allowed);
  }
  const Array finite =
      run_one(program("is_finite", {f32_type(x)}, "bool[" + std::to_string(x.size()) + "]"), {x});
  CHECK(finite.to_doubles() == data("is_finite").to_doubles());
}

TEST_CASE("erf_inv agrees with JAX's CPU values, edges included") {
  const Array u = data("erf_inv_x");
  const Array got = run_one(program("erf_inv", {f32_type(u)}, f32_type(u)), {u});
  // JAX evaluates Giles' polynomial in f32, which loses accuracy near +-1
  // (53 ulps at 0.99982); the reference refines it in double. So: within 4
  // ulps of JAX on |u| <= 0.99, within 64 beyond, and within 1 ulp of the true
  // inverse everywhere.
  const Array want = data("erf_inv");
  std::vector<double> inner_got, inner_want, outer_got, outer_want;
  for (std::int64_t i = 0; i < u.size(); ++i) {
    const bool inner = std::abs(u.get(i)) <= 0.99;
    (inner ? inner_got : outer_got).push_back(got.get(i));
    (inner ? inner_want : outer_want).push_back(want.get(i));
    if (std::abs(u.get(i)) < 1 && u.get(i) != 0) {
      INFO("erf_inv(" << u.get(i) << ")");
      CHECK(ulps(static_cast<float>(got.get(i)), erf_inv_by_bisection(u.get(i))) <= 1);
    }
  }
  const auto as_f32 = [](const std::vector<double>& v) {
    return f32({static_cast<std::int64_t>(v.size())}, v);
  };
  CHECK(max_ulps("erf_inv |u|<=0.99", as_f32(inner_got), as_f32(inner_want), {as_f32(inner_got)}) <= 4);
  CHECK(max_ulps("erf_inv |u|>0.99", as_f32(outer_got), as_f32(outer_want), {as_f32(outer_got)}) <= 64);
  // The edges, by hand: +-1 -> +-inf, |x| > 1 -> NaN, -0 -> -0.
  const Array edges = run_one(program("erf_inv", {"f32[5]"}, "f32[5]"), {f32({5}, {1, -1, 1.5, kNaN, -0.0})});
  CHECK(edges.get(0) == kInf);
  CHECK(edges.get(1) == -kInf);
  CHECK(std::isnan(edges.get(2)));
  CHECK(std::isnan(edges.get(3)));
  CHECK(std::signbit(edges.get(4)));
}

TEST_CASE("binary float math kernels agree with JAX's CPU values") {
  const Array a = data("a");
  const Array b = data("b");
  const std::map<std::string, std::int64_t> bound = {{"atan2", 2}, {"power", 2}, {"remainder", 0}};
  for (const auto& [op, allowed] : bound) {
    INFO(op);
    const Array got = run_one(program(op, {f32_type(a), f32_type(b)}, f32_type(a)), {a, b});
    CHECK(max_ulps(op, got, data(op), {a, b}) <= allowed);
  }
}

TEST_CASE("sign and rounding keep StableHLO's edge cases") {
  const Array signs = run_one(program("sign", {"f32[4]"}, "f32[4]"), {f32({4}, {-0.0, 0.0, kNaN, -3})});
  CHECK(std::signbit(signs.get(0)));
  CHECK_FALSE(std::signbit(signs.get(1)));
  CHECK(std::isnan(signs.get(2)));
  CHECK(signs.get(3) == -1);
  const Array ties = f32({6}, {0.5, 1.5, 2.5, -0.5, -2.5, 3.25});
  CHECK(run_one(program("round_nearest_even", {"f32[6]"}, "f32[6]"), {ties}).to_doubles() ==
        std::vector<double>{0, 2, 2, -0.0, -2, 3});
  CHECK(run_one(program("round_nearest_afz", {"f32[6]"}, "f32[6]"), {ties}).to_doubles() ==
        std::vector<double>{1, 2, 3, -1, -3, 3});
  CHECK(run_one(program("sign", {"s32[4]"}, "s32[4]"), {make(DType::s32, {4}, {-5, 0, 7, kIntMin})})
            .to_doubles() == std::vector<double>{-1, 0, 1, -1});
}

TEST_CASE("bf16 math computes in f32 and rounds once") {
  // logistic(1) = 0.7310585...; the nearest bf16 is 0.73046875 (0x3F3B).
  const Array x = make(DType::bf16, {3}, {1, -2, 0.5});
  const Array y = run_one(program("logistic", {"bf16[3]"}, "bf16[3]"), {x});
  for (std::int64_t i = 0; i < 3; ++i) {
    CHECK(y.get(i) == static_cast<double>(round_to_bf16(static_cast<float>(1 / (1 + std::exp(-x.get(i)))))));
  }
  CHECK(y.get(0) == 0.73046875);
}

TEST_CASE("clamp takes scalar or full bounds, in StableHLO's operand order") {
  const Array x = f32({5}, {-3, -1, 0.5, 2, kNaN});
  const Array clamped =
      run_one(program("clamp", {"f32[]", "f32[5]", "f32[]"}, "f32[5]"), {f32({}, {-1.5}), x, f32({}, {1})});
  CHECK(clamped.get(0) == -1.5);
  CHECK(clamped.get(1) == -1);
  CHECK(clamped.get(2) == 0.5);
  CHECK(clamped.get(3) == 1);
  CHECK(std::isnan(clamped.get(4)));
  const Array lo = make(DType::s32, {3}, {0, -10, 5});
  const Array hi = make(DType::s32, {3}, {1, 10, 6});
  CHECK(run_one(program("clamp", {"s32[3]", "s32[3]", "s32[3]"}, "s32[3]"),
                {lo, make(DType::s32, {3}, {7, 7, 7}), hi})
            .to_doubles() == std::vector<double>{1, 7, 6});
}

TEST_CASE("integer remainder and power follow XLA and jnp") {
  const Array i = make(DType::s32, {8}, {-3, -1, 0, 1, 2, 7, kIntMin, 5});
  // JAX: lax.rem; x % 0 = x, INT_MIN % -1 = 0, the dividend's sign.
  CHECK(run_one(program("remainder", {"s32[8]", "s32[8]"}, "s32[8]"),
                {i, make(DType::s32, {8}, {2, 0, 0, -1, 0, 3, -1, -3})})
            .to_doubles() == std::vector<double>{-1, -1, 0, 0, 2, 1, 0, 2});
  // JAX: jnp.power on int32 (3^40 wraps).
  CHECK(run_one(program("power", {"s32[7]", "s32[7]"}, "s32[7]"),
                {make(DType::s32, {7}, {-1, -1, 1, 2, -2, 0, 3}),
                 make(DType::s32, {7}, {-1, -2, -3, -1, -1, 0, 40})})
            .to_doubles() == std::vector<double>{-1, 1, 1, 0, 0, 1, 689956897});
  // numpy.power on uint16 and int16 (products past 2^31 wrap at 16 bits, never overflow int).
  CHECK(run_one(program("power", {"u16[3]", "u16[3]"}, "u16[3]"),
                {make(DType::u16, {3}, {50000, 3, 65535}), make(DType::u16, {3}, {2, 11, 3})})
            .to_doubles() == std::vector<double>{63744, 46075, 65535});
  CHECK(run_one(program("power", {"s16[3]", "s16[3]"}, "s16[3]"),
                {make(DType::s16, {3}, {300, -181, 2}), make(DType::s16, {3}, {3, 2, 15})})
            .to_doubles() == std::vector<double>{-832, 32761, -32768});
  CHECK(run_one(program("remainder", {"f32[3]", "f32[3]"}, "f32[3]"),
                {f32({3}, {5.5, -5.5, 1}), f32({3}, {2, 2, 0})})
            .get(1) == -1.5);
}

TEST_CASE("shifts, popcnt and clz on s32 as JAX computes them") {
  const Array x = make(DType::s32, {8}, {-5, -5, -5, -5, -5, -5, -5, -5});
  const Array k = make(DType::s32, {8}, {1, -1, 32, 33, 31, 0, 100, -32});
  const auto shift = [&](const std::string& op) {
    return run_one(program(op, {"s32[8]", "s32[8]"}, "s32[8]"), {x, k}).to_doubles();
  };
  // JAX: lax.shift_left, shift_right_logical, shift_right_arithmetic.
  CHECK(shift("shift_left") == std::vector<double>{-10, 0, 0, 0, kIntMin, -5, 0, 0});
  CHECK(shift("shift_right_logical") == std::vector<double>{2147483645, 0, 0, 0, 1, -5, 0, 0});
  CHECK(shift("shift_right_arithmetic") == std::vector<double>{-3, -1, -1, -1, -1, -5, -1, -1});
  const Array i = make(DType::s32, {8}, {-3, -1, 0, 1, 2, 7, kIntMin, 5});
  // JAX: lax.clz, lax.population_count.
  CHECK(run_one(program("count_leading_zeros", {"s32[8]"}, "s32[8]"), {i}).to_doubles() ==
        std::vector<double>{0, 0, 32, 31, 30, 29, 0, 29});
  CHECK(run_one(program("popcnt", {"s32[8]"}, "s32[8]"), {i}).to_doubles() ==
        std::vector<double>{31, 32, 0, 1, 1, 3, 1, 2});
}

TEST_CASE("not, and, or, xor: bitwise on s32, logical on bool") {
  const Array a = make(DType::s32, {3}, {12, -1, 0});
  const Array b = make(DType::s32, {3}, {10, 5, -7});
  CHECK(run_one(program("and", {"s32[3]", "s32[3]"}, "s32[3]"), {a, b}).to_doubles() ==
        std::vector<double>{8, 5, 0});
  CHECK(run_one(program("or", {"s32[3]", "s32[3]"}, "s32[3]"), {a, b}).to_doubles() ==
        std::vector<double>{14, -1, -7});
  CHECK(run_one(program("xor", {"s32[3]", "s32[3]"}, "s32[3]"), {a, b}).to_doubles() ==
        std::vector<double>{6, -6, -7});
  CHECK(run_one(program("not", {"s32[3]"}, "s32[3]"), {a}).to_doubles() == std::vector<double>{-13, 0, -1});
  const Array p = make(DType::boolean, {4}, {0, 0, 1, 1});
  const Array q = make(DType::boolean, {4}, {0, 1, 0, 1});
  CHECK(run_one(program("and", {"bool[4]", "bool[4]"}, "bool[4]"), {p, q}).to_doubles() ==
        std::vector<double>{0, 0, 0, 1});
  CHECK(run_one(program("or", {"bool[4]", "bool[4]"}, "bool[4]"), {p, q}).to_doubles() ==
        std::vector<double>{0, 1, 1, 1});
  CHECK(run_one(program("xor", {"bool[4]", "bool[4]"}, "bool[4]"), {p, q}).to_doubles() ==
        std::vector<double>{0, 1, 1, 0});
  CHECK(run_one(program("not", {"bool[4]"}, "bool[4]"), {p}).to_doubles() == std::vector<double>{1, 1, 0, 0});
}

TEST_CASE("f64 and f16 math: f64 in double, f16 computed in f32 and rounded once") {
  const Array x = make(DType::f64, {3}, {0.5, -2, 1e-300});
  const Array sines = run_one(program("sine", {"f64[3]"}, "f64[3]"), {x});
  for (std::int64_t i = 0; i < 3; ++i) CHECK(sines.get(i) == std::sin(x.get(i)));
  CHECK(run_one(program("erf_inv", {"f64[1]"}, "f64[1]"), {make(DType::f64, {1}, {0.5})}).get(0) ==
        Approx(0.4769362762044699).epsilon(1e-15));
  // f16: logistic(1) = 0.731058... -> 0.73095703125, the nearest f16 (0x39D9).
  const Array h = run_one(program("logistic", {"f16[2]"}, "f16[2]"), {make(DType::f16, {2}, {1, 0})});
  CHECK(h.get(0) == 0.73095703125);
  CHECK(h.get(1) == 0.5);
  CHECK(run_one(program("is_finite", {"f16[3]"}, "bool[3]"), {make(DType::f16, {3}, {65504, kInf, kNaN})})
            .to_doubles() == std::vector<double>{1, 0, 0});
}

TEST_CASE("bitwise and shift ops on the narrow and wide integer types") {
  // s8: shifts of 8 or more are out of range; shift_right_arithmetic fills with the sign.
  const Array s8 = make(DType::s8, {4}, {-128, -5, 127, 1});
  const Array s8_amounts = make(DType::s8, {4}, {1, 8, 7, -1});
  CHECK(run_one(program("shift_left", {"s8[4]", "s8[4]"}, "s8[4]"), {s8, s8_amounts}).to_doubles() ==
        std::vector<double>{0, 0, -128, 0});
  CHECK(run_one(program("shift_right_arithmetic", {"s8[4]", "s8[4]"}, "s8[4]"), {s8, s8_amounts})
            .to_doubles() == std::vector<double>{-64, -1, 0, 0});
  CHECK(run_one(program("shift_right_logical", {"s8[4]", "s8[4]"}, "s8[4]"), {s8, s8_amounts}).to_doubles() ==
        std::vector<double>{64, 0, 0, 0});
  CHECK(run_one(program("count_leading_zeros", {"s8[4]"}, "s8[4]"), {s8}).to_doubles() ==
        std::vector<double>{0, 0, 1, 7});
  CHECK(
      run_one(program("popcnt", {"u16[2]"}, "u16[2]"), {make(DType::u16, {2}, {65535, 256})}).to_doubles() ==
      std::vector<double>{16, 1});
  // u64: the top bit and all 64 bits, exactly.
  Array wide(DType::u64, {2});
  wide.set_uint64(0, 1ULL << 63);
  wide.set_uint64(1, ~0ULL);
  const Array clz = run_one(program("count_leading_zeros", {"u64[2]"}, "u64[2]"), {wide});
  CHECK(clz.get_uint64(0) == 0);
  CHECK(clz.get_uint64(1) == 0);
  const Array inverted = run_one(program("not", {"u64[2]"}, "u64[2]"), {wide});
  CHECK(inverted.get_uint64(0) == (1ULL << 63) - 1);
  CHECK(inverted.get_uint64(1) == 0);
  Array amounts(DType::u64, {2});
  amounts.set_uint64(0, 63);
  amounts.set_uint64(1, 64);
  const Array shifted =
      run_one(program("shift_right_logical", {"u64[2]", "u64[2]"}, "u64[2]"), {wide, amounts});
  CHECK(shifted.get_uint64(0) == 1);
  CHECK(shifted.get_uint64(1) == 0);
  // s64 power wraps modulo 2^64: 3^41 = 36472996377170786403 = 18026252303461234787 mod 2^64.
  const Array power = run_one(program("power", {"s64[1]", "s64[1]"}, "s64[1]"),
                              {make(DType::s64, {1}, {3}), make(DType::s64, {1}, {41})});
  CHECK(power.get_int64(0) == static_cast<std::int64_t>(18026252303461234787ULL));
  CHECK(run_one(program("remainder", {"u8[2]", "u8[2]"}, "u8[2]"),
                {make(DType::u8, {2}, {200, 7}), make(DType::u8, {2}, {7, 0})})
            .to_doubles() == std::vector<double>{4, 7});
}

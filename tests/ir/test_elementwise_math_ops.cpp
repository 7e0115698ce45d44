// The shape and dtype rules of the elementwise math and bitwise ops
// (sign ... count_leading_zeros), with their errors.
#include <catch2/catch.hpp>
#include <climits>
#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

#include "pmapsim/errors.hpp"
#include "pmapsim/ops.hpp"
#include "pmapsim/semantics/arithmetic.hpp"
#include "pmapsim/semantics/real_math.hpp"

using namespace pmapsim;
using Catch::Matchers::Contains;
using Catch::Matchers::Equals;

namespace {

TensorType of(DType dtype, Shape shape) {
  return {dtype, std::move(shape)};
}

TensorType infer(OpCode op, std::vector<TensorType> operands) {
  const Attrs attrs;
  const ShapeContext context{operands, attrs, std::nullopt, "i", 4};
  return op_def(op).infer(context);
}

constexpr DType f32 = DType::f32;
constexpr DType bf16 = DType::bf16;
constexpr DType s32 = DType::s32;
constexpr DType boolean = DType::boolean;

}  // namespace

TEST_CASE("ops named by C++ keywords keep StableHLO's names") {
  CHECK(op_name(OpCode::not_) == "not");
  CHECK(op_name(OpCode::and_) == "and");
  CHECK(op_name(OpCode::or_) == "or");
  CHECK(op_name(OpCode::xor_) == "xor");
  CHECK(find_op("xor") == OpCode::xor_);
  CHECK_FALSE(find_op("xor_").has_value());
  CHECK(op_name(OpCode::sine) == "sine");
}

TEST_CASE("float math ops keep the type and refuse integers and bool") {
  for (OpCode op : {OpCode::floor, OpCode::ceil, OpCode::round_nearest_even, OpCode::round_nearest_afz,
                    OpCode::rsqrt, OpCode::cbrt, OpCode::logistic, OpCode::log1p, OpCode::expm1, OpCode::sine,
                    OpCode::cosine, OpCode::tan, OpCode::erf, OpCode::erf_inv, OpCode::erfc}) {
    INFO(op_name(op));
    CHECK(infer(op, {of(f32, {2, 3})}) == of(f32, {2, 3}));
    CHECK(infer(op, {of(bf16, {})}) == of(bf16, {}));
    CHECK(infer(op, {of(DType::f16, {3})}) == of(DType::f16, {3}));
    CHECK(infer(op, {of(DType::f64, {3})}) == of(DType::f64, {3}));
    CHECK_THROWS_WITH(infer(op, {of(s32, {2})}), Contains("does not accept dtype s32"));
    CHECK_THROWS_WITH(infer(op, {of(DType::u8, {2})}), Contains("does not accept dtype u8"));
    CHECK_THROWS_WITH(infer(op, {of(boolean, {2})}), Contains("does not accept dtype bool"));
  }
  CHECK_THROWS_WITH(infer(OpCode::floor, {of(s32, {2})}),
                    Equals("floor: does not accept dtype s32; accepted dtypes are f16, bf16, f32, f64"));
  // sine, cosine and rsqrt take complex numbers too (tests/ir/test_complex_ops.cpp).
  CHECK_THROWS_WITH(
      infer(OpCode::sine, {of(s32, {2})}),
      Equals("sine: does not accept dtype s32; accepted dtypes are f16, bf16, f32, f64, c64, c128"));
}

TEST_CASE("sign takes floats and integers, is_finite gives bool") {
  CHECK(infer(OpCode::sign, {of(s32, {4})}) == of(s32, {4}));
  CHECK(infer(OpCode::sign, {of(bf16, {4})}) == of(bf16, {4}));
  CHECK_THROWS_WITH(infer(OpCode::sign, {of(boolean, {4})}), Equals("sign: does not accept dtype bool"));
  CHECK(infer(OpCode::sign, {of(DType::s8, {4})}) == of(DType::s8, {4}));
  CHECK(infer(OpCode::sign, {of(DType::f64, {4})}) == of(DType::f64, {4}));
  CHECK_THROWS_WITH(infer(OpCode::sign, {of(DType::u32, {4})}), Equals("sign: does not accept dtype u32"));
  CHECK(infer(OpCode::is_finite, {of(f32, {2, 2})}) == of(boolean, {2, 2}));
  CHECK_THROWS_WITH(infer(OpCode::is_finite, {of(s32, {2})}), Contains("does not accept dtype s32"));
}

TEST_CASE("atan2, power and remainder take operands of one type") {
  CHECK(infer(OpCode::atan2, {of(f32, {3}), of(f32, {3})}) == of(f32, {3}));
  CHECK_THROWS_WITH(infer(OpCode::atan2, {of(s32, {3}), of(s32, {3})}),
                    Contains("does not accept dtype s32"));
  CHECK_THROWS_WITH(infer(OpCode::atan2, {of(f32, {3}), of(bf16, {3})}),
                    Equals("atan2: operands must have the same type, got f32[3] and bf16[3]"));
  for (OpCode op : {OpCode::power, OpCode::remainder}) {
    CHECK(infer(op, {of(s32, {3}), of(s32, {3})}) == of(s32, {3}));
    CHECK(infer(op, {of(bf16, {}), of(bf16, {})}) == of(bf16, {}));
    CHECK_THROWS_WITH(infer(op, {of(boolean, {3}), of(boolean, {3})}),
                      Contains("does not accept dtype bool"));
    CHECK_THROWS_WITH(infer(op, {of(f32, {3}), of(f32, {4})}), Contains("operands must have the same type"));
  }
}

TEST_CASE("clamp: min and max are scalars or of x's shape, all of x's dtype") {
  CHECK(infer(OpCode::clamp, {of(f32, {}), of(f32, {2, 3}), of(f32, {})}) == of(f32, {2, 3}));
  CHECK(infer(OpCode::clamp, {of(s32, {2, 3}), of(s32, {2, 3}), of(s32, {})}) == of(s32, {2, 3}));
  CHECK_THROWS_WITH(infer(OpCode::clamp, {of(f32, {3}), of(f32, {2, 3}), of(f32, {})}),
                    Equals("clamp: min shape [3] must be a scalar or the operand's shape [2,3]"));
  CHECK_THROWS_WITH(infer(OpCode::clamp, {of(f32, {}), of(f32, {2}), of(s32, {})}),
                    Equals("clamp: max must have the operand's dtype f32, got s32[]"));
  CHECK_THROWS_WITH(infer(OpCode::clamp, {of(boolean, {}), of(boolean, {2}), of(boolean, {})}),
                    Contains("does not accept dtype bool"));
}

TEST_CASE("not, and, or, xor take bool or integers, shifts, popcnt and clz integers only") {
  for (OpCode op : {OpCode::and_, OpCode::or_, OpCode::xor_}) {
    CHECK(infer(op, {of(boolean, {4}), of(boolean, {4})}) == of(boolean, {4}));
    CHECK(infer(op, {of(s32, {4}), of(s32, {4})}) == of(s32, {4}));
    CHECK_THROWS_WITH(infer(op, {of(f32, {4}), of(f32, {4})}), Contains("does not accept dtype f32"));
  }
  CHECK(infer(OpCode::not_, {of(boolean, {})}) == of(boolean, {}));
  CHECK_THROWS_WITH(infer(OpCode::not_, {of(bf16, {2})}),
                    Equals("not: does not accept dtype bf16; accepted dtypes are bool and integers"));
  for (OpCode op : {OpCode::shift_left, OpCode::shift_right_logical, OpCode::shift_right_arithmetic}) {
    CHECK(infer(op, {of(s32, {4}), of(s32, {4})}) == of(s32, {4}));
    CHECK_THROWS_WITH(infer(op, {of(boolean, {4}), of(boolean, {4})}),
                      Contains("does not accept dtype bool"));
    CHECK_THROWS_WITH(infer(op, {of(f32, {4}), of(f32, {4})}), Contains("accepted dtypes are integers"));
  }
  for (OpCode op : {OpCode::popcnt, OpCode::count_leading_zeros}) {
    CHECK(infer(op, {of(s32, {4})}) == of(s32, {4}));
    CHECK(infer(op, {of(DType::u64, {4})}) == of(DType::u64, {4}));
    CHECK_THROWS_WITH(infer(op, {of(f32, {4})}), Contains("does not accept dtype f32"));
  }
}

// Every op the backends build a real unary kernel for has its case in
// semantics::real_unary (a forgotten case would give NaN for every element).
TEST_CASE("every op of PMAPSIM_REAL_UNARY_OPS has its per-element semantics") {
  std::vector<OpCode> listed;
#define PMAPSIM_LISTED(name) listed.push_back(OpCode::name);
  PMAPSIM_REAL_UNARY_OPS(PMAPSIM_LISTED)
#undef PMAPSIM_LISTED
  CHECK(listed.size() == 15);
  for (OpCode op : listed) {
    INFO(op_name(op));
    CHECK(!std::isnan(semantics::real_unary(op, 0.5)));
    CHECK(op_def(op).op_class == OpClass::elementwise);
  }
  // Spot values, by hand: the semantics, not the C library, decide these.
  CHECK(semantics::real_unary(OpCode::round_nearest_even, 2.5) == 2.0);
  CHECK(semantics::real_unary(OpCode::round_nearest_afz, 2.5) == 3.0);
  CHECK(semantics::real_unary(OpCode::rsqrt, -0.0) == -HUGE_VAL);
  CHECK(semantics::real_unary(OpCode::erf_inv, 1.0) == HUGE_VAL);
  CHECK(std::isnan(semantics::real_unary(OpCode::erf_inv, 1.5)));
  CHECK(semantics::real_unary(OpCode::erfc, 4.0) == Approx(1.541725790028002e-08).epsilon(1e-12));
  CHECK(semantics::real_binary(OpCode::remainder, -7.0, 2.0) == -1.0);
}

// The integer rules every backend shares (pmapsim/semantics/arithmetic.hpp),
// by hand from StableHLO's spec and XLA's answers where C++'s is undefined.
TEST_CASE("integer division and wrapping are XLA's, compare is IEEE's") {
  CHECK(semantics::integer_divide<std::int32_t>(7, -2) == -3);  // truncates toward zero
  CHECK(semantics::integer_divide<std::int32_t>(5, 0) == -1);
  CHECK(semantics::integer_divide<std::uint8_t>(5, 0) == 255);
  CHECK(semantics::integer_divide<std::int32_t>(INT32_MIN, -1) == INT32_MIN);
  CHECK(semantics::integer_divide<std::int64_t>(-128, -1) == 128);  // s8 computed wide: low bits -128
  CHECK(semantics::wrapping<std::int32_t>(OpCode::add, INT32_MAX, 1) == INT32_MIN);
  CHECK(semantics::wrapping<std::int16_t>(OpCode::mul, 300, 300) ==
        static_cast<std::int16_t>(90000 - 131072));
  CHECK(semantics::wrapping<std::uint8_t>(OpCode::sub, 0, 1) == 255);
  CHECK(semantics::wrapping<std::int64_t>(OpCode::sub, 0, INT64_MIN) == INT64_MIN);
  const double nan = std::nan("");
  for (CompareDirection d : {CompareDirection::eq, CompareDirection::lt, CompareDirection::le,
                             CompareDirection::gt, CompareDirection::ge})
    CHECK_FALSE(semantics::compare(d, nan, nan));
  CHECK(semantics::compare(CompareDirection::ne, nan, nan));
  CHECK(semantics::compare(CompareDirection::eq, -0.0, 0.0));
  CHECK(semantics::compare(CompareDirection::lt, -3, 2));
}

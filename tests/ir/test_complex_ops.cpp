// The op table on complex numbers: complex, real, imag and fft's shape rules
// and errors, the ops that take c64 and c128, the ones that refuse them, and
// fft's operation count.
#include <catch2/catch.hpp>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "pmapsim/errors.hpp"
#include "pmapsim/ops.hpp"

using namespace pmapsim;
using Catch::Matchers::Contains;
using Catch::Matchers::Equals;

namespace {

TensorType of(DType dtype, Shape shape) {
  return {dtype, std::move(shape)};
}

TensorType infer(OpCode op, std::vector<TensorType> operands, const Attrs& attrs = {},
                 std::optional<TensorType> declared = std::nullopt) {
  const ShapeContext context{operands, attrs, std::move(declared), "i", 4};
  return op_def(op).infer(context);
}

Attrs fft_attrs(const std::string& type, IntList lengths) {
  Attrs attrs;
  attrs.set("fft_type", type);
  attrs.set("fft_length", std::move(lengths));
  return attrs;
}

Attrs with(const std::string& name, AttrValue value) {
  Attrs attrs;
  attrs.set(name, std::move(value));
  return attrs;
}

}  // namespace

TEST_CASE("complex makes c64 of f32 parts and c128 of f64, and real and imag take them apart") {
  CHECK(infer(OpCode::complex, {of(DType::f32, {2, 3}), of(DType::f32, {2, 3})}) == of(DType::c64, {2, 3}));
  CHECK(infer(OpCode::complex, {of(DType::f64, {}), of(DType::f64, {})}) == of(DType::c128, {}));
  CHECK_THROWS_WITH(infer(OpCode::complex, {of(DType::bf16, {2}), of(DType::bf16, {2})}),
                    Equals("complex: does not accept dtype bf16; accepted dtypes are f32 and f64"));
  CHECK_THROWS_WITH(infer(OpCode::complex, {of(DType::f32, {2}), of(DType::f64, {2})}),
                    Contains("operands must have the same type"));
  for (OpCode op : {OpCode::real, OpCode::imag}) {
    CHECK(infer(op, {of(DType::c64, {4})}) == of(DType::f32, {4}));
    CHECK(infer(op, {of(DType::c128, {4})}) == of(DType::f64, {4}));
    CHECK(infer(op, {of(DType::bf16, {4})}) == of(DType::bf16, {4}));
    CHECK_THROWS_WITH(infer(op, {of(DType::s32, {4})}), Contains("does not accept dtype s32"));
  }
}

TEST_CASE("fft: FFT and IFFT keep the type, RFFT halves the last dim into complex, IRFFT restores it") {
  CHECK(infer(OpCode::fft, {of(DType::c64, {3, 8})}, fft_attrs("fft", {8})) == of(DType::c64, {3, 8}));
  CHECK(infer(OpCode::fft, {of(DType::c128, {2, 4, 6})}, fft_attrs("ifft", {4, 6})) ==
        of(DType::c128, {2, 4, 6}));
  CHECK(infer(OpCode::fft, {of(DType::f32, {5, 9})}, fft_attrs("rfft", {9})) == of(DType::c64, {5, 5}));
  CHECK(infer(OpCode::fft, {of(DType::f64, {4, 6, 10})}, fft_attrs("rfft", {4, 6, 10})) ==
        of(DType::c128, {4, 6, 6}));
  CHECK(infer(OpCode::fft, {of(DType::c64, {5, 5})}, fft_attrs("irfft", {9})) == of(DType::f32, {5, 9}));
  CHECK(infer(OpCode::fft, {of(DType::c64, {5, 5})}, fft_attrs("irfft", {8})) == of(DType::f32, {5, 8}));
  CHECK(infer(OpCode::fft, {of(DType::c128, {3, 4, 3})}, fft_attrs("irfft", {3, 4, 4})) ==
        of(DType::f64, {3, 4, 4}));
  CHECK(infer(OpCode::fft, {of(DType::f32, {2, 0})}, fft_attrs("rfft", {0})) == of(DType::c64, {2, 0}));
}

TEST_CASE("fft's errors name the op, the type or the lengths") {
  CHECK_THROWS_WITH(infer(OpCode::fft, {of(DType::c64, {8})}, fft_attrs("dct", {8})),
                    Equals("fft: unknown fft_type 'dct' (expected fft, ifft, rfft or irfft)"));
  CHECK_THROWS_WITH(infer(OpCode::fft, {of(DType::f32, {8})}, fft_attrs("fft", {8})),
                    Equals("fft: fft_type fft does not accept dtype f32; accepted dtypes are c64 and c128"));
  CHECK_THROWS_WITH(infer(OpCode::fft, {of(DType::c64, {8})}, fft_attrs("rfft", {8})),
                    Equals("fft: fft_type rfft does not accept dtype c64; accepted dtypes are f32 and f64"));
  CHECK_THROWS_WITH(infer(OpCode::fft, {of(DType::bf16, {8})}, fft_attrs("rfft", {8})),
                    Contains("does not accept dtype bf16"));
  CHECK_THROWS_WITH(infer(OpCode::fft, {of(DType::c64, {2, 2, 2, 2})}, fft_attrs("fft", {2, 2, 2, 2})),
                    Contains("fft_length must have 1 to 3 entries"));
  CHECK_THROWS_WITH(infer(OpCode::fft, {of(DType::c64, {2})}, fft_attrs("fft", {})),
                    Contains("fft_length must have 1 to 3 entries"));
  CHECK_THROWS_WITH(infer(OpCode::fft, {of(DType::c64, {8})}, fft_attrs("fft", {2, 4})),
                    Contains("has more entries than operand c64[8] has dims"));
  CHECK_THROWS_WITH(infer(OpCode::fft, {of(DType::c64, {8})}, fft_attrs("fft", {16})),
                    Contains("operand c64[8] does not fit fft_type fft with fft_length [16]"));
  CHECK_THROWS_WITH(infer(OpCode::fft, {of(DType::c64, {5})}, fft_attrs("irfft", {10})),
                    Contains("the last one as n/2+1"));
  CHECK_THROWS_WITH(infer(OpCode::fft, {of(DType::c64, {5})}, fft_attrs("fft", {-5})),
                    Contains("fft_length entries must not be negative"));
  CHECK_THROWS_WITH(infer(OpCode::fft, {of(DType::c64, {5})}, with("fft_type", std::string("fft"))),
                    Contains("missing attribute 'fft_length'"));
}

TEST_CASE("complex numbers take arithmetic, the exp family, compare eq/ne and the layout ops") {
  const TensorType z = of(DType::c64, {2, 3});
  for (OpCode op : {OpCode::add, OpCode::sub, OpCode::mul, OpCode::div, OpCode::power})
    CHECK(infer(op, {z, z}) == z);
  for (OpCode op : {OpCode::neg, OpCode::exp, OpCode::log, OpCode::sqrt, OpCode::rsqrt, OpCode::tanh,
                    OpCode::sine, OpCode::cosine, OpCode::sign})
    CHECK(infer(op, {z}) == z);
  CHECK(infer(OpCode::abs, {z}) == of(DType::f32, {2, 3}));
  CHECK(infer(OpCode::abs, {of(DType::c128, {})}) == of(DType::f64, {}));
  CHECK(infer(OpCode::compare, {z, z}, with("direction", std::string("ne"))) == of(DType::boolean, {2, 3}));
  CHECK(infer(OpCode::reduce_sum, {z}, with("axes", IntList{1})) == of(DType::c64, {2}));
  CHECK(infer(OpCode::transpose, {z}, with("perm", IntList{1, 0})) == of(DType::c64, {3, 2}));
  CHECK(infer(OpCode::psum, {z}, with("axis", std::string("i"))) == z);
  CHECK(infer(OpCode::pmean, {z}, with("axis", std::string("i"))) == z);  // complex stays complex
  CHECK(infer(OpCode::convert, {z}, {}, of(DType::f32, {2, 3})) == of(DType::f32, {2, 3}));
  Attrs dot;
  dot.set("lhs_contract", IntList{1});
  dot.set("rhs_contract", IntList{0});
  dot.set("lhs_batch", IntList{});
  dot.set("rhs_batch", IntList{});
  CHECK(infer(OpCode::dot, {z, of(DType::c64, {3, 4})}, dot, of(DType::c128, {2, 4})) ==
        of(DType::c128, {2, 4}));
  CHECK_THROWS_WITH(infer(OpCode::dot, {z, of(DType::c64, {3, 4})}, dot, of(DType::f32, {2, 4})),
                    Contains("preferred element type f32 must be of the operands' kind (c64)"));
}

TEST_CASE("ops that order, round or combine bits refuse complex numbers, naming the op and the type") {
  const TensorType z = of(DType::c64, {4});
  CHECK_THROWS_WITH(infer(OpCode::max, {z, z}), Equals("max: does not accept dtype c64"));
  CHECK_THROWS_WITH(infer(OpCode::remainder, {z, z}), Equals("remainder: does not accept dtype c64"));
  CHECK_THROWS_WITH(
      infer(OpCode::compare, {z, z}, with("direction", std::string("lt"))),
      Equals("compare: direction lt does not accept dtype c64 (complex numbers compare eq or ne only)"));
  CHECK_THROWS_WITH(infer(OpCode::reduce_max, {z}, with("axes", IntList{0})),
                    Equals("reduce_max: does not accept dtype c64"));
  CHECK_THROWS_WITH(infer(OpCode::pmax, {z}, with("axis", std::string("i"))),
                    Equals("pmax: does not accept dtype c64"));
  CHECK_THROWS_WITH(infer(OpCode::floor, {z}), Contains("floor: does not accept dtype c64"));
  CHECK_THROWS_WITH(infer(OpCode::erf, {z}), Contains("erf: does not accept dtype c64"));
  CHECK_THROWS_WITH(infer(OpCode::and_, {z, z}), Contains("and: does not accept dtype c64"));
  CHECK_THROWS_WITH(infer(OpCode::clamp, {z, z, z}), Equals("clamp: does not accept dtype c64"));
  CHECK_THROWS_WITH(infer(OpCode::iota, {}, with("dimension", std::int64_t{0}), z),
                    Equals("iota: does not accept dtype c64"));
}

TEST_CASE("complex constants: a splat with imag, dense values as two entries per element") {
  Attrs splat;
  splat.set("value", 1.0);
  splat.set("imag", -2.0);
  CHECK(infer(OpCode::constant, {}, splat, of(DType::c64, {3})) == of(DType::c64, {3}));
  CHECK_THROWS_WITH(
      infer(OpCode::constant, {}, splat, of(DType::f32, {3})),
      Contains("attribute 'imag' is the imaginary part of a complex splat; the type is f32[3]"));
  CHECK(infer(OpCode::constant, {}, with("values", std::vector<double>{1, 2, 3, 4}), of(DType::c128, {2})) ==
        of(DType::c128, {2}));
  CHECK_THROWS_WITH(
      infer(OpCode::constant, {}, with("values", std::vector<double>{1, 2}), of(DType::c64, {2})),
      Contains("values has 2 entries but the type c64[2] needs 4"));
}

TEST_CASE("op_cost of fft: 5 N log2 N per complex transform, half per real one, bytes in and out") {
  const TensorType x = of(DType::c64, {3, 8});
  const OpCost cost = op_cost(OpCode::fft, std::vector<TensorType>{x}, x, fft_attrs("fft", {8}));
  CHECK(cost.flops == 3 * 5 * 8 * 3);
  CHECK(cost.bytes == 2 * 3 * 8 * 8);
  const TensorType r = of(DType::f32, {4, 16});
  CHECK(op_cost(OpCode::fft, std::vector<TensorType>{r}, of(DType::c64, {4, 9}), fft_attrs("rfft", {16}))
            .flops == 4 * 2.5 * 16 * 4);
  const TensorType grid = of(DType::c128, {2, 4, 8});
  CHECK(op_cost(OpCode::fft, std::vector<TensorType>{grid}, grid, fft_attrs("ifft", {4, 8})).flops ==
        2 * 5 * 32 * 5);
  CHECK(op_cost(OpCode::fft, std::vector<TensorType>{of(DType::c64, {5, 1})}, of(DType::c64, {5, 1}),
                fft_attrs("fft", {1}))
            .flops == 0);
}

// The op table: every op's shape rule on hand-worked cases, each of its
// errors, the generic attribute checks, the collective helpers and op_cost.
#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

#include "pmapsim/errors.hpp"
#include "pmapsim/ops.hpp"

using namespace pmapsim;
using Catch::Matchers::Contains;
using Catch::Matchers::Equals;

namespace {

TensorType f32(Shape shape) {
  return {DType::f32, std::move(shape)};
}
TensorType bf16(Shape shape) {
  return {DType::bf16, std::move(shape)};
}
TensorType s32(Shape shape) {
  return {DType::s32, std::move(shape)};
}
TensorType boolean(Shape shape) {
  return {DType::boolean, std::move(shape)};
}

// Runs op's shape rule as the verifier does, on an axis "i" of 4 devices.
TensorType infer(OpCode op, std::vector<TensorType> operands, const Attrs& attrs = {},
                 std::optional<TensorType> declared = std::nullopt, std::int64_t axis_size = 4) {
  const ShapeContext context{operands, attrs, std::move(declared), "i", axis_size};
  return op_def(op).infer(context);
}

Attrs attrs_of(std::initializer_list<std::pair<const char*, AttrValue>> values) {
  Attrs attrs;
  for (const auto& [name, value] : values) attrs.set(name, value);
  return attrs;
}

Attrs on_axis(const std::string& axis = "i") {
  return attrs_of({{"axis", axis}});
}

Attrs dot_attrs(IntList lhs_contract, IntList rhs_contract, IntList lhs_batch = {}, IntList rhs_batch = {}) {
  return attrs_of({{"lhs_contract", lhs_contract},
                   {"rhs_contract", rhs_contract},
                   {"lhs_batch", lhs_batch},
                   {"rhs_batch", rhs_batch}});
}

}  // namespace

TEST_CASE("the op table has one row per op, in PMAPSIM_OPS order, found by name") {
  const std::vector<std::string> names = {
#define PMAPSIM_OP_NAME(name) std::string(op_name_of_enumerator(#name)),
      PMAPSIM_OPS(PMAPSIM_OP_NAME)
#undef PMAPSIM_OP_NAME
  };
  REQUIRE(names.size() == static_cast<std::size_t>(kNumOps));
  for (std::size_t i = 0; i < names.size(); ++i) {
    const auto code = static_cast<OpCode>(i);
    CHECK(op_def(code).code == code);
    CHECK(op_name(code) == names[i]);
    REQUIRE(find_op(names[i]).has_value());
    CHECK(*find_op(names[i]) == code);
    CHECK(static_cast<bool>(op_def(code).infer));
  }
  CHECK_FALSE(find_op("mull").has_value());
  CHECK_FALSE(find_op("").has_value());
}

TEST_CASE("is_collective names exactly the nine collectives") {
  int collectives = 0;
  for (int i = 0; i < kNumOps; ++i) collectives += is_collective(static_cast<OpCode>(i)) ? 1 : 0;
  CHECK(collectives == 9);
  CHECK(is_collective(OpCode::psum));
  CHECK(is_collective(OpCode::axis_index));
  CHECK_FALSE(is_collective(OpCode::dot));
  CHECK_FALSE(is_collective(OpCode::add));
}

TEST_CASE("ops whose result cannot be inferred declare it") {
  for (OpCode op : {OpCode::convert, OpCode::broadcast, OpCode::reshape, OpCode::constant, OpCode::iota}) {
    CHECK(op_def(op).needs_declared_type);
  }
  for (OpCode op : {OpCode::add, OpCode::transpose, OpCode::dot, OpCode::psum, OpCode::axis_index}) {
    CHECK_FALSE(op_def(op).needs_declared_type);
  }
}

TEST_CASE("unary ops keep the type: exp, log, tanh, sqrt need floats, neg and abs refuse bool") {
  for (OpCode op : {OpCode::exp, OpCode::log, OpCode::tanh, OpCode::sqrt}) {
    CHECK(infer(op, {f32({2, 3})}) == f32({2, 3}));
    CHECK(infer(op, {bf16({})}) == bf16({}));
    CHECK_THROWS_WITH(infer(op, {s32({2})}), Contains("does not accept dtype s32"));
  }
  for (OpCode op : {OpCode::neg, OpCode::abs}) {
    CHECK(infer(op, {s32({5})}) == s32({5}));
    CHECK(infer(op, {bf16({2})}) == bf16({2}));
  }
  CHECK_THROWS_WITH(infer(OpCode::neg, {boolean({5})}), Equals("neg: does not accept dtype bool"));
  CHECK_THROWS_WITH(infer(OpCode::abs, {boolean({5})}), Equals("abs: does not accept dtype bool"));
}

TEST_CASE("convert keeps the shape and takes the written dtype") {
  CHECK(infer(OpCode::convert, {f32({2, 3})}, {}, s32({2, 3})) == s32({2, 3}));
  CHECK(infer(OpCode::convert, {boolean({})}, {}, f32({})) == f32({}));
  CHECK_THROWS_WITH(infer(OpCode::convert, {f32({2, 3})}, {}, s32({3, 2})),
                    Contains("cannot change the shape"));
  CHECK_THROWS_WITH(infer(OpCode::convert, {f32({2})}), Contains("convert: the result type must be written"));
}

TEST_CASE("binary arithmetic needs identical operand types and no bool") {
  for (OpCode op : {OpCode::add, OpCode::sub, OpCode::mul, OpCode::div}) {
    CHECK(infer(op, {f32({2, 3}), f32({2, 3})}) == f32({2, 3}));
    CHECK(infer(op, {s32({}), s32({})}) == s32({}));
    CHECK_THROWS_WITH(infer(op, {boolean({2}), boolean({2})}), Contains("does not accept dtype bool"));
  }
  CHECK_THROWS_WITH(infer(OpCode::add, {f32({1, 4}), f32({1, 5})}),
                    Equals("add: operands must have the same type, got f32[1,4] and f32[1,5]"));
  CHECK_THROWS_WITH(infer(OpCode::mul, {f32({4}), bf16({4})}), Contains("got f32[4] and bf16[4]"));
  CHECK(infer(OpCode::max, {boolean({3}), boolean({3})}) == boolean({3}));
  CHECK(infer(OpCode::min, {bf16({3}), bf16({3})}) == bf16({3}));
  CHECK_THROWS_WITH(infer(OpCode::max, {s32({3}), f32({3})}),
                    Contains("max: operands must have the same type"));
}

TEST_CASE("compare gives bool and checks its direction") {
  for (const char* direction : {"eq", "ne", "lt", "le", "gt", "ge"}) {
    CHECK(infer(OpCode::compare, {s32({2, 2}), s32({2, 2})},
                attrs_of({{"direction", std::string(direction)}})) == boolean({2, 2}));
  }
  CHECK_THROWS_WITH(
      infer(OpCode::compare, {f32({2}), f32({2})}, attrs_of({{"direction", std::string("lte")}})),
      Contains("unknown compare direction 'lte'"));
  CHECK_THROWS_WITH(infer(OpCode::compare, {f32({2}), f32({2})}),
                    Equals("missing attribute 'direction' for compare"));
  CHECK_THROWS_WITH(
      infer(OpCode::compare, {f32({2}), f32({3})}, attrs_of({{"direction", std::string("eq")}})),
      Contains("operands must have the same type"));
}

TEST_CASE("select needs a bool predicate of the cases' shape and cases of one type") {
  CHECK(infer(OpCode::select, {boolean({2, 3}), f32({2, 3}), f32({2, 3})}) == f32({2, 3}));
  CHECK_THROWS_WITH(infer(OpCode::select, {s32({2, 3}), f32({2, 3}), f32({2, 3})}),
                    Contains("predicate must be bool, got s32[2,3]"));
  CHECK_THROWS_WITH(infer(OpCode::select, {boolean({2, 3}), f32({2, 3}), s32({2, 3})}),
                    Contains("cases must have the same type"));
  CHECK_THROWS_WITH(infer(OpCode::select, {boolean({3}), f32({2, 3}), f32({2, 3})}),
                    Contains("predicate shape [3] must equal the cases' shape [2,3]"));
}

TEST_CASE("broadcast follows broadcast_in_dim") {
  const auto dims = [](IntList d) { return attrs_of({{"dims", d}}); };
  CHECK(infer(OpCode::broadcast, {f32({3})}, dims({1}), f32({2, 3})) == f32({2, 3}));
  CHECK(infer(OpCode::broadcast, {f32({})}, dims({}), f32({4, 4})) == f32({4, 4}));
  // An operand dim of size 1 stretches to any size.
  CHECK(infer(OpCode::broadcast, {s32({1, 3})}, dims({0, 2}), s32({5, 2, 3})) == s32({5, 2, 3}));
  CHECK_THROWS_WITH(infer(OpCode::broadcast, {f32({3})}, dims({0}), f32({4})),
                    Contains("operand dimension sizes must either be 1, or be equal"));
  CHECK_THROWS_WITH(infer(OpCode::broadcast, {f32({2, 3})}, dims({1, 0}), f32({3, 2})),
                    Contains("dims must be strictly increasing; got dims [1,0]"));
  CHECK_THROWS_WITH(infer(OpCode::broadcast, {f32({2, 3})}, dims({0}), f32({2, 3})),
                    Contains("dims must have length equal to operand rank"));
  CHECK_THROWS_WITH(infer(OpCode::broadcast, {f32({3})}, dims({2}), f32({2, 3})),
                    Contains("dims entry 2 is out of bounds for array of dimension 2"));
  CHECK_THROWS_WITH(infer(OpCode::broadcast, {f32({3})}, dims({0}), s32({3})),
                    Contains("cannot change the dtype"));
  CHECK_THROWS_WITH(infer(OpCode::broadcast, {f32({3})}, dims({0})),
                    Contains("the result type must be written"));
}

TEST_CASE("reshape keeps the element count and the dtype") {
  CHECK(infer(OpCode::reshape, {f32({2, 6})}, {}, f32({3, 4})) == f32({3, 4}));
  CHECK(infer(OpCode::reshape, {f32({1})}, {}, f32({})) == f32({}));
  CHECK(infer(OpCode::reshape, {f32({0, 3})}, {}, f32({3, 0})) == f32({3, 0}));
  CHECK_THROWS_WITH(
      infer(OpCode::reshape, {f32({5})}, {}, f32({3, 4})),
      Contains("total size must be unchanged, got [3,4] (12 elements) for operand f32[5] (5 elements)"));
  CHECK_THROWS_WITH(infer(OpCode::reshape, {f32({4})}, {}, bf16({4})), Contains("cannot change the dtype"));
}

TEST_CASE("transpose permutes dims: result dim i is operand dim perm[i]") {
  const auto perm = [](IntList p) { return attrs_of({{"perm", p}}); };
  CHECK(infer(OpCode::transpose, {f32({2, 3, 4})}, perm({2, 0, 1})) == f32({4, 2, 3}));
  CHECK(infer(OpCode::transpose, {s32({})}, perm({})) == s32({}));
  CHECK_THROWS_WITH(
      infer(OpCode::transpose, {f32({2, 3})}, perm({0, 0})),
      Contains("isn't a permutation of operand dimensions, got permutation [0,0] for operand shape "
               "[2,3]"));
  CHECK_THROWS_WITH(infer(OpCode::transpose, {f32({2, 3})}, perm({0})), Contains("isn't a permutation"));
  CHECK_THROWS_WITH(infer(OpCode::transpose, {f32({2, 3})}, perm({-1, 0})), Contains("isn't a permutation"));
}

TEST_CASE("reductions drop their axes") {
  const auto axes = [](IntList a) { return attrs_of({{"axes", a}}); };
  CHECK(infer(OpCode::reduce_sum, {f32({2, 3, 4})}, axes({0, 2})) == f32({3}));
  CHECK(infer(OpCode::reduce_sum, {f32({2, 3, 4})}, axes({2, 0})) == f32({3}));
  CHECK(infer(OpCode::reduce_max, {s32({2, 3})}, axes({})) == s32({2, 3}));
  CHECK(infer(OpCode::reduce_max, {boolean({2, 3})}, axes({0, 1})) == boolean({}));
  CHECK_THROWS_WITH(infer(OpCode::reduce_sum, {f32({2, 3})}, axes({2})),
                    Equals("reduce_sum: axis 2 is out of bounds for array of dimension 2"));
  CHECK_THROWS_WITH(infer(OpCode::reduce_sum, {f32({2, 3})}, axes({-1})),
                    Contains("axis -1 is out of bounds"));
  CHECK_THROWS_WITH(infer(OpCode::reduce_max, {f32({2, 3})}, axes({1, 1})),
                    Contains("duplicate value in axes"));
  CHECK_THROWS_WITH(infer(OpCode::reduce_sum, {boolean({2})}, axes({0})),
                    Contains("does not accept dtype bool"));
}

TEST_CASE("dot: batch dims, then lhs free dims, then rhs free dims") {
  CHECK(infer(OpCode::dot, {f32({2, 3}), f32({3, 5})}, dot_attrs({1}, {0})) == f32({2, 5}));
  // Contracting lhs dim 0 with rhs dim 1: (3,2)^T (5,3)^T -> (2,5).
  CHECK(infer(OpCode::dot, {f32({3, 2}), f32({5, 3})}, dot_attrs({0}, {1})) == f32({2, 5}));
  CHECK(infer(OpCode::dot, {f32({7, 2, 3}), f32({7, 3, 5})}, dot_attrs({2}, {1}, {0}, {0})) ==
        f32({7, 2, 5}));
  // Batch dims lead the result wherever they sit in the operands.
  CHECK(infer(OpCode::dot, {f32({2, 7, 3}), f32({3, 5, 7})}, dot_attrs({2}, {0}, {1}, {2})) ==
        f32({7, 2, 5}));
  // An outer product and a full contraction.
  CHECK(infer(OpCode::dot, {s32({4}), s32({6})}, dot_attrs({}, {})) == s32({4, 6}));
  CHECK(infer(OpCode::dot, {f32({4}), f32({4})}, dot_attrs({0}, {0})) == f32({}));
  // The mlp example: (1,16,784) x (784,128).
  CHECK(infer(OpCode::dot, {f32({1, 16, 784}), f32({784, 128})}, dot_attrs({2}, {0})) == f32({1, 16, 128}));
}

TEST_CASE("dot's result dtype: the operands', or f32 for bf16 operands when written so") {
  const Attrs matmul = dot_attrs({1}, {0});
  CHECK(infer(OpCode::dot, {bf16({2, 3}), bf16({3, 5})}, matmul) == bf16({2, 5}));
  CHECK(infer(OpCode::dot, {bf16({2, 3}), bf16({3, 5})}, matmul, bf16({2, 5})) == bf16({2, 5}));
  CHECK(infer(OpCode::dot, {bf16({2, 3}), bf16({3, 5})}, matmul, f32({2, 5})) == f32({2, 5}));
  // A preferred element type keeps the operands' kind: s32 operands cannot give f32.
  CHECK_THROWS_WITH(infer(OpCode::dot, {s32({2, 3}), s32({3, 5})}, matmul, f32({2, 5})),
                    Contains("preferred element type f32 must be of the operands' kind (s32)"));
}

TEST_CASE("dot's errors") {
  CHECK_THROWS_WITH(
      infer(OpCode::dot, {f32({2, 3}), f32({4, 5})}, dot_attrs({1}, {0})),
      Contains("contracting dimensions must have equal sizes, got lhs dimension 1 of size 3 and rhs "
               "dimension 0 of size 4"));
  CHECK_THROWS_WITH(infer(OpCode::dot, {f32({7, 2, 3}), f32({6, 3, 5})}, dot_attrs({2}, {1}, {0}, {0})),
                    Contains("batch dimensions must have equal sizes"));
  CHECK_THROWS_WITH(infer(OpCode::dot, {f32({2, 3}), bf16({3, 5})}, dot_attrs({1}, {0})),
                    Contains("operands must have the same dtype"));
  CHECK_THROWS_WITH(infer(OpCode::dot, {f32({2, 3}), f32({3, 5})}, dot_attrs({1}, {})),
                    Contains("lhs_contract [1] and rhs_contract [] must have the same length"));
  CHECK_THROWS_WITH(infer(OpCode::dot, {f32({2, 3}), f32({3, 5})}, dot_attrs({1}, {0}, {0}, {})),
                    Contains("lhs_batch [0] and rhs_batch [] must have the same length"));
  CHECK_THROWS_WITH(infer(OpCode::dot, {f32({3, 3}), f32({3, 3})}, dot_attrs({1}, {0}, {1}, {1})),
                    Contains("lhs dimension 1 appears twice"));
  CHECK_THROWS_WITH(infer(OpCode::dot, {f32({2, 3}), f32({3, 5})}, dot_attrs({2}, {0})),
                    Contains("lhs dimension 2 is out of bounds for array of dimension 2"));
  CHECK_THROWS_WITH(infer(OpCode::dot, {boolean({2}), boolean({2})}, dot_attrs({0}, {0})),
                    Contains("does not accept dtype bool"));
}

TEST_CASE("constant is a splat value or dense values of the written type") {
  CHECK(infer(OpCode::constant, {}, attrs_of({{"value", 0.5}}), f32({2, 2})) == f32({2, 2}));
  CHECK(infer(OpCode::constant, {}, attrs_of({{"values", std::vector<double>{1, 2, 3}}}), s32({3})) ==
        s32({3}));
  CHECK(infer(OpCode::constant, {}, attrs_of({{"values", std::vector<double>{}}}), f32({0})) == f32({0}));
  CHECK_THROWS_WITH(infer(OpCode::constant, {}, attrs_of({{"values", std::vector<double>{1, 2}}}), f32({3})),
                    Contains("values has 2 elements but the type f32[3] has 3"));
  CHECK_THROWS_WITH(infer(OpCode::constant, {}, {}, f32({})), Contains("needs exactly one of"));
  CHECK_THROWS_WITH(
      infer(OpCode::constant, {}, attrs_of({{"value", 1.0}, {"values", std::vector<double>{1}}}), f32({1})),
      Contains("needs exactly one of"));
  CHECK_THROWS_WITH(infer(OpCode::constant, {}, attrs_of({{"value", 1.0}})), Contains("must be written"));
}

TEST_CASE("iota counts along one dimension of the written type") {
  CHECK(infer(OpCode::iota, {}, attrs_of({{"dimension", std::int64_t{1}}}), s32({2, 3})) == s32({2, 3}));
  CHECK_THROWS_WITH(infer(OpCode::iota, {}, attrs_of({{"dimension", std::int64_t{2}}}), s32({2, 3})),
                    Contains("dimension 2 is out of bounds for array of dimension 2"));
  CHECK_THROWS_WITH(infer(OpCode::iota, {}, attrs_of({{"dimension", std::int64_t{0}}}), s32({})),
                    Contains("out of bounds"));
  CHECK_THROWS_WITH(infer(OpCode::iota, {}, attrs_of({{"dimension", std::int64_t{0}}}), boolean({2})),
                    Contains("does not accept dtype bool"));
}

TEST_CASE("rng_bit_generator takes a u64 state of its algorithm's size and returns its type first") {
  const TensorType two{DType::u64, {2}}, three{DType::u64, {3}};
  const auto algorithm = [](const char* name) { return attrs_of({{"algorithm", std::string(name)}}); };
  CHECK(infer(OpCode::rng_bit_generator, {two}, algorithm("three_fry")) == two);
  CHECK(infer(OpCode::rng_bit_generator, {three}, algorithm("philox")) == three);
  CHECK(infer(OpCode::rng_bit_generator, {three}, algorithm("default")) == three);
  CHECK_THROWS_WITH(infer(OpCode::rng_bit_generator, {three}, algorithm("three_fry")),
                    Equals("rng_bit_generator: three_fry takes a u64[2] initial_state, got u64[3]"));
  CHECK_THROWS_WITH(infer(OpCode::rng_bit_generator, {TensorType{DType::u64, {4}}}, algorithm("default")),
                    Equals("rng_bit_generator: default takes a u64[2] or u64[3] initial_state, got u64[4]"));
  CHECK_THROWS_WITH(infer(OpCode::rng_bit_generator, {TensorType{DType::u32, {4}}}, algorithm("philox")),
                    Equals("rng_bit_generator: initial_state must be a u64 vector, got u32[4]"));
  CHECK_THROWS_WITH(
      infer(OpCode::rng_bit_generator, {two}, algorithm("mersenne")),
      Equals("rng_bit_generator: unknown algorithm 'mersenne' (expected default, three_fry or philox)"));
  CHECK_THROWS_WITH(infer(OpCode::rng_bit_generator, {two}),
                    Equals("missing attribute 'algorithm' for rng_bit_generator"));
}

TEST_CASE("the generic checks: operand count, unknown, missing and mistyped attributes") {
  CHECK_THROWS_WITH(infer(OpCode::add, {f32({2}), f32({2}), f32({2})}),
                    Equals("wrong operand count for add: expected 2, got 3"));
  CHECK_THROWS_WITH(infer(OpCode::axis_index, {f32({2})}, on_axis()),
                    Equals("wrong operand count for axis_index: expected 0, got 1"));
  CHECK_THROWS_WITH(
      infer(OpCode::transpose, {f32({2})}, attrs_of({{"perm", IntList{0}}, {"foo", std::int64_t{1}}})),
      Equals("unknown attribute 'foo' for transpose"));
  CHECK_THROWS_WITH(infer(OpCode::transpose, {f32({2})}), Equals("missing attribute 'perm' for transpose"));
  CHECK_THROWS_WITH(infer(OpCode::transpose, {f32({2})}, attrs_of({{"perm", std::int64_t{0}}})),
                    Equals("attribute 'perm' of transpose must be integer list, got integer"));
  CHECK_THROWS_WITH(infer(OpCode::psum, {f32({2})}, attrs_of({{"axis", std::int64_t{0}}})),
                    Equals("attribute 'axis' of psum must be symbol, got integer"));
}

TEST_CASE("psum, pmean, pmax, pmin keep the shape: psum of bool is s32, pmean of integers is f32") {
  CHECK(infer(OpCode::psum, {f32({1, 4})}, on_axis()) == f32({1, 4}));
  CHECK(infer(OpCode::psum, {boolean({3})}, on_axis()) == s32({3}));
  CHECK(infer(OpCode::psum, {s32({3})}, on_axis()) == s32({3}));
  CHECK(infer(OpCode::pmean, {s32({3})}, on_axis()) == f32({3}));
  CHECK(infer(OpCode::pmean, {boolean({3})}, on_axis()) == f32({3}));
  CHECK(infer(OpCode::pmean, {bf16({3})}, on_axis()) == bf16({3}));
  CHECK(infer(OpCode::pmax, {boolean({3})}, on_axis()) == boolean({3}));
  CHECK(infer(OpCode::pmin, {s32({})}, on_axis()) == s32({}));
  for (OpCode op : {OpCode::psum, OpCode::pmean, OpCode::pmax, OpCode::pmin}) {
    CHECK_THROWS_WITH(infer(op, {f32({2})}, on_axis("j")), Contains("unbound axis name: j"));
  }
  CHECK_THROWS_WITH(infer(OpCode::psum, {f32({2})}), Equals("missing attribute 'axis' for psum"));
}

TEST_CASE("axis_index_groups must partition the axis exactly") {
  const auto grouped = [](IntListList groups) {
    return attrs_of({{"axis", std::string("i")}, {"groups", groups}});
  };
  CHECK(infer(OpCode::psum, {f32({2})}, grouped({{0, 1}, {2, 3}})) == f32({2}));
  CHECK(infer(OpCode::psum, {f32({2})}, grouped({{3, 0}, {2, 1}})) == f32({2}));
  // Reductions accept groups of unequal size.
  CHECK(infer(OpCode::pmax, {f32({2})}, grouped({{0}, {1, 2, 3}})) == f32({2}));
  for (const IntListList& bad :
       {IntListList{{0, 1}, {1, 2, 3}}, IntListList{{0, 1}, {2}}, IntListList{{0, 1, 2, 3, 4}},
        IntListList{{0, 1}, {2, -3}}, IntListList{}, IntListList{{0, 1, 2, 3}, {}}}) {
    CHECK_THROWS_WITH(infer(OpCode::psum, {f32({2})}, grouped(bad)),
                      Contains("axis_index_groups must cover all indices exactly once"));
  }
}

TEST_CASE("all_gather multiplies its dimension by the group size") {
  const auto gather = [](std::int64_t dimension, IntListList groups = {}) {
    Attrs attrs = attrs_of({{"axis", std::string("i")}, {"dimension", dimension}});
    if (!groups.empty()) attrs.set("groups", groups);
    return attrs;
  };
  CHECK(infer(OpCode::all_gather, {f32({1, 4})}, gather(0)) == f32({4, 4}));
  CHECK(infer(OpCode::all_gather, {f32({1, 4})}, gather(1)) == f32({1, 16}));
  CHECK(infer(OpCode::all_gather, {f32({1, 4})}, gather(0, {{0, 2}, {1, 3}})) == f32({2, 4}));
  CHECK(infer(OpCode::all_gather, {f32({1, 256, 256})}, gather(0), std::nullopt, 8) == f32({8, 256, 256}));
  CHECK_THROWS_WITH(infer(OpCode::all_gather, {f32({1, 4})}, gather(0, {{0}, {1, 2, 3}})),
                    Contains("axis_index_groups must all be the same size"));
  CHECK_THROWS_WITH(infer(OpCode::all_gather, {f32({1, 4})}, gather(2)),
                    Contains("dimension 2 is out of bounds for array of dimension 2"));
  CHECK_THROWS_WITH(infer(OpCode::all_gather, {f32({})}, gather(0)), Contains("out of bounds"));
}

TEST_CASE("psum_scatter divides its dimension by the group size") {
  const auto scatter = [](std::int64_t dimension, IntListList groups = {}) {
    Attrs attrs = attrs_of({{"axis", std::string("i")}, {"dimension", dimension}});
    if (!groups.empty()) attrs.set("groups", groups);
    return attrs;
  };
  CHECK(infer(OpCode::psum_scatter, {f32({8, 3})}, scatter(0)) == f32({2, 3}));
  CHECK(infer(OpCode::psum_scatter, {f32({3, 8})}, scatter(1)) == f32({3, 2}));
  CHECK(infer(OpCode::psum_scatter, {s32({6, 3})}, scatter(0, {{0, 1}, {2, 3}})) == s32({3, 3}));
  CHECK_THROWS_WITH(
      infer(OpCode::psum_scatter, {f32({6, 3})}, scatter(0)),
      Equals("psum_scatter: tiled reduce_scatter operand scatter dimension size 6 must be divisible by "
             "shard_count 4"));
  CHECK_THROWS_WITH(infer(OpCode::psum_scatter, {f32({4})}, scatter(0, {{0}, {1, 2, 3}})),
                    Contains("axis_index_groups must all be the same size"));
  CHECK_THROWS_WITH(infer(OpCode::psum_scatter, {boolean({4})}, scatter(0)),
                    Contains("does not accept dtype bool"));
}

TEST_CASE("all_to_all splits one dimension and concatenates another") {
  const auto a2a = [](std::int64_t split, std::int64_t concat, IntListList groups = {}) {
    Attrs attrs = attrs_of({{"axis", std::string("i")}, {"split_axis", split}, {"concat_axis", concat}});
    if (!groups.empty()) attrs.set("groups", groups);
    return attrs;
  };
  CHECK(infer(OpCode::all_to_all, {f32({4, 6})}, a2a(0, 1)) == f32({1, 24}));
  CHECK(infer(OpCode::all_to_all, {f32({6, 8})}, a2a(1, 0)) == f32({24, 2}));
  CHECK(infer(OpCode::all_to_all, {f32({8, 3})}, a2a(0, 0)) == f32({8, 3}));
  CHECK(infer(OpCode::all_to_all, {f32({2, 3})}, a2a(0, 1, {{0, 1}, {2, 3}})) == f32({1, 6}));
  CHECK_THROWS_WITH(
      infer(OpCode::all_to_all, {f32({6, 3})}, a2a(0, 1)),
      Equals("all_to_all: The size of all_to_all split_axis (6) has to be divisible by the size of the "
             "named axis i (4)"));
  CHECK_THROWS_WITH(infer(OpCode::all_to_all, {f32({4, 3})}, a2a(0, 2)),
                    Contains("concat_axis 2 is out of bounds for array of dimension 2"));
  CHECK_THROWS_WITH(infer(OpCode::all_to_all, {f32({4, 3})}, a2a(0, 1, {{0, 1, 2}, {3}})),
                    Contains("axis_index_groups must all be the same size"));
}

TEST_CASE("ppermute takes unique [source, destination] pairs on the axis and no groups") {
  const auto perm = [](IntListList pairs) { return attrs_of({{"axis", std::string("i")}, {"perm", pairs}}); };
  CHECK(infer(OpCode::ppermute, {f32({1, 4})}, perm({{0, 1}, {1, 2}, {2, 3}, {3, 0}})) == f32({1, 4}));
  CHECK(infer(OpCode::ppermute, {f32({1, 4})}, perm({})) == f32({1, 4}));
  CHECK_THROWS_WITH(infer(OpCode::ppermute, {f32({2})}, perm({{0, 1}, {0, 2}})),
                    Equals("ppermute: ppermute sources and destinations must be unique, got [[0,1],[0,2]]."));
  CHECK_THROWS_WITH(infer(OpCode::ppermute, {f32({2})}, perm({{0, 1}, {2, 1}})), Contains("must be unique"));
  CHECK_THROWS_WITH(infer(OpCode::ppermute, {f32({2})}, perm({{0, 4}})),
                    Contains("perm entry [0,4] is out of range for axis size 4"));
  CHECK_THROWS_WITH(infer(OpCode::ppermute, {f32({2})}, perm({{0, 1, 2}})),
                    Contains("[source, destination] pairs"));
  Attrs with_groups = perm({{0, 1}});
  with_groups.set("groups", IntListList{{0, 1}, {2, 3}});
  CHECK_THROWS_WITH(infer(OpCode::ppermute, {f32({2})}, with_groups),
                    Equals("unknown attribute 'groups' for ppermute"));
  CHECK_THROWS_WITH(
      infer(OpCode::ppermute, {f32({2})}, attrs_of({{"axis", std::string("j")}, {"perm", IntListList{}}})),
      Contains("unbound axis name: j"));
}

TEST_CASE("axis_index is an s32 scalar on the program's axis") {
  CHECK(infer(OpCode::axis_index, {}, on_axis()) == s32({}));
  CHECK_THROWS_WITH(infer(OpCode::axis_index, {}, on_axis("j")), Equals("axis_index: unbound axis name: j"));
  CHECK_THROWS_WITH(
      infer(OpCode::axis_index, {}, attrs_of({{"axis", std::string("i")}, {"groups", IntListList{{0}}}})),
      Contains("unknown attribute 'groups'"));
}

TEST_CASE("collective_groups, group_position and ppermute_sources") {
  CHECK(collective_groups(on_axis(), 4) == IntListList{{0, 1, 2, 3}});
  const Attrs grouped = attrs_of({{"axis", std::string("i")}, {"groups", IntListList{{3, 1}, {0, 2}}}});
  const IntListList groups = collective_groups(grouped, 4);
  CHECK(groups == IntListList{{3, 1}, {0, 2}});
  CHECK(group_position(groups, 1).members == IntList{3, 1});
  CHECK(group_position(groups, 1).rank == 1);
  CHECK(group_position(groups, 3).rank == 0);
  CHECK(group_position(groups, 2).members == IntList{0, 2});
  CHECK_THROWS_WITH(group_position(groups, 7), Contains("device 7"));

  const Attrs shift = attrs_of({{"axis", std::string("i")}, {"perm", IntListList{{1, 0}, {2, 1}, {0, 2}}}});
  CHECK(ppermute_sources(shift, 3) == IntList{1, 2, 0});
  const Attrs partial = attrs_of({{"axis", std::string("i")}, {"perm", IntListList{{0, 1}}}});
  CHECK(ppermute_sources(partial, 4) == IntList{-1, 0, -1, -1});
}

TEST_CASE("parse_compare_direction") {
  CHECK(parse_compare_direction("eq") == CompareDirection::eq);
  CHECK(parse_compare_direction("ne") == CompareDirection::ne);
  CHECK(parse_compare_direction("lt") == CompareDirection::lt);
  CHECK(parse_compare_direction("le") == CompareDirection::le);
  CHECK(parse_compare_direction("gt") == CompareDirection::gt);
  CHECK(parse_compare_direction("ge") == CompareDirection::ge);
  CHECK_THROWS_AS(parse_compare_direction("EQ"), Error);
}

TEST_CASE("op_cost: 2*M*N*K for dot, one flop per element otherwise, bytes in plus out") {
  using Types = std::vector<TensorType>;
  {
    const Types in = {f32({2, 3}), f32({3, 5})};
    const OpCost cost = op_cost(OpCode::dot, in, f32({2, 5}), dot_attrs({1}, {0}));
    CHECK(cost.flops == 2 * 2 * 5 * 3);
    CHECK(cost.bytes == (6 + 15 + 10) * 4);
  }
  {
    const Types in = {f32({7, 2, 3}), f32({7, 3, 5})};
    CHECK(op_cost(OpCode::dot, in, f32({7, 2, 5}), dot_attrs({2}, {1}, {0}, {0})).flops == 2 * 7 * 2 * 5 * 3);
  }
  {
    // bf16 inputs (2 bytes), f32 result (4 bytes).
    const Types in = {bf16({2, 3}), bf16({3, 5})};
    const OpCost cost = op_cost(OpCode::dot, in, f32({2, 5}), dot_attrs({1}, {0}));
    CHECK(cost.bytes == 6 * 2 + 15 * 2 + 10 * 4);
  }
  {
    const Types in = {f32({4}), f32({4})};
    const OpCost cost = op_cost(OpCode::add, in, f32({4}), {});
    CHECK(cost.flops == 4);
    CHECK(cost.bytes == 48);
  }
  {
    const Types in = {f32({2, 3})};
    const OpCost cost = op_cost(OpCode::reduce_sum, in, f32({2}), attrs_of({{"axes", IntList{1}}}));
    CHECK(cost.flops == 6);
    CHECK(cost.bytes == 24 + 8);
  }
  {
    const Types in = {f32({2, 3})};
    const OpCost cost = op_cost(OpCode::transpose, in, f32({3, 2}), attrs_of({{"perm", IntList{1, 0}}}));
    CHECK(cost.flops == 0);
    CHECK(cost.bytes == 48);
  }
  {
    const OpCost cost = op_cost(OpCode::constant, {}, s32({3}), attrs_of({{"value", 1.0}}));
    CHECK(cost.flops == 0);
    CHECK(cost.bytes == 12);
  }
  {
    const Types in = {bf16({8})};
    const OpCost cost = op_cost(OpCode::psum, in, bf16({8}), on_axis());
    CHECK(cost.flops == 8);
    CHECK(cost.bytes == 32);
  }
  {
    const Types in = {f32({1, 4})};
    const OpCost cost = op_cost(OpCode::all_gather, in, f32({4, 4}), {});
    CHECK(cost.flops == 0);
    CHECK(cost.bytes == 16 + 64);
  }
}

TEST_CASE("compare direction names and parsing are inverses") {
  for (const char* text : {"eq", "ne", "lt", "le", "gt", "ge"}) {
    CHECK(compare_direction_name(parse_compare_direction(text)) == text);
  }
}

// The program builder: each instruction checked as it is added, and, where asked,
// an instruction identical to one its scope holds merged into it (common
// subexpressions, as XLA's CSE merges them).
#include <catch2/catch.hpp>

#include "pmapsim/builder.hpp"
#include "pmapsim/errors.hpp"

using namespace pmapsim;

namespace {

Attrs sum_axes(IntList axes) {
  Attrs attrs;
  attrs.set("axes", std::move(axes));
  return attrs;
}

}  // namespace

TEST_CASE("a builder asked to merge hands back an identical instruction's value, and only that") {
  Program program;
  ProgramBuilder builder(program);
  const ValueId x = builder.parameter("x", TensorType{DType::f32, {4, 8}});
  const ValueId y = builder.parameter("y", TensorType{DType::f32, {4, 8}});
  builder.merge_identical();
  const ValueId sum = builder.add(OpCode::reduce_sum, {x}, sum_axes({1}));
  CHECK_FALSE(builder.merged_last());
  CHECK(builder.add(OpCode::reduce_sum, {x}, sum_axes({1})) == sum);  // the same sum again
  CHECK(builder.merged_last());
  CHECK(builder.add(OpCode::reduce_sum, {x}, sum_axes({0})) != sum);  // other attributes
  CHECK(builder.add(OpCode::reduce_sum, {y}, sum_axes({1})) != sum);  // another operand
  const ValueId product = builder.add(OpCode::mul, {x, y});
  CHECK(builder.add(OpCode::mul, {x, y}) == product);
  CHECK(builder.add(OpCode::mul, {y, x}) != product);  // operands in another order: not compared as equal
  // An identity reshape is a value of its own (a front end's relabelling); a reshape that changes
  // the shape merges.
  const ValueId relabelled = builder.add(OpCode::reshape, {x}, {}, TensorType{DType::f32, {4, 8}});
  CHECK(builder.add(OpCode::reshape, {x}, {}, TensorType{DType::f32, {4, 8}}) != relabelled);
  const ValueId flat = builder.add(OpCode::reshape, {x}, {}, TensorType{DType::f32, {32}});
  CHECK(builder.add(OpCode::reshape, {x}, {}, TensorType{DType::f32, {32}}) == flat);
  // Collectives and sources are never merged.
  Attrs over;
  over.set("axis", program.axis_name);
  const ValueId summed = builder.add(OpCode::psum, {x}, over);
  CHECK(builder.add(OpCode::psum, {x}, over) != summed);
  const ValueId one = builder.scalar(DType::f32, 1);
  CHECK(builder.scalar(DType::f32, 1) != one);
  CHECK(program.body.size() == 12);  // 15 adds, three of them merged
}

TEST_CASE("a builder not asked to merge adds every instruction") {
  Program program;
  ProgramBuilder builder(program);
  const ValueId x = builder.parameter("x", TensorType{DType::f32, {4}});
  const ValueId a = builder.add(OpCode::exp, {x});
  CHECK(builder.add(OpCode::exp, {x}) != a);
  CHECK_FALSE(builder.merged_last());
  CHECK(program.body.size() == 2);
}

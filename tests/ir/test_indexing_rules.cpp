// The indexing ops' shape rules (slice, concatenate, pad, reverse,
// dynamic_slice, dynamic_update_slice, gather, scatter): result shapes worked
// by hand from StableHLO's spec, and one case per error.
#include <catch2/catch.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "pmapsim/errors.hpp"
#include "pmapsim/ops.hpp"
#include "pmapsim/program.hpp"

using namespace pmapsim;
using Catch::Matchers::Contains;

namespace {

TensorType f32(Shape shape) {
  return {DType::f32, std::move(shape)};
}
TensorType s32(Shape shape) {
  return {DType::s32, std::move(shape)};
}

TensorType infer(OpCode op, std::vector<TensorType> operands, const Attrs& attrs) {
  const ShapeContext context{operands, attrs, std::nullopt, "i", 1};
  return op_def(op).infer(context);
}

Attrs attrs_of(std::initializer_list<std::pair<const char*, AttrValue>> values) {
  Attrs attrs;
  for (const auto& [name, value] : values) attrs.set(name, value);
  return attrs;
}

std::string error_of(OpCode op, std::vector<TensorType> operands, const Attrs& attrs) {
  try {
    infer(op, std::move(operands), attrs);
  } catch (const Error& error) {
    return error.what();
  }
  return "no error";
}

Attrs embedding_gather(IntList slice_sizes) {
  // jnp.take(table, ids, axis=0) for ids s32[B]: ids reshaped to [B,1].
  return attrs_of({{"offset_dims", IntList{1}},
                   {"collapsed_slice_dims", IntList{0}},
                   {"start_index_map", IntList{0}},
                   {"index_vector_dim", std::int64_t{1}},
                   {"slice_sizes", std::move(slice_sizes)}});
}

}  // namespace

TEST_CASE("slice: ceil((limit - start) / stride) per dim, out-of-range bounds err in one line") {
  const Attrs strided = attrs_of(
      {{"start_indices", IntList{1, 0}}, {"limit_indices", IntList{6, 4}}, {"strides", IntList{2, 3}}});
  CHECK(infer(OpCode::slice, {f32({7, 4})}, strided) == f32({3, 2}));
  const Attrs unit = attrs_of({{"start_indices", IntList{2}}, {"limit_indices", IntList{2}}});
  CHECK(infer(OpCode::slice, {f32({5})}, unit) == f32({0}));
  const Attrs huge_stride = attrs_of(
      {{"start_indices", IntList{1}}, {"limit_indices", IntList{5}}, {"strides", IntList{INT64_MAX}}});
  CHECK(infer(OpCode::slice, {f32({5})}, huge_stride) == f32({1}));
  const Attrs beyond = attrs_of({{"start_indices", IntList{0}}, {"limit_indices", IntList{6}}});
  CHECK_THAT(error_of(OpCode::slice, {f32({5})}, beyond),
             Contains("slice: start_indices [0], limit_indices [6]"));
  CHECK_THAT(error_of(OpCode::slice, {f32({5, 2})}, beyond), Contains("start_indices must have length 2"));
}

TEST_CASE("concatenate adds the sizes along dimension and needs equal other dims") {
  const Attrs along1 = attrs_of({{"dimension", std::int64_t{1}}});
  CHECK(infer(OpCode::concatenate, {f32({2, 3}), f32({2, 1}), f32({2, 0})}, along1) == f32({2, 4}));
  CHECK_THAT(error_of(OpCode::concatenate, {f32({2, 3}), f32({3, 3})}, along1),
             Contains("Cannot concatenate arrays with shapes that differ in dimensions other than the one"));
  CHECK_THAT(error_of(OpCode::concatenate, {f32({2, 3}), s32({2, 3})}, along1),
             Contains("f32[2,3] and s32[2,3]"));
  CHECK_THAT(error_of(OpCode::concatenate, {f32({2})}, along1), Contains("dimension 1 is out of bounds"));
}

TEST_CASE("pad: low + high + d + (d - 1) * interior, negative edges allowed, result >= 0") {
  const Attrs pads = attrs_of({{"edge_padding_low", IntList{1, -2}},
                               {"edge_padding_high", IntList{2, 0}},
                               {"interior_padding", IntList{1, 0}}});
  CHECK(infer(OpCode::pad, {f32({3, 4}), f32({})}, pads) == f32({3 + 3 + 2, 2}));
  CHECK_THAT(error_of(OpCode::pad, {f32({3, 4}), s32({})}, pads), Contains("padding_value must be a scalar"));
  const Attrs too_negative = attrs_of({{"edge_padding_low", IntList{-3}},
                                       {"edge_padding_high", IntList{-1}},
                                       {"interior_padding", IntList{0}}});
  CHECK_THAT(error_of(OpCode::pad, {f32({3}), f32({})}, too_negative),
             Contains("Dimension size after padding is not at least 0"));
  const Attrs negative_interior = attrs_of({{"edge_padding_low", IntList{0}},
                                            {"edge_padding_high", IntList{0}},
                                            {"interior_padding", IntList{-1}}});
  CHECK_THAT(error_of(OpCode::pad, {f32({3}), f32({})}, negative_interior),
             Contains("interior_padding must be non-negative"));
  const Attrs huge = attrs_of({{"edge_padding_low", IntList{INT64_MAX}},
                               {"edge_padding_high", IntList{INT64_MAX}},
                               {"interior_padding", IntList{0}}});
  CHECK_THAT(error_of(OpCode::pad, {f32({3}), f32({})}, huge), Contains("result dimension 0 is too large"));
}

TEST_CASE("reverse keeps the type, its dimensions are unique and in range") {
  CHECK(infer(OpCode::reverse, {f32({2, 3})}, attrs_of({{"dimensions", IntList{1, 0}}})) == f32({2, 3}));
  CHECK_THAT(error_of(OpCode::reverse, {f32({2, 3})}, attrs_of({{"dimensions", IntList{1, 1}}})),
             Contains("not unique"));
  CHECK_THAT(error_of(OpCode::reverse, {f32({2, 3})}, attrs_of({{"dimensions", IntList{2}}})),
             Contains("out of bounds"));
}

TEST_CASE("dynamic_slice and dynamic_update_slice take one scalar integer start per dim") {
  const Attrs sizes = attrs_of({{"slice_sizes", IntList{2, 1}}});
  CHECK(infer(OpCode::dynamic_slice, {f32({4, 3}), s32({}), s32({})}, sizes) == f32({2, 1}));
  CHECK_THAT(error_of(OpCode::dynamic_slice, {f32({4, 3}), s32({})}, sizes),
             Contains("number of start indices (1) must equal the operand's rank (2)"));
  CHECK_THAT(error_of(OpCode::dynamic_slice, {f32({4, 3}), f32({}), f32({})}, sizes),
             Contains("start indices must be scalars of one integer dtype"));
  CHECK_THAT(error_of(OpCode::dynamic_slice, {f32({4, 3}), s32({}), s32({})},
                      attrs_of({{"slice_sizes", IntList{5, 1}}})),
             Contains("slice_sizes [5,1] must be in [0, operand dim]"));
  CHECK(infer(OpCode::dynamic_update_slice, {f32({4, 3}), f32({2, 3}), s32({}), s32({})}, {}) == f32({4, 3}));
  CHECK_THAT(error_of(OpCode::dynamic_update_slice, {f32({4, 3}), f32({5, 3}), s32({}), s32({})}, {}),
             Contains("must have the operand's dtype and rank and fit"));
}

TEST_CASE("gather: the embedding lookup jnp.take lowers to, batching dims, and the errors") {
  CHECK(infer(OpCode::gather, {f32({10, 8}), s32({5, 1})}, embedding_gather({1, 8})) == f32({5, 8}));
  // Offset dims placed first: result dims (offset 8, batch 5).
  Attrs offset_first = embedding_gather({1, 8});
  offset_first.set("offset_dims", IntList{0});
  CHECK(infer(OpCode::gather, {f32({10, 8}), s32({5, 1})}, offset_first) == f32({8, 5}));
  // A batched gather: operand [3,10,8], indices [3,4,1], batch dim 0 paired.
  const Attrs batched = attrs_of({{"offset_dims", IntList{2}},
                                  {"collapsed_slice_dims", IntList{1}},
                                  {"operand_batching_dims", IntList{0}},
                                  {"start_indices_batching_dims", IntList{0}},
                                  {"start_index_map", IntList{1}},
                                  {"index_vector_dim", std::int64_t{2}},
                                  {"slice_sizes", IntList{1, 1, 8}}});
  CHECK(infer(OpCode::gather, {f32({3, 10, 8}), s32({3, 4, 1})}, batched) == f32({3, 4, 8}));

  CHECK_THAT(error_of(OpCode::gather, {f32({10, 8}), f32({5, 1})}, embedding_gather({1, 8})),
             Contains("gather: indices must have an integer type, got f32"));
  CHECK_THAT(error_of(OpCode::gather, {f32({10, 8}), s32({5, 1})}, embedding_gather({1, 9})),
             Contains("slice_sizes must be less than or equal to operand dimension sizes"));
  CHECK_THAT(error_of(OpCode::gather, {f32({10, 8}), s32({5, 1})}, embedding_gather({2, 8})),
             Contains("slice_sizes in collapsed_slice_dims must be at most 1"));
  CHECK_THAT(error_of(OpCode::gather, {f32({10, 8}), s32({5, 2})}, embedding_gather({1, 8})),
             Contains("start_index_map [0] must have one entry per index vector element (2)"));
}

TEST_CASE("scatter keeps the operand's type, updates, dims and the computation are checked") {
  Attrs rows = attrs_of({{"update_window_dims", IntList{1}},
                         {"inserted_window_dims", IntList{0}},
                         {"scatter_dims_to_operand_dims", IntList{0}},
                         {"index_vector_dim", std::int64_t{1}},
                         {"computation", std::string("add")}});
  CHECK(infer(OpCode::scatter, {f32({10, 8}), s32({5, 1}), f32({5, 8})}, rows) == f32({10, 8}));
  CHECK(infer(OpCode::scatter, {f32({10, 8}), s32({5, 1}), f32({5, 3})}, rows) == f32({10, 8}));
  CHECK_THAT(error_of(OpCode::scatter, {f32({10, 8}), s32({5, 1}), f32({4, 8})}, rows),
             Contains("scatter dims must match the batch dims"));
  CHECK_THAT(error_of(OpCode::scatter, {f32({10, 8}), s32({5, 1}), f32({5, 9})}, rows),
             Contains("is larger than the operand's"));
  CHECK_THAT(error_of(OpCode::scatter, {f32({10, 8}), s32({5, 1}), s32({5, 8})}, rows),
             Contains("must have the operand's dtype f32"));
  CHECK_THAT(error_of(OpCode::scatter, {f32({10, 8}), f32({5, 1}), f32({5, 8})}, rows),
             Contains("indices must have an integer type"));
  rows.set("computation", std::string("sub"));
  CHECK_THAT(error_of(OpCode::scatter, {f32({10, 8}), s32({5, 1}), f32({5, 8})}, rows),
             Contains("unknown computation 'sub'"));
}

TEST_CASE("an indexing error in a program names its line and column") {
  const std::string text =
      "pmap @p axis=i devices=1 (%x: f32[4]) {\n"
      "  %0 = slice %x {start_indices=[2], limit_indices=[9]} : f32[7]\n"
      "  return %0\n"
      "}\n";
  try {
    parse_program(text);
    FAIL("no error");
  } catch (const Error& error) {
    CHECK_THAT(std::string(error.what()), Contains("2:") && Contains("slice: start_indices [2]"));
  }
}

TEST_CASE("op_cost counts the bytes the indexing ops touch, not whole operands") {
  // A 1000x64 f32 table, 5 ids: the gather reads 5 rows (plus the ids) and writes them.
  const std::vector<TensorType> gather_operands{f32({1000, 64}), s32({5, 1})};
  const OpCost gather_cost =
      op_cost(OpCode::gather, gather_operands, f32({5, 64}), embedding_gather({1, 64}));
  CHECK(gather_cost.bytes == 5 * 4 + 2 * 5 * 64 * 4);
  const std::vector<TensorType> slice_operands{f32({100, 10})};
  CHECK(op_cost(OpCode::slice, slice_operands, f32({10, 10}), {}).bytes == 2 * 10 * 10 * 4);
  // scatter-add in place: ids, the updates, and the windows read and written.
  const Attrs add = attrs_of({{"computation", std::string("add")}});
  const std::vector<TensorType> scatter_operands{f32({1000, 64}), s32({5, 1}), f32({5, 64})};
  const OpCost scatter_cost = op_cost(OpCode::scatter, scatter_operands, f32({1000, 64}), add);
  CHECK(scatter_cost.bytes == 5 * 4 + 3 * 5 * 64 * 4);
  CHECK(scatter_cost.flops == 5 * 64);
  const Attrs replace = attrs_of({{"computation", std::string("replace")}});
  CHECK(op_cost(OpCode::scatter, scatter_operands, f32({1000, 64}), replace).bytes == 5 * 4 + 2 * 5 * 64 * 4);
}

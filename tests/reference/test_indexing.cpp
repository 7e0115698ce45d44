// The reference's indexing kernels: slice, concatenate, pad, reverse and the
// dynamic slices against plain loops written here; gather and scatter against
// JAX's own results (tests/data/indexing, made by make.py there).
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "helpers.hpp"
#include "pmapsim/npy.hpp"

using namespace pmapsim;
using namespace pmapsim::test;

namespace {

std::vector<double> iota_values(std::int64_t count, double from = 0) {
  std::vector<double> values;
  for (std::int64_t i = 0; i < count; ++i) values.push_back(from + static_cast<double>(i));
  return values;
}

std::string one_op(const std::string& params, const std::string& line) {
  return "pmap @p axis=i devices=1 (" + params + ") {\n  %0 = " + line + "\n  return %0\n}\n";
}

Array data(const std::string& name) {
  return read_npy(std::string(PMAPSIM_SOURCE_DIR) + "/tests/data/indexing/" + name + ".npy");
}

}  // namespace

TEST_CASE("slice with strides picks x[start + i * stride] per dim") {
  const Array x = f32({5, 6}, iota_values(30));
  const Array out = run_one(
      one_op("%x: f32[5,6]", "slice %x {start_indices=[1,1], limit_indices=[5,6], strides=[2,2]} : f32[2,3]"),
      {x});
  std::vector<double> expected;
  for (int r = 1; r < 5; r += 2)
    for (int c = 1; c < 6; c += 2) expected.push_back(r * 6 + c);
  CHECK(out.to_doubles() == expected);
}

TEST_CASE("concatenate along the middle dim lays the parts side by side") {
  const Array a = make(DType::s32, {2, 2, 2}, iota_values(8));
  const Array b = make(DType::s32, {2, 1, 2}, iota_values(4, 100));
  const Array out = run_one(
      one_op("%a: s32[2,2,2], %b: s32[2,1,2]", "concatenate %a, %b {dimension=1} : s32[2,3,2]"), {a, b});
  std::vector<double> expected;
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 3; ++j) {
      for (int k = 0; k < 2; ++k) expected.push_back(j < 2 ? i * 4 + j * 2 + k : 100 + i * 2 + k);
    }
  }
  CHECK(out.to_doubles() == expected);
}

TEST_CASE("pad with interior and negative edge padding, on bf16") {
  const Array x = make(DType::bf16, {2, 3}, iota_values(6, 1));
  const Array fill = make(DType::bf16, {}, {-1});
  // dim 0: low 1, interior 1, high 0 -> 1 + 2 + 1 = 4; dim 1: low -1, high 1 -> 3.
  const Array out = run_one(one_op("%x: bf16[2,3], %v: bf16[]",
                                   "pad %x, %v {edge_padding_low=[1,-1], edge_padding_high=[0,1], "
                                   "interior_padding=[1,0]} : bf16[4,3]"),
                            {x, fill});
  std::vector<double> expected(12, -1);
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 3; ++j) {
      const int row = 1 + 2 * i;
      const int col = j - 1;
      if (col >= 0) expected[static_cast<std::size_t>(row * 3 + col)] = 1 + i * 3 + j;
    }
  }
  CHECK(out.to_doubles() == expected);
}

TEST_CASE("reverse flips the listed dims only") {
  const Array x = make(DType::boolean, {2, 3}, {1, 0, 0, 0, 1, 1});
  const Array out = run_one(one_op("%x: bool[2,3]", "reverse %x {dimensions=[1]} : bool[2,3]"), {x});
  CHECK(out.to_doubles() == std::vector<double>{0, 0, 1, 1, 1, 0});
}

TEST_CASE("dynamic_slice clamps its starts into the operand") {
  const Array x = f32({4, 5}, iota_values(20));
  const std::string text =
      one_op("%x: f32[4,5], %r: s32[], %c: s32[]", "dynamic_slice %x, %r, %c {slice_sizes=[2,2]} : f32[2,2]");
  for (const auto& [row, col] : std::vector<std::pair<int, int>>{{1, 2}, {3, 9}, {-5, 4}}) {
    const int r = std::clamp(row, 0, 2);
    const int c = std::clamp(col, 0, 3);
    const Array out =
        run_one(text, {x, make(DType::s32, {}, {double(row)}), make(DType::s32, {}, {double(col)})});
    CHECK(out.to_doubles() ==
          std::vector<double>{r * 5.0 + c, r * 5.0 + c + 1, (r + 1) * 5.0 + c, (r + 1) * 5.0 + c + 1});
  }
}

TEST_CASE("dynamic_update_slice writes the update at the clamped start") {
  const Array x = make(DType::s32, {5}, iota_values(5));
  const Array update = make(DType::s32, {2}, {70, 80});
  const Array out =
      run_one(one_op("%x: s32[5], %u: s32[2], %s: s32[]", "dynamic_update_slice %x, %u, %s : s32[5]"),
              {x, update, make(DType::s32, {}, {9})});
  CHECK(out.to_doubles() == std::vector<double>{0, 1, 2, 70, 80});
}

TEST_CASE("gather matches JAX: jnp.take, clamped 2-D windows, a batched gather") {
  const Array take =
      run_one(one_op("%t: f32[10,4], %i: s32[5]",
                     "gather %t, %i {offset_dims=[1], collapsed_slice_dims=[0], start_index_map=[0], "
                     "index_vector_dim=1, slice_sizes=[1,4]} : f32[5,4]"),
              {data("take_operand"), data("take_indices")});
  CHECK(take.to_doubles() == data("take_expected").to_doubles());

  const Array window =
      run_one(one_op("%x: f32[6,5], %i: s32[4,2]",
                     "gather %x, %i {offset_dims=[1,2], collapsed_slice_dims=[], "
                     "start_index_map=[0,1], index_vector_dim=1, slice_sizes=[2,3]} : f32[4,2,3]"),
              {data("window_operand"), data("window_indices")});
  CHECK(window.to_doubles() == data("window_expected").to_doubles());

  const Array batched =
      run_one(one_op("%x: f32[3,6,2], %i: s32[3,4,1]",
                     "gather %x, %i {offset_dims=[2], collapsed_slice_dims=[1], operand_batching_dims=[0], "
                     "start_indices_batching_dims=[0], start_index_map=[1], index_vector_dim=2, "
                     "slice_sizes=[1,1,2]} : f32[3,4,2]"),
              {data("batched_operand"), data("batched_indices")});
  CHECK(batched.to_doubles() == data("batched_expected").to_doubles());
}

TEST_CASE("scatter matches JAX: duplicates combine in order, windows out of bounds are dropped") {
  const std::string rows =
      "{update_window_dims=[1], inserted_window_dims=[0], scatter_dims_to_operand_dims=[0], "
      "index_vector_dim=1, computation=";
  for (const std::string computation : {"add", "max"}) {
    const std::string name = "scatter_" + computation;
    const Array out = run_one(one_op("%x: f32[5,3], %i: s32[5,1], %u: f32[5,3]",
                                     "scatter %x, %i, %u " + rows + computation + "} : f32[5,3]"),
                              {data(name + "_operand"), data(name + "_indices"), data(name + "_updates")});
    INFO(computation);
    CHECK(out.to_doubles() == data(name + "_expected").to_doubles());
  }
  const Array mul =
      run_one(one_op("%x: s32[4,4], %i: s32[4,2], %u: s32[4,2,2]",
                     "scatter %x, %i, %u {update_window_dims=[1,2], inserted_window_dims=[], "
                     "scatter_dims_to_operand_dims=[0,1], index_vector_dim=1, computation=mul} : "
                     "s32[4,4]"),
              {data("scatter_mul_operand"), data("scatter_mul_indices"), data("scatter_mul_updates")});
  CHECK(mul.to_doubles() == data("scatter_mul_expected").to_doubles());
}

TEST_CASE("a batched scatter-add matches JAX") {
  const Array out = run_one(
      one_op("%x: f32[3,6,2], %i: s32[3,4,1], %u: f32[3,4,2]",
             "scatter %x, %i, %u {update_window_dims=[2], inserted_window_dims=[1], "
             "input_batching_dims=[0], scatter_indices_batching_dims=[0], "
             "scatter_dims_to_operand_dims=[1], index_vector_dim=2, computation=add} : "
             "f32[3,6,2]"),
      {data("scatter_batched_operand"), data("scatter_batched_indices"), data("scatter_batched_updates")});
  const std::vector<double> want = data("scatter_batched_expected").to_doubles();
  const std::vector<double> got = out.to_doubles();
  REQUIRE(got.size() == want.size());
  // Sums of up to three f32 terms in JAX's order or ours: equal within an ulp or two.
  for (std::size_t k = 0; k < want.size(); ++k) CHECK(got[k] == Approx(want[k]).epsilon(1e-6).margin(1e-6));
}

TEST_CASE("scatter replace with duplicate indices keeps the last update in index order") {
  const Array x = f32({3}, {0, 0, 0});
  const Array out =
      run_one(one_op("%x: f32[3], %i: s32[3], %u: f32[3]",
                     "scatter %x, %i, %u {update_window_dims=[], inserted_window_dims=[0], "
                     "scatter_dims_to_operand_dims=[0], index_vector_dim=1, computation=replace} : "
                     "f32[3]"),
              {x, make(DType::s32, {3}, {2, 2, 0}), f32({3}, {5, 6, 7})});
  CHECK(out.to_doubles() == std::vector<double>{7, 0, 6});
}

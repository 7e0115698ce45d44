// Reductions and dot_general against plain loops.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

#include "helpers.hpp"

using namespace pmapsim;
using namespace pmapsim::test;

namespace {

using Dims = std::vector<std::int64_t>;

std::string type_text(DType dtype, const Shape& shape) {
  return TensorType{dtype, shape}.str();
}

std::string list_text(const Dims& values) {
  std::string text = "[";
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) text += ", ";
    text += std::to_string(values[i]);
  }
  return text + "]";
}

std::vector<std::int64_t> unflat(const Shape& shape, std::int64_t offset) {
  std::vector<std::int64_t> index(shape.size());
  for (std::size_t d = shape.size(); d-- > 0;) {
    index[d] = offset % shape[d];
    offset /= shape[d];
  }
  return index;
}

std::int64_t flat(const Shape& shape, const std::vector<std::int64_t>& index) {
  std::int64_t offset = 0;
  for (std::size_t d = 0; d < shape.size(); ++d) offset = offset * shape[d] + index[d];
  return offset;
}

// Small integers-and-halves, so that f32 sums of a few dozen terms are exact.
Array pattern(DType dtype, const Shape& shape, int seed) {
  std::vector<double> values;
  for (std::int64_t i = 0; i < num_elements(shape); ++i)
    values.push_back(((i * 7 + seed * 3) % 11 - 5) * 0.5);
  return make(dtype, shape, values);
}

struct DotCase {
  Shape lhs, rhs;
  Dims lhs_contract, rhs_contract, lhs_batch, rhs_batch;
};

Dims free_dims(std::size_t rank, const Dims& contract, const Dims& batch) {
  Dims free;
  for (std::int64_t d = 0; d < static_cast<std::int64_t>(rank); ++d) {
    if (std::find(contract.begin(), contract.end(), d) == contract.end() &&
        std::find(batch.begin(), batch.end(), d) == batch.end())
      free.push_back(d);
  }
  return free;
}

// dot_general by its definition: for each result index and each contracting
// index, one multiply-add, in double.
std::vector<double> plain_dot(const DotCase& c, const Array& lhs, const Array& rhs, Shape& result_shape) {
  const Dims lhs_free = free_dims(c.lhs.size(), c.lhs_contract, c.lhs_batch);
  const Dims rhs_free = free_dims(c.rhs.size(), c.rhs_contract, c.rhs_batch);
  result_shape.clear();
  for (auto d : c.lhs_batch) result_shape.push_back(c.lhs[d]);
  for (auto d : lhs_free) result_shape.push_back(c.lhs[d]);
  for (auto d : rhs_free) result_shape.push_back(c.rhs[d]);
  Shape contract_shape;
  for (auto d : c.lhs_contract) contract_shape.push_back(c.lhs[d]);
  std::vector<double> result(num_elements(result_shape));
  for (std::int64_t r = 0; r < static_cast<std::int64_t>(result.size()); ++r) {
    const auto index = unflat(result_shape, r);
    std::vector<std::int64_t> li(c.lhs.size()), ri(c.rhs.size());
    std::size_t k = 0;
    for (std::size_t b = 0; b < c.lhs_batch.size(); ++b, ++k) {
      li[c.lhs_batch[b]] = index[k];
      ri[c.rhs_batch[b]] = index[k];
    }
    for (auto d : lhs_free) li[d] = index[k++];
    for (auto d : rhs_free) ri[d] = index[k++];
    double sum = 0;
    for (std::int64_t t = 0; t < num_elements(contract_shape); ++t) {
      const auto contract_index = unflat(contract_shape, t);
      for (std::size_t j = 0; j < contract_index.size(); ++j) {
        li[c.lhs_contract[j]] = contract_index[j];
        ri[c.rhs_contract[j]] = contract_index[j];
      }
      sum += lhs.get(flat(c.lhs, li)) * rhs.get(flat(c.rhs, ri));
    }
    result[r] = sum;
  }
  return result;
}

void check_dot(const DotCase& c, DType operand_dtype, DType result_dtype) {
  const Array lhs = pattern(operand_dtype, c.lhs, 1);
  const Array rhs = pattern(operand_dtype, c.rhs, 2);
  Shape result_shape;
  const std::vector<double> want = plain_dot(c, lhs, rhs, result_shape);
  const std::string text = "pmap @f axis=i devices=1 (%a: " + type_text(operand_dtype, c.lhs) +
                           ", %b: " + type_text(operand_dtype, c.rhs) +
                           ") {\n  %0 = dot %a, %b {lhs_contract=" + list_text(c.lhs_contract) +
                           ", rhs_contract=" + list_text(c.rhs_contract) +
                           ", lhs_batch=" + list_text(c.lhs_batch) + ", rhs_batch=" + list_text(c.rhs_batch) +
                           "} : " + type_text(result_dtype, result_shape) + "\n  return %0\n}\n";
  INFO(text);
  const Array got = run_one(text, {lhs, rhs});
  REQUIRE(got.shape() == result_shape);
  // Halves times halves summed over fewer than 2^10 terms are exact in f32.
  CHECK(got.to_doubles() == want);
}

std::string reduce_text(const std::string& op, DType dtype, const Shape& shape, const Dims& axes) {
  Shape kept;
  for (std::int64_t d = 0; d < static_cast<std::int64_t>(shape.size()); ++d) {
    if (std::find(axes.begin(), axes.end(), d) == axes.end()) kept.push_back(shape[d]);
  }
  return "pmap @f axis=i devices=1 (%a: " + type_text(dtype, shape) + ") {\n  %0 = " + op +
         " %a {axes=" + list_text(axes) + "} : " + type_text(dtype, kept) + "\n  return %0\n}\n";
}

// Reduction by its definition: every source element folded into the result
// element its kept coordinates name.
std::vector<double> plain_reduce(const Array& x, const Dims& axes, bool max) {
  Shape kept;
  for (std::int64_t d = 0; d < x.rank(); ++d) {
    if (std::find(axes.begin(), axes.end(), d) == axes.end()) kept.push_back(x.shape()[d]);
  }
  std::vector<double> result(num_elements(kept), max ? -INFINITY : 0.0);
  for (std::int64_t i = 0; i < x.size(); ++i) {
    const auto index = unflat(x.shape(), i);
    std::vector<std::int64_t> kept_index;
    for (std::int64_t d = 0; d < x.rank(); ++d) {
      if (std::find(axes.begin(), axes.end(), d) == axes.end()) kept_index.push_back(index[d]);
    }
    double& slot = result[flat(kept, kept_index)];
    slot = max ? std::max(slot, x.get(i)) : slot + x.get(i);
  }
  return result;
}

}  // namespace

TEST_CASE("dot in several layouts matches a plain loop") {
  // Plain matrix product, lhs transposed, rhs transposed, both transposed.
  check_dot({{3, 5}, {5, 4}, {1}, {0}, {}, {}}, DType::f32, DType::f32);
  check_dot({{5, 3}, {5, 4}, {0}, {0}, {}, {}}, DType::f32, DType::f32);
  check_dot({{3, 5}, {4, 5}, {1}, {1}, {}, {}}, DType::f32, DType::f32);
  check_dot({{5, 3}, {4, 5}, {0}, {1}, {}, {}}, DType::f32, DType::f32);
  // Matrix-vector and vector-vector.
  check_dot({{6, 7}, {7}, {1}, {0}, {}, {}}, DType::f32, DType::f32);
  check_dot({{7}, {7}, {0}, {0}, {}, {}}, DType::f32, DType::f32);
  // Leading batch dims; batch dims in the middle; two batch dims.
  check_dot({{2, 3, 5}, {2, 5, 4}, {2}, {1}, {0}, {0}}, DType::f32, DType::f32);
  check_dot({{3, 2, 5}, {5, 2, 4}, {2}, {0}, {1}, {1}}, DType::f32, DType::f32);
  check_dot({{2, 3, 4, 5}, {3, 2, 5, 6}, {3}, {2}, {0, 1}, {1, 0}}, DType::f32, DType::f32);
  // Two contracting dims, listed in an order unlike either operand's storage.
  check_dot({{2, 3, 4}, {4, 5, 2}, {0, 2}, {2, 0}, {}, {}}, DType::f32, DType::f32);
  // Several free dims on each side, no contraction (outer product).
  check_dot({{2, 3}, {4}, {}, {}, {}, {}}, DType::f32, DType::f32);
  // Larger than Eigen's small-product path.
  check_dot({{33, 70}, {70, 41}, {1}, {0}, {}, {}}, DType::f32, DType::f32);
  // bf16 operands with an f32 result, and s32.
  check_dot({{2, 3, 5}, {2, 5, 4}, {2}, {1}, {0}, {0}}, DType::bf16, DType::f32);
  check_dot({{4, 6}, {6, 3}, {1}, {0}, {}, {}}, DType::s32, DType::s32);
}

TEST_CASE("bf16 dot accumulates in f32 and rounds once") {
  // 1 + 2^-8 + 2^-8: in f32 1.0078125 (a bf16 value); rounding after each
  // step would give 1 + 0 + 0 = 1.
  const double half_ulp = std::ldexp(1.0, -8);
  const Array lhs = make(DType::bf16, {1, 3}, {1, half_ulp, half_ulp});
  const Array rhs = make(DType::bf16, {3, 1}, {1, 1, 1});
  const std::string text =
      "pmap @f axis=i devices=1 (%a: bf16[1,3], %b: bf16[3,1]) {\n"
      "  %0 = dot %a, %b {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : bf16[1,1]\n"
      "  return %0\n}\n";
  CHECK(run_one(text, {lhs, rhs}).get(0) == 1 + 2 * half_ulp);
}

TEST_CASE("reduce_sum and reduce_max over leading, middle, trailing and several axes") {
  const Shape shape{3, 4, 5};
  const Array x = pattern(DType::f32, shape, 4);
  for (const Dims& axes : {Dims{0}, Dims{1}, Dims{2}, Dims{0, 2}, Dims{1, 2}, Dims{0, 1, 2}, Dims{}}) {
    INFO("axes " << list_text(axes));
    CHECK(run_one(reduce_text("reduce_sum", DType::f32, shape, axes), {x}).to_doubles() ==
          plain_reduce(x, axes, false));
    CHECK(run_one(reduce_text("reduce_max", DType::f32, shape, axes), {x}).to_doubles() ==
          plain_reduce(x, axes, true));
  }
  // A long trailing row (several vector lanes plus a tail), and s32.
  const Array wide = pattern(DType::f32, {2, 203}, 1);
  CHECK(run_one(reduce_text("reduce_sum", DType::f32, {2, 203}, {1}), {wide}).to_doubles() ==
        plain_reduce(wide, {1}, false));
  const Array ints = pattern(DType::s32, {4, 3, 2}, 2);
  CHECK(run_one(reduce_text("reduce_sum", DType::s32, {4, 3, 2}, {0, 2}), {ints}).to_doubles() ==
        plain_reduce(ints, {0, 2}, false));
  CHECK(run_one(reduce_text("reduce_max", DType::s32, {4, 3, 2}, {1}), {ints}).to_doubles() ==
        plain_reduce(ints, {1}, true));
}

TEST_CASE("reduce_max propagates NaN and reduce_max of bool is any") {
  const Array x = f32({2, 3}, {1, std::numeric_limits<double>::quiet_NaN(), 3, 4, 5, 6});
  const std::vector<double> got =
      run_one(reduce_text("reduce_max", DType::f32, {2, 3}, {1}), {x}).to_doubles();
  CHECK(std::isnan(got[0]));
  CHECK(got[1] == 6);
  const Array flags = make(DType::boolean, {2, 2}, {0, 0, 0, 1});
  CHECK(run_one(reduce_text("reduce_max", DType::boolean, {2, 2}, {1}), {flags}).to_doubles() ==
        std::vector<double>{0, 1});
}

TEST_CASE("bf16 reduce_sum accumulates in f32 and rounds once") {
  // 1 + 2^-8 + 2^-8 = 1 + 2^-7 exactly in f32; adding in bf16 step by step
  // would round 1 + 2^-8 to 1 twice and give 1.
  const double half_ulp = std::ldexp(1.0, -8);
  const Array x = make(DType::bf16, {3}, {1, half_ulp, half_ulp});
  const Array sum = run_one(reduce_text("reduce_sum", DType::bf16, {3}, {0}), {x});
  REQUIRE(sum.dtype() == DType::bf16);
  CHECK(sum.get(0) == 1 + 2 * half_ulp);
}

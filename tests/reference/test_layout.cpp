// Layout and source kernels: broadcast, reshape, transpose, constant, iota.
#include <catch2/catch.hpp>

#include "helpers.hpp"

using namespace pmapsim;
using namespace pmapsim::test;

namespace {

std::string type_text(const std::string& dtype, const Shape& shape) {
  std::string text = dtype + "[";
  for (std::size_t i = 0; i < shape.size(); ++i) {
    if (i) text += ",";
    text += std::to_string(shape[i]);
  }
  return text + "]";
}

std::string list_text(const std::vector<std::int64_t>& values) {
  std::string text = "[";
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) text += ", ";
    text += std::to_string(values[i]);
  }
  return text + "]";
}

// Row-major index of a multi-index.
std::int64_t flat(const Shape& shape, const std::vector<std::int64_t>& index) {
  std::int64_t offset = 0;
  for (std::size_t d = 0; d < shape.size(); ++d) offset = offset * shape[d] + index[d];
  return offset;
}

std::vector<std::int64_t> unflat(const Shape& shape, std::int64_t offset) {
  std::vector<std::int64_t> index(shape.size());
  for (std::size_t d = shape.size(); d-- > 0;) {
    index[d] = offset % shape[d];
    offset /= shape[d];
  }
  return index;
}

Array numbered(DType dtype, const Shape& shape, double scale = 1) {
  std::vector<double> values;
  for (std::int64_t i = 0; i < num_elements(shape); ++i)
    values.push_back(dtype == DType::boolean ? i % 3 == 0 : scale * i);
  return make(dtype, shape, values);
}

// The transpose by its definition, one element at a time.
std::vector<double> plain_transpose(const Array& x, const std::vector<std::int64_t>& perm) {
  Shape result_shape;
  for (std::int64_t axis : perm) result_shape.push_back(x.shape()[axis]);
  std::vector<double> result(num_elements(result_shape));
  for (std::int64_t i = 0; i < static_cast<std::int64_t>(result.size()); ++i) {
    const std::vector<std::int64_t> index = unflat(result_shape, i);
    std::vector<std::int64_t> source(x.shape().size());
    for (std::size_t j = 0; j < perm.size(); ++j) source[perm[j]] = index[j];
    result[i] = x.get(flat(x.shape(), source));
  }
  return result;
}

void check_transpose(DType dtype, const Shape& shape, const std::vector<std::int64_t>& perm) {
  const std::string name(dtype_name(dtype));
  Shape result_shape;
  for (std::int64_t axis : perm) result_shape.push_back(shape[axis]);
  const std::string text = "pmap @f axis=i devices=1 (%a: " + type_text(name, shape) +
                           ") {\n  %0 = transpose %a {perm=" + list_text(perm) +
                           "} : " + type_text(name, result_shape) + "\n  return %0\n}\n";
  const Array x = numbered(dtype, shape, dtype == DType::bf16 ? 0.5 : 1);
  INFO(text);
  CHECK(run_one(text, {x}).to_doubles() == plain_transpose(x, perm));
}

}  // namespace

TEST_CASE("transpose matches the definition for many layouts and dtypes") {
  check_transpose(DType::f32, {2, 3}, {1, 0});
  check_transpose(DType::f32, {2, 3, 4}, {2, 0, 1});
  check_transpose(DType::f32, {2, 3, 4}, {1, 0, 2});
  check_transpose(DType::f32, {2, 3, 4}, {0, 2, 1});
  check_transpose(DType::f32, {2, 1, 3, 4}, {3, 1, 0, 2});
  check_transpose(DType::s32, {3, 4, 5, 2}, {3, 2, 1, 0});
  // Larger than one 32x32 tile and not a multiple of it.
  check_transpose(DType::f32, {37, 45}, {1, 0});
  check_transpose(DType::s32, {3, 40, 33}, {2, 0, 1});
  check_transpose(DType::bf16, {5, 34, 7}, {1, 2, 0});
  check_transpose(DType::boolean, {6, 35}, {1, 0});
  check_transpose(DType::f32, {4, 5}, {0, 1});
}

TEST_CASE("broadcast repeats along new and size-1 dims") {
  const auto broadcast = [](const Array& x, const std::string& from, const std::string& dims,
                            const std::string& to) {
    const std::string text = "pmap @f axis=i devices=1 (%a: " + from +
                             ") {\n  %0 = broadcast %a {dims=" + dims + "} : " + to + "\n  return %0\n}\n";
    return run_one(text, {x}).to_doubles();
  };
  // A row repeated down the rows, a column repeated across the columns.
  CHECK(broadcast(f32({3}, {1, 2, 3}), "f32[3]", "[1]", "f32[2,3]") == std::vector<double>{1, 2, 3, 1, 2, 3});
  CHECK(broadcast(f32({2}, {1, 2}), "f32[2]", "[0]", "f32[2,3]") == std::vector<double>{1, 1, 1, 2, 2, 2});
  CHECK(broadcast(f32({}, {7}), "f32[]", "[]", "f32[2,2]") == std::vector<double>{7, 7, 7, 7});
  // Size-1 dim expanded, plus a new leading dim: result[a][b][c] = x[0][c].
  CHECK(broadcast(f32({1, 3}, {4, 5, 6}), "f32[1,3]", "[1, 2]", "f32[2,2,3]") ==
        std::vector<double>{4, 5, 6, 4, 5, 6, 4, 5, 6, 4, 5, 6});
  // Middle dim new: result[a][b][c] = x[a][c].
  CHECK(broadcast(make(DType::s32, {2, 2}, {1, 2, 3, 4}), "s32[2,2]", "[0, 2]", "s32[2,3,2]") ==
        std::vector<double>{1, 2, 1, 2, 1, 2, 3, 4, 3, 4, 3, 4});
  CHECK(broadcast(make(DType::bf16, {2}, {0.5, -1}), "bf16[2]", "[0]", "bf16[2,2]") ==
        std::vector<double>{0.5, 0.5, -1, -1});
}

TEST_CASE("reshape keeps the elements in order") {
  const std::string text =
      "pmap @f axis=i devices=1 (%a: s32[2,3]) {\n  %0 = reshape %a : s32[3,1,2]\n  return %0\n}\n";
  const Array y = run_one(text, {numbered(DType::s32, {2, 3})});
  CHECK(y.shape() == Shape{3, 1, 2});
  CHECK(y.to_doubles() == std::vector<double>{0, 1, 2, 3, 4, 5});
}

TEST_CASE("constant splat and dense, in every dtype") {
  const auto constant = [](const std::string& attrs, const std::string& type) {
    const std::string text = "pmap @f axis=i devices=1 (%a: f32[1]) {\n  %0 = constant {" + attrs +
                             "} : " + type + "\n  return %0\n}\n";
    return run_one(text, {f32({1}, {0})});
  };
  CHECK(constant("value=2.5", "f32[2,2]").to_doubles() == std::vector<double>{2.5, 2.5, 2.5, 2.5});
  CHECK(constant("value=-3.0", "s32[3]").to_doubles() == std::vector<double>{-3, -3, -3});
  CHECK(constant("value=1.0", "bool[2]").to_doubles() == std::vector<double>{1, 1});
  // 1 + 2^-8 splat as bf16 ties to 1.
  CHECK(constant("value=1.00390625", "bf16[2]").to_doubles() == std::vector<double>{1, 1});
  CHECK(constant("values=[1.0, -2.0, 3.5, 0.0]", "f32[2,2]").to_doubles() ==
        std::vector<double>{1, -2, 3.5, 0});
  CHECK(constant("values=[1.9, -1.9]", "s32[2]").to_doubles() == std::vector<double>{1, -1});
}

TEST_CASE("iota counts along its dimension") {
  const auto iota = [](int dimension, const std::string& type) {
    const std::string text =
        "pmap @f axis=i devices=1 (%a: f32[1]) {\n  %0 = iota {dimension=" + std::to_string(dimension) +
        "} : " + type + "\n  return %0\n}\n";
    return run_one(text, {f32({1}, {0})}).to_doubles();
  };
  CHECK(iota(0, "s32[4]") == std::vector<double>{0, 1, 2, 3});
  CHECK(iota(0, "f32[2,3]") == std::vector<double>{0, 0, 0, 1, 1, 1});
  CHECK(iota(1, "f32[2,3]") == std::vector<double>{0, 1, 2, 0, 1, 2});
  CHECK(iota(1, "bf16[2,2,2]") == std::vector<double>{0, 0, 1, 1, 0, 0, 1, 1});
}

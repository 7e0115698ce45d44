// Arrays: construction, reshape, the layout changes pmap shards with, printing, random fills.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <set>
#include <sstream>

#include "pmapsim/array.hpp"
#include "pmapsim/errors.hpp"

using namespace pmapsim;

namespace {

std::vector<double> sequence(std::int64_t n, double start = 0) {
  std::vector<double> values;
  for (std::int64_t i = 0; i < n; ++i) values.push_back(start + static_cast<double>(i));
  return values;
}

}  // namespace

TEST_CASE("shapes and types print compactly") {
  CHECK(num_elements({}) == 1);
  CHECK(num_elements({2, 3, 4}) == 24);
  CHECK(num_elements({2, 0}) == 0);
  CHECK(shape_string({2, 3}) == "[2,3]");
  CHECK(shape_string({}) == "[]");
  CHECK((TensorType{DType::f32, {2, 3}}.str()) == "f32[2,3]");
  CHECK((TensorType{DType::s32, {}}.str()) == "s32[]");
  CHECK((TensorType{DType::bf16, {4}}.byte_size()) == 8);
}

TEST_CASE("arrays are zero-filled and shape-only arrays hold no data") {
  Array zeros(DType::f32, {2, 3});
  CHECK(zeros.has_data());
  CHECK(zeros.byte_size() == 24);
  CHECK(zeros.to_doubles() == std::vector<double>(6, 0.0));
  Array shape_only = Array::shape_only(DType::bf16, {4096, 4096});
  CHECK_FALSE(shape_only.has_data());
  CHECK(shape_only.size() == 4096 * 4096);
  CHECK_THROWS_AS(shape_only.get(0), Error);
  CHECK(shape_only.str() == "bf16[4096,4096] (shape only)");
  CHECK(shape_only.slice_axis(0, 3).shape() == Shape{1, 4096});
  CHECK_FALSE(shape_only.moveaxis(0, 1).has_data());
  CHECK_THROWS_WITH(Array(DType::f32, {2, -1}), Catch::Contains("negative dimension"));
  CHECK_THROWS_WITH(zeros.get(6), Catch::Contains("index 6 out of range for f32[2,3]"));
  CHECK_THROWS_AS(zeros.set(-1, 0), Error);
}

TEST_CASE("arange, full, from_doubles and astype") {
  CHECK(arange(5).to_doubles() == sequence(5));
  CHECK(arange(3, DType::f32).dtype() == DType::f32);
  CHECK(full(DType::bf16, {2, 2}, 1.5).to_doubles() == std::vector<double>(4, 1.5));
  CHECK_THROWS_AS(arange(-1), Error);
  CHECK_THROWS_WITH(Array::from_doubles(DType::f32, {2, 2}, {1, 2, 3}),
                    Catch::Contains("3 values for shape [2,2]"));
  const Array values = Array::from_doubles(DType::f32, {4}, {1.5, -2.5, 0.0, 3.0});
  CHECK(values.astype(DType::s32).to_doubles() == std::vector<double>{1, -2, 0, 3});
  CHECK(values.astype(DType::boolean).to_doubles() == std::vector<double>{1, 1, 0, 1});
  CHECK(values.astype(DType::bf16).to_doubles() == values.to_doubles());  // all exact in bf16
  CHECK(Array::from_doubles(DType::f32, {1}, {1.0 + 1.0 / 256}).astype(DType::bf16).get(0) == 1.0);
}

TEST_CASE("reshape keeps row-major order and infers one dimension") {
  const Array matrix = arange(6).reshape({2, 3});
  CHECK(matrix.shape() == Shape{2, 3});
  CHECK(matrix.to_doubles() == sequence(6));
  CHECK(matrix.reshape({-1}).shape() == Shape{6});
  CHECK(matrix.reshape({3, -1}).shape() == Shape{3, 2});
  CHECK(arange(1).reshape({}).rank() == 0);
  CHECK_THROWS_WITH(matrix.reshape({4, -1}), "cannot reshape array of size 6 into shape [4,-1]");
  CHECK_THROWS_WITH(matrix.reshape({4, 2}), "cannot reshape array of size 6 into shape [4,2]");
  CHECK_THROWS_WITH(matrix.reshape({-1, -1}), Catch::Contains("only specify one unknown dimension"));
  CHECK_THROWS_AS(Array(DType::s32, {0}).reshape({0, -1}), Error);
}

TEST_CASE("slice_axis takes one index along an axis, keeping rank") {
  const Array cube = arange(24).reshape({2, 3, 4});
  const Array middle = cube.slice_axis(1, 2);
  CHECK(middle.shape() == Shape{2, 1, 4});
  // Element [a][0][c] is cube[a][2][c] = a*12 + 2*4 + c.
  CHECK(middle.to_doubles() == std::vector<double>{8, 9, 10, 11, 20, 21, 22, 23});
  CHECK(cube.slice_axis(-1, 3).to_doubles() == std::vector<double>{3, 7, 11, 15, 19, 23});
  CHECK(cube.slice_axis(0, 1).to_doubles() == sequence(12, 12));
  CHECK_THROWS_WITH(cube.slice_axis(3, 0), Catch::Contains("axis 3 is out of bounds for array of rank 3"));
  CHECK_THROWS_WITH(cube.slice_axis(1, 3),
                    Catch::Contains("index 3 is out of bounds for axis 1 with size 3"));
}

TEST_CASE("concatenate joins blocks along any axis") {
  const Array left = arange(6).reshape({2, 3});
  const Array right = Array::from_doubles(DType::s32, {2, 2}, {10, 11, 12, 13});
  const Array joined = Array::concatenate({left, right}, 1);
  CHECK(joined.shape() == Shape{2, 5});
  CHECK(joined.to_doubles() == std::vector<double>{0, 1, 2, 10, 11, 3, 4, 5, 12, 13});
  const Array stacked = Array::concatenate({left, left}, 0);
  CHECK(stacked.to_doubles() == std::vector<double>{0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5});
  CHECK(Array::concatenate({left, right}, -1) == joined);
  CHECK(Array::concatenate({Array(DType::s32, {2, 0}), left}, 1) == left);
  CHECK(Array::concatenate({Array(DType::s32, {0, 3}), Array(DType::s32, {0, 3})}, 0).shape() == Shape{0, 3});
  CHECK(Array(DType::f32, {2, 0}).slice_axis(0, 1).shape() == Shape{1, 0});

  SECTION("slices along an axis concatenate back to the whole") {
    const Array cube = random_normal({3, 4, 5}, 7);
    for (int axis = 0; axis < 3; ++axis) {
      std::vector<Array> slices;
      for (std::int64_t i = 0; i < cube.shape()[axis]; ++i) slices.push_back(cube.slice_axis(axis, i));
      CHECK(Array::concatenate(slices, axis) == cube);
    }
  }
  SECTION("mismatched parts are errors") {
    CHECK_THROWS_WITH(Array::concatenate({left, right}, 0),
                      "concatenate along axis 0: array 1 is s32[2,2] but array 0 is s32[2,3]");
    CHECK_THROWS_WITH(Array::concatenate({left, left.astype(DType::f32)}, 0),
                      Catch::Contains("array 1 is f32[2,3]"));
    CHECK_THROWS_AS(Array::concatenate({left, arange(3)}, 0), Error);
    CHECK_THROWS_AS(Array::concatenate({}, 0), Error);
    CHECK_THROWS_AS(Array::concatenate({left}, 2), Error);
  }
}

TEST_CASE("moveaxis matches numpy's element order") {
  const Array cube = arange(24).reshape({2, 3, 4});  // cube[k][i][j] = 12k + 4i + j
  SECTION("first axis to last") {
    const Array moved = cube.moveaxis(0, 2);
    REQUIRE(moved.shape() == Shape{3, 4, 2});
    std::vector<double> expected;
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 4; ++j)
        for (int k = 0; k < 2; ++k) expected.push_back(12 * k + 4 * i + j);
    CHECK(moved.to_doubles() == expected);
  }
  SECTION("last axis to first") {
    const Array moved = cube.moveaxis(-1, 0);
    REQUIRE(moved.shape() == Shape{4, 2, 3});
    std::vector<double> expected;
    for (int j = 0; j < 4; ++j)
      for (int k = 0; k < 2; ++k)
        for (int i = 0; i < 3; ++i) expected.push_back(12 * k + 4 * i + j);
    CHECK(moved.to_doubles() == expected);
  }
  SECTION("middle axis to first keeps the trailing block") {
    const Array moved = cube.moveaxis(1, 0);
    REQUIRE(moved.shape() == Shape{3, 2, 4});
    std::vector<double> expected;
    for (int i = 0; i < 3; ++i)
      for (int k = 0; k < 2; ++k)
        for (int j = 0; j < 4; ++j) expected.push_back(12 * k + 4 * i + j);
    CHECK(moved.to_doubles() == expected);
  }
  SECTION("moving back restores the array, and a no-op move copies nothing") {
    CHECK(cube.moveaxis(0, 2).moveaxis(2, 0) == cube);
    CHECK(cube.moveaxis(1, 1) == cube);
    CHECK(arange(5, DType::bf16).moveaxis(0, -1) == arange(5, DType::bf16));
  }
  SECTION("bad axes are errors") {
    CHECK_THROWS_WITH(cube.moveaxis(3, 0), Catch::Contains("axis 3 is out of bounds"));
    CHECK_THROWS_WITH(cube.moveaxis(0, -4), Catch::Contains("axis -4 is out of bounds"));
  }
}

TEST_CASE("equality is bit-exact") {
  Array a = Array::from_doubles(DType::f32, {2}, {std::nan(""), 1.0});
  CHECK(a == a);  // the same NaN bits
  Array b = a;
  b.set(1, 1.0000001);
  CHECK_FALSE(a == b);
  CHECK_FALSE(arange(4) == arange(4).reshape({2, 2}));
  CHECK_FALSE(arange(4) == arange(4, DType::f32));
}

TEST_CASE("str prints like numpy with dtype and shape") {
  CHECK(arange(4).str() == "s32[4] [0 1 2 3]");
  CHECK(arange(6).reshape({2, 3}).str() == "s32[2,3]\n[[0 1 2]\n [3 4 5]]");
  CHECK(Array::from_doubles(DType::f32, {3}, {1.0, -0.5, 10.0}).str() == "f32[3] [  1. -0.5  10.]");
  CHECK(Array::from_doubles(DType::boolean, {2}, {1, 0}).str() == "bool[2] [ True False]");
  CHECK(full(DType::f32, {}, 2.5).str() == "f32[] 2.5");
  CHECK(Array(DType::s32, {0, 3}).str() == "s32[0,3] []");
  CHECK(arange(8).reshape({2, 2, 2}).str() == "s32[2,2,2]\n[[[0 1]\n  [2 3]]\n\n [[4 5]\n  [6 7]]]");
  std::ostringstream stream;
  stream << arange(2);
  CHECK(stream.str() == "s32[2] [0 1]");

  SECTION("long axes are elided above a thousand elements") {
    CHECK(arange(1001).str() == "s32[1001] [   0    1    2 ...  998  999 1000]");
    const std::string big = arange(2000).reshape({40, 50}).str();
    CHECK(big.find("...") != std::string::npos);
    CHECK(big.find("1999") != std::string::npos);
    CHECK(big.find(" 25 ") == std::string::npos);
    CHECK(arange(1000).str().find("...") == std::string::npos);
  }
}

TEST_CASE("random_normal is deterministic with standard moments") {
  // Values worked out separately from the splitmix64 and Box-Muller formulas for seed 42.
  const Array first = random_normal({4}, 42, DType::f32);
  const std::vector<double> expected{0.41471975043153003, 0.652681222151943, -0.8918862136277573,
                                     1.3268335628141055};
  for (int i = 0; i < 4; ++i) CHECK(first.get(i) == Approx(expected[i]).epsilon(1e-6));

  const Array a = random_normal({100, 100}, 1);
  CHECK(a == random_normal({100, 100}, 1));
  CHECK_FALSE(a == random_normal({100, 100}, 2));
  const std::vector<double> values = a.to_doubles();
  double sum = 0;
  double squares = 0;
  int within_one = 0;
  for (double v : values) {
    sum += v;
    squares += v * v;
    within_one += std::abs(v) < 1.0 ? 1 : 0;
  }
  const double n = static_cast<double>(values.size());
  // Standard errors for n = 10^4: mean 0.01, variance 0.014, the 1-sigma share 0.005.
  CHECK(std::abs(sum / n) < 0.05);
  CHECK(std::abs(squares / n - 1.0) < 0.07);
  CHECK(std::abs(within_one / n - 0.6827) < 0.025);

  const Array odd = random_normal({3}, 42, DType::bf16);  // an odd count uses half of the last pair
  CHECK(odd.dtype() == DType::bf16);
  CHECK(odd.get(2) == round_to_bf16(static_cast<float>(expected[2])));
}

TEST_CASE("random_integers stay in range and cover it") {
  const Array values = random_integers({1000}, 3, -2, 3);
  CHECK(values.dtype() == DType::s32);
  std::set<double> seen;
  for (double v : values.to_doubles()) seen.insert(v);
  CHECK(seen == std::set<double>{-2, -1, 0, 1, 2});
  CHECK(values == random_integers({1000}, 3, -2, 3));
  CHECK_THROWS_WITH(random_integers({2}, 0, 5, 5), Catch::Contains("empty range [5, 5)"));
  CHECK_THROWS_WITH(random_integers({2}, 0, 0, std::int64_t{1} << 40), Catch::Contains("does not fit s32"));
}

TEST_CASE("complex arrays: parts, conversions to and from real dtypes, printing") {
  Array z(DType::c64, {3});
  z.set_complex(0, {1.5, -2.0});
  z.set_complex(1, {1.0 / 3, 1e40});  // each part rounded once: 1e40 overflows f32
  z.set(2, 4.0);                      // a real value: zero imaginary part
  CHECK(z.get_complex(0) == std::complex<double>(1.5, -2.0));
  CHECK(z.get_complex(1).real() == static_cast<float>(1.0 / 3));
  CHECK(std::isinf(z.get_complex(1).imag()));
  CHECK(z.get_complex(2) == std::complex<double>(4.0, 0.0));
  CHECK(z.byte_size() == 24);
  CHECK_THROWS_WITH(z.get(0), Catch::Contains("element 0 of c64[3] is complex"));
  CHECK_THROWS_WITH(z.to_doubles(), Catch::Contains("is complex"));
  // convert's rules: complex to real keeps the real part, real to complex has a zero imaginary part.
  CHECK(z.astype(DType::f32).to_doubles() == std::vector<double>{1.5, static_cast<float>(1.0 / 3), 4.0});
  CHECK(z.astype(DType::s32).to_doubles() == std::vector<double>{1, 0, 4});
  const Array wide = arange(3, DType::s64).astype(DType::c128);
  CHECK(wide.get_complex(2) == std::complex<double>(2.0, 0.0));
  CHECK(wide.astype(DType::c64).astype(DType::c128) == wide);
  CHECK(Array(DType::f64, {2}).get_complex(1) == std::complex<double>(0, 0));
  Array printed(DType::c128, {3});
  printed.set_complex(0, {1.0, 2.0});
  printed.set_complex(1, {-0.5, -1.0});
  printed.set_complex(2, {0.0, -0.0});
  CHECK(printed.str() == "c128[3] [  1.+2.j -0.5-1.j   0.-0.j]");
  CHECK(full(DType::c64, {2}, 3.0).str() == "c64[2] [3.+0.j 3.+0.j]");
}

// The recorder's convolution and window functions write the attributes JAX's
// lowering writes (tests/data/conv/*.mlir) for JAX's dimension-number strings.
#include <catch2/catch.hpp>

#include "pmapsim/errors.hpp"
#include "pmapsim/recorder.hpp"

using namespace pmapsim;
using Catch::Matchers::Contains;

TEST_CASE("conv_general_dilated maps NHWC / HWIO specs to StableHLO's dimension numbers") {
  Recorder recorder("t", "i", 1);
  Recorder::Scope scope(recorder);
  const Value x = recorder.parameter("x", {DType::f32, {1, 4, 3, 2}});
  const Value w = recorder.parameter("w", {DType::f32, {3, 2, 2, 3}});
  ConvOptions options;
  options.lhs_spec = "NHWC", options.rhs_spec = "HWIO", options.out_spec = "NHWC";
  options.padding = {{2, 1}, {1, 1}};
  options.lhs_dilation = {2, 1};
  options.precision = "HIGHEST";
  const Value y = conv_general_dilated(x, w, options);
  // nhwc.mlir: [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f] ... -> tensor<1x8x4x3xf32>
  CHECK(y.type() == TensorType{DType::f32, {1, 8, 4, 3}});
  const Attrs& attrs = recorder.program().body.back().attrs;
  CHECK(attrs.integer("input_batch_dimension") == 0);
  CHECK(attrs.integer("input_feature_dimension") == 3);
  CHECK(attrs.int_list("input_spatial_dimensions") == IntList{1, 2});
  CHECK(attrs.int_list("kernel_spatial_dimensions") == IntList{0, 1});
  CHECK(attrs.integer("kernel_input_feature_dimension") == 2);
  CHECK(attrs.integer("kernel_output_feature_dimension") == 3);
  CHECK(attrs.int_list("output_spatial_dimensions") == IntList{1, 2});
  CHECK(attrs.symbol("lhs_precision") == "HIGHEST");
  CHECK(attrs.symbol("rhs_precision") == "HIGHEST");
}

TEST_CASE("conv_general_dilated and dot_general take a preferred element type, pools their windows") {
  Recorder recorder("t", "i", 1);
  Recorder::Scope scope(recorder);
  const Value x = recorder.parameter("x", {DType::bf16, {2, 3, 5}});
  const Value w = recorder.parameter("w", {DType::bf16, {4, 3, 2}});
  const Value a = recorder.parameter("a", {DType::bf16, {2, 3}});
  ConvOptions options;
  options.lhs_spec = "NCW", options.rhs_spec = "OIW", options.out_spec = "NCW";
  options.preferred_element_type = DType::f32;
  CHECK(conv_general_dilated(x, w, options).type() == TensorType{DType::f32, {2, 4, 4}});
  const Value product = dot_general(a, a, {1}, {1}, {}, {}, DType::f32, "HIGH");
  CHECK(product.type() == TensorType{DType::f32, {2, 2}});
  CHECK(recorder.program().body.back().attrs.symbol("lhs_precision") == "HIGH");
  // max_pool: a reduce_window with a -inf init; avg_pool divides the window sums by the window size.
  CHECK(max_pool(x, {1, 1, 2}, {1, 1, 2}).type() == TensorType{DType::bf16, {2, 3, 2}});
  CHECK(avg_pool(x, {1, 1, 2}, {1, 1, 2}, {{0, 0}, {0, 0}, {0, 1}}).type() ==
        TensorType{DType::bf16, {2, 3, 3}});
  const Value pooled = max_pool(x, {1, 1, 2}, {1, 1, 2});
  CHECK(select_and_scatter_add(pooled, x, {1, 1, 2}, {1, 1, 2}).type() == x.type());
  ConvOptions bad;
  bad.lhs_spec = "NCW", bad.rhs_spec = "OIH", bad.out_spec = "NCW";
  try {
    (void)conv_general_dilated(x, w, bad);
    FAIL("no error");
  } catch (const Error& error) {
    CHECK_THAT(error.what(), Contains("conv_general_dilated: lhs spec 'NCW' has no 'H'"));
  }
}

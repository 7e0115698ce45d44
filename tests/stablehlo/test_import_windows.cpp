// The window family's rows (convolution, reduce_window, select_and_scatter,
// dot_general, dot) against JAX's outputs (tests/data/stablehlo/cases_windows.py
// and the CNN programs of make_corpus.py), and their one-line errors on
// malformed attributes.
#include <catch2/catch.hpp>

#include "corpus_helpers.hpp"

using namespace corpus;  // NOLINT: the helpers are this file's vocabulary
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

const char* const kWindowCases[] = {"cnn_forward",
                                    "cnn_grad",
                                    "win_conv_nchw_dilated",
                                    "win_conv_nhwc_same_valid",
                                    "win_conv1d",
                                    "win_conv3d",
                                    "win_conv_depthwise",
                                    "win_conv_grads",
                                    "win_conv_depthwise_grads",
                                    "win_conv_grouped_kernel_grad",
                                    "win_pools",
                                    "win_cumulative",
                                    "win_reduce_window_extras",
                                    "win_select_and_scatter",
                                    "win_maxpool_grad",
                                    "win_int8_matmul",
                                    "win_bf16_matmul",
                                    "win_einsum_batch",
                                    "win_generic_forms",
                                    "win_conv_transpose",
                                    "win_numpy_convolve",
                                    "win_conv_grads_nhwc_dilated",
                                    "win_avgpool_grad",
                                    "win_bool_int_windows",
                                    "win_dot_algorithms",
                                    "win_matvec_outer",
                                    "win_int8_einsum_batch",
                                    "win_int8_f16_conv",
                                    "win_lax_conv_spellings",
                                    "win_depthwise_nchw_strided_grads",
                                    "win_pool3d_minpool_grad",
                                    "win_f64_dots"};

// A module whose @main holds the one op `line` (written as the third line, at
// column 10 after `    %0 = `) over x: tensor<1x5x5x2xf32> and k: tensor<3x3x2x4xf32>.
std::string module_with(const std::string& line, const std::string& result = "tensor<1x5x5x4xf32>") {
  return "module @m {\n  func.func public @main(%arg0: tensor<1x5x5x2xf32>, %arg1: tensor<3x3x2x4xf32>) -> " +
         result + " {\n    %0 = " + line + "\n    return %0 : " + result + "\n  }\n}\n";
}

std::string conv(const std::string& dims, const std::string& window) {
  return "stablehlo.convolution(%arg0, %arg1) dim_numbers = " + dims + ", window = " + window +
         " {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x5x2xf32>, "
         "tensor<3x3x2x4xf32>) -> tensor<1x5x5x4xf32>";
}

const std::string kDims = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]";
const std::string kWindow =
    "{stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]}";

std::string error_of(const std::string& text) {
  try {
    pmapsim::import_stablehlo(text, "step.mlir");
  } catch (const pmapsim::Error& e) {
    return e.what();
  }
  return "";
}

// One line, naming the file, line and column of the op, and the op.
void check_one_line_error(const std::string& text, const std::string& op, const std::string& says) {
  const std::string error = error_of(text);
  INFO(error);
  CHECK_THAT(error, StartsWith("step.mlir:3:10: " + op));
  CHECK_THAT(error, Contains(says));
  CHECK(error.find('\n') == std::string::npos);
}

}  // namespace

TEST_CASE("convolutions, pooling, cumulative ops and contractions match JAX on the reference") {
  for (const char* name : kWindowCases) run_and_compare(name, "reference");
}

TEST_CASE("convolutions, pooling, cumulative ops and contractions match JAX on the simulator") {
  for (const char* name : kWindowCases) run_and_compare(name, "sim:tpu-v5e,devices=1");
}

TEST_CASE("a well-formed convolution imports (the hostile cases below differ from it in one place)") {
  CHECK(error_of(module_with(conv(kDims, kWindow))).empty());
}

TEST_CASE("malformed dim_numbers are one-line errors at the op") {
  const std::string op = "stablehlo.convolution";
  check_one_line_error(module_with(conv("[b, 0, 0, f]x[0, 1, i, o]->[b, 0, 1, f]", kWindow)), op, "0");
  check_one_line_error(module_with(conv("[b, 0, 1, z]x[0, 1, i, o]->[b, 0, 1, f]", kWindow)), op, "z");
  check_one_line_error(module_with(conv("[b, 0, 1, 2]x[0, 1, i, o]->[b, 0, 1, f]", kWindow)), op, "");
  check_one_line_error(module_with(conv("[b, 0, 1, f]x[0, 1, i, i]->[b, 0, 1, f]", kWindow)), op, "");
  check_one_line_error(module_with(conv("[b, 0, 1, f, 2]x[0, 1, i, o]->[b, 0, 1, f]", kWindow)), op, "");
  // The generic form's #stablehlo.conv<...> without its output side.
  check_one_line_error(
      module_with("\"stablehlo.convolution\"(%arg0, %arg1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, "
                  "f]x[0, 1, i, o]>}> : (tensor<1x5x5x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x5x5x4xf32>"),
      op, "");
}

TEST_CASE("malformed convolution windows are one-line errors at the op") {
  const std::string op = "stablehlo.convolution";
  check_one_line_error(module_with(conv(kDims, "{stride = [a, 1]}")), op, "");
  check_one_line_error(module_with(conv(kDims, "{stride = [1, 1, 1]}")), op, "");
  check_one_line_error(module_with(conv(kDims, "{pad = [[1], [1, 1]]}")), op, "pad");
  check_one_line_error(module_with(conv(kDims, "{pad = [[1, 1]]}")), op, "pad");
  check_one_line_error(module_with(conv(kDims, "{stride = [0, 1]}")), op, "");
  check_one_line_error(module_with(conv(kDims, "{stridez = [1, 1]}")), op, "stridez");
  check_one_line_error(module_with(conv(kDims, "{reverse = [maybe, false]}")), op, "");
  check_one_line_error(
      module_with("\"stablehlo.convolution\"(%arg0, %arg1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, "
                  "f]x[0, 1, i, o]->[b, 0, 1, f]>, padding = dense<[1, 1, 1]> : tensor<3xi64>}> : "
                  "(tensor<1x5x5x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x5x5x4xf32>"),
      op, "padding");
}

TEST_CASE("malformed reduce_window and select_and_scatter attributes are one-line errors at the op") {
  const std::string region =
      " ({\n    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n      %m = stablehlo.maximum %a, %b : tensor<f32>\n"
      "      stablehlo.return %m : tensor<f32>\n    })";
  auto reduce_window = [&](const std::string& attrs) {
    return "module @m {\n  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>) -> "
           "tensor<2x3xf32> "
           "{\n    %0 = \"stablehlo.reduce_window\"(%arg0, %arg1) <{" +
           attrs + "}>" + region +
           " : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>\n    return %0 : tensor<2x3xf32>\n  }\n}\n";
  };
  const std::string op = "stablehlo.reduce_window";
  CHECK(error_of(reduce_window("window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>"))
            .empty());
  check_one_line_error(reduce_window("window_strides = array<i64: 2, 2>"), op, "window_dimensions");
  check_one_line_error(reduce_window("window_dimensions = array<i64: 2, 2, 1>"), op, "");
  check_one_line_error(reduce_window("window_dimensions = array<i64: 2, x>"), op, "");
  check_one_line_error(
      reduce_window("window_dimensions = array<i64: 2, 2>, padding = dense<[[0, 0]]> : tensor<1x2xi64>"), op,
      "padding");

  auto select_and_scatter = [&](const std::string& direction, const std::string& compare_type = "FLOAT") {
    return "module @m {\n  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<2x3xf32>, %arg2: "
           "tensor<f32>) -> tensor<4x6xf32> {\n    %0 = \"stablehlo.select_and_scatter\"(%arg0, %arg1, "
           "%arg2) "
           "<{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({\n    ^bb0(%a: "
           "tensor<f32>, %b: tensor<f32>):\n      %c = stablehlo.compare " +
           direction + ", %a, %b, " + compare_type +
           " : (tensor<f32>, tensor<f32>) -> tensor<i1>\n      stablehlo.return %c : "
           "tensor<i1>\n    }, {\n    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n      %s = stablehlo.add %a, "
           "%b "
           ": tensor<f32>\n      stablehlo.return %s : tensor<f32>\n    }) : (tensor<4x6xf32>, "
           "tensor<2x3xf32>, "
           "tensor<f32>) -> tensor<4x6xf32>\n    return %0 : tensor<4x6xf32>\n  }\n}\n";
  };
  CHECK(error_of(select_and_scatter("GE")).empty());
  check_one_line_error(select_and_scatter("EQ"), "stablehlo.select_and_scatter", "select");
  check_one_line_error(select_and_scatter("GE", "TOTALORDER"), "stablehlo.select_and_scatter", "TOTALORDER");
}

TEST_CASE("a select region comparing its arguments the other way round flips the direction") {
  // compare GE, %b, %a keeps the current selection %a while %b >= %a: select=le.
  auto imported = [](const std::string& compare) {
    const std::string text =
        "module @m {\n  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<2xf32>, %arg2: "
        "tensor<f32>) -> "
        "tensor<4xf32> {\n    %0 = \"stablehlo.select_and_scatter\"(%arg0, %arg1, %arg2) <{window_dimensions "
        "= "
        "array<i64: 2>, window_strides = array<i64: 2>}> ({\n    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n   "
        "   "
        "%c = stablehlo.compare " +
        compare +
        " : (tensor<f32>, tensor<f32>) -> tensor<i1>\n      stablehlo.return %c : tensor<i1>\n    }, {\n    "
        "^bb0(%a: tensor<f32>, %b: tensor<f32>):\n      %s = stablehlo.add %a, %b : tensor<f32>\n      "
        "stablehlo.return %s : tensor<f32>\n    }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> "
        "tensor<4xf32>\n    return %0 : tensor<4xf32>\n  }\n}\n";
    return pmapsim::import_stablehlo_to_text(pmapsim::stablehlo::parse_module(text, "step.mlir"));
  };
  CHECK_THAT(imported("GE, %a, %b, FLOAT"), Contains("select=ge"));
  CHECK_THAT(imported("GE, %b, %a, FLOAT"), Contains("select=le"));
  CHECK_THAT(imported("LT, %b, %a, FLOAT"), Contains("select=gt"));
  // A comparison of one argument with itself selects nothing the spec names: an error.
  CHECK_THROWS_WITH(imported("GE, %a, %a, FLOAT"),
                    StartsWith("step.mlir:3:10: stablehlo.select_and_scatter"));
}

TEST_CASE("malformed or unsupported dot_general attributes are one-line errors at the op") {
  auto dot = [](const std::string& attrs) {
    return "module @m {\n  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>) -> "
           "tensor<2x4xf32> {\n    %0 = stablehlo.dot_general %arg0, %arg1, " +
           attrs +
           " : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>\n    return %0 : tensor<2x4xf32>\n  "
           "}\n}\n";
  };
  const std::string op = "stablehlo.dot_general";
  CHECK(error_of(dot("contracting_dims = [1] x [0], precision = [DEFAULT, HIGHEST]")).empty());
  check_one_line_error(dot("contracting_dims = [1] x [0], precision = [DEFAULT, SLOPPY]"), op, "SLOPPY");
  check_one_line_error(dot("contracting_dims = [q] x [0]"), op, "");
  check_one_line_error(dot("contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], algorithm = "
                           "<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, "
                           "lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, "
                           "allow_imprecise_accumulation = false>"),
                       op, "algorithm");
  auto generic = [](const std::string& numbers) {
    return "module @m {\n  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>) -> "
           "tensor<2x4xf32> {\n    %0 = \"stablehlo.dot_general\"(%arg0, %arg1) <{dot_dimension_numbers = "
           "#stablehlo.dot<" +
           numbers +
           ">}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>\n    return %0 : "
           "tensor<2x4xf32>\n  }\n}\n";
  };
  CHECK(error_of(generic("lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]")).empty());
  check_one_line_error(generic("lhs_contracting_dimensions = [x], rhs_contracting_dimensions = [0]"), op, "");
  check_one_line_error(generic("lhs_contracting_dims = [1], rhs_contracting_dimensions = [0]"), op,
                       "lhs_contracting_dims");
}

TEST_CASE("a generic convolution's raw dimension numbers and dense window lists read as the compact form") {
  auto imported = [](const std::string& numbers, const std::string& window) {
    const std::string text =
        "module @m {\n  func.func public @main(%arg0: tensor<2x8x3xf32>, %arg1: tensor<2x3x4xf32>) -> "
        "tensor<2x4x4xf32> {\n    %0 = \"stablehlo.convolution\"(%arg0, %arg1) <{batch_group_count = 1 : "
        "i64, "
        "dimension_numbers = #stablehlo.conv<" +
        numbers + ">, feature_group_count = 1 : i64, " + window +
        "}> : (tensor<2x8x3xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>\n    return %0 : "
        "tensor<2x4x4xf32>\n  "
        "}\n}\n";
    return pmapsim::import_stablehlo_to_text(pmapsim::stablehlo::parse_module(text, "step.mlir"));
  };
  const std::string compact = imported("[b, 0, f]x[0, i, o]->[b, 0, f]",
                                       "padding = dense<[[0, 1]]> : tensor<1x2xi64>, window_strides = "
                                       "array<i64: 2>, rhs_dilation = array<i64: 1>");
  CHECK_THAT(compact,
             Contains("input_batch_dimension=0, input_feature_dimension=2, input_spatial_dimensions=[1]"));
  CHECK_THAT(compact, Contains("window_strides=[2]"));
  const std::string raw = imported(
      "raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1], "
      "kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = "
      "[0], "
      "output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]",
      "padding = dense<[[0, 1]]> : tensor<1x2xi64>, window_strides = dense<2> : tensor<1xi64>, rhs_dilation "
      "= "
      "dense<1> : tensor<1xi64>");
  CHECK(raw == compact);
  CHECK_THROWS_WITH(
      imported("raw input_batch_dimension = 0, input_feature_dimension = 0", ""),
      StartsWith("step.mlir:3:10: stablehlo.convolution input_feature_dimension names dimension 0 "));
}

TEST_CASE("stablehlo.dot contracts lhs's last dimension with rhs's first, other ranks are one-line errors") {
  auto text = [](const std::string& lhs, const std::string& rhs, const std::string& result) {
    return "module @m {\n  func.func public @main(%arg0: " + lhs + ", %arg1: " + rhs + ") -> " + result +
           " {\n    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, HIGHEST] : (" + lhs + ", " + rhs +
           ") -> " + result + "\n    return %0 : " + result + "\n  }\n}\n";
  };
  const std::string matvec = pmapsim::import_stablehlo_to_text(pmapsim::stablehlo::parse_module(
      text("tensor<2x3xf32>", "tensor<3xf32>", "tensor<2xf32>"), "step.mlir"));
  CHECK_THAT(matvec, Contains("lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[], "
                              "lhs_precision=DEFAULT, rhs_precision=HIGHEST} : f32[2]"));
  CHECK(error_of(text("tensor<3xf32>", "tensor<3x4xf32>", "tensor<4xf32>")).empty());
  check_one_line_error(text("tensor<2x2x3xf32>", "tensor<3xf32>", "tensor<2x2xf32>"), "stablehlo.dot",
                       "vectors or matrices");
}

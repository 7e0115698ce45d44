// The indexing and layout rows (slice, concatenate, pad, reverse,
// dynamic_slice, dynamic_update_slice, gather, scatter) and constants of
// every element type: JAX's own programs (tests/data/stablehlo/idx_*, written
// by cases_indexing.py) match JAX's stored outputs exactly on the reference
// and the simulator; malformed attributes are one-line errors.
#include <catch2/catch.hpp>
#include <cstring>

#include "corpus_helpers.hpp"

using namespace corpus;  // NOLINT: the helpers are this file's vocabulary

namespace {

// These programs only move data or do one correctly rounded operation per
// element, so the outputs must equal JAX's bit for bit (dtype included).
void run_and_compare_exactly(const std::string& name, const std::string& backend) {
  run_case(name, backend, [](const pmapsim::Array& got, const pmapsim::Array& want) {
    // pmapsim writes bf16 widened to f32 (exactly; npy.cpp), which every numpy reads.
    const bool widened_bf16 = want.dtype() == pmapsim::DType::bf16 && got.dtype() == pmapsim::DType::f32;
    REQUIRE((got.dtype() == want.dtype() || widened_bf16));
    for (std::int64_t i = 0; i < want.size(); ++i) {
      INFO("element " << i << ": got " << got.get(i) << ", JAX " << want.get(i));
      const double g = got.get(i), w = want.get(i);
      CHECK(((std::isnan(g) && std::isnan(w)) || (g == w && std::signbit(g) == std::signbit(w))));
    }
  });
}

const char* const kExactCases[] = {
    "idx_slice",       "idx_pad",         "idx_joins",        "idx_flip_roll",
    "idx_dynamic",     "idx_scatter",     "idx_scatter_int",  "idx_constants",
    "idx_constants64", "idx_hex_tables",  "idx_hex_tables64", "idx_batched",
    "idx_gather_clip", "idx_scatter_oob", "idx_pad_modes",    "idx_constants64_wide"};

std::string module_with(const std::string& op_line, const std::string& arg = "tensor<4x6xf32>",
                        const std::string& result = "tensor<2x3xf32>") {
  return "module @m {\n  func.func public @main(%arg0: " + arg + ") -> " + result +
         " {\n    %c = stablehlo.constant dense<1> : tensor<i32>\n" + op_line +
         "\n    return %0 : " + result + "\n  }\n}\n";
}

std::string import_message(const std::string& text) {
  try {
    pmapsim::import_stablehlo(text, "bad.mlir");
  } catch (const pmapsim::Error& e) {
    return e.what();
  }
  return "(imported)";
}

}  // namespace

TEST_CASE("indexing corpus programs match JAX exactly on the reference") {
  for (const char* name : kExactCases) run_and_compare_exactly(name, "reference");
  run_and_compare("layout", "reference");  // slice, then sqrt (not exact across libraries)
}

TEST_CASE("indexing corpus programs match JAX exactly on the simulator") {
  for (const char* name : kExactCases) run_and_compare_exactly(name, "sim:tpu-v5e,devices=1");
  run_and_compare("layout", "sim:tpu-v5e,devices=1");
}

TEST_CASE("programs that also need rows of other families stop only at those rows") {
  // idx_gather (jnp.take's fill mode checks its indices with a reduce of `and`),
  // gpt_block (the same, for the embedding) and random (threefry's loop) pass
  // every indexing op and stop at a reduce or while row.
  for (const char* name : {"idx_gather", "gpt_block", "random"}) {
    const std::string error = import_error(name);
    INFO(name << ": " << error);
    if (error.empty()) {
      run_and_compare(name, "reference");
      run_and_compare(name, "sim:tpu-v5e,devices=1");
    } else {
      CHECK((error.find("stablehlo.reduce ") != std::string::npos ||
             error.find("stablehlo.while ") != std::string::npos));
    }
  }
}

TEST_CASE("malformed indexing attributes are one-line errors at the op") {
  using Catch::Matchers::Contains;
  using Catch::Matchers::StartsWith;
  const auto gather = [](const std::string& dn) {
    return module_with(
        "    %i = stablehlo.constant dense<[[1], [2]]> : tensor<2x1xi32>\n"
        "    %0 = \"stablehlo.gather\"(%arg0, %i) <{dimension_numbers = #stablehlo.gather<" +
            dn +
            ">, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : "
            "(tensor<4x6xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>",
        "tensor<4x6xf32>", "tensor<2x3xf32>");
  };
  // A well-formed gather imports (the test's own control).
  CHECK(import_message(gather("offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], "
                              "index_vector_dim = 1")) == "(imported)");
  const std::string unknown = import_message(gather("offset_dims = [1], colapsed_slice_dims = [0]"));
  CHECK_THAT(unknown, StartsWith("bad.mlir:5:10: stablehlo.gather ") && Contains("unknown field 'colapsed"));
  CHECK(unknown.find('\n') == std::string::npos);
  CHECK_THAT(import_message(gather("offset_dims = [1, x], start_index_map = [0]")),
             StartsWith("bad.mlir:5:10: stablehlo.gather ") && Contains("expected an integer"));
  CHECK_THAT(import_message(gather("offset_dims = [1")), StartsWith("bad.mlir:5:10: stablehlo.gather "));
  CHECK_THAT(import_message(gather("offset_dims = [1], offset_dims = [1]")), Contains("given twice"));
  CHECK_THAT(import_message(gather("offset_dims = 1, start_index_map = [0]")), Contains("expected '['"));
  CHECK_THAT(import_message(gather("offset_dims = [1], index_vector_dim = [1]")),
             Contains("expected an integer"));
  CHECK_THAT(import_message(gather("offset_dims = [1] start_index_map = [0]")), Contains("expected ','"));

  CHECK_THAT(
      import_message(module_with("    %0 = stablehlo.slice %arg0 [0:2:1:1, 0:3] : (tensor<4x6xf32>) -> "
                                 "tensor<2x3xf32>")),
      StartsWith("bad.mlir:4:10: stablehlo.slice ") && Contains("start:limit"));
  CHECK_THAT(import_message(module_with("    %0 = stablehlo.slice %arg0 [0:2] : (tensor<4x6xf32>) -> "
                                        "tensor<2x3xf32>")),
             StartsWith("bad.mlir:4:10: stablehlo.slice ") && Contains("one entry per dimension"));
  CHECK_THAT(import_message(module_with("    %0 = stablehlo.dynamic_slice %arg0, %c, sizes = [2, 3] : "
                                        "(tensor<4x6xf32>, tensor<i32>) -> tensor<2x3xf32>")),
             StartsWith("bad.mlir:4:10: stablehlo.dynamic_slice ") && Contains("start index per dimension"));
  CHECK_THAT(import_message(module_with("    %0 = stablehlo.pad %arg0, %c, low = [0, 0], high = [1, 1] : "
                                        "(tensor<4x6xf32>, tensor<i32>) -> tensor<2x3xf32>")),
             StartsWith("bad.mlir:4:10: stablehlo.pad ") && Contains("missing attribute 'interior_padding'"));

  const auto scatter = [](const std::string& region) {
    return module_with(
        "    %i = stablehlo.constant dense<[[1], [2]]> : tensor<2x1xi32>\n"
        "    %u = stablehlo.constant dense<1.0> : tensor<2x6xf32>\n"
        "    %0 = \"stablehlo.scatter\"(%arg0, %i, %u) <{indices_are_sorted = false, "
        "scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], "
        "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, "
        "unique_indices = false}> ({\n    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n" +
            region + "\n    }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>",
        "tensor<4x6xf32>", "tensor<4x6xf32>");
  };
  CHECK(import_message(scatter(
            "      %s = stablehlo.add %a, %b : tensor<f32>\n      stablehlo.return %s : tensor<f32>")) ==
        "(imported)");
  const std::string sub = import_message(
      scatter("      %s = stablehlo.subtract %a, %b : tensor<f32>\n      stablehlo.return %s : tensor<f32>"));
  CHECK_THAT(sub, StartsWith("bad.mlir:6:10: stablehlo.scatter ") && Contains("update region"));
  CHECK(sub.find('\n') == std::string::npos);
  // Returning the old value is not `replace`.
  CHECK_THAT(import_message(scatter("      stablehlo.return %a : tensor<f32>")), Contains("update region"));
}

TEST_CASE(
    "64-bit constants beyond 2^53 are written exactly as their 32-bit halves, and bad elements are refused") {
  const std::string text =
      "module @m {\n  func.func public @main() -> tensor<2xi64> {\n"
      "    %0 = stablehlo.constant dense<[1, 9007199254740993]> : tensor<2xi64>\n"
      "    return %0 : tensor<2xi64>\n  }\n}\n";
  // 9007199254740993 = 2097152 * 2^32 + 1; the values are checked in idx_constants64_wide.
  const std::string printed = pmapsim::print(pmapsim::import_stablehlo(text, "wide.mlir"));
  CHECK_THAT(printed, Catch::Matchers::Contains("constant {values=[0.0, 2097152.0]} : s64[2]") &&
                          Catch::Matchers::Contains("constant {values=[1.0, 1.0]} : s64[2]") &&
                          Catch::Matchers::Contains("shift_left"));
  const std::string hex =
      "module @m {\n  func.func public @main() -> tensor<2xf16> {\n"
      "    %0 = stablehlo.constant dense<\"0x003C00BC\"> : tensor<2xf16>\n"
      "    return %0 : tensor<2xf16>\n  }\n}\n";
  CHECK(import_message(hex) == "(imported)");
  const auto constant = [](const std::string& value, const std::string& type) {
    return "module @m {\n  func.func public @main() -> " + type + " {\n    %0 = stablehlo.constant " + value +
           " : " + type + "\n    return %0 : " + type + "\n  }\n}\n";
  };
  CHECK(import_message(constant("dense<0xFF80>", "tensor<bf16>")) == "(imported)");
  CHECK_THAT(import_message(constant("dense<0xFF8>", "tensor<bf16>")),
             Catch::Matchers::StartsWith("bad.mlir:3:10: stablehlo.constant ") &&
                 Catch::Matchers::Contains("bad hex element"));
  CHECK_THAT(import_message(constant("dense<0x7FC00000>", "tensor<f16>")),
             Catch::Matchers::StartsWith("bad.mlir:3:10: stablehlo.constant "));
  CHECK_THAT(import_message(constant("dense<1.5>", "tensor<i32>")),
             Catch::Matchers::StartsWith("bad.mlir:3:10: stablehlo.constant ") &&
                 Catch::Matchers::Contains("real element"));
  CHECK(import_message(constant("dense<\"0xFFFFFFFFFFFFFFFF\">", "tensor<ui64>")) == "(imported)");
  CHECK_THAT(import_message(constant("dense<-1>", "tensor<ui64>")),
             Catch::Matchers::StartsWith("bad.mlir:3:10: stablehlo.constant ") &&
                 Catch::Matchers::Contains("out of range"));
}

TEST_CASE("the generic forms of the indexing ops map to the same pmapsim attributes as the pretty forms") {
  const std::string text =
      "module @m {\n  func.func public @main(%arg0: tensor<6x4xf32>, %arg1: tensor<f32>, %arg2: tensor<ui8>) "
      "-> "
      "(tensor<3x2xf32>, tensor<7x6xf32>, tensor<12x4xf32>, tensor<6x4xf32>, tensor<2x4xf32>) {\n"
      "    %0 = \"stablehlo.slice\"(%arg0) <{limit_indices = array<i64: 6, 4>, start_indices = array<i64: 1, "
      "0>, "
      "strides = array<i64: 2, 3>}> : (tensor<6x4xf32>) -> tensor<3x2xf32>\n"
      "    %1 = \"stablehlo.pad\"(%arg0, %arg1) <{edge_padding_high = array<i64: 1, -1>, edge_padding_low = "
      "array<i64: 0, 0>, interior_padding = array<i64: 0, 1>}> : (tensor<6x4xf32>, tensor<f32>) -> "
      "tensor<7x6xf32>\n"
      "    %2 = \"stablehlo.concatenate\"(%arg0, %arg0) <{dimension = 0 : i64}> : (tensor<6x4xf32>, "
      "tensor<6x4xf32>) -> tensor<12x4xf32>\n"
      "    %3 = \"stablehlo.reverse\"(%arg0) <{dimensions = array<i64: 1>}> : (tensor<6x4xf32>) -> "
      "tensor<6x4xf32>\n"
      "    %4 = \"stablehlo.dynamic_slice\"(%arg0, %arg2, %arg2) <{slice_sizes = array<i64: 2, 4>}> : "
      "(tensor<6x4xf32>, tensor<ui8>, tensor<ui8>) -> tensor<2x4xf32>\n"
      "    return %0, %1, %2, %3, %4 : tensor<3x2xf32>, tensor<7x6xf32>, tensor<12x4xf32>, tensor<6x4xf32>, "
      "tensor<2x4xf32>\n  }\n}\n";
  const std::string spmd =
      pmapsim::import_stablehlo_to_text(pmapsim::stablehlo::parse_module(text, "g.mlir"));
  INFO(spmd);
  CHECK(spmd.find("slice %arg0 {start_indices=[1, 0], limit_indices=[6, 4], strides=[2, 3]} : f32[3,2]") !=
        std::string::npos);
  CHECK(
      spmd.find("pad %arg0, %arg1 {edge_padding_low=[0, 0], edge_padding_high=[1, -1], interior_padding=[0, "
                "1]} : f32[7,6]") != std::string::npos);
  CHECK(spmd.find("concatenate %arg0, %arg0 {dimension=0} : f32[12,4]") != std::string::npos);
  CHECK(spmd.find("reverse %arg0 {dimensions=[1]} : f32[6,4]") != std::string::npos);
  CHECK(spmd.find("dynamic_slice %arg0, %arg2, %arg2 {slice_sizes=[2, 4]} : f32[2,4]") != std::string::npos);
  CHECK_NOTHROW(pmapsim::import_stablehlo(text, "g.mlir"));  // and the program verifies
}

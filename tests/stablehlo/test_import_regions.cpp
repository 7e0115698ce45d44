// Control flow and region ops (while, case, if, sort, general reduce,
// optimization_barrier, chlo.top_k): JAX's programs (tests/data/stablehlo,
// cases_regions.py) match JAX's stored outputs on the reference and on the
// simulator, and regions of the wrong shape are one-line errors.
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "corpus_helpers.hpp"
#include "pmapsim/pmapsim.hpp"
#include "pmapsim/stablehlo/module.hpp"

using namespace corpus;  // NOLINT: the helpers are this file's vocabulary

namespace {

const std::vector<std::string> kCases = {"fori_loop",
                                         "while_loop",
                                         "scan",
                                         "cond",
                                         "switch",
                                         "reductions",
                                         "argmax_sort_topk",
                                         "reg_fori_dynamic",
                                         "reg_while_tuple",
                                         "reg_scan_carries",
                                         "reg_scan_reverse",
                                         "reg_nested_loops",
                                         "reg_cond_multi",
                                         "reg_switch_many",
                                         "reg_switch_negative",
                                         "reg_switch_out_of_range",
                                         "reg_argmax",
                                         "reg_argsort",
                                         "reg_sort_axes",
                                         "reg_sort_descending",
                                         "reg_lax_sort_multi",
                                         "reg_top_k",
                                         "reg_top_k_order",
                                         "reg_reduce_dtypes",
                                         "reg_reduce_inits",
                                         "reg_reduce_bf16",
                                         "reg_checkpoint_grad",
                                         "reg_approx_top_k"};

void run_everywhere(const std::string& name) {
  INFO(name);
  run_and_compare(name, "reference");
  run_and_compare(name, "sim:tpu-v5e,devices=1");
}

std::string import_error_of(const std::string& text) {
  try {
    pmapsim::import_stablehlo(text, "r.mlir");
  } catch (const pmapsim::Error& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("JAX's loops, branches, sorts and reductions match JAX on the reference and the simulator") {
  for (const auto& name : kCases) run_everywhere(name);
}

TEST_CASE("loops and branches around collectives match JAX over 8 devices") {
  for (const char* name : {"reg_sharded_loop_psum", "reg_sharded_cond", "reg_pmap_while_pmean"}) {
    INFO(name);
    run_and_compare(name, "reference:devices=8");
    run_and_compare(name, "sim:tpu-v5e,devices=8");
  }
}

namespace {

std::string module_with(const std::string& body, const std::string& args = "%arg0: tensor<4xf32>",
                        const std::string& result = "tensor<4xf32>") {
  return "module @m {\n  func.func public @main(" + args + ") -> " + result + " {\n" + body + "  }\n}\n";
}

}  // namespace

TEST_CASE("a while whose condition is not a scalar bool is a one-line error") {
  const std::string text = module_with(
      "    %0 = stablehlo.while(%iterArg = %arg0) : tensor<4xf32>\n"
      "    cond {\n"
      "      stablehlo.return %iterArg : tensor<4xf32>\n"
      "    } do {\n"
      "      stablehlo.return %iterArg : tensor<4xf32>\n"
      "    }\n"
      "    return %0 : tensor<4xf32>\n");
  CHECK(import_error_of(text) ==
        "r.mlir:5:7: stablehlo.return returns tensor<4xf32> where stablehlo.while needs tensor<i1>");
}

TEST_CASE("a while body that returns the wrong number of values is a one-line error") {
  const std::string text = module_with(
      "    %c = stablehlo.constant dense<true> : tensor<i1>\n"
      "    %0 = stablehlo.while(%iterArg = %arg0) : tensor<4xf32>\n"
      "    cond {\n"
      "      stablehlo.return %c : tensor<i1>\n"
      "    } do {\n"
      "      stablehlo.return %iterArg, %iterArg : tensor<4xf32>, tensor<4xf32>\n"
      "    }\n"
      "    return %0 : tensor<4xf32>\n");
  CHECK(import_error_of(text) ==
        "r.mlir:8:7: stablehlo.return returns 2 values where stablehlo.while needs 1");
}

TEST_CASE("a reduce region of the wrong shape is a one-line error") {
  // Three block arguments for a one-input reduce.
  const std::string text = module_with(
      "    %cst = stablehlo.constant dense<0.0> : tensor<f32>\n"
      "    %0 = stablehlo.reduce(%arg0 init: %cst) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> "
      "tensor<f32>\n"
      "     reducer(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>)  {\n"
      "      %1 = stablehlo.subtract %a, %b : tensor<f32>\n"
      "      stablehlo.return %1 : tensor<f32>\n"
      "    }\n"
      "    return %0 : tensor<f32>\n",
      "%arg0: tensor<4xf32>", "tensor<f32>");
  CHECK(import_error_of(text) ==
        "r.mlir:4:10: stablehlo.reduce region 0 takes 3 arguments where it must take 2");
}

TEST_CASE("a sort comparator over the wrong element type is a one-line error") {
  const std::string text = module_with(
      "    %0 = \"stablehlo.sort\"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({\n"
      "    ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
      "      %1 = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "      stablehlo.return %1 : tensor<i1>\n"
      "    }) : (tensor<4xf32>) -> tensor<4xf32>\n"
      "    return %0 : tensor<4xf32>\n");
  CHECK(import_error_of(text) ==
        "r.mlir:3:10: stablehlo.sort region 0 argument 0 is tensor<i32> where it must be tensor<f32>");
}

TEST_CASE("an if whose predicate is not a scalar bool is a one-line error") {
  const std::string text = module_with(
      "    %0 = \"stablehlo.if\"(%arg0) ({\n"
      "      stablehlo.return %arg0 : tensor<4xf32>\n"
      "    }, {\n"
      "      stablehlo.return %arg0 : tensor<4xf32>\n"
      "    }) : (tensor<4xf32>) -> tensor<4xf32>\n"
      "    return %0 : tensor<4xf32>\n");
  CHECK(import_error_of(text) == "r.mlir:3:10: stablehlo.if predicate must be tensor<i1>, got tensor<4xf32>");
}

TEST_CASE("top_k with k beyond the last dimension is a one-line error") {
  const std::string text = module_with(
      "    %values, %indices = chlo.top_k(%arg0, k = 5) : tensor<4xf32> -> (tensor<5xf32>, tensor<5xi32>)\n"
      "    return %values : tensor<5xf32>\n",
      "%arg0: tensor<4xf32>", "tensor<5xf32>");
  CHECK(import_error_of(text) == "r.mlir:3:25: chlo.top_k k = 5 is outside 0..4");
}

TEST_CASE(
    "single-input add/max/any/all reductions run as reduce_sum/reduce_max, a non-identity init combined") {
  auto imported = [](const std::string& text) {
    return pmapsim::import_stablehlo_to_text(pmapsim::stablehlo::parse_module(text, "r.mlir"));
  };
  // reg_reduce_inits: sum from 1.5, max from 0.25 and from 7 (s32), min, xor.
  const std::string inits = imported(slurp(kCorpus / "reg_reduce_inits/program.mlir"));
  INFO(inits);
  CHECK(inits.find("reduce_sum %arg0 {axes=[1]}") != std::string::npos);
  CHECK(inits.find("reduce_max %arg0 {axes=[0]}") != std::string::npos);
  CHECK(inits.find("reduce_max %arg1 {axes=[0]}") != std::string::npos);
  // The inits that are not the identity are added / maxed in afterwards.
  CHECK(inits.find(" = add %") != std::string::npos);
  CHECK(inits.find(" = max %") != std::string::npos);
  // min and xor keep a region: 2 general reduces.
  std::size_t general = 0;
  for (std::size_t at = inits.find(" = reduce "); at != std::string::npos;
       at = inits.find(" = reduce ", at + 1))
    ++general;
  CHECK(general == 2);
  // any/all over bool: no region at all.
  const std::string dtypes = imported(slurp(kCorpus / "reg_reduce_dtypes/program.mlir"));
  INFO(dtypes);
  CHECK(dtypes.find(": bool[4] (") == std::string::npos);
}

TEST_CASE("a case branch returning another type than the case is a one-line error") {
  const std::string text = module_with(
      "    %0 = \"stablehlo.case\"(%arg1) ({\n"
      "      stablehlo.return %arg0 : tensor<4xf32>\n"
      "    }, {\n"
      "      %1 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xi32>\n"
      "      stablehlo.return %1 : tensor<4xi32>\n"
      "    }) : (tensor<i32>) -> tensor<4xf32>\n"
      "    return %0 : tensor<4xf32>\n",
      "%arg0: tensor<4xf32>, %arg1: tensor<i32>");
  CHECK(import_error_of(text) ==
        "r.mlir:7:7: stablehlo.return returns tensor<4xi32> where stablehlo.case needs "
        "tensor<4xf32>");
}

TEST_CASE("a case index that is not tensor<i32> is a one-line error") {
  const std::string text = module_with(
      "    %0 = \"stablehlo.case\"(%arg1) ({\n"
      "      stablehlo.return %arg0 : tensor<4xf32>\n"
      "    }) : (tensor<2xi32>) -> tensor<4xf32>\n"
      "    return %0 : tensor<4xf32>\n",
      "%arg0: tensor<4xf32>, %arg1: tensor<2xi32>");
  CHECK(import_error_of(text) == "r.mlir:3:10: stablehlo.case index must be tensor<i32>, got tensor<2xi32>");
}

TEST_CASE("a sort dimension outside the rank is a one-line error") {
  const std::string text = module_with(
      "    %0 = \"stablehlo.sort\"(%arg0) <{dimension = 1 : i64}> ({\n"
      "    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n"
      "      %1 = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
      "      stablehlo.return %1 : tensor<i1>\n"
      "    }) : (tensor<4xf32>) -> tensor<4xf32>\n"
      "    return %0 : tensor<4xf32>\n");
  CHECK(import_error_of(text) == "r.mlir:3:10: stablehlo.sort dimension 1 is outside the operands' rank 1");
}

TEST_CASE("top_k with largest = false sorts ascending, an unknown top_k attribute is a one-line error") {
  auto text = [](const std::string& attrs) {
    return module_with("    %values, %indices = chlo.top_k(%arg0, k = 2" + attrs +
                           ") : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>)\n"
                           "    return %values : tensor<2xf32>\n",
                       "%arg0: tensor<4xf32>", "tensor<2xf32>");
  };
  auto imported = [](const std::string& t) {
    return pmapsim::import_stablehlo_to_text(pmapsim::stablehlo::parse_module(t, "r.mlir"));
  };
  CHECK(imported(text("")).find("direction=gt") != std::string::npos);
  CHECK(imported(text(", largest = false")).find("direction=lt") != std::string::npos);
  CHECK(import_error_of(text(", mode = 1")) ==
        "r.mlir:3:25: chlo.top_k attribute 'mode' = 1 is not understood");
}

TEST_CASE("a case index out of range, negative or past the end, takes the last branch (StableHLO's case)") {
  // lax.switch clamps its index before the case; StableHLO's case itself
  // takes the last branch for any index outside 0..N-1.
  const pmapsim::Program program =
      pmapsim::import_stablehlo(module_with("    %1 = \"stablehlo.case\"(%arg1) ({\n"
                                            "      %2 = stablehlo.sine %arg0 : tensor<4xf32>\n"
                                            "      stablehlo.return %2 : tensor<4xf32>\n"
                                            "    }, {\n"
                                            "      %2 = stablehlo.negate %arg0 : tensor<4xf32>\n"
                                            "      stablehlo.return %2 : tensor<4xf32>\n"
                                            "    }) : (tensor<i32>) -> tensor<4xf32>\n"
                                            "    return %1 : tensor<4xf32>\n",
                                            "%arg0: tensor<4xf32>, %arg1: tensor<i32>"),
                                "case.mlir");
  pmapsim::Array x(pmapsim::DType::f32, {4});
  for (int i = 0; i < 4; ++i) x.set(i, 0.5 * (i + 1));
  for (const std::string backend : {"reference", "sim:tpu-v5e,devices=1"}) {
    auto device = pmapsim::BackendRegistry::global().open(backend);
    for (const int index : {-7, -1, 0, 1, 2, 9}) {
      INFO(backend << " index " << index);
      pmapsim::Array i(pmapsim::DType::s32, {});
      i.set(0, index);
      const pmapsim::RunResult run =
          pmapsim::compile_and_run(*device, program, pmapsim::shard_arguments(program, {x, i}));
      const pmapsim::Array out = pmapsim::assemble_results(program, run.outputs).at(0);
      for (int e = 0; e < 4; ++e)
        CHECK(out.get(e) == Approx(index == 0 ? std::sin(0.5 * (e + 1)) : -0.5 * (e + 1)).epsilon(1e-6));
    }
  }
}

namespace {

// The imported program's text, for tests that read what a row wrote.
std::string imported_text(const std::string& text) {
  return pmapsim::import_stablehlo_to_text(pmapsim::stablehlo::parse_module(text, "r.mlir"));
}

std::size_t count_of(const std::string& text, const std::string& part) {
  std::size_t count = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
  return count;
}

// @main calls @twice twice and the quoted @"<lambda>" once; @twice calls @add.
const char* const kCalls = R"(module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = call @twice(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = func.call @twice(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %2:2 = call @"<lambda>"(%1, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    return %2#0, %2#1 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @twice(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @add(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @add(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @"<lambda>"(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
    return %0, %arg1 : tensor<4xf32>, tensor<4xf32>
  }
}
)";

}  // namespace

TEST_CASE("func.call becomes a call whose region is the callee's body") {
  const std::string text = imported_text(kCalls);
  CHECK(count_of(text, " = call ") == 5);  // twice (with add inside) twice, and the lambda
  CHECK(count_of(text, "{callee=twice}") == 2);
  CHECK(count_of(text, "{callee=add}") == 2);
  CHECK(count_of(text, "{callee=_lambda_}") == 1);  // a quoted name, made a pmapsim name
  const pmapsim::Program program = pmapsim::import_stablehlo(kCalls, "r.mlir");
  auto runtime = pmapsim::Runtime::open("reference");
  const pmapsim::Array x = pmapsim::Array::from_doubles(pmapsim::DType::f32, {4}, {1, 2, 3, -4});
  const auto outputs = runtime.executable(program).run({{x}}).outputs.at(0);
  for (std::int64_t i = 0; i < 4; ++i) {
    CHECK(outputs.at(0).get(i) == 4 * x.get(i) * x.get(i));
    CHECK(outputs.at(1).get(i) == x.get(i));
  }
}

TEST_CASE("calls inside a reduce region are inlined, JAX's calls elsewhere are calls") {
  // gen_argmax_pool's reduce_window region calls @_where (scalar regions hold no regions on CUDA).
  const std::string pool = imported_text(slurp(kCorpus / "gen_argmax_pool/program.mlir"));
  CHECK(count_of(pool, " = call ") == 0);
  const std::string select = imported_text(slurp(kCorpus / "select_compare/program.mlir"));
  CHECK(count_of(select, " = call ") == 1);
  CHECK(count_of(select, "{callee=_where}") == 1);
}

TEST_CASE("a recursive call is a one-line error naming the call and the cycle") {
  const std::string text = R"(module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @f(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @g(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @g(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @f(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
)";
  CHECK(import_error_of(text) ==
        "r.mlir:11:10: func.call calls @f recursively (@f -> @g -> @f); a call runs its callee's body in "
        "place, which cannot recurse");
}

TEST_CASE("a call whose types differ from its callee's is a one-line error") {
  const std::string callee = R"(
  func.func private @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}
)";
  const std::string wrong_argument = module_with(
      "    %0 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xi32>\n"
      "    %1 = call @f(%0) : (tensor<4xi32>) -> tensor<4xf32>\n"
      "    return %1 : tensor<4xf32>\n");
  CHECK(import_error_of(wrong_argument.substr(0, wrong_argument.size() - 2) + callee) ==
        "r.mlir:4:10: func.call passes (tensor<4xi32>) to @f, which takes (tensor<4xf32>)");
  const std::string wrong_result = module_with(
      "    %0 = call @f(%arg0) : (tensor<4xf32>) -> tensor<2x2xf32>\n"
      "    %1 = stablehlo.reshape %0 : (tensor<2x2xf32>) -> tensor<4xf32>\n"
      "    return %1 : tensor<4xf32>\n");
  CHECK(import_error_of(wrong_result.substr(0, wrong_result.size() - 2) + callee) ==
        "r.mlir:3:10: func.call expects (tensor<2x2xf32>) from @f, which returns (tensor<4xf32>)");
  CHECK(import_error_of(module_with("    %0 = call @missing(%arg0) : (tensor<4xf32>) -> tensor<4xf32>\n"
                                    "    return %0 : tensor<4xf32>\n")) ==
        "r.mlir:3:10: func.call calls @missing, which the module does not define");
}

TEST_CASE("ApproxTopK's comparator must be one ordering compare, else a one-line error at the custom_call") {
  const auto text = [](const std::string& direction) {
    return "module @m {\n"
           "  func.func @cmp(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) "
           "-> "
           "tensor<i1> {\n"
           "    %0 = stablehlo.compare " +
           direction +
           ", %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
           "    stablehlo.return %0 : tensor<i1>\n  }\n"
           "  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xi32>) -> tensor<2xf32> {\n"
           "    %c = stablehlo.constant dense<-1> : tensor<i32>\n"
           "    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>\n"
           "    %1:2 = stablehlo.custom_call @ApproxTopK(%arg0, %arg1, %cst, %c) {called_computations = "
           "[@cmp], "
           "mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, reduction_dim = 0 : i64, "
           "top_k = "
           "2 : i64}} : (tensor<8xf32>, tensor<8xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, "
           "tensor<2xi32>)\n"
           "    return %1#0 : tensor<2xf32>\n  }\n}\n";
  };
  CHECK(import_error_of(text("GT")).empty());
  CHECK(import_error_of(text("EQ")) ==
        "r.mlir:9:12: stablehlo.custom_call @ApproxTopK comparator @cmp must compare GT, LT, GE or LE");
}

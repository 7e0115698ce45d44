// chlo's math ops (sinh, asin, erfc, ...) and reduce_precision, composed from
// pmapsim's ops, against JAX's outputs over ranges where naive formulas
// cancel or overflow (tests/data/stablehlo/cases_math.py); rng_bit_generator
// against JAX's bits (cases_random.py) and its attribute errors.
#include <catch2/catch.hpp>
#include <cmath>

#include "corpus_helpers.hpp"
#include "pmapsim/pmapsim.hpp"

using namespace corpus;  // NOLINT: the helpers are this file's vocabulary

namespace {

std::string import_error_of(const std::string& text) {
  try {
    pmapsim::import_stablehlo(text, "r.mlir");
  } catch (const pmapsim::Error& e) {
    return e.what();
  }
  return "";
}

// A module with one rng_bit_generator line (the op name at line 3, column 14).
std::string rng_module(const std::string& state_type, const std::string& op_line) {
  return "module @m {\n  func.func public @main(%arg0: " + state_type + ") -> " + state_type + " {\n    " +
         op_line + "\n    return %s : " + state_type + "\n  }\n}\n";
}

const char* const kMathCases[] = {"math_hyperbolic",    "math_inverse_trig",     "math_acosh_erfc",
                                  "math_bf16",          "math_reduce_precision", "math_next_after",
                                  "math_lgamma_digamma"};
}  // namespace

TEST_CASE("chlo math ops and reduce_precision match JAX on the reference") {
  for (const char* name : kMathCases) run_and_compare(name, "reference");
}

TEST_CASE("chlo math ops and reduce_precision match JAX on the simulator") {
  for (const char* name : kMathCases) run_and_compare(name, "sim:tpu-v5e,devices=1");
}

TEST_CASE("rng_bit_generator gives JAX's bits through jax.random (rbg) and each algorithm") {
  for (const char* name : {"rng_rbg", "rng_algorithms"}) {
    INFO(name);
    run_and_compare(name, "reference");
    run_and_compare(name, "sim:tpu-v5e,devices=1");
  }
}

TEST_CASE("rng_bit_generator reads both attribute forms and names a bad one at its line") {
  const std::string pretty = rng_module("tensor<2xui64>",
                                        "%s, %o = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : "
                                        "(tensor<2xui64>) -> (tensor<2xui64>, "
                                        "tensor<3xui8>)");
  CHECK_THAT(pmapsim::print(pmapsim::import_stablehlo(pretty, "r.mlir")),
             Catch::Matchers::Contains("rng_bit_generator %arg0 {algorithm=three_fry} : u64[2], u8[3]"));
  const auto generic = [](const std::string& algorithm, const std::string& state_type) {
    return rng_module(state_type,
                      "%s, %o = \"stablehlo.rng_bit_generator\"(%arg0) {rng_algorithm = " + algorithm +
                          "} : (" + state_type + ") -> (" + state_type + ", tensor<2x2xf32>)");
  };
  CHECK_THAT(pmapsim::print(pmapsim::import_stablehlo(
                 generic("#stablehlo<rng_algorithm PHILOX>", "tensor<3xui64>"), "r.mlir")),
             Catch::Matchers::Contains("{algorithm=philox} : u64[3], f32[2,2]"));
  CHECK(import_error_of(generic("#stablehlo<rng_algorithm MERSENNE>", "tensor<2xui64>")) ==
        "r.mlir:3:14: stablehlo.rng_bit_generator unknown rng_algorithm 'MERSENNE' (expected DEFAULT, "
        "THREE_FRY or "
        "PHILOX)");
  CHECK(import_error_of(generic("#stablehlo<precision HIGH>", "tensor<2xui64>")) ==
        "r.mlir:3:14: stablehlo.rng_bit_generator rng_algorithm must be #stablehlo<rng_algorithm NAME>");
  CHECK(import_error_of(generic("#stablehlo<rng_algorithm THREE_FRY>", "tensor<3xui64>")) ==
        "r.mlir:3:14: stablehlo.rng_bit_generator initial_state tensor<3xui64> must be tensor<2xui64> for "
        "THREE_FRY");
  CHECK(import_error_of(generic("#stablehlo<rng_algorithm DEFAULT>", "tensor<4xui32>")) ==
        "r.mlir:3:14: stablehlo.rng_bit_generator initial_state tensor<4xui32> must be tensor<2xui64> or "
        "tensor<3xui64>");
}

TEST_CASE("a LAPACK custom_call with index layouts is named at its line, not its layout") {
  // What jnp.linalg.cholesky lowers to on the CPU: its layouts are dense<...> : tensor<2xindex>.
  const std::string text =
      "module @m {\n  func.func public @main(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {\n"
      "    %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%arg0) {operand_layouts = [dense<[0, 1]> : "
      "tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : "
      "(tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<i32>)\n"
      "    return %0#0 : tensor<3x3xf32>\n  }\n}\n";
  CHECK(import_error_of(text) ==
        "r.mlir:3:12: stablehlo.custom_call @lapack_spotrf_ffi is not supported yet");
}

// chlo.erfc (jax.scipy.special.erfc, jax.scipy.stats.norm.sf) is pmapsim's erfc op, not
// 1 - erf(x): in f32, erf(x) rounds to 1 from x = 3.9 on, so the difference was 0 where the
// tail probability is 1.5e-8 (x = 4) or 1e-29 (x = 8). JAX's values, from JAX 0.10.2 on
// its CPU backend: jax.jit(jax.scipy.special.erfc)(np.array([2, 3.5, 4, 5, 6.5, 8], np.float32)).
TEST_CASE("chlo.erfc imports as one erfc op and keeps the tail JAX computes") {
  const std::string text = R"(module @m {
  func.func public @main(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %0 = chlo.erfc %arg0 : tensor<6xf32> -> tensor<6xf32>
    return %0 : tensor<6xf32>
  }
}
)";
  const pmapsim::Program program = pmapsim::import_stablehlo(text, "erfc.mlir");
  CHECK_THAT(pmapsim::print(program), Catch::Matchers::Contains("= erfc %"));
  const pmapsim::Array x = pmapsim::Array::from_doubles(pmapsim::DType::f32, {6}, {2, 3.5, 4, 5, 6.5, 8});
  const std::vector<double> jax = {0.004677734803408384,   7.430983828271565e-07, 1.5417258580896487e-08,
                                   1.5374597211667562e-12, 3.84214796279283e-20,  1.1224297146397275e-29};
  for (const char* backend : {"reference", "sim:tpu-v5e,devices=1"}) {
    INFO(backend);
    auto runtime = pmapsim::Runtime::open(backend);
    const pmapsim::Array got = runtime.executable(program).run({{x}}).outputs.at(0).at(0);
    // Within JAX's own error (XLA's f32 expansion is a few ulps off in the tail).
    for (std::int64_t i = 0; i < 6; ++i) CHECK(got.get(i) == Approx(jax[i]).epsilon(1e-6));
  }
}

TEST_CASE("stablehlo.fma rounds once, bit for bit as JAX 0.12.1's lax.fma, and refuses f64") {
  // tests/data/stablehlo-jax0.12.1/math_fma/make_case.py: where a multiply then an add rounds twice
  // (987 of its 4096 values).
  for (const char* backend : {"reference", "sim:tpu-v5e,devices=1"}) {
    INFO(backend);
    run_case(
        "math_fma", backend,
        [](const pmapsim::Array& got, const pmapsim::Array& want) {
          for (std::int64_t i = 0; i < want.size(); ++i) {
            INFO("element " << i);
            const double g = got.get(i), w = want.get(i);
            CHECK((g == w || (std::isnan(g) && std::isnan(w))));
            if (w == 0) CHECK(std::signbit(g) == std::signbit(w));
          }
        },
        kCorpusNewest.parent_path() / "stablehlo-jax0.12.1");
  }
  const std::string f64 =
      "module @m {\n  func.func public @main(%a: tensor<2xf64>) -> tensor<2xf64> {\n"
      "    %0 = stablehlo.fma %a, %a, %a : tensor<2xf64>\n    return %0 : tensor<2xf64>\n  }\n}\n";
  CHECK_THAT(import_error_of(f64),
             Catch::Matchers::Contains("r.mlir:3:10: stablehlo.fma of f64 is not supported"));
}

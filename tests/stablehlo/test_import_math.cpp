// chlo's math ops (sinh, asin, erfc, ...) and reduce_precision, composed from
// pmapsim's ops, against JAX's outputs over ranges where naive formulas
// cancel or overflow (tests/data/stablehlo/cases_math.py).
#include <catch2/catch.hpp>

#include "corpus_helpers.hpp"

using namespace corpus;  // NOLINT: the helpers are this file's vocabulary

namespace {
const char* const kMathCases[] = {"math_hyperbolic", "math_inverse_trig",     "math_acosh_erfc",
                                  "math_bf16",       "math_reduce_precision", "math_next_after"};
}

TEST_CASE("chlo math ops and reduce_precision match JAX on the reference") {
  for (const char* name : kMathCases) run_and_compare(name, "reference");
}

TEST_CASE("chlo math ops and reduce_precision match JAX on the simulator") {
  for (const char* name : kMathCases) run_and_compare(name, "sim:tpu-v5e,devices=1");
}

// The SCALE-Sim fold model, against cycle counts worked out by hand.
#include <catch2/catch.hpp>

#include "pmapsim/errors.hpp"
#include "pmapsim/scalesim/systolic.hpp"

using namespace pmapsim::scalesim;

namespace {
const ArrayShape kArray8{8, 8};
}

TEST_CASE("weight stationary folds: 2R + C + T - 2 per fold, total minus one") {
  // M=20, N=16, K=12 on 8x8: Sr = K = 12 -> 2 folds, Sc = N = 16 -> 2, T = M = 20.
  const SystolicTiming t = systolic_gemm(Dataflow::ws, kArray8, {20, 16, 12});
  CHECK(t.row_folds == 2);
  CHECK(t.col_folds == 2);
  CHECK(t.cycles_per_fold == 2 * 8 + 8 + 20 - 2);
  CHECK(t.total_cycles == 4 * 42 - 1);
  // Rows used 8 + 4, cols 8 + 8: 192 of 4 * 64 PE-folds.
  CHECK(t.mapping_efficiency == Approx(192.0 / 256.0));
  CHECK(t.compute_utilization == Approx(192.0 * 20 / (64.0 * 42 * 4)));
}

TEST_CASE("output stationary folds: R + C + T - 2 per fold") {
  // Sr = M = 20 -> 3 folds, Sc = N = 16 -> 2, T = K = 12.
  const SystolicTiming t = systolic_gemm(Dataflow::os, kArray8, {20, 16, 12});
  CHECK(t.folds() == 6);
  CHECK(t.cycles_per_fold == 8 + 8 + 12 - 2);
  CHECK(t.total_cycles == 6 * 26 - 1);
  CHECK(t.mapping_efficiency == Approx((20.0 * 16.0) / (6 * 64.0)));
}

TEST_CASE("input stationary folds: 2R + C + T - 2 with T = N") {
  // Sr = K = 12 -> 2 folds, Sc = M = 20 -> 3, T = N = 16.
  const SystolicTiming t = systolic_gemm(Dataflow::is, kArray8, {20, 16, 12});
  CHECK(t.folds() == 6);
  CHECK(t.cycles_per_fold == 2 * 8 + 8 + 16 - 2);
  CHECK(t.total_cycles == 6 * 38 - 1);
}

TEST_CASE("shapes that divide the array use every PE of every fold") {
  const SystolicTiming ws = systolic_gemm(Dataflow::ws, kArray8, {16, 16, 16});
  CHECK(ws.total_cycles == 4 * (16 + 8 + 16 - 2) - 1);
  CHECK(ws.mapping_efficiency == Approx(1.0));
  const SystolicTiming os = systolic_gemm(Dataflow::os, {128, 128}, {256, 256, 1024});
  CHECK(os.total_cycles == 4 * (128 + 128 + 1024 - 2) - 1);
  CHECK(os.compute_utilization == Approx(1024.0 / (128 + 128 + 1024 - 2)));
}

TEST_CASE("dataflow names parse case-insensitively and bad ones are errors") {
  CHECK(parse_dataflow("WS", "x") == Dataflow::ws);
  CHECK(parse_dataflow("os", "x") == Dataflow::os);
  CHECK_THROWS_WITH(parse_dataflow("xs", "cfg:3: Dataflow"),
                    Catch::Contains("cfg:3: Dataflow: unknown dataflow 'xs'"));
  CHECK_THROWS_AS(systolic_gemm(Dataflow::os, {0, 8}, {1, 1, 1}), pmapsim::Error);
}

// The simulator's vector-unit cost of the elementwise math ops: with HBM so
// fast that no op waits for memory, each op keeps the vector unit busy for
// its element count times the vector operations per element that
// sim/core/cost_model.cpp names (1 by default, 4 for exp-like sequences, 8
// for range-reduced trigonometry and erf, 12 for erf_inv, atan2, power).
#include <fmt/format.h>

#include <catch2/catch.hpp>

#include "sim_test_helpers.hpp"

using namespace pmapsim;
using namespace pmapsim::sim::testing;

namespace {

double vpu_ns(const std::string& op, int operands, const std::string& result = "f32") {
  auto backend = open_sim("sim:tiny,devices=1,timing-only,hbm_gbps=1000000,hbm_latency_ns=0");
  const std::string args = operands == 1 ? "%a" : "%a, %a";
  const Program program = parse_program(fmt::format(
      "pmap @f axis=i devices=1 (%a: f32[256,1024]) {{\n  %0 = {} {} : {}[256,1024]\n  return %0\n}}\n", op,
      args, result));
  return track_busy_ns(compile_and_run(*backend, program, make_args(program, true)).profile, 0, "vpu");
}

}  // namespace

TEST_CASE("elementwise math ops cost their named vector operations per element") {
  const double one = vpu_ns("floor", 1);
  REQUIRE(one > 0);
  CHECK(vpu_ns("sign", 1) == Approx(one));
  CHECK(vpu_ns("is_finite", 1, "bool") == Approx(one));
  CHECK(vpu_ns("logistic", 1) == Approx(4 * one));
  CHECK(vpu_ns("rsqrt", 1) == Approx(4 * one));
  CHECK(vpu_ns("sine", 1) == Approx(8 * one));
  CHECK(vpu_ns("erf", 1) == Approx(8 * one));
  CHECK(vpu_ns("erf_inv", 1) == Approx(12 * one));
  CHECK(vpu_ns("atan2", 2) == Approx(12 * one));
  CHECK(vpu_ns("power", 2) == Approx(12 * one));
  CHECK(vpu_ns("remainder", 2) == Approx(one));
}

// The simulator's vector-unit cost of the elementwise math ops: with HBM so
// fast that no op waits for memory, each op keeps the vector unit busy for
// its element count times the vector operations per element that
// sim/compiler/cost_model.cpp names (1 by default, 4 for exp-like sequences, 8
// for range-reduced trigonometry and erf, 12 for erf_inv, atan2, power), and
// rng_bit_generator its generator's operations per 32-bit word.
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

// Vector-unit time of one rng_bit_generator filling `output` from a u64[2] state.
double rng_vpu_ns(const std::string& algorithm, const std::string& output) {
  auto backend = open_sim("sim:tiny,devices=1,timing-only,hbm_gbps=1000000,hbm_latency_ns=0");
  const Program program =
      parse_program(fmt::format("pmap @f axis=i devices=1 (%k: u64[2]) {{\n  %s, %o = rng_bit_generator %k "
                                "{{algorithm={}}} : u64[2], {}\n"
                                "  return %o\n}}\n",
                                algorithm, output));
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

TEST_CASE("rng_bit_generator costs its generator's vector operations per 32-bit word") {
  const double one = vpu_ns("floor", 1);  // 256 x 1024 elements, one operation each
  REQUIRE(one > 0);
  CHECK(rng_vpu_ns("three_fry", "u32[256,1024]") == Approx(57.5 * one));
  CHECK(rng_vpu_ns("philox", "u32[256,1024]") == Approx(35 * one));
  CHECK(rng_vpu_ns("default", "f32[256,1024]") == Approx(35 * one));
  // A narrow element takes a whole word; a 64-bit one takes two.
  CHECK(rng_vpu_ns("three_fry", "u8[256,1024]") == Approx(57.5 * one));
  CHECK(rng_vpu_ns("philox", "u64[256,512]") == Approx(35 * one));
}

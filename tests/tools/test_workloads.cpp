// The transformer-block workload against JAX: the same block, inputs and
// weights run by JAX 0.10.2 on 8 CPU devices (bench/jax/transformer_block.py
// --size small wrote tests/data/transformer), on the reference and on the
// simulator, which must agree with the reference.
#include <catch2/catch.hpp>
#include <cmath>

#include "cli_helpers.hpp"
#include "pmapsim/npy.hpp"
#include "pmapsim/pmapsim.hpp"
#include "pmapsim/workloads/transformer.hpp"

using namespace pmapsim;
namespace ex = pmapsim::examples;

namespace {

std::vector<Array> jax_inputs() {
  std::vector<Array> arrays;
  for (const std::string& name : ex::transformer_input_names())
    arrays.push_back(read_npy(source_path("tests/data/transformer/" + name + ".npy")));
  return arrays;
}

}  // namespace

TEST_CASE("the transformer block on a 2x4 data x model grid equals JAX's output") {
  const ex::TransformerShape shape;  // the script's "small" size
  const ex::TransformerInputs inputs = ex::transformer_inputs_from(jax_inputs());
  const Array want = read_npy(source_path("tests/data/transformer/out.npy"));
  Runtime reference = Runtime::open("reference:devices=8");
  Pmapped block = ex::make_transformer_block(shape);
  const std::vector<Array> args = ex::shard_transformer_inputs(shape, inputs);
  const Array got = ex::unshard_transformer_output(shape, block(reference, args).at(0));
  REQUIRE(got.shape() == want.shape());
  double worst = 0;
  for (std::int64_t i = 0; i < want.size(); ++i)
    worst = std::max(worst, std::abs(got.get(i) - want.get(i)) / std::max(1.0, std::abs(want.get(i))));
  INFO("largest difference from JAX: " << worst);
  CHECK(worst < 1e-5);  // f32 sums in another order than XLA's

  SECTION("the simulator computes the same numbers and times the step") {
    Runtime sim = Runtime::open("sim:tpu-v5e,devices=8");
    const CheckReport report =
        check(block.last_program(), block.shard(args), sim.backend(), reference.backend());
    INFO(report.table());
    CHECK(report.passed());
    const std::vector<Array> on_sim = block(sim, args);
    CHECK(ex::unshard_transformer_output(shape, on_sim.at(0)) == got);
    CHECK(block.last_run().profile.total_ns > 0);
  }
}

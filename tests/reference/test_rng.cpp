// rng_bit_generator on the reference: every case of tests/data/rng/cases.json
// (XLA:CPU's bits for THREE_FRY, PHILOX and DEFAULT, many shapes and dtypes)
// bit for bit, the state it returns, and the recorder's function.
#include <catch2/catch.hpp>

#include "../rng_cases.hpp"
#include "helpers.hpp"
#include "pmapsim/recorder.hpp"

using namespace pmapsim;
using namespace pmapsim::test;

TEST_CASE("rng_bit_generator gives XLA:CPU's bits and state for every stored case") {
  const std::vector<RngCase> cases = load_rng_cases();
  REQUIRE(cases.size() > 100);
  for (const RngCase& c : cases) {
    INFO(c.name);
    const std::vector<Array> outputs = run_program(rng_program(c), {{u64_array(c.state)}}).at(0);
    CHECK(all_bits(outputs.at(0)) == c.output_state);
    CHECK(outputs.at(1).dtype() == c.dtype);
    CHECK(outputs.at(1).shape() == c.shape);
    CHECK(all_bits(outputs.at(1)) == c.bits);
  }
}

TEST_CASE("rng_bit_generator draws each device's bits from that device's state") {
  const char* const text = R"(pmap @p axis=i devices=2 (%k: u64[2]) {
  %s, %o = rng_bit_generator %k {algorithm=three_fry} : u64[2], u32[5]
  return %s, %o
}
)";
  // Device 1 holds the state of the stored three_fry_u32_5 case with state [1, 2].
  const std::vector<RngCase> cases = load_rng_cases();
  const auto stored = std::find_if(cases.begin(), cases.end(), [](const RngCase& c) {
    return c.algorithm == "three_fry" && c.dtype == DType::u32 && c.shape == Shape{5} &&
           c.state == std::vector<std::uint64_t>{1, 2};
  });
  REQUIRE(stored != cases.end());
  const auto outputs = run_program(text, {{u64_array({5, 6})}, {u64_array(stored->state)}});
  CHECK(all_bits(outputs.at(1).at(1)) == stored->bits);
  CHECK(all_bits(outputs.at(0).at(1)) != stored->bits);
  CHECK(all_bits(outputs.at(0).at(0)) == std::vector<std::uint64_t>{5, 9});
}

TEST_CASE("rng_bit_generator through the recorder matches the program text") {
  Recorder recorder("rng", "i", 1);
  Recorder::Scope active(recorder);
  const Value key = recorder.parameter("k", {DType::u64, {3}});
  const Values drawn = rng_bit_generator(key, {2, 3}, DType::f32, "philox");
  REQUIRE(drawn.size() == 2);
  CHECK(drawn[0].type() == TensorType{DType::u64, {3}});
  CHECK(drawn[1].type() == TensorType{DType::f32, {2, 3}});
  CHECK_THROWS_WITH(rng_bit_generator(key, {4}, DType::u32, "three_fry"),
                    Catch::Matchers::Contains("three_fry takes a u64[2] initial_state, got u64[3]"));
  recorder.set_results(drawn);
  const Program program = recorder.take_program();
  CHECK_THAT(print(program),
             Catch::Matchers::Contains("rng_bit_generator %k {algorithm=philox} : u64[3], f32[2,3]"));
}

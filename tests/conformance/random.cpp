// Conformance: rng_bit_generator gives XLA:CPU's bits (tests/data/rng/cases.json,
// every algorithm, dtype and layout stored there) on every device of the
// backend under test, and draws each device's bits from the state it holds.
#include "../rng_cases.hpp"
#include "conformance.hpp"

namespace conformance {

TEST_CASE("rng_bit_generator gives XLA:CPU's bits on every device") {
  const std::int64_t n = devices();
  for (const test::RngCase& c : test::load_rng_cases()) {
    INFO(c.name);
    const Program program = parse_program(test::rng_program(c, static_cast<int>(n)));
    const std::vector<std::vector<Array>> args(static_cast<std::size_t>(n), {test::u64_array(c.state)});
    const RunResult run = compile_and_run(runtime().backend(), program, args);
    for (const std::vector<Array>& outputs : run.outputs) {
      CHECK(test::all_bits(outputs.at(0)) == c.output_state);
      CHECK(test::all_bits(outputs.at(1)) == c.bits);
    }
  }
}

TEST_CASE("rng_bit_generator under pmap: each device draws from its own state") {
  const std::int64_t n = devices();
  // Devices 0 and 1 share a state; the others each have their own.
  std::vector<std::uint64_t> states;
  for (std::int64_t d = 0; d < n; ++d) {
    states.push_back(0x9E3779B97F4A7C15ull);
    states.push_back(static_cast<std::uint64_t>(d == 1 ? 0 : d));
  }
  Array keys = test::u64_array(states).reshape({n, 2});
  auto f = pmap(
      [](const Values& args) {
        return rng_bit_generator(args.at(0), {4, 3}, DType::u32, "three_fry");
      },
      jax_view());
  const std::vector<Array> results = run(f, {keys});
  const Array& new_states = results.at(0);
  const Array& bits = results.at(1);
  REQUIRE(bits.shape() == Shape{n, 4, 3});
  const auto row = [&](std::int64_t d) {
    std::vector<std::uint64_t> values;
    for (std::int64_t i = 0; i < 12; ++i) values.push_back(test::bits_at(bits, d * 12 + i));
    return values;
  };
  for (std::int64_t d = 0; d < n; ++d) {
    INFO("device " << d);
    // u32[4,3] splits its first dim in two: six counter values.
    CHECK(test::bits_at(new_states, 2 * d + 1) == states[static_cast<std::size_t>(2 * d + 1)] + 6);
    if (d >= 1) CHECK((row(d) == row(0)) == (d == 1));
  }
}

}  // namespace conformance

// The Simulator keeps its SystemC world from run to run: a failed run drops
// it, and the next run builds a new one that times the program as before.
#include <catch2/catch.hpp>
#include <cmath>

#include "compiler/cost_model.hpp"
#include "engine/simulation.hpp"
#include "pmapsim/sim/hardware.hpp"
#include "sim_test_helpers.hpp"

using namespace pmapsim;
using namespace pmapsim::sim;

namespace {

std::size_t collective_index(const Program& program) {
  for (std::size_t i = 0; i < program.body.size(); ++i) {
    if (is_collective(program.body[i].op)) return i;
  }
  FAIL("the program has no collective");
  return 0;
}

}  // namespace

TEST_CASE("a failed run drops the world and the next run times the program as a fresh one") {
  const Program program = testing::psum_program(4, 64);
  const HardwareConfig hw = resolve_hardware(BackendSpec::parse("sim:tiny"));
  ProgramPlan plan = plan_program(program, hw);
  Simulator simulator(program, plan, hw);
  const SimulationResult first = simulator.run(true);
  REQUIRE(first.total_ns > 0);
  REQUIRE_FALSE(first.links.empty());

  // Every device's collective call now carries a byte count no link can move.
  OpPlan& collective = plan.ops.at(collective_index(program));
  REQUIRE(collective.kind == PlanKind::collective);
  const double bytes = collective.collective.bytes;
  collective.collective.bytes = std::nan("");
  CHECK_THROWS_WITH(simulator.run(true), Catch::StartsWith("sim: device 0:") && Catch::Contains("bytes"));
  collective.collective.bytes = bytes;

  const SimulationResult again = simulator.run(true);
  CHECK(again.total_ns == first.total_ns);
  CHECK(again.events.size() == first.events.size());
  CHECK(again.counters.size() == first.counters.size());
  REQUIRE(again.links.size() == first.links.size());
  for (std::size_t i = 0; i < first.links.size(); ++i) {
    CHECK(again.links[i].busy_ns == first.links[i].busy_ns);
    CHECK(again.links[i].bytes == first.links[i].bytes);
  }
}

TEST_CASE("a kept world counts unit and link totals per run and not since it was built") {
  const Program program = testing::psum_program(4, 64);
  const HardwareConfig hw = resolve_hardware(BackendSpec::parse("sim:tiny"));
  const ProgramPlan plan = plan_program(program, hw);
  Simulator simulator(program, plan, hw);
  const SimulationResult first = simulator.run(false);
  const SimulationResult second = simulator.run(false);
  REQUIRE(first.units.size() == second.units.size());
  for (std::size_t i = 0; i < first.units.size(); ++i) {
    CHECK(second.units[i].busy_ns == first.units[i].busy_ns);
    CHECK(second.units[i].bytes == first.units[i].bytes);
  }
  double link_bytes = 0;
  for (const LinkStats& link : second.links) link_bytes += link.bytes;
  double first_link_bytes = 0;
  for (const LinkStats& link : first.links) first_link_bytes += link.bytes;
  CHECK(link_bytes == first_link_bytes);
  CHECK(link_bytes > 0);
  CHECK(second.events.empty());
}

// Failures inside a simulation: an exception out of a SystemC process, and
// memory running out at any allocation of a run. Each must end the run with
// an error (one line), never the process, and the next run must time the
// program as before. Its own test program: it replaces operator new.
#include <catch2/catch.hpp>

// The replaced operator new allocates with malloc, so free is the matching
// release; GCC cannot see that through the replacement and warns.
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"

#include <cstdlib>
#include <new>
#include <string>

#include "compiler/cost_model.hpp"
#include "engine/simulation.hpp"
#include "pmapsim/sim/hardware.hpp"
#include "sim_test_helpers.hpp"

namespace {

// What the replaced operator new does on this thread.
enum class Fault { none, count, nth, in_method };
thread_local Fault fault = Fault::none;
thread_local long allocations = 0;  // Fault::count: counted; Fault::nth: left before the failing one
thread_local bool probing = false;  // inside the replaced operator new's own SystemC query

// Whether the allocation is made by a SystemC method process (the
// interconnect's calendars), whose exceptions leave sc_start.
bool in_method_process() {
  if ((sc_core::sc_get_status() & sc_core::SC_RUNNING) == 0) return false;
  const sc_core::sc_process_handle process = sc_core::sc_get_current_process_handle();
  return process.valid() && process.proc_kind() == sc_core::SC_METHOD_PROC_;
}

bool should_fail() {
  switch (fault) {
    case Fault::none:
      return false;
    case Fault::count:
      ++allocations;
      return false;
    case Fault::nth:
      return --allocations == 0;
    case Fault::in_method: {
      probing = true;
      const bool fail = in_method_process();
      probing = false;
      return fail;
    }
  }
  return false;
}

}  // namespace

void* operator new(std::size_t size) {
  if (!probing && should_fail()) {
    fault = Fault::none;  // one failure per arming
    throw std::bad_alloc();
  }
  if (void* memory = std::malloc(size == 0 ? 1 : size)) return memory;
  throw std::bad_alloc();
}
void operator delete(void* memory) noexcept {
  std::free(memory);
}
void operator delete(void* memory, std::size_t) noexcept {
  std::free(memory);
}

using namespace pmapsim;
using namespace pmapsim::sim;

namespace {

struct PsumSetup {
  Program program;
  HardwareConfig hw;
  ProgramPlan plan;
  PsumSetup()
      : program(testing::psum_program(4, 4096)),
        hw(resolve_hardware(BackendSpec::parse("sim:tiny"))),
        plan(plan_program(program, hw)) {}
};

// Runs with `armed` in force; returns the error text, or "" when the run succeeded.
std::string run_with(Simulator& simulator, Fault armed, long nth = 0) {
  allocations = nth;
  fault = armed;
  try {
    simulator.run(true);
    fault = Fault::none;
    return "";
  } catch (const Error& error) {
    fault = Fault::none;
    return error.what();
  } catch (const std::bad_alloc&) {
    fault = Fault::none;
    return "std::bad_alloc";
  }
}

}  // namespace

TEST_CASE("an exception out of an interconnect method fails the run in one line and the next run works") {
  const PsumSetup setup;
  Simulator simulator(setup.program, setup.plan, setup.hw);
  const double total_ns = simulator.run(true).total_ns;
  const std::string error = run_with(simulator, Fault::in_method);
  CHECK_THAT(error, Catch::StartsWith("sim: SystemC: "));
  CHECK(error.find('\n') == std::string::npos);
  CHECK(simulator.run(true).total_ns == total_ns);
}

TEST_CASE("memory running out at any allocation of a run ends the run and not the process") {
  const PsumSetup setup;
  Simulator simulator(setup.program, setup.plan, setup.hw);
  const SimulationResult clean = simulator.run(true);
  // How many allocations a run on a kept world makes, and one that builds its world.
  allocations = 0;
  fault = Fault::count;
  simulator.run(true);
  fault = Fault::none;
  const long per_run = allocations;
  REQUIRE(per_run > 10);
  int failed_runs = 0;
  const long stride = std::max(1L, per_run / 150);
  for (long nth = 1; nth <= per_run; nth += stride) {
    INFO("allocation " << nth << " of " << per_run);
    const std::string error = run_with(simulator, Fault::nth, nth);
    CHECK(error.find('\n') == std::string::npos);
    failed_runs += error.empty() ? 0 : 1;
    // A failed run drops the world; the next one builds a new world and must time the same.
    const SimulationResult again = simulator.run(true);
    CHECK(again.total_ns == clean.total_ns);
    CHECK(again.events.size() == clean.events.size());
  }
  CHECK(failed_runs > 0);
}

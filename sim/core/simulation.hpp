// The SystemC model of N chips and their interconnect, run for one program.
//
// SystemC allows one elaboration per simulation context, and modules cannot
// be created once a context has started. So every run builds a fresh world:
// simulate() installs a new sc_simcontext, elaborates the interconnect and
// one DeviceModel module per device (each with an SC_THREAD that walks the
// program), runs sc_start() until every device is done, collects the
// profile, destroys the modules and the context and restores the previous
// one. Runs are therefore independent of each other: several executables and
// several backends in one process each get their own world, and a run's
// times start at 0. Runs are serialised (SystemC's kernel is process-global).
//
// The timing model needs only shapes, so the sim backend starts it on the
// model thread (PendingSimulation) and computes the numbers meanwhile.
#pragma once

#include <future>
#include <vector>

#include "pmapsim/profile.hpp"
#include "pmapsim/program.hpp"
#include "sim/core/cost_model.hpp"
#include "sim/core/hardware.hpp"

namespace pmapsim::sim {

struct UnitStats {
  int device = 0;
  std::string track;  // "mxu0", "vpu", "dma"
  double busy_ns = 0;
  double bytes = 0;
};

struct SimulationResult {
  double total_ns = 0;           // the last device's end
  std::vector<UnitStats> units;  // every unit of every device
  std::vector<LinkStats> links;  // from the interconnect
  // Op and unit events, HBM counters, link events (when profiling).
  std::vector<ProfileEvent> events;
  std::vector<CounterSample> counters;
};

// Simulates the program's timing on program.axis_size devices.
// Throws Error when a device fails or the devices deadlock.
SimulationResult simulate(const Program& program, const ProgramPlan& plan, const HardwareConfig& hw,
                          bool profile);

// simulate() running on the model thread, one long-lived thread per process
// that takes simulations in the order they are started. The destructor waits
// for the simulation, so the program, plan and hardware it reads outlive it
// however the caller leaves (an exception while computing the numbers).
class PendingSimulation {
 public:
  PendingSimulation(const Program& program, const ProgramPlan& plan, const HardwareConfig& hw, bool profile);
  ~PendingSimulation();
  PendingSimulation(const PendingSimulation&) = delete;
  PendingSimulation& operator=(const PendingSimulation&) = delete;

  // Waits for the result; throws what simulate() threw.
  SimulationResult get();

 private:
  std::future<SimulationResult> result_;
};

}  // namespace pmapsim::sim

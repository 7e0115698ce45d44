// The SystemC model of N chips and their interconnect, run for one program.
//
// A world is one sc_simcontext holding the interconnect and one DeviceModel
// module per device, each with an SC_THREAD that walks the program once per
// run. SystemC allows one elaboration per context and no new modules once it
// has started, so each Simulator (one per executable) elaborates its own
// world on its first run and keeps it; several executables and backends in
// one process each have their own, and a run's times start at 0.
//
// The timing model needs only shapes, so the sim backend starts it on the
// model thread (PendingSimulation) and computes the numbers meanwhile.
#pragma once

#include <future>
#include <memory>
#include <vector>

#include "chip/units.hpp"
#include "compiler/cost_model.hpp"
#include "pmapsim/profile.hpp"
#include "pmapsim/program.hpp"
#include "pmapsim/sim/hardware.hpp"

namespace pmapsim::sim {

struct UnitStats {
  int device = 0;
  UnitKind kind = UnitKind::vector;
  std::string track;  // "mxu0", "vpu", "dma"
  double busy_ns = 0;
  double bytes = 0;
};

// One device's run: when it ended, how long its compute stream and its ICI
// queue were busy, and the part of the collectives' time that no compute op
// overlapped (exposed communication).
struct DeviceTimes {
  int device = 0;
  double end_ns = 0;
  double compute_ns = 0;
  double collective_ns = 0;
  double exposed_collective_ns = 0;
};

// The length shared by two lists of disjoint [start, end) spans, each sorted.
double overlap_ns(const std::vector<std::pair<double, double>>& a,
                  const std::vector<std::pair<double, double>>& b);

struct SimulationResult {
  double total_ns = 0;  // the last device's end
  std::vector<DeviceTimes> devices;
  // Every unit of every device; a device's matrix units once it has run a
  // pipeline op (one that only communicates has none).
  std::vector<UnitStats> units;
  std::vector<LinkStats> links;  // from the interconnect
  // Op and unit events, HBM counters, link events (when profiling).
  std::vector<ProfileEvent> events;
  std::vector<CounterSample> counters;
};

// The timing model of one program on one hardware configuration. The
// SystemC world is built on the first run and kept: each later run rewinds
// it (units, links and profiles as new, times counted from the run's start)
// and wakes the device threads again, so a run costs only its simulation. A
// run that fails (a device throws, or the devices deadlock) throws Error and
// drops the world; the next run builds a new one. Runs of all Simulators in
// the process are serialised (SystemC's kernel is process-global). The
// program, plan and hardware must outlive the Simulator.
class Simulator {
 public:
  Simulator(const Program& program, const ProgramPlan& plan, const HardwareConfig& hw);
  ~Simulator();
  Simulator(const Simulator&) = delete;
  Simulator& operator=(const Simulator&) = delete;

  // Simulates the program's timing on program.axis_size devices.
  SimulationResult run(bool profile);

 private:
  class World;
  const Program& program_;
  const ProgramPlan& plan_;
  const HardwareConfig& hw_;
  std::unique_ptr<World> world_;
};

// Simulator::run on the model thread, one long-lived thread per process
// that takes simulations in the order they are started. The destructor waits
// for the simulation, so the simulator it uses outlives it however the
// caller leaves (an exception while computing the numbers).
class PendingSimulation {
 public:
  PendingSimulation(Simulator& simulator, bool profile);
  ~PendingSimulation();
  PendingSimulation(const PendingSimulation&) = delete;
  PendingSimulation& operator=(const PendingSimulation&) = delete;

  // Waits for the result; throws what the run threw.
  SimulationResult get();

 private:
  std::future<SimulationResult> result_;
};

}  // namespace pmapsim::sim

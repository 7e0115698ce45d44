// The SPMD driver of the loop and branch ops, written once for every backend:
// which devices run which region, in what order, and where the devices of
// every process must agree. A backend supplies a runner that runs one region
// on some devices and reads one scalar per device; what a value is (a host
// array, a GPU buffer kept alive between regions) and where it lives stay
// the backend's own.
//
// while_loop: the condition runs on every device still looping; devices whose
// condition is false stop. Devices may stop at different trips only when no
// collective runs in the loop (a collective needs every device).
// cond and switch_case: each device takes its branch; devices may take
// different branches only when none of the branches taken runs a collective.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "pmapsim/distributed.hpp"
#include "pmapsim/execution.hpp"
#include "pmapsim/program.hpp"

namespace pmapsim {

// What a backend's runner provides:
//   Devices  its list of device indices (of size_t or int)
//   Values   each device's values (a region's results, an op's operands), by device
//   operands(op, devices)              each listed device's operands of `op`
//   run_region(region, devices, in)    one run of `region` on the listed devices, each with its
//                                      parameters from `in` (null: a region without parameters)
//   first_scalars(op, devices, values, read)
//                                      each listed device's value 0, element 0, in list order, into
//                                      `read` (a loop's condition, a branch's selector; `op` names
//                                      it; the caller reuses `read` from trip to trip)
//   none()                             Values holding no device's
//   keep(into, from, devices)          the listed devices' values of `into` replaced by `from`'s
//   trip_done(devices)                 a loop's body ran once on the listed devices
//   transport()                        the other processes of the run (null: one process)
template <class Runner>
concept ControlRunner = requires(Runner runner, const Instruction& op, const Region& region,
                                 const typename Runner::Devices& devices, typename Runner::Values values,
                                 std::vector<double>& scalars) {
  { runner.operands(op, devices) } -> std::same_as<typename Runner::Values>;
  { runner.run_region(region, devices, &values) } -> std::same_as<typename Runner::Values>;
  runner.first_scalars(op, devices, values, scalars);
  { runner.none() } -> std::same_as<typename Runner::Values>;
  runner.keep(values, std::move(values), devices);
  runner.trip_done(devices);
  { runner.transport() } -> std::same_as<Transport*>;
};

// A loop that runs a collective: the devices of every process that loop on
// (`still`, this process's) must be all that looped this trip (`looping`, this
// process's), or none; an error on every process alike otherwise.
void check_loop_agreement_everywhere(Transport* transport, std::size_t looping,
                                     const std::vector<std::int64_t>& still);
// How many branches some device of any process takes (`taken`: this process's,
// one flag per branch); the other processes are asked only when a branch runs
// a collective (`collectives`).
std::size_t branches_taken_everywhere(Transport* transport, const std::vector<bool>& taken, bool collectives);

// A while_loop on `active`: returns each device's carried values at its end.
template <ControlRunner Runner>
typename Runner::Values run_while_loop(Runner& runner, const Instruction& loop,
                                       const typename Runner::Devices& active) {
  using Devices = typename Runner::Devices;
  const bool collectives = region_has_collective(loop.regions[0]) || region_has_collective(loop.regions[1]);
  typename Runner::Values carried = runner.operands(loop, active);
  Devices looping = active;
  std::vector<double> verdicts;
  for (std::int64_t trips = 0; !looping.empty(); ++trips) {
    runner.first_scalars(loop, looping, runner.run_region(loop.regions[0], looping, &carried), verdicts);
    Devices still;
    for (std::size_t k = 0; k < looping.size(); ++k)
      if (verdicts[k] != 0) still.push_back(looping[k]);
    if (collectives)
      check_loop_agreement_everywhere(runner.transport(), looping.size(), {still.begin(), still.end()});
    if (still.empty()) break;
    check_loop_trips(trips, loop);  // before body trips + 1
    runner.keep(carried, runner.run_region(loop.regions[1], still, &carried), still);
    runner.trip_done(still);
    looping = std::move(still);
  }
  return carried;
}

// A cond or switch_case on `active`: returns each device's results of the
// branch it took.
template <ControlRunner Runner>
typename Runner::Values run_branch(Runner& runner, const Instruction& branch,
                                   const typename Runner::Devices& active) {
  const std::size_t branches = branch.regions.size();
  std::vector<double> selectors;
  runner.first_scalars(branch, active, runner.operands(branch, active), selectors);
  std::vector<typename Runner::Devices> taking(branches);
  for (std::size_t k = 0; k < active.size(); ++k)
    taking[branch_taken(branch.op, selectors[k], branches)].push_back(active[k]);
  std::vector<bool> taken_here(branches);
  for (std::size_t b = 0; b < branches; ++b) taken_here[b] = !taking[b].empty();
  bool collectives = false;
  for (const Region& region : branch.regions) collectives = collectives || region_has_collective(region);
  const std::size_t taken = branches_taken_everywhere(runner.transport(), taken_here, collectives);
  typename Runner::Values results = runner.none();
  for (std::size_t b = 0; b < branches; ++b) {
    if (taking[b].empty()) continue;
    check_branch_agreement(branch, b, taken);
    runner.keep(results, runner.run_region(branch.regions[b], taking[b], nullptr), taking[b]);
  }
  return results;
}

}  // namespace pmapsim

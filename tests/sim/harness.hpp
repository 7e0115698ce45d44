// A small SystemC driver for the interconnect and collective tests.
//
// SystemC allows one elaboration per simulation context: modules can only be
// built before the context's first sc_start. Each Scenario therefore installs
// a fresh context for its lifetime, builds its Interconnect and
// CollectiveEngine in it, runs one thread per device, and deletes the context
// again (restoring the previous one) when it goes.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "pmapsim/profile.hpp"
#include "pmapsim/sim/collectives.hpp"
#include "pmapsim/sim/interconnect.hpp"

namespace pmapsim::sim::testing {

// A simulation context of its own, current while it lives.
class OwnedContext {
 public:
  OwnedContext();
  ~OwnedContext();
  OwnedContext(const OwnedContext&) = delete;
  OwnedContext& operator=(const OwnedContext&) = delete;
  sc_core::sc_simcontext* get() const { return context_; }

 private:
  sc_core::sc_simcontext* previous_;
  sc_core::sc_simcontext* context_;
};

class Scenario {
 public:
  // `record`: give the interconnect a Profile to fill.
  explicit Scenario(const std::string& topology, LinkParams link = {}, bool record = false);
  ~Scenario();

  Interconnect& interconnect() { return *interconnect_; }
  CollectiveEngine& engine() { return *engine_; }
  Profile& profile() { return profile_; }

  // Runs body(device) in one SC_THREAD per listed device, simulates until
  // nothing is left to do, and returns the simulated time (ns) at which each
  // body returned. Rethrows the first exception a body threw.
  std::vector<double> run(const std::vector<int>& devices, const std::function<void(int device)>& body);

  // Every device of the topology calls the collective with `call` (device set per thread).
  std::vector<double> run_collective(const CollectiveCall& call);

 private:
  OwnedContext context_;  // first: built first, destroyed last
  Profile profile_;
  std::unique_ptr<Interconnect> interconnect_;
  std::unique_ptr<CollectiveEngine> engine_;
};

// 0, 1, ..., count−1.
std::vector<int> iota_devices(int count);

double max_of(const std::vector<double>& values);

}  // namespace pmapsim::sim::testing

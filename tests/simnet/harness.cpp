#define SC_INCLUDE_DYNAMIC_PROCESSES
#include "harness.hpp"

#include <algorithm>
#include <exception>

namespace pmapsim::sim::testing {
namespace {

// Gives every scenario but the first a fresh simulation context (the first
// uses the one the process starts with).
void begin_fresh_context() {
  static bool first = true;
  if (first) {
    first = false;
    return;
  }
  static std::vector<sc_core::sc_simcontext*> spent;
  spent.push_back(sc_core::sc_curr_simcontext);
  sc_core::sc_curr_simcontext = new sc_core::sc_simcontext;
  sc_core::sc_default_global_context = sc_core::sc_curr_simcontext;
}

}  // namespace

Scenario::Scenario(const std::string& topology, LinkParams link, bool record) {
  begin_fresh_context();
  interconnect_ = std::make_unique<Interconnect>("ici", TopologySpec::parse(topology), link,
                                                 record ? &profile_ : nullptr);
  engine_ = std::make_unique<CollectiveEngine>(*interconnect_);
}

Scenario::~Scenario() = default;

std::vector<double> Scenario::run(const std::vector<int>& devices,
                                  const std::function<void(int device)>& body) {
  std::vector<double> finished(devices.size(), -1);
  std::exception_ptr failure;
  for (std::size_t i = 0; i < devices.size(); ++i) {
    int device = devices[i];
    double* finish = &finished[i];
    sc_core::sc_spawn(
        [&body, &failure, device, finish] {
          try {
            body(device);
            *finish = sc_core::sc_time_stamp().to_seconds() * 1e9;
          } catch (const sc_core::sc_unwind_exception&) {
            throw;  // SystemC ending the thread; not a failure of the body
          } catch (...) {
            if (!failure) failure = std::current_exception();
          }
        },
        sc_core::sc_gen_unique_name("device"));
  }
  sc_core::sc_start();
  if (failure) std::rethrow_exception(failure);
  return finished;
}

std::vector<double> Scenario::run_collective(const CollectiveCall& call) {
  return run(iota_devices(interconnect_->topology().device_count()), [&](int device) {
    CollectiveCall mine = call;
    mine.device = device;
    engine_->run(mine);
  });
}

std::vector<int> iota_devices(int count) {
  std::vector<int> devices(count);
  for (int i = 0; i < count; ++i) devices[i] = i;
  return devices;
}

double max_of(const std::vector<double>& values) {
  return *std::max_element(values.begin(), values.end());
}

}  // namespace pmapsim::sim::testing

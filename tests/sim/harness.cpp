#define SC_INCLUDE_DYNAMIC_PROCESSES
#include "harness.hpp"

#include <algorithm>
#include <exception>

#include "engine/sanitizer_stacks.hpp"

namespace pmapsim::sim::testing {
namespace {

constexpr int kThreadStackBytes = 256 * 1024;

// Makes a context current for its lifetime.
class ContextSwitch {
 public:
  explicit ContextSwitch(sc_core::sc_simcontext* context) : previous_(sc_core::sc_curr_simcontext) {
    make_current(context);
  }
  ~ContextSwitch() { make_current(previous_); }
  ContextSwitch(const ContextSwitch&) = delete;
  ContextSwitch& operator=(const ContextSwitch&) = delete;

  static void make_current(sc_core::sc_simcontext* context) {
    sc_core::sc_curr_simcontext = context;
    sc_core::sc_default_global_context = context;
  }

 private:
  sc_core::sc_simcontext* previous_;
};

}  // namespace

// The process's default context is created first (and kept): SystemC binds its own
// static objects to whichever context exists when they are first used.
OwnedContext::OwnedContext()
    : previous_(sc_core::sc_get_curr_simcontext()), context_(new sc_core::sc_simcontext) {
  ContextSwitch::make_current(context_);
}

OwnedContext::~OwnedContext() {
  delete context_;
  ContextSwitch::make_current(previous_);
}

Scenario::Scenario(const std::string& topology, LinkParams link, bool record) {
  interconnect_ = std::make_unique<Interconnect>("ici", TopologySpec::parse(topology), link,
                                                 record ? &profile_ : nullptr);
  engine_ = std::make_unique<CollectiveEngine>(*interconnect_);
}

Scenario::~Scenario() = default;

std::vector<double> Scenario::run(const std::vector<int>& devices,
                                  const std::function<void(int device)>& body) {
  // Scenarios nest; run this one's context even if a later one is current.
  ContextSwitch use_own_context(context_.get());
  std::vector<double> finished(devices.size(), -1);
  std::exception_ptr failure;
  sc_core::sc_spawn_options options;
  options.set_stack_size(kThreadStackBytes);
  std::vector<sc_core::sc_process_handle> threads;
  for (std::size_t i = 0; i < devices.size(); ++i) {
    int device = devices[i];
    double* finish = &finished[i];
    threads.push_back(sc_core::sc_spawn(
        [&body, &failure, device, finish] {
          enter_thread_stack(kThreadStackBytes);
          try {
            body(device);
            *finish = sc_core::sc_time_stamp().to_seconds() * 1e9;
          } catch (const sc_core::sc_unwind_exception&) {
            throw;  // SystemC ending the thread; not a failure of the body
          } catch (...) {
            if (!failure) failure = std::current_exception();
          }
        },
        sc_core::sc_gen_unique_name("device"), &options));
  }
  sc_core::sc_start();
  restore_sanitizer_stack_bounds();
  // Threads still waiting (a call some peer never completed) are unwound, so
  // that what their frames own is freed before the context goes. SystemC
  // kills a process only from inside the simulation.
  sc_core::sc_spawn([&threads] {
    for (sc_core::sc_process_handle& thread : threads) {
      if (!thread.terminated()) thread.kill();
    }
  });
  sc_core::sc_start();
  restore_sanitizer_stack_bounds();
  // SystemC searches its thread list, newest first, for each thread it
  // deletes: releasing the threads newest first keeps that search short.
  while (!threads.empty()) threads.pop_back();
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

#define SC_INCLUDE_DYNAMIC_PROCESSES
#include "harness.hpp"

#include <algorithm>
#include <exception>

#if defined(__SANITIZE_ADDRESS__)
#include <pthread.h>
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

namespace pmapsim::sim::testing {
namespace {

constexpr int kThreadStackBytes = 256 * 1024;

// SystemC runs its threads on coroutine stacks that AddressSanitizer is not
// told about; after sc_start it takes one of them for the main thread's stack,
// ignores the stack clean-up that every later throw asks for, and reports the
// stale state as stack-use-after-scope. Telling it the main thread's real stack
// again (a fiber switch to it) puts that right.
void restore_sanitizer_stack_bounds() {
#if defined(__SANITIZE_ADDRESS__)
  pthread_attr_t attributes;
  if (pthread_getattr_np(pthread_self(), &attributes) != 0) return;
  void* bottom = nullptr;
  std::size_t size = 0;
  pthread_attr_getstack(&attributes, &bottom, &size);
  pthread_attr_destroy(&attributes);
  __sanitizer_start_switch_fiber(nullptr, bottom, size);
  __sanitizer_finish_switch_fiber(nullptr, nullptr, nullptr);
#endif
}

// A new thread starts on a coroutine stack that AddressSanitizer does not
// know: tell it (as a fiber switch) that the stack now runs from somewhat
// below this first frame to just above it, so that a throw inside the thread
// clears the frames it unwinds. The stack may also reuse the memory of one
// freed with an earlier context, whose threads never returned and left their
// frames' shadow poisoned; nothing lives below the first frame yet, so that
// shadow is cleared.
void enter_thread_stack() {
#if defined(__SANITIZE_ADDRESS__)
  char first_frame = 0;
  constexpr std::size_t kBelow = kThreadStackBytes * 3 / 4;
  constexpr std::size_t kAbove = 1024;
  char* bottom = &first_frame - kBelow;
  __asan_unpoison_memory_region(bottom, kBelow);
  __sanitizer_start_switch_fiber(nullptr, bottom, kBelow + kAbove);
  __sanitizer_finish_switch_fiber(nullptr, nullptr, nullptr);
#endif
}

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
          enter_thread_stack();
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

// What the simulator relies on in SystemC's context handling
// (sim/engine/systemc_context.hpp): if a SystemC release changes any of it,
// these fail before the simulator misbehaves.
#include <catch2/catch.hpp>

#include "engine/systemc_context.hpp"

using namespace pmapsim::sim;

namespace {

// A module that wakes once, `delay_ns` after the start, and records when. A
// method process, not a thread: it needs no coroutine stack, which keeps the
// sanitizers' view of the stacks out of this test.
struct Sleeper : sc_core::sc_module {
  SC_HAS_PROCESS(Sleeper);
  Sleeper(const sc_core::sc_module_name& name, double delay_ns)
      : sc_core::sc_module(name), delay_ns(delay_ns) {
    SC_METHOD(wake);
  }
  void wake() {
    if (!started) {
      started = true;
      next_trigger(sc_core::sc_time(delay_ns, sc_core::SC_NS));
      return;
    }
    woke = sc_core::sc_time_stamp();
    woken = true;
  }
  double delay_ns;
  bool started = false;
  sc_core::sc_time woke;
  bool woken = false;
};

}  // namespace

TEST_CASE("an activation makes a context current and restores the previous one") {
  silence_systemc_banner();
  sc_core::sc_simcontext* before = sc_core::sc_get_curr_simcontext();
  {
    SystemCContext context;
    CHECK(context.get() != before);
    CHECK(sc_core::sc_get_curr_simcontext() == before);  // making one does not switch to it
    {
      const SystemCContext::Activation active = context.activate();
      CHECK(sc_core::sc_get_curr_simcontext() == context.get());
    }
    CHECK(sc_core::sc_get_curr_simcontext() == before);
  }
  CHECK(sc_core::sc_get_curr_simcontext() == before);  // destroying it restores the default
}

TEST_CASE("modules join the active context, and each context keeps its own time") {
  silence_systemc_banner();
  SystemCContext first;
  SystemCContext second;
  std::unique_ptr<Sleeper> slow, fast;
  {
    const SystemCContext::Activation active = first.activate();
    slow = std::make_unique<Sleeper>("slow", 500);
    CHECK(slow->simcontext() == first.get());
  }
  {
    const SystemCContext::Activation active = second.activate();
    fast = std::make_unique<Sleeper>("fast", 20);
    CHECK(fast->simcontext() == second.get());
    sc_core::sc_start();
    CHECK(sc_core::sc_time_stamp() == sc_core::sc_time(20, sc_core::SC_NS));
  }
  CHECK_FALSE(slow->woken);  // running the second context left the first alone
  CHECK(fast->woke == sc_core::sc_time(20, sc_core::SC_NS));
  {
    const SystemCContext::Activation active = first.activate();
    CHECK(sc_core::sc_time_stamp() == sc_core::SC_ZERO_TIME);
    sc_core::sc_start();
    CHECK(sc_core::sc_time_stamp() == sc_core::sc_time(500, sc_core::SC_NS));
  }
  CHECK(slow->woke == sc_core::sc_time(500, sc_core::SC_NS));
  // Modules go with their context current, before the context itself.
  {
    const SystemCContext::Activation active = first.activate();
    slow.reset();
  }
  {
    const SystemCContext::Activation active = second.activate();
    fast.reset();
  }
}

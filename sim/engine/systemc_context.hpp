// One SystemC simulation context per simulated world, and the one place that
// touches SystemC's context globals.
//
// SystemC 2.3 keeps "the current context" in two globals
// (sc_curr_simcontext, sc_default_global_context) that modules, events and
// sc_start read. It has no public call to switch contexts, so a world that
// owns its own context sets them while it builds, runs or destroys its
// modules. tests/sim/test_systemc_context.cpp checks the behaviour this relies
// on, so that a SystemC release that changes it fails there first.
#pragma once

#define SC_INCLUDE_DYNAMIC_PROCESSES
#include <cstdint>
#include <systemc>

namespace pmapsim::sim {

// Sets SYSTEMC_DISABLE_COPYRIGHT_MESSAGE once, before the first context is
// made (SystemC prints its banner then), so that no simulation thread reads
// the environment while it is written.
void silence_systemc_banner();

// Throws when `threads` more SC_THREADs cannot get their stacks. Each stack
// is a memory mapping of its own beside a guard page, and Linux caps a
// process's mappings (vm.max_map_count, 65530 by default: about 32700
// threads). Past the cap an allocation fails inside a simulation thread,
// where nothing can report it, so a world checks before it builds.
void check_thread_capacity(std::int64_t threads, const char* what);

class SystemCContext {
 public:
  // Makes a new context. The process's default context is made first (and
  // kept): SystemC binds its own static objects to whichever context exists
  // when they are first used.
  SystemCContext();
  // Destroys the context with it current (SystemC deletes the context's
  // objects from the current one), then restores the default.
  ~SystemCContext();
  SystemCContext(const SystemCContext&) = delete;
  SystemCContext& operator=(const SystemCContext&) = delete;

  sc_core::sc_simcontext* get() const { return context_; }

  // While an Activation lives, this context is the current one; the previous
  // one is current again afterwards.
  class Activation {
   public:
    explicit Activation(const SystemCContext& context);
    ~Activation();
    Activation(const Activation&) = delete;
    Activation& operator=(const Activation&) = delete;

   private:
    sc_core::sc_simcontext* previous_;
  };
  Activation activate() const { return Activation(*this); }

 private:
  sc_core::sc_simcontext* default_context_;
  sc_core::sc_simcontext* context_;
};

}  // namespace pmapsim::sim

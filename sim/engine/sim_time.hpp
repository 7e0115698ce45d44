// Nanosecond figures to SystemC times, checked against SystemC's range.
//
// SystemC counts time in 64-bit ticks of its resolution (1 ps by default,
// so about 213 days). A time past that wraps around, and a simulation
// waiting for a wrapped time never ends; a tiny link bandwidth or a huge
// latency gets there. Every delay the simulator schedules goes through here
// and such a run fails with one error instead.
#pragma once

#include <string>
#include <systemc>

namespace pmapsim::sim {

// ns nanoseconds as an sc_time, when base + ns is within SystemC's range;
// else (or for a non-finite or negative ns) throws Error.
sc_core::sc_time checked_sc_time(double ns, const sc_core::sc_time& base);

// Empty when base + ns fits; else the error checked_sc_time would throw.
// For SC_METHODs, which must not throw (under ASan, an exception thrown
// in the kernel's context after thread switches is reported falsely).
std::string sc_time_problem(double ns, const sc_core::sc_time& base);

// A delay of ns nanoseconds from the current simulated time.
inline sc_core::sc_time checked_delay(double ns) {
  return checked_sc_time(ns, sc_core::sc_time_stamp());
}

}  // namespace pmapsim::sim

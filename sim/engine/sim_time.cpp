#include "engine/sim_time.hpp"

#include <fmt/format.h>

#include <cmath>

#include "pmapsim/errors.hpp"

namespace pmapsim::sim {

std::string sc_time_problem(double ns, const sc_core::sc_time& base) {
  const sc_core::sc_time room = sc_core::sc_max_time() - base;
  // One resolution tick of margin: the double conversions round.
  const double room_ns = (room.to_seconds() - sc_core::sc_get_time_resolution().to_seconds()) * 1e9;
  if (ns >= 0 && ns <= room_ns) return {};
  return fmt::format(
      "simulated time {:.6g} ns is beyond SystemC's 64-bit time range ({:.6g} s); check link bandwidths, "
      "latencies and clock rates for values too small or too large",
      base.to_seconds() * 1e9 + ns, sc_core::sc_max_time().to_seconds());
}

sc_core::sc_time checked_sc_time(double ns, const sc_core::sc_time& base) {
  const std::string problem = sc_time_problem(ns, base);
  if (!problem.empty()) throw Error(problem);
  return sc_core::sc_time(ns, sc_core::SC_NS);
}

}  // namespace pmapsim::sim

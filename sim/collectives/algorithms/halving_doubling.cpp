// Recursive halving then doubling (power-of-two groups on a switch): its
// phases and its closed form.
#include <fmt/format.h>

#include "collectives/algorithms/algorithms.hpp"

namespace pmapsim::sim {

// Recursive halving (reduce-scatter: partners at distance p/2, p/4, ..., each
// exchange moving half of what is left) then recursive doubling (all-gather:
// the same partners in reverse, each exchange doubling what is held).
std::vector<PhaseChain> plan_halving_doubling(const CollectiveCall& call, const std::vector<int>& members,
                                              int rank) {
  const int size = static_cast<int>(members.size());
  const int steps = exact_log2(size);
  PhaseChain phases;
  auto exchange = [&](int distance, double bytes, bool reduce, const char* label) {
    const int channel = static_cast<int>(phases.size());
    Phase phase;
    phase.sends.push_back({members[static_cast<std::size_t>(rank ^ distance)], bytes, channel, false});
    phase.receive_channels = {channel};
    phase.reduce_bytes = reduce ? bytes : 0;
    phase.label = fmt::format("{} {}", label, distance);
    phases.push_back(std::move(phase));
  };
  if (call.kind != CollectivePattern::all_gather) {
    double held = call.bytes;
    for (int k = 0; k < steps; ++k) {
      held /= 2;
      exchange(size >> (k + 1), held, true, "rs hd");
    }
  }
  if (call.kind != CollectivePattern::reduce_scatter) {
    double held = call.bytes / size;
    for (int k = steps - 1; k >= 0; --k) {
      exchange(size >> (k + 1), held, false, "ag hd");
      held *= 2;
    }
  }
  return {phases};
}

// Recursive halving then doubling: log2(p) exchanges per pass, (p−1)/p·S moved.
double halving_doubling_time(CollectivePattern kind, int ranks, double bytes, const Terms& terms) {
  double moved = (ranks - 1) * bytes / ranks;
  double pass = exact_log2(ranks) * terms.alpha_ns + moved * terms.ns_per_byte;
  return passes_of(kind) * pass + reduce_passes_of(kind) * moved * terms.reduce_ns_per_byte;
}

}  // namespace pmapsim::sim

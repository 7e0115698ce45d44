// The ring: each rank streams to the next in group order, one way round
// (ring) or half each way (bidirectional_ring), a reduce-scatter pass then
// an all-gather pass. Its phases, its closed form, and the closed form of
// the ring all_to_all (store and forward round the ring).
#include "collectives/algorithms/algorithms.hpp"

namespace pmapsim::sim {

// One pipelined pass along an axis with wraparound (or a ring in rank order):
// half the volume each way round, ⌈(m−1)/2⌉ steps; or all of it one way, m−1 steps.
Phase ring_pass(int next, int prev, int size, double volume, bool bidirectional, double alpha_ns,
                int first_channel) {
  Phase phase;
  double moved = (size - 1) * volume / size;
  int steps = ring_steps(size, bidirectional);
  if (bidirectional) {
    phase.sends.push_back({next, moved / 2, first_channel, false});
    phase.sends.push_back({prev, moved / 2, first_channel + 1, true});
    phase.receive_channels = {first_channel, first_channel + 1};
  } else {
    phase.sends.push_back({next, moved, first_channel, false});
    phase.receive_channels = {first_channel};
  }
  phase.settle_ns = (steps - 1) * alpha_ns;
  phase.reduce_bytes = moved;
  return phase;
}

std::vector<PhaseChain> plan_ring(const CollectiveCall& call, bool bidirectional,
                                  const std::vector<int>& members, int rank, const GroupShape& shape) {
  int size = static_cast<int>(members.size());
  int next = members[static_cast<std::size_t>((rank + 1) % size)];
  int prev = members[static_cast<std::size_t>((rank + size - 1) % size)];
  PhaseChain phases;
  if (call.kind != CollectivePattern::all_gather) {
    phases.push_back(ring_pass(next, prev, size, call.bytes, bidirectional, shape.ring_alpha_ns, 0));
    phases.back().label = "rs";
  }
  if (call.kind != CollectivePattern::reduce_scatter) {
    int channel = 2 * static_cast<int>(phases.size());
    phases.push_back(ring_pass(next, prev, size, call.bytes, bidirectional, shape.ring_alpha_ns, channel));
    phases.back().label = "ag";
    phases.back().reduce_bytes = 0;
  }
  return {phases};
}

// A ring of p ranks moves (p−1)/p·S per pass; one way it takes p−1 steps, both
// ways half the bytes each way and ⌈(p−1)/2⌉ steps.
double ring_time(CollectivePattern kind, int ranks, double bytes, const Terms& terms, bool bidirectional) {
  double moved = (ranks - 1) * bytes / ranks;
  double pass =
      ring_steps(ranks, bidirectional) * terms.alpha_ns + moved * terms.ns_per_byte / (bidirectional ? 2 : 1);
  return passes_of(kind) * pass + reduce_passes_of(kind) * moved * terms.reduce_ns_per_byte;
}

Pass ring_pass_time(int ranks, double volume, const Terms& terms, bool bidirectional, bool reduce) {
  Pass pass;
  if (ranks < 2) return pass;
  const double moved = (ranks - 1) * volume / ranks;
  pass.stream_ns = terms.alpha_ns + moved * terms.ns_per_byte / (bidirectional ? 2 : 1);
  pass.settle_ns = (ring_steps(ranks, bidirectional) - 1) * terms.alpha_ns;
  pass.reduce_ns = reduce ? moved * terms.reduce_ns_per_byte : 0;
  return pass;
}

// Store and forward round a ring: step k forwards the p−k blocks still in transit.
double ring_all_to_all_time(int ranks, double bytes, const LinkParams& link) {
  double block = bytes / ranks;
  double steps = ranks - 1;
  return steps * link.latency_ns + steps * ranks / 2.0 * block / link.bytes_per_ns;
}

double passes_of(CollectivePattern kind) {
  return kind == CollectivePattern::all_reduce ? 2 : 1;
}

double reduce_passes_of(CollectivePattern kind) {
  return kind == CollectivePattern::all_gather ? 0 : 1;
}

}  // namespace pmapsim::sim

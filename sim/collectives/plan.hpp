// How a device takes part in a ring-based collective (internal to sim/).
#pragma once

#include <string>
#include <vector>

#include "pmapsim/sim/collectives.hpp"

namespace pmapsim::sim {

// One ring pass: `steps` times, send a chunk to the next device (and, for a
// bidirectional ring, one to the previous device too) and receive one from
// each neighbour that sends to this device.
struct RingPhase {
  int next_device = 0;
  int prev_device = 0;
  int steps = 0;
  double chunk_bytes = 0;  // per direction
  bool reduce = false;     // combine what arrives (reduce-scatter) or just keep it (all-gather)
  bool bidirectional = false;
  int channel = 0;    // inbox channel of the forward direction; the backward one uses channel + 1
  std::string label;  // "rs step" prefix: "rs", "ag", "rs x", ...
};

// The phases of this device (`rank` in `members`) for all_reduce,
// reduce_scatter or all_gather: ring and bidirectional ring run over the
// members in rank order; torus runs one ring per dimension (reduce-scatter
// x, y, z, then all-gather z, y, x).
std::vector<RingPhase> plan_ring_phases(const CollectiveCall& call, CollectiveAlgorithm algorithm,
                                        const std::vector<int>& members, int rank,
                                        const TopologySpec& topology);

}  // namespace pmapsim::sim

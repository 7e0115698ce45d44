// Collectives as algorithms over the Interconnect.
//
// CONTRACT between sim/core (the device model, which calls it) and
// sim/collectives (which implements it). Additive changes are fine.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "sim/interconnect/interconnect.hpp"

namespace pmapsim::sim {

enum class CollectiveKind : std::uint8_t { all_reduce, reduce_scatter, all_gather, all_to_all, permute };
enum class CollectiveAlgorithm : std::uint8_t { automatic, ring, bidirectional_ring, torus, direct };

struct CollectiveCall {
  CollectiveKind kind = CollectiveKind::all_reduce;
  CollectiveAlgorithm algorithm = CollectiveAlgorithm::automatic;
  std::uint64_t instance = 0;  // unique per (program instruction, run): participants of one call share it
  int op_index = -1;
  std::string op_name;         // "psum", ...
  std::vector<int> group;      // participating devices, in rank order (the axis_index_group)
  int device = 0;              // the calling device
  // all_reduce / all_to_all: bytes of this device's input. reduce_scatter: the
  // whole input (S in the alpha-beta table). all_gather: the whole gathered
  // output (S). permute: bytes sent.
  double bytes = 0;
  int permute_destination = -1;  // permute: where this device sends (-1: nowhere)
  int permute_source = -1;       // permute: who sends to this device (-1: nobody)
  double reduce_ns_per_byte = 0; // vector-unit time to combine received data
};

class CollectiveEngine {
 public:
  explicit CollectiveEngine(Interconnect& interconnect);
  // Call from the device's SC_THREAD. Returns, in simulated time, when this
  // device's part of the collective is done (its result is complete).
  void run(const CollectiveCall& call);
};

// The uncontended alpha-beta prediction for a call (reference-figures.md),
// used by tests and by the summary to say what the model should give.
double alpha_beta_ns(const CollectiveCall& call, const TopologySpec& topology, const LinkParams& link);

}  // namespace pmapsim::sim

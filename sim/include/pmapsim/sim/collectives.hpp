// Collectives as algorithms over the Interconnect.
//
// CONTRACT between sim/engine (the device model, which calls it) and
// sim/collectives (which implements it). Additive changes are fine.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "pmapsim/ops.hpp"
#include "pmapsim/sim/interconnect.hpp"

namespace pmapsim::sim {

// halving_doubling: recursive halving then doubling (power-of-two groups on a
// switch); tree: NCCL's double binary tree (all_reduce on a switch);
// hierarchical: within each pod, across the pods (the DCN), within each pod again;
// switch_reduce: the switch sums what every device sends it and multicasts the
// result (NVLink SHARP, NCCL's NVLS), for an all_reduce inside one switch whose
// link_params say it reduces.
enum class CollectiveAlgorithm : std::uint8_t {
  automatic,
  ring,
  bidirectional_ring,
  torus,
  direct,
  halving_doubling,
  tree,
  hierarchical,
  switch_reduce,
};

// "automatic", "ring", "bidirectional_ring", "torus", "direct",
// "halving_doubling", "tree", "hierarchical", "switch_reduce".
std::string_view collective_algorithm_name(CollectiveAlgorithm algorithm);
// Reads an algorithm name as collective_algorithm_name writes it; throws Error otherwise.
CollectiveAlgorithm parse_collective_algorithm(const std::string& text);

struct CollectiveCall {
  CollectivePattern kind = CollectivePattern::all_reduce;
  CollectiveAlgorithm algorithm = CollectiveAlgorithm::automatic;
  // The algorithm is a preference for every collective of a run (the spec's
  // collective=): a call it does not fit uses the automatic choice instead of
  // failing (bidirectional_ring for a ppermute, direct for a psum, torus for a
  // group that is not the whole torus).
  bool algorithm_is_preference = false;
  std::uint64_t instance = 0;  // unique per (program instruction, run): participants of one call share it
  int op_index = -1;
  std::string op_name;     // "psum", ...
  std::vector<int> group;  // participating devices, in rank order (the axis_index_group)
  // The group as one list that every participant shares, in place of a copy
  // each (a pod's thousands of devices would hold thousands of copies). When
  // set, it is the group and `group` is not read.
  std::shared_ptr<const std::vector<int>> shared_group;
  int device = 0;  // the calling device
  // all_reduce / all_to_all: bytes of this device's input. reduce_scatter: the
  // whole input (S in the alpha-beta table). all_gather: the whole gathered
  // output (S). permute: bytes sent.
  double bytes = 0;
  int permute_destination = -1;   // permute: where this device sends (-1: nowhere)
  int permute_source = -1;        // permute: who sends to this device (-1: nobody)
  double reduce_ns_per_byte = 0;  // vector-unit time to combine received data

  // The participating devices: shared_group's list when set, else group.
  const std::vector<int>& members() const { return shared_group ? *shared_group : group; }
};

class CollectiveEngine {
 public:
  explicit CollectiveEngine(Interconnect& interconnect);
  ~CollectiveEngine();
  CollectiveEngine(const CollectiveEngine&) = delete;
  CollectiveEngine& operator=(const CollectiveEngine&) = delete;
  // Call from the device's SC_THREAD. Returns, in simulated time, when this
  // device's part of the collective is done (its result is complete).
  // An empty group (call.members()) means every device of the topology, in id order.
  // Throws Error when the call is malformed or disagrees with the calls of
  // the other participants of the same instance.
  void run(const CollectiveCall& call);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// The algorithm `automatic` resolves to for this call. Within one pod of a
// grid, what XLA does on TPU ICI: for all_reduce, reduce_scatter and
// all_gather, torus when the group is a whole sub-grid of a ring, torus or
// mesh (every spanned axis at once, both ways round wrapped axes, lines along
// open ones), bidirectional_ring for any other group. Within one switch (or
// fully connected set): ring, as NCCL runs inside one NVLink node. A group
// across pods: hierarchical (XLA's multi-slice: within the slice, across the
// DCN, within the slice), except an all_reduce on switches, where NCCL's
// tuner takes the double binary tree when its alpha-beta time is lower (small
// and medium sizes). An all_reduce inside one switch that reduces (the link's
// switch_reduce_efficiency) takes switch_reduce where its alpha-beta time is
// lower than the ring's, as NCCL's tuner takes NVLS. all_to_all: direct (every block at once along its
// route); permute: direct. Throws Error for a combination that does not exist, unless
// call.algorithm_is_preference, when such a call resolves as automatic.
// `link` (optional) lets the choice weigh algorithms by their alpha-beta time.
CollectiveAlgorithm resolve_algorithm(const CollectiveCall& call, const TopologySpec& topology,
                                      const LinkParams* link = nullptr);

// Whether `algorithm` (not automatic) exists for this call: ring, bidirectional_ring
// and torus (a group that is a whole sub-grid of one pod of a grid topology),
// halving_doubling (a power-of-two group on a switch or fully connected
// topology) and hierarchical (a group with as many members in each of two or
// more pods) for all_reduce, reduce_scatter and all_gather; tree (a switch or
// fully connected topology) and switch_reduce (a group inside one switch) for
// all_reduce; direct and ring for all_to_all;
// direct for permute. why_not, if given, is set to the reason it does not fit.
bool algorithm_fits(const CollectiveCall& call, CollectiveAlgorithm algorithm, const TopologySpec& topology,
                    std::string* why_not = nullptr);

// The uncontended alpha-beta prediction for a call (reference-figures.md),
// used by tests and by the summary to say what the model should give.
// Includes the link's per-collective overhead. Direct all-to-all: the
// farthest block's hops plus the busiest link's blocks back to back.
double alpha_beta_ns(const CollectiveCall& call, const TopologySpec& topology, const LinkParams& link);

// Direct all-to-all over `members`: how many blocks the busiest link carries
// when every member sends one block to every other along its route.
double all_to_all_busiest_link_blocks(const std::vector<int>& members, const TopologySpec& topology);

// Direct all-to-all of `bytes` per member (a block of bytes/p to each): the
// farthest block's route latency plus the busiest link's blocks back to back
// at that link's bandwidth, without the per-collective overhead. A whole
// sub-grid of one pod, a switch and pods of switches are counted in closed
// form per dimension (dimension-ordered routes load every link of an axis
// alike), other groups route by route.
double direct_all_to_all_ns(const std::vector<int>& members, double bytes, const TopologySpec& topology,
                            const LinkParams& link);

}  // namespace pmapsim::sim

// How a device takes part in a collective (internal to sim/).
//
// A collective is one or more chains of phases; the chains of a device run at
// the same time (a multi-axis collective splits its data into one chain per
// axis, each starting on a different axis, so that every axis and both
// directions of its links carry data at once). A phase is a pipelined pass
// along one axis or ring: the device streams what it sends to its neighbours
// as one transfer each, waits for theirs, then pays the latency of the
// store-and-forward hops that the pipelining leaves (steps − 1 of them) and
// the vector unit's time to combine what it received.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "pmapsim/sim/collectives.hpp"

namespace pmapsim::sim {

struct PhaseSend {
  int to_device = 0;
  double bytes = 0;
  int channel = 0;  // inbox channel at the receiver (and the ack channel at the sender)
  bool negative_way = false;
};

struct Phase {
  std::vector<PhaseSend> sends;
  std::vector<int> receive_channels;  // one arrival expected on each
  double settle_ns = 0;               // latency of the hops the pipelining does not hide
  double reduce_bytes = 0;            // bytes the vector unit combines after the data is in
  std::string label;                  // "rs x", "ag", ...
};

using PhaseChain = std::vector<Phase>;

// Phases of one chain use channels chain·kChannelsPerChain + 2·phase + direction.
inline constexpr int kChannelsPerChain = 12;
// A hierarchical chain over TPU slices: up to 3 torus phases, 2 DCN phases, 3 torus phases.
inline constexpr int kHierarchicalChannels = 16;

// What the first caller of a collective works out once for the whole group.
struct GroupShape {
  // torus algorithm: the grid axes the group spans, x first; hierarchical
  // over grid pods: the axes each pod's members span
  std::vector<int> axes;
  double ring_alpha_ns = 0;  // ring algorithms: the latency of the longest route between ring neighbours
  // tree: the longest route between a parent and a child; hierarchical: the
  // longest route between neighbours across the pods.
  double outer_alpha_ns = 0;
  double outer_bytes_per_ns = 0;  // tree: the slowest link on a parent-child route
  // hierarchical: the group's members of each pod it spans, pods in order of
  // first appearance, members in group order; every pod as many.
  std::vector<std::vector<int>> pods;
  double direct_ns = 0;  // direct all_to_all: the analytic time (direct_all_to_all_ns)
};

// The group's members per pod (as GroupShape::pods); empty unless every pod
// it spans holds as many of them.
std::vector<std::vector<int>> members_by_pod(const std::vector<int>& members, const TopologySpec& topology);

// Double binary tree over ranks 0..size−1 (NCCL's): tree 0 is the heap order
// (parent (r−1)/2), tree 1 the same over the mirrored ranks size−1−r, so that
// every rank is a leaf in one of them. −1: none.
int tree_parent(int tree, int rank, int size);
int tree_child(int tree, int rank, int slot, int size);  // slot 0 or 1
int tree_depth(int size);                                // edges on the longest root-to-leaf path

// The grid axes a group spans when it is a whole sub-grid of a grid topology
// (every device that shares the other axes' coordinates with its first member);
// nullopt otherwise. An empty group is every device.
std::optional<std::vector<int>> subgrid_axes(const std::vector<int>& group, const TopologySpec& topology);

GroupShape group_shape(CollectiveAlgorithm algorithm, const std::vector<int>& members,
                       const TopologySpec& topology, const LinkParams& link);

// This device's (`rank` in `members`) chains for all_reduce, reduce_scatter or all_gather.
std::vector<PhaseChain> plan_chains(const CollectiveCall& call, CollectiveAlgorithm algorithm,
                                    const std::vector<int>& members, int rank, const GroupShape& shape,
                                    const TopologySpec& topology, const LinkParams& link);

// Steps a ring pass of `size` ranks takes: size − 1 one way, ⌈(size − 1)/2⌉ both ways.
int ring_steps(int size, bool bidirectional);

// Channels an algorithm's phases use for a group of `size` (the inboxes' width).
int channels_for(CollectiveAlgorithm algorithm, int size, int chains);

// log2 of a power of two; −1 for anything else.
int exact_log2(int value);

}  // namespace pmapsim::sim

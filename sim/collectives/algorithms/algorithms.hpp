// The collective algorithms, one file each in this folder (internal to sim/).
// Each gives the phases a device plays, which the SystemC world times with
// contention (its timed model), and its closed alpha-beta form, the
// uncontended prediction of reference-figures.md written as a formula rather
// than by replaying the phases, so that the simulated times can be checked
// against it. plan.cpp chooses an algorithm and calls its plan; alpha_beta.cpp
// calls its closed form.
#pragma once

#include <vector>

#include "collectives/plan.hpp"
#include "interconnect/geometry.hpp"
#include "pmapsim/sim/collectives.hpp"

namespace pmapsim::sim {

// A closed form's terms.
struct Terms {
  double alpha_ns;     // α: latency of one step
  double ns_per_byte;  // 1/B
  double reduce_ns_per_byte;
};

// Passes over the data (an all_reduce 2, a reduce_scatter or all_gather 1),
// and how many of them combine what they receive.
double passes_of(CollectivePattern kind);
double reduce_passes_of(CollectivePattern kind);

// ring.cpp: ring and bidirectional_ring (and the ring all_to_all).
Phase ring_pass(int next, int prev, int size, double volume, bool bidirectional, double alpha_ns,
                int first_channel);
std::vector<PhaseChain> plan_ring(const CollectiveCall& call, bool bidirectional,
                                  const std::vector<int>& members, int rank, const GroupShape& shape);
double ring_time(CollectivePattern kind, int ranks, double bytes, const Terms& terms, bool bidirectional);
// One ring pass as the phases run it: the stream (one route latency and its
// bytes), then the steps' remaining latencies, then the combining.
struct Pass {
  double stream_ns = 0;
  double settle_ns = 0;
  double reduce_ns = 0;
};
Pass ring_pass_time(int ranks, double volume, const Terms& terms, bool bidirectional, bool reduce);
double ring_all_to_all_time(int ranks, double bytes, const LinkParams& link);

// torus.cpp
std::vector<PhaseChain> plan_torus(const CollectiveCall& call, const GroupShape& shape,
                                   const TopologySpec& topology, const LinkParams& link);
double torus_time(CollectivePattern kind, const TopologySpec& topology, const std::vector<int>& axes,
                  double bytes, const Terms& terms);

// halving_doubling.cpp
std::vector<PhaseChain> plan_halving_doubling(const CollectiveCall& call, const std::vector<int>& members,
                                              int rank);
double halving_doubling_time(CollectivePattern kind, int ranks, double bytes, const Terms& terms);

// tree.cpp (the trees themselves: tree_parent, tree_child, tree_depth in plan.hpp)
std::vector<PhaseChain> plan_tree(const CollectiveCall& call, const std::vector<int>& members, int rank,
                                  const GroupShape& shape);
double tree_time(int ranks, double bytes, const Terms& terms);

// switch_reduce.cpp
std::vector<PhaseChain> plan_switch_reduce(const CollectiveCall& call, const std::vector<int>& members,
                                           int rank, const GroupShape& shape, const LinkParams& link);
double switch_reduce_time(int ranks, double bytes, const GroupShape& shape, const LinkParams& link);
// The part of that time NCCL's pipeline adds to the bytes' (its fill and drain).
double switch_reduce_fill_ns(int ranks, double bytes, const LinkParams& link);

// hierarchical.cpp
std::vector<PhaseChain> plan_hierarchical(const CollectiveCall& call, int device, const GroupShape& shape,
                                          const TopologySpec& topology);
std::vector<PhaseChain> plan_hierarchical_torus(const CollectiveCall& call, const GroupShape& shape,
                                                const TopologySpec& topology, const LinkParams& link);
double hierarchical_time(CollectivePattern kind, const GroupShape& shape, double bytes,
                         const TopologySpec& topology, const Terms& inner);

// direct.cpp (the direct all_to_all's closed forms are public: pmapsim/sim/collectives.hpp)
double permute_time(const CollectiveCall& call, const TopologySpec& topology, const LinkParams& link);

}  // namespace pmapsim::sim

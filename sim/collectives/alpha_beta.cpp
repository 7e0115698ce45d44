// The uncontended alpha-beta predictions of reference-figures.md, written as
// the closed formulas (not by replaying the algorithms), so that the
// simulated times can be checked against them.
#include <algorithm>

#include "collectives/plan.hpp"
#include "interconnect/geometry.hpp"
#include "pmapsim/sim/collectives.hpp"

namespace pmapsim::sim {
namespace {

struct Terms {
  double alpha_ns;     // α: latency of one step
  double ns_per_byte;  // 1/B
  double reduce_ns_per_byte;
};

double passes_of(CollectiveKind kind) {
  return kind == CollectiveKind::all_reduce ? 2 : 1;
}
double reduce_passes_of(CollectiveKind kind) {
  return kind == CollectiveKind::all_gather ? 0 : 1;
}

// A ring of p ranks moves (p−1)/p·S per pass; one way it takes p−1 steps, both
// ways half the bytes each way and ⌈(p−1)/2⌉ steps.
double ring_time(CollectiveKind kind, int ranks, double bytes, const Terms& terms, bool bidirectional) {
  double moved = (ranks - 1) * bytes / ranks;
  double pass =
      ring_steps(ranks, bidirectional) * terms.alpha_ns + moved * terms.ns_per_byte / (bidirectional ? 2 : 1);
  return passes_of(kind) * pass + reduce_passes_of(kind) * moved * terms.reduce_ns_per_byte;
}

// One pass along a grid axis of m devices over a volume V (the larger side):
// wrapped, a bidirectional ring; open, a line whose end links carry (m−1)/m·V.
double axis_pass(int size, bool wraps, double volume, const Terms& terms, bool reduce) {
  double moved = (size - 1) * volume / size;
  double steps = wraps ? ring_steps(size, true) : size - 1;
  double bandwidth = moved * terms.ns_per_byte / (wraps ? 2 : 1);
  return steps * terms.alpha_ns + bandwidth + (reduce ? moved * terms.reduce_ns_per_byte : 0);
}

// The torus algorithm: the data split in one part per spanned axis, part k
// going through the axes starting at the k-th, all parts at once; the slowest
// part's sum of passes (exact when no two parts share an axis at one time,
// which holds when the spanned axes are equally long).
double torus_time(CollectiveKind kind, const TopologySpec& topology, const std::vector<int>& axes,
                  double bytes, const Terms& terms) {
  int parts = static_cast<int>(axes.size());
  double group = 1;
  for (int axis : axes) group *= topology.dims[static_cast<std::size_t>(axis)];
  double slowest = 0;
  for (int part = 0; part < parts; ++part) {
    double volume = bytes / parts;
    if (kind == CollectiveKind::all_gather) volume /= group;
    double total = 0;
    std::vector<int> order;
    for (int i = 0; i < parts; ++i) order.push_back(axes[static_cast<std::size_t>((part + i) % parts)]);
    if (kind != CollectiveKind::all_gather) {
      for (int axis : order) {
        int size = topology.dims[static_cast<std::size_t>(axis)];
        total += axis_pass(size, topology.wraps[static_cast<std::size_t>(axis)], volume, terms, true);
        volume /= size;
      }
    }
    if (kind != CollectiveKind::reduce_scatter) {
      for (auto it = order.rbegin(); it != order.rend(); ++it) {
        int size = topology.dims[static_cast<std::size_t>(*it)];
        volume *= size;
        total += axis_pass(size, topology.wraps[static_cast<std::size_t>(*it)], volume, terms, false);
      }
    }
    slowest = std::max(slowest, total);
  }
  return slowest;
}

double permute_time(const CollectiveCall& call, const TopologySpec& topology, const LinkParams& link) {
  int from = call.device;
  int to = call.permute_destination;
  if (to < 0) {  // a device that only receives finishes when its sender's message lands
    if (call.permute_source < 0) return 0;
    from = call.permute_source;
    to = call.device;
  }
  double hops = static_cast<double>(route_links(topology, from, to, false).size());
  return hops * link.latency_ns + (from == to ? 0 : call.bytes / link.bytes_per_ns);
}

// Direct all-to-all, uncontended bound: every block leaves at once; the
// busiest link of the sender's dimension-ordered routes carries its blocks
// back to back, the farthest block pays its hops.
double all_to_all_time(const CollectiveCall& call, const std::vector<int>& members,
                       const TopologySpec& topology, const LinkParams& link, CollectiveAlgorithm algorithm) {
  int ranks = static_cast<int>(members.size());
  double block = call.bytes / ranks;
  if (algorithm == CollectiveAlgorithm::ring) {
    // Store and forward: step k forwards the p−k blocks still in transit.
    double steps = ranks - 1;
    return steps * link.latency_ns + steps * ranks / 2.0 * block / link.bytes_per_ns;
  }
  if (topology.kind == TopologyKind::full) return link.latency_ns + block / link.bytes_per_ns;
  // On a grid the links are shared by every rank's routes; the load of the
  // busiest link is what alpha_beta_all_to_all_link_load counts.
  int rank = 0;
  for (int i = 0; i < ranks; ++i) {
    if (members[static_cast<std::size_t>(i)] == call.device) rank = i;
  }
  std::size_t farthest = 0;
  for (int k = 1; k < ranks; ++k) {
    int to = members[static_cast<std::size_t>((rank + k) % ranks)];
    farthest = std::max(farthest, route_links(topology, call.device, to, (rank + k) % 2 == 1).size());
  }
  return static_cast<double>(farthest) * link.latency_ns +
         all_to_all_busiest_link_blocks(members, topology) * block / link.bytes_per_ns;
}

}  // namespace

double all_to_all_busiest_link_blocks(const std::vector<int>& members, const TopologySpec& topology) {
  std::vector<double> load(static_cast<std::size_t>(link_count(topology)), 0.0);
  int ranks = static_cast<int>(members.size());
  for (int rank = 0; rank < ranks; ++rank) {
    for (int k = 1; k < ranks; ++k) {
      int from = members[static_cast<std::size_t>(rank)];
      int to = members[static_cast<std::size_t>((rank + k) % ranks)];
      for (int id : route_links(topology, from, to, (rank + k) % 2 == 1))
        load[static_cast<std::size_t>(id)] += 1;
    }
  }
  return load.empty() ? 0 : *std::max_element(load.begin(), load.end());
}

double alpha_beta_ns(const CollectiveCall& call, const TopologySpec& topology, const LinkParams& link) {
  validate_topology(topology);
  CollectiveAlgorithm algorithm = resolve_algorithm(call, topology);
  std::vector<int> members = call.group;
  if (members.empty()) {
    for (int device = 0; device < topology.device_count(); ++device) members.push_back(device);
  }
  int ranks = static_cast<int>(members.size());
  if (ranks <= 1) return 0;
  double overhead = link.collective_overhead_ns;
  if (call.kind == CollectiveKind::permute) return overhead + permute_time(call, topology, link);
  if (call.kind == CollectiveKind::all_to_all) {
    return overhead + all_to_all_time(call, members, topology, link, algorithm);
  }
  Terms terms{link.latency_ns, 1.0 / link.bytes_per_ns, call.reduce_ns_per_byte};
  if (algorithm == CollectiveAlgorithm::torus) {
    std::vector<int> axes = subgrid_axes(members, topology).value_or(std::vector<int>{});
    return overhead + torus_time(call.kind, topology, axes, call.bytes, terms);
  }
  bool bidirectional = algorithm == CollectiveAlgorithm::bidirectional_ring;
  terms.alpha_ns = group_shape(algorithm, members, topology, link).ring_alpha_ns;
  return overhead + ring_time(call.kind, ranks, call.bytes, terms, bidirectional);
}

}  // namespace pmapsim::sim

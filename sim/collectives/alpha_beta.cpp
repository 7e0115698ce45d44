// The uncontended alpha-beta predictions of reference-figures.md, written as
// the closed formulas (not by replaying the algorithms), so that the
// simulated times can be checked against them.
#include <algorithm>

#include "pmapsim/sim/collectives.hpp"
#include "interconnect/geometry.hpp"

namespace pmapsim::sim {
namespace {

struct Terms {
  double alpha_ns;     // α: latency of one step
  double ns_per_byte;  // 1/B
  double reduce_ns_per_byte;
};

// How many steps each rank takes and which share of S each step moves, summed:
// a ring collective of p ranks takes `passes`·(p−1) steps of S/p each.
double ring_time(CollectiveKind kind, int ranks, double bytes, const Terms& terms, bool bidirectional) {
  double passes = kind == CollectiveKind::all_reduce ? 2 : 1;
  double reduce_passes = kind == CollectiveKind::all_gather ? 0 : 1;
  double moved = (ranks - 1) * bytes / ranks;  // (p−1)/p · S
  double bandwidth = passes * moved * terms.ns_per_byte / (bidirectional ? 2 : 1);
  return passes * (ranks - 1) * terms.alpha_ns + bandwidth + reduce_passes * moved * terms.reduce_ns_per_byte;
}

// Dimension-ordered torus: 2(n1−1)/n1 · S/B + 2(n2−1)/(n1·n2) · S/B + ... + 2(n_d−1)α.
double torus_time(CollectiveKind kind, const TopologySpec& topology, double bytes, const Terms& terms) {
  double passes = kind == CollectiveKind::all_reduce ? 2 : 1;
  double reduce_passes = kind == CollectiveKind::all_gather ? 0 : 1;
  double total = 0;
  double product = 1;
  for (int size : topology.dims) {
    product *= size;
    double moved = (size - 1) * bytes / product;
    total += passes * (size - 1) * terms.alpha_ns + passes * moved * terms.ns_per_byte +
             reduce_passes * moved * terms.reduce_ns_per_byte;
  }
  return total;
}

// α of a ring over a group: the latency of the longest route between neighbours
// (one link latency when neighbours are adjacent, as in a ring or torus line).
double ring_alpha(const std::vector<int>& members, const TopologySpec& topology, const LinkParams& link,
                  bool bidirectional) {
  std::size_t hops = 1;
  int size = static_cast<int>(members.size());
  for (int rank = 0; rank < size; ++rank) {
    int next = members[(rank + 1) % size];
    hops = std::max(hops, route_links(topology, members[rank], next, false).size());
    if (bidirectional) hops = std::max(hops, route_links(topology, next, members[rank], true).size());
  }
  return static_cast<double>(hops) * link.latency_ns;
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

}  // namespace

double alpha_beta_ns(const CollectiveCall& call, const TopologySpec& topology, const LinkParams& link) {
  validate_topology(topology);
  CollectiveAlgorithm algorithm = resolve_algorithm(call, topology);
  if (call.kind == CollectiveKind::permute) return permute_time(call, topology, link);
  std::vector<int> members = call.group;
  if (members.empty()) {
    for (int device = 0; device < topology.device_count(); ++device) members.push_back(device);
  }
  int ranks = static_cast<int>(members.size());
  if (ranks <= 1) return 0;
  Terms terms{link.latency_ns, 1.0 / link.bytes_per_ns, call.reduce_ns_per_byte};
  if (call.kind == CollectiveKind::all_to_all) {
    double steps = ranks - 1;
    double block_ns = call.bytes / ranks * terms.ns_per_byte;
    // Direct: p−1 exchanges of S/p. Ring: step k forwards the p−k blocks still in transit.
    double blocks = algorithm == CollectiveAlgorithm::ring ? steps * ranks / 2.0 : steps;
    return steps * terms.alpha_ns + blocks * block_ns;
  }
  if (algorithm == CollectiveAlgorithm::torus) return torus_time(call.kind, topology, call.bytes, terms);
  bool bidirectional = algorithm == CollectiveAlgorithm::bidirectional_ring;
  terms.alpha_ns = ring_alpha(members, topology, link, bidirectional);
  return ring_time(call.kind, ranks, call.bytes, terms, bidirectional);
}

}  // namespace pmapsim::sim

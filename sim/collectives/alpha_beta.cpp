// The uncontended alpha-beta prediction of a collective: the chosen
// algorithm's closed form (algorithms/), plus the per-collective overhead.
#include <vector>

#include "collectives/algorithms/algorithms.hpp"

namespace pmapsim::sim {

double alpha_beta_ns(const CollectiveCall& call, const TopologySpec& topology, const LinkParams& link) {
  validate_topology(topology);
  CollectiveAlgorithm algorithm = resolve_algorithm(call, topology, &link);
  std::vector<int> members = call.members();
  if (members.empty()) {
    for (int device = 0; device < topology.device_count(); ++device) members.push_back(device);
  }
  int ranks = static_cast<int>(members.size());
  if (ranks <= 1) return 0;
  double overhead = link.collective_overhead_ns;
  if (call.kind == CollectivePattern::collective_permute)
    return overhead + permute_time(call, topology, link);
  if (call.kind == CollectivePattern::all_to_all) {
    if (algorithm == CollectiveAlgorithm::ring)
      return overhead + ring_all_to_all_time(ranks, call.bytes, link);
    return overhead + direct_all_to_all_ns(members, call.bytes, topology, link);
  }
  Terms terms{link.latency_ns, 1.0 / link.bytes_per_ns, call.reduce_ns_per_byte};
  if (algorithm == CollectiveAlgorithm::torus) {
    std::vector<int> axes = subgrid_axes(members, topology).value_or(std::vector<int>{});
    return overhead + torus_time(call.kind, topology, axes, call.bytes, terms);
  }
  const GroupShape shape = group_shape(algorithm, members, topology, link);
  switch (algorithm) {
    case CollectiveAlgorithm::halving_doubling:
      terms.alpha_ns = shape.ring_alpha_ns;
      return overhead + halving_doubling_time(call.kind, ranks, call.bytes, terms);
    case CollectiveAlgorithm::tree:
      terms.alpha_ns = shape.outer_alpha_ns;
      terms.ns_per_byte = 1.0 / shape.outer_bytes_per_ns;
      return overhead + tree_time(ranks, call.bytes, terms);
    case CollectiveAlgorithm::switch_reduce:
      return overhead + switch_reduce_time(ranks, call.bytes, shape, link);
    case CollectiveAlgorithm::hierarchical:
      // Inside TPU slices the torus algorithm's neighbours are one hop away.
      terms.alpha_ns = shape.axes.empty() ? shape.ring_alpha_ns : link.latency_ns;
      return overhead + hierarchical_time(call.kind, shape, call.bytes, topology, terms);
    default:
      break;
  }
  bool bidirectional = algorithm == CollectiveAlgorithm::bidirectional_ring;
  terms.alpha_ns = shape.ring_alpha_ns;
  return overhead + ring_time(call.kind, ranks, call.bytes, terms, bidirectional);
}

}  // namespace pmapsim::sim

// Choosing a collective algorithm for a call, the group's shape it needs, and
// each device's phases from the algorithm's own file (algorithms/).
#include "collectives/plan.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "collectives/algorithms/algorithms.hpp"
#include "interconnect/geometry.hpp"
#include "pmapsim/errors.hpp"

namespace pmapsim::sim {
namespace {

constexpr std::pair<CollectiveAlgorithm, std::string_view> kAlgorithmNames[] = {
    {CollectiveAlgorithm::automatic, "automatic"},
    {CollectiveAlgorithm::ring, "ring"},
    {CollectiveAlgorithm::bidirectional_ring, "bidirectional_ring"},
    {CollectiveAlgorithm::torus, "torus"},
    {CollectiveAlgorithm::direct, "direct"},
    {CollectiveAlgorithm::halving_doubling, "halving_doubling"},
    {CollectiveAlgorithm::tree, "tree"},
    {CollectiveAlgorithm::hierarchical, "hierarchical"},
    {CollectiveAlgorithm::switch_reduce, "switch_reduce"},
};

bool is_ring_collective(CollectivePattern kind) {
  return kind == CollectivePattern::all_reduce || kind == CollectivePattern::reduce_scatter ||
         kind == CollectivePattern::all_gather;
}

bool torus_fits(const CollectiveCall& call, const TopologySpec& topology) {
  return topology.grid() && subgrid_axes(call.members(), topology).has_value();
}

// A switch, or a fully connected set: every device one route from every other.
bool switch_like(const TopologySpec& topology) {
  return topology.kind == TopologyKind::switched || topology.kind == TopologyKind::full;
}

std::vector<int> members_of(const CollectiveCall& call, const TopologySpec& topology) {
  if (!call.members().empty()) return call.members();
  std::vector<int> everyone(static_cast<std::size_t>(topology.device_count()));
  for (int device = 0; device < topology.device_count(); ++device)
    everyone[static_cast<std::size_t>(device)] = device;
  return everyone;
}

bool spans_pods(const std::vector<int>& members, const TopologySpec& topology) {
  if (topology.pods < 2 || members.empty()) return false;
  const int devices = topology.device_count();
  for (int device : members) {
    if (device < 0 || device >= devices) return false;
    if (pod_of(topology, device) != pod_of(topology, members.front())) return true;
  }
  return false;
}

// Returned, not thrown here: a throw through a [[noreturn]] call made on a
// SystemC thread's stack trips AddressSanitizer's stack bookkeeping.
Error unavailable(const CollectiveCall& call, std::string_view why) {
  return Error(fmt::format("{} (instance {}): algorithm {} is not available for {}: {}", call.op_name,
                           call.instance, collective_algorithm_name(call.algorithm),
                           collective_pattern_name(call.kind), why));
}

// An all_reduce the switch itself can sum: the hardware's switch reduces and
// the call fits (one switch, not a fully connected set).
bool switch_reduces(const CollectiveCall& call, const TopologySpec& topology, const LinkParams* link) {
  return link != nullptr && link->switch_reduce_efficiency > 0 &&
         algorithm_fits(call, CollectiveAlgorithm::switch_reduce, topology);
}

// The alpha-beta time of the call by `algorithm` as NCCL's tuner sees it: without
// the NVLS pipeline's fill, which its model leaves out (switch_reduce.cpp).
double tuner_ns(const CollectiveCall& call, CollectiveAlgorithm algorithm, const TopologySpec& topology,
                const LinkParams& link) {
  CollectiveCall with = call;
  with.algorithm_is_preference = false;
  with.algorithm = algorithm;
  const double fill_ns =
      algorithm == CollectiveAlgorithm::switch_reduce
          ? switch_reduce_fill_ns(static_cast<int>(members_of(call, topology).size()), call.bytes, link)
          : 0.0;
  return alpha_beta_ns(with, topology, link) - fill_ns;
}

// `candidate` where its time for the call is lower than `otherwise`'s as NCCL's
// tuner weighs its algorithms, else `otherwise`.
CollectiveAlgorithm faster_of(const CollectiveCall& call, CollectiveAlgorithm candidate,
                              CollectiveAlgorithm otherwise, const TopologySpec& topology,
                              const LinkParams& link) {
  return tuner_ns(call, candidate, topology, link) < tuner_ns(call, otherwise, topology, link) ? candidate
                                                                                               : otherwise;
}

// What XLA does on TPU ICI, what NCCL does on a switch, and what both do
// across pods (see resolve_algorithm in collectives.hpp).
CollectiveAlgorithm automatic_ring_collective(const CollectiveCall& call, const TopologySpec& topology,
                                              const LinkParams* link) {
  const std::vector<int> members = members_of(call, topology);
  if (spans_pods(members, topology)) {
    if (members_by_pod(members, topology).empty()) {
      return topology.grid() ? CollectiveAlgorithm::bidirectional_ring : CollectiveAlgorithm::ring;
    }
    if (call.kind == CollectivePattern::all_reduce && switch_like(topology) && link != nullptr)
      return faster_of(call, CollectiveAlgorithm::tree, CollectiveAlgorithm::hierarchical, topology, *link);
    return CollectiveAlgorithm::hierarchical;
  }
  if (!topology.grid()) {
    if (switch_reduces(call, topology, link))
      return faster_of(call, CollectiveAlgorithm::switch_reduce, CollectiveAlgorithm::ring, topology, *link);
    return CollectiveAlgorithm::ring;
  }
  return torus_fits(call, topology) ? CollectiveAlgorithm::torus : CollectiveAlgorithm::bidirectional_ring;
}

CollectiveAlgorithm resolve_ring_collective(const CollectiveCall& call, const TopologySpec& topology,
                                            const LinkParams* link) {
  if (call.algorithm == CollectiveAlgorithm::automatic)
    return automatic_ring_collective(call, topology, link);
  std::string why;
  if (!algorithm_fits(call, call.algorithm, topology, &why)) throw unavailable(call, why);
  if (call.algorithm == CollectiveAlgorithm::switch_reduce && link != nullptr &&
      link->switch_reduce_efficiency <= 0) {
    throw unavailable(call, "this chip's switch does not reduce (switch_reduce_efficiency is 0)");
  }
  return call.algorithm;
}

}  // namespace

int exact_log2(int value) {
  if (value < 1 || (value & (value - 1)) != 0) return -1;
  int log = 0;
  while ((1 << log) < value) ++log;
  return log;
}

int channels_for(CollectiveAlgorithm algorithm, int size, int chains) {
  switch (algorithm) {
    case CollectiveAlgorithm::halving_doubling:
      return 2 * std::max(1, exact_log2(size)) + 2;
    case CollectiveAlgorithm::torus:
      return kChannelsPerChain * std::max(1, chains);
    case CollectiveAlgorithm::direct:
      return 1;
    case CollectiveAlgorithm::switch_reduce:
      return 1;
    case CollectiveAlgorithm::hierarchical:
      return std::max(kChannelsPerChain, kHierarchicalChannels * std::max(1, chains));
    case CollectiveAlgorithm::tree:
    case CollectiveAlgorithm::ring:
    case CollectiveAlgorithm::bidirectional_ring:
    case CollectiveAlgorithm::automatic:
      break;
  }
  return kChannelsPerChain;
}

std::vector<std::vector<int>> members_by_pod(const std::vector<int>& members, const TopologySpec& topology) {
  std::vector<std::vector<int>> pods;
  std::vector<int> pod_ids;
  const int devices = topology.device_count();
  for (int device : members) {
    if (device < 0 || device >= devices) return {};
    const int pod = pod_of(topology, device);
    auto found = std::find(pod_ids.begin(), pod_ids.end(), pod);
    if (found == pod_ids.end()) {
      pod_ids.push_back(pod);
      pods.emplace_back();
      found = pod_ids.end() - 1;
    }
    pods[static_cast<std::size_t>(found - pod_ids.begin())].push_back(device);
  }
  for (const auto& pod : pods) {
    if (pod.size() != pods.front().size()) return {};
  }
  return pods;
}

int ring_steps(int size, bool bidirectional) {
  return bidirectional ? size / 2 : size - 1;  // size/2 = ⌈(size−1)/2⌉
}

std::optional<std::vector<int>> subgrid_axes(const std::vector<int>& group, const TopologySpec& topology) {
  int dims = dimension_count(topology);
  std::vector<int> axes;
  if (group.empty()) {
    if (topology.pods > 1) return std::nullopt;
    for (int d = 0; d < dims; ++d) {
      if (topology.dims[static_cast<std::size_t>(d)] > 1) axes.push_back(d);
    }
    return axes;
  }
  const int devices = topology.device_count();
  for (int device : group) {
    if (device < 0 || device >= devices) return std::nullopt;
    if (pod_of(topology, device) != pod_of(topology, group.front())) return std::nullopt;
  }
  Coordinates first = coordinates_of(topology, group.front());
  std::array<bool, 3> varies{false, false, false};
  for (int device : group) {
    Coordinates at = coordinates_of(topology, device);
    for (int d = 0; d < dims; ++d) varies[static_cast<std::size_t>(d)] |= at[d] != first[d];
  }
  long long size = 1;
  for (int d = 0; d < dims; ++d) {
    if (!varies[static_cast<std::size_t>(d)]) continue;
    axes.push_back(d);
    size *= topology.dims[static_cast<std::size_t>(d)];
  }
  // Members share the other axes' coordinates by construction; the count says
  // whether every combination of the varying ones is there (members are distinct).
  if (size != static_cast<long long>(group.size())) return std::nullopt;
  return axes;
}

GroupShape group_shape(CollectiveAlgorithm algorithm, const std::vector<int>& members,
                       const TopologySpec& topology, const LinkParams& link) {
  GroupShape shape;
  if (algorithm == CollectiveAlgorithm::torus) {
    shape.axes = subgrid_axes(members, topology).value_or(std::vector<int>{});
    return shape;
  }
  // The longest route latency between listed pairs (at least one hop's).
  auto longest = [&](const std::vector<std::pair<int, int>>& pairs, bool both_ways) {
    double latency = link.latency_ns;
    for (const auto& [from, to] : pairs) {
      latency = std::max(latency, path_latency_ns(topology, route_links(topology, from, to, false), link));
      if (both_ways) {
        latency = std::max(latency, path_latency_ns(topology, route_links(topology, to, from, true), link));
      }
    }
    return latency;
  };
  auto ring_pairs = [](const std::vector<int>& ring) {
    std::vector<std::pair<int, int>> pairs;
    const std::size_t size = ring.size();
    for (std::size_t i = 0; i < size && size > 1; ++i) pairs.emplace_back(ring[i], ring[(i + 1) % size]);
    return pairs;
  };
  const int size = static_cast<int>(members.size());
  if (algorithm == CollectiveAlgorithm::hierarchical) {
    shape.pods = members_by_pod(members, topology);
    if (shape.pods.empty()) return shape;
    // TPU slices whose members are whole sub-grids over the same axes run the
    // torus algorithm inside (shape.axes); others a ring.
    if (topology.grid()) {
      std::optional<std::vector<int>> axes = subgrid_axes(shape.pods.front(), topology);
      for (const auto& pod : shape.pods) {
        if (subgrid_axes(pod, topology) != axes) axes.reset();
      }
      if (axes && !axes->empty()) shape.axes = *axes;
    }
    shape.ring_alpha_ns = longest(ring_pairs(shape.pods.front()), topology.grid());
    std::vector<int> across;
    for (const auto& pod : shape.pods) across.push_back(pod.front());
    shape.outer_alpha_ns = longest(ring_pairs(across), false);
    return shape;
  }
  if (algorithm == CollectiveAlgorithm::tree) {
    std::vector<std::pair<int, int>> edges;
    for (int tree = 0; tree < 2; ++tree) {
      for (int rank = 0; rank < size; ++rank) {
        const int parent = tree_parent(tree, rank, size);
        if (parent >= 0) {
          edges.emplace_back(members[static_cast<std::size_t>(rank)],
                             members[static_cast<std::size_t>(parent)]);
        }
      }
    }
    shape.outer_alpha_ns = longest(edges, true);
    shape.outer_bytes_per_ns = link.bytes_per_ns;
    for (const auto& [from, to] : edges) {
      for (int id : route_links(topology, from, to, false)) {
        shape.outer_bytes_per_ns = std::min(shape.outer_bytes_per_ns, link_bytes_per_ns(topology, id, link));
      }
    }
    return shape;
  }
  if (algorithm == CollectiveAlgorithm::halving_doubling) {
    std::vector<std::pair<int, int>> partners;
    for (int rank = 0; rank < size; ++rank) {
      for (int distance = 1; distance < size; distance *= 2) {
        if ((rank ^ distance) < size) {
          partners.emplace_back(members[static_cast<std::size_t>(rank)],
                                members[static_cast<std::size_t>(rank ^ distance)]);
        }
      }
    }
    shape.ring_alpha_ns = longest(partners, false);
    return shape;
  }
  shape.ring_alpha_ns = longest(ring_pairs(members), algorithm == CollectiveAlgorithm::bidirectional_ring);
  return shape;
}

std::string_view collective_algorithm_name(CollectiveAlgorithm algorithm) {
  for (const auto& [value, name] : kAlgorithmNames) {
    if (value == algorithm) return name;
  }
  return "unknown algorithm";
}

CollectiveAlgorithm parse_collective_algorithm(const std::string& text) {
  for (const auto& [value, name] : kAlgorithmNames) {
    if (text == name) return value;
  }
  throw Error(
      fmt::format("unknown collective algorithm '{}' (automatic, ring, bidirectional_ring, torus, direct, "
                  "halving_doubling, tree, hierarchical, switch_reduce)",
                  text));
}

bool algorithm_fits(const CollectiveCall& call, CollectiveAlgorithm algorithm, const TopologySpec& topology,
                    std::string* why_not) {
  auto no = [&](std::string why) {
    if (why_not != nullptr) *why_not = std::move(why);
    return false;
  };
  const bool reduction_or_gather = is_ring_collective(call.kind);
  switch (algorithm) {
    case CollectiveAlgorithm::automatic:
      return no("automatic is not an algorithm");
    case CollectiveAlgorithm::direct:
      if (reduction_or_gather)
        return no("use ring, bidirectional_ring, torus, halving_doubling, tree or hierarchical");
      return true;
    case CollectiveAlgorithm::ring:
      return call.kind != CollectivePattern::collective_permute
                 ? true
                 : no("a collective_permute is routed point to point (use direct)");
    case CollectiveAlgorithm::bidirectional_ring:
      if (!reduction_or_gather) {
        return no(call.kind == CollectivePattern::collective_permute
                      ? "a collective_permute is routed point to point (use direct)"
                      : "use direct or ring");
      }
      return true;
    case CollectiveAlgorithm::torus:
      if (!reduction_or_gather)
        return no("use direct" + std::string(call.kind == CollectivePattern::all_to_all ? " or ring" : ""));
      if (!topology.grid())
        return no(fmt::format("the topology {} is not a ring, torus or mesh", topology.str()));
      if (!torus_fits(call, topology)) {
        return no(fmt::format("the group is not a whole sub-grid of {}{}",
                              topology.pods > 1 ? "one pod of " : "", topology.str()));
      }
      return true;
    case CollectiveAlgorithm::halving_doubling:
      if (!reduction_or_gather) return no("it reduces or gathers (use direct)");
      if (!switch_like(topology)) {
        return no(fmt::format("it exchanges with partners at every distance, which needs a switch, not {}",
                              topology.str()));
      }
      if (exact_log2(static_cast<int>(members_of(call, topology).size())) < 0) {
        return no(fmt::format("the group of {} is not a power of two", members_of(call, topology).size()));
      }
      return true;
    case CollectiveAlgorithm::tree:
      if (call.kind != CollectivePattern::all_reduce) return no("the double binary tree is an all_reduce");
      if (!switch_like(topology)) {
        return no(fmt::format("the tree's parents and children need a switch, not {}", topology.str()));
      }
      return true;
    case CollectiveAlgorithm::switch_reduce:
      if (call.kind != CollectivePattern::all_reduce) return no("the switch reduces an all_reduce only");
      if (topology.kind != TopologyKind::switched) {
        return no(fmt::format("it needs a switch that reduces, not {}", topology.str()));
      }
      if (spans_pods(members_of(call, topology), topology)) return no("the group spans several pods");
      return true;
    case CollectiveAlgorithm::hierarchical:
      if (!reduction_or_gather) return no("it reduces or gathers (use direct)");
      if (!spans_pods(members_of(call, topology), topology)) {
        return no(fmt::format("the group does not span two or more pods of {}", topology.str()));
      }
      if (members_by_pod(members_of(call, topology), topology).empty()) {
        return no("the group does not hold as many devices in every pod it spans");
      }
      return true;
  }
  return no("unknown algorithm");
}

CollectiveAlgorithm resolve_algorithm(const CollectiveCall& call, const TopologySpec& topology,
                                      const LinkParams* link) {
  if (call.algorithm_is_preference && call.algorithm != CollectiveAlgorithm::automatic &&
      !algorithm_fits(call, call.algorithm, topology)) {
    CollectiveCall automatic = call;
    automatic.algorithm = CollectiveAlgorithm::automatic;
    automatic.algorithm_is_preference = false;
    return resolve_algorithm(automatic, topology, link);
  }
  if (is_ring_collective(call.kind)) return resolve_ring_collective(call, topology, link);
  if (call.algorithm == CollectiveAlgorithm::automatic) return CollectiveAlgorithm::direct;
  std::string why;
  if (!algorithm_fits(call, call.algorithm, topology, &why)) throw unavailable(call, why);
  return call.algorithm;
}

std::vector<PhaseChain> plan_chains(const CollectiveCall& call, CollectiveAlgorithm algorithm,
                                    const std::vector<int>& members, int rank, const GroupShape& shape,
                                    const TopologySpec& topology, const LinkParams& link) {
  if (!is_ring_collective(call.kind)) throw Error("collective: only reductions and gathers have phases");
  switch (algorithm) {
    case CollectiveAlgorithm::torus:
      return plan_torus(call, shape, topology, link);
    case CollectiveAlgorithm::halving_doubling:
      return plan_halving_doubling(call, members, rank);
    case CollectiveAlgorithm::tree:
      return plan_tree(call, members, rank, shape);
    case CollectiveAlgorithm::switch_reduce:
      return plan_switch_reduce(call, members, rank, shape, link);
    case CollectiveAlgorithm::hierarchical:
      if (!shape.axes.empty()) return plan_hierarchical_torus(call, shape, topology, link);
      return plan_hierarchical(call, call.device, shape, topology);
    default:
      return plan_ring(call, algorithm == CollectiveAlgorithm::bidirectional_ring, members, rank, shape);
  }
}

}  // namespace pmapsim::sim

// Choosing a collective algorithm and laying out each device's phases.
#include "collectives/plan.hpp"

#include <fmt/format.h>

#include <algorithm>

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
};

bool is_ring_collective(CollectiveKind kind) {
  return kind == CollectiveKind::all_reduce || kind == CollectiveKind::reduce_scatter ||
         kind == CollectiveKind::all_gather;
}

bool torus_fits(const CollectiveCall& call, const TopologySpec& topology) {
  return topology.grid() && subgrid_axes(call.group, topology).has_value();
}

// Returned, not thrown here: a throw through a [[noreturn]] call made on a
// SystemC thread's stack trips AddressSanitizer's stack bookkeeping.
Error unavailable(const CollectiveCall& call, std::string_view why) {
  return Error(fmt::format("{} (instance {}): algorithm {} is not available for {}: {}", call.op_name,
                           call.instance, collective_algorithm_name(call.algorithm),
                           collective_kind_name(call.kind), why));
}

// What XLA does on TPU ICI: every axis the group spans at once, both ways
// round each wrapped axis; a group that is no sub-grid runs a bidirectional
// ring in rank order; a fully connected topology (a switch) runs NCCL's ring.
CollectiveAlgorithm automatic_ring_collective(const CollectiveCall& call, const TopologySpec& topology) {
  if (!topology.grid()) return CollectiveAlgorithm::ring;
  return torus_fits(call, topology) ? CollectiveAlgorithm::torus : CollectiveAlgorithm::bidirectional_ring;
}

CollectiveAlgorithm resolve_ring_collective(const CollectiveCall& call, const TopologySpec& topology) {
  switch (call.algorithm) {
    case CollectiveAlgorithm::automatic:
      return automatic_ring_collective(call, topology);
    case CollectiveAlgorithm::ring:
    case CollectiveAlgorithm::bidirectional_ring:
      return call.algorithm;
    case CollectiveAlgorithm::torus:
      if (!topology.grid())
        throw unavailable(call, fmt::format("the topology {} is not a ring, torus or mesh", topology.str()));
      if (!torus_fits(call, topology))
        throw unavailable(call, fmt::format("the group is not a whole sub-grid of {}", topology.str()));
      return call.algorithm;
    case CollectiveAlgorithm::direct:
      throw unavailable(call, "use ring, bidirectional_ring or torus");
  }
  throw unavailable(call, "unknown algorithm");
}

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

// One pass along an open axis (a line): shards stream both ways; the link
// next to an end carries m−1 shards, so the pass costs as much as a one-way
// ring. All-gather: the link c→c+1 carries the shards of 0..c, c→c−1 those of
// c..m−1; reduce-scatter the reverse (partial sums of the shards beyond).
Phase line_pass(const Coordinates& at, int axis, int size, double volume, bool gather, double alpha_ns,
                int first_channel, const TopologySpec& topology) {
  Phase phase;
  int c = at[static_cast<std::size_t>(axis)];
  double shard = volume / size;
  auto neighbour = [&](int step) {
    Coordinates other = at;
    other[static_cast<std::size_t>(axis)] += step;
    return device_at(topology, other);
  };
  if (c + 1 < size) {
    double shards = gather ? c + 1 : size - 1 - c;
    phase.sends.push_back({neighbour(1), shards * shard, first_channel, false});
    phase.receive_channels.push_back(first_channel + 1);  // the backward stream of c+1
  }
  if (c > 0) {
    double shards = gather ? size - c : c;
    phase.sends.push_back({neighbour(-1), shards * shard, first_channel + 1, true});
    phase.receive_channels.push_back(first_channel);  // the forward stream of c−1
  }
  phase.settle_ns = (size - 2) * alpha_ns;
  phase.reduce_bytes = (size - 1) * shard;
  return phase;
}

std::vector<PhaseChain> plan_torus(const CollectiveCall& call, const GroupShape& shape,
                                   const TopologySpec& topology, const LinkParams& link) {
  const std::vector<int>& axes = shape.axes;
  int chains = static_cast<int>(axes.size());
  Coordinates at = coordinates_of(topology, call.device);
  double group_size = 1;
  for (int axis : axes) group_size *= topology.dims[static_cast<std::size_t>(axis)];
  std::vector<PhaseChain> plan;
  for (int chain = 0; chain < chains; ++chain) {
    std::vector<int> order;
    for (int i = 0; i < chains; ++i) order.push_back(axes[static_cast<std::size_t>((chain + i) % chains)]);
    double volume = call.bytes / chains;  // RS: before scattering along the axis; AG: after gathering
    if (call.kind == CollectiveKind::all_gather) volume /= group_size;
    PhaseChain phases;
    auto add = [&](int axis, double pass_volume, bool gather) {
      int size = topology.dims[static_cast<std::size_t>(axis)];
      int channel = chain * kChannelsPerChain + 2 * static_cast<int>(phases.size());
      Phase phase;
      if (topology.wraps[static_cast<std::size_t>(axis)]) {
        Coordinates next = at;
        Coordinates prev = at;
        next[static_cast<std::size_t>(axis)] = (at[static_cast<std::size_t>(axis)] + 1) % size;
        prev[static_cast<std::size_t>(axis)] = (at[static_cast<std::size_t>(axis)] + size - 1) % size;
        phase = ring_pass(device_at(topology, next), device_at(topology, prev), size, pass_volume, true,
                          link.latency_ns, channel);
      } else {
        phase = line_pass(at, axis, size, pass_volume, gather, link.latency_ns, channel, topology);
      }
      if (gather) phase.reduce_bytes = 0;
      phase.label = fmt::format("{} {}", gather ? "ag" : "rs", "xyz"[axis]);
      phases.push_back(std::move(phase));
    };
    if (call.kind != CollectiveKind::all_gather) {
      for (int axis : order) {
        add(axis, volume, false);
        volume /= topology.dims[static_cast<std::size_t>(axis)];
      }
    }
    if (call.kind != CollectiveKind::reduce_scatter) {
      for (auto it = order.rbegin(); it != order.rend(); ++it) {
        volume *= topology.dims[static_cast<std::size_t>(*it)];
        add(*it, volume, true);
      }
    }
    plan.push_back(std::move(phases));
  }
  return plan;
}

std::vector<PhaseChain> plan_ring(const CollectiveCall& call, bool bidirectional,
                                  const std::vector<int>& members, int rank, const GroupShape& shape) {
  int size = static_cast<int>(members.size());
  int next = members[static_cast<std::size_t>((rank + 1) % size)];
  int prev = members[static_cast<std::size_t>((rank + size - 1) % size)];
  PhaseChain phases;
  if (call.kind != CollectiveKind::all_gather) {
    phases.push_back(ring_pass(next, prev, size, call.bytes, bidirectional, shape.ring_alpha_ns, 0));
    phases.back().label = "rs";
  }
  if (call.kind != CollectiveKind::reduce_scatter) {
    int channel = 2 * static_cast<int>(phases.size());
    phases.push_back(ring_pass(next, prev, size, call.bytes, bidirectional, shape.ring_alpha_ns, channel));
    phases.back().label = "ag";
    phases.back().reduce_bytes = 0;
  }
  return {phases};
}

}  // namespace

int ring_steps(int size, bool bidirectional) {
  return bidirectional ? size / 2 : size - 1;  // size/2 = ⌈(size−1)/2⌉
}

std::optional<std::vector<int>> subgrid_axes(const std::vector<int>& group, const TopologySpec& topology) {
  int dims = dimension_count(topology);
  std::vector<int> axes;
  if (group.empty()) {
    for (int d = 0; d < dims; ++d) {
      if (topology.dims[static_cast<std::size_t>(d)] > 1) axes.push_back(d);
    }
    return axes;
  }
  const int devices = topology.device_count();
  for (int device : group) {
    if (device < 0 || device >= devices) return std::nullopt;
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
  std::size_t hops = 1;
  int size = static_cast<int>(members.size());
  bool bidirectional = algorithm == CollectiveAlgorithm::bidirectional_ring;
  for (int rank = 0; rank < size && size > 1; ++rank) {
    int here = members[static_cast<std::size_t>(rank)];
    int next = members[static_cast<std::size_t>((rank + 1) % size)];
    hops = std::max(hops, route_links(topology, here, next, false).size());
    if (bidirectional) hops = std::max(hops, route_links(topology, next, here, true).size());
  }
  shape.ring_alpha_ns = static_cast<double>(hops) * link.latency_ns;
  return shape;
}

std::string_view collective_kind_name(CollectiveKind kind) {
  switch (kind) {
    case CollectiveKind::all_reduce:
      return "all_reduce";
    case CollectiveKind::reduce_scatter:
      return "reduce_scatter";
    case CollectiveKind::all_gather:
      return "all_gather";
    case CollectiveKind::all_to_all:
      return "all_to_all";
    case CollectiveKind::permute:
      return "permute";
  }
  return "unknown collective";
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
  throw Error(fmt::format(
      "unknown collective algorithm '{}' (automatic, ring, bidirectional_ring, torus, direct)", text));
}

bool algorithm_fits(const CollectiveCall& call, CollectiveAlgorithm algorithm, const TopologySpec& topology) {
  switch (call.kind) {
    case CollectiveKind::permute:
      return algorithm == CollectiveAlgorithm::direct;
    case CollectiveKind::all_to_all:
      return algorithm == CollectiveAlgorithm::direct || algorithm == CollectiveAlgorithm::ring;
    case CollectiveKind::all_reduce:
    case CollectiveKind::reduce_scatter:
    case CollectiveKind::all_gather:
      switch (algorithm) {
        case CollectiveAlgorithm::ring:
        case CollectiveAlgorithm::bidirectional_ring:
          return true;
        case CollectiveAlgorithm::torus:
          return torus_fits(call, topology);
        case CollectiveAlgorithm::automatic:
        case CollectiveAlgorithm::direct:
          return false;
      }
  }
  return false;
}

CollectiveAlgorithm resolve_algorithm(const CollectiveCall& call, const TopologySpec& topology) {
  if (call.algorithm_is_preference && call.algorithm != CollectiveAlgorithm::automatic &&
      !algorithm_fits(call, call.algorithm, topology)) {
    CollectiveCall automatic = call;
    automatic.algorithm = CollectiveAlgorithm::automatic;
    automatic.algorithm_is_preference = false;
    return resolve_algorithm(automatic, topology);
  }
  switch (call.kind) {
    case CollectiveKind::permute:
      if (call.algorithm == CollectiveAlgorithm::automatic || call.algorithm == CollectiveAlgorithm::direct) {
        return CollectiveAlgorithm::direct;
      }
      throw unavailable(call, "a permute is routed point to point (use direct)");
    case CollectiveKind::all_to_all:
      if (call.algorithm == CollectiveAlgorithm::automatic || call.algorithm == CollectiveAlgorithm::direct) {
        return CollectiveAlgorithm::direct;
      }
      if (call.algorithm == CollectiveAlgorithm::ring) return CollectiveAlgorithm::ring;
      throw unavailable(call, "use direct or ring");
    case CollectiveKind::all_reduce:
    case CollectiveKind::reduce_scatter:
    case CollectiveKind::all_gather:
      return resolve_ring_collective(call, topology);
  }
  throw unavailable(call, "unknown collective");
}

std::vector<PhaseChain> plan_chains(const CollectiveCall& call, CollectiveAlgorithm algorithm,
                                    const std::vector<int>& members, int rank, const GroupShape& shape,
                                    const TopologySpec& topology, const LinkParams& link) {
  if (!is_ring_collective(call.kind)) throw Error("collective: only reductions and gathers have phases");
  if (algorithm == CollectiveAlgorithm::torus) return plan_torus(call, shape, topology, link);
  return plan_ring(call, algorithm == CollectiveAlgorithm::bidirectional_ring, members, rank, shape);
}

}  // namespace pmapsim::sim

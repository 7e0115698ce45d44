// Choosing a collective algorithm and laying out each device's ring phases.
#include "collectives/plan.hpp"

#include <fmt/format.h>

#include "pmapsim/errors.hpp"
#include "interconnect/geometry.hpp"

namespace pmapsim::sim {
namespace {

constexpr std::pair<CollectiveAlgorithm, std::string_view> kAlgorithmNames[] = {
    {CollectiveAlgorithm::automatic, "automatic"},
    {CollectiveAlgorithm::ring, "ring"},
    {CollectiveAlgorithm::bidirectional_ring, "bidirectional_ring"},
    {CollectiveAlgorithm::torus, "torus"},
    {CollectiveAlgorithm::direct, "direct"},
};

bool is_torus(const TopologySpec& topology) {
  return topology.kind == TopologyKind::torus2d || topology.kind == TopologyKind::torus3d;
}

// The group is the whole topology (an empty group means every device).
bool spans_topology(const CollectiveCall& call, const TopologySpec& topology) {
  return call.group.empty() || static_cast<int>(call.group.size()) == topology.device_count();
}

// Returned, not thrown here: a throw through a [[noreturn]] call made on a
// SystemC thread's stack trips AddressSanitizer's stack bookkeeping.
Error unavailable(const CollectiveCall& call, std::string_view why) {
  return Error(fmt::format("{} (instance {}): algorithm {} is not available for {}: {}", call.op_name,
                           call.instance, collective_algorithm_name(call.algorithm),
                           collective_kind_name(call.kind), why));
}

CollectiveAlgorithm resolve_ring_collective(const CollectiveCall& call, const TopologySpec& topology) {
  switch (call.algorithm) {
    case CollectiveAlgorithm::automatic:
      return is_torus(topology) && spans_topology(call, topology) ? CollectiveAlgorithm::torus
                                                                  : CollectiveAlgorithm::ring;
    case CollectiveAlgorithm::ring:
    case CollectiveAlgorithm::bidirectional_ring:
      return call.algorithm;
    case CollectiveAlgorithm::torus:
      if (!is_torus(topology))
        throw unavailable(call, fmt::format("the topology {} is not a torus", topology.str()));
      if (!spans_topology(call, topology))
        throw unavailable(call, "the group is not every device of the torus");
      return call.algorithm;
    case CollectiveAlgorithm::direct:
      throw unavailable(call, "use ring, bidirectional_ring or torus");
  }
  throw unavailable(call, "unknown algorithm");
}

// This device's ring phases along each torus dimension of more than one device.
std::vector<RingPhase> plan_torus(const CollectiveCall& call, const TopologySpec& topology) {
  Coordinates at = coordinates_of(topology, call.device);
  std::vector<RingPhase> scatter_phases;
  double share = 1;  // the part of the data a device still owns after the previous dimensions
  for (int d = 0; d < dimension_count(topology); ++d) {
    int size = topology.dims[d];
    share /= size;
    if (size == 1) continue;
    RingPhase phase;
    Coordinates next = at;
    Coordinates prev = at;
    next[d] = (at[d] + 1) % size;
    prev[d] = (at[d] + size - 1) % size;
    phase.next_device = device_at(topology, next);
    phase.prev_device = device_at(topology, prev);
    phase.steps = size - 1;
    phase.chunk_bytes = call.bytes * share;
    phase.label = std::string(1, "xyz"[d]);
    scatter_phases.push_back(phase);
  }
  std::vector<RingPhase> phases;
  bool scatter = call.kind != CollectiveKind::all_gather;
  bool gather = call.kind != CollectiveKind::reduce_scatter;
  if (scatter) {
    for (RingPhase phase : scatter_phases) {
      phase.reduce = true;
      phase.label = "rs " + phase.label;
      phases.push_back(phase);
    }
  }
  if (gather) {
    for (auto it = scatter_phases.rbegin(); it != scatter_phases.rend(); ++it) {
      RingPhase phase = *it;
      phase.label = "ag " + phase.label;
      phases.push_back(phase);
    }
  }
  for (std::size_t i = 0; i < phases.size(); ++i) phases[i].channel = static_cast<int>(i);
  return phases;
}

std::vector<RingPhase> plan_ring(const CollectiveCall& call, bool bidirectional,
                                 const std::vector<int>& members, int rank) {
  int size = static_cast<int>(members.size());
  RingPhase phase;
  phase.next_device = members[(rank + 1) % size];
  phase.prev_device = members[(rank + size - 1) % size];
  phase.steps = size - 1;
  phase.chunk_bytes = call.bytes / size / (bidirectional ? 2 : 1);
  phase.bidirectional = bidirectional;
  int channels_per_phase = bidirectional ? 2 : 1;
  std::vector<RingPhase> phases;
  if (call.kind != CollectiveKind::all_gather) {
    phase.reduce = true;
    phase.label = "rs";
    phases.push_back(phase);
  }
  if (call.kind != CollectiveKind::reduce_scatter) {
    phase.reduce = false;
    phase.label = "ag";
    phase.channel = static_cast<int>(phases.size()) * channels_per_phase;
    phases.push_back(phase);
  }
  return phases;
}

}  // namespace

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
          return is_torus(topology) && spans_topology(call, topology);
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

std::vector<RingPhase> plan_ring_phases(const CollectiveCall& call, CollectiveAlgorithm algorithm,
                                        const std::vector<int>& members, int rank,
                                        const TopologySpec& topology) {
  if (algorithm == CollectiveAlgorithm::torus) return plan_torus(call, topology);
  return plan_ring(call, algorithm == CollectiveAlgorithm::bidirectional_ring, members, rank);
}

}  // namespace pmapsim::sim

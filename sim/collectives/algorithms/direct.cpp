// Point to point: a collective_permute's one route, and the direct all_to_all
// (every block on its own route at once; its time the busiest link's load and
// the farthest route's latency). Closed forms; the phases of both are the
// routed transfers the SystemC world plays (collectives.cpp).
#include <algorithm>
#include <limits>
#include <optional>

#include "collectives/algorithms/algorithms.hpp"

namespace pmapsim::sim {
namespace {

// The busiest link of a wrapped axis of n under shortest routes, in blocks of
// one (source, destination) pair along it: offsets k < n/2 each load every
// link of their direction k times over n links; a tie (n/2) is split both ways.
double wrapped_axis_load(int n) {
  double load = 0;
  for (int k = 1; 2 * k < n; ++k) load += k;
  if (n % 2 == 0) load += n / 4.0;
  return load;
}

// An open axis (a line) of n: the middle link carries every pair across it.
double open_axis_load(int n) {
  return static_cast<double>(n / 2) * ((n + 1) / 2);
}

// Counts every route: the busiest link's time and the farthest route's latency.
double routed_all_to_all_ns(const std::vector<int>& members, double block, const TopologySpec& topology,
                            const LinkParams& link) {
  std::vector<double> load(static_cast<std::size_t>(link_count(topology)), 0.0);
  double farthest = 0;
  int ranks = static_cast<int>(members.size());
  for (int rank = 0; rank < ranks; ++rank) {
    for (int k = 1; k < ranks; ++k) {
      const std::vector<int> path =
          route_links(topology, members[static_cast<std::size_t>(rank)],
                      members[static_cast<std::size_t>((rank + k) % ranks)], (rank + k) % 2 == 1);
      farthest = std::max(farthest, path_latency_ns(topology, path, link));
      for (int id : path) load[static_cast<std::size_t>(id)] += 1;
    }
  }
  double busiest = 0;
  for (std::size_t id = 0; id < load.size(); ++id) {
    if (load[id] > 0) {
      busiest = std::max(busiest, load[id] * block / link_bytes_per_ns(topology, static_cast<int>(id), link));
    }
  }
  return farthest + busiest;
}

}  // namespace

double permute_time(const CollectiveCall& call, const TopologySpec& topology, const LinkParams& link) {
  int from = call.device;
  int to = call.permute_destination;
  if (to < 0) {  // a device that only receives finishes when its sender's message lands
    if (call.permute_source < 0) return 0;
    from = call.permute_source;
    to = call.device;
  }
  const std::vector<int> path = route_links(topology, from, to, false);
  double bottleneck = std::numeric_limits<double>::infinity();
  for (int id : path) bottleneck = std::min(bottleneck, link_bytes_per_ns(topology, id, link));
  return path_latency_ns(topology, path, link) + (path.empty() ? 0 : call.bytes / bottleneck);
}

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

double direct_all_to_all_ns(const std::vector<int>& members, double bytes, const TopologySpec& topology,
                            const LinkParams& link) {
  const int ranks = static_cast<int>(members.size());
  if (ranks <= 1) return 0;
  const double block = bytes / ranks;
  const std::vector<std::vector<int>> pods = members_by_pod(members, topology);
  const bool across = pods.size() > 1;
  // The DCN: every device's link up carries its blocks for the other pods.
  const double local = pods.empty() ? 0 : static_cast<double>(pods.front().size());
  const double dcn_ns = across ? (ranks - local) * block / topology.dcn_bytes_per_ns : 0;
  const double dcn_latency = across ? topology.dcn_latency_ns : 0;
  // Every pod's members a whole sub-grid over the same axes (their blocks for
  // other pods leave through the DCN and load no pod link).
  auto pod_axes = [&]() -> std::optional<std::vector<int>> {
    std::optional<std::vector<int>> axes = subgrid_axes(pods.front(), topology);
    for (const auto& pod : pods) {
      if (subgrid_axes(pod, topology) != axes) return std::nullopt;
    }
    return axes;
  };
  if (!pods.empty()) {
    double inner_ns = 0;
    double inner_latency = 0;
    if (topology.kind == TopologyKind::full) {
      inner_ns = local > 1 ? block / link.bytes_per_ns : 0;
      inner_latency = local > 1 ? link.latency_ns : 0;
    } else if (topology.kind == TopologyKind::switched) {
      inner_ns = (local - 1) * block / link.bytes_per_ns;  // a device's link up (and down) to its switch
      inner_latency = local > 1 ? 2 * link.latency_ns : 0;
    } else if (auto axes = pod_axes()) {
      // Dimension-ordered routes: an axis-d link carries its axis load times
      // the pod's members over that axis (the other axes' sources or destinations).
      for (int axis : *axes) {
        const int n = topology.dims[static_cast<std::size_t>(axis)];
        const bool wraps = topology.wraps[static_cast<std::size_t>(axis)];
        const double load = (wraps ? wrapped_axis_load(n) : open_axis_load(n)) * local / n;
        inner_ns = std::max(inner_ns, load * block / link.bytes_per_ns);
        inner_latency += (wraps ? n / 2 : n - 1) * link.latency_ns;
      }
    } else {
      return routed_all_to_all_ns(members, block, topology, link);
    }
    return std::max(inner_latency, dcn_latency) + std::max(inner_ns, dcn_ns);
  }
  return routed_all_to_all_ns(members, block, topology, link);  // pods holding unequal shares
}

}  // namespace pmapsim::sim

// The uncontended alpha-beta predictions of reference-figures.md, written as
// the closed formulas (not by replaying the algorithms), so that the
// simulated times can be checked against them.
#include <algorithm>
#include <limits>
#include <optional>

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

double passes_of(CollectivePattern kind) {
  return kind == CollectivePattern::all_reduce ? 2 : 1;
}
double reduce_passes_of(CollectivePattern kind) {
  return kind == CollectivePattern::all_gather ? 0 : 1;
}

// A ring of p ranks moves (p−1)/p·S per pass; one way it takes p−1 steps, both
// ways half the bytes each way and ⌈(p−1)/2⌉ steps.
double ring_time(CollectivePattern kind, int ranks, double bytes, const Terms& terms, bool bidirectional) {
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
double torus_time(CollectivePattern kind, const TopologySpec& topology, const std::vector<int>& axes,
                  double bytes, const Terms& terms) {
  int parts = static_cast<int>(axes.size());
  double group = 1;
  for (int axis : axes) group *= topology.dims[static_cast<std::size_t>(axis)];
  double slowest = 0;
  for (int part = 0; part < parts; ++part) {
    double volume = bytes / parts;
    if (kind == CollectivePattern::all_gather) volume /= group;
    double total = 0;
    std::vector<int> order;
    for (int i = 0; i < parts; ++i) order.push_back(axes[static_cast<std::size_t>((part + i) % parts)]);
    if (kind != CollectivePattern::all_gather) {
      for (int axis : order) {
        int size = topology.dims[static_cast<std::size_t>(axis)];
        total += axis_pass(size, topology.wraps[static_cast<std::size_t>(axis)], volume, terms, true);
        volume /= size;
      }
    }
    if (kind != CollectivePattern::reduce_scatter) {
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
  const std::vector<int> path = route_links(topology, from, to, false);
  double bottleneck = std::numeric_limits<double>::infinity();
  for (int id : path) bottleneck = std::min(bottleneck, link_bytes_per_ns(topology, id, link));
  return path_latency_ns(topology, path, link) + (path.empty() ? 0 : call.bytes / bottleneck);
}

// Store and forward round a ring: step k forwards the p−k blocks still in transit.
double ring_all_to_all_time(int ranks, double bytes, const LinkParams& link) {
  double block = bytes / ranks;
  double steps = ranks - 1;
  return steps * link.latency_ns + steps * ranks / 2.0 * block / link.bytes_per_ns;
}

// Recursive halving then doubling: log2(p) exchanges per pass, (p−1)/p·S moved.
double halving_doubling_time(CollectivePattern kind, int ranks, double bytes, const Terms& terms) {
  double moved = (ranks - 1) * bytes / ranks;
  double pass = exact_log2(ranks) * terms.alpha_ns + moved * terms.ns_per_byte;
  return passes_of(kind) * pass + reduce_passes_of(kind) * moved * terms.reduce_ns_per_byte;
}

// Double binary tree: up, then down; each way a rank's port carries S (S/2 to
// or from each of two children, or to its parents in both trees) — S/2 when
// nobody has two children (p = 2) — and the pipeline fills in depth routes.
double tree_time(int ranks, double bytes, const Terms& terms) {
  double per_port = ranks > 2 ? bytes : bytes / 2;
  double combined = ranks > 2 ? bytes : bytes / 2;  // the most a rank combines: two children's halves
  return 2 * (tree_depth(ranks) * terms.alpha_ns + per_port * terms.ns_per_byte) +
         combined * terms.reduce_ns_per_byte;
}

// One ring pass as the phases run it: the stream (one route latency and its
// bytes), then the steps' remaining latencies, then the combining.
struct Pass {
  double stream_ns = 0;
  double settle_ns = 0;
  double reduce_ns = 0;
};

Pass ring_pass_time(int ranks, double volume, const Terms& terms, bool bidirectional, bool reduce) {
  Pass pass;
  if (ranks < 2) return pass;
  const double moved = (ranks - 1) * volume / ranks;
  pass.stream_ns = terms.alpha_ns + moved * terms.ns_per_byte / (bidirectional ? 2 : 1);
  pass.settle_ns = (ring_steps(ranks, bidirectional) - 1) * terms.alpha_ns;
  pass.reduce_ns = reduce ? moved * terms.reduce_ns_per_byte : 0;
  return pass;
}

// Within the pod (m ranks, both ways on a grid), across the pods (q ranks,
// one way, S/m through the DCN), within the pod again: one after another on
// grid pods; side by side on switches (each stage as long as its slower
// stream plus its longer settling, and both combinings).
double hierarchical_time(CollectivePattern kind, const GroupShape& shape, double bytes,
                         const TopologySpec& topology, const Terms& inner) {
  const int local = static_cast<int>(shape.pods.front().size());
  const int pods = static_cast<int>(shape.pods.size());
  const Terms outer{shape.outer_alpha_ns, 1.0 / topology.dcn_bytes_per_ns, inner.reduce_ns_per_byte};
  auto stage = [&](bool reduce) {
    const Pass in_pod = ring_pass_time(local, bytes, inner, topology.grid(), reduce);
    const Pass across = ring_pass_time(pods, bytes / local, outer, false, reduce);
    auto total = [](const Pass& pass) { return pass.stream_ns + pass.settle_ns + pass.reduce_ns; };
    if (topology.grid()) return total(in_pod) + total(across);
    return std::max(in_pod.stream_ns, across.stream_ns) + std::max(in_pod.settle_ns, across.settle_ns) +
           in_pod.reduce_ns + across.reduce_ns;
  };
  if (!shape.axes.empty()) {
    // TPU slices that are whole sub-grids: the torus reduce-scatter in the
    // slice, the DCN rings on S/m, the torus all-gather (exact when the
    // slice's axes are equally long, as torus_time).
    double time = ring_time(kind, pods, bytes / local, outer, false);
    if (kind != CollectivePattern::all_gather) {
      time += torus_time(CollectivePattern::reduce_scatter, topology, shape.axes, bytes, inner);
    }
    if (kind != CollectivePattern::reduce_scatter) {
      time += torus_time(CollectivePattern::all_gather, topology, shape.axes, bytes, inner);
    }
    return time;
  }
  double time = 0;
  if (kind != CollectivePattern::all_gather) time += stage(true);
  if (kind != CollectivePattern::reduce_scatter) time += stage(false);
  return time;
}

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
  if (call.kind == CollectivePattern::collective_permute) return overhead + permute_time(call, topology, link);
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
      // Each port carries S·(1 + 1/p) each way (plan_switch_reduce).
      return overhead + std::max(shape.ring_alpha_ns, link.switch_reduce_latency_ns) +
             call.bytes * (1.0 + 1.0 / ranks) / (link.switch_reduce_efficiency * link.bytes_per_ns);
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

// The torus algorithm (XLA's on TPU ICI): the data split in one part per
// spanned grid axis, each part reduce-scattered along the axes starting at its
// own, then all-gathered back in reverse, every part at once. Its phases and
// its closed form.
#include <fmt/format.h>

#include <algorithm>

#include "collectives/algorithms/algorithms.hpp"

namespace pmapsim::sim {
namespace {

// One pass along an open axis (a line): shards stream both ways; the link
// next to an end carries m−1 shards, so the pass costs as much as a one-way
// ring. All-gather: the link c→c+1 carries the shards of 0..c, c→c−1 those of
// c..m−1; reduce-scatter the reverse (partial sums of the shards beyond).
Phase line_pass(int base, const Coordinates& at, int axis, int size, double volume, bool gather,
                double alpha_ns, int first_channel, const TopologySpec& topology) {
  Phase phase;
  int c = at[static_cast<std::size_t>(axis)];
  double shard = volume / size;
  auto neighbour = [&](int step) {
    Coordinates other = at;
    other[static_cast<std::size_t>(axis)] += step;
    return base + device_at(topology, other);
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

// One pass along a grid axis of m devices over a volume V (the larger side):
// wrapped, a bidirectional ring; open, a line whose end links carry (m−1)/m·V.
double axis_pass(int size, bool wraps, double volume, const Terms& terms, bool reduce) {
  double moved = (size - 1) * volume / size;
  double steps = wraps ? ring_steps(size, true) : size - 1;
  double bandwidth = moved * terms.ns_per_byte / (wraps ? 2 : 1);
  return steps * terms.alpha_ns + bandwidth + (reduce ? moved * terms.reduce_ns_per_byte : 0);
}

}  // namespace

std::vector<PhaseChain> plan_torus(const CollectiveCall& call, const GroupShape& shape,
                                   const TopologySpec& topology, const LinkParams& link) {
  const std::vector<int>& axes = shape.axes;
  int chains = static_cast<int>(axes.size());
  Coordinates at = coordinates_of(topology, call.device);
  const int base = pod_base(topology, call.device);
  double group_size = 1;
  for (int axis : axes) group_size *= topology.dims[static_cast<std::size_t>(axis)];
  std::vector<PhaseChain> plan;
  for (int chain = 0; chain < chains; ++chain) {
    std::vector<int> order;
    for (int i = 0; i < chains; ++i) order.push_back(axes[static_cast<std::size_t>((chain + i) % chains)]);
    double volume = call.bytes / chains;  // RS: before scattering along the axis; AG: after gathering
    if (call.kind == CollectivePattern::all_gather) volume /= group_size;
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
        phase = ring_pass(base + device_at(topology, next), base + device_at(topology, prev), size,
                          pass_volume, true, link.latency_ns, channel);
      } else {
        phase = line_pass(base, at, axis, size, pass_volume, gather, link.latency_ns, channel, topology);
      }
      if (gather) phase.reduce_bytes = 0;
      phase.label = fmt::format("{} {}", gather ? "ag" : "rs", "xyz"[axis]);
      phases.push_back(std::move(phase));
    };
    if (call.kind != CollectivePattern::all_gather) {
      for (int axis : order) {
        add(axis, volume, false);
        volume /= topology.dims[static_cast<std::size_t>(axis)];
      }
    }
    if (call.kind != CollectivePattern::reduce_scatter) {
      for (auto it = order.rbegin(); it != order.rend(); ++it) {
        volume *= topology.dims[static_cast<std::size_t>(*it)];
        add(*it, volume, true);
      }
    }
    plan.push_back(std::move(phases));
  }
  return plan;
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

}  // namespace pmapsim::sim

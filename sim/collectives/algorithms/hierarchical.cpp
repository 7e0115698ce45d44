// Hierarchical over pods: within each pod, across the pods through the DCN,
// within each pod again (rings in the pods, or the torus algorithm inside TPU
// slices). Its phases and its closed form.
#include <algorithm>

#include "collectives/algorithms/algorithms.hpp"

namespace pmapsim::sim {
namespace {

// Merges the phases of a stage into one: their streams run side by side
// and it ends when the last is in, plus the longest settling.
Phase side_by_side(const std::vector<Phase>& parts, const char* label) {
  Phase merged;
  for (const Phase& part : parts) {
    merged.sends.insert(merged.sends.end(), part.sends.begin(), part.sends.end());
    merged.receive_channels.insert(merged.receive_channels.end(), part.receive_channels.begin(),
                                   part.receive_channels.end());
    merged.settle_ns = std::max(merged.settle_ns, part.settle_ns);
    merged.reduce_bytes += part.reduce_bytes;
  }
  merged.label = label;
  return merged;
}

}  // namespace

// Within each pod (a ring over its members: both ways on a grid, one way on
// a switch), across the pods (a ring over the members with the same place in
// their pods, through the DCN, on 1/m of the data), within each pod again.
// On TPU slices (grid pods) these are XLA's separate collectives, one after
// another; on switches NCCL pipelines them in chunks, so the pod's and the
// DCN's streams of a reduce-scatter (and of an all-gather) run side by side.
std::vector<PhaseChain> plan_hierarchical(const CollectiveCall& call, int device, const GroupShape& shape,
                                          const TopologySpec& topology) {
  const int pod_count = static_cast<int>(shape.pods.size());
  const int local_size = static_cast<int>(shape.pods.front().size());
  int pod = 0;
  int local = 0;
  for (int p = 0; p < pod_count; ++p) {
    for (int l = 0; l < local_size; ++l) {
      if (shape.pods[static_cast<std::size_t>(p)][static_cast<std::size_t>(l)] == device) {
        pod = p;
        local = l;
      }
    }
  }
  const auto& mine = shape.pods[static_cast<std::size_t>(pod)];
  const bool inner_both_ways = topology.grid();
  const bool pipelined = !topology.grid();
  PhaseChain phases;
  int next_channel = 0;
  auto inner = [&](double volume, bool gather) {
    if (local_size < 2) return;
    Phase phase = ring_pass(mine[static_cast<std::size_t>((local + 1) % local_size)],
                            mine[static_cast<std::size_t>((local + local_size - 1) % local_size)], local_size,
                            volume, inner_both_ways, shape.ring_alpha_ns, next_channel);
    next_channel += 2;
    if (gather) phase.reduce_bytes = 0;
    phase.label = gather ? "ag pod" : "rs pod";
    phases.push_back(std::move(phase));
  };
  auto outer = [&](double volume, bool gather) {
    Phase phase = ring_pass(
        shape.pods[static_cast<std::size_t>((pod + 1) % pod_count)][static_cast<std::size_t>(local)],
        shape.pods[static_cast<std::size_t>((pod + pod_count - 1) % pod_count)]
                  [static_cast<std::size_t>(local)],
        pod_count, volume, false, shape.outer_alpha_ns, next_channel);
    next_channel += 2;
    if (gather) phase.reduce_bytes = 0;
    phase.label = gather ? "ag dcn" : "rs dcn";
    phases.push_back(std::move(phase));
  };
  // Adds a stage's phases in order, or as one phase when pipelined.
  auto stage = [&](auto&& first, auto&& second, const char* label) {
    const std::size_t begin = phases.size();
    first();
    second();
    if (!pipelined || phases.size() - begin < 2) return;
    Phase merged = side_by_side({phases.begin() + static_cast<std::ptrdiff_t>(begin), phases.end()}, label);
    phases.resize(begin);
    phases.push_back(std::move(merged));
  };
  const double per_pod = call.bytes / local_size;
  if (call.kind != CollectivePattern::all_gather) {
    stage([&] { inner(call.bytes, false); }, [&] { outer(per_pod, false); }, "rs pod+dcn");
  }
  if (call.kind != CollectivePattern::reduce_scatter) {
    stage([&] { outer(per_pod, true); }, [&] { inner(call.bytes, true); }, "ag dcn+pod");
  }
  return {phases};
}

// Hierarchical over TPU slices (grid pods): within the slice the torus
// algorithm's reduce-scatter (every spanned axis at once, one chain per axis),
// across the slices a one-way ring through the DCN on each chain's 1/m, then
// the torus all-gather. Each chain's channels are renumbered to
// chain·kHierarchicalChannels + 2·position + direction.
std::vector<PhaseChain> plan_hierarchical_torus(const CollectiveCall& call, const GroupShape& shape,
                                                const TopologySpec& topology, const LinkParams& link) {
  const int pod_count = static_cast<int>(shape.pods.size());
  const int local_size = static_cast<int>(shape.pods.front().size());
  int pod = 0;
  int local = 0;
  for (int p = 0; p < pod_count; ++p) {
    const auto& members = shape.pods[static_cast<std::size_t>(p)];
    const auto found = std::find(members.begin(), members.end(), call.device);
    if (found != members.end()) {
      pod = p;
      local = static_cast<int>(found - members.begin());
    }
  }
  auto torus_part = [&](CollectivePattern kind) {
    CollectiveCall part = call;
    part.kind = kind;
    return plan_torus(part, shape, topology, link);
  };
  const std::vector<PhaseChain> reduce = call.kind != CollectivePattern::all_gather
                                             ? torus_part(CollectivePattern::reduce_scatter)
                                             : std::vector<PhaseChain>{};
  const std::vector<PhaseChain> gather = call.kind != CollectivePattern::reduce_scatter
                                             ? torus_part(CollectivePattern::all_gather)
                                             : std::vector<PhaseChain>{};
  const int chains = static_cast<int>(shape.axes.size());
  const int next =
      shape.pods[static_cast<std::size_t>((pod + 1) % pod_count)][static_cast<std::size_t>(local)];
  const int prev =
      shape
          .pods[static_cast<std::size_t>((pod + pod_count - 1) % pod_count)][static_cast<std::size_t>(local)];
  const double outer_volume = call.bytes / local_size / chains;
  std::vector<PhaseChain> plan;
  for (int chain = 0; chain < chains; ++chain) {
    PhaseChain phases;
    if (!reduce.empty()) phases = reduce[static_cast<std::size_t>(chain)];
    auto outer = [&](bool gathering) {
      Phase phase = ring_pass(next, prev, pod_count, outer_volume, false, shape.outer_alpha_ns, 0);
      if (gathering) phase.reduce_bytes = 0;
      phase.label = gathering ? "ag dcn" : "rs dcn";
      phases.push_back(std::move(phase));
    };
    if (call.kind != CollectivePattern::all_gather) outer(false);
    if (call.kind != CollectivePattern::reduce_scatter) outer(true);
    if (!gather.empty()) {
      const PhaseChain& tail = gather[static_cast<std::size_t>(chain)];
      phases.insert(phases.end(), tail.begin(), tail.end());
    }
    for (std::size_t position = 0; position < phases.size(); ++position) {
      const int first = chain * kHierarchicalChannels + 2 * static_cast<int>(position);
      for (PhaseSend& send : phases[position].sends) send.channel = first + send.channel % 2;
      for (int& channel : phases[position].receive_channels) channel = first + channel % 2;
    }
    plan.push_back(std::move(phases));
  }
  return plan;
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

}  // namespace pmapsim::sim

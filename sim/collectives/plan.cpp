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

// `candidate` where its alpha-beta time for the call is lower than `otherwise`'s (as
// NCCL's tuner weighs its algorithms), else `otherwise`.
CollectiveAlgorithm faster_of(const CollectiveCall& call, CollectiveAlgorithm candidate,
                              CollectiveAlgorithm otherwise, const TopologySpec& topology,
                              const LinkParams& link) {
  CollectiveCall with = call;
  with.algorithm_is_preference = false;
  with.algorithm = candidate;
  const double candidate_ns = alpha_beta_ns(with, topology, link);
  with.algorithm = otherwise;
  return candidate_ns < alpha_beta_ns(with, topology, link) ? candidate : otherwise;
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

std::vector<PhaseChain> plan_ring(const CollectiveCall& call, bool bidirectional,
                                  const std::vector<int>& members, int rank, const GroupShape& shape) {
  int size = static_cast<int>(members.size());
  int next = members[static_cast<std::size_t>((rank + 1) % size)];
  int prev = members[static_cast<std::size_t>((rank + size - 1) % size)];
  PhaseChain phases;
  if (call.kind != CollectivePattern::all_gather) {
    phases.push_back(ring_pass(next, prev, size, call.bytes, bidirectional, shape.ring_alpha_ns, 0));
    phases.back().label = "rs";
  }
  if (call.kind != CollectivePattern::reduce_scatter) {
    int channel = 2 * static_cast<int>(phases.size());
    phases.push_back(ring_pass(next, prev, size, call.bytes, bidirectional, shape.ring_alpha_ns, channel));
    phases.back().label = "ag";
    phases.back().reduce_bytes = 0;
  }
  return {phases};
}

// Recursive halving (reduce-scatter: partners at distance p/2, p/4, ..., each
// exchange moving half of what is left) then recursive doubling (all-gather:
// the same partners in reverse, each exchange doubling what is held).
std::vector<PhaseChain> plan_halving_doubling(const CollectiveCall& call, const std::vector<int>& members,
                                              int rank) {
  const int size = static_cast<int>(members.size());
  const int steps = exact_log2(size);
  PhaseChain phases;
  auto exchange = [&](int distance, double bytes, bool reduce, const char* label) {
    const int channel = static_cast<int>(phases.size());
    Phase phase;
    phase.sends.push_back({members[static_cast<std::size_t>(rank ^ distance)], bytes, channel, false});
    phase.receive_channels = {channel};
    phase.reduce_bytes = reduce ? bytes : 0;
    phase.label = fmt::format("{} {}", label, distance);
    phases.push_back(std::move(phase));
  };
  if (call.kind != CollectivePattern::all_gather) {
    double held = call.bytes;
    for (int k = 0; k < steps; ++k) {
      held /= 2;
      exchange(size >> (k + 1), held, true, "rs hd");
    }
  }
  if (call.kind != CollectivePattern::reduce_scatter) {
    double held = call.bytes / size;
    for (int k = steps - 1; k >= 0; --k) {
      exchange(size >> (k + 1), held, false, "ag hd");
      held *= 2;
    }
  }
  return {phases};
}

// NCCL's double binary tree all-reduce: half the data reduced up each tree
// and broadcast back down, every rank streaming to its parent (up) and
// children (down) at once; the pipeline fills in depth − 1 more route latencies.
std::vector<PhaseChain> plan_tree(const CollectiveCall& call, const std::vector<int>& members, int rank,
                                  const GroupShape& shape) {
  const int size = static_cast<int>(members.size());
  const double half = call.bytes / 2;
  const double settle = (tree_depth(size) - 1) * shape.outer_alpha_ns;
  auto slot_at_parent = [&](int tree, int child) {
    const int parent = tree_parent(tree, child, size);
    return tree_child(tree, parent, 0, size) == child ? 0 : 1;
  };
  Phase up;
  Phase down;
  for (int tree = 0; tree < 2; ++tree) {
    const int parent = tree_parent(tree, rank, size);
    if (parent >= 0) {
      const int slot = slot_at_parent(tree, rank);
      up.sends.push_back({members[static_cast<std::size_t>(parent)], half, 2 * tree + slot, false});
      down.receive_channels.push_back(4 + 2 * tree + slot);
    }
    for (int slot = 0; slot < 2; ++slot) {
      const int child = tree_child(tree, rank, slot, size);
      if (child < 0) continue;
      up.receive_channels.push_back(2 * tree + slot);
      up.reduce_bytes += half;
      down.sends.push_back({members[static_cast<std::size_t>(child)], half, 4 + 2 * tree + slot, false});
    }
  }
  up.settle_ns = settle;
  down.settle_ns = settle;
  up.label = "tree up";
  down.label = "tree down";
  return {{up, down}};
}

// In-switch all_reduce (NVLS): every device sends its whole input to the
// switch, which sums each 1/p shard and sends it to its owner, who multicasts
// it back through the switch; NCCL pipelines the two halves, so each port
// carries S·(1 + 1/p) each way at once, at the fraction of the link rate the
// switch's reduction reaches. Streamed as one transfer to the next member
// (what each port carries, not where the bytes go: the switch is not modelled
// as a device; one transfer each keeps a group of thousands linear);
// nothing is combined on the device.
std::vector<PhaseChain> plan_switch_reduce(const CollectiveCall& call, const std::vector<int>& members,
                                           int rank, const GroupShape& shape, const LinkParams& link) {
  const int size = static_cast<int>(members.size());
  Phase phase;
  phase.sends.push_back({members[static_cast<std::size_t>((rank + 1) % size)],
                         call.bytes * (1.0 + 1.0 / size) / link.switch_reduce_efficiency, 0, false});
  phase.receive_channels = {0};
  phase.settle_ns = std::max(0.0, link.switch_reduce_latency_ns - shape.ring_alpha_ns);
  phase.label = "switch reduce";
  return {{phase}};
}

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

}  // namespace

int exact_log2(int value) {
  if (value < 1 || (value & (value - 1)) != 0) return -1;
  int log = 0;
  while ((1 << log) < value) ++log;
  return log;
}

int tree_parent(int tree, int rank, int size) {
  const int r = tree == 0 ? rank : size - 1 - rank;
  if (r == 0) return -1;
  const int parent = (r - 1) / 2;
  return tree == 0 ? parent : size - 1 - parent;
}

int tree_child(int tree, int rank, int slot, int size) {
  const int r = tree == 0 ? rank : size - 1 - rank;
  const int child = 2 * r + 1 + slot;
  if (child >= size) return -1;
  return tree == 0 ? child : size - 1 - child;
}

int tree_depth(int size) {
  int depth = 0;
  while ((2 << depth) <= size) ++depth;  // heap of `size` nodes: floor(log2(size))
  return depth;
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
      return call.kind != CollectivePattern::collective_permute ? true
                                                  : no("a permute is routed point to point (use direct)");
    case CollectiveAlgorithm::bidirectional_ring:
      if (!reduction_or_gather) {
        return no(call.kind == CollectivePattern::collective_permute ? "a permute is routed point to point (use direct)"
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

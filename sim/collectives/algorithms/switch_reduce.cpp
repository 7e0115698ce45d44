// In-switch all_reduce (NVLink SHARP, NCCL's NVLS): its phase and its closed
// form.
#include <algorithm>

#include "collectives/algorithms/algorithms.hpp"

namespace pmapsim::sim {

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

double switch_reduce_time(int ranks, double bytes, const GroupShape& shape, const LinkParams& link) {
  // Each port carries S·(1 + 1/p) each way (plan_switch_reduce).
  return std::max(shape.ring_alpha_ns, link.switch_reduce_latency_ns) +
         bytes * (1.0 + 1.0 / ranks) / (link.switch_reduce_efficiency * link.bytes_per_ns);
}

}  // namespace pmapsim::sim

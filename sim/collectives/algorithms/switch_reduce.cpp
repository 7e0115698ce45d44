// In-switch all_reduce (NVLink SHARP, NCCL's NVLS): its phase and its closed
// form.
#include <algorithm>

#include "collectives/algorithms/algorithms.hpp"

namespace pmapsim::sim {

namespace {

// The chunk NCCL's NVLS all_reduce moves per rank and step (calcCollChunking,
// src/enqueue.cc, NCCL 2.18 to 2.30): NCCL_NVLS_CHUNKSIZE's default, 128 KiB,
// halved while a channel's share of the message is under 64, then 8, then 2
// chunks per rank, to at most 16 KiB.
double chunk_bytes(int ranks, double bytes, int channels) {
  const double share = bytes / channels;
  double chunk = 128.0 * 1024;
  for (const auto& [chunks_per_rank, smaller] :
       {std::pair{64.0, 64.0 * 1024}, {8.0, 32.0 * 1024}, {2.0, 16.0 * 1024}}) {
    if (share < chunks_per_rank * ranks * chunk) chunk = smaller;
  }
  return chunk;
}

}  // namespace

// NCCL runs an NVLS all_reduce as a pipeline of three stages working at once
// (src/device/all_reduce.h: copy into the switch's buffer, reduce and
// multicast, copy out), each step one chunk per rank on every channel, so the
// first step's way in and the last one's way out add two steps to the time the
// bytes alone take (at most the message: a message of one step is three
// passes). NCCL's tuner leaves this out of its model (tuning.cc: "waiting for
// proper chunk modeling"), which is why it still takes NVLS where the fill
// makes it slower (faster_of in plan.cpp chooses the same way).
double switch_reduce_fill_ns(int ranks, double bytes, const LinkParams& link) {
  const int channels = link.switch_reduce_channels;
  if (channels <= 0) return 0;
  const double step = std::min(bytes, ranks * chunk_bytes(ranks, bytes, channels) * channels);
  return 2 * step * (1.0 + 1.0 / ranks) / (link.switch_reduce_efficiency * link.bytes_per_ns);
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
  phase.settle_ns = std::max(0.0, link.switch_reduce_latency_ns - shape.ring_alpha_ns) +
                    switch_reduce_fill_ns(size, call.bytes, link);
  phase.label = "switch reduce";
  return {{phase}};
}

double switch_reduce_time(int ranks, double bytes, const GroupShape& shape, const LinkParams& link) {
  // Each port carries S·(1 + 1/p) each way (plan_switch_reduce).
  return std::max(shape.ring_alpha_ns, link.switch_reduce_latency_ns) +
         bytes * (1.0 + 1.0 / ranks) / (link.switch_reduce_efficiency * link.bytes_per_ns) +
         switch_reduce_fill_ns(ranks, bytes, link);
}

}  // namespace pmapsim::sim

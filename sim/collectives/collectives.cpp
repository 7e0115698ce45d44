// Collectives as algorithms that move chunks over the interconnect's links.
//
// The participants of one call (same instance id and group) meet in a shared
// Meeting: one inbox per member that counts arrived chunks per channel (a
// channel is one phase and direction of the algorithm). Each device runs its
// own part in its own thread: per step it starts its sends, waits until the
// matching chunks have arrived in its inbox, waits for its sends to land, and
// spends the vector unit's time on combining what it received.
#define SC_INCLUDE_DYNAMIC_PROCESSES
#include "pmapsim/sim/collectives.hpp"

#include <fmt/format.h>

#include <cmath>
#include <map>

#include "collectives/plan.hpp"
#include "core/sim_time.hpp"
#include "interconnect/geometry.hpp"
#include "pmapsim/errors.hpp"

namespace pmapsim::sim {
namespace {

struct Inbox {
  sc_core::sc_event arrived;
  std::vector<std::uint16_t> counts;  // chunks arrived, per channel
};

std::uint64_t arrival_tag(int rank, int channel) {
  return (static_cast<std::uint64_t>(rank) << 32) | static_cast<std::uint32_t>(channel);
}

// The shared state of one collective call, alive until its last participant returns.
struct Meeting final : ArrivalListener {
  CollectiveKind kind{};
  CollectiveAlgorithm algorithm{};
  double bytes = 0;
  std::vector<int> members;  // device ids in rank order
  std::vector<int> rank_of;  // device id → rank, −1 for non-members
  std::unique_ptr<Inbox[]> inboxes;
  int joined = 0;
  int finished = 0;

  int size() const { return static_cast<int>(members.size()); }

  void on_arrival(std::uint64_t tag) override {
    Inbox& inbox = inboxes[tag >> 32];
    ++inbox.counts[tag & 0xffffffffu];
    inbox.arrived.notify();
  }
};

using MeetingKey = std::pair<std::uint64_t, int>;  // (instance, first member of the group)

int channel_count(const Meeting& meeting, const TopologySpec& topology) {
  switch (meeting.algorithm) {
    case CollectiveAlgorithm::ring:
      return meeting.kind == CollectiveKind::all_reduce ? 2 : 1;
    case CollectiveAlgorithm::bidirectional_ring:
      return meeting.kind == CollectiveKind::all_reduce ? 4 : 2;
    case CollectiveAlgorithm::torus:
      return 2 * dimension_count(topology);
    case CollectiveAlgorithm::direct:
      return meeting.kind == CollectiveKind::all_to_all ? std::max(1, meeting.size() - 1) : 1;
    case CollectiveAlgorithm::automatic:
      break;
  }
  throw Error("collective: algorithm left unresolved");
}

std::vector<int> group_of(const CollectiveCall& call, int device_count) {
  if (!call.group.empty()) return call.group;
  std::vector<int> everyone(device_count);
  for (int device = 0; device < device_count; ++device) everyone[device] = device;
  return everyone;
}

void check_call_values(const CollectiveCall& call) {
  if (!std::isfinite(call.bytes) || call.bytes < 0) {
    throw Error(fmt::format("{} (instance {}): device {} moves {} bytes", call.op_name, call.instance,
                            call.device, call.bytes));
  }
  if (!std::isfinite(call.reduce_ns_per_byte) || call.reduce_ns_per_byte < 0) {
    throw Error(fmt::format("{} (instance {}): reduce time {} ns/byte is negative", call.op_name,
                            call.instance, call.reduce_ns_per_byte));
  }
}

}  // namespace

struct CollectiveEngine::State {
  Interconnect& interconnect;
  std::map<MeetingKey, std::unique_ptr<Meeting>> meetings;

  explicit State(Interconnect& ic) : interconnect(ic) {}

  Meeting& join(const CollectiveCall& call);
  std::unique_ptr<Meeting> create_meeting(const CollectiveCall& call, std::vector<int> group);
  void check_matches(const Meeting& meeting, const CollectiveCall& call) const;
  void leave(const CollectiveCall& call, Meeting& meeting);

  TransferTicket send(Meeting& meeting, const CollectiveCall& call, int to_device, double bytes, int channel,
                      bool negative_way, const std::string& label);
  void wait_for_chunks(Inbox& inbox, int channel, int count);
  void run_ring_phase(Meeting& meeting, const CollectiveCall& call, const RingPhase& phase);
  void run_direct_all_to_all(Meeting& meeting, const CollectiveCall& call);
  void run_ring_all_to_all(Meeting& meeting, const CollectiveCall& call);
  void run_permute(Meeting& meeting, const CollectiveCall& call);
};

std::unique_ptr<Meeting> CollectiveEngine::State::create_meeting(const CollectiveCall& call,
                                                                 std::vector<int> group) {
  const TopologySpec& topology = interconnect.topology();
  auto meeting = std::make_unique<Meeting>();
  meeting->kind = call.kind;
  meeting->algorithm = resolve_algorithm(call, topology);
  meeting->bytes = call.bytes;
  meeting->rank_of.assign(topology.device_count(), -1);
  for (int rank = 0; rank < static_cast<int>(group.size()); ++rank) {
    int device = group[rank];
    if (device < 0 || device >= topology.device_count()) {
      throw Error(fmt::format("{} (instance {}): group member {} is not a device of {}", call.op_name,
                              call.instance, device, topology.str()));
    }
    if (meeting->rank_of[device] >= 0) {
      throw Error(fmt::format("{} (instance {}): device {} appears twice in the group", call.op_name,
                              call.instance, device));
    }
    meeting->rank_of[device] = rank;
  }
  meeting->members = std::move(group);
  int channels = channel_count(*meeting, topology);
  meeting->inboxes = std::make_unique<Inbox[]>(meeting->members.size());
  for (int rank = 0; rank < meeting->size(); ++rank) meeting->inboxes[rank].counts.assign(channels, 0);
  return meeting;
}

void CollectiveEngine::State::check_matches(const Meeting& meeting, const CollectiveCall& call) const {
  auto where = [&] {
    return fmt::format("{} (instance {}): device {}", call.op_name, call.instance, call.device);
  };
  if (call.kind != meeting.kind) {
    throw Error(fmt::format("{} calls a different collective than the group's first caller", where()));
  }
  if (call.kind != CollectiveKind::permute && call.bytes != meeting.bytes) {
    throw Error(
        fmt::format("{} moves {} bytes, the group's first caller {}", where(), call.bytes, meeting.bytes));
  }
  bool same_group = call.group.empty()
                        ? meeting.size() == interconnect.topology().device_count() && meeting.members[0] == 0
                        : call.group == meeting.members;
  if (!same_group)
    throw Error(fmt::format("{} names a different group than the group's first caller", where()));
  if (resolve_algorithm(call, interconnect.topology()) != meeting.algorithm) {
    throw Error(fmt::format("{} asks for a different algorithm than the group's first caller", where()));
  }
}

Meeting& CollectiveEngine::State::join(const CollectiveCall& call) {
  check_call_values(call);
  // An empty group is every device, led by device 0; only the first caller builds the member list.
  MeetingKey key{call.instance, call.group.empty() ? 0 : call.group.front()};
  auto found = meetings.find(key);
  if (found == meetings.end()) {
    std::vector<int> group = group_of(call, interconnect.topology().device_count());
    found = meetings.emplace(key, create_meeting(call, std::move(group))).first;
  } else {
    check_matches(*found->second, call);
  }
  Meeting& meeting = *found->second;
  if (call.device < 0 || call.device >= static_cast<int>(meeting.rank_of.size()) ||
      meeting.rank_of[call.device] < 0) {
    throw Error(fmt::format("{} (instance {}): device {} is not in its group", call.op_name, call.instance,
                            call.device));
  }
  if (++meeting.joined > meeting.size()) {
    throw Error(fmt::format("{} (instance {}): more calls than the group has members ({})", call.op_name,
                            call.instance, meeting.size()));
  }
  return meeting;
}

void CollectiveEngine::State::leave(const CollectiveCall& call, Meeting& meeting) {
  if (++meeting.finished < meeting.size()) return;
  meetings.erase(MeetingKey{call.instance, meeting.members.front()});
}

TransferTicket CollectiveEngine::State::send(Meeting& meeting, const CollectiveCall& call, int to_device,
                                             double bytes, int channel, bool negative_way,
                                             const std::string& label) {
  TransferInfo info;
  info.op_index = call.op_index;
  info.tie_break_negative = negative_way;
  if (interconnect.profiling()) {
    info.name = call.op_name + " " + label;
    info.flow_id = interconnect.new_flow_id();
  }
  return interconnect.start_transfer(call.device, to_device, bytes, info, &meeting,
                                     arrival_tag(meeting.rank_of[to_device], channel));
}

void CollectiveEngine::State::wait_for_chunks(Inbox& inbox, int channel, int count) {
  while (inbox.counts[channel] < count) sc_core::wait(inbox.arrived);
}

void CollectiveEngine::State::run_ring_phase(Meeting& meeting, const CollectiveCall& call,
                                             const RingPhase& phase) {
  Inbox& inbox = meeting.inboxes[meeting.rank_of[call.device]];
  for (int step = 0; step < phase.steps; ++step) {
    std::string label = interconnect.profiling() ? fmt::format("{} step {}", phase.label, step + 1) : "";
    TransferTicket forward =
        send(meeting, call, phase.next_device, phase.chunk_bytes, phase.channel, false, label);
    TransferTicket backward;
    if (phase.bidirectional) {
      backward = send(meeting, call, phase.prev_device, phase.chunk_bytes, phase.channel + 1, true, label);
    }
    wait_for_chunks(inbox, phase.channel, step + 1);
    if (phase.bidirectional) wait_for_chunks(inbox, phase.channel + 1, step + 1);
    interconnect.wait_transfer(forward);
    if (phase.bidirectional) interconnect.wait_transfer(backward);
    double received = phase.chunk_bytes * (phase.bidirectional ? 2 : 1);
    if (phase.reduce && call.reduce_ns_per_byte > 0) {
      sc_core::wait(checked_delay(received * call.reduce_ns_per_byte));
    }
  }
}

// Pairwise exchange: in step k every rank sends its block for rank r+k and
// receives the block rank r−k holds for it.
void CollectiveEngine::State::run_direct_all_to_all(Meeting& meeting, const CollectiveCall& call) {
  int size = meeting.size();
  int rank = meeting.rank_of[call.device];
  Inbox& inbox = meeting.inboxes[rank];
  double block = call.bytes / size;
  for (int k = 1; k < size; ++k) {
    std::string label = interconnect.profiling() ? fmt::format("step {}", k) : "";
    int channel = k - 1;
    TransferTicket sent =
        send(meeting, call, meeting.members[(rank + k) % size], block, channel, false, label);
    wait_for_chunks(inbox, channel, 1);
    interconnect.wait_transfer(sent);
  }
}

// Store and forward around the ring: in step k every rank passes on the
// p−k blocks that have not yet reached their owners.
void CollectiveEngine::State::run_ring_all_to_all(Meeting& meeting, const CollectiveCall& call) {
  int size = meeting.size();
  int rank = meeting.rank_of[call.device];
  Inbox& inbox = meeting.inboxes[rank];
  double block = call.bytes / size;
  for (int k = 1; k < size; ++k) {
    std::string label = interconnect.profiling() ? fmt::format("ring step {}", k) : "";
    TransferTicket sent =
        send(meeting, call, meeting.members[(rank + 1) % size], block * (size - k), 0, false, label);
    wait_for_chunks(inbox, 0, k);
    interconnect.wait_transfer(sent);
  }
}

void CollectiveEngine::State::run_permute(Meeting& meeting, const CollectiveCall& call) {
  auto check_member = [&](int device, const char* role) {
    if (device < 0) return;
    if (device >= static_cast<int>(meeting.rank_of.size()) || meeting.rank_of[device] < 0) {
      throw Error(fmt::format("{} (instance {}): device {}'s {} {} is not in the group", call.op_name,
                              call.instance, call.device, role, device));
    }
  };
  check_member(call.permute_destination, "destination");
  check_member(call.permute_source, "source");
  TransferTicket sent;
  if (call.permute_destination >= 0) {
    sent = send(meeting, call, call.permute_destination, call.bytes, 0, false, "send");
  }
  if (call.permute_source >= 0) wait_for_chunks(meeting.inboxes[meeting.rank_of[call.device]], 0, 1);
  if (call.permute_destination >= 0) interconnect.wait_transfer(sent);
}

CollectiveEngine::CollectiveEngine(Interconnect& interconnect)
    : state_(std::make_unique<State>(interconnect)) {}

CollectiveEngine::~CollectiveEngine() = default;

void CollectiveEngine::run(const CollectiveCall& call) {
  Meeting& meeting = state_->join(call);
  if (meeting.size() > 1) {
    if (call.kind == CollectiveKind::permute) {
      state_->run_permute(meeting, call);
    } else if (call.kind == CollectiveKind::all_to_all) {
      if (meeting.algorithm == CollectiveAlgorithm::ring) {
        state_->run_ring_all_to_all(meeting, call);
      } else {
        state_->run_direct_all_to_all(meeting, call);
      }
    } else {
      const TopologySpec& topology = state_->interconnect.topology();
      for (const RingPhase& phase : plan_ring_phases(call, meeting.algorithm, meeting.members,
                                                     meeting.rank_of[call.device], topology)) {
        state_->run_ring_phase(meeting, call, phase);
      }
    }
  }
  state_->leave(call, meeting);
}

}  // namespace pmapsim::sim

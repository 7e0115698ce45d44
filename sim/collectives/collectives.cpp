// Collectives as algorithms that move data over the interconnect's links.
//
// The participants of one call (same instance id and group) meet in a shared
// Meeting: one inbox per member that counts, per channel (a channel is one
// phase and direction of the algorithm), the transfers that have arrived at
// it and the ones it sent that have landed. Each device runs its own part in
// its own thread: the phases of its chains (see plan.hpp), several chains at
// once, each phase streaming its sends, waiting for its receives and acks,
// then settling the remaining hop latency and the combining time.
#define SC_INCLUDE_DYNAMIC_PROCESSES
#include "pmapsim/sim/collectives.hpp"

#include <fmt/format.h>

#include <cmath>
#include <limits>
#include <map>

#include "collectives/plan.hpp"
#include "engine/sim_time.hpp"
#include "interconnect/geometry.hpp"
#include "pmapsim/errors.hpp"

namespace pmapsim::sim {
namespace {

struct Inbox {
  sc_core::sc_event arrived;          // something arrived at this device or one of its sends landed
  std::vector<std::uint32_t> counts;  // transfers arrived here, per channel
  std::vector<std::uint32_t> acks;    // transfers this device sent that have landed, per channel
};

// receiver rank (24 bits) | sender rank (24 bits) | channel (16 bits)
std::uint64_t arrival_tag(int receiver, int sender, int channel) {
  return (static_cast<std::uint64_t>(receiver) << 40) | (static_cast<std::uint64_t>(sender) << 16) |
         static_cast<std::uint16_t>(channel);
}

// The shared state of one collective call, alive until its last participant returns.
struct Meeting final : ArrivalListener {
  CollectivePattern kind{};
  CollectiveAlgorithm requested{};
  bool requested_as_preference = false;
  CollectiveAlgorithm algorithm{};
  double bytes = 0;
  std::vector<int> members;                              // device ids in rank order
  std::shared_ptr<const std::vector<int>> shared_group;  // the first caller's shared list, if any
  std::vector<int> rank_of;                              // device id → rank, −1 for non-members
  GroupShape shape;
  std::unique_ptr<Inbox[]> inboxes;
  int joined = 0;
  int finished = 0;

  int size() const { return static_cast<int>(members.size()); }

  void on_arrival(std::uint64_t tag) override {
    auto channel = static_cast<std::size_t>(tag & 0xffffu);
    Inbox& receiver = inboxes[tag >> 40];
    Inbox& sender = inboxes[(tag >> 16) & 0xffffffu];
    ++receiver.counts[channel];
    ++sender.acks[channel];
    receiver.arrived.notify();
    sender.arrived.notify();
  }
};

using MeetingKey = std::pair<std::uint64_t, int>;  // (instance, first member of the group)

int channel_count(const Meeting& meeting) {
  if (meeting.algorithm == CollectiveAlgorithm::automatic)
    throw Error("collective: algorithm left unresolved");
  return channels_for(meeting.algorithm, meeting.size(), static_cast<int>(meeting.shape.axes.size()));
}

std::vector<int> group_of(const CollectiveCall& call, int device_count) {
  if (!call.members().empty()) return call.members();
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

// Where one chain of a device stands.
struct ChainProgress {
  std::size_t phase = 0;
  bool started = false;   // the phase's sends are out
  bool settling = false;  // its data is in; it ends at ready_ns
  double ready_ns = 0;
};

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
                      bool negative_way, const std::string& label, bool detached = false);
  void wait_for_chunks(Inbox& inbox, int channel, std::uint32_t count);
  bool phase_done(const Inbox& inbox, const Phase& phase) const;
  bool advance_chain(Meeting& meeting, const CollectiveCall& call, const PhaseChain& chain,
                     ChainProgress& progress, double& wake_ns);
  void run_chains(Meeting& meeting, const CollectiveCall& call, const std::vector<PhaseChain>& chains);
  void run_direct_all_to_all(Meeting& meeting, const CollectiveCall& call);
  void run_ring_all_to_all(Meeting& meeting, const CollectiveCall& call);
  void run_permute(Meeting& meeting, const CollectiveCall& call);
};

std::unique_ptr<Meeting> CollectiveEngine::State::create_meeting(const CollectiveCall& call,
                                                                 std::vector<int> group) {
  const TopologySpec& topology = interconnect.topology();
  auto meeting = std::make_unique<Meeting>();
  meeting->kind = call.kind;
  meeting->requested = call.algorithm;
  meeting->requested_as_preference = call.algorithm_is_preference;
  meeting->algorithm = resolve_algorithm(call, topology, &interconnect.link());
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
  meeting->shared_group = call.shared_group;
  if (call.kind != CollectivePattern::collective_permute && call.kind != CollectivePattern::all_to_all) {
    meeting->shape = group_shape(meeting->algorithm, meeting->members, topology, interconnect.link());
  }
  if (call.kind == CollectivePattern::all_to_all && meeting->algorithm == CollectiveAlgorithm::direct) {
    meeting->shape.direct_ns =
        direct_all_to_all_ns(meeting->members, call.bytes, topology, interconnect.link());
  }
  int channels = channel_count(*meeting);
  meeting->inboxes = std::make_unique<Inbox[]>(meeting->members.size());
  for (int rank = 0; rank < meeting->size(); ++rank) {
    meeting->inboxes[rank].counts.assign(channels, 0);
    meeting->inboxes[rank].acks.assign(channels, 0);
  }
  return meeting;
}

void CollectiveEngine::State::check_matches(const Meeting& meeting, const CollectiveCall& call) const {
  auto where = [&] {
    return fmt::format("{} (instance {}): device {}", call.op_name, call.instance, call.device);
  };
  if (call.kind != meeting.kind) {
    throw Error(fmt::format("{} calls a different collective than the group's first caller", where()));
  }
  if (call.kind != CollectivePattern::collective_permute && call.bytes != meeting.bytes) {
    throw Error(
        fmt::format("{} moves {} bytes, the group's first caller {}", where(), call.bytes, meeting.bytes));
  }
  const std::vector<int>& group = call.members();
  // A list shared with the first caller is the same group without comparing it member by member.
  const bool shared_with_first = call.shared_group && call.shared_group == meeting.shared_group;
  bool same_group = group.empty()
                        ? meeting.size() == interconnect.topology().device_count() && meeting.members[0] == 0
                        : shared_with_first || group == meeting.members;
  if (!same_group)
    throw Error(fmt::format("{} names a different group than the group's first caller", where()));
  // The first caller resolved the algorithm; the others must have asked for the same.
  if (call.algorithm != meeting.requested ||
      call.algorithm_is_preference != meeting.requested_as_preference) {
    throw Error(fmt::format("{} asks for a different algorithm than the group's first caller", where()));
  }
}

Meeting& CollectiveEngine::State::join(const CollectiveCall& call) {
  check_call_values(call);
  // An empty group is every device, led by device 0; only the first caller builds the member list.
  MeetingKey key{call.instance, call.members().empty() ? 0 : call.members().front()};
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
                                             const std::string& label, bool detached) {
  TransferInfo info;
  info.op_index = call.op_index;
  info.tie_break_negative = negative_way;
  info.detached = detached;
  if (interconnect.profiling()) {
    info.name = call.op_name + " " + label;
    info.flow_id = interconnect.new_flow_id();
  }
  return interconnect.start_transfer(
      call.device, to_device, bytes, info, &meeting,
      arrival_tag(meeting.rank_of[to_device], meeting.rank_of[call.device], channel));
}

void CollectiveEngine::State::wait_for_chunks(Inbox& inbox, int channel, std::uint32_t count) {
  while (inbox.counts[channel] < count) sc_core::wait(inbox.arrived);
}

bool CollectiveEngine::State::phase_done(const Inbox& inbox, const Phase& phase) const {
  for (int channel : phase.receive_channels) {
    if (inbox.counts[static_cast<std::size_t>(channel)] == 0) return false;
  }
  for (const PhaseSend& sent : phase.sends) {
    if (inbox.acks[static_cast<std::size_t>(sent.channel)] == 0) return false;
  }
  return true;
}

// Moves one chain on as far as it can go now; returns whether it has finished.
// wake_ns: lowered to when a settling phase of it ends.
bool CollectiveEngine::State::advance_chain(Meeting& meeting, const CollectiveCall& call,
                                            const PhaseChain& chain, ChainProgress& progress,
                                            double& wake_ns) {
  Inbox& inbox = meeting.inboxes[meeting.rank_of[call.device]];
  const double tolerance_ns = sc_core::sc_get_time_resolution().to_seconds() * 1e9;
  while (progress.phase < chain.size()) {
    const Phase& phase = chain[progress.phase];
    if (!progress.started) {
      for (const PhaseSend& out : phase.sends) {
        std::string label = interconnect.profiling() ? phase.label : "";
        send(meeting, call, out.to_device, out.bytes, out.channel, out.negative_way, label, true);
      }
      progress.started = true;
    }
    if (!progress.settling) {
      if (!phase_done(inbox, phase)) return false;
      progress.settling = true;
      progress.ready_ns =
          interconnect.now_ns() + phase.settle_ns + phase.reduce_bytes * call.reduce_ns_per_byte;
    }
    if (progress.ready_ns > interconnect.now_ns() + tolerance_ns) {
      wake_ns = std::min(wake_ns, progress.ready_ns);
      return false;
    }
    progress = ChainProgress{progress.phase + 1};
  }
  return true;
}

// Runs the chains side by side: one thread, woken by arrivals at this device,
// landings of its sends and the ends of settling phases.
void CollectiveEngine::State::run_chains(Meeting& meeting, const CollectiveCall& call,
                                         const std::vector<PhaseChain>& chains) {
  Inbox& inbox = meeting.inboxes[meeting.rank_of[call.device]];
  std::vector<ChainProgress> progress(chains.size());
  while (true) {
    bool finished = true;
    double wake_ns = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < chains.size(); ++i) {
      finished = advance_chain(meeting, call, chains[i], progress[i], wake_ns) && finished;
    }
    if (finished) return;
    if (std::isfinite(wake_ns)) {
      sc_core::wait(checked_delay(std::max(0.0, wake_ns - interconnect.now_ns())), inbox.arrived);
    } else {
      sc_core::wait(inbox.arrived);
    }
  }
}

// All at once, as the ICI routers do: every rank sends its block for every
// other rank at the same time along its dimension-ordered route. Charged in
// closed form from the busiest link's load (direct_all_to_all_ns, worked out
// once per call), not block by block: p² transfers do not scale to a pod.
// So its traffic neither shares links with other collectives nor shows on
// the links' tracks.
void CollectiveEngine::State::run_direct_all_to_all(Meeting& meeting, const CollectiveCall&) {
  if (meeting.shape.direct_ns > 0) sc_core::wait(checked_delay(meeting.shape.direct_ns));
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
    wait_for_chunks(inbox, 0, static_cast<std::uint32_t>(k));
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
    double overhead_ns = state_->interconnect.link().collective_overhead_ns;
    if (overhead_ns > 0) sc_core::wait(checked_delay(overhead_ns));
    if (call.kind == CollectivePattern::collective_permute) {
      state_->run_permute(meeting, call);
    } else if (call.kind == CollectivePattern::all_to_all) {
      if (meeting.algorithm == CollectiveAlgorithm::ring) {
        state_->run_ring_all_to_all(meeting, call);
      } else {
        state_->run_direct_all_to_all(meeting, call);
      }
    } else {
      const Interconnect& interconnect = state_->interconnect;
      state_->run_chains(meeting, call,
                         plan_chains(call, meeting.algorithm, meeting.members, meeting.rank_of[call.device],
                                     meeting.shape, interconnect.topology(), interconnect.link()));
    }
  }
  state_->leave(call, meeting);
}

}  // namespace pmapsim::sim

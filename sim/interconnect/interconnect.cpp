// The interconnect: unidirectional links shared by processor sharing.
//
// A transfer streams over every link of its route at once (cut-through), at
// the rate of its bottleneck: min over its links of bandwidth / transfers on
// that link. After its last byte leaves the source it still needs one link
// latency per hop to arrive, so an uncontended transfer of S bytes over h hops
// takes S/B + h·latency.
//
// Time advances by events only. Each link keeps the earliest predicted finish
// time of the transfers it owns (those that start on it); whenever the set of
// transfers on a link changes, the rates of the transfers crossing it are
// recomputed and the owning links' finish times updated. The links' times
// meet in one calendar ordered by (time, link), served by one SC_METHOD that
// waits on one sc_event for the calendar's head: no clock, no per-byte or
// per-cycle waits, and no process per link, so a large topology costs only
// the links it uses. Arrivals wait in a second calendar ordered by (time,
// start order). Runs are therefore deterministic.
#define SC_INCLUDE_DYNAMIC_PROCESSES
#include "pmapsim/sim/interconnect.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <deque>
#include <queue>
#include <unordered_map>

#include "engine/sim_time.hpp"
#include "interconnect/geometry.hpp"
#include "pmapsim/errors.hpp"

namespace pmapsim::sim {
namespace {

struct Transfer {
  int src = 0;
  int dst = 0;
  double bytes = 0;
  std::vector<int> path;  // link ids, source first
  std::uint64_t sequence = 0;
  bool in_use = false;
  bool arrived = false;
  bool detached = false;  // freed on arrival; nobody waits for its ticket
  // Streaming state: bytes still to leave the source and the current rate.
  double remaining = 0;
  double rate = 0;
  double last_update_ns = 0;
  double finish_ns = 0;
  sc_core::sc_event arrived_event;
  ArrivalListener* listener = nullptr;
  std::uint64_t tag = 0;
  TransferInfo info;
  bool start_flow_pending = false;  // the flow arrow's start is not yet on an event
  unsigned visit_mark = 0;
};

struct Link {
  int id = 0;
  double bytes_per_ns = 0;
  std::vector<int> active;  // transfers streaming over this link, in joining order
  double next_completion_ns = std::numeric_limits<double>::infinity();
  std::uint64_t calendar_version = 0;  // calendar entries of older versions are stale
  double busy_since_ns = 0;
  double busy_ns = 0;
  double bytes = 0;
  // The profile segment: the interval since the set of transfers last changed.
  double segment_start_ns = 0;
  double segment_bytes = 0;
  // The bandwidth counter: the aggregate rate last sampled (bytes/ns = GB/s)
  // and the index of that sample in the profile's counters (-1: none yet).
  double sampled_rate = 0;
  std::ptrdiff_t last_sample = -1;
  unsigned visit_mark = 0;
  // Names for the profile, made once when the link is created (when profiling).
  std::string text;          // link_name()
  std::string track;         // "ici:<link>"
  std::string rx_track;      // "ici:<link> rx"
  std::string counter_name;  // "ici:<link> GB/s"
  int source = 0, destination = 0;
};

struct LinkCompletion {
  double time_ns;
  int link;
  std::uint64_t version;
  bool operator>(const LinkCompletion& other) const {
    return time_ns != other.time_ns ? time_ns > other.time_ns : link > other.link;
  }
};

template <typename Entry>
using Calendar = std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>>;

struct Arrival {
  double time_ns;
  std::uint64_t sequence;
  int slot;
  bool operator>(const Arrival& other) const {
    return time_ns != other.time_ns ? time_ns > other.time_ns : sequence > other.sequence;
  }
};

// An SC_METHOD of the module under construction, run each time `event` fires.
template <typename Body>
void spawn_method(const char* name, sc_core::sc_event& event, Body body) {
  sc_core::sc_spawn_options options;
  options.spawn_method();
  options.dont_initialize();
  options.set_sensitivity(&event);
  sc_core::sc_spawn(body, name, &options);
}

}  // namespace

struct Interconnect::State {
  TopologySpec topology;
  LinkParams params;
  Profile* profile = nullptr;
  double tolerance_ns = 0;  // one tick of SystemC time: finish times are rounded to it

  std::unordered_map<int, std::unique_ptr<Link>> links;  // created on first use
  std::deque<Transfer> transfers;                        // slots; deque keeps them in place
  std::vector<int> free_slots;
  std::uint64_t next_sequence = 0;
  std::uint64_t next_flow_id = std::uint64_t{1} << 40;
  unsigned visit_epoch = 0;

  Calendar<LinkCompletion> completions;
  sc_core::sc_event completion_event;
  Calendar<Arrival> arrivals;
  sc_core::sc_event arrival_event;

  // Times are nanoseconds since the run began, so that a world kept for
  // several runs computes each run exactly as a fresh one would: the
  // difference of two sc_times is exact (integer ticks).
  sc_core::sc_time run_start = sc_core::SC_ZERO_TIME;
  double now_ns() const { return (sc_core::sc_time_stamp() - run_start).to_seconds() * 1e9; }
  // The first simulated time found beyond SystemC's range. Methods record
  // it and schedule nothing rather than throw; the run then stops with
  // devices waiting, and the simulator reports this instead.
  std::string time_failure;
  // Notifies event after delay_ns, unless that time is out of range.
  void notify_after(sc_core::sc_event& event, double delay_ns) {
    const std::string problem = sc_time_problem(delay_ns, sc_core::sc_time_stamp());
    if (!problem.empty()) {
      if (time_failure.empty()) time_failure = problem;
      return;
    }
    event.notify(sc_core::sc_time(delay_ns, sc_core::SC_NS));
  }
  void notify_at(sc_core::sc_event& event, double time_ns) {
    notify_after(event, std::max(0.0, time_ns - now_ns()));
  }
  bool idle() const;
  void begin_run(Profile* run_profile);

  Link& link(int id);
  int allocate_slot();
  int start(int src, int dst, double bytes, const TransferInfo& info, ArrivalListener* listener,
            std::uint64_t tag);
  void begin_streaming(int slot);
  void end_streaming(int slot);
  void advance(Transfer& transfer, double now);
  void settle_links(const std::vector<int>& path, double now, int finishing_slot);
  void rebalance(const std::vector<int>& path, double now);
  void reschedule(Link& link, double now);
  void on_completions();
  void complete_link(Link& link, double now);
  void schedule_arrival(int slot, double time_ns);
  void on_arrivals();
  void release(int slot);
  void record_segment(Link& link, double now, int finishing_slot);
  void sample_rate(Link& link, double now);
};

bool Interconnect::State::idle() const {
  return completions.empty() && arrivals.empty() && free_slots.size() == transfers.size();
}

// Back to the state of a fresh interconnect, with time counted from now.
void Interconnect::State::begin_run(Profile* run_profile) {
  if (!idle()) throw Error("interconnect: a run began while transfers of the last one were in flight");
  time_failure.clear();
  profile = run_profile;
  links.clear();
  transfers.clear();
  free_slots.clear();
  next_sequence = 0;
  next_flow_id = std::uint64_t{1} << 40;
  visit_epoch = 0;
  completion_event.cancel();
  arrival_event.cancel();
  run_start = sc_core::sc_time_stamp();
}

Link& Interconnect::State::link(int id) {
  auto found = links.find(id);
  if (found != links.end()) return *found->second;
  auto created = std::make_unique<Link>();
  created->id = id;
  created->bytes_per_ns = link_bytes_per_ns(topology, id, params);
  if (profile) {
    created->text = sim::link_name(topology, id);
    created->track = "ici:" + created->text;
    created->rx_track = created->track + " rx";
    created->counter_name = created->track + " GB/s";
    created->source = link_source(topology, id);
    created->destination = link_destination(topology, id);
  }
  Link& result = *created;
  links.emplace(id, std::move(created));
  return result;
}

int Interconnect::State::allocate_slot() {
  if (!free_slots.empty()) {
    int slot = free_slots.back();
    free_slots.pop_back();
    return slot;
  }
  transfers.emplace_back();
  return static_cast<int>(transfers.size()) - 1;
}

int Interconnect::State::start(int src, int dst, double bytes, const TransferInfo& info,
                               ArrivalListener* listener, std::uint64_t tag) {
  int devices = topology.device_count();
  if (src < 0 || src >= devices || dst < 0 || dst >= devices) {
    throw Error(fmt::format("interconnect: transfer from device {} to device {}, but {} has devices 0..{}",
                            src, dst, topology.str(), devices - 1));
  }
  if (!std::isfinite(bytes) || bytes < 0) {
    throw Error(
        fmt::format("interconnect: transfer from device {} to device {} of {} bytes", src, dst, bytes));
  }
  int slot = allocate_slot();
  Transfer& transfer = transfers[slot];
  transfer.src = src;
  transfer.dst = dst;
  transfer.bytes = bytes;
  transfer.path = route_links(topology, src, dst, info.tie_break_negative);
  transfer.sequence = next_sequence++;
  transfer.in_use = true;
  transfer.arrived = false;
  transfer.listener = listener;
  transfer.tag = tag;
  transfer.detached = info.detached;
  if (profile) transfer.info = info;
  transfer.start_flow_pending = profile && info.flow_id != 0;
  if (bytes == 0 || transfer.path.empty()) {
    schedule_arrival(slot, now_ns() + path_latency_ns(topology, transfer.path, params));
  } else {
    begin_streaming(slot);
  }
  return slot;
}

void Interconnect::State::advance(Transfer& transfer, double now) {
  double sent = std::min(transfer.remaining, transfer.rate * (now - transfer.last_update_ns));
  transfer.remaining -= sent;
  transfer.last_update_ns = now;
  if (profile && sent > 0) {
    for (int id : transfer.path) links.at(id)->segment_bytes += sent;
  }
}

// Brings every transfer on these links up to `now` and closes the links'
// profile segments, before the set of transfers on them changes.
void Interconnect::State::settle_links(const std::vector<int>& path, double now, int finishing_slot) {
  for (int id : path) {
    for (int slot : link(id).active) advance(transfers[slot], now);
  }
  for (int id : path) record_segment(link(id), now, finishing_slot);
}

void Interconnect::State::begin_streaming(int slot) {
  double now = now_ns();
  Transfer& transfer = transfers[slot];
  settle_links(transfer.path, now, -1);
  transfer.remaining = transfer.bytes;
  transfer.rate = 0;
  transfer.last_update_ns = now;
  for (int id : transfer.path) {
    Link& on = link(id);
    if (on.active.empty()) on.busy_since_ns = now;
    on.active.push_back(slot);
    on.bytes += transfer.bytes;
  }
  rebalance(transfer.path, now);
}

void Interconnect::State::end_streaming(int slot) {
  double now = now_ns();
  Transfer& transfer = transfers[slot];
  settle_links(transfer.path, now, slot);
  transfer.remaining = 0;
  for (int id : transfer.path) {
    Link& on = link(id);
    on.active.erase(std::find(on.active.begin(), on.active.end(), slot));
    if (on.active.empty()) on.busy_ns += now - on.busy_since_ns;
  }
  rebalance(transfer.path, now);
  reschedule(link(transfer.path.front()), now);
  schedule_arrival(slot, now + path_latency_ns(topology, transfer.path, params));
}

// Recomputes the rate and finish time of every transfer crossing these links
// (their shares changed) and re-notifies the links that own them.
void Interconnect::State::rebalance(const std::vector<int>& path, double now) {
  unsigned epoch = ++visit_epoch;
  std::vector<int> owners;
  // Links whose aggregate rate may have changed: the path's, and every link a
  // transfer whose rate was recomputed crosses (sampled only when profiling).
  std::vector<int> sampled;
  if (profile) sampled = path;
  for (int id : path) {
    for (int slot : link(id).active) {
      Transfer& transfer = transfers[slot];
      if (transfer.visit_mark == epoch) continue;
      transfer.visit_mark = epoch;
      double rate = std::numeric_limits<double>::infinity();
      for (int crossed : transfer.path) {
        const Link& on = *links.at(crossed);
        rate = std::min(rate, on.bytes_per_ns / static_cast<double>(on.active.size()));
      }
      transfer.rate = rate;
      transfer.finish_ns = now + transfer.remaining / rate;
      if (profile) sampled.insert(sampled.end(), transfer.path.begin(), transfer.path.end());
      Link& owner = *links.at(transfer.path.front());
      if (owner.visit_mark != epoch) {
        owner.visit_mark = epoch;
        owners.push_back(owner.id);
      }
    }
  }
  for (int id : owners) reschedule(*links.at(id), now);
  if (profile) {
    std::sort(sampled.begin(), sampled.end());
    sampled.erase(std::unique(sampled.begin(), sampled.end()), sampled.end());
    for (int id : sampled) sample_rate(*links.at(id), now);
  }
}

// Records the link's aggregate rate ("ici:<link> GB/s" on the sending device)
// when it differs from the last sample: a value at each change, 0 when the
// link goes idle. Changes at one instant (a transfer ending as another starts)
// collapse into the last value at that instant.
void Interconnect::State::sample_rate(Link& on, double now) {
  double rate = 0;
  for (int slot : on.active) rate += transfers[slot].rate;
  if (std::abs(rate - on.sampled_rate) <= 1e-9 * std::max(1.0, on.sampled_rate)) return;
  on.sampled_rate = rate;
  if (on.last_sample >= 0) {
    CounterSample& last = profile->counters[static_cast<std::size_t>(on.last_sample)];
    if (last.time_ns == now) {
      last.value = rate;
      return;
    }
  }
  on.last_sample = static_cast<std::ptrdiff_t>(profile->counters.size());
  profile->counters.push_back({on.source, on.counter_name, now, rate});
}

void Interconnect::State::reschedule(Link& on, double now) {
  double next = std::numeric_limits<double>::infinity();
  for (int slot : on.active) {
    const Transfer& transfer = transfers[slot];
    if (transfer.path.front() == on.id) next = std::min(next, transfer.finish_ns);
  }
  if (next == on.next_completion_ns) return;
  on.next_completion_ns = next;
  ++on.calendar_version;
  if (!std::isfinite(next)) return;
  completions.push({next, on.id, on.calendar_version});
  if (completions.top().link == on.id && completions.top().version == on.calendar_version) {
    completion_event.cancel();
    notify_after(completion_event, std::max(0.0, next - now));
  }
}

// Ends the streaming of the transfers this link owns that are due now.
void Interconnect::State::complete_link(Link& on, double now) {
  std::vector<int> finished;
  for (int slot : on.active) {
    const Transfer& transfer = transfers[slot];
    if (transfer.path.front() == on.id && transfer.finish_ns <= now + tolerance_ns) finished.push_back(slot);
  }
  on.next_completion_ns = std::numeric_limits<double>::infinity();
  ++on.calendar_version;
  for (int slot : finished) end_streaming(slot);
  reschedule(on, now);
}

void Interconnect::State::on_completions() {
  double now = now_ns();
  while (!completions.empty()) {
    LinkCompletion head = completions.top();
    Link& on = *links.at(head.link);
    if (head.version != on.calendar_version) {
      completions.pop();  // superseded by a later prediction
      continue;
    }
    if (head.time_ns > now + tolerance_ns) break;
    completions.pop();
    complete_link(on, now);
  }
  completion_event.cancel();
  while (!completions.empty() &&
         completions.top().version != links.at(completions.top().link)->calendar_version) {
    completions.pop();
  }
  if (!completions.empty()) {
    notify_after(completion_event, std::max(0.0, completions.top().time_ns - now));
  }
}

void Interconnect::State::schedule_arrival(int slot, double time_ns) {
  arrivals.push({time_ns, transfers[slot].sequence, slot});
  arrival_event.cancel();
  notify_at(arrival_event, arrivals.top().time_ns);
}

void Interconnect::State::on_arrivals() {
  double now = now_ns();
  while (!arrivals.empty() && arrivals.top().time_ns <= now + tolerance_ns) {
    int slot = arrivals.top().slot;
    Transfer& transfer = transfers[slot];
    arrivals.pop();
    transfer.arrived = true;
    if (transfer.listener) transfer.listener->on_arrival(transfer.tag);
    if (transfer.detached) {
      release(slot);
    } else {
      transfer.arrived_event.notify();
    }
  }
  if (!arrivals.empty()) notify_at(arrival_event, arrivals.top().time_ns);
}

// Writes the link's segment that ends now as one event on the sending device's
// link track and one on the receiving device's "... rx" track, so a link's
// events never overlap; flow arrows start where a transfer first leaves its
// source and end where it reaches its destination.
void Interconnect::State::record_segment(Link& on, double now, int finishing_slot) {
  double start = on.segment_start_ns;
  double bytes = on.segment_bytes;
  on.segment_start_ns = now;
  on.segment_bytes = 0;
  if (!profile || on.active.empty()) return;
  double duration = now - start;
  std::vector<FlowRef> leaving;
  std::vector<FlowRef> arriving;
  int op_index = transfers[on.active.front()].info.op_index;
  for (int slot : on.active) {
    Transfer& transfer = transfers[slot];
    if (transfer.info.op_index != op_index) op_index = -1;
    if (transfer.start_flow_pending && duration > 0 && transfer.path.front() == on.id) {
      leaving.push_back({transfer.info.flow_id, true});
      transfer.start_flow_pending = false;
    }
    if (slot == finishing_slot && transfer.info.flow_id != 0 && transfer.path.back() == on.id) {
      arriving.push_back({transfer.info.flow_id, false});
    }
  }
  if (duration <= 0 && leaving.empty() && arriving.empty()) return;
  const Transfer& first = transfers[on.active.front()];
  // The two events differ only in device, track and flows.
  ProfileEvent sent;
  sent.name = first.info.name.empty() ? "transfer" : first.info.name;
  if (on.active.size() > 1) sent.name = fmt::format("{} (+{} sharing)", sent.name, on.active.size() - 1);
  sent.start_ns = start;
  sent.duration_ns = duration;
  sent.bytes = bytes;
  sent.op_index = op_index;
  sent.bound = Bound::network;
  sent.args.reserve(2);
  sent.args.emplace_back("link", on.text);
  sent.args.emplace_back("transfers", std::to_string(on.active.size()));
  ProfileEvent received = sent;
  sent.device = on.source;
  sent.track = on.track;
  sent.flows = std::move(leaving);
  received.device = on.destination;
  received.track = on.rx_track;
  received.flows = std::move(arriving);
  profile->events.push_back(std::move(sent));
  profile->events.push_back(std::move(received));
}

Interconnect::Interconnect(sc_core::sc_module_name name, TopologySpec topology, LinkParams link,
                           Profile* profile)
    : sc_core::sc_module(name), state_(std::make_unique<State>()) {
  validate_topology(topology);
  if (!std::isfinite(link.bytes_per_ns) || link.bytes_per_ns <= 0) {
    throw Error(fmt::format("interconnect: link bandwidth {} bytes/ns is not positive", link.bytes_per_ns));
  }
  if (!std::isfinite(link.latency_ns) || link.latency_ns < 0) {
    throw Error(fmt::format("interconnect: link latency {} ns is negative", link.latency_ns));
  }
  state_->topology = std::move(topology);
  state_->params = link;
  state_->profile = profile;
  state_->tolerance_ns = sc_core::sc_get_time_resolution().to_seconds() * 1e9;
  State* state = state_.get();
  spawn_method("link_completions", state->completion_event, [state] { state->on_completions(); });
  spawn_method("arrivals", state->arrival_event, [state] { state->on_arrivals(); });
}

Interconnect::~Interconnect() = default;

TransferTicket Interconnect::start_transfer(int src, int dst, double bytes, const TransferInfo& info,
                                            ArrivalListener* listener, std::uint64_t tag) {
  return TransferTicket{state_->start(src, dst, bytes, info, listener, tag)};
}

void Interconnect::wait_transfer(TransferTicket ticket) {
  if (ticket.slot < 0 || ticket.slot >= static_cast<int>(state_->transfers.size()) ||
      !state_->transfers[ticket.slot].in_use) {
    throw Error("interconnect: wait_transfer on a ticket that is not pending");
  }
  Transfer& transfer = state_->transfers[ticket.slot];
  if (transfer.detached) throw Error("interconnect: wait_transfer on a detached transfer");
  while (!transfer.arrived) sc_core::wait(transfer.arrived_event);
  state_->release(ticket.slot);
}

void Interconnect::State::release(int slot) {
  Transfer& transfer = transfers[slot];
  transfer.in_use = false;
  transfer.detached = false;
  transfer.listener = nullptr;
  transfer.info = TransferInfo{};
  std::vector<int>().swap(transfer.path);
  free_slots.push_back(slot);
}

void Interconnect::transfer(int src, int dst, double bytes, const TransferInfo& info) {
  wait_transfer(start_transfer(src, dst, bytes, info));
}

const TopologySpec& Interconnect::topology() const {
  return state_->topology;
}
const LinkParams& Interconnect::link() const {
  return state_->params;
}
void Interconnect::begin_run(Profile* profile) {
  state_->begin_run(profile);
}
sc_core::sc_time Interconnect::run_start() const {
  return state_->run_start;
}
double Interconnect::now_ns() const {
  return state_->now_ns();
}
bool Interconnect::profiling() const {
  return state_->profile != nullptr;
}
std::uint64_t Interconnect::new_flow_id() {
  return state_->next_flow_id++;
}
const std::string& Interconnect::time_failure() const {
  return state_->time_failure;
}

int Interconnect::link_count() const {
  return sim::link_count(state_->topology);
}

std::string Interconnect::link_name(int link) const {
  if (link < 0 || link >= link_count()) {
    throw Error(fmt::format("interconnect: no link {} in {}", link, state_->topology.str()));
  }
  return sim::link_name(state_->topology, link);
}

std::vector<int> Interconnect::route(int src, int dst) const {
  int devices = state_->topology.device_count();
  if (src < 0 || src >= devices || dst < 0 || dst >= devices) {
    throw Error(fmt::format("interconnect: route from device {} to device {}, but {} has devices 0..{}", src,
                            dst, state_->topology.str(), devices - 1));
  }
  return route_links(state_->topology, src, dst, false);
}

std::vector<LinkStats> Interconnect::link_stats() const {
  std::vector<int> ids;
  for (const auto& [id, on] : state_->links) {
    if (on->bytes > 0) ids.push_back(id);
  }
  std::sort(ids.begin(), ids.end());
  double now = state_->now_ns();
  std::vector<LinkStats> stats;
  for (int id : ids) {
    const Link& on = *state_->links.at(id);
    double busy = on.busy_ns + (on.active.empty() ? 0.0 : now - on.busy_since_ns);
    stats.push_back(
        {sim::link_name(state_->topology, id), link_source(state_->topology, id), busy, on.bytes});
  }
  return stats;
}

}  // namespace pmapsim::sim

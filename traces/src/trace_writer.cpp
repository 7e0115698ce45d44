#include "pmapsim/traces/trace_writer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <unordered_map>

#include "event_order.hpp"
#include "json_text.hpp"
#include "output_file.hpp"
#include "pmapsim/errors.hpp"
#include "track_lanes.hpp"

namespace pmapsim::traces {
namespace {

using detail::append;
using detail::append_integer;
using detail::append_json_string;
using detail::append_micros;
using detail::append_number;
using detail::TextBuffer;

constexpr std::size_t kFlushBytes = 1 << 20;
// Device ids below this are looked up in a flat table rather than the map.
constexpr int kDenseDevices = 1 << 16;
// Times beyond this (about 104 days) cannot be whole nanoseconds in an int64
// after Perfetto's microsecond conversion; they only come from corrupt profiles.
constexpr double kLargestTimeNs = 9e15;

// Keys the writer sets in an X event's args; an event arg with one of these
// names is written with an "arg:" prefix so that nothing is lost or doubled.
constexpr std::string_view kReservedArgs[] = {"device", "flops", "bytes", "bound", "op_index"};
// Keys of the metadata block that extra entries may not replace.
constexpr std::string_view kReservedMetadata[] = {"program", "backend", "preset", "pmapsim_version",
                                                  "pmapsim"};

template <std::size_t N>
bool is_one_of(std::string_view key, const std::string_view (&keys)[N]) {
  return std::find(std::begin(keys), std::end(keys), key) != std::end(keys);
}

std::string describe(const ProfileEvent& event) {
  return fmt::format("profile event '{}' on device {}, track '{}'", event.name, event.device, event.track);
}

// The owner named by errors about the profile as a whole.
std::string whole_profile() {
  return "profile";
}

bool showable_time(double ns) {
  return std::isfinite(ns) && std::fabs(ns) <= kLargestTimeNs;
}

// Checks cheaply, and names the problem only when there is one: this runs per event.
void check_time(double ns, const auto& owner, std::string_view what) {
  if (!showable_time(ns))
    throw Error(fmt::format("{}: {} is {} ns, which no trace can show", owner(), what, ns));
}

void check_finite(double value, const auto& owner, std::string_view what) {
  if (!std::isfinite(value))
    throw Error(fmt::format("{}: {} is {}, not a finite number", owner(), what, value));
}

// Events are written in start order, which jumps between devices and
// through memory: their args' heap text is fetched a few events ahead, so
// that formatting does not wait on cache misses. First the event and its args
// array, then (once those are in cache) the strings the array points to.
constexpr std::size_t kPrefetchEvents = 8;
constexpr std::size_t kPrefetchArgs = 4;

void prefetch_event(const ProfileEvent& event) {
  __builtin_prefetch(&event);
  __builtin_prefetch(event.args.data());
  __builtin_prefetch(event.name.data());
}

void prefetch_args(const ProfileEvent& event) {
  for (const auto& [key, value] : event.args) {
    __builtin_prefetch(key.data());
    __builtin_prefetch(value.data());
  }
}

// Where a flow arrow attaches: a slice on one thread.
struct FlowEndpoint {
  int pid = 0;
  int tid = 0;
  std::int64_t start_ns = 0;
  std::int64_t end_ns = 0;
  std::int64_t middle() const { return start_ns + (end_ns - start_ns) / 2; }
};

struct FlowState {
  bool has_start = false;
  FlowEndpoint start;
  std::string name;
  std::vector<FlowEndpoint> waiting_ends;  // ends seen before the start
};

// Text that every slice on one thread shares, built once per thread.
struct ThreadText {
  std::string head;    // {"ph":"X","pid":P,"tid":T,"ts":
  std::string cat;     // ,"cat":"<track>","args":{
  std::string device;  // "device":P,"flops":
};

}  // namespace

TraceMetadata TraceMetadata::from_profile(const Profile& profile) {
  TraceMetadata metadata;
  metadata.program = profile.program;
  metadata.backend = profile.backend;
  for (const auto& [key, value] : profile.metadata) {
    if (key == "preset") {
      metadata.preset = value;
    } else if (key != "version" && key != "pmapsim_version") {
      metadata.extra[key] = value;
    }
  }
  return metadata;
}

struct TraceWriter::Impl {
  detail::OutputFile file;
  TraceMetadata metadata;
  TextBuffer text;
  bool first_record = true;
  bool finished = false;
  std::map<int, ProfileDevice> devices;  // declared or seen
  detail::ThreadAssigner threads;
  std::vector<ThreadText> thread_texts;                // by ThreadInfo::index
  std::vector<bool> device_seen;                       // ids below kDenseDevices already declared
  std::unordered_map<std::uint64_t, FlowState> flows;  // of the current flow scope
  std::size_t unmatched_in_closed_scopes = 0;
  std::uint64_t arrows = 0;
  std::size_t events = 0;
  std::size_t profiles = 0;  // added with add_profile
  double total_ns = 0;

  Impl(const std::string& path, TraceMetadata meta) : file(path), metadata(std::move(meta)) {
    text.reserve(kFlushBytes + 4096);
    append(text, "{\"traceEvents\":[");
  }

  void begin_record() {
    append(text, first_record ? "\n" : ",\n");
    first_record = false;
  }

  void end_record() {
    if (text.size() >= kFlushBytes) flush();
  }

  void flush() {
    file.write(text);
    // The buffer given back may be one that has not been used yet.
    text.reserve(kFlushBytes + 4096);
  }

  void write_metadata_event(int pid, int tid, std::string_view name, std::string_view key,
                            auto&& write_value) {
    begin_record();
    append(text, "{\"ph\":\"M\",\"pid\":");
    append_integer(text, pid);
    append(text, ",\"tid\":");
    append_integer(text, tid);
    append(text, ",\"name\":");
    append_json_string(text, name);
    append(text, ",\"args\":{");
    append_json_string(text, key);
    text.push_back(':');
    write_value();
    append(text, "}}");
    end_record();
  }

  void declare_device(const ProfileDevice& device) {
    if (device.id < 0)
      throw Error(fmt::format("profile device '{}' has a negative id {}", device.name, device.id));
    const auto owner = [&] { return "profile device " + std::to_string(device.id); };
    check_finite(device.peak_flops_per_s, owner, "peak FLOP/s");
    check_finite(device.peak_hbm_bytes_per_s, owner, "peak bytes/s");
    auto [it, inserted] = devices.try_emplace(device.id, device);
    if (!inserted) return;
    if (device.id < kDenseDevices) {
      if (static_cast<std::size_t>(device.id) >= device_seen.size()) device_seen.resize(device.id + 1);
      device_seen[device.id] = true;
    }
    if (it->second.name.empty()) it->second.name = "device " + std::to_string(device.id);
    const std::string& name = it->second.name;
    write_metadata_event(device.id, 0, "process_name", "name", [&] { append_json_string(text, name); });
    write_metadata_event(device.id, 0, "process_sort_index", "sort_index",
                         [&] { append_integer(text, device.id); });
  }

  void ensure_device(int id) {
    if (id < kDenseDevices && static_cast<std::size_t>(id) < device_seen.size() && device_seen[id]) return;
    if (devices.count(id) == 0) declare_device(ProfileDevice{id, "", 0, 0});
  }

  void declare_thread(const detail::ThreadInfo& thread) {
    write_metadata_event(thread.device, thread.tid, "thread_name", "name",
                         [&] { append_json_string(text, thread.name); });
    write_metadata_event(thread.device, thread.tid, "thread_sort_index", "sort_index",
                         [&] { append_integer(text, thread.sort_index); });
  }

  const ThreadText& thread_text(const detail::ThreadInfo& thread) {
    if (thread.index >= thread_texts.size()) thread_texts.resize(thread.index + 1);
    ThreadText& cached = thread_texts[thread.index];
    if (cached.head.empty()) {
      TextBuffer piece;
      append(piece, "{\"ph\":\"X\",\"pid\":");
      append_integer(piece, thread.device);
      append(piece, ",\"tid\":");
      append_integer(piece, thread.tid);
      append(piece, ",\"ts\":");
      cached.head.assign(piece.data(), piece.size());
      piece.clear();
      append(piece, ",\"cat\":");
      append_json_string(piece, thread.track);
      append(piece, ",\"args\":{");
      cached.cat.assign(piece.data(), piece.size());
      piece.clear();
      append(piece, "\"device\":");
      append_integer(piece, thread.device);
      append(piece, ",\"flops\":");
      cached.device.assign(piece.data(), piece.size());
    }
    return cached;
  }

  void write_slice(const ProfileEvent& event, const detail::ThreadInfo& thread, std::int64_t start_ns,
                   std::int64_t end_ns) {
    const ThreadText& shared = thread_text(thread);
    begin_record();
    append(text, shared.head);
    append_micros(text, start_ns);
    append(text, ",\"dur\":");
    append_micros(text, end_ns - start_ns);
    append(text, ",\"name\":");
    append_json_string(text, event.name);
    append(text, shared.cat);
    for (const auto& [key, value] : event.args) {
      if (is_one_of(key, kReservedArgs)) {
        append_json_string(text, "arg:" + key);
      } else {
        append_json_string(text, key);
      }
      text.push_back(':');
      append_json_string(text, value);
      text.push_back(',');
    }
    append(text, shared.device);
    append_number(text, event.flops);
    append(text, ",\"bytes\":");
    append_number(text, event.bytes);
    append(text, ",\"bound\":\"");
    append(text, bound_name(event.bound));
    append(text, "\",\"op_index\":");
    append_integer(text, event.op_index);
    append(text, "}}");
    end_record();
    ++events;
  }

  void write_flow_point(char phase, const FlowEndpoint& at, std::int64_t ts_ns, std::uint64_t id,
                        std::string_view name) {
    begin_record();
    append(text, "{\"ph\":\"");
    text.push_back(phase);
    append(text, phase == 'f' ? "\",\"bp\":\"e\",\"pid\":" : "\",\"pid\":");
    append_integer(text, at.pid);
    append(text, ",\"tid\":");
    append_integer(text, at.tid);
    append(text, ",\"ts\":");
    append_micros(text, ts_ns);
    append(text, ",\"id\":");
    append_integer(text, static_cast<std::int64_t>(id));
    append(text, ",\"cat\":\"flow\",\"name\":");
    append_json_string(text, name);
    append(text, "}");
    end_record();
  }

  // One arrow from `from` to `to`. Each point lies inside its slice and the
  // start is never after the end (Perfetto drops such arrows): the middles
  // when they are in order, else the earliest instant both slices allow; an
  // end slice that is over before the start slice begins is drawn reversed.
  void write_arrow(const FlowEndpoint& from, const FlowEndpoint& to, std::string_view name) {
    const std::uint64_t id = ++arrows;
    if (from.middle() <= to.middle()) {
      write_flow_point('s', from, from.middle(), id, name);
      write_flow_point('f', to, to.middle(), id, name);
    } else if (to.end_ns >= from.start_ns) {
      write_flow_point('s', from, from.start_ns, id, name);
      write_flow_point('f', to, std::max(to.start_ns, from.start_ns), id, name);
    } else {
      write_flow_point('s', to, to.middle(), id, name);
      write_flow_point('f', from, from.middle(), id, name);
    }
  }

  void add_flow(const FlowRef& ref, const FlowEndpoint& here, const std::string& event_name) {
    FlowState& flow = flows[ref.id];
    if (!ref.start) {
      if (flow.has_start) {
        write_arrow(flow.start, here, flow.name);
      } else {
        flow.waiting_ends.push_back(here);
      }
      return;
    }
    // A second start for one id (runs appended one after another reuse ids):
    // later ends belong to the newer start.
    flow.has_start = true;
    flow.start = here;
    flow.name = event_name;
    for (const FlowEndpoint& end : flow.waiting_ends) write_arrow(flow.start, end, flow.name);
    flow.waiting_ends.clear();
    flow.waiting_ends.shrink_to_fit();
  }

  // offset_ns shifts the event as Profile::append would: the end is the
  // shifted start plus the duration, rounded the same way.
  void add_event(const ProfileEvent& event, double offset_ns) {
    const auto owner = [&] { return describe(event); };
    if (event.device < 0) throw Error(owner() + ": device id is negative");
    const double shifted_start_ns = event.start_ns + offset_ns;
    check_time(shifted_start_ns, owner, "start");
    if (event.duration_ns < 0) {
      throw Error(fmt::format("{}: duration is negative ({} ns)", owner(), event.duration_ns));
    }
    check_time(shifted_start_ns + event.duration_ns, owner, "end");
    check_finite(event.flops, owner, "flops");
    check_finite(event.bytes, owner, "bytes");
    const std::int64_t start_ns = std::llround(shifted_start_ns);
    const std::int64_t end_ns = std::llround(shifted_start_ns + event.duration_ns);
    ensure_device(event.device);
    bool new_thread = false;
    const detail::ThreadInfo& thread = threads.place(event.device, event.track, start_ns, end_ns, new_thread);
    if (new_thread) declare_thread(thread);
    write_slice(event, thread, start_ns, end_ns);
    for (const FlowRef& ref : event.flows) {
      add_flow(ref, FlowEndpoint{event.device, thread.tid, start_ns, end_ns}, event.name);
    }
  }

  void add_counter(const CounterSample& sample, double offset_ns) {
    const auto owner = [&] {
      return fmt::format("profile counter '{}' on device {}", sample.name, sample.device);
    };
    if (sample.device < 0) throw Error(owner() + ": device id is negative");
    const double shifted_time_ns = sample.time_ns + offset_ns;
    check_time(shifted_time_ns, owner, "time");
    check_finite(sample.value, owner, "value");
    const std::int64_t time_ns = std::llround(shifted_time_ns);
    ensure_device(sample.device);
    begin_record();
    append(text, "{\"ph\":\"C\",\"pid\":");
    append_integer(text, sample.device);
    append(text, ",\"ts\":");
    append_micros(text, time_ns);
    append(text, ",\"name\":");
    append_json_string(text, sample.name);
    append(text, ",\"args\":{\"value\":");
    append_number(text, sample.value);
    append(text, "}}");
    end_record();
  }

  std::size_t unmatched_flow_refs() const {
    std::size_t unmatched = unmatched_in_closed_scopes;
    for (const auto& [id, flow] : flows) unmatched += flow.has_start ? 0 : flow.waiting_ends.size();
    return unmatched;
  }

  // Flow ids added from now on pair only among themselves: ends still waiting
  // for a start stay unmatched.
  void close_flow_scope() {
    unmatched_in_closed_scopes = unmatched_flow_refs();
    flows.clear();
  }

  void add_events_in_start_order(const std::vector<ProfileEvent>& events, double offset_ns) {
    // Events whose times are not numbers cannot be ordered; add_event names them.
    for (const ProfileEvent& event : events) {
      if (!std::isfinite(event.start_ns) || !std::isfinite(event.duration_ns)) add_event(event, offset_ns);
    }
    const std::vector<std::uint32_t> order = detail::start_order(events, offset_ns);
    for (std::size_t k = 0; k < order.size(); ++k) {
      if (k + kPrefetchEvents < order.size()) prefetch_event(events[order[k + kPrefetchEvents]]);
      if (k + kPrefetchArgs < order.size()) prefetch_args(events[order[k + kPrefetchArgs]]);
      add_event(events[order[k]], offset_ns);
    }
  }

  void add_profile(const Profile& profile, double offset_ns) {
    check_finite(offset_ns, whole_profile, "time offset");
    for (const ProfileDevice& device : profile.devices) declare_device(device);
    close_flow_scope();
    add_events_in_start_order(profile.events, offset_ns);
    close_flow_scope();
    for (const CounterSample& sample : profile.counters) add_counter(sample, offset_ns);
    const double end_ns = profile.total_ns + offset_ns;
    set_total_ns(profiles == 0 ? end_ns : std::max(total_ns, end_ns));
    ++profiles;
    // Hand the profile's text to the writing thread now: when profiles come
    // one per step of a run, only the last one's is left when the run ends.
    flush();
  }

  void set_total_ns(double ns) {
    check_finite(ns, whole_profile, "total time");
    total_ns = ns;
  }

  void write_field(std::string_view key, std::string_view value) {
    if (value.empty()) return;
    append_json_string(text, key);
    text.push_back(':');
    append_json_string(text, value);
    text.push_back(',');
  }

  // The "pmapsim" block: what read_trace needs to restore the Profile exactly.
  void write_restore_block() {
    append(text, "\"pmapsim\":{\"total_ns\":");
    append_number(text, total_ns);
    append(text, ",\"unmatched_flow_refs\":");
    append_integer(text, static_cast<std::int64_t>(unmatched_flow_refs()));
    append(text, ",\"devices\":[");
    bool first = true;
    for (const auto& [id, device] : devices) {
      append(text, first ? "{\"id\":" : ",{\"id\":");
      first = false;
      append_integer(text, id);
      append(text, ",\"name\":");
      append_json_string(text, device.name);
      append(text, ",\"peak_flops_per_s\":");
      append_number(text, device.peak_flops_per_s);
      append(text, ",\"peak_hbm_bytes_per_s\":");
      append_number(text, device.peak_hbm_bytes_per_s);
      append(text, "}");
    }
    append(text, "],\"threads\":[");
    first = true;
    for (const detail::ThreadInfo& thread : threads.threads()) {
      append(text, first ? "{\"pid\":" : ",{\"pid\":");
      first = false;
      append_integer(text, thread.device);
      append(text, ",\"tid\":");
      append_integer(text, thread.tid);
      append(text, ",\"track\":");
      append_json_string(text, thread.track);
      append(text, "}");
    }
    append(text, "]}");
  }

  void require_open() const {
    if (finished) throw Error("trace file '" + file.path() + "' was already finished");
  }

  void finish() {
    require_open();
    append(text, "\n],\"metadata\":{");
    write_field("program", metadata.program);
    write_field("backend", metadata.backend);
    write_field("preset", metadata.preset);
    write_field("pmapsim_version", metadata.version);
    for (const auto& [key, value] : metadata.extra) {
      if (!is_one_of(key, kReservedMetadata)) write_field(key, value);
    }
    write_restore_block();
    append(text, "}}\n");
    file.write(text);
    file.commit();
    finished = true;
  }
};

TraceWriter::TraceWriter(const std::string& path, TraceMetadata metadata)
    : impl_(std::make_unique<Impl>(path, std::move(metadata))) {}

TraceWriter::~TraceWriter() = default;

void TraceWriter::add_device(const ProfileDevice& device) {
  impl_->require_open();
  impl_->declare_device(device);
}
void TraceWriter::add_event(const ProfileEvent& event) {
  impl_->require_open();
  impl_->add_event(event, 0);
}
void TraceWriter::add_counter(const CounterSample& sample) {
  impl_->require_open();
  impl_->add_counter(sample, 0);
}
void TraceWriter::add_profile(const Profile& profile, double offset_ns) {
  impl_->require_open();
  impl_->add_profile(profile, offset_ns);
}
void TraceWriter::set_total_ns(double total_ns) {
  impl_->set_total_ns(total_ns);
}
void TraceWriter::set_metadata(TraceMetadata metadata) {
  impl_->metadata = std::move(metadata);
}
void TraceWriter::finish() {
  impl_->finish();
}
std::size_t TraceWriter::events_written() const {
  return impl_->events;
}
std::size_t TraceWriter::flows_written() const {
  return impl_->arrows;
}

void write_trace(const Profile& profile, const std::string& path, const TraceMetadata& metadata) {
  TraceWriter writer(path, metadata);
  writer.add_profile(profile, 0);
  writer.finish();
}

void write_trace(const Profile& profile, const std::string& path) {
  write_trace(profile, path, TraceMetadata::from_profile(profile));
}

}  // namespace pmapsim::traces

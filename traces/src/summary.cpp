#include "pmapsim/traces/summary.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <set>
#include <string_view>

#include "text_table.hpp"
#include "track_lanes.hpp"

namespace pmapsim::traces {
namespace {

double end_of(const ProfileEvent& event) {
  return event.start_ns + event.duration_ns;
}

std::vector<OpTotal> op_totals(const Profile& profile) {
  std::map<std::string, OpTotal> by_name;
  std::map<std::string, std::set<int>> devices_by_name;
  std::map<std::string, std::map<Bound, double>> time_by_bound;
  double all_ops_ns = 0;
  for (const ProfileEvent& event : profile.events) {
    if (!is_ops_track(event.track)) continue;
    OpTotal& total = by_name[event.name];
    total.name = event.name;
    total.count += 1;
    total.total_ns += event.duration_ns;
    devices_by_name[event.name].insert(event.device);
    if (event.bound != Bound::none) time_by_bound[event.name][event.bound] += event.duration_ns;
    all_ops_ns += event.duration_ns;
  }
  std::vector<OpTotal> totals;
  for (auto& [name, total] : by_name) {
    total.share = all_ops_ns > 0 ? total.total_ns / all_ops_ns : 0;
    total.devices = static_cast<int>(devices_by_name[name].size());
    double most = -1;
    for (const auto& [bound, ns] : time_by_bound[name]) {
      if (ns > most) most = ns, total.bound = bound;
    }
    totals.push_back(std::move(total));
  }
  std::stable_sort(totals.begin(), totals.end(),
                   [](const OpTotal& a, const OpTotal& b) { return a.total_ns > b.total_ns; });
  return totals;
}

std::vector<UnitBusy> unit_busy(const Profile& profile, double makespan_ns) {
  std::map<std::pair<int, std::string>, std::vector<std::pair<double, double>>> intervals;
  for (const ProfileEvent& event : profile.events) {
    intervals[{event.device, event.track}].emplace_back(event.start_ns, end_of(event));
  }
  std::vector<UnitBusy> units;
  for (auto& [key, spans] : intervals) {
    const double busy_ns = union_length_ns(std::move(spans));
    units.push_back(UnitBusy{key.first, key.second, busy_ns, makespan_ns > 0 ? busy_ns / makespan_ns : 0});
  }
  // The trace viewer's order: "ops", matrix units, vector unit, DMA, links, streams.
  std::stable_sort(units.begin(), units.end(), [](const UnitBusy& a, const UnitBusy& b) {
    const auto rank = [](const UnitBusy& u) {
      return std::pair(u.device, detail::track_sort_base(u.track, 0));
    };
    return rank(a) < rank(b);
  });
  return units;
}

std::vector<DeviceRates> device_rates(const Profile& profile, double makespan_ns) {
  std::map<int, DeviceRates> by_device;
  for (const ProfileDevice& device : profile.devices) {
    DeviceRates& rates = by_device[device.id];
    rates.device = device.id;
    rates.name = device.name;
    rates.peak_flops_per_s = device.peak_flops_per_s;
    rates.peak_hbm_bytes_per_s = device.peak_hbm_bytes_per_s;
  }
  // Unit events repeat the work of the op they belong to: count ops when a
  // device has them, and every event only when it has no ops track.
  std::map<int, bool> has_ops;
  for (const ProfileEvent& event : profile.events) has_ops[event.device] |= is_ops_track(event.track);
  for (const ProfileEvent& event : profile.events) {
    if (detail::is_link_send_track(event.track)) by_device[event.device].link_bytes += event.bytes;
    if (has_ops[event.device] && !is_ops_track(event.track)) continue;
    DeviceRates& rates = by_device[event.device];
    rates.device = event.device;
    rates.flops += event.flops;
    rates.bytes += event.bytes;
  }
  std::vector<DeviceRates> result;
  for (auto& [id, rates] : by_device) {
    const double seconds = makespan_ns * 1e-9;
    rates.flops_per_s = seconds > 0 ? rates.flops / seconds : 0;
    rates.bytes_per_s = seconds > 0 ? rates.bytes / seconds : 0;
    rates.link_bytes_per_s = seconds > 0 ? rates.link_bytes / seconds : 0;
    result.push_back(std::move(rates));
  }
  return result;
}

void attribute(CriticalPath& path, const ProfileEvent& op) {
  switch (op.bound) {
    case Bound::compute:
      path.compute_ns += op.duration_ns;
      break;
    case Bound::memory:
      path.memory_ns += op.duration_ns;
      break;
    case Bound::network:
      path.network_ns += op.duration_ns;
      break;
    case Bound::none:
      path.unattributed_ns += op.duration_ns;
      break;
  }
}

// The union of the device's collectives and the part of it that no other op
// covers: union(collectives) - |union(collectives) & union(others)|, where
// the intersection is union(c) + union(o) - union(c and o together).
void add_collective_exposure(CriticalPath& path, const std::vector<const ProfileEvent*>& ops) {
  std::vector<std::pair<double, double>> collectives, others, all;
  for (const ProfileEvent* op : ops) {
    auto& list = op->bound == Bound::network ? collectives : others;
    list.emplace_back(op->start_ns, end_of(*op));
    all.emplace_back(op->start_ns, end_of(*op));
  }
  if (collectives.empty()) return;
  const double collective = union_length_ns(collectives);
  const double shared = collective + union_length_ns(others) - union_length_ns(all);
  path.collective_ns = collective;
  path.exposed_collective_ns = std::max(0.0, collective - shared);
}

CriticalPath critical_path(const Profile& profile) {
  std::map<int, std::vector<const ProfileEvent*>> ops_by_device;
  for (const ProfileEvent& event : profile.events) {
    if (is_ops_track(event.track)) ops_by_device[event.device].push_back(&event);
  }
  CriticalPath path;
  double latest_end = -1;
  for (const auto& [device, ops] : ops_by_device) {
    for (const ProfileEvent* op : ops) {
      if (end_of(*op) > latest_end) {
        latest_end = end_of(*op);
        path.device = device;
      }
    }
  }
  if (path.device < 0) return path;

  // Sorted by end (longest first among equal ends), the walk back is a scan.
  std::vector<const ProfileEvent*> ops = ops_by_device[path.device];
  std::stable_sort(ops.begin(), ops.end(), [](const ProfileEvent* a, const ProfileEvent* b) {
    if (end_of(*a) != end_of(*b)) return end_of(*a) < end_of(*b);
    return a->duration_ns < b->duration_ns;
  });
  path.span_ns = end_of(*ops.back());
  double covered_from = path.span_ns;  // path ops cover [covered_from, span)
  for (std::size_t i = ops.size(); i-- > 0;) {
    const ProfileEvent& op = *ops[i];
    if (end_of(op) > covered_from) continue;  // overlaps the op after it on the path
    path.waiting_ns += covered_from - end_of(op);
    attribute(path, op);
    path.op_count += 1;
    covered_from = op.start_ns;
  }
  path.waiting_ns += std::max(0.0, covered_from);
  // A link track's busy spans count as collective time too (the sim's timed loops run their
  // collectives there, beside the loop's op; a collective op's own link spans lie within it).
  std::vector<const ProfileEvent*> with_links = ops_by_device[path.device];
  for (const ProfileEvent& event : profile.events)
    if (event.device == path.device && detail::is_link_send_track(event.track) &&
        event.bound == Bound::network)
      with_links.push_back(&event);
  add_collective_exposure(path, with_links);
  return path;
}

std::string ops_section(const ProfileSummary& summary) {
  if (summary.ops.empty()) return "ops: none (the profile has no \"ops\" track)\n";
  detail::TextTable table({"op", "count", "total", "per device", "share", "bound"});
  for (const OpTotal& op : summary.ops) {
    table.add_row({op.name, std::to_string(op.count), detail::format_duration(op.total_ns),
                   detail::format_duration(op.devices > 0 ? op.total_ns / op.devices : 0),
                   detail::format_percent(op.share),
                   op.bound == Bound::none ? "-" : std::string(bound_name(op.bound))});
  }
  return "ops (all devices):\n" + table.render();
}

// "(and 4092 more devices)" when a table stops at max_devices (0: no limit).
std::string devices_left_out(std::size_t device_count, std::size_t max_devices) {
  if (max_devices == 0 || device_count <= max_devices) return "";
  return fmt::format("  (and {} more devices)\n", device_count - max_devices);
}

bool shown(int device, std::size_t max_devices) {
  return max_devices == 0 || static_cast<std::size_t>(device) < max_devices;
}

std::string units_section(const ProfileSummary& summary, std::size_t max_devices) {
  detail::TextTable table({"device", "unit", "busy", "utilization"});
  std::set<int> devices;
  for (const UnitBusy& unit : summary.units) {
    devices.insert(unit.device);
    if (!shown(unit.device, max_devices)) continue;
    table.add_row({std::to_string(unit.device), unit.track, detail::format_duration(unit.busy_ns),
                   detail::format_percent(unit.utilization)});
  }
  return "units:\n" + table.render() + devices_left_out(devices.size(), max_devices);
}

std::string of_peak(double achieved, double peak) {
  return peak > 0 ? detail::format_percent(achieved / peak) : "-";
}

std::string rates_section(const ProfileSummary& summary, std::size_t max_devices) {
  detail::TextTable table(
      {"device", "FLOP", "FLOP/s", "of peak", "bytes", "bytes/s", "of peak", "link bytes", "link bytes/s"});
  for (const DeviceRates& device : summary.devices) {
    if (!shown(device.device, max_devices)) continue;
    table.add_row({device.name.empty() ? std::to_string(device.device) : device.name,
                   detail::format_quantity(device.flops), detail::format_rate(device.flops_per_s, "FLOP"),
                   of_peak(device.flops_per_s, device.peak_flops_per_s),
                   detail::format_quantity(device.bytes), detail::format_rate(device.bytes_per_s, "B"),
                   of_peak(device.bytes_per_s, device.peak_hbm_bytes_per_s),
                   detail::format_quantity(device.link_bytes),
                   detail::format_rate(device.link_bytes_per_s, "B")});
  }
  return "achieved rates (over the makespan):\n" + table.render() +
         devices_left_out(summary.devices.size(), max_devices);
}

std::string critical_path_section(const CriticalPath& path) {
  if (path.device < 0) return "critical path: none (the profile has no \"ops\" track)\n";
  detail::TextTable table({"spent in", "time", "share"});
  const std::pair<const char*, double> parts[] = {{"compute", path.compute_ns},
                                                  {"memory", path.memory_ns},
                                                  {"communication", path.network_ns},
                                                  {"unattributed", path.unattributed_ns},
                                                  {"waiting", path.waiting_ns}};
  for (const auto& [label, ns] : parts) {
    table.add_row({label, detail::format_duration(ns), detail::format_percent(path.share(ns))});
  }
  std::string exposure;
  if (path.collective_ns > 0) {
    exposure = fmt::format(
        "communication on device {}: {} in collectives, {} exposed ({} not overlapped by compute)\n",
        path.device, detail::format_duration(path.collective_ns),
        detail::format_duration(path.exposed_collective_ns),
        detail::format_percent(path.exposed_collective_ns / path.collective_ns));
  }
  return fmt::format("critical path (device {}, {} ops, {}):\n", path.device, path.op_count,
                     detail::format_duration(path.span_ns)) +
         table.render() + exposure;
}

}  // namespace

double makespan_ns(const Profile& profile) {
  double makespan = profile.total_ns;
  for (const ProfileEvent& event : profile.events) makespan = std::max(makespan, end_of(event));
  return makespan;
}

double union_length_ns(std::vector<std::pair<double, double>> intervals) {
  std::sort(intervals.begin(), intervals.end());
  double total = 0;
  bool open = false;
  double run_start = 0;
  double run_end = 0;
  for (const auto& [start, end] : intervals) {
    if (open && start <= run_end) {
      run_end = std::max(run_end, end);
      continue;
    }
    if (open) total += run_end - run_start;
    open = true;
    run_start = start;
    run_end = end;
  }
  if (open) total += run_end - run_start;
  return total;
}

namespace {

// The simulated cycle count of the whole profile. The metadata's count is
// one run's; a profile of several runs one after another (training steps)
// spans more, so with a known clock the count follows the makespan.
std::string simulated_cycles(const Profile& profile, double makespan_ns) {
  if (auto clock = profile.metadata.find("clock_hz"); clock != profile.metadata.end()) {
    char* end = nullptr;
    const double clock_hz = std::strtod(clock->second.c_str(), &end);
    if (end != clock->second.c_str() && *end == '\0' && std::isfinite(clock_hz) && clock_hz > 0) {
      return fmt::format("{:.0f}", std::round(makespan_ns * 1e-9 * clock_hz));
    }
  }
  auto cycles = profile.metadata.find("simulated_cycles");
  return cycles != profile.metadata.end() ? cycles->second : "";
}

std::vector<std::pair<int, double>> live_hbm_peaks(const Profile& profile) {
  std::map<int, double> peaks;
  for (const CounterSample& sample : profile.counters) {
    if (sample.name != "hbm live bytes") continue;
    auto [it, inserted] = peaks.try_emplace(sample.device, sample.value);
    if (!inserted) it->second = std::max(it->second, sample.value);
  }
  return {peaks.begin(), peaks.end()};
}

std::string live_hbm_section(const ProfileSummary& summary, std::size_t max_devices) {
  if (summary.live_hbm_peaks.empty()) return "";
  detail::TextTable table({"device", "peak live HBM", "bytes"});
  for (const auto& [device, bytes] : summary.live_hbm_peaks) {
    if (!shown(device, max_devices)) continue;
    table.add_row(
        {std::to_string(device), detail::format_quantity(bytes) + "B", fmt::format("{:.0f}", bytes)});
  }
  return "\nHBM live bytes (buffers and scratch), peak per device:\n" + table.render() +
         devices_left_out(summary.live_hbm_peaks.size(), max_devices);
}

}  // namespace

ProfileSummary summarize(const Profile& profile) {
  ProfileSummary summary;
  summary.program = profile.program;
  summary.backend = profile.backend;
  summary.makespan_ns = makespan_ns(profile);
  summary.simulated_cycles = simulated_cycles(profile, summary.makespan_ns);
  summary.ops = op_totals(profile);
  summary.units = unit_busy(profile, summary.makespan_ns);
  summary.devices = device_rates(profile, summary.makespan_ns);
  summary.critical_path = critical_path(profile);
  summary.live_hbm_peaks = live_hbm_peaks(profile);
  return summary;
}

std::string summary_table(const ProfileSummary& summary, std::size_t max_devices) {
  std::string out = fmt::format(
      "program {} on {}: makespan {}{}\n\n", summary.program.empty() ? "?" : summary.program,
      summary.backend.empty() ? "?" : summary.backend, detail::format_duration(summary.makespan_ns),
      summary.simulated_cycles.empty() ? "" : " (" + summary.simulated_cycles + " cycles)");
  out += ops_section(summary) + "\n";
  out += units_section(summary, max_devices) + "\n";
  out += rates_section(summary, max_devices) + "\n";
  out += critical_path_section(summary.critical_path);
  out += live_hbm_section(summary, max_devices);
  return out;
}

std::string summary_table(const Profile& profile, std::size_t max_devices) {
  return summary_table(summarize(profile), max_devices);
}

}  // namespace pmapsim::traces

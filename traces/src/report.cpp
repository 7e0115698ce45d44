// The report's model: a Profile aggregated into what the HTML page draws.
#include "pmapsim/traces/report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <map>
#include <set>
#include <string_view>
#include <unordered_map>

#include "track_lanes.hpp"

namespace pmapsim::traces {
namespace {

double end_of(const ProfileEvent& event) {
  return event.start_ns + event.duration_ns;
}

std::string_view arg_of(const ProfileEvent& event, std::string_view key) {
  for (const auto& [name, value] : event.args) {
    if (name == key) return value;
  }
  return {};
}

// An instruction's totals on one device while they are summed.
struct InstructionSum {
  std::string_view name;  // into the profile's events, which outlive the sums
  std::string_view instruction;
  int op_index = -1;
  int count = 0;
  double flops = 0;
  double bytes = 0;
  double time_ns = 0;
  std::array<double, 4> time_by_bound{};  // by Bound

  void add(const ProfileEvent& event) {
    if (count == 0) {
      name = event.name;
      op_index = event.op_index;
      instruction = arg_of(event, "instruction");
    }
    count += 1;
    flops += event.flops;
    bytes += event.bytes;
    time_ns += event.duration_ns;
    time_by_bound[static_cast<std::size_t>(event.bound)] += event.duration_ns;
  }

  void add(const InstructionSum& other) {
    if (count == 0) name = other.name, op_index = other.op_index, instruction = other.instruction;
    count += other.count;
    flops += other.flops;
    bytes += other.bytes;
    time_ns += other.time_ns;
    for (std::size_t b = 0; b < time_by_bound.size(); ++b) time_by_bound[b] += other.time_by_bound[b];
  }

  // The Bound holding most of the time (none when no event says).
  Bound main_bound() const {
    Bound bound = Bound::none;
    double most = 0;
    for (std::size_t b = 1; b < time_by_bound.size(); ++b) {
      if (time_by_bound[b] > most) most = time_by_bound[b], bound = static_cast<Bound>(b);
    }
    return bound;
  }
};

// (op_index, name): one program instruction.
using InstructionKey = std::pair<int, std::string_view>;

struct DeviceInstruction {
  int device;
  int op_index;
  std::string_view name;
  bool operator==(const DeviceInstruction&) const = default;
};

struct DeviceInstructionHash {
  std::size_t operator()(const DeviceInstruction& key) const {
    return std::hash<std::string_view>{}(key.name) ^
           (static_cast<std::size_t>(key.device) * 0x9E3779B97F4A7C15ULL) ^
           (static_cast<std::size_t>(key.op_index) * 0xC2B2AE3D27D4EB4FULL);
  }
};

// Most time first; ties in instruction order, so that the page is the same run after run.
bool more_time(const InstructionSum* a, const InstructionSum* b) {
  if (a->time_ns != b->time_ns) return a->time_ns > b->time_ns;
  return std::tie(a->op_index, a->name) < std::tie(b->op_index, b->name);
}

// The n entries with most time, in that order; the rest are dropped.
std::vector<const InstructionSum*> most_time(std::vector<const InstructionSum*> sums, std::size_t n) {
  const std::size_t kept = std::min(n, sums.size());
  std::partial_sort(sums.begin(), sums.begin() + static_cast<std::ptrdiff_t>(kept), sums.end(), more_time);
  sums.resize(kept);
  return sums;
}

using DeviceInstructions = std::map<int, std::vector<InstructionSum>>;

// Per device, the events summed per instruction: of the "ops" track, or,
// when a profile has none (another tool's trace), of every slice by name.
DeviceInstructions instructions_by_device(const Profile& profile, bool ops_track) {
  std::unordered_map<DeviceInstruction, InstructionSum, DeviceInstructionHash> sums;
  for (const ProfileEvent& event : profile.events) {
    if (ops_track && !is_ops_track(event.track)) continue;
    sums[DeviceInstruction{event.device, ops_track ? event.op_index : -1, event.name}].add(event);
  }
  DeviceInstructions by_device;
  for (const auto& [key, sum] : sums) by_device[key.device].push_back(sum);
  return by_device;
}

bool has_ops_track(const Profile& profile) {
  return std::any_of(profile.events.begin(), profile.events.end(),
                     [](const ProfileEvent& event) { return is_ops_track(event.track); });
}

std::vector<DeviceRoofline> rooflines(const Profile& profile, const DeviceInstructions& ops,
                                      const ReportLimits& limits, std::size_t& left_out) {
  std::map<int, const ProfileDevice*> devices;
  for (const ProfileDevice& device : profile.devices) devices[device.id] = &device;
  std::vector<DeviceRoofline> result;
  for (const auto& [device, instructions] : ops) {
    if (result.size() == limits.roofline_devices) {
      left_out += 1;
      continue;
    }
    DeviceRoofline roofline;
    roofline.device = device;
    if (auto it = devices.find(device); it != devices.end()) {
      roofline.name = it->second->name;
      roofline.peak_flops_per_s = it->second->peak_flops_per_s;
      roofline.peak_hbm_bytes_per_s = it->second->peak_hbm_bytes_per_s;
    }
    std::vector<const InstructionSum*> drawable;
    for (const InstructionSum& sum : instructions) {
      if (sum.flops > 0 && sum.bytes > 0 && sum.time_ns > 0) {
        drawable.push_back(&sum);
      } else {
        roofline.not_drawable += 1;
      }
    }
    const std::size_t all_drawable = drawable.size();
    for (const InstructionSum* sum : most_time(std::move(drawable), limits.points_per_device)) {
      roofline.points.push_back(RooflinePoint{std::string(sum->name), std::string(sum->instruction),
                                              sum->op_index, sum->count, sum->flops, sum->bytes, sum->time_ns,
                                              sum->main_bound()});
    }
    roofline.points_left_out = all_drawable - roofline.points.size();
    result.push_back(std::move(roofline));
  }
  return result;
}

// "ici:dev3 x+" and "ici:dev3 x+ rx" become "ici x+" and "ici x+ rx": one
// column for every device's link in that direction.
std::string unit_column(const std::string& track) {
  if (!track.starts_with("ici:dev")) return track;
  std::size_t digits = 7;
  while (digits < track.size() && std::isdigit(static_cast<unsigned char>(track[digits]))) ++digits;
  if (digits == 7 || digits >= track.size() || track[digits] != ' ') return track;
  return "ici " + track.substr(digits + 1);
}

UtilizationMap utilization_map(const ProfileSummary& summary, const ReportLimits& limits) {
  UtilizationMap map;
  std::map<std::string, std::int64_t> column_rank;
  std::set<int> devices;
  for (const UnitBusy& unit : summary.units) {
    devices.insert(unit.device);
    const std::string column = unit_column(unit.track);
    if (!column_rank.count(column)) {
      column_rank[column] = detail::track_sort_base(column, static_cast<int>(column_rank.size()));
    }
  }
  for (const auto& [column, rank] : column_rank) map.units.push_back(column);
  std::stable_sort(map.units.begin(), map.units.end(), [&](const std::string& a, const std::string& b) {
    return std::tie(column_rank[a], a) < std::tie(column_rank[b], b);
  });
  std::map<std::string, std::size_t> column_of;
  for (std::size_t i = 0; i < map.units.size(); ++i) column_of[map.units[i]] = i;
  std::map<int, std::size_t> row_of;
  for (int device : devices) {
    if (map.devices.size() == limits.heatmap_devices) {
      map.devices_left_out += 1;
      continue;
    }
    row_of[device] = map.devices.size();
    map.devices.push_back(device);
  }
  map.busy.assign(map.devices.size(), std::vector<double>(map.units.size(), -1));
  for (const UnitBusy& unit : summary.units) {
    auto row = row_of.find(unit.device);
    if (row == row_of.end()) continue;
    double& cell = map.busy[row->second][column_of[unit_column(unit.track)]];
    // Extra lanes of one unit ("dma #2") fold into its column: the busiest shows.
    cell = std::max(cell, unit.utilization);
  }
  return map;
}

// Adds [start, end) to the bins it covers, as fractions of each bin.
void add_to_bins(std::vector<double>& bins, double bin_ns, double start, double end) {
  if (bin_ns <= 0 || end <= start) return;
  const auto last_bin = static_cast<double>(bins.size() - 1);
  auto first = static_cast<std::size_t>(std::clamp(std::floor(start / bin_ns), 0.0, last_bin));
  const auto last = static_cast<std::size_t>(std::clamp(std::floor(end / bin_ns), 0.0, last_bin));
  for (std::size_t bin = first; bin <= last; ++bin) {
    const double from = std::max(start, static_cast<double>(bin) * bin_ns);
    const double to = bin == bins.size() - 1 ? end : std::min(end, static_cast<double>(bin + 1) * bin_ns);
    if (to > from) bins[bin] += (to - from) / bin_ns;
  }
}

std::optional<TopologyLayout> layout_of(const Profile& profile) {
  auto it = profile.metadata.find("topology");
  if (it == profile.metadata.end()) return std::nullopt;
  const std::string& text = it->second;
  const auto colon = text.find(':');
  if (colon == std::string::npos) return std::nullopt;
  const std::string kind = text.substr(0, colon);
  std::vector<int> sizes;
  for (std::size_t begin = colon + 1; begin <= text.size();) {
    std::size_t end = text.find('x', begin);
    if (end == std::string::npos) end = text.size();
    int size = 0;
    auto [stop, status] = std::from_chars(text.data() + begin, text.data() + end, size);
    if (status != std::errc() || stop != text.data() + end || size < 1) return std::nullopt;
    sizes.push_back(size);
    begin = end + 1;
  }
  TopologyLayout layout;
  layout.topology = text;
  layout.wraps = kind.starts_with("torus") || kind == "ring";
  if ((kind == "ring" || kind == "line") && sizes.size() == 1) {
    layout.columns = sizes[0];
    layout.rows = 1;
  } else if ((kind == "torus2d" || kind == "mesh2d") && sizes.size() == 2) {
    layout.columns = sizes[0];
    layout.rows = sizes[1];
  } else {
    return std::nullopt;
  }
  // A grid too large to read is left to the heat map.
  if (layout.columns * layout.rows > 1024) return std::nullopt;
  return layout;
}

LinkMap link_map(const Profile& profile, double makespan_ns, const ReportLimits& limits) {
  LinkMap map;
  const std::size_t bins = std::max<std::size_t>(1, limits.time_bins);
  map.bin_ns = makespan_ns > 0 ? makespan_ns / static_cast<double>(bins) : 0;
  std::vector<LinkRow> rows;
  std::unordered_map<std::string_view, std::size_t> row_of;
  for (const ProfileEvent& event : profile.events) {
    if (!detail::is_link_send_track(event.track)) continue;
    auto [it, inserted] = row_of.try_emplace(event.track, rows.size());
    if (inserted) {
      LinkRow row;
      row.name = event.track.substr(4);
      row.device = event.device;
      row.busy.assign(bins, 0.0);
      rows.push_back(std::move(row));
    }
    LinkRow& row = rows[it->second];
    row.busy_ns += event.duration_ns;
    add_to_bins(row.busy, map.bin_ns, event.start_ns, end_of(event));
  }
  // Overlapping transfers on one link could sum past a full bin.
  for (LinkRow& row : rows) {
    for (double& fraction : row.busy) fraction = std::min(fraction, 1.0);
  }
  std::stable_sort(rows.begin(), rows.end(),
                   [](const LinkRow& a, const LinkRow& b) { return a.busy_ns > b.busy_ns; });
  if (rows.size() > limits.links) {
    map.links_left_out = rows.size() - limits.links;
    rows.resize(limits.links);
  }
  map.links = std::move(rows);
  if (!map.links.empty()) map.layout = layout_of(profile);
  return map;
}

// The part of `intervals` (sorted, disjoint) covered by `cover` (sorted, disjoint).
double covered_length(const std::vector<std::pair<double, double>>& intervals,
                      const std::vector<std::pair<double, double>>& cover) {
  double total = 0;
  std::size_t j = 0;
  for (const auto& [start, end] : intervals) {
    while (j < cover.size() && cover[j].second <= start) ++j;
    for (std::size_t k = j; k < cover.size() && cover[k].first < end; ++k) {
      total += std::max(0.0, std::min(end, cover[k].second) - std::max(start, cover[k].first));
    }
  }
  return total;
}

// Sorted, disjoint intervals covering the same time.
std::vector<std::pair<double, double>> merged(std::vector<std::pair<double, double>> intervals) {
  std::sort(intervals.begin(), intervals.end());
  std::vector<std::pair<double, double>> out;
  for (const auto& interval : intervals) {
    if (!out.empty() && interval.first <= out.back().second) {
      out.back().second = std::max(out.back().second, interval.second);
    } else {
      out.push_back(interval);
    }
  }
  return out;
}

StepBreakdown step_breakdown(const Profile& profile, const CriticalPath& path) {
  StepBreakdown breakdown;
  breakdown.path = path;
  if (path.device < 0) return breakdown;
  std::vector<std::pair<double, double>> communication, work;
  for (const ProfileEvent& event : profile.events) {
    if (event.device != path.device || event.duration_ns <= 0) continue;
    if (detail::is_link_send_track(event.track) ||
        (is_ops_track(event.track) && event.bound == Bound::network)) {
      communication.emplace_back(event.start_ns, end_of(event));
    } else if (is_ops_track(event.track) && (event.bound == Bound::compute || event.bound == Bound::memory)) {
      work.emplace_back(event.start_ns, end_of(event));
    }
  }
  communication = merged(std::move(communication));
  work = merged(std::move(work));
  for (const auto& [start, end] : communication) breakdown.communication_ns += end - start;
  breakdown.hidden_ns = covered_length(communication, work);
  // Intervals that only touch leave rounding dust, not hidden time.
  if (breakdown.hidden_ns < 1e-3) breakdown.hidden_ns = 0;
  breakdown.exposed_ns = breakdown.communication_ns - breakdown.hidden_ns;
  return breakdown;
}

struct InstructionKeyHash {
  std::size_t operator()(const InstructionKey& key) const {
    return std::hash<std::string_view>{}(key.second) ^
           (static_cast<std::size_t>(key.first) * 0x9E3779B97F4A7C15ULL);
  }
};

// Every device's instructions, summed over the devices.
std::vector<InstructionTotal> top_ops(const DeviceInstructions& by_device, const ReportLimits& limits,
                                      std::size_t& left_out) {
  std::unordered_map<InstructionKey, std::pair<InstructionSum, int>, InstructionKeyHash>
      sums;  // sum, devices
  double all_ns = 0;
  for (const auto& [device, instructions] : by_device) {
    for (const InstructionSum& sum : instructions) {
      auto& [total, devices] = sums[{sum.op_index, sum.name}];
      total.add(sum);
      devices += 1;
      all_ns += sum.time_ns;
    }
  }
  std::vector<const InstructionSum*> all;
  std::unordered_map<const InstructionSum*, int> devices_of;
  for (const auto& [key, entry] : sums) {
    all.push_back(&entry.first);
    devices_of[&entry.first] = entry.second;
  }
  const std::size_t count = all.size();
  std::vector<InstructionTotal> rows;
  for (const InstructionSum* sum : most_time(std::move(all), limits.top_ops)) {
    rows.push_back(InstructionTotal{
        std::string(sum->name), std::string(sum->instruction), sum->op_index, sum->count, devices_of[sum],
        sum->time_ns, all_ns > 0 ? sum->time_ns / all_ns : 0, sum->flops, sum->bytes, sum->main_bound()});
  }
  left_out = count - rows.size();
  return rows;
}

std::string lowercase(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

// Counters of live memory: "hbm live bytes", "HBM live", "memory", "bytes in use", ...
bool is_memory_counter(const std::string& name) {
  const std::string lower = lowercase(name);
  return lower.starts_with("hbm live") || lower.find("live bytes") != std::string::npos ||
         lower.find("memory") != std::string::npos || lower.find("bytes in use") != std::string::npos ||
         lower.find("allocated") != std::string::npos;
}

// Each device's memory counter, sampled down to at most limits.memory_points
// steps: the largest value of each time bin, so that no peak is lost.
std::vector<MemoryCurve> memory_curves(const Profile& profile, double makespan_ns,
                                       const ReportLimits& limits) {
  std::map<std::pair<int, std::string>, std::vector<std::pair<double, double>>> series;
  for (const CounterSample& sample : profile.counters) {
    if (is_memory_counter(sample.name))
      series[{sample.device, sample.name}].emplace_back(sample.time_ns, sample.value);
  }
  std::vector<MemoryCurve> curves;
  std::set<int> devices;
  for (auto& [key, samples] : series) {
    if (!devices.count(key.first) && devices.size() == limits.memory_devices) continue;
    devices.insert(key.first);
    std::stable_sort(samples.begin(), samples.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    MemoryCurve curve{key.first, key.second, {}, 0};
    const std::size_t bins = std::max<std::size_t>(1, limits.memory_points);
    const double bin_ns = std::max(makespan_ns, samples.back().first) / static_cast<double>(bins);
    for (const auto& [time, value] : samples) {
      curve.peak = std::max(curve.peak, value);
      const bool same_bin = !curve.samples.empty() && bin_ns > 0 &&
                            std::floor(curve.samples.back().first / bin_ns) == std::floor(time / bin_ns);
      if (samples.size() > bins && same_bin) {
        curve.samples.back().second = std::max(curve.samples.back().second, value);
      } else {
        curve.samples.emplace_back(time, value);
      }
    }
    curves.push_back(std::move(curve));
  }
  return curves;
}

void note_missing(ReportModel& model, const Profile& profile) {
  auto missing = [&](const std::string& what) { model.missing.push_back(what); };
  if (!model.has_ops_track) {
    missing(
        "per-instruction ops: the trace has no \"ops\" thread (not written by pmapsim), so the top ops table "
        "lists every slice by name and there is no roofline or step breakdown");
  } else {
    bool any_peak = false, any_point = false;
    for (const DeviceRoofline& roofline : model.rooflines) {
      any_peak = any_peak || roofline.peak_flops_per_s > 0 || roofline.peak_hbm_bytes_per_s > 0;
      any_point = any_point || !roofline.points.empty();
    }
    if (!any_peak) missing("roofs: the trace does not give the chips' peak FLOP/s and HBM bandwidth");
    if (!any_point) missing("roofline points: no op in the trace carries both FLOPs and bytes");
    bool any_bound =
        model.breakdown.path.compute_ns + model.breakdown.path.memory_ns + model.breakdown.path.network_ns >
        0;
    if (!any_bound)
      missing("step breakdown: no op in the trace says what bound it (compute, memory, network)");
  }
  if (model.link_map.links.empty())
    missing("interconnect heat map: the trace has no \"ici:\" link threads");
  else if (!model.link_map.layout)
    missing("topology picture: the metadata names no ring or 2-D torus topology (\"" +
            (profile.metadata.count("topology") ? profile.metadata.at("topology") : std::string("none")) +
            "\")");
  if (model.memory.empty())
    missing("memory over time: the trace has no live-memory counter (a counter named \"hbm live ...\")");
}

}  // namespace

ReportModel build_report_model(const Profile& profile, const std::string& label, const ReportLimits& limits) {
  const ProfileSummary summary = summarize(profile);
  ReportModel model;
  model.label = label;
  model.program = profile.program;
  model.backend = profile.backend;
  model.makespan_ns = summary.makespan_ns;
  model.events = profile.events.size();
  model.counters = profile.counters.size();
  model.has_ops_track = has_ops_track(profile);
  const auto instructions = instructions_by_device(profile, model.has_ops_track);
  if (model.has_ops_track)
    model.rooflines = rooflines(profile, instructions, limits, model.roofline_devices_left_out);
  model.utilization = utilization_map(summary, limits);
  model.link_map = link_map(profile, summary.makespan_ns, limits);
  model.breakdown = step_breakdown(profile, summary.critical_path);
  model.top_ops = top_ops(instructions, limits, model.top_ops_left_out);
  model.memory = memory_curves(profile, summary.makespan_ns, limits);
  note_missing(model, profile);
  return model;
}

}  // namespace pmapsim::traces

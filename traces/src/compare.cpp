#include "pmapsim/traces/compare.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <tuple>

#include "pmapsim/traces/summary.hpp"
#include "text_table.hpp"

namespace pmapsim::traces {
namespace {

struct OpsOfDevice {
  int device = -1;
  std::vector<const ProfileEvent*> ops;  // by start time
};

// Device 0's "ops" track, or the lowest device that has one.
OpsOfDevice ops_to_compare(const Profile& profile) {
  std::map<int, std::vector<const ProfileEvent*>> by_device;
  for (const ProfileEvent& event : profile.events) {
    if (is_ops_track(event.track)) by_device[event.device].push_back(&event);
  }
  OpsOfDevice chosen;
  if (by_device.empty()) return chosen;
  auto it = by_device.count(0) ? by_device.find(0) : by_device.begin();
  chosen.device = it->first;
  chosen.ops = std::move(it->second);
  // Zero-length ops (a reshape) can share their start with the next op: the
  // instruction index keeps program order among equal starts.
  std::stable_sort(chosen.ops.begin(), chosen.ops.end(), [](const ProfileEvent* a, const ProfileEvent* b) {
    return std::tie(a->start_ns, a->op_index) < std::tie(b->start_ns, b->op_index);
  });
  return chosen;
}

bool all_indexed(const std::vector<const ProfileEvent*>& ops) {
  return std::all_of(ops.begin(), ops.end(), [](const ProfileEvent* op) { return op->op_index >= 0; });
}

// (op_index or -1, name, k-th occurrence of that pair)
using OpKey = std::tuple<int, std::string, int>;

std::vector<OpKey> keys_of(const std::vector<const ProfileEvent*>& ops, bool by_index) {
  std::map<std::pair<int, std::string>, int> seen;
  std::vector<OpKey> keys;
  for (const ProfileEvent* op : ops) {
    const int index = by_index ? op->op_index : -1;
    keys.emplace_back(index, op->name, seen[{index, op->name}]++);
  }
  return keys;
}

std::string cell_duration(const std::optional<double>& ns) {
  return ns ? detail::format_duration(*ns) : "-";
}

// Three decimals, or three significant digits for ratios too small for that.
std::string cell_ratio(const std::optional<double>& ratio) {
  if (!ratio) return "-";
  return *ratio >= 0.01 || *ratio == 0 ? fmt::format("{:.3f}", *ratio) : fmt::format("{:.2e}", *ratio);
}

}  // namespace

std::optional<double> CompareRow::ratio() const {
  if (!a_ns || !b_ns || *a_ns <= 0) return std::nullopt;
  return *b_ns / *a_ns;
}

ProfileComparison compare_profiles(const Profile& a, const Profile& b, std::string a_label,
                                   std::string b_label) {
  ProfileComparison result;
  result.a_label = a_label.empty() ? (a.backend.empty() ? "A" : a.backend) : std::move(a_label);
  result.b_label = b_label.empty() ? (b.backend.empty() ? "B" : b.backend) : std::move(b_label);
  result.a_makespan_ns = makespan_ns(a);
  result.b_makespan_ns = makespan_ns(b);
  const OpsOfDevice a_ops = ops_to_compare(a);
  const OpsOfDevice b_ops = ops_to_compare(b);
  result.a_device = a_ops.device;
  result.b_device = b_ops.device;
  result.matched_by_op_index =
      !a_ops.ops.empty() && !b_ops.ops.empty() && all_indexed(a_ops.ops) && all_indexed(b_ops.ops);
  const std::vector<OpKey> a_keys = keys_of(a_ops.ops, result.matched_by_op_index);
  const std::vector<OpKey> b_keys = keys_of(b_ops.ops, result.matched_by_op_index);
  std::map<OpKey, std::size_t> b_position;
  for (std::size_t j = 0; j < b_keys.size(); ++j) b_position[b_keys[j]] = j;

  // Resolve every match first, so that a B op matched later in A's order is
  // never also listed as B-only.
  std::vector<bool> b_matched(b_keys.size(), false);
  for (const OpKey& key : a_keys) {
    if (auto match = b_position.find(key); match != b_position.end()) b_matched[match->second] = true;
  }
  std::size_t next_b = 0;  // B ops before this position are listed already
  auto list_b_only_before = [&](std::size_t limit) {
    for (; next_b < limit; ++next_b) {
      if (b_matched[next_b]) continue;
      const ProfileEvent& op = *b_ops.ops[next_b];
      result.rows.push_back(CompareRow{op.name, op.op_index, std::nullopt, op.duration_ns});
      result.only_b += 1;
    }
  };
  for (std::size_t i = 0; i < a_keys.size(); ++i) {
    const ProfileEvent& op = *a_ops.ops[i];
    auto match = b_position.find(a_keys[i]);
    if (match == b_position.end()) {
      result.rows.push_back(CompareRow{op.name, op.op_index, op.duration_ns, std::nullopt});
      result.only_a += 1;
      continue;
    }
    list_b_only_before(match->second);
    result.rows.push_back(
        CompareRow{op.name, op.op_index, op.duration_ns, b_ops.ops[match->second]->duration_ns});
  }
  list_b_only_before(b_keys.size());
  for (const ProfileEvent* op : a_ops.ops) result.a_ops_ns += op->duration_ns;
  for (const ProfileEvent* op : b_ops.ops) result.b_ops_ns += op->duration_ns;
  return result;
}

std::string compare_table(const ProfileComparison& comparison) {
  std::string out =
      fmt::format("A: {} (device {})\nB: {} (device {})\nops matched by {}\n\n", comparison.a_label,
                  comparison.a_device, comparison.b_label, comparison.b_device,
                  comparison.matched_by_op_index ? "instruction index and name" : "name and order");
  detail::TextTable table({"op", "index", "A", "B", "B/A"});
  for (const CompareRow& row : comparison.rows) {
    table.add_row({row.name, row.op_index >= 0 ? std::to_string(row.op_index) : "-", cell_duration(row.a_ns),
                   cell_duration(row.b_ns), cell_ratio(row.ratio())});
  }
  auto total_ratio = [](double a_ns, double b_ns) -> std::optional<double> {
    return a_ns > 0 ? std::optional<double>(b_ns / a_ns) : std::nullopt;
  };
  table.add_row({"all ops", "", detail::format_duration(comparison.a_ops_ns),
                 detail::format_duration(comparison.b_ops_ns),
                 cell_ratio(total_ratio(comparison.a_ops_ns, comparison.b_ops_ns))});
  table.add_row({"makespan", "", detail::format_duration(comparison.a_makespan_ns),
                 detail::format_duration(comparison.b_makespan_ns),
                 cell_ratio(total_ratio(comparison.a_makespan_ns, comparison.b_makespan_ns))});
  out += table.render();
  if (comparison.only_a > 0 || comparison.only_b > 0) {
    out += fmt::format("\n{} ops only in A, {} ops only in B (shown with '-')\n", comparison.only_a,
                       comparison.only_b);
  }
  return out;
}

}  // namespace pmapsim::traces

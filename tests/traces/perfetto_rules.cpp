#include "perfetto_rules.hpp"

#include <cmath>
#include <map>
#include <set>

namespace pmapsim::traces::testing {
namespace {

using json = nlohmann::json;

struct Slice {
  std::int64_t start;
  std::int64_t end;
};

std::int64_t to_ns(const json& micros) {
  return std::llround(micros.get<double>() * 1000.0);
}

bool nest_or_disjoint(const Slice& a, const Slice& b) {
  const bool disjoint = a.end <= b.start || b.end <= a.start;
  const bool a_in_b = b.start <= a.start && a.end <= b.end;
  const bool b_in_a = a.start <= b.start && b.end <= a.end;
  return disjoint || a_in_b || b_in_a;
}

struct FlowPoint {
  int pid;
  int tid;
  std::int64_t ts;
};

}  // namespace

std::vector<std::string> perfetto_rule_violations(const json& trace) {
  std::vector<std::string> problems;
  if (!trace.is_object() || !trace.contains("traceEvents") || !trace["traceEvents"].is_array()) {
    return {"no traceEvents array"};
  }
  std::set<int> named_processes;
  std::set<std::pair<int, int>> named_threads;
  std::set<int> used_processes;
  std::set<std::pair<int, int>> used_threads;
  std::map<std::pair<int, int>, std::vector<Slice>> slices;
  std::map<std::pair<std::string, std::uint64_t>, std::vector<FlowPoint>> flow_starts, flow_ends;

  for (const json& event : trace["traceEvents"]) {
    if (!event.is_object() || !event.contains("ph") || !event["ph"].is_string()) {
      problems.push_back("event without ph: " + event.dump());
      continue;
    }
    const std::string phase = event["ph"];
    const int pid = event.value("pid", -1);
    const int tid = event.value("tid", -1);
    if (phase != "M") {
      if (!event.contains("ts") || !event["ts"].is_number() || !std::isfinite(event["ts"].get<double>())) {
        problems.push_back("event without a finite numeric ts: " + event.dump());
        continue;
      }
      used_processes.insert(pid);
    }
    if (phase == "M") {
      const std::string name = event.value("name", "");
      if (name == "process_name") named_processes.insert(pid);
      if (name == "thread_name") named_threads.insert({pid, tid});
    } else if (phase == "X") {
      used_threads.insert({pid, tid});
      if (!event.contains("dur") || !event["dur"].is_number() || event["dur"].get<double>() < 0) {
        problems.push_back("X without a non-negative dur: " + event.dump());
        continue;
      }
      const std::int64_t start = to_ns(event["ts"]);
      slices[{pid, tid}].push_back(Slice{start, start + to_ns(event["dur"])});
    } else if (phase == "s" || phase == "f") {
      used_threads.insert({pid, tid});
      if (phase == "f" && event.value("bp", "") != "e")
        problems.push_back("flow end without bp e: " + event.dump());
      auto& points = phase == "s" ? flow_starts : flow_ends;
      points[{event.value("cat", ""), event.value("id", std::uint64_t{0})}].push_back(
          FlowPoint{pid, tid, to_ns(event["ts"])});
    } else if (phase == "C") {
      if (!event.contains("args") || !event["args"].is_object() || event["args"].empty()) {
        problems.push_back("counter without args: " + event.dump());
      } else {
        for (const auto& [key, value] : event["args"].items()) {
          if (!value.is_number()) problems.push_back("counter arg is not a number: " + event.dump());
        }
      }
    }
  }

  for (int pid : used_processes) {
    if (!named_processes.count(pid))
      problems.push_back("pid " + std::to_string(pid) + " has no process_name");
  }
  for (const auto& [pid, tid] : used_threads) {
    if (!named_threads.count({pid, tid})) {
      problems.push_back("pid " + std::to_string(pid) + " tid " + std::to_string(tid) +
                         " has no thread_name");
    }
  }
  for (const auto& [thread, list] : slices) {
    for (std::size_t i = 0; i < list.size(); ++i) {
      for (std::size_t j = i + 1; j < list.size(); ++j) {
        if (!nest_or_disjoint(list[i], list[j])) {
          problems.push_back("slices overlap without nesting on pid " + std::to_string(thread.first) +
                             " tid " + std::to_string(thread.second));
        }
      }
    }
  }
  auto inside_a_slice = [&](const FlowPoint& point) {
    for (const Slice& slice : slices[{point.pid, point.tid}]) {
      if (slice.start <= point.ts && point.ts <= slice.end) return true;
    }
    return false;
  };
  for (const auto& [key, starts] : flow_starts) {
    const auto ends = flow_ends.find(key);
    if (starts.size() != 1 || ends == flow_ends.end() || ends->second.size() != 1) {
      problems.push_back("flow " + std::to_string(key.second) + " has not exactly one start and one end");
      continue;
    }
    const FlowPoint& start = starts.front();
    const FlowPoint& end = ends->second.front();
    if (end.ts < start.ts)
      problems.push_back("flow " + std::to_string(key.second) + " ends before it starts");
    if (!inside_a_slice(start) || !inside_a_slice(end)) {
      problems.push_back("flow " + std::to_string(key.second) + " is not inside slices of its threads");
    }
  }
  for (const auto& [key, ends] : flow_ends) {
    if (!flow_starts.count(key))
      problems.push_back("flow end " + std::to_string(key.second) + " has no start");
  }
  return problems;
}

}  // namespace pmapsim::traces::testing

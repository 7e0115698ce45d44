// The rules Perfetto's JSON importer relies on, checked on a parsed trace
// independently of the writer: each broken rule is one line in the result.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pmapsim::traces::testing {

// Empty when the trace follows every rule:
//  - a top-level object with a "traceEvents" array of objects with "ph";
//  - every X has a numeric ts and a non-negative numeric dur;
//  - slices on one (pid, tid) nest: any two are disjoint or one contains the
//    other (compared in whole nanoseconds, as Perfetto stores them);
//  - every pid used has a process_name, every (pid, tid) a thread_name;
//  - every flow start ("s") has exactly one end ("f", "bp":"e") with its id
//    and cat, not earlier than the start, and each lies inside a slice of
//    its thread;
//  - counter ("C") args are numbers only.
std::vector<std::string> perfetto_rule_violations(const nlohmann::json& trace);

}  // namespace pmapsim::traces::testing

#include <catch2/catch.hpp>
#include <cmath>
#include <map>
#include <numeric>
#include <random>
#include <set>

#include "perfetto_rules.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/traces/trace_writer.hpp"
#include "profiles.hpp"

using namespace pmapsim;
using namespace pmapsim::traces;
using namespace pmapsim::traces::testing;
using json = nlohmann::json;

namespace {

json write_and_parse(const Profile& profile, const ScratchDir& dir, const std::string& name = "trace.json") {
  write_trace(profile, dir.file(name));
  return json::parse(read_bytes(dir.file(name)));
}

std::vector<json> events_with_phase(const json& trace, const std::string& phase) {
  std::vector<json> found;
  for (const json& event : trace["traceEvents"]) {
    if (event["ph"] == phase) found.push_back(event);
  }
  return found;
}

// (pid, tid) -> thread_name, pid -> process_name, (pid, tid) -> thread_sort_index
struct Names {
  std::map<int, std::string> processes;
  std::map<std::pair<int, int>, std::string> threads;
  std::map<std::pair<int, int>, std::int64_t> thread_order;
};

Names names_of(const json& trace) {
  Names names;
  for (const json& event : events_with_phase(trace, "M")) {
    const std::pair<int, int> thread{event["pid"], event["tid"]};
    if (event["name"] == "process_name") names.processes[event["pid"]] = event["args"]["name"];
    if (event["name"] == "thread_name") names.threads[thread] = event["args"]["name"];
    if (event["name"] == "thread_sort_index") names.thread_order[thread] = event["args"]["sort_index"];
  }
  return names;
}

std::set<std::string> thread_names_of_pid(const Names& names, int pid) {
  std::set<std::string> found;
  for (const auto& [thread, name] : names.threads) {
    if (thread.first == pid) found.insert(name);
  }
  return found;
}

}  // namespace

TEST_CASE("the rule checker itself rejects traces Perfetto would misread", "[writer]") {
  const json bad = json::parse(R"({"traceEvents":[
    {"ph":"X","pid":0,"tid":1,"ts":0,"dur":10,"name":"a"},
    {"ph":"X","pid":0,"tid":1,"ts":5,"dur":10,"name":"b"},
    {"ph":"X","pid":0,"tid":1,"ts":20,"dur":-1,"name":"c"},
    {"ph":"C","pid":0,"ts":0,"name":"c","args":{"value":"fast"}},
    {"ph":"s","pid":0,"tid":1,"ts":1,"id":7,"cat":"flow","name":"f"}
  ]})");
  const auto problems = perfetto_rule_violations(bad);
  // overlap, negative dur, text counter, unended flow, no process_name, no thread_name
  CHECK(problems.size() == 6);
}

TEST_CASE("a reference-shaped profile writes a valid trace", "[writer]") {
  ScratchDir dir;
  const Profile profile = reference_shaped_profile();
  const json trace = write_and_parse(profile, dir);
  CHECK(perfetto_rule_violations(trace).empty());
  const Names names = names_of(trace);
  CHECK(names.processes.at(0) == "/device:CPU:0 (reference)");
  CHECK(names.processes.at(1) == "/device:CPU:1 (reference)");
  CHECK(thread_names_of_pid(names, 0) == std::set<std::string>{"ops"});
  CHECK(events_with_phase(trace, "X").size() == 4);
}

TEST_CASE("a sim-shaped profile writes a valid trace with units, links, flows and counters", "[writer]") {
  ScratchDir dir;
  const Profile profile = sim_shaped_profile();
  const json trace = write_and_parse(profile, dir);
  const auto problems = perfetto_rule_violations(trace);
  INFO((problems.empty() ? "" : problems.front()));
  CHECK(problems.empty());

  const Names names = names_of(trace);
  CHECK(names.processes.at(1) == "/device:SIM_TPU:1 (tiny)");
  CHECK(thread_names_of_pid(names, 0) ==
        std::set<std::string>{"ops", "mxu0", "mxu1", "vpu", "dma", "dma #2", "ici:dev0 x+"});
  // "ops" sorts first, then matrix units, vector unit, DMA, links.
  std::vector<std::pair<std::int64_t, std::string>> order;
  for (const auto& [thread, index] : names.thread_order) {
    if (thread.first == 0) order.emplace_back(index, names.threads.at(thread));
  }
  std::sort(order.begin(), order.end());
  std::vector<std::string> sorted_names;
  for (const auto& [index, name] : order) sorted_names.push_back(name);
  CHECK(sorted_names ==
        std::vector<std::string>{"ops", "mxu0", "mxu1", "vpu", "dma", "dma #2", "ici:dev0 x+"});

  // psum: device 0 -> device 1; each link send: to the neighbour. Three arrows.
  CHECK(events_with_phase(trace, "s").size() == 3);
  CHECK(events_with_phase(trace, "f").size() == 3);
  CHECK(events_with_phase(trace, "C").size() == 6);
  CHECK(events_with_phase(trace, "X").size() == profile.events.size());
}

TEST_CASE("a cuda-shaped profile writes a valid trace with one thread per stream", "[writer]") {
  ScratchDir dir;
  const json trace = write_and_parse(cuda_shaped_profile(), dir);
  CHECK(perfetto_rule_violations(trace).empty());
  const Names names = names_of(trace);
  CHECK(names.processes.at(0) == "/device:GPU:0 (cuda)");
  CHECK(thread_names_of_pid(names, 1) == std::set<std::string>{"ops", "stream0", "stream0 #2", "stream1"});
}

TEST_CASE("slice times are microseconds rounded to whole nanoseconds", "[writer]") {
  ScratchDir dir;
  Profile profile;
  profile.events.push_back(make_event(0, "ops", "dot", 1500.4, 250.4));  // [1500, 1751) after rounding ends
  profile.events.push_back(make_event(0, "ops", "add", 3'000'000'123, 7));
  const json trace = write_and_parse(profile, dir);
  const auto slices = events_with_phase(trace, "X");
  REQUIRE(slices.size() == 2);
  CHECK(slices[0]["ts"].get<double>() == Approx(1.500).margin(1e-12));
  CHECK(slices[0]["dur"].get<double>() == Approx(0.251).margin(1e-12));
  CHECK(slices[1]["ts"].get<double>() == Approx(3'000'000.123).margin(1e-6));
  CHECK(slices[1]["dur"].get<double>() == Approx(0.007).margin(1e-12));
}

TEST_CASE("slice args carry the event's args and its device, flops, bytes, bound and op index", "[writer]") {
  ScratchDir dir;
  const json trace = write_and_parse(sim_shaped_profile(), dir);
  const json dot = events_with_phase(trace, "X").front();
  REQUIRE(dot["name"] == "dot");
  CHECK(dot["args"]["shape"] == "f32[8,128]");
  CHECK(dot["args"]["device"] == 0);
  CHECK(dot["args"]["flops"] == 2e6);
  CHECK(dot["args"]["bytes"] == 3e4);
  CHECK(dot["args"]["bound"] == "compute");
  CHECK(dot["args"]["op_index"] == 0);
  CHECK(dot["args"]["arg:flops"] == "shadowed by the writer's own key");
}

TEST_CASE("the metadata block names program, backend, preset and version", "[writer]") {
  ScratchDir dir;
  const json trace = write_and_parse(sim_shaped_profile(), dir);
  const json& metadata = trace["metadata"];
  CHECK(metadata["program"] == "mlp_step");
  CHECK(metadata["backend"] == "sim:tiny,devices=2");
  CHECK(metadata["preset"] == "tiny");
  CHECK(metadata["pmapsim_version"] == PMAPSIM_VERSION);
  CHECK(metadata["dataflow"] == "ws");
}

TEST_CASE("a .json.gz trace decompresses to the plain trace", "[writer]") {
  ScratchDir dir;
  const Profile profile = sim_shaped_profile();
  write_trace(profile, dir.file("plain.json"));
  write_trace(profile, dir.file("packed.json.gz"));
  const std::string packed = read_bytes(dir.file("packed.json.gz"));
  REQUIRE(packed.size() > 2);
  CHECK(static_cast<unsigned char>(packed[0]) == 0x1f);
  CHECK(static_cast<unsigned char>(packed[1]) == 0x8b);
  CHECK(gunzip_file(dir.file("packed.json.gz")) == read_bytes(dir.file("plain.json")));
}

TEST_CASE("overlapping slices on one track are spread over extra threads that nest", "[writer]") {
  ScratchDir dir;
  Profile profile;
  // Three transfers overlapping pairwise, none nesting, plus one nested in the first.
  profile.events.push_back(make_event(0, "dma", "a", 0, 100));
  profile.events.push_back(make_event(0, "dma", "b", 50, 100));
  profile.events.push_back(make_event(0, "dma", "c", 90, 100));
  profile.events.push_back(make_event(0, "dma", "a.1", 10, 20));
  const json trace = write_and_parse(profile, dir);
  CHECK(perfetto_rule_violations(trace).empty());
  CHECK(thread_names_of_pid(names_of(trace), 0) == std::set<std::string>{"dma", "dma #2", "dma #3"});
}

TEST_CASE("the incremental writer keeps nesting for events added out of order", "[writer]") {
  ScratchDir dir;
  TraceWriter writer(dir.file("stream.json"), TraceMetadata{});
  writer.add_device(ProfileDevice{0, "/device:SIM_TPU:0 (tiny)", 0, 0});
  writer.add_event(make_event(0, "vpu", "late", 500, 100));
  writer.add_event(make_event(0, "vpu", "early", 0, 100));  // before the last start: another thread
  writer.add_event(make_event(0, "vpu", "inner", 10, 20));
  writer.add_event(make_event(0, "vpu", "child of late", 510, 10));
  writer.add_event(make_event(0, "vpu", "parent after child", 500, 200));  // same start, longer
  writer.set_total_ns(700);
  writer.finish();
  CHECK(writer.events_written() == 5);
  CHECK_THROWS_WITH(writer.add_event(make_event(0, "vpu", "too late", 800, 1)),
                    Catch::Contains("already finished"));
  const json trace = json::parse(read_bytes(dir.file("stream.json")));
  CHECK(perfetto_rule_violations(trace).empty());
  CHECK(trace["metadata"]["pmapsim"]["total_ns"] == 700);
}

TEST_CASE("flow ends that arrive before their start, and reversed arrows, still pair up", "[writer]") {
  ScratchDir dir;
  TraceWriter writer(dir.file("flows.json"), TraceMetadata{});
  ProfileEvent receiver = make_event(1, "ops", "recv", 100, 50);
  receiver.flows.push_back(FlowRef{9, false});
  ProfileEvent other_receiver = make_event(2, "ops", "recv", 0, 10);  // over before the sender starts
  other_receiver.flows.push_back(FlowRef{9, false});
  ProfileEvent sender = make_event(0, "ops", "send", 20, 100);
  sender.flows.push_back(FlowRef{9, true});
  ProfileEvent orphan = make_event(0, "ops", "lost", 200, 10);
  orphan.flows.push_back(FlowRef{10, false});
  writer.add_event(receiver);
  writer.add_event(other_receiver);
  writer.add_event(sender);
  writer.add_event(orphan);
  writer.finish();
  CHECK(writer.flows_written() == 2);
  const json trace = json::parse(read_bytes(dir.file("flows.json")));
  CHECK(perfetto_rule_violations(trace).empty());
  CHECK(trace["metadata"]["pmapsim"]["unmatched_flow_refs"] == 1);
}

TEST_CASE("a failed write leaves no file behind", "[writer]") {
  ScratchDir dir;
  SECTION("a time no trace can show") {
    Profile profile = sim_shaped_profile();
    profile.events.push_back(make_event(1, "vpu", "broken", std::nan(""), 10));
    CHECK_THROWS_AS(write_trace(profile, dir.file("t.json")), Error);
    CHECK_THROWS_WITH(write_trace(profile, dir.file("t.json")), Catch::Contains("'broken' on device 1"));
  }
  SECTION("a negative duration") {
    Profile profile;
    profile.events.push_back(make_event(0, "ops", "dot", 10, -5));
    CHECK_THROWS_WITH(write_trace(profile, dir.file("t.json.gz")), Catch::Contains("duration is negative"));
  }
  SECTION("a counter that is not a number") {
    Profile profile;
    profile.counters.push_back(CounterSample{0, "hbm GB/s", 0, INFINITY});
    CHECK_THROWS_WITH(write_trace(profile, dir.file("t.json")), Catch::Contains("'hbm GB/s'"));
  }
  SECTION("an unfinished incremental writer") {
    TraceWriter writer(dir.file("t.json"), TraceMetadata{});
    writer.add_event(make_event(0, "ops", "dot", 0, 1));
  }
  CHECK(dir.file_count() == 0);
}

TEST_CASE("a trace that cannot be created is an Error naming the file", "[writer]") {
  ScratchDir dir;
  const std::string path = dir.file("no/such/dir/t.json");
  CHECK_THROWS_WITH(write_trace(reference_shaped_profile(), path),
                    Catch::Contains("cannot write trace file '" + path + "'"));
}

TEST_CASE("a flow id reused by an appended run draws arrows within each run", "[writer]") {
  ScratchDir dir;
  Profile step;
  ProfileEvent sender = make_event(0, "ops", "ppermute", 0, 100);
  sender.flows.push_back(FlowRef{1, true});
  ProfileEvent receiver = make_event(1, "ops", "ppermute", 10, 100);
  receiver.flows.push_back(FlowRef{1, false});
  step.events = {sender, receiver};
  step.total_ns = 110;
  Profile two_steps = step;
  two_steps.append(step, 1000);
  const json trace = write_and_parse(two_steps, dir);
  CHECK(perfetto_rule_violations(trace).empty());
  const auto starts = events_with_phase(trace, "s");
  const auto ends = events_with_phase(trace, "f");
  REQUIRE(starts.size() == 2);
  REQUIRE(ends.size() == 2);
  // Each arrow stays inside its own run: start and end less than 1 us apart.
  for (std::size_t i = 0; i < 2; ++i)
    CHECK(ends[i]["ts"].get<double>() - starts[i]["ts"].get<double>() < 1.0);
}

TEST_CASE("events are written in start order, longer first at equal starts, profile order among equals",
          "[writer]") {
  ScratchDir dir;
  // Starts that tie often (a few values, -0 beside 0) among starts spread over
  // many magnitudes and both signs; durations that tie often too.
  std::mt19937_64 random(7);
  const double tying_starts[] = {-0.0, 0.0, 250, 1e6 + 0.5};
  const double durations[] = {0, 10, 10, 400.25, 1e5};
  Profile profile;
  for (int i = 0; i < 4000; ++i) {
    const double start = random() % 3 == 0 ? tying_starts[random() % 4]
                                           : std::ldexp(static_cast<double>(random() % 100000) - 20000,
                                                        static_cast<int>(random() % 40) - 30);
    ProfileEvent event =
        make_event(static_cast<int>(random() % 3), "dma", "t", start, durations[random() % 5]);
    event.args = {{"profile_index", std::to_string(i)}};
    profile.events.push_back(event);
  }
  const auto expected_order = [&](double offset_ns) {
    std::vector<std::size_t> order(profile.events.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
      const ProfileEvent& a = profile.events[x];
      const ProfileEvent& b = profile.events[y];
      if (a.start_ns + offset_ns != b.start_ns + offset_ns)
        return a.start_ns + offset_ns < b.start_ns + offset_ns;
      return a.duration_ns > b.duration_ns;
    });
    return order;
  };
  const auto written_order = [&](const std::string& path) {
    std::vector<std::size_t> order;
    for (const json& slice : events_with_phase(json::parse(read_bytes(path)), "X"))
      order.push_back(std::stoul(slice["args"]["profile_index"].get<std::string>()));
    return order;
  };
  write_trace(profile, dir.file("unshifted.json"));
  CHECK(written_order(dir.file("unshifted.json")) == expected_order(0));
  // Shifted by -0, a start of -0 stays -0, and still ties with 0.
  TraceWriter negative_zero(dir.file("negative_zero.json"), TraceMetadata{});
  negative_zero.add_profile(profile, -0.0);
  negative_zero.finish();
  CHECK(written_order(dir.file("negative_zero.json")) == expected_order(0));
  // A large offset merges starts that were distinct: the order is that of the shifted times.
  TraceWriter shifted(dir.file("shifted.json"), TraceMetadata{});
  shifted.add_profile(profile, 3e9);
  shifted.finish();
  REQUIRE(expected_order(3e9) != expected_order(0));
  CHECK(written_order(dir.file("shifted.json")) == expected_order(3e9));
}

TEST_CASE("a write that fails midway is an Error naming the file and leaves no file", "[writer]") {
  ScratchDir dir;
  const Profile profile = large_profile(40'000);  // about 8 MB plain, 0.4 MB compressed
  const FileSizeLimit limit(64 << 10);            // as a disk that fills up
  for (const std::string name : {"t.json", "t.json.gz"}) {
    const std::string path = dir.file(name);
    CHECK_THROWS_WITH(write_trace(profile, path),
                      Catch::Contains("cannot write trace file '" + path + "'") && Catch::Contains("large"));
    CHECK(dir.file_count() == 0);
  }
}

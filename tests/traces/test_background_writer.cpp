#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cmath>
#include <functional>
#include <thread>

#include "perfetto_rules.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/traces/trace_reader.hpp"
#include "pmapsim/traces/trace_writer.hpp"
#include "profiles.hpp"

using namespace pmapsim;
using namespace pmapsim::traces;
using namespace pmapsim::traces::testing;
using json = nlohmann::json;

namespace {

// Step k of a run: the sim-shaped profile stretched by 1 + k/4 (so that a
// wrong offset shows), with a receiver that starts before its sender (so that
// a flow end pairing with the previous step's start shows). From step 2 on a
// third device takes part, declared only by the later profiles.
Profile step_profile(int k) {
  Profile step = sim_shaped_profile();
  const double stretch = 1 + k / 4.0;
  ProfileEvent early_receiver = make_event(1, "ops", "recv", 1150, 600, Bound::network, 3);
  early_receiver.flows.push_back(FlowRef{300, false});
  ProfileEvent sender = make_event(0, "ops", "send", 1250, 500, Bound::network, 3);
  sender.flows.push_back(FlowRef{300, true});
  step.events.push_back(early_receiver);
  step.events.push_back(sender);
  if (k >= 2) {
    step.devices.push_back(ProfileDevice{2, "/device:SIM_TPU:2 (tiny)", 1e12, 1e11});
    step.events.push_back(make_event(2, "ops", "dot", 0, 900, Bound::compute, 0));
  }
  for (ProfileEvent& event : step.events) {
    event.start_ns *= stretch;
    event.duration_ns *= stretch;
  }
  for (CounterSample& sample : step.counters) sample.time_ns *= stretch;
  step.total_ns *= stretch;
  return step;
}

// The steps one after another, as Profile::append joins them.
Profile joined(const std::vector<Profile>& steps) {
  Profile all = steps.front();
  for (std::size_t i = 1; i < steps.size(); ++i) all.append(steps[i], all.total_ns);
  return all;
}

std::vector<Profile> steps_of_run(int count) {
  std::vector<Profile> steps;
  for (int k = 0; k < count; ++k) steps.push_back(step_profile(k));
  return steps;
}

// Adds the steps one after another, each starting where the previous ended.
void add_steps(BackgroundTraceWriter& writer, const std::vector<Profile>& steps) {
  double offset_ns = 0;
  for (const Profile& step : steps) {
    writer.add(step, offset_ns);
    offset_ns += step.total_ns;
  }
}

void write_in_background(const std::vector<Profile>& steps, const std::string& path) {
  BackgroundTraceWriter writer(path);
  add_steps(writer, steps);
  writer.finish();
}

std::vector<json> records_with_phase(const json& trace, std::string_view phases) {
  std::vector<json> found;
  for (const json& record : trace["traceEvents"]) {
    if (phases.find(record["ph"].get<std::string>()) != std::string_view::npos) found.push_back(record);
  }
  return found;
}

// Every record of the file, in a canonical order (the background file
// declares a later device where it first appears, and puts each profile's
// counters after its own events).
std::vector<std::string> sorted_records(const json& trace) {
  std::vector<std::string> records;
  for (const json& record : trace["traceEvents"]) records.push_back(record.dump());
  std::sort(records.begin(), records.end());
  return records;
}

void check_same_profile(const Profile& got, const Profile& expected) {
  CHECK(got.program == expected.program);
  CHECK(got.backend == expected.backend);
  CHECK(got.metadata == expected.metadata);
  CHECK(got.total_ns == expected.total_ns);
  REQUIRE(got.devices.size() == expected.devices.size());
  for (std::size_t i = 0; i < got.devices.size(); ++i) {
    CHECK(got.devices[i].id == expected.devices[i].id);
    CHECK(got.devices[i].name == expected.devices[i].name);
    CHECK(got.devices[i].peak_flops_per_s == expected.devices[i].peak_flops_per_s);
    CHECK(got.devices[i].peak_hbm_bytes_per_s == expected.devices[i].peak_hbm_bytes_per_s);
  }
  REQUIRE(got.events.size() == expected.events.size());
  for (std::size_t i = 0; i < got.events.size(); ++i) {
    const ProfileEvent& a = got.events[i];
    const ProfileEvent& b = expected.events[i];
    INFO("event " << i << ": " << a.name << " on device " << a.device << ", track " << a.track);
    CHECK(std::tie(a.device, a.track, a.name, a.start_ns, a.duration_ns, a.flops, a.bytes, a.op_index,
                   a.bound, a.args) == std::tie(b.device, b.track, b.name, b.start_ns, b.duration_ns, b.flops,
                                                b.bytes, b.op_index, b.bound, b.args));
  }
  REQUIRE(got.counters.size() == expected.counters.size());
  for (std::size_t i = 0; i < got.counters.size(); ++i) {
    const CounterSample& a = got.counters[i];
    const CounterSample& b = expected.counters[i];
    CHECK(std::tie(a.device, a.name, a.time_ns, a.value) == std::tie(b.device, b.name, b.time_ns, b.value));
  }
}

std::string error_of(const std::function<void()>& work) {
  try {
    work();
  } catch (const Error& error) {
    return error.what();
  }
  return "no error";
}

// Waits (a few seconds at most) until the writer thread has removed its temporary file.
bool directory_empties(const ScratchDir& dir) {
  for (int i = 0; i < 500 && dir.file_count() != 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  return dir.file_count() == 0;
}

}  // namespace

TEST_CASE("a background trace of several steps equals write_trace of the joined steps", "[background]") {
  ScratchDir dir;
  // More steps than the queue holds, so that add() also waits for room.
  const std::vector<Profile> steps = steps_of_run(3 * static_cast<int>(BackgroundTraceWriter::kMaxWaiting));
  const Profile all = joined(steps);
  write_trace(all, dir.file("joined.json"));
  write_in_background(steps, dir.file("background.json"));
  REQUIRE(dir.file_count() == 2);

  check_same_profile(read_trace(dir.file("background.json")), read_trace(dir.file("joined.json")));

  const json background = json::parse(read_bytes(dir.file("background.json")));
  const json reference = json::parse(read_bytes(dir.file("joined.json")));
  const auto problems = perfetto_rule_violations(background);
  INFO((problems.empty() ? "" : problems.front()));
  CHECK(problems.empty());
  // The same slices on the same threads, and the same arrows in the same order.
  CHECK(records_with_phase(background, "Xsf") == records_with_phase(reference, "Xsf"));
  CHECK(records_with_phase(background, "s").size() == 4 * steps.size());
  CHECK(sorted_records(background) == sorted_records(reference));
  CHECK(background["metadata"] == reference["metadata"]);
}

TEST_CASE("a background .json.gz trace decompresses to the plain one", "[background]") {
  ScratchDir dir;
  const std::vector<Profile> steps = steps_of_run(3);
  write_in_background(steps, dir.file("background.json"));
  write_in_background(steps, dir.file("background.json.gz"));
  const std::string packed = read_bytes(dir.file("background.json.gz"));
  REQUIRE(packed.size() > 2);
  CHECK(static_cast<unsigned char>(packed[0]) == 0x1f);
  CHECK(static_cast<unsigned char>(packed[1]) == 0x8b);
  CHECK(gunzip_file(dir.file("background.json.gz")) == read_bytes(dir.file("background.json")));
}

TEST_CASE("the background writer takes given metadata or the first profile's", "[background]") {
  ScratchDir dir;
  std::vector<Profile> steps = steps_of_run(2);
  steps[1].program = "a later program";
  write_in_background(steps, dir.file("first.json"));
  CHECK(json::parse(read_bytes(dir.file("first.json")))["metadata"]["program"] == "mlp_step");

  TraceMetadata given;
  given.program = "training loop";
  BackgroundTraceWriter writer(dir.file("given.json"), given);
  add_steps(writer, steps);
  writer.finish();
  const json metadata = json::parse(read_bytes(dir.file("given.json")))["metadata"];
  CHECK(metadata["program"] == "training loop");
  CHECK_FALSE(metadata.contains("backend"));
}

TEST_CASE("an error in a later profile is thrown by finish and leaves no file", "[background]") {
  ScratchDir dir;
  std::vector<Profile> steps = steps_of_run(4);
  // The broken step is the last one added: had another add followed it, that add could find the
  // background thread's error first (the next test) and the test would race.
  steps[3].events.push_back(make_event(1, "vpu", "broken", std::nan(""), 10));
  const std::string expected = error_of([&] { write_trace(joined(steps), dir.file("joined.json")); });
  REQUIRE_THAT(expected, Catch::Contains("'broken' on device 1"));
  REQUIRE(dir.file_count() == 0);

  BackgroundTraceWriter writer(dir.file("t.json"));
  add_steps(writer, steps);
  CHECK(error_of([&] { writer.finish(); }) == expected);
  CHECK(dir.file_count() == 0);
  // The writer stays failed: every later call names the same error.
  CHECK(error_of([&] { writer.finish(); }) == expected);
  CHECK(error_of([&] { writer.add(steps[0], 0); }) == expected);
}

TEST_CASE("an error is thrown by the next add and the temporary file is gone at once", "[background]") {
  ScratchDir dir;
  Profile bad = step_profile(0);
  bad.counters.push_back(CounterSample{0, "hbm GB/s", 10, INFINITY});
  const std::string expected = error_of([&] { write_trace(bad, dir.file("t.json")); });
  REQUIRE_THAT(expected, Catch::Contains("'hbm GB/s'"));

  BackgroundTraceWriter writer(dir.file("t.json"));
  writer.add(step_profile(0), 0);
  writer.add(bad, 0);
  CHECK(directory_empties(dir));
  CHECK(error_of([&] { writer.add(step_profile(1), 0); }) == expected);
  CHECK(error_of([&] { writer.finish(); }) == expected);
  CHECK(dir.file_count() == 0);
}

TEST_CASE("a background writer destroyed without finish leaves no file", "[background]") {
  ScratchDir dir;
  SECTION("with profiles queued") {
    BackgroundTraceWriter writer(dir.file("t.json.gz"));
    add_steps(writer, steps_of_run(6));
  }
  SECTION("with nothing added") {
    BackgroundTraceWriter writer(dir.file("t.json"));
    CHECK(dir.file_count() == 1);  // the temporary file, until the writer is gone
  }
  CHECK(dir.file_count() == 0);
}

TEST_CASE("background writer misuse is one-line Errors", "[background]") {
  ScratchDir dir;
  const std::string unwritable = dir.file("no/such/dir/t.json");
  CHECK_THROWS_WITH(BackgroundTraceWriter(unwritable),
                    Catch::Contains("cannot write trace file '" + unwritable + "'"));

  BackgroundTraceWriter writer(dir.file("t.json"));
  writer.add(step_profile(0), 0);
  writer.finish();
  CHECK_THROWS_WITH(writer.add(step_profile(1), 0), Catch::Contains("already finished"));
  CHECK_THROWS_WITH(writer.finish(), Catch::Contains("already finished"));
  CHECK(read_trace(dir.file("t.json")).events.size() == step_profile(0).events.size());
}

TEST_CASE("a background write that fails midway is thrown by finish and leaves no file", "[background]") {
  ScratchDir dir;
  const Profile step = large_profile(10'000);
  const FileSizeLimit limit(64 << 10);  // as a disk that fills up
  const std::string path = dir.file("t.json");
  BackgroundTraceWriter writer(path);
  for (int i = 0; i < 4; ++i) {
    try {
      writer.add(step, i * step.total_ns);
    } catch (const Error&) {
      break;  // the error may come by an add, or else by finish
    }
  }
  CHECK_THROWS_WITH(writer.finish(),
                    Catch::Contains("cannot write trace file '" + path + "'") && Catch::Contains("large"));
  CHECK(dir.file_count() == 0);
}

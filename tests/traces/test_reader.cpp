#include <algorithm>
#include <catch2/catch.hpp>
#include <tuple>

#include "pmapsim/errors.hpp"
#include "pmapsim/traces/trace_reader.hpp"
#include "pmapsim/traces/trace_writer.hpp"
#include "profiles.hpp"

using namespace pmapsim;
using namespace pmapsim::traces;
using namespace pmapsim::traces::testing;

namespace {

using EventKey = std::tuple<int, std::string, std::string, double, double, double, double, int, int,
                            std::vector<std::pair<std::string, std::string>>>;

// What read_trace restores of an event; times in whole nanoseconds, as written.
std::vector<EventKey> event_keys(const Profile& profile) {
  std::vector<EventKey> keys;
  for (const ProfileEvent& e : profile.events) {
    auto args = e.args;
    std::sort(args.begin(), args.end());
    keys.emplace_back(e.device, e.track, e.name, std::round(e.start_ns),
                      std::round(e.start_ns + e.duration_ns), e.flops, e.bytes, e.op_index,
                      static_cast<int>(e.bound), args);
  }
  std::sort(keys.begin(), keys.end());
  return keys;
}

void check_round_trip(const Profile& written, const Profile& read) {
  CHECK(read.program == written.program);
  CHECK(read.backend == written.backend);
  CHECK(read.total_ns == written.total_ns);
  REQUIRE(read.devices.size() == written.devices.size());
  for (std::size_t i = 0; i < read.devices.size(); ++i) {
    CHECK(read.devices[i].id == written.devices[i].id);
    CHECK(read.devices[i].name == written.devices[i].name);
    CHECK(read.devices[i].peak_flops_per_s == written.devices[i].peak_flops_per_s);
    CHECK(read.devices[i].peak_hbm_bytes_per_s == written.devices[i].peak_hbm_bytes_per_s);
  }
  CHECK(event_keys(read) == event_keys(written));
  REQUIRE(read.counters.size() == written.counters.size());
  for (std::size_t i = 0; i < read.counters.size(); ++i) {
    CHECK(read.counters[i].name == written.counters[i].name);
    CHECK(read.counters[i].device == written.counters[i].device);
    CHECK(read.counters[i].time_ns == written.counters[i].time_ns);
    CHECK(read.counters[i].value == written.counters[i].value);
  }
}

// 'path', as error messages quote a file.
std::string quoted(const std::string& path) {
  std::string text = "'";
  text += path;
  text += '\'';
  return text;
}

std::string one_line_error(const std::string& path) {
  try {
    read_trace(path);
  } catch (const Error& error) {
    return error.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("a written trace reads back to the same profile", "[reader]") {
  ScratchDir dir;
  for (const Profile& profile : {reference_shaped_profile(), sim_shaped_profile(), cuda_shaped_profile()}) {
    for (const std::string name : {"t.json", "t.json.gz"}) {
      write_trace(profile, dir.file(name));
      const Profile read = read_trace(dir.file(name));
      check_round_trip(profile, read);
    }
  }
}

TEST_CASE("read_trace keeps the metadata block as profile metadata", "[reader]") {
  ScratchDir dir;
  write_trace(sim_shaped_profile(), dir.file("t.json"));
  const Profile read = read_trace(dir.file("t.json"));
  CHECK(read.metadata.at("preset") == "tiny");
  CHECK(read.metadata.at("dataflow") == "ws");
  CHECK(read.metadata.at("pmapsim_version") == PMAPSIM_VERSION);
}

TEST_CASE("read_trace reads a bare array of events from other tools", "[reader]") {
  ScratchDir dir;
  write_bytes(dir.file("other.json"), R"([
    {"ph":"M","pid":3,"tid":7,"name":"thread_name","args":{"name":"XLA Ops"}},
    {"ph":"M","pid":3,"name":"process_name","args":{"name":"/device:TPU:0"}},
    {"ph":"X","pid":3,"tid":7,"ts":1.5,"dur":2,"name":"fusion","args":{"long_name":"fusion.1"}},
    {"ph":"C","pid":3,"ts":2,"name":"hbm","args":{"read":1.5,"write":2}}
  ])");
  const Profile read = read_trace(dir.file("other.json"));
  REQUIRE(read.events.size() == 1);
  CHECK(read.events[0].device == 3);
  CHECK(read.events[0].track == "XLA Ops");
  CHECK(read.events[0].start_ns == 1500);
  CHECK(read.events[0].duration_ns == 2000);
  CHECK(read.events[0].args == std::vector<std::pair<std::string, std::string>>{{"long_name", "fusion.1"}});
  REQUIRE(read.devices.size() == 1);
  CHECK(read.devices[0].name == "/device:TPU:0");
  REQUIRE(read.counters.size() == 2);
  CHECK(read.counters[0].name == "hbm read");
  CHECK(read.counters[1].value == 2);
  CHECK(read.total_ns == 3500);
}

TEST_CASE("bad trace files are one-line errors naming the file and the problem", "[reader]") {
  ScratchDir dir;
  write_trace(sim_shaped_profile(), dir.file("good.json"));
  write_trace(sim_shaped_profile(), dir.file("good.json.gz"));
  const std::string good = read_bytes(dir.file("good.json"));
  const std::string packed = read_bytes(dir.file("good.json.gz"));

  struct Case {
    std::string file;
    std::string contents;  // not written when empty and the file should be missing
    std::string expected;
  };
  const std::vector<Case> cases = {
      {"missing.json", "", "no such file"},
      {"empty.json", " \n", "is empty"},
      {"prose.json", "hello, world", "is not JSON"},
      {"half.json", good.substr(0, good.size() / 2), "is truncated"},
      {"object.json", R"({"a": 1})", "not a trace"},
      {"numbers.json", "[1, 2]", "is not an object"},
      {"no_dur.json", R"({"traceEvents":[{"ph":"X","pid":0,"tid":1,"ts":0,"name":"a"}]})", "\"dur\""},
      {"text_pid.json", R"({"traceEvents":[{"ph":"X","pid":"x","tid":1,"ts":0,"dur":1}]})", "\"pid\""},
      {"text_counter.json", R"({"traceEvents":[{"ph":"C","pid":0,"ts":0,"name":"c","args":{"v":"x"}}]})",
       "not a number"},
      {"half.json.gz", packed.substr(0, packed.size() / 2), "gzip"},
  };
  for (const Case& c : cases) {
    INFO(c.file);
    if (!c.contents.empty()) write_bytes(dir.file(c.file), c.contents);
    const std::string message = one_line_error(dir.file(c.file));
    CHECK_THAT(message, Catch::Contains(quoted(dir.file(c.file))) && Catch::Contains(c.expected));
    CHECK(message.find('\n') == std::string::npos);
  }
  CHECK_THAT(one_line_error(dir.file("")), Catch::Contains("directory"));
}

TEST_CASE("read_trace unescapes strings and keeps other arg values as compact JSON", "[reader]") {
  ScratchDir dir;
  write_bytes(dir.file("escapes.json"), R"({"traceEvents":[
    {"ph":"X","pid":0,"tid":1,"ts":0,"dur":1,"name":"q\"b\\s\n\u00e9\ud83d\ude00/\/",
     "args":{"nested":{"a": [1, 2.5, true, null]},"int":3,"real":1.5,"flag":false,"none":null}}
  ]} )");
  const Profile read = read_trace(dir.file("escapes.json"));
  REQUIRE(read.events.size() == 1);
  CHECK(read.events[0].name == "q\"b\\s\n\xc3\xa9\xf0\x9f\x98\x80//");
  CHECK(read.events[0].args ==
        std::vector<std::pair<std::string, std::string>>{{"nested", R"({"a":[1,2.5,true,null]})"},
                                                         {"int", "3"},
                                                         {"real", "1.5"},
                                                         {"flag", "false"},
                                                         {"none", "null"}});
}

TEST_CASE("read_trace names JSON the scanner refuses", "[reader]") {
  ScratchDir dir;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({"traceEvents":[{"ph":"X","name":"a\q"}]})", "is not JSON (syntax error at line 1, column 37)"},
      {R"({"traceEvents":[]} x)", "is not JSON"},
      {R"({"traceEvents":[{"ph":"X","pid":0,"ts":1e999,"dur":1}]})", "\"ts\" beyond the range of a double"},
      {R"({"traceEvents":[{"ph":"X","pid":0,"ts":1e306,"dur":1}]})",
       "\"ts\" beyond the range of a double in nanoseconds"},
      {R"({"traceEvents":[{"ph":"C","pid":0,"ts":1e306,"name":"hbm","args":{"bytes":1}}]})",
       "\"ts\" beyond the range of a double in nanoseconds"},
      {R"({"traceEvents":[{"ph":"X","pid":0,"ts":01,"dur":1}]})", "is not JSON"},
      {R"({"traceEvents":[{"ph":"X","pid":0,"ts":0,"dur":1,"name":"\ud800"}]})", "is not JSON"},
      {"{\"traceEvents\":[{\"ph\":\"X\",\"name\":\"tab\tinside\"}]}", "is not JSON"},
      {R"({"traceEvents":[{"ph":"X","pid":0,"ts":0,"dur":1,"name":"cut)", "is truncated"},
      {R"({"traceEvents":[{"ph":"X","pid":0,"ts":0,"dur":1}], "other": tru)", "is truncated"},
  };
  for (const auto& [text, expected] : cases) {
    INFO(text);
    write_bytes(dir.file("bad.json"), text);
    CHECK_THAT(one_line_error(dir.file("bad.json")), Catch::Contains(expected));
  }
}

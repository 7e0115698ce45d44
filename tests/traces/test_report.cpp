// The report's model on a hand-built profile whose answers are counted by
// hand (see the comments), and the page's contract: self-contained, safe
// against text that would end a <script>, written whole or not at all.
#include <catch2/catch.hpp>
#include <sstream>

#include "pmapsim/errors.hpp"
#include "pmapsim/traces/report.hpp"
#include "pmapsim/traces/trace_reader.hpp"
#include "pmapsim/traces/trace_writer.hpp"
#include "profiles.hpp"

using namespace pmapsim;
using namespace pmapsim::traces;
using namespace pmapsim::traces::testing;

namespace {

ProfileEvent op(int device, std::string name, double start, double duration, Bound bound, int index,
                double flops = 0, double bytes = 0) {
  ProfileEvent event = make_event(device, "ops", std::move(name), start, duration, bound, index);
  event.flops = flops;
  event.bytes = bytes;
  event.args = {{"instruction", "%" + std::to_string(index) + " = " + event.name + " ..."}};
  return event;
}

// Device 0 runs dot [0,1000), reshape at 1000 (no time), psum [1000,2000),
// dot again [2000,3000); its link sends [1000,1500) and [2500,3000).
// Device 1 runs dot [0,500) and its link is busy all the run, [0,4000).
Profile hand_profile() {
  Profile profile;
  profile.backend = "sim:tiny,devices=2";
  profile.program = "hand";
  profile.metadata = {{"topology", "ring:2"}};
  profile.devices = {{0, "chip 0", 1e12, 1e11}, {1, "chip 1", 1e12, 1e11}};
  profile.events = {
      op(0, "dot", 0, 1000, Bound::compute, 0, 1e5, 1e4),
      op(0, "reshape", 1000, 0, Bound::none, 1),
      op(0, "psum", 1000, 1000, Bound::network, 2),
      op(0, "dot", 2000, 1000, Bound::compute, 0, 1e5, 1e4),
      make_event(0, "ici:dev0 x+", "send", 1000, 500, Bound::network, 2),
      make_event(0, "ici:dev0 x+", "send", 2500, 500, Bound::network, 2),
      op(1, "dot", 0, 500, Bound::compute, 0, 1e5, 1e4),
      make_event(1, "ici:dev1 x+", "send", 0, 4000, Bound::network, 2),
  };
  profile.counters = {{0, "HBM live bytes", 0, 100},
                      {0, "HBM live bytes", 1000, 300},
                      {0, "HBM live bytes", 1500, 200},
                      {0, "HBM live bytes", 3000, 50},
                      {0, "hbm GB/s", 0, 12}};
  profile.total_ns = 4000;
  return profile;
}

ReportLimits small_limits() {
  ReportLimits limits;
  limits.time_bins = 4;      // 1000 ns each
  limits.memory_points = 2;  // 2000 ns each
  return limits;
}

}  // namespace

TEST_CASE("report rooflines sum each instruction's runs per device", "[report]") {
  const ReportModel model = build_report_model(hand_profile(), "hand", small_limits());
  REQUIRE(model.rooflines.size() == 2);
  const DeviceRoofline& first = model.rooflines[0];
  CHECK(first.peak_flops_per_s == 1e12);
  CHECK(first.peak_hbm_bytes_per_s == 1e11);
  REQUIRE(first.points.size() == 1);
  const RooflinePoint& dot = first.points[0];
  CHECK(dot.count == 2);
  CHECK(dot.flops == 2e5);
  CHECK(dot.bytes == 2e4);
  CHECK(dot.intensity() == 10);
  CHECK(dot.achieved_flops_per_s() == Approx(2e5 / 2e-6));
  CHECK(dot.bound == Bound::compute);
  CHECK(dot.instruction == "%0 = dot ...");
  CHECK(first.not_drawable == 2);  // the reshape and the psum
  CHECK(model.rooflines[1].points.at(0).time_ns == 500);
}

TEST_CASE("report caps the roofline points, keeping those with most time", "[report]") {
  Profile profile = hand_profile();
  for (int i = 0; i < 10; ++i)
    profile.events.push_back(op(0, "add", 3000 + 10 * i, i + 1, Bound::memory, 10 + i, 1, 8));
  ReportLimits limits = small_limits();
  limits.points_per_device = 3;
  const ReportModel model = build_report_model(profile, "hand", limits);
  const DeviceRoofline& first = model.rooflines[0];
  REQUIRE(first.points.size() == 3);
  CHECK(first.points_left_out == 8);  // 11 drawable: the dot and ten adds
  CHECK(first.points[0].name == "dot");
  CHECK(first.points[1].op_index == 19);  // the longest add, 10 ns
  CHECK(first.points[2].op_index == 18);
}

TEST_CASE("report utilization folds each device's links into one column", "[report]") {
  const ReportModel model = build_report_model(hand_profile(), "hand", small_limits());
  const UtilizationMap& map = model.utilization;
  REQUIRE(map.units == std::vector<std::string>{"ops", "ici x+"});
  REQUIRE(map.devices == std::vector<int>{0, 1});
  CHECK(map.busy[0][0] == Approx(3000.0 / 4000));  // [0, 3000) of ops
  CHECK(map.busy[0][1] == Approx(1000.0 / 4000));
  CHECK(map.busy[1][0] == Approx(500.0 / 4000));
  CHECK(map.busy[1][1] == Approx(1.0));
}

TEST_CASE("report link heat map bins each link's busy time", "[report]") {
  const ReportModel model = build_report_model(hand_profile(), "hand", small_limits());
  const LinkMap& map = model.link_map;
  CHECK(map.bin_ns == 1000);
  REQUIRE(map.links.size() == 2);
  CHECK(map.links[0].name == "dev1 x+");  // busiest first
  CHECK(map.links[0].busy == std::vector<double>{1, 1, 1, 1});
  CHECK(map.links[1].name == "dev0 x+");
  CHECK(map.links[1].busy == std::vector<double>{0, 0.5, 0.5, 0});
  CHECK(map.links[1].busy_ns == 1000);
  REQUIRE(map.layout);
  CHECK(map.layout->columns == 2);
  CHECK(map.layout->rows == 1);
}

TEST_CASE("report splits communication into exposed and hidden", "[report]") {
  const ReportModel model = build_report_model(hand_profile(), "hand", small_limits());
  const StepBreakdown& b = model.breakdown;
  CHECK(b.path.device == 0);
  // [1000, 2000) (psum and first send) and [2500, 3000) (second send, under the second dot).
  CHECK(b.communication_ns == 1500);
  CHECK(b.hidden_ns == 500);
  CHECK(b.exposed_ns == 1000);
  CHECK(b.path.compute_ns == 2000);
  CHECK(b.path.network_ns == 1000);
}

TEST_CASE("report top ops and memory curve", "[report]") {
  const ReportModel model = build_report_model(hand_profile(), "hand", small_limits());
  REQUIRE(model.top_ops.size() == 3);
  CHECK(model.top_ops[0].name == "dot");
  CHECK(model.top_ops[0].count == 3);
  CHECK(model.top_ops[0].devices == 2);
  CHECK(model.top_ops[0].total_ns == 2500);
  CHECK(model.top_ops[0].share == Approx(2500.0 / 3500));
  CHECK(model.top_ops[1].name == "psum");
  REQUIRE(model.memory.size() == 1);  // "hbm GB/s" is a rate, not memory
  CHECK(model.memory[0].counter == "HBM live bytes");
  CHECK(model.memory[0].peak == 300);
  // Two bins of 2000 ns: the largest value of each.
  CHECK(model.memory[0].samples == std::vector<std::pair<double, double>>{{0, 300}, {3000, 50}});
  CHECK(model.missing.empty());
}

TEST_CASE("report of another tool's Chrome trace says what is missing", "[report]") {
  ScratchDir dir;
  write_bytes(dir.file("other.json"), R"([
    {"ph":"M","pid":3,"tid":7,"name":"thread_name","args":{"name":"XLA Ops"}},
    {"ph":"X","pid":3,"tid":7,"ts":0,"dur":2,"name":"fusion"},
    {"ph":"X","pid":3,"tid":7,"ts":2,"dur":1,"name":"copy"},
    {"ph":"X","pid":3,"tid":7,"ts":3,"dur":3,"name":"fusion"}
  ])");
  const ReportModel model = build_report_model(read_trace(dir.file("other.json")), "other.json");
  CHECK_FALSE(model.has_ops_track);
  CHECK(model.rooflines.empty());
  REQUIRE(model.top_ops.size() == 2);
  CHECK(model.top_ops[0].name == "fusion");
  CHECK(model.top_ops[0].total_ns == 5000);
  CHECK(model.utilization.units == std::vector<std::string>{"XLA Ops"});
  std::string missing;
  for (const std::string& line : model.missing) missing += line + "\n";
  CHECK_THAT(missing, Catch::Contains("no \"ops\" thread") && Catch::Contains("no \"ici:\" link") &&
                          Catch::Contains("memory over time"));
  const std::string page = report_html(model);
  CHECK_THAT(page, Catch::Contains("no \\\"ops\\\" thread"));
}

TEST_CASE("the report page is self-contained and its data cannot end the script", "[report]") {
  Profile profile = hand_profile();
  profile.events[0].args = {{"instruction", "%0 = dot </script><script>alert(1)</script>"}};
  const std::string page = report_html(build_report_model(profile, "hand"));
  CHECK(page.starts_with("<!DOCTYPE html>"));
  CHECK(page.find("alert(1)</script>") == std::string::npos);
  CHECK_THAT(page, Catch::Contains("alert(1)<\\/script>"));
  // Two script elements (data and code): each closes once.
  std::size_t closes = 0;
  for (std::size_t at = page.find("</script>"); at != std::string::npos; at = page.find("</script>", at + 1))
    ++closes;
  CHECK(closes == 2);
  // Nothing to fetch: no src or href attribute, no URL but the SVG namespace.
  CHECK(page.find(" src=") == std::string::npos);
  CHECK(page.find(" href=") == std::string::npos);
  std::string without_namespace = page;
  for (std::size_t at; (at = without_namespace.find("http://www.w3.org/2000/svg")) != std::string::npos;)
    without_namespace.erase(at, 26);
  CHECK(without_namespace.find("http") == std::string::npos);
}

TEST_CASE("report command writes one page, or nothing for bad input", "[report]") {
  ScratchDir dir;
  write_trace(hand_profile(), dir.file("a.json"));
  write_trace(sim_shaped_profile(), dir.file("b.json.gz"));
  write_bytes(dir.file("bad.json"), "{\"traceEvents\": [");
  std::ostringstream out;
  CHECK_THROWS_AS(report_command({dir.file("a.json"), dir.file("bad.json")}, dir.file("r.html"), out), Error);
  CHECK_THROWS_AS(report_command({dir.file("missing.json")}, dir.file("r.html"), out), Error);
  CHECK(dir.file_count() == 3);  // no page, no temporary file

  CHECK(report_command({dir.file("a.json")}, dir.file("one.html"), out) == 0);
  CHECK_THAT(read_bytes(dir.file("one.html")), Catch::Contains("\"program\":\"hand\""));
  CHECK(report_command({dir.file("a.json"), dir.file("b.json.gz")}, dir.file("two.html"), out) == 0);
  const std::string two = read_bytes(dir.file("two.html"));
  CHECK_THAT(two, Catch::Contains("\"comparison\"") && Catch::Contains("\"label\":\"b.json.gz\""));
  CHECK_THAT(out.str(), Catch::Contains("report: " + dir.file("two.html")));
}

#include <catch2/catch.hpp>

#include "pmapsim/traces/summary.hpp"
#include "profiles.hpp"

using namespace pmapsim;
using namespace pmapsim::traces;
using namespace pmapsim::traces::testing;

namespace {

// Two devices; the numbers in the tests below are worked out by hand from it.
Profile hand_profile() {
  Profile profile;
  profile.backend = "sim:tiny,devices=2";
  profile.program = "step";
  profile.devices = {ProfileDevice{0, "/device:SIM_TPU:0 (tiny)", 1e12, 1e11},
                     ProfileDevice{1, "/device:SIM_TPU:1 (tiny)", 0, 0}};
  auto op = [&](int device, const char* name, double start, double duration, Bound bound, double flops,
                double bytes) {
    ProfileEvent event = make_event(device, "ops", name, start, duration, bound);
    event.flops = flops;
    event.bytes = bytes;
    profile.events.push_back(event);
  };
  op(0, "dot", 0, 100, Bound::compute, 1e5, 1e3);
  op(0, "add", 100, 50, Bound::memory, 0, 2e3);
  op(0, "psum", 200, 100, Bound::network, 0, 0);
  op(1, "dot", 0, 100, Bound::compute, 1e5, 1e3);
  op(1, "add", 100, 60, Bound::memory, 0, 2e3);
  op(1, "add", 110, 20, Bound::memory, 0, 0);  // overlaps the path's add: not on the path
  op(1, "psum", 200, 120, Bound::network, 0, 0);
  // Unit events repeat the ops' flops; rates must not count them twice.
  ProfileEvent tile = make_event(0, "mxu0", "tile", 0, 60, Bound::compute);
  tile.flops = 5e4;
  profile.events.push_back(tile);
  tile.start_ns = 40;
  profile.events.push_back(tile);
  profile.events.push_back(make_event(0, "dma", "load", 100, 50, Bound::memory));
  profile.events.push_back(make_event(0, "dma", "load part", 120, 10, Bound::memory));
  return profile;
}

}  // namespace

TEST_CASE("union length counts overlapping and nested intervals once", "[summary]") {
  CHECK(union_length_ns({}) == 0);
  CHECK(union_length_ns({{0, 10}, {5, 20}, {30, 40}, {32, 35}}) == 30);
  CHECK(union_length_ns({{50, 60}, {0, 10}, {10, 20}}) == 30);
}

TEST_CASE("per-op totals group the ops track by name", "[summary]") {
  const ProfileSummary summary = summarize(hand_profile());
  CHECK(summary.makespan_ns == 320);
  REQUIRE(summary.ops.size() == 3);
  // psum 100 + 120 = 220, dot 200, add 50 + 60 + 20 = 130; all ops 550.
  CHECK(summary.ops[0].name == "psum");
  CHECK(summary.ops[0].total_ns == 220);
  CHECK(summary.ops[0].share == Approx(220.0 / 550));
  CHECK(summary.ops[1].name == "dot");
  CHECK(summary.ops[1].count == 2);
  CHECK(summary.ops[2].name == "add");
  CHECK(summary.ops[2].count == 3);
  CHECK(summary.ops[2].total_ns == 130);
}

TEST_CASE("unit utilization is the union of busy intervals over the makespan", "[summary]") {
  const ProfileSummary summary = summarize(hand_profile());
  auto unit = [&](int device, const std::string& track) {
    for (const UnitBusy& u : summary.units) {
      if (u.device == device && u.track == track) return u;
    }
    FAIL("no unit " << track);
    return UnitBusy{};
  };
  CHECK(unit(0, "mxu0").busy_ns == 100);  // [0,60) and [40,100)
  CHECK(unit(0, "mxu0").utilization == Approx(100.0 / 320));
  CHECK(unit(0, "dma").busy_ns == 50);   // [120,130) inside [100,150)
  CHECK(unit(1, "ops").busy_ns == 280);  // [0,160) and [200,320)
}

TEST_CASE("achieved rates count the ops' work against the device peaks", "[summary]") {
  const ProfileSummary summary = summarize(hand_profile());
  REQUIRE(summary.devices.size() == 2);
  const DeviceRates& d0 = summary.devices[0];
  CHECK(d0.flops == 1e5);
  CHECK(d0.bytes == 3e3);
  CHECK(d0.flops_per_s == Approx(1e5 / 320e-9));
  CHECK(d0.bytes_per_s == Approx(3e3 / 320e-9));
  CHECK(d0.peak_flops_per_s == 1e12);
  CHECK(summary.devices[1].peak_flops_per_s == 0);
}

TEST_CASE("the critical path walks back from the last op and splits its time by bound", "[summary]") {
  const CriticalPath path = summarize(hand_profile()).critical_path;
  // Device 1 ends last (320): psum [200,320) <- add [100,160) <- dot [0,100).
  CHECK(path.device == 1);
  CHECK(path.op_count == 3);
  CHECK(path.span_ns == 320);
  CHECK(path.network_ns == 120);
  CHECK(path.memory_ns == 60);
  CHECK(path.compute_ns == 100);
  CHECK(path.waiting_ns == 40);  // [160,200)
  CHECK(path.unattributed_ns == 0);
  CHECK(path.share(path.compute_ns) == Approx(100.0 / 320));
}

TEST_CASE("a profile without an ops track has no critical path", "[summary]") {
  Profile profile;
  profile.events.push_back(make_event(0, "stream0", "kernel", 10, 5));
  const ProfileSummary summary = summarize(profile);
  CHECK(summary.critical_path.device == -1);
  CHECK(summary.ops.empty());
  CHECK(summary.makespan_ns == 15);
  CHECK_THAT(summary_table(summary), Catch::Contains("critical path: none"));
}

TEST_CASE("the summary table shows every section", "[summary]") {
  const std::string table = summary_table(hand_profile());
  CHECK_THAT(table, Catch::Contains("program step on sim:tiny,devices=2: makespan 320 ns"));
  CHECK_THAT(table, Catch::Contains("psum") && Catch::Contains("40.0%"));  // 220 / 550
  CHECK_THAT(table, Catch::Contains("mxu0") && Catch::Contains("31.2%"));  // 100 / 320
  CHECK_THAT(table, Catch::Contains("312.50 GFLOP/s"));                    // 1e5 FLOP / 320 ns
  CHECK_THAT(table, Catch::Contains("critical path (device 1, 3 ops, 320 ns)"));
  CHECK_THAT(table, Catch::Contains("communication"));
}

TEST_CASE("the summary can list only the first devices", "[summary]") {
  Profile profile;
  for (int device = 0; device < 6; ++device) {
    profile.devices.push_back(ProfileDevice{device, "/device:SIM_TPU:" + std::to_string(device) + " (tiny)"});
    profile.events.push_back(make_event(device, "ops", "add", 0, 10, Bound::memory, 0));
  }
  const std::string all = summary_table(profile);
  const std::string first_two = summary_table(profile, 2);
  CHECK(all.find("/device:SIM_TPU:5") != std::string::npos);
  CHECK(first_two.find("/device:SIM_TPU:1") != std::string::npos);
  CHECK(first_two.find("/device:SIM_TPU:2") == std::string::npos);
  CHECK(first_two.find("(and 4 more devices)") != std::string::npos);
  CHECK(all.find("more devices") == std::string::npos);
}

TEST_CASE("op totals carry their devices and dominant bound", "[summary]") {
  const ProfileSummary summary = summarize(hand_profile());
  // psum: 220 ns over 2 devices, network-bound; add: memory-bound on both.
  CHECK(summary.ops[0].devices == 2);
  CHECK(summary.ops[0].bound == Bound::network);
  CHECK(summary.ops[2].bound == Bound::memory);
  CHECK(summary.ops[2].devices == 2);
  const std::string table = summary_table(summary);
  CHECK(table.find("per device") != std::string::npos);
  CHECK(table.find("110 ns") != std::string::npos);  // psum per device: 220 / 2
}

TEST_CASE("link bytes count the sending side of ICI tracks, and simulated cycles are shown", "[summary]") {
  Profile profile = hand_profile();
  ProfileEvent send = make_event(0, "ici:dev0 x+", "psum rs step 0", 200, 50, Bound::network);
  send.bytes = 4096;
  profile.events.push_back(send);
  ProfileEvent receive = make_event(1, "ici:dev0 x+ rx", "psum rs step 0", 200, 50, Bound::network);
  receive.bytes = 4096;  // the same bytes seen at the receiver: not counted again
  profile.events.push_back(receive);
  profile.metadata["simulated_cycles"] = "480";
  const ProfileSummary summary = summarize(profile);
  CHECK(summary.devices[0].link_bytes == 4096);
  CHECK(summary.devices[0].link_bytes_per_s == Approx(4096 / 320e-9));
  CHECK(summary.devices[1].link_bytes == 0);
  CHECK(summary.devices[0].bytes == 3e3);  // link events are not HBM traffic
  CHECK(summary_table(summary).find("makespan 320 ns (480 cycles)") != std::string::npos);
}

TEST_CASE("with a known clock the cycle count spans every run of an appended profile", "[summary]") {
  Profile step = hand_profile();  // one run, 320 ns
  step.metadata["clock_hz"] = "1500000000";
  step.metadata["simulated_cycles"] = "480";  // 320 ns at 1.5 GHz: this run's count
  Profile steps = step;
  steps.append(step, 320);
  steps.append(step, 640);
  const ProfileSummary summary = summarize(steps);
  CHECK(summary.makespan_ns == Approx(960));
  CHECK(summary.simulated_cycles == "1440");  // 960 ns at 1.5 GHz, not the first run's 480
  CHECK(summarize(step).simulated_cycles == "480");
}

// Transfers over the links: latency, bandwidth, cut-through and sharing.
// Expected times are worked out by hand from the link figures.
#include <algorithm>
#include <catch2/catch.hpp>

#include "harness.hpp"
#include "pmapsim/errors.hpp"

using namespace pmapsim;
using namespace pmapsim::sim;

namespace {

constexpr double kBytesPerNs = 10;
constexpr double kLatencyNs = 500;
constexpr double kBytes = 1e6;  // 100 µs on one link
constexpr double kStreamNs = kBytes / kBytesPerNs;
const LinkParams kLink{kBytesPerNs, kLatencyNs};

struct Send {
  int src;
  int dst;
  double bytes;
  double start_ns = 0;
};

// Each send in its own thread (one per entry), started at its start time;
// returns when each arrived.
std::vector<double> run_sends(testing::Scenario& scenario, const std::vector<Send>& sends) {
  return scenario.run(testing::iota_devices(static_cast<int>(sends.size())), [&](int index) {
    const Send& send = sends[index];
    if (send.start_ns > 0) sc_core::wait(sc_core::sc_time(send.start_ns, sc_core::SC_NS));
    TransferInfo info;
    info.name = "send " + std::to_string(index);
    info.flow_id = static_cast<std::uint64_t>(index + 1);
    scenario.interconnect().transfer(send.src, send.dst, send.bytes, info);
  });
}

}  // namespace

TEST_CASE("one transfer over one link takes latency plus bytes over bandwidth") {
  testing::Scenario scenario("ring:4", kLink);
  auto times = run_sends(scenario, {{0, 1, kBytes}});
  CHECK(times[0] == Approx(kLatencyNs + kStreamNs).epsilon(1e-9));
}

TEST_CASE("a multi-hop transfer is cut-through: one latency per hop, the bytes once") {
  testing::Scenario scenario("ring:8", kLink);
  auto times = run_sends(scenario, {{0, 3, kBytes}});
  CHECK(times[0] == Approx(3 * kLatencyNs + kStreamNs).epsilon(1e-9));
}

TEST_CASE("an empty transfer takes only the latency of its hops, a local one nothing") {
  testing::Scenario scenario("torus2d:4x4", kLink);
  auto times = run_sends(scenario, {{0, 5, 0}, {2, 2, kBytes}});
  CHECK(times[0] == Approx(2 * kLatencyNs).epsilon(1e-9));
  CHECK(times[1] == 0);
}

TEST_CASE("two transfers forced over one link share its bandwidth") {
  testing::Scenario alone("ring:8", kLink);
  CHECK(run_sends(alone, {{0, 1, kBytes}})[0] == Approx(kStreamNs + kLatencyNs).epsilon(1e-9));

  // Both leave device 0 on dev0 x+: each gets half the bandwidth all the way.
  testing::Scenario same_link("ring:8", kLink);
  auto times = run_sends(same_link, {{0, 1, kBytes}, {0, 1, kBytes}});
  CHECK(times[0] == Approx(2 * kStreamNs + kLatencyNs).epsilon(1e-9));
  CHECK(times[1] == Approx(2 * kStreamNs + kLatencyNs).epsilon(1e-9));

  // 0 → 2 crosses dev0 x+ and dev1 x+; 1 → 2 crosses dev1 x+ only. The shared
  // link is both transfers' bottleneck, so both stream at B/2.
  testing::Scenario bottleneck("ring:8", kLink);
  times = run_sends(bottleneck, {{0, 2, kBytes}, {1, 2, kBytes}});
  CHECK(times[0] == Approx(2 * kStreamNs + 2 * kLatencyNs).epsilon(1e-9));
  CHECK(times[1] == Approx(2 * kStreamNs + kLatencyNs).epsilon(1e-9));
}

TEST_CASE("a transfer that joins a busy link slows the one already there from then on") {
  // A starts at 0; B joins at S/(2B), when A has half its bytes left. Both then
  // stream at B/2: A's last half takes S/B, so A is done streaming at 1.5·S/B;
  // B has sent S/2 by then and streams its other half alone, done at 2·S/B.
  testing::Scenario scenario("ring:4", kLink);
  auto times = run_sends(scenario, {{0, 1, kBytes}, {0, 1, kBytes, kStreamNs / 2}});
  CHECK(times[0] == Approx(1.5 * kStreamNs + kLatencyNs).epsilon(1e-9));
  CHECK(times[1] == Approx(2 * kStreamNs + kLatencyNs).epsilon(1e-9));
}

TEST_CASE("transfers in opposite directions or on other links do not interfere") {
  testing::Scenario scenario("ring:4", kLink);
  auto times = run_sends(scenario, {{0, 1, kBytes}, {1, 0, kBytes}, {2, 3, kBytes}});
  for (double time : times) CHECK(time == Approx(kStreamNs + kLatencyNs).epsilon(1e-9));
}

TEST_CASE("start_transfer lets one thread send two ways at once") {
  testing::Scenario scenario("ring:4", kLink);
  auto times = scenario.run({0}, [&](int) {
    TransferTicket right = scenario.interconnect().start_transfer(0, 1, kBytes, {});
    TransferTicket left = scenario.interconnect().start_transfer(0, 3, kBytes, {});
    scenario.interconnect().wait_transfer(right);
    scenario.interconnect().wait_transfer(left);
    CHECK_THROWS_AS(scenario.interconnect().wait_transfer(left), Error);
  });
  CHECK(times[0] == Approx(kStreamNs + kLatencyNs).epsilon(1e-9));
}

TEST_CASE("link statistics count bytes and busy time of the links used") {
  testing::Scenario scenario("ring:8", kLink);
  run_sends(scenario, {{0, 2, kBytes}, {1, 2, kBytes}});
  auto stats = scenario.interconnect().link_stats();
  REQUIRE(stats.size() == 2);
  CHECK(stats[0].name == "dev0 x+");
  CHECK(stats[0].source_device == 0);
  CHECK(stats[0].bytes == kBytes);
  CHECK(stats[0].busy_ns == Approx(2 * kStreamNs).epsilon(1e-9));
  CHECK(stats[1].name == "dev1 x+");
  CHECK(stats[1].bytes == 2 * kBytes);
  CHECK(stats[1].busy_ns == Approx(2 * kStreamNs).epsilon(1e-9));
}

TEST_CASE("link activity is recorded per link, without overlaps, with flow arrows sender to receiver") {
  testing::Scenario scenario("ring:4", kLink, /*record=*/true);
  run_sends(scenario, {{0, 1, kBytes}, {0, 1, kBytes, kStreamNs / 2}});
  const auto& events = scenario.profile().events;
  std::vector<const ProfileEvent*> sent;
  std::vector<const ProfileEvent*> received;
  double bytes_sent = 0;
  for (const ProfileEvent& event : events) {
    if (event.track == "ici:dev0 x+") {
      CHECK(event.device == 0);
      sent.push_back(&event);
      bytes_sent += event.bytes;
    } else {
      CHECK(event.track == "ici:dev0 x+ rx");
      CHECK(event.device == 1);
      received.push_back(&event);
    }
  }
  // Three segments: A alone, A and B sharing, B alone.
  REQUIRE(sent.size() == 3);
  CHECK(sent[0]->name == "send 0");
  CHECK(sent[1]->name == "send 0 (+1 sharing)");
  CHECK(sent[2]->name == "send 1");
  CHECK(sent[0]->duration_ns == Approx(kStreamNs / 2));
  CHECK(sent[1]->duration_ns == Approx(kStreamNs));
  for (std::size_t i = 1; i < sent.size(); ++i) {
    CHECK(sent[i]->start_ns >= sent[i - 1]->start_ns + sent[i - 1]->duration_ns - 1e-6);
  }
  CHECK(bytes_sent == Approx(2 * kBytes));
  // Flow 1 (A) starts on A's first segment and ends where A finishes; flow 2 (B) likewise.
  auto has_flow = [](const ProfileEvent* event, std::uint64_t id, bool start) {
    return std::any_of(event->flows.begin(), event->flows.end(),
                       [&](const FlowRef& flow) { return flow.id == id && flow.start == start; });
  };
  CHECK(has_flow(sent[0], 1, true));
  CHECK(has_flow(sent[1], 2, true));
  REQUIRE(received.size() == 3);
  CHECK(has_flow(received[1], 1, false));
  CHECK(has_flow(received[2], 2, false));
}

TEST_CASE("a link's bandwidth counter rises to the link rate while a transfer streams and falls to 0") {
  testing::Scenario scenario("ring:4", kLink, /*record=*/true);
  run_sends(scenario, {{0, 2, kBytes}});
  // 0 → 2 crosses dev0 x+ and dev1 x+: each link's counter (on its sending
  // device) reads the link rate from the start and 0 when the last byte has left.
  for (const auto& [name, device] : {std::pair{"ici:dev0 x+ GB/s", 0}, std::pair{"ici:dev1 x+ GB/s", 1}}) {
    std::vector<CounterSample> samples;
    for (const CounterSample& sample : scenario.profile().counters) {
      if (sample.name == name) samples.push_back(sample);
    }
    INFO(name);
    REQUIRE(samples.size() == 2);
    CHECK(samples[0].device == device);
    CHECK(samples[0].time_ns == 0);
    CHECK(samples[0].value == Approx(kBytesPerNs));  // bytes/ns is GB/s
    CHECK(samples[1].time_ns == Approx(kStreamNs));
    CHECK(samples[1].value == 0);
  }
  CHECK(scenario.profile().counters.size() == 4);
}

TEST_CASE("transfers sharing a link show the link's total rate, not each one's share") {
  // A alone, then A and B at B/2 each, then B alone: the total stays at the
  // link rate throughout, so the counter changes only when the link goes idle.
  testing::Scenario scenario("ring:4", kLink, /*record=*/true);
  run_sends(scenario, {{0, 1, kBytes}, {0, 1, kBytes, kStreamNs / 2}});
  const auto& counters = scenario.profile().counters;
  REQUIRE(counters.size() == 2);
  CHECK(counters[0].name == "ici:dev0 x+ GB/s");
  CHECK(counters[0].time_ns == 0);
  CHECK(counters[0].value == Approx(kBytesPerNs));
  CHECK(counters[1].time_ns == Approx(2 * kStreamNs));
  CHECK(counters[1].value == 0);

  // 0 → 2 and 1 → 2 share dev1 x+, their bottleneck: dev1 x+ carries both
  // (B/2 + B/2 = B) while dev0 x+ carries only 0 → 2's half, B/2.
  testing::Scenario bottleneck("ring:8", kLink, /*record=*/true);
  run_sends(bottleneck, {{0, 2, kBytes}, {1, 2, kBytes}});
  std::vector<double> link0;
  std::vector<double> link1;
  for (const CounterSample& sample : bottleneck.profile().counters) {
    if (sample.name == "ici:dev0 x+ GB/s") link0.push_back(sample.value);
    if (sample.name == "ici:dev1 x+ GB/s") link1.push_back(sample.value);
  }
  REQUIRE(link0.size() == 2);
  CHECK(link0[0] == Approx(kBytesPerNs / 2));
  CHECK(link0[1] == 0);
  REQUIRE(link1.size() == 2);
  CHECK(link1[0] == Approx(kBytesPerNs));
  CHECK(link1[1] == 0);
}

TEST_CASE("nothing is recorded without a profile") {
  testing::Scenario scenario("ring:4", kLink);
  run_sends(scenario, {{0, 1, kBytes}});
  CHECK_FALSE(scenario.interconnect().profiling());
  CHECK(scenario.profile().events.empty());
  CHECK(scenario.profile().counters.empty());
}

TEST_CASE("bad transfers and link figures are errors") {
  testing::Scenario scenario("ring:4", kLink);
  CHECK_THROWS_WITH(run_sends(scenario, {{0, 4, kBytes}}), Catch::Contains("devices 0..3"));
  testing::Scenario negative("ring:4", kLink);
  CHECK_THROWS_WITH(run_sends(negative, {{0, 1, -5}}), Catch::Contains("-5 bytes"));
  CHECK_THROWS_WITH(testing::Scenario("ring:4", LinkParams{0, 100}), Catch::Contains("not positive"));
  CHECK_THROWS_WITH(testing::Scenario("ring:4", LinkParams{10, -1}), Catch::Contains("negative"));
}

// Collectives as algorithms over the links, against the alpha-beta model.
// Each expected time is the formula of reference-figures.md written out here;
// alpha_beta_ns is checked against the same formulas.
#include <catch2/catch.hpp>

#include "harness.hpp"
#include "pmapsim/errors.hpp"

using namespace pmapsim;
using namespace pmapsim::sim;

namespace {

constexpr double kBytesPerNs = 45;  // 45 GB/s per direction
constexpr double kLatencyNs = 1000;
const LinkParams kLink{kBytesPerNs, kLatencyNs};

CollectiveCall call_of(CollectiveKind kind, double bytes,
                       CollectiveAlgorithm algorithm = CollectiveAlgorithm::automatic) {
  CollectiveCall call;
  call.kind = kind;
  call.algorithm = algorithm;
  call.instance = 7;
  call.op_name = "psum";
  call.bytes = bytes;
  return call;
}

// Ring: steps·α + moved/B, with moved = passes·(p−1)/p·S.
double ring_formula_ns(double passes, int p, double bytes, double bandwidth_share = 1) {
  return passes * (p - 1) * kLatencyNs + passes * (p - 1) / p * bytes / (kBytesPerNs * bandwidth_share);
}

// Checks every device against the expected time (2% as the model promises;
// uncontended runs land much closer) and alpha_beta_ns against it exactly.
void check_times(const std::vector<double>& times, double expected_ns) {
  for (double time : times) CHECK(time == Approx(expected_ns).epsilon(0.02));
  CHECK(testing::max_of(times) == Approx(expected_ns).epsilon(1e-6));
}

}  // namespace

TEST_CASE("uncontended ring all-reduce, reduce-scatter and all-gather agree with alpha-beta") {
  for (int p : {4, 8, 16}) {
    for (double bytes : {64.0 * 1024, 16.0 * 1024 * 1024, 1000.0}) {
      INFO("p = " << p << ", S = " << bytes);
      std::string topology = "ring:" + std::to_string(p);
      struct Case {
        CollectiveKind kind;
        double passes;
      };
      for (Case c : {Case{CollectiveKind::all_reduce, 2}, Case{CollectiveKind::reduce_scatter, 1},
                     Case{CollectiveKind::all_gather, 1}}) {
        INFO("kind " << collective_kind_name(c.kind));
        testing::Scenario scenario(topology, kLink);
        CollectiveCall call = call_of(c.kind, bytes);
        double expected = ring_formula_ns(c.passes, p, bytes);
        check_times(scenario.run_collective(call), expected);
        CHECK(alpha_beta_ns(call, TopologySpec::parse(topology), kLink) == Approx(expected).epsilon(1e-12));
      }
    }
  }
}

TEST_CASE("a ring all-reduce on a fully connected topology runs the same ring") {
  testing::Scenario scenario("full:8", kLink);
  check_times(scenario.run_collective(call_of(CollectiveKind::all_reduce, 8e6)), ring_formula_ns(2, 8, 8e6));
}

TEST_CASE("the bidirectional ring halves the bandwidth term") {
  for (int p : {4, 8, 16}) {
    INFO("p = " << p);
    std::string topology = "ring:" + std::to_string(p);
    double bytes = 32e6;
    testing::Scenario one_way(topology, kLink);
    double unidirectional =
        testing::max_of(one_way.run_collective(call_of(CollectiveKind::all_reduce, bytes)));
    testing::Scenario both_ways(topology, kLink);
    CollectiveCall call = call_of(CollectiveKind::all_reduce, bytes, CollectiveAlgorithm::bidirectional_ring);
    auto times = both_ways.run_collective(call);
    double latency_term = 2 * (p - 1) * kLatencyNs;
    double expected = latency_term + 2.0 * (p - 1) / p * bytes / kBytesPerNs / 2;
    check_times(times, expected);
    CHECK(testing::max_of(times) - latency_term == Approx((unidirectional - latency_term) / 2).epsilon(1e-6));
    CHECK(alpha_beta_ns(call, TopologySpec::parse(topology), kLink) == Approx(expected).epsilon(1e-12));
  }
}

TEST_CASE("a bidirectional ring of two uses both links between them") {
  testing::Scenario scenario("ring:2", kLink);
  CollectiveCall call = call_of(CollectiveKind::all_reduce, 4e6, CollectiveAlgorithm::bidirectional_ring);
  check_times(scenario.run_collective(call), 2 * kLatencyNs + 2.0 * (2 - 1) / 2 * 4e6 / kBytesPerNs / 2);
}

TEST_CASE("2D torus all-reduce agrees with the dimension-ordered formula") {
  // 2(n1−1)/n1·S/B + 2(n2−1)/(n1·n2)·S/B + 2(n1−1)α + 2(n2−1)α
  for (auto [x, y] : {std::pair{4, 4}, std::pair{4, 2}, std::pair{2, 8}}) {
    INFO(x << "x" << y);
    double bytes = 64e6;
    double expected = 2.0 * (x - 1) / x * bytes / kBytesPerNs +
                      2.0 * (y - 1) / (x * y) * bytes / kBytesPerNs + 2 * (x - 1) * kLatencyNs +
                      2 * (y - 1) * kLatencyNs;
    std::string topology = "torus2d:" + std::to_string(x) + "x" + std::to_string(y);
    testing::Scenario scenario(topology, kLink);
    CollectiveCall call = call_of(CollectiveKind::all_reduce, bytes);
    check_times(scenario.run_collective(call), expected);
    CHECK(alpha_beta_ns(call, TopologySpec::parse(topology), kLink) == Approx(expected).epsilon(1e-12));
  }
}

TEST_CASE("3D torus all-reduce agrees with the dimension-ordered formula") {
  int x = 4, y = 4, z = 4;
  double bytes = 64e6;
  double expected = 2.0 * (x - 1) / x * bytes / kBytesPerNs + 2.0 * (y - 1) / (x * y) * bytes / kBytesPerNs +
                    2.0 * (z - 1) / (x * y * z) * bytes / kBytesPerNs +
                    2 * (x - 1 + y - 1 + z - 1) * kLatencyNs;
  testing::Scenario scenario("torus3d:4x4x4", kLink);
  CollectiveCall call = call_of(CollectiveKind::all_reduce, bytes);
  check_times(scenario.run_collective(call), expected);
  CHECK(alpha_beta_ns(call, TopologySpec::parse("torus3d:4x4x4"), kLink) == Approx(expected).epsilon(1e-12));
}

TEST_CASE("torus reduce-scatter and all-gather are the two halves of the all-reduce") {
  double bytes = 16e6;
  // One pass per dimension: (n1−1)/n1·S/B + (n2−1)/(n1·n2)·S/B + (n1−1)α + (n2−1)α on 4x2.
  double expected = 3.0 / 4 * bytes / kBytesPerNs + 1.0 / 8 * bytes / kBytesPerNs + 4 * kLatencyNs;
  for (CollectiveKind kind : {CollectiveKind::reduce_scatter, CollectiveKind::all_gather}) {
    testing::Scenario scenario("torus2d:4x2", kLink);
    check_times(scenario.run_collective(call_of(kind, bytes)), expected);
  }
}

TEST_CASE("reducing received chunks costs the vector unit's time per byte") {
  // Ring all-reduce on 4: the reduce-scatter steps combine (p−1)/p·S bytes in all.
  double bytes = 4e6;
  double reduce_ns_per_byte = 0.01;
  CollectiveCall call = call_of(CollectiveKind::all_reduce, bytes);
  call.reduce_ns_per_byte = reduce_ns_per_byte;
  double expected = ring_formula_ns(2, 4, bytes) + 3.0 / 4 * bytes * reduce_ns_per_byte;
  testing::Scenario scenario("ring:4", kLink);
  check_times(scenario.run_collective(call), expected);
  CHECK(alpha_beta_ns(call, TopologySpec::parse("ring:4"), kLink) == Approx(expected).epsilon(1e-12));
}

TEST_CASE("groups run one ring each over their members, routed through the topology") {
  // ring:8, groups {0,2,4,6} and {1,3,5,7}: ring neighbours are two hops apart
  // and every x+ link carries one chunk of each group at once, so each step
  // takes 2α + chunk/(B/2).
  double bytes = 8e6;
  int q = 4;
  double chunk = bytes / q;
  double expected = 2 * (q - 1) * (2 * kLatencyNs + chunk / (kBytesPerNs / 2));
  testing::Scenario scenario("ring:8", kLink);
  CollectiveCall call = call_of(CollectiveKind::all_reduce, bytes);
  auto times = scenario.run(testing::iota_devices(8), [&](int device) {
    CollectiveCall mine = call;
    mine.device = device;
    mine.group = device % 2 == 0 ? std::vector<int>{0, 2, 4, 6} : std::vector<int>{1, 3, 5, 7};
    scenario.engine().run(mine);
  });
  check_times(times, expected);
}

TEST_CASE("a group of adjacent devices alone matches the ring formula") {
  testing::Scenario scenario("torus2d:4x4", kLink);
  CollectiveCall call = call_of(CollectiveKind::all_gather, 4e6);
  call.group = {4, 5, 6, 7};  // the x-line y = 1
  auto times = scenario.run(call.group, [&](int device) {
    CollectiveCall mine = call;
    mine.device = device;
    scenario.engine().run(mine);
  });
  check_times(times, ring_formula_ns(1, 4, 4e6));
  CHECK(alpha_beta_ns(call, TopologySpec::parse("torus2d:4x4"), kLink) ==
        Approx(ring_formula_ns(1, 4, 4e6)).epsilon(1e-12));
}

TEST_CASE("ppermute moves each device's bytes along its route") {
  double bytes = 9e6;
  auto run_shift = [&](int shift) {
    testing::Scenario scenario("ring:8", kLink);
    CollectiveCall call = call_of(CollectiveKind::permute, bytes);
    call.op_name = "ppermute";
    return scenario.run(testing::iota_devices(8), [&](int device) {
      CollectiveCall mine = call;
      mine.device = device;
      mine.permute_destination = (device + shift) % 8;
      mine.permute_source = (device + 8 - shift) % 8;
      scenario.engine().run(mine);
    });
  };
  // Shift by one: latency + S/B.
  check_times(run_shift(1), kLatencyNs + bytes / kBytesPerNs);
  // Shift by three: three hops, and every x+ link carries three messages: 3α + 3·S/B.
  check_times(run_shift(3), 3 * kLatencyNs + 3 * bytes / kBytesPerNs);

  CollectiveCall one;
  one.kind = CollectiveKind::permute;
  one.bytes = bytes;
  one.device = 0;
  one.permute_destination = 3;
  CHECK(alpha_beta_ns(one, TopologySpec::parse("ring:8"), kLink) ==
        Approx(3 * kLatencyNs + bytes / kBytesPerNs));
}

TEST_CASE("ppermute devices that nobody sends to finish when their own send lands") {
  testing::Scenario scenario("ring:4", kLink);
  CollectiveCall call = call_of(CollectiveKind::permute, 4.5e6);
  auto times = scenario.run(testing::iota_devices(4), [&](int device) {
    CollectiveCall mine = call;
    mine.device = device;
    if (device == 0) mine.permute_destination = 1;  // the only pair: (0, 1)
    if (device == 1) mine.permute_source = 0;
    scenario.engine().run(mine);
  });
  CHECK(times[0] == Approx(kLatencyNs + 4.5e6 / kBytesPerNs));
  CHECK(times[1] == Approx(kLatencyNs + 4.5e6 / kBytesPerNs));
  CHECK(times[2] == 0);
  CHECK(times[3] == 0);
}

TEST_CASE("all-to-all: direct exchange on a fully connected topology, or store and forward round a ring") {
  int p = 8;
  double bytes = 8e6;  // all a rank sends
  testing::Scenario direct("full:8", kLink);
  CollectiveCall call = call_of(CollectiveKind::all_to_all, bytes);
  double direct_expected = (p - 1) * kLatencyNs + (p - 1.0) / p * bytes / kBytesPerNs;
  check_times(direct.run_collective(call), direct_expected);
  CHECK(alpha_beta_ns(call, TopologySpec::parse("full:8"), kLink) == Approx(direct_expected).epsilon(1e-12));

  // Step k forwards the p−k blocks of S/p that have not reached their owner yet.
  double ring_expected = 0;
  for (int k = 1; k < p; ++k) ring_expected += kLatencyNs + (p - k) * bytes / p / kBytesPerNs;
  testing::Scenario ring("ring:8", kLink);
  call.algorithm = CollectiveAlgorithm::ring;
  check_times(ring.run_collective(call), ring_expected);
  CHECK(alpha_beta_ns(call, TopologySpec::parse("ring:8"), kLink) == Approx(ring_expected).epsilon(1e-12));
}

TEST_CASE("collective link activity is named by step and linked sender to receiver") {
  testing::Scenario scenario("ring:4", kLink, /*record=*/true);
  CollectiveCall call = call_of(CollectiveKind::all_reduce, 4e6);
  call.op_index = 3;
  scenario.run_collective(call);
  int starts = 0;
  int ends = 0;
  bool saw_step = false;
  for (const ProfileEvent& event : scenario.profile().events) {
    CHECK(event.op_index == 3);
    CHECK(event.track.rfind("ici:dev", 0) == 0);
    saw_step = saw_step || event.name == "psum rs step 2";
    for (const FlowRef& flow : event.flows) (flow.start ? starts : ends) += 1;
  }
  CHECK(saw_step);
  // 4 devices × (3 reduce-scatter + 3 all-gather) steps, one arrow each.
  CHECK(starts == 24);
  CHECK(ends == 24);
}

TEST_CASE("the same collective twice gives the same times and the same trace") {
  auto run_once = [] {
    testing::Scenario scenario("torus2d:4x2", kLink, /*record=*/true);
    CollectiveCall call = call_of(CollectiveKind::all_reduce, 3e6, CollectiveAlgorithm::bidirectional_ring);
    auto times = scenario.run_collective(call);
    std::vector<double> starts;
    for (const ProfileEvent& event : scenario.profile().events)
      starts.push_back(event.start_ns + event.bytes);
    return std::pair{times, starts};
  };
  auto first = run_once();
  auto second = run_once();
  CHECK(first.first == second.first);
  CHECK(first.second == second.second);
}

TEST_CASE("malformed and mismatched collective calls are errors") {
  {
    testing::Scenario scenario("ring:4", kLink);
    CollectiveCall call = call_of(CollectiveKind::all_reduce, 1e6, CollectiveAlgorithm::torus);
    CHECK_THROWS_WITH(scenario.run_collective(call), Catch::Contains("ring:4 is not a torus"));
  }
  {
    testing::Scenario scenario("ring:4", kLink);
    CHECK_THROWS_WITH(
        scenario.run({0, 1},
                     [&](int device) {
                       CollectiveCall call = call_of(
                           device == 0 ? CollectiveKind::all_reduce : CollectiveKind::all_gather, 1e6);
                       call.device = device;
                       scenario.engine().run(call);
                     }),
        Catch::Contains("device 1 calls a different collective"));
  }
  {
    testing::Scenario scenario("ring:4", kLink);
    CHECK_THROWS_WITH(scenario.run({3},
                                   [&](int device) {
                                     CollectiveCall call = call_of(CollectiveKind::all_reduce, 1e6);
                                     call.device = device;
                                     call.group = {0, 1};
                                     scenario.engine().run(call);
                                   }),
                      Catch::Contains("device 3 is not in its group"));
  }
  {
    testing::Scenario scenario("ring:4", kLink);
    CHECK_THROWS_WITH(scenario.run({0},
                                   [&](int device) {
                                     CollectiveCall call = call_of(CollectiveKind::all_reduce, 1e6);
                                     call.device = device;
                                     call.group = {0, 0};
                                     scenario.engine().run(call);
                                   }),
                      Catch::Contains("appears twice"));
  }
  CollectiveCall direct = call_of(CollectiveKind::all_gather, 1e6, CollectiveAlgorithm::direct);
  CHECK_THROWS_WITH(resolve_algorithm(direct, TopologySpec::parse("ring:4")),
                    Catch::Contains("not available"));
  CHECK_THROWS_WITH(parse_collective_algorithm("tree"),
                    Catch::Contains("unknown collective algorithm 'tree'"));
  CHECK(parse_collective_algorithm("bidirectional_ring") == CollectiveAlgorithm::bidirectional_ring);
}

TEST_CASE("a preferred algorithm applies where it fits and leaves the automatic choice elsewhere") {
  const TopologySpec ring = TopologySpec::parse("ring:4");
  const TopologySpec torus = TopologySpec::parse("torus2d:2x2");
  auto preferred = [](CollectiveKind kind, CollectiveAlgorithm algorithm) {
    CollectiveCall call = call_of(kind, 1e6, algorithm);
    call.algorithm_is_preference = true;
    return call;
  };
  using A = CollectiveAlgorithm;
  using K = CollectiveKind;
  CHECK(resolve_algorithm(preferred(K::all_reduce, A::bidirectional_ring), ring) == A::bidirectional_ring);
  CHECK(resolve_algorithm(preferred(K::permute, A::bidirectional_ring), ring) == A::direct);
  CHECK(resolve_algorithm(preferred(K::all_to_all, A::bidirectional_ring), ring) == A::direct);
  CHECK(resolve_algorithm(preferred(K::all_to_all, A::ring), ring) == A::ring);
  CHECK(resolve_algorithm(preferred(K::all_to_all, A::direct), ring) == A::direct);
  CHECK(resolve_algorithm(preferred(K::all_reduce, A::direct), ring) == A::ring);
  CHECK(resolve_algorithm(preferred(K::all_gather, A::direct), torus) == A::torus);
  CHECK(resolve_algorithm(preferred(K::reduce_scatter, A::torus), torus) == A::torus);
  CHECK(resolve_algorithm(preferred(K::reduce_scatter, A::torus), ring) == A::ring);
  CollectiveCall grouped = preferred(K::all_reduce, A::torus);
  grouped.group = {0, 1};
  CHECK(resolve_algorithm(grouped, torus) == A::ring);
  // Asked for on its own (not a preference), an algorithm that does not fit is still an error.
  CHECK_THROWS_WITH(resolve_algorithm(call_of(K::permute, 1e6, A::bidirectional_ring), ring),
                    Catch::Contains("not available"));
  CHECK_FALSE(algorithm_fits(call_of(K::all_reduce, 1e6), A::direct, ring));
  CHECK(algorithm_fits(call_of(K::all_to_all, 1e6), A::ring, ring));
}

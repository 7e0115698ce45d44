// Collectives as algorithms over the links, against the alpha-beta model.
// Each expected time is the formula of reference-figures.md written out here;
// alpha_beta_ns is checked against the same formulas.
#include <catch2/catch.hpp>
#include <memory>

#include "harness.hpp"
#include "pmapsim/errors.hpp"

using namespace pmapsim;
using namespace pmapsim::sim;

namespace {

constexpr double kBytesPerNs = 45;  // 45 GB/s per direction
constexpr double kLatencyNs = 1000;
const LinkParams kLink{kBytesPerNs, kLatencyNs};

CollectiveCall call_of(CollectivePattern kind, double bytes,
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

// Bidirectional ring: half the bytes each way, ⌈(p−1)/2⌉ steps per pass.
double bidirectional_formula_ns(double passes, int p, double bytes) {
  return passes * ((p / 2) * kLatencyNs + (p - 1.0) / p * bytes / (2 * kBytesPerNs));
}

// The torus algorithm on n equally long wrapped axes of m: n parts of S/n, each
// through every axis; a reduce-scatter pass k along an axis moves (m−1)/m of
// S/(n·m^k), half each way, in ⌈(m−1)/2⌉ steps; an all-gather mirrors it.
double torus_formula_ns(double passes, int axes, int m, double bytes) {
  double total = 0;
  double volume = bytes / axes;
  for (int k = 0; k < axes; ++k, volume /= m) {
    total += (m / 2) * kLatencyNs + (m - 1.0) / m * volume / (2 * kBytesPerNs);
  }
  return passes * total;
}

// Checks every device against the expected time (2% as the model promises;
// uncontended runs land much closer) and alpha_beta_ns against it exactly.
void check_times(const std::vector<double>& times, double expected_ns) {
  for (double time : times) CHECK(time == Approx(expected_ns).epsilon(0.02));
  CHECK(testing::max_of(times) == Approx(expected_ns).epsilon(1e-6));
}

}  // namespace

TEST_CASE("uncontended one-way ring all-reduce, reduce-scatter and all-gather agree with alpha-beta") {
  for (int p : {4, 8, 16}) {
    for (double bytes : {64.0 * 1024, 16.0 * 1024 * 1024, 1000.0}) {
      INFO("p = " << p << ", S = " << bytes);
      std::string topology = "ring:" + std::to_string(p);
      struct Case {
        CollectivePattern kind;
        double passes;
      };
      for (Case c : {Case{CollectivePattern::all_reduce, 2}, Case{CollectivePattern::reduce_scatter, 1},
                     Case{CollectivePattern::all_gather, 1}}) {
        INFO("kind " << collective_pattern_name(c.kind));
        testing::Scenario scenario(topology, kLink);
        CollectiveCall call = call_of(c.kind, bytes, CollectiveAlgorithm::ring);
        double expected = ring_formula_ns(c.passes, p, bytes);
        check_times(scenario.run_collective(call), expected);
        CHECK(alpha_beta_ns(call, TopologySpec::parse(topology), kLink) == Approx(expected).epsilon(1e-12));
      }
    }
  }
}

TEST_CASE("a ring all-reduce on a fully connected topology runs the same ring") {
  testing::Scenario scenario("full:8", kLink);
  check_times(scenario.run_collective(call_of(CollectivePattern::all_reduce, 8e6)),
              ring_formula_ns(2, 8, 8e6));
}

TEST_CASE("the bidirectional ring halves the bandwidth term and the steps") {
  for (int p : {4, 7, 8, 16}) {
    INFO("p = " << p);
    std::string topology = "ring:" + std::to_string(p);
    double bytes = 32e6;
    testing::Scenario one_way(topology, kLink);
    double unidirectional = testing::max_of(
        one_way.run_collective(call_of(CollectivePattern::all_reduce, bytes, CollectiveAlgorithm::ring)));
    CHECK(unidirectional == Approx(ring_formula_ns(2, p, bytes)).epsilon(1e-6));
    testing::Scenario both_ways(topology, kLink);
    CollectiveCall call =
        call_of(CollectivePattern::all_reduce, bytes, CollectiveAlgorithm::bidirectional_ring);
    double expected = bidirectional_formula_ns(2, p, bytes);
    check_times(both_ways.run_collective(call), expected);
    double one_way_bandwidth = unidirectional - 2 * (p - 1) * kLatencyNs;
    CHECK(expected - 2 * (p / 2) * kLatencyNs == Approx(one_way_bandwidth / 2).epsilon(1e-9));
    CHECK(alpha_beta_ns(call, TopologySpec::parse(topology), kLink) == Approx(expected).epsilon(1e-12));
    // A whole ring is a one-axis torus: the automatic choice is the same bidirectional ring.
    testing::Scenario automatic(topology, kLink);
    check_times(automatic.run_collective(call_of(CollectivePattern::all_reduce, bytes)), expected);
  }
}

TEST_CASE("small collectives are latency bound: about p/2 hops both ways round, p-1 one way") {
  double bytes = 64;  // 4 bytes a device: the hops are all that count
  testing::Scenario scenario("ring:16", kLink);
  double time = testing::max_of(scenario.run_collective(call_of(CollectivePattern::all_gather, bytes)));
  CHECK(time == Approx(8 * kLatencyNs + 15.0 / 16 * bytes / (2 * kBytesPerNs)).epsilon(1e-6));
  CHECK(time < 8.01 * kLatencyNs);
}

TEST_CASE("a bidirectional ring of two uses both links between them") {
  testing::Scenario scenario("ring:2", kLink);
  CollectiveCall call = call_of(CollectivePattern::all_reduce, 4e6, CollectiveAlgorithm::bidirectional_ring);
  check_times(scenario.run_collective(call), 2 * kLatencyNs + 2.0 * (2 - 1) / 2 * 4e6 / kBytesPerNs / 2);
}

TEST_CASE("torus collectives use every axis and both directions at once") {
  struct Case {
    std::string topology;
    int axes;
    int m;
  };
  for (const Case& c : {Case{"torus2d:4x4", 2, 4}, Case{"torus3d:4x4x4", 3, 4}, Case{"torus2d:8x8", 2, 8}}) {
    INFO(c.topology);
    double bytes = 64e6;
    for (auto [kind, passes] :
         {std::pair{CollectivePattern::all_reduce, 2.0}, std::pair{CollectivePattern::reduce_scatter, 1.0},
          std::pair{CollectivePattern::all_gather, 1.0}}) {
      INFO(collective_pattern_name(kind));
      testing::Scenario scenario(c.topology, kLink);
      CollectiveCall call = call_of(kind, bytes);
      double expected = torus_formula_ns(passes, c.axes, c.m, bytes);
      check_times(scenario.run_collective(call), expected);
      CHECK(alpha_beta_ns(call, TopologySpec::parse(c.topology), kLink) == Approx(expected).epsilon(1e-12));
    }
  }
  // The scaling book's bandwidth term for a full-torus all-gather, V/(n_axes·W_bidi),
  // times (N−1)/N: 4x4x4 moves 63/64 of V over six links at once.
  double volume = 3e9;
  double bandwidth_term = torus_formula_ns(1, 3, 4, volume) - 3 * 2 * kLatencyNs;
  CHECK(bandwidth_term == Approx(63.0 / 64 * volume / (3 * 2 * kBytesPerNs)).epsilon(1e-12));
}

TEST_CASE("open axes run bidirectional lines: the end links carry (m-1)/m of the data") {
  // line:4 all-gather: 3 hops, 3/4·S through the link into each end.
  double bytes = 8e6;
  testing::Scenario line("line:4", kLink);
  CollectiveCall gather = call_of(CollectivePattern::all_gather, bytes);
  double expected = 3 * kLatencyNs + 3.0 / 4 * bytes / kBytesPerNs;
  check_times(line.run_collective(gather), expected);
  CHECK(alpha_beta_ns(gather, TopologySpec::parse("line:4"), kLink) == Approx(expected).epsilon(1e-12));
  testing::Scenario line_reduce("line:4", kLink);
  check_times(line_reduce.run_collective(call_of(CollectivePattern::all_reduce, bytes)), 2 * expected);
  // mesh2d:4x4 all-gather: two parts of S/2; the first axis gathers S/8, the second S/2.
  testing::Scenario mesh("mesh2d:4x4", kLink);
  double mesh_expected = 6 * kLatencyNs + 3.0 / 4 * (bytes / 8 + bytes / 2) / kBytesPerNs;
  double mesh_time = testing::max_of(mesh.run_collective(gather));
  CHECK(alpha_beta_ns(gather, TopologySpec::parse("mesh2d:4x4"), kLink) ==
        Approx(mesh_expected).epsilon(1e-12));
  // Devices in the middle of a line finish a pass early and may share links
  // with the other part's pass: within a few percent of the uncontended sum.
  CHECK(mesh_time == Approx(mesh_expected).epsilon(0.05));
  CHECK(mesh_time >= mesh_expected * (1 - 1e-9));
}

TEST_CASE("reducing received chunks costs the vector unit's time per byte") {
  // Ring all-reduce on 4: the reduce-scatter steps combine (p−1)/p·S bytes in all.
  double bytes = 4e6;
  double reduce_ns_per_byte = 0.01;
  CollectiveCall call = call_of(CollectivePattern::all_reduce, bytes, CollectiveAlgorithm::ring);
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
  CollectiveCall call = call_of(CollectivePattern::all_reduce, bytes, CollectiveAlgorithm::ring);
  auto times = scenario.run(testing::iota_devices(8), [&](int device) {
    CollectiveCall mine = call;
    mine.device = device;
    mine.group = device % 2 == 0 ? std::vector<int>{0, 2, 4, 6} : std::vector<int>{1, 3, 5, 7};
    scenario.engine().run(mine);
  });
  check_times(times, expected);
}

TEST_CASE("a group along one wrapped axis runs a bidirectional ring on it") {
  testing::Scenario scenario("torus2d:4x4", kLink);
  CollectiveCall call = call_of(CollectivePattern::all_gather, 4e6);
  call.group = {4, 5, 6, 7};  // the x-line y = 1
  auto times = scenario.run(call.group, [&](int device) {
    CollectiveCall mine = call;
    mine.device = device;
    scenario.engine().run(mine);
  });
  check_times(times, bidirectional_formula_ns(1, 4, 4e6));
  CHECK(resolve_algorithm(call, TopologySpec::parse("torus2d:4x4")) == CollectiveAlgorithm::torus);
  CHECK(alpha_beta_ns(call, TopologySpec::parse("torus2d:4x4"), kLink) ==
        Approx(bidirectional_formula_ns(1, 4, 4e6)).epsilon(1e-12));
}

TEST_CASE("ppermute moves each device's bytes along its route") {
  double bytes = 9e6;
  auto run_shift = [&](int shift) {
    testing::Scenario scenario("ring:8", kLink);
    CollectiveCall call = call_of(CollectivePattern::collective_permute, bytes);
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
  one.kind = CollectivePattern::collective_permute;
  one.bytes = bytes;
  one.device = 0;
  one.permute_destination = 3;
  CHECK(alpha_beta_ns(one, TopologySpec::parse("ring:8"), kLink) ==
        Approx(3 * kLatencyNs + bytes / kBytesPerNs));
}

TEST_CASE("ppermute devices that nobody sends to finish when their own send lands") {
  testing::Scenario scenario("ring:4", kLink);
  CollectiveCall call = call_of(CollectivePattern::collective_permute, 4.5e6);
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

TEST_CASE("all-to-all: every block at once along its route, or store and forward round a ring") {
  int p = 8;
  double bytes = 8e6;  // all a rank sends
  // Fully connected: every block on its own link at once.
  testing::Scenario direct("full:8", kLink);
  CollectiveCall call = call_of(CollectivePattern::all_to_all, bytes);
  double direct_expected = kLatencyNs + bytes / p / kBytesPerNs;
  check_times(direct.run_collective(call), direct_expected);
  CHECK(alpha_beta_ns(call, TopologySpec::parse("full:8"), kLink) == Approx(direct_expected).epsilon(1e-12));

  // ring:8, shortest routes both ways: every x+ link carries the blocks of
  // offsets 1, 2, 3 (3+2+1 = 6 per link) and half the ties of 4 (2 per link),
  // 8 blocks of S/8; the farthest block crosses 4 links. That is S/B, a quarter
  // of the all-gather of the same data (8·S/(2B)), as the scaling book says.
  testing::Scenario routed("ring:8", kLink);
  double routed_expected = 4 * kLatencyNs + 8 * bytes / p / kBytesPerNs;
  CHECK(all_to_all_busiest_link_blocks(testing::iota_devices(8), TopologySpec::parse("ring:8")) == 8);
  check_times(routed.run_collective(call), routed_expected);
  CHECK(alpha_beta_ns(call, TopologySpec::parse("ring:8"), kLink) == Approx(routed_expected).epsilon(1e-12));

  // Step k forwards the p−k blocks of S/p that have not reached their owner yet.
  double ring_expected = 0;
  for (int k = 1; k < p; ++k) ring_expected += kLatencyNs + (p - k) * bytes / p / kBytesPerNs;
  testing::Scenario ring("ring:8", kLink);
  call.algorithm = CollectiveAlgorithm::ring;
  check_times(ring.run_collective(call), ring_expected);
  CHECK(alpha_beta_ns(call, TopologySpec::parse("ring:8"), kLink) == Approx(ring_expected).epsilon(1e-12));
}

TEST_CASE("every collective pays the fixed overhead once") {
  LinkParams link = kLink;
  link.collective_overhead_ns = 2500;
  testing::Scenario scenario("ring:4", link);
  CollectiveCall call = call_of(CollectivePattern::all_reduce, 4e6, CollectiveAlgorithm::ring);
  check_times(scenario.run_collective(call), 2500 + ring_formula_ns(2, 4, 4e6));
  CHECK(alpha_beta_ns(call, TopologySpec::parse("ring:4"), link) ==
        Approx(2500 + ring_formula_ns(2, 4, 4e6)).epsilon(1e-12));
}

TEST_CASE("collective link activity is named by step and linked sender to receiver") {
  testing::Scenario scenario("ring:4", kLink, /*record=*/true);
  CollectiveCall call = call_of(CollectivePattern::all_reduce, 4e6);
  call.op_index = 3;
  scenario.run_collective(call);
  int starts = 0;
  int ends = 0;
  bool saw_step = false;
  for (const ProfileEvent& event : scenario.profile().events) {
    CHECK(event.op_index == 3);
    CHECK(event.track.rfind("ici:dev", 0) == 0);
    saw_step = saw_step || event.name == "psum rs x";
    for (const FlowRef& flow : event.flows) (flow.start ? starts : ends) += 1;
  }
  CHECK(saw_step);
  // A whole ring is a one-axis torus: 4 devices × (reduce-scatter + all-gather
  // pass) × 2 directions, one streamed transfer and one arrow each.
  CHECK(starts == 16);
  CHECK(ends == 16);
}

TEST_CASE("the same collective twice gives the same times and the same trace") {
  auto run_once = [] {
    testing::Scenario scenario("torus2d:4x2", kLink, /*record=*/true);
    CollectiveCall call =
        call_of(CollectivePattern::all_reduce, 3e6, CollectiveAlgorithm::bidirectional_ring);
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

TEST_CASE("calls that share one member list run as calls that each carry a copy") {
  // ring:8, the even and the odd devices each a group of 4 (as in the two-group test above).
  const auto evens = std::make_shared<const std::vector<int>>(std::vector<int>{0, 2, 4, 6});
  const auto odds = std::make_shared<const std::vector<int>>(std::vector<int>{1, 3, 5, 7});
  auto run_groups = [&](bool shared) {
    testing::Scenario scenario("ring:8", kLink);
    CollectiveCall call = call_of(CollectivePattern::all_reduce, 8e6, CollectiveAlgorithm::ring);
    return scenario.run(testing::iota_devices(8), [&](int device) {
      CollectiveCall mine = call;
      mine.device = device;
      const auto& group = device % 2 == 0 ? evens : odds;
      if (shared) {
        mine.shared_group = group;
      } else {
        mine.group = *group;
      }
      scenario.engine().run(mine);
    });
  };
  CHECK(run_groups(true) == run_groups(false));

  // A shared list and a copy of another group still disagree.
  testing::Scenario scenario("ring:8", kLink);
  CHECK_THROWS_WITH(scenario.run({0, 2},
                                 [&](int device) {
                                   CollectiveCall call = call_of(CollectivePattern::all_reduce, 1e6);
                                   call.device = device;
                                   if (device == 0) {
                                     call.shared_group = evens;
                                   } else {
                                     call.group = {0, 2};
                                   }
                                   scenario.engine().run(call);
                                 }),
                    Catch::Contains("device 2 names a different group"));
}

TEST_CASE("malformed and mismatched collective calls are errors") {
  {
    testing::Scenario scenario("ring:4", kLink);
    CollectiveCall call = call_of(CollectivePattern::all_reduce, 1e6, CollectiveAlgorithm::torus);
    call.group = {0, 2};
    CHECK_THROWS_WITH(scenario.run({0, 2},
                                   [&](int device) {
                                     CollectiveCall mine = call;
                                     mine.device = device;
                                     scenario.engine().run(mine);
                                   }),
                      Catch::Contains("not a whole sub-grid of ring:4"));
  }
  {
    CollectiveCall call = call_of(CollectivePattern::all_reduce, 1e6, CollectiveAlgorithm::torus);
    CHECK_THROWS_WITH(resolve_algorithm(call, TopologySpec::parse("full:4")),
                      Catch::Contains("full:4 is not a ring, torus or mesh"));
  }
  {
    testing::Scenario scenario("ring:4", kLink);
    CHECK_THROWS_WITH(
        scenario.run({0, 1},
                     [&](int device) {
                       CollectiveCall call = call_of(
                           device == 0 ? CollectivePattern::all_reduce : CollectivePattern::all_gather, 1e6);
                       call.device = device;
                       scenario.engine().run(call);
                     }),
        Catch::Contains("device 1 calls a different collective"));
  }
  {
    testing::Scenario scenario("ring:4", kLink);
    CHECK_THROWS_WITH(scenario.run({3},
                                   [&](int device) {
                                     CollectiveCall call = call_of(CollectivePattern::all_reduce, 1e6);
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
                                     CollectiveCall call = call_of(CollectivePattern::all_reduce, 1e6);
                                     call.device = device;
                                     call.group = {0, 0};
                                     scenario.engine().run(call);
                                   }),
                      Catch::Contains("appears twice"));
  }
  CollectiveCall direct = call_of(CollectivePattern::all_gather, 1e6, CollectiveAlgorithm::direct);
  CHECK_THROWS_WITH(resolve_algorithm(direct, TopologySpec::parse("ring:4")),
                    Catch::Contains("not available"));
  CHECK_THROWS_WITH(parse_collective_algorithm("butterfly"),
                    Catch::Contains("unknown collective algorithm 'butterfly'"));
  CHECK(parse_collective_algorithm("bidirectional_ring") == CollectiveAlgorithm::bidirectional_ring);
}

TEST_CASE("a preferred algorithm applies where it fits and leaves the automatic choice elsewhere") {
  const TopologySpec ring = TopologySpec::parse("ring:4");
  const TopologySpec torus = TopologySpec::parse("torus2d:2x2");
  auto preferred = [](CollectivePattern kind, CollectiveAlgorithm algorithm) {
    CollectiveCall call = call_of(kind, 1e6, algorithm);
    call.algorithm_is_preference = true;
    return call;
  };
  using A = CollectiveAlgorithm;
  using K = CollectivePattern;
  CHECK(resolve_algorithm(preferred(K::all_reduce, A::bidirectional_ring), ring) == A::bidirectional_ring);
  CHECK(resolve_algorithm(preferred(K::collective_permute, A::bidirectional_ring), ring) == A::direct);
  CHECK(resolve_algorithm(preferred(K::all_to_all, A::bidirectional_ring), ring) == A::direct);
  CHECK(resolve_algorithm(preferred(K::all_to_all, A::ring), ring) == A::ring);
  CHECK(resolve_algorithm(preferred(K::all_to_all, A::direct), ring) == A::direct);
  CHECK(resolve_algorithm(preferred(K::all_reduce, A::direct), ring) == A::torus);
  CHECK(resolve_algorithm(preferred(K::all_gather, A::direct), torus) == A::torus);
  CHECK(resolve_algorithm(preferred(K::reduce_scatter, A::torus), torus) == A::torus);
  CHECK(resolve_algorithm(preferred(K::reduce_scatter, A::torus), TopologySpec::parse("full:4")) == A::ring);
  CollectiveCall grouped = preferred(K::all_reduce, A::torus);
  grouped.group = {0, 1};  // the x axis at y = 0: a sub-grid
  CHECK(resolve_algorithm(grouped, torus) == A::torus);
  grouped.group = {0, 3};  // a diagonal: no sub-grid, a bidirectional ring
  CHECK(resolve_algorithm(grouped, torus) == A::bidirectional_ring);
  // Asked for on its own (not a preference), an algorithm that does not fit is still an error.
  CHECK_THROWS_WITH(resolve_algorithm(call_of(K::collective_permute, 1e6, A::bidirectional_ring), ring),
                    Catch::Contains("not available"));
  CHECK_FALSE(algorithm_fits(call_of(K::all_reduce, 1e6), A::direct, ring));
  CHECK(algorithm_fits(call_of(K::all_to_all, 1e6), A::ring, ring));
}

// On a switch a route is two hops (up, down): α = 2·latency, B the device's port.
TEST_CASE("on a switch: ring, halving-doubling and the double binary tree against their closed forms") {
  const int p = 8;
  const double bytes = 8e6;
  const double alpha = 2 * kLatencyNs;
  const TopologySpec node = TopologySpec::parse("switch:8");

  // Ring: 2(p−1) steps and 2(p−1)/p·S.
  testing::Scenario ring("switch:8", kLink);
  CollectiveCall call = call_of(CollectivePattern::all_reduce, bytes);
  const double ring_expected = 2 * (p - 1) * alpha + 2.0 * (p - 1) / p * bytes / kBytesPerNs;
  CHECK(resolve_algorithm(call, node) == CollectiveAlgorithm::ring);
  check_times(ring.run_collective(call), ring_expected);

  // Halving-doubling: 2·log2(p) exchanges, the same bytes as the ring.
  testing::Scenario halving("switch:8", kLink);
  call.algorithm = CollectiveAlgorithm::halving_doubling;
  const double halving_expected = 2 * (3 * alpha + (p - 1.0) / p * bytes / kBytesPerNs);
  check_times(halving.run_collective(call), halving_expected);
  CHECK(alpha_beta_ns(call, node, kLink) == Approx(halving_expected).epsilon(1e-12));
  CollectiveCall gather =
      call_of(CollectivePattern::all_gather, bytes, CollectiveAlgorithm::halving_doubling);
  testing::Scenario gathering("switch:8", kLink);
  check_times(gathering.run_collective(gather), 3 * alpha + (p - 1.0) / p * bytes / kBytesPerNs);

  // Double binary tree of 8 (depth 3): up then down; every rank's port carries
  // S each way (S/2 per child, or S/2 to its parent in each tree).
  testing::Scenario tree("switch:8", kLink);
  call.algorithm = CollectiveAlgorithm::tree;
  const double tree_expected = 2 * (3 * alpha + bytes / kBytesPerNs);
  check_times(tree.run_collective(call), tree_expected);
  CHECK(alpha_beta_ns(call, node, kLink) == Approx(tree_expected).epsilon(1e-12));
}

// NVLS: each port carries S·(1 + 1/p) each way at the switch's fraction of the
// link rate, after the algorithm's own latency (NCCL's model of NVLS).
TEST_CASE("an all-reduce the switch sums: S(1 + 1/p) per port at its efficiency and latency") {
  const int p = 8;
  const double bytes = 64e6;
  LinkParams link = kLink;
  link.switch_reduce_efficiency = 0.8;
  link.switch_reduce_latency_ns = 40000;  // longer than the ring's 2(p - 1) = 14 routes of 2 us
  const TopologySpec node = TopologySpec::parse("switch:8");
  CollectiveCall call = call_of(CollectivePattern::all_reduce, bytes, CollectiveAlgorithm::switch_reduce);
  const double expected = 40000 + bytes * (1.0 + 1.0 / p) / (0.8 * kBytesPerNs);
  testing::Scenario in_switch("switch:8", link);
  check_times(in_switch.run_collective(call), expected);
  CHECK(alpha_beta_ns(call, node, link) == Approx(expected).epsilon(1e-12));

  // Automatic: the switch where it is faster than the ring (large), the ring
  // where the switch's latency dominates (small); never on a switch that does not reduce.
  call.algorithm = CollectiveAlgorithm::automatic;
  CHECK(resolve_algorithm(call, node, &link) == CollectiveAlgorithm::switch_reduce);
  CHECK(resolve_algorithm(call, node, &kLink) == CollectiveAlgorithm::ring);
  CHECK(resolve_algorithm(call_of(CollectivePattern::all_reduce, 1e3), node, &link) ==
        CollectiveAlgorithm::ring);
  CHECK(resolve_algorithm(call_of(CollectivePattern::all_gather, bytes), node, &link) ==
        CollectiveAlgorithm::ring);
  CHECK_THROWS_WITH(
      resolve_algorithm(call_of(CollectivePattern::all_reduce, bytes, CollectiveAlgorithm::switch_reduce),
                        node, &kLink),
      Catch::Contains("this chip's switch does not reduce"));
  std::string why;
  CHECK_FALSE(algorithm_fits(call, CollectiveAlgorithm::switch_reduce, TopologySpec::parse("full:8"), &why));
  CHECK_THAT(why, Catch::Contains("needs a switch that reduces"));
  CHECK_FALSE(algorithm_fits(call_of(CollectivePattern::reduce_scatter, bytes),
                             CollectiveAlgorithm::switch_reduce, node, &why));
  CHECK_FALSE(algorithm_fits(call, CollectiveAlgorithm::switch_reduce,
                             TopologySpec::parse("switch:8:pods=2:dcn_gbps=50:dcn_us=5"), &why));
  CHECK_THAT(why, Catch::Contains("spans several pods"));
}

// NCCL pipelines NVLS in three stages, each step one chunk per rank on every
// channel; filling and draining it costs two steps beyond the bytes. The chunks
// below are worked by hand from calcCollChunking (src/enqueue.cc): 128 KiB,
// halved while a channel's share is under 64, 8 and 2 chunks per rank.
TEST_CASE("an all-reduce the switch sums pays NCCL's pipeline fill: two steps of its chunk") {
  const int p = 8;
  LinkParams link = kLink;
  link.switch_reduce_efficiency = 0.8;
  link.switch_reduce_latency_ns = 40000;
  link.switch_reduce_channels = 16;
  const TopologySpec node = TopologySpec::parse("switch:8");
  const double rate = 0.8 * kBytesPerNs / (1.0 + 1.0 / p);  // bytes of the message per ns
  const double MiB = 1 << 20;
  const double KiB = 1 << 10;
  // message, chunk NCCL picks: 1 GiB (64 MiB per channel): 128 KiB; 16 MiB (1 MiB per
  // channel): 32 KiB; 1 MiB (64 KiB per channel): 16 KiB, a step of 2 MiB, more than the
  // message, so the three stages pass the message itself.
  for (const auto& [bytes, step] :
       {std::pair{1024 * MiB, 8 * 128 * KiB * 16}, {16 * MiB, 8 * 32 * KiB * 16}, {1 * MiB, 1 * MiB}}) {
    CAPTURE(bytes);
    CollectiveCall call = call_of(CollectivePattern::all_reduce, bytes, CollectiveAlgorithm::switch_reduce);
    const double expected = 40000 + bytes / rate + 2 * step / rate;
    testing::Scenario in_switch("switch:8", link);
    check_times(in_switch.run_collective(call), expected);
    CHECK(alpha_beta_ns(call, node, link) == Approx(expected).epsilon(1e-12));
  }
  // NCCL's tuner does not see the fill: at 16 MiB it takes the switch (564 us
  // without the fill against the ring's 28 + 652 us) though the fill (262 us)
  // makes the switch the slower.
  const double bytes = 16 * MiB;
  CollectiveCall ring = call_of(CollectivePattern::all_reduce, bytes, CollectiveAlgorithm::ring);
  CHECK(alpha_beta_ns(ring, node, link) < 40000 + bytes / rate + 2 * (8 * 32 * KiB * 16) / rate);
  CHECK(alpha_beta_ns(ring, node, link) > 40000 + bytes / rate);
  CHECK(resolve_algorithm(call_of(CollectivePattern::all_reduce, bytes), node, &link) ==
        CollectiveAlgorithm::switch_reduce);
}

TEST_CASE("hierarchical all-reduce: within each pod, across the DCN on 1/m, within each pod again") {
  const std::string text = "switch:4:pods=2:dcn_gbps=5:dcn_us=10";
  const TopologySpec topology = TopologySpec::parse(text);
  const double bytes = 8e6;
  const int m = 4;
  const int q = 2;
  CollectiveCall call = call_of(CollectivePattern::all_reduce, bytes, CollectiveAlgorithm::hierarchical);
  // On switches the pod's ring (m−1 steps of 2 hops, (m−1)/m·S at 45 GB/s)
  // and the DCN's (q−1 crossings of 10 us, (q−1)/q·S/m at 5 GB/s) stream side
  // by side; each pass lasts as long as the slower stream plus the longer
  // remaining latency (the pod's m−2 steps), twice.
  const double pod_stream = 2 * kLatencyNs + (m - 1.0) / m * bytes / kBytesPerNs;  // 135.33 us
  const double dcn_stream = 10000 + (q - 1.0) / q * (bytes / m) / 5;               // 210 us
  const double settle = (m - 2) * 2 * kLatencyNs;
  const double pipelined = 2 * (std::max(pod_stream, dcn_stream) + settle);
  testing::Scenario scenario(text, kLink);
  check_times(scenario.run_collective(call), pipelined);
  CHECK(alpha_beta_ns(call, topology, kLink) == Approx(pipelined).epsilon(1e-12));
  // On TPU slices (ring pods) XLA runs the three collectives one after another:
  // the pod's bidirectional ring of 4 (2 steps, half each way) then the DCN's.
  const std::string slices = "ring:4:pods=2:dcn_gbps=5:dcn_us=10";
  const double pod_pass = 2 * kLatencyNs + (m - 1.0) / m * bytes / (2 * kBytesPerNs);
  const double dcn_pass = 10000 + (q - 1.0) / q * (bytes / m) / 5;
  testing::Scenario sliced(slices, kLink);
  check_times(sliced.run_collective(call), 2 * (pod_pass + dcn_pass));
  // 2-D slices: the torus algorithm inside (both axes at once), the DCN ring on S/16.
  const std::string tori = "torus2d:4x4:pods=2:dcn_gbps=5:dcn_us=10";
  const double dcn_16 = 10000 + (q - 1.0) / q * (bytes / 16) / 5;
  testing::Scenario two_d(tori, kLink);
  check_times(two_d.run_collective(call), torus_formula_ns(2, 2, 4, bytes) + 2 * dcn_16);
  CHECK(alpha_beta_ns(call, TopologySpec::parse(tori), kLink) ==
        Approx(torus_formula_ns(2, 2, 4, bytes) + 2 * dcn_16).epsilon(1e-12));
  // Large: hierarchical beats the tree, whose routes cross the DCN with all of S.
  call.algorithm = CollectiveAlgorithm::automatic;
  CHECK(resolve_algorithm(call, topology, &kLink) == CollectiveAlgorithm::hierarchical);
  // Tiny, over 8 pods: the tree's 2·5 levels (each a DCN crossing at worst)
  // beat the rings' 2·3 steps in the pod and 2·7 across: 100 us against 152 us.
  call.bytes = 8;
  CHECK(resolve_algorithm(call, topology, &kLink) == CollectiveAlgorithm::hierarchical);
  CHECK(resolve_algorithm(call, TopologySpec::parse("switch:4:pods=8:dcn_gbps=5:dcn_us=10"), &kLink) ==
        CollectiveAlgorithm::tree);
}

TEST_CASE("direct all-to-all in closed form: a switch's ports, a torus's busiest axis link") {
  const double bytes = 16e6;  // all a rank sends
  // switch:8: each port carries the 7 blocks of S/8 one way; a route is 2 hops.
  testing::Scenario node("switch:8", kLink);
  CollectiveCall call = call_of(CollectivePattern::all_to_all, bytes);
  check_times(node.run_collective(call), 2 * kLatencyNs + 7 * bytes / 8 / kBytesPerNs);
  // torus2d:4x4: an axis of 4 loads each link with offset 1 (1 block) and half
  // of the ties at 2 (4 pairs x 2 hops / 4 links / 2 ways = 1), times the 4
  // sources or destinations across the other axis: 8 blocks of S/16; the
  // farthest block is 2 + 2 hops away.
  testing::Scenario torus("torus2d:4x4", kLink);
  check_times(torus.run_collective(call), 4 * kLatencyNs + 8 * bytes / 16 / kBytesPerNs);
  // Two ring pods: each device's DCN link up carries its 4 blocks for the
  // other pod at 5 GB/s (the pods' rings carry 2 blocks per link at 45 GB/s);
  // the farthest block crosses the DCN (10 us).
  testing::Scenario pods("ring:4:pods=2:dcn_gbps=5:dcn_us=10", kLink);
  check_times(pods.run_collective(call), 10000 + 4 * bytes / 8 / 5);
}

TEST_CASE("algorithms that do not fit the topology or the group are errors that say why") {
  using A = CollectiveAlgorithm;
  using K = CollectivePattern;
  std::string why;
  CHECK_FALSE(algorithm_fits(call_of(K::all_reduce, 1e6), A::tree, TopologySpec::parse("torus2d:4x4"), &why));
  CHECK_THAT(why, Catch::Contains("need a switch, not torus2d:4x4"));
  CHECK_FALSE(algorithm_fits(call_of(K::all_reduce, 1e6), A::halving_doubling,
                             TopologySpec::parse("switch:6"), &why));
  CHECK_THAT(why, Catch::Contains("not a power of two"));
  CHECK_FALSE(algorithm_fits(call_of(K::all_gather, 1e6), A::tree, TopologySpec::parse("switch:8"), &why));
  CHECK_FALSE(
      algorithm_fits(call_of(K::all_reduce, 1e6), A::hierarchical, TopologySpec::parse("switch:8"), &why));
  CHECK_THAT(why, Catch::Contains("does not span two or more pods"));
  CHECK_FALSE(algorithm_fits(call_of(K::all_reduce, 1e6), A::torus, TopologySpec::parse("switch:8"), &why));
  CHECK_THROWS_WITH(resolve_algorithm(call_of(K::all_reduce, 1e6, A::tree), TopologySpec::parse("ring:8")),
                    Catch::Contains("algorithm tree is not available for all_reduce"));
  CHECK(algorithm_fits(call_of(K::all_reduce, 1e6), A::hierarchical,
                       TopologySpec::parse("ring:4:pods=2:dcn_gbps=10:dcn_us=10")));
}

// Topology text, link numbering and dimension-order routes, checked by hand.
#include <catch2/catch.hpp>

#include "harness.hpp"
#include "pmapsim/errors.hpp"

using namespace pmapsim;
using namespace pmapsim::sim;

namespace {

std::vector<std::string> route_names(const std::string& topology, int src, int dst) {
  testing::Scenario scenario(topology);
  std::vector<std::string> names;
  for (int link : scenario.interconnect().route(src, dst))
    names.push_back(scenario.interconnect().link_name(link));
  return names;
}

using Names = std::vector<std::string>;

}  // namespace

TEST_CASE("topology specs parse, count devices and print back") {
  for (const char* text :
       {"ring:8", "torus2d:4x4", "torus3d:4x4x4", "full:8", "torus3d:16x16x16", "ring:1"}) {
    CHECK(TopologySpec::parse(text).str() == text);
  }
  CHECK(TopologySpec::parse("ring:8").device_count() == 8);
  CHECK(TopologySpec::parse("torus2d:2x3").device_count() == 6);
  CHECK(TopologySpec::parse("torus3d:16x16x16").device_count() == 4096);
  CHECK(TopologySpec::parse("torus2d:4x2").dims == std::vector<int>{4, 2});
  CHECK(TopologySpec::parse("full:5").kind == TopologyKind::full);
}

TEST_CASE("bad topology specs are errors that name the problem") {
  CHECK_THROWS_WITH(TopologySpec::parse("mesh:4"), Catch::Contains("unknown kind 'mesh'"));
  CHECK_THROWS_WITH(TopologySpec::parse("ring8"), Catch::Contains("expected KIND:SIZES"));
  CHECK_THROWS_WITH(TopologySpec::parse("torus2d:4"), Catch::Contains("needs 2 sizes, got 1"));
  CHECK_THROWS_WITH(TopologySpec::parse("torus3d:4x4"), Catch::Contains("needs 3 sizes, got 2"));
  CHECK_THROWS_WITH(TopologySpec::parse("ring:0"), Catch::Contains("'0' is not a positive device count"));
  CHECK_THROWS_WITH(TopologySpec::parse("torus2d:4xa"), Catch::Contains("'a' is not a positive"));
  CHECK_THROWS_WITH(TopologySpec::parse("ring:"), Catch::Contains("is not a positive"));
  CHECK_THROWS_AS(TopologySpec::parse("full:100000"), Error);
}

TEST_CASE("links are one per device and direction, named by source and port") {
  testing::Scenario ring("ring:8");
  CHECK(ring.interconnect().link_count() == 16);
  CHECK(ring.interconnect().link_name(0) == "dev0 x+");
  CHECK(ring.interconnect().link_name(1) == "dev0 x-");
  CHECK(ring.interconnect().link_name(7) == "dev3 x-");
  CHECK_THROWS_AS(ring.interconnect().link_name(16), Error);

  testing::Scenario torus("torus3d:4x4x4");
  CHECK(torus.interconnect().link_count() == 64 * 6);
  CHECK(torus.interconnect().link_name(6 * 5 + 4) == "dev5 z+");

  testing::Scenario full("full:4");
  CHECK(full.interconnect().link_count() == 12);
  CHECK(full.interconnect().link_name(3 * 2 + 0) == "dev2 to dev0");
  CHECK(full.interconnect().link_name(3 * 2 + 2) == "dev2 to dev3");
}

TEST_CASE("ring routes go the shorter way round, ties the + way") {
  CHECK(route_names("ring:8", 0, 3) == Names{"dev0 x+", "dev1 x+", "dev2 x+"});
  CHECK(route_names("ring:8", 0, 6) == Names{"dev0 x-", "dev7 x-"});
  CHECK(route_names("ring:8", 5, 1) == Names{"dev5 x+", "dev6 x+", "dev7 x+", "dev0 x+"});
  CHECK(route_names("ring:8", 2, 2).empty());
  CHECK(route_names("ring:2", 1, 0) == Names{"dev1 x+"});
}

TEST_CASE("torus routes go x first, then y, then z") {
  // torus2d:4x4, device = x + 4·y. From (0,0) to (3,2) = device 11: x one step
  // back (0 → 3), then y two steps (a tie, taken the + way) from (3,0).
  CHECK(route_names("torus2d:4x4", 0, 11) == Names{"dev0 x-", "dev3 y+", "dev7 y+"});
  // torus3d:4x4x4, device = x + 4·y + 16·z. (0,0,0) → (1,1,1) = device 21.
  CHECK(route_names("torus3d:4x4x4", 0, 21) == Names{"dev0 x+", "dev1 y+", "dev5 z+"});
  // (1,1,1) → (0,0,3) = device 48: x and y one step back each, then z two
  // steps, a tie on a ring of 4, taken the + way.
  CHECK(route_names("torus3d:4x4x4", 21, 48) == Names{"dev21 x-", "dev20 y-", "dev16 z+", "dev32 z+"});
  // A dimension of size 2 reaches its neighbour the + way.
  CHECK(route_names("torus2d:2x2", 3, 0) == Names{"dev3 x+", "dev2 y+"});
}

TEST_CASE("fully connected routes are one direct link") {
  CHECK(route_names("full:8", 2, 5) == Names{"dev2 to dev5"});
  CHECK(route_names("full:8", 7, 0) == Names{"dev7 to dev0"});
}

TEST_CASE("routes between devices outside the topology are errors") {
  testing::Scenario ring("ring:4");
  CHECK_THROWS_WITH(ring.interconnect().route(0, 4), Catch::Contains("devices 0..3"));
  CHECK_THROWS_AS(ring.interconnect().route(-1, 2), Error);
}

TEST_CASE("open axes: lines and meshes route without wraparound, and print back") {
  for (const char* text :
       {"line:8", "mesh2d:4x4", "mesh3d:2x2x4", "mesh2d:16x4:wrap-x", "mesh3d:4x4x2:wrap-xy"}) {
    CHECK(TopologySpec::parse(text).str() == text);
  }
  CHECK(TopologySpec::parse("mesh2d:16x4:wrap-x").wraps[0]);
  CHECK_FALSE(TopologySpec::parse("mesh2d:16x4:wrap-x").wraps[1]);
  CHECK(TopologySpec::parse("mesh2d:4x4:wrap-xy").str() == "torus2d:4x4");
  // line:8 from 7 to 0: seven steps back, no way round.
  CHECK(route_names("line:8", 7, 0).size() == 7);
  CHECK(route_names("line:8", 0, 6) ==
        Names{"dev0 x+", "dev1 x+", "dev2 x+", "dev3 x+", "dev4 x+", "dev5 x+"});
  // mesh2d:4x4 from (0,0) to (3,3): 3 + 3 hops (the scaling book's 6-hop example).
  CHECK(route_names("mesh2d:4x4", 0, 15).size() == 6);
  CHECK_THROWS_WITH(TopologySpec::parse("torus2d:4x4:wrap-x"), Catch::Contains("only line and mesh"));
  CHECK_THROWS_WITH(TopologySpec::parse("mesh2d:4x4:wrap-z"), Catch::Contains("'z' is not an axis"));
  CHECK_THROWS_WITH(TopologySpec::parse("mesh2d:4x4:x"), Catch::Contains("expected ':wrap-'"));
}

TEST_CASE("a switch: every device one link up to it and one down, a route is up then down") {
  CHECK(TopologySpec::parse("switch:8").str() == "switch:8");
  CHECK(TopologySpec::parse("switch:8").device_count() == 8);
  CHECK_FALSE(TopologySpec::parse("switch:8").grid());
  testing::Scenario node("switch:4");
  CHECK(node.interconnect().link_count() == 8);
  CHECK(route_names("switch:4", 1, 3) == Names{"dev1 up", "dev3 down"});
  CHECK(route_names("switch:4", 2, 2).empty());
}

TEST_CASE("pods joined by a DCN: device ids pod-major, other pods through the devices' DCN links") {
  const TopologySpec two = TopologySpec::parse("switch:4:pods=2:dcn_gbps=50:dcn_us=5");
  CHECK(two.device_count() == 8);
  CHECK(two.pod_device_count() == 4);
  CHECK(two.dcn_bytes_per_ns == 50);
  CHECK(two.dcn_latency_ns == 5000);
  CHECK(two.str() == "switch:4:pods=2:dcn_gbps=50:dcn_us=5");
  CHECK(route_names("switch:4:pods=2:dcn_gbps=50:dcn_us=5", 5, 7) == Names{"dev5 up", "dev7 down"});
  CHECK(route_names("switch:4:pods=2:dcn_gbps=50:dcn_us=5", 1, 6) == Names{"dev1 dcn up", "dev6 dcn down"});
  // A torus pod: routes inside pod 1 use pod 1's links.
  CHECK(route_names("ring:4:pods=2:dcn_gbps=25:dcn_us=10", 5, 7) == Names{"dev5 x+", "dev6 x+"});
  CHECK(route_names("ring:4:pods=2:dcn_gbps=25:dcn_us=10", 4, 7) == Names{"dev4 x-"});
}

TEST_CASE("a DCN link has the DCN's bandwidth and latency: S/B_dcn + one crossing") {
  LinkParams link{450, 500};
  TransferInfo info;
  testing::Scenario across("switch:2:pods=2:dcn_gbps=50:dcn_us=5", link);
  auto times = across.run({0}, [&](int) { across.interconnect().transfer(0, 3, 1e6, info); });
  CHECK(times[0] == Approx(5000 + 1e6 / 50));
  testing::Scenario within("switch:2:pods=2:dcn_gbps=50:dcn_us=5", link);
  auto inside = within.run({0}, [&](int) { within.interconnect().transfer(0, 1, 1e6, info); });
  CHECK(inside[0] == Approx(2 * 500 + 1e6 / 450));
}

TEST_CASE("bad switch and pod specs are errors that name the problem") {
  CHECK_THROWS_WITH(TopologySpec::parse("switch:8:pods=2"), Catch::Contains("dcn_gbps=G"));
  CHECK_THROWS_WITH(TopologySpec::parse("switch:8:pods=0:dcn_gbps=1:dcn_us=1"),
                    Catch::Contains("expects a positive count after 'pods='"));
  CHECK_THROWS_WITH(TopologySpec::parse("switch:8:pods=2:dcn_gbps=-1:dcn_us=1"),
                    Catch::Contains("'dcn_gbps=-1'"));
  CHECK_THROWS_WITH(TopologySpec::parse("switch:8:speed=3"), Catch::Contains("unknown part 'speed=3'"));
  CHECK_THROWS_WITH(TopologySpec::parse("switch:8:wrap-x"), Catch::Contains("only line and mesh"));
  CHECK_THROWS_WITH(TopologySpec::parse("switch:4x4"), Catch::Contains("needs 1 size, got 2"));
}

#include <catch2/catch.hpp>

#include "pmapsim/traces/compare.hpp"
#include "profiles.hpp"

using namespace pmapsim;
using namespace pmapsim::traces;
using namespace pmapsim::traces::testing;

namespace {

Profile ops_profile(const std::string& backend,
                    const std::vector<std::tuple<std::string, int, double>>& ops) {
  Profile profile;
  profile.backend = backend;
  double start = 0;
  for (const auto& [name, index, duration] : ops) {
    profile.events.push_back(make_event(0, "ops", name, start, duration, Bound::none, index));
    profile.events.push_back(make_event(1, "ops", name, start, 5 * duration, Bound::none, index));  // ignored
    start += duration;
  }
  return profile;
}

}  // namespace

TEST_CASE("ops with instruction indices match by index and name", "[compare]") {
  const Profile a = ops_profile("sim", {{"dot", 0, 100}, {"add", 1, 50}, {"psum", 2, 100}});
  const Profile b = ops_profile("cuda", {{"dot", 0, 80}, {"add", 1, 100}, {"psum", 2, 50}, {"mul", 3, 10}});
  const ProfileComparison comparison = compare_profiles(a, b);
  CHECK(comparison.matched_by_op_index);
  CHECK(comparison.a_device == 0);
  REQUIRE(comparison.rows.size() == 4);
  CHECK(comparison.rows[0].ratio() == Approx(0.8));
  CHECK(comparison.rows[1].ratio() == Approx(2.0));
  CHECK(comparison.rows[2].ratio() == Approx(0.5));
  CHECK(comparison.rows[3].name == "mul");
  CHECK(!comparison.rows[3].a_ns);
  CHECK(*comparison.rows[3].b_ns == 10);
  CHECK(!comparison.rows[3].ratio());
  CHECK(comparison.a_ops_ns == 250);
  CHECK(comparison.b_ops_ns == 240);
  CHECK(comparison.only_b == 1);
  CHECK(comparison.only_a == 0);
}

TEST_CASE("without indices ops match by name and order, and one-sided ops stay in place", "[compare]") {
  const Profile a = ops_profile("sim", {{"dot", 0, 100}, {"exp", 1, 30}, {"dot", 2, 100}, {"add", 3, 20}});
  const Profile b = ops_profile("cuda", {{"dot", -1, 50}, {"dot", -1, 60}, {"mul", -1, 5}, {"add", -1, 40}});
  const ProfileComparison comparison = compare_profiles(a, b, "predicted", "measured");
  CHECK(!comparison.matched_by_op_index);
  REQUIRE(comparison.rows.size() == 5);
  CHECK(comparison.rows[0].name == "dot");
  CHECK(*comparison.rows[0].b_ns == 50);
  CHECK(comparison.rows[1].name == "exp");
  CHECK(!comparison.rows[1].b_ns);
  CHECK(comparison.rows[2].name == "dot");
  CHECK(*comparison.rows[2].b_ns == 60);
  CHECK(comparison.rows[3].name == "mul");  // B-only, listed where B has it
  CHECK(!comparison.rows[3].a_ns);
  CHECK(comparison.rows[4].name == "add");
  CHECK(comparison.rows[4].ratio() == Approx(2.0));
  CHECK(comparison.only_a == 1);
  CHECK(comparison.only_b == 1);
  const std::string table = compare_table(comparison);
  CHECK_THAT(table, Catch::Contains("A: predicted") && Catch::Contains("B: measured"));
  CHECK_THAT(table, Catch::Contains("1 ops only in A, 1 ops only in B"));
  CHECK_THAT(table, Catch::Contains("0.620"));  // all ops: 155 / 250
}

TEST_CASE("a profile without ops compares as all one-sided", "[compare]") {
  const Profile a = ops_profile("sim", {{"dot", 0, 100}});
  Profile b;
  const ProfileComparison comparison = compare_profiles(a, b);
  CHECK(comparison.b_device == -1);
  REQUIRE(comparison.rows.size() == 1);
  CHECK(!comparison.rows[0].b_ns);
  CHECK(comparison.only_a == 1);
  CHECK_THAT(compare_table(comparison), Catch::Contains("makespan"));
}

TEST_CASE("ratios too small for three decimals keep three significant digits", "[compare]") {
  const Profile a = ops_profile("sim", {{"dot", 0, 1e6}});
  const Profile b = ops_profile("cuda", {{"dot", 0, 38}});
  const std::string table = compare_table(compare_profiles(a, b));
  CHECK_THAT(table, Catch::Contains("3.80e-05"));
  CHECK_THAT(table, !Catch::Contains("0.000"));
}

TEST_CASE("a zero-length op that starts with the next one is matched, not listed twice", "[compare]") {
  // A: the reshape (index 0) takes no time and starts together with the dot (index 1).
  Profile a;
  a.events.push_back(make_event(0, "ops", "dot", 0, 100, Bound::none, 1));
  a.events.push_back(make_event(0, "ops", "reshape", 0, 0, Bound::none, 0));
  const Profile b = ops_profile("reference", {{"reshape", 0, 20}, {"dot", 1, 300}});
  const ProfileComparison comparison = compare_profiles(a, b);
  REQUIRE(comparison.rows.size() == 2);
  CHECK(comparison.rows[0].name == "reshape");
  CHECK(*comparison.rows[0].a_ns == 0);
  CHECK(*comparison.rows[0].b_ns == 20);
  CHECK(comparison.rows[1].ratio() == Approx(3.0));
  CHECK(comparison.only_a == 0);
  CHECK(comparison.only_b == 0);
}

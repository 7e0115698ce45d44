// A real backend's profile, not a hand-built one, makes a valid trace that
// reads back, summarizes and compares with itself.
#include <catch2/catch.hpp>

#include "perfetto_rules.hpp"
#include "pmapsim/pmapsim.hpp"
#include "pmapsim/traces/traces.hpp"
#include "profiles.hpp"

using namespace pmapsim;
using namespace pmapsim::traces;
using namespace pmapsim::traces::testing;
using json = nlohmann::json;

TEST_CASE("a traced reference run writes a valid trace with its collective's arrows", "[backend]") {
  Runtime runtime = Runtime::open("reference:devices=4");
  Pmapped step = pmap([](Value x) { return psum(x * x, "i"); });
  const Array x = arange(16).reshape({4, 4});
  step(runtime, x);
  const Profile& profile = step.last_run().profile;
  REQUIRE(!profile.events.empty());

  ScratchDir dir;
  write_trace(profile, dir.file("reference.json.gz"));
  const json trace = json::parse(gunzip_file(dir.file("reference.json.gz")));
  const auto problems = perfetto_rule_violations(trace);
  INFO((problems.empty() ? "" : problems.front()));
  CHECK(problems.empty());
  std::size_t arrows = 0;
  for (const json& event : trace["traceEvents"]) arrows += event["ph"] == "s" ? 1 : 0;
  CHECK(arrows == 3);  // the psum's first member to the three others

  const Profile read = read_trace(dir.file("reference.json.gz"));
  CHECK(read.events.size() == profile.events.size());
  const ProfileComparison same = compare_profiles(read, read);
  CHECK(same.only_a == 0);
  CHECK(same.only_b == 0);
  CHECK_THAT(summary_table(read), Catch::Contains("psum"));
}

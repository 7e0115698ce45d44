#include <catch2/catch.hpp>
#include <sstream>

#include "commands.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/traces/trace_writer.hpp"
#include "profiles.hpp"

using namespace pmapsim;
using namespace pmapsim::traces;
using namespace pmapsim::traces::testing;
using namespace pmapsim::tools;

TEST_CASE("trace summary prints the tables of a trace file", "[commands]") {
  ScratchDir dir;
  write_trace(sim_shaped_profile(), dir.file("sim.json.gz"));
  std::ostringstream out;
  CHECK(trace_summary_command(dir.file("sim.json.gz"), out) == 0);
  CHECK_THAT(out.str(), Catch::Contains("program mlp_step on sim:tiny,devices=2: makespan 1.80 us"));
  CHECK_THAT(out.str(), Catch::Contains("dma") && Catch::Contains("critical path (device 0, 3 ops"));
}

TEST_CASE("trace compare prints predicted against measured", "[commands]") {
  ScratchDir dir;
  write_trace(sim_shaped_profile(), dir.file("sim.json"));
  write_trace(cuda_shaped_profile(), dir.file("gpu.json"));
  std::ostringstream out;
  CHECK(trace_compare_command(dir.file("sim.json"), dir.file("gpu.json"), out) == 0);
  // add: 200 ns predicted, 10 ns measured.
  CHECK_THAT(out.str(), Catch::Contains("0.050"));
  CHECK_THAT(out.str(), Catch::Contains("(sim:tiny,devices=2)") && Catch::Contains("(cuda:virtual=2)"));
}

TEST_CASE("trace commands throw Error for bad input", "[commands]") {
  ScratchDir dir;
  write_bytes(dir.file("bad.json"), "{\"traceEvents\": [");
  std::ostringstream out;
  CHECK_THROWS_AS(trace_summary_command(dir.file("nothing.json"), out), Error);
  CHECK_THROWS_AS(trace_summary_command(dir.file("bad.json"), out), Error);
  CHECK_THROWS_AS(trace_compare_command(dir.file("bad.json"), dir.file("nothing.json"), out), Error);
}

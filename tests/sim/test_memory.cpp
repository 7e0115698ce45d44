// The memory profile: live HBM bytes per device against hand counts, the
// counter track the sim writes, and the buffers listed at the peak.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "compiler/cost_model.hpp"
#include "pmapsim/sim/memory_profile.hpp"
#include "pmapsim/traces/trace_writer.hpp"
#include "sim_test_helpers.hpp"

using namespace pmapsim;
using namespace pmapsim::sim;

namespace {

// params 4x8 + 8x16 f32 = 128 + 512 bytes; every result is 4x16 f32 = 256.
const char* kProgram =
    "pmap @m axis=i devices=2 (%a: f32[4,8], %b: f32[8,16]) {\n"
    "  %0 = dot %a, %b {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : f32[4,16]\n"
    "  %1 = tanh %0 : f32[4,16]\n"
    "  %2 = exp %0 : f32[4,16]\n"
    "  %3 = psum %1 {axis=i} : f32[4,16]\n"
    "  return %3\n"
    "}\n";

}  // namespace

TEST_CASE("live HBM bytes follow value lifetimes and scratch, as counted by hand") {
  const Program program = parse_program(kProgram, "m.spmd");
  const MemoryProfile profile = memory_profile(program);
  CHECK(profile.parameter_bytes == 640);
  // %0: +256 (read again by %1 and %2)         during 896, after 896
  // %1: +256                                    during 1152, after 1152
  // %2: +256, never read: dropped; %0 freed     during 1408, after 896
  // %3: +256 + scratch 256 / 2 devices; %1 freed during 1280, after 896
  CHECK(profile.during == std::vector<double>{896, 1152, 1408, 1280});
  CHECK(profile.after == std::vector<double>{896, 1152, 896, 896});
  CHECK(profile.scratch == std::vector<double>{0, 0, 0, 128});
  CHECK(profile.peak_bytes == 1408);
  CHECK(profile.peak_instruction == 2);
  // At the peak: b (512), then %0, %1, %2 (256 each), then a (128).
  REQUIRE(profile.at_peak.size() == 5);
  CHECK(profile.at_peak[0].made_by == "param %b");
  CHECK(profile.at_peak[1].made_by == "%0 = dot");
  CHECK(profile.at_peak[3].made_by == "%2 = exp");
  CHECK(profile.at_peak[3].type.str() == "f32[4,16]");
  CHECK(profile.at_peak[4].bytes == 128);
  double sum = 0;
  for (const LiveBuffer& buffer : profile.at_peak) sum += buffer.bytes;
  CHECK(sum == profile.peak_bytes);
  CHECK_THAT(memory_table(profile, 2), Catch::Contains("peak 1.4 KiB (1408 bytes) while %2 runs") &&
                                           Catch::Contains("... 3 smaller buffers, 640 bytes"));
}

TEST_CASE("the example all-reduce: parameter, two results and a grouped receive chunk") {
  const Program program = read_program_file(
      (std::filesystem::path(PMAPSIM_SOURCE_DIR) / "examples" / "programs" / "allreduce.spmd").string());
  const MemoryProfile profile = memory_profile(program);
  const double block = 4.0 * 1024 * 1024;             // f32[1,1024,1024]
  CHECK(profile.during[0] == 2 * block + block / 8);  // psum over 8 devices
  CHECK(profile.during[1] == 3 * block + block / 4);  // pmean within groups of 4
  CHECK(profile.peak_bytes == 3 * block + block / 4);
  CHECK(profile.at_peak.back().scratch);
}

TEST_CASE("the sim writes the live bytes as a counter per device, timing-only too") {
  const Program program = parse_program(kProgram, "m.spmd");
  for (const bool timing_only : {false, true}) {
    auto backend = testing::open_sim(timing_only ? "sim:tiny,devices=2,timing-only" : "sim:tiny,devices=2");
    auto executable = backend->compile(program);
    const RunResult run = executable->run(testing::make_args(program, timing_only));
    CHECK(run.profile.metadata.at("hbm_peak_live_bytes") == "1408");
    for (int device = 0; device < 2; ++device) {
      std::vector<CounterSample> samples;
      for (const CounterSample& sample : run.profile.counters) {
        if (sample.device == device && sample.name == kLiveHbmCounter) samples.push_back(sample);
      }
      REQUIRE_FALSE(samples.empty());
      CHECK(std::is_sorted(
          samples.begin(), samples.end(),
          [](const CounterSample& a, const CounterSample& b) { return a.time_ns < b.time_ns; }));
      const auto peak = std::max_element(samples.begin(), samples.end(),
                                         [](const auto& a, const auto& b) { return a.value < b.value; });
      CHECK(peak->value == 1408);
      CHECK(peak->time_ns == testing::op_event(run.profile, device, 2).start_ns);
      CHECK(samples.back().value == 896);  // the parameters and the result
    }
  }
}

TEST_CASE("the live-bytes counter reaches the Perfetto trace as a counter track") {
  const Program program = parse_program(kProgram, "m.spmd");
  auto backend = testing::open_sim("sim:tiny,devices=2,timing-only");
  const RunResult run = backend->compile(program)->run(testing::make_args(program, true));
  const auto path = std::filesystem::temp_directory_path() / "pmapsim_test_memory_trace.json";
  traces::write_trace(run.profile, path.string());
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  CHECK_THAT(text.str(), Catch::Contains(R"("ph":"C","pid":1,)") &&
                             Catch::Contains(R"("name":"hbm live bytes","args":{"value":1408})"));
  std::filesystem::remove(path);
}

TEST_CASE("a loop's carry and an in-place update take over the buffer their operand leaves") {
  // As XLA assigns buffers: the loop state is one buffer (the stack's, which nothing reads after
  // the loop), and dynamic_update_slice writes into its dying operand. The stack is 64x16 f32
  // (4096 bytes), the parameter 64 bytes, the counters 4 bytes each.
  const Program program = parse_program(
      "pmap @w axis=i devices=1 (%a: f32[16]) {\n"
      "  %stack = broadcast %a {dims=[1]} : f32[64,16]\n"
      "  %k0 = constant {value=0} : s32[]\n"
      "  %k, %acc = while_loop %k0, %stack : s32[], f32[64,16] (%i: s32[], %s: f32[64,16]) {\n"
      "    %n = constant {value=4} : s32[]\n"
      "    %more = compare %i, %n {direction=lt} : bool[]\n"
      "    return %more\n"
      "  } (%i: s32[], %s: f32[64,16]) {\n"
      "    %one = constant {value=1} : s32[]\n"
      "    %next = add %i, %one : s32[]\n"
      "    %twice = add %s, %s : f32[64,16]\n"
      "    return %next, %twice\n"
      "  }\n"
      "  %row = reshape %a : f32[1,16]\n"
      "  %out = dynamic_update_slice %acc, %row, %k, %k0 : f32[64,16]\n"
      "  return %out\n"
      "}\n",
      "w.spmd");
  const MemoryProfile profile = memory_profile(program);
  // The stack is allocated once (4096 + 64 for %a + 4 for %k0): neither the loop's result nor the
  // update holds a second copy; %k (4) and %row (64) come and go beside it.
  CHECK(profile.peak_bytes == 64 + 4096 + 4 + 4 + 64);
  CHECK(profile.during.at(2) == 64 + 4096 + 4 + 4);       // the loop: its counter result is new
  CHECK(profile.during.at(5) == 64 + 4096 + 4 + 4 + 64);  // the update: no new buffer
  CHECK(peak_live_bytes(program) == profile.peak_bytes);
}

// The sim backend's numbers (against the reference), determinism, timing-only
// mode, several worlds in one process, and argument errors.
#include <catch2/catch.hpp>
#include <thread>

#include "sim_test_helpers.hpp"

using namespace pmapsim;
using namespace pmapsim::sim;
using namespace pmapsim::sim::testing;

namespace {

// A program that touches every kind of op and most collectives, recorded with pmap.
Pmapped mixed_program() {
  return pmap(
      [](const std::vector<Value>& in) -> std::vector<Value> {
        const Value x = in[0];  // (1, 8, 16)
        const Value w = in[1];  // (1, 16, 12)
        const Value h = matmul(x, w);
        const Value a = tanh(h) + exp(h * 0.1) - maximum(h, 0.0) / 3.0;
        const Value summed = psum(a, "i");
        const Value gathered = all_gather(sum(a, {2}), "i", 0, true);
        const Value shifted = ppermute(a, "i", {{0, 1}, {1, 2}, {2, 3}, {3, 0}});
        const Value scattered = psum_scatter(summed, "i", 1, true);
        const Value largest = pmax(transpose(shifted, {0, 2, 1}), "i", {{0, 1}, {2, 3}});
        const Value swapped = all_to_all(a, "i", 1, 2, true);
        const Value index = convert(axis_index("i"), DType::f32) + mean(a, {1, 2});
        return {summed, gathered, scattered, largest, swapped, index, pmean(sqrt(a * a + 1.0), "i")};
      },
      PmapOptions{});
}

struct Recorded {
  Program program;
  std::vector<std::vector<Array>> args;
};

Recorded trace_mixed(std::int64_t devices = 4) {
  Pmapped f = mixed_program();
  const Array x = random_normal({devices, 8, 16}, 3);
  const Array w = random_normal({devices, 16, 12}, 4);
  Recorded recorded{f.record({x.type(), w.type()}, devices), {}};
  recorded.args = f.shard({x, w});
  return recorded;
}

}  // namespace

TEST_CASE("sim numbers match the reference for local ops and collectives") {
  const Recorded t = trace_mixed();
  auto sim = open_sim("sim:tiny");
  auto reference = open_reference(4);
  const CheckReport report = check(t.program, t.args, *sim, *reference);
  INFO(report.table());
  CHECK(report.passed());
  CHECK(report.outputs.size() == 7);
}

TEST_CASE("every collective= choice runs psum, all_to_all and ppermute and matches the reference") {
  // Each algorithm applies to the collectives that have it (direct: all_to_all
  // and ppermute; bidirectional_ring: the reductions and gathers; torus: those
  // over a whole torus); the rest keep the automatic choice instead of failing.
  const Recorded t = trace_mixed();
  auto reference = open_reference(4);
  for (const std::string topology : {"ring:4", "torus2d:2x2"}) {
    for (const std::string algorithm : {"automatic", "ring", "bidirectional_ring", "torus", "direct"}) {
      const std::string spec = "sim:tiny,topology=" + topology + ",collective=" + algorithm;
      INFO(spec);
      auto sim = open_sim(spec);
      const CheckReport report = check(t.program, t.args, *sim, *reference);
      INFO(report.table());
      CHECK(report.passed());
    }
  }
}

TEST_CASE("bf16 programs match the reference within bf16 tolerance") {
  const Program program = parse_program(
      "pmap @mm axis=i devices=4 (%a: bf16[1,24,40], %b: bf16[40,16]) {\n"
      "  %0 = reshape %a : bf16[24,40]\n"
      "  %1 = dot %0, %b {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : f32[24,16]\n"
      "  %2 = psum %1 {axis=i} : f32[24,16]\n"
      "  return %2\n}\n");
  auto sim = open_sim("sim:tiny");
  auto reference = open_reference(4);
  const CheckReport report = check(program, make_args(program, false), *sim, *reference);
  INFO(report.table());
  CHECK(report.passed());
}

TEST_CASE("the same program and inputs give bit-identical numbers and times") {
  // The first run builds the executable's SystemC world; the later ones reuse
  // it (one without a profile in between) and must not see that.
  const Recorded t = trace_mixed();
  auto sim = open_sim("sim:tiny");
  auto executable = sim->compile(t.program);
  const RunResult first = executable->run(t.args);
  RunOptions quiet;
  quiet.profile = false;
  const RunResult unprofiled = executable->run(t.args, quiet);
  CHECK(unprofiled.profile.events.empty());
  CHECK(unprofiled.profile.total_ns == first.profile.total_ns);
  CHECK(unprofiled.profile.metadata == first.profile.metadata);
  const RunResult second = executable->run(t.args);
  CHECK(first.outputs == second.outputs);
  CHECK(first.profile.total_ns == second.profile.total_ns);
  REQUIRE(first.profile.events.size() == second.profile.events.size());
  for (std::size_t i = 0; i < first.profile.events.size(); ++i) {
    const ProfileEvent& a = first.profile.events[i];
    const ProfileEvent& b = second.profile.events[i];
    CHECK((a.device == b.device && a.track == b.track && a.name == b.name && a.start_ns == b.start_ns &&
           a.duration_ns == b.duration_ns && a.flops == b.flops && a.bytes == b.bytes && a.args == b.args));
  }
  REQUIRE(first.profile.counters.size() == second.profile.counters.size());
  for (std::size_t i = 0; i < first.profile.counters.size(); ++i) {
    const CounterSample& a = first.profile.counters[i];
    const CounterSample& b = second.profile.counters[i];
    CHECK((a.device == b.device && a.name == b.name && a.time_ns == b.time_ns && a.value == b.value));
  }
  CHECK(first.profile.metadata == second.profile.metadata);
  CHECK(first.profile.total_ns > 0);
}

TEST_CASE("timing-only takes shape-only arrays, returns shape-only outputs, and the same times") {
  const Recorded t = trace_mixed();
  auto functional = open_sim("sim:tiny");
  auto timing_only = open_sim("sim:tiny,timing-only");
  const RunResult numbers = compile_and_run(*functional, t.program, t.args);
  RunOptions keep;
  keep.keep_intermediates = true;
  const RunResult times = compile_and_run(*timing_only, t.program, make_args(t.program, true), keep);
  REQUIRE(times.outputs.size() == 4);
  for (std::size_t d = 0; d < 4; ++d) {
    REQUIRE(times.outputs[d].size() == numbers.outputs[d].size());
    for (std::size_t r = 0; r < times.outputs[d].size(); ++r) {
      CHECK_FALSE(times.outputs[d][r].has_data());
      CHECK(times.outputs[d][r].type() == numbers.outputs[d][r].type());
    }
  }
  CHECK(times.intermediates.at(0).size() == t.program.body.size());
  CHECK(times.profile.total_ns == numbers.profile.total_ns);
  CHECK(times.profile.metadata.at("timing_only") == "true");
}

TEST_CASE("several sim backends and runs in one process each get their own world") {
  const Recorded t = trace_mixed();
  auto tiny = open_sim("sim:tiny");
  auto v5e = open_sim("sim:tpu-v5e,devices=4,topology=line:4");
  auto tiny_exe = tiny->compile(t.program);
  auto v5e_exe = v5e->compile(t.program);
  const RunResult a = tiny_exe->run(t.args);
  const RunResult b = v5e_exe->run(t.args);
  const RunResult c = tiny_exe->run(t.args);
  CHECK(a.outputs == b.outputs);  // same kernels, same numbers
  CHECK(a.profile.total_ns == c.profile.total_ns);
  CHECK(b.profile.total_ns != a.profile.total_ns);  // other hardware, other times
  // Times restart at zero in every run.
  double earliest = 1e300;
  for (const auto& event : c.profile.events) earliest = std::min(earliest, event.start_ns);
  CHECK(earliest == 0);
}

TEST_CASE("runs started from several threads at once give the serial runs' numbers and times") {
  // Each caller computes its numbers on its own thread while the timing
  // models queue on the one model thread; nothing may leak between runs.
  const Recorded t = trace_mixed();
  auto tiny = open_sim("sim:tiny");
  auto v5e = open_sim("sim:tpu-v5e,devices=4,topology=line:4");
  auto quiet = open_sim("sim:tiny,timing-only");
  std::vector<std::unique_ptr<Executable>> executables;
  executables.push_back(tiny->compile(t.program));
  executables.push_back(v5e->compile(t.program));
  executables.push_back(quiet->compile(t.program));
  const std::vector<std::vector<Array>> shape_only = make_args(t.program, true);
  const auto args_for = [&](std::size_t e) -> const std::vector<std::vector<Array>>& {
    return e == 2 ? shape_only : t.args;
  };
  std::vector<RunResult> serial;
  for (std::size_t e = 0; e < executables.size(); ++e) serial.push_back(executables[e]->run(args_for(e)));

  constexpr int kRunsPerThread = 4;
  std::vector<std::vector<RunResult>> concurrent(executables.size());
  std::vector<std::thread> callers;
  for (std::size_t e = 0; e < executables.size(); ++e) {
    callers.emplace_back([&, e] {
      for (int i = 0; i < kRunsPerThread; ++i) concurrent[e].push_back(executables[e]->run(args_for(e)));
    });
  }
  for (std::thread& caller : callers) caller.join();
  for (std::size_t e = 0; e < executables.size(); ++e) {
    REQUIRE(concurrent[e].size() == kRunsPerThread);
    for (const RunResult& run : concurrent[e]) {
      CHECK(run.profile.total_ns == serial[e].profile.total_ns);
      CHECK(run.profile.events.size() == serial[e].profile.events.size());
      if (e != 2) CHECK(run.outputs == serial[e].outputs);
    }
  }
  CHECK(serial[0].profile.total_ns != serial[1].profile.total_ns);
}

TEST_CASE("bad arguments and device counts are one-line errors") {
  const Recorded t = trace_mixed();
  auto sim = open_sim("sim:tiny");
  auto executable = sim->compile(t.program);
  std::vector<std::vector<Array>> too_few(t.args.begin(), t.args.begin() + 2);
  CHECK_THROWS_WITH(executable->run(too_few), Catch::Contains("runs on 4 devices, got arguments for 2"));
  auto wrong_type = t.args;
  wrong_type[1][0] = Array(DType::f32, {1, 8, 15});
  CHECK_THROWS_WITH(executable->run(wrong_type), Catch::Contains(" on device 1: expected "));
  CHECK_THROWS_WITH(executable->run(make_args(t.program, true)), Catch::Contains("shape-only"));
  auto small = open_sim("sim:tiny,devices=2,topology=ring:2");
  CHECK_THROWS_WITH(
      small->compile(t.program),
      Catch::Contains("compiling computation that requires 4 logical devices, but only 2 devices"));
}

namespace {

void check_same_profile(const Profile& a, const Profile& b) {
  CHECK(a.total_ns == b.total_ns);
  CHECK(a.metadata == b.metadata);
  REQUIRE(a.events.size() == b.events.size());
  for (std::size_t i = 0; i < a.events.size(); ++i) {
    const ProfileEvent &x = a.events[i], &y = b.events[i];
    CHECK((x.device == y.device && x.track == y.track && x.name == y.name && x.start_ns == y.start_ns &&
           x.duration_ns == y.duration_ns && x.op_index == y.op_index && x.args == y.args));
  }
  REQUIRE(a.counters.size() == b.counters.size());
  for (std::size_t i = 0; i < a.counters.size(); ++i) {
    CHECK((a.counters[i].name == b.counters[i].name && a.counters[i].time_ns == b.counters[i].time_ns &&
           a.counters[i].value == b.counters[i].value));
  }
}

}  // namespace

TEST_CASE("a program without loops is simulated once: later runs give the first run's profile") {
  const Recorded t = trace_mixed();
  auto sim = open_sim("sim:tpu-v5e,devices=4,topology=line:4");
  auto kept = sim->compile(t.program);
  RunOptions quiet;
  quiet.profile = false;
  std::vector<RunResult> runs;
  for (int i = 0; i < 4; ++i) runs.push_back(kept->run(t.args, i % 2 == 0 ? RunOptions{} : quiet));
  const RunResult fresh = sim->compile(t.program)->run(t.args);
  const RunResult fresh_quiet = sim->compile(t.program)->run(t.args, quiet);
  for (int i = 0; i < 4; ++i) {
    check_same_profile(runs[static_cast<std::size_t>(i)].profile,
                       i % 2 == 0 ? fresh.profile : fresh_quiet.profile);
    CHECK(runs[static_cast<std::size_t>(i)].outputs == fresh.outputs);
  }
  CHECK(runs[1].profile.events.empty());
  CHECK(!runs[2].profile.events.empty());
}

TEST_CASE("a loop's run reuses the kept profile only while the loop runs the same trips") {
  const Program program = parse_program(R"(pmap @p axis=i devices=4 (%x: f32[64], %n: s32[]) {
  %k0 = constant {value=0} : s32[]
  %k, %acc = while_loop %k0, %x : s32[], f32[64] (%i: s32[], %a: f32[64]) {
    %more = compare %i, %n {direction=lt} : bool[]
    return %more
  } (%i: s32[], %a: f32[64]) {
    %one = constant {value=1} : s32[]
    %next = add %i, %one : s32[]
    %sum = add %a, %a : f32[64]
    return %next, %sum
  }
  return %acc
}
)");
  const auto args_with_trips = [](int trips) {
    std::vector<std::vector<Array>> args;
    for (int d = 0; d < 4; ++d) args.push_back({full(DType::f32, {64}, 1.0), full(DType::s32, {}, trips)});
    return args;
  };
  auto sim = open_sim("sim:tpu-v5e,devices=4,topology=line:4");
  auto kept = sim->compile(program);
  for (int trips : {3, 3, 5, 5, 3}) {
    const RunResult run = kept->run(args_with_trips(trips));
    const RunResult fresh = sim->compile(program)->run(args_with_trips(trips));
    check_same_profile(run.profile, fresh.profile);
    CHECK(run.outputs == fresh.outputs);
  }
  CHECK(kept->run(args_with_trips(3)).profile.total_ns < kept->run(args_with_trips(5)).profile.total_ns);
}

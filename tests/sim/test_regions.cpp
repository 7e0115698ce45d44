// The simulator with loops and conditionals: the numbers are the
// reference's, a loop is timed by its executed iterations, and timing-only
// mode refuses a loop whose trip count depends on values.
#include <fmt/format.h>

#include <catch2/catch.hpp>

#include "pmapsim/sim/collectives.hpp"
#include "pmapsim/sim/hardware.hpp"
#include "pmapsim/traces/summary.hpp"
#include "sim_test_helpers.hpp"

using namespace pmapsim;
using namespace pmapsim::sim::testing;
using Catch::Matchers::Equals;

namespace {

// `trips` trips, each adding psum(x * x) (a collective inside the loop) over f32[n].
std::string psum_loop_text(int trips, std::int64_t n = 256) {
  return fmt::format(R"(pmap @loop axis=i devices=4 (%x: f32[{1}]) {{
  %k0 = constant {{value=0}} : s32[]
  %zero = constant {{value=0.0}} : f32[{1}]
  %k, %acc = while_loop %k0, %zero : s32[], f32[{1}] (%i: s32[], %a: f32[{1}]) {{
    %n = constant {{value={0}}} : s32[]
    %more = compare %i, %n {{direction=lt}} : bool[]
    return %more
  }} (%i: s32[], %a: f32[{1}]) {{
    %one = constant {{value=1}} : s32[]
    %next = add %i, %one : s32[]
    %sq = mul %x, %x : f32[{1}]
    %s = psum %sq {{axis=i}} : f32[{1}]
    %sum = add %a, %s : f32[{1}]
    return %next, %sum
  }}
  return %acc
}}
)",
                     trips, n);
}

Program psum_loop(int trips, std::int64_t n = 256) {
  return parse_program(psum_loop_text(trips, n));
}

RunResult run_on(Backend& backend, const Program& program, const std::vector<std::vector<Array>>& args) {
  RunOptions options;
  options.profile = true;
  return backend.compile(program)->run(args, options);
}

}  // namespace

TEST_CASE("a psum inside a loop gives the reference's numbers on the simulator") {
  const Program program = psum_loop(3);
  const auto args = make_args(program, false);
  auto sim = open_sim("sim:tiny,devices=4");
  auto reference = open_reference(4);
  const RunResult simulated = run_on(*sim, program, args);
  const RunResult expected = reference->compile(program)->run(args);
  CHECK(simulated.outputs == expected.outputs);
}

TEST_CASE("a loop is timed by the iterations it ran") {
  auto sim = open_sim("sim:tiny,devices=4");
  const Program three = psum_loop(3);
  const Program six = psum_loop(6);
  const auto args = make_args(three, false);
  const RunResult short_run = run_on(*sim, three, args);
  const RunResult long_run = run_on(*sim, six, args);
  const double short_loop = op_event(short_run.profile, 0, 2).duration_ns;
  const double long_loop = op_event(long_run.profile, 0, 2).duration_ns;
  CHECK(short_loop > 0);
  // Twice the iterations, twice the work (the same plan, streamed).
  CHECK(long_loop == Approx(2 * short_loop).epsilon(0.05));
  const auto& event_args = op_event(long_run.profile, 0, 2).args;
  CHECK(std::find(event_args.begin(), event_args.end(),
                  std::make_pair(std::string("iterations"), std::string("6"))) != event_args.end());
}

TEST_CASE("timing-only mode times a loop with constant bounds as the run with values does") {
  const Program program = psum_loop(5);
  auto with_values = open_sim("sim:tiny,devices=4");
  auto timing_only = open_sim("sim:tiny,devices=4,timing-only");
  const RunResult numbers = run_on(*with_values, program, make_args(program, false));
  const RunResult times = run_on(*timing_only, program, make_args(program, true));
  CHECK(times.profile.total_ns == numbers.profile.total_ns);
  CHECK(op_event(times.profile, 0, 2).duration_ns == op_event(numbers.profile, 0, 2).duration_ns);
}

namespace {

// The alpha-beta time of a psum of `bytes` over devices 0-3 of `hw`.
double psum_of_four_ns(const sim::HardwareConfig& hw, double bytes) {
  sim::CollectiveCall call;
  call.kind = CollectivePattern::all_reduce;
  call.bytes = bytes;
  call.group = {0, 1, 2, 3};
  return sim::alpha_beta_ns(call, hw.topology, hw.link_params());
}

}  // namespace

// XLA runs a layer loop's collectives asynchronously: on the links beside the
// body's loads and compute. Here the psum's ring time over the 2x2 slice is
// longer than the body's HBM passes, so the loop lasts the trips' psums.
TEST_CASE("a collective inside a timed loop takes its alpha-beta time on the links beside the body") {
  constexpr std::int64_t n = 16 * 1024 * 1024;
  constexpr int trips = 5;
  const std::string spec = "sim:tpu-v5e,devices=4,timing-only";
  const sim::HardwareConfig hw = sim::resolve_hardware(BackendSpec::parse(spec));
  const double psum_ns = psum_of_four_ns(hw, 4.0 * n);
  // The body's HBM traffic: x read and x*x written, the psum's operand read and
  // result written, the sum's two operands read and its result written (7 arrays).
  const double body_hbm_ns = 7 * 4.0 * n / hw.hbm_bytes_per_s * 1e9;
  REQUIRE(psum_ns > 1.2 * body_hbm_ns);
  const Program program = psum_loop(trips, n);
  auto timing_only = open_sim(spec);
  const RunResult times = run_on(*timing_only, program, make_args(program, true));
  const ProfileEvent& loop = op_event(times.profile, 0, 2);
  CHECK(loop.duration_ns == Approx(trips * psum_ns).epsilon(0.05));
}

// The profile shows what a timed loop's collectives cost: their time on a link track of the
// device's and in the critical path's collective time, their bytes as the device's link bytes,
// and the run's collective time. Before, they were inside the loop's event only, and a layer
// loop's gathers read as no communication.
TEST_CASE("a timed loop's collectives show in the profile as link time and link bytes") {
  constexpr std::int64_t n = 1024 * 1024;
  constexpr int trips = 3;
  const std::string spec = "sim:tpu-v5e,devices=4,timing-only";
  const double psum_ns = psum_of_four_ns(sim::resolve_hardware(BackendSpec::parse(spec)), 4.0 * n);
  const Program program = psum_loop(trips, n);
  auto timing_only = open_sim(spec);
  const RunResult times = run_on(*timing_only, program, make_args(program, true));
  const ProfileEvent* collectives = nullptr;
  for (const ProfileEvent& event : times.profile.events)
    if (event.device == 0 && event.track == "ici:dev0 loop collectives" && event.op_index == 2)
      collectives = &event;
  REQUIRE(collectives != nullptr);
  CHECK(collectives->name == "collectives in while_loop");
  // (within 1%: the plan's call also times combining what arrives)
  CHECK(collectives->duration_ns == Approx(trips * psum_ns).epsilon(0.01));
  // A ring all-reduce sends 2 S (n - 1) / n per device and trip.
  const double sent = trips * 2 * 4.0 * n * 3 / 4;
  const traces::ProfileSummary summary = traces::summarize(times.profile);
  REQUIRE(!summary.devices.empty());
  CHECK(summary.devices.front().link_bytes == Approx(sent));
  CHECK(summary.critical_path.collective_ns == Approx(collectives->duration_ns));
  // Not an op of its own: the ops table has the loop once.
  for (const traces::OpTotal& op : summary.ops) CHECK(op.name != "collectives in while_loop");
}

namespace {

// `outer` trips of a loop whose body runs `inner` trips of a loop over five
// elementwise ops on a carried f32[n] (no inner loop when inner is 0).
Program chain_loop(int outer, int inner, std::int64_t n) {
  // The chain on loop `name`'s carried value, its result %<name>u.
  const auto chain = [&](const std::string& name) {
    return fmt::format(
        "    %{1}y = neg %{1}a : f32[{0}]\n"
        "    %{1}z = abs %{1}y : f32[{0}]\n"
        "    %{1}w = mul %{1}z, %{1}a : f32[{0}]\n"
        "    %{1}v = add %{1}w, %{1}z : f32[{0}]\n"
        "    %{1}u = sub %{1}v, %{1}a : f32[{0}]\n",
        n, name);
  };
  // Loop `name` of `trips` trips starting from %<start>, its body `body` ending in %<last>.
  const auto loop = [&](const std::string& name, int trips, const std::string& start, const std::string& body,
                        const std::string& last) {
    return fmt::format(
        "  %{0}0 = constant {{value=0}} : s32[]\n"
        "  %{0}k, %{0}r = while_loop %{0}0, %{3} : s32[], f32[{1}] (%{0}i: s32[], %{0}a: f32[{1}]) {{\n"
        "    %{0}n = constant {{value={2}}} : s32[]\n"
        "    %{0}more = compare %{0}i, %{0}n {{direction=lt}} : bool[]\n"
        "    return %{0}more\n"
        "  }} (%{0}i: s32[], %{0}a: f32[{1}]) {{\n"
        "    %{0}one = constant {{value=1}} : s32[]\n"
        "    %{0}next = add %{0}i, %{0}one : s32[]\n"
        "{4}"
        "    return %{0}next, %{5}\n"
        "  }}\n",
        name, n, trips, start, body, last);
  };
  const std::string body = inner > 0 ? loop("p", inner, "oa", chain("p"), "pu") : chain("o");
  return parse_program(fmt::format("pmap @loops axis=i devices=1 (%x: f32[{0}]) {{\n{1}  return %or\n}}\n", n,
                                   loop("o", outer, "x", body, inner > 0 ? "pr" : "ou")));
}

}  // namespace

TEST_CASE("a loop's body runs as its kernels, fused as the top level's, once per trip") {
  constexpr std::int64_t n = 8 * 1024 * 1024;
  const std::string spec = "sim:tpu-v5e,devices=1";
  const sim::HardwareConfig hw = sim::resolve_hardware(BackendSpec::parse(spec));
  // A trip reads the carried array once and writes the next once: the five ops are one group.
  const double trip_ns = 2 * 4.0 * n / hw.hbm_bytes_per_s * 1e9;
  const Program program = chain_loop(4, 0, n);
  auto with_values = open_sim(spec);
  auto timing_only = open_sim(spec + ",timing-only");
  const RunResult numbers = run_on(*with_values, program, make_args(program, false));
  const RunResult times = run_on(*timing_only, program, make_args(program, true));
  CHECK(op_event(numbers.profile, 0, 1).duration_ns == Approx(4 * trip_ns).epsilon(0.03));
  CHECK(times.profile.total_ns == numbers.profile.total_ns);
  // Unfused, each trip moves 13 arrays (as the top-level chain does).
  auto unfused = open_sim(spec + ",timing-only,fusion=off");
  const RunResult slow = run_on(*unfused, program, make_args(program, true));
  CHECK(op_event(slow.profile, 0, 1).duration_ns == Approx(4 * 13.0 / 2 * trip_ns).epsilon(0.03));
}

TEST_CASE("timing-only mode times a loop nested in a loop when both have constant bounds") {
  constexpr std::int64_t n = 8 * 1024 * 1024;
  const std::string spec = "sim:tpu-v5e,devices=1,timing-only";
  const sim::HardwareConfig hw = sim::resolve_hardware(BackendSpec::parse(spec));
  const double trip_ns = 2 * 4.0 * n / hw.hbm_bytes_per_s * 1e9;
  const Program program = chain_loop(2, 3, n);
  auto timing_only = open_sim(spec);
  const RunResult times = run_on(*timing_only, program, make_args(program, true));
  // Six inner trips, each one fused pass.
  CHECK(op_event(times.profile, 0, 1).duration_ns == Approx(6 * trip_ns).epsilon(0.03));
}

TEST_CASE("timing-only mode refuses a loop whose trip count depends on values") {
  auto timing_only = open_sim("sim:tiny,devices=4,timing-only");
  // The bound is a parameter: known only with values.
  std::string text = print(psum_loop(3));
  text.replace(text.find("(%x: f32[256])"), 14, "(%x: f32[256], %n: s32[])");
  const std::string bound = "constant {value=3.0} : s32[]";
  const auto at = text.find(bound);
  REQUIRE(at != std::string::npos);
  text.replace(at, bound.size(), "add %n, %n : s32[]");
  const Program program = parse_program(text);
  CHECK_THROWS_WITH(
      timing_only->compile(program)->run(make_args(program, true)),
      Equals("sim: timing-only mode cannot time while_loop (instruction 2): its trip count or branch "
             "depends on values; run with values"));
}

namespace {

// x*x + psum(x) inside `wrapper`: a call of it, or a cond whose predicate is true.
Program wrapped_body(const std::string& wrapper) {
  const std::string body = R"(
    %sq = mul %a, %a : f32[256]
    %s = psum %a {axis=i} : f32[256]
    %sum = add %sq, %s : f32[256]
    return %sum
  })";
  const std::string head = R"(pmap @wrapped axis=i devices=4 (%x: f32[256]) {
  %t = constant {value=1} : bool[]
)";
  if (wrapper == "call") {
    return parse_program(head + "  %r = call %x {callee=body} : f32[256] (%a: f32[256]) {" + body +
                         "\n  return %r\n}\n");
  }
  return parse_program(head + "  %r = cond %t : f32[256] () {\n    %a = reshape %x : f32[256]" + body +
                       " () {\n    return %x\n  }\n  return %r\n}\n");
}

}  // namespace

TEST_CASE("a call is timed by the work of its body, as the branch a cond takes") {
  auto sim = open_sim("sim:tiny,devices=4");
  auto reference = open_reference(4);
  const Program called = wrapped_body("call");
  const auto args = make_args(called, false);
  const RunResult run = run_on(*sim, called, args);
  CHECK(run.outputs == reference->compile(called)->run(args).outputs);
  const ProfileEvent& call = op_event(run.profile, 0, 1);
  CHECK(call.name == "call @body");
  CHECK(call.duration_ns > 0);
  // The cond's branch does the same work plus a reshape, which moves its bytes once more.
  const RunResult branch_run = run_on(*sim, wrapped_body("cond"), args);
  const ProfileEvent& branch = op_event(branch_run.profile, 0, 1);
  CHECK(branch.duration_ns > call.duration_ns);
  CHECK(branch.duration_ns < 1.5 * call.duration_ns);
  // Its body runs once: timing-only mode needs no values to time it.
  auto timing_only = open_sim("sim:tiny,devices=4,timing-only");
  const RunResult times = run_on(*timing_only, called, make_args(called, true));
  CHECK(op_event(times.profile, 0, 1).duration_ns == call.duration_ns);
  CHECK(times.profile.total_ns == run.profile.total_ns);
}

TEST_CASE("a call with a constant-bound loop inside is timed from its text, with or without values") {
  std::string text = psum_loop_text(3);
  // The loop moves into a call's body: %x becomes the call's parameter.
  const auto body_start = text.find("  %k0");
  const auto body_end = text.find("  return %acc");
  const std::string loop = text.substr(body_start, body_end - body_start);
  text = text.substr(0, body_start) + "  %r = call %x {callee=loop} : f32[256] (%p: f32[256]) {\n" + loop +
         "  return %acc\n  }\n  return %r\n}\n";
  const Program program = parse_program(text);
  auto sim = open_sim("sim:tiny,devices=4");
  const RunResult numbers = run_on(*sim, program, make_args(program, false));
  const RunResult plain = run_on(*sim, psum_loop(3), make_args(program, false));
  CHECK(numbers.outputs == plain.outputs);
  CHECK(op_event(numbers.profile, 0, 0).duration_ns > op_event(plain.profile, 0, 2).duration_ns * 0.9);
  // The loop's trips are in the text: the call's body is planned once, with the loop's kernels per trip.
  auto timing_only = open_sim("sim:tiny,devices=4,timing-only");
  const RunResult times = run_on(*timing_only, program, make_args(program, true));
  CHECK(op_event(times.profile, 0, 0).duration_ns == op_event(numbers.profile, 0, 0).duration_ns);
}

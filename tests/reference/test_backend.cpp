// The reference backend: specs, devices, compile and run checks, profiles,
// intermediates, determinism.
#include <catch2/catch.hpp>

#include "helpers.hpp"
#include "pmapsim/recorder.hpp"

using namespace pmapsim;
using namespace pmapsim::test;

namespace {

std::unique_ptr<Backend> open(const std::string& spec) {
  return reference::open_backend(BackendSpec::parse(spec));
}

const char* kThreeOps =
    "pmap @steps axis=i devices=4 (%x: f32[1,4], %y: f32[1,4]) {\n"
    "  %0 = mul %x, %y : f32[1,4]\n"
    "  %1 = psum %0 {axis=i} : f32[1,4]\n"
    "  %2 = add %1, %x : f32[1,4]\n"
    "  return %2\n"
    "}\n";

std::vector<std::vector<Array>> three_op_args() {
  std::vector<std::vector<Array>> args;
  for (int d = 0; d < 4; ++d) {
    args.push_back({f32({1, 4}, {1.0 * d, 1, 2, 3}), f32({1, 4}, {2, 2, 2, 2})});
  }
  return args;
}

}  // namespace

TEST_CASE("reference specs choose the device count") {
  const auto fallback = open("reference");
  CHECK(fallback->kind() == "reference");
  CHECK(fallback->device_count() == 8);
  CHECK(fallback->spec() == "reference:devices=8");
  CHECK(fallback->devices()[3].name == "/device:CPU:3 (reference)");
  CHECK(open("reference:devices=3")->device_count() == 3);
  CHECK_FALSE(fallback->describe().empty());
}

TEST_CASE("bad reference specs are errors that name the problem") {
  CHECK_THROWS_WITH(open("reference:devices=0"), Catch::Contains("devices must be at least 1, got 0"));
  CHECK_THROWS_WITH(open("reference:devices=-2"), Catch::Contains("devices must be at least 1"));
  CHECK_THROWS_WITH(open("reference:speed=2"), Catch::Contains("speed"));
  CHECK_THROWS_WITH(open("reference:fast"), Catch::Contains("unknown option 'fast'"));
  CHECK_THROWS_AS(open("reference:devices=many"), Error);
}

TEST_CASE("register_backend adds kind reference to a registry") {
  BackendRegistry registry;
  reference::register_backend(registry);
  CHECK(registry.open("reference:devices=2")->device_count() == 2);
}

TEST_CASE("compile refuses programs that need more devices than there are") {
  const Program program = parse_program(kThreeOps);
  CHECK_THROWS_WITH(open("reference:devices=2")->compile(program),
                    Catch::Contains("requires 4 logical devices, but only 2 devices are available"));
}

TEST_CASE("run checks argument counts, types and data") {
  const auto executable = open("reference")->compile(parse_program(kThreeOps));
  auto args = three_op_args();
  CHECK_THROWS_WITH(executable->run({args[0], args[1]}),
                    Catch::Contains("runs on 4 devices, got arguments for 2"));

  auto missing = args;
  missing[2].pop_back();
  CHECK_THROWS_WITH(executable->run(missing), "@steps takes 2 arguments, got 1 on device 2");

  auto wrong = args;
  wrong[3][1] = f32({1, 5}, {0, 0, 0, 0, 0});
  CHECK_THROWS_WITH(executable->run(wrong), "argument %y on device 3: expected f32[1,4], got f32[1,5]");

  auto shape_only = args;
  shape_only[1][0] = Array::shape_only(DType::f32, {1, 4});
  CHECK_THROWS_WITH(executable->run(shape_only), Catch::StartsWith("argument %x on device 1 is shape-only"));
}

TEST_CASE("a run computes outputs and keeps intermediates when asked") {
  const auto executable = open("reference")->compile(parse_program(kThreeOps));
  RunOptions options;
  options.keep_intermediates = true;
  const RunResult result = executable->run(three_op_args(), options);
  // x*y summed over devices: element 0 is 2 * (0+1+2+3) = 12, others 4 * 2 * x.
  REQUIRE(result.outputs.size() == 4);
  for (int d = 0; d < 4; ++d) {
    CHECK(result.outputs[d][0].to_doubles() == std::vector<double>{12.0 + d, 9, 18, 27});
    REQUIRE(result.intermediates[d].size() == 3);
    CHECK(result.intermediates[d][0].to_doubles() == std::vector<double>{2.0 * d, 2, 4, 6});
    CHECK(result.intermediates[d][1].to_doubles() == std::vector<double>{12, 8, 16, 24});
  }
  CHECK(executable->run(three_op_args()).intermediates.empty());
}

TEST_CASE("the profile has one event per op per device, laid end to end") {
  const Program program = parse_program(kThreeOps);
  const auto executable = open("reference")->compile(program);
  const RunResult result = executable->run(three_op_args());
  const Profile& profile = result.profile;
  CHECK(profile.backend == "reference:devices=8");
  CHECK(profile.program == "steps");
  REQUIRE(profile.devices.size() == 4);
  CHECK(profile.devices[2].name == "/device:CPU:2 (reference)");
  REQUIRE(profile.events.size() == 12);
  double latest_end = 0;
  for (int d = 0; d < 4; ++d) {
    std::vector<const ProfileEvent*> mine;
    for (const ProfileEvent& event : profile.events) {
      if (event.device == d) mine.push_back(&event);
    }
    REQUIRE(mine.size() == 3);
    CHECK(mine[0]->start_ns == 0);
    for (std::size_t i = 0; i < 3; ++i) {
      CHECK(mine[i]->track == "ops");
      CHECK(mine[i]->op_index == static_cast<int>(i));
      CHECK(mine[i]->duration_ns >= 0);
      CHECK(mine[i]->args == op_event_args(program, i));
      // Each event starts when the previous one ends (the collective waits
      // for the slowest device).
      if (i > 0) CHECK(mine[i]->start_ns >= mine[i - 1]->start_ns + mine[i - 1]->duration_ns);
      latest_end = std::max(latest_end, mine[i]->start_ns + mine[i]->duration_ns);
    }
    CHECK(mine[0]->name == "mul");
    CHECK(mine[0]->flops == 4);
    CHECK(mine[0]->bytes == 3 * 16);
    CHECK(mine[2]->start_ns == mine[1]->start_ns + mine[1]->duration_ns);
  }
  CHECK(profile.total_ns == latest_end);
  // The psum's events start together and are linked by one flow.
  std::vector<const ProfileEvent*> psums;
  for (const ProfileEvent& event : profile.events) {
    if (event.name == "psum") psums.push_back(&event);
  }
  REQUIRE(psums.size() == 4);
  for (const ProfileEvent* event : psums) {
    CHECK(event->start_ns == psums[0]->start_ns);
    REQUIRE(event->flows.size() == 1);
    CHECK(event->flows[0].id == psums[0]->flows[0].id);
    CHECK(event->flows[0].start == (event->device == 0));
  }
  RunOptions quiet;
  quiet.profile = false;
  CHECK(executable->run(three_op_args(), quiet).profile.events.empty());
}

TEST_CASE("runs are bit-identical run to run") {
  const char* text =
      "pmap @layer axis=i devices=8 (%x: f32[1,16,64], %w: f32[64,32]) {\n"
      "  %0 = dot %x, %w {lhs_contract=[2], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : f32[1,16,32]\n"
      "  %1 = tanh %0 : f32[1,16,32]\n"
      "  %2 = reduce_sum %1 {axes=[1]} : f32[1,32]\n"
      "  %3 = pmean %2 {axis=i} : f32[1,32]\n"
      "  %4 = exp %3 : f32[1,32]\n"
      "  return %4, %1\n"
      "}\n";
  std::vector<std::vector<Array>> args;
  for (int d = 0; d < 8; ++d) {
    args.push_back({random_normal({1, 16, 64}, 10 + d), random_normal({64, 32}, 99)});
  }
  const auto first = run_program(text, args);
  const auto second = run_program(text, args);
  REQUIRE(first.size() == 8);
  for (int d = 0; d < 8; ++d) {
    CHECK(first[d][0] == second[d][0]);
    CHECK(first[d][1] == second[d][1]);
    // pmean makes every device's first result the same.
    CHECK(first[d][0] == first[0][0]);
  }
}

TEST_CASE("negative axes from the recording front end reduce the right dims") {
  Recorder recorder("sums", "i", 2);
  {
    Recorder::Scope scope(recorder);
    const Value x = recorder.parameter("x", TensorType{DType::f32, {1, 2, 3}});
    recorder.set_results({sum(x, {-1}), sum(x, {-2, 0})});
  }
  const Program program = recorder.take_program();
  std::vector<std::vector<Array>> args;
  for (int d = 0; d < 2; ++d) args.push_back({f32({1, 2, 3}, {1.0 + d, 2, 3, 4, 5, 6})});
  const RunResult result = open("reference")->compile(program)->run(args);
  // Over the last axis: rows [1+d, 2, 3] and [4, 5, 6].
  CHECK(result.outputs[1][0].to_doubles() == std::vector<double>{7, 15});
  // Over axes 1 and 0: columns [1+d, 4], [2, 5], [3, 6].
  CHECK(result.outputs[0][1].to_doubles() == std::vector<double>{5, 7, 9});
  CHECK(result.outputs[1][1].to_doubles() == std::vector<double>{6, 7, 9});
}

TEST_CASE("ppermute events link each source to its destination, the same way every run") {
  const Program program = parse_program(
      "pmap @shift axis=i devices=4 (%x: f32[2]) {\n"
      "  %0 = ppermute %x {axis=i, perm=[[0, 1], [1, 2]]} : f32[2]\n"
      "  return %0\n}\n");
  const auto executable = open("reference")->compile(program);
  std::vector<std::vector<Array>> args(4, std::vector<Array>{f32({2}, {1, 2})});
  const RunResult first = executable->run(args);
  const RunResult second = executable->run(args);
  REQUIRE(first.profile.events.size() == 4);
  std::vector<std::vector<FlowRef>> flows(4);
  for (const ProfileEvent& event : first.profile.events) flows[event.device] = event.flows;
  REQUIRE(flows[0].size() == 1);
  REQUIRE(flows[1].size() == 2);
  REQUIRE(flows[2].size() == 1);
  CHECK(flows[3].empty());
  // A device lists what it sends, then what it receives.
  // 0 -> 1: device 0 starts the arrow that device 1 ends.
  CHECK(flows[0][0].start);
  CHECK(flows[1][1].id == flows[0][0].id);
  CHECK_FALSE(flows[1][1].start);
  // 1 -> 2.
  CHECK(flows[1][0].start);
  CHECK(flows[2][0].id == flows[1][0].id);
  CHECK_FALSE(flows[2][0].start);
  CHECK(flows[0][0].id != flows[1][0].id);
  for (std::size_t e = 0; e < 4; ++e) {
    const ProfileEvent& a = first.profile.events[e];
    const ProfileEvent& b = second.profile.events[e];
    REQUIRE(a.flows.size() == b.flows.size());
    for (std::size_t f = 0; f < a.flows.size(); ++f) CHECK(a.flows[f].id == b.flows[f].id);
  }
}

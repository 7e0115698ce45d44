// The device model's timing: matrix cycles, rooflines, pipelines, memory.
#include <fmt/format.h>

#include <catch2/catch.hpp>

#include "compiler/cost_model.hpp"
#include "sim_test_helpers.hpp"

using namespace pmapsim;
using namespace pmapsim::sim;
using namespace pmapsim::sim::testing;

namespace {

std::string matmul_program(std::int64_t m, std::int64_t n, std::int64_t k, const std::string& dtype) {
  return fmt::format(
      "pmap @mm axis=i devices=1 (%a: {0}[{1},{3}], %b: {0}[{3},{2}]) {{\n"
      "  %0 = dot %a, %b {{lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]}} : f32[{1},{2}]\n"
      "  return %0\n}}\n",
      dtype, m, n, k);
}

RunResult run(Backend& backend, const Program& program, bool shape_only) {
  return compile_and_run(backend, program, make_args(program, shape_only));
}

// MXU busy cycles of the one dot on tiny (1 GHz: 1 ns = 1 cycle), with HBM so
// fast that no tiling could hide anything: the busy time is the fold model's.
double tiny_mxu_cycles(const std::string& dataflow, std::int64_t m, std::int64_t n, std::int64_t k,
                       const std::string& dtype = "bf16") {
  auto backend = open_sim("sim:tiny,devices=1,dataflow=" + dataflow + ",hbm_gbps=1000000,hbm_latency_ns=0");
  const Program program = parse_program(matmul_program(m, n, k, dtype));
  return track_busy_ns(run(*backend, program, false).profile, 0, "mxu0");
}

}  // namespace

TEST_CASE("matrix unit cycles equal the SCALE-Sim fold formula for os, ws and is") {
  // 8x8 array. SCALE-Sim's total is folds * per-fold - 1; the unit is busy folds * per-fold.
  // ws, M=20 N=16 K=12: Sr=K -> 2 folds, Sc=N -> 2, T=M=20: 4 * (2*8 + 8 + 20 - 2).
  CHECK(tiny_mxu_cycles("ws", 20, 16, 12) == Approx(4 * 42));
  // os, same shape: Sr=M -> 3, Sc=N -> 2, T=K=12: 6 * (8 + 8 + 12 - 2).
  CHECK(tiny_mxu_cycles("os", 20, 16, 12) == Approx(6 * 26));
  // is, M=16 N=20 K=12: Sr=K -> 2, Sc=M -> 2, T=N=20: 4 * (2*8 + 8 + 20 - 2).
  CHECK(tiny_mxu_cycles("is", 16, 20, 12) == Approx(4 * 42));
  // Shapes that divide the array: ws 16x16x16: 4 * (16 + 8 + 16 - 2).
  CHECK(tiny_mxu_cycles("ws", 16, 16, 16) == Approx(4 * 38));
  // f32 operands take three bf16 passes (the preset's mxu_f32_passes).
  CHECK(tiny_mxu_cycles("ws", 16, 16, 16, "f32") == Approx(3 * 4 * 38));
}

TEST_CASE("a large bf16 matmul on tpu-v5e is compute-bound at >= 90% of peak") {
  auto backend = open_sim("sim:tpu-v5e,devices=1,timing-only");
  const Program program = parse_program(matmul_program(8192, 8192, 8192, "bf16"));
  const RunResult result = run(*backend, program, true);
  const ProfileEvent& dot = op_event(result.profile, 0, 0);
  const double flops = 2.0 * 8192 * 8192 * 8192;
  CHECK(dot.flops == flops);
  const double achieved = flops / (dot.duration_ns * 1e-9);
  const double peak = 4 * 128 * 128 * 2 * 1.5e9;
  INFO("achieved " << achieved / 1e12 << " TFLOP/s of " << peak / 1e12);
  CHECK(achieved >= 0.9 * peak);
  CHECK(achieved <= peak);
  CHECK(dot.bound == Bound::compute);
}

TEST_CASE("a compute-bound matmul writes its tiles back while the next ones compute") {
  // tpu-v6e, 8192^3: 8 output tiles of 32 MiB, each written back in ~20 us
  // while the matrix units run ~5 us a step. Written back between the next
  // tiles' loads, they cost only the last one: the dot lasts its matrix
  // units' busy time plus the pipeline's fill and drain (~23 us, under 2%).
  auto backend = open_sim("sim:tpu-v6e,devices=1,timing-only");
  const Program program = parse_program(matmul_program(8192, 8192, 8192, "bf16"));
  const RunResult result = run(*backend, program, true);
  const double busy = track_busy_ns(result.profile, 0, "mxu0");
  const ProfileEvent& dot = op_event(result.profile, 0, 0);
  INFO("dot " << dot.duration_ns << " ns, matrix units busy " << busy << " ns");
  CHECK(dot.duration_ns <= 1.02 * busy);
  CHECK(dot.bound == Bound::compute);
}

TEST_CASE("a matrix-vector product on tpu-v5e is memory-bound near HBM bandwidth") {
  auto backend = open_sim("sim:tpu-v5e,devices=1,timing-only");
  const Program program = parse_program(matmul_program(1, 8192, 8192, "bf16"));
  const RunResult result = run(*backend, program, true);
  const ProfileEvent& dot = op_event(result.profile, 0, 0);
  // The weights dominate: 8192 * 8192 bf16 must cross HBM once.
  const double weight_bytes = 8192.0 * 8192 * 2;
  const double bandwidth = weight_bytes / (dot.duration_ns * 1e-9);
  INFO("effective " << bandwidth / 1e9 << " GB/s of 819");
  CHECK(bandwidth >= 0.9 * 819e9);
  CHECK(bandwidth <= 819e9);
  CHECK(dot.bound == Bound::memory);
}

TEST_CASE("elementwise ops stream at HBM bandwidth, overlapped with the vector unit") {
  // add of two f32[65536] on tiny: 3 * 256 KiB over 16 bytes/ns; the VPU needs
  // 65536 / 16 ns, far less. Allow for pipeline fill and the access latency.
  auto backend = open_sim("sim:tiny,devices=1");
  const Program program = parse_program(
      "pmap @add axis=i devices=1 (%a: f32[65536], %b: f32[65536]) {\n"
      "  %0 = add %a, %b : f32[65536]\n  return %0\n}\n");
  const RunResult result = run(*backend, program, false);
  const ProfileEvent& add = op_event(result.profile, 0, 0);
  const double memory_ns = 3.0 * 65536 * 4 / 16.0;
  CHECK(add.duration_ns >= memory_ns);
  CHECK(add.duration_ns <= memory_ns * 1.15);
  CHECK(add.bound == Bound::memory);
  CHECK(track_busy_ns(result.profile, 0, "vpu") == Approx(65536 / 16.0));
}

TEST_CASE("a program whose buffers do not fit HBM is refused before running") {
  auto backend = open_sim("sim:tiny,hbm_gib=0.25");
  // Two live f32[64,1024,1024] buffers (256 MiB each) at the add: 768 MiB with its result.
  const Program program = parse_program(
      "pmap @big axis=i devices=4 (%a: f32[64,1024,1024], %b: f32[64,1024,1024]) {\n"
      "  %0 = add %a, %b : f32[64,1024,1024]\n  return %0\n}\n");
  CHECK(peak_live_bytes(program) == 3.0 * 256 * 1024 * 1024);
  CHECK_THROWS_WITH(backend->compile(program),
                    Catch::StartsWith("device 0: needs 768 MiB of HBM, has 256 MiB"));
}

TEST_CASE("liveness frees a buffer after its last reader") {
  const Program program = parse_program(
      "pmap @chain axis=i devices=1 (%a: f32[256]) {\n"
      "  %0 = exp %a : f32[256]\n  %1 = exp %0 : f32[256]\n  %2 = exp %1 : f32[256]\n  return %2\n}\n");
  // At any time: the parameter, one input and one output, 1 KiB each.
  CHECK(peak_live_bytes(program) == 3 * 1024.0);
}

TEST_CASE("op events cover every op on every device, with units batched") {
  auto backend = open_sim("sim:tpu-v5e,devices=2,timing-only");
  const Program program = parse_program(
      "pmap @two axis=i devices=2 (%a: bf16[1,4096,4096], %b: bf16[4096,4096]) {\n"
      "  %0 = reshape %a : bf16[4096,4096]\n"
      "  %1 = dot %0, %b {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : f32[4096,4096]\n"
      "  %2 = psum %1 {axis=i} : f32[4096,4096]\n"
      "  %3 = tanh %2 : f32[4096,4096]\n"
      "  return %3\n}\n");
  const RunResult result = run(*backend, program, true);
  const Profile& profile = result.profile;
  int op_events = 0;
  for (const auto& event : profile.events) {
    if (is_ops_track(event.track)) ++op_events;
    CHECK(event.duration_ns >= 0);
  }
  CHECK(op_events == 4 * 2);
  for (int device = 0; device < 2; ++device) {
    for (const std::string track : {"mxu0", "mxu1", "mxu2", "mxu3", "dma", "vpu"}) {
      int count = 0;
      for (const auto& event : profile.events) count += event.device == device && event.track == track;
      CHECK(count >= 1);
      CHECK(count <= 3 * 16);  // at most ~16 per op
    }
  }
  CHECK(op_event(profile, 0, 2).bound == Bound::network);
  // The runtime's op event args (op_event_args), then the sim's own: a dot's mapping.
  const auto& dot_args = op_event(profile, 1, 1).args;
  REQUIRE(dot_args.size() == 5);
  CHECK(std::vector(dot_args.begin(), dot_args.begin() + 4) == op_event_args(program, 1));
  CHECK(dot_args[1].second == "bf16[4096,4096], bf16[4096,4096]");
  CHECK(dot_args[4].first == "mapping");
  CHECK(op_event(profile, 0, 2).args == op_event_args(program, 2));
  CHECK(op_event(profile, 1, 1).flops == Approx(2.0 * 4096 * 4096 * 4096));
  REQUIRE(profile.devices.size() == 2);
  CHECK(profile.devices[0].peak_flops_per_s == Approx(196.608e12));
  CHECK(profile.devices[0].peak_hbm_bytes_per_s == 819e9);
  CHECK(profile.metadata.at("preset") == "tpu-v5e");
  CHECK(std::stod(profile.metadata.at("simulated_cycles")) == Approx(profile.total_ns * 1.5).epsilon(1e-6));
  CHECK(std::stod(profile.metadata.at("hbm_bytes_total")) > 2 * 2 * 4096.0 * 4096);  // both devices' operands
  CHECK(std::stod(profile.metadata.at("ici_bytes_total")) > 0);
  const double utilization = std::stod(profile.metadata.at("mxu_utilization"));
  CHECK(utilization > 0);
  CHECK(utilization < 1);
  bool hbm_counter = false;
  for (const auto& sample : profile.counters) hbm_counter |= sample.name == "hbm GB/s" && sample.value > 0;
  CHECK(hbm_counter);
}

// The simulator's timing of fft (the op's 5 N log2 N flops per complex
// transform on the matrix units at their f32 rate, the operand and result
// through HBM once) and of complex elementwise ops (two lanes of real work
// and more per element, sim/compiler/cost_model.cpp), against closed forms
// worked here; and the numbers of a complex program, which are the reference's.
#include <catch2/catch.hpp>
#include <cmath>

#include "compiler/cost_model.hpp"
#include "pmapsim/pmapsim.hpp"
#include "pmapsim/sim/hardware.hpp"
#include "sim_test_helpers.hpp"

using namespace pmapsim;
using namespace pmapsim::sim;
using namespace pmapsim::sim::testing;

namespace {

std::int64_t mxu_cycles(const OpPlan& plan) {
  std::int64_t cycles = 0;
  for (const PipelineStep& step : plan.steps) cycles += step.folds * step.fold_cycles;
  return cycles;
}

double load_bytes(const OpPlan& plan) {
  double bytes = 0;
  for (const PipelineStep& step : plan.steps) bytes += step.load_bytes;
  return bytes;
}

OpPlan plan_of(const std::string& line, const std::string& param, const HardwareConfig& hw) {
  const std::string text =
      "pmap @f axis=i devices=1 (%x: " + param + ") {\n  %0 = " + line + "\n  return %0\n}\n";
  return plan_program(parse_program(text), hw).ops.at(0);
}

}  // namespace

TEST_CASE("fft runs its 5 N log2 N flops per transform on the matrix units, at the f32 passes") {
  // One 8x8 array: 64 multiply-adds (128 flops) per cycle per pass.
  const HardwareConfig hw = resolve_hardware(BackendSpec::parse(
      "sim:tiny,mxu_rows=8,mxu_cols=8,mxu_count=1,onchip_mib=64,hbm_gbps=1e9,hbm_latency_ns=0"));
  const OpPlan plan = plan_of("fft %x {fft_type=fft, fft_length=[256]} : c64[64,256]", "c64[64,256]", hw);
  const double flops = 64 * 5 * 256 * 8.0;
  CHECK(plan.flops == flops);
  CHECK(plan.kind == PlanKind::pipeline);
  CHECK(plan.bound == Bound::compute);
  const double cycles = flops * static_cast<double>(hw.mxu_f32_passes) / 128;
  CHECK(static_cast<double>(mxu_cycles(plan)) == Approx(cycles).epsilon(1e-3));
  CHECK(plan.hbm_bytes == 2 * 64 * 256 * 8);
  CHECK(load_bytes(plan) == Approx(64 * 256 * 8));
  // RFFT: half the flops, f32 in and n/2+1 complex values out.
  const OpPlan real = plan_of("fft %x {fft_type=rfft, fft_length=[256]} : c64[64,129]", "f32[64,256]", hw);
  CHECK(real.flops == flops / 2);
  CHECK(real.hbm_bytes == 64 * 256 * 4 + 64 * 129 * 8);
}

TEST_CASE("a large fft on a slow HBM is memory bound, and its event names the transform") {
  auto backend = open_sim("sim:tiny,devices=1,timing-only,hbm_gbps=1");
  const Program program = parse_program(
      "pmap @f axis=i devices=1 (%x: c64[16,64]) {\n  %0 = fft %x {fft_type=ifft, fft_length=[16,64]} : "
      "c64[16,64]\n"
      "  return %0\n}\n");
  const RunResult run = compile_and_run(*backend, program, make_args(program, true));
  const ProfileEvent& event = op_event(run.profile, 0, 0);
  bool named = false;
  for (const auto& [key, value] : event.args) {
    if (key == "mapping") named = value.rfind("fft ifft over [16,64]", 0) == 0;
  }
  CHECK(named);
  CHECK(run.profile.total_ns >= 2 * 16 * 64 * 8 / 1.0);  // 16 KiB through 1 GB/s HBM at least
}

TEST_CASE("complex elementwise ops cost two lanes or more per element") {
  auto vpu_ns = [](const std::string& op, const std::string& type, int operands) {
    auto backend = open_sim("sim:tiny,devices=1,timing-only,hbm_gbps=1000000,hbm_latency_ns=0");
    const std::string args = operands == 1 ? "%a" : "%a, %a";
    const Program program =
        parse_program("pmap @f axis=i devices=1 (%a: " + type + "[256,1024]) {\n  %0 = " + op + " " + args +
                      " : " + (op == "abs" ? "f32" : type) + "[256,1024]\n  return %0\n}\n");
    return track_busy_ns(compile_and_run(*backend, program, make_args(program, true)).profile, 0, "vpu");
  };
  const double one = vpu_ns("add", "f32", 2);
  REQUIRE(one > 0);
  CHECK(vpu_ns("add", "c64", 2) == Approx(2 * one));
  CHECK(vpu_ns("mul", "c64", 2) == Approx(6 * one));
  CHECK(vpu_ns("div", "c64", 2) == Approx(16 * one));
  CHECK(vpu_ns("abs", "c64", 1) == Approx(7 * one));
  CHECK(vpu_ns("exp", "c64", 1) == Approx(24 * one));
}

TEST_CASE("the simulator's numbers of a complex program are the reference's") {
  const Program program = parse_program(
      "pmap @f axis=i devices=2 (%x: f32[1,8], %y: f32[1,8]) {\n  %c = complex %x, %y : c64[1,8]\n"
      "  %f = fft %c {fft_type=fft, fft_length=[8]} : c64[1,8]\n  %s = psum %f {axis=i} : c64[1,8]\n"
      "  %m = mul %s, %c : c64[1,8]\n  %r = fft %m {fft_type=irfft, fft_length=[14]} : f32[1,14]\n"
      "  return %m, %r\n}\n");
  const auto args = make_args(program, false);
  auto sim = open_sim("sim:tpu-v5e,devices=2");
  auto reference = open_reference(2);
  const CheckReport report = check(program, args, *sim, *reference);
  INFO(report.table());
  CHECK(report.passed());
  CHECK(report.outputs.at(0).rel_error == 0);
}

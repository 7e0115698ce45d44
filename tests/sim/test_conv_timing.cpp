// The simulator's timing of convolution (an im2col GEMM per group on the
// MXU, SCALE-Sim's fold formula) and of the windowed reductions (one pass
// over HBM on the vector unit), against closed forms worked here.
#include <catch2/catch.hpp>

#include "compiler/cost_model.hpp"
#include "pmapsim/pmapsim.hpp"
#include "pmapsim/sim/hardware.hpp"
#include "sim_test_helpers.hpp"

using namespace pmapsim;
using namespace pmapsim::sim;

namespace {

// Memory as good as free, one 8x8 output-stationary array: the plan is the arrays' alone.
HardwareConfig os_array() {
  return resolve_hardware(BackendSpec::parse(
      "sim:tiny,mxu_rows=8,mxu_cols=8,mxu_count=1,dataflow=os,onchip_mib=64,hbm_gbps=1e9,hbm_latency_ns=0"));
}

std::int64_t mxu_cycles(const OpPlan& plan) {
  std::int64_t cycles = 0;
  for (const PipelineStep& step : plan.steps) cycles += step.folds * step.fold_cycles;
  return cycles;
}

OpPlan plan_of(const std::string& text, const HardwareConfig& hw) {
  return plan_program(parse_program(text), hw).ops.at(0);
}

}  // namespace

TEST_CASE(
    "convolution on the MXU: Sr = output pixels x batch, Sc = the group's filters, T = R*S*C, per group") {
  // x [2,4,7,6], w [6,2,3,2], 2 feature groups: per group 2*4*6 = 48 output rows, 3 filters,
  // T = 2*3*2 = 12. os on 8x8: ceil(48/8) * ceil(3/8) = 6 folds of 8 + 8 + 12 - 2 = 26 cycles.
  const auto text = [](const std::string& precision) {
    return "pmap @c axis=i devices=1 (%x: f32[2,4,7,6], %w: f32[6,2,3,2]) {\n"
           "  %y = convolution %x, %w {window_strides=[2,1], padding=[[1,1],[0,2]], rhs_dilation=[1,2], "
           "feature_group_count=2" +
           precision + "} : f32[2,6,4,6]\n  return %y\n}\n";
  };
  const HardwareConfig hw = os_array();
  const OpPlan one_pass = plan_of(text(", lhs_precision=DEFAULT, rhs_precision=DEFAULT"), hw);
  CHECK(one_pass.matmul.gemm.m == 48);
  CHECK(one_pass.matmul.gemm.n == 3);
  CHECK(one_pass.matmul.gemm.k == 12);
  CHECK(one_pass.matmul.batch == 2);
  CHECK(one_pass.matmul.passes == 1);
  CHECK(mxu_cycles(one_pass) == 2 * 6 * 26);
  // HIGHEST: six bf16 passes per fold; without a precision the preset's mxu_f32_passes.
  CHECK(mxu_cycles(plan_of(text(", rhs_precision=HIGHEST"), hw)) == 6 * 2 * 6 * 26);
  CHECK(plan_of(text(""), hw).matmul.passes == hw.mxu_f32_passes);
}

TEST_CASE("dot: precision_config sets the bf16 passes of f32 operands") {
  const HardwareConfig hw = os_array();
  const auto plan = [&](const std::string& precision) {
    return plan_of(
        "pmap @d axis=i devices=1 (%a: f32[16,8], %b: f32[8,8]) {\n"
        "  %y = dot %a, %b {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]" +
            precision + "} : f32[16,8]\n  return %y\n}\n",
        hw);
  };
  CHECK(plan(", lhs_precision=DEFAULT").matmul.passes == 1);
  CHECK(plan(", lhs_precision=HIGH").matmul.passes == 3);
  CHECK(plan(", lhs_precision=DEFAULT, rhs_precision=HIGHEST").matmul.passes == 6);
}

TEST_CASE("reduce_window and select_and_scatter: one pass over HBM, a vector op per window element") {
  const HardwareConfig hw = resolve_hardware(BackendSpec::parse("sim:tiny"));
  const OpPlan pool = plan_of(
      "pmap @p axis=i devices=1 (%x: f32[4,6,6], %z: f32[]) {\n"
      "  %y = reduce_window %x, %z {computation=max, window_dimensions=[1,3,3], window_strides=[1,2,2], "
      "padding=[[0,0],[1,1],[1,1]]} : f32[4,3,3]\n  return %y\n}\n",
      hw);
  CHECK(pool.hbm_bytes == (4 * 6 * 6 + 1 + 4 * 3 * 3) * 4.0);
  double vector_ops = 0;
  for (const PipelineStep& step : pool.steps) vector_ops += step.vector_ops;
  CHECK(vector_ops == Approx(4 * 3 * 3 * 9.0));
  CHECK(pool.flops == 4 * 3 * 3 * 9.0);
  const OpPlan grad = plan_of(
      "pmap @g axis=i devices=1 (%x: f32[4,6,6], %s: f32[4,3,3], %z: f32[]) {\n"
      "  %y = select_and_scatter %x, %s, %z {select=ge, scatter=add, window_dimensions=[1,3,3], "
      "window_strides=[1,2,2], padding=[[0,0],[1,1],[1,1]]} : f32[4,6,6]\n  return %y\n}\n",
      hw);
  CHECK(grad.hbm_bytes == (2 * 4 * 6 * 6 + 4 * 3 * 3 + 1) * 4.0);
  CHECK(grad.flops == 4 * 3 * 3 * 10.0);
  // Window 1, stride 3 on 7: positions 0, 3, 6 are read, 3 of 7 per dim; 9 of 49 elements.
  const OpPlan sparse = plan_of(
      "pmap @s axis=i devices=1 (%x: f32[7,7], %z: f32[]) {\n"
      "  %y = reduce_window %x, %z {computation=add, window_dimensions=[1,1], window_strides=[3,3]} : "
      "f32[3,3]\n"
      "  return %y\n}\n",
      hw);
  CHECK(sparse.hbm_bytes == (9 + 1 + 9) * 4.0);
}

TEST_CASE("numerics=tpu: a DEFAULT-precision f32 convolution is one bf16 pass, HIGHEST is near exact") {
  // Every product of bf16(x) * bf16(w) is exact in f32 and the sums here are short, so one pass
  // equals the reference's convolution of the bf16-rounded operands.
  const auto text = [](const std::string& precision) {
    return "pmap @c axis=i devices=1 (%x: f32[1,2,5], %w: f32[3,2,2]) {\n"
           "  %y = convolution %x, %w {lhs_precision=" +
           precision + ", rhs_precision=" + precision + "} : f32[1,3,4]\n  return %y\n}\n";
  };
  const Array x = random_normal({1, 2, 5}, 3), w = random_normal({3, 2, 2}, 4);
  const auto tpu = testing::open_sim("sim:tiny,devices=1,numerics=tpu");
  const auto reference = testing::open_reference(1);
  const auto run = [](const std::unique_ptr<Backend>& backend, const std::string& program, const Array& a,
                      const Array& b) {
    return backend->compile(parse_program(program))->run({{a, b}}, {}).outputs.at(0).at(0);
  };
  const Array one_pass = run(tpu, text("DEFAULT"), x, w);
  const Array rounded = run(reference, text("DEFAULT"), x.astype(DType::bf16).astype(DType::f32),
                            w.astype(DType::bf16).astype(DType::f32));
  const Array exact = run(reference, text("DEFAULT"), x, w);
  const Array six = run(tpu, text("HIGHEST"), x, w);
  double one_pass_gap = 0, six_error = 0, one_pass_error = 0;
  for (std::int64_t i = 0; i < exact.size(); ++i) {
    one_pass_gap = std::max(one_pass_gap, std::abs(one_pass.get(i) - rounded.get(i)));
    one_pass_error = std::max(one_pass_error, std::abs(one_pass.get(i) - exact.get(i)));
    six_error = std::max(six_error, std::abs(six.get(i) - exact.get(i)));
  }
  CHECK(one_pass_gap <= 1e-6);
  CHECK(one_pass_error > 1e-4);
  CHECK(six_error < 1e-5);
}

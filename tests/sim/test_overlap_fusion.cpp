// The device's schedule (collectives beside compute, schedule=sequential for
// program order) and fusion (elementwise chains in one HBM pass, fusion=off).
// Expected times are closed forms: flops / peak, bytes / HBM bandwidth, and
// the collectives' alpha-beta formula (alpha_beta_ns, which the collective
// tests check against the engine).
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <cstring>
#include <fstream>
#include <sstream>

#include "pmapsim/sim/hardware.hpp"
#include "pmapsim/traces/summary.hpp"
#include "sim_test_helpers.hpp"

using namespace pmapsim;
using namespace pmapsim::sim;
using namespace pmapsim::sim::testing;

namespace {

constexpr std::int64_t kDevices = 4;
constexpr std::int64_t kMatmul = 8192;  // bf16 [8192,8192] x [8192,8192]

// An all-reduce of `elements` f32 values that nothing else reads, and a large
// matmul that does not read it; psum_last puts the all-reduce after the
// matmul in the program, as JAX traces a gradient all-reduce after the
// backward pass.
Program psum_beside_matmul(std::int64_t elements, bool psum_last = false) {
  const std::string psum = "  %r = psum %g {axis=i} : f32[" + std::to_string(elements) + "]\n";
  return parse_program(fmt::format(
      "pmap @overlap axis=i devices={0} (%g: f32[{1}], %a: bf16[{2},{2}], %b: bf16[{2},{2}]) {{\n"
      "{3}"
      "  %y = dot %a, %b {{lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]}} : f32[{2},{2}]\n"
      "{4}"
      "  return %r, %y\n}}\n",
      kDevices, elements, kMatmul, psum_last ? "" : psum, psum_last ? psum : ""));
}

struct Timing {
  double total_ns = 0;
  double collective_ns = 0;
  double exposed_ns = 0;
  Profile profile;
};

Timing time_program(const std::string& spec, const Program& program, bool profile = false) {
  auto backend = open_sim(spec);
  RunOptions options;
  options.profile = profile;
  RunResult result = compile_and_run(*backend, program, make_args(program, true), options);
  Timing timing;
  timing.total_ns = result.profile.total_ns;
  timing.collective_ns = std::stod(result.profile.metadata.at("collective_ns"));
  timing.exposed_ns = std::stod(result.profile.metadata.at("exposed_collective_ns"));
  timing.profile = std::move(result.profile);
  return timing;
}

// The alpha-beta time of an f32 all-reduce of `elements` over every device of the spec's slice.
double all_reduce_formula_ns(const std::string& spec, std::int64_t elements) {
  const HardwareConfig hw = resolve_hardware(BackendSpec::parse(spec));
  CollectiveCall call;
  call.kind = CollectivePattern::all_reduce;
  call.bytes = 4.0 * static_cast<double>(elements);
  for (int d = 0; d < static_cast<int>(hw.devices); ++d) call.group.push_back(d);
  call.reduce_ns_per_byte = 1.0 / (4.0 * hw.vpu_ops_per_s() * 1e-9);  // one vector op per f32 element
  return alpha_beta_ns(call, hw.topology, hw.link_params());
}

double matmul_formula_ns(const std::string& spec) {
  const HardwareConfig hw = resolve_hardware(BackendSpec::parse(spec));
  const double flops = 2.0 * kMatmul * kMatmul * kMatmul;
  return flops / hw.peak_flops_per_s() * 1e9;
}

const std::string kSpec = fmt::format("sim:tpu-v5e,devices={},timing-only", kDevices);

}  // namespace

TEST_CASE("an all-reduce beside an independent matmul: max(comm, compute) overlapped, the sum in order") {
  const double compute = matmul_formula_ns(kSpec);
  SECTION("hidden: the all-reduce is shorter than the matmul") {
    const std::int64_t elements = 16 * 1024 * 1024;  // 64 MiB
    const double comm = all_reduce_formula_ns(kSpec, elements);
    INFO("comm " << comm << " ns, compute " << compute << " ns");
    REQUIRE(comm < 0.8 * compute);
    const Timing overlap = time_program(kSpec, psum_beside_matmul(elements));
    const Timing sequential = time_program(kSpec + ",schedule=sequential", psum_beside_matmul(elements));
    // The matmul reaches >= 90% of peak (test_timing), the collective its formula within 2%.
    CHECK(overlap.total_ns == Approx(std::max(comm, compute)).epsilon(0.1));
    CHECK(sequential.total_ns == Approx(comm + compute).epsilon(0.1));
    CHECK(sequential.total_ns - overlap.total_ns == Approx(comm).epsilon(0.03));  // the hidden all-reduce
    CHECK(overlap.collective_ns == Approx(comm).epsilon(0.02));
    CHECK(overlap.exposed_ns <= 0.01 * comm);
    CHECK(sequential.collective_ns == Approx(comm).epsilon(0.02));
    CHECK(sequential.exposed_ns == sequential.collective_ns);
  }
  SECTION("exposed: the all-reduce outlasts the matmul by what the matmul cannot cover") {
    const std::int64_t elements = 128 * 1024 * 1024;  // 512 MiB
    const double comm = all_reduce_formula_ns(kSpec, elements);
    INFO("comm " << comm << " ns, compute " << compute << " ns");
    REQUIRE(comm > 1.5 * compute);
    const Timing overlap = time_program(kSpec, psum_beside_matmul(elements));
    const Timing sequential = time_program(kSpec + ",schedule=sequential", psum_beside_matmul(elements));
    CHECK(overlap.total_ns == Approx(comm).epsilon(0.03));
    CHECK(sequential.total_ns == Approx(comm + compute).epsilon(0.1));
    // The matmul covers its own time: between flops / peak and that / 0.9.
    CHECK(overlap.exposed_ns <= comm - compute);
    CHECK(overlap.exposed_ns >= comm - compute / 0.9);
    CHECK(sequential.exposed_ns == Approx(comm).epsilon(0.02));
  }
}

TEST_CASE("an all-reduce written after an independent matmul starts as soon as its operand exists") {
  const std::int64_t elements = 16 * 1024 * 1024;
  const double comm = all_reduce_formula_ns(kSpec, elements);
  const double compute = matmul_formula_ns(kSpec);
  const Timing overlap = time_program(kSpec, psum_beside_matmul(elements, true), true);
  const Timing sequential = time_program(kSpec + ",schedule=sequential", psum_beside_matmul(elements, true));
  CHECK(overlap.total_ns == Approx(std::max(comm, compute)).epsilon(0.1));
  CHECK(sequential.total_ns - overlap.total_ns == Approx(comm).epsilon(0.03));
  CHECK(overlap.exposed_ns <= 0.01 * comm);
  CHECK(op_event(overlap.profile, 0, 1).start_ns == 0);  // the psum, beside the dot from the start
}

TEST_CASE("collectives are issued in the order their operands exist, not the order they are written") {
  // The all-reduce of %g is written after one that waits for the matmul: in
  // program order it would wait behind it and stay exposed after the matmul.
  const std::int64_t elements = 16 * 1024 * 1024;
  const Program program = parse_program(fmt::format(
      "pmap @order axis=i devices={0} (%g: f32[{1}], %a: bf16[{2},{2}], %b: bf16[{2},{2}]) {{\n"
      "  %y = dot %a, %b {{lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]}} : f32[{2},{2}]\n"
      "  %s = reduce_sum %y {{axes=[1]}} : f32[{2}]\n"
      "  %rs = psum %s {{axis=i}} : f32[{2}]\n"
      "  %rg = psum %g {{axis=i}} : f32[{1}]\n"
      "  return %rs, %rg\n}}\n",
      kDevices, elements, kMatmul));
  const double late_comm = all_reduce_formula_ns(kSpec, kMatmul);
  const double early_comm = all_reduce_formula_ns(kSpec, elements);
  const Timing overlap = time_program(kSpec, program, true);
  CHECK(op_event(overlap.profile, 0, 3).start_ns == 0);
  CHECK(op_event(overlap.profile, 0, 2).start_ns >= op_event(overlap.profile, 0, 3).duration_ns);
  CHECK(overlap.collective_ns == Approx(late_comm + early_comm).epsilon(0.02));
  CHECK(overlap.exposed_ns == Approx(late_comm).epsilon(0.02));  // only the one that waits for the matmul
}

TEST_CASE("an op that reads an all-reduce waits for it without holding up the compute after it") {
  // The weight update %u reads the all-reduced gradient and is written before
  // an independent matmul: in program order the compute stream would wait out
  // the all-reduce at %u and the matmul could not hide it. The update goes
  // just before its first reader (here: the end), so the matmul overlaps the
  // all-reduce and only the update's own short pass follows.
  const std::int64_t elements = 16 * 1024 * 1024;
  const Program program = parse_program(fmt::format(
      "pmap @update axis=i devices={0} (%g: f32[{1}], %w: f32[{1}], %a: bf16[{2},{2}], %b: bf16[{2},{2}]) "
      "{{\n"
      "  %rg = psum %g {{axis=i}} : f32[{1}]\n"
      "  %u = sub %w, %rg : f32[{1}]\n"
      "  %y = dot %a, %b {{lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]}} : f32[{2},{2}]\n"
      "  return %u, %y\n}}\n",
      kDevices, elements, kMatmul));
  const double comm = all_reduce_formula_ns(kSpec, elements);
  const double compute = matmul_formula_ns(kSpec);
  REQUIRE(comm < 0.8 * compute);
  const Timing overlap = time_program(kSpec, program, true);
  const Timing sequential = time_program(kSpec + ",schedule=sequential", program);
  CHECK(op_event(overlap.profile, 0, 2).start_ns == 0);        // the dot first
  CHECK(op_event(overlap.profile, 0, 1).start_ns >= compute);  // the update after it
  CHECK(overlap.exposed_ns <= 0.01 * comm);
  CHECK(sequential.total_ns - overlap.total_ns == Approx(comm).epsilon(0.05));
}

TEST_CASE("the summary's critical path reports exposed communication from the ops tracks") {
  const std::int64_t elements = 16 * 1024 * 1024;
  const double comm = all_reduce_formula_ns(kSpec, elements);
  const Timing overlap = time_program(kSpec, psum_beside_matmul(elements), true);
  const Timing sequential = time_program(kSpec + ",schedule=sequential", psum_beside_matmul(elements), true);
  const traces::CriticalPath hidden = traces::summarize(overlap.profile).critical_path;
  CHECK(hidden.collective_ns == Approx(comm).epsilon(0.02));
  CHECK(hidden.exposed_collective_ns <= 0.01 * comm);
  const traces::CriticalPath exposed = traces::summarize(sequential.profile).critical_path;
  CHECK(exposed.exposed_collective_ns == Approx(comm).epsilon(0.02));
  CHECK_THAT(traces::summary_table(sequential.profile), Catch::Contains("exposed (100.0% not overlapped"));
  // The collective runs on its own queue's track, beside the compute stream's.
  const ProfileEvent& psum = op_event(overlap.profile, 0, 0);
  const ProfileEvent& dot = op_event(overlap.profile, 0, 1);
  CHECK(psum.track == "ops:ici");
  CHECK(dot.track == "ops");
  CHECK(psum.start_ns < dot.start_ns + dot.duration_ns);
  CHECK(dot.start_ns < psum.start_ns + psum.duration_ns);
}

namespace {

Program mlp_train_step() {
  std::ifstream file(std::string(PMAPSIM_SOURCE_DIR) + "/examples/programs/mlp_train_step.spmd");
  REQUIRE(file);
  std::stringstream text;
  text << file.rdbuf();
  return parse_program(text.str());
}

}  // namespace

TEST_CASE("the demo's data-parallel MLP step runs faster overlapped, never faster than its busiest queue") {
  const Program step = mlp_train_step();
  const std::string spec = fmt::format("sim:tpu-v5e,devices={},timing-only", step.axis_size);
  const Timing sequential = time_program(spec + ",schedule=sequential", step, true);
  const Timing overlap = time_program(spec, step, true);
  INFO("sequential " << sequential.total_ns << " ns, overlap " << overlap.total_ns << " ns");
  CHECK(overlap.total_ns < 0.95 * sequential.total_ns);
  CHECK(overlap.exposed_ns < sequential.exposed_ns);
  // Each queue runs one op at a time: the makespan covers the busiest one.
  for (int device = 0; device < step.axis_size; ++device) {
    double compute = 0, collectives = 0;
    for (const ProfileEvent& event : overlap.profile.events) {
      if (event.device != device) continue;
      if (event.track == "ops") compute += event.duration_ns;
      if (event.track == "ops:ici") collectives += event.duration_ns;
    }
    CHECK(overlap.total_ns >= std::max(compute, collectives));
    CHECK(collectives == Approx(overlap.collective_ns).epsilon(1e-9));
  }
}

namespace {

constexpr std::int64_t kChain = 8 * 1024 * 1024;  // f32 elements: 32 MiB per array

// Five elementwise ops, one after another, on one array.
Program elementwise_chain(std::int64_t elements, std::int64_t devices = 1) {
  return parse_program(
      fmt::format("pmap @chain axis=i devices={1} (%x: f32[{0}]) {{\n"
                  "  %1 = neg %x : f32[{0}]\n"
                  "  %2 = abs %1 : f32[{0}]\n"
                  "  %3 = mul %2, %x : f32[{0}]\n"
                  "  %4 = add %3, %2 : f32[{0}]\n"
                  "  %5 = sub %4, %x : f32[{0}]\n"
                  "  return %5\n}}\n",
                  elements, devices));
}

}  // namespace

TEST_CASE("a chain of five elementwise ops costs one HBM pass fused and five unfused") {
  const std::string spec = "sim:tpu-v5e,devices=1,timing-only";
  const HardwareConfig hw = resolve_hardware(BackendSpec::parse(spec));
  const double array_bytes = 4.0 * kChain;
  const double one_pass_ns = 2 * array_bytes / hw.hbm_bytes_per_s * 1e9;  // read x, write the result
  // Unfused: each op reads its operands and writes its result (mul, add and
  // sub read two arrays): 2 + 2 + 3 + 3 + 3 arrays over HBM.
  const double unfused_ns = 13 * array_bytes / hw.hbm_bytes_per_s * 1e9;
  const Program chain = elementwise_chain(kChain);
  const Timing fused = time_program(spec, chain, true);
  const Timing unfused = time_program(spec + ",fusion=off", chain, true);
  CHECK(fused.total_ns == Approx(one_pass_ns).epsilon(0.03));
  CHECK(unfused.total_ns == Approx(unfused_ns).epsilon(0.03));
  CHECK(std::stod(fused.profile.metadata.at("hbm_bytes_total")) == Approx(2 * array_bytes).epsilon(1e-12));
  CHECK(std::stod(unfused.profile.metadata.at("hbm_bytes_total")) == Approx(13 * array_bytes).epsilon(1e-12));
  // One op event for the group, at its root, naming the ops it ran.
  int op_events = 0;
  for (const ProfileEvent& event : fused.profile.events) op_events += is_ops_track(event.track) ? 1 : 0;
  CHECK(op_events == 1);
  const ProfileEvent& group = op_event(fused.profile, 0, 4);
  CHECK(group.name == "fusion.0");
  std::string members;
  for (const auto& [key, value] : group.args) {
    if (key == "fused_ops") members = value;
  }
  CHECK(members == "%0 neg, %1 abs, %2 mul, %3 add, %4 sub");  // as the program prints them
  // The memory profile holds no fused intermediate: x and the result only;
  // unfused, every result is a buffer: while %4 = add %3, %2 runs, x, %2, %3 and %4 are live.
  CHECK(std::stod(fused.profile.metadata.at("hbm_peak_live_bytes")) == 2 * array_bytes);
  CHECK(std::stod(unfused.profile.metadata.at("hbm_peak_live_bytes")) == 4 * array_bytes);
}

TEST_CASE("a dot's elementwise readers fuse into it: its f32 result never goes to HBM") {
  constexpr std::int64_t n = 1024;
  const Program program = parse_program(fmt::format(
      "pmap @out axis=i devices=1 (%a: bf16[{0},{0}], %b: bf16[{0},{0}]) {{\n"
      "  %0 = dot %a, %b {{lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]}} : f32[{0},{0}]\n"
      "  %1 = tanh %0 : f32[{0},{0}]\n"
      "  %2 = convert %1 : bf16[{0},{0}]\n"
      "  return %2\n}}\n",
      n));
  const std::string spec = "sim:tpu-v5e,devices=1,timing-only";
  const Timing fused = time_program(spec, program, true);
  const Timing unfused = time_program(spec + ",fusion=off", program, true);
  // The dot's operand tiles load alike; unfused, the f32 result is written
  // (4), read and written by tanh (4 + 4), read by convert (4) and the bf16
  // result written (2); fused, only the bf16 result is written (2).
  const double square = static_cast<double>(n * n);
  const double fused_bytes = std::stod(fused.profile.metadata.at("hbm_bytes_total"));
  const double unfused_bytes = std::stod(unfused.profile.metadata.at("hbm_bytes_total"));
  CHECK(unfused_bytes - fused_bytes == Approx(16 * square).epsilon(1e-9));
  CHECK(fused.total_ns < unfused.total_ns);
  const ProfileEvent& group = op_event(fused.profile, 0, 2);
  CHECK(group.name == "fusion.0");
  CHECK(group.flops == Approx(2.0 * n * n * n + 2 * square));  // the dot's, tanh's and convert's
}

TEST_CASE("a cheap op read by two fusion groups is computed in each, never stored") {
  constexpr std::int64_t n = 1 << 20;
  const Program program =
      parse_program(fmt::format("pmap @twice axis=i devices=1 (%x: f32[{0}], %s: f32[]) {{\n"
                                "  %0 = broadcast %s {{dims=[]}} : f32[{0}]\n"
                                "  %1 = mul %x, %0 : f32[{0}]\n"
                                "  %2 = reduce_sum %1 {{axes=[0]}} : f32[]\n"
                                "  %3 = add %x, %0 : f32[{0}]\n"
                                "  %4 = exp %3 : f32[{0}]\n"
                                "  return %2, %4\n}}\n",
                                n));
  const Timing timing = time_program("sim:tpu-v5e,devices=1,timing-only", program, true);
  // Two groups, each reading x and s: the sum writes a scalar, the exp its
  // array; the broadcast is never an array of its own (it would add a write
  // and two reads of 4n bytes).
  const double array = 4.0 * n;
  CHECK(std::stod(timing.profile.metadata.at("hbm_bytes_total")) ==
        Approx(3 * array + 3 * 4.0).epsilon(1e-12));
  int op_events = 0;
  for (const ProfileEvent& event : timing.profile.events) op_events += is_ops_track(event.track) ? 1 : 0;
  CHECK(op_events == 2);
}

TEST_CASE("an expensive op read by two fusion groups is stored once, not computed twice") {
  constexpr std::int64_t n = 1 << 20;
  const Program program =
      parse_program(fmt::format("pmap @twice axis=i devices=1 (%x: f32[{0}]) {{\n"
                                "  %0 = exp %x : f32[{0}]\n"
                                "  %1 = reduce_sum %0 {{axes=[0]}} : f32[]\n"
                                "  %2 = reduce_max %0 {{axes=[0]}} : f32[]\n"
                                "  return %1, %2\n}}\n",
                                n));
  const Timing timing = time_program("sim:tpu-v5e,devices=1,timing-only", program, true);
  // exp reads x and writes its array; each reduction reads it and writes a scalar.
  const double array = 4.0 * n;
  CHECK(std::stod(timing.profile.metadata.at("hbm_bytes_total")) ==
        Approx(4 * array + 2 * 4.0).epsilon(1e-12));
}

TEST_CASE("a call that only computes elementwise (an activation) fuses with its neighbours") {
  const Program program =
      parse_program(fmt::format("pmap @act axis=i devices=1 (%x: f32[{0}]) {{\n"
                                "  %0 = neg %x : f32[{0}]\n"
                                "  %1 = call %0 {{callee=relu}} : f32[{0}] (%p: f32[{0}]) {{\n"
                                "    %z = constant {{value=0.0}} : f32[{0}]\n"
                                "    %m = max %p, %z : f32[{0}]\n"
                                "    return %m\n"
                                "  }}\n"
                                "  %2 = abs %1 : f32[{0}]\n"
                                "  return %2\n}}\n",
                                kChain));
  const Timing timing = time_program("sim:tpu-v5e,devices=1,timing-only", program, true);
  CHECK(std::stod(timing.profile.metadata.at("hbm_bytes_total")) == Approx(2 * 4.0 * kChain).epsilon(1e-12));
  const ProfileEvent& group = op_event(timing.profile, 0, 2);
  CHECK(group.name == "fusion.0");
}

TEST_CASE("a composite runs as one kernel: its operands in once, its results out once, dots on chip") {
  // Attention's scores [heads, 1024, 1024] never reach HBM inside the kernel; as plain ops
  // they are written by the first dot and read back by the softmax and the second dot.
  constexpr std::int64_t heads = 8, seq = 1024, dim = 128;
  const std::string kernel = fmt::format(
      "(%kq: bf16[{0},{1},{2}], %kk: bf16[{0},{1},{2}], %kv: bf16[{0},{1},{2}]) {{\n"
      "    %s = dot %kq, %kk {{lhs_contract=[2], rhs_contract=[2], lhs_batch=[0], rhs_batch=[0]}} : "
      "f32[{0},{1},{1}]\n"
      "    %m = reduce_max %s {{axes=[2]}} : f32[{0},{1}]\n"
      "    %mb = broadcast %m {{dims=[0, 1]}} : f32[{0},{1},{1}]\n"
      "    %d = sub %s, %mb : f32[{0},{1},{1}]\n"
      "    %e = exp %d : f32[{0},{1},{1}]\n"
      "    %p = convert %e : bf16[{0},{1},{1}]\n"
      "    %o = dot %p, %kv {{lhs_contract=[2], rhs_contract=[1], lhs_batch=[0], rhs_batch=[0]}} : "
      "f32[{0},{1},{2}]\n"
      "    return %o\n"
      "  }}\n",
      heads, seq, dim);
  const auto program = [&](const std::string& composite) {
    return parse_program(
        fmt::format("pmap @attention axis=i devices=1 (%q: bf16[{0},{1},{2}], %k: bf16[{0},{1},{2}], %v: "
                    "bf16[{0},{1},{2}]) {{\n"
                    "  %0 = call %q, %k, %v {{callee=attend{3}}} : f32[{0},{1},{2}] {4}"
                    "  return %0\n}}\n",
                    heads, seq, dim, composite, kernel));
  };
  const std::string spec = "sim:tpu-v5e,devices=1,timing-only";
  const Timing as_kernel = time_program(spec, program(", composite=flash.attention"), true);
  const Timing as_ops = time_program(spec, program(""), true);
  const double in_bytes = 3.0 * heads * seq * dim * 2, out_bytes = 4.0 * heads * seq * dim;
  CHECK(std::stod(as_kernel.profile.metadata.at("hbm_bytes_total")) ==
        Approx(in_bytes + out_bytes).epsilon(1e-12));
  const double scores = 4.0 * heads * seq * seq;
  CHECK(std::stod(as_ops.profile.metadata.at("hbm_bytes_total")) > in_bytes + out_bytes + 2 * scores);
  CHECK(as_kernel.total_ns < as_ops.total_ns);
  // Never faster than its matrix work at the peak rate.
  const HardwareConfig hw = resolve_hardware(BackendSpec::parse(spec));
  const double flops = 2 * 2.0 * heads * seq * seq * dim;
  CHECK(as_kernel.total_ns >= flops / hw.peak_flops_per_s() * 1e9);
  CHECK(op_event(as_kernel.profile, 0, 0).flops == Approx(op_event(as_ops.profile, 0, 0).flops));
}

TEST_CASE("values are bit-identical with either schedule and fusion, and runs repeat exactly") {
  const Program chain = elementwise_chain(1000, 4);
  const Program program = parse_program(
      "pmap @mixed axis=i devices=4 (%x: f32[64,32], %w: f32[32,16], %g: f32[256]) {\n"
      "  %r = psum %g {axis=i} : f32[256]\n"
      "  %h = dot %x, %w {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : f32[64,16]\n"
      "  %t = tanh %h : f32[64,16]\n"
      "  %e = exp %t : f32[64,16]\n"
      "  %s = reduce_sum %e {axes=[1]} : f32[64]\n"
      "  %m = pmean %s {axis=i} : f32[64]\n"
      "  return %r, %m\n}\n");
  for (const Program* p : {&chain, &program}) {
    const auto args = make_args(*p, false, 7);
    std::vector<RunResult> runs;
    for (const std::string options :
         {"", ",schedule=sequential", ",fusion=off", ",schedule=sequential,fusion=off"}) {
      auto backend = open_sim("sim:tiny,devices=4" + options);
      runs.push_back(compile_and_run(*backend, *p, args));
      runs.push_back(compile_and_run(*backend, *p, args));
    }
    for (std::size_t r = 1; r < runs.size(); ++r) {
      for (std::size_t d = 0; d < runs[0].outputs.size(); ++d) {
        for (std::size_t o = 0; o < runs[0].outputs[d].size(); ++o) {
          const Array &a = runs[r].outputs[d][o], &b = runs[0].outputs[d][o];
          REQUIRE(a.byte_size() == b.byte_size());
          CHECK(std::memcmp(a.raw(), b.raw(), a.byte_size()) == 0);
        }
      }
      if (r % 2 == 1)
        CHECK(runs[r].profile.total_ns == runs[r - 1].profile.total_ns);  // the same backend again
    }
  }
}

TEST_CASE("schedule= and fusion= take only their values") {
  CHECK_THROWS_WITH(open_sim("sim:tiny,schedule=eager"),
                    Catch::Contains("schedule=eager: expected overlap or sequential"));
  CHECK_THROWS_WITH(open_sim("sim:tiny,fusion=maybe"), Catch::Contains("fusion=maybe: expected on or off"));
  CHECK_THAT(open_sim("sim:tiny,schedule=sequential,fusion=off")->describe(),
             Catch::Contains("schedule: sequential") && Catch::Contains("fusion: off"));
}

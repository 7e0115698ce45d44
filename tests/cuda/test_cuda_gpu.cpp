// GPU tests of the CUDA backend: every op against the reference, the
// collectives on both paths (own kernels on cuda:virtual=8, NCCL on "cuda"
// with several GPUs), errors and the profile. Where no GPU is usable each
// case exits with 77, which ctest reports as skipped.
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

#include "pmapsim/backend.hpp"
#include "pmapsim/check.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/program.hpp"

using namespace pmapsim;

namespace {

constexpr int kSkipped = 77;

std::unique_ptr<Backend> open_or_skip(const std::string& spec) {
  try {
    return BackendRegistry::global().open(spec);
  } catch (const BackendUnavailable& unavailable) {
    std::printf("skipped: %s\n", unavailable.what());
    std::exit(kSkipped);
  }
}

Array random_input(const TensorType& type, std::uint64_t seed) {
  switch (type.dtype) {
    case DType::f32:
    case DType::bf16:
    case DType::f16:
    case DType::f64:
      return random_normal(type.shape, seed, type.dtype);
    case DType::s8:
    case DType::s16:
    case DType::s32:
    case DType::s64:
      return random_integers(type.shape, seed, -20, 20).astype(type.dtype);
    case DType::u8:
    case DType::u16:
    case DType::u32:
    case DType::u64:
      return random_integers(type.shape, seed, 0, 40).astype(type.dtype);
    case DType::boolean:
      return random_integers(type.shape, seed, 0, 2).astype(DType::boolean);
    case DType::c64:
    case DType::c128: {
      const Array re = random_normal(type.shape, seed, DType::f64),
                  im = random_normal(type.shape, ~seed, DType::f64);
      Array out(type.dtype, type.shape);
      for (std::int64_t i = 0; i < out.size(); ++i) out.set_complex(i, {re.get(i), im.get(i)});
      return out;
    }
  }
  return Array(type.dtype, type.shape);
}

std::vector<std::vector<Array>> random_args(const Program& program, std::uint64_t seed) {
  std::vector<std::vector<Array>> args(static_cast<std::size_t>(program.axis_size));
  for (std::size_t d = 0; d < args.size(); ++d) {
    for (std::size_t p = 0; p < program.params.size(); ++p) {
      args[d].push_back(random_input(program.params[p].type, seed + 1000 * d + p));
    }
  }
  return args;
}

// Runs the program on `spec` and on the reference with the same random
// inputs and requires every output to agree within its dtype's tolerance
// (or the f32 tolerance given).
void check_against_reference(const std::string& spec, const std::string& text,
                             std::optional<double> f32_tolerance = std::nullopt) {
  const auto gpu = open_or_skip(spec);
  const auto reference = BackendRegistry::global().open("reference:devices=8");
  const Program program = parse_program(text);
  CheckOptions options;
  options.f32_tolerance = f32_tolerance;
  const CheckReport report = check(program, random_args(program, 42), *gpu, *reference, options);
  INFO(report.table());
  CHECK(report.passed());
}

}  // namespace

TEST_CASE("cuda elementwise ops in f32, bf16 and s32 match the reference") {
  check_against_reference("cuda:virtual=2", R"(
pmap @f32_ops axis=i devices=2 (%x: f32[1,1000], %y: f32[1,1000]) {
  %0 = add %x, %y : f32[1,1000]
  %1 = sub %x, %y : f32[1,1000]
  %2 = mul %x, %y : f32[1,1000]
  %3 = exp %y : f32[1,1000]
  %4 = div %x, %3 : f32[1,1000]
  %5 = max %x, %y : f32[1,1000]
  %6 = min %x, %y : f32[1,1000]
  %7 = neg %x : f32[1,1000]
  %8 = tanh %x : f32[1,1000]
  %9 = sqrt %3 : f32[1,1000]
  %10 = log %3 : f32[1,1000]
  return %0, %1, %2, %4, %5, %6, %7, %8, %9, %10
})");
  check_against_reference("cuda:virtual=2", R"(
pmap @bf16_ops axis=i devices=2 (%x: bf16[1,999], %y: bf16[1,999]) {
  %0 = add %x, %y : bf16[1,999]
  %1 = mul %x, %y : bf16[1,999]
  %2 = exp %x : bf16[1,999]
  %3 = div %y, %2 : bf16[1,999]
  %4 = max %x, %y : bf16[1,999]
  %5 = tanh %x : bf16[1,999]
  %6 = neg %y : bf16[1,999]
  return %0, %1, %2, %3, %4, %5, %6
})");
  check_against_reference("cuda:virtual=2", R"(
pmap @s32_ops axis=i devices=2 (%x: s32[1,257], %y: s32[1,257]) {
  %0 = add %x, %y : s32[1,257]
  %1 = sub %x, %y : s32[1,257]
  %2 = mul %x, %y : s32[1,257]
  %3 = neg %x : s32[1,257]
  %4 = max %x, %y : s32[1,257]
  %5 = min %x, %y : s32[1,257]
  %6 = constant {value=3.0} : s32[1,257]
  %7 = div %x, %6 : s32[1,257]
  return %0, %1, %2, %3, %4, %5, %7
})");
}

TEST_CASE("cuda compare, select and convert match the reference") {
  check_against_reference("cuda:virtual=2", R"(
pmap @select axis=i devices=2 (%x: f32[1,300], %y: f32[1,300], %n: s32[1,300]) {
  %0 = compare %x, %y {direction=lt} : bool[1,300]
  %1 = select %0, %x, %y : f32[1,300]
  %2 = compare %x, %y {direction=ge} : bool[1,300]
  %3 = convert %2 : f32[1,300]
  %4 = convert %x : s32[1,300]
  %5 = convert %n : f32[1,300]
  %6 = convert %x : bf16[1,300]
  %7 = convert %6 : f32[1,300]
  %8 = compare %n, %4 {direction=eq} : bool[1,300]
  return %1, %3, %4, %5, %6, %7, %8
})");
}

TEST_CASE("cuda layout ops, reductions, constants and iota match the reference") {
  check_against_reference("cuda:virtual=2", R"(
pmap @layout axis=i devices=2 (%x: f32[1,6,40,5], %v: f32[40]) {
  %0 = reshape %x : f32[6,40,5]
  %1 = transpose %0 {perm=[2,0,1]} : f32[5,6,40]
  %2 = broadcast %v {dims=[2]} : f32[5,6,40]
  %3 = add %1, %2 : f32[5,6,40]
  %4 = reduce_sum %3 {axes=[1]} : f32[5,40]
  %5 = reduce_max %3 {axes=[0,2]} : f32[6]
  %6 = reduce_sum %0 {axes=[0,1,2]} : f32[]
  %7 = iota {dimension=1} : s32[3,4]
  %8 = iota {dimension=0} : f32[3,4]
  %9 = constant {values=[1.5, -2.0, 3.25]} : f32[3]
  %10 = constant {value=0.1} : bf16[2,2]
  return %3, %4, %5, %6, %7, %8, %9, %10
})");
}

// [large]: left out of the compute-sanitizer run (scripts/gpu-check.sh), where it would take minutes.
TEST_CASE("cuda kernels at sizes that take every launch path match the reference", "[large]") {
  // Odd lengths leave tails after the 16-byte vectors; large reductions are
  // split over blocks and combined; leading and middle axes reduce as
  // columns (wide and narrow); big transposes go through tiles.
  check_against_reference("cuda:virtual=1", R"(
pmap @paths axis=i devices=1 (%x: f32[1,1000003], %y: f32[1,1000003], %h: bf16[1,1000003], %m: f32[4096,96], %t: bf16[300,200], %w: f32[65536,3]) {
  %0 = add %x, %y : f32[1,1000003]
  %1 = mul %h, %h : bf16[1,1000003]
  %2 = compare %x, %y {direction=lt} : bool[1,1000003]
  %3 = select %2, %h, %1 : bf16[1,1000003]
  %4 = convert %x : bf16[1,1000003]
  %5 = reduce_sum %x {axes=[0,1]} : f32[]
  %6 = reduce_max %h {axes=[1]} : bf16[1]
  %7 = reduce_sum %m {axes=[0]} : f32[96]
  %8 = reduce_max %w {axes=[0]} : f32[3]
  %9 = transpose %m {perm=[1,0]} : f32[96,4096]
  %10 = transpose %t {perm=[1,0]} : bf16[200,300]
  %11 = reduce_sum %m {axes=[1]} : f32[4096]
  %12 = neg %h : bf16[1,1000003]
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12
})");
}

TEST_CASE("cuda follows the reference's semantics at the edges") {
  // An empty bool max is false; pmean of s32 sums in f32 (an int32 sum of
  // these would wrap); bool psum counts in s32.
  check_against_reference("cuda:virtual=8", R"(
pmap @edges axis=i devices=8 (%z: f32[3,0], %n: s32[1,4], %x: f32[1,5]) {
  %0 = compare %z, %z {direction=eq} : bool[3,0]
  %1 = reduce_max %0 {axes=[1]} : bool[3]
  %2 = constant {value=2000000000.0} : s32[1,4]
  %3 = add %n, %2 : s32[1,4]
  %4 = pmean %3 {axis=i} : f32[1,4]
  %5 = compare %x, %x {direction=eq} : bool[1,5]
  %6 = psum %5 {axis=i} : s32[1,5]
  %7 = reduce_max %5 {axes=[1]} : bool[1]
  return %1, %4, %6, %7
})");
}

TEST_CASE("cuda f32 dot precision options stay close to exact f32") {
  const std::string text = R"(
pmap @precise axis=i devices=1 (%a: f32[256,512], %b: f32[512,128]) {
  %0 = dot %a, %b {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : f32[256,128]
  %1 = dot %a, %b {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : bf16[256,128]
  return %0, %1
})";
  check_against_reference("cuda:virtual=1", text);                          // exact f32 by default
  check_against_reference("cuda:virtual=1,precision=high", text, 1e-4);     // bf16_3x: near f32
  check_against_reference("cuda:virtual=1,precision=default", text, 3e-3);  // TF32: 10-bit mantissa
}

TEST_CASE("cuda runs a long chain whose values are freed at their last use", "[large]") {
  // Forty 64 MiB intermediates: kept until the end they would need 2.5 GiB.
  std::string text = "pmap @long axis=i devices=1 (%x: f32[16777216]) {\n";
  std::string last = "%x";
  for (int i = 0; i < 40; ++i) {
    const std::string name = std::string("%").append(std::to_string(i));
    text.append("  ").append(name).append(" = add ").append(last).append(", %x : f32[16777216]\n");
    last = name;
  }
  text += "  return " + last + "\n}\n";
  const auto gpu = open_or_skip("cuda:virtual=1");
  const Program program = parse_program(text);
  const RunResult result = compile_and_run(*gpu, program, {{full(DType::f32, {16777216}, 1)}});
  CHECK(result.outputs[0][0].get(16777215) == 41);
}

TEST_CASE("cuda dot through cuBLAS matches the reference in f32 and bf16") {
  check_against_reference("cuda:virtual=2", R"(
pmap @dots axis=i devices=2 (%a: f32[1,64,96], %b: f32[96,80], %c: bf16[1,128,256], %d: bf16[256,64]) {
  %0 = reshape %a : f32[64,96]
  %1 = dot %0, %b {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : f32[64,80]
  %2 = reshape %c : bf16[128,256]
  %3 = dot %2, %d {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : f32[128,64]
  %4 = dot %2, %d {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : bf16[128,64]
  %5 = dot %b, %0 {lhs_contract=[0], rhs_contract=[1], lhs_batch=[], rhs_batch=[]} : f32[80,64]
  return %1, %3, %4, %5
})");
  check_against_reference("cuda:virtual=2", R"(
pmap @batched axis=i devices=2 (%a: f32[1,12,4,20], %b: f32[20,4,9], %n: s32[1,5,7], %m: s32[7,3]) {
  %0 = reshape %a : f32[12,4,20]
  %1 = dot %0, %b {lhs_contract=[2], rhs_contract=[0], lhs_batch=[1], rhs_batch=[1]} : f32[4,12,9]
  %2 = reshape %n : s32[5,7]
  %3 = dot %2, %m {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : s32[5,3]
  return %1, %3
})");
}

TEST_CASE("cuda:virtual=8 collectives on the own kernels match the reference") {
  check_against_reference("cuda:virtual=8", R"(
pmap @reduces axis=i devices=8 (%x: f32[1,4096], %n: s32[1,33], %h: bf16[1,100]) {
  %0 = psum %x {axis=i} : f32[1,4096]
  %1 = pmean %x {axis=i, groups=[[0,1,2,3],[4,5,6,7]]} : f32[1,4096]
  %2 = pmax %n {axis=i} : s32[1,33]
  %3 = pmin %x {axis=i, groups=[[0,2,4,6],[1,3,5,7]]} : f32[1,4096]
  %4 = pmean %n {axis=i} : f32[1,33]
  %5 = psum %h {axis=i} : bf16[1,100]
  return %0, %1, %2, %3, %4, %5
})");
  check_against_reference("cuda:virtual=8", R"(
pmap @layouts axis=i devices=8 (%x: f32[1,16,6]) {
  %0 = all_gather %x {axis=i, dimension=1} : f32[1,128,6]
  %1 = all_gather %x {axis=i, dimension=0} : f32[8,16,6]
  %2 = psum_scatter %x {axis=i, dimension=1} : f32[1,2,6]
  %3 = all_to_all %x {axis=i, split_axis=1, concat_axis=2} : f32[1,2,48]
  %4 = ppermute %x {axis=i, perm=[[0,1],[1,2],[2,3],[5,0]]} : f32[1,16,6]
  %5 = axis_index {axis=i} : s32[]
  %6 = all_gather %x {axis=i, dimension=2, groups=[[0,1],[2,3],[4,5],[6,7]]} : f32[1,16,12]
  return %0, %1, %2, %3, %4, %5, %6
})");
}

TEST_CASE("cuda psum, pmean and psum_scatter of complex numbers run on their parts, as the reference") {
  check_against_reference("cuda:virtual=4", R"(
pmap @complex_sums axis=i devices=4 (%x: c64[3,8], %y: c128[8]) {
  %s = psum %x {axis=i} : c64[3,8]
  %m = pmean %y {axis=i} : c128[8]
  %t = psum_scatter %x {axis=i, dimension=1} : c64[3,2]
  %g = psum %y {axis=i, groups=[[0,1],[2,3]]} : c128[8]
  return %s, %m, %t, %g
})");
}

TEST_CASE("cuda collectives through NCCL match the reference on several GPUs") {
  const auto gpu = open_or_skip("cuda");
  if (gpu->device_count() < 2) {
    // Returns rather than exits, so that a run of every case (compute-sanitizer's
    // in scripts/gpu-check.sh) goes on to the cases after it; ctest reads the
    // line as skipped (SKIP_REGULAR_EXPRESSION).
    std::printf("skipped: NCCL needs two GPUs, this machine has %d\n", gpu->device_count());
    return;
  }
  const int n = gpu->device_count();
  const std::string text = "pmap @nccl axis=i devices=" + std::to_string(n) + " (%x: f32[1," +
                           std::to_string(4 * n) +
                           "], %n: s32[1,5]) {\n"
                           "  %0 = psum %x {axis=i} : f32[1," +
                           std::to_string(4 * n) +
                           "]\n"
                           "  %1 = pmean %n {axis=i} : f32[1,5]\n"
                           "  %2 = all_gather %x {axis=i, dimension=1} : f32[1," +
                           std::to_string(4 * n * n) +
                           "]\n"
                           "  %3 = psum_scatter %x {axis=i, dimension=1} : f32[1,4]\n"
                           "  %4 = all_to_all %x {axis=i, split_axis=1, concat_axis=0} : f32[" +
                           std::to_string(n) +
                           ",4]\n"
                           "  %5 = ppermute %x {axis=i, perm=[[0,1]]} : f32[1," +
                           std::to_string(4 * n) +
                           "]\n"
                           "  return %0, %1, %2, %3, %4, %5\n}\n";
  check_against_reference("cuda", text);
}

TEST_CASE("cuda reports errors as pmapsim errors") {
  const auto gpu = open_or_skip("cuda:virtual=8");
  const Program too_wide = parse_program(R"(
pmap @wide axis=i devices=16 (%x: f32[1,4]) {
  return %x
})");
  CHECK_THROWS_WITH(
      gpu->compile(too_wide),
      "compiling computation that requires 16 logical devices, but only 8 devices are available "
      "(num_replicas=16)");

  const Program square = parse_program(R"(
pmap @square axis=i devices=2 (%x: f32[1,4]) {
  %0 = mul %x, %x : f32[1,4]
  return %0
})");
  const auto executable = gpu->compile(square);
  CHECK_THROWS_AS(executable->run({{Array(DType::f32, {1, 4})}}), Error);
  CHECK_THROWS_AS(executable->run({{Array(DType::f32, {1, 4})}, {Array(DType::s32, {1, 4})}}), Error);

  // Four terabytes: no GPU has that much memory. The result is one number,
  // so the host-memory check (parameters and results, for a backend whose
  // values stay on the device) lets it through to the device's allocation.
  const Program huge = parse_program(R"(
pmap @huge axis=i devices=1 (%x: f32[1]) {
  %0 = broadcast %x {dims=[0]} : f32[1000000,1000000,1]
  %1 = reduce_sum %0 {axes=[0,1,2]} : f32[]
  return %1
})");
  CHECK_THROWS_WITH(compile_and_run(*gpu, huge, {{Array(DType::f32, {1})}}),
                    Catch::Contains("out of device memory"));
  // The backend still works after the failure.
  const RunResult after = executable->run({{full(DType::f32, {1, 4}, 3)}, {full(DType::f32, {1, 4}, 2)}});
  CHECK(after.outputs[0][0].get(0) == 9);
  CHECK(after.outputs[1][0].get(3) == 4);
}

TEST_CASE("cuda profiles every op on every logical device") {
  const auto gpu = open_or_skip("cuda:virtual=4");
  const Program program = parse_program(R"(
pmap @profiled axis=i devices=4 (%a: f32[1,32,64], %b: f32[64,16]) {
  %0 = reshape %a : f32[32,64]
  %1 = dot %0, %b {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : f32[32,16]
  %2 = psum %1 {axis=i} : f32[32,16]
  return %2
})");
  const RunResult result = compile_and_run(*gpu, program, random_args(program, 7));
  const Profile& profile = result.profile;
  REQUIRE(profile.devices.size() == 4);
  CHECK(profile.devices[3].name == "/device:GPU:3 (cuda)");
  CHECK(profile.devices[0].peak_hbm_bytes_per_s > 0);
  int ops_events = 0, stream_events = 0;
  for (const ProfileEvent& event : profile.events) {
    CHECK(event.duration_ns >= 0);
    if (event.track == "ops") ++ops_events;
    if (event.track.rfind("stream", 0) == 0) ++stream_events;
    if (event.name == "dot" && event.track == "ops") CHECK(event.flops == 2.0 * 32 * 16 * 64);
  }
  CHECK(ops_events == 3 * 4);
  CHECK(stream_events == 3 * 4);
  CHECK(profile.total_ns > 0);
}

// --- region ops ------------------------------------------------------------------

TEST_CASE("cuda loops, branches and barriers match the reference") {
  // Device d loops d+1 times (trip counts differ: no collective inside).
  check_against_reference("cuda:virtual=4", R"(
pmap @per_device_loop axis=i devices=4 (%x: f32[2]) {
  %d = axis_index {axis=i} : s32[]
  %k0 = constant {value=0} : s32[]
  %zero = constant {value=0.0} : f32[2]
  %k, %acc = while_loop %k0, %zero : s32[], f32[2] (%i: s32[], %a: f32[2]) {
    %more = compare %i, %d {direction=le} : bool[]
    return %more
  } (%i: s32[], %a: f32[2]) {
    %one = constant {value=1} : s32[]
    %next = add %i, %one : s32[]
    %sum = add %a, %x : f32[2]
    return %next, %sum
  }
  %b0, %b1 = optimization_barrier %acc, %k : f32[2], s32[]
  return %b0, %b1
})",
                          0.0);
  // A psum inside the loop body, in lockstep on every device, and a loop that never runs
  // (the f32 tolerance: the psum's order of summation is the backend's own).
  check_against_reference("cuda:virtual=4", R"(
pmap @psum_loop axis=i devices=4 (%x: f32[3]) {
  %k0 = constant {value=0} : s32[]
  %zero = constant {value=0.0} : f32[3]
  %k, %acc = while_loop %k0, %zero : s32[], f32[3] (%i: s32[], %a: f32[3]) {
    %three = constant {value=3} : s32[]
    %more = compare %i, %three {direction=lt} : bool[]
    return %more
  } (%i: s32[], %a: f32[3]) {
    %one = constant {value=1} : s32[]
    %next = add %i, %one : s32[]
    %s = psum %x {axis=i} : f32[3]
    %sum = add %a, %s : f32[3]
    return %next, %sum
  }
  %n, %same = while_loop %k0, %x : s32[], f32[3] (%i: s32[], %a: f32[3]) {
    %never = compare %i, %i {direction=ne} : bool[]
    return %never
  } (%i: s32[], %a: f32[3]) {
    return %i, %a
  }
  return %acc, %same
})");
  check_against_reference("cuda:virtual=4", R"(
pmap @branches axis=i devices=4 (%x: f32[2]) {
  %d = axis_index {axis=i} : s32[]
  %two = constant {value=2} : s32[]
  %low = compare %d, %two {direction=lt} : bool[]
  %c = cond %low : f32[2] () {
    %n = neg %x : f32[2]
    return %n
  } () {
    %t = add %x, %x : f32[2]
    return %t
  }
  %s = switch_case %d : f32[2] () {
    return %x
  } () {
    %m = mul %x, %x : f32[2]
    return %m
  }
  %same = compare %two, %two {direction=eq} : bool[]
  %all = cond %same : f32[2] () {
    %p = psum %c {axis=i} : f32[2]
    return %p
  } () {
    %q = psum %s {axis=i} : f32[2]
    return %q
  }
  return %c, %s, %all
})");
  // Calls: nested, with a psum, a capture, two results, and one inside a loop body.
  check_against_reference("cuda:virtual=4", R"(
pmap @calls axis=i devices=4 (%x: f32[2]) {
  %d = axis_index {axis=i} : s32[]
  %y, %e = call %x, %d {callee=outer} : f32[2], s32[] (%a: f32[2], %k: s32[]) {
    %sq = call %a {callee=square} : f32[2] (%b: f32[2]) {
      %m = mul %b, %b : f32[2]
      return %m
    }
    %p = psum %sq {axis=i} : f32[2]
    %t = add %p, %x : f32[2]
    return %t, %k
  }
  %k0 = constant {value=0} : s32[]
  %n, %acc = while_loop %k0, %y : s32[], f32[2] (%i: s32[], %a: f32[2]) {
    %three = constant {value=3} : s32[]
    %more = compare %i, %three {direction=lt} : bool[]
    return %more
  } (%i: s32[], %a: f32[2]) {
    %one = constant {value=1} : s32[]
    %next = add %i, %one : s32[]
    %twice = call %a {callee=double} : f32[2] (%c: f32[2]) {
      %s = add %c, %c : f32[2]
      return %s
    }
    return %next, %twice
  }
  return %acc, %e
})");
}

TEST_CASE("cuda region ops refuse what the reference refuses, with its error") {
  const auto gpu = open_or_skip("cuda:virtual=4");
  // Devices disagree on a loop that runs a psum.
  const Program disagree = parse_program(R"(
pmap @p axis=i devices=4 (%x: f32[2]) {
  %d = axis_index {axis=i} : s32[]
  %k0 = constant {value=0} : s32[]
  %k, %acc = while_loop %k0, %x : s32[], f32[2] (%i: s32[], %a: f32[2]) {
    %more = compare %i, %d {direction=le} : bool[]
    return %more
  } (%i: s32[], %a: f32[2]) {
    %one = constant {value=1} : s32[]
    %next = add %i, %one : s32[]
    %s = psum %a {axis=i} : f32[2]
    return %next, %s
  }
  return %acc
})");
  CHECK_THROWS_WITH(compile_and_run(*gpu, disagree, random_args(disagree, 3)),
                    Catch::Contains("while_loop: devices disagree on the loop condition (devices 1, 2, 3 "
                                    "continue, the others stop)"));
  // Devices take different branches and one of them runs a psum.
  const Program split = parse_program(R"(
pmap @p axis=i devices=4 (%x: f32[2]) {
  %d = axis_index {axis=i} : s32[]
  %two = constant {value=2} : s32[]
  %low = compare %d, %two {direction=lt} : bool[]
  %c = cond %low : f32[2] () {
    %p = psum %x {axis=i} : f32[2]
    return %p
  } () {
    return %x
  }
  return %c
})");
  CHECK_THROWS_WITH(compile_and_run(*gpu, split, random_args(split, 3)),
                    "cond: devices take different branches and branch 0 runs a collective, which needs every "
                    "device");
  // A reduction region with an op the GPU's region kernels do not evaluate: refused at compile time.
  const Program exp_region = parse_program(R"(
pmap @p axis=i devices=1 (%x: f32[4]) {
  %z = constant {value=0.0} : f32[]
  %r = reduce %x, %z {dims=[0]} : f32[] (%a: f32[], %b: f32[]) {
    %e = exp %b : f32[]
    %s = add %a, %e : f32[]
    return %s
  }
  return %r
})");
  CHECK_THROWS_WITH(
      gpu->compile(exp_region),
      Catch::StartsWith("reduce: the CUDA backend cannot run this region: its region uses exp;"));
}

TEST_CASE("cuda general reduce matches the reference bit for bit") {
  // f32 sums in the reference's row-major order (exact), over split dims
  // (a transpose first); a general s32 region; max with its NaN rule; a
  // two-operand argmax-style region; bool, f64, bf16 and u8 accumulators;
  // a region reading a captured scalar.
  check_against_reference("cuda:virtual=2", R"(
pmap @reduces axis=i devices=2 (%x: f32[4,33,5], %n: s32[6,7], %y: f64[3,9], %h: bf16[5,40], %u: u8[8,3], %scale: f32[]) {
  %z = constant {value=0.0} : f32[]
  %sum = reduce %x, %z {dims=[0,2]} : f32[33] (%a: f32[], %b: f32[]) {
    %r = add %b, %a : f32[]
    return %r
  }
  %ninf = constant {value=-inf} : f32[]
  %top = reduce %x, %ninf {dims=[1]} : f32[4,5] (%a: f32[], %b: f32[]) {
    %r = max %a, %b : f32[]
    return %r
  }
  %one = constant {value=1} : s32[]
  %prod = reduce %n, %one {dims=[0]} : s32[7] (%a: s32[], %b: s32[]) {
    %t = mul %a, %b : s32[]
    %w = add %t, %b : s32[]
    return %w
  }
  %idx = iota {dimension=1} : s32[4,33,5]
  %zero = constant {value=0} : s32[]
  %best, %at = reduce %x, %idx, %ninf, %zero {dims=[1]} : f32[4,5], s32[4,5] (%av: f32[], %ai: s32[], %bv: f32[], %bi: s32[]) {
    %gt = compare %av, %bv {direction=gt} : bool[]
    %eq = compare %av, %bv {direction=eq} : bool[]
    %lower = compare %ai, %bi {direction=lt} : bool[]
    %tie = and %eq, %lower : bool[]
    %keep = or %gt, %tie : bool[]
    %v = select %keep, %av, %bv : f32[]
    %i = select %keep, %ai, %bi : s32[]
    return %v, %i
  }
  %big = constant {value=1e300} : f64[]
  %low = reduce %y, %big {dims=[1]} : f64[3] (%a: f64[], %b: f64[]) {
    %r = min %a, %b : f64[]
    return %r
  }
  %hz = constant {value=0.0} : bf16[]
  %hsum = reduce %h, %hz {dims=[1]} : bf16[5] (%a: bf16[], %b: bf16[]) {
    %r = add %a, %b : bf16[]
    return %r
  }
  %u0 = constant {value=0} : u8[]
  %usum = reduce %u, %u0 {dims=[0]} : u8[3] (%a: u8[], %b: u8[]) {
    %s = sub %a, %b : u8[]
    return %s
  }
  %nz = constant {value=0} : s32[6,7]
  %pos = compare %n, %nz {direction=gt} : bool[6,7]
  %t = constant {value=1} : bool[]
  %all = reduce %pos, %t {dims=[1]} : bool[6] (%a: bool[], %b: bool[]) {
    %r = and %a, %b : bool[]
    return %r
  }
  %scaled = reduce %x, %z {dims=[2]} : f32[4,33] (%a: f32[], %b: f32[]) {
    %m = mul %b, %scale : f32[]
    %r = add %a, %m : f32[]
    return %r
  }
  return %sum, %top, %prod, %best, %at, %low, %hsum, %usum, %all, %scaled
})",
                          0.0);
}

TEST_CASE("cuda folds long associative reductions in runs, as the reference's sequential fold") {
  // Few results of many elements: one block per result folds runs and
  // combines them in order (max and min of floats, integer products and xor).
  check_against_reference("cuda:virtual=2", R"(
pmap @runs axis=i devices=2 (%x: f32[2,50000], %n: s32[3,4096], %u: u16[70000]) {
  %inf = constant {value=inf} : f32[]
  %low = reduce %x, %inf {dims=[1]} : f32[2] (%a: f32[], %b: f32[]) {
    %r = min %b, %a : f32[]
    return %r
  }
  %ninf = constant {value=-inf} : f32[]
  %high = reduce %x, %ninf {dims=[0, 1]} : f32[] (%a: f32[], %b: f32[]) {
    %r = max %a, %b : f32[]
    return %r
  }
  %one = constant {value=1} : s32[]
  %prod = reduce %n, %one {dims=[1]} : s32[3] (%a: s32[], %b: s32[]) {
    %r = mul %a, %b : s32[]
    return %r
  }
  %u0 = constant {value=0} : u16[]
  %ux = reduce %u, %u0 {dims=[0]} : u16[] (%a: u16[], %b: u16[]) {
    %r = xor %a, %b : u16[]
    return %r
  }
  return %low, %high, %prod, %ux
})",
                          0.0);
}

TEST_CASE("cuda sort matches the reference bit for bit") {
  // One compare (both directions), a two-key comparator with ties, several
  // operands, a sort along a middle dim, and a row long enough to take many merges.
  check_against_reference("cuda:virtual=2", R"(
pmap @sorts axis=i devices=2 (%x: f32[3,37,4], %k: s32[5,64], %v: f32[5,64], %h: bf16[300]) {
  %up = sort %x {dimension=1, is_stable=1} : f32[3,37,4] (%a: f32[], %b: f32[]) {
    %lt = compare %a, %b {direction=lt} : bool[]
    return %lt
  }
  %idx = iota {dimension=0} : s32[300]
  %down, %from = sort %h, %idx {dimension=0, is_stable=1} : bf16[300], s32[300] (%a: bf16[], %b: bf16[], %c: s32[], %d: s32[]) {
    %gt = compare %a, %b {direction=gt} : bool[]
    return %gt
  }
  %three = constant {value=3} : s32[5,64]
  %few = div %k, %three : s32[5,64]
  %sk, %sv = sort %few, %v {dimension=1} : s32[5,64], f32[5,64] (%a: s32[], %b: s32[], %c: f32[], %d: f32[]) {
    %lt = compare %a, %b {direction=lt} : bool[]
    %eq = compare %a, %b {direction=eq} : bool[]
    %gt = compare %c, %d {direction=gt} : bool[]
    %tie = select %eq, %gt, %eq : bool[]
    %before = select %lt, %lt, %tie : bool[]
    return %before
  }
  return %up, %down, %from, %sk, %sv
})",
                          0.0);
}

TEST_CASE("cuda sort keeps the reference's order for comparators that are no strict weak order") {
  // Rows long enough that the top levels merge in chunks: NaNs under a plain
  // lt (incomparable with everything, so incomparability is not transitive),
  // and `ne`, which puts b first whenever it differs from a. (The check
  // refuses NaN results: the positions the sort moved say its order.)
  check_against_reference("cuda:virtual=2", R"(
pmap @odd_sorts axis=i devices=2 (%x: f32[2,1500], %n: s32[3001]) {
  %zero = constant {value=0.0} : f32[2,1500]
  %nan = div %zero, %zero : f32[2,1500]
  %cut = constant {value=0.7} : f32[2,1500]
  %big = compare %x, %cut {direction=gt} : bool[2,1500]
  %mixed = select %big, %nan, %x : f32[2,1500]
  %idx = iota {dimension=1} : s32[2,1500]
  %sv, %si = sort %mixed, %idx {dimension=1} : f32[2,1500], s32[2,1500] (%a: f32[], %b: f32[], %c: s32[], %d: s32[]) {
    %lt = compare %a, %b {direction=lt} : bool[]
    return %lt
  }
  %three = constant {value=3} : s32[3001]
  %few = remainder %n, %three : s32[3001]
  %sn = sort %few {dimension=0} : s32[3001] (%a: s32[], %b: s32[]) {
    %ne = compare %a, %b {direction=ne} : bool[]
    return %ne
  }
  return %si, %sn
})",
                          0.0);
}

TEST_CASE("cuda runs reduce and sort inside a loop body") {
  check_against_reference("cuda:virtual=2", R"(
pmap @loop_of_regions axis=i devices=2 (%x: f32[4,6]) {
  %k0 = constant {value=0} : s32[]
  %k, %acc = while_loop %k0, %x : s32[], f32[4,6] (%i: s32[], %a: f32[4,6]) {
    %four = constant {value=4} : s32[]
    %more = compare %i, %four {direction=lt} : bool[]
    return %more
  } (%i: s32[], %a: f32[4,6]) {
    %one = constant {value=1} : s32[]
    %next = add %i, %one : s32[]
    %s = sort %a {dimension=1, is_stable=1} : f32[4,6] (%p: f32[], %q: f32[]) {
      %gt = compare %p, %q {direction=gt} : bool[]
      return %gt
    }
    %z = constant {value=0.0} : f32[]
    %r = reduce %s, %z {dims=[1]} : f32[4] (%p: f32[], %q: f32[]) {
      %m = add %p, %q : f32[]
      return %m
    }
    %b = broadcast %r {dims=[0]} : f32[4,6]
    %t = sub %s, %b : f32[4,6]
    return %next, %t
  }
  return %acc
})",
                          0.0);
}

// numerics=tpu against independent emulations written here with plain loops:
// bf16 rounding by bit manipulation, products summed exactly in double, and
// the ring all-reduce's order added up in f32 by hand.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>

#include "chip/tpu_numerics.hpp"
#include "sim_test_helpers.hpp"

using namespace pmapsim;
using namespace pmapsim::sim;

namespace {

// Round-to-nearest-even to bf16, kept as a float (finite inputs).
float bf16(float x) {
  std::uint32_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  bits += 0x7fffu + ((bits >> 16) & 1u);
  bits &= 0xffff0000u;
  float y;
  std::memcpy(&y, &bits, sizeof y);
  return y;
}

// XLA's split of an f32 into `count` bf16 parts.
std::vector<float> parts(float x, int count) {
  std::vector<float> out;
  for (int p = 0; p < count; ++p) {
    out.push_back(bf16(x));
    x -= out.back();
  }
  return out;
}

const std::int64_t kM = 24, kK = 300, kN = 20;

Program matmul_program(int devices) {
  return parse_program(fmt::format("pmap @mm axis=i devices={0} (%a: f32[{1},{2}], %b: f32[{2},{3}]) {{\n"
                                   "  %0 = dot %a, %b {{lhs_contract=[1], rhs_contract=[0], lhs_batch=[], "
                                   "rhs_batch=[]}} : f32[{1},{3}]\n"
                                   "  return %0\n}}\n",
                                   devices, kM, kK, kN),
                       "mm.spmd");
}

RunResult run_on(const std::string& spec, const Program& program,
                 const std::vector<std::vector<Array>>& args) {
  auto backend = testing::open_sim(spec);
  return backend->compile(program)->run(args);
}

}  // namespace

TEST_CASE("numerics=tpu: an f32 dot is 1, 3 or 6 bf16 passes, as an exact emulation of the passes says") {
  const Program program = matmul_program(1);
  const auto args = testing::make_args(program, false, 7);
  const Array& a = args[0][0];
  const Array& b = args[0][1];
  const std::vector<std::pair<int, int>> products[] = {
      {{0, 0}}, {{0, 1}, {1, 0}, {0, 0}}, {{0, 2}, {1, 1}, {2, 0}, {0, 1}, {1, 0}, {0, 0}}};
  const int splits[] = {1, 2, 3};
  const std::int64_t pass_counts[] = {1, 3, 6};
  double previous_error = 1;
  for (int variant = 0; variant < 3; ++variant) {
    const std::int64_t passes = pass_counts[variant];
    const RunResult run =
        run_on(fmt::format("sim:tiny,devices=1,numerics=tpu,mxu_f32_passes={}", passes), program, args);
    const Array& got = run.outputs[0][0];
    double max_emulation_gap = 0, max_error = 0, max_scale = 0;
    for (std::int64_t i = 0; i < kM; ++i) {
      for (std::int64_t j = 0; j < kN; ++j) {
        double emulated = 0, exact = 0, scale = 0;
        for (std::int64_t k = 0; k < kK; ++k) {
          const float x = static_cast<float>(a.get(i * kK + k)), y = static_cast<float>(b.get(k * kN + j));
          const auto xs = parts(x, splits[variant]), ys = parts(y, splits[variant]);
          for (const auto& [p, q] : products[variant]) emulated += static_cast<double>(xs[p]) * ys[q];
          exact += static_cast<double>(x) * y;
          scale += std::abs(static_cast<double>(x) * y);
        }
        const double value = got.get(i * kN + j);
        max_emulation_gap = std::max(max_emulation_gap, std::abs(value - emulated));
        max_error = std::max(max_error, std::abs(value - exact));
        max_scale = std::max(max_scale, scale);
      }
    }
    INFO("passes " << passes);
    // The passes summed in f32: within f32 accumulation error of the exact
    // sum of the same bf16 products (K terms, each pass, plus the adds).
    CHECK(max_emulation_gap <= static_cast<double>(kK + 8) * 0x1p-24 * max_scale);
    // And the error against the true product shrinks with the passes: bf16's
    // 2^-8 for one pass, about f32's for three and six.
    const double relative = max_error / max_scale;
    if (passes == 1) CHECK(relative > 1e-4);
    if (passes == 1) CHECK(relative < 1e-2);
    if (passes > 1) CHECK(relative < 1e-5);
    CHECK(relative <= previous_error);
    previous_error = relative;
  }
}

TEST_CASE("numerics=tpu is bit-identical run to run, numerics=exact is the reference's numbers") {
  const Program program = matmul_program(2);
  const auto args = testing::make_args(program, false, 3);
  const RunResult first = run_on("sim:tiny,devices=2,numerics=tpu,mxu_f32_passes=1", program, args);
  const RunResult second = run_on("sim:tiny,devices=2,numerics=tpu,mxu_f32_passes=1", program, args);
  CHECK(first.outputs[0][0] == second.outputs[0][0]);
  CHECK(first.outputs[1][0] == second.outputs[1][0]);
  const RunResult exact = run_on("sim:tiny,devices=2,numerics=exact", program, args);
  const RunResult reference = testing::open_reference(2)->compile(program)->run(args);
  CHECK(exact.outputs[0][0] == reference.outputs[0][0]);
  CHECK_FALSE(first.outputs[0][0] == reference.outputs[0][0]);
  CHECK(first.profile.metadata.at("numerics") == "tpu");
  CHECK_THROWS_WITH(testing::open_sim("sim:tiny,numerics=fast"), Catch::Contains("expected exact or tpu"));
}

TEST_CASE("numerics=tpu: psum and pmean add in the ring's order, chunk by chunk") {
  const int devices = 4;
  const std::int64_t width = 10;  // chunks of 3, 3, 3 and 1 elements
  const Program program = parse_program(
      "pmap @ar axis=i devices=4 (%x: f32[10]) {\n"
      "  %0 = psum %x {axis=i} : f32[10]\n"
      "  %1 = pmean %x {axis=i, groups=[[2,0],[1,3]]} : f32[10]\n"
      "  return %0, %1\n}\n",
      "ar.spmd");
  // Magnitudes far apart, so that the order of the adds shows in the bits.
  std::vector<std::vector<Array>> args(devices);
  for (int d = 0; d < devices; ++d) {
    Array x(DType::f32, {width});
    for (std::int64_t e = 0; e < width; ++e)
      x.set(e, std::ldexp(1.0 + 0.1 * (d + 1) * (e + 1), 12 * (d % 2) - 6 * d));
    args[static_cast<std::size_t>(d)].push_back(std::move(x));
  }
  const RunResult run = run_on("sim:tiny,devices=4,numerics=tpu", program, args);
  const RunResult reference = testing::open_reference(devices)->compile(program)->run(args);
  auto value = [&](int d, std::int64_t e) { return args[static_cast<std::size_t>(d)][0].data<float>()[e]; };
  bool differs = false;
  for (std::int64_t e = 0; e < width; ++e) {
    // psum over [0,1,2,3]: chunk c = e / 3 starts at member c+1, ends at c.
    const int c = static_cast<int>(e / 3);
    float sum = value((c + 1) % 4, e);
    for (int j = 2; j <= 4; ++j) sum += value((c + j) % 4, e);
    for (int d = 0; d < devices; ++d) CHECK(run.outputs[d][0].data<float>()[e] == sum);
    differs |= sum != reference.outputs[0][0].data<float>()[e];
    // pmean within [2,0]: 2 chunks of 5; chunk 0 starts at member 1 (device 0),
    // chunk 1 at member 0 (device 2).
    const int start = e < 5 ? 0 : 2, other = e < 5 ? 2 : 0;
    const float mean = (value(start, e) + value(other, e)) / 2.0f;
    CHECK(run.outputs[2][1].data<float>()[e] == mean);
    CHECK(run.outputs[0][1].data<float>()[e] == mean);
  }
  CHECK(differs);  // the reference adds in device order
}

TEST_CASE("numerics=tpu: the all-reduce adds in the order of the algorithm the timing model runs") {
  const Program program = parse_program(
      "pmap @ar axis=i devices=4 (%x: f32[10]) {\n"
      "  %0 = psum %x {axis=i} : f32[10]\n"
      "  return %0\n}\n",
      "ar.spmd");
  std::vector<std::vector<Array>> args(4);
  for (int d = 0; d < 4; ++d) {
    Array x(DType::f32, {10});
    for (std::int64_t e = 0; e < 10; ++e)
      x.set(e, std::ldexp(1.0 + 0.37 * (d + 1) * (e + 3), 11 * (d % 2) - 7 * d));
    args[static_cast<std::size_t>(d)].push_back(std::move(x));
  }
  auto value = [&](int d, std::int64_t e) { return args[static_cast<std::size_t>(d)][0].data<float>()[e]; };
  // A ring over `order` for element e of the range [offset, offset + count).
  auto ring = [](const std::vector<std::vector<float>>& vals, const std::vector<int>& order, std::int64_t e,
                 std::int64_t offset, std::int64_t count) {
    const auto n = static_cast<std::int64_t>(order.size());
    const std::int64_t c = (e - offset) / ((count + n - 1) / n);
    float acc = vals[static_cast<std::size_t>(order[static_cast<std::size_t>((c + 1) % n)])][e];
    for (std::int64_t j = 2; j <= n; ++j)
      acc += vals[static_cast<std::size_t>(order[static_cast<std::size_t>((c + j) % n)])][e];
    return acc;
  };
  std::vector<std::vector<float>> x(4, std::vector<float>(10));
  for (int d = 0; d < 4; ++d)
    for (std::int64_t e = 0; e < 10; ++e)
      x[static_cast<std::size_t>(d)][static_cast<std::size_t>(e)] = value(d, e);

  const RunResult bidirectional =
      run_on("sim:tiny,devices=4,numerics=tpu,collective=bidirectional_ring", program, args);
  // On a 2x2 torus (device = x + 2y): rings along x, then along y.
  const RunResult torus = run_on("sim:tiny,devices=4,topology=torus2d:2x2,numerics=tpu", program, args);
  const RunResult ring_run = run_on("sim:tiny,devices=4,numerics=tpu,collective=ring", program, args);
  std::vector<std::vector<float>> after_x(4, std::vector<float>(10));
  for (int d = 0; d < 4; ++d) {
    const int y = d / 2;
    for (std::int64_t e = 0; e < 10; ++e)
      after_x[static_cast<std::size_t>(d)][static_cast<std::size_t>(e)] =
          ring(x, {2 * y, 2 * y + 1}, e, 0, 10);
  }
  bool bidirectional_differs = false, torus_differs = false;
  for (std::int64_t e = 0; e < 10; ++e) {
    const float want_ring = ring(x, {0, 1, 2, 3}, e, 0, 10);
    const float want_bidirectional = e < 5 ? ring(x, {0, 1, 2, 3}, e, 0, 5) : ring(x, {3, 2, 1, 0}, e, 5, 5);
    const float want_torus = ring(after_x, {0, 2}, e, 0, 10);
    for (int d = 0; d < 4; ++d) {
      CHECK(ring_run.outputs[d][0].data<float>()[e] == want_ring);
      CHECK(bidirectional.outputs[d][0].data<float>()[e] == want_bidirectional);
      CHECK(torus.outputs[d][0].data<float>()[e] == want_torus);
    }
    bidirectional_differs |= want_bidirectional != want_ring;
    torus_differs |= want_torus != want_ring;
  }
  CHECK(bidirectional_differs);
  CHECK(torus_differs);
}

// Region ops on the reference evaluator: loops, branches, general reduce and
// sort, against values computed by plain loops in the test.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <numeric>
#include <string>

#include "helpers.hpp"
#include "pmapsim/recorder.hpp"

using namespace pmapsim;
using namespace pmapsim::test;
using Catch::Matchers::Contains;

namespace {

// Device d loops d+1 times (a trip count that depends on the device), adding x.
const char* const kPerDeviceLoop = R"(pmap @p axis=i devices=4 (%x: f32[2]) {
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
  return %acc, %k
}
)";

// Three trips, each adding psum(x): a collective inside a loop.
const char* const kPsumLoop = R"(pmap @p axis=i devices=4 (%x: f32[3]) {
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
  return %acc
}
)";

std::vector<std::vector<Array>> ramp_args(int devices, std::int64_t width) {
  return per_device(devices, DType::f32, {width},
                    [](int d, std::int64_t i) { return 10.0 * d + static_cast<double>(i); });
}

}  // namespace

TEST_CASE("while_loop runs a data-dependent trip count per device") {
  const auto outputs = run_program(kPerDeviceLoop, ramp_args(4, 2));
  for (int d = 0; d < 4; ++d) {
    std::vector<double> expected(2, 0.0);
    for (int trip = 0; trip <= d; ++trip) {
      for (int i = 0; i < 2; ++i) expected[static_cast<std::size_t>(i)] += 10.0 * d + i;
    }
    CHECK(outputs[static_cast<std::size_t>(d)][0].to_doubles() == expected);
    CHECK(outputs[static_cast<std::size_t>(d)][1].get(0) == d + 1);
  }
}

TEST_CASE("a collective inside a loop runs in lockstep on every device") {
  const auto outputs = run_program(kPsumLoop, ramp_args(4, 3));
  std::vector<double> expected(3, 0.0);
  for (int i = 0; i < 3; ++i) {
    double psum = 0;
    for (int d = 0; d < 4; ++d) psum += 10.0 * d + i;
    expected[static_cast<std::size_t>(i)] = 3 * psum;
  }
  for (int d = 0; d < 4; ++d) CHECK(outputs[static_cast<std::size_t>(d)][0].to_doubles() == expected);
}

TEST_CASE("devices that disagree on a loop with a collective are an error") {
  std::string text = kPerDeviceLoop;
  const std::string add = "    %sum = add %a, %x : f32[2]\n";
  text.replace(text.find(add), add.size(),
               "    %s = psum %x {axis=i} : f32[2]\n    %sum = add %a, %s : f32[2]\n");
  CHECK_THROWS_WITH(run_program(text, ramp_args(4, 2)),
                    Contains("while_loop: devices disagree on the loop condition") &&
                        Contains("the loop runs a collective, which needs every device"));
}

TEST_CASE("cond and switch_case take each device's branch") {
  const char* const text = R"(pmap @p axis=i devices=4 (%x: f32[2]) {
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
  } (){
    %m = mul %x, %x : f32[2]
    return %m
  }
  return %c, %s
}
)";
  const auto outputs = run_program(text, ramp_args(4, 2));
  for (int d = 0; d < 4; ++d) {
    for (int i = 0; i < 2; ++i) {
      const double x = 10.0 * d + i;
      CHECK(outputs[static_cast<std::size_t>(d)][0].get(i) == (d < 2 ? -x : x + x));
      // Index 0 takes branch 0; 1, 2 and 3 (out of range) take the last.
      CHECK(outputs[static_cast<std::size_t>(d)][1].get(i) == (d == 0 ? x : x * x));
    }
  }
}

TEST_CASE("call runs its body once on its operands, collectives and nested calls included") {
  const char* const text = R"(pmap @p axis=i devices=4 (%x: f32[2]) {
  %k0 = constant {value=0} : s32[]
  %s, %k = call %x, %k0 {callee=outer} : f32[2], s32[] (%a: f32[2], %i: s32[]) {
    %sq = call %a {callee=square} : f32[2] (%b: f32[2]) {
      %m = mul %b, %b : f32[2]
      return %m
    }
    %total = psum %sq {axis=i} : f32[2]
    %one = constant {value=1} : s32[]
    %next = add %i, %one : s32[]
    return %total, %next
  }
  %z = constant {value=0.0} : f32[]
  %biggest = reduce %x, %z {dims=[0]} : f32[] (%acc: f32[], %v: f32[]) {
    %w = call %acc, %v {callee=larger} : f32[] (%p: f32[], %q: f32[]) {
      %g = max %p, %q : f32[]
      return %g
    }
    return %w
  }
  return %s, %k, %biggest
}
)";
  const auto outputs = run_program(text, ramp_args(4, 2));
  for (int d = 0; d < 4; ++d) {
    const auto& out = outputs[static_cast<std::size_t>(d)];
    for (int i = 0; i < 2; ++i) {
      double sum = 0;
      for (int e = 0; e < 4; ++e) sum += (10.0 * e + i) * (10.0 * e + i);
      CHECK(out[0].get(i) == sum);
    }
    CHECK(out[1].get(0) == 1);
    CHECK(out[2].get(0) == 10.0 * d + 1);
  }
}

TEST_CASE("reduce with a recognised op and with a general region") {
  const char* const text = R"(pmap @p axis=i devices=1 (%x: f32[3,4], %n: s32[3,4]) {
  %z = constant {value=0.0} : f32[]
  %sum = reduce %x, %z {dims=[1]} : f32[3] (%a: f32[], %b: f32[]) {
    %r = add %a, %b : f32[]
    return %r
  }
  %one = constant {value=1} : s32[]
  %prod = reduce %n, %one {dims=[0, 1]} : s32[] (%a: s32[], %b: s32[]) {
    %t = mul %a, %b : s32[]
    %u = add %t, %b : s32[]
    return %u
  }
  return %sum, %prod
}
)";
  std::vector<double> xs(12), ns(12);
  for (int i = 0; i < 12; ++i) {
    xs[static_cast<std::size_t>(i)] = 0.5 * i - 2;
    ns[static_cast<std::size_t>(i)] = i % 3 - 1;
  }
  const auto outputs = run_program(text, {{f32({3, 4}, xs), make(DType::s32, {3, 4}, ns)}});
  for (int r = 0; r < 3; ++r) {
    double expected = 0;
    for (int c = 0; c < 4; ++c) expected += xs[static_cast<std::size_t>(r * 4 + c)];
    CHECK(outputs[0][0].get(r) == expected);
  }
  std::int64_t acc = 1;  // row-major order, acc = acc * x + x
  for (double n : ns) acc = acc * static_cast<std::int64_t>(n) + static_cast<std::int64_t>(n);
  CHECK(outputs[0][1].get(0) == static_cast<double>(acc));
}

TEST_CASE("argmax as JAX lowers it keeps the first index of the largest value") {
  Recorder recorder("argmax", "i", 1);
  Recorder::Scope active(recorder);
  const Value x = recorder.parameter("x", {DType::f32, {2, 5}});
  recorder.set_results({argmax(x, 1), argmin(x, 1)});
  const Program program = recorder.take_program();
  const std::vector<double> xs{1, 7, 3, 7, 0, -2, -2, 5, -9, -9};
  auto backend = reference::open_backend(BackendSpec::parse("reference:devices=1"));
  const auto outputs = backend->compile(program)->run({{f32({2, 5}, xs)}}).outputs;
  for (int r = 0; r < 2; ++r) {
    const auto row = xs.begin() + r * 5;
    CHECK(outputs[0][0].get(r) == static_cast<double>(std::max_element(row, row + 5) - row));
    CHECK(outputs[0][1].get(r) == static_cast<double>(std::min_element(row, row + 5) - row));
  }
}

TEST_CASE("sort orders several operands by the comparator, stably") {
  const char* const text = R"(pmap @p axis=i devices=1 (%k: f32[2,6]) {
  %v = iota {dimension=1} : s32[2,6]
  %sk, %sv = sort %k, %v {dimension=1, is_stable=1} : f32[2,6], s32[2,6] (%a: f32[], %b: f32[], %c: s32[], %d: s32[]) {
    %gt = compare %a, %b {direction=gt} : bool[]
    return %gt
  }
  return %sk, %sv
}
)";
  const std::vector<double> keys{3, 1, 3, 2, 1, 3, 0, -1, 0, 5, 5, -1};
  const auto outputs = run_program(text, {{f32({2, 6}, keys)}});
  for (int r = 0; r < 2; ++r) {
    std::vector<int> order(6);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return keys[static_cast<std::size_t>(r * 6 + a)] > keys[static_cast<std::size_t>(r * 6 + b)];
    });
    for (int i = 0; i < 6; ++i) {
      CHECK(outputs[0][1].get(r * 6 + i) == order[static_cast<std::size_t>(i)]);
      CHECK(outputs[0][0].get(r * 6 + i) ==
            keys[static_cast<std::size_t>(r * 6 + order[static_cast<std::size_t>(i)])]);
    }
  }
}

TEST_CASE("optimization_barrier passes its operands through") {
  const char* const text = R"(pmap @p axis=i devices=1 (%x: f32[2], %y: s32[3]) {
  %a, %b = optimization_barrier %x, %y : f32[2], s32[3]
  return %b, %a
}
)";
  const Array x = f32({2}, {1.5, -2});
  const Array y = make(DType::s32, {3}, {4, 5, 6});
  const auto outputs = run_program(text, {{x, y}});
  CHECK(outputs[0][0] == y);
  CHECK(outputs[0][1] == x);
}

TEST_CASE("sort with a two-key comparator runs the comparator region") {
  // Keys ascending; equal keys by value descending (not the recognised one-compare form).
  const char* const text = R"(pmap @p axis=i devices=1 (%k: s32[8], %v: f32[8]) {
  %sk, %sv = sort %k, %v {dimension=0} : s32[8], f32[8] (%a: s32[], %b: s32[], %c: f32[], %d: f32[]) {
    %lt = compare %a, %b {direction=lt} : bool[]
    %eq = compare %a, %b {direction=eq} : bool[]
    %gt = compare %c, %d {direction=gt} : bool[]
    %tie = select %eq, %gt, %eq : bool[]
    %before = select %lt, %lt, %tie : bool[]
    return %before
  }
  return %sk, %sv
}
)";
  const std::vector<double> keys{2, 1, 2, 0, 1, 2, 0, 1};
  const std::vector<double> values{0.5, 3, -1, 7, 3, 4, 2, -6};
  const auto outputs = run_program(text, {{make(DType::s32, {8}, keys), f32({8}, values)}});
  std::vector<int> order(8);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    const auto ua = static_cast<std::size_t>(a), ub = static_cast<std::size_t>(b);
    return keys[ua] < keys[ub] || (keys[ua] == keys[ub] && values[ua] > values[ub]);
  });
  for (std::size_t i = 0; i < 8; ++i) {
    CHECK(outputs[0][0].get(static_cast<std::int64_t>(i)) == keys[static_cast<std::size_t>(order[i])]);
    CHECK(outputs[0][1].get(static_cast<std::int64_t>(i)) == values[static_cast<std::size_t>(order[i])]);
  }
}

namespace {

// logaddexp as JAX writes a reduce_window's region; `tail` is appended to the
// region's body (an op on an outer value makes the evaluator run the region
// element pair by element pair instead of batched over all outputs).
std::string logaddexp_reduce(const std::string& tail) {
  return R"(pmap @p axis=i devices=1 (%x: f32[6,5]) {
  %outer = constant {value=1.0} : f32[]
  %init = constant {value=-inf} : f32[]
  %r = reduce %x, %init {dims=[1]} : f32[6] (%a: f32[], %b: f32[]) {
    %m = max %a, %b : f32[]
    %d = sub %a, %b : f32[]
    %nan = compare %d, %d {direction=ne} : bool[]
    %s = add %a, %b : f32[]
    %ad = abs %d : f32[]
    %nd = neg %ad : f32[]
    %e = exp %nd : f32[]
    %l = log1p %e : f32[]
    %t = add %m, %l : f32[]
    %v = select %nan, %s, %t : f32[]
)" + tail +
         R"(    return %v
  }
  %c = reduce %x, %init {dims=[0]} : f32[5] (%a: f32[], %b: f32[]) {
    %m = max %a, %b : f32[]
    %gt = compare %a, %b {direction=gt} : bool[]
    %v = select %gt, %a, %m : f32[]
)" + tail +
         R"(    return %v
  }
  return %r, %c
}
)";
}

}  // namespace

TEST_CASE("a general reduce runs batched over its outputs with the element-by-element values") {
  const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
  // NaN, infinities of both signs, -0, ties, subnormal and huge values, in rows and columns.
  const std::vector<double> xs{-inf, -inf, -inf, -inf, -inf, inf,   -inf, 1.0,   inf,  0.0,
                               nan,  2.0,  -inf, 3.0,  nan,  -0.0,  0.0,  -0.0,  0.0,  -0.0,
                               1.5,  1.5,  1.5,  1.5,  1.5,  1e-40, 3e38, -3e38, 88.0, -104.0};
  const Array x = f32({6, 5}, xs);
  const auto batched = run_program(logaddexp_reduce(""), {{x}});
  const auto paired = run_program(logaddexp_reduce("    %keep = add %outer, %outer : f32[]\n"), {{x}});
  for (std::size_t r = 0; r < 2; ++r) {
    CHECK(batched[0][r] == paired[0][r]);  // bit for bit
  }
  CHECK(std::isnan(batched[0][0].get(2)));
  CHECK(batched[0][0].get(0) == -inf);
  CHECK(batched[0][0].get(1) == inf);
}

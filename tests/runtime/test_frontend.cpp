// The recording front end, pmap's rules and views, and the check harness.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <string>

#include "pmapsim/pmapsim.hpp"

using namespace pmapsim;
using Catch::Matchers::Contains;

namespace {

Runtime& reference_runtime() {
  static Runtime runtime = Runtime::open("reference:devices=8");
  return runtime;
}

// 0, 1, 2, ... in the given shape.
Array counting(Shape shape, DType dtype = DType::f32) {
  std::vector<double> values(static_cast<std::size_t>(num_elements(shape)));
  for (std::size_t i = 0; i < values.size(); ++i) values[i] = static_cast<double>(i);
  return Array::from_doubles(dtype, std::move(shape), values);
}

std::string error_of(const std::function<void()>& action) {
  try {
    action();
  } catch (const Error& error) {
    return error.what();
  }
  return "(no error)";
}

Pmapped doubler(RankView view) {
  PmapOptions options;
  options.view = view;
  return pmap([](Value x) { return x * 2.0; }, options);
}

}  // namespace

// --- rank views --------------------------------------------------------------

TEST_CASE("rank-preserving view: the function sees (1, b, f), buffers are (1, b, f)") {
  Shape seen;
  PmapOptions options;  // preserving is the default
  auto f = pmap(
      [&seen](Value x) {
        seen = x.shape();
        return x + x;
      },
      options);
  const Array x = counting({4, 3, 2});
  const Array y = f(reference_runtime(), x);
  CHECK(seen == Shape{1, 3, 2});
  REQUIRE(f.last_program().params.size() == 1);
  CHECK(f.last_program().params[0].type == TensorType{DType::f32, {1, 3, 2}});
  REQUIRE(f.last_run().outputs.size() == 4);
  for (const auto& outputs : f.last_run().outputs) CHECK(outputs.at(0).shape() == Shape{1, 3, 2});
  REQUIRE(y.shape() == Shape{4, 3, 2});
  for (std::int64_t i = 0; i < 24; ++i) CHECK(y.get(i) == 2.0 * static_cast<double>(i));
}

TEST_CASE("take_last_run hands over the last call's outputs and profile and leaves none behind") {
  Pmapped f = doubler(RankView::preserving);
  const Array y = f(reference_runtime(), counting({4, 3}));
  const std::size_t events = f.last_run().profile.events.size();
  REQUIRE(events > 0);
  const RunResult taken = f.take_last_run();
  REQUIRE(taken.outputs.size() == 4);
  CHECK(taken.outputs[2].at(0).get(1) == 2.0 * 7.0);  // device 2 holds row 2: 6, 7, 8
  CHECK(taken.profile.events.size() == events);
  CHECK(f.last_run().outputs.empty());
  CHECK(f.last_run().profile.events.empty());
  CHECK(y.get(7) == 14.0);
}

TEST_CASE("rank-reducing view: the function sees (b, f), buffers are still (1, b, f)") {
  Shape seen;
  PmapOptions options;
  options.view = RankView::reducing;
  auto f = pmap(
      [&seen](Value x) {
        seen = x.shape();
        return x + x;
      },
      options);
  const Array y = f(reference_runtime(), counting({4, 3, 2}));
  CHECK(seen == Shape{3, 2});
  CHECK(f.last_program().params[0].type == TensorType{DType::f32, {1, 3, 2}});
  for (const auto& outputs : f.last_run().outputs) CHECK(outputs.at(0).shape() == Shape{1, 3, 2});
  REQUIRE(y.shape() == Shape{4, 3, 2});
  for (std::int64_t i = 0; i < 24; ++i) CHECK(y.get(i) == 2.0 * static_cast<double>(i));
}

TEST_CASE("shard and unshard: slices along the mapped axis, stacked back along out_axes") {
  PmapOptions options;
  options.in_axes = {1, kBroadcast};
  options.out_axes = {1};
  options.view = RankView::reducing;
  auto f = pmap([](Value x, Value y) { return x + y; }, options);
  const Array x = counting({2, 3});  // mapped along axis 1: three devices
  const Array y = counting({2});
  const auto shards = f.shard({x, y});
  REQUIRE(shards.size() == 3);
  for (std::int64_t d = 0; d < 3; ++d) {
    const Array& shard = shards[static_cast<std::size_t>(d)][0];
    REQUIRE(shard.shape() == Shape{2, 1});
    CHECK(shard.get(0) == static_cast<double>(d));      // x[0][d]
    CHECK(shard.get(1) == static_cast<double>(3 + d));  // x[1][d]
    CHECK(shards[static_cast<std::size_t>(d)][1] == y);
  }
  const Array result = f(reference_runtime(), {x, y})[0];
  REQUIRE(result.shape() == Shape{2, 3});
  for (std::int64_t r = 0; r < 2; ++r) {
    for (std::int64_t c = 0; c < 3; ++c) CHECK(result.get(r * 3 + c) == static_cast<double>(r * 3 + c + r));
  }
}

// --- recording -----------------------------------------------------------------

TEST_CASE("binary ops broadcast numpy-style and scalars take the operand's dtype") {
  Recorder recorder("t", "i", 2);
  Recorder::Scope scope(recorder);
  const Value a = recorder.parameter("a", {DType::s32, {2, 3}});
  const Value b = recorder.parameter("b", {DType::s32, {3}});
  const Value c = a + b;
  CHECK(c.type() == TensorType{DType::s32, {2, 3}});
  const Value d = c * 2.0;
  CHECK(d.dtype() == DType::s32);
  const Program& program = recorder.program();
  // b is broadcast to (2, 3) before the add; 2.0 is an s32 constant broadcast likewise.
  REQUIRE(program.body.size() == 5);
  CHECK(program.body[0].op == OpCode::broadcast);
  CHECK(program.body[0].attrs.int_list("dims") == IntList{1});
  CHECK(program.body[1].op == OpCode::add);
  CHECK(program.body[2].op == OpCode::constant);
  CHECK(program.body[2].type == TensorType{DType::s32, {}});
  CHECK(program.body[3].op == OpCode::broadcast);
  CHECK(program.body[4].op == OpCode::mul);
  CHECK_THAT(error_of([&] {
               (void)(a + recorder.parameter("z", {DType::s32, {4}}));
             }),
             Contains("parameters must be declared before any operation"));
}

TEST_CASE("incompatible broadcasting shapes are an error naming the op and the shapes") {
  Recorder recorder("t", "i", 2);
  Recorder::Scope scope(recorder);
  const Value a = recorder.parameter("a", {DType::f32, {2, 3}});
  const Value b = recorder.parameter("b", {DType::f32, {4}});
  CHECK(error_of([&] { (void)(a - b); }) ==
        "sub: incompatible shapes for broadcasting: shapes=[(2, 3), (4,)]");
}

TEST_CASE("reductions take negative axes, and mean divides by the reduced count") {
  Recorder recorder("t", "i", 1);
  Recorder::Scope scope(recorder);
  const Value x = recorder.parameter("x", {DType::f32, {2, 3, 4}});
  const Value s = sum(x, {-1, 0});
  CHECK(s.shape() == Shape{3});
  CHECK(recorder.program().body.back().attrs.int_list("axes") == IntList{0, 2});
  CHECK(max(x, {-2}).shape() == Shape{2, 4});
  CHECK(sum(x).shape() == Shape{});
  const Value m = mean(x, {1});
  CHECK(m.shape() == Shape{2, 4});
  CHECK_THAT(error_of([&] { (void)sum(x, {3}); }),
             Contains("axis 3 is out of bounds for array of dimension 3"));
  CHECK_THAT(error_of([&] { (void)sum(x, {0, -3}); }), Contains("duplicate value in 'axis'"));
}

TEST_CASE("matmul is dot_general with leading batch dims") {
  Recorder recorder("t", "i", 1);
  Recorder::Scope scope(recorder);
  const Value a = recorder.parameter("a", {DType::f32, {5, 2, 3}});
  const Value b = recorder.parameter("b", {DType::f32, {5, 3, 4}});
  const Value c = matmul(a, b);
  CHECK(c.shape() == Shape{5, 2, 4});
  const Attrs& attrs = recorder.program().body.back().attrs;
  CHECK(attrs.int_list("lhs_contract") == IntList{2});
  CHECK(attrs.int_list("rhs_contract") == IntList{1});
  CHECK(attrs.int_list("lhs_batch") == IntList{0});
  CHECK(attrs.int_list("rhs_batch") == IntList{0});
  CHECK_THAT(error_of([&] { (void)matmul(a, sum(b, {0})); }),
             Contains("matmul: operands must have equal rank >= 2"));
}

TEST_CASE("untiled collectives are reshapes around the tiled ops, as in JAX") {
  Recorder recorder("t", "i", 4);
  Recorder::Scope scope(recorder);
  const Value x = recorder.parameter("x", {DType::f32, {4, 3}});
  CHECK(all_gather(x, "i").shape() == Shape{4, 4, 3});
  CHECK(all_gather(x, "i", -1).shape() == Shape{4, 3, 4});
  CHECK(all_gather(x, "i", -1, true).shape() == Shape{4, 12});
  CHECK(psum_scatter(x, "i").shape() == Shape{3});
  CHECK(psum_scatter(x, "i", 0, true).shape() == Shape{1, 3});
  CHECK(all_to_all(x, "i", 0, 1).shape() == Shape{3, 4});
  CHECK(all_to_all(x, "i", 0, 0).shape() == Shape{4, 3});
  CHECK(pswapaxes(x, "i", 0).shape() == Shape{4, 3});
  CHECK(axis_size("i") == 4);
  CHECK(axis_index("i").type() == TensorType{DType::s32, {}});
  const Value flags = compare(x, x, CompareDirection::eq);
  CHECK(psum(flags, "i").dtype() == DType::s32);  // bool is summed as int32
}

TEST_CASE("collective errors use JAX's words") {
  Recorder recorder("t", "i", 4);
  Recorder::Scope scope(recorder);
  const Value x = recorder.parameter("x", {DType::f32, {3, 2}});
  CHECK(error_of([&] { (void)psum(x, "j"); }) == "unbound axis name: j");
  CHECK(error_of([&] { (void)axis_index("j"); }) == "unbound axis name: j");
  CHECK(error_of([&] { (void)all_to_all(x, "i", 0, 1); }) ==
        "all_to_all requires the size of the mapped axis axis_name to equal x.shape[split_axis], but they "
        "are 4 "
        "and 3 respectively.");
  CHECK(error_of([&] {
          (void)pshuffle(x, "i", {1, 1, 0, 2});
        }) == "`perm` does not represent a permutation: [1, 1, 0, 2]");
  CHECK(error_of([&] { (void)psum_scatter(x, "i"); }) ==
        "reduce_scatter operand scatter dimension size 3 must match shard count 4");
  CHECK(error_of([&] {
          (void)psum(x, "i", {{0, 1}, {1, 2}});
        }) == "axis_index_groups must cover all indices exactly once");
  CHECK_THAT(error_of([&] { (void)all_gather(x, "i", 3); }), Contains("out of bounds"));
}

TEST_CASE("ops outside a recorded function are an error, not a crash") {
  CHECK_THAT(error_of([] { (void)axis_index("i"); }), Contains("outside a recorded function"));
  CHECK_THAT(error_of([] { (void)exp(Value()); }), Contains("exp: the value is empty"));
}

// --- pmap rules ----------------------------------------------------------------

TEST_CASE("pmap errors in JAX's words") {
  auto add = pmap([](Value x, Value y) { return x + y; });
  const TensorType a{DType::f32, {8, 3}};
  const TensorType b{DType::f32, {4, 3}};
  CHECK(error_of([&] {
          add.record({a, b}, 8);
        }) ==
        "pmap got inconsistent sizes for array axes to be mapped: argument 0 of shape (8, 3) mapped along "
        "axis 0 "
        "has size 8, argument 1 of shape (4, 3) mapped along axis 0 has size 4");

  auto square = pmap([](Value x) { return x * x; });
  CHECK(error_of([&] {
          square.record({TensorType{DType::f32, {16, 3}}}, 8);
        }) ==
        "compiling computation that requires 16 logical devices, but only 8 devices are available "
        "(num_replicas=16)");

  PmapOptions none;
  none.in_axes = {kBroadcast};
  auto unmapped = pmap([](Value x) { return x; }, none);
  CHECK(error_of([&] { unmapped.record({a}, 8); }) ==
        "pmap requires at least one argument with a mapped axis");

  PmapOptions far;
  far.in_axes = {2};
  auto out_of_rank = pmap([](Value x) { return x; }, far);
  CHECK(error_of([&] { out_of_rank.record({a}, 8); }) ==
        "pmap in_axes 2 is out of bounds for argument 0 of rank 2");

  PmapOptions two;
  two.in_axes = {0, 0};
  auto wrong_count = pmap([](Value x) { return x; }, two);
  CHECK_THAT(error_of([&] { wrong_count.record({a}, 8); }), Contains("in_axes has 2 entries"));

  CHECK_THAT(error_of([&] {
               square(reference_runtime(), counting({16, 2}));
             }),
             Contains("requires 16 logical devices, but only 8"));
}

TEST_CASE("negative in_axes count from the end") {
  PmapOptions options;
  options.in_axes = {-1};
  options.view = RankView::reducing;
  auto f = pmap([](Value x) { return x; }, options);
  CHECK(f.mapped_size({TensorType{DType::f32, {3, 5}}}) == 5);
  const Program& program = f.record({TensorType{DType::f32, {3, 5}}}, 8);
  CHECK(program.axis_size == 5);
  CHECK(program.params[0].type.shape == Shape{3, 1});
}

TEST_CASE("recordings are cached per argument signature") {
  auto f = doubler(RankView::preserving);
  f(reference_runtime(), counting({4, 2}));
  f(reference_runtime(), counting({4, 2}));
  CHECK(f.recordings_made() == 1);
  f(reference_runtime(), counting({2, 2}));
  CHECK(f.recordings_made() == 2);
  f(reference_runtime(), counting({4, 2}, DType::s32));
  CHECK(f.recordings_made() == 3);
  f(reference_runtime(), counting({4, 2}));
  CHECK(f.recordings_made() == 3);
}

TEST_CASE("out_axes broadcast returns device 0's value") {
  PmapOptions options;
  options.out_axes = {kBroadcast};
  options.view = RankView::reducing;
  auto f = pmap([](Value x) { return psum(x, "i"); }, options);
  const Array y = f(reference_runtime(), counting({4, 3}));
  REQUIRE(y.shape() == Shape{3});
  // column sums of [[0,1,2],[3,4,5],[6,7,8],[9,10,11]]
  CHECK(y.get(0) == 18.0);
  CHECK(y.get(1) == 22.0);
  CHECK(y.get(2) == 26.0);
}

TEST_CASE("a scalar result needs the device axis in the rank-preserving view") {
  auto f = pmap([](Value x) { return sum(x); });
  CHECK_THAT(error_of([&] {
               f.record({TensorType{DType::f32, {4, 3}}}, 8);
             }),
             Contains("result 0 is a scalar"));
}

// --- check harness -----------------------------------------------------------------

TEST_CASE("default tolerances per dtype") {
  CHECK(default_tolerance(DType::f32) == 1e-5);
  CHECK(default_tolerance(DType::bf16) == 1e-2);
  CHECK(default_tolerance(DType::s32) == 0.0);
  CHECK(default_tolerance(DType::boolean) == 0.0);
  CheckOptions options;
  options.f32_tolerance = 1e-3;
  CHECK(options.tolerance(DType::f32) == 1e-3);
  CHECK(options.tolerance(DType::bf16) == 1e-2);
}

TEST_CASE("compare_output: a perturbed result fails with the right numbers") {
  const Array want = Array::from_doubles(DType::f32, {1, 4}, {1, 2, 3, 4});
  const Array perturbed = Array::from_doubles(DType::f32, {1, 4}, {1, 2, 3, 4.5});
  const OutputCheck c = compare_output(0, {want, perturbed}, {want, want}, 1e-5);
  CHECK_FALSE(c.passed);
  // ||diff|| = 0.5 over both devices; ||ref|| = sqrt(2 * 30).
  CHECK(c.rel_error == Approx(0.5 / std::sqrt(60.0)));
  CHECK(c.max_abs_error == Approx(0.5));
  CHECK(c.worst_device == 1);
  CHECK(c.problem.empty());
  CHECK(compare_output(0, {want}, {want}, 0.0).passed);
  // A loose enough tolerance passes the same numbers.
  CHECK(compare_output(0, {perturbed}, {want}, 0.1).passed);
}

TEST_CASE("compare_output: an all-zero reference falls back to the absolute norm") {
  const Array zeros(DType::f32, {3});
  const Array got = Array::from_doubles(DType::f32, {3}, {0, 3, 4});
  const OutputCheck c = compare_output(0, {got}, {zeros}, 1e-5);
  CHECK(c.rel_error == Approx(5.0));
  CHECK_FALSE(c.passed);
}

TEST_CASE("compare_output: NaN, Inf and mismatched types fail with the problem named") {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const Array want = Array::from_doubles(DType::f32, {2}, {1, 2});
  const OutputCheck with_nan =
      compare_output(0, {Array::from_doubles(DType::f32, {2}, {1, nan})}, {want}, 1.0);
  CHECK_FALSE(with_nan.passed);
  CHECK_THAT(with_nan.problem, Contains("NaN where the reference has none"));
  const double inf = std::numeric_limits<double>::infinity();
  const OutputCheck with_inf =
      compare_output(0, {Array::from_doubles(DType::f32, {2}, {inf, 2})}, {want}, 1.0);
  CHECK_THAT(with_inf.problem, Contains("Inf where the reference has none"));
  const OutputCheck shape = compare_output(0, {Array(DType::f32, {3})}, {want}, 1.0);
  CHECK_FALSE(shape.passed);
  CHECK_THAT(shape.problem, Contains("got f32[3], reference f32[2]"));
  const OutputCheck dtype = compare_output(0, {Array(DType::s32, {2})}, {want}, 1.0);
  CHECK_FALSE(dtype.passed);
  // NaN never passes, not even against a NaN in the same place.
  const Array both = Array::from_doubles(DType::f32, {2}, {nan, 1});
  const OutputCheck nan_twice = compare_output(0, {both}, {both}, 0.0);
  CHECK_FALSE(nan_twice.passed);
  CHECK_THAT(nan_twice.problem, Contains("NaN never passes"));
}

TEST_CASE("s32 results must match exactly") {
  const Array want = Array::from_doubles(DType::s32, {3}, {1, 2, 3});
  const Array got = Array::from_doubles(DType::s32, {3}, {1, 2, 4});
  CHECK_FALSE(compare_output(0, {got}, {want}, default_tolerance(DType::s32)).passed);
}

namespace {

// A backend that computes with the reference and then adds `offset` to one
// instruction's value on one device, and to everything computed from it.
class PerturbingBackend : public Backend {
 public:
  PerturbingBackend(Backend& inner, std::size_t instruction, int device)
      : inner_(inner), instruction_(instruction), device_(device) {}
  std::string spec() const override { return "perturbing"; }
  std::string kind() const override { return "perturbing"; }
  std::vector<DeviceInfo> devices() const override { return inner_.devices(); }
  std::string describe() const override { return "reference plus one perturbed op"; }
  bool supports(OpCode op, DType dtype) const override { return inner_.supports(op, dtype); }

 protected:
  std::unique_ptr<Executable> compile_checked(const Program& program) override;

 private:
  Backend& inner_;
  std::size_t instruction_;
  int device_;
};

class PerturbingExecutable : public Executable {
 public:
  PerturbingExecutable(std::unique_ptr<Executable> inner, std::size_t instruction, int device)
      : Executable(inner->program(), true),
        inner_(std::move(inner)),
        instruction_(instruction),
        device_(device) {}

 protected:
  RunResult execute(const std::vector<std::vector<Array>>& args, const RunOptions& options) override {
    // The chosen instruction's value and every later one get +1 on one
    // device: the test program is a chain of adds, so a shift of the chosen
    // value reaches every later value unchanged.
    RunResult result = inner_->run(args, options);
    auto shift = [](Array& a) {
      for (std::int64_t i = 0; i < a.size(); ++i) a.set(i, a.get(i) + 1.0);
    };
    const auto device = static_cast<std::size_t>(device_);
    for (Array& output : result.outputs[device]) shift(output);
    if (!result.intermediates.empty()) {
      auto& values = result.intermediates[device];
      for (std::size_t i = instruction_; i < values.size(); ++i) shift(values[i]);
    }
    return result;
  }

 private:
  std::unique_ptr<Executable> inner_;
  std::size_t instruction_;
  int device_;
};

std::unique_ptr<Executable> PerturbingBackend::compile_checked(const Program& program) {
  return std::make_unique<PerturbingExecutable>(inner_.compile(program), instruction_, device_);
}

}  // namespace

TEST_CASE("check: the first diverging instruction and device are named") {
  // A chain of adds whose instruction 2 is perturbed on device 2.
  auto f = pmap([](Value x) {
    const Value a = x + x;  // instruction 0
    const Value b = a + x;  // instruction 1
    const Value c = b + x;  // instruction 2
    return c + x;           // instruction 3
  });
  const Array x = counting({4, 3});
  f(reference_runtime(), x);
  Backend& reference = reference_runtime().backend();
  PerturbingBackend perturbing(reference, 2, 2);
  const CheckReport report = check(f.last_program(), f.shard({x}), perturbing, reference);
  REQUIRE_FALSE(report.passed());
  REQUIRE(report.outputs.size() == 1);
  CHECK(report.outputs[0].max_abs_error == Approx(1.0));
  CHECK(report.outputs[0].worst_device == 2);
  REQUIRE(report.first_divergence);
  CHECK(report.first_divergence->instruction == 2);
  CHECK(report.first_divergence->device == 2);
  CHECK(report.first_divergence->text == print_instruction(f.last_program(), 2));
  const std::string table = report.table();
  CHECK_THAT(table, Contains("FAIL: 1 of 1 outputs"));
  CHECK_THAT(table, Contains("first divergence: instruction 2 on device 2"));

  const CheckReport same = check(f.last_program(), f.shard({x}), reference, reference);
  CHECK(same.passed());
  CHECK_FALSE(same.first_divergence);
  CHECK_THAT(same.table(), Contains("PASS"));
}

TEST_CASE("compare_runs on hand-built runs, and the table's aligned columns") {
  Program program;
  program.axis_size = 1;
  program.params.push_back({"x", {DType::f32, {2}}});
  program.body.push_back(Instruction{OpCode::neg, {0}, {}, {DType::f32, {2}}, {}});
  program.body.push_back(Instruction{OpCode::exp, {1}, {}, {DType::f32, {2}}, {}});
  program.results = {1, 2};
  const Array ones = Array::from_doubles(DType::f32, {2}, {1, 1});
  const Array off = Array::from_doubles(DType::f32, {2}, {1, 2});
  RunResult want;
  want.outputs = {{ones, ones}};
  want.intermediates = {{ones, ones}};
  RunResult got;
  got.outputs = {{ones, off}};
  got.intermediates = {{ones, off}};
  const CheckReport report = compare_runs(program, got, want);
  REQUIRE(report.outputs.size() == 2);
  CHECK(report.outputs[0].passed);
  CHECK_FALSE(report.outputs[1].passed);
  CHECK(report.outputs[1].rel_error == Approx(1.0 / std::sqrt(2.0)));
  REQUIRE(report.first_divergence);
  CHECK(report.first_divergence->instruction == 1);
  CHECK(report.first_divergence->device == 0);

  const std::string table = report.table();
  std::vector<std::string> lines;
  for (std::size_t start = 0; start < table.size();) {
    const std::size_t end = table.find('\n', start);
    lines.push_back(table.substr(start, end - start));
    start = end + 1;
  }
  REQUIRE(lines.size() >= 4);
  // Every column starts at the same offset in the header and in each row.
  for (const char* heading : {"type", "rel error", "max abs error", "tolerance", "result"}) {
    const std::size_t column = lines[0].find(heading);
    REQUIRE(column != std::string::npos);
    CHECK(lines[1][column - 1] == ' ');
    CHECK(lines[1][column] != ' ');
    CHECK(lines[2][column] != ' ');
  }
  CHECK_THAT(lines[1], Contains("PASS"));
  CHECK_THAT(lines[2], Contains("FAIL"));
  CHECK_THAT(lines[2], Contains("7.071e-01"));
}

TEST_CASE("pmap arg_names name the program's parameters and must be identifiers") {
  pmapsim::Runtime runtime = pmapsim::Runtime::open("reference:devices=2");
  pmapsim::PmapOptions options;
  options.arg_names = {"weights", "x"};
  auto scale = pmapsim::pmap([](pmapsim::Value w, pmapsim::Value x) { return w * x; }, options);
  const pmapsim::Array ones = pmapsim::full(pmapsim::DType::f32, {2, 3}, 1.0);
  scale(runtime, {ones, ones});
  CHECK(scale.last_program().params.at(0).name == "weights");
  CHECK(scale.last_program().params.at(1).name == "x");

  options.arg_names = {"two words", "x"};
  auto bad = pmapsim::pmap([](pmapsim::Value w, pmapsim::Value x) { return w * x; }, options);
  CHECK_THROWS_WITH(bad(runtime, {ones, ones}), Catch::Contains("not an identifier"));
  options.arg_names = {"x", "x"};
  auto twice = pmapsim::pmap([](pmapsim::Value w, pmapsim::Value x) { return w * x; }, options);
  CHECK_THROWS_WITH(twice(runtime, {ones, ones}), Catch::Contains("used twice"));
}

// The reference's complex numbers and FFT against NumPy (tests/data/complex,
// made by make.py there, NumPy 2.4.6): every FFT case within f32 rounding
// (c64, f32) or a few f64 ulps (c128, f64) of NumPy's double-precision
// transform; the elementwise ops on c128 within a few ulps of NumPy's
// complex128 results, and on c64 the c128 result of the same values rounded
// once; the layout, reduction and collective paths on hand-worked values.
#include <catch2/catch.hpp>
#include <cmath>
#include <complex>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "helpers.hpp"
#include "pmapsim/npy.hpp"

using namespace pmapsim;
using namespace pmapsim::test;

namespace {

using Complex = std::complex<double>;

Array data(const std::string& name) {
  return read_npy(std::string(PMAPSIM_SOURCE_DIR) + "/tests/data/complex/" + name + ".npy");
}

std::string type_text(const TensorType& type) {
  return type.str();
}

// One op of `result` on the parameters' types.
std::string program(const std::string& body, const std::vector<TensorType>& params,
                    const TensorType& result) {
  std::string list, operands;
  for (std::size_t i = 0; i < params.size(); ++i) {
    list += (i ? ", " : "") + std::string("%p") + std::to_string(i) + ": " + type_text(params[i]);
    operands += (i ? ", " : " ") + std::string("%p") + std::to_string(i);
  }
  return "pmap @f axis=i devices=1 (" + list + ") {\n  %0 = " + body + operands + " : " + type_text(result) +
         "\n  return %0\n}\n";
}

// The program text with the operands written where `body` has them (for attributes after them).
std::string program_with(const std::string& line, const std::vector<TensorType>& params,
                         const TensorType& result) {
  std::string list;
  for (std::size_t i = 0; i < params.size(); ++i)
    list += (i ? ", " : "") + std::string("%p") + std::to_string(i) + ": " + type_text(params[i]);
  return "pmap @f axis=i devices=1 (" + list + ") {\n  %0 = " + line + " : " + type_text(result) +
         "\n  return %0\n}\n";
}

// The largest |got - want| over the elements, relative to the largest |want|.
double relative_error(const Array& got, const Array& want) {
  REQUIRE(got.size() == want.size());
  double scale = 0, error = 0;
  for (std::int64_t i = 0; i < want.size(); ++i) scale = std::max(scale, std::abs(want.get_complex(i)));
  for (std::int64_t i = 0; i < want.size(); ++i)
    error = std::max(error, std::abs(got.get_complex(i) - want.get_complex(i)));
  return scale > 0 ? error / scale : error;
}

DType fft_result_dtype(const std::string& type, DType input) {
  if (type == "rfft") return complex_dtype_of(input);
  if (type == "irfft") return complex_part_dtype(input);
  return input;
}

bool single_precision(DType dtype) {
  return dtype == DType::f32 || dtype == DType::c64;
}

Array widened(const Array& x) {
  return x.astype(DType::c128);
}

}  // namespace

TEST_CASE("fft: every case matches numpy.fft (powers of two, odd, prime and Bluestein lengths, 1-3 dims)") {
  std::ifstream file(std::string(PMAPSIM_SOURCE_DIR) + "/tests/data/complex/cases.json");
  REQUIRE(file);
  const nlohmann::json cases = nlohmann::json::parse(file);
  CHECK(cases.size() >= 20);
  for (const auto& [name, spec] : cases.items()) {
    INFO("case " << name);
    const Array x = data(name + "_in");
    const Array want = data(name + "_out");
    const std::string type = spec["fft_type"];
    const TensorType result{fft_result_dtype(type, x.dtype()), want.shape()};
    const std::string line = "fft %p0 {fft_type=" + type + ", fft_length=" + spec["fft_length"].dump() + "}";
    const Array got = run_one(program_with(line, {x.type()}, result), {x});
    REQUIRE(got.type() == result);
    const double error = relative_error(got, want);
    INFO("relative error " << error);
    // Computed in double, rounded once: f32 rounding (2^-24) of the largest element, or a few f64 ulps.
    CHECK(error <= (single_precision(result.dtype) ? 1.2e-7 : 2e-15));
  }
}

TEST_CASE("fft: IRFFT ignores the imaginary parts of the zero and Nyquist bins, as numpy.fft.irfft") {
  const Array half = Array::from_doubles(DType::f64, {3}, {0, 0, 0}).astype(DType::c128);
  Array x = half;
  x.set_complex(0, {4.0, 7.0});  // the 7 cannot reach a real output
  x.set_complex(1, {1.0, -2.0});
  x.set_complex(2, {2.0, 5.0});  // the Nyquist bin of n = 4: its imaginary part is dropped too
  const Array got =
      run_one(program_with("fft %p0 {fft_type=irfft, fft_length=[4]}", {x.type()}, {DType::f64, {4}}), {x});
  // numpy.fft.irfft([4+7j, 1-2j, 2+5j], 4) = numpy.fft.irfft([4, 1-2j, 2], 4) = [2, 1.5, 1, -0.5]
  const std::vector<double> want = {2.0, 1.5, 1.0, -0.5};
  for (std::int64_t i = 0; i < 4; ++i)
    CHECK(got.get(i) == Approx(want[static_cast<std::size_t>(i)]).margin(1e-15));
}

TEST_CASE("fft: empty arrays and zero lengths give empty results") {
  const Array x(DType::c64, {0, 4});
  const Array got =
      run_one(program_with("fft %p0 {fft_type=fft, fft_length=[4]}", {x.type()}, x.type()), {x});
  CHECK(got.type() == x.type());
  const Array r(DType::f32, {2, 0});
  const Array half =
      run_one(program_with("fft %p0 {fft_type=rfft, fft_length=[0]}", {r.type()}, {DType::c64, {2, 0}}), {r});
  CHECK(half.size() == 0);
}

TEST_CASE("complex elementwise ops on c128 match NumPy's complex128 results") {
  const Array z = data("z");
  const Array w = data("w");
  Array z8 = z;  // power's exponent: z / 8 (exact)
  for (std::int64_t i = 0; i < z.size(); ++i) z8.set_complex(i, z.get_complex(i) / 8.0);
  struct Case {
    std::string op;
    std::vector<const Array*> operands;
    double ulps;
  };
  const std::vector<Case> cases = {
      {"neg", {&z}, 0},          {"abs", {&z}, 1},     {"exp", {&z}, 4},     {"log", {&z}, 4},
      {"sqrt", {&z}, 4},         {"rsqrt", {&z}, 6},   {"tanh", {&z}, 8},    {"sine", {&z}, 4},
      {"cosine", {&z}, 4},       {"sign", {&z}, 2},    {"real", {&z}, 0},    {"imag", {&z}, 0},
      {"add", {&z, &w}, 0},      {"sub", {&z, &w}, 0}, {"mul", {&z, &w}, 2}, {"div", {&z, &w}, 4},
      {"power", {&w, &z8}, 200},
  };
  for (const Case& c : cases) {
    INFO("op " << c.op);
    const Array want = data(c.op == "power" ? "power" : c.op);
    std::vector<TensorType> types;
    std::vector<Array> args;
    for (const Array* operand : c.operands) {
      types.push_back(operand->type());
      args.push_back(*operand);
    }
    const TensorType result{is_complex(want.dtype()) ? DType::c128 : DType::f64, want.shape()};
    const Array got = run_one(program(c.op, types, result), args);
    REQUIRE(got.type() == result);
    for (std::int64_t i = 0; i < want.size(); ++i) {
      const Complex g = got.get_complex(i), e = want.get_complex(i);
      INFO("element " << i << " (" << z.get_complex(i) << "): reference " << g << ", numpy " << e);
      if (!std::isfinite(e.real()) || !std::isfinite(e.imag())) {
        CHECK((!std::isfinite(g.real()) || !std::isfinite(g.imag())));
        continue;
      }
      CHECK(std::abs(g - e) <= c.ulps * 2.3e-16 * std::abs(e) + 1e-300);
    }
  }
}

// The same ops against tests/data/complex_math (made by make.py there): finite results within
// `ulps` of the value computed at 40 digits (near tanh's poles XLA's own is ~1e-13 off), and XLA's
// choices where the result is not finite (a NaN part NaN, an infinite part the same infinity) or
// where the exact formula has none (0^2 = 0) against JAX's.
TEST_CASE("complex elementwise ops on c128 match exact values, and JAX's at zeros and infinities") {
  const auto stored = [](const std::string& name) {
    return read_npy(std::string(PMAPSIM_SOURCE_DIR) + "/tests/data/complex_math/" + name + ".npy");
  };
  const Array z = stored("z"), a = stored("a"), b = stored("b");
  const auto check = [&](const std::string& op, const Array& got, double ulps) {
    const Array jax = stored(op), exact = stored(op + "_exact");
    REQUIRE(got.size() == jax.size());
    for (std::int64_t i = 0; i < jax.size(); ++i) {
      const Complex g = got.get_complex(i), j = jax.get_complex(i), e = exact.get_complex(i);
      INFO(op << " element " << i << ": reference " << g << ", JAX " << j << ", exact " << e);
      const auto same_special = [](double g_part, double j_part) {
        return std::isnan(j_part) ? std::isnan(g_part) : g_part == j_part;
      };
      if (!std::isfinite(j.real()) || !std::isfinite(j.imag())) {
        CHECK(same_special(g.real(), j.real()));
        CHECK(same_special(g.imag(), j.imag()));
        continue;
      }
      const Complex want = std::isfinite(e.real()) ? e : j;
      CHECK(std::abs(g - want) <= ulps * 2.3e-16 * std::abs(want) + 1e-300);
    }
  };
  const std::vector<std::pair<std::string, double>> unary = {
      {"neg", 0},   {"abs", 1},  {"exp", 2},  {"log", 2},    {"sqrt", 2},
      {"rsqrt", 4}, {"tanh", 4}, {"sine", 2}, {"cosine", 2}, {"sign", 2}};
  for (const auto& [op, ulps] : unary) {
    const bool real_result = op == "abs";
    const TensorType result{real_result ? DType::f64 : DType::c128, z.shape()};
    check(op, run_one(program(op, {z.type()}, result), {z}), ulps);
  }
  const std::vector<std::pair<std::string, double>> binary = {
      {"add", 1}, {"sub", 1}, {"mul", 2}, {"div", 4}, {"power", 64}};
  for (const auto& [op, ulps] : binary)
    check(op, run_one(program(op, {a.type(), b.type()}, a.type()), {a, b}), ulps);
}

TEST_CASE("complex elementwise ops on c64 are the c128 result of the same values, rounded once") {
  const Array z = data("z").astype(DType::c64);
  const Array w = data("w").astype(DType::c64);
  for (const std::string op : {"neg", "exp", "log", "sqrt", "rsqrt", "tanh", "sine", "cosine", "sign"}) {
    INFO("op " << op);
    const Array narrow = run_one(program(op, {z.type()}, z.type()), {z});
    const Array wide =
        run_one(program(op, {TensorType{DType::c128, z.shape()}}, {DType::c128, z.shape()}), {widened(z)});
    CHECK(narrow == wide.astype(DType::c64));
  }
  for (const std::string op : {"add", "sub", "mul", "div", "power"}) {
    INFO("op " << op);
    const Array narrow = run_one(program(op, {z.type(), w.type()}, z.type()), {z, w});
    const TensorType wide_type{DType::c128, z.shape()};
    const Array wide = run_one(program(op, {wide_type, wide_type}, wide_type), {widened(z), widened(w)});
    CHECK(narrow == wide.astype(DType::c64));
  }
  const Array magnitude = run_one(program("abs", {z.type()}, {DType::f32, z.shape()}), {z});
  CHECK(magnitude ==
        run_one(program("abs", {TensorType{DType::c128, z.shape()}}, {DType::f64, z.shape()}), {widened(z)})
            .astype(DType::f32));
}

TEST_CASE("complex, real and imag build and split complex numbers, and a float is its own real part") {
  const Array re = f32({3}, {1.5, -2.0, 0.0});
  const Array im = f32({3}, {0.25, 3.0, -0.0});
  const Array c = run_one(program("complex", {re.type(), im.type()}, {DType::c64, {3}}), {re, im});
  CHECK(c.get_complex(0) == Complex(1.5, 0.25));
  CHECK(c.get_complex(1) == Complex(-2.0, 3.0));
  CHECK(std::signbit(c.get_complex(2).imag()));
  CHECK(run_one(program("real", {c.type()}, re.type()), {c}) == re);
  CHECK(run_one(program("imag", {c.type()}, im.type()), {c}) == im);
  CHECK(run_one(program("real", {re.type()}, re.type()), {re}) == re);
  CHECK(run_one(program("imag", {re.type()}, re.type()), {re}) == Array(DType::f32, {3}));
}

TEST_CASE("complex compare eq and ne compare both parts, and NaN is unequal") {
  Array a(DType::c64, {4}), b(DType::c64, {4});
  const double nan = std::nan("");
  const std::vector<Complex> av = {{1, 2}, {1, 2}, {nan, 0}, {0, -0.0}},
                             bv = {{1, 2}, {1, 3}, {nan, 0}, {-0.0, 0}};
  for (std::int64_t i = 0; i < 4; ++i) a.set_complex(i, av[static_cast<std::size_t>(i)]);
  for (std::int64_t i = 0; i < 4; ++i) b.set_complex(i, bv[static_cast<std::size_t>(i)]);
  const Array eq = run_one(
      program_with("compare %p0, %p1 {direction=eq}", {a.type(), b.type()}, {DType::boolean, {4}}), {a, b});
  const Array ne = run_one(
      program_with("compare %p0, %p1 {direction=ne}", {a.type(), b.type()}, {DType::boolean, {4}}), {a, b});
  CHECK(eq.to_doubles() == std::vector<double>{1, 0, 0, 1});
  CHECK(ne.to_doubles() == std::vector<double>{0, 1, 1, 0});
}

TEST_CASE("convert between complex and real: the real part, a zero imaginary part, each part rounded once") {
  Array c(DType::c128, {2});
  c.set_complex(0, {1.0 + 1e-12, -2.5});
  c.set_complex(1, {-3.75, 1e300});
  const Array narrowed = run_one(program("convert", {c.type()}, {DType::c64, {2}}), {c});
  CHECK(narrowed.get_complex(0) == Complex(static_cast<float>(1.0 + 1e-12), -2.5));
  CHECK(std::isinf(narrowed.get_complex(1).imag()));
  CHECK(run_one(program("convert", {c.type()}, {DType::f32, {2}}), {c}).to_doubles() ==
        std::vector<double>{static_cast<float>(1.0 + 1e-12), -3.75});
  CHECK(run_one(program("convert", {c.type()}, {DType::s32, {2}}), {c}).to_doubles() ==
        std::vector<double>{1, -3});
  const Array ints = make(DType::s32, {2}, {7, -8});
  const Array widened_ints = run_one(program("convert", {ints.type()}, {DType::c128, {2}}), {ints});
  CHECK(widened_ints.get_complex(1) == Complex(-8, 0));
}

TEST_CASE("complex constants: a splat with imag, dense values as real and imaginary parts") {
  const Array splat = run_one(
      "pmap @f axis=i devices=1 () {\n  %0 = constant {value=1.5, imag=-2.0} : c128[2]\n"
      "  return %0\n}\n",
      {});
  CHECK(splat.get_complex(1) == Complex(1.5, -2.0));
  const Array dense = run_one(
      "pmap @f axis=i devices=1 () {\n  %0 = constant {values=[1, 2, 3, 0.1]} : c64[2]\n"
      "  return %0\n}\n",
      {});
  CHECK(dense.get_complex(0) == Complex(1, 2));
  CHECK(dense.get_complex(1) == Complex(3, static_cast<float>(0.1)));
}

TEST_CASE("complex dot_general matches numpy.einsum, and c64 operands may give a c128 result") {
  const Array lhs = data("dot_lhs"), rhs = data("dot_rhs"), want = data("dot");
  const std::string line = "dot %p0, %p1 {lhs_contract=[2], rhs_contract=[1], lhs_batch=[0], rhs_batch=[0]}";
  const Array got =
      run_one(program_with(line, {lhs.type(), rhs.type()}, {DType::c64, want.shape()}), {lhs, rhs});
  CHECK(relative_error(got, want) <= 1.2e-7);
  const Array wide =
      run_one(program_with(line, {lhs.type(), rhs.type()}, {DType::c128, want.shape()}), {lhs, rhs});
  CHECK(relative_error(wide, want) <= 1e-15);
}

TEST_CASE("c128's 16-byte elements move through transpose, broadcast, slice, select and scatter") {
  Array x(DType::c128, {2, 3});
  for (std::int64_t i = 0; i < 6; ++i)
    x.set_complex(i, {static_cast<double>(i), -static_cast<double>(i) / 4});
  const Array t =
      run_one(program_with("transpose %p0 {perm=[1, 0]}", {x.type()}, {DType::c128, {3, 2}}), {x});
  CHECK(t.get_complex(1) == x.get_complex(3));
  const Array b =
      run_one(program_with("broadcast %p0 {dims=[1, 2]}", {x.type()}, {DType::c128, {2, 2, 3}}), {x});
  CHECK(b.get_complex(11) == x.get_complex(5));
  const Array s =
      run_one(program_with("slice %p0 {start_indices=[0, 1], limit_indices=[2, 3], strides=[1, 2]}",
                           {x.type()}, {DType::c128, {2, 1}}),
              {x});
  CHECK(s.get_complex(1) == x.get_complex(4));
  const Array pick = make(DType::boolean, {2, 3}, {1, 0, 1, 0, 1, 0});
  const Array zero(DType::c128, {2, 3});
  const Array chosen =
      run_one(program("select", {pick.type(), x.type(), x.type()}, x.type()), {pick, x, zero});
  CHECK(chosen.get_complex(2) == x.get_complex(2));
  CHECK(chosen.get_complex(3) == Complex(0, 0));
  const Array indices = make(DType::s32, {2, 1}, {1, 1});
  Array updates(DType::c128, {2, 3});
  for (std::int64_t i = 0; i < 6; ++i) updates.set_complex(i, {1.0, 1.0});
  const Array added =
      run_one(program_with("scatter %p0, %p1, %p2 {update_window_dims=[1], inserted_window_dims=[0], "
                           "scatter_dims_to_operand_dims=[0], index_vector_dim=1, computation=add}",
                           {x.type(), indices.type(), updates.type()}, x.type()),
              {x, indices, updates});
  CHECK(added.get_complex(4) == x.get_complex(4) + Complex(2, 2));
}

TEST_CASE("reduce_sum, psum, pmean and all_gather of complex numbers") {
  Array x(DType::c64, {1, 4});
  for (std::int64_t i = 0; i < 4; ++i) x.set_complex(i, {static_cast<double>(i), 1.0});
  const Array sum = run_one(program_with("reduce_sum %p0 {axes=[1]}", {x.type()}, {DType::c64, {1}}), {x});
  CHECK(sum.get_complex(0) == Complex(6, 4));
  const std::string text =
      "pmap @f axis=i devices=2 (%x: c64[1,4]) {\n  %s = psum %x {axis=i} : c64[1,4]\n"
      "  %m = pmean %x {axis=i} : c64[1,4]\n  %g = all_gather %x {axis=i, dimension=0} : c64[2,4]\n"
      "  return %s, %m, %g\n}\n";
  Array y = x;
  for (std::int64_t i = 0; i < 4; ++i) y.set_complex(i, {0.0, static_cast<double>(i)});
  const auto out = run_program(text, {{x}, {y}});
  CHECK(out[1][0].get_complex(3) == Complex(3, 4));
  CHECK(out[0][1].get_complex(2) == Complex(1, 1.5));
  CHECK(out[1][2].get_complex(7) == Complex(0, 3));
}

TEST_CASE("the reference refuses complex operands where StableHLO defines no complex form") {
  auto backend = reference::open_backend(BackendSpec::parse("reference"));
  CHECK(backend->supports(OpCode::fft, DType::c64));
  CHECK(backend->supports(OpCode::exp, DType::c128));
  CHECK(backend->supports(OpCode::transpose, DType::c128));
  CHECK_FALSE(backend->supports(OpCode::max, DType::c64));
  CHECK_FALSE(backend->supports(OpCode::convolution, DType::c64));
  CHECK_FALSE(backend->supports(OpCode::erf, DType::c64));
  CHECK_THROWS_WITH(parse_program("pmap @f axis=i devices=1 (%x: c64[2]) {\n  %0 = max %x, %x : c64[2]\n"
                                  "  return %0\n}\n"),
                    Catch::Contains("max: does not accept dtype c64"));
}

// Rows for the chlo math ops jax.numpy and jax.scipy emit that pmapsim has no
// op of its own for, written as compositions of its elementwise ops in forms
// that stay accurate where the naive formula cancels or overflows (sinh near
// 0, asin near ±1, asinh near 0 and for huge inputs, ...). bf16 and f16
// operands are computed in f32 and rounded once at the end, as XLA's
// expansions of these ops do. Also the element-type ops reduce_precision and
// next_after, and rng_bit_generator.
#include <cmath>

#include "importer.hpp"

namespace pmapsim::stablehlo_import {
namespace {

// Writes one composition: values are named by the helpers, all of the
// computing type (f32 for narrow floats, else the operand's own).
class Composition {
 public:
  Composition(Importer& im, const Op& op) : im_(im), op_(op) {
    const TensorType& t = im.result_type(op);
    const bool narrow = t.element == "bf16" || t.element == "f16";
    TensorType computing = t;
    if (narrow) computing.element = "f32";
    type_ = im.type(op, computing);
    result_type_ = im.type(op, t);
    x_ = im.operand(op, 0);
    if (narrow) x_ = im.emit_value("convert " + x_, type_);
    narrow_ = narrow;
  }
  const std::string& x() const { return x_; }
  std::string unary(const char* spmd, const std::string& a) {
    return im_.emit_value(std::string(spmd) + " " + a, type_);
  }
  std::string binary(const char* spmd, const std::string& a, const std::string& b) {
    return im_.emit_value(std::string(spmd) + " " + a + ", " + b, type_);
  }
  std::string constant(double value) {
    return im_.emit_value(fmt::format("constant {{value={:.17g}}}", value), type_);
  }
  std::string compare(const char* direction, const std::string& a, const std::string& b) {
    return im_.emit_value(fmt::format("compare {}, {} {{direction={}}}", a, b, direction), bool_type());
  }
  std::string unary_bool(const char* spmd, const std::string& a) {
    return im_.emit_value(std::string(spmd) + " " + a, bool_type());
  }
  std::string binary_bool(const char* spmd, const std::string& a, const std::string& b) {
    return im_.emit_value(std::string(spmd) + " " + a + ", " + b, bool_type());
  }
  std::string select(const std::string& predicate, const std::string& a, const std::string& b) {
    return im_.emit_value("select " + predicate + ", " + a + ", " + b, type_);
  }
  // Binds the op's result, rounding back to a narrow type.
  void result(const std::string& value) {
    im_.bind(op_, 0, narrow_ ? im_.emit_value("convert " + value, result_type_) : value);
  }

 private:
  std::string bool_type() const { return "bool" + type_.substr(type_.find('[')); }

  Importer& im_;
  const Op& op_;
  std::string type_, result_type_, x_;
  bool narrow_ = false;
};

void require_float(Importer& im, const Op& op) {
  const std::string& e = im.result_type(op).element;
  if (e != "f32" && e != "f64" && e != "bf16" && e != "f16") im.fail(op, "of " + e + " is not supported yet");
}

using Formula = std::string (*)(Composition&);

Row composed(Formula formula) {
  return [formula](Importer& im, const Op& op) {
    require_float(im, op);
    Composition c(im, op);
    c.result(formula(c));
  };
}

std::string square(Composition& c) {
  return c.binary("mul", c.x(), c.x());
}

std::string erfc(Composition& c) {
  return c.binary("sub", c.constant(1), c.unary("erf", c.x()));
}

// e^(x + log(1/2)) ± e^(-x + log(1/2)), as XLA expands them: the halving inside the
// exponent keeps cosh and sinh finite up to log(2 * max), where e^x alone overflows first
// (f32 cosh(89) is 2.2e38). Below |x| = 1 sinh is (expm1(x) - expm1(-x)) / 2, exact to
// rounding near 0 where the exponentials cancel.
std::string half_exp(Composition& c, const std::string& x) {
  return c.unary("exp", c.binary("add", x, c.constant(std::log(0.5))));
}

std::string sinh(Composition& c) {
  const std::string large = c.binary("sub", half_exp(c, c.x()), half_exp(c, c.unary("neg", c.x())));
  const std::string up = c.unary("expm1", c.x());
  const std::string down = c.unary("expm1", c.unary("neg", c.x()));
  const std::string small = c.binary("mul", c.binary("sub", up, down), c.constant(0.5));
  return c.select(c.compare("ge", c.unary("abs", c.x()), c.constant(1)), large, small);
}

std::string cosh(Composition& c) {
  return c.binary("add", half_exp(c, c.x()), half_exp(c, c.unary("neg", c.x())));
}

// sqrt((1 - x)(1 + x)): no cancellation as |x| -> 1.
std::string one_minus_square_root(Composition& c) {
  const std::string one = c.constant(1);
  return c.unary("sqrt", c.binary("mul", c.binary("sub", one, c.x()), c.binary("add", one, c.x())));
}

std::string asin(Composition& c) {
  return c.binary("atan2", c.x(), one_minus_square_root(c));
}
std::string acos(Composition& c) {
  return c.binary("atan2", one_minus_square_root(c), c.x());
}
std::string atan(Composition& c) {
  return c.binary("atan2", c.x(), c.constant(1));
}

// Past this magnitude x² overflows f32, and sqrt(x² ± 1) is |x| to rounding.
constexpr double kHuge = 1e18;

// sign(x) * log1p(|x| + x² / (1 + sqrt(1 + x²))), or log(2|x|) for huge |x|.
std::string asinh(Composition& c) {
  const std::string a = c.unary("abs", c.x());
  const std::string one = c.constant(1);
  const std::string a2 = c.binary("mul", a, a);
  const std::string root = c.unary("sqrt", c.binary("add", one, a2));
  const std::string moderate =
      c.unary("log1p", c.binary("add", a, c.binary("div", a2, c.binary("add", one, root))));
  const std::string huge = c.binary("add", c.unary("log", a), c.constant(0.69314718055994530942));
  const std::string magnitude = c.select(c.compare("gt", a, c.constant(kHuge)), huge, moderate);
  return c.binary("mul", c.unary("sign", c.x()), magnitude);
}

// log(x + sqrt((x - 1)(x + 1))), or log(2x) for huge x; NaN below 1.
std::string acosh(Composition& c) {
  const std::string one = c.constant(1);
  const std::string root =
      c.unary("sqrt", c.binary("mul", c.binary("sub", c.x(), one), c.binary("add", c.x(), one)));
  const std::string moderate = c.unary("log", c.binary("add", c.x(), root));
  const std::string huge = c.binary("add", c.unary("log", c.x()), c.constant(0.69314718055994530942));
  return c.select(c.compare("gt", c.x(), c.constant(kHuge)), huge, moderate);
}

// log1p(2x / (1 - x)) / 2: accurate near 0; ±inf at ±1, NaN beyond.
std::string atanh(Composition& c) {
  const std::string ratio =
      c.binary("div", c.binary("add", c.x(), c.x()), c.binary("sub", c.constant(1), c.x()));
  return c.binary("mul", c.unary("log1p", ratio), c.constant(0.5));
}

// Lanczos' approximation (g = 7, nine coefficients), as XLA expands chlo.lgamma and
// chlo.digamma: the same formulas in the same order give JAX's values to rounding.
constexpr double kLanczosGamma = 7;
constexpr double kLanczosBase = 0.99999999999980993227684700473478;
constexpr double kLanczosCoefficients[] = {
    676.520368121885098567009190444019, -1259.13921672240287047156078755283,
    771.3234287776530788486528258894,   -176.61502916214059906584551354,
    12.507343278686904814458936853,     -0.13857109526572011689554707,
    9.984369578019570859563e-6,         1.50563273514931155834e-7};
constexpr double kPi = 3.14159265358979323846;

// x < 1/2 reflects (Euler): z = -x there, else x - 1.
std::string lanczos_z(Composition& c, const std::string& reflect) {
  return c.select(reflect, c.unary("neg", c.x()), c.binary("sub", c.x(), c.constant(1)));
}

// log(z + g + 1/2) as log(g + 1/2) + log1p(z / (g + 1/2)), which keeps precision for small z.
std::string lanczos_log_t(Composition& c, const std::string& z) {
  const double half_g = kLanczosGamma + 0.5;
  return c.binary("add", c.constant(std::log(half_g)),
                  c.unary("log1p", c.binary("div", z, c.constant(half_g))));
}

std::string lgamma(Composition& c) {
  const std::string reflect = c.compare("lt", c.x(), c.constant(0.5));
  const std::string z = lanczos_z(c, reflect);
  std::string a = c.constant(kLanczosBase);
  for (int i = 0; i < 8; ++i)
    a = c.binary("add", a,
                 c.binary("div", c.constant(kLanczosCoefficients[i]), c.binary("add", z, c.constant(i + 1))));
  const std::string t = c.binary("add", z, c.constant(kLanczosGamma + 0.5));
  const std::string log_t = lanczos_log_t(c, z);
  // (z + 1/2 - t / log t) * log t rather than (z + 1/2) * log t - t: t may overflow the product.
  const std::string scaled =
      c.binary("mul", c.binary("sub", c.binary("add", z, c.constant(0.5)), c.binary("div", t, log_t)), log_t);
  const std::string log_y =
      c.binary("add", c.binary("add", c.constant(0.5 * std::log(2 * kPi)), scaled), c.unary("log", a));
  // log|sin(pi x)| from x's distance to the nearest integer: pi * x loses precision for large x.
  const std::string abs_x = c.unary("abs", c.x());
  const std::string frac = c.binary("sub", abs_x, c.unary("floor", abs_x));
  const std::string reduced =
      c.select(c.compare("gt", frac, c.constant(0.5)), c.binary("sub", c.constant(1), frac), frac);
  const std::string denom = c.unary("log", c.unary("sine", c.binary("mul", c.constant(kPi), reduced)));
  const std::string reflection = c.select(
      c.unary_bool("is_finite", denom),
      c.binary("sub", c.binary("sub", c.constant(std::log(kPi)), denom), log_y), c.unary("neg", denom));
  const std::string result = c.select(reflect, reflection, log_y);
  const std::string infinite = c.compare("eq", abs_x, c.constant(INFINITY));
  return c.select(infinite, c.constant(INFINITY), result);
}

std::string digamma(Composition& c) {
  const std::string reflect = c.compare("lt", c.x(), c.constant(0.5));
  const std::string z = lanczos_z(c, reflect);
  std::string num = c.constant(0);
  std::string denom = c.constant(kLanczosBase);
  for (int i = 0; i < 8; ++i) {
    const std::string shifted = c.binary("add", z, c.constant(i + 1));
    const std::string coefficient = c.constant(kLanczosCoefficients[i]);
    num = c.binary("sub", num, c.binary("div", coefficient, c.binary("mul", shifted, shifted)));
    denom = c.binary("add", denom, c.binary("div", coefficient, shifted));
  }
  const std::string t = c.binary("add", z, c.constant(kLanczosGamma + 0.5));
  const std::string y = c.binary("sub", c.binary("add", lanczos_log_t(c, z), c.binary("div", num, denom)),
                                 c.binary("div", c.constant(kLanczosGamma), t));
  // digamma(x) = digamma(1 - x) - pi cot(pi x), with x moved into [-1/2, 1/2] first so that
  // pi * x stays precise near the poles.
  const std::string shifted_x =
      c.binary("add", c.x(), c.unary("abs", c.unary("floor", c.binary("add", c.x(), c.constant(0.5)))));
  const std::string angle = c.binary("mul", c.constant(kPi), shifted_x);
  const std::string cot = c.binary("div", c.unary("cosine", angle), c.unary("sine", angle));
  const std::string reflection = c.binary("sub", y, c.binary("mul", c.constant(kPi), cot));
  const std::string result = c.select(reflect, reflection, y);
  // Poles: NaN at the negative integers; -inf at zero of either sign, as XLA computes it since
  // JAX 0.11 (JAX 0.10 gave NaN there; the corpus of JAX 0.10 records that one difference).
  const std::string pole = c.binary_bool("and", c.compare("lt", c.x(), c.constant(0)),
                                         c.compare("eq", c.x(), c.unary("floor", c.x())));
  const std::string at_zero = c.select(c.compare("eq", c.x(), c.constant(0)), c.constant(-INFINITY), result);
  return c.select(pole, c.constant(NAN), at_zero);
}

// nextafter(x, y): the neighbour of x in y's direction, stepping the integer
// bits (magnitude up when moving away from 0); y when they are equal, NaN
// when either is, and the smallest subnormal toward y from ±0.
void next_after_row(Importer& im, const Op& op) {
  require_float(im, op);
  const TensorType& t = im.result_type(op);
  const int bits = t.element == "f64" ? 64 : t.element == "f32" ? 32 : 16;
  const std::string ftype = im.type(op, t);
  TensorType it = t;
  it.element = bits == 64 ? "i64" : bits == 32 ? "i32" : "i16";
  const std::string itype = im.type(op, it);
  TensorType bt = t;
  bt.element = "i1";
  const std::string btype = im.type(op, bt);
  const std::string x = im.operand(op, 0), y = im.operand(op, 1);
  const auto value = [&](const std::string& body, const std::string& type) {
    return im.emit_value(body, type);
  };
  const auto cmp = [&](const std::string& a, const std::string& b, const char* dir) {
    return value(fmt::format("compare {}, {} {{direction={}}}", a, b, dir), btype);
  };
  const std::string zero_f = value("constant {value=0.0}", ftype);
  const std::string one_i = value("constant {value=1.0}", itype);
  const std::string xi = value("bitcast_convert " + x, itype);
  const std::string x_negative = cmp(x, zero_f, "lt");
  const std::string y_above = cmp(y, x, "gt");
  // Up in value is +1 on the bits of a positive x and -1 on a negative one.
  const std::string step_up =
      value("select " + x_negative + ", " + value("neg " + one_i, itype) + ", " + one_i, itype);
  const std::string step =
      value("select " + y_above + ", " + step_up + ", " + value("neg " + step_up, itype), itype);
  const std::string moved = value("bitcast_convert " + value("add " + xi + ", " + step, itype), ftype);
  // From ±0: the smallest subnormal with y's sign.
  const std::string tiny = value("bitcast_convert " + one_i, ftype);
  const std::string from_zero =
      value("select " + cmp(y, zero_f, "gt") + ", " + tiny + ", " + value("neg " + tiny, ftype), ftype);
  const std::string x_zero = cmp(x, zero_f, "eq");
  std::string result = value("select " + x_zero + ", " + from_zero + ", " + moved, ftype);
  result = value("select " + cmp(x, y, "eq") + ", " + y + ", " + result, ftype);
  const std::string either_nan = value("or " + cmp(x, x, "ne") + ", " + cmp(y, y, "ne"), btype);
  const std::string nan = value("constant {value=nan}", ftype);
  im.bind(op, 0, value("select " + either_nan + ", " + nan + ", " + result, ftype));
}

// `format = e5m10` (pretty) or exponent_bits / mantissa_bits (generic).
void reduce_precision_row(Importer& im, const Op& op) {
  std::int64_t exponent = -1, mantissa = -1;
  if (const Attr* f = op.attribute("format")) {
    const std::string& text = f->text;
    const auto m = text.find('m');
    if (text.size() < 4 || text[0] != 'e' || m == std::string::npos || m < 2 ||
        text.find_first_not_of("0123456789", 1) != m ||
        text.find_first_not_of("0123456789", m + 1) != std::string::npos)
      im.fail(op, "format '" + text.substr(0, 40) + "' is not eNmM");
    exponent = im.integer(op, text.substr(1, m - 1), "exponent bits");
    mantissa = im.integer(op, text.substr(m + 1), "mantissa bits");
  } else {
    const Attr* e = op.attribute("exponent_bits");
    const Attr* m = op.attribute("mantissa_bits");
    if (!e || !m) im.fail(op, "needs exponent_bits and mantissa_bits");
    exponent = e->as_int();
    mantissa = m->as_int();
  }
  im.emit(op, fmt::format("reduce_precision {} {{exponent_bits={}, mantissa_bits={}}}", im.operand(op, 0),
                          exponent, mantissa));
}

// The algorithm of stablehlo.rng_bit_generator: `algorithm = PHILOX` (pretty)
// or `rng_algorithm = #stablehlo<rng_algorithm PHILOX>` (generic), as pmapsim names it.
std::string rng_algorithm_of(const Importer& im, const Op& op) {
  std::string name;
  if (const Attr* pretty = op.attribute("algorithm")) {
    name = pretty->text;
  } else if (const Attr* generic = op.attribute("rng_algorithm")) {
    const std::string prefix = "rng_algorithm ";
    if (generic->kind != Attr::Kind::Opaque || generic->body.rfind(prefix, 0) != 0)
      im.fail(op, "rng_algorithm must be #stablehlo<rng_algorithm NAME>");
    name = generic->body.substr(prefix.size());
  } else {
    im.fail(op, "needs an rng_algorithm");
  }
  static const std::map<std::string, std::string> names = {
      {"DEFAULT", "default"}, {"THREE_FRY", "three_fry"}, {"PHILOX", "philox"}};
  const auto it = names.find(name);
  if (it == names.end())
    im.fail(op, "unknown rng_algorithm '" + name.substr(0, 40) + "' (expected DEFAULT, THREE_FRY or PHILOX)");
  return it->second;
}

// stablehlo.rng_bit_generator: the same op, its two results (output_state,
// output). The state's type is checked here too, so that a wrong one is an
// error at this op rather than in the imported text.
void rng_bit_generator_row(Importer& im, const Op& op) {
  const std::string algorithm = rng_algorithm_of(im, op);
  if (op.operands.size() != 1 || op.result_types.size() != 2)
    im.fail(op, "takes one operand (initial_state) and has two results (output_state, output)");
  const TensorType& state = op.operand_types.empty() ? op.result_types[0] : op.operand_types[0];
  const bool two_words = state.shape == std::vector<std::int64_t>{2};
  const bool three_words = state.shape == std::vector<std::int64_t>{3};
  if (state.element != "ui64" || !(two_words || (three_words && algorithm != "three_fry"))) {
    im.fail(op, "initial_state " + state.str() + " must be tensor<2xui64>" +
                    (algorithm == "three_fry" ? " for THREE_FRY" : " or tensor<3xui64>"));
  }
  im.emit_with_regions(op, "rng_bit_generator " + im.operand(op, 0) + " {algorithm=" + algorithm + "}", {});
}

}  // namespace

void add_math_rows(RowTable& table) {
  const RowTable rows = {
      {"chlo.square", composed(square)},
      {"chlo.erfc", composed(erfc)},
      {"chlo.sinh", composed(sinh)},
      {"chlo.cosh", composed(cosh)},
      {"chlo.asin", composed(asin)},
      {"chlo.acos", composed(acos)},
      {"chlo.atan", composed(atan)},
      {"chlo.asinh", composed(asinh)},
      {"chlo.acosh", composed(acosh)},
      {"chlo.atanh", composed(atanh)},
      {"chlo.lgamma", composed(lgamma)},
      {"chlo.digamma", composed(digamma)},
      {"stablehlo.reduce_precision", reduce_precision_row},
      {"chlo.next_after", next_after_row},
      {"stablehlo.rng_bit_generator", rng_bit_generator_row},
  };
  table.insert(rows.begin(), rows.end());
}

}  // namespace pmapsim::stablehlo_import

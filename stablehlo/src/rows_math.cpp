// Rows for the chlo math ops jax.numpy and jax.scipy emit that pmapsim has no
// op of its own for, written as compositions of its elementwise ops in forms
// that stay accurate where the naive formula cancels or overflows (sinh near
// 0, asin near ±1, asinh near 0 and for huge inputs, ...). bf16 and f16
// operands are computed in f32 and rounded once at the end, as XLA's
// expansions of these ops do. Also the element-type ops reduce_precision and
// next_after, and rng_bit_generator.
#include <cmath>
#include <limits>

#include "importer.hpp"

namespace pmapsim::stablehlo_import {
namespace {

// Builds one composition: values made by the helpers, all of the computing
// type (f32 for narrow floats, else the operand's own). The formulas nest the
// helpers as arguments, so the order they add instructions in (the imported
// program's numbering, not its values) is the compiler's order of evaluating
// arguments.
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
    if (narrow) x_ = im.add(op, OpCode::convert, {x_}, {}, type_);
    narrow_ = narrow;
  }
  ValueId x() const { return x_; }
  ValueId unary(OpCode code, ValueId a) { return im_.add(op_, code, {a}, {}, type_); }
  ValueId binary(OpCode code, ValueId a, ValueId b) { return im_.add(op_, code, {a, b}, {}, type_); }
  ValueId constant(double value) {
    return im_.add(op_, OpCode::constant, {}, attributes_for(OpCode::constant, {{"value", exact(value)}}),
                   type_);
  }
  ValueId compare(const char* direction, ValueId a, ValueId b) {
    return im_.add(op_, OpCode::compare, {a, b}, attributes_for(OpCode::compare, {{"direction", direction}}),
                   bool_type());
  }
  ValueId unary_bool(OpCode code, ValueId a) { return im_.add(op_, code, {a}, {}, bool_type()); }
  ValueId binary_bool(OpCode code, ValueId a, ValueId b) {
    return im_.add(op_, code, {a, b}, {}, bool_type());
  }
  ValueId select(ValueId predicate, ValueId a, ValueId b) {
    return im_.add(op_, OpCode::select, {predicate, a, b}, {}, type_);
  }
  // Binds the op's result, rounding back to a narrow type.
  void result(ValueId value) {
    im_.bind(op_, 0, narrow_ ? im_.add(op_, OpCode::convert, {value}, {}, result_type_) : value);
  }

 private:
  SpmdType bool_type() const { return SpmdType{DType::boolean, type_.shape}; }
  // A NaN is the one quiet NaN.
  static double exact(double value) {
    return std::isnan(value) ? std::numeric_limits<double>::quiet_NaN() : value;
  }

  Importer& im_;
  const Op& op_;
  SpmdType type_, result_type_;
  ValueId x_ = -1;
  bool narrow_ = false;
};

void require_float(Importer& im, const Op& op) {
  const std::string& e = im.result_type(op).element;
  if (e != "f32" && e != "f64" && e != "bf16" && e != "f16") im.fail(op, "of " + e + " is not supported yet");
}

using Formula = ValueId (*)(Composition&);

Row composed(Formula formula) {
  return [formula](Importer& im, const Op& op) {
    require_float(im, op);
    Composition c(im, op);
    c.result(formula(c));
  };
}

ValueId square(Composition& c) {
  return c.binary(OpCode::mul, c.x(), c.x());
}

// e^(x + log(1/2)) ± e^(-x + log(1/2)), as XLA expands them: the halving inside the
// exponent keeps cosh and sinh finite up to log(2 * max), where e^x alone overflows first
// (f32 cosh(89) is 2.2e38). Below |x| = 1 sinh is (expm1(x) - expm1(-x)) / 2, exact to
// rounding near 0 where the exponentials cancel.
ValueId half_exp(Composition& c, ValueId x) {
  return c.unary(OpCode::exp, c.binary(OpCode::add, x, c.constant(std::log(0.5))));
}

ValueId sinh(Composition& c) {
  const ValueId large = c.binary(OpCode::sub, half_exp(c, c.x()), half_exp(c, c.unary(OpCode::neg, c.x())));
  const ValueId up = c.unary(OpCode::expm1, c.x());
  const ValueId down = c.unary(OpCode::expm1, c.unary(OpCode::neg, c.x()));
  const ValueId small = c.binary(OpCode::mul, c.binary(OpCode::sub, up, down), c.constant(0.5));
  return c.select(c.compare("ge", c.unary(OpCode::abs, c.x()), c.constant(1)), large, small);
}

ValueId cosh(Composition& c) {
  return c.binary(OpCode::add, half_exp(c, c.x()), half_exp(c, c.unary(OpCode::neg, c.x())));
}

// sqrt((1 - x)(1 + x)): no cancellation as |x| -> 1.
ValueId one_minus_square_root(Composition& c) {
  const ValueId one = c.constant(1);
  return c.unary(OpCode::sqrt,
                 c.binary(OpCode::mul, c.binary(OpCode::sub, one, c.x()), c.binary(OpCode::add, one, c.x())));
}

ValueId asin(Composition& c) {
  return c.binary(OpCode::atan2, c.x(), one_minus_square_root(c));
}
ValueId acos(Composition& c) {
  return c.binary(OpCode::atan2, one_minus_square_root(c), c.x());
}
ValueId atan(Composition& c) {
  return c.binary(OpCode::atan2, c.x(), c.constant(1));
}

// Past this magnitude x² overflows f32, and sqrt(x² ± 1) is |x| to rounding.
constexpr double kHuge = 1e18;

// sign(x) * log1p(|x| + x² / (1 + sqrt(1 + x²))), or log(2|x|) for huge |x|.
ValueId asinh(Composition& c) {
  const ValueId a = c.unary(OpCode::abs, c.x());
  const ValueId one = c.constant(1);
  const ValueId a2 = c.binary(OpCode::mul, a, a);
  const ValueId root = c.unary(OpCode::sqrt, c.binary(OpCode::add, one, a2));
  const ValueId moderate = c.unary(
      OpCode::log1p, c.binary(OpCode::add, a, c.binary(OpCode::div, a2, c.binary(OpCode::add, one, root))));
  const ValueId huge = c.binary(OpCode::add, c.unary(OpCode::log, a), c.constant(0.69314718055994530942));
  const ValueId magnitude = c.select(c.compare("gt", a, c.constant(kHuge)), huge, moderate);
  return c.binary(OpCode::mul, c.unary(OpCode::sign, c.x()), magnitude);
}

// log(x + sqrt((x - 1)(x + 1))), or log(2x) for huge x; NaN below 1.
ValueId acosh(Composition& c) {
  const ValueId one = c.constant(1);
  const ValueId root = c.unary(OpCode::sqrt, c.binary(OpCode::mul, c.binary(OpCode::sub, c.x(), one),
                                                      c.binary(OpCode::add, c.x(), one)));
  const ValueId moderate = c.unary(OpCode::log, c.binary(OpCode::add, c.x(), root));
  const ValueId huge = c.binary(OpCode::add, c.unary(OpCode::log, c.x()), c.constant(0.69314718055994530942));
  return c.select(c.compare("gt", c.x(), c.constant(kHuge)), huge, moderate);
}

// log1p(2x / (1 - x)) / 2: accurate near 0; ±inf at ±1, NaN beyond.
ValueId atanh(Composition& c) {
  const ValueId ratio =
      c.binary(OpCode::div, c.binary(OpCode::add, c.x(), c.x()), c.binary(OpCode::sub, c.constant(1), c.x()));
  return c.binary(OpCode::mul, c.unary(OpCode::log1p, ratio), c.constant(0.5));
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
ValueId lanczos_z(Composition& c, ValueId reflect) {
  return c.select(reflect, c.unary(OpCode::neg, c.x()), c.binary(OpCode::sub, c.x(), c.constant(1)));
}

// log(z + g + 1/2) as log(g + 1/2) + log1p(z / (g + 1/2)), which keeps precision for small z.
ValueId lanczos_log_t(Composition& c, ValueId z) {
  const double half_g = kLanczosGamma + 0.5;
  return c.binary(OpCode::add, c.constant(std::log(half_g)),
                  c.unary(OpCode::log1p, c.binary(OpCode::div, z, c.constant(half_g))));
}

ValueId lgamma(Composition& c) {
  const ValueId reflect = c.compare("lt", c.x(), c.constant(0.5));
  const ValueId z = lanczos_z(c, reflect);
  ValueId a = c.constant(kLanczosBase);
  for (int i = 0; i < 8; ++i)
    a = c.binary(OpCode::add, a,
                 c.binary(OpCode::div, c.constant(kLanczosCoefficients[i]),
                          c.binary(OpCode::add, z, c.constant(i + 1))));
  const ValueId t = c.binary(OpCode::add, z, c.constant(kLanczosGamma + 0.5));
  const ValueId log_t = lanczos_log_t(c, z);
  // (z + 1/2 - t / log t) * log t rather than (z + 1/2) * log t - t: t may overflow the product.
  const ValueId scaled = c.binary(
      OpCode::mul,
      c.binary(OpCode::sub, c.binary(OpCode::add, z, c.constant(0.5)), c.binary(OpCode::div, t, log_t)),
      log_t);
  const ValueId log_y =
      c.binary(OpCode::add, c.binary(OpCode::add, c.constant(0.5 * std::log(2 * kPi)), scaled),
               c.unary(OpCode::log, a));
  // log|sin(pi x)| from x's distance to the nearest integer: pi * x loses precision for large x.
  const ValueId abs_x = c.unary(OpCode::abs, c.x());
  const ValueId frac = c.binary(OpCode::sub, abs_x, c.unary(OpCode::floor, abs_x));
  const ValueId reduced =
      c.select(c.compare("gt", frac, c.constant(0.5)), c.binary(OpCode::sub, c.constant(1), frac), frac);
  const ValueId denom =
      c.unary(OpCode::log, c.unary(OpCode::sine, c.binary(OpCode::mul, c.constant(kPi), reduced)));
  const ValueId reflection =
      c.select(c.unary_bool(OpCode::is_finite, denom),
               c.binary(OpCode::sub, c.binary(OpCode::sub, c.constant(std::log(kPi)), denom), log_y),
               c.unary(OpCode::neg, denom));
  const ValueId result = c.select(reflect, reflection, log_y);
  const ValueId infinite = c.compare("eq", abs_x, c.constant(INFINITY));
  return c.select(infinite, c.constant(INFINITY), result);
}

ValueId digamma(Composition& c) {
  const ValueId reflect = c.compare("lt", c.x(), c.constant(0.5));
  const ValueId z = lanczos_z(c, reflect);
  ValueId num = c.constant(0);
  ValueId denom = c.constant(kLanczosBase);
  for (int i = 0; i < 8; ++i) {
    const ValueId shifted = c.binary(OpCode::add, z, c.constant(i + 1));
    const ValueId coefficient = c.constant(kLanczosCoefficients[i]);
    num = c.binary(OpCode::sub, num,
                   c.binary(OpCode::div, coefficient, c.binary(OpCode::mul, shifted, shifted)));
    denom = c.binary(OpCode::add, denom, c.binary(OpCode::div, coefficient, shifted));
  }
  const ValueId t = c.binary(OpCode::add, z, c.constant(kLanczosGamma + 0.5));
  const ValueId y =
      c.binary(OpCode::sub, c.binary(OpCode::add, lanczos_log_t(c, z), c.binary(OpCode::div, num, denom)),
               c.binary(OpCode::div, c.constant(kLanczosGamma), t));
  // digamma(x) = digamma(1 - x) - pi cot(pi x), with x moved into [-1/2, 1/2] first so that
  // pi * x stays precise near the poles.
  const ValueId shifted_x =
      c.binary(OpCode::add, c.x(),
               c.unary(OpCode::abs, c.unary(OpCode::floor, c.binary(OpCode::add, c.x(), c.constant(0.5)))));
  const ValueId angle = c.binary(OpCode::mul, c.constant(kPi), shifted_x);
  const ValueId cot = c.binary(OpCode::div, c.unary(OpCode::cosine, angle), c.unary(OpCode::sine, angle));
  const ValueId reflection = c.binary(OpCode::sub, y, c.binary(OpCode::mul, c.constant(kPi), cot));
  const ValueId result = c.select(reflect, reflection, y);
  // Poles: NaN at the negative integers; -inf at zero of either sign, as XLA computes it since
  // JAX 0.11 (JAX 0.10 gave NaN there; the corpus of JAX 0.10 records that one difference).
  const ValueId pole = c.binary_bool(OpCode::and_, c.compare("lt", c.x(), c.constant(0)),
                                     c.compare("eq", c.x(), c.unary(OpCode::floor, c.x())));
  const ValueId at_zero = c.select(c.compare("eq", c.x(), c.constant(0)), c.constant(-INFINITY), result);
  return c.select(pole, c.constant(NAN), at_zero);
}

// nextafter(x, y): the neighbour of x in y's direction, stepping the integer
// bits (magnitude up when moving away from 0); y when they are equal, NaN
// when either is, and the smallest subnormal toward y from ±0.
void next_after_row(Importer& im, const Op& op) {
  require_float(im, op);
  const TensorType& t = im.result_type(op);
  const int bits = t.element == "f64" ? 64 : t.element == "f32" ? 32 : 16;
  const SpmdType ftype = im.type(op, t);
  TensorType it = t;
  it.element = bits == 64 ? "i64" : bits == 32 ? "i32" : "i16";
  const SpmdType itype = im.type(op, it);
  TensorType bt = t;
  bt.element = "i1";
  const SpmdType btype = im.type(op, bt);
  const ValueId x = im.operand(op, 0), y = im.operand(op, 1);
  const auto value = [&](OpCode code, std::vector<ValueId> operands, const SpmdType& type) {
    return im.add(op, code, std::move(operands), {}, type);
  };
  const auto constant = [&](double v, const SpmdType& type) {
    return im.add(op, OpCode::constant, {}, attributes_for(OpCode::constant, {{"value", v}}), type);
  };
  const auto cmp = [&](ValueId a, ValueId b, const char* dir) {
    return im.add(op, OpCode::compare, {a, b}, attributes_for(OpCode::compare, {{"direction", dir}}), btype);
  };
  const ValueId zero_f = constant(0.0, ftype);
  const ValueId one_i = constant(1.0, itype);
  const ValueId xi = value(OpCode::bitcast_convert, {x}, itype);
  const ValueId x_negative = cmp(x, zero_f, "lt");
  const ValueId y_above = cmp(y, x, "gt");
  // Up in value is +1 on the bits of a positive x and -1 on a negative one.
  const ValueId minus_one = value(OpCode::neg, {one_i}, itype);
  const ValueId step_up = value(OpCode::select, {x_negative, minus_one, one_i}, itype);
  const ValueId step_down = value(OpCode::neg, {step_up}, itype);
  const ValueId step = value(OpCode::select, {y_above, step_up, step_down}, itype);
  const ValueId moved = value(OpCode::bitcast_convert, {value(OpCode::add, {xi, step}, itype)}, ftype);
  // From ±0: the smallest subnormal with y's sign.
  const ValueId tiny = value(OpCode::bitcast_convert, {one_i}, ftype);
  const ValueId minus_tiny = value(OpCode::neg, {tiny}, ftype);
  const ValueId y_positive = cmp(y, zero_f, "gt");
  const ValueId from_zero = value(OpCode::select, {y_positive, tiny, minus_tiny}, ftype);
  const ValueId x_zero = cmp(x, zero_f, "eq");
  ValueId result = value(OpCode::select, {x_zero, from_zero, moved}, ftype);
  result = value(OpCode::select, {cmp(x, y, "eq"), y, result}, ftype);
  const ValueId y_nan = cmp(y, y, "ne");
  const ValueId x_nan = cmp(x, x, "ne");
  const ValueId either_nan = value(OpCode::or_, {x_nan, y_nan}, btype);
  const ValueId nan = constant(std::numeric_limits<double>::quiet_NaN(), ftype);
  im.bind(op, 0, value(OpCode::select, {either_nan, nan, result}, ftype));
}

// stablehlo.fma (jax.lax.fma, which JAX 0.12.1's random normals use): a * b + c rounded once. For
// f32, bf16 and f16 the product is exact in f64 and the sum is rounded to odd there (its exact
// error from TwoSum: a nonzero error on an even last bit moves it one step toward the error), so
// the one rounding to the narrower type is the correctly rounded result (f64 carries at least
// twice the type's precision plus two bits). f64 would need a wider format: refused.
void fma_row(Importer& im, const Op& op) {
  require_float(im, op);
  TensorType wide_t = im.result_type(op);
  if (wide_t.element == "f64") im.fail(op, "of f64 is not supported yet (no wider format to round it in)");
  wide_t.element = "f64";
  const SpmdType wide = im.type(op, wide_t);
  TensorType bits_t = wide_t;
  bits_t.element = "i64";
  const SpmdType bits = im.type(op, bits_t);
  TensorType bool_t = wide_t;
  bool_t.element = "i1";
  const SpmdType boolean = im.type(op, bool_t);
  const auto value = [&](OpCode code, std::vector<ValueId> operands, const SpmdType& type) {
    return im.add(op, code, std::move(operands), {}, type);
  };
  const auto constant = [&](double v, const SpmdType& type) {
    return im.add(op, OpCode::constant, {}, attributes_for(OpCode::constant, {{"value", v}}), type);
  };
  const auto cmp = [&](ValueId a, ValueId b, const char* dir) {
    return im.add(op, OpCode::compare, {a, b}, attributes_for(OpCode::compare, {{"direction", dir}}),
                  boolean);
  };
  const auto widen = [&](std::size_t i) { return value(OpCode::convert, {im.operand(op, i)}, wide); };
  const ValueId product = value(OpCode::mul, {widen(0), widen(1)}, wide);  // exact
  const ValueId addend = widen(2);
  const ValueId sum = value(OpCode::add, {product, addend}, wide);
  // TwoSum: the exact error of that addition.
  const ValueId addend_part = value(OpCode::sub, {sum, product}, wide);
  const ValueId product_part = value(OpCode::sub, {sum, addend_part}, wide);
  const ValueId error = value(
      OpCode::add,
      {value(OpCode::sub, {product, product_part}, wide), value(OpCode::sub, {addend, addend_part}, wide)},
      wide);
  const ValueId zero = constant(0.0, wide);
  const ValueId sum_bits = value(OpCode::bitcast_convert, {sum}, bits);
  const ValueId one = constant(1.0, bits);
  const ValueId even = cmp(value(OpCode::and_, {sum_bits, one}, bits), constant(0.0, bits), "eq");
  // Inexact (a nonzero, finite error) and a finite, nonzero sum on an even last bit.
  const ValueId inexact = value(OpCode::and_, {cmp(error, zero, "ne"), cmp(error, error, "eq")}, boolean);
  const ValueId finite_sum = value(
      OpCode::and_,
      {cmp(value(OpCode::abs, {sum}, wide), constant(INFINITY, wide), "lt"), cmp(sum, zero, "ne")}, boolean);
  const ValueId adjust =
      value(OpCode::and_, {value(OpCode::and_, {inexact, finite_sum}, boolean), even}, boolean);
  // Toward the error: the magnitude grows when the error has the sum's sign.
  const ValueId same_sign = value(
      OpCode::not_, {value(OpCode::xor_, {cmp(sum, zero, "gt"), cmp(error, zero, "gt")}, boolean)}, boolean);
  const ValueId step = value(OpCode::select, {same_sign, one, value(OpCode::neg, {one}, bits)}, bits);
  const ValueId odd = value(OpCode::bitcast_convert, {value(OpCode::add, {sum_bits, step}, bits)}, wide);
  const ValueId rounded = value(OpCode::select, {adjust, odd, sum}, wide);
  im.bind(op, 0, value(OpCode::convert, {rounded}, im.type(op, im.result_type(op))));
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
  im.emit(
      op, OpCode::reduce_precision, {im.operand(op, 0)},
      attributes_for(OpCode::reduce_precision, {{"exponent_bits", exponent}, {"mantissa_bits", mantissa}}));
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
// output). The state's type is checked here too, so that a wrong one is a
// one-line error naming what StableHLO allows.
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
  im.emit_with_regions(op, OpCode::rng_bit_generator, {im.operand(op, 0)},
                       attributes_for(OpCode::rng_bit_generator, {{"algorithm", algorithm}}), {});
}

}  // namespace

void add_math_rows(RowTable& table) {
  const RowTable rows = {
      {"chlo.square", composed(square)},
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
      {"stablehlo.fma", fma_row},
      {"stablehlo.rng_bit_generator", rng_bit_generator_row},
  };
  table.insert(rows.begin(), rows.end());
}

}  // namespace pmapsim::stablehlo_import

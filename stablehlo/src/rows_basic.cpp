// The first rows: elementwise and bitwise ops, compare, layout
// (broadcast_in_dim, reshape, transpose), TOTALORDER compares,
// constants, iota and func.call.
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <set>

#include "importer.hpp"

namespace pmapsim::stablehlo_import {
namespace {

// result_accuracy (exponential, log, tanh, ... since JAX 0.6): DEFAULT and HIGHEST ask for what
// every backend computes (the host's or the device's full-precision function); a TOLERANCE
// asks for a bound pmapsim does not promise.
void read_result_accuracy(const Importer& im, const Op& op) {
  const Attr* accuracy = op.attribute("result_accuracy");
  if (!accuracy) return;
  const std::string& body = accuracy->body;
  const bool known = accuracy->text == "#stablehlo.result_accuracy" &&
                     (body.find("result_accuracy_mode<DEFAULT>") != std::string::npos ||
                      body.find("result_accuracy_mode<HIGHEST>") != std::string::npos);
  if (!known)
    im.fail(op,
            "result_accuracy " + attribute_text(*accuracy) + " is not supported (DEFAULT and HIGHEST are)");
}

Row same_op(const char* spmd) {
  return [spmd](Importer& im, const Op& op) {
    read_result_accuracy(im, op);
    im.emit(op, spmd + im.operands_text(op));
  };
}

// IEEE totalOrder as a signed integer key: the bits, with a negative number's
// magnitude bits flipped, order -NaN < -inf < ... < -0 < +0 < ... < inf < NaN.
std::string total_order_key(Importer& im, const Op& op, std::size_t i) {
  const TensorType& t = op.operand_types.at(i);
  const int bits = t.element == "f64" ? 64 : t.element == "f32" ? 32 : 16;
  TensorType int_type = t;
  int_type.element = bits == 64 ? "i64" : bits == 32 ? "i32" : "i16";
  const std::string type = im.type(op, int_type);
  const std::string raw = im.emit_value("bitcast_convert " + im.operand(op, i), type);
  const std::string sign =
      im.emit_value("shift_right_arithmetic " + raw + ", " +
                        im.emit_value(fmt::format("constant {{value={}.0}}", bits - 1), type),
                    type);
  const std::string magnitude_mask =
      im.emit_value(fmt::format("constant {{value={}.0}}", (std::uint64_t{1} << (bits - 1)) - 1), type);
  return im.emit_value("xor " + raw + ", " + im.emit_value("and " + sign + ", " + magnitude_mask, type),
                       type);
}

void compare_row(Importer& im, const Op& op) {
  const Comparison c = comparison_of(im, op);
  static const std::map<std::string, std::string> dirs = {{"EQ", "eq"}, {"NE", "ne"}, {"LT", "lt"},
                                                          {"LE", "le"}, {"GT", "gt"}, {"GE", "ge"}};
  const std::string& direction = dirs.at(c.direction);
  if (c.type == "TOTALORDER" && !op.operand_types.empty() && op.operand_types[0].element != "i1" &&
      (op.operand_types[0].element[0] == 'f' || op.operand_types[0].element == "bf16")) {
    im.emit(op, "compare " + total_order_key(im, op, 0) + ", " + total_order_key(im, op, 1) +
                    " {direction=" + direction + "}");
    return;
  }
  im.emit(op, "compare" + im.operands_text(op) + " {direction=" + direction + "}");
}

// StableHLO lets a scalar predicate pick whole arrays; pmapsim's select is
// elementwise, so the predicate is broadcast to the cases' shape.
void select_row(Importer& im, const Op& op) {
  const TensorType& out = im.result_type(op);
  std::string predicate = im.operand(op, 0);
  if (!op.operand_types.empty() && op.operand_types[0].shape.empty() && !out.shape.empty())
    predicate =
        im.emit_value("broadcast " + predicate + " {dims=[]}", im.type(op, TensorType{out.shape, "i1"}));
  im.emit(op, "select " + predicate + ", " + im.operand(op, 1) + ", " + im.operand(op, 2));
}

// A scalar constant broadcast to a shape (how JAX writes every literal) is
// one splat constant: no scalar, and no pass copying it out.
void broadcast_row(Importer& im, const Op& op) {
  const auto dims = im.ints(op, op.attribute("dims") ? "dims" : "broadcast_dimensions");
  const auto splat = im.splat_constants.find(im.operand_name(op, 0));
  if (dims.empty() && splat != im.splat_constants.end()) {
    std::string literal = splat->second;
    if (literal.find_first_of(".eni") == std::string::npos) literal += ".0";  // integers print bare
    im.emit_constant(op, "constant {value=" + literal + "}");
    im.splat_constants[im.operand_name_of_last_result(op)] = splat->second;
    return;
  }
  im.emit(op, "broadcast " + im.operand(op, 0) + " {dims=" + join(dims) + "}");
}

void transpose_row(Importer& im, const Op& op) {
  const auto perm = im.ints(op, op.attribute("dims") ? "dims" : "permutation");
  im.emit(op, "transpose " + im.operand(op, 0) + " {perm=" + join(perm) + "}");
}

void constant_row(Importer& im, const Op& op) {
  const Importer::ConstantText text = im.constant_text(op);
  if (text.attrs.empty()) {
    im.emit_split_constant(op, text);
    if (!text.splat.empty()) im.splat_constants[im.operand_name_of_last_result(op)] = text.splat;
    return;
  }
  const std::string& attrs = text.attrs;
  im.emit_constant(op, "constant " + attrs);
  if (attrs.rfind("{value=", 0) == 0) {
    std::string v = attrs.substr(7, attrs.size() - 8);
    if (v.size() > 2 && v.substr(v.size() - 2) == ".0") v.resize(v.size() - 2);
    im.splat_constants[im.operand_name_of_last_result(op)] = v;
  }
}

void iota_row(Importer& im, const Op& op) {
  const Attr* d = op.attribute("dim") ? op.attribute("dim") : op.attribute("iota_dimension");
  if (!d) im.fail(op, "missing iota dimension");
  im.emit(op, "iota {dimension=" + std::to_string(d->as_int()) + "}");
}

}  // namespace

Comparison comparison_of(const Importer& im, const Op& op) {
  Comparison c;
  // Pretty: `compare GT, %a, %b, FLOAT`; generic: #stablehlo<comparison_direction GT> and
  // #stablehlo<comparison_type FLOAT>.
  if (op.words.size() > 2) im.fail(op, "has more than a direction and a comparison type");
  for (std::size_t i = 0; i < op.words.size(); ++i) {
    const Attr& w = *op.word(i);
    if (w.kind != Attr::Kind::Word) im.fail(op, "unexpected '" + w.text.substr(0, 40) + "'");
    (i == 0 ? c.direction : c.type) = w.text;
  }
  const auto last_word = [](const Attr& a) { return a.body.substr(a.body.find_last_of(' ') + 1); };
  if (const Attr* a = op.attribute("comparison_direction")) c.direction = last_word(*a);
  if (const Attr* a = op.attribute("compare_type")) c.type = last_word(*a);
  static const std::set<std::string> directions = {"EQ", "NE", "LT", "LE", "GT", "GE"};
  static const std::set<std::string> types = {"", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"};
  if (!directions.count(c.direction)) im.fail(op, "unknown comparison direction '" + c.direction + "'");
  if (!types.count(c.type)) im.fail(op, "unknown comparison type '" + c.type + "'");
  return c;
}

void add_basic_rows(RowTable& table) {
  const RowTable rows = {
      // elementwise
      {"stablehlo.add", same_op("add")},
      {"stablehlo.subtract", same_op("sub")},
      {"stablehlo.multiply", same_op("mul")},
      {"stablehlo.divide", same_op("div")},
      {"stablehlo.maximum", same_op("max")},
      {"stablehlo.minimum", same_op("min")},
      {"stablehlo.negate", same_op("neg")},
      {"stablehlo.abs", same_op("abs")},
      {"stablehlo.exponential", same_op("exp")},
      {"stablehlo.log", same_op("log")},
      {"stablehlo.tanh", same_op("tanh")},
      {"stablehlo.sqrt", same_op("sqrt")},
      {"stablehlo.convert", same_op("convert")},
      {"stablehlo.select", select_row},
      {"stablehlo.sign", same_op("sign")},
      {"stablehlo.floor", same_op("floor")},
      {"stablehlo.ceil", same_op("ceil")},
      {"stablehlo.round_nearest_even", same_op("round_nearest_even")},
      {"stablehlo.round_nearest_afz", same_op("round_nearest_afz")},
      {"stablehlo.rsqrt", same_op("rsqrt")},
      {"stablehlo.cbrt", same_op("cbrt")},
      {"stablehlo.logistic", same_op("logistic")},
      {"stablehlo.log_plus_one", same_op("log1p")},
      {"stablehlo.exponential_minus_one", same_op("expm1")},
      {"stablehlo.sine", same_op("sine")},
      {"stablehlo.cosine", same_op("cosine")},
      {"stablehlo.tan", same_op("tan")},
      {"stablehlo.atan2", same_op("atan2")},
      {"stablehlo.power", same_op("power")},
      {"stablehlo.remainder", same_op("remainder")},
      {"stablehlo.clamp", same_op("clamp")},
      {"stablehlo.is_finite", same_op("is_finite")},
      {"stablehlo.not", same_op("not")},
      {"stablehlo.and", same_op("and")},
      {"stablehlo.or", same_op("or")},
      {"stablehlo.xor", same_op("xor")},
      {"stablehlo.shift_left", same_op("shift_left")},
      {"stablehlo.shift_right_logical", same_op("shift_right_logical")},
      {"stablehlo.shift_right_arithmetic", same_op("shift_right_arithmetic")},
      {"stablehlo.popcnt", same_op("popcnt")},
      {"stablehlo.count_leading_zeros", same_op("count_leading_zeros")},
      {"stablehlo.bitcast_convert", same_op("bitcast_convert")},
      {"chlo.erf", same_op("erf")},
      {"chlo.erf_inv", same_op("erf_inv")},
      {"stablehlo.compare", compare_row},
      // layout
      {"stablehlo.broadcast_in_dim", broadcast_row},
      {"stablehlo.reshape", same_op("reshape")},
      {"stablehlo.transpose", transpose_row},
      // reductions and contraction
      // sources
      {"stablehlo.constant", constant_row},
      {"stablehlo.iota", iota_row},
      // calls
      {"func.call", [](Importer& im, const Op& op) { im.call(op); }},
  };
  table.insert(rows.begin(), rows.end());
}

}  // namespace pmapsim::stablehlo_import

// The first rows: elementwise and bitwise ops, compare, layout
// (broadcast_in_dim, reshape, transpose), reduce of add/maximum,
// constants, iota and func.call.
#include <cmath>
#include <cstdlib>
#include <cstring>

#include "importer.hpp"

namespace pmapsim::stablehlo_import {
namespace {

Row same_op(const char* spmd) {
  return [spmd](Importer& im, const Op& op) { im.emit(op, spmd + im.operands_text(op)); };
}

void compare_row(Importer& im, const Op& op) {
  std::string dir;
  if (!op.words.empty() && op.words[0].kind == Attr::Kind::Word) {
    dir = op.words[0].text;
  } else if (const Attr* a = op.attribute("comparison_direction")) {  // #stablehlo<comparison_direction GT>
    dir = a->body.substr(a->body.find_last_of(' ') + 1);
  }
  static const std::map<std::string, std::string> dirs = {{"EQ", "eq"}, {"NE", "ne"}, {"LT", "lt"},
                                                          {"LE", "le"}, {"GT", "gt"}, {"GE", "ge"}};
  auto it = dirs.find(dir);
  if (it == dirs.end()) im.fail(op, "unknown comparison direction '" + dir + "'");
  if (!op.operand_types.empty() && op.operand_types[0].element == "f32") {
    for (const auto& w : op.words)
      if (w.text == "TOTALORDER") im.fail(op, "TOTALORDER comparisons are not supported yet");
  }
  im.emit(op, "compare" + im.operands_text(op) + " {direction=" + it->second + "}");
}

void broadcast_row(Importer& im, const Op& op) {
  const auto dims = im.ints(op, op.attribute("dims") ? "dims" : "broadcast_dimensions");
  im.emit(op, "broadcast " + im.operand(op, 0) + " {dims=" + join(dims) + "}");
}

void transpose_row(Importer& im, const Op& op) {
  const auto perm = im.ints(op, op.attribute("dims") ? "dims" : "permutation");
  im.emit(op, "transpose " + im.operand(op, 0) + " {perm=" + join(perm) + "}");
}

// reduce with one operand and a region (or `applies`) of add or maximum,
// whose init is that reduction's identity, is reduce_sum / reduce_max.
void reduce_row(Importer& im, const Op& op) {
  if (op.operands.size() != 2) im.fail(op, "reduce with several operands (argmax) is not supported yet");
  std::string body;
  for (std::size_t i = 0; i + 1 < op.words.size(); ++i)
    if (op.words[i].text == "applies") body = op.words[i + 1].text;
  if (body.empty() && op.regions.size() == 1 && op.regions[0]->ops.size() == 2)
    body = op.regions[0]->ops[0].name;
  const std::string init = im.operand(op, 1);
  auto it = im.splat_constants.find(init);
  const std::string init_value = it == im.splat_constants.end() ? "" : it->second;
  std::string spmd;
  if (body == "stablehlo.add" && !init_value.empty() && std::strtod(init_value.c_str(), nullptr) == 0.0 &&
      init_value.find_first_of("123456789") == std::string::npos) {
    spmd = "reduce_sum";
  } else if (body == "stablehlo.maximum" && init_value == "-inf") {
    spmd = "reduce_max";
  } else {
    im.fail(op, "reduce of " + (body.empty() ? std::string("a general region") : body) + " with init " +
                    (init_value.empty() ? std::string("(not a constant)") : init_value) +
                    " is not supported yet");
  }
  im.emit(op, spmd + " " + im.operand(op, 0) + " {axes=" + join(im.ints(op, "dimensions")) + "}");
}

void constant_row(Importer& im, const Op& op) {
  const std::string attrs = im.constant_attrs(op);
  im.emit(op, "constant " + attrs);
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
      {"stablehlo.select", same_op("select")},
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
      // reductions
      {"stablehlo.reduce", reduce_row},
      // sources
      {"stablehlo.constant", constant_row},
      {"stablehlo.iota", iota_row},
      // calls
      {"func.call", [](Importer& im, const Op& op) { im.inline_call(op); }},
  };
  table.insert(rows.begin(), rows.end());
}

}  // namespace pmapsim::stablehlo_import

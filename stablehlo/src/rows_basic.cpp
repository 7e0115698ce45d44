// The first rows: every op that imports one-to-one (from the op table),
// compare (TOTALORDER compares too), select, broadcast_in_dim, transpose,
// constants, iota and func.call.
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <set>
#include <stdexcept>

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

Row same_op(OpCode code) {
  return [code](Importer& im, const Op& op) {
    read_result_accuracy(im, op);
    im.emit(op, code, im.operands(op));
  };
}

// IEEE totalOrder as a signed integer key: the bits, with a negative number's
// magnitude bits flipped, order -NaN < -inf < ... < -0 < +0 < ... < inf < NaN.
ValueId total_order_key(Importer& im, const Op& op, std::size_t i) {
  const TensorType& t = op.operand_types.at(i);
  const int bits = t.element == "f64" ? 64 : t.element == "f32" ? 32 : 16;
  TensorType int_type = t;
  int_type.element = bits == 64 ? "i64" : bits == 32 ? "i32" : "i16";
  const SpmdType type = im.type(op, int_type);
  const auto constant = [&](double value) {
    return im.add(op, OpCode::constant, {}, attributes_for(OpCode::constant, {{"value", value}}), type);
  };
  const ValueId raw = im.add(op, OpCode::bitcast_convert, {im.operand(op, i)}, {}, type);
  const ValueId shift = constant(bits - 1);
  const ValueId sign = im.add(op, OpCode::shift_right_arithmetic, {raw, shift}, {}, type);
  const ValueId magnitude_mask = constant(static_cast<double>((std::uint64_t{1} << (bits - 1)) - 1));
  const ValueId flip = im.add(op, OpCode::and_, {sign, magnitude_mask}, {}, type);
  return im.add(op, OpCode::xor_, {raw, flip}, {}, type);
}

void compare_row(Importer& im, const Op& op) {
  const Comparison c = comparison_of(im, op);
  static const std::map<std::string, std::string> dirs = {{"EQ", "eq"}, {"NE", "ne"}, {"LT", "lt"},
                                                          {"LE", "le"}, {"GT", "gt"}, {"GE", "ge"}};
  const std::string& direction = dirs.at(c.direction);
  const Attrs attrs = attributes_for(OpCode::compare, {{"direction", direction}});
  if (c.type == "TOTALORDER" && !op.operand_types.empty() && op.operand_types[0].element != "i1" &&
      (op.operand_types[0].element[0] == 'f' || op.operand_types[0].element == "bf16")) {
    const ValueId b = total_order_key(im, op, 1);  // last first (Importer::operands_last_first)
    const ValueId a = total_order_key(im, op, 0);
    im.emit(op, OpCode::compare, {a, b}, attrs);
    return;
  }
  im.emit(op, OpCode::compare, im.operands(op), attrs);
}

// StableHLO lets a scalar predicate pick whole arrays; pmapsim's select is
// elementwise, so the predicate is broadcast to the cases' shape.
void select_row(Importer& im, const Op& op) {
  const TensorType& out = im.result_type(op);
  ValueId predicate = im.operand(op, 0);
  if (!op.operand_types.empty() && op.operand_types[0].shape.empty() && !out.shape.empty())
    predicate =
        im.add(op, OpCode::broadcast, {predicate}, attributes_for(OpCode::broadcast, {{"dims", IntList{}}}),
               im.type(op, TensorType{out.shape, "i1"}));
  const std::vector<ValueId> cases = im.operands_last_first(op, {1, 2});
  im.emit(op, OpCode::select, {predicate, cases[0], cases[1]});
}

// A scalar constant broadcast to a shape (how JAX writes every literal) is
// one splat constant: no scalar, and no pass copying it out.
void broadcast_row(Importer& im, const Op& op) {
  const auto dims = im.ints(op, op.attribute("dims") ? "dims" : "broadcast_dimensions");
  const Splat* splat = im.splat_of(im.operand_ref(op, 0));
  if (dims.empty() && splat) {
    const Splat value = *splat;
    im.emit_constant(op, attributes_for(OpCode::constant, {{"value", value.value}}));
    im.set_splat(im.last_result(op), value);
    return;
  }
  im.emit(op, OpCode::broadcast, {im.operand(op, 0)}, attributes_for(OpCode::broadcast, {{"dims", dims}}));
}

void transpose_row(Importer& im, const Op& op) {
  const auto perm = im.ints(op, op.attribute("dims") ? "dims" : "permutation");
  im.emit(op, OpCode::transpose, {im.operand(op, 0)}, attributes_for(OpCode::transpose, {{"perm", perm}}));
}

void constant_row(Importer& im, const Op& op) {
  const Importer::ConstantValue value = im.constant_value(op);
  if (value.split()) {
    im.emit_split_constant(op, value);
  } else {
    im.emit_constant(op, value.attrs);
  }
  if (value.splat) im.set_splat(im.last_result(op), *value.splat);
}

void iota_row(Importer& im, const Op& op) {
  const Attr* d = op.attribute("dim") ? op.attribute("dim") : op.attribute("iota_dimension");
  if (!d) im.fail(op, "missing iota dimension");
  im.emit(op, OpCode::iota, {}, attributes_for(OpCode::iota, {{"dimension", d->as_int()}}));
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
  // An op whose row in the op table names the StableHLO op it imports as
  // (OpDef::imported_as) needs no row here: same operands, same result.
  for (int i = 0; i < kNumOps; ++i) {
    const OpDef& def = op_def(static_cast<OpCode>(i));
    if (def.imported_as.empty()) continue;
    if (!table.emplace(std::string(def.imported_as), same_op(def.code)).second)
      throw std::logic_error("import rows: two ops import as " + std::string(def.imported_as));
  }
  const RowTable rows = {
      {"stablehlo.select", select_row},
      {"stablehlo.compare", compare_row},
      {"stablehlo.broadcast_in_dim", broadcast_row},
      {"stablehlo.transpose", transpose_row},
      {"stablehlo.constant", constant_row},
      {"stablehlo.iota", iota_row},
      // calls
      {"func.call", [](Importer& im, const Op& op) { im.call(op); }},
  };
  table.insert(rows.begin(), rows.end());
}

}  // namespace pmapsim::stablehlo_import

// The mapping layer: one small row per StableHLO op, each writing pmapsim
// text instructions. Rows read the generic Op (pretty and generic forms give
// the same fields where the row needs them).
#include "pmapsim/stablehlo/import.hpp"

#include <fmt/format.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <sstream>

namespace pmapsim {
namespace {

using stablehlo::Attr;
using stablehlo::Function;
using stablehlo::Module;
using stablehlo::Op;
using stablehlo::Region;
using stablehlo::TensorType;

class Importer;
using Row = std::function<void(Importer&, const Op&)>;

std::string join(const std::vector<std::int64_t>& v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "]";
}

class Importer {
 public:
  explicit Importer(const Module& m) : module_(m) {}

  std::string run();

  // ---- what rows use ----
  [[noreturn]] void fail(const Op& op, const std::string& what) const {
    const std::string named = op.loc_name.empty() ? "" : " (" + op.loc_name + ")";
    throw Error(fmt::format("{}:{}:{}: {}{} {}", module_.source_name, op.where.line, op.where.column, op.name,
                            named, what));
  }
  std::string type(const Op& op, const TensorType& t) const {
    static const std::map<std::string, std::string> dtypes = {
        {"f32", "f32"},  {"bf16", "bf16"}, {"f16", "f16"}, {"f64", "f64"}, {"i1", "bool"},
        {"i8", "s8"},    {"i16", "s16"},   {"i32", "s32"}, {"i64", "s64"}, {"ui8", "u8"},
        {"ui16", "u16"}, {"ui32", "u32"},  {"ui64", "u64"}};
    auto it = dtypes.find(t.element);
    if (it == dtypes.end()) fail(op, "element type " + t.element + " is not supported yet");
    return it->second + join(t.shape);
  }
  std::string operand(const Op& op, std::size_t i) const {
    if (i >= op.operands.size()) fail(op, "expected at least " + std::to_string(i + 1) + " operands");
    const auto& v = op.operands[i];
    const std::string key = v.index ? v.name + "#" + std::to_string(v.index) : v.name;
    auto it = scope().find(key);
    if (it == scope().end()) fail(op, "%" + key + " is not defined");
    return it->second;
  }
  const TensorType& result_type(const Op& op, std::size_t i = 0) const {
    if (i >= op.result_types.size()) fail(op, "expected a result");
    return op.result_types[i];
  }
  // Emits `%tN = body : type` for the op's result i and binds it.
  void emit(const Op& op, const std::string& body, std::size_t result = 0) {
    const std::string name = fresh();
    out_ << "  " << name << " = " << body << " : " << type(op, result_type(op, result)) << "\n";
    bind(op, result, name);
  }
  std::string operand_name_of_last_result(const Op& op) { return scope().at(op.result_names.at(0)); }
  void bind(const Op& op, std::size_t result, const std::string& spmd_name) {
    if (result >= op.result_names.size()) fail(op, "result without a name");
    scope()[op.result_names[result]] = spmd_name;
  }
  std::string operands_text(const Op& op) const {
    std::string s;
    for (std::size_t i = 0; i < op.operands.size(); ++i) s += (i ? ", " : " ") + operand(op, i);
    return s;
  }
  std::vector<std::int64_t> ints(const Op& op, const char* key) const {
    const Attr* a = op.attribute(key);
    if (!a) fail(op, std::string("missing attribute '") + key + "'");
    try {
      return a->as_ints();
    } catch (const Error& e) {
      fail(op, std::string("attribute '") + key + "': " + e.what());
    }
  }
  // The splat value of a constant op's result, when it is one (reduce inits).
  std::map<std::string, std::string> splat_constants;  // spmd name -> literal

  void inline_call(const Op& call);
  std::string constant_attrs(const Op& op);

 private:
  const Module& module_;
  std::ostringstream out_;
  std::vector<std::map<std::string, std::string>> scopes_;
  int next_ = 0;
  int call_depth_ = 0;

  std::map<std::string, std::string>& scope() { return scopes_.back(); }
  const std::map<std::string, std::string>& scope() const { return scopes_.back(); }
  std::string fresh() { return "%t" + std::to_string(next_++); }
  std::vector<std::string> run_body(const Region& body);
};

const std::map<std::string, Row>& rows();

std::vector<std::string> Importer::run_body(const Region& body) {
  for (const Op& op : body.ops) {
    if (op.name == "func.return") {
      std::vector<std::string> results;
      for (std::size_t i = 0; i < op.operands.size(); ++i) results.push_back(operand(op, i));
      return results;
    }
    auto it = rows().find(op.name);
    if (it == rows().end()) fail(op, "is not supported yet");
    it->second(*this, op);
  }
  throw Error(module_.source_name + ": a function without func.return");
}

void Importer::inline_call(const Op& call) {
  const Function* callee = module_.function(call.callee);
  if (!callee) fail(call, "calls @" + call.callee + ", which the module does not define");
  if (callee->arguments.size() != call.operands.size()) fail(call, "passes the wrong number of arguments");
  if (++call_depth_ > 64) fail(call, "calls nest deeper than 64 (recursion?)");
  std::map<std::string, std::string> inner;
  for (std::size_t i = 0; i < call.operands.size(); ++i) inner[callee->arguments[i].name] = operand(call, i);
  scopes_.push_back(std::move(inner));
  const std::vector<std::string> results = run_body(callee->body);
  scopes_.pop_back();
  --call_depth_;
  if (results.size() != call.result_names.size()) fail(call, "result count differs from the callee's");
  for (std::size_t i = 0; i < results.size(); ++i) bind(call, i, results[i]);
}

std::string Importer::constant_attrs(const Op& op) {
  const Attr* value = op.words.empty() ? op.attribute("value") : &op.words[0];
  if (!value || value->kind != Attr::Kind::Dense) fail(op, "expected a dense<...> value");
  const TensorType& t = result_type(op);
  const std::string where = fmt::format("{}:{}:{}", module_.source_name, op.where.line, op.where.column);
  const stablehlo::DenseElements d = stablehlo::decode_dense(*value, t, where);
  auto literal = [&](const std::string& l) -> std::string {
    if (l == "true") return "1";
    if (l == "false") return "0";
    if (l.rfind("0x", 0) == 0) {  // a float's bit pattern: dense<0xFF800000> is -inf
      if (t.element != "f32") fail(op, "hex element literals of " + t.element + " are not supported yet");
      if (l.size() != 10 || l.find_first_not_of("0123456789abcdefABCDEF", 2) != std::string::npos)
        fail(op, "bad hex element '" + l.substr(0, 40) + "'");
      const auto u = static_cast<std::uint32_t>(std::strtoul(l.c_str() + 2, nullptr, 16));
      float f;
      std::memcpy(&f, &u, 4);
      if (std::isinf(f)) return f < 0 ? "-inf" : "inf";
      if (std::isnan(f)) return "nan";
      return fmt::format("{:e}", f);
    }
    return l;
  };
  std::vector<std::string> literals;
  if (d.is_hex()) {
    if (t.element != "f32" && t.element != "i32")
      fail(op, "hex constants of " + t.element + " are not supported yet");
    for (std::size_t i = 0; i + 4 <= d.bytes.size(); i += 4) {
      std::uint32_t u =
          d.bytes[i] | (d.bytes[i + 1] << 8) | (d.bytes[i + 2] << 16) | (std::uint32_t(d.bytes[i + 3]) << 24);
      if (t.element == "i32") {
        literals.push_back(std::to_string(static_cast<std::int32_t>(u)));
      } else {
        float f;
        std::memcpy(&f, &u, 4);
        literals.push_back(fmt::format("{:e}", f));
      }
    }
  } else {
    for (const auto& l : d.literals) literals.push_back(literal(l));
  }
  for (auto& l : literals) {
    if (l.find_first_of("0123456789") == std::string::npos || l.find("inf") != std::string::npos) continue;
    if (l.find('.') == std::string::npos && l.find('e') == std::string::npos) l += ".0";  // a real literal
  }
  if (literals.size() == 1) return "{value=" + literals[0] + "}";
  std::string s = "{values=[";
  for (std::size_t i = 0; i < literals.size(); ++i) s += (i ? ", " : "") + literals[i];
  return s + "]}";
}

std::string Importer::run() {
  if (!module_.meshes.empty())
    throw Error(module_.source_name + ": modules with an sdy.mesh (shard_map, pmap) are not supported yet");
  const Function* main = module_.function("main");
  if (!main) throw Error(module_.source_name + ": the module has no @main");
  std::ostringstream head;
  head << "pmap @main axis=i devices=1 (";
  scopes_.emplace_back();
  for (std::size_t i = 0; i < main->arguments.size(); ++i) {
    const auto& a = main->arguments[i];
    Op where;
    where.name = "func.func @main";
    where.where = main->where;
    head << (i ? ", " : "") << "%arg" << i << ": " << type(where, a.type);
    scope()[a.name] = "%arg" + std::to_string(i);
  }
  head << ") {\n";
  const std::vector<std::string> results = run_body(main->body);
  out_ << "  return";
  for (std::size_t i = 0; i < results.size(); ++i) out_ << (i ? ", " : " ") << results[i];
  out_ << "\n}\n";
  return head.str() + out_.str();
}

// ---- the rows ----

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

void dot_general_row(Importer& im, const Op& op) {
  std::vector<std::int64_t> lc, rc, lb, rb;
  if (const Attr* c = op.attribute("contracting_dims")) {  // pretty: [1] x [0]
    if (c->items.size() != 2) im.fail(op, "contracting_dims must read [..] x [..]");
    lc = c->items[0].as_ints();
    rc = c->items[1].as_ints();
    if (const Attr* b = op.attribute("batching_dims")) {
      if (b->items.size() != 2) im.fail(op, "batching_dims must read [..] x [..]");
      lb = b->items[0].as_ints();
      rb = b->items[1].as_ints();
    }
  } else {
    im.fail(op, "dot_general in the generic form is not supported yet");
  }
  // precision = [DEFAULT, HIGHEST]: one per operand, as pmapsim's lhs_precision / rhs_precision.
  std::string precision;
  if (const Attr* p = op.attribute("precision")) {
    if (p->items.size() != 2) im.fail(op, "precision must name one config per operand");
    for (std::size_t i = 0; i < 2; ++i) {
      const std::string& config = p->items[i].text;
      if (config != "DEFAULT" && config != "HIGH" && config != "HIGHEST")
        im.fail(op, "unknown precision '" + config + "'");
      precision += std::string(i == 0 ? ", lhs_precision=" : ", rhs_precision=") + config;
    }
  }
  im.emit(op, "dot " + im.operand(op, 0) + ", " + im.operand(op, 1) + " {lhs_contract=" + join(lc) +
                  ", rhs_contract=" + join(rc) + ", lhs_batch=" + join(lb) + ", rhs_batch=" + join(rb) +
                  precision + "}");
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

const std::map<std::string, Row>& rows() {
  static const std::map<std::string, Row> table = {
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
      // reductions and contraction
      {"stablehlo.reduce", reduce_row},
      {"stablehlo.dot_general", dot_general_row},
      // sources
      {"stablehlo.constant", constant_row},
      {"stablehlo.iota", iota_row},
      // calls
      {"func.call", [](Importer& im, const Op& op) { im.inline_call(op); }},
  };
  return table;
}

}  // namespace

std::string import_stablehlo_to_text(const stablehlo::Module& module) {
  return Importer(module).run();
}

Program import_stablehlo(const std::string& text, const std::string& source_name) {
  const stablehlo::Module m = stablehlo::parse_module(text, source_name);
  const std::string spmd = import_stablehlo_to_text(m);
  try {
    return parse_program(spmd, source_name + " (imported)");
  } catch (const Error& e) {
    throw Error(std::string(e.what()) + " [in the program imported from " + source_name + "]");
  }
}

std::vector<std::string> stablehlo_supported_ops() {
  std::vector<std::string> names;
  for (const auto& [name, row] : rows()) names.push_back(name);
  return names;
}

}  // namespace pmapsim

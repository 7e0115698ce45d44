// Rows for while, case, if, sort, general reduce, optimization_barrier,
// chlo.top_k, and compare's TOTALORDER (which JAX's sort comparators use).
// Each maps onto pmapsim's region ops (docs/ir.md "Multi-result instructions
// and regions"); the StableHLO regions' ops go through the same row table.
#include <cstdlib>
#include <memory>

#include "importer.hpp"

namespace pmapsim::stablehlo_import {
namespace {

bool is_float(const std::string& element) {
  return element == "f32" || element == "bf16" || element == "f16" || element == "f64";
}

TensorType scalar(const std::string& element) {
  return TensorType{{}, element};
}

// " %a, %b": the op's operands in pmapsim's text.
std::string operand_list(Importer& im, const Op& op, std::size_t from, std::size_t count) {
  std::string s;
  for (std::size_t i = 0; i < count; ++i) s += (i ? ", " : " ") + im.operand(op, from + i);
  return s;
}

// The region's arguments must be `count` values of these types (when the
// region spells them), else a one-line error naming the region.
void check_arguments(Importer& im, const Op& op, std::size_t region, const std::vector<TensorType>& want) {
  if (region >= op.regions.size())
    im.fail(op, "needs " + std::to_string(region + 1) + " regions, has " + std::to_string(op.regions.size()));
  const auto& args = op.regions[region]->arguments;
  if (args.size() != want.size())
    im.fail(op, "region " + std::to_string(region) + " takes " + std::to_string(args.size()) +
                    " arguments where it must take " + std::to_string(want.size()));
  for (std::size_t i = 0; i < want.size(); ++i)
    if (!(args[i].type == want[i]))
      im.fail(op, "region " + std::to_string(region) + " argument " + std::to_string(i) + " is " +
                      args[i].type.str() + " where it must be " + want[i].str());
}

// The types the region's stablehlo.return spells, checked against `want`.
void check_returns(Importer& im, const Op& op, std::size_t region, const std::vector<TensorType>& want) {
  const Op& ret = op.regions[region]->ops.back();
  if (ret.operands.size() != want.size())
    im.fail(ret, "returns " + std::to_string(ret.operands.size()) + " values where " + op.name + " needs " +
                     std::to_string(want.size()));
  if (ret.operand_types.size() != want.size()) return;  // a return without types: the verifier checks
  for (std::size_t i = 0; i < want.size(); ++i)
    if (!(ret.operand_types[i] == want[i]))
      im.fail(ret, "returns " + ret.operand_types[i].str() + " where " + op.name + " needs " + want[i].str());
}

std::vector<TensorType> operand_types(Importer& im, const Op& op, std::size_t from, std::size_t count) {
  if (op.operand_types.size() < from + count) im.fail(op, "needs its operand types spelled");
  return {op.operand_types.begin() + static_cast<std::ptrdiff_t>(from),
          op.operand_types.begin() + static_cast<std::ptrdiff_t>(from + count)};
}

// ---- control flow ----

void while_row(Importer& im, const Op& op) {
  const std::size_t n = op.operands.size();
  if (n == 0) im.fail(op, "carries no values");
  if (op.regions.size() != 2) im.fail(op, "needs a cond and a body region");
  const auto carried = operand_types(im, op, 0, n);
  if (op.result_types != carried) im.fail(op, "results must have the carried values' types");
  check_arguments(im, op, 0, carried);
  check_arguments(im, op, 1, carried);
  check_returns(im, op, 0, {scalar("i1")});
  check_returns(im, op, 1, carried);
  const std::string regions = im.region_text(op, 0, 1) + im.region_text(op, 1, n);
  im.emit_results(op, "while_loop" + operand_list(im, op, 0, n), regions);
}

// The branches of if/case: no arguments, each returning the op's results.
std::string branches_text(Importer& im, const Op& op) {
  std::string text;
  for (std::size_t r = 0; r < op.regions.size(); ++r) {
    check_arguments(im, op, r, {});
    check_returns(im, op, r, op.result_types);
    text += im.region_text(op, r, op.result_types.size());
  }
  return text;
}

void if_row(Importer& im, const Op& op) {
  if (op.operands.size() != 1) im.fail(op, "takes one predicate");
  if (!op.operand_types.empty() && !(op.operand_types[0] == scalar("i1")))
    im.fail(op, "predicate must be tensor<i1>, got " + op.operand_types[0].str());
  if (op.regions.size() != 2) im.fail(op, "needs a true and a false branch");
  im.emit_results(op, "cond " + im.operand(op, 0), branches_text(im, op));
}

void case_row(Importer& im, const Op& op) {
  if (op.operands.size() != 1) im.fail(op, "takes one index");
  if (!op.operand_types.empty() && !(op.operand_types[0] == scalar("i32")))
    im.fail(op, "index must be tensor<i32>, got " + op.operand_types[0].str());
  if (op.regions.empty()) im.fail(op, "needs at least one branch");
  im.emit_results(op, "switch_case " + im.operand(op, 0), branches_text(im, op));
}

void optimization_barrier_row(Importer& im, const Op& op) {
  if (op.operands.empty() || op.result_types.size() != op.operands.size())
    im.fail(op, "must return one result per operand");
  if (!op.operand_types.empty() && op.operand_types != op.result_types)
    im.fail(op, "results must have the operands' types");
  im.emit_results(op, "optimization_barrier" + im.operands_text(op));
}

// ---- compare TOTALORDER ----

// The signed integer whose order is the float total order of x: its bits,
// with the magnitude bits flipped when the sign is set (-nan < -inf < ... <
// -0 < +0 < ... < +inf < +nan).
std::string total_order_key(Importer& im, const std::string& x, const TensorType& t) {
  static const std::map<std::string, std::pair<std::string, int>> ints = {
      {"f32", {"s32", 32}}, {"bf16", {"s16", 16}}, {"f16", {"s16", 16}}, {"f64", {"s64", 64}}};
  const auto& [dtype, width] = ints.at(t.element);
  const std::string type = dtype + join(t.shape);
  const std::string bits = im.emit_values("bitcast_convert " + x, {type})[0];
  const std::string top = im.emit_values("constant {value=" + std::to_string(width - 1) + "}", {type})[0];
  const std::string one = im.emit_values("constant {value=1}", {type})[0];
  const std::string sign = im.emit_values("shift_right_arithmetic " + bits + ", " + top, {type})[0];
  const std::string mask = im.emit_values("shift_right_logical " + sign + ", " + one, {type})[0];
  return im.emit_values("xor " + bits + ", " + mask, {type})[0];
}

bool is_total_order(const Op& op) {
  for (const auto& w : op.words)
    if (w.text == "TOTALORDER") return true;
  const Attr* a = op.attribute("compare_type");
  return a && a->body.find("TOTALORDER") != std::string::npos;
}

Row total_order_compare(Row plain) {
  return [plain](Importer& im, const Op& op) {
    if (!is_total_order(op) || op.operand_types.size() != 2 || !is_float(op.operand_types[0].element))
      return plain(im, op);
    std::string dir;
    if (!op.words.empty() && op.words[0].kind == Attr::Kind::Word) {
      dir = op.words[0].text;
    } else if (const Attr* a = op.attribute("comparison_direction")) {
      dir = a->body.substr(a->body.find_last_of(' ') + 1);
    }
    static const std::map<std::string, std::string> dirs = {{"EQ", "eq"}, {"NE", "ne"}, {"LT", "lt"},
                                                            {"LE", "le"}, {"GT", "gt"}, {"GE", "ge"}};
    auto it = dirs.find(dir);
    if (it == dirs.end()) im.fail(op, "unknown comparison direction '" + dir + "'");
    const std::string a = total_order_key(im, im.operand(op, 0), op.operand_types[0]);
    const std::string b = total_order_key(im, im.operand(op, 1), op.operand_types[1]);
    im.emit(op, "compare " + a + ", " + b + " {direction=" + it->second + "}");
  };
}

// ---- sort and top_k ----

void sort_row(Importer& im, const Op& op) {
  const std::size_t n = op.operands.size();
  if (n == 0) im.fail(op, "sorts no operands");
  const auto types = operand_types(im, op, 0, n);
  if (op.result_types != types) im.fail(op, "results must have the operands' types");
  for (const auto& t : types)
    if (t.shape != types[0].shape) im.fail(op, "operands must have one shape");
  const auto rank = static_cast<std::int64_t>(types[0].shape.size());
  std::int64_t dimension = -1;
  if (const Attr* d = op.attribute("dimension")) dimension = d->as_int();
  if (dimension < 0) dimension += rank;  // StableHLO allows -rank..rank-1
  if (dimension < 0 || dimension >= rank) im.fail(op, "dimension is out of range");
  bool stable = false;
  if (const Attr* s = op.attribute("is_stable")) stable = s->as_int() != 0;
  std::vector<TensorType> params;
  for (const auto& t : types) {
    params.push_back(scalar(t.element));
    params.push_back(scalar(t.element));
  }
  if (op.regions.size() != 1) im.fail(op, "needs one comparator region");
  check_arguments(im, op, 0, params);
  check_returns(im, op, 0, {scalar("i1")});
  im.emit_results(op,
                  "sort" + operand_list(im, op, 0, n) + " {dimension=" + std::to_string(dimension) +
                      ", is_stable=" + (stable ? "1" : "0") + "}",
                  im.region_text(op, 0, 1));
}

Attr word(const std::string& text) {
  Attr a;
  a.kind = Attr::Kind::Word;
  a.text = text;
  return a;
}

// jax.lax.top_k: the k largest along the last dimension, ties by lower index
// first (a stable sort of (x, iota) by x's total order, descending, then a
// slice of the first k).
void top_k_row(Importer& im, const Op& op) {
  if (op.operands.size() != 1 || op.result_types.size() != 2) im.fail(op, "takes one operand, returns two");
  const TensorType x = operand_types(im, op, 0, 1)[0];
  if (x.shape.empty()) im.fail(op, "needs an operand of rank 1 or more");
  bool largest = true;
  for (const auto& [key, value] : op.attributes) {
    if (key == "largest") {
      largest = value.as_int() != 0;
    } else if (key != "k") {
      im.fail(op, "attribute '" + key + "' is not supported");
    }
  }
  const Attr* k_attr = op.attribute("k");
  if (!k_attr) im.fail(op, "missing attribute 'k'");
  const std::int64_t k = k_attr->as_int();
  const std::size_t last = x.shape.size() - 1;
  if (k < 0 || k > x.shape[last]) im.fail(op, "k is out of range");
  TensorType values = x, indices{x.shape, "i32"};
  values.shape[last] = k;
  indices.shape[last] = k;
  if (!(op.result_types[0] == values) || !(op.result_types[1] == indices))
    im.fail(op, "results must be " + values.str() + " and " + indices.str());

  // The comparator, a StableHLO region of its own, goes through the rows.
  Op sorter;
  sorter.name = op.name;
  sorter.where = op.where;
  sorter.loc_name = op.loc_name;
  auto comparator = std::make_unique<Region>();
  for (const char* name : {"top_k.a", "top_k.b"}) comparator->arguments.push_back({name, scalar(x.element)});
  for (const char* name : {"top_k.i", "top_k.j"}) comparator->arguments.push_back({name, scalar("i32")});
  Op compare;
  compare.name = "stablehlo.compare";
  compare.where = op.where;
  compare.words = {word(largest ? "GT" : "LT")};
  if (is_float(x.element)) compare.words.push_back(word("TOTALORDER"));
  compare.operands = {{"top_k.a", 0}, {"top_k.b", 0}};
  compare.operand_types = {scalar(x.element), scalar(x.element)};
  compare.result_names = {"top_k.before"};
  compare.result_types = {scalar("i1")};
  Op ret;
  ret.name = "stablehlo.return";
  ret.where = op.where;
  ret.operands = {{"top_k.before", 0}};
  comparator->ops.push_back(std::move(compare));
  comparator->ops.push_back(std::move(ret));
  sorter.regions.push_back(std::move(comparator));

  const std::string rank_dim = std::to_string(last);
  const std::string x_type = im.type(op, x);
  const std::string index_type = im.type(op, TensorType{x.shape, "i32"});
  const std::string iota = im.emit_values("iota {dimension=" + rank_dim + "}", {index_type})[0];
  const auto sorted =
      im.emit_values("sort " + im.operand(op, 0) + ", " + iota + " {dimension=" + rank_dim + ", is_stable=1}",
                     {x_type, index_type}, im.region_text(sorter, 0, 1));
  std::vector<std::int64_t> start(x.shape.size(), 0), limit = x.shape, strides(x.shape.size(), 1);
  limit[last] = k;
  const std::string window = " {start_indices=" + join(start) + ", limit_indices=" + join(limit) +
                             ", strides=" + join(strides) + "}";
  im.emit(op, "slice " + sorted[0] + window, 0);
  im.emit(op, "slice " + sorted[1] + window, 1);
}

// ---- reduce ----

// The StableHLO op a reduction region applies when it is one binary op of
// its two arguments (either order) returned as is, or the pretty form's
// `applies`; empty otherwise.
std::string single_binary_op(const Op& op) {
  for (std::size_t i = 0; i + 1 < op.words.size(); ++i)
    if (op.words[i].text == "applies") return op.words[i + 1].text;
  if (op.regions.size() != 1) return "";
  const Region& r = *op.regions[0];
  if (r.arguments.size() != 2 || r.ops.size() != 2) return "";
  const Op& body = r.ops[0];
  const Op& ret = r.ops[1];
  if (body.operands.size() != 2 || body.result_names.size() != 1 || ret.operands.size() != 1) return "";
  if (ret.operands[0].name != body.result_names[0] || ret.operands[0].index != 0) return "";
  const std::string& a = r.arguments[0].name;
  const std::string& b = r.arguments[1].name;
  const std::string x = body.operands[0].name, y = body.operands[1].name;
  if (body.operands[0].index || body.operands[1].index) return "";
  if (!((x == a && y == b) || (x == b && y == a))) return "";
  return body.name;
}

// Whether `literal` (a splat init as the constant row spells it) is the
// identity of pmapsim's `combine` on `element`.
bool is_identity(const std::string& combine, const std::string& element, const std::string& literal) {
  if (literal.empty()) return false;
  static const std::map<std::string, std::pair<std::string, std::string>> int_range = {
      {"i8", {"-128", "127"}},
      {"i16", {"-32768", "32767"}},
      {"i32", {"-2147483648", "2147483647"}},
      {"i64", {"-9223372036854775808", "9223372036854775807"}},
      {"ui8", {"0", "255"}},
      {"ui16", {"0", "65535"}},
      {"ui32", {"0", "4294967295"}},
      {"ui64", {"0", "18446744073709551615"}},
      {"i1", {"0", "1"}}};
  const auto range = int_range.find(element);
  if (combine == "add" || combine == "or")
    return std::strtod(literal.c_str(), nullptr) == 0.0 &&
           literal.find_first_of("123456789") == std::string::npos;
  if (combine == "max")
    return is_float(element) ? literal == "-inf" : range != int_range.end() && literal == range->second.first;
  if (combine == "min")
    return is_float(element) ? literal == "inf" : range != int_range.end() && literal == range->second.second;
  if (combine == "and") return literal == "1";
  return false;
}

// One operand reduced by add/max/or (and min/and on bool) runs as
// reduce_sum / reduce_max, the fastest form; a non-identity init is combined
// after. Returns false when the reduction is not one of those.
bool fast_reduce(Importer& im, const Op& op, const std::string& body, const std::vector<std::int64_t>& dims) {
  const TensorType in = operand_types(im, op, 0, 2)[0];
  const bool boolean = in.element == "i1";
  std::string combine;
  bool negated = false;  // all(x) = not any(not x)
  if (body == "stablehlo.add" && !boolean) {
    combine = "add";
  } else if (body == "stablehlo.maximum" || (boolean && body == "stablehlo.or")) {
    combine = boolean ? "or" : "max";
  } else if (boolean && (body == "stablehlo.minimum" || body == "stablehlo.and")) {
    combine = "and";
    negated = true;
  } else {
    return false;
  }
  const TensorType& out = im.result_type(op);
  const std::string out_type = im.type(op, out);
  const std::string in_type = im.type(op, in);
  std::string x = im.operand(op, 0);
  const std::string init = im.operand(op, 1);
  auto it = im.splat_constants.find(init);
  const bool identity = it != im.splat_constants.end() && is_identity(combine, in.element, it->second);
  const std::string axes = " {axes=" + join(dims) + "}";
  if (negated) x = im.emit_values("not " + x, {in_type})[0];
  std::string r =
      im.emit_values((combine == "add" ? "reduce_sum " : "reduce_max ") + x + axes, {out_type})[0];
  if (negated) r = im.emit_values("not " + r, {out_type})[0];
  if (identity) {
    im.bind(op, 0, r);
    return true;
  }
  const std::string spread = im.emit_values("broadcast " + init + " {dims=[]}", {out_type})[0];
  im.emit(op, combine + " " + r + ", " + spread);
  return true;
}

void reduce_row(Importer& im, const Op& op) {
  const std::size_t n = op.operands.size() / 2;
  if (n == 0 || op.operands.size() % 2) im.fail(op, "needs inputs and one init per input");
  if (op.result_types.size() != n) im.fail(op, "needs one result per input");
  const auto inputs = operand_types(im, op, 0, n);
  const auto inits = operand_types(im, op, n, n);
  for (std::size_t i = 0; i < n; ++i) {
    if (inputs[i].shape != inputs[0].shape) im.fail(op, "inputs must have one shape");
    if (!inits[i].shape.empty() || inits[i].element != inputs[i].element)
      im.fail(op,
              "init " + std::to_string(i) + " must be a scalar of its input's type, got " + inits[i].str());
  }
  const auto dims = im.ints(op, "dimensions");
  const std::string body = single_binary_op(op);
  if (n == 1 && fast_reduce(im, op, body, dims)) return;
  std::vector<TensorType> params;
  for (int twice = 0; twice < 2; ++twice)
    for (const auto& t : inits) params.push_back(t);
  std::string region;
  if (!op.regions.empty()) {
    check_arguments(im, op, 0, params);
    check_returns(im, op, 0, inits);
    region = im.region_text(op, 0, n);
  } else if (n == 1 && !body.empty()) {  // `applies OP`: the region is that op
    Op reducer;
    reducer.name = op.name;
    reducer.where = op.where;
    reducer.loc_name = op.loc_name;
    auto r = std::make_unique<Region>();
    r->arguments = {{"reduce.acc", inits[0]}, {"reduce.x", inits[0]}};
    Op apply;
    apply.name = body;
    apply.where = op.where;
    apply.operands = {{"reduce.acc", 0}, {"reduce.x", 0}};
    apply.operand_types = {inits[0], inits[0]};
    apply.result_names = {"reduce.r"};
    apply.result_types = {inits[0]};
    Op ret;
    ret.name = "stablehlo.return";
    ret.where = op.where;
    ret.operands = {{"reduce.r", 0}};
    r->ops.push_back(std::move(apply));
    r->ops.push_back(std::move(ret));
    reducer.regions.push_back(std::move(r));
    region = im.region_text(reducer, 0, 1);
  } else {
    im.fail(op, "needs a reduction region");
  }
  im.emit_results(op, "reduce" + im.operands_text(op) + " {dims=" + join(dims) + "}", region);
}

}  // namespace

void add_region_rows(RowTable& table) {
  table["stablehlo.while"] = while_row;
  table["stablehlo.if"] = if_row;
  table["stablehlo.case"] = case_row;
  table["stablehlo.optimization_barrier"] = optimization_barrier_row;
  table["stablehlo.sort"] = sort_row;
  table["chlo.top_k"] = top_k_row;
  // The general reduce replaces the first rows' add/max-only one; compare
  // keeps its row for every comparison but the float TOTALORDER ones.
  table["stablehlo.reduce"] = reduce_row;
  auto plain_compare = table.find("stablehlo.compare");
  if (plain_compare != table.end()) plain_compare->second = total_order_compare(plain_compare->second);
}

}  // namespace pmapsim::stablehlo_import

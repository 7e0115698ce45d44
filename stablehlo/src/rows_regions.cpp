// Rows for ops with regions: while, if, case, sort, reduce in general (several
// operands, any reducer: argmax as JAX writes it), optimization_barrier and
// chlo.top_k. Each StableHLO region becomes a pmapsim region whose ops are
// imported through the same table (Importer::region_text).
#include <cstdlib>

#include "importer.hpp"

namespace pmapsim::stablehlo_import {
namespace {

std::vector<TensorType> operand_types_of(const Importer& im, const Op& op, std::size_t first,
                                         std::size_t count) {
  if (op.operand_types.size() < first + count) im.fail(op, "needs its operand types written");
  return {op.operand_types.begin() + static_cast<std::ptrdiff_t>(first),
          op.operand_types.begin() + static_cast<std::ptrdiff_t>(first + count)};
}

// The scalar types a reducer or comparator takes, one per operand.
std::vector<TensorType> scalars(const std::vector<TensorType>& types) {
  std::vector<TensorType> out;
  for (const TensorType& t : types) out.push_back(TensorType{{}, t.element});
  return out;
}

const Region& region(const Importer& im, const Op& op, std::size_t i) {
  if (op.regions.size() <= i) im.fail(op, "is missing region " + std::to_string(i));
  return *op.regions[i];
}

void while_row(Importer& im, const Op& op) {
  const auto types = operand_types_of(im, op, 0, op.operands.size());
  const std::string cond = im.region_text(op, region(im, op, 0), types);
  if (im.last_region_results != 1) im.fail(op, "condition must return one scalar i1");
  const std::string body = im.region_text(op, region(im, op, 1), types);
  if (im.last_region_results != types.size()) im.fail(op, "body must return every carried value");
  im.emit_with_regions(op, "while_loop" + im.operands_text(op), {cond, body});
}

void if_row(Importer& im, const Op& op) {
  std::vector<std::string> branches;
  for (std::size_t i = 0; i < 2; ++i) branches.push_back(im.region_text(op, region(im, op, i), {}));
  im.emit_with_regions(op, "cond " + im.operand(op, 0), branches);
}

// StableHLO's case index is i32; an index out of range takes the last branch in both.
void case_row(Importer& im, const Op& op) {
  std::vector<std::string> branches;
  for (std::size_t i = 0; i < op.regions.size(); ++i)
    branches.push_back(im.region_text(op, *op.regions[i], {}));
  if (branches.empty()) im.fail(op, "has no branches");
  im.emit_with_regions(op, "switch_case " + im.operand(op, 0), branches);
}

void sort_row(Importer& im, const Op& op) {
  const auto types = operand_types_of(im, op, 0, op.operands.size());
  std::vector<TensorType> pairs;
  for (const TensorType& t : scalars(types)) pairs.insert(pairs.end(), {t, t});
  const std::string comparator = im.region_text(op, region(im, op, 0), pairs);
  const Attr* d = op.attribute("dimension");
  const Attr* stable = op.attribute("is_stable");
  const std::int64_t dimension = d ? d->as_int() : -1;
  const std::int64_t rank = static_cast<std::int64_t>(types.at(0).shape.size());
  const std::int64_t dim = dimension < 0 ? dimension + rank : dimension;
  const bool is_stable = stable && stable->text == "true";
  im.emit_with_regions(op,
                       "sort" + im.operands_text(op) + " {dimension=" + std::to_string(dim) +
                           ", is_stable=" + (is_stable ? "1" : "0") + "}",
                       {comparator});
}

// The one op a reducer applies to its two parameters (acc, x), when that is all it does.
std::string simple_reducer(const Op& op) {
  std::string body;
  for (std::size_t i = 0; i + 1 < op.words.size(); ++i)
    if (op.words[i].text == "applies") body = op.words[i + 1].text;
  if (body.empty() && op.regions.size() == 1 && op.regions[0]->ops.size() == 2 &&
      op.regions[0]->arguments.size() == 2)
    body = op.regions[0]->ops[0].name;
  return body;
}

// A reduce whose region is `applies OP` (pretty form with no written region).
std::string applies_region(Importer& im, const Op& op, const std::string& reducer, const TensorType& scalar) {
  static const std::map<std::string, std::string> spmd = {
      {"stablehlo.add", "add"},     {"stablehlo.multiply", "mul"}, {"stablehlo.maximum", "max"},
      {"stablehlo.minimum", "min"}, {"stablehlo.and", "and"},      {"stablehlo.or", "or"},
      {"stablehlo.xor", "xor"}};
  auto it = spmd.find(reducer);
  if (it == spmd.end()) im.fail(op, "applies " + reducer + ", which is not supported yet");
  const std::string t = im.type(op, scalar);
  return "(%ra: " + t + ", %rb: " + t + ") {\n    %rc = " + it->second + " %ra, %rb : " + t +
         "\n  return %rc\n}";
}

bool is_zero(const std::string& literal) {
  return !literal.empty() && literal.find_first_of("123456789") == std::string::npos &&
         literal.find_first_of("0") != std::string::npos && std::strtod(literal.c_str(), nullptr) == 0.0;
}

void reduce_row(Importer& im, const Op& op) {
  if (op.operands.size() % 2 != 0 || op.operands.empty()) im.fail(op, "needs inputs and as many inits");
  const std::size_t n = op.operands.size() / 2;
  const auto dims = im.ints(op, "dimensions");
  const std::string reducer = n == 1 ? simple_reducer(op) : "";
  if (n == 1) {
    // add from 0 and maximum from -inf are pmapsim's own reductions.
    const auto init = im.splat_constants.find(im.operand_name(op, 1));
    const std::string value = init == im.splat_constants.end() ? "" : init->second;
    const std::string element = operand_types_of(im, op, 0, 1)[0].element;
    const bool floating = element[0] == 'f' || element == "bf16";
    if (reducer == "stablehlo.add" && is_zero(value) && element != "i1") {
      im.emit(op, "reduce_sum " + im.operand(op, 0) + " {axes=" + join(dims) + "}");
      return;
    }
    if (reducer == "stablehlo.maximum" && floating && value == "-inf") {
      im.emit(op, "reduce_max " + im.operand(op, 0) + " {axes=" + join(dims) + "}");
      return;
    }
  }
  const auto inputs = operand_types_of(im, op, 0, n);
  const std::vector<TensorType> one_each = scalars(inputs);
  std::vector<TensorType> params = one_each;  // (acc..., x...)
  params.insert(params.end(), one_each.begin(), one_each.end());
  std::string body;
  if (op.regions.empty()) {
    if (n != 1 || reducer.empty()) im.fail(op, "needs a reduction region");
    body = applies_region(im, op, reducer, params[0]);
  } else {
    body = im.region_text(op, *op.regions[0], params);
    if (im.last_region_results != n) im.fail(op, "reducer must return one value per input");
  }
  im.emit_with_regions(op, "reduce" + im.operands_text(op) + " {dims=" + join(dims) + "}", {body});
}

void optimization_barrier_row(Importer& im, const Op& op) {
  im.emit_with_regions(op, "optimization_barrier" + im.operands_text(op), {});
}

// jax.lax.top_k: the k largest along the last dimension, largest first, ties
// by lower index: a stable descending sort of (values, indices), then the
// first k of each.
void top_k_row(Importer& im, const Op& op) {
  const Attr* k_attr = op.attribute("k");
  if (!k_attr) im.fail(op, "needs k");
  const std::int64_t k = k_attr->as_int();
  if (op.result_types.size() != 2) im.fail(op, "needs two results (values, indices)");
  const TensorType in = operand_types_of(im, op, 0, 1)[0];
  if (in.shape.empty()) im.fail(op, "needs an operand of rank 1 or more");
  const std::size_t last = in.shape.size() - 1;
  if (k < 0 || k > in.shape[last]) im.fail(op, fmt::format("k = {} is outside 0..{}", k, in.shape[last]));
  TensorType index_type = in;
  index_type.element = op.result_types[1].element;
  const std::string x = im.operand(op, 0);
  const std::string indices =
      im.emit_value("iota {dimension=" + std::to_string(last) + "}", im.type(op, index_type));
  const std::string v = im.type(op, TensorType{{}, in.element});
  const std::string i = im.type(op, TensorType{{}, index_type.element});
  // Descending, with NaN above everything (XLA's top_k order), ties left to the stable sort.
  const std::string comparator =
      "(%ca: " + v + ", %cb: " + v + ", %cc: " + i + ", %cd: " + i +
      ") {\n    %ce = compare %ca, %cb {direction=gt} : bool[]\n" +
      "    %cf = compare %ca, %ca {direction=ne} : bool[]\n" +
      "    %cg = compare %cb, %cb {direction=eq} : bool[]\n" +
      "    %ch = and %cf, %cg : bool[]\n    %ci = or %ce, %ch : bool[]\n  return %ci\n}";
  std::vector<std::int64_t> start(in.shape.size(), 0);
  std::vector<std::int64_t> limit = in.shape;
  limit[last] = k;
  // The sort's two results, then the first k of each.
  Op sort_results;
  sort_results.name = op.name;
  sort_results.where = op.where;
  sort_results.loc_name = op.loc_name;
  sort_results.result_types = {in, index_type};
  sort_results.result_names = {op.result_names[0] + "#sorted_values", op.result_names[0] + "#sorted_indices"};
  im.emit_with_regions(
      sort_results, "sort " + x + ", " + indices + " {dimension=" + std::to_string(last) + ", is_stable=1}",
      {comparator});
  const std::string slice = " {start_indices=" + join(start) + ", limit_indices=" + join(limit) + "}";
  im.emit(op, "slice " + im.bound(sort_results.result_names[0]) + slice, 0);
  im.emit(op, "slice " + im.bound(sort_results.result_names[1]) + slice, 1);
}

}  // namespace

void add_region_rows(RowTable& table) {
  const RowTable rows = {
      {"stablehlo.while", while_row},   {"stablehlo.if", if_row},
      {"stablehlo.case", case_row},     {"stablehlo.sort", sort_row},
      {"stablehlo.reduce", reduce_row}, {"stablehlo.optimization_barrier", optimization_barrier_row},
      {"chlo.top_k", top_k_row},
  };
  table.insert(rows.begin(), rows.end());
}

}  // namespace pmapsim::stablehlo_import

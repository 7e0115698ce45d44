// Rows for ops with regions: while, if, case, sort, reduce in general (several
// operands, any reducer: argmax as JAX writes it), optimization_barrier and
// chlo.top_k. Each StableHLO region becomes a pmapsim region whose ops are
// imported through the same table (Importer::region).
#include <cstdlib>
#include <set>

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

// A region's block arguments must have the types the op gives them (Importer::region
// checks their count), else a one-line error naming the region.
void check_arguments(const Importer& im, const Op& op, std::size_t i, const std::vector<TensorType>& want) {
  const auto& args = region(im, op, i).arguments;
  if (args.size() != want.size())
    im.fail(op,
            fmt::format("region {} takes {} arguments where it must take {}", i, args.size(), want.size()));
  for (std::size_t a = 0; a < want.size(); ++a)
    if (!(args[a].type == want[a]))
      im.fail(op, fmt::format("region {} argument {} is {} where it must be {}", i, a, args[a].type.str(),
                              want[a].str()));
}

// A region's stablehlo.return must return `want` (its types, when it writes them).
void check_returns(const Importer& im, const Op& op, std::size_t i, const std::vector<TensorType>& want) {
  const Region& r = region(im, op, i);
  if (r.ops.empty() || r.ops.back().name != "stablehlo.return")
    im.fail(op, fmt::format("region {} does not end in stablehlo.return", i));
  const Op& ret = r.ops.back();
  if (ret.operands.size() != want.size())
    im.fail(ret,
            fmt::format("returns {} values where {} needs {}", ret.operands.size(), op.name, want.size()));
  if (ret.operand_types.size() != want.size()) return;  // types not written: the verifier checks them
  for (std::size_t k = 0; k < want.size(); ++k)
    if (!(ret.operand_types[k] == want[k]))
      im.fail(ret, "returns " + ret.operand_types[k].str() + " where " + op.name + " needs " + want[k].str());
}

const TensorType kBool{{}, "i1"};

void while_row(Importer& im, const Op& op) {
  im.read_keywords(op, {"cond", "do"});
  const auto types = operand_types_of(im, op, 0, op.operands.size());
  if (types.empty()) im.fail(op, "carries no values");
  if (op.regions.size() != 2) im.fail(op, "needs a cond and a body region");
  if (op.result_types != types) im.fail(op, "results must have the carried values' types");
  for (std::size_t i = 0; i < 2; ++i) check_arguments(im, op, i, types);
  check_returns(im, op, 0, {kBool});
  check_returns(im, op, 1, types);
  std::vector<BuiltRegion> regions;
  regions.push_back(im.region(op, region(im, op, 0), types));
  if (regions[0].region.results.size() != 1) im.fail(op, "condition must return one scalar i1");
  regions.push_back(im.region(op, region(im, op, 1), types));
  if (regions[1].region.results.size() != types.size()) im.fail(op, "body must return every carried value");
  im.emit_with_regions(op, OpCode::while_loop, im.operands(op), {}, std::move(regions));
}

// The branches of if/case take nothing and return the op's results.
void check_branches(const Importer& im, const Op& op) {
  for (std::size_t i = 0; i < op.regions.size(); ++i) {
    check_arguments(im, op, i, {});
    check_returns(im, op, i, op.result_types);
  }
}

void if_row(Importer& im, const Op& op) {
  if (op.operands.size() != 1) im.fail(op, "takes one predicate");
  if (!op.operand_types.empty() && !(op.operand_types[0] == kBool))
    im.fail(op, "predicate must be tensor<i1>, got " + op.operand_types[0].str());
  if (op.regions.size() != 2) im.fail(op, "needs a true and a false branch");
  check_branches(im, op);
  std::vector<BuiltRegion> branches;
  for (std::size_t i = 0; i < 2; ++i) branches.push_back(im.region(op, region(im, op, i), {}));
  im.emit_with_regions(op, OpCode::cond, {im.operand(op, 0)}, {}, std::move(branches));
}

// StableHLO's case index is i32; an index out of range takes the last branch in both.
void case_row(Importer& im, const Op& op) {
  if (op.operands.size() != 1) im.fail(op, "takes one index");
  if (!op.operand_types.empty() && !(op.operand_types[0] == TensorType{{}, "i32"}))
    im.fail(op, "index must be tensor<i32>, got " + op.operand_types[0].str());
  check_branches(im, op);
  std::vector<BuiltRegion> branches;
  for (std::size_t i = 0; i < op.regions.size(); ++i) branches.push_back(im.region(op, *op.regions[i], {}));
  if (branches.empty()) im.fail(op, "has no branches");
  im.emit_with_regions(op, OpCode::switch_case, {im.operand(op, 0)}, {}, std::move(branches));
}

void sort_row(Importer& im, const Op& op) {
  const auto types = operand_types_of(im, op, 0, op.operands.size());
  std::vector<TensorType> pairs;
  for (const TensorType& t : scalars(types)) pairs.insert(pairs.end(), {t, t});
  if (types.empty()) im.fail(op, "sorts no operands");
  for (const TensorType& t : types)
    if (t.shape != types[0].shape) im.fail(op, "operands must have one shape");
  if (op.result_types != types) im.fail(op, "results must have the operands' types");
  check_arguments(im, op, 0, pairs);
  check_returns(im, op, 0, {kBool});
  std::vector<BuiltRegion> comparator;
  comparator.push_back(im.scalar_region(op, region(im, op, 0), pairs));
  const Attr* d = op.attribute("dimension");
  const Attr* stable = op.attribute("is_stable");
  const std::int64_t dimension = d ? d->as_int() : -1;
  const std::int64_t rank = static_cast<std::int64_t>(types.at(0).shape.size());
  const std::int64_t dim = dimension < 0 ? dimension + rank : dimension;
  if (dim < 0 || dim >= rank)
    im.fail(op, fmt::format("dimension {} is outside the operands' rank {}", dimension, rank));
  const bool is_stable = stable && stable->text == "true";
  im.emit_with_regions(op, OpCode::sort, im.operands(op),
                       attributes_for(OpCode::sort, {{"dimension", dim}, {"is_stable", is_stable ? 1 : 0}}),
                       std::move(comparator));
}

// The one op a reducer applies to its two parameters (acc, x), in either
// order, returning its result, when that is all it does; or the pretty
// form's `applies OP`. Empty otherwise.
std::string simple_reducer(const Op& op) {
  for (std::size_t i = 0; i + 1 < op.words.size(); ++i)
    if (op.words[i].text == "applies") {
      op.word(i);
      return op.word(i + 1)->text;
    }
  if (op.regions.size() != 1) return "";
  const Op* body = binary_region(*op.regions[0]).op;
  return body ? body->name : "";
}

// A reduce whose region is `applies OP` (pretty form with no written region).
BuiltRegion applies_region(Importer& im, const Op& op, const std::string& reducer, const TensorType& scalar) {
  static const std::map<std::string, OpCode> spmd = {
      {"stablehlo.add", OpCode::add},     {"stablehlo.multiply", OpCode::mul},
      {"stablehlo.maximum", OpCode::max}, {"stablehlo.minimum", OpCode::min},
      {"stablehlo.and", OpCode::and_},    {"stablehlo.or", OpCode::or_},
      {"stablehlo.xor", OpCode::xor_}};
  auto it = spmd.find(reducer);
  if (it == spmd.end()) im.fail(op, "applies " + reducer + ", which is not supported yet");
  const SpmdType t = im.type(op, scalar);
  return im.written_region({t, t}, [&](const std::vector<ValueId>& p) -> std::vector<ValueId> {
    return {im.add(op, it->second, {p[0], p[1]}, {}, t)};
  });
}

bool is_float(const std::string& element) {
  return element[0] == 'f' || element == "bf16";
}

// Whether `literal` (a splat init as the constant row spells it) is the
// identity of pmapsim's `combine` on `element`.
bool is_identity(const std::string& combine, const std::string& element, const std::string& literal) {
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
  if (literal.empty()) return false;
  if (combine == "add" || combine == "or")
    return literal.find_first_of("123456789") == std::string::npos &&
           literal.find('0') != std::string::npos && std::strtod(literal.c_str(), nullptr) == 0.0;
  const auto range = int_range.find(element);
  if (combine == "max")
    return is_float(element) ? literal == "-inf" : range != int_range.end() && literal == range->second.first;
  if (combine == "and") return literal == "1";
  return false;
}

// One input reduced by add (not bool), maximum, or (bool) and and/minimum
// (bool, as not any(not x)) runs as reduce_sum / reduce_max, pmapsim's own
// reductions; an init that is not the identity is combined after. False when
// the reduction is none of those.
bool fast_reduce(Importer& im, const Op& op, const std::string& reducer,
                 const std::vector<std::int64_t>& dims) {
  const TensorType in = operand_types_of(im, op, 0, 1)[0];
  const bool boolean = in.element == "i1";
  std::string combine;
  if (reducer == "stablehlo.add" && !boolean) {
    combine = "add";
  } else if (reducer == "stablehlo.maximum" || (boolean && reducer == "stablehlo.or")) {
    combine = boolean ? "or" : "max";
  } else if (boolean && (reducer == "stablehlo.minimum" || reducer == "stablehlo.and")) {
    combine = "and";
  } else {
    return false;
  }
  const SpmdType out_type = im.type(op, im.result_type(op));
  const Splat* init = im.splat_of(im.operand_ref(op, 1));
  const bool identity = init && is_identity(combine, in.element, init->literal);
  const OpCode reduction = combine == "add" ? OpCode::reduce_sum : OpCode::reduce_max;
  ValueId x = im.operand(op, 0);
  if (combine == "and") x = im.add(op, OpCode::not_, {x}, {}, im.type(op, in));
  ValueId r = im.add(op, reduction, {x}, attributes_for(reduction, {{"axes", dims}}), out_type);
  if (combine == "and") r = im.add(op, OpCode::not_, {r}, {}, out_type);
  if (!identity) {
    const ValueId broadcast = im.add(op, OpCode::broadcast, {im.operand(op, 1)},
                                     attributes_for(OpCode::broadcast, {{"dims", IntList{}}}), out_type);
    const OpCode op_code = combine == "add"   ? OpCode::add
                           : combine == "max" ? OpCode::max
                           : combine == "or"  ? OpCode::or_
                                              : OpCode::and_;
    r = im.add(op, op_code, {r, broadcast}, {}, out_type);
  }
  im.bind(op, 0, r);
  return true;
}

void reduce_row(Importer& im, const Op& op) {
  if (op.operands.size() % 2 != 0 || op.operands.empty()) im.fail(op, "needs inputs and as many inits");
  const std::size_t n = op.operands.size() / 2;
  im.read_keywords(op, {"across", "reducer"});
  const auto dims = im.ints(op, "dimensions");
  const std::string reducer = n == 1 ? simple_reducer(op) : "";
  if (op.result_types.size() != n) im.fail(op, "needs one result per input");
  for (std::size_t i = 0; i < n; ++i) {
    const TensorType input = operand_types_of(im, op, i, 1)[0], init = operand_types_of(im, op, n + i, 1)[0];
    if (input.shape != operand_types_of(im, op, 0, 1)[0].shape) im.fail(op, "inputs must have one shape");
    if (!init.shape.empty() || init.element != input.element)
      im.fail(op, fmt::format("init {} must be a scalar of its input's type, got {}", i, init.str()));
  }
  if (n == 1 && fast_reduce(im, op, reducer, dims)) return;
  const auto inputs = operand_types_of(im, op, 0, n);
  const std::vector<TensorType> one_each = scalars(inputs);
  std::vector<TensorType> params = one_each;  // (acc..., x...)
  params.insert(params.end(), one_each.begin(), one_each.end());
  std::vector<BuiltRegion> body;
  if (op.regions.empty()) {
    if (n != 1 || reducer.empty()) im.fail(op, "needs a reduction region");
    body.push_back(applies_region(im, op, reducer, params[0]));
  } else {
    check_arguments(im, op, 0, params);
    check_returns(im, op, 0, one_each);
    body.push_back(im.scalar_region(op, *op.regions[0], params));
    if (body[0].region.results.size() != n) im.fail(op, "reducer must return one value per input");
  }
  im.emit_with_regions(op, OpCode::reduce, im.operands(op), attributes_for(OpCode::reduce, {{"dims", dims}}),
                       std::move(body));
}

// stablehlo.composite (jax.lax.composite): its decomposition function computes it; the name,
// version and composite_attributes tell a compiler which kernel may replace that function.
void composite_row(Importer& im, const Op& op) {
  const Attr* decomposition = op.attribute("decomposition");
  if (!decomposition || decomposition->kind != Attr::Kind::Symbol)
    im.fail(op, "needs decomposition = @function");
  const Attr* pretty_name = op.word(0);  // the pretty form's "name"
  const Attr* generic_name = op.attribute("name");
  op.attribute("version");
  op.attribute("composite_attributes");
  const Attr* named = generic_name ? generic_name : pretty_name;
  if (!named || named->kind != Attr::Kind::String || named->text.empty())
    im.fail(op, "needs its name, a string (\"my.kernel\")");
  Op call = op.stand_in("func.call");
  call.callee = decomposition->text;
  for (std::size_t i = 0; i < op.operands.size(); ++i) im.operand_ref(op, i);
  im.call(call, named->text);
}

void optimization_barrier_row(Importer& im, const Op& op) {
  im.emit_with_regions(op, OpCode::optimization_barrier, im.operands(op), {}, {});
}

// top_k's comparator of (a, b, their indices) (direction gt: greater first), in XLA's order:
// for floats IEEE totalOrder (+NaN above +inf, +0 above -0, -NaN last), compared as integer
// keys, the bits with a negative's magnitude flipped.
BuiltRegion order_region(Importer& im, const Op& op, const std::string& element, const SpmdType& value,
                         const SpmdType& index, const char* direction) {
  static const std::map<std::string, std::pair<std::string, int>> keys = {
      {"f32", {"i32", 32}}, {"f64", {"i64", 64}}, {"bf16", {"i16", 16}}, {"f16", {"i16", 16}}};
  return im.written_region(
      {value, value, index, index}, [&](const std::vector<ValueId>& p) -> std::vector<ValueId> {
        const SpmdType boolean{DType::boolean, {}};
        const Attrs compare = attributes_for(OpCode::compare, {{"direction", direction}});
        auto it = keys.find(element);
        if (it == keys.end()) return {im.add(op, OpCode::compare, {p[0], p[1]}, compare, boolean)};
        const SpmdType k = im.type(op, TensorType{{}, it->second.first});
        const int bits = it->second.second;
        const auto constant = [&](double v) {
          return im.add(op, OpCode::constant, {}, attributes_for(OpCode::constant, {{"value", v}}), k);
        };
        const ValueId width = constant(bits - 1);
        const ValueId mask = constant(static_cast<double>((std::uint64_t{1} << (bits - 1)) - 1));
        ValueId ordered[2];
        for (std::size_t x = 0; x < 2; ++x) {
          const ValueId key = im.add(op, OpCode::bitcast_convert, {p[x]}, {}, k);
          const ValueId sign = im.add(op, OpCode::shift_right_arithmetic, {key, width}, {}, k);
          const ValueId flip = im.add(op, OpCode::and_, {sign, mask}, {}, k);
          ordered[x] = im.add(op, OpCode::xor_, {key, flip}, {}, k);
        }
        return {im.add(op, OpCode::compare, {ordered[0], ordered[1]}, compare, boolean)};
      });
}

// jax.lax.top_k: the k largest along the last dimension, largest first (in
// total order for floats), ties by lower index: a stable descending sort of (values, indices), then the
// first k of each.
void top_k_row(Importer& im, const Op& op) {
  // chlo.top_k's optional `largest = false` asks for the k smallest.
  const Attr* largest_attr = op.attribute("largest");
  const bool largest = !largest_attr || largest_attr->as_int() != 0;
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
  const ValueId x = im.operand(op, 0);
  const ValueId indices = im.add(op, OpCode::iota, {}, attributes_for(OpCode::iota, {{"dimension", last}}),
                                 im.type(op, index_type));
  const SpmdType v = im.type(op, TensorType{{}, in.element});
  const SpmdType i = im.type(op, TensorType{{}, index_type.element});
  std::vector<BuiltRegion> comparator;
  comparator.push_back(order_region(im, op, in.element, v, i, largest ? "gt" : "lt"));
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
  im.emit_with_regions(sort_results, OpCode::sort, {x, indices},
                       attributes_for(OpCode::sort, {{"dimension", last}, {"is_stable", 1}, {"top_k", k}}),
                       std::move(comparator));
  const Attrs slice = attributes_for(OpCode::slice, {{"start_indices", start}, {"limit_indices", limit}});
  im.emit(op, OpCode::slice, {im.bound(sort_results.result_names[0])}, slice, 0);
  im.emit(op, OpCode::slice, {im.bound(sort_results.result_names[1])}, slice, 1);
}

// The direction of ApproxTopK's comparator: its called function must be one plain compare of
// its first two arguments (the values of the first operand), as JAX writes it.
std::string approx_top_k_direction(const Importer& im, const Op& op) {
  const Attr* called = op.attribute("called_computations");
  const Attr* symbol =
      called && called->kind == Attr::Kind::Array && called->items.size() == 1 ? &called->items[0] : nullptr;
  const Function* f = symbol ? im.module().function(symbol->text) : nullptr;
  if (!f)
    im.fail(op, "@ApproxTopK needs called_computations = [@comparator] naming a function of the module");
  const auto& ops = f->body.ops;
  const bool one_compare = ops.size() == 2 && ops[0].name == "stablehlo.compare" &&
                           ops[0].operands.size() == 2 && f->arguments.size() >= 2 &&
                           ops[0].operands[0].name == f->arguments[0].name &&
                           ops[0].operands[1].name == f->arguments[1].name;
  if (!one_compare)
    im.fail(op, "@ApproxTopK comparator @" + f->name + " is not one compare of its first two arguments");
  static const std::map<std::string, std::string> directions = {
      {"GT", "gt"}, {"LT", "lt"}, {"GE", "ge"}, {"LE", "le"}};
  const Comparison c = comparison_of(im, ops[0]);
  const auto it = directions.find(c.direction);
  if (it == directions.end() || (c.type != "" && c.type != "FLOAT"))
    im.fail(op, "@ApproxTopK comparator @" + f->name + " must compare GT, LT, GE or LE");
  return it->second;
}

}  // namespace

// jax.lax.approx_max_k / approx_min_k. XLA off TPU (is_fallback) computes them exactly: a
// sort of the operands along reduction_dim by the comparator, then the result's leading
// part of each (top_k, or more without aggregate_to_topk). The init operands are unused.
void approx_top_k_row(Importer& im, const Op& op) {
  const std::size_t n = op.result_types.size();
  if (n == 0 || op.operands.size() != 2 * n) im.fail(op, "@ApproxTopK needs one init per operand");
  const Attr* config = op.attribute("mhlo.backend_config");
  const Attr* dim_attr = config ? config->field("reduction_dim") : nullptr;
  if (!dim_attr) im.fail(op, "@ApproxTopK needs mhlo.backend_config = {reduction_dim = ...}");
  // The result shapes say top_k and aggregate_to_topk; recall_target and the size override
  // tune TPU's approximate search, which XLA's fallback (computed here) does not run.
  static const std::set<std::string> known = {"aggregate_to_topk",
                                              "is_fallback",
                                              "recall_target",
                                              "reduction_dim",
                                              "reduction_input_size_override",
                                              "top_k"};
  for (const auto& [key, value] : config->fields)
    if (!known.count(key))
      im.fail(op, "@ApproxTopK mhlo.backend_config field '" + key + "' = " + attribute_text(value) +
                      " is not understood");
  const std::string direction = approx_top_k_direction(im, op);
  const TensorType in = operand_types_of(im, op, 0, n)[0];
  for (std::size_t j = n; j < 2 * n; ++j) im.operand_ref(op, j);  // the inits: unused off TPU
  const std::int64_t dim = dim_attr->as_int();
  if (dim < 0 || dim >= static_cast<std::int64_t>(in.shape.size()))
    im.fail(op, fmt::format("@ApproxTopK reduction_dim {} is outside the operand's rank", dim));
  std::vector<SpmdType> pairs;
  std::vector<ValueId> operands;
  Op sorted;
  sorted.name = op.name;
  sorted.where = op.where;
  sorted.loc_name = op.loc_name;
  for (std::size_t j = 0; j < n; ++j) {
    const SpmdType scalar = im.type(op, TensorType{{}, op.result_types[j].element});
    pairs.insert(pairs.end(), {scalar, scalar});
    operands.push_back(im.operand(op, j));
    TensorType full = in;
    full.element = op.result_types[j].element;
    sorted.result_types.push_back(full);
    sorted.result_names.push_back(op.result_names[0] + "#approx_sorted" + std::to_string(j));
  }
  // The first operand's pair, compared.
  std::vector<BuiltRegion> comparator;
  comparator.push_back(im.written_region(pairs, [&](const std::vector<ValueId>& p) -> std::vector<ValueId> {
    return {im.add(op, OpCode::compare, {p[0], p[1]},
                   attributes_for(OpCode::compare, {{"direction", direction}}),
                   SpmdType{DType::boolean, {}})};
  }));
  im.emit_with_regions(sorted, OpCode::sort, std::move(operands),
                       attributes_for(OpCode::sort, {{"dimension", dim}, {"is_stable", 1}}),
                       std::move(comparator));
  for (std::size_t j = 0; j < n; ++j) {
    const TensorType& out = op.result_types[j];
    if (out.shape.size() != in.shape.size()) im.fail(op, "@ApproxTopK results must keep the operand's rank");
    const std::vector<std::int64_t> start(out.shape.size(), 0);
    im.emit(op, OpCode::slice, {im.bound(sorted.result_names[j])},
            attributes_for(OpCode::slice, {{"start_indices", start}, {"limit_indices", out.shape}}), j);
  }
}

void add_region_rows(RowTable& table) {
  const RowTable rows = {
      {"stablehlo.while", while_row},   {"stablehlo.if", if_row},
      {"stablehlo.case", case_row},     {"stablehlo.sort", sort_row},
      {"stablehlo.reduce", reduce_row}, {"stablehlo.optimization_barrier", optimization_barrier_row},
      {"chlo.top_k", top_k_row},        {"stablehlo.composite", composite_row},
  };
  table.insert(rows.begin(), rows.end());
}

}  // namespace pmapsim::stablehlo_import

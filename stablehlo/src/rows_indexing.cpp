// Rows for slice, concatenate, pad, reverse, dynamic_slice,
// dynamic_update_slice, gather and scatter. Each maps onto the pmapsim op of
// the same StableHLO semantics (docs/ops.md); the rows only translate the
// attribute spellings JAX prints (pretty and generic forms).
#include <cctype>
#include <set>

#include "importer.hpp"

namespace pmapsim::stablehlo_import {
namespace {

// The first attribute present among `keys` (the pretty form's short name,
// then the generic form's), as integers.
std::vector<std::int64_t> ints_of(Importer& im, const Op& op, std::initializer_list<const char*> keys) {
  for (const char* key : keys)
    if (op.attribute(key)) return im.ints(op, key);
  im.fail(op, std::string("missing attribute '") + *(keys.end() - 1) + "'");
}

std::int64_t int_of(Importer& im, const Op& op, std::initializer_list<const char*> keys) {
  for (const char* key : keys) {
    if (const Attr* a = op.attribute(key)) {
      try {
        return a->as_int();
      } catch (const Error& e) {
        im.fail(op, std::string("attribute '") + key + "': " + e.what());
      }
    }
  }
  im.fail(op, std::string("missing attribute '") + *(keys.end() - 1) + "'");
}

void check_rank(Importer& im, const Op& op, const std::vector<std::int64_t>& v, const char* what) {
  if (op.operand_types.empty()) return;
  if (v.size() != op.operand_types[0].shape.size())
    im.fail(op, std::string(what) + " needs one entry per dimension of the operand (" +
                    std::to_string(op.operand_types[0].shape.size()) + "), got " + std::to_string(v.size()));
}

void slice_row(Importer& im, const Op& op) {
  std::vector<std::int64_t> start, limit, strides;
  if (op.word(0) && op.word(0)->kind == Attr::Kind::Array) {  // pretty: [0:2, 1:5:2]
    for (const Attr& range : op.word(0)->items) {
      if (range.text != "range" || range.items.size() < 2 || range.items.size() > 3)
        im.fail(op, "each slice range must read start:limit or start:limit:stride");
      try {
        start.push_back(range.items[0].as_int());
        limit.push_back(range.items[1].as_int());
        strides.push_back(range.items.size() == 3 ? range.items[2].as_int() : 1);
      } catch (const Error& e) {
        im.fail(op, std::string("slice range: ") + e.what());
      }
    }
  } else {
    start = im.ints(op, "start_indices");
    limit = im.ints(op, "limit_indices");
    strides = im.ints(op, "strides");  // StableHLO requires them; only the pretty ranges omit a 1
  }
  check_rank(im, op, start, "slice");
  if (limit.size() != start.size() || strides.size() != start.size())
    im.fail(op, "start, limit and strides differ in length");
  im.emit(op, OpCode::slice, {im.operand(op, 0)},
          attributes_for(OpCode::slice,
                         {{"start_indices", start}, {"limit_indices", limit}, {"strides", strides}}));
}

void concatenate_row(Importer& im, const Op& op) {
  if (op.operands.empty()) im.fail(op, "needs at least one operand");
  const Attrs attrs =
      attributes_for(OpCode::concatenate, {{"dimension", int_of(im, op, {"dim", "dimension"})}});
  im.emit(op, OpCode::concatenate, im.operands(op), attrs);
}

void pad_row(Importer& im, const Op& op) {
  const auto low = ints_of(im, op, {"low", "edge_padding_low"});
  const auto high = ints_of(im, op, {"high", "edge_padding_high"});
  const auto interior = ints_of(im, op, {"interior", "interior_padding"});
  check_rank(im, op, low, "pad");
  if (high.size() != low.size() || interior.size() != low.size())
    im.fail(op, "low, high and interior padding differ in length");
  im.emit(op, OpCode::pad, im.operands_last_first(op, {0, 1}),
          attributes_for(
              OpCode::pad,
              {{"edge_padding_low", low}, {"edge_padding_high", high}, {"interior_padding", interior}}));
}

void reverse_row(Importer& im, const Op& op) {
  const Attrs attrs =
      attributes_for(OpCode::reverse, {{"dimensions", ints_of(im, op, {"dims", "dimensions"})}});
  im.emit(op, OpCode::reverse, {im.operand(op, 0)}, attrs);
}

void dynamic_slice_row(Importer& im, const Op& op) {
  const auto sizes = ints_of(im, op, {"sizes", "slice_sizes"});
  check_rank(im, op, sizes, "slice_sizes");
  if (op.operands.size() != sizes.size() + 1)
    im.fail(op, "needs one scalar start index per dimension of the operand");
  im.emit(op, OpCode::dynamic_slice, im.operands(op),
          attributes_for(OpCode::dynamic_slice, {{"slice_sizes", sizes}}));
}

void dynamic_update_slice_row(Importer& im, const Op& op) {
  if (!op.operand_types.empty() && op.operands.size() != op.operand_types[0].shape.size() + 2)
    im.fail(op, "needs one scalar start index per dimension of the operand");
  im.emit(op, OpCode::dynamic_update_slice, im.operands(op));
}

// Reads the body of #stablehlo.gather<...> / #stablehlo.scatter<...>:
// `list_field = [a, b]` and `index_vector_dim = n`, comma separated. Every
// name must be one of the dialect's; a missing list is empty and a missing
// index_vector_dim is 0, as StableHLO omits defaults when printing.
class DimensionNumbersReader {
 public:
  DimensionNumbersReader(Importer& im, const Op& op, const char* dialect, const std::string& body)
      : im_(im), op_(op), dialect_(dialect), s_(body) {}

  std::map<std::string, std::vector<std::int64_t>> read(const std::set<std::string>& list_fields) {
    std::map<std::string, std::vector<std::int64_t>> out;
    for (const auto& name : list_fields) out[name];
    out["index_vector_dim"] = {0};
    std::set<std::string> seen;
    while (skip_space(), i_ < s_.size()) {
      const std::string name = field_name();
      const bool is_list = list_fields.count(name) > 0;
      if (!is_list && name != "index_vector_dim") fail("unknown field '" + name.substr(0, 30) + "'");
      if (!seen.insert(name).second) fail("field '" + name + "' given twice");
      expect('=', "after " + name);
      out[name] = is_list ? list(name) : std::vector<std::int64_t>{number()};
      skip_space();
      if (i_ < s_.size()) expect(',', "after " + name);
    }
    return out;
  }

 private:
  Importer& im_;
  const Op& op_;
  const char* dialect_;
  const std::string& s_;
  std::size_t i_ = 0;

  [[noreturn]] void fail(const std::string& what) const {
    im_.fail(op_, std::string(dialect_) + ": " + what);
  }
  void skip_space() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  void expect(char c, const std::string& where) {
    skip_space();
    if (i_ >= s_.size() || s_[i_] != c) fail(std::string("expected '") + c + "' " + where);
    ++i_;
  }
  std::string field_name() {
    const std::size_t first = i_;
    while (i_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[i_])) || s_[i_] == '_')) ++i_;
    if (i_ == first) fail("expected a field name at '" + s_.substr(first, 20) + "'");
    return s_.substr(first, i_ - first);
  }
  std::int64_t number() {
    skip_space();
    const std::size_t first = i_;
    if (i_ < s_.size() && s_[i_] == '-') ++i_;
    const std::size_t digits = i_;
    while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) ++i_;
    if (i_ == digits || i_ - digits > 18) fail("expected an integer at '" + s_.substr(first, 20) + "'");
    return std::stoll(s_.substr(first, i_ - first));
  }
  std::vector<std::int64_t> list(const std::string& name) {
    expect('[', "to open " + name);
    std::vector<std::int64_t> values;
    skip_space();
    if (i_ < s_.size() && s_[i_] == ']') return ++i_, values;
    for (;;) {
      values.push_back(number());
      skip_space();
      if (i_ < s_.size() && s_[i_] == ']') return ++i_, values;
      expect(',', "or ']' in " + name);
    }
  }
};

std::map<std::string, std::vector<std::int64_t>> dimension_numbers(Importer& im, const Op& op,
                                                                   const char* key, const char* dialect,
                                                                   const std::set<std::string>& list_fields) {
  const Attr* a = op.attribute(key);
  if (!a) im.fail(op, std::string("missing attribute '") + key + "'");
  if (a->kind != Attr::Kind::Opaque || a->text != dialect)
    im.fail(op, std::string("attribute '") + key + "' must read " + dialect + "<...>");
  return DimensionNumbersReader(im, op, dialect, a->body).read(list_fields);
}

// A boolean attribute as pmapsim's 1 or 0 (absent: 0).
std::int64_t flag(const Op& op, const char* key) {
  const Attr* a = op.attribute(key);
  return a && a->kind == Attr::Kind::Bool && a->text == "true" ? 1 : 0;
}

void gather_row(Importer& im, const Op& op) {
  if (op.operands.size() != 2) im.fail(op, "needs an operand and start indices");
  auto dn = dimension_numbers(im, op, "dimension_numbers", "#stablehlo.gather",
                              {"offset_dims", "collapsed_slice_dims", "operand_batching_dims",
                               "start_indices_batching_dims", "start_index_map"});
  const std::int64_t sorted = flag(op, "indices_are_sorted");
  const Attrs attrs =
      attributes_for(OpCode::gather, {{"offset_dims", dn["offset_dims"]},
                                      {"collapsed_slice_dims", dn["collapsed_slice_dims"]},
                                      {"operand_batching_dims", dn["operand_batching_dims"]},
                                      {"start_indices_batching_dims", dn["start_indices_batching_dims"]},
                                      {"start_index_map", dn["start_index_map"]},
                                      {"index_vector_dim", dn["index_vector_dim"][0]},
                                      {"slice_sizes", im.ints(op, "slice_sizes")},
                                      {"indices_are_sorted", sorted}});
  im.emit(op, OpCode::gather, im.operands_last_first(op, {0, 1}), attrs);
}

// The scatter region (old, update) -> new as pmapsim's computation name.
std::string scatter_computation(Importer& im, const Op& op) {
  if (op.regions.size() != 1) im.fail(op, "needs one update region");
  const Region& r = *op.regions[0];
  if (r.arguments.size() != 2) im.fail(op, "update region must take two scalars (one operand)");
  const std::string& update = r.arguments[1].name;
  const auto is_return_of = [&](const Op& ret, const std::string& name) {
    return ret.name == "stablehlo.return" && ret.operands.size() == 1 && ret.operands[0].name == name &&
           ret.operands[0].index == 0;
  };
  if (r.ops.size() == 1 && is_return_of(r.ops[0], update)) {
    r.read = true;
    return "replace";
  }
  static const std::map<std::string, std::string> combiners = {
      {"stablehlo.add", "add"},      {"stablehlo.maximum", "max"}, {"stablehlo.minimum", "min"},
      {"stablehlo.multiply", "mul"}, {"stablehlo.or", "max"},      {"stablehlo.and", "min"}};
  if (const Op* body = binary_region(r).op) {  // OP(old, update), either order
    auto it = combiners.find(body->name);
    // or/and are max/min only on booleans.
    const bool boolean = r.arguments[0].type.element == "i1";
    if (it != combiners.end() && (boolean || (body->name != "stablehlo.or" && body->name != "stablehlo.and")))
      return it->second;
  }
  im.fail(op, "update region is not one of add, replace, maximum, minimum, multiply of (old, update)");
}

void scatter_row(Importer& im, const Op& op) {
  if (op.operands.size() != 3 || op.result_types.size() != 1)
    im.fail(op, "with several operands is not supported yet");
  auto dn = dimension_numbers(im, op, "scatter_dimension_numbers", "#stablehlo.scatter",
                              {"update_window_dims", "inserted_window_dims", "input_batching_dims",
                               "scatter_indices_batching_dims", "scatter_dims_to_operand_dims"});
  const std::string computation = scatter_computation(im, op);
  const std::int64_t sorted = flag(op, "indices_are_sorted"), unique = flag(op, "unique_indices");
  const Attrs attrs =
      attributes_for(OpCode::scatter, {{"update_window_dims", dn["update_window_dims"]},
                                       {"inserted_window_dims", dn["inserted_window_dims"]},
                                       {"input_batching_dims", dn["input_batching_dims"]},
                                       {"scatter_indices_batching_dims", dn["scatter_indices_batching_dims"]},
                                       {"scatter_dims_to_operand_dims", dn["scatter_dims_to_operand_dims"]},
                                       {"index_vector_dim", dn["index_vector_dim"][0]},
                                       {"indices_are_sorted", sorted},
                                       {"unique_indices", unique},
                                       {"computation", computation}});
  im.emit(op, OpCode::scatter, im.operands(op), attrs);
}

}  // namespace

void add_indexing_rows(RowTable& table) {
  const RowTable rows = {
      {"stablehlo.slice", slice_row},
      {"stablehlo.concatenate", concatenate_row},
      {"stablehlo.pad", pad_row},
      {"stablehlo.reverse", reverse_row},
      {"stablehlo.dynamic_slice", dynamic_slice_row},
      {"stablehlo.dynamic_update_slice", dynamic_update_slice_row},
      {"stablehlo.gather", gather_row},
      {"stablehlo.scatter", scatter_row},
  };
  table.insert(rows.begin(), rows.end());
}

}  // namespace pmapsim::stablehlo_import

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
  im.emit(op, "slice " + im.operand(op, 0) + " {start_indices=" + join(start) +
                  ", limit_indices=" + join(limit) + ", strides=" + join(strides) + "}");
}

void concatenate_row(Importer& im, const Op& op) {
  if (op.operands.empty()) im.fail(op, "needs at least one operand");
  im.emit(op, "concatenate" + im.operands_text(op) +
                  " {dimension=" + std::to_string(int_of(im, op, {"dim", "dimension"})) + "}");
}

void pad_row(Importer& im, const Op& op) {
  const auto low = ints_of(im, op, {"low", "edge_padding_low"});
  const auto high = ints_of(im, op, {"high", "edge_padding_high"});
  const auto interior = ints_of(im, op, {"interior", "interior_padding"});
  check_rank(im, op, low, "pad");
  if (high.size() != low.size() || interior.size() != low.size())
    im.fail(op, "low, high and interior padding differ in length");
  im.emit(op, "pad " + im.operand(op, 0) + ", " + im.operand(op, 1) + " {edge_padding_low=" + join(low) +
                  ", edge_padding_high=" + join(high) + ", interior_padding=" + join(interior) + "}");
}

void reverse_row(Importer& im, const Op& op) {
  im.emit(op, "reverse " + im.operand(op, 0) +
                  " {dimensions=" + join(ints_of(im, op, {"dims", "dimensions"})) + "}");
}

void dynamic_slice_row(Importer& im, const Op& op) {
  const auto sizes = ints_of(im, op, {"sizes", "slice_sizes"});
  check_rank(im, op, sizes, "slice_sizes");
  if (op.operands.size() != sizes.size() + 1)
    im.fail(op, "needs one scalar start index per dimension of the operand");
  im.emit(op, "dynamic_slice" + im.operands_text(op) + " {slice_sizes=" + join(sizes) + "}");
}

void dynamic_update_slice_row(Importer& im, const Op& op) {
  if (!op.operand_types.empty() && op.operands.size() != op.operand_types[0].shape.size() + 2)
    im.fail(op, "needs one scalar start index per dimension of the operand");
  im.emit(op, "dynamic_update_slice" + im.operands_text(op));
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

std::string flag(const Op& op, const char* key) {
  const Attr* a = op.attribute(key);
  return std::string(", ") + key + "=" + (a && a->kind == Attr::Kind::Bool && a->text == "true" ? "1" : "0");
}

void gather_row(Importer& im, const Op& op) {
  if (op.operands.size() != 2) im.fail(op, "needs an operand and start indices");
  auto dn = dimension_numbers(im, op, "dimension_numbers", "#stablehlo.gather",
                              {"offset_dims", "collapsed_slice_dims", "operand_batching_dims",
                               "start_indices_batching_dims", "start_index_map"});
  im.emit(op, "gather " + im.operand(op, 0) + ", " + im.operand(op, 1) + " {offset_dims=" +
                  join(dn["offset_dims"]) + ", collapsed_slice_dims=" + join(dn["collapsed_slice_dims"]) +
                  ", operand_batching_dims=" + join(dn["operand_batching_dims"]) +
                  ", start_indices_batching_dims=" + join(dn["start_indices_batching_dims"]) +
                  ", start_index_map=" + join(dn["start_index_map"]) +
                  ", index_vector_dim=" + std::to_string(dn["index_vector_dim"][0]) +
                  ", slice_sizes=" + join(im.ints(op, "slice_sizes")) + flag(op, "indices_are_sorted") + "}");
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
  im.emit(op, "scatter" + im.operands_text(op) + " {update_window_dims=" + join(dn["update_window_dims"]) +
                  ", inserted_window_dims=" + join(dn["inserted_window_dims"]) +
                  ", input_batching_dims=" + join(dn["input_batching_dims"]) +
                  ", scatter_indices_batching_dims=" + join(dn["scatter_indices_batching_dims"]) +
                  ", scatter_dims_to_operand_dims=" + join(dn["scatter_dims_to_operand_dims"]) +
                  ", index_vector_dim=" + std::to_string(dn["index_vector_dim"][0]) +
                  flag(op, "indices_are_sorted") + flag(op, "unique_indices") +
                  ", computation=" + computation + "}");
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

// Rows for slicing and indexing: slice, concatenate, pad, reverse,
// dynamic_slice, dynamic_update_slice, gather and scatter, read in the
// pretty forms JAX prints (`stablehlo.slice %x [0:2, 1:3:2]`, `dim = 0`,
// `low = [..]`) and the generic ones (`start_indices = array<i64: ...>`,
// `#stablehlo.gather<...>`).
#include <cctype>

#include "importer.hpp"

namespace pmapsim::stablehlo_import {

std::map<std::string, std::vector<std::int64_t>> dimension_numbers(const Importer& im, const Op& op,
                                                                   const Attr& attr) {
  std::map<std::string, std::vector<std::int64_t>> fields;
  const std::string& body = attr.body;
  std::size_t i = 0;
  const auto skip_space = [&] {
    while (i < body.size() && std::isspace(static_cast<unsigned char>(body[i]))) ++i;
  };
  while (true) {
    skip_space();
    if (i >= body.size()) return fields;
    const std::size_t key_start = i;
    while (i < body.size() && (std::isalnum(static_cast<unsigned char>(body[i])) || body[i] == '_')) ++i;
    const std::string key = body.substr(key_start, i - key_start);
    skip_space();
    if (key.empty() || i >= body.size() || body[i] != '=')
      im.fail(op, "has malformed dimension numbers <" + body.substr(0, 80) + ">");
    ++i;
    skip_space();
    std::vector<std::int64_t> values;
    const bool list = i < body.size() && body[i] == '[';
    if (list) ++i;
    while (true) {
      skip_space();
      if (list && i < body.size() && body[i] == ']') {
        ++i;
        break;
      }
      std::size_t end = i;
      if (end < body.size() && body[end] == '-') ++end;
      while (end < body.size() && std::isdigit(static_cast<unsigned char>(body[end]))) ++end;
      if (end == i || end - i > 18) im.fail(op, "has a malformed number in <" + body.substr(0, 80) + ">");
      values.push_back(std::stoll(body.substr(i, end - i)));
      i = end;
      skip_space();
      if (!list) break;
      if (i < body.size() && body[i] == ',')
        ++i;
      else if (i >= body.size() || body[i] != ']')
        im.fail(op, "has an unclosed list in <" + body.substr(0, 80) + ">");
    }
    fields[key] = std::move(values);
    skip_space();
    if (i < body.size() && body[i] == ',') ++i;
  }
}

namespace {

std::vector<std::int64_t> field(const std::map<std::string, std::vector<std::int64_t>>& fields,
                                const char* key) {
  auto it = fields.find(key);
  return it == fields.end() ? std::vector<std::int64_t>{} : it->second;
}

// StableHLO prints index_vector_dim only when it is not 0.
std::int64_t index_vector_dim(const Importer& im, const Op& op,
                              const std::map<std::string, std::vector<std::int64_t>>& fields) {
  auto it = fields.find("index_vector_dim");
  if (it == fields.end()) return 0;
  if (it->second.size() != 1) im.fail(op, "needs one index_vector_dim");
  return it->second[0];
}

const Attr& opaque(const Importer& im, const Op& op, const char* key) {
  const Attr* a = op.attribute(key);
  if (!a || a->kind != Attr::Kind::Opaque) im.fail(op, std::string("needs ") + key);
  return *a;
}

// `[0:2, 1:3:2]` (pretty) or start_indices / limit_indices / strides (generic).
void slice_row(Importer& im, const Op& op) {
  std::vector<std::int64_t> start, limit, strides;
  const Attr* ranges = nullptr;
  for (const Attr& w : op.words)
    if (w.kind == Attr::Kind::Array) ranges = &w;
  if (ranges) {
    for (const Attr& r : ranges->items) {
      if (r.kind != Attr::Kind::Array || r.text != "range" || r.items.size() < 2 || r.items.size() > 3)
        im.fail(op, "needs ranges start:limit or start:limit:stride");
      start.push_back(r.items[0].as_int());
      limit.push_back(r.items[1].as_int());
      strides.push_back(r.items.size() == 3 ? r.items[2].as_int() : 1);
    }
  } else {
    start = im.ints(op, "start_indices");
    limit = im.ints(op, "limit_indices");
    strides = op.attribute("strides") ? im.ints(op, "strides") : std::vector<std::int64_t>(start.size(), 1);
  }
  im.emit(op, "slice " + im.operand(op, 0) + " {start_indices=" + join(start) +
                  ", limit_indices=" + join(limit) + ", strides=" + join(strides) + "}");
}

void concatenate_row(Importer& im, const Op& op) {
  const Attr* d = op.attribute("dim") ? op.attribute("dim") : op.attribute("dimension");
  if (!d) im.fail(op, "needs dim");
  im.emit(op, "concatenate" + im.operands_text(op) + " {dimension=" + std::to_string(d->as_int()) + "}");
}

void pad_row(Importer& im, const Op& op) {
  const char* low = op.attribute("low") ? "low" : "edge_padding_low";
  const char* high = op.attribute("high") ? "high" : "edge_padding_high";
  const char* interior = op.attribute("interior") ? "interior" : "interior_padding";
  im.emit(op, "pad " + im.operand(op, 0) + ", " + im.operand(op, 1) + " {edge_padding_low=" +
                  join(im.ints(op, low)) + ", edge_padding_high=" + join(im.ints(op, high)) +
                  ", interior_padding=" + join(im.ints(op, interior)) + "}");
}

void reverse_row(Importer& im, const Op& op) {
  im.emit(op, "reverse " + im.operand(op, 0) +
                  " {dimensions=" + join(im.ints(op, op.attribute("dims") ? "dims" : "dimensions")) + "}");
}

void dynamic_slice_row(Importer& im, const Op& op) {
  const char* key = op.attribute("sizes") ? "sizes" : "slice_sizes";
  im.emit(op, "dynamic_slice" + im.operands_text(op) + " {slice_sizes=" + join(im.ints(op, key)) + "}");
}

void dynamic_update_slice_row(Importer& im, const Op& op) {
  im.emit(op, "dynamic_update_slice" + im.operands_text(op));
}

void gather_row(Importer& im, const Op& op) {
  const auto dn = dimension_numbers(im, op, opaque(im, op, "dimension_numbers"));
  std::string attrs = "offset_dims=" + join(field(dn, "offset_dims")) +
                      ", collapsed_slice_dims=" + join(field(dn, "collapsed_slice_dims")) +
                      ", operand_batching_dims=" + join(field(dn, "operand_batching_dims")) +
                      ", start_indices_batching_dims=" + join(field(dn, "start_indices_batching_dims")) +
                      ", start_index_map=" + join(field(dn, "start_index_map")) +
                      ", index_vector_dim=" + std::to_string(index_vector_dim(im, op, dn)) +
                      ", slice_sizes=" + join(im.ints(op, "slice_sizes"));
  if (const Attr* sorted = op.attribute("indices_are_sorted"); sorted && sorted->text == "true")
    attrs += ", indices_are_sorted=1";
  im.emit(op, "gather " + im.operand(op, 0) + ", " + im.operand(op, 1) + " {" + attrs + "}");
}

// The scatter computation a region of one op (or a plain return of the
// update: replace) computes, as pmapsim names it.
std::string scatter_computation(const Importer& im, const Op& op) {
  if (op.regions.size() != 1) im.fail(op, "needs one update region");
  const Region& r = *op.regions[0];
  if (r.arguments.size() != 2) im.fail(op, "with several operands is not supported yet");
  const std::string old_value = r.arguments[0].name, update = r.arguments[1].name;
  if (r.ops.size() == 1 && r.ops[0].operands.size() == 1 && r.ops[0].operands[0].name == update)
    return "replace";
  if (r.ops.size() == 2 && r.ops[0].operands.size() == 2 && r.ops[1].operands.size() == 1 &&
      r.ops[1].operands[0].name == r.ops[0].result_names.at(0)) {
    const auto& a = r.ops[0].operands;
    const bool both =
        (a[0].name == old_value && a[1].name == update) || (a[0].name == update && a[1].name == old_value);
    static const std::map<std::string, std::string> names = {{"stablehlo.add", "add"},
                                                             {"stablehlo.maximum", "max"},
                                                             {"stablehlo.minimum", "min"},
                                                             {"stablehlo.multiply", "mul"}};
    auto it = names.find(r.ops[0].name);
    if (both && it != names.end()) return it->second;
    // i1 scatters: or is max, and is min.
    if (both && r.ops[0].name == "stablehlo.or") return "max";
    if (both && r.ops[0].name == "stablehlo.and") return "min";
  }
  im.fail(op, "with an update region other than add, max, min, mul or replace is not supported yet");
}

void scatter_row(Importer& im, const Op& op) {
  if (op.operands.size() != 3) im.fail(op, "with several operands is not supported yet");
  const auto dn = dimension_numbers(im, op, opaque(im, op, "scatter_dimension_numbers"));
  std::string attrs = "update_window_dims=" + join(field(dn, "update_window_dims")) +
                      ", inserted_window_dims=" + join(field(dn, "inserted_window_dims")) +
                      ", input_batching_dims=" + join(field(dn, "input_batching_dims")) +
                      ", scatter_indices_batching_dims=" + join(field(dn, "scatter_indices_batching_dims")) +
                      ", scatter_dims_to_operand_dims=" + join(field(dn, "scatter_dims_to_operand_dims")) +
                      ", index_vector_dim=" + std::to_string(index_vector_dim(im, op, dn)) +
                      ", computation=" + scatter_computation(im, op);
  im.emit(op, "scatter " + im.operand(op, 0) + ", " + im.operand(op, 1) + ", " + im.operand(op, 2) + " {" +
                  attrs + "}");
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

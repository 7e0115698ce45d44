// Rows for the windowed ops and contractions: convolution, reduce_window,
// select_and_scatter, dot_general (pretty and generic forms) and dot. Each
// reads both spellings JAX prints (the pretty `dim_numbers = [b, 0, 1, f]x...`,
// `window = {...}`, `contracting_dims = [1] x [0]` and the generic
// `#stablehlo.conv<...>`, `array<i64: ...>`, `dense<...> : tensor<Nx2xi64>`,
// `#stablehlo.dot<...>`) onto pmapsim's ops of the same StableHLO names.
#include <algorithm>
#include <cctype>
#include <set>

#include "importer.hpp"

namespace pmapsim::stablehlo_import {
namespace {

using IntList = std::vector<std::int64_t>;

// ---- reading attribute values -------------------------------------------

// The integers of a dense<...> : tensor<...> attribute, row-major (a splat
// repeated to the type's element count).
IntList dense_integers(const Importer& im, const Op& op, const Attr& a, const std::string& what) {
  if (!a.type) im.fail(op, what + " needs the type of its dense<...>");
  stablehlo::DenseElements d;
  try {
    d = stablehlo::decode_dense(a, *a.type, what);
  } catch (const Error& e) {
    im.fail(op, e.what());
  }
  if (d.is_hex()) im.fail(op, what + " in hex form is not supported");
  std::int64_t count = 1;
  for (std::int64_t extent : a.type->shape) count *= extent;
  IntList out;
  for (std::int64_t i = 0; i < count; ++i)
    out.push_back(
        im.integer(op, d.splat ? d.literals.at(0) : d.literals.at(static_cast<std::size_t>(i)), what));
  return out;
}

// Integers or booleans of a list: [1, 2], [false, true], array<i64: 1, 2>,
// array<i1: false, true>, dense<[1, 2]> : tensor<2xi64>.
IntList int_list(const Importer& im, const Op& op, const Attr& a, const std::string& what) {
  IntList out;
  auto add = [&](const std::string& word) {
    if (word == "true" || word == "false") {
      out.push_back(word == "true");
    } else {
      out.push_back(im.integer(op, word, what));
    }
  };
  if (a.kind == Attr::Kind::Opaque && a.text == "array") {
    const auto colon = a.body.find(':');
    std::string word;
    for (std::size_t i = colon == std::string::npos ? a.body.size() : colon + 1; i <= a.body.size(); ++i) {
      const char c = i < a.body.size() ? a.body[i] : ',';
      if (c == ',' || std::isspace(static_cast<unsigned char>(c))) {
        if (!word.empty()) add(word);
        word.clear();
      } else {
        word += c;
      }
    }
    return out;
  }
  if (a.kind == Attr::Kind::Dense && a.type && a.type->shape.size() == 1)
    return dense_integers(im, op, a, what);
  if (a.kind != Attr::Kind::Array) im.fail(op, what + " must be a list of integers");
  for (const Attr& item : a.items) {
    if (item.kind != Attr::Kind::Integer && item.kind != Attr::Kind::Bool)
      im.fail(op, what + ": '" + item.text.substr(0, 40) + "' is not an integer");
    add(item.text);
  }
  return out;
}

// [[low, high], ...] in the pretty form, dense<...> : tensor<Nx2xi64> in the
// generic one.
std::vector<IntList> padding_pairs(const Importer& im, const Op& op, const Attr& a, std::size_t n) {
  std::vector<IntList> pairs;
  if (a.kind == Attr::Kind::Array) {
    for (const Attr& item : a.items) pairs.push_back(int_list(im, op, item, "padding"));
  } else if (a.kind == Attr::Kind::Dense) {
    if (!a.type || a.type->shape.size() != 2 || a.type->shape[1] != 2)
      im.fail(op, "padding must be a dense<...> : tensor<Nx2xi64>");
    const IntList flat = dense_integers(im, op, a, "padding");
    for (std::size_t r = 0; r + 1 < flat.size(); r += 2) pairs.push_back({flat[r], flat[r + 1]});
  } else {
    im.fail(op, "padding must be [[low, high], ...] or a dense<...> constant");
  }
  if (pairs.size() != n) {
    im.fail(op, "padding has " + std::to_string(pairs.size()) + " [low, high] pairs, expected " +
                    std::to_string(n));
  }
  for (const IntList& pair : pairs)
    if (pair.size() != 2) im.fail(op, "padding entries must be [low, high] pairs");
  return pairs;
}

// `key = [..]` entries of a #stablehlo.dot<...> or an algorithm's <...> body.
std::map<std::string, std::string> body_fields(const Importer& im, const Op& op, const std::string& body,
                                               const std::string& what) {
  std::map<std::string, std::string> fields;
  std::size_t i = 0;
  while (i < body.size()) {
    while (i < body.size() && (std::isspace(static_cast<unsigned char>(body[i])) || body[i] == ',')) ++i;
    if (i >= body.size()) break;
    const auto eq = body.find('=', i);
    if (eq == std::string::npos) im.fail(op, what + ": expected key = value");
    std::string key = body.substr(i, eq - i);
    while (!key.empty() && std::isspace(static_cast<unsigned char>(key.back()))) key.pop_back();
    i = eq + 1;
    while (i < body.size() && std::isspace(static_cast<unsigned char>(body[i]))) ++i;
    std::size_t end;
    if (i < body.size() && body[i] == '[') {
      end = body.find(']', i);
      if (end == std::string::npos) im.fail(op, what + ": unclosed '['");
      ++end;
    } else {
      end = body.find(',', i);
      if (end == std::string::npos) end = body.size();
    }
    std::string value = body.substr(i, end - i);
    while (!value.empty() && std::isspace(static_cast<unsigned char>(value.back()))) value.pop_back();
    if (!fields.emplace(key, value).second) im.fail(op, what + ": '" + key + "' given twice");
    i = end;
  }
  return fields;
}

IntList ints_of_text(const Importer& im, const Op& op, const std::string& text, const std::string& what) {
  if (text.size() < 2 || text.front() != '[' || text.back() != ']') im.fail(op, what + " must be a list");
  IntList out;
  std::string word;
  for (std::size_t i = 1; i < text.size(); ++i) {
    const char c = text[i];
    if (c == ',' || c == ']') {
      if (!word.empty()) {
        out.push_back(im.integer(op, word, what));
      } else if (c == ',' || !out.empty()) {
        im.fail(op, what + ": an empty entry");
      }
      word.clear();
    } else if (!std::isspace(static_cast<unsigned char>(c))) {
      word += c;
    }
  }
  return out;
}

// A list attribute with one entry per window dimension.
IntList window_list(const Importer& im, const Op& op, const Attr& a, const std::string& what, std::size_t n) {
  IntList values = int_list(im, op, a, what);
  if (values.size() != n) {
    im.fail(op, what + " has " + std::to_string(values.size()) + " entries, expected " + std::to_string(n));
  }
  return values;
}

// pmapsim's lhs_precision and rhs_precision (empty: not given).
struct Precision {
  std::string lhs, rhs;
  void set_in(Attrs& attrs) const {
    if (lhs.empty()) return;
    attrs.set("lhs_precision", lhs);
    attrs.set("rhs_precision", rhs);
  }
  Precision swapped() const { return Precision{rhs, lhs}; }
};

// precision = [DEFAULT, HIGHEST] (pretty) or precision_config =
// [#stablehlo<precision DEFAULT>, ...] (generic): pmapsim's lhs_precision /
// rhs_precision.
Precision precision_attrs(const Importer& im, const Op& op) {
  const Attr* p = op.attribute("precision") ? op.attribute("precision") : op.attribute("precision_config");
  if (!p) return {};
  if (p->kind != Attr::Kind::Array) im.fail(op, "precision must be a list");
  if (p->items.empty()) return {};
  if (p->items.size() != 2) im.fail(op, "precision must name one config per operand");
  Precision precision;
  for (std::size_t i = 0; i < 2; ++i) {
    const Attr& item = p->items[i];
    std::string config = item.text;
    if (item.kind == Attr::Kind::Opaque && item.text == "#stablehlo") {  // #stablehlo<precision HIGH>
      const std::string& body = item.body;
      config = body.rfind("precision ", 0) == 0 ? body.substr(10) : body;
    }
    if (config != "DEFAULT" && config != "HIGH" && config != "HIGHEST")
      im.fail(op, "unknown precision '" + config + "'");
    (i == 0 ? precision.lhs : precision.rhs) = config;
  }
  return precision;
}

// Fails unless every attribute of the op is one the row reads (or a
// discardable one with a dialect prefix, such as mhlo.frontend_attributes).
void check_known_attributes(const Importer& im, const Op& op, std::initializer_list<const char*> known) {
  for (const auto& [key, value] : op.attributes) {
    if (key.find('.') != std::string::npos) continue;
    bool found = false;
    for (const char* k : known) found = found || key == k;
    if (!found) im.fail(op, "attribute '" + key + "' is not supported");
  }
}

// ---- regions ------------------------------------------------------------

using BinaryBody = BinaryRegion;

// The region's binary op (importer.hpp's binary_region), or a one-line error naming `what`.
BinaryBody binary_body(const Importer& im, const Op& op, std::size_t index, const std::string& what) {
  if (index >= op.regions.size()) im.fail(op, "needs a " + what + " region");
  const BinaryBody body = binary_region(*op.regions[index]);
  if (!body.op) im.fail(op, "the " + what + " region must apply one binary op to its two arguments");
  return body;
}

// add, mul, max or min: pmapsim's window computation for a reduction body.
std::string computation_of(const Importer& im, const Op& op, std::size_t region, const std::string& what) {
  static const std::map<std::string, std::string> names = {{"stablehlo.add", "add"},
                                                           {"stablehlo.multiply", "mul"},
                                                           {"stablehlo.maximum", "max"},
                                                           {"stablehlo.minimum", "min"}};
  const BinaryBody body = binary_body(im, op, region, what);
  auto it = names.find(body.op->name);
  if (it == names.end()) im.fail(op, "a " + what + " region of " + body.op->name + " is not supported");
  return it->second;
}

// ---- convolution --------------------------------------------------------

// The pretty form's [b, 0, 1, f] array, or a side of the generic body's text.
std::vector<std::string> labels_of(const Importer& im, const Op& op, const Attr& side) {
  if (side.kind != Attr::Kind::Array) im.fail(op, "dim_numbers must read [..]x[..]->[..]");
  std::vector<std::string> labels;
  for (const Attr& item : side.items) {
    if (item.kind != Attr::Kind::Word && item.kind != Attr::Kind::Integer)
      im.fail(op, "dim_numbers: unexpected entry '" + item.text + "'");
    labels.push_back(item.text);
  }
  return labels;
}

// "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]" split into its three lists.
std::vector<std::vector<std::string>> labels_of_text(const Importer& im, const Op& op,
                                                     const std::string& body) {
  std::vector<std::vector<std::string>> sides;
  std::size_t i = 0;
  auto skip_space = [&] {
    while (i < body.size() && std::isspace(static_cast<unsigned char>(body[i]))) ++i;
  };
  for (int s = 0; s < 3; ++s) {
    skip_space();
    if (s == 1) {
      if (i >= body.size() || body[i] != 'x') im.fail(op, "dim_numbers must read [..]x[..]->[..]");
      ++i;
      skip_space();
    } else if (s == 2) {
      if (body.compare(i, 2, "->") != 0) im.fail(op, "dim_numbers must read [..]x[..]->[..]");
      i += 2;
      skip_space();
    }
    if (i >= body.size() || body[i] != '[') im.fail(op, "dim_numbers must read [..]x[..]->[..]");
    const auto close = body.find(']', i);
    if (close == std::string::npos) im.fail(op, "dim_numbers: unclosed '['");
    std::vector<std::string> labels;
    std::string word;
    for (std::size_t k = i + 1; k <= close; ++k) {
      const char c = body[k];
      if (c == ',' || c == ']') {
        if (word.empty()) {
          if (c == ']' && labels.empty()) break;
          im.fail(op, "dim_numbers: an empty entry");
        }
        labels.push_back(word);
        word.clear();
      } else if (!std::isspace(static_cast<unsigned char>(c))) {
        word += c;
      }
    }
    sides.push_back(labels);
    i = close + 1;
  }
  skip_space();
  if (i != body.size()) im.fail(op, "dim_numbers: unexpected text after the output dimensions");
  return sides;
}

// `raw input_batch_dimension = 0, ..., output_spatial_dimensions = [1]`: the
// form StableHLO prints when the compact one cannot say it, turned into the
// compact form's labels (a dimension no key names stays "" and is refused).
std::vector<std::vector<std::string>> labels_of_raw(const Importer& im, const Op& op, const std::string& body,
                                                    std::size_t lhs_rank, std::size_t rhs_rank,
                                                    std::size_t out_rank) {
  std::vector<std::vector<std::string>> sides = {std::vector<std::string>(lhs_rank),
                                                 std::vector<std::string>(rhs_rank),
                                                 std::vector<std::string>(out_rank)};
  static const std::map<std::string, std::pair<std::size_t, std::string>> keys = {
      {"input_batch_dimension", {0, "b"}},           {"input_feature_dimension", {0, "f"}},
      {"input_spatial_dimensions", {0, ""}},         {"kernel_input_feature_dimension", {1, "i"}},
      {"kernel_output_feature_dimension", {1, "o"}}, {"kernel_spatial_dimensions", {1, ""}},
      {"output_batch_dimension", {2, "b"}},          {"output_feature_dimension", {2, "f"}},
      {"output_spatial_dimensions", {2, ""}}};
  for (const auto& [key, value] : body_fields(im, op, body, "dimension_numbers")) {
    auto it = keys.find(key);
    if (it == keys.end()) im.fail(op, "dimension_numbers: unknown entry '" + key + "'");
    auto& side = sides[it->second.first];
    const IntList positions = it->second.second.empty() ? ints_of_text(im, op, value, key)
                                                        : ints_of_text(im, op, "[" + value + "]", key);
    for (std::size_t k = 0; k < positions.size(); ++k) {
      const std::int64_t p = positions[k];
      if (p < 0 || p >= static_cast<std::int64_t>(side.size()))
        im.fail(op, key + " names dimension " + std::to_string(p) + ", out of range");
      if (!side[static_cast<std::size_t>(p)].empty())
        im.fail(op, key + " names dimension " + std::to_string(p) + " twice");
      side[static_cast<std::size_t>(p)] = it->second.second.empty() ? std::to_string(k) : it->second.second;
    }
  }
  return sides;
}

// Reads one side's labels into its two named dimensions and spatial list.
struct SideDims {
  std::int64_t first = -1;   // b (input, output) or i (kernel)
  std::int64_t second = -1;  // f (input, output) or o (kernel)
  IntList spatial;
};

SideDims side_dims(const Importer& im, const Op& op, const std::vector<std::string>& labels, const char* side,
                   char first, char second, std::size_t rank) {
  const std::string where = std::string("dim_numbers (") + side + ")";
  if (labels.size() != rank) {
    im.fail(op, where + " has " + std::to_string(labels.size()) + " entries for a rank-" +
                    std::to_string(rank) + " operand");
  }
  if (rank < 2) im.fail(op, where + ": a convolution needs rank 2 or more");
  SideDims d;
  d.spatial.assign(rank - 2, -1);
  for (std::size_t p = 0; p < labels.size(); ++p) {
    const std::string& l = labels[p];
    const auto position = static_cast<std::int64_t>(p);
    std::int64_t* slot = nullptr;
    if (l.size() == 1 && l[0] == first) {
      slot = &d.first;
    } else if (l.size() == 1 && l[0] == second) {
      slot = &d.second;
    } else if (!l.empty() && l.size() < 4 && l.find_first_not_of("0123456789") == std::string::npos) {
      const auto k = static_cast<std::size_t>(std::stoll(l));
      if (k < d.spatial.size()) slot = &d.spatial[k];
    }
    if (!slot) im.fail(op, where + ": unexpected entry '" + l + "'");
    if (*slot != -1) im.fail(op, where + " names '" + l + "' twice");
    *slot = position;
  }
  return d;
}

// dim_numbers = [..]x[..]->[..] (pretty) or dimension_numbers =
// #stablehlo.conv<...> (generic, compact or `raw key = value` form).
void conv_dimension_attrs(const Importer& im, const Op& op, std::size_t lhs_rank, std::size_t rhs_rank,
                          std::size_t out_rank, Attrs& attrs) {
  std::vector<std::vector<std::string>> sides;
  if (const Attr* d = op.attribute("dim_numbers")) {
    if (d->kind != Attr::Kind::Array || d->items.size() != 3)
      im.fail(op, "dim_numbers must read [..]x[..]->[..]");
    for (const Attr& side : d->items) sides.push_back(labels_of(im, op, side));
  } else if (const Attr* g = op.attribute("dimension_numbers")) {
    if (g->kind != Attr::Kind::Opaque || g->text != "#stablehlo.conv")
      im.fail(op, "dimension_numbers must be a #stablehlo.conv<...>");
    sides = g->body.rfind("raw", 0) == 0
                ? labels_of_raw(im, op, g->body.substr(3), lhs_rank, rhs_rank, out_rank)
                : labels_of_text(im, op, g->body);
  } else {
    im.fail(op, "missing attribute 'dim_numbers'");
  }
  const SideDims in = side_dims(im, op, sides[0], "input", 'b', 'f', lhs_rank);
  const SideDims kernel = side_dims(im, op, sides[1], "kernel", 'i', 'o', rhs_rank);
  const SideDims out = side_dims(im, op, sides[2], "output", 'b', 'f', out_rank);
  auto all_set = [&](const SideDims& s, const char* side) {
    bool ok = s.first >= 0 && s.second >= 0;
    for (std::int64_t v : s.spatial) ok = ok && v >= 0;
    if (!ok) im.fail(op, std::string("dim_numbers (") + side + ") misses a dimension");
  };
  all_set(in, "input");
  all_set(kernel, "kernel");
  all_set(out, "output");
  attrs.set("input_batch_dimension", in.first);
  attrs.set("input_feature_dimension", in.second);
  attrs.set("input_spatial_dimensions", in.spatial);
  attrs.set("kernel_input_feature_dimension", kernel.first);
  attrs.set("kernel_output_feature_dimension", kernel.second);
  attrs.set("kernel_spatial_dimensions", kernel.spatial);
  attrs.set("output_batch_dimension", out.first);
  attrs.set("output_feature_dimension", out.second);
  attrs.set("output_spatial_dimensions", out.spatial);
}

// window = {stride, pad, lhs_dilate, rhs_dilate, reverse} (pretty) or the
// generic window_strides, padding, lhs_dilation, rhs_dilation,
// window_reversal. Absent entries keep StableHLO's defaults.
void conv_window_attrs(const Importer& im, const Op& op, std::size_t n, Attrs& attrs) {
  static const std::map<std::string, std::string> pretty_names = {{"stride", "window_strides"},
                                                                  {"pad", "padding"},
                                                                  {"lhs_dilate", "lhs_dilation"},
                                                                  {"rhs_dilate", "rhs_dilation"},
                                                                  {"reverse", "window_reversal"}};
  std::vector<std::pair<std::string, const Attr*>> entries;
  if (const Attr* w = op.attribute("window")) {
    if (w->kind != Attr::Kind::Dict) im.fail(op, "window must be {stride = [..], pad = [[..]], ...}");
    for (const auto& [key, value] : w->fields) {
      auto it = pretty_names.find(key);
      if (it == pretty_names.end()) im.fail(op, "window: unknown entry '" + key + "'");
      entries.emplace_back(it->second, &value);
    }
  }
  for (const auto& [pretty, generic] : pretty_names)
    if (const Attr* a = op.attribute(generic)) entries.emplace_back(generic, a);
  std::set<std::string> seen;
  for (const auto& [name, value] : entries) {
    if (!seen.insert(name).second) im.fail(op, "window: '" + name + "' given twice");
    if (name == "padding") {
      attrs.set("padding", padding_pairs(im, op, *value, n));
    } else {
      const IntList values = window_list(im, op, *value, name, n);
      if (name != "window_reversal" &&
          std::any_of(values.begin(), values.end(), [](auto v) { return v < 1; }))
        im.fail(op, name + " must be positive, got " + join(values));
      attrs.set(name, values);
    }
  }
}

std::int64_t group_count(const Importer& im, const Op& op, const char* key) {
  const Attr* a = op.attribute(key);
  if (!a) return 1;
  try {
    const std::int64_t v = a->as_int();
    if (v < 1) im.fail(op, std::string(key) + " must be positive");
    return v;
  } catch (const Error& e) {
    im.fail(op, std::string(key) + ": " + e.what());
  }
}

const TensorType& operand_type(const Importer& im, const Op& op, std::size_t i) {
  if (i >= op.operand_types.size()) im.fail(op, "needs its operand types in the signature");
  return op.operand_types[i];
}

void convolution_row(Importer& im, const Op& op) {
  check_known_attributes(im, op,
                         {"dim_numbers", "dimension_numbers", "window", "window_strides", "padding",
                          "lhs_dilation", "rhs_dilation", "window_reversal", "feature_group_count",
                          "batch_group_count", "precision_config", "precision"});
  if (op.operands.size() != 2) im.fail(op, "expects two operands (input, kernel)");
  const TensorType& lhs = operand_type(im, op, 0);
  const TensorType& rhs = operand_type(im, op, 1);
  if (lhs.element != rhs.element)
    im.fail(op, "operands of different element types (" + lhs.element + ", " + rhs.element + ")");
  Attrs attrs;
  conv_dimension_attrs(im, op, lhs.shape.size(), rhs.shape.size(), im.result_type(op).shape.size(), attrs);
  conv_window_attrs(im, op, lhs.shape.size() - 2, attrs);
  // Read last first (of two bad ones, the precision's error is the one reported).
  precision_attrs(im, op).set_in(attrs);
  attrs.set("batch_group_count", group_count(im, op, "batch_group_count"));
  attrs.set("feature_group_count", group_count(im, op, "feature_group_count"));
  im.emit(op, OpCode::convolution, im.operands_last_first(op, {0, 1}), std::move(attrs));
}

// ---- reduce_window, select_and_scatter ----------------------------------

// The window of reduce_window / select_and_scatter: one entry per operand
// dimension, StableHLO's defaults where absent, every entry checked here so a
// malformed one is an error at the op.
struct Window {
  IntList dims, strides, base_dilations, window_dilations;
  std::vector<IntList> padding;
};

Window read_window(const Importer& im, const Op& op, std::size_t rank, bool dilations) {
  Window w;
  const Attr* dims = op.attribute("window_dimensions");
  if (!dims) im.fail(op, "missing attribute 'window_dimensions'");
  w.dims = window_list(im, op, *dims, "window_dimensions", rank);
  auto list_or_ones = [&](const char* name) {
    const Attr* a = op.attribute(name);
    return a ? window_list(im, op, *a, name, rank) : IntList(rank, 1);
  };
  w.strides = list_or_ones("window_strides");
  w.base_dilations = dilations ? list_or_ones("base_dilations") : IntList(rank, 1);
  w.window_dilations = dilations ? list_or_ones("window_dilations") : IntList(rank, 1);
  w.padding.assign(rank, IntList{0, 0});
  if (const Attr* p = op.attribute("padding")) w.padding = padding_pairs(im, op, *p, rank);
  for (std::size_t d = 0; d < rank; ++d)
    if (w.dims[d] < 1 || w.strides[d] < 1 || w.base_dilations[d] < 1 || w.window_dilations[d] < 1)
      im.fail(op, "has a window entry below 1");
  return w;
}

void set_window(Attrs& attrs, const Window& w, bool dilations) {
  attrs.set("window_dimensions", w.dims);
  attrs.set("window_strides", w.strides);
  if (dilations) {
    attrs.set("base_dilations", w.base_dilations);
    attrs.set("window_dilations", w.window_dilations);
  }
  attrs.set("padding", w.padding);
}

// The computation of a reduce_window region that pmapsim's reduce_window
// names (add, mul, max, min; or/and of booleans as max/min), or "" when the
// region is anything else.
std::string simple_computation(const Op& op, const std::string& element) {
  if (op.regions.size() != 1) return "";
  const Op* found = binary_region(*op.regions[0]).op;
  if (!found) return "";
  const Op& body = *found;
  static const std::map<std::string, std::string> names = {{"stablehlo.add", "add"},
                                                           {"stablehlo.multiply", "mul"},
                                                           {"stablehlo.maximum", "max"},
                                                           {"stablehlo.minimum", "min"}};
  if (auto it = names.find(body.name); it != names.end()) return it->second;
  if (element == "i1" && body.name == "stablehlo.or") return "max";
  if (element == "i1" && body.name == "stablehlo.and") return "min";
  return "";
}

// Any reduction region, or several operands: every window position's
// elements gathered as one strided slice of the padded (and base-dilated)
// input, stacked on a new leading axis, and reduced over it by the region.
void general_reduce_window(Importer& im, const Op& op, std::size_t n, const Window& w) {
  constexpr std::int64_t kMaxWindowElements = 4096;  // one slice per window element
  const std::size_t rank = op.operand_types[0].shape.size();
  std::int64_t count = 1;
  for (std::int64_t extent : w.dims) {
    count *= extent;
    if (count > kMaxWindowElements)
      im.fail(op, fmt::format("with a general region over more than {} window elements is not supported yet",
                              kMaxWindowElements));
  }
  std::vector<std::int64_t> out_shape(rank);
  Shape padded(rank);
  for (std::size_t d = 0; d < rank; ++d) {
    const std::int64_t in = op.operand_types[0].shape[d];
    padded[d] = w.padding[d][0] + w.padding[d][1] + (in == 0 ? 0 : (in - 1) * w.base_dilations[d] + 1);
    const std::int64_t span = (w.dims[d] - 1) * w.window_dilations[d] + 1;
    out_shape[d] = padded[d] < span ? 0 : (padded[d] - span) / w.strides[d] + 1;
  }
  std::vector<ValueId> stacked;
  for (std::size_t k = 0; k < n; ++k) {
    const std::string element = op.operand_types[k].element;
    std::vector<std::int64_t> low, high, interior;
    for (std::size_t d = 0; d < rank; ++d) {
      low.push_back(w.padding[d][0]);
      high.push_back(w.padding[d][1]);
      interior.push_back(w.base_dilations[d] - 1);
    }
    const SpmdType padded_type = im.type(op, TensorType{padded, element});
    const ValueId base = im.add(op, OpCode::pad, im.operands_last_first(op, {k, n + k}),
                                attributes_for(OpCode::pad, {{"edge_padding_low", low},
                                                             {"edge_padding_high", high},
                                                             {"interior_padding", interior}}),
                                padded_type);
    std::vector<ValueId> slices;
    std::vector<std::int64_t> offset(rank, 0);
    Shape one = out_shape;
    one.insert(one.begin(), 1);
    for (std::int64_t position = 0; position < count; ++position) {
      std::vector<std::int64_t> start(rank), limit(rank);
      for (std::size_t d = 0; d < rank; ++d) {
        start[d] = offset[d] * w.window_dilations[d];
        limit[d] = out_shape[d] == 0 ? start[d] : start[d] + (out_shape[d] - 1) * w.strides[d] + 1;
      }
      const ValueId slice =
          im.add(op, OpCode::slice, {base},
                 attributes_for(OpCode::slice,
                                {{"start_indices", start}, {"limit_indices", limit}, {"strides", w.strides}}),
                 im.type(op, TensorType{out_shape, element}));
      slices.push_back(im.add(op, OpCode::reshape, {slice}, {}, im.type(op, TensorType{one, element})));
      for (std::size_t d = rank; d-- > 0;) {  // the next window position, row-major
        if (++offset[d] < w.dims[d]) break;
        offset[d] = 0;
      }
    }
    Shape all = out_shape;
    all.insert(all.begin(), count);
    stacked.push_back(im.add(op, OpCode::concatenate, std::move(slices),
                             attributes_for(OpCode::concatenate, {{"dimension", 0}}),
                             im.type(op, TensorType{all, element})));
  }
  std::vector<TensorType> params;
  for (std::size_t k = 0; k < n; ++k) params.push_back(TensorType{{}, op.operand_types[k].element});
  for (std::size_t k = 0; k < n; ++k) params.push_back(TensorType{{}, op.operand_types[k].element});
  std::vector<BuiltRegion> region;
  region.push_back(im.scalar_region(op, *op.regions.at(0), params));
  if (region[0].region.results.size() != n) im.fail(op, "reducer must return one value per operand");
  std::vector<ValueId> operands = stacked;
  for (std::size_t k = 0; k < n; ++k) operands.push_back(im.operand(op, n + k));
  im.emit_with_regions(op, OpCode::reduce, std::move(operands),
                       attributes_for(OpCode::reduce, {{"dims", IntList{0}}}), std::move(region));
}

void reduce_window_row(Importer& im, const Op& op) {
  check_known_attributes(
      im, op, {"window_dimensions", "window_strides", "base_dilations", "window_dilations", "padding"});
  if (op.operands.empty() || op.operands.size() % 2 != 0) im.fail(op, "needs inputs and as many inits");
  const std::size_t n = op.operands.size() / 2;
  if (op.operand_types.size() != op.operands.size()) im.fail(op, "needs its operand types written");
  if (op.result_types.size() != n) im.fail(op, "needs one result per input");
  const std::size_t rank = op.operand_types[0].shape.size();
  const Window w = read_window(im, op, rank, true);
  const std::string computation = n == 1 ? simple_computation(op, op.operand_types[0].element) : "";
  if (computation.empty()) return general_reduce_window(im, op, n, w);
  Attrs attrs = attributes_for(OpCode::reduce_window, {{"computation", computation}});
  set_window(attrs, w, true);
  im.emit(op, OpCode::reduce_window, im.operands_last_first(op, {0, 1}), std::move(attrs));
}

// The select region's comparison: compare DIR, %a, %b keeps %a (the current
// selection) while it holds; with the arguments swapped the direction flips.
std::string select_of(const Importer& im, const Op& op) {
  const BinaryBody body = binary_body(im, op, 0, "select");
  const Op& cmp = *body.op;
  if (cmp.name != "stablehlo.compare") im.fail(op, "a select region of " + cmp.name + " is not supported");
  const Comparison c = comparison_of(im, cmp);
  if (c.type == "TOTALORDER") im.fail(op, "a TOTALORDER select comparison is not supported yet");
  const std::string& dir = c.direction;
  static const std::map<std::string, std::pair<std::string, std::string>> dirs = {
      {"GE", {"ge", "le"}}, {"GT", {"gt", "lt"}}, {"LE", {"le", "ge"}}, {"LT", {"lt", "gt"}}};
  auto it = dirs.find(dir);
  if (it == dirs.end())
    im.fail(op, "a select comparison '" + dir + "' is not supported (GE, GT, LE, LT are)");
  return body.swapped ? it->second.second : it->second.first;
}

void select_and_scatter_row(Importer& im, const Op& op) {
  check_known_attributes(im, op, {"window_dimensions", "window_strides", "padding"});
  if (op.operands.size() != 3) im.fail(op, "expects three operands (operand, source, init)");
  const std::string select = select_of(im, op);
  const std::string scatter = computation_of(im, op, 1, "scatter");
  const Window w = read_window(im, op, operand_type(im, op, 0).shape.size(), false);
  Attrs attrs = attributes_for(OpCode::select_and_scatter, {{"select", select}, {"scatter", scatter}});
  set_window(attrs, w, false);
  im.emit(op, OpCode::select_and_scatter, im.operands_last_first(op, {0, 1, 2}), std::move(attrs));
}

// ---- dot_general, dot ---------------------------------------------------

// algorithm = <lhs_precision_type = f32, ...>: accepted where it asks for
// what pmapsim computes (the operands as they are, one pass, f32
// accumulation); any other algorithm is an error, never a silent change.
Precision algorithm_precision(const Importer& im, const Op& op, const std::string& element) {
  const Attr* a = op.attribute("algorithm");
  if (!a) return {};
  const auto f = body_fields(im, op, a->body, "algorithm");
  auto get = [&](const char* key) {
    auto it = f.find(key);
    return it == f.end() ? std::string() : it->second;
  };
  const bool exact = get("lhs_precision_type") == element && get("rhs_precision_type") == element &&
                     get("accumulation_type") == "f32" && get("lhs_component_count") == "1" &&
                     get("rhs_component_count") == "1" && get("num_primitive_operations") == "1" &&
                     (element == "f32" || element == "bf16" || element == "f16");
  if (!exact) im.fail(op, "algorithm <" + a->body.substr(0, 200) + "> is not supported");
  return element == "f32" ? Precision{"HIGHEST", "HIGHEST"} : Precision{};
}

// The transpose that alone reads a dot's result and only swaps its lhs-free and
// rhs-free dimension blocks (how JAX writes a weight gradient: dot, then .T):
// the same numbers come from the dot with its operands swapped.
const Op* swapping_transpose(const Importer& im, const Op& dot, std::size_t lhs_free, std::size_t rhs_free) {
  if (dot.result_names.size() != 1) return nullptr;
  const auto& readers = im.readers(dot.result_names[0]);
  if (readers.size() != 1 || readers[0]->name != "stablehlo.transpose") return nullptr;
  const Op& t = *readers[0];
  const Attr* perm = t.attribute("dims") ? t.attribute("dims") : t.attribute("permutation");
  if (!perm || t.operands.size() != 1 || Importer::key(t.operands[0]) != dot.result_names[0]) return nullptr;
  std::vector<std::int64_t> swapped;
  for (std::size_t k = 0; k < rhs_free; ++k) swapped.push_back(static_cast<std::int64_t>(lhs_free + k));
  for (std::size_t k = 0; k < lhs_free; ++k) swapped.push_back(static_cast<std::int64_t>(k));
  return perm->as_ints() == swapped ? &t : nullptr;
}

bool is_float_element(const std::string& element) {
  return element[0] == 'f' || element == "bf16";
}

// Operands of two element types (bf16 x f32), or integers with a float result (int8 x int8 ->
// f32, as quantized code writes it): XLA converts both to the result's type and multiplies
// there; pmapsim's dot takes one operand type.
bool needs_common_type(const std::vector<TensorType>& operands, const std::string& result) {
  return operands[0].element != operands[1].element ||
         (!is_float_element(operands[0].element) && is_float_element(result));
}

Attrs dot_attrs(const IntList& lc, const IntList& rc, const IntList& lb, const IntList& rb,
                const Precision& precision) {
  Attrs attrs = attributes_for(
      OpCode::dot, {{"lhs_contract", lc}, {"rhs_contract", rc}, {"lhs_batch", lb}, {"rhs_batch", rb}});
  precision.set_in(attrs);
  return attrs;
}

void emit_converted_dot(Importer& im, const Op& op, const IntList& lc, const IntList& rc, const IntList& lb,
                        const IntList& rb, const Precision& precision) {
  const std::string& element = im.result_type(op).element;
  std::vector<ValueId> converted;
  for (std::size_t i = 0; i < 2; ++i) {
    TensorType t = op.operand_types[i];
    t.element = element;
    converted.push_back(im.add(op, OpCode::convert, {im.operand(op, i)}, {}, im.type(op, t)));
  }
  im.emit(op, OpCode::dot, std::move(converted), dot_attrs(lc, rc, lb, rb, precision));
}

void emit_dot(Importer& im, const Op& op, const IntList& lc, const IntList& rc, const IntList& lb,
              const IntList& rb, const Precision& precision) {
  if (op.operands.size() != 2) im.fail(op, "expects two operands");
  if (op.operand_types.size() == 2 && needs_common_type(op.operand_types, im.result_type(op).element)) {
    emit_converted_dot(im, op, lc, rc, lb, rb, precision);
    return;
  }
  if (lb.empty() && op.operand_types.size() == 2 && lc.size() <= op.operand_types[0].shape.size() &&
      rc.size() <= op.operand_types[1].shape.size()) {
    const std::size_t lhs_free = op.operand_types[0].shape.size() - lc.size();
    const std::size_t rhs_free = op.operand_types[1].shape.size() - rc.size();
    const Op* t = swapping_transpose(im, op, lhs_free, rhs_free);
    if (t && lhs_free > 0 && rhs_free > 0) {
      im.emit(*t, OpCode::dot, im.operands_last_first(op, {1, 0}),
              dot_attrs(rc, lc, {}, {}, precision.swapped()));
      im.fold(*t);
      return;
    }
  }
  im.emit(op, OpCode::dot, im.operands_last_first(op, {0, 1}), dot_attrs(lc, rc, lb, rb, precision));
}

void dot_general_row(Importer& im, const Op& op) {
  check_known_attributes(im, op,
                         {"contracting_dims", "batching_dims", "dot_dimension_numbers", "precision",
                          "precision_config", "algorithm"});
  IntList lc, rc, lb, rb;
  if (const Attr* c = op.attribute("contracting_dims")) {  // pretty: [1] x [0]
    if (c->kind != Attr::Kind::Array || c->items.size() != 2)
      im.fail(op, "contracting_dims must read [..] x [..]");
    lc = int_list(im, op, c->items[0], "contracting_dims");
    rc = int_list(im, op, c->items[1], "contracting_dims");
    if (const Attr* b = op.attribute("batching_dims")) {
      if (b->kind != Attr::Kind::Array || b->items.size() != 2)
        im.fail(op, "batching_dims must read [..] x [..]");
      lb = int_list(im, op, b->items[0], "batching_dims");
      rb = int_list(im, op, b->items[1], "batching_dims");
    }
  } else if (const Attr* g = op.attribute("dot_dimension_numbers")) {  // #stablehlo.dot<...>
    if (g->kind != Attr::Kind::Opaque || g->text != "#stablehlo.dot")
      im.fail(op, "dot_dimension_numbers must be a #stablehlo.dot<...>");
    for (const auto& [key, value] : body_fields(im, op, g->body, "dot_dimension_numbers")) {
      IntList* slot = key == "lhs_contracting_dimensions"   ? &lc
                      : key == "rhs_contracting_dimensions" ? &rc
                      : key == "lhs_batching_dimensions"    ? &lb
                      : key == "rhs_batching_dimensions"    ? &rb
                                                            : nullptr;
      if (!slot) im.fail(op, "dot_dimension_numbers: unknown entry '" + key + "'");
      *slot = ints_of_text(im, op, value, key);
    }
  } else if (op.attribute("batching_dims")) {
    im.fail(op, "batching_dims without contracting_dims");
  }
  Precision precision = precision_attrs(im, op);
  if (op.attribute("algorithm")) {
    const std::string element = op.operand_types.empty() ? "" : op.operand_types[0].element;
    const Precision chosen = algorithm_precision(im, op, element);
    if (!chosen.lhs.empty()) precision = chosen;
  }
  emit_dot(im, op, lc, rc, lb, rb, precision);
}

// stablehlo.dot: vector or matrix operands, the lhs's last dimension against
// the rhs's first.
void dot_row(Importer& im, const Op& op) {
  check_known_attributes(im, op, {"precision", "precision_config"});
  const std::size_t lhs_rank = operand_type(im, op, 0).shape.size();
  const std::size_t rhs_rank = operand_type(im, op, 1).shape.size();
  if (lhs_rank < 1 || lhs_rank > 2 || rhs_rank < 1 || rhs_rank > 2)
    im.fail(op, "operands must be vectors or matrices");
  emit_dot(im, op, {static_cast<std::int64_t>(lhs_rank) - 1}, {0}, {}, {}, precision_attrs(im, op));
}

}  // namespace

void add_window_rows(RowTable& table) {
  const RowTable rows = {
      {"stablehlo.convolution", convolution_row},
      {"stablehlo.reduce_window", reduce_window_row},
      {"stablehlo.select_and_scatter", select_and_scatter_row},
      {"stablehlo.dot_general", dot_general_row},
      {"stablehlo.dot", dot_row},
  };
  table.insert(rows.begin(), rows.end());
}

}  // namespace pmapsim::stablehlo_import

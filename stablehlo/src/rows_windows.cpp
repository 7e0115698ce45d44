// Rows for contractions and windowed ops: dot_general (pretty and generic
// forms; stablehlo.dot), convolution (pretty `dim_numbers = [b, 0, 1, f]x[0, 1,
// i, o]->[b, 0, 1, f], window = {...}` and generic `#stablehlo.conv<...>`),
// reduce_window and select_and_scatter with their regions read as pmapsim's
// computations.
#include <cctype>

#include "importer.hpp"

namespace pmapsim::stablehlo_import {
namespace {

// `precision = [DEFAULT, HIGH]` (pretty) or `precision_config =
// [#stablehlo<precision DEFAULT>, ...]`: pmapsim's lhs_precision / rhs_precision.
std::string precision_attrs(const Importer& im, const Op& op) {
  const Attr* p = op.attribute("precision") ? op.attribute("precision") : op.attribute("precision_config");
  if (!p || p->items.empty()) return "";
  if (p->items.size() != 2) im.fail(op, "precision must name one config per operand");
  std::string text;
  for (std::size_t i = 0; i < 2; ++i) {
    std::string config = p->items[i].kind == Attr::Kind::Opaque ? p->items[i].body : p->items[i].text;
    config = config.substr(config.find_last_of(' ') == std::string::npos ? 0 : config.find_last_of(' ') + 1);
    if (config != "DEFAULT" && config != "HIGH" && config != "HIGHEST")
      im.fail(op, "unknown precision '" + config.substr(0, 40) + "'");
    text += std::string(i == 0 ? ", lhs_precision=" : ", rhs_precision=") + config;
  }
  return text;
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

// ", lhs_precision=A, rhs_precision=B" -> ", lhs_precision=B, rhs_precision=A".
std::string swap_precision(const std::string& precision) {
  if (precision.empty()) return precision;
  const auto a = precision.find("lhs_precision=") + 14, b = precision.find("rhs_precision=") + 14;
  const std::string lhs = precision.substr(a, precision.find(',', a) - a), rhs = precision.substr(b);
  return ", lhs_precision=" + rhs + ", rhs_precision=" + lhs;
}

void emit_dot(Importer& im, const Op& op, const std::vector<std::int64_t>& lc,
              const std::vector<std::int64_t>& rc, const std::vector<std::int64_t>& lb,
              const std::vector<std::int64_t>& rb) {
  if (op.attribute("algorithm")) im.fail(op, "with a dot algorithm is not supported yet");
  const std::string precision = precision_attrs(im, op);
  if (lb.empty() && op.operand_types.size() == 2 && lc.size() <= op.operand_types[0].shape.size() &&
      rc.size() <= op.operand_types[1].shape.size()) {
    const std::size_t lhs_free = op.operand_types[0].shape.size() - lc.size();
    const std::size_t rhs_free = op.operand_types[1].shape.size() - rc.size();
    const Op* t = swapping_transpose(im, op, lhs_free, rhs_free);
    if (t && lhs_free > 0 && rhs_free > 0) {
      im.emit(*t, "dot " + im.operand(op, 1) + ", " + im.operand(op, 0) + " {lhs_contract=" + join(rc) +
                      ", rhs_contract=" + join(lc) + ", lhs_batch=[], rhs_batch=[]" +
                      swap_precision(precision) + "}");
      im.fold(*t);
      return;
    }
  }
  im.emit(op, "dot " + im.operand(op, 0) + ", " + im.operand(op, 1) + " {lhs_contract=" + join(lc) +
                  ", rhs_contract=" + join(rc) + ", lhs_batch=" + join(lb) + ", rhs_batch=" + join(rb) +
                  precision + "}");
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
  } else if (const Attr* d = op.attribute("dot_dimension_numbers"); d && d->kind == Attr::Kind::Opaque) {
    const auto dn = dimension_numbers(im, op, *d);
    const auto get = [&](const char* key) {
      auto it = dn.find(key);
      return it == dn.end() ? std::vector<std::int64_t>{} : it->second;
    };
    lc = get("lhs_contracting_dimensions");
    rc = get("rhs_contracting_dimensions");
    lb = get("lhs_batching_dimensions");
    rb = get("rhs_batching_dimensions");
  } else {
    lc = {};  // an outer product: no contraction
  }
  emit_dot(im, op, lc, rc, lb, rb);
}

// stablehlo.dot: a matrix-vector or matrix-matrix product over lhs's last and rhs's first dimension.
void dot_row(Importer& im, const Op& op) {
  if (op.operand_types.size() < 2) im.fail(op, "needs its operand types written");
  const auto lhs_rank = static_cast<std::int64_t>(op.operand_types[0].shape.size());
  emit_dot(im, op, {lhs_rank - 1}, {0}, {}, {});
}

// One dimension-numbers side `[b, 0, 1, f]`: the positions of the two letters
// and of each spatial index.
struct Layout {
  std::int64_t first = -1, second = -1;  // b and f, or i and o
  std::vector<std::int64_t> spatial;
};

Layout read_layout(const Importer& im, const Op& op, const std::vector<std::string>& items, char first,
                   char second) {
  Layout l;
  std::vector<std::int64_t> spatial(items.size(), -1);
  std::size_t count = 0;
  for (std::size_t pos = 0; pos < items.size(); ++pos) {
    const std::string& item = items[pos];
    if (item.size() == 1 && item[0] == first) {
      l.first = static_cast<std::int64_t>(pos);
    } else if (item.size() == 1 && item[0] == second) {
      l.second = static_cast<std::int64_t>(pos);
    } else if (!item.empty() &&
               std::all_of(item.begin(), item.end(), [](char c) { return std::isdigit(c); })) {
      const auto k = static_cast<std::size_t>(im.integer(op, item, "spatial dimension"));
      if (k >= items.size()) im.fail(op, "has spatial dimension " + item + " out of range");
      spatial[k] = static_cast<std::int64_t>(pos);
      ++count;
    } else {
      im.fail(op, "has an unknown dimension label '" + item.substr(0, 20) + "'");
    }
  }
  if (l.first < 0 || l.second < 0)
    im.fail(op, std::string("dimension numbers must name ") + first + " and " + second);
  spatial.resize(count);
  for (std::int64_t s : spatial)
    if (s < 0) im.fail(op, "dimension numbers skip a spatial dimension");
  l.spatial = spatial;
  return l;
}

// The three sides of `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`, as label lists.
std::vector<std::vector<std::string>> conv_sides(const Importer& im, const Op& op) {
  std::vector<std::vector<std::string>> sides;
  if (const Attr* d = op.attribute("dim_numbers"); d && d->kind == Attr::Kind::Array) {
    for (const Attr& side : d->items) {
      std::vector<std::string> labels;
      for (const Attr& item : side.items) labels.push_back(item.text);
      sides.push_back(labels);
    }
  } else if (const Attr* g = op.attribute("dimension_numbers"); g && g->kind == Attr::Kind::Opaque) {
    // #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, or the raw_ form with keys.
    std::vector<std::string> labels;
    std::string label;
    for (char c : g->body) {
      if (c == '[') {
        labels.clear();
      } else if (c == ']' || c == ',') {
        if (!label.empty()) labels.push_back(label);
        label.clear();
        if (c == ']') sides.push_back(labels);
      } else if (!std::isspace(static_cast<unsigned char>(c))) {
        label += c;
      }
    }
  }
  if (sides.size() != 3) im.fail(op, "needs dimension numbers [input]x[kernel]->[output]");
  return sides;
}

std::vector<std::vector<std::int64_t>> pairs_of(const Importer& im, const Op& op, const Attr& a,
                                                std::size_t rank) {
  std::vector<std::vector<std::int64_t>> pairs;
  if (a.kind == Attr::Kind::Array) {
    for (const Attr& p : a.items) pairs.push_back(p.as_ints());
  } else if (a.kind == Attr::Kind::Dense && a.type) {
    const auto d = stablehlo::decode_dense(a, *a.type, "padding");
    const std::size_t n = a.type->shape.empty() ? 0 : static_cast<std::size_t>(a.type->shape[0]);
    for (std::size_t i = 0; i < n; ++i) {
      const std::string& lo = d.splat ? d.literals.at(0) : d.literals.at(2 * i);
      const std::string& hi = d.splat ? d.literals.at(0) : d.literals.at(2 * i + 1);
      pairs.push_back({im.integer(op, lo, "padding"), im.integer(op, hi, "padding")});
    }
  } else {
    im.fail(op, "has padding that is not a list of pairs");
  }
  if (pairs.size() != rank)
    im.fail(op, fmt::format("has {} padding pairs for {} dimensions", pairs.size(), rank));
  for (const auto& p : pairs)
    if (p.size() != 2) im.fail(op, "has a padding entry that is not a pair");
  return pairs;
}

std::string pairs_text(const std::vector<std::vector<std::int64_t>>& pairs) {
  std::string s = "[";
  for (std::size_t i = 0; i < pairs.size(); ++i) s += (i ? ", " : "") + join(pairs[i]);
  return s + "]";
}

// true/false lists (`reverse = [false, true]`, `array<i1: false, true>`) as 0/1.
std::vector<std::int64_t> flags(const Attr& a) {
  std::vector<std::int64_t> out;
  if (a.kind == Attr::Kind::Array) {
    for (const Attr& item : a.items) out.push_back(item.text == "true" || item.text == "1");
  } else {
    std::string word;
    for (char c : a.body + ",") {
      if (std::isalnum(static_cast<unsigned char>(c))) {
        word += c;
      } else {
        if (word == "true" || word == "false") out.push_back(word == "true");
        word.clear();
      }
    }
  }
  return out;
}

void convolution_row(Importer& im, const Op& op) {
  const auto sides = conv_sides(im, op);
  const Layout in = read_layout(im, op, sides[0], 'b', 'f');
  const Layout kernel = read_layout(im, op, sides[1], 'i', 'o');
  const Layout out = read_layout(im, op, sides[2], 'b', 'f');
  const std::size_t spatial = in.spatial.size();
  std::vector<std::int64_t> strides(spatial, 1), lhs_dilation(spatial, 1), rhs_dilation(spatial, 1), reversal;
  std::vector<std::vector<std::int64_t>> padding(spatial, std::vector<std::int64_t>{0, 0});
  if (const Attr* w = op.attribute("window"); w && w->kind == Attr::Kind::Dict) {
    if (const Attr* a = w->field("stride")) strides = a->as_ints();
    if (const Attr* a = w->field("pad")) padding = pairs_of(im, op, *a, spatial);
    if (const Attr* a = w->field("lhs_dilate")) lhs_dilation = a->as_ints();
    if (const Attr* a = w->field("rhs_dilate")) rhs_dilation = a->as_ints();
    if (const Attr* a = w->field("reverse")) reversal = flags(*a);
  } else {
    if (const Attr* a = op.attribute("window_strides")) strides = a->as_ints();
    if (const Attr* a = op.attribute("padding")) padding = pairs_of(im, op, *a, spatial);
    if (const Attr* a = op.attribute("lhs_dilation")) lhs_dilation = a->as_ints();
    if (const Attr* a = op.attribute("rhs_dilation")) rhs_dilation = a->as_ints();
    if (const Attr* a = op.attribute("window_reversal")) reversal = flags(*a);
  }
  if (reversal.empty()) reversal.assign(spatial, 0);
  const auto count = [&](const char* key) {
    const Attr* a = op.attribute(key);
    return a ? a->as_int() : 1;
  };
  std::string attrs =
      "window_strides=" + join(strides) + ", padding=" + pairs_text(padding) +
      ", lhs_dilation=" + join(lhs_dilation) + ", rhs_dilation=" + join(rhs_dilation) +
      ", window_reversal=" + join(reversal) + ", input_batch_dimension=" + std::to_string(in.first) +
      ", input_feature_dimension=" + std::to_string(in.second) +
      ", input_spatial_dimensions=" + join(in.spatial) +
      ", kernel_input_feature_dimension=" + std::to_string(kernel.first) +
      ", kernel_output_feature_dimension=" + std::to_string(kernel.second) +
      ", kernel_spatial_dimensions=" + join(kernel.spatial) +
      ", output_batch_dimension=" + std::to_string(out.first) +
      ", output_feature_dimension=" + std::to_string(out.second) +
      ", output_spatial_dimensions=" + join(out.spatial) +
      ", feature_group_count=" + std::to_string(count("feature_group_count")) +
      ", batch_group_count=" + std::to_string(count("batch_group_count")) + precision_attrs(im, op);
  im.emit(op, "convolution " + im.operand(op, 0) + ", " + im.operand(op, 1) + " {" + attrs + "}");
}

// The computation a two-parameter region of one op applies, as pmapsim names it.
std::string region_computation(const Importer& im, const Op& op, std::size_t index) {
  if (op.regions.size() <= index) im.fail(op, "is missing a region");
  const Region& r = *op.regions[index];
  if (r.ops.size() == 2 && r.arguments.size() == 2 && r.ops[0].operands.size() == 2) {
    static const std::map<std::string, std::string> names = {
        {"stablehlo.add", "add"},     {"stablehlo.multiply", "mul"}, {"stablehlo.maximum", "max"},
        {"stablehlo.minimum", "min"}, {"stablehlo.or", "max"},       {"stablehlo.and", "min"}};
    auto it = names.find(r.ops[0].name);
    if (it != names.end()) return it->second;
  }
  im.fail(op, "with a region other than one add, multiply, maximum or minimum is not supported yet");
}

std::vector<std::int64_t> ints_or(const Importer& im, const Op& op, const char* key, std::size_t rank,
                                  std::int64_t fill) {
  return op.attribute(key) ? im.ints(op, key) : std::vector<std::int64_t>(rank, fill);
}

// The computation a region of one add/multiply/maximum/minimum names, or "".
std::string simple_computation(const Op& op) {
  if (op.regions.size() != 1) return "";
  const Region& r = *op.regions[0];
  if (r.ops.size() != 2 || r.arguments.size() != 2 || r.ops[0].operands.size() != 2) return "";
  static const std::map<std::string, std::string> names = {
      {"stablehlo.add", "add"},     {"stablehlo.multiply", "mul"}, {"stablehlo.maximum", "max"},
      {"stablehlo.minimum", "min"}, {"stablehlo.or", "max"},       {"stablehlo.and", "min"}};
  auto it = names.find(r.ops[0].name);
  return it == names.end() ? "" : it->second;
}

struct Window {
  std::vector<std::int64_t> dims, strides, base_dilations, window_dilations;
  std::vector<std::vector<std::int64_t>> padding;
};

Window read_window(const Importer& im, const Op& op, std::size_t rank) {
  Window w;
  w.dims = im.ints(op, "window_dimensions");
  w.strides = ints_or(im, op, "window_strides", rank, 1);
  w.base_dilations = ints_or(im, op, "base_dilations", rank, 1);
  w.window_dilations = ints_or(im, op, "window_dilations", rank, 1);
  w.padding.assign(rank, std::vector<std::int64_t>{0, 0});
  if (const Attr* p = op.attribute("padding")) w.padding = pairs_of(im, op, *p, rank);
  for (const auto* list : {&w.dims, &w.strides, &w.base_dilations, &w.window_dilations})
    if (list->size() != rank) im.fail(op, fmt::format("needs one window entry per dimension ({})", rank));
  for (std::size_t d = 0; d < rank; ++d)
    if (w.dims[d] < 1 || w.strides[d] < 1 || w.base_dilations[d] < 1 || w.window_dilations[d] < 1)
      im.fail(op, "has a window entry below 1");
  return w;
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
  std::vector<std::string> stacked;
  for (std::size_t k = 0; k < n; ++k) {
    const std::string element = op.operand_types[k].element;
    std::vector<std::int64_t> low, high, interior;
    for (std::size_t d = 0; d < rank; ++d) {
      low.push_back(w.padding[d][0]);
      high.push_back(w.padding[d][1]);
      interior.push_back(w.base_dilations[d] - 1);
    }
    const std::string base = im.emit_value(
        "pad " + im.operand(op, k) + ", " + im.operand(op, n + k) + " {edge_padding_low=" + join(low) +
            ", edge_padding_high=" + join(high) + ", interior_padding=" + join(interior) + "}",
        im.type(op, TensorType{padded, element}));
    std::vector<std::string> slices;
    std::vector<std::int64_t> offset(rank, 0);
    Shape one = out_shape;
    one.insert(one.begin(), 1);
    for (std::int64_t position = 0; position < count; ++position) {
      std::vector<std::int64_t> start(rank), limit(rank);
      for (std::size_t d = 0; d < rank; ++d) {
        start[d] = offset[d] * w.window_dilations[d];
        limit[d] = out_shape[d] == 0 ? start[d] : start[d] + (out_shape[d] - 1) * w.strides[d] + 1;
      }
      const std::string slice =
          im.emit_value("slice " + base + " {start_indices=" + join(start) +
                            ", limit_indices=" + join(limit) + ", strides=" + join(w.strides) + "}",
                        im.type(op, TensorType{out_shape, element}));
      slices.push_back(im.emit_value("reshape " + slice, im.type(op, TensorType{one, element})));
      for (std::size_t d = rank; d-- > 0;) {  // the next window position, row-major
        if (++offset[d] < w.dims[d]) break;
        offset[d] = 0;
      }
    }
    Shape all = out_shape;
    all.insert(all.begin(), count);
    std::string text = "concatenate";
    for (std::size_t i = 0; i < slices.size(); ++i) text += (i ? ", " : " ") + slices[i];
    stacked.push_back(im.emit_value(text + " {dimension=0}", im.type(op, TensorType{all, element})));
  }
  std::vector<TensorType> params;
  for (std::size_t k = 0; k < n; ++k) params.push_back(TensorType{{}, op.operand_types[k].element});
  for (std::size_t k = 0; k < n; ++k) params.push_back(TensorType{{}, op.operand_types[k].element});
  const std::string region = im.region_text(op, *op.regions.at(0), params);
  if (im.last_region_results != n) im.fail(op, "reducer must return one value per operand");
  std::string head = "reduce";
  for (std::size_t k = 0; k < n; ++k) head += (k ? ", " : " ") + stacked[k];
  for (std::size_t k = 0; k < n; ++k) head += ", " + im.operand(op, n + k);
  im.emit_with_regions(op, head + " {dims=[0]}", {region});
}

void reduce_window_row(Importer& im, const Op& op) {
  if (op.operands.size() % 2 != 0 || op.operands.empty()) im.fail(op, "needs inputs and as many inits");
  const std::size_t n = op.operands.size() / 2;
  if (op.operand_types.size() != op.operands.size()) im.fail(op, "needs its operand types written");
  const std::size_t rank = op.operand_types[0].shape.size();
  const Window w = read_window(im, op, rank);
  const std::string computation = n == 1 ? simple_computation(op) : "";
  if (computation.empty()) return general_reduce_window(im, op, n, w);
  const std::string attrs =
      "computation=" + computation + ", window_dimensions=" + join(w.dims) +
      ", window_strides=" + join(w.strides) + ", base_dilations=" + join(w.base_dilations) +
      ", window_dilations=" + join(w.window_dilations) + ", padding=" + pairs_text(w.padding);
  im.emit(op, "reduce_window " + im.operand(op, 0) + ", " + im.operand(op, 1) + " {" + attrs + "}");
}

// The select region: `compare DIR, a, b` returned, as ge/gt/le/lt.
std::string select_direction(const Importer& im, const Op& op) {
  if (op.regions.empty()) im.fail(op, "is missing its select region");
  const Region& r = *op.regions[0];
  if (r.ops.size() == 2 && r.ops[0].name == "stablehlo.compare" && r.arguments.size() == 2 &&
      r.ops[0].operands.size() == 2 && r.ops[0].operands[0].name == r.arguments[0].name &&
      r.ops[0].operands[1].name == r.arguments[1].name) {
    std::string dir;
    if (!r.ops[0].words.empty()) dir = r.ops[0].words[0].text;
    if (const Attr* a = r.ops[0].attribute("comparison_direction"))
      dir = a->body.substr(a->body.find_last_of(' ') + 1);
    static const std::map<std::string, std::string> dirs = {
        {"GE", "ge"}, {"GT", "gt"}, {"LE", "le"}, {"LT", "lt"}};
    auto it = dirs.find(dir);
    if (it != dirs.end()) return it->second;
  }
  im.fail(op, "with a select region other than one GE, GT, LE or LT comparison is not supported yet");
}

void select_and_scatter_row(Importer& im, const Op& op) {
  if (op.operands.size() != 3 || op.operand_types.empty())
    im.fail(op, "needs operand, source and init, typed");
  const std::size_t rank = op.operand_types[0].shape.size();
  std::vector<std::vector<std::int64_t>> padding(rank, std::vector<std::int64_t>{0, 0});
  if (const Attr* p = op.attribute("padding")) padding = pairs_of(im, op, *p, rank);
  const std::string attrs = "select=" + select_direction(im, op) +
                            ", scatter=" + region_computation(im, op, 1) +
                            ", window_dimensions=" + join(im.ints(op, "window_dimensions")) +
                            ", window_strides=" + join(ints_or(im, op, "window_strides", rank, 1)) +
                            ", padding=" + pairs_text(padding);
  im.emit(op, "select_and_scatter" + im.operands_text(op) + " {" + attrs + "}");
}

}  // namespace

void add_window_rows(RowTable& table) {
  const RowTable rows = {
      {"stablehlo.dot_general", dot_general_row},
      {"stablehlo.dot", dot_row},
      {"stablehlo.convolution", convolution_row},
      {"stablehlo.reduce_window", reduce_window_row},
      {"stablehlo.select_and_scatter", select_and_scatter_row},
  };
  table.insert(rows.begin(), rows.end());
}

}  // namespace pmapsim::stablehlo_import

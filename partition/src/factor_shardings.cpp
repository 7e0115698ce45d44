#include "factor_shardings.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

namespace pmapsim::partitioning {

std::int64_t axis_size(const Mesh& mesh, const std::string& name) {
  const auto axis = std::find_if(mesh.begin(), mesh.end(),
                                 [&](const MeshAxis& candidate) { return candidate.name == name; });
  if (axis == mesh.end()) throw Error(fmt::format("the mesh has no axis '{}'", name));
  return axis->size;
}

std::int64_t axes_size(const Mesh& mesh, const Axes& axes) {
  std::int64_t size = 1;
  for (const std::string& name : axes) size *= axis_size(mesh, name);
  return size;
}

std::string axes_name(const Axes& axes) {
  return fmt::format("{}", fmt::join(axes, "."));
}

namespace {

// Ops that keep an uneven split: each element of a padded block depends only on elements at the
// same position of their operands' blocks (padding in, padding out, never read), or the op reads
// across the factor and the partitioner masks the padding with the reduction's identity first
// (reduce_sum, reduce_max, dot's contracted dimensions, a general reduce's init). A
// dynamic_update_slice writes a one-row update only where its clamped start falls, never in
// padding, and an update as long as the dimension block by block.
bool keeps_padding(OpCode op) {
  switch (op) {
    case OpCode::dynamic_update_slice:
    case OpCode::broadcast:
    case OpCode::reshape:
    case OpCode::transpose:
    case OpCode::reduce_sum:
    case OpCode::reduce_max:
    case OpCode::reduce:
    case OpCode::dot:
    case OpCode::constant:
    // Their cut, padded, joined or reversed dimensions are whole; every other one keeps its
    // elements at the same positions (a padded block's padding stays at its end).
    case OpCode::slice:
    case OpCode::pad:
    case OpCode::concatenate:
    case OpCode::reverse:
      return true;
    default:
      return op_def(op).op_class == OpClass::elementwise;
  }
}

// A factor may be padded where it alone makes every dimension holding it: a block's padding
// then sits at the end of that dimension on every tensor, at the same positions.
void mark_paddable(OpCode op, FactorRule& rule, const std::vector<TensorType>& operands,
                   const std::vector<TensorType>& results) {
  // A gather's (or scatter's) dimension its indices pick rows of: an index never points past the
  // true size, so no row of padding is picked (or written).
  // A gather's other dimensions pad too: a padded row of its indices picks a row that lands in the
  // result's padding (a scatter's would write one, so a scatter pads only the indexed one).
  const bool indexed_only = rule.indexed && op == OpCode::scatter;
  const bool gathered = rule.indexed && op == OpCode::gather;
  if (!indexed_only && !gathered &&
      (!keeps_padding(op) || !rule.halos.empty() || rule.indexed || rule.counted_once))
    return;
  rule.paddable.assign(rule.sizes.size(), !indexed_only);
  if (indexed_only) rule.paddable[static_cast<std::size_t>(rule.indexed->factor)] = true;
  // A factor in a dimension with others, or in one longer than itself (every s-th row a strided
  // slice takes), does not make that dimension alone.
  const auto visit = [&](const Dims& dims, const TensorType& type) {
    for (std::size_t d = 0; d < dims.size(); ++d) {
      const std::vector<int>& dim = dims[d];
      const bool alone = dim.size() == 1 && (d >= type.shape.size() ||
                                             type.shape[d] == rule.sizes[static_cast<std::size_t>(dim[0])]);
      if (!alone)
        for (int f : dim) rule.paddable[static_cast<std::size_t>(f)] = false;
    }
  };
  for (std::size_t k = 0; k < rule.operands.size() && k < operands.size(); ++k)
    visit(rule.operands[k], operands[k]);
  for (std::size_t j = 0; j < rule.results.size() && j < results.size(); ++j)
    visit(rule.results[j], results[j]);
  for (std::size_t f = 0; f < rule.sizes.size(); ++f)
    if (rule.kinds[f] == FactorKind::need_replication) rule.paddable[f] = false;
}

}  // namespace

FactorRule rule_for(const Instruction& instruction, const std::vector<TensorType>& operands,
                    const std::vector<TensorType>& results) {
  const OpDef& def = op_def(instruction.op);
  if (!def.factors) {
    const std::string where =
        instruction.loc.known() ? fmt::format(" at {}:{}", instruction.loc.line, instruction.loc.column) : "";
    throw Error(fmt::format("{}{} has no sharding rule: it cannot be partitioned", def.name, where));
  }
  FactorRule rule = def.factors(FactorContext{operands, results, instruction.attrs, instruction.regions});
  mark_paddable(instruction.op, rule, operands, results);
  return rule;
}

void project_dim(const Mesh& mesh, const FactorRule& rule, const Axes& axes, const std::vector<int>& factors,
                 FactorAxes& into) {
  std::size_t k = 0;
  std::int64_t taken = 1;  // the product of the axes factor k has
  for (const std::string& axis : axes) {
    while (k < factors.size() && taken == rule.sizes[static_cast<std::size_t>(factors[k])]) {
      ++k;
      taken = 1;
    }
    if (k == factors.size()) return;
    const std::int64_t size = axis_size(mesh, axis);
    const auto f = static_cast<std::size_t>(factors[k]);
    const bool padded_ok = factors.size() == 1 && rule.is_paddable(f);
    if (rule.sizes[f] % (taken * size) != 0 && !padded_ok) return;
    into[f].push_back(axis);
    taken *= size;
  }
}

Axes dim_axes(const Mesh& mesh, const FactorRule& rule, const FactorAxes& factors,
              const std::vector<int>& dim) {
  Axes axes;
  for (int f : dim) {
    const Axes& own = factors[static_cast<std::size_t>(f)];
    axes.insert(axes.end(), own.begin(), own.end());
    if (axes_size(mesh, own) != rule.sizes[static_cast<std::size_t>(f)]) break;
  }
  return axes;
}

void make_consistent(const Mesh& mesh, const FactorRule& rule, FactorAxes& factors) {
  const auto clear_after_partial = [&](const Dims& dims) {
    bool changed = false;
    for (const std::vector<int>& dim : dims) {
      bool whole_so_far = true;
      for (int f : dim) {
        Axes& own = factors[static_cast<std::size_t>(f)];
        if (!whole_so_far && !own.empty()) {
          own.clear();
          changed = true;
        }
        whole_so_far = whole_so_far && axes_size(mesh, own) == rule.sizes[static_cast<std::size_t>(f)];
      }
    }
    return changed;
  };
  bool changed = true;
  while (changed) {
    changed = false;
    for (const Dims& dims : rule.operands) changed = clear_after_partial(dims) || changed;
    for (const Dims& dims : rule.results) changed = clear_after_partial(dims) || changed;
  }
}

namespace {

// Factors that appear in one tensor together: they may not share an axis (a
// device's block of that tensor would be ambiguous). Factors that never meet
// (an optimization barrier's operands) may; an indexed factor meets all.
std::vector<std::set<int>> partners_of(const FactorRule& rule) {
  std::vector<std::set<int>> partners(rule.sizes.size());
  const auto meet = [&](const Dims& dims) {
    std::vector<int> all;
    for (const std::vector<int>& dim : dims) all.insert(all.end(), dim.begin(), dim.end());
    for (int f : all)
      for (int g : all) partners[static_cast<std::size_t>(f)].insert(g);
  };
  for (const Dims& dims : rule.operands) meet(dims);
  for (const Dims& dims : rule.results) meet(dims);
  // A gather's or scatter's indexed factor meets every other: its split is undone by a sum (or a
  // drop) over its axes that must not mix blocks the other factors split over the same axes.
  if (rule.indexed) {
    const int indexed = rule.indexed->factor;
    for (int g = 0; g < static_cast<int>(rule.sizes.size()); ++g) {
      partners[static_cast<std::size_t>(indexed)].insert(g);
      partners[static_cast<std::size_t>(g)].insert(indexed);
    }
  }
  return partners;
}

}  // namespace

FactorAxes merge_views(const Mesh& mesh, const FactorRule& rule, const std::vector<TensorView>& views) {
  return merge_views(mesh, rule, views, MergeOptions{});
}

FactorAxes merge_views(const Mesh& mesh, const FactorRule& rule, const std::vector<TensorView>& views,
                       const MergeOptions& options) {
  FactorAxes merged(rule.sizes.size());
  if (options.source) options.source->assign(rule.sizes.size(), views.size());
  // (Propagation lets factors share an axis: it needs no partners.)
  const std::vector<std::set<int>> partners =
      options.shared_axes ? std::vector<std::set<int>>{} : partners_of(rule);
  const auto used = [&](std::size_t f, const std::string& axis) {
    if (options.shared_axes) return std::find(merged[f].begin(), merged[f].end(), axis) != merged[f].end();
    for (int g : partners[f]) {
      const Axes& other = merged[static_cast<std::size_t>(g)];
      if (std::find(other.begin(), other.end(), axis) != other.end()) return true;
    }
    return false;
  };
  std::vector<FactorAxes> projections;
  for (const TensorView& view : views) {
    FactorAxes projected(rule.sizes.size());
    const std::size_t rank = std::min(view.dims->size(), view.sharding->dims.size());
    for (std::size_t d = 0; d < rank; ++d)
      project_dim(mesh, rule, view.sharding->dims[d].axes, (*view.dims)[d], projected);
    projections.push_back(std::move(projected));
  }
  std::vector<bool> contested(rule.sizes.size(), false);
  if (options.contested_to_neither)
    for (std::size_t f = 0; f < contested.size(); ++f)
      for (std::size_t v = 0; v < projections.size(); ++v)
        for (std::size_t w = v + 1; w < projections.size(); ++w) {
          const Axes& a = projections[v][f];
          const Axes& b = projections[w][f];
          const bool prefix = std::equal(
              a.begin(), a.begin() + static_cast<std::ptrdiff_t>(std::min(a.size(), b.size())), b.begin());
          if (!a.empty() && !b.empty() && !prefix) contested[f] = true;
        }
  for (std::size_t v = 0; v < views.size(); ++v) {
    const FactorAxes& projected = projections[v];
    for (std::size_t f = 0; f < merged.size(); ++f) {
      if (rule.kinds[f] == FactorKind::need_replication || contested[f]) continue;
      Axes& axes = merged[f];
      const Axes& offered = projected[f];
      // Only an extension of what the factor has: a conflicting view yields.
      if (offered.size() <= axes.size() || !std::equal(axes.begin(), axes.end(), offered.begin())) continue;
      for (std::size_t k = axes.size(); k < offered.size(); ++k) {
        const std::string& axis = offered[k];
        const bool divides = rule.sizes[f] % (axes_size(mesh, axes) * axis_size(mesh, axis)) == 0;
        if (used(f, axis) || (!divides && !rule.is_paddable(f))) break;
        axes.push_back(axis);
        if (options.source) (*options.source)[f] = std::min((*options.source)[f], v);
      }
    }
  }
  make_consistent(mesh, rule, merged);
  return merged;
}

TensorSharding unsplit(std::size_t rank, bool open) {
  TensorSharding sharding;
  sharding.dims.assign(rank, DimSharding{{}, open});
  return sharding;
}

}  // namespace pmapsim::partitioning

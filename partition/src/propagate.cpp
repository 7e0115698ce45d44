// Sharding propagation: the seeds spread through each top-level op's factor
// rule, forward then backward, until no open dimension changes. A value's
// open dimensions only grow (a later view extends, never replaces), so the
// walk ends.
#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "factor_shardings.hpp"

namespace pmapsim {

using partitioning::Axes;
using partitioning::FactorAxes;

std::string sharding_text(const TensorSharding& sharding) {
  std::vector<std::string> dims;
  for (const DimSharding& dim : sharding.dims) {
    std::vector<std::string> parts = dim.axes;
    if (dim.open) parts.push_back("?");
    dims.push_back(fmt::format("{{{}}}", fmt::join(parts, ", ")));
  }
  return fmt::format("[{}]", fmt::join(dims, ", "));
}

PartitionSpec partition_spec_of(const TensorSharding& sharding) {
  PartitionSpec spec;
  for (const DimSharding& dim : sharding.dims) spec.push_back(dim.axes);
  while (!spec.empty() && spec.back().empty()) spec.pop_back();
  return spec;
}

namespace {

// Grows `value`'s open dimensions to the axes the factors give them, skipping
// an axis another dimension holds. True when something grew.
bool extend(const Mesh& mesh, const FactorRule& rule, const FactorAxes& factors,
            const partitioning::Dims& dims, TensorSharding& value) {
  bool changed = false;
  std::set<std::string> held;
  for (const DimSharding& dim : value.dims) held.insert(dim.axes.begin(), dim.axes.end());
  for (std::size_t d = 0; d < value.dims.size() && d < dims.size(); ++d) {
    DimSharding& dim = value.dims[d];
    if (!dim.open) continue;
    const Axes wanted = partitioning::dim_axes(mesh, rule, factors, dims[d]);
    if (wanted.size() <= dim.axes.size() || !std::equal(dim.axes.begin(), dim.axes.end(), wanted.begin()))
      continue;
    for (std::size_t k = dim.axes.size(); k < wanted.size() && !held.count(wanted[k]); ++k) {
      dim.axes.push_back(wanted[k]);
      held.insert(wanted[k]);
      changed = true;
    }
  }
  return changed;
}

// The rule propagation follows. As Shardy's: a reverse's, a concatenate's and a stride-1 slice's
// dimensions propagate;
// a sort's dimension carries the
// operands' shardings to the results (and back) although the sort needs it whole, where the sort has another
// dimension longer than 1; the partitioner then moves or gathers it (jax.lax.top_k's sort
// excepted: Shardy's TopK rule links only dimensions of equal size).
FactorRule propagation_rule(const Instruction& instruction, const std::vector<TensorType>& operands,
                            FactorRule rule) {
  const bool unit_strides =
      instruction.op != OpCode::slice || !instruction.attrs.has("strides") ||
      std::all_of(instruction.attrs.int_list("strides").begin(), instruction.attrs.int_list("strides").end(),
                  [](std::int64_t stride) { return stride == 1; });
  if (instruction.op == OpCode::reverse || instruction.op == OpCode::concatenate ||
      (instruction.op == OpCode::slice && unit_strides)) {
    // As Shardy's: a reverse or a concatenate propagates along every dimension, reversed or
    // concatenated or not (the partitioner mirrors the blocks of a reversed split dimension, and
    // moves a concatenated one's axes to another dimension while it concatenates).
    FactorRule shared;
    std::vector<int> dims;
    for (std::int64_t size : instruction.type.shape) {
      dims.push_back(static_cast<int>(shared.sizes.size()));
      shared.sizes.push_back(size);
      shared.kinds.push_back(FactorKind::pass_through);
    }
    partitioning::Dims tensor;
    for (int f : dims) tensor.push_back({f});
    shared.operands.assign(operands.size(), tensor);
    shared.results = {tensor};
    // Sizes differ across a cut or joined dimension: an axis that does not divide one pads it.
    shared.paddable.assign(shared.sizes.size(), true);
    return shared;
  }
  if (instruction.op != OpCode::sort || instruction.attrs.has("top_k")) return rule;
  const auto along = static_cast<std::size_t>(instruction.attrs.integer("dimension"));
  const Shape& shape = operands.at(0).shape;
  bool batched = false;
  for (std::size_t d = 0; d < shape.size(); ++d) batched = batched || (d != along && shape[d] > 1);
  if (!batched) return rule;
  for (FactorKind& kind : rule.kinds)
    if (kind == FactorKind::need_replication) kind = FactorKind::pass_through;
  return rule;
}

// A loop's carries as Shardy's data-flow edges: result j is operand j carried through, each
// dimension one factor, so a split reaches the values after a loop (a scan over layers) from
// the values before it, and back.
FactorRule carry_rule(const std::vector<TensorType>& operands) {
  FactorRule rule;
  for (const TensorType& type : operands) {
    partitioning::Dims dims;
    for (std::int64_t size : type.shape) {
      dims.push_back({static_cast<int>(rule.sizes.size())});
      rule.sizes.push_back(size);
      rule.kinds.push_back(FactorKind::pass_through);
    }
    rule.operands.push_back(dims);
    rule.results.push_back(dims);
  }
  return rule;
}

}  // namespace

std::vector<TensorSharding> propagate_shardings(const Program& global, const ShardingSeeds& seeds) {
  const Mesh& mesh = seeds.mesh;
  std::vector<TensorSharding> shardings;
  for (ValueId id = 0; id < global.num_values(); ++id)
    shardings.push_back(partitioning::unsplit(global.type_of(id).shape.size(), true));
  for (std::size_t p = 0; p < global.params.size(); ++p)
    shardings[p] = p < seeds.params.size() && seeds.params[p]
                       ? *seeds.params[p]
                       : partitioning::unsplit(global.params[p].type.shape.size(), false);
  for (std::size_t k = 0; k < global.results.size() && k < seeds.results.size(); ++k) {
    const auto id = static_cast<std::size_t>(global.results[k]);
    if (id >= global.params.size() && seeds.results[k]) shardings[id] = *seeds.results[k];
  }
  for (const auto& [id, sharding] : seeds.values) shardings[static_cast<std::size_t>(id)] = sharding;

  // As Shardy's op priorities: elementwise ops spread shardings first, to a fixed point, and
  // only then every op, so that an update's parameter sharding reaches its gradient before a
  // dot's other operand claims the axis.
  bool elementwise_only = true;
  const auto pass = [&](bool forward) {
    bool changed = false;
    const std::size_t n = global.body.size();
    for (std::size_t step = 0; step < n; ++step) {
      const std::size_t index = forward ? step : n - 1 - step;
      const Instruction& instruction = global.body[index];
      // A composite's kernel takes its operands as they come (partition_composite).
      const bool loop = instruction.op == OpCode::while_loop;
      if (elementwise_only && op_def(instruction.op).op_class != OpClass::elementwise) continue;
      if (instruction.op == OpCode::result || (!op_def(instruction.op).factors && !loop) ||
          (instruction.op == OpCode::call && instruction.attrs.has("composite")))
        continue;
      const ValueId own = global.instruction_value(index);
      std::vector<TensorType> operand_types, result_types;
      for (ValueId id : instruction.operands) operand_types.push_back(global.type_of(id));
      for (std::size_t j = 0; j < instruction.result_count(); ++j)
        result_types.push_back(instruction.result_type(j));
      const FactorRule rule =
          loop ? carry_rule(operand_types)
               : propagation_rule(instruction, operand_types,
                                  partitioning::rule_for(instruction, operand_types, result_types));
      std::vector<partitioning::TensorView> operands, results;
      for (std::size_t k = 0; k < instruction.operands.size(); ++k)
        operands.push_back(
            {&shardings[static_cast<std::size_t>(instruction.operands[k])], &rule.operands[k]});
      for (std::size_t j = 0; j < instruction.result_count(); ++j)
        results.push_back({&shardings[static_cast<std::size_t>(own) + j], &rule.results[j]});
      std::vector<partitioning::TensorView> views = forward ? operands : results;
      const auto& rest = forward ? results : operands;
      views.insert(views.end(), rest.begin(), rest.end());
      // Where two tensors give one axis to different factors, as in Shardy's aggressive
      // propagation, the larger tensor's sharding wins (resharding the smaller moves fewer
      // bytes).
      std::vector<std::int64_t> sizes;
      for (const TensorType& type : forward ? operand_types : result_types)
        sizes.push_back(type.num_elements());
      for (const TensorType& type : forward ? result_types : operand_types)
        sizes.push_back(type.num_elements());
      std::vector<std::size_t> order(views.size());
      for (std::size_t v = 0; v < order.size(); ++v) order[v] = v;
      std::stable_sort(order.begin(), order.end(),
                       [&](std::size_t a, std::size_t b) { return sizes[a] > sizes[b]; });
      std::vector<partitioning::TensorView> by_size;
      for (std::size_t v : order) by_size.push_back(views[v]);
      views = std::move(by_size);
      const FactorAxes factors = partitioning::merge_views(mesh, rule, views);
      for (std::size_t k = 0; k < instruction.operands.size(); ++k)
        changed = extend(mesh, rule, factors, rule.operands[k],
                         shardings[static_cast<std::size_t>(instruction.operands[k])]) ||
                  changed;
      for (std::size_t j = 0; j < instruction.result_count(); ++j)
        changed =
            extend(mesh, rule, factors, rule.results[j], shardings[static_cast<std::size_t>(own) + j]) ||
            changed;
    }
    return changed;
  };
  // Each pass only grows open dimensions, so this ends; the bound keeps a
  // pathological program from taking long.
  for (bool phase : {true, false}) {
    elementwise_only = phase;
    for (int round = 0; round < 8; ++round) {
      const bool forward = pass(true);
      const bool backward = pass(false);
      if (!forward && !backward) break;
    }
  }
  return shardings;
}

}  // namespace pmapsim

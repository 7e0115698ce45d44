// Sharding propagation: the seeds spread through each top-level op's factor
// rule, forward then backward, until no open dimension changes. A value's
// open dimensions only grow (a later view extends, never replaces), so the
// walk ends.
#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
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
// Dimensions whose factors came from larger tensors (`source`: lower first) take a contested
// axis first.
bool extend(const Mesh& mesh, const FactorRule& rule, const FactorAxes& factors,
            const std::vector<std::size_t>& source, const partitioning::Dims& dims, TensorSharding& value) {
  bool changed = false;
  std::set<std::string> held;
  for (const DimSharding& dim : value.dims) held.insert(dim.axes.begin(), dim.axes.end());
  std::vector<std::size_t> order;
  for (std::size_t d = 0; d < value.dims.size() && d < dims.size(); ++d) order.push_back(d);
  const auto rank_of = [&](std::size_t d) {
    std::size_t best = source.size() + 1;
    for (int f : dims[d]) best = std::min(best, source[static_cast<std::size_t>(f)]);
    return best;
  };
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return rank_of(a) < rank_of(b); });
  for (std::size_t d : order) {
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

// The rule propagation follows. As Shardy's: a reverse's, a concatenate's and a slice's
// dimensions propagate (the partitioner exchanges the rows a cut block needs, strided or not);
// a sort's dimension carries the
// operands' shardings to the results (and back) although the sort needs it whole, where the sort has another
// dimension longer than 1; the partitioner then moves or gathers it (jax.lax.top_k's sort
// excepted: Shardy's TopK rule links only dimensions of equal size).
FactorRule propagation_rule(const Instruction& instruction, const std::vector<TensorType>& operands,
                            FactorRule rule) {
  if (instruction.op == OpCode::reverse || instruction.op == OpCode::concatenate ||
      instruction.op == OpCode::slice) {
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

// The values one propagation walks: a body of instructions (its first value `first`), every
// value's type, and the shardings it grows (values outside the body are read, never grown:
// their dimensions are closed).
struct Walk {
  const std::vector<Instruction>& body;
  ValueId first;
  std::function<const TensorType&(ValueId)> type_of;
  std::function<TensorSharding&(ValueId)> sharding_of;
  // Values written per device as they stand (a manual computation's): their ops spread nothing.
  std::function<bool(ValueId)> per_device = nullptr;
  // The instructions walked: body[begin, end) (a manual computation's own), every one by default.
  std::size_t begin = 0, end = static_cast<std::size_t>(-1);
};

// The rule propagation follows for one op, with its tensors' sizes.
struct OpRule {
  FactorRule rule;
  std::vector<std::int64_t> operand_sizes, result_sizes;
};

OpRule op_rule(const Walk& walk, const Instruction& instruction) {
  std::vector<TensorType> operand_types, result_types;
  for (ValueId id : instruction.operands) operand_types.push_back(walk.type_of(id));
  for (std::size_t j = 0; j < instruction.result_count(); ++j)
    result_types.push_back(instruction.result_type(j));
  OpRule made;
  made.rule = instruction.op == OpCode::while_loop
                  ? carry_rule(operand_types)
                  : propagation_rule(instruction, operand_types,
                                     partitioning::rule_for(instruction, operand_types, result_types));
  for (const TensorType& type : operand_types) made.operand_sizes.push_back(type.num_elements());
  for (const TensorType& type : result_types) made.result_sizes.push_back(type.num_elements());
  return made;
}

// One op: its factors agreed from its tensors' views, and their open dimensions grown.
bool spread_over(const Mesh& mesh, const Walk& walk, std::size_t index, const OpRule& op, bool forward) {
  const Instruction& instruction = walk.body[index];
  const ValueId own = walk.first + static_cast<ValueId>(index);
  const FactorRule& rule = op.rule;
  std::vector<TensorSharding*> tensors;
  std::vector<const partitioning::Dims*> dims;
  std::vector<std::int64_t> sizes;
  const auto add_operands = [&] {
    for (std::size_t k = 0; k < instruction.operands.size(); ++k) {
      tensors.push_back(&walk.sharding_of(instruction.operands[k]));
      dims.push_back(&rule.operands[k]);
      sizes.push_back(op.operand_sizes[k]);
    }
  };
  const auto add_results = [&] {
    for (std::size_t j = 0; j < instruction.result_count(); ++j) {
      tensors.push_back(&walk.sharding_of(own + static_cast<ValueId>(j)));
      dims.push_back(&rule.results[j]);
      sizes.push_back(op.result_sizes[j]);
    }
  };
  if (forward) {
    add_operands();
    add_results();
  } else {
    add_results();
    add_operands();
  }
  // Where two tensors give one axis to different factors, as in Shardy's aggressive
  // propagation, the larger tensor's sharding wins (resharding the smaller moves fewer bytes).
  std::vector<std::size_t> order(tensors.size());
  for (std::size_t v = 0; v < order.size(); ++v) order[v] = v;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return sizes[a] > sizes[b]; });
  std::vector<partitioning::TensorView> views;
  for (std::size_t v : order) views.push_back({tensors[v], dims[v]});
  // Unlike the partitioner's merge, an axis may serve two factors here: as in Shardy, a conflict
  // is resolved per tensor, where both factors meet (`extend`), so a dot's result takes the
  // batch's axes from the activations while the weight keeps the same axis on the contracted
  // dimension.
  std::vector<std::size_t> source;
  const FactorAxes factors = partitioning::merge_views(mesh, rule, views, {true, &source});
  bool changed = false;
  for (std::size_t v = 0; v < tensors.size(); ++v)
    changed = extend(mesh, rule, factors, source, *dims[v], *tensors[v]) || changed;
  return changed;
}

// Which ops a phase of propagation spreads through.
enum class Phase : std::uint8_t {
  elementwise,  // elementwise ops and loops' carries (data-flow edges, not ops)
  all,
};

bool spreads(Phase phase, const Instruction& instruction) {
  const bool loop = instruction.op == OpCode::while_loop;
  // A composite's kernel takes its operands as they come (partition_composite).
  if (instruction.op == OpCode::result || (!op_def(instruction.op).factors && !loop) ||
      (instruction.op == OpCode::call && instruction.attrs.has("composite")))
    return false;
  switch (phase) {
    case Phase::elementwise:
      return loop || op_def(instruction.op).op_class == OpClass::elementwise;
    case Phase::all:
      return true;
  }
  return true;
}

// As Shardy's op priorities: elementwise ops (and loops' carries) spread shardings first, to a
// fixed point, so that an update's parameter sharding reaches its gradient, and the batch's axis
// the values after a loop, before a dot's or a broadcast's other tensor claims the axis; then
// every op. Each pass only grows open dimensions, so this ends; the bound keeps a pathological
// program from taking long.
void spread(const Mesh& mesh, const Walk& walk) {
  const std::size_t begin = std::min(walk.begin, walk.body.size());
  const std::size_t n = std::max(begin, std::min(walk.end, walk.body.size())) - begin;
  std::vector<std::optional<OpRule>> rules(n);  // each op's, made once (by index - begin)
  for (Phase phase : {Phase::elementwise, Phase::all}) {
    const auto pass = [&](bool forward) {
      bool changed = false;
      for (std::size_t step = 0; step < n; ++step) {
        const std::size_t index = begin + (forward ? step : n - 1 - step);
        if (!spreads(phase, walk.body[index])) continue;
        if (walk.per_device && walk.per_device(walk.first + static_cast<ValueId>(index))) continue;
        std::optional<OpRule>& rule = rules[index - begin];
        if (!rule) rule = op_rule(walk, walk.body[index]);
        changed = spread_over(mesh, walk, index, *rule, forward) || changed;
      }
      return changed;
    };
    for (int round = 0; round < 8; ++round) {
      const bool forward = pass(true);
      const bool backward = pass(false);
      if (!forward && !backward) break;
    }
  }
}

// A manual computation splits its results as it says, and asks for its operands so split (as
// Shardy's in_shardings: an open dimension of the operand takes the axes first); its own values
// are per device. Values indexed by id - base; an operand from outside the body is not seeded.
// A partly manual computation's results stay open after its manual axes: the axes it leaves
// automatic may split them further.
void seed_manual(const std::vector<ShardingSeeds::ManualComputation>& computations, ValueId base,
                 std::vector<TensorSharding>& shardings, std::vector<bool>& per_device) {
  const auto at = [&](ValueId id) { return static_cast<std::size_t>(id - base); };
  for (const ShardingSeeds::ManualComputation& manual : computations) {
    for (ValueId id = manual.first; id <= manual.last; ++id) per_device[at(id)] = true;
    for (const ShardingSeeds::Boundary& result : manual.results) {
      shardings[at(result.whole)] = result.sharding;
      if (!manual.free_axes.empty())
        for (DimSharding& dim : shardings[at(result.whole)].dims) dim.open = true;
    }
    for (const ShardingSeeds::Boundary& operand : manual.operands) {
      if (operand.whole < base) continue;
      TensorSharding& value = shardings[at(operand.whole)];
      // An axis another dimension holds already (another shard_map's ask, a constraint) stays there.
      std::set<std::string> held;
      for (const DimSharding& dim : value.dims) held.insert(dim.axes.begin(), dim.axes.end());
      for (std::size_t d = 0; d < value.dims.size() && d < operand.sharding.dims.size(); ++d) {
        const std::vector<std::string>& asked = operand.sharding.dims[d].axes;
        const bool free = std::none_of(asked.begin(), asked.end(),
                                       [&](const std::string& axis) { return held.count(axis) > 0; });
        if (!value.dims[d].open || !value.dims[d].axes.empty() || !free) continue;
        value.dims[d].axes = asked;
        held.insert(asked.begin(), asked.end());
      }
    }
  }
}

// The values of a partly manual computation's body that are its boundary rather than its work:
// each operand's cut and each result's gathers, which propagation through the body must not
// cross (their axes are the manual ones).
std::set<ValueId> boundary_values(const Walk& walk, const ShardingSeeds::ManualComputation& manual) {
  std::set<ValueId> boundary;
  for (const ShardingSeeds::Boundary& operand : manual.operands) boundary.insert(operand.block);
  for (const ShardingSeeds::Boundary& result : manual.results)
    for (ValueId id = result.whole; id != result.block && id >= manual.first && id <= manual.last;) {
      boundary.insert(id);
      const Instruction& gather = walk.body[static_cast<std::size_t>(id - walk.first)];
      if (gather.operands.empty()) break;
      id = gather.operands.front();
    }
  return boundary;
}

// A partly manual computation (a shard_map over some mesh axes only) is partitioned over the axes
// it leaves automatic, as Shardy propagates those through its body: each block takes them from
// its operand where they split a dimension inside the block (after its manual axes), and they
// spread through the body's ops. No manual axis enters the body: a value the body reads from
// outside it counts as closed and whole here, and is not grown. Each result then offers its
// body's free axes to the value it is gathered into (after its manual axes); true when one took
// them, so that the propagation around the body runs again.
bool spread_free_axes(const Mesh& mesh, const Walk& outer, const ShardingSeeds::ManualComputation& manual) {
  if (manual.free_axes.empty()) return false;
  const std::set<std::string> free(manual.free_axes.begin(), manual.free_axes.end());
  const auto member = [&](ValueId id) { return id >= manual.first && id <= manual.last; };
  const std::set<ValueId> boundary = boundary_values(outer, manual);
  for (const ShardingSeeds::Boundary& operand : manual.operands) {
    const TensorSharding& whole = outer.sharding_of(operand.whole);
    TensorSharding& block = outer.sharding_of(operand.block);
    for (std::size_t d = 0; d < block.dims.size() && d < whole.dims.size(); ++d) {
      const Axes& cut = operand.sharding.dims.at(d).axes;
      const Axes& axes = whole.dims[d].axes;
      block.dims[d] = DimSharding{{}, true};
      if (axes.size() <= cut.size() || !std::equal(cut.begin(), cut.end(), axes.begin())) continue;
      for (std::size_t k = cut.size(); k < axes.size() && free.count(axes[k]); ++k)
        block.dims[d].axes.push_back(axes[k]);
    }
  }
  std::map<ValueId, TensorSharding> outside;  // closed and whole: the body reads them as they are
  const Walk body{outer.body,
                  outer.first,
                  outer.type_of,
                  [&](ValueId id) -> TensorSharding& {
                    if (member(id)) return outer.sharding_of(id);
                    const auto known = outside.find(id);
                    if (known != outside.end()) return known->second;
                    return outside.emplace(id, partitioning::unsplit(outer.type_of(id).shape.size(), false))
                        .first->second;
                  },
                  [&](ValueId id) { return !member(id) || boundary.count(id) > 0; },
                  static_cast<std::size_t>(manual.first - outer.first),
                  static_cast<std::size_t>(manual.last - outer.first + 1)};
  spread(mesh, body);
  bool offered = false;
  for (const ShardingSeeds::Boundary& result : manual.results) {
    const TensorSharding& block = outer.sharding_of(result.block);
    TensorSharding& whole = outer.sharding_of(result.whole);
    std::set<std::string> held;
    for (const DimSharding& dim : whole.dims) held.insert(dim.axes.begin(), dim.axes.end());
    for (std::size_t d = 0; d < whole.dims.size() && d < block.dims.size(); ++d) {
      if (!whole.dims[d].open || whole.dims[d].axes != result.sharding.dims.at(d).axes) continue;
      for (const std::string& axis : block.dims[d].axes) {
        if (held.count(axis)) break;
        whole.dims[d].axes.push_back(axis);
        held.insert(axis);
        offered = true;
      }
    }
  }
  return offered;
}

}  // namespace

std::vector<TensorSharding> propagate_shardings(const Program& global, const ShardingSeeds& seeds) {
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
  std::vector<bool> per_device(shardings.size(), false);
  seed_manual(seeds.manual, 0, shardings, per_device);
  const Walk walk{global.body, static_cast<ValueId>(global.params.size()),
                  [&](ValueId id) -> const TensorType& { return global.type_of(id); },
                  [&](ValueId id) -> TensorSharding& { return shardings[static_cast<std::size_t>(id)]; },
                  [&](ValueId id) { return per_device[static_cast<std::size_t>(id)]; }};
  spread(seeds.mesh, walk);
  bool offered = false;
  for (const ShardingSeeds::ManualComputation& manual : seeds.manual)
    offered = spread_free_axes(seeds.mesh, walk, manual) || offered;
  if (offered) spread(seeds.mesh, walk);
  return shardings;
}

std::vector<TensorSharding> partitioning::propagate_loop_body(
    const Mesh& mesh, const Region& body, ValueId base, const std::vector<TensorSharding>& carries,
    const std::function<std::pair<TensorType, TensorSharding>(ValueId)>& outer,
    const std::map<ValueId, TensorSharding>& constraints,
    const std::vector<ShardingSeeds::ManualComputation>& manual) {
  const auto params = static_cast<ValueId>(body.params.size());
  std::vector<TensorSharding> shardings;
  for (std::size_t j = 0; j < body.params.size(); ++j) shardings.push_back(carries.at(j));
  for (const Instruction& instruction : body.body)
    shardings.push_back(partitioning::unsplit(instruction.type.shape.size(), true));
  for (std::size_t j = 0; j < body.results.size() && j < carries.size(); ++j)
    if (body.results[j] >= base + params)
      shardings[static_cast<std::size_t>(body.results[j] - base)] = carries[j];
  for (const auto& [id, sharding] : constraints)
    if (id >= base && static_cast<std::size_t>(id - base) < shardings.size())
      shardings[static_cast<std::size_t>(id - base)] = sharding;
  std::vector<bool> per_device(shardings.size(), false);
  seed_manual(manual, base, shardings, per_device);
  std::map<ValueId, std::pair<TensorType, TensorSharding>> captured;
  const auto capture = [&](ValueId id) -> std::pair<TensorType, TensorSharding>& {
    auto known = captured.find(id);
    if (known == captured.end()) known = captured.emplace(id, outer(id)).first;
    return known->second;
  };
  const Walk walk{body.body, base + params,
                  [&](ValueId id) -> const TensorType& {
                    if (id < base) return capture(id).first;
                    if (id < base + params) return body.params[static_cast<std::size_t>(id - base)];
                    return body.body[static_cast<std::size_t>(id - base - params)].type;
                  },
                  [&](ValueId id) -> TensorSharding& {
                    return id < base ? capture(id).second : shardings[static_cast<std::size_t>(id - base)];
                  },
                  [&](ValueId id) { return id >= base && per_device[static_cast<std::size_t>(id - base)]; }};
  spread(mesh, walk);
  bool offered = false;
  for (const ShardingSeeds::ManualComputation& computation : manual)
    offered = spread_free_axes(mesh, walk, computation) || offered;
  if (offered) spread(mesh, walk);
  return shardings;
}

}  // namespace pmapsim

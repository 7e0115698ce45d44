// Partitioning: the global program rewritten for one device of the mesh.
//
// Each value of the global program becomes a Local: the per-device value, the
// axes each of its dimensions is split over, and the axes over which it is
// still a partial sum (a contraction whose contracted factor was split). An
// op's factors are split as one of a few candidates decides (what its users
// want, what its operands have); the one needing the fewest bytes of
// collectives wins. Operands are resharded to what the op needs, the op is
// written with local types, and its result keeps its partial axes until a
// user needs it whole.
#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <tuple>
#include <unordered_map>

#include "factor_shardings.hpp"
#include "inline_calls.hpp"
#include "pmapsim/builder.hpp"
#include "slice_exchange.hpp"
#include "sub_axes.hpp"

namespace pmapsim {

using partitioning::Axes;
using partitioning::axes_name;
using partitioning::axes_size;
using partitioning::FactorAxes;

std::int64_t PartitionReport::total_bytes() const {
  std::int64_t total = 0;
  for (const InsertedCollective& c : collectives) total += c.bytes;
  for (const InsertedCollective& c : manual_collectives) total += c.bytes;
  return total;
}

namespace {

// How a value is split: per dimension, its axes (major first).
using Split = std::vector<Axes>;

struct Local {
  ValueId id = -1;
  TensorType global;
  Split split;
  // Still to be combined, one collective per group: XLA completes a sum over several
  // dimensions with one all-reduce per dimension (the last dimension's axes first).
  std::vector<Axes> partial;
  OpCode combine = OpCode::psum;  // how
  // A splat constant not written yet: each user gets it at the block it needs.
  std::optional<Attrs> splat;
  // A broadcast inside a loop or branch, not written yet: each user gets it at
  // the block it needs, as XLA's partitioner splits a broadcast along its new
  // dimensions without moving data (the top level's broadcasts take the
  // propagated shardings instead). Its operand as it stood.
  std::shared_ptr<const Local> broadcast_of;
  Attrs broadcast_attrs;
  // An iota's attributes: a user that needs it whole gets a whole iota
  // written beside it, never a gather (XLA's TopK makes its indices itself).
  std::optional<Attrs> iota;
  // The program's value this is, where its op was merged with an identical one written
  // before (the builder's merge_identical): its collectives are its own, as XLA partitions
  // each op before it merges them (each of two equal sums takes its own all-reduce).
  ValueId merged_for = -1;
};

// Which value the reshard caches know `local` by: its local value, or, for a merged op's, the
// program's value it is (negative: apart from every local value).
ValueId cache_id(const Local& local) {
  return local.merged_for >= 0 ? -2 - local.merged_for : local.id;
}

bool contains(const Axes& axes, const std::string& axis) {
  return std::find(axes.begin(), axes.end(), axis) != axes.end();
}

// Whether one of `groups` (a split's dimensions, a value's partial groups) holds `axis`.
bool in_any(const std::vector<Axes>& groups, const std::string& axis) {
  return std::any_of(groups.begin(), groups.end(), [&](const Axes& axes) { return contains(axes, axis); });
}

// Whether `finer` splits each dimension over `coarser`'s axes first, and maybe more after them.
bool refines(const Split& finer, const Split& coarser) {
  if (finer.size() != coarser.size()) return false;
  for (std::size_t d = 0; d < finer.size(); ++d)
    if (finer[d].size() < coarser[d].size() ||
        !std::equal(coarser[d].begin(), coarser[d].end(), finer[d].begin()))
      return false;
  return true;
}

// Whether `finer` refines `coarser` with axes of `summed` alone (a pending sum's axes).
bool adds_only(const Split& finer, const Split& coarser, const std::vector<Axes>& summed) {
  if (summed.empty() || finer == coarser || !refines(finer, coarser)) return false;
  for (std::size_t d = 0; d < finer.size(); ++d)
    for (std::size_t k = coarser[d].size(); k < finer[d].size(); ++k) {
      if (!in_any(summed, finer[d][k])) return false;
    }
  return true;
}

// The values the top-level loops of `program` give back (each loop's results).
std::set<ValueId> loop_results(const Program& program) {
  std::set<ValueId> results;
  ValueId id = static_cast<ValueId>(program.params.size());
  for (const Instruction& instruction : program.body) {
    if (instruction.op == OpCode::while_loop ||
        (instruction.op == OpCode::result && results.count(instruction.operands.at(0))))
      results.insert(id);
    ++id;
  }
  return results;
}

Split split_of(const TensorSharding& sharding) {
  Split split;
  for (const DimSharding& dim : sharding.dims) split.push_back(dim.axes);
  return split;
}

// The axes an op's reduction factors leave to be summed, one group per factor, the last
// factor (the op's last reduced dimension) first, as XLA orders its all-reduces.
std::vector<Axes> partial_axes(const FactorRule& rule, const FactorAxes& factors) {
  std::vector<Axes> partial;
  for (std::size_t f = factors.size(); f-- > 0;)
    if (rule.kinds[f] == FactorKind::reduction && !factors[f].empty()) partial.push_back(factors[f]);
  return partial;
}

Axes flatten(const std::vector<Axes>& groups) {
  Axes flat;
  for (const Axes& axes : groups) flat.insert(flat.end(), axes.begin(), axes.end());
  return flat;
}

bool is_whole(const Split& split) {
  return std::all_of(split.begin(), split.end(), [](const Axes& axes) { return axes.empty(); });
}

bool same_axes(Axes a, Axes b) {
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  return a == b;
}

bool is_prefix(const Axes& prefix, const Axes& of) {
  return prefix.size() <= of.size() && std::equal(prefix.begin(), prefix.end(), of.begin());
}

class Partitioner {
  // Propagation's shardings for the values of a loop body (ids from `base`).
  struct Guide {
    ValueId base = 0;
    std::vector<TensorSharding> shardings;
    std::map<ValueId, TensorSharding> constraints;  // sharding constraints in the body (any loop's)
  };

 public:
  // `devices`: the mesh the per-device program runs over, the seeds' own by default; the seeds'
  // may cut its axes into parts (sub_axes.hpp), which number the devices alike.
  Partitioner(const Program& global, const ShardingSeeds& seeds, PartitionReport* report,
              const Mesh* devices = nullptr)
      : global_(global), seeds_(seeds), mesh_(seeds.mesh), report_(report), top_builder_(out_) {
    out_.name = global.name;
    out_.mesh = devices ? *devices : mesh_;
    out_.axis_name = mesh_flat_axis_name(out_.mesh);
    out_.axis_size = mesh_device_count(mesh_);
    // XLA's common subexpression elimination runs after partitioning too: a block cut or a halo
    // sliced for two ops is cut once (and the collective reading it can start as soon as it exists).
    top_builder_.merge_identical();
  }

  Program run() {
    desired_ = propagate_shardings(global_, seeds_);
    used_at_top_.assign(static_cast<std::size_t>(global_.num_values()), false);
    readers_at_top_.assign(static_cast<std::size_t>(global_.num_values()), {});
    for (std::size_t index = 0; index < global_.body.size(); ++index) {
      const Instruction& instruction = global_.body[index];
      if (instruction.op == OpCode::result) continue;  // a result names its owner, which is no use of it
      for (ValueId id : instruction.operands) {
        used_at_top_[static_cast<std::size_t>(id)] = true;
        readers_at_top_[static_cast<std::size_t>(id)].push_back(index);
      }
      // A region reads the values of the top level it names, as the instruction holding it.
      for (const Region& region : instruction.regions) note_region_reads(region, index);
    }
    for (ValueId id : global_.results) used_at_top_[static_cast<std::size_t>(id)] = true;
    const ManualPlan top_manual = plan_manual(seeds_.manual, global_.body,
                                              static_cast<ValueId>(global_.params.size()), global_.results);
    Scope scope;
    scope.manual = &top_manual;
    scope.loop_path.emplace();
    std::vector<Split> param_splits, result_splits;
    for (std::size_t p = 0; p < global_.params.size(); ++p) {
      const TensorType& type = global_.params[p].type;
      const Split split = param_split(p);
      param_splits.push_back(split);
      out_.in_specs.push_back(spec_of(split));
      Local local{-1, type, split, {}, OpCode::psum, std::nullopt, nullptr, {}, std::nullopt};
      local.id = builder_->parameter(global_.params[p].name, local_type(type, split));
      scope.values[static_cast<ValueId>(p)] = local;
    }
    constrain_parameters(scope);
    run_body(global_.body, static_cast<ValueId>(global_.params.size()), scope, true);
    const std::set<ValueId> carried_out = loop_results(global_);
    for (std::size_t k = 0; k < global_.results.size(); ++k) {
      // A result without a sharding (jit without out_shardings) stays as propagation left it, as
      // XLA's does, or where it is when propagation did not reach it (through a branch). A
      // loop's result keeps its carry's split where that refines propagation's: the carries
      // settle over the body's dry builds, after propagation, and XLA gives a loop's result the
      // sharding its carry ends with.
      const Local& value = scope.lookup(global_.results[k]);
      Split target = k < seeds_.results.size() && seeds_.results[k]
                         ? split_of(*seeds_.results[k])
                         : split_of(desired_[static_cast<std::size_t>(global_.results[k])]);
      const bool unconstrained = !(k < seeds_.results.size() && seeds_.results[k]);
      if (unconstrained && target == Split(target.size())) target = value.split;
      if (unconstrained && carried_out.count(global_.results[k]) && refines(value.split, target))
        target = value.split;
      // A jax.Array is never split unevenly: of such a dimension of a result it shards, XLA keeps
      // the longest prefix of the axes that divides it (10 over [b, c] of 2 each: over b).
      if (unconstrained)
        for (std::size_t d = 0; d < target.size(); ++d)
          while (padded(value.global, target, d) || !over_whole_axes(target[d])) target[d].pop_back();
      const Local result = reshard_once(value, target, fmt::format("result {}", k));
      out_.results.push_back(result.id);
      out_.out_specs.push_back(spec_of(target));
      result_splits.push_back(target);
    }
    record_global_shapes(param_splits, result_splits);
    if (out_.mesh != mesh_) name_whole_axes(out_);
    verify(out_);
    return std::move(out_);
  }

  // Partitioned over a mesh whose axes are cut into parts (sub_axes.hpp): the arguments' and
  // results' splits named by the devices' mesh, whole axes; PartOfAxis where one is split over
  // some parts of an axis only.
  struct PartOfAxis {};
  // Whether `axes` hold all parts of each axis they cut (a result leaves over whole axes, as a
  // jax.Array's NamedSharding names them).
  bool over_whole_axes(const Axes& axes) const {
    return out_.mesh == mesh_ || partitioning::whole_axes_spec(out_.mesh, {axes}).has_value();
  }
  static void name_whole_axes(Program& program) {
    for (std::vector<PartitionSpec>* specs : {&program.in_specs, &program.out_specs})
      for (PartitionSpec& spec : *specs) {
        std::optional<PartitionSpec> whole = partitioning::whole_axes_spec(program.mesh, spec);
        if (!whole) throw PartOfAxis{};
        spec = std::move(*whole);
      }
  }

 private:
  // A program with padded blocks carries its global shapes: the arguments' split pads them and
  // the results' assembly drops the padding.
  void record_global_shapes(const std::vector<Split>& params, const std::vector<Split>& results) {
    bool any = false;
    for (std::size_t p = 0; p < params.size(); ++p)
      any = any || any_padded(global_.params[p].type, params[p]);
    for (std::size_t k = 0; k < results.size(); ++k)
      any = any || any_padded(global_.type_of(global_.results[k]), results[k]);
    if (!any) return;
    for (const Parameter& param : global_.params) out_.in_global_shapes.push_back(param.type.shape);
    for (ValueId result : global_.results) out_.out_global_shapes.push_back(global_.type_of(result).shape);
  }

  // A body's manual computations (shard_maps), as the partitioner writes them (plan_manual).
  struct ManualPlan {
    std::set<ValueId> members;                           // every value they write, cuts and gathers included
    std::set<ValueId> needed;                            // those written into the partitioned program
    std::map<ValueId, ShardingSeeds::Boundary> entries;  // an operand's cut -> its boundary
    std::map<ValueId, ShardingSeeds::Boundary> exits;    // a gathered result -> its boundary
    // The values of partly manual computations (partitioned over their free axes) -> which.
    std::map<ValueId, const ShardingSeeds::ManualComputation*> partly;
  };

  // The values of a body being rewritten: a called function's body sees its
  // caller's values below its base.
  struct Scope {
    Scope* parent = nullptr;
    const ManualPlan* manual = nullptr;  // the body's own manual computations, if any
    // The program's body or a loop's body inside loop bodies only: the loops' path to it
    // (ShardingSeeds::loop_body_manual's key); none in any other region.
    std::optional<std::vector<ValueId>> loop_path;
    ValueId base = 0;
    std::unordered_map<ValueId, Local> values;
    const Local& lookup(ValueId id) const {
      if (parent && id < base) return parent->lookup(id);
      const auto found = values.find(id);
      if (found == values.end()) throw Error(fmt::format("partitioning: value {} is not defined", id));
      return found->second;
    }
    // Whether the value is this scope's own (not an enclosing scope's).
    bool owns(ValueId id) const { return !parent || id >= base; }
    // Replaces a value's Local wherever it is defined.
    void set(ValueId id, const Local& local) {
      if (parent && id < base) {
        parent->set(id, local);
        return;
      }
      values[id] = local;
    }
  };

  Split param_split(std::size_t p) const {
    const TensorType& type = global_.params[p].type;
    if (p >= seeds_.params.size() || !seeds_.params[p]) return Split(type.shape.size());
    const TensorSharding& seed = *seeds_.params[p];
    check_seed(seed, type, fmt::format("parameter %{}", global_.params[p].name));
    return split_of(seed);
  }

  void check_seed(const TensorSharding& seed, const TensorType& type, const std::string& what) const {
    if (seed.dims.size() != type.shape.size())
      throw Error(fmt::format("{}: sharding {} has {} dimensions; the value is {}", what, sharding_text(seed),
                              seed.dims.size(), type.str()));
    std::set<std::string> seen;
    for (const DimSharding& dim : seed.dims)
      for (const std::string& axis : dim.axes)
        if (!seen.insert(axis).second)
          throw Error(fmt::format("{}: sharding {} uses axis '{}' twice", what, sharding_text(seed), axis));
  }

  static PartitionSpec spec_of(const Split& split) {
    PartitionSpec spec(split.begin(), split.end());
    while (!spec.empty() && spec.back().empty()) spec.pop_back();
    return spec;
  }

  // The per-device type of `global` split as `split`: each block ceil(size / parts) long, as XLA
  // pads a dimension its parts do not divide (the last blocks hold padding).
  TensorType local_type(const TensorType& global, const Split& split) const {
    TensorType local = global;
    for (std::size_t d = 0; d < split.size(); ++d) {
      const std::int64_t parts = axes_size(mesh_, split[d]);
      local.shape[d] = (global.shape[d] + parts - 1) / parts;
    }
    return local;
  }

  // Whether dimension d's blocks carry padding: its parts do not divide it.
  bool padded(const TensorType& global, const Split& split, std::size_t d) const {
    return global.shape[d] % axes_size(mesh_, split[d]) != 0;
  }

  bool any_padded(const TensorType& global, const Split& split) const {
    for (std::size_t d = 0; d < split.size(); ++d)
      if (padded(global, split, d)) return true;
    return false;
  }

  // ---- resharding ------------------------------------------------------------

  // XLA partitions a dot on a mesh of several axes group by group, and an operand it gathers
  // over some axes while keeping others split (FSDP x tensor parallel: a weight gathered over
  // data, still split over model) is gathered for the dot's view of it: its reshard cache
  // knows the grouped view, which depends on which of the operand's dimensions the dot
  // contracts. Two dots that contract it alike (a GLU's two projections) share one gather; a
  // forward dot and its gradient's, which contract it differently, gather it each (w2 in
  // jit_fsdp_tp_2d_mlp_step). Gathers to a whole value are reused, as there.
  static bool partly_gathered_for_dot(const Instruction& instruction, const Local& from, const Split& need) {
    if (instruction.op != OpCode::dot || !from.partial.empty() || from.broadcast_of || from.splat ||
        from.split == need || is_whole(need) || need.size() != from.split.size())
      return false;
    for (std::size_t d = 0; d < need.size(); ++d)
      if (need[d].size() > from.split[d].size() ||
          !std::equal(need[d].begin(), need[d].end(), from.split[d].begin()))
        return false;  // not only a gather
    return true;
  }

  // The dot's view of operand k: which of its dimensions the dot contracts.
  static std::vector<bool> contracted_dims(const FactorRule& rule, std::size_t k) {
    std::vector<bool> contracted;
    for (const std::vector<int>& factors : rule.operands[k])
      contracted.push_back(std::any_of(factors.begin(), factors.end(), [&](int f) {
        return rule.kinds[static_cast<std::size_t>(f)] == FactorKind::reduction;
      }));
    return contracted;
  }

  Local gather_for_dot(const Local& from, const Split& need, std::vector<bool> view,
                       const std::string& purpose) {
    note_asked(from, need);
    const auto key = std::make_tuple(cache_id(from), need, std::move(view));
    const auto known = gathered_for_dot_.find(key);
    if (known != gathered_for_dot_.end()) return known->second;
    Local moved = reshard(from, need, purpose);
    gathered_for_dot_.emplace(key, moved);
    return moved;
  }

  // jax.lax.top_k's indices: XLA's TopK op makes its iota whole on every device, never gathering
  // one (an iota the program itself hands to a sort is gathered, as any split value).
  Local whole_iota(const Local& from) {
    const Split whole(from.global.shape.size());
    const auto key = std::make_pair(cache_id(from), whole);
    const auto known = resharded_.find(key);
    if (known != resharded_.end()) return known->second;
    Local made = from;
    made.split = whole;
    made.id = iota_block(*from.iota, from.global, whole);
    resharded_.emplace(key, made);
    return made;
  }

  // reshard, reusing what an earlier user of the same value asked for.
  Local reshard_once(const Local& from, const Split& target, const std::string& purpose) {
    note_asked(from, target);
    if (from.broadcast_of) return write_broadcast(from, target, purpose);
    if (from.splat) {
      Local made = from;
      made.splat.reset();
      made.split = target;
      made.id = builder_->add(OpCode::constant, {}, *from.splat, local_type(from.global, target));
      return made;
    }
    if (from.split == target && from.partial.empty()) return from;
    const auto key = std::make_pair(cache_id(from), target);
    const auto known = resharded_.find(key);
    if (known != resharded_.end()) return known->second;
    std::vector<Local> steps;
    Local moved = reshard(from, target, purpose, true, nullptr, &steps);
    // A reshard in steps (a gather over one axis, then another) leaves each step's value for
    // later users that want it there, as XLA's reshard cache does (an argmax after a top_k over
    // the same logits reuses the top_k's first gather).
    for (const Local& step : steps) resharded_.emplace(std::make_pair(cache_id(from), step.split), step);
    resharded_.emplace(key, moved);
    return moved;
  }

  // A deferred broadcast written at `target`'s block: its operand's
  // dimensions take the splits of the result dimensions they fill (a
  // dimension of size 1 that grows stays whole); the new dimensions' splits
  // cost nothing. Each block is written once.
  Local write_broadcast(const Local& from, const Split& target, const std::string& purpose) {
    const auto key = std::make_pair(cache_id(from), target);
    const auto known = resharded_.find(key);
    if (known != resharded_.end()) return known->second;
    const Local& operand = *from.broadcast_of;
    const IntList& dims = from.broadcast_attrs.int_list("dims");
    Split operand_split(operand.global.shape.size());
    for (std::size_t i = 0; i < dims.size(); ++i) {
      const auto d = static_cast<std::size_t>(dims[i]);
      if (operand.global.shape[i] == from.global.shape[d]) operand_split[i] = target[d];
    }
    const Local moved = reshard_once(operand, operand_split, purpose);
    Local made = from;
    made.broadcast_of.reset();
    made.split = target;
    made.id =
        builder_->add(OpCode::broadcast, {moved.id}, from.broadcast_attrs, local_type(from.global, target));
    resharded_.emplace(key, made);
    return made;
  }

  // Moves `from` to `target` (no partial axes), writing collectives when
  // `emit`, else only counting their bytes into `cost`.
  Local reshard(Local from, const Split& target, const std::string& purpose, bool emit = true,
                double* cost = nullptr, std::vector<Local>* steps = nullptr) {
    Local cur = std::move(from);
    const DType dtype = cur.global.dtype;
    // `gathered`: an all_gather's result, longer than the split's block where it gathers padding.
    const auto collective = [&](OpCode op, const Axes& axes, Attrs attrs, Split split,
                                std::optional<TensorType> gathered = std::nullopt) {
      const TensorType type = gathered ? *gathered : local_type(cur.global, split);
      if (cost) *cost += traffic(op, axes_size(mesh_, axes), static_cast<double>(type.byte_size()));
      if (emit) {
        attrs.set("axis", out_.axis_name);
        const IntListList groups = mesh_collective_groups(mesh_, axes_name(axes), {});
        if (!groups.empty()) attrs.set("groups", groups);
        cur.id = builder_->add(op, {cur.id}, std::move(attrs));
        if (report_)
          report_->collectives.push_back({op, axes_name(axes), buffer_bytes(op, axes, type), purpose});
      }
      cur.split = std::move(split);
      const bool moves_only = op == OpCode::all_gather || op == OpCode::all_to_all;
      // (a gather of padded blocks is cut to size after this: not a step to keep)
      const bool exact = !gathered || *gathered == local_type(cur.global, cur.split);
      if (emit && steps && moves_only && exact && cur.partial.empty() && cur.global.dtype == dtype)
        steps->push_back(cur);
    };
    if (!cur.partial.empty()) complete_partial(cur, target, collective, emit);
    take_contained_pieces(cur, target, purpose, emit, cost);
    swap_between_dims(cur, target, purpose, emit, cost);
    reorder_within_dims(cur, target, purpose, emit, cost);
    slice_new_axes_first(cur, target, emit);
    move_axes_between_dims(cur, target, collective, emit);
    reorder_within_dims(cur, target, purpose, emit, cost);
    gather_extra_axes(cur, target, collective, emit, cost, purpose);
    slice_to(cur, target, emit);
    return cur;
  }

  // A dimension split over axes the target wants in another order ([data, model] where [model]
  // or [model, data] is wanted) is reordered first, as XLA reshards it: each device's block in
  // the new order is another device's whole block, moved with one collective permute; what the
  // target does not want is then gathered (not every axis gathered and the block cut again).
  void reorder_within_dims(Local& cur, const Split& target, const std::string& purpose, bool emit,
                           double* cost) {
    std::optional<Split> reordered;  // made only where a dimension needs it: resharding is hot
    Axes moved;
    for (std::size_t d = 0; d < target.size() && d < cur.split.size(); ++d) {
      const Axes& have = cur.split[d];
      const Axes& want = target[d];
      if (is_prefix(have, want) || is_prefix(want, have)) continue;
      const auto held = [&](const std::string& axis) {
        return std::find(have.begin(), have.end(), axis) != have.end();
      };
      if (!std::all_of(want.begin(), want.end(), held)) continue;
      if (!reordered) reordered = cur.split;
      Axes& order = (*reordered)[d];
      order = want;
      for (const std::string& axis : have)
        if (std::find(want.begin(), want.end(), axis) == want.end()) order.push_back(axis);
      moved.insert(moved.end(), have.begin(), have.end());
    }
    if (!reordered) return;
    const auto bytes = static_cast<std::int64_t>(local_type(cur.global, cur.split).byte_size());
    if (cost) *cost += static_cast<double>(bytes);
    if (emit) {
      Attrs attrs;
      attrs.set("axis", out_.axis_name);
      attrs.set("perm", reordering_pairs(cur.split, *reordered));
      cur.id = builder_->add(OpCode::ppermute, {cur.id}, std::move(attrs));
      if (report_) report_->collectives.push_back({OpCode::ppermute, axes_name(moved), bytes, purpose});
    }
    cur.split = std::move(*reordered);
  }

  // Two dimensions that trade their axes, one cut r times finer than the other ([x], [y] where
  // [y], [x] is wanted; x 2, y 4: r = 2), as XLA reshards them: an all_to_all within groups of r
  // devices (those apart only in the minor part of the finer dimension's block index) cuts the
  // finer-to-be dimension r times finer and joins r blocks of the other, which gives each device
  // the block another device wants; one collective permute then hands it over. (Equal cuts are
  // one permute of whole blocks: take_contained_pieces.)
  void swap_between_dims(Local& cur, const Split& target, const std::string& purpose, bool emit,
                         double* cost) {
    if (!cur.partial.empty()) return;
    std::vector<std::size_t> changed;
    for (std::size_t d = 0; d < target.size(); ++d)
      if (cur.split[d] != target[d]) changed.push_back(d);
    if (changed.size() != 2) return;
    std::size_t d = changed[0], e = changed[1];
    if (cur.split[d].empty() || cur.split[e].empty() || cur.split[d] != target[e] ||
        cur.split[e] != target[d])
      return;
    if (axes_size(mesh_, cur.split[d]) > axes_size(mesh_, cur.split[e])) std::swap(d, e);
    // Dimension d is cut into p blocks over axes P, e into q = r p over Q; d is to take Q, e P.
    const Axes& coarse = cur.split[d];
    const Axes& fine = cur.split[e];
    const std::int64_t p = axes_size(mesh_, coarse), q = axes_size(mesh_, fine);
    if (p == q || q % p != 0) return;
    const std::int64_t r = q / p;
    for (std::size_t k : {d, e})
      if (padded(cur.global, cur.split, k) || padded(cur.global, target, k)) return;
    const TensorType block = local_type(cur.global, cur.split);
    const auto bytes = static_cast<std::int64_t>(block.byte_size());
    if (cost)
      *cost += traffic(OpCode::all_to_all, r, static_cast<double>(bytes)) + static_cast<double>(bytes);
    if (emit) {
      const std::int64_t devices = mesh_device_count(mesh_);
      // Each group by what its members share, its members by their place in it (j % r).
      std::map<std::vector<std::int64_t>, std::map<std::int64_t, std::int64_t>> groups;
      IntListList pairs;
      for (std::int64_t device = 0; device < devices; ++device) {
        std::vector<std::int64_t> key;
        for (std::size_t k = 0; k < mesh_.size(); ++k)
          if (!contains(fine, mesh_[k].name)) key.push_back(mesh_coordinate_of(device, k));
        const std::int64_t i = block_index(device, coarse), j = block_index(device, fine);
        key.push_back(j / r);
        groups[key][j % r] = device;
        // It now holds d's block i r + j % r of q and e's block j / r of p: the block of the device
        // whose index over Q is i r + j % r and over P is j / r.
        pairs.push_back({device, device_with(device, {{&fine, i * r + j % r}, {&coarse, j / r}})});
      }
      IntListList group_list;
      for (const auto& [key, members] : groups) {
        IntList group;
        for (const auto& [place, member] : members) group.push_back(member);
        group_list.push_back(std::move(group));
      }
      Attrs attrs;
      attrs.set("axis", out_.axis_name);
      attrs.set("groups", group_list);
      attrs.set("split_axis", static_cast<std::int64_t>(d));
      attrs.set("concat_axis", static_cast<std::int64_t>(e));
      cur.id = builder_->add(OpCode::all_to_all, {cur.id}, std::move(attrs));
      Attrs permute;
      permute.set("axis", out_.axis_name);
      permute.set("perm", pairs);
      cur.id = builder_->add(OpCode::ppermute, {cur.id}, std::move(permute));
      if (report_) {
        report_->collectives.push_back({OpCode::all_to_all, axes_name(fine), bytes, purpose});
        Axes both = coarse;
        both.insert(both.end(), fine.begin(), fine.end());
        report_->collectives.push_back({OpCode::ppermute, axes_name(both), bytes, purpose});
      }
    }
    cur.split = target;
  }

  // `device` with its coordinates on each listed axes set to the given block index over them
  // (row-major, as block_index reads it).
  std::int64_t device_with(std::int64_t device,
                           std::initializer_list<std::pair<const Axes*, std::int64_t>> blocks) const {
    std::vector<std::int64_t> coordinates(mesh_.size());
    for (std::size_t k = 0; k < mesh_.size(); ++k) coordinates[k] = mesh_coordinate_of(device, k);
    for (const auto& [axes, index] : blocks) {
      std::int64_t rest = index;
      for (std::size_t a = axes->size(); a-- > 0;) {
        const std::size_t k = mesh_axes_named(mesh_, (*axes)[a]).front();
        coordinates[k] = rest % mesh_[k].size;
        rest /= mesh_[k].size;
      }
    }
    std::int64_t flat = 0;
    for (std::size_t k = 0; k < mesh_.size(); ++k) flat += coordinates[k] * mesh_stride(mesh_, k);
    return flat;
  }

  // A target whose every block lies inside one block a device holds now, cut over other axes
  // ([data] where [expert] or [expert, data] is wanted; data 2, expert 4; or a dimension's axes
  // in another order): as many devices hold each block as want pieces of it, so each holder
  // sends one piece, the one a device wanting it needs, and one collective permute of pieces
  // gives every device its block, as XLA reshards it (not the dimensions gathered and cut, nor
  // an all_to_all that moves more). A dimension cut coarser lands first in held-sized blocks,
  // then gathered (landing_split). Not where every changed dimension only cuts its blocks
  // further (a slice, moving nothing) or where a split pads a dimension.
  void take_contained_pieces(Local& cur, const Split& target, const std::string& purpose, bool emit,
                             double* cost) {
    const std::optional<Split> landing = landing_split(cur, target);
    if (!landing) return;
    const Split& goal = *landing;
    bool moves = false;
    for (std::size_t d = 0; d < goal.size(); ++d) {
      if (cur.split[d] == target[d]) continue;
      if (padded(cur.global, target, d) || padded(cur.global, goal, d) || padded(cur.global, cur.split, d))
        return;
      moves = moves || !is_prefix(cur.split[d], goal[d]);
    }
    if (!moves) return;
    // Only a reshard that is written needs its pairs (resharding is hot while splits are weighed).
    std::optional<IntListList> pairs;
    if (emit) {
      pairs = piece_pairs(cur.split, goal);
      if (!pairs) return;
    }
    const TensorType block = local_type(cur.global, goal);
    const auto bytes = static_cast<std::int64_t>(block.byte_size());
    if (cost) *cost += static_cast<double>(bytes);
    if (emit) {
      // Each sender's piece: where its receiver's block starts inside the sender's block.
      std::vector<IntList> start(block.shape.size(),
                                 IntList(static_cast<std::size_t>(mesh_device_count(mesh_))));
      for (const IntList& pair : *pairs) {
        for (std::size_t d = 0; d < block.shape.size(); ++d) {
          const std::int64_t ratio = axes_size(mesh_, goal[d]) / axes_size(mesh_, cur.split[d]);
          start[d][static_cast<std::size_t>(pair[0])] =
              block_index(pair[1], goal[d]) % ratio * block.shape[d];
        }
      }
      std::vector<ValueId> operands{cur.id};
      for (std::size_t d = 0; d < block.shape.size(); ++d) {
        const bool cut = std::any_of(start[d].begin(), start[d].end(), [](std::int64_t v) { return v != 0; });
        operands.push_back(cut ? table_entry(start[d], device_ordinal()) : zero());
      }
      Attrs sizes;
      sizes.set("slice_sizes", IntList(block.shape.begin(), block.shape.end()));
      const ValueId piece = builder_->add(OpCode::dynamic_slice, std::move(operands), std::move(sizes));
      Attrs attrs;
      attrs.set("axis", out_.axis_name);
      attrs.set("perm", *pairs);
      cur.id = builder_->add(OpCode::ppermute, {piece}, std::move(attrs));
      Axes moved;
      for (std::size_t d = 0; d < goal.size(); ++d) {
        if (cur.split[d] == goal[d]) continue;
        const Axes& held = cur.split[d];
        for (const Axes* axes : {&held, &goal[d]})
          for (const std::string& axis : *axes)
            if (!contains(moved, axis)) moved.push_back(axis);
      }
      if (report_) report_->collectives.push_back({OpCode::ppermute, axes_name(moved), bytes, purpose});
    }
    cur.split = goal;
  }

  // Where take_contained_pieces lands for `target`: the target itself where each changed
  // dimension's wanted blocks lie inside held ones. A dimension the target cuts into fewer,
  // larger blocks lands in held-sized blocks over the target's axes followed by held axes the
  // target does not use, which reshard then gathers ([a, b] where [c] is wanted lands over
  // [c, b], b gathered next: a permute of blocks and a gather of half, where gathering [a, b]
  // whole moves twice the bytes), as XLA reshards it; one the target leaves whole keeps such
  // axes of its own, or else takes axes another dimension gives up. nullopt where none holds.
  std::optional<Split> landing_split(const Local& cur, const Split& target) const {
    Split goal = target;
    Axes used;
    for (const Axes& axes : target) used.insert(used.end(), axes.begin(), axes.end());
    for (std::size_t d = 0; d < target.size(); ++d) {
      if (cur.split[d] == target[d]) continue;
      const std::int64_t held = axes_size(mesh_, cur.split[d]);
      const std::int64_t wanted = axes_size(mesh_, target[d]);
      if (wanted % held == 0) continue;
      if (held % wanted != 0) return std::nullopt;
      std::optional<Axes> group = gather_group(held / wanted, cur.split[d], used);
      // A dimension whose axes another dimension of the target takes, itself left whole, may
      // land over an axis another dimension gives up: a permute that swaps them, then a gather
      // over it (XLA's [f], [t] to [t], []: the blocks trade places, then half a row is gathered,
      // not both dimensions gathered and cut).
      if (!group && target[d].empty())
        group = gather_group(held / wanted, axes_given_up(cur.split, target), used);
      if (!group) return std::nullopt;
      goal[d].insert(goal[d].end(), group->begin(), group->end());
      used.insert(used.end(), group->begin(), group->end());
    }
    return goal;
  }

  // The axes `split` holds that `target` names on no dimension, in mesh order.
  Axes axes_given_up(const Split& split, const Split& target) const {
    Axes given_up;
    for (const MeshAxis& axis : mesh_) {
      const auto names = [&](const Axes& axes) { return contains(axes, axis.name); };
      if (std::any_of(split.begin(), split.end(), names) && std::none_of(target.begin(), target.end(), names))
        given_up.push_back(axis.name);
    }
    return given_up;
  }

  // Axes of `held` that `used` lacks whose sizes multiply to `size`, in `held`'s order, the
  // minor ones tried first; nullopt where none do.
  std::optional<Axes> gather_group(std::int64_t size, const Axes& held, const Axes& used) const {
    Axes free;
    for (const std::string& axis : held)
      if (!contains(used, axis)) free.push_back(axis);
    if (free.empty() || free.size() > 16) return std::nullopt;
    for (std::uint32_t mask = 1; mask < (1u << free.size()); ++mask) {
      Axes group;
      for (std::size_t i = 0; i < free.size(); ++i)  // bit 0 is the minor-most free axis
        if (mask & (1u << (free.size() - 1 - i))) group.push_back(free[i]);
      if (axes_size(mesh_, group) == size) return group;
    }
    return std::nullopt;
  }

  // The (sender, receiver) pairs of take_contained_pieces: the holders of each block of `from`
  // matched with the devices whose block of `to` lies in it (at the same coordinates on the axes
  // neither names), each device its own sender where it can be. nullopt where the counts differ (they do not
  // where every block of `to` lies in one of `from`).
  std::optional<IntListList> piece_pairs(const Split& from, const Split& to) const {
    // Devices apart on an axis neither split names pair only among themselves: in a partly
    // manual body such an axis may be manual, its devices holding different data.
    Axes unnamed;
    for (const MeshAxis& axis : mesh_) {
      const auto named = [&](const Split& split) {
        return std::any_of(split.begin(), split.end(),
                           [&](const Axes& axes) { return contains(axes, axis.name); });
      };
      if (!named(from) && !named(to)) unnamed.push_back(axis.name);
    }
    std::map<std::vector<std::int64_t>, std::vector<std::int64_t>> holders, receivers;
    for (std::int64_t device = 0; device < mesh_device_count(mesh_); ++device) {
      std::vector<std::int64_t> held{block_index(device, unnamed)};
      std::vector<std::int64_t> containing = held;
      for (std::size_t d = 0; d < to.size(); ++d) {
        const std::int64_t ratio = axes_size(mesh_, to[d]) / axes_size(mesh_, from[d]);
        held.push_back(block_index(device, from[d]));
        containing.push_back(block_index(device, to[d]) / ratio);
      }
      holders[held].push_back(device);
      receivers[containing].push_back(device);
    }
    IntListList pairs;
    for (const auto& [block, wanting] : receivers) {
      std::vector<std::int64_t> holding = holders[block];
      if (holding.size() != wanting.size()) return std::nullopt;
      std::vector<std::int64_t> sender(wanting.size(), -1);
      for (std::size_t i = 0; i < wanting.size(); ++i) {
        const auto own = std::find(holding.begin(), holding.end(), wanting[i]);
        if (own == holding.end()) continue;
        sender[i] = *own;
        holding.erase(own);
      }
      auto next = holding.begin();
      for (std::size_t i = 0; i < wanting.size(); ++i) {
        if (sender[i] < 0) sender[i] = *next++;
        pairs.push_back({sender[i], wanting[i]});
      }
    }
    return pairs;
  }

  // Device `device`'s block index over `axes` (row-major in the order they are named).
  std::int64_t block_index(std::int64_t device, const Axes& axes) const {
    std::int64_t block = 0;
    for (const std::string& axis : axes) {
      const std::size_t k = mesh_axes_named(mesh_, axis).front();
      block = block * mesh_[k].size + mesh_coordinate_of(device, k);
    }
    return block;
  }

  // This device's ordinal over the whole mesh, written once.
  ValueId device_ordinal() {
    if (flat_index_ < 0) {
      Attrs attrs;
      attrs.set("axis", out_.axis_name);
      flat_index_ = builder_->add(OpCode::axis_index, {}, std::move(attrs));
    }
    return flat_index_;
  }

  // The (source, receiver) device pairs that give every device the block `to` assigns it from
  // the device `from` assigns that block to: a dimension's block index is the device's
  // coordinates on its axes, row-major in the order the split names them.
  IntListList reordering_pairs(const Split& from, const Split& to) const {
    const std::int64_t devices = mesh_device_count(mesh_);
    const auto axis_at = [&](const std::string& name) { return mesh_axes_named(mesh_, name).front(); };
    IntListList pairs;
    for (std::int64_t receiver = 0; receiver < devices; ++receiver) {
      std::vector<std::int64_t> coordinates(mesh_.size());
      for (std::size_t k = 0; k < mesh_.size(); ++k) coordinates[k] = mesh_coordinate_of(receiver, k);
      std::vector<std::int64_t> source = coordinates;
      for (std::size_t d = 0; d < to.size(); ++d) {
        std::int64_t block = block_index(receiver, to[d]);
        for (std::size_t a = from[d].size(); a-- > 0;) {
          const std::size_t k = axis_at(from[d][a]);
          source[k] = block % mesh_[k].size;
          block /= mesh_[k].size;
        }
      }
      std::int64_t flat = 0;
      for (std::size_t k = 0; k < mesh_.size(); ++k) flat += source[k] * mesh_stride(mesh_, k);
      pairs.push_back({flat, receiver});
    }
    return pairs;
  }

  // A collective's size as nccl-tests counts it: the whole buffer (a
  // psum_scatter's operand, an all_gather's result, an all-reduce's array).
  std::int64_t buffer_bytes(OpCode op, const Axes& axes, const TensorType& result) const {
    const auto bytes = static_cast<std::int64_t>(result.byte_size());
    return op == OpCode::psum_scatter ? bytes * axes_size(mesh_, axes) : bytes;
  }

  // Bytes one device sends in a ring over n devices for a result of `bytes`:
  // what the choice between splits weighs (the report counts result bytes,
  // as XLA's modules are measured).
  static double traffic(OpCode op, std::int64_t n, double bytes) {
    const double share = static_cast<double>(n - 1) / static_cast<double>(n);
    switch (op) {
      case OpCode::psum:
      case OpCode::pmax:
      case OpCode::pmin:
        return 2 * share * bytes;
      case OpCode::psum_scatter:
        return share * bytes * static_cast<double>(n);
      default:
        return share * bytes;
    }
  }

  // A partial sum completed: bf16 is summed in f32 and rounded once (as XLA's all-reduce
  // promotion does for it), so each device's partial is rounded only to its own type; f16 is
  // summed as it is (measured: XLA all-reduces an f16 dot's partial sums in f16, 1,024 B for
  // f16[64,8], where its bf16 twin moves 2,048).
  template <typename Collective>
  void complete_partial(Local& cur, const Split& target, Collective& collective, bool emit) {
    const std::vector<Axes> partial = std::move(cur.partial);
    cur.partial.clear();
    const DType type = cur.global.dtype;
    const bool promote = type == DType::bf16;
    const auto convert = [&](DType to) {
      cur.global.dtype = to;
      if (emit) cur.id = builder_->add(OpCode::convert, {cur.id}, {}, local_type(cur.global, cur.split));
    };
    if (promote) convert(DType::f32);
    sum_partial(cur, target, collective, partial);
    if (promote) convert(type);
  }

  template <typename Collective>
  void sum_partial(Local& cur, const Split& target, Collective& collective,
                   const std::vector<Axes>& partial) {
    if (cur.combine == OpCode::psum && partial.size() == 1) {
      // A sum whose user wants it split over the same axes: one psum_scatter.
      for (std::size_t d = 0; d < target.size(); ++d) {
        Axes wanted = cur.split[d];
        wanted.insert(wanted.end(), partial[0].begin(), partial[0].end());
        if (!is_prefix(wanted, target[d])) continue;
        Split split = cur.split;
        split[d] = wanted;
        if (padded(cur.global, split, d)) continue;  // a psum and a padded slice instead
        Attrs attrs;
        attrs.set("dimension", static_cast<std::int64_t>(d));
        collective(OpCode::psum_scatter, partial[0], std::move(attrs), std::move(split));
        return;
      }
      if (scatter_some(cur, target, collective, partial[0])) return;
    }
    if (cur.combine == OpCode::psum && partial.size() > 1 &&
        scatter_one_group(cur, target, collective, partial))
      return;
    for (const Axes& axes : partial) collective(cur.combine, axes, Attrs{}, cur.split);
  }

  // A sum over several groups of axes (a weight gradient summed over the batch's data axis and a
  // sequence's model axis) whose user wants it split over one group's axes: that group's sum
  // scatters into the split first, and the other groups' sums run on the smaller blocks, as XLA
  // sums the model axis, slices, and sums the data axis on the slice (its CPU pipeline writes the
  // scatter as an all-reduce and a slice: the same bytes as nccl-tests counts them).
  template <typename Collective>
  bool scatter_one_group(Local& cur, const Split& target, Collective& collective,
                         const std::vector<Axes>& partial) {
    for (std::size_t g = 0; g < partial.size(); ++g)
      for (std::size_t d = 0; d < target.size(); ++d) {
        Axes wanted = cur.split[d];
        wanted.insert(wanted.end(), partial[g].begin(), partial[g].end());
        if (!is_prefix(wanted, target[d])) continue;
        Split split = cur.split;
        split[d] = wanted;
        if (padded(cur.global, split, d)) continue;
        Attrs attrs;
        attrs.set("dimension", static_cast<std::int64_t>(d));
        collective(OpCode::psum_scatter, partial[g], std::move(attrs), std::move(split));
        for (std::size_t k = 0; k < partial.size(); ++k)
          if (k != g) collective(OpCode::psum, partial[k], Attrs{}, cur.split);
        return true;
      }
    return false;
  }

  // A sum over several axes whose user wants it split over some of them: a psum_scatter over
  // those, then a psum of the smaller blocks over the rest (XLA's CPU pipeline writes an
  // all-reduce, a slice and an all-reduce, its GPU and TPU pipelines a reduce-scatter first).
  template <typename Collective>
  bool scatter_some(Local& cur, const Split& target, Collective& collective, const Axes& partial) {
    for (std::size_t d = 0; d < target.size(); ++d) {
      if (!is_prefix(cur.split[d], target[d])) continue;
      Axes scattered;
      for (std::size_t k = cur.split[d].size(); k < target[d].size(); ++k) {
        if (std::find(partial.begin(), partial.end(), target[d][k]) == partial.end()) break;
        scattered.push_back(target[d][k]);
      }
      if (scattered.empty() || scattered.size() == partial.size()) continue;
      Split split = cur.split;
      split[d].insert(split[d].end(), scattered.begin(), scattered.end());
      if (padded(cur.global, split, d)) continue;
      Axes rest;
      for (const std::string& axis : partial)
        if (std::find(scattered.begin(), scattered.end(), axis) == scattered.end()) rest.push_back(axis);
      Attrs attrs;
      attrs.set("dimension", static_cast<std::int64_t>(d));
      collective(OpCode::psum_scatter, scattered, std::move(attrs), std::move(split));
      collective(OpCode::psum, rest, Attrs{}, cur.split);
      return true;
    }
    return false;
  }

  // Whether `arriving` (axes d is to take, in the target's order) is the minor end of one other
  // dimension's axes, none of them wanted there, and no dimension involved is padded: the one
  // all_to_all move_one_axis writes then brings them all.
  bool arrives_whole(const Local& cur, const Split& target, std::size_t d, const Axes& arriving) const {
    for (std::size_t e = 0; e < cur.split.size(); ++e) {
      const Axes& held = cur.split[e];
      if (e == d || held.size() < arriving.size() ||
          !std::equal(arriving.begin(), arriving.end(),
                      held.end() - static_cast<std::ptrdiff_t>(arriving.size())))
        continue;
      const bool wanted_there = std::any_of(arriving.begin(), arriving.end(), [&](const std::string& axis) {
        return contains(target[e], axis);
      });
      return !wanted_there && !padded(cur.global, cur.split, e) && !padded(cur.global, target, e);
    }
    return false;
  }

  // Axes a dimension is to be cut over that no dimension holds now, where an all_to_all is to
  // bring another axis there too ([], [x] to [x, y], []): each device takes its block over them
  // first (no communication), so that the all_to_all moves a fraction of the bytes, and a
  // collective permute puts the dimension's axes in order after, as XLA reshards it.
  void slice_new_axes_first(Local& cur, const Split& target, bool emit) {
    const auto held = [&](const std::string& axis) {
      return in_any(cur.partial, axis) || in_any(cur.split, axis);
    };
    Split sliced = cur.split;
    bool any = false;
    for (std::size_t d = 0; d < target.size(); ++d) {
      if (!is_prefix(cur.split[d], target[d]) || padded(cur.global, cur.split, d)) continue;
      // The new axes minor to the arriving ones ([x, y] where x arrives): where a new axis comes
      // first ([y, x]), XLA gathers the block instead.
      Axes fresh, arriving;
      for (std::size_t k = cur.split[d].size(); k < target[d].size(); ++k)
        (held(target[d][k]) ? arriving : fresh).push_back(target[d][k]);
      const bool arriving_first =
          !arriving.empty() && !fresh.empty() &&
          std::equal(arriving.begin(), arriving.end(),
                     target[d].begin() + static_cast<std::ptrdiff_t>(cur.split[d].size()));
      if (!arriving_first || !arrives_whole(cur, target, d, arriving)) continue;
      sliced[d].insert(sliced[d].end(), fresh.begin(), fresh.end());
      if (padded(cur.global, sliced, d)) {
        sliced[d] = cur.split[d];
        continue;
      }
      any = true;
    }
    if (any) slice_to(cur, sliced, emit);
  }

  // Axes at the minor end of one dimension that the target wants next on
  // another: one all_to_all moves them. Until none moves: a move can make room for another
  // ([x], [y], [] where [], [x], [y] is wanted: y moves on, then x).
  template <typename Collective>
  void move_axes_between_dims(Local& cur, const Split& target, Collective& collective, bool emit) {
    while (move_one_axis(cur, target, collective, emit)) {
    }
  }

  // `axes` less its minor axes that no dimension of `target` wants.
  static Axes without_unwanted_minor_axes(Axes axes, const Split& target) {
    while (!axes.empty() && !in_any(target, axes.back())) axes.pop_back();
    return axes;
  }

  template <typename Collective>
  bool move_one_axis(Local& cur, const Split& target, Collective& collective, bool emit) {
    for (std::size_t d = 0; d < cur.split.size(); ++d) {
      if (cur.split[d].empty() || is_prefix(cur.split[d], target[d])) continue;
      // The longest minor run of d's axes first: [b, c] move together where [a, b, c] is wanted.
      for (std::size_t count = cur.split[d].size(); count > 0; --count) {
        const Axes moved(cur.split[d].end() - static_cast<std::ptrdiff_t>(count), cur.split[d].end());
        for (std::size_t e = 0; e < cur.split.size(); ++e) {
          if (e == d) continue;
          // e's minor axes the target wants nowhere are gathered first where that makes room
          // ([a], [b] where [b], [] is wanted: a gathered, then b moved), as XLA reshards it.
          const Axes kept = without_unwanted_minor_axes(cur.split[e], target);
          Axes wanted = kept;
          wanted.insert(wanted.end(), moved.begin(), moved.end());
          // (in the target's order or another: reorder_within_dims then puts it in order)
          if (!is_prefix(wanted, target[e]) && !same_axes(wanted, target[e])) continue;
          Split split = cur.split;
          split[d].resize(split[d].size() - count);
          split[e] = wanted;
          Split room = cur.split;
          room[e] = kept;
          // An uneven dimension the axes leave whole or come to whole moves too, as XLA moves it:
          // the one they come to is padded to whole blocks first, the one they leave cut to size
          // after. Padded blocks split further or joined in part do not line up: gathered.
          const bool pads_target = padded(cur.global, split, e);
          const bool cuts_source = padded(cur.global, cur.split, d);
          if ((pads_target && !cur.split[e].empty()) || (cuts_source && !split[d].empty()) ||
              padded(cur.global, cur.split, e) || padded(cur.global, split, d) || padded(cur.global, room, e))
            continue;
          if (kept.size() < cur.split[e].size()) {
            const Axes unwanted(cur.split[e].begin() + static_cast<std::ptrdiff_t>(kept.size()),
                                cur.split[e].end());
            Attrs gather;
            gather.set("dimension", static_cast<std::int64_t>(e));
            collective(OpCode::all_gather, unwanted, std::move(gather), std::move(room));
          }
          Attrs attrs;
          attrs.set("split_axis", static_cast<std::int64_t>(e));
          attrs.set("concat_axis", static_cast<std::int64_t>(d));
          const std::int64_t parts = axes_size(mesh_, moved);
          TensorType arrived = local_type(cur.global, split);
          if (cuts_source) arrived.shape[d] = local_type(cur.global, cur.split).shape[d] * parts;
          if (pads_target && emit) {
            Shape whole_blocks = builder_->type_of(cur.id).shape;
            whole_blocks[e] = arrived.shape[e] * parts;
            cur.id = pad_to(cur.id, whole_blocks);
          }
          collective(OpCode::all_to_all, moved, std::move(attrs), std::move(split), arrived);
          if (cuts_source && emit) cur.id = cut_to_size(cur.id, d, cur.global.shape[d]);
          return true;
        }
      }
    }
    return false;
  }

  // A padded split over [P, Q] of a dimension wanted over its prefix P, whose blocks are whole
  // numbers r of the held ones (12 rows over [a, b] of 2 and 4: blocks of 2; over a: of 6, r = 3):
  // the pairs of block indices (over [P, Q]) of one collective permute after which each P-group's
  // first r blocks hold its target rows, so that gathering Q and cutting the tail leaves them, as
  // XLA reshards it (not the dimension gathered whole). nullopt where that does not hold.
  std::optional<IntListList> prefix_shift(const Local& cur, const Split& target, std::size_t d,
                                          std::size_t common) const {
    const Axes& held = cur.split[d];
    if (common == 0 || common != target[d].size() || common >= held.size() || padded(cur.global, target, d))
      return std::nullopt;
    const std::int64_t size = cur.global.shape[d];
    const std::int64_t groups = axes_size(mesh_, target[d]);
    const std::int64_t per_group = axes_size(mesh_, held) / groups;
    const std::int64_t held_rows = (size + groups * per_group - 1) / (groups * per_group);
    const std::int64_t wanted_rows = size / groups;
    if (wanted_rows % held_rows != 0) return std::nullopt;
    const std::int64_t r = wanted_rows / held_rows;
    IntListList pairs;
    for (std::int64_t p = 0; p < groups; ++p)
      for (std::int64_t q = 0; q < r; ++q) pairs.push_back({p * r + q, p * per_group + q});
    return pairs;
  }

  // Dimensions with padded blocks are gathered last, as XLA orders them: the others' gathers
  // then move the smaller blocks.
  template <typename Collective>
  void gather_extra_axes(Local& cur, const Split& target, Collective& collective, bool emit, double* cost,
                         const std::string& purpose) {
    // The last dimension first, as XLA replicates a value split along several.
    std::vector<std::size_t> order;
    for (std::size_t d = cur.split.size(); d-- > 0;)
      if (!padded(cur.global, cur.split, d)) order.push_back(d);
    for (std::size_t d = cur.split.size(); d-- > 0;)
      if (padded(cur.global, cur.split, d)) order.push_back(d);
    for (std::size_t d : order) {
      std::size_t common = 0;
      while (common < cur.split[d].size() && common < target[d].size() &&
             cur.split[d][common] == target[d][common])
        ++common;
      // Padded blocks of one split are not blocks of another (ceil(12/8) = 2 rows per device, but
      // ceil(12/2) = 6 per pair of them): such a dimension is gathered whole and split afresh.
      const bool was_padded = padded(cur.global, cur.split, d);
      const std::optional<IntListList> shift =
          was_padded ? prefix_shift(cur, target, d, common) : std::nullopt;
      if (shift) {
        if (cost) *cost += static_cast<double>(local_type(cur.global, cur.split).byte_size());
        if (emit) cur.id = permute_blocks(cur.id, cur.split[d], *shift, purpose);
      } else if (cur.split[d] != target[d] && (was_padded || padded(cur.global, target, d))) {
        common = 0;
      }
      if (common == cur.split[d].size()) continue;
      const Axes extra(cur.split[d].begin() + static_cast<std::ptrdiff_t>(common), cur.split[d].end());
      TensorType gathered = local_type(cur.global, cur.split);
      gathered.shape[d] *= axes_size(mesh_, extra);
      Split split = cur.split;
      split[d].resize(common);
      Attrs attrs;
      attrs.set("dimension", static_cast<std::int64_t>(d));
      collective(OpCode::all_gather, extra, std::move(attrs), std::move(split), gathered);
      if (was_padded && emit) cur.id = cut_to_size(cur.id, d, local_type(cur.global, cur.split).shape[d]);
    }
  }

  // `value` with dimension d cut to its first `size` elements: a gathered padding's tail dropped.
  ValueId cut_to_size(ValueId value, std::size_t d, std::int64_t size) {
    const TensorType type = builder_->type_of(value);
    IntList start(type.shape.size(), 0), limit(type.shape.begin(), type.shape.end());
    limit[d] = size;
    Attrs attrs;
    attrs.set("start_indices", start);
    attrs.set("limit_indices", limit);
    return builder_->add(OpCode::slice, {value}, std::move(attrs));
  }

  // `value` padded with zeros at the end of each dimension to `shape`: what the blocks of an
  // uneven split are cut from (a dynamic_slice past the end would clamp its start instead).
  ValueId pad_to(ValueId value, const Shape& shape) {
    const TensorType type = builder_->type_of(value);
    if (type.shape == shape) return value;
    IntList low(shape.size(), 0), high(shape.size(), 0);
    for (std::size_t d = 0; d < shape.size(); ++d) high[d] = shape[d] - type.shape[d];
    Attrs attrs;
    attrs.set("edge_padding_low", low);
    attrs.set("edge_padding_high", high);
    attrs.set("interior_padding", IntList(shape.size(), 0));
    return builder_->add(OpCode::pad, {value, builder_->scalar(type.dtype, 0)}, std::move(attrs));
  }

  // Each dimension now holds a prefix of its target's axes: the rest are taken
  // locally, the block at this device's position on them (no communication).
  void slice_to(Local& cur, const Split& target, bool emit) {
    bool needed = false;
    for (std::size_t d = 0; d < target.size(); ++d) {
      // A block cut further is a block of what is held: only over axes after those held.
      if (emit && !is_prefix(cur.split[d], target[d]))
        throw Error(fmt::format("partitioner: dimension {} is held over [{}], which does not begin [{}]", d,
                                fmt::join(cur.split[d], ", "), fmt::join(target[d], ", ")));
      needed = needed || cur.split[d] != target[d];
    }
    if (!needed) return;
    const TensorType goal = local_type(cur.global, target);
    if (!emit) {
      cur.split = target;
      return;
    }
    Shape padded_shape = builder_->type_of(cur.id).shape;
    std::vector<ValueId> offsets;
    for (std::size_t d = 0; d < target.size(); ++d) {
      const Axes more(target[d].begin() + static_cast<std::ptrdiff_t>(cur.split[d].size()), target[d].end());
      offsets.push_back(more.empty() ? zero() : offset(more, goal.shape[d]));
      if (!more.empty()) padded_shape[d] = goal.shape[d] * axes_size(mesh_, more);
    }
    std::vector<ValueId> operands{pad_to(cur.id, padded_shape)};
    operands.insert(operands.end(), offsets.begin(), offsets.end());
    Attrs attrs;
    attrs.set("slice_sizes", IntList(goal.shape.begin(), goal.shape.end()));
    cur.id = builder_->add(OpCode::dynamic_slice, std::move(operands), std::move(attrs));
    cur.split = target;
  }

  ValueId zero() {
    if (zero_ < 0) zero_ = builder_->scalar(DType::s32, 0);
    return zero_;
  }

  // This device's block index over `axes` (row-major, major first) times `block`.
  ValueId offset(const Axes& axes, std::int64_t block) {
    ValueId index = -1;
    for (const std::string& axis : axes) {
      const ValueId coordinate = mesh_coordinate(axis);
      if (index < 0) {
        index = coordinate;
      } else {
        const ValueId scaled = builder_->add(
            OpCode::mul,
            {index, builder_->scalar(DType::s32, static_cast<double>(partitioning::axis_size(mesh_, axis)))});
        index = builder_->add(OpCode::add, {scaled, coordinate});
      }
    }
    return builder_->add(OpCode::mul, {index, builder_->scalar(DType::s32, static_cast<double>(block))});
  }

  // This device's block of `global`, an iota with `attrs`, under `split`. A float iota's indices
  // are counted in s32 and converted once, so each is rounded as the whole iota's would be (a
  // bf16 offset added in bf16 would round twice).
  ValueId iota_block(const Attrs& attrs, const TensorType& global, const Split& split) {
    const TensorType block = local_type(global, split);
    const auto along = static_cast<std::size_t>(attrs.integer("dimension"));
    if (split[along].empty()) return builder_->add(OpCode::iota, {}, attrs, block);
    const TensorType counted = is_floating(block.dtype) ? TensorType{DType::s32, block.shape} : block;
    ValueId start = offset(split[along], block.shape[along]);
    if (counted.dtype != DType::s32)
      start = builder_->add(OpCode::convert, {start}, {}, TensorType{counted.dtype, {}});
    const ValueId local = builder_->add(OpCode::iota, {}, attrs, counted);
    const ValueId indices = builder_->add(OpCode::add, {local, spread(start, counted)});
    return counted.dtype == block.dtype ? indices : builder_->add(OpCode::convert, {indices}, {}, block);
  }

  // `scalar` repeated over `type`'s shape.
  ValueId spread(ValueId scalar, const TensorType& type) {
    Attrs dims;
    dims.set("dims", IntList{});
    return builder_->add(OpCode::broadcast, {scalar}, std::move(dims), type);
  }

  // A constant of `type` whose every element is `value`.
  ValueId filled(const TensorType& type, double value) {
    Attrs attrs;
    attrs.set("value", value);
    return builder_->add(OpCode::constant, {}, std::move(attrs), type);
  }

  // `a direction b` elementwise ("eq", "ge", "lt", ...).
  ValueId compare(ValueId a, ValueId b, const char* direction) {
    Attrs attrs;
    attrs.set("direction", std::string(direction));
    return builder_->add(OpCode::compare, {a, b}, std::move(attrs));
  }

  // This device's coordinate on one mesh axis, written once.
  ValueId mesh_coordinate(const std::string& axis) {
    const auto known = coordinates_.find(axis);
    if (known != coordinates_.end()) return known->second;
    const std::size_t k = mesh_axes_named(mesh_, axis).front();
    ValueId index = device_ordinal();
    const std::int64_t stride = mesh_stride(mesh_, k);
    if (stride > 1)
      index = builder_->add(OpCode::div, {index, builder_->scalar(DType::s32, static_cast<double>(stride))});
    index = builder_->add(OpCode::remainder,
                          {index, builder_->scalar(DType::s32, static_cast<double>(mesh_[k].size))});
    coordinates_[axis] = index;
    return index;
  }

  // ---- one op ------------------------------------------------------------------

  void run_body(const std::vector<Instruction>& body, ValueId first, Scope& scope, bool top_level) {
    for (std::size_t index = 0; index < body.size(); ++index) {
      const Instruction& instruction = body[index];
      const ValueId own = first + static_cast<ValueId>(index);
      if (scope.manual && scope.manual->members.count(own))
        manual_step(instruction, own, scope, top_level);
      else
        step(instruction, own, scope, top_level);
    }
  }

  // One instruction of the program (or of a partly manual computation's body).
  void step(const Instruction& instruction, ValueId own, Scope& scope, bool top_level) {
    if (instruction.op == OpCode::result) return;  // written with its owner
    if (instruction.op == OpCode::call && instruction.attrs.has("composite")) {
      partition_composite(instruction, own, scope);
      return;
    }
    if (instruction.op == OpCode::call) {  // in a composite's body: the others were inlined
      inline_call(instruction, own, scope);
      return;
    }
    if (instruction.op == OpCode::constant && instruction.attrs.has("value")) {
      scope.values[own] = Local{-1,
                                instruction.type,
                                Split(instruction.type.shape.size()),
                                {},
                                OpCode::psum,
                                instruction.attrs,
                                nullptr,
                                {},
                                std::nullopt};
      return;
    }
    if (!top_level && instruction.op == OpCode::broadcast && defer_broadcast(instruction, own, scope)) return;
    partition_op(instruction, own, scope, top_level);
  }

  // ---- manual computations (a shard_map inside the program) ----------------------

  // The values an instruction of a body reads: its operands and what its regions capture.
  static std::vector<ValueId> reads_of(const Instruction& instruction, ValueId own) {
    std::vector<ValueId> reads = instruction.operands;
    const std::function<void(const std::vector<Instruction>&, const std::vector<ValueId>&)> visit =
        [&](const std::vector<Instruction>& body, const std::vector<ValueId>& results) {
          for (const Instruction& inner : body) {
            for (ValueId id : inner.operands)
              if (id < own) reads.push_back(id);
            for (const Region& region : inner.regions) visit(region.body, region.results);
          }
          for (ValueId id : results)
            if (id < own) reads.push_back(id);
        };
    for (const Region& region : instruction.regions) visit(region.body, region.results);
    return reads;
  }

  // Which values of a body (the program's, or a loop's inside loop bodies) belong to a manual computation,
  // and which of them the partitioned program needs: the body's results and what they are computed
  // from, and anything read outside (a constant the importer shares); the cuts and gathers around
  // the body are not.
  static ManualPlan plan_manual(const std::vector<ShardingSeeds::ManualComputation>& computations,
                                const std::vector<Instruction>& body, ValueId first,
                                const std::vector<ValueId>& results) {
    ManualPlan plan;
    if (computations.empty()) return plan;
    const auto member = [&](ValueId id) { return plan.members.count(id) > 0; };
    for (const ShardingSeeds::ManualComputation& manual : computations) {
      for (ValueId id = manual.first; id <= manual.last; ++id) plan.members.insert(id);
      if (!manual.free_axes.empty())
        for (ValueId id = manual.first; id <= manual.last; ++id) plan.partly[id] = &manual;
      for (const ShardingSeeds::Boundary& result : manual.results) plan.needed.insert(result.block);
      for (const ShardingSeeds::Boundary& operand : manual.operands) plan.entries[operand.block] = operand;
      for (const ShardingSeeds::Boundary& result : manual.results) plan.exits[result.whole] = result;
    }
    const auto read_outside = [&](ValueId id) {
      if (member(id) && !plan.exits.count(id)) plan.needed.insert(id);
    };
    for (const auto& [block, entry] : plan.entries) read_outside(entry.whole);  // one shard_map's operand
    for (std::size_t index = 0; index < body.size(); ++index) {
      const ValueId own = first + static_cast<ValueId>(index);
      if (member(own)) continue;
      for (ValueId id : reads_of(body[index], own)) read_outside(id);
    }
    for (ValueId id : results) read_outside(id);
    for (std::size_t index = body.size(); index-- > 0;) {
      const ValueId own = first + static_cast<ValueId>(index);
      if (!plan.needed.count(own) || plan.entries.count(own)) continue;
      for (ValueId id : reads_of(body[index], own))
        if (member(id)) plan.needed.insert(id);
    }
    // An op's results are written with it.
    for (std::size_t index = 0; index < body.size(); ++index) {
      const ValueId own = first + static_cast<ValueId>(index);
      if (body[index].op == OpCode::result && member(own) && plan.needed.count(body[index].operands.at(0)))
        plan.needed.insert(own);
    }
    return plan;
  }

  // A shard_map body's collectives, in its regions too, for the report; sized as nccl-tests
  // sizes them (a psum_scatter by its operand: the result times the group).
  void note_manual_collectives(const Instruction& instruction) {
    for (const Region& region : instruction.regions)
      for (const Instruction& inner : region.body) note_manual_collectives(inner);
    if (op_def(instruction.op).op_class != OpClass::collective || instruction.op == OpCode::axis_index)
      return;
    std::int64_t group = out_.axis_size;
    if (instruction.attrs.has("groups") && !instruction.attrs.int_list_list("groups").empty())
      group = static_cast<std::int64_t>(instruction.attrs.int_list_list("groups").front().size());
    auto bytes = static_cast<std::int64_t>(instruction.type.byte_size());
    if (instruction.op == OpCode::psum_scatter) bytes *= group;
    report_->manual_collectives.push_back(
        {instruction.op, fmt::format("{} devices", group), bytes, "in a shard_map's body"});
  }

  static Local whole_local(ValueId id, const TensorType& type) {
    return split_local(id, type, Split(type.shape.size()));
  }

  static Local split_local(ValueId id, const TensorType& type, Split split) {
    return Local{id, type, std::move(split), {}, OpCode::psum, std::nullopt, nullptr, {}, std::nullopt};
  }

  // One instruction of a manual computation: an operand's cut becomes the operand
  // resharded to its blocks, the body's ops are written as they are, and a gathered result is
  // the body's result split as the computation says.
  void manual_step(const Instruction& instruction, ValueId own, Scope& scope, bool top_level) {
    const ManualPlan& plan = *scope.manual;
    if (const auto partly = plan.partly.find(own); partly != plan.partly.end()) {
      partly_manual_step(instruction, own, scope, top_level, *partly->second);
      return;
    }
    if (const auto entry = plan.entries.find(own); entry != plan.entries.end()) {
      const Local& operand = scope.lookup(entry->second.whole);
      const Local block = reshard_once(operand, split_of(entry->second.sharding), "operand of shard_map");
      scope.values[own] = whole_local(block.id, instruction.type);
      return;
    }
    const auto exit = plan.exits.find(own);
    if (exit != plan.exits.end() && exit->second.block != own) {
      // Each result its own value: two results of one body value split otherwise must not share
      // the reshard cache's key.
      ValueId id = scope.lookup(exit->second.block).id;
      if (!exit_ids_.insert(id).second) {
        id = own_copy(id);
        exit_ids_.insert(id);
      }
      scope.values[own] = split_local(id, instruction.type, split_of(exit->second.sharding));
      return;
    }
    if (!plan.needed.count(own)) return;
    Instruction local = instruction;
    // A value the body reads from outside it (a constant the importer shares) is read whole.
    for (ValueId& id : local.operands) {
      const Local& value = scope.lookup(id);
      id = plan.members.count(id)
               ? value.id
               : reshard_once(value, Split(value.global.shape.size()), "a shard_map body's read").id;
    }
    if (!local.regions.empty()) remap_regions(local, own, scope);
    if (report_) note_manual_collectives(local);
    const ValueId id = builder_->add_raw(std::move(local));
    scope.values[own] = whole_local(id, instruction.type);
    if (exit != plan.exits.end())
      scope.values[own] = split_local(id, instruction.type, split_of(exit->second.sharding));
  }

  // One instruction of a partly manual computation, a jit program over its free axes whose
  // values are the blocks of its manual axes: an operand's cut becomes the operand resharded to
  // its block's manual split followed, per dimension, by the free axes propagation wants there;
  // the body's ops are partitioned as the program's are; a gathered result is the body's result
  // with its manual split before its free one.
  void partly_manual_step(const Instruction& instruction, ValueId own, Scope& scope, bool top_level,
                          const ShardingSeeds::ManualComputation& manual) {
    const ManualPlan& plan = *scope.manual;
    const std::set<std::string> free(manual.free_axes.begin(), manual.free_axes.end());
    if (const auto entry = plan.entries.find(own); entry != plan.entries.end()) {
      const Split cut = split_of(entry->second.sharding);
      Split inner(instruction.type.shape.size());
      const TensorSharding& wanted = desired(own, inner.size());
      for (std::size_t d = 0; d < inner.size() && d < wanted.dims.size(); ++d) {
        for (const std::string& axis : wanted.dims[d].axes)
          if (free.count(axis)) inner[d].push_back(axis);
        if (padded(instruction.type, inner, d)) inner[d].clear();  // blocks of a block never pad
      }
      const Local block =
          reshard_once(scope.lookup(entry->second.whole), joined(cut, inner), "operand of shard_map");
      // A value of its own (a free reshape): the body reshards its blocks, which must not share
      // the reshard cache's entries of the whole value they are cut from.
      scope.values[own] = split_local(own_copy(block.id), instruction.type, inner);
      return;
    }
    const auto exit = plan.exits.find(own);
    if (exit != plan.exits.end() && exit->second.block != own) {
      const Local& result = scope.lookup(exit->second.block);
      Split inner = result.split;
      for (std::size_t d = 0; d < inner.size(); ++d)
        if (padded(result.global, inner, d)) inner[d].clear();
      // Its own value too: the program reshards the whole, the body's block is another value.
      const ValueId id = own_copy(reshard_once(result, inner, "result of shard_map").id);
      scope.values[own] = split_local(id, instruction.type, joined(split_of(exit->second.sharding), inner));
      return;
    }
    if (!plan.needed.count(own)) return;
    for (ValueId id : instruction.operands) {
      if (plan.members.count(id)) continue;
      for (const Axes& axes : scope.lookup(id).split)
        for (const std::string& axis : axes)
          if (!free.count(axis))
            throw Error(fmt::format(
                "partitioning: {} in a shard_map's body reads value {} from outside it split over '{}', "
                "one of the shard_map's manual axes",
                op_name(instruction.op), id, axis));
    }
    const ShardingSeeds::ManualComputation* outer = partly_manual_;
    partly_manual_ = &manual;
    step(instruction, own, scope, top_level);
    partly_manual_ = outer;
  }

  // Device `device`'s coordinate on mesh axis k.
  std::int64_t mesh_coordinate_of(std::int64_t device, std::size_t k) const {
    return device / mesh_stride(mesh_, k) % mesh_[k].size;
  }

  ValueId own_copy(ValueId id) { return builder_->add(OpCode::reshape, {id}, {}, builder_->type_of(id)); }

  // A collective in a partly manual body is partitioned over the free axes only where each of its
  // groups (each permute pair) stays on one assignment of them: its devices then hold the same
  // block of every dimension the free axes split. JAX writes no other; hand-written text may.
  void check_groups_stay_manual(const Instruction& instruction) const {
    if (instruction.op == OpCode::axis_index) return;
    const IntListList groups = instruction.op == OpCode::ppermute
                                   ? instruction.attrs.int_list_list("perm")
                                   : collective_groups(instruction.attrs, out_.axis_size);
    for (const IntList& group : groups)
      for (const std::string& axis : partly_manual_->free_axes) {
        const std::size_t k = mesh_axes_named(mesh_, axis).front();
        for (std::int64_t device : group)
          if (mesh_coordinate_of(device, k) != mesh_coordinate_of(group.front(), k))
            throw Error(fmt::format(
                "partitioning: {} in a shard_map's body spans its automatic axis '{}' (devices {} "
                "and {}): only its manual axes may be",
                op_name(instruction.op), axis, group.front(), device));
      }
  }

  // Per dimension, `major`'s axes then `minor`'s.
  static Split joined(const Split& major, const Split& minor) {
    Split split = major;
    split.resize(std::max(major.size(), minor.size()));
    for (std::size_t d = 0; d < minor.size(); ++d)
      split[d].insert(split[d].end(), minor[d].begin(), minor[d].end());
    return split;
  }

  // A broadcast in a region whose operand is complete: kept unwritten
  // (Local::broadcast_of) under a fresh key, so that its blocks are cached apart.
  bool defer_broadcast(const Instruction& instruction, ValueId own, Scope& scope) {
    const Local& operand = scope.lookup(instruction.operands.at(0));
    if (!operand.partial.empty()) return false;
    // Split as its operand is where it copies the operand's dimensions; its
    // new dimensions are whole until a user asks (as_sharding leaves them open).
    Split split(instruction.type.shape.size());
    const IntList& dims = instruction.attrs.int_list("dims");
    for (std::size_t i = 0; i < dims.size(); ++i) {
      const auto d = static_cast<std::size_t>(dims[i]);
      if (operand.global.shape[i] == instruction.type.shape[d]) split[d] = operand.split[i];
    }
    Local deferred{deferred_key_--, instruction.type, split, {},          OpCode::psum,
                   std::nullopt,    nullptr,          {},    std::nullopt};
    deferred.broadcast_of = std::make_shared<const Local>(operand);
    deferred.broadcast_attrs = instruction.attrs;
    scope.values[own] = std::move(deferred);
    return true;
  }

  // A call's body partitioned in place of the call, its parameters bound to the call's operands.
  void inline_call(const Instruction& call, ValueId own, Scope& scope) {
    const Region& callee = call.regions.at(0);
    Scope inner;
    inner.parent = &scope;
    inner.base = own;
    for (std::size_t j = 0; j < callee.params.size(); ++j)
      inner.values[own + static_cast<ValueId>(j)] = scope.lookup(call.operands[j]);
    guides_.emplace_back();
    region_constraints_.emplace_back();  // a branch's around the call name none of its values
    run_body(callee.body, own + static_cast<ValueId>(callee.params.size()), inner, false);
    region_constraints_.pop_back();
    guides_.pop_back();
    for (std::size_t j = 0; j < callee.results.size(); ++j)
      scope.values[own + static_cast<ValueId>(j)] = inner.lookup(callee.results[j]);
  }

  std::vector<TensorType> global_types(const Instruction& instruction, const Scope& scope) const {
    std::vector<TensorType> types;
    for (ValueId id : instruction.operands) types.push_back(scope.lookup(id).global);
    return types;
  }

  // A loop runs per device: its carry keeps each operand's split (partial sums
  // completed first), its condition and body are partitioned as the program
  // is, and the body's results are resharded to the carry's splits.
  // ---- gradient accumulation: sums completed after the loop, not every trip ----------------

  // As XLA's while-loop all-reduce code motion: a carry that starts as zeros and only ever has
  // a value added to it (a gradient accumulator, acc + g) keeps that value's pending sum through
  // the loop, so the all-reduce runs once after the loop rather than once a trip, as a shard_map
  // program that sums after its scan does (XLA's CPU pipeline, which skips that pass, moves the
  // same bytes per collective, inside the loop). Such a carry is read by its add alone and takes
  // the added value's split; the value may reach the add through ops linear in a pending sum (a
  // transpose, a reshape, a sum over dimensions, a product or quotient by another value), each
  // of which keeps the sum pending where each device's part of it is the op on its block
  // (split_through_linear).
  struct Accumulators {
    ValueId loop = -1;                    // the loop's value: carry j is the body's parameter loop + j
    std::map<ValueId, std::size_t> adds;  // the body's add into carry j
    std::set<ValueId> linear;             // the ops the added values may come through
    const Scope* body = nullptr;          // the loop body's scope while it is partitioned
    // The split and pending sum of the value each add saw (by carry).
    std::map<std::size_t, std::pair<Split, std::vector<Axes>>> partial;
    // Carries the body hands back unchanged (a scan's weights), by their parameter's local value,
    // and the splits the body's ops asked of each (by carry).
    std::map<ValueId, std::size_t> invariant;
    std::map<std::size_t, std::vector<Split>> asked;
  };

  Accumulators find_accumulators(const Instruction& loop, ValueId own, const Scope& scope) const {
    Accumulators found;
    found.loop = own;
    if (scope.parent || loop.regions.size() != 2) return found;
    const Region& cond = loop.regions[0];
    const Region& body = loop.regions[1];
    const ValueId first = own + static_cast<ValueId>(body.params.size());
    const auto produced = [&](ValueId id) -> const Instruction* {
      if (id < first || id - first >= static_cast<ValueId>(body.body.size())) return nullptr;
      return &body.body[static_cast<std::size_t>(id - first)];
    };
    std::map<ValueId, int> reads;
    for (std::size_t i = 0; i < body.body.size(); ++i)
      for (ValueId id : reads_of(body.body[i], first + static_cast<ValueId>(i))) ++reads[id];
    for (ValueId id : body.results) ++reads[id];
    std::set<ValueId> read_by_cond;
    const ValueId cond_first = own + static_cast<ValueId>(cond.params.size());
    for (std::size_t i = 0; i < cond.body.size(); ++i)
      for (ValueId id : reads_of(cond.body[i], cond_first + static_cast<ValueId>(i))) read_by_cond.insert(id);
    for (ValueId id : cond.results) read_by_cond.insert(id);
    for (std::size_t j = 0; j < body.results.size() && j < loop.operands.size(); ++j) {
      const ValueId param = own + static_cast<ValueId>(j);
      const Instruction* add = produced(body.results[j]);
      if (!add || add->op != OpCode::add || reads[param] != 1 || read_by_cond.count(param) ||
          !starts_as_zeros(loop.operands[j]))
        continue;
      const auto& operands = add->operands;
      if (operands.size() != 2 || (operands[0] != param && operands[1] != param)) continue;
      found.adds[body.results[j]] = j;
      collect_linear(operands[0] == param ? operands[1] : operands[0], produced, found.linear);
    }
    return found;
  }

  // Whether a top-level value is zeros: a zero constant or a broadcast of one.
  bool starts_as_zeros(ValueId id) const {
    const auto first = static_cast<ValueId>(global_.params.size());
    if (id < first || id - first >= static_cast<ValueId>(global_.body.size())) return false;
    const Instruction* producer = &global_.body[static_cast<std::size_t>(id - first)];
    if (producer->op == OpCode::broadcast) return starts_as_zeros(producer->operands.at(0));
    return producer->op == OpCode::constant && producer->attrs.has("value") && !producer->attrs.has("imag") &&
           producer->attrs.real("value") == 0.0;
  }

  template <typename Producer>
  static void collect_linear(ValueId id, const Producer& produced, std::set<ValueId>& linear) {
    const Instruction* op = produced(id);
    if (!op || linear.count(id)) return;
    switch (op->op) {
      case OpCode::transpose:
      case OpCode::reshape:
      case OpCode::reduce_sum:
      case OpCode::neg:
      case OpCode::div:
        linear.insert(id);
        collect_linear(op->operands.at(0), produced, linear);
        return;
      case OpCode::mul:
        linear.insert(id);
        for (ValueId operand : op->operands) collect_linear(operand, produced, linear);
        return;
      default:
        return;
    }
  }

  // A loop-invariant carry asked for at another split by an op of the loop's body (see
  // partition_while).
  void note_asked(const Local& from, const Split& target) {
    if (accumulators_.empty() || from.split == target) return;
    Accumulators& loop = accumulators_.back();
    const auto found = loop.invariant.find(from.id);
    if (found != loop.invariant.end()) loop.asked[found->second].push_back(target);
  }

  // An op of an accumulator's chain (or its add) on a pending sum: the same op on each device's
  // part, the sum still pending. False where that does not hold (the op is then partitioned as
  // any other, its operands' sums completed).
  bool keep_sum_pending(const Instruction& instruction, ValueId own, Scope& scope) {
    if (accumulators_.empty() || accumulators_.back().body != &scope) return false;
    Accumulators& accumulators = accumulators_.back();
    const auto add = accumulators.adds.find(own);
    if (add == accumulators.adds.end() && !accumulators.linear.count(own)) return false;
    const auto pending = [](const Local& value) {
      return !value.partial.empty() && value.combine == OpCode::psum && !value.broadcast_of && !value.splat;
    };
    std::vector<Local> operands;
    for (ValueId id : instruction.operands) operands.push_back(scope.lookup(id));
    std::vector<std::size_t> sums;
    for (std::size_t k = 0; k < operands.size(); ++k)
      if (pending(operands[k])) sums.push_back(k);
    if (sums.empty()) return false;
    const Local& sum = operands[sums[0]];
    std::optional<Split> split;
    if (add != accumulators.adds.end()) {
      // The carry takes the added value's split and pending sum from the loop's next dry build on
      // (partition_while); until then the sum completes here.
      const ValueId param = accumulators.loop + static_cast<ValueId>(add->second);
      const Local& carried = operands[instruction.operands[0] == param ? 0 : 1];
      const Local& added = operands[instruction.operands[0] == param ? 1 : 0];
      if (!pending(added)) return false;
      accumulators.partial[add->second] = {added.split, added.partial};
      if (carried.partial != added.partial || carried.split != added.split) return false;
      split = added.split;
    } else {
      if (sums.size() != 1 || (instruction.op == OpCode::div && sums[0] != 0)) return false;
      split = split_through_linear(instruction, sum);
      if (!split) return false;
      for (std::size_t k = 0; k < operands.size(); ++k)
        if (k != sums[0]) {
          if (!operands[k].partial.empty()) return false;
          operands[k] = reshard_once(operands[k], sum.split, "operand of a sum");
        }
    }
    Instruction local = instruction;
    local.operands.clear();
    for (const Local& operand : operands) local.operands.push_back(operand.id);
    local.type = local_type(instruction.type, *split);
    const ValueId id = builder_->add_raw(std::move(local));
    scope.values[own] = Local{id,           instruction.type, *split, sum.partial, OpCode::psum,
                              std::nullopt, nullptr,          {},     std::nullopt};
    return true;
  }

  // The split of a linear op's result on a pending sum split as `sum` is, where each device's
  // part of the op is the op on its block: elementwise ops keep it, a transpose permutes it, a
  // sum over dimensions no device splits drops them, a reshape only of a whole value.
  static std::optional<Split> split_through_linear(const Instruction& instruction, const Local& sum) {
    switch (instruction.op) {
      case OpCode::neg:
      case OpCode::mul:
      case OpCode::div:
        return sum.split;
      case OpCode::transpose: {
        Split split;
        for (std::int64_t d : instruction.attrs.int_list("perm"))
          split.push_back(sum.split.at(static_cast<std::size_t>(d)));
        return split;
      }
      case OpCode::reduce_sum: {
        const IntList& axes = instruction.attrs.int_list("axes");
        Split split;
        for (std::size_t d = 0; d < sum.split.size(); ++d) {
          const bool reduced =
              std::find(axes.begin(), axes.end(), static_cast<std::int64_t>(d)) != axes.end();
          if (reduced && !sum.split[d].empty()) return std::nullopt;
          if (!reduced) split.push_back(sum.split[d]);
        }
        return split;
      }
      case OpCode::reshape:
        if (!is_whole(sum.split)) return std::nullopt;
        return Split(instruction.type.shape.size());
      default:
        return std::nullopt;
    }
  }

  void partition_while(const Instruction& instruction, ValueId own, Scope& scope) {
    // The carry takes the splits the body gives its results (a dry build of the body from the
    // operands' splits shows them): the operands are resharded once before the loop, not every
    // trip (a gradient accumulator starts as replicated zeros and is summed into split).
    accumulators_.push_back(find_accumulators(instruction, own, scope));
    std::vector<Local> carry;
    for (std::size_t k = 0; k < instruction.operands.size(); ++k) {
      Local start = scope.lookup(instruction.operands[k]);
      start.partial.clear();
      // A splat (an accumulator's zeros) starts as its users after the loop want the result.
      if (start.splat && scope.owns(own) && !scope.parent)
        start.split = split_of(desired_[static_cast<std::size_t>(own) + k]);
      carry.push_back(start);
    }
    // Carried values depend on each other (a scan's stack takes the split of the activation it
    // saves, itself a carry), so the dry build is repeated until the splits settle; a few
    // rounds, as the splits could otherwise alternate.
    PartitionReport* report = report_;
    report_ = nullptr;  // what the dry builds would insert is not inserted
    for (int round = 0; round < 4; ++round) {
      Region dry;
      const std::vector<Split> natural = build_loop_region(instruction.regions.at(1), own, scope, carry, dry,
                                                           builder_->next_value() + (1 << 28), true, false);
      bool settled = true;
      for (std::size_t j = 0; j < carry.size() && j < natural.size(); ++j) {
        settled = settled && carry[j].split == natural[j];
        carry[j].split = natural[j];
      }
      for (const auto& [j, added] : accumulators_.back().partial) {
        settled = settled && carry[j].split == added.first && carry[j].partial == added.second;
        carry[j].split = added.first;
        carry[j].partial = added.second;
      }
      // A carry the body hands back unchanged and resplits the same way at every use (a scan's
      // FSDP weights, gathered for each micro-batch) takes that split before the loop, once, as
      // XLA's propagation gives the loop's operand its body's sharding.
      for (const auto& [j, asked] : accumulators_.back().asked) {
        const Split& first = asked.front();  // (a named reference: clang 14 cannot capture a binding)
        if (!std::all_of(asked.begin(), asked.end(), [&first](const Split& split) { return split == first; }))
          continue;
        settled = settled && carry[j].split == first;
        carry[j].split = first;
      }
      if (settled) break;
    }
    report_ = report;
    Instruction local = instruction;
    local.regions.clear();
    local.operands.clear();
    for (std::size_t k = 0; k < instruction.operands.size(); ++k) {
      const Local& from = scope.lookup(instruction.operands[k]);
      const std::vector<Axes> partial = carry[k].partial;
      carry[k] = reshard_once(from, carry[k].split, fmt::format("operand {} of while_loop", k));
      carry[k].partial = partial;  // an accumulator's zeros are a sum of zeros
      local.operands.push_back(carry[k].id);
    }
    const ValueId base = builder_->next_value();
    for (std::size_t r = 0; r < instruction.regions.size(); ++r) {
      Region fresh;
      build_loop_region(instruction.regions[r], own, scope, carry, fresh, base, r == 1, true);
      local.regions.push_back(std::move(fresh));
    }
    local.type = builder_->type_of(carry[0].id);
    local.extra_types.clear();
    for (std::size_t j = 1; j < carry.size(); ++j)
      local.extra_types.push_back(builder_->type_of(carry[j].id));
    accumulators_.pop_back();
    const ValueId id = builder_->add_raw(std::move(local));
    if (id != base) throw Error("partitioning: a loop's regions were numbered from the wrong value");
    std::vector<std::size_t> pending;
    for (std::size_t j = 0; j < carry.size(); ++j) {
      Local result = carry[j];
      result.id =
          j == 0 ? id
                 : builder_->add_result(id, static_cast<std::int64_t>(j), builder_->type_of(carry[j].id));
      scope.values[own + static_cast<ValueId>(j)] = result;
      if (!result.partial.empty()) pending.push_back(j);
    }
    // An accumulator's sums complete right after the loop, at the split its users want (XLA's
    // all-reduces or reduce-scatters moved out of it).
    for (std::size_t j : pending) {
      const auto value = own + static_cast<ValueId>(j);
      const Local& result = scope.values[value];
      const Split target = scope.parent ? result.split : split_of(desired_[static_cast<std::size_t>(value)]);
      scope.values[value] = reshard_once(result, target, fmt::format("result {} of while_loop", j));
    }
  }

  // The sharding constraints written in branch `branch` of the top-level op `own`.
  std::map<ValueId, TensorSharding> branch_constraints(ValueId own, std::int64_t branch) const {
    std::map<ValueId, TensorSharding> constraints;
    for (auto it = seeds_.branch_values.lower_bound({own, branch, own});
         it != seeds_.branch_values.end() && std::get<0>(it->first) == own &&
         std::get<1>(it->first) == branch;
         ++it)
      constraints[std::get<2>(it->first)] = it->second;
    return constraints;
  }

  // Propagation inside a loop's body: its parameters and results as the carries are split, the
  // values it reads from outside as they are.
  Guide loop_guide(const Region& body, ValueId own, const Scope& scope,
                   const std::vector<Local>& carry) const {
    std::vector<TensorSharding> carries;
    for (const Local& value : carry) carries.push_back(as_sharding(value.split));
    const auto outer = [&](ValueId id) {
      const Local& value = scope.lookup(id);
      return std::make_pair(value.global, as_sharding(value.split));
    };
    static const std::vector<ShardingSeeds::ManualComputation> kNone;
    std::vector<ValueId> path = scope.loop_path.value_or(std::vector<ValueId>{});
    path.push_back(own);
    // A loop's body keeps the sharding constraints written in it (a loop's in a branch has no
    // path: none are kept there).
    std::map<ValueId, TensorSharding> constraints;
    if (scope.loop_path)
      for (auto it = seeds_.loop_body_values.lower_bound({path, own});
           it != seeds_.loop_body_values.end() && it->first.first == path; ++it)
        constraints[it->first.second] = it->second;
    const auto manual = scope.loop_path ? seeds_.loop_body_manual.find(path) : seeds_.loop_body_manual.end();
    const auto& computations = manual != seeds_.loop_body_manual.end() ? manual->second : kNone;
    return Guide{
        own, partitioning::propagate_loop_body(mesh_, body, own, carries, outer, constraints, computations),
        constraints};
  }

  // One region of a loop built into `fresh`, its parameters the carry; a body's results are
  // resharded to the carry's splits (`to_carry`), a condition's to whole. Returns the splits the
  // results had before that (partial sums completed where they stand, or reduce-scattered into
  // the carry's split where it adds only the summed axes).
  std::vector<Split> build_loop_region(const Region& old_region, ValueId own, Scope& scope,
                                       const std::vector<Local>& carry, Region& fresh, ValueId base,
                                       bool is_body, bool to_carry) {
    ProgramBuilder region_builder(fresh, base, *builder_);
    const Target saved = enter(region_builder);
    Scope inner;
    inner.parent = &scope;
    inner.base = own;
    const std::size_t level = accumulators_.size() - 1;  // (by index: a loop in the body pushes its own)
    accumulators_[level].invariant.clear();
    accumulators_[level].asked.clear();
    for (std::size_t j = 0; j < carry.size(); ++j) {
      Local param = carry[j];
      param.id = region_builder.parameter("", local_type(carry[j].global, carry[j].split));
      param.splat.reset();
      param.broadcast_of.reset();
      inner.values[own + static_cast<ValueId>(j)] = param;
      const bool unchanged =
          j < old_region.results.size() && old_region.results[j] == own + static_cast<ValueId>(j);
      if (is_body && unchanged && param.partial.empty()) accumulators_[level].invariant[param.id] = j;
    }
    // A loop's body may hold manual computations (a shard_map in a scanned layer).
    std::optional<ManualPlan> manual;
    if (is_body && scope.loop_path) {
      inner.loop_path = *scope.loop_path;
      inner.loop_path->push_back(own);
      if (const auto found = seeds_.loop_body_manual.find(*inner.loop_path);
          found != seeds_.loop_body_manual.end()) {
        manual = plan_manual(found->second, old_region.body,
                             own + static_cast<ValueId>(old_region.params.size()), old_region.results);
        inner.manual = &*manual;
      }
    }
    guides_.push_back(is_body ? std::optional<Guide>(loop_guide(old_region, own, scope, carry))
                              : std::nullopt);
    region_constraints_.emplace_back();  // a branch's around the loop name none of its values
    accumulators_[level].body = is_body ? &inner : nullptr;
    accumulators_[level].partial.clear();
    run_body(old_region.body, own + static_cast<ValueId>(old_region.params.size()), inner, false);
    accumulators_[level].body = nullptr;
    region_constraints_.pop_back();
    guides_.pop_back();
    std::vector<Split> natural;
    for (std::size_t j = 0; j < old_region.results.size(); ++j) {
      const Local& value = inner.lookup(old_region.results[j]);
      // A sum still pending completes as a reduce-scatter into the carry's split where that
      // split adds only the summed axes: the bytes of completing it whole, and the carry is not
      // gathered before the loop (XLA keeps a backward scan's cotangent split so).
      const bool scatter =
          is_body && j < carry.size() && adds_only(carry[j].split, value.split, value.partial);
      natural.push_back(scatter ? carry[j].split : value.split);
      const Split target = !is_body   ? Split(value.global.shape.size())
                           : to_carry ? carry.at(j).split
                                      : value.split;
      // An accumulator's sum stays pending through the loop (completed after it).
      const bool pending = is_body && to_carry && !carry.at(j).partial.empty();
      if (pending && (value.partial != carry[j].partial || value.split != target))
        throw Error(fmt::format(
            "partitioning: carry {} of a loop was to keep a pending sum its body does not give", j));
      fresh.results.push_back(pending ? value.id : reshard_once(value, target, "a loop's carry").id);
    }
    leave(saved);
    return natural;
  }

  // A branch (cond, switch_case) runs per device: its selector whole on every
  // device, each branch partitioned as the program is, and every branch's
  // results resharded to the splits the first branch's have.
  void partition_branches(const Instruction& instruction, ValueId own, Scope& scope) {
    Instruction local = instruction;
    local.regions.clear();
    const Local& selector = scope.lookup(instruction.operands.at(0));
    local.operands = {reshard_once(selector, Split(selector.global.shape.size()), "a branch's selector").id};
    const ValueId base = builder_->next_value();
    std::vector<Split> splits;
    std::vector<TensorType> types;
    std::int64_t branch_index = 0;
    for (const Region& old_region : instruction.regions) {
      Region fresh;
      ProgramBuilder region_builder(fresh, base, *builder_);
      const Target saved = enter(region_builder);
      Scope inner;
      inner.parent = &scope;
      inner.base = own;
      guides_.emplace_back();
      // A top-level branch keeps the sharding constraints written in it.
      region_constraints_.push_back(scope.parent == nullptr ? branch_constraints(own, branch_index)
                                                            : std::map<ValueId, TensorSharding>{});
      run_body(old_region.body, own + static_cast<ValueId>(old_region.params.size()), inner, false);
      region_constraints_.pop_back();
      guides_.pop_back();
      ++branch_index;
      for (std::size_t j = 0; j < old_region.results.size(); ++j) {
        const Local& value = inner.lookup(old_region.results[j]);
        if (splits.size() <= j) {
          Local completed = reshard_once(value, value.split, "a branch's result");
          splits.push_back(completed.split);
          types.push_back(builder_->type_of(completed.id));
          fresh.results.push_back(completed.id);
        } else {
          fresh.results.push_back(reshard_once(value, splits[j], "a branch's result").id);
        }
      }
      leave(saved);
      local.regions.push_back(std::move(fresh));
    }
    add_with_regions(std::move(local), instruction, own, base, types, splits, scope,
                     "a branch's regions were");
  }

  // A composite (a kernel's call, which stays a call so that the simulator
  // times it as one kernel) runs per device: its operands keep their splits
  // (partial sums completed), its body is partitioned as the program is, and
  // its results keep the splits the body gives them.
  void partition_composite(const Instruction& instruction, ValueId own, Scope& scope) {
    const Region& callee = instruction.regions.at(0);
    Instruction local = instruction;
    local.regions.clear();
    local.operands.clear();
    std::vector<Local> params;
    for (std::size_t k = 0; k < instruction.operands.size(); ++k) {
      const Local& from = scope.lookup(instruction.operands[k]);
      params.push_back(reshard_once(from, from.split, fmt::format("operand {} of a composite", k)));
      local.operands.push_back(params.back().id);
    }
    const ValueId base = builder_->next_value();
    Region fresh;
    std::vector<Split> splits;
    std::vector<TensorType> types;
    {
      ProgramBuilder region_builder(fresh, base, *builder_);
      const Target saved = enter(region_builder);
      Scope inner;
      inner.parent = &scope;
      inner.base = own;
      for (std::size_t j = 0; j < params.size(); ++j) {
        Local param = params[j];
        param.id = region_builder.parameter("", builder_->type_of(params[j].id));
        inner.values[own + static_cast<ValueId>(j)] = param;
      }
      guides_.emplace_back();
      region_constraints_.emplace_back();  // a branch's around the composite name none of its values
      run_body(callee.body, own + static_cast<ValueId>(callee.params.size()), inner, false);
      region_constraints_.pop_back();
      guides_.pop_back();
      for (ValueId result : callee.results) {
        const Local& value = inner.lookup(result);
        const Local completed = reshard_once(value, value.split, "a composite's result");
        splits.push_back(completed.split);
        types.push_back(builder_->type_of(completed.id));
        fresh.results.push_back(completed.id);
      }
      leave(saved);
    }
    local.regions.push_back(std::move(fresh));
    add_with_regions(std::move(local), instruction, own, base, types, splits, scope,
                     "a composite's body was");
  }

  // Writes an op whose regions were built from `base` and binds its results,
  // typed `types` and split `splits`, to the global op's values (`numbered`: what an
  // inconsistent numbering names).
  void add_with_regions(Instruction local, const Instruction& instruction, ValueId own, ValueId base,
                        const std::vector<TensorType>& types, const std::vector<Split>& splits, Scope& scope,
                        const char* numbered) {
    local.type = types.at(0);
    local.extra_types.assign(types.begin() + 1, types.end());
    const ValueId id = builder_->add_raw(std::move(local));
    if (id != base) throw Error(fmt::format("partitioning: {} numbered from the wrong value", numbered));
    for (std::size_t j = 0; j < types.size(); ++j) {
      const ValueId value = j == 0 ? id : builder_->add_result(id, static_cast<std::int64_t>(j), types[j]);
      scope.values[own + static_cast<ValueId>(j)] = Local{
          value,       instruction.result_type(j), splits[j], {}, OpCode::psum, std::nullopt, nullptr, {},
          std::nullopt};
    }
  }

  // What writing into a region changes: the builder and the values cached for
  // reuse (a region's must not leak out; the enclosing scope's stay visible).
  struct Target {
    ProgramBuilder* builder;
    ValueId zero, flat_index;
    std::map<std::string, ValueId> coordinates;
    std::map<std::pair<ValueId, Split>, Local> resharded;
    std::map<std::tuple<ValueId, Split, std::vector<bool>>, Local> gathered_for_dot;
  };
  Target enter(ProgramBuilder& region_builder) {
    Target saved{builder_, zero_, flat_index_, coordinates_, resharded_, gathered_for_dot_};
    region_builder.merge_identical();
    builder_ = &region_builder;
    return saved;
  }
  void leave(const Target& saved) {
    builder_ = saved.builder;
    zero_ = saved.zero;
    flat_index_ = saved.flat_index;
    coordinates_ = saved.coordinates;
    resharded_ = saved.resharded;
    gathered_for_dot_ = saved.gathered_for_dot;
  }

  // A slice whose rows along each split dimension it cuts lie in one block, fewer rows than the
  // dimension has blocks (a ViT's class token x[:, 0], a language model's last position): each
  // device cuts the rows at the same place in its own block, the first block keeps them (moved
  // there by one collective permute where another block holds them), the others zeros, and the
  // result is a partial sum over those axes, completed where it is used (XLA's masked slice and
  // all-reduce), not the dimension gathered whole.
  bool slice_inside_one_block(const Instruction& instruction, ValueId own, Scope& scope) {
    if (instruction.op != OpCode::slice) return false;
    const Local& from = scope.lookup(instruction.operands.at(0));
    if (from.broadcast_of || from.splat || from.global.dtype == DType::boolean) return false;
    const Shape& shape = from.global.shape;
    const IntList& start = instruction.attrs.int_list("start_indices");
    const IntList& limit = instruction.attrs.int_list("limit_indices");
    if (instruction.attrs.has("strides")) {
      const IntList& strides = instruction.attrs.int_list("strides");
      if (std::any_of(strides.begin(), strides.end(), [](std::int64_t s) { return s != 1; })) return false;
    }
    std::vector<std::pair<std::size_t, std::int64_t>> holders;  // (dimension, the block holding its rows)
    for (std::size_t d = 0; d < shape.size(); ++d) {
      if ((start[d] == 0 && limit[d] == shape[d]) || from.split[d].empty()) continue;
      const std::int64_t parts = axes_size(mesh_, from.split[d]);
      const std::int64_t rows = (shape[d] + parts - 1) / parts;
      if (limit[d] <= start[d] || (limit[d] - 1) / rows != start[d] / rows || limit[d] - start[d] >= parts)
        return false;
      holders.emplace_back(d, start[d] / rows);
    }
    if (holders.empty()) return false;
    const Local source = reshard_once(from, from.split, "operand 0 of slice");  // partial sums completed
    const TensorType block_type = builder_->type_of(source.id);
    IntList local_start(start), local_limit(limit);
    for (std::size_t d = 0; d < shape.size(); ++d)
      if (!from.split[d].empty()) local_start[d] = 0, local_limit[d] = block_type.shape[d];
    ValueId holds = -1;
    std::vector<Axes> partial;
    Split split = from.split;
    for (const auto& [d, index] : holders) {
      const std::int64_t rows = block_type.shape[d];
      local_start[d] = start[d] - index * rows;
      local_limit[d] = limit[d] - index * rows;
      const ValueId here = compare(offset(from.split[d], 1), zero(), "eq");
      holds = holds < 0 ? here : builder_->add(OpCode::and_, {holds, here});
      partial.push_back(from.split[d]);
      split[d].clear();
    }
    Attrs cut_attrs;
    cut_attrs.set("start_indices", local_start);
    cut_attrs.set("limit_indices", local_limit);
    ValueId cut = builder_->add(OpCode::slice, {source.id}, std::move(cut_attrs));
    // As XLA: rows held past the first block move to it first (the slice's own split puts them
    // there), then the first block keeps them.
    for (const auto& [d, index] : holders)
      if (index != 0) cut = permute_blocks(cut, from.split[d], {{index, 0}}, "rows of operand 0 of slice");
    const TensorType type = builder_->type_of(cut);
    const ValueId mask = spread(holds, TensorType{DType::boolean, type.shape});
    const ValueId kept = builder_->add(OpCode::select, {mask, cut, filled(type, 0.0)});
    scope.values[own] =
        Local{kept, instruction.type, split, partial, OpCode::psum, std::nullopt, nullptr, {}, std::nullopt};
    return true;
  }

  // A slice that cuts evenly split dimensions: the result stays split there, each device's
  // block assembled from the rows its neighbours send with collective permutes (the pieces
  // packed as XLA packs them; one cut dimension after another), not from a gather of the whole
  // dimension; a strided cut takes every stride-th row of the window it receives. False where
  // the slice is not of that kind (the op's rule then gathers what it cuts), or where each
  // block takes every stride-th row of itself (x[1::2]: the rule's own local slice).
  bool slice_by_exchange(const Instruction& instruction, ValueId own, Scope& scope) {
    if (instruction.op != OpCode::slice) return false;
    const Local& from = scope.lookup(instruction.operands.at(0));
    const TensorType& global = from.global;
    const IntList& start = instruction.attrs.int_list("start_indices");
    const IntList& limit = instruction.attrs.int_list("limit_indices");
    const IntList strides =
        instruction.attrs.has("strides") ? instruction.attrs.int_list("strides") : IntList(start.size(), 1);
    std::vector<std::size_t> cuts;
    bool exchanges = false;
    for (std::size_t d = 0; d < global.shape.size(); ++d) {
      const bool cuts_here = start[d] != 0 || limit[d] != global.shape[d] || strides[d] != 1;
      if (!cuts_here || from.split[d].empty()) continue;
      if (padded(global, from.split, d) || instruction.type.shape[d] == 0) return false;
      exchanges = exchanges || !takes_within_blocks(global.shape[d], axes_size(mesh_, from.split[d]),
                                                    start[d], strides[d], instruction.type.shape[d]);
      cuts.push_back(d);
    }
    if (!exchanges || from.broadcast_of || from.splat) return false;
    Local source = reshard_once(from, from.split, "operand 0 of slice");  // partial sums completed
    // The dimensions no device splits are cut in place first.
    IntList local_start(start.size(), 0), local_limit;
    const TensorType block_type = builder_->type_of(source.id);
    IntList local_strides(start.size(), 1);
    for (std::size_t e = 0; e < start.size(); ++e) {
      const bool whole_here = !from.split[e].empty();
      local_start[e] = whole_here ? 0 : start[e];
      local_limit.push_back(whole_here ? block_type.shape[e] : limit[e]);
      if (!whole_here) local_strides[e] = strides[e];
    }
    ValueId block = source.id;
    if (local_start != IntList(start.size(), 0) ||
        local_limit != IntList(block_type.shape.begin(), block_type.shape.end()) ||
        local_strides != IntList(start.size(), 1)) {
      Attrs cut_attrs;
      cut_attrs.set("start_indices", local_start);
      cut_attrs.set("limit_indices", local_limit);
      if (local_strides != IntList(start.size(), 1)) cut_attrs.set("strides", local_strides);
      block = builder_->add(OpCode::slice, {block}, std::move(cut_attrs));
    }
    // Then each split dimension it cuts, one after another.
    for (std::size_t d : cuts) {
      const std::int64_t blocks = axes_size(mesh_, from.split[d]);
      if (strides[d] == 1) {
        block = exchange_rows(block, d, from.split[d],
                              partitioning::plan_slice_exchange(global.shape[d], blocks, start[d], limit[d]),
                              std::nullopt);
        continue;
      }
      const partitioning::SliceExchange plan = partitioning::plan_strided_slice_exchange(
          global.shape[d], blocks, start[d], strides[d], instruction.type.shape[d]);
      block = cut_rows(exchange_rows(block, d, from.split[d], plan, std::nullopt), d, 0, plan.out_block,
                       strides[d]);
    }
    bind_block(source, block, instruction, own, scope);
    return true;
  }

  // Whether every block of a dimension `size` long in `blocks` blocks, sliced from `start` by
  // `stride` to `rows` rows, takes every stride-th row of itself from the same start (the
  // slice's rule splits such a dimension; each device slices its own block).
  static bool takes_within_blocks(std::int64_t size, std::int64_t blocks, std::int64_t start,
                                  std::int64_t stride, std::int64_t rows) {
    return stride > 1 && start < stride && (size / blocks) % stride == 0 && rows == size / stride;
  }

  // `block` (split over `axes` along d) given the rows `plan` sends along d: the rows each
  // device's new block needs, sent by the devices that hold them.
  ValueId exchange_rows(ValueId block, std::size_t d, const Axes& axes,
                        const partitioning::SliceExchange& plan, std::optional<ValueId> fill) {
    const std::int64_t blocks = axes_size(mesh_, axes);
    std::vector<ValueId> received;
    for (const partitioning::SlicePermute& permute : plan.permutes)
      received.push_back(permute_blocks(cut_rows(block, d, permute.start, permute.limit), axes, permute.pairs,
                                        "rows of operand 0 of slice"));
    TensorType out_type = builder_->type_of(block);
    out_type.shape[d] = plan.out_block;
    // Rows no device sends are padding: a pad's value, or anything (zeros) past a slice's end.
    ValueId result = fill ? spread(*fill, out_type) : filled(out_type, 0.0);
    const ValueId ordinal = offset(axes, 1);
    // Each buffer (the device's own block, then each permute's) placed where its rows belong.
    for (int buffer = -1; buffer < static_cast<int>(received.size()); ++buffer) {
      const std::int64_t base = buffer < 0 ? 0 : plan.permutes[static_cast<std::size_t>(buffer)].start;
      IntList shift(static_cast<std::size_t>(blocks), 0), low(shift), high(shift);
      bool used = false;
      for (std::size_t r = 0; r < plan.pieces.size(); ++r)
        for (const partitioning::SlicePiece& piece : plan.pieces[r]) {
          if (piece.permute != buffer) continue;
          shift[r] = piece.at - (piece.start - base);
          low[r] = piece.at;
          high[r] = piece.at + piece.limit - piece.start;
          used = true;
        }
      if (!used) continue;
      const ValueId from_buffer = buffer < 0 ? block : received[static_cast<std::size_t>(buffer)];
      result = place_rows(result, from_buffer, d, plan.out_block, ordinal, shift, low, high);
    }
    return result;
  }

  // A region's own values are numbered from its holder's on, so only a smaller id names a value
  // of the top level (one defined before the holder).
  void note_region_reads(const Region& region, std::size_t index) {
    const ValueId holder = global_.instruction_value(index);
    const auto note = [&](ValueId id) {
      if (id < 0 || id >= holder) return;
      used_at_top_[static_cast<std::size_t>(id)] = true;
      readers_at_top_[static_cast<std::size_t>(id)].push_back(index);
    };
    for (const Instruction& inner : region.body) {
      for (ValueId id : inner.operands) note(id);
      for (const Region& nested : inner.regions) note_region_reads(nested, index);
    }
    for (ValueId id : region.results) note(id);
  }

  // concatenate(x[k:], x[:k]) along an evenly split dimension of x (jnp.roll): XLA rewrites it
  // to a rotation, partitioned as shifted pieces of each block, one collective permute a piece.
  struct Rotation {
    ValueId source = -1;
    std::size_t dim = 0;
    std::int64_t right = 0;  // rows each element moves towards the end (mod the size)
  };
  std::optional<Rotation> rotation(const Instruction& concat, const Scope& scope) const {
    if (concat.op != OpCode::concatenate || concat.operands.size() != 2) return std::nullopt;
    const auto d = static_cast<std::size_t>(concat.attrs.integer("dimension"));
    const auto slice_of = [&](ValueId id) -> const Instruction* {
      const auto first = static_cast<ValueId>(global_.params.size());
      if (id < first || id - first >= static_cast<ValueId>(global_.body.size())) return nullptr;
      const Instruction& producer = global_.body[static_cast<std::size_t>(id - first)];
      if (producer.op != OpCode::slice) return nullptr;
      if (producer.attrs.has("strides")) {
        const IntList& strides = producer.attrs.int_list("strides");
        if (std::any_of(strides.begin(), strides.end(), [](std::int64_t stride) { return stride != 1; }))
          return nullptr;
      }
      if (!global_.results.empty() && std::count(global_.results.begin(), global_.results.end(), id) > 0)
        return nullptr;
      return readers_at_top_[static_cast<std::size_t>(id)].size() == 1 ? &producer : nullptr;
    };
    const Instruction* head = slice_of(concat.operands[0]);
    const Instruction* tail = slice_of(concat.operands[1]);
    if (!head || !tail || head->operands[0] != tail->operands[0]) return std::nullopt;
    const ValueId source = head->operands[0];
    const Local& from = scope.lookup(source);
    const Shape& shape = from.global.shape;
    if (d >= shape.size() || from.split[d].empty() || padded(from.global, from.split, d) ||
        from.broadcast_of || from.splat)
      return std::nullopt;
    const IntList& head_start = head->attrs.int_list("start_indices");
    const IntList& head_limit = head->attrs.int_list("limit_indices");
    const IntList& tail_start = tail->attrs.int_list("start_indices");
    const IntList& tail_limit = tail->attrs.int_list("limit_indices");
    for (std::size_t e = 0; e < shape.size(); ++e) {
      if (e == d) continue;
      if (head_start[e] != 0 || tail_start[e] != 0 || head_limit[e] != shape[e] || tail_limit[e] != shape[e])
        return std::nullopt;
    }
    const std::int64_t k = head_start[d];
    if (k <= 0 || k >= shape[d] || head_limit[d] != shape[d] || tail_start[d] != 0 || tail_limit[d] != k)
      return std::nullopt;
    return Rotation{source, d, shape[d] - k};
  }

  // A slice that a rotation reads is not written: the rotation reads its source instead.
  bool part_of_rotation(const Instruction& instruction, ValueId own, const Scope& scope) const {
    if (instruction.op != OpCode::slice) return false;
    const auto& readers = readers_at_top_[static_cast<std::size_t>(own)];
    if (readers.size() != 1) return false;
    const Instruction& reader = global_.body[readers[0]];
    return rotation(reader, scope).has_value();
  }

  // The rotation itself, as XLA partitions its rotate: each block's rows [current, current +
  // piece) come from the block `distance` before it, rows [offset, offset + piece) there.
  bool rotate(const Instruction& instruction, ValueId own, Scope& scope) {
    const std::optional<Rotation> turn = rotation(instruction, scope);
    if (!turn) return false;
    const Local source = reshard_once(scope.lookup(turn->source), scope.lookup(turn->source).split,
                                      "operand 0 of concatenate");  // partial sums completed
    const std::size_t d = turn->dim;
    const Axes& axes = source.split[d];
    const std::int64_t n = axes_size(mesh_, axes);
    const std::int64_t block = source.global.shape[d] / n;
    std::vector<ValueId> pieces;
    for (std::int64_t current = 0; current < block;) {
      const std::int64_t distance = (turn->right - current + block - 1) / block;
      const std::int64_t offset = distance * block - turn->right + current;
      const std::int64_t rows = std::min(block - offset, block - current);
      ValueId piece = cut_rows(source.id, d, offset, offset + rows);
      if (distance % n != 0) {
        IntListList pairs;
        for (std::int64_t i = 0; i < n; ++i) pairs.push_back({i, (i + distance) % n});
        piece = permute_blocks(piece, axes, pairs, "a rotation (concatenate of two slices)");
      }
      pieces.push_back(piece);
      current += rows;
    }
    ValueId rotated = pieces.front();
    if (pieces.size() > 1) {
      Attrs along;
      along.set("dimension", static_cast<std::int64_t>(d));
      rotated = builder_->add(OpCode::concatenate, pieces, std::move(along));
    }
    bind_block(source, rotated, instruction, own, scope);
    return true;
  }

  // A pad (edges only, no interior) of evenly split dimensions: each such dimension is a slice
  // from -low to size + high whose rows outside the operand are the pad value, exchanged as a
  // slice is (the result stays split, as XLA's halo exchange keeps it); other dimensions are
  // padded in place first. False for interior padding or an uneven split.
  bool pad_by_exchange(const Instruction& instruction, ValueId own, Scope& scope) {
    if (instruction.op != OpCode::pad) return false;
    const Local& from = scope.lookup(instruction.operands.at(0));
    if (from.broadcast_of || from.splat) return false;
    const IntList& low = instruction.attrs.int_list("edge_padding_low");
    const IntList& high = instruction.attrs.int_list("edge_padding_high");
    const IntList& interior = instruction.attrs.int_list("interior_padding");
    std::vector<std::size_t> padded_split;
    for (std::size_t d = 0; d < low.size(); ++d) {
      if (interior[d] != 0) return false;
      if ((low[d] == 0 && high[d] == 0) || from.split[d].empty()) continue;
      if (padded(from.global, from.split, d)) return false;
      padded_split.push_back(d);
    }
    if (padded_split.empty()) return false;
    Local source = reshard_once(from, from.split, "operand 0 of pad");  // partial sums completed
    const Local value = scope.lookup(instruction.operands.at(1));
    const ValueId fill = reshard_once(value, Split{}, "operand 1 of pad").id;
    ValueId block = source.id;
    IntList local_low(low.size(), 0), local_high(low.size(), 0);
    for (std::size_t d = 0; d < low.size(); ++d)
      if (from.split[d].empty()) {
        local_low[d] = low[d];
        local_high[d] = high[d];
      }
    if (local_low != IntList(low.size(), 0) || local_high != IntList(low.size(), 0)) {
      Attrs edges;
      edges.set("edge_padding_low", local_low);
      edges.set("edge_padding_high", local_high);
      edges.set("interior_padding", IntList(low.size(), 0));
      block = builder_->add(OpCode::pad, {block, fill}, std::move(edges));
    }
    for (std::size_t d : padded_split) {
      const std::int64_t size = from.global.shape[d];
      block = exchange_rows(
          block, d, from.split[d],
          partitioning::plan_slice_exchange(size, axes_size(mesh_, from.split[d]), -low[d], size + high[d]),
          fill);
    }
    bind_block(source, block, instruction, own, scope);
    return true;
  }

  // A reverse of evenly split dimensions: block j of such a dimension becomes block n - 1 - j, so
  // each device takes its mirror's block in one collective permute and reverses it in place, the
  // result split as the operand, as XLA does. False where a reversed dimension is padded.
  bool reverse_by_permute(const Instruction& instruction, ValueId own, Scope& scope) {
    if (instruction.op != OpCode::reverse) return false;
    const Local& from = scope.lookup(instruction.operands.at(0));
    if (from.broadcast_of || from.splat) return false;
    std::vector<std::size_t> moved;
    for (std::int64_t dimension : instruction.attrs.int_list("dimensions")) {
      const auto d = static_cast<std::size_t>(dimension);
      if (from.split.at(d).empty()) continue;
      if (padded(from.global, from.split, d)) return false;
      moved.push_back(d);
    }
    if (moved.empty()) return false;
    Local made = reshard_once(from, from.split, "operand 0 of reverse");  // partial sums completed
    for (std::size_t d : moved) {
      const Axes& axes = from.split[d];
      const std::int64_t n = axes_size(mesh_, axes);
      IntListList pairs;
      for (std::int64_t j = 0; j < n; ++j)
        if (j != n - 1 - j) pairs.push_back({j, n - 1 - j});
      made.id = permute_blocks(made.id, axes, pairs, "operand 0 of reverse (mirrored blocks)");
    }
    bind_block(made, builder_->add(OpCode::reverse, {made.id}, instruction.attrs), instruction, own, scope);
    return true;
  }

  // Binds the instruction's result to `block`, split as `like` is (its partial sums completed).
  static void bind_block(const Local& like, ValueId block, const Instruction& instruction, ValueId own,
                         Scope& scope) {
    Local made = like;
    made.id = block;
    made.global = instruction.type;
    made.partial.clear();
    made.iota.reset();
    scope.values[own] = made;
  }

  // `value` sent between the blocks of `axes` (pairs of block indices: source, receiver), as one
  // collective permute on every group of the other axes, reported as inserted for `purpose`.
  ValueId permute_blocks(ValueId value, const Axes& axes, const IntListList& pairs,
                         const std::string& purpose) {
    Attrs attrs;
    attrs.set("axis", out_.axis_name);
    attrs.set("perm",
              compose_permutation(mesh_groups(mesh_, mesh_axes_named(mesh_, axes_name(axes))), pairs));
    const ValueId moved = builder_->add(OpCode::ppermute, {value}, std::move(attrs));
    if (report_)
      report_->collectives.push_back({OpCode::ppermute, axes_name(axes),
                                      static_cast<std::int64_t>(builder_->type_of(moved).byte_size()),
                                      purpose});
    return moved;
  }

  // Rows [start, limit) of `value` along dimension d.
  ValueId cut_rows(ValueId value, std::size_t d, std::int64_t start, std::int64_t limit,
                   std::int64_t stride = 1) {
    const TensorType type = builder_->type_of(value);
    IntList first(type.shape.size(), 0), last(type.shape.begin(), type.shape.end());
    first[d] = start;
    last[d] = limit;
    Attrs attrs;
    attrs.set("start_indices", first);
    attrs.set("limit_indices", last);
    if (stride != 1) {
      IntList strides(type.shape.size(), 1);
      strides[d] = stride;
      attrs.set("strides", strides);
    }
    return builder_->add(OpCode::slice, {value}, std::move(attrs));
  }

  // `into` with its rows [low, high) along d replaced by rows [low - shift, high - shift) of
  // `buffer`, each a table entry picked by this device's ordinal.
  ValueId place_rows(ValueId into, ValueId buffer, std::size_t d, std::int64_t rows, ValueId ordinal,
                     const IntList& shift, const IntList& low, const IntList& high) {
    const TensorType out = builder_->type_of(into);
    const TensorType in = builder_->type_of(buffer);
    IntList pad_low(in.shape.size(), 0), pad_high(in.shape.size(), 0);
    pad_low[d] = rows;
    pad_high[d] = rows;
    Attrs pad;
    pad.set("edge_padding_low", pad_low);
    pad.set("edge_padding_high", pad_high);
    pad.set("interior_padding", IntList(in.shape.size(), 0));
    const ValueId padded_buffer =
        builder_->add(OpCode::pad, {buffer, builder_->scalar(in.dtype, 0)}, std::move(pad));
    IntList starts_shift(shift.size());
    for (std::size_t r = 0; r < shift.size(); ++r) starts_shift[r] = rows - shift[r];
    std::vector<ValueId> starts;
    for (std::size_t e = 0; e < out.shape.size(); ++e)
      starts.push_back(e == d ? table_entry(starts_shift, ordinal) : builder_->scalar(DType::s32, 0));
    std::vector<ValueId> operands{padded_buffer};
    operands.insert(operands.end(), starts.begin(), starts.end());
    Attrs sizes;
    sizes.set("slice_sizes", IntList(out.shape.begin(), out.shape.end()));
    const ValueId shifted = builder_->add(OpCode::dynamic_slice, operands, std::move(sizes));
    const TensorType positions{DType::s32, out.shape};
    Attrs along;
    along.set("dimension", static_cast<std::int64_t>(d));
    const ValueId row = builder_->add(OpCode::iota, {}, std::move(along), positions);
    const auto bound = [&](const IntList& table) { return spread(table_entry(table, ordinal), positions); };
    const ValueId above = compare(row, bound(low), "ge");
    const ValueId below = compare(row, bound(high), "lt");
    const ValueId inside = builder_->add(OpCode::and_, {above, below});
    return builder_->add(OpCode::select, {inside, shifted, into});
  }

  // table[ordinal] as an s32 scalar (the table is a constant of the program).
  ValueId table_entry(const IntList& table, ValueId ordinal) {
    std::vector<double> values(table.begin(), table.end());
    Attrs constant;
    constant.set("values", values);
    const ValueId entries = builder_->add(OpCode::constant, {}, std::move(constant),
                                          TensorType{DType::s32, {static_cast<std::int64_t>(table.size())}});
    Attrs one;
    one.set("slice_sizes", IntList{1});
    const ValueId picked = builder_->add(OpCode::dynamic_slice, {entries, ordinal}, std::move(one));
    return builder_->add(OpCode::reshape, {picked}, {}, TensorType{DType::s32, {}});
  }

  // A global program's values are whole arrays: a collective means something only in a shard_map's
  // body, over its manual axes.
  void check_collective_is_manual(const Instruction& instruction) const {
    if (partly_manual_) {
      check_groups_stay_manual(instruction);
      return;
    }
    const std::string where =
        instruction.loc.known() ? fmt::format(" at {}:{}", instruction.loc.line, instruction.loc.column) : "";
    throw Error(
        fmt::format("{}{} stands outside a shard_map: a global program's collective cannot be partitioned",
                    op_name(instruction.op), where));
  }

  // Each operand resharded to the split `factors` give it (`moved_along`: a sort's or
  // concatenate's operands first take its first operand's split); their local types into
  // `local_operands`.
  std::vector<ValueId> reshard_operands(const Instruction& instruction, Scope& scope, const FactorRule& rule,
                                        const FactorAxes& factors,
                                        const std::vector<TensorType>& operand_types, bool moved_along,
                                        std::vector<TensorType>& local_operands) {
    std::vector<ValueId> operands;
    for (std::size_t k = 0; k < instruction.operands.size(); ++k) {
      const Split need = split_for(rule, factors, rule.operands[k], operand_types[k].shape.size());
      const Local& from = scope.lookup(instruction.operands[k]);
      const std::string purpose = fmt::format("operand {} of {}", k, op_name(instruction.op));
      // XLA gives a sort's (a concatenate's) operands its first operand's sharding before it moves
      // them all (an argsort's iota too, which is then moved rather than cut from a whole one).
      const Local staged = moved_along && k > 0
                               ? reshard_once(from, scope.lookup(instruction.operands[0]).split, purpose)
                               : from;
      const Local moved = runs_whole(instruction) && staged.iota ? whole_iota(staged)
                          : partly_gathered_for_dot(instruction, staged, need)
                              ? gather_for_dot(staged, need, contracted_dims(rule, k), purpose)
                              : reshard_once(staged, need, purpose);
      // A partial sum completed once serves every later user.
      if (!from.partial.empty() && scope.owns(instruction.operands[k]))
        scope.set(instruction.operands[k], moved);
      operands.push_back(moved.id);
      local_operands.push_back(builder_->type_of(moved.id));
    }
    return operands;
  }

  // An op's results: global types, splits and block types, one each.
  struct ResultTypes {
    const std::vector<TensorType>& global;
    const std::vector<Split>& splits;
    const std::vector<TensorType>& local;
  };

  // The op's results (its first is `id`) into the scope, each with its split and the axes its
  // partial sums are over.
  void set_results(const Instruction& instruction, ValueId own, Scope& scope, ValueId id,
                   const ResultTypes& results, const std::vector<Axes>& partial, OpCode combine) {
    for (std::size_t j = 0; j < results.global.size(); ++j) {
      const ValueId value =
          j == 0 ? id : builder_->add_result(id, static_cast<std::int64_t>(j), results.local[j]);
      scope.values[own + static_cast<ValueId>(j)] =
          Local{value, results.global[j], results.splits[j], partial, combine, std::nullopt, nullptr,
                {},    std::nullopt};
    }
    if (instruction.op == OpCode::iota) scope.values[own].iota = instruction.attrs;
  }

  // Each used result resharded to propagation's sharding for it.
  void move_results_back(const Instruction& instruction, ValueId own, Scope& scope) {
    for (std::size_t j = 0; j < instruction.result_count(); ++j) {
      const auto value = own + static_cast<ValueId>(j);
      if (!used_at_top_[static_cast<std::size_t>(value)]) continue;  // as XLA, nothing for a dead result
      const Local sorted = scope.lookup(value);
      const Split back = wanted_split(desired_[static_cast<std::size_t>(value)], sorted.split);
      scope.values[value] =
          reshard_once(sorted, back, fmt::format("result {} of {}", j, op_name(instruction.op)));
    }
  }

  void partition_op(const Instruction& instruction, ValueId own, Scope& scope, bool top_level) {
    if (instruction.op == OpCode::while_loop) {
      partition_while(instruction, own, scope);
      return;
    }
    if (instruction.op == OpCode::cond || instruction.op == OpCode::switch_case) {
      partition_branches(instruction, own, scope);
      return;
    }
    if (top_level && (part_of_rotation(instruction, own, scope) || rotate(instruction, own, scope))) return;
    if (keep_sum_pending(instruction, own, scope)) return;
    if (slice_inside_one_block(instruction, own, scope) || slice_by_exchange(instruction, own, scope) ||
        pad_by_exchange(instruction, own, scope) || reverse_by_permute(instruction, own, scope))
      return;
    // A global program's values are whole arrays: a collective means something only in a shard_map's
    // body, over its manual axes.
    if (is_collective(instruction.op)) check_collective_is_manual(instruction);
    const std::vector<TensorType> operand_types = global_types(instruction, scope);
    std::vector<TensorType> result_types;
    for (std::size_t j = 0; j < instruction.result_count(); ++j)
      result_types.push_back(instruction.result_type(j));
    const FactorRule rule = partitioning::rule_for(instruction, operand_types, result_types);
    const std::optional<FactorAxes> moved_along = moved_factors(instruction, scope, rule);
    const FactorAxes factors = runs_whole(instruction) ? FactorAxes(rule.sizes.size())
                               : moved_along           ? *moved_along
                                             : choose_factors(instruction, own, scope, rule, top_level);
    bool any_split = false;
    for (const Axes& axes : factors) any_split = any_split || !axes.empty();
    if (!any_split && report_ &&
        (has_regions(instruction.op) || instruction.op == OpCode::gather ||
         instruction.op == OpCode::scatter))
      ++report_->replicated_ops[std::string(op_name(instruction.op))];

    std::vector<TensorType> local_operands;
    std::vector<ValueId> operands = reshard_operands(instruction, scope, rule, factors, operand_types,
                                                     moved_along.has_value(), local_operands);
    mask_padded_reductions(rule, factors, operands, instruction);
    exchange_halos(rule, factors, operands, local_operands, instruction);
    std::vector<Split> result_splits;
    std::vector<TensorType> local_results;
    for (std::size_t j = 0; j < result_types.size(); ++j) {
      result_splits.push_back(split_for(rule, factors, rule.results[j], result_types[j].shape.size()));
      local_results.push_back(local_type(result_types[j], result_splits.back()));
    }
    if (instruction.op == OpCode::dynamic_update_slice)
      if (const auto id = update_split_slice(rule, factors, operands, operand_types)) {
        scope.values[own] =
            Local{*id, result_types[0], result_splits[0], {}, OpCode::psum, std::nullopt, nullptr,
                  {},  std::nullopt};
        return;
      }
    const std::vector<Axes> partial = partial_axes(rule, factors);
    std::optional<ValueId> valid_rows;
    if (rule.indexed && !factors[static_cast<std::size_t>(rule.indexed->factor)].empty())
      valid_rows = shift_indices(rule, factors, operands, instruction,
                                 operand_types[0].shape[rule.indexed->operand_dim]);
    if (rule.counted_once && !partial.empty()) {
      const std::size_t k = *rule.counted_once;
      operands[k] = first_of_sum_only(operands[k], flatten(partial));
    }
    Instruction local = instruction;
    for (const FactorRule::Halo& halo : rule.halos)
      if (!factors[static_cast<std::size_t>(halo.factor)].empty()) {
        IntListList padding = local.attrs.int_list_list("padding");
        padding.at(halo.padding_index) = halo_padding(instruction, halo, operand_types[halo.operand],
                                                      local_operands[halo.operand].shape[halo.dim]);
        local.attrs.set("padding", padding);
      }
    local.operands = operands;
    local.type = local_results[0];
    local.extra_types.assign(local_results.begin() + 1, local_results.end());
    localize_attrs(local, operand_types, local_operands);
    if (!local.regions.empty()) remap_regions(local, own, scope);
    // A collective a partly manual shard_map's body holds, written at its block.
    if (report_ && op_def(instruction.op).op_class == OpClass::collective) note_manual_collectives(local);
    if (rule.combine == OpCode::reduce && !partial.empty())
      return reduce_gathered_partials(std::move(local), flatten(partial), own, scope, result_types,
                                      result_splits);
    ValueId id = instruction.op == OpCode::iota
                     ? iota_block(instruction.attrs, result_types[0], result_splits[0])
                     : builder_->add_raw(std::move(local));
    const bool merged = instruction.op != OpCode::iota && builder_->merged_last();
    if (instruction.op == OpCode::gather && valid_rows) id = zero_other_rows(id, *valid_rows, instruction);
    set_results(instruction, own, scope, id, {result_types, result_splits, local_results}, partial,
                rule.combine);
    if (merged) scope.values[own].merged_for = own;
    // XLA moves such an op's results straight back to the op's own sharding (propagation's).
    // Partial sums too are completed where the op makes them, at that sharding, as XLA
    // partitions each op to its own: a weight gradient's reduce-scatter follows its dot, free to
    // overlap the backward pass's later compute, rather than waiting at the first use (the
    // optimizer's update at the end of a step). The bytes are the same.
    const bool moved = moved_along || instruction.op == OpCode::sort;
    if (top_level && (moved || (!partial.empty() && guided(top_level))))
      move_results_back(instruction, own, scope);
    enforce_constraints(instruction, own, scope, top_level);
  }

  // A sharding constraint (jax.lax.with_sharding_constraint, jax.sharding.reshard, an explicit
  // mesh's types) is where XLA reshards: the value leaves its op split as the constraint says,
  // its partial sums completed (a dimension the constraint leaves open keeps its split). At the
  // top level, the program's constraints on values something reads; in a loop's body (a loop's
  // inside a loop's too), the constraints written there.
  void enforce_constraints(const Instruction& instruction, ValueId own, Scope& scope, bool top_level) {
    const bool in_guided_body = !top_level && !guides_.empty() && guides_.back();
    const bool in_branch = !top_level && !in_guided_body && !region_constraints_.empty();
    if (!top_level && !in_guided_body && !in_branch) return;
    const std::map<ValueId, TensorSharding>& constraints = top_level        ? seeds_.values
                                                           : in_guided_body ? guides_.back()->constraints
                                                                            : region_constraints_.back();
    for (std::size_t j = 0; j < instruction.result_count(); ++j) {
      const ValueId value = own + static_cast<ValueId>(j);
      const auto seed = constraints.find(value);
      if (seed == constraints.end() || (top_level && !used_at_top_[static_cast<std::size_t>(value)]))
        continue;
      const Local made = scope.lookup(value);
      const Split wanted = wanted_split(seed->second, made.split);
      if (wanted == made.split && made.partial.empty()) continue;
      scope.values[value] =
          reshard_once(made, wanted,
                       fmt::format("result {} of {}{} (a sharding constraint)", j, op_name(instruction.op),
                                   top_level   ? ""
                                   : in_branch ? " in a branch"
                                               : " in a loop"));
    }
  }

  // A sharding constraint on an @main argument itself (with_sharding_constraint of a
  // parameter): its users read the argument as the constraint splits it, as XLA's partitioner
  // reshards it there (a replicated argument constrained to split its contracted dimension
  // gives a dot of partial sums, as XLA computes it, not a dot of the whole argument).
  void constrain_parameters(Scope& scope) {
    for (std::size_t p = 0; p < global_.params.size(); ++p) {
      const auto id = static_cast<ValueId>(p);
      const auto seed = seeds_.values.find(id);
      if (seed == seeds_.values.end() || !used_at_top_[p]) continue;
      const Local given = scope.lookup(id);
      const Split wanted = wanted_split(seed->second, given.split);
      if (wanted == given.split) continue;
      scope.values[id] = reshard_once(
          given, wanted, fmt::format("parameter %{} (a sharding constraint)", global_.params[p].name));
    }
  }

  // Each split spatial dimension of a windowed op grows by its neighbours'
  // edges: `low` elements from the device before it on the split's axes,
  // `high` from the one after (ppermute leaves zeros at the mesh's ends,
  // which is the op's zero padding there).
  void exchange_halos(const FactorRule& rule, const FactorAxes& factors, std::vector<ValueId>& operands,
                      std::vector<TensorType>& local_operands, const Instruction& instruction) {
    for (const FactorRule::Halo& halo : rule.halos) {
      const Axes& axes = factors[static_cast<std::size_t>(halo.factor)];
      if (axes.empty()) continue;
      const ValueId block = operands[halo.operand];
      const TensorType type = builder_->type_of(block);
      const std::int64_t length = type.shape[halo.dim];
      if (halo.low > length || halo.high > length)
        throw Error(fmt::format("{}: a halo of {} and {} is wider than the {} elements each device holds",
                                op_name(instruction.op), halo.low, halo.high, length));
      const std::int64_t n = axes_size(mesh_, axes);
      const auto edge = [&](std::int64_t from, std::int64_t count, bool to_next) {
        IntListList pairs;
        for (std::int64_t r = 0; r + 1 < n; ++r)
          pairs.push_back(to_next ? IntList{r, r + 1} : IntList{r + 1, r});
        const ValueId received =
            permute_blocks(cut_rows(block, halo.dim, from, from + count), axes, pairs,
                           fmt::format("a halo of operand {} of {}", halo.operand, op_name(instruction.op)));
        if (!halo.fill_operand) return received;  // the end devices receive zeros
        return fill_at_end(received, operands.at(*halo.fill_operand), axes, to_next ? 0 : n - 1);
      };
      std::vector<ValueId> parts;
      if (halo.low > 0) parts.push_back(edge(length - halo.low, halo.low, true));
      parts.push_back(block);
      if (halo.high > 0) parts.push_back(edge(0, halo.high, false));
      Attrs concat;
      concat.set("dimension", static_cast<std::int64_t>(halo.dim));
      operands[halo.operand] = builder_->add(OpCode::concatenate, parts, std::move(concat));
      local_operands[halo.operand] = builder_->type_of(operands[halo.operand]);
    }
  }

  // A windowed op's padding along a dimension whose halos came from its neighbours: none (the
  // halos are the padding), except where the input is dilated (a strided convolution's input
  // gradient): the block with its halos, `length` rows, is padded so that its first output row's
  // window starts where the global one's does (the low padding's remainder of the dilation) and
  // its last ends where the block's output needs.
  static IntList halo_padding(const Instruction& instruction, const FactorRule::Halo& halo,
                              const TensorType& input, std::int64_t length) {
    if (instruction.op != OpCode::convolution) return {0, 0};
    const IntList dilations =
        instruction.attrs.has("lhs_dilation") ? instruction.attrs.int_list("lhs_dilation") : IntList{};
    const std::size_t i = halo.padding_index;
    const std::int64_t dilated = i < dilations.size() ? dilations[i] : 1;
    if (dilated == 1) return {0, 0};
    const IntList padding = instruction.attrs.int_list_list("padding").at(i);
    const std::int64_t size = input.shape[halo.dim], out = size * dilated;
    const std::int64_t reach = (size - 1) * dilated + 1 + padding[0] + padding[1] - out;
    const std::int64_t low = padding[0] - halo.low * dilated;
    const std::int64_t block_out = (length - halo.low - halo.high) * dilated;
    return {low, block_out + reach - ((length - 1) * dilated + 1) - low};
  }

  // `received` on every device but the one at block `end` along `axes`, which no neighbour sent
  // rows and which takes `fill` (a scalar) instead.
  ValueId fill_at_end(ValueId received, ValueId fill, const Axes& axes, std::int64_t end) {
    const TensorType type = builder_->type_of(received);
    const ValueId at_end =
        compare(offset(axes, 1), builder_->scalar(DType::s32, static_cast<double>(end)), "eq");
    const ValueId where = spread(at_end, TensorType{DType::boolean, type.shape});
    return builder_->add(OpCode::select, {where, spread(fill, type), received});
  }

  // A reduced or contracted factor split unevenly: its padding would enter the sum (or max), so
  // each operand holding it takes the reduction's identity there first, as XLA masks it (an iota
  // plus the block's offset compared with the true size). A dot masks both operands: garbage
  // padding (an inf) times zero would still be NaN. A general reduce (max or min: its rule has a
  // reduction factor only then) masks its input with its init, as XLA pads it.
  void mask_padded_reductions(const FactorRule& rule, const FactorAxes& factors,
                              std::vector<ValueId>& operands, const Instruction& instruction) {
    const OpCode op = instruction.op;
    const bool reads_across =
        op == OpCode::reduce_sum || op == OpCode::reduce_max || op == OpCode::dot || op == OpCode::reduce;
    for (std::size_t f = 0; reads_across && f < factors.size(); ++f) {
      if (rule.kinds[f] != FactorKind::reduction || factors[f].empty()) continue;
      if (rule.sizes[f] % axes_size(mesh_, factors[f]) == 0) continue;
      for (std::size_t k = 0; k < operands.size(); ++k)
        for (std::size_t d = 0; d < rule.operands[k].size(); ++d) {
          if (rule.operands[k][d] != std::vector<int>{static_cast<int>(f)}) continue;
          const TensorType type = builder_->type_of(operands[k]);
          const ValueId fill = op == OpCode::reduce
                                   ? spread(operands[k + operands.size() / 2], type)
                                   : filled(type, op == OpCode::reduce_max ? lowest_value(type.dtype) : 0.0);
          operands[k] = mask_padding(operands[k], d, rule.sizes[f], factors[f], fill);
        }
    }
  }

  // `value` with the padding of dimension d (split over `axes`, `size` long globally) replaced by
  // `fill`'s elements (of value's type).
  ValueId mask_padding(ValueId value, std::size_t d, std::int64_t size, const Axes& axes, ValueId fill) {
    const TensorType type = builder_->type_of(value);
    const TensorType positions{DType::s32, type.shape};
    Attrs along;
    along.set("dimension", static_cast<std::int64_t>(d));
    const ValueId iota = builder_->add(OpCode::iota, {}, std::move(along), positions);
    const ValueId index = builder_->add(OpCode::add, {iota, spread(offset(axes, type.shape[d]), positions)});
    const ValueId valid = compare(index, filled(positions, static_cast<double>(size)), "lt");
    return builder_->add(OpCode::select, {valid, value, fill});
  }

  static double lowest_value(DType dtype) {
    if (is_floating(dtype)) return -std::numeric_limits<double>::infinity();
    switch (dtype) {
      case DType::s8:
        return std::numeric_limits<std::int8_t>::lowest();
      case DType::s16:
        return std::numeric_limits<std::int16_t>::lowest();
      case DType::s32:
        return std::numeric_limits<std::int32_t>::lowest();
      case DType::s64:
        return static_cast<double>(std::numeric_limits<std::int64_t>::lowest());
      default:
        return 0;  // unsigned and bool: zero is the lowest
    }
  }

  // An indexed dimension split over axes: each device's indices shifted by its block's offset
  // (operand 1 rewritten); for a gather, returns where the shifted index falls in the block
  // (bool, the indices' shape without their index vector dimension), to zero the other rows.
  // A gather's indices are clamped into the operand first, as StableHLO's gather clamps its
  // start indices (jnp.take's mode="clip", and any index a program did not bound): an index
  // past the end reads the last row, which only its block holds.
  ValueId shift_indices(const FactorRule& rule, const FactorAxes& factors, std::vector<ValueId>& operands,
                        const Instruction& instruction, std::int64_t global_rows) {
    const Axes& axes = factors[static_cast<std::size_t>(rule.indexed->factor)];
    const std::int64_t block = builder_->type_of(operands[0]).shape[rule.indexed->operand_dim];
    TensorType indices = builder_->type_of(operands[1]);
    // Indices narrower than s32 are widened first: a block's offset (or the last row) need not
    // fit an s8 or a u16, and a wrapped offset would give two devices the same row.
    if (is_integer(indices.dtype) && dtype_size(indices.dtype) < dtype_size(DType::s32)) {
      indices.dtype = DType::s32;
      operands[1] = builder_->add(OpCode::convert, {operands[1]}, {}, indices);
    }
    if (instruction.op == OpCode::gather) {
      const ValueId at_least_zero = builder_->add(OpCode::max, {operands[1], filled(indices, 0)});
      operands[1] =
          builder_->add(OpCode::min, {at_least_zero, filled(indices, static_cast<double>(global_rows - 1))});
    }
    ValueId start = offset(axes, block);
    if (indices.dtype != DType::s32)
      start = builder_->add(OpCode::convert, {start}, {}, TensorType{indices.dtype, {}});
    const ValueId shifted = builder_->add(OpCode::sub, {operands[1], spread(start, indices)});
    operands[1] = shifted;
    // A scatter drops the updates whose shifted index falls outside the block: no mask needed.
    if (instruction.op != OpCode::gather) return shifted;
    const ValueId low = compare(shifted, filled(indices, 0), "ge");
    const ValueId high = compare(shifted, filled(indices, static_cast<double>(block)), "lt");
    ValueId valid = builder_->add(OpCode::and_, {low, high});
    const auto vector_dim = static_cast<std::size_t>(instruction.attrs.integer("index_vector_dim"));
    if (vector_dim < indices.shape.size()) {  // drop the index vector's dimension (of size 1)
      Shape batch = indices.shape;
      batch.erase(batch.begin() + static_cast<std::ptrdiff_t>(vector_dim));
      valid = builder_->add(OpCode::reshape, {valid}, {}, TensorType{DType::boolean, batch});
    }
    return valid;
  }

  // A dynamic_update_slice whose update is shorter than a split dimension of the operand (a token
  // written into a KV cache split over its sequence, at a traced position; the factor rule splits
  // only one-row updates, as XLA's partitioner does): each device writes the part of the update
  // its block holds, with no communication. Along each such
  // dimension the update (whole there), padded by a block on both sides, is sliced at the
  // block's offset less the clamped start, and masked to the rows in [start, start + length);
  // the other dimensions are updated as written. None when no such dimension is split.
  std::optional<ValueId> update_split_slice(const FactorRule& rule, const FactorAxes& factors,
                                            const std::vector<ValueId>& operands,
                                            const std::vector<TensorType>& global_types) {
    const TensorType& global = global_types[0];
    const TensorType& update = global_types[1];
    const std::size_t rank = global.shape.size();
    const Split split = split_for(rule, factors, rule.operands[0], rank);
    std::vector<bool> cut(rank, false);
    bool any = false;
    for (std::size_t d = 0; d < rank; ++d) {
      cut[d] = update.shape[d] != global.shape[d] && !split[d].empty();
      any = any || cut[d];
    }
    if (!any) return std::nullopt;
    const TensorType block = builder_->type_of(operands[0]);
    const TensorType& whole_update = builder_->type_of(operands[1]);
    // The piece of the update a block can hold: the block's length along cut dimensions.
    Shape piece_shape = whole_update.shape;
    IntList low(rank, 0);
    for (std::size_t d = 0; d < rank; ++d)
      if (cut[d]) {
        piece_shape[d] = block.shape[d];
        low[d] = block.shape[d];
      }
    Attrs pad;
    pad.set("edge_padding_low", low);
    pad.set("edge_padding_high", low);
    pad.set("interior_padding", IntList(rank, 0));
    const ValueId padded =
        builder_->add(OpCode::pad, {operands[1], builder_->scalar(update.dtype, 0)}, std::move(pad));
    const TensorType positions{DType::s32, piece_shape};
    std::vector<ValueId> piece_starts, window_starts;
    ValueId inside = -1;
    for (std::size_t d = 0; d < rank; ++d) {
      // The start as StableHLO clamps it, in its own type (unsigned ones too), then as s32.
      const ValueId given = operands[2 + d];
      const DType index = builder_->type_of(given).dtype;
      const double last = static_cast<double>(global.shape[d] - update.shape[d]);
      const ValueId clamped = builder_->add(
          OpCode::min,
          {builder_->add(OpCode::max, {given, builder_->scalar(index, 0)}), builder_->scalar(index, last)});
      const ValueId start = index == DType::s32
                                ? clamped
                                : builder_->add(OpCode::convert, {clamped}, {}, TensorType{DType::s32, {}});
      if (!cut[d]) {
        piece_starts.push_back(builder_->scalar(DType::s32, 0));
        window_starts.push_back(start);
        continue;
      }
      const ValueId first = offset(split[d], block.shape[d]);  // the block's first row
      piece_starts.push_back(builder_->add(
          OpCode::add, {builder_->add(OpCode::sub, {first, start}), builder_->scalar(DType::s32, low[d])}));
      window_starts.push_back(builder_->scalar(DType::s32, 0));
      Attrs along;
      along.set("dimension", static_cast<std::int64_t>(d));
      const ValueId row = builder_->add(
          OpCode::add,
          {builder_->add(OpCode::iota, {}, std::move(along), positions), spread(first, positions)});
      const ValueId end = builder_->add(
          OpCode::add, {start, builder_->scalar(DType::s32, static_cast<double>(update.shape[d]))});
      const ValueId here = builder_->add(OpCode::and_, {compare(row, spread(start, positions), "ge"),
                                                        compare(row, spread(end, positions), "lt")});
      inside = inside < 0 ? here : builder_->add(OpCode::and_, {inside, here});
    }
    Attrs sizes;
    sizes.set("slice_sizes", IntList(piece_shape.begin(), piece_shape.end()));
    std::vector<ValueId> piece_operands{padded};
    piece_operands.insert(piece_operands.end(), piece_starts.begin(), piece_starts.end());
    const ValueId piece = builder_->add(OpCode::dynamic_slice, piece_operands, sizes);
    std::vector<ValueId> window_operands{operands[0]};
    window_operands.insert(window_operands.end(), window_starts.begin(), window_starts.end());
    const ValueId old = builder_->add(OpCode::dynamic_slice, window_operands, sizes);
    const ValueId merged = builder_->add(OpCode::select, {inside, piece, old});
    std::vector<ValueId> written{operands[0], merged};
    written.insert(written.end(), window_starts.begin(), window_starts.end());
    return builder_->add(OpCode::dynamic_update_slice, written);
  }

  // A variadic reduce (argmax: value and index) over a split dimension: each device reduces its
  // block (`local`), its partial results are gathered along a new leading dimension over the
  // reduced factor's axes, and that dimension is reduced with the same region and inits, as
  // XLA's partitioner does (no collective combines such a pair).
  void reduce_gathered_partials(Instruction local, const Axes& axes, ValueId own, Scope& scope,
                                const std::vector<TensorType>& result_types,
                                const std::vector<Split>& result_splits) {
    const std::size_t inputs = result_types.size();
    const std::vector<ValueId> inits(local.operands.begin() + static_cast<std::ptrdiff_t>(inputs),
                                     local.operands.end());
    std::vector<TensorType> local_results{local.type};
    local_results.insert(local_results.end(), local.extra_types.begin(), local.extra_types.end());
    Instruction again = local;  // the same region and inits, over the gathered dimension
    const ValueId partials = builder_->add_raw(std::move(local));
    std::vector<ValueId> parts{partials};  // each result right after its op
    for (std::size_t j = 1; j < inputs; ++j)
      parts.push_back(builder_->add_result(partials, static_cast<std::int64_t>(j), local_results[j]));
    again.operands.clear();
    for (std::size_t j = 0; j < inputs; ++j) {
      const ValueId part = parts[j];
      TensorType stacked = local_results[j];
      stacked.shape.insert(stacked.shape.begin(), 1);
      TensorType whole = result_types[j];
      whole.shape.insert(whole.shape.begin(), axes_size(mesh_, axes));
      Split split = result_splits[j], gathered = result_splits[j];
      split.insert(split.begin(), axes);
      gathered.insert(gathered.begin(), Axes{});
      Local piece{builder_->add(OpCode::reshape, {part}, {}, stacked),
                  whole,
                  split,
                  {},
                  OpCode::psum,
                  std::nullopt,
                  nullptr,
                  {},
                  std::nullopt};
      again.operands.push_back(reshard_once(piece, gathered, "partial results of reduce").id);
    }
    again.operands.insert(again.operands.end(), inits.begin(), inits.end());
    again.attrs.set("dims", IntList{0});
    move_regions(again, partials, builder_->next_value() - partials);
    const ValueId id = builder_->add_raw(std::move(again));
    for (std::size_t j = 0; j < inputs; ++j) {
      const ValueId value =
          j == 0 ? id : builder_->add_result(id, static_cast<std::int64_t>(j), local_results[j]);
      scope.values[own + static_cast<ValueId>(j)] =
          Local{value, result_types[j], result_splits[j], {}, OpCode::psum, std::nullopt, nullptr,
                {},    std::nullopt};
    }
  }

  // A gather's rows picked from another device's block are zeros (their sum over the devices is the row).
  ValueId zero_other_rows(ValueId gathered, ValueId valid, const Instruction& instruction) {
    const TensorType type = builder_->type_of(gathered);
    const IntList& offset_dims = instruction.attrs.int_list("offset_dims");
    IntList batch_dims;
    for (std::int64_t d = 0; d < static_cast<std::int64_t>(type.shape.size()); ++d)
      if (std::find(offset_dims.begin(), offset_dims.end(), d) == offset_dims.end()) batch_dims.push_back(d);
    Attrs dims;
    dims.set("dims", batch_dims);
    const ValueId mask =
        builder_->add(OpCode::broadcast, {valid}, std::move(dims), TensorType{DType::boolean, type.shape});
    return builder_->add(OpCode::select, {mask, gathered, filled(type, 0.0)});
  }

  // `value` on the devices at coordinate 0 of every axis in `axes`, zeros on
  // the others: what a sum over those axes must count once.
  ValueId first_of_sum_only(ValueId value, const Axes& axes) {
    const TensorType type = builder_->type_of(value);
    ValueId first = -1;
    for (const std::string& axis : axes) {
      const ValueId here = compare(mesh_coordinate(axis), zero(), "eq");
      first = first < 0 ? here : builder_->add(OpCode::and_, {first, here});
    }
    const ValueId mask = spread(first, TensorType{DType::boolean, type.shape});
    return builder_->add(OpCode::select, {mask, value, filled(type, 0.0)});
  }

  Split split_for(const FactorRule& rule, const FactorAxes& factors, const partitioning::Dims& dims,
                  std::size_t rank) const {
    Split split(rank);
    for (std::size_t d = 0; d < rank && d < dims.size(); ++d)
      split[d] = partitioning::dim_axes(mesh_, rule, factors, dims[d]);
    return split;
  }

  // jax.lax.top_k's sort: XLA keeps top_k as a TopK op its SPMD partitioner has no rule for, so
  // its default gathers every operand whole, computes on every device, and slices the results to
  // their sharding (propagation still gives them the operand's batch dims, as Shardy's rule does).
  static bool runs_whole(const Instruction& instruction) {
    return instruction.op == OpCode::sort && instruction.attrs.has("top_k");
  }
  // A sort, or a concatenate, along a split dimension, as XLA's partitioner does them: that
  // dimension's axes move (all_to_all) to the first other dimension whose size they and its own
  // axes divide, the op runs on whole columns, and its results keep that split (until they move
  // back). Without such a dimension: nullopt (the dimension is gathered, as XLA does then).
  std::optional<FactorAxes> moved_factors(const Instruction& instruction, const Scope& scope,
                                          const FactorRule& rule) const {
    const bool sort = instruction.op == OpCode::sort && !runs_whole(instruction);
    if (!sort && instruction.op != OpCode::concatenate) return std::nullopt;
    const Local& operand = scope.lookup(instruction.operands.at(0));
    if (!operand.partial.empty() || operand.broadcast_of || operand.splat) return std::nullopt;
    const auto along = static_cast<std::size_t>(instruction.attrs.integer("dimension"));
    const Split& split = operand.split;
    if (along >= split.size() || split[along].empty()) return std::nullopt;
    const partitioning::Dims& dims = rule.operands.at(0);
    const auto single = [&](std::size_t d) { return d < dims.size() && dims[d].size() == 1; };
    for (std::size_t d = 0; d < split.size(); ++d) {
      if (d == along || !single(d)) continue;
      const std::int64_t ways = axes_size(mesh_, split[d]) * axes_size(mesh_, split[along]);
      if (operand.global.shape[d] % ways != 0) continue;
      FactorAxes factors(rule.sizes.size());
      for (std::size_t e = 0; e < split.size(); ++e)
        if (e != along && single(e)) factors[static_cast<std::size_t>(dims[e][0])] = split[e];
      Axes& moved = factors[static_cast<std::size_t>(dims[d][0])];
      moved.insert(moved.end(), split[along].begin(), split[along].end());
      return factors;
    }
    return std::nullopt;
  }

  // Whether propagation's shardings guide the ops of the body being partitioned: the top
  // level's and a loop body's do.
  bool guided(bool top_level) const { return guides_.empty() ? top_level : guides_.back().has_value(); }

  // What propagation asks of a value of the body being partitioned (a value from outside a
  // loop's body: nothing, every dimension open).
  const TensorSharding& desired(ValueId id, std::size_t rank) {
    if (guides_.empty()) return desired_[static_cast<std::size_t>(id)];
    const Guide& guide = *guides_.back();
    const auto local = static_cast<std::size_t>(id - guide.base);
    if (id >= guide.base && local < guide.shardings.size()) return guide.shardings[local];
    while (open_unsplit_.size() <= rank)
      open_unsplit_.push_back(partitioning::unsplit(open_unsplit_.size(), true));
    return open_unsplit_[rank];
  }

  // The candidates: the factors as the op's users want them (propagation's
  // shardings), and as its operands have them now; the cheaper in bytes of
  // collectives wins, the users' view on a tie.
  FactorAxes choose_factors(const Instruction& instruction, ValueId own, const Scope& scope,
                            const FactorRule& rule, bool top_level) {
    std::vector<TensorSharding> actual;
    for (ValueId id : instruction.operands) actual.push_back(as_sharding(scope.lookup(id)));
    std::vector<partitioning::TensorView> operand_views;
    for (std::size_t k = 0; k < actual.size(); ++k) operand_views.push_back({&actual[k], &rule.operands[k]});
    std::vector<FactorAxes> candidates;
    const bool guide = guided(top_level);
    if (guide) {
      std::vector<partitioning::TensorView> wanted;
      for (std::size_t j = 0; j < instruction.result_count(); ++j)
        wanted.push_back({&desired(own + static_cast<ValueId>(j), instruction.result_type(j).shape.size()),
                          &rule.results[j]});
      for (ValueId id : instruction.operands)
        wanted.push_back({&desired(id, scope.lookup(id).global.shape.size()),
                          &rule.operands[wanted.size() - instruction.result_count()]});
      candidates.push_back(partitioning::merge_views(mesh_, rule, wanted));
      std::vector<partitioning::TensorView> users_then_operands(
          wanted.begin(), wanted.begin() + static_cast<std::ptrdiff_t>(instruction.result_count()));
      users_then_operands.insert(users_then_operands.end(), operand_views.begin(), operand_views.end());
      candidates.push_back(partitioning::merge_views(mesh_, rule, users_then_operands));
    }
    candidates.push_back(partitioning::merge_views(mesh_, rule, operand_views));
    const std::vector<std::optional<Split>> fixed = fixed_results(instruction, own, top_level);
    if (std::any_of(fixed.begin(), fixed.end(), [](const auto& split) { return split.has_value(); }))
      candidates.push_back(making_fixed(fixed, rule, actual));
    std::reverse(operand_views.begin(), operand_views.end());
    candidates.push_back(partitioning::merge_views(mesh_, rule, operand_views));
    // Where the operands split one factor over different axes, neither's: the other factors
    // keep theirs (a batched dot whose operands split the batch over a and b keeps their rows
    // and columns split, as XLA does).
    partitioning::MergeOptions neither;
    neither.contested_to_neither = true;
    candidates.push_back(partitioning::merge_views(mesh_, rule, operand_views, neither));
    // That is XLA's choice for a dot whose operands split its batch over different axes, even
    // where moving one operand's batch axis would send fewer bytes.
    if (instruction.op == OpCode::dot && batch_contested(rule, actual) &&
        std::none_of(fixed.begin(), fixed.end(), [](const auto& split) { return split.has_value(); })) {
      FactorAxes chosen = candidates.back();
      drop_wide_halos(instruction, scope, rule, chosen);
      return chosen;
    }
    std::size_t best = 0;
    double best_cost = std::numeric_limits<double>::infinity();
    bool best_keeps = false;
    const std::vector<std::optional<Axes>> kept = guide ? axes_kept(instruction, own, scope, rule)
                                                        : std::vector<std::optional<Axes>>(rule.sizes.size());
    for (std::size_t c = 0; c < candidates.size(); ++c) {
      const double cost = cost_of(instruction, own, scope, rule, candidates[c], guide);
      const bool keeps =
          guide && keeps_all(kept, candidates[c]) && makes_fixed(fixed, instruction, rule, candidates[c]);
      if (cost == std::numeric_limits<double>::infinity()) continue;
      if ((keeps && !best_keeps) || (keeps == best_keeps && cost < best_cost)) {
        best = c;
        best_cost = cost;
        best_keeps = keeps;
      }
    }
    FactorAxes chosen = candidates[best];
    drop_wide_halos(instruction, scope, rule, chosen);
    return chosen;
  }

  // Whether a dot's operands split one batch factor (a pass-through factor both hold) over
  // axes neither of which starts the other.
  static bool batch_contested(const FactorRule& rule, const std::vector<TensorSharding>& operands) {
    const auto axes_of = [&](std::size_t k, std::size_t f) -> const Axes* {
      for (std::size_t d = 0; d < rule.operands[k].size(); ++d)
        if (rule.operands[k][d] == std::vector<int>{static_cast<int>(f)}) return &operands[k].dims[d].axes;
      return nullptr;
    };
    for (std::size_t f = 0; f < rule.sizes.size(); ++f) {
      if (rule.kinds[f] != FactorKind::pass_through) continue;
      const Axes* lhs = axes_of(0, f);
      const Axes* rhs = axes_of(1, f);
      if (!lhs || !rhs || lhs->empty() || rhs->empty()) continue;
      if (!is_prefix(*lhs, *rhs) && !is_prefix(*rhs, *lhs)) return true;
    }
    return false;
  }

  // XLA partitions an op by keeping the operands' axes that already agree with it and
  // resharding the rest, even where moving an operand's axis would send fewer bytes: a result
  // factor whose operand has the axes the users want there keeps them (FSDP: the activations
  // keep the batch's axis and the weight is gathered), and a contracted factor split alike in
  // every operand holding it stays split (a weight gradient sums partial results rather than
  // gather the activations). A candidate that gives up such axes is chosen only when no
  // candidate keeps them all.
  // Per factor, the axes it must keep by this rule (none: free), worked out once per op.
  std::vector<std::optional<Axes>> axes_kept(const Instruction& instruction, ValueId own, const Scope& scope,
                                             const FactorRule& rule) {
    std::vector<std::optional<Axes>> kept(rule.sizes.size());
    if (std::find(rule.kinds.begin(), rule.kinds.end(), FactorKind::reduction) == rule.kinds.end())
      return kept;  // elementwise and data movement: the bytes decide
    // XLA partitions a gather or scatter by whichever of its strategies (the indices' split
    // passed through, the operand's passed through, the indexed dimension masked) moves least:
    // an embedding table split by features over an axis the ids are split over stays in place
    // and the few ids are gathered, rather than the table.
    if (instruction.op == OpCode::gather || instruction.op == OpCode::scatter) return kept;
    for (std::size_t f = 0; f < rule.sizes.size(); ++f)
      kept[f] = axes_to_keep(instruction, own, scope, rule, f);
    return kept;
  }

  static bool keeps_all(const std::vector<std::optional<Axes>>& kept, const FactorAxes& factors) {
    for (std::size_t f = 0; f < kept.size(); ++f)
      if (kept[f] && factors[f] != *kept[f]) return false;
    return true;
  }

  // A dot whose result the program fixes (a sharding constraint on it, or an output sharding)
  // is computed in that sharding, its operands resharded to it, as XLA's dot partitioning does
  // with the sharding Shardy gives the op, even where computing it as the operands are split
  // and resharding the result would send fewer bytes. (XLA's reductions do not: they reduce
  // the operand as it is split and reshard the result.) Per result, its fixed split (none: not
  // fixed, or not a dot).
  std::vector<std::optional<Split>> fixed_results(const Instruction& instruction, ValueId own,
                                                  bool top_level) const {
    std::vector<std::optional<Split>> fixed(instruction.result_count());
    if (!top_level || !guides_.empty() ||
        (instruction.op != OpCode::dot && instruction.op != OpCode::convolution))
      return fixed;
    for (std::size_t j = 0; j < fixed.size(); ++j) {
      const ValueId value = own + static_cast<ValueId>(j);
      if (const auto seed = seeds_.values.find(value); seed != seeds_.values.end())
        fixed[j] = split_of(seed->second);
      for (std::size_t k = 0; k < global_.results.size(); ++k)
        if (global_.results[k] == value && k < seeds_.results.size() && seeds_.results[k])
          fixed[j] = split_of(*seeds_.results[k]);
      // Fixed whole, the result is gathered: XLA computes the dot as its operands are split.
      if (fixed[j] &&
          std::all_of(fixed[j]->begin(), fixed[j]->end(), [](const Axes& axes) { return axes.empty(); }))
        fixed[j].reset();
    }
    return fixed;
  }

  // The factors that give each fixed result its split, the operands' axes on the others (the
  // contracted and reduced factors).
  FactorAxes making_fixed(const std::vector<std::optional<Split>>& fixed, const FactorRule& rule,
                          const std::vector<TensorSharding>& operands) const {
    std::vector<TensorSharding> shardings;  // the fixed results', then the operands' without their factors
    shardings.reserve(fixed.size() + operands.size());
    std::vector<partitioning::TensorView> views;
    std::set<int> result_factors;
    for (std::size_t j = 0; j < fixed.size(); ++j) {
      if (!fixed[j]) continue;
      TensorSharding& sharding = shardings.emplace_back();
      for (const Axes& axes : *fixed[j]) sharding.dims.push_back(DimSharding{axes, false});
      views.push_back({&sharding, &rule.results[j]});
      for (const auto& dim : rule.results[j]) result_factors.insert(dim.begin(), dim.end());
    }
    for (std::size_t k = 0; k < operands.size(); ++k) {
      TensorSharding& sharding = shardings.emplace_back(operands[k]);
      for (std::size_t d = 0; d < sharding.dims.size() && d < rule.operands[k].size(); ++d)
        for (int f : rule.operands[k][d])
          if (result_factors.count(f)) sharding.dims[d].axes.clear();
      views.push_back({&sharding, &rule.operands[k]});
    }
    return partitioning::merge_views(mesh_, rule, views);
  }

  // Whether factors give each fixed result its split, or a part of it with the rest over axes
  // it is summed over (its partial sums are then scattered there, as XLA scatters them).
  bool makes_fixed(const std::vector<std::optional<Split>>& fixed, const Instruction& instruction,
                   const FactorRule& rule, const FactorAxes& factors) const {
    Axes summed;
    for (std::size_t f = 0; f < factors.size(); ++f)
      if (rule.kinds[f] == FactorKind::reduction)
        summed.insert(summed.end(), factors[f].begin(), factors[f].end());
    for (std::size_t j = 0; j < fixed.size(); ++j) {
      if (!fixed[j]) continue;
      const std::size_t rank = instruction.result_type(j).shape.size();
      Split made = split_for(rule, factors, rule.results[j], rank);
      Split want = *fixed[j];
      want.resize(rank);
      made.resize(rank);
      for (std::size_t d = 0; d < rank; ++d) {
        if (made[d].size() > want[d].size() || !std::equal(made[d].begin(), made[d].end(), want[d].begin()))
          return false;
        for (std::size_t a = made[d].size(); a < want[d].size(); ++a)
          if (std::find(summed.begin(), summed.end(), want[d][a]) == summed.end()) return false;
      }
    }
    return true;
  }

  // The axes factor `f` keeps by the rule above, if any.
  std::optional<Axes> axes_to_keep(const Instruction& instruction, ValueId own, const Scope& scope,
                                   const FactorRule& rule, std::size_t f) {
    std::vector<Axes> held;  // each operand dimension made of factor f alone
    for (std::size_t k = 0; k < instruction.operands.size(); ++k) {
      const Local& operand = scope.lookup(instruction.operands[k]);
      if (operand.broadcast_of) continue;  // a deferred broadcast takes any split for free
      const auto& dims = rule.operands[k];
      for (std::size_t d = 0; d < dims.size() && d < operand.split.size(); ++d)
        if (dims[d].size() == 1 && static_cast<std::size_t>(dims[d][0]) == f)
          held.push_back(operand.split[d]);
    }
    if (rule.kinds[f] == FactorKind::reduction) {
      if (held.empty() || held[0].empty()) return std::nullopt;
      for (const Axes& axes : held)
        if (axes != held[0]) return std::nullopt;
      return held[0];
    }
    if (rule.kinds[f] != FactorKind::pass_through) return std::nullopt;
    // Operands that split it over different axes (neither a prefix of the other): nothing to
    // keep, as XLA lets such a factor go (a batched dot whose operands split the batch over a
    // and b keeps their rows and columns split instead).
    for (const Axes& a : held)
      for (const Axes& b : held)
        if (!a.empty() && !b.empty() && !is_prefix(a, b) && !is_prefix(b, a)) return std::nullopt;
    // A batch both operands of a dot split alike stays split, whatever the users want of the
    // result (XLA partitions a dot by its batch first, then moves the result: an expert
    // layer's einsum split by expert, its result constrained by group).
    if (instruction.op == OpCode::dot && held.size() == 2 && !held[0].empty() && held[0] == held[1])
      return held[0];
    for (std::size_t j = 0; j < instruction.result_count(); ++j) {
      const Split wanted =
          split_of(desired(own + static_cast<ValueId>(j), instruction.result_type(j).shape.size()));
      const auto& dims = rule.results[j];
      for (std::size_t d = 0; d < dims.size() && d < wanted.size(); ++d) {
        if (dims[d].size() != 1 || static_cast<std::size_t>(dims[d][0]) != f || wanted[d].empty()) continue;
        for (const Axes& axes : held)
          if (axes == wanted[d]) return axes;
      }
    }
    return std::nullopt;
  }

  // A window reaching past the neighbouring block (a cumsum's window is the whole dimension)
  // cannot take its halo from neighbours: that dimension is gathered instead, as XLA gathers it.
  void drop_wide_halos(const Instruction& instruction, const Scope& scope, const FactorRule& rule,
                       FactorAxes& factors) const {
    for (const FactorRule::Halo& halo : rule.halos) {
      Axes& axes = factors[static_cast<std::size_t>(halo.factor)];
      if (!axes.empty() && !halo_fits(instruction, scope, rule, halo, axes)) axes.clear();
    }
  }

  // Whether a halo exchange over `axes` computes the windowed op's output blocks: the halo
  // comes from the next block alone, and a window shorter in its output than in its input
  // (VALID) starts each output block where the input block starts only when their blocks are
  // as long.
  bool halo_fits(const Instruction& instruction, const Scope& scope, const FactorRule& rule,
                 const FactorRule::Halo& halo, const Axes& axes) const {
    const TensorType& type = scope.lookup(instruction.operands[halo.operand]).global;
    const std::int64_t parts = axes_size(mesh_, axes);
    const std::int64_t block = (type.shape[halo.dim] + parts - 1) / parts;
    if (halo.low > block || halo.high > block) return false;
    const std::vector<int> alone{halo.factor};
    if (rule.operands[halo.operand][halo.dim] != alone) return true;  // a strided window's input
    const std::vector<std::vector<int>>& result = rule.results.at(0);
    for (std::size_t d = 0; d < result.size(); ++d)
      if (result[d] == alone) {
        const std::int64_t out = instruction.result_type(0).shape[d];
        return out == type.shape[halo.dim] || (out + parts - 1) / parts == block;
      }
    return true;
  }

  // What propagation asks of a value: its dimensions' axes, where a dimension it left open and
  // unsplit takes whatever `otherwise` has (nobody asked for it whole).
  // An axis `desired` already uses elsewhere is not taken twice.
  static Split wanted_split(const TensorSharding& desired, const Split& otherwise) {
    Split split = split_of(desired);
    std::set<std::string> used;
    for (const Axes& axes : split) used.insert(axes.begin(), axes.end());
    for (std::size_t d = 0; d < split.size() && d < otherwise.size(); ++d) {
      if (!desired.dims[d].open || !split[d].empty()) continue;
      for (const std::string& axis : otherwise[d]) {
        if (used.count(axis)) break;  // a prefix only: the axes after it would split another block
        split[d].push_back(axis);
        used.insert(axis);
      }
    }
    return split;
  }

  TensorSharding as_sharding(const Split& split) const {
    TensorSharding sharding;
    for (const Axes& axes : split) sharding.dims.push_back(DimSharding{axes, false});
    return sharding;
  }

  // A value's split as a view for choosing factors: a deferred broadcast's
  // new dimensions are open (any split is free), every other dimension closed.
  TensorSharding as_sharding(const Local& value) const {
    TensorSharding sharding = as_sharding(value.split);
    if (!value.broadcast_of) return sharding;
    for (DimSharding& dim : sharding.dims) dim.open = true;
    const IntList& dims = value.broadcast_attrs.int_list("dims");
    for (std::size_t i = 0; i < dims.size(); ++i) {
      const auto d = static_cast<std::size_t>(dims[i]);
      if (value.broadcast_of->global.shape[i] == value.global.shape[d]) sharding.dims[d].open = false;
    }
    return sharding;
  }

  // Bytes of collectives: operands to the factors, and the results (their
  // partial sums completed) to what their users want.
  double cost_of(const Instruction& instruction, ValueId own, const Scope& scope, const FactorRule& rule,
                 const FactorAxes& factors, bool guide) {
    double cost = 0;
    try {
      for (std::size_t k = 0; k < instruction.operands.size(); ++k) {
        const Local& from = scope.lookup(instruction.operands[k]);
        reshard(from, split_for(rule, factors, rule.operands[k], from.global.shape.size()), "", false, &cost);
      }
      for (const FactorRule::Halo& halo : rule.halos) {
        const Axes& axes = factors[static_cast<std::size_t>(halo.factor)];
        if (axes.empty()) continue;
        const TensorType& type = scope.lookup(instruction.operands[halo.operand]).global;
        const std::int64_t length = type.shape[halo.dim] / axes_size(mesh_, axes);
        if (halo.low > length || halo.high > length || !halo_fits(instruction, scope, rule, halo, axes))
          return std::numeric_limits<double>::infinity();
        cost += static_cast<double>((halo.low + halo.high) * (type.num_elements() / type.shape[halo.dim]) *
                                    static_cast<std::int64_t>(dtype_size(type.dtype))) /
                static_cast<double>(axes_size(mesh_, axes));
      }
      const std::vector<Axes> partial = partial_axes(rule, factors);
      for (std::size_t j = 0; j < instruction.result_count(); ++j) {
        const TensorType& type = instruction.result_type(j);
        Local result{-1,      type,         split_for(rule, factors, rule.results[j], type.shape.size()),
                     partial, rule.combine, std::nullopt,
                     nullptr, {},           std::nullopt};
        const Split wanted =
            guide ? wanted_split(desired(own + static_cast<ValueId>(j), type.shape.size()), result.split)
                  : result.split;
        reshard(result, wanted, "", false, &cost);
      }
    } catch (const Error&) {
      return std::numeric_limits<double>::infinity();  // a split the mesh cannot give
    }
    return cost;
  }

  // Attributes that spell out sizes of dimensions now split.
  static void localize_attrs(Instruction& local, const std::vector<TensorType>& global_operands,
                             const std::vector<TensorType>& local_operands) {
    if (local.op == OpCode::slice) {
      IntList limit = local.attrs.int_list("limit_indices");
      for (std::size_t d = 0; d < limit.size(); ++d)
        if (local_operands[0].shape[d] != global_operands[0].shape[d]) limit[d] = local_operands[0].shape[d];
      local.attrs.set("limit_indices", limit);
    } else if (local.op == OpCode::dynamic_slice || local.op == OpCode::gather) {
      IntList sizes = local.attrs.int_list("slice_sizes");
      for (std::size_t d = 0; d < sizes.size(); ++d)
        if (sizes[d] == global_operands[0].shape[d])
          sizes[d] = local_operands[0].shape[d];  // a whole dimension, split
      local.attrs.set("slice_sizes", sizes);
    } else if (local.op == OpCode::convolution) {
      // Split by whole groups (the convolution's rule): feature groups are the device's input
      // features over the kernel's input features, batch groups its input batch over its output's.
      const auto dim = [&](const char* name, std::int64_t fallback) {
        return static_cast<std::size_t>(local.attrs.integer_or(name, fallback));
      };
      // (A zero-length kernel or output keeps its counts: nothing was split.)
      const std::int64_t kernel_in = local_operands[1].shape[dim("kernel_input_feature_dimension", 1)];
      const std::int64_t out_batch = local.type.shape[dim("output_batch_dimension", 0)];
      if (local.attrs.integer_or("feature_group_count", 1) > 1 && kernel_in > 0)
        local.attrs.set("feature_group_count",
                        local_operands[0].shape[dim("input_feature_dimension", 1)] / kernel_in);
      if (local.attrs.integer_or("batch_group_count", 1) > 1 && out_batch > 0)
        local.attrs.set("batch_group_count",
                        local_operands[0].shape[dim("input_batch_dimension", 0)] / out_batch);
    }
  }

  // An op with regions runs whole (its rule keeps every dimension whole): its
  // regions keep their global types, read their captures whole, and are
  // renumbered from the op's new value id.
  void remap_regions(Instruction& local, ValueId own, const Scope& scope) {
    const ValueId shift = builder_->next_value() - own;
    std::unordered_map<ValueId, ValueId> captures;
    const std::function<void(std::vector<Instruction>&, std::vector<ValueId>&)> visit =
        [&](std::vector<Instruction>& body, std::vector<ValueId>& results) {
          const auto map = [&](ValueId& id) {
            if (id >= own) {
              id += shift;
              return;
            }
            auto found = captures.find(id);
            if (found == captures.end()) {
              const Local& value = scope.lookup(id);
              const Local whole = reshard_once(value, Split(value.global.shape.size()), "a region's capture");
              found = captures.emplace(id, whole.id).first;
            }
            id = found->second;
          };
          for (Instruction& inner : body) {
            for (ValueId& id : inner.operands) map(id);
            for (Region& region : inner.regions) visit(region.body, region.results);
          }
          for (ValueId& id : results) map(id);
        };
    for (Region& region : local.regions) visit(region.body, region.results);
    // Captures written above moved the op's own id: renumber again from the final position.
    const ValueId final_shift = builder_->next_value() - own;
    if (final_shift != shift) move_regions(local, own + shift, final_shift - shift);
  }

  // An instruction's regions renumbered for a move of `by` values (their own values: those from
  // `first` on; the ones below are what they capture).
  static void move_regions(Instruction& instruction, ValueId first, ValueId by) {
    const std::function<void(std::vector<Instruction>&, std::vector<ValueId>&)> adjust =
        [&](std::vector<Instruction>& body, std::vector<ValueId>& results) {
          for (Instruction& inner : body) {
            for (ValueId& id : inner.operands)
              if (id >= first) id += by;
            for (Region& region : inner.regions) adjust(region.body, region.results);
          }
          for (ValueId& id : results)
            if (id >= first) id += by;
        };
    for (Region& region : instruction.regions) adjust(region.body, region.results);
  }

  const Program& global_;
  const ShardingSeeds& seeds_;
  Mesh mesh_;
  PartitionReport* report_;
  Program out_;
  ProgramBuilder top_builder_;
  ProgramBuilder* builder_ = &top_builder_;  // where instructions go: the program or a region being built
  std::vector<TensorSharding> desired_;
  // Propagation's shardings for the body being partitioned, innermost last: a loop body's own
  // (ids from `base`), or none inside other regions (a branch, a call), chosen by bytes alone.
  std::vector<std::optional<Guide>> guides_;
  std::deque<TensorSharding> open_unsplit_;  // by rank (a deque: references stay valid as it grows)
  std::vector<bool> used_at_top_;            // per global value: read by a top-level instruction or returned
  std::vector<std::vector<std::size_t>> readers_at_top_;  // per global value: the body indices reading it
  ValueId zero_ = -1;
  ValueId flat_index_ = -1;
  std::map<std::string, ValueId> coordinates_;
  std::map<std::pair<ValueId, Split>, Local> resharded_;
  // The sharding constraints of the branch being partitioned, innermost last (empty for a loop's
  // regions and a branch that is not at the top level).
  std::vector<std::map<ValueId, TensorSharding>> region_constraints_;
  std::map<std::tuple<ValueId, Split, std::vector<bool>>, Local> gathered_for_dot_;  // see gather_for_dot
  // The gradient accumulators of the loop whose body is being partitioned (see Accumulators).
  std::vector<Accumulators> accumulators_;
  ValueId deferred_key_ = -2;   // Local::broadcast_of keys: below every value and a splat's -1
  std::set<ValueId> exit_ids_;  // the written values a shard_map's results are bound to
  // The partly manual shard_map whose body is being partitioned, if any.
  const ShardingSeeds::ManualComputation* partly_manual_ = nullptr;
};

}  // namespace

namespace {

// As Shardy refuses: a constraint's rank must be its value's, and no axis may split two dimensions.
void check_constraint(const Mesh& mesh, const TensorSharding& sharding, const TensorType& type) {
  if (sharding.dims.size() != type.shape.size())
    throw Error(fmt::format("a sharding constraint {} has {} dimensions; its value is {}",
                            sharding_text(sharding), sharding.dims.size(), type.str()));
  std::set<std::string> seen;
  for (const DimSharding& dim : sharding.dims)
    for (const std::string& axis : dim.axes) {
      partitioning::axis_size(mesh, axis);  // an axis the mesh lacks is an error naming it
      if (!seen.insert(axis).second)
        throw Error(
            fmt::format("a sharding constraint {} uses axis '{}' twice", sharding_text(sharding), axis));
    }
}

}  // namespace

// The loop a path names (see ShardingSeeds::loop_body_manual), or null where an id is no loop.
static const Instruction* loop_at(const Program& program, const std::vector<ValueId>& path) {
  if (path.empty() || path.front() < static_cast<ValueId>(program.params.size()) ||
      path.front() >= program.num_values())
    return nullptr;
  const Instruction* loop = &program.body[static_cast<std::size_t>(path.front()) - program.params.size()];
  for (std::size_t k = 1; k <= path.size(); ++k) {
    if (loop->op != OpCode::while_loop || loop->regions.size() != 2) return nullptr;
    if (k == path.size()) return loop;
    const Region& body = loop->regions[1];
    const ValueId index = path[k] - path[k - 1] - static_cast<ValueId>(body.params.size());
    if (index < 0 || index >= static_cast<ValueId>(body.body.size())) return nullptr;
    loop = &body.body[static_cast<std::size_t>(index)];
  }
  return loop;
}

// The type of value `id` of a region numbered from `owner` (its owner's id): a parameter, or
// an instruction's result; none past its values.
static const TensorType* region_value_type(const Region& region, ValueId owner, ValueId id) {
  const auto local = static_cast<std::size_t>(id - owner);
  if (local < region.params.size()) return &region.params[local];
  return local - region.params.size() < region.body.size() ? &region.body[local - region.params.size()].type
                                                           : nullptr;
}

const TensorType* loop_path_body_type(const Program& program, const std::vector<ValueId>& path, ValueId id) {
  // The innermost loop on the path whose body holds the value (ids below a loop's are outside it).
  std::size_t depth = 0;
  while (depth < path.size() && id >= path[depth]) ++depth;
  if (depth == 0) return id >= 0 && id < program.num_values() ? &program.type_of(id) : nullptr;
  const std::vector<ValueId> holder(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(depth));
  const Instruction* loop = loop_at(program, holder);
  return loop ? region_value_type(loop->regions[1], holder.back(), id) : nullptr;
}

const TensorType* branch_value_type(const Program& program, ValueId op, std::int64_t branch, ValueId id) {
  const auto first = static_cast<ValueId>(program.params.size());
  if (op < first || op >= program.num_values()) return nullptr;
  const Instruction& owner = program.body[static_cast<std::size_t>(op - first)];
  if ((owner.op != OpCode::cond && owner.op != OpCode::switch_case) || branch < 0 ||
      static_cast<std::size_t>(branch) >= owner.regions.size() || id < op)
    return nullptr;
  return region_value_type(owner.regions[static_cast<std::size_t>(branch)], op, id);
}

// Whether a body, its regions included, holds a call that inlining replaces (not a composite).
static bool holds_inlined_call(const std::vector<Instruction>& body) {
  for (const Instruction& instruction : body) {
    if (instruction.op == OpCode::call && !instruction.attrs.has("composite")) return true;
    for (const Region& region : instruction.regions)
      if (holds_inlined_call(region.body)) return true;
  }
  return false;
}

// A manual computation's values renumbered as inlining the calls moved them, its shardings
// checked against its values' types.
static void move_manual(ShardingSeeds::ManualComputation& manual,
                        const std::function<ValueId(ValueId)>& moved,
                        const std::function<TensorType(ValueId)>& type_of, const Mesh& mesh) {
  const auto check_inside = [&](ValueId id) {
    if (id < manual.first || id > manual.last)
      throw Error(fmt::format("a manual computation names value {}, outside its values", id));
  };
  for (ShardingSeeds::Boundary& operand : manual.operands) {
    if (operand.whole < 0 || operand.whole >= manual.first)
      throw Error(fmt::format("a manual computation's operand {} is not written before it", operand.whole));
    check_inside(operand.block);
    check_constraint(mesh, operand.sharding, type_of(operand.whole));
    operand.block = moved(operand.block);
    operand.whole = moved(operand.whole);
  }
  for (ShardingSeeds::Boundary& result : manual.results) {
    check_inside(result.block);
    check_inside(result.whole);
    check_constraint(mesh, result.sharding, type_of(result.whole));
    result.block = moved(result.block);
    result.whole = moved(result.whole);
  }
  // A partly manual one's free axes name mesh axes once each, split none of its boundaries, and
  // each boundary's block and whole are two values (the body is partitioned between them).
  std::set<std::string> free;
  for (const std::string& axis : manual.free_axes) {
    mesh_axes_named(mesh, axis);  // Error where the mesh lacks it
    if (!free.insert(axis).second)
      throw Error(fmt::format("a manual computation leaves axis '{}' free twice", axis));
  }
  const auto check_boundary = [&](const ShardingSeeds::Boundary& boundary) {
    if (free.empty()) return;
    if (boundary.block == boundary.whole)
      throw Error(fmt::format("a partly manual computation's boundary {} is its own block", boundary.whole));
    for (const DimSharding& dim : boundary.sharding.dims)
      for (const std::string& axis : dim.axes)
        if (free.count(axis))
          throw Error(
              fmt::format("a manual computation splits a boundary over '{}', an axis it leaves free", axis));
  };
  for (const ShardingSeeds::Boundary& operand : manual.operands) check_boundary(operand);
  for (const ShardingSeeds::Boundary& result : manual.results) check_boundary(result);
  const ValueId first = moved(manual.first);
  const ValueId last = moved(manual.last);
  // Calls were inlined by the importer: only a composite's call stays, and it moves nothing.
  if (first < 0 || last - first != manual.last - manual.first)
    throw Error("partitioning: a manual computation's values moved while calls were inlined");
  manual.first = first;
  manual.last = last;
}

// Where the program's reshapes split a dimension inside a mesh axis, the program partitioned over
// the mesh with that axis cut into parts (sub_axes.hpp), and what it inserted named by whole axes.
// nullopt where no reshape needs it, or where an argument or result would be split over part of
// an axis (the runtime places arrays over whole axes): partitioned over whole axes then.
static std::optional<Program> partition_over_sub_axes(const Program& global, const ShardingSeeds& seeds,
                                                      PartitionReport* report) {
  const std::optional<ShardingSeeds> cut = partitioning::with_sub_axes(global, seeds);
  if (!cut) return std::nullopt;
  PartitionReport cut_report;
  Program program;
  try {
    program = Partitioner(global, *cut, report ? &cut_report : nullptr, &seeds.mesh).run();
  } catch (const Partitioner::PartOfAxis&) {
    return std::nullopt;
  }
  if (report) {
    for (std::vector<InsertedCollective>* list : {&cut_report.collectives, &cut_report.manual_collectives})
      for (InsertedCollective& inserted : *list)
        inserted.axes = partitioning::whole_axes_name(seeds.mesh, inserted.axes);
    cut_report.partitioned = true;
    *report = std::move(cut_report);
  }
  return program;
}

// Each seed names a value the program has, and fits it.
static void check_seeds(const Program& global, const ShardingSeeds& seeds) {
  if (seeds.mesh.empty()) throw Error("partitioning needs a mesh");
  for (const auto& [id, sharding] : seeds.values) {
    if (id < 0 || id >= global.num_values())
      throw Error(fmt::format("a sharding constraint names value {}, which the program lacks", id));
    check_constraint(seeds.mesh, sharding, global.type_of(id));
  }
  for (const auto& [key, sharding] : seeds.loop_body_values) {
    // The path must name loops, each in the body of the one before it, and the value must be
    // one of the innermost body's (or an enclosing scope's, which it reads).
    const TensorType* type = loop_at(global, key.first) == nullptr || key.second < key.first.back()
                                 ? nullptr
                                 : loop_path_body_type(global, key.first, key.second);
    if (!type)
      throw Error(fmt::format("a sharding constraint names value {} of loop {}, which the program lacks",
                              key.second, fmt::join(key.first, ".")));
    check_constraint(seeds.mesh, sharding, *type);
  }
  for (const auto& [key, sharding] : seeds.branch_values) {
    const auto& [op, branch, id] = key;
    const TensorType* type = branch_value_type(global, op, branch, id);
    if (!type)
      throw Error(
          fmt::format("a sharding constraint names value {} of branch {} of {}, which the program lacks", id,
                      branch, op));
    check_constraint(seeds.mesh, sharding, *type);
  }
}

// The seeds of `global` renumbered for its calls inlined (`inlined`), shard_maps in loops aside.
static ShardingSeeds seeds_after_inlining(const Program& global, const ShardingSeeds& seeds,
                                          const partitioning::Inlined& inlined) {
  ShardingSeeds own = seeds;
  own.values.clear();
  own.loop_body_values.clear();
  for (const auto& [id, sharding] : seeds.values)
    if (const ValueId mapped = inlined.ids[static_cast<std::size_t>(id)]; mapped >= 0)
      own.values[mapped] = sharding;
  for (const auto& [key, sharding] : seeds.loop_body_values) {
    std::vector<ValueId> path = key.first;
    const ValueId loop = inlined.ids[static_cast<std::size_t>(path.front())];
    if (loop < 0) continue;
    path.front() = loop;
    if (path.size() == 1) {
      const auto moved = inlined.loop_body_ids.find({key.first.front(), key.second});
      if (moved != inlined.loop_body_ids.end()) own.loop_body_values[{path, moved->second}] = sharding;
      continue;
    }
    // Values of a loop inside a loop keep their numbers only where no call was inlined.
    if (holds_inlined_call(global.body))
      throw Error(
          "partitioning: a sharding constraint in a loop inside a loop of a program with calls is not "
          "supported yet");
    own.loop_body_values[{path, key.second}] = sharding;
  }
  for (ShardingSeeds::ManualComputation& manual : own.manual) {
    if (manual.first < static_cast<ValueId>(global.params.size()) || manual.last < manual.first ||
        manual.last >= global.num_values())
      throw Error(fmt::format("a manual computation's values {}..{} are not the program's top-level values",
                              manual.first, manual.last));
    move_manual(
        manual, [&](ValueId id) { return inlined.ids[static_cast<std::size_t>(id)]; },
        [&](ValueId id) { return global.type_of(id); }, seeds.mesh);
  }
  // A branch's values are numbered from its op's id: they move with it, unless calls were
  // inlined inside the branch.
  own.branch_values.clear();
  for (const auto& [key, sharding] : seeds.branch_values) {
    const ValueId op = std::get<0>(key);
    const std::int64_t branch = std::get<1>(key);
    const Instruction& owner = global.body[static_cast<std::size_t>(op) - global.params.size()];
    if (holds_inlined_call(owner.regions[static_cast<std::size_t>(branch)].body))
      throw Error(
          "partitioning: a sharding constraint in a branch that calls a function is not supported yet");
    const ValueId moved = inlined.ids[static_cast<std::size_t>(op)];
    if (moved >= 0) own.branch_values[{moved, branch, std::get<2>(key) - op + moved}] = sharding;
  }
  return own;
}

// The manual computations in loop bodies renumbered for the calls inlined into `own`.
static void move_loop_body_manual(const Program& global, const ShardingSeeds& seeds,
                                  const partitioning::Inlined& inlined, ShardingSeeds& own) {
  own.loop_body_manual.clear();
  for (const auto& loop_manual : seeds.loop_body_manual) {
    // (not a structured binding: clang 14 cannot capture one)
    const std::vector<ValueId>& path = loop_manual.first;
    const std::vector<ShardingSeeds::ManualComputation>& computations = loop_manual.second;
    const Instruction* holder = loop_at(global, path);
    if (!holder)
      throw Error(
          fmt::format("a manual computation names loop {}, which the program lacks", fmt::join(path, ".")));
    // Its values are the loop body's instructions' (after the body's parameters).
    const ValueId lowest = path.back() + static_cast<ValueId>(holder->regions[1].params.size());
    const ValueId highest = lowest + static_cast<ValueId>(holder->regions[1].body.size()) - 1;
    const ValueId loop = path.front();
    // Values of a loop inside a loop keep their numbers only where no call was inlined.
    if (path.size() > 1 && holds_inlined_call(global.body))
      throw Error(
          "partitioning: a shard_map in a loop inside a loop of a program with calls is not supported yet");
    std::vector<ValueId> moved_path = path;
    moved_path[0] = inlined.ids[static_cast<std::size_t>(loop)];
    for (ShardingSeeds::ManualComputation manual : computations) {
      const auto moved = [&](ValueId id) {
        if (id < loop) return inlined.ids[static_cast<std::size_t>(id)];  // read from the top level
        if (path.size() > 1) return id;
        const auto found = inlined.loop_body_ids.find({loop, id});
        return found == inlined.loop_body_ids.end() ? ValueId{-1} : found->second;
      };
      const auto type = [&](ValueId id) {
        const TensorType* body_type = loop_path_body_type(global, path, id);
        if (!body_type)
          throw Error(
              fmt::format("a manual computation names value {} of loop {}, which it lacks", id, path.back()));
        return *body_type;
      };
      if (manual.last < manual.first || manual.first < lowest || manual.last > highest)
        throw Error(fmt::format("a manual computation's values {}..{} are not loop {}'s body values",
                                manual.first, manual.last, path.back()));
      move_manual(manual, moved, type, seeds.mesh);
      own.loop_body_manual[moved_path].push_back(std::move(manual));
    }
  }
}

Program partition_program(const Program& global, const ShardingSeeds& seeds, PartitionReport* report) {
  check_seeds(global, seeds);
  // Calls inlined first, in loop bodies too: propagation and partitioning see through them.
  const partitioning::Inlined inlined = partitioning::inline_calls(global);
  ShardingSeeds own = seeds_after_inlining(global, seeds, inlined);
  move_loop_body_manual(global, seeds, inlined, own);
  if (report) report->partitioned = true;
  if (const std::optional<Program> cut = partition_over_sub_axes(inlined.program, own, report)) return *cut;
  return Partitioner(inlined.program, own, report).run();
}

Program with_calls_inlined(const Program& program) {
  Program inlined = partitioning::inline_calls(program).program;
  verify(inlined);
  return inlined;
}

}  // namespace pmapsim

// The mapping layer's shared parts: the Importer that rows build the program through,
// and the row table, filled by one function per family of ops (one file
// each: rows_basic.cpp, rows_indexing.cpp, rows_regions.cpp,
// rows_windows.cpp, rows_collectives.cpp).
#pragma once
#include <fmt/format.h>

#include <charconv>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "gspmd.hpp"
#include "pmapsim/builder.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/partition.hpp"
#include "pmapsim/sharding.hpp"
#include "pmapsim/stablehlo/module.hpp"

namespace pmapsim::stablehlo_import {

using stablehlo::Attr;
using stablehlo::Function;
using stablehlo::Module;
using stablehlo::Op;
using stablehlo::Region;
using stablehlo::TensorType;

// An sdy sharding `<@mesh, [{"x"}, {}, {"y", "z"}]>` (also `#sdy.sharding<...>`):
// the mesh's symbol and each dimension's axes, major first, and whether it is
// open (`?`: propagation may split it further). Priorities and unreduced axes
// are refused; `replicated={...}` says what an unsplit dimension says already.
struct SdySharding {
  std::string mesh;
  std::vector<std::vector<std::string>> dims;
  std::vector<bool> open;
};

// "[1, 2, 3]", for messages.
inline std::string join(const std::vector<std::int64_t>& v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "]";
}

class Importer;
using Row = std::function<void(Importer&, const Op&)>;
using RowTable = std::map<std::string, Row>;

// pmapsim's types and regions (stablehlo's have the short names here).
using SpmdType = pmapsim::TensorType;
using SpmdRegion = pmapsim::Region;

// A StableHLO value as the import holds it: a pmapsim value, or a constant
// not written yet (constants are written where first used, so the ones a fold
// leaves unused cost nothing).
struct Ref {
  ValueId id = -1;   // the value; -1 while pending
  int pending = -1;  // the constant's number while it is not written
  bool is_pending() const { return pending >= 0; }
};

// A splat constant's value, for the folds that read it (broadcast, reduce inits):
// its literal as the constant row spells it ("0", "-inf", "1.5") and the value.
struct Splat {
  std::string literal;
  double value = 0;
};

// An attribute value as a row writes it; attributes_for gives it the kind the op's
// attribute takes, as the program text's parser would (an integer for a real is that real).
struct AttrArg {
  AttrArg(int v) : value(std::int64_t{v}) {}
  AttrArg(long v) : value(std::int64_t{v}) {}
  AttrArg(long long v) : value(static_cast<std::int64_t>(v)) {}
  AttrArg(unsigned long v) : value(static_cast<std::int64_t>(v)) {}
  AttrArg(double v) : value(v) {}
  AttrArg(const char* v) : value(std::string(v)) {}
  AttrArg(std::string v) : value(std::move(v)) {}
  AttrArg(IntList v) : value(std::move(v)) {}
  AttrArg(std::vector<double> v) : value(std::move(v)) {}
  AttrArg(IntListList v) : value(std::move(v)) {}
  AttrValue value;
};
// The attributes of `op` from (name, value) pairs. A name the op does not take,
// or a value of another kind, is an Error: a mistake in a row.
Attrs attributes_for(OpCode op, std::initializer_list<std::pair<const char*, AttrArg>> values);

// A manual computation (shard_map) of a program the importer partitions, as the partitioner
// reads it (ShardingSeeds::ManualComputation); its specs name axes as pmapsim spells them.
struct ManualRecord {
  struct Boundary {
    ValueId block = -1, whole = -1;
    PartitionSpec spec;
  };
  ValueId first = 0, last = -1;
  std::vector<Boundary> operands, results;
  std::vector<std::string> free_axes;  // the mesh axes it leaves automatic; none: manual over all
  // The loops whose bodies hold it, outermost first, each numbered as the body holding it
  // numbers its values (filled in as each loop is added); empty for one of @main's own.
  std::vector<ValueId> loops;
};

// A sharding constraint in the body of a loop: the loops holding it, outermost first, each
// numbered as the body holding it numbers its values (filled in as each loop is added), and
// the value as the innermost body numbers it.
struct LoopConstraint {
  std::vector<ValueId> loops;
  ValueId value = -1;
  SdySharding sharding;
};

// A region a row built, numbered from `base` until the instruction that owns
// it is added (Importer::emit_with_regions renumbers it from that instruction's id).
struct BuiltRegion {
  SpmdRegion region;
  ValueId base = 0;
  // Sharding constraints on its values (numbered from base), when it is in a @main op's region.
  std::vector<std::pair<ValueId, SdySharding>> constraints;
  std::vector<LoopConstraint> loop_constraints;  // those in the bodies of loops inside it
  std::vector<ManualRecord> manual;              // its manual computations, and those of loops inside it
};

class Importer {
 public:
  // A module in GSPMD's spelling is read in Shardy's (gspmd.hpp), from a respelled copy.
  explicit Importer(const Module& m)
      : respelled_(shardy_spelling(m)), module_(respelled_ ? *respelled_ : m) {}
  const Module& module() const { return module_; }

  // Builds @main as a pmapsim program (each instruction checked by its shape
  // rule as it is added; import_stablehlo verifies the whole).
  Program run();
  // What the import noticed that the program does not say (a jit program run unpartitioned).
  const std::vector<std::string>& notes() const { return notes_; }

  // ---- what rows use ----
  [[noreturn]] void fail(const Op& op, const std::string& what) const {
    const std::string named = op.loc_name.empty() ? "" : " (" + op.loc_name + ")";
    throw Error(fmt::format("{}:{}:{}: {}{} {}", module_.source_name, op.where.line, op.where.column, op.name,
                            named, what));
  }
  // A StableHLO type as pmapsim's.
  SpmdType type(const Op& op, const TensorType& t) const;
  // Operand i's pmapsim value, written out first if it is a constant nothing
  // has used yet.
  ValueId operand(const Op& op, std::size_t i);
  // Operand i without writing it out: for rows that only look at it.
  Ref operand_ref(const Op& op, std::size_t i) const {
    if (i >= op.operands.size()) fail(op, "expected at least " + std::to_string(i + 1) + " operands");
    operands_read_.insert({&op, i});
    const std::string value_key = key(op.operands[i]);
    // A region sees the values of the scopes around it; a function body does not.
    for (std::size_t k = scopes_.size(); k-- > 0;) {
      auto it = scopes_[k].find(value_key);
      if (it != scopes_[k].end()) return it->second;
      if (!sees_parent_[k]) break;
    }
    fail(op, "%" + value_key + " is not defined");
  }
  // The operands `indices`, taken last first. A constant among them that nothing has used
  // yet is written as it is taken, so of two such the last operand's comes first: the
  // order imported programs have always been numbered in.
  std::vector<ValueId> operands_last_first(const Op& op, std::initializer_list<std::size_t> indices) {
    std::vector<ValueId> values(indices.size());
    for (std::size_t k = indices.size(); k-- > 0;) values[k] = operand(op, *(indices.begin() + k));
    return values;
  }
  // Every operand's value, in order.
  std::vector<ValueId> operands(const Op& op) {
    std::vector<ValueId> values;
    for (std::size_t i = 0; i < op.operands.size(); ++i) values.push_back(operand(op, i));
    return values;
  }
  const TensorType& result_type(const Op& op, std::size_t i = 0) const {
    if (i >= op.result_types.size()) fail(op, "expected a result");
    return op.result_types[i];
  }
  // Adds `code` to the body being built, of the given type, not bound to any
  // op's result; a shape rule that refuses it is an error at `op`.
  ValueId add(const Op& op, OpCode code, std::vector<ValueId> operands, Attrs attrs, const SpmdType& type);
  // Adds `code` as the op's result `result` (of its type) and binds it.
  void emit(const Op& op, OpCode code, std::vector<ValueId> operands, Attrs attrs = {},
            std::size_t result = 0) {
    const ValueId id =
        add(op, code, std::move(operands), std::move(attrs), type(op, result_type(op, result)));
    bind(op, result, id);
  }
  // Binds the op's result to a constant written only when first used.
  void emit_constant(const Op& op, Attrs attrs, std::size_t result = 0) {
    Pending constant{
        &op, type(op, result_type(op, result)), {std::move(attrs)}, levels_.size() - 1, std::nullopt};
    bind(op, result, pend(std::move(constant)));
  }
  // What the op's first result is bound to (a constant row's pending constant).
  Ref last_result(const Op& op) const { return scope().at(op.result_names.at(0)); }
  // The value a StableHLO result name is bound to in the innermost scope.
  ValueId bound(const std::string& result_name) const { return scope().at(result_name).id; }
  void bind(const Op& op, std::size_t result, ValueId id) { bind(op, result, Ref{id, -1}); }
  std::vector<std::int64_t> ints(const Op& op, const char* key) const {
    const Attr* a = op.attribute(key);
    if (!a) fail(op, std::string("missing attribute '") + key + "'");
    try {
      return a->as_ints();
    } catch (const Error& e) {
      fail(op, std::string("attribute '") + key + "': " + e.what());
    }
  }
  // Marks the pretty form's keywords among the op's words (while's `cond` and `do`, reduce's
  // `across`) as read: they are syntax, not attributes.
  void read_keywords(const Op& op, const std::set<std::string>& keywords) const {
    for (std::size_t i = 0; i < op.words.size(); ++i)
      if (op.words[i].kind == Attr::Kind::Word && keywords.count(op.words[i].text)) op.word(i);
  }
  // A decimal integer written in the op's text; a one-line error naming `what`
  // when it is not one or does not fit in 64 bits.
  std::int64_t integer(const Op& op, const std::string& text, const std::string& what) const {
    std::int64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (text.empty() || error != std::errc() || stop != end)
      fail(op, what + " '" + text.substr(0, 40) + "' is not an integer that fits in 64 bits");
    return value;
  }
  // The splat value of a constant (the reduce-init and broadcast folds read it); null for
  // any other value.
  const Splat* splat_of(const Ref& value) const {
    const auto it = value.is_pending() ? splats_.find(value.pending) : splats_.end();
    return it == splats_.end() ? nullptr : &it->second;
  }
  void set_splat(const Ref& constant, Splat splat) {
    if (constant.is_pending()) splats_[constant.pending] = std::move(splat);
  }

  // func.call: pmapsim's `call` op, whose region is the callee's body; a call
  // inside a reduce or sort region, or of a function that holds a manual
  // computation, is inlined instead (see call_row in import.cpp).
  // composite: a stablehlo.composite's name, kept on the call (its decomposition) for the
  // simulator, which times it as one kernel.
  void call(const Op& call, const std::string& composite = "");
  void inline_call(const Op& call);
  // A stablehlo.constant as pmapsim attributes. A 64-bit integer constant with an element
  // beyond 2^53 (which a double cannot hold) comes as its two 32-bit halves.
  struct ConstantValue {
    Attrs attrs;                  // {value=...} or {values=[...]}; empty when split
    Attrs high_attrs, low_attrs;  // the halves: value = (high << 32) | low
    std::optional<Splat> splat;   // a real splat (or a split splat a double holds exactly)
    bool split() const { return attrs.values().empty(); }
  };
  ConstantValue constant_value(const Op& op);
  // A 64-bit integer constant from its halves, written where first used as one constant is.
  void emit_split_constant(const Op& op, const ConstantValue& value) {
    Attrs shift;
    shift.set("value", 32.0);
    Pending constant{&op,
                     type(op, result_type(op)),
                     {value.high_attrs, value.low_attrs, shift},
                     levels_.size() - 1,
                     std::nullopt};
    bind(op, 0, pend(std::move(constant)));
  }

  // ---- sharded modules (rows_collectives.cpp) ----
  // The mesh the program runs over: the one the module's manual computations
  // name. Empty axes: a module without them runs on one device.
  struct ProgramMesh {
    std::string name;                                        // the sdy.mesh's symbol
    std::vector<std::pair<std::string, std::int64_t>> axes;  // StableHLO's names and sizes
    std::vector<std::string> spmd_names;                     // the same axes as pmapsim identifiers
    std::vector<std::int64_t> device_ids;  // partition id per mesh position; empty: identity
  };
  const ProgramMesh& mesh() const { return mesh_; }
  // The devices the program runs over: the mesh's (1 without one).
  std::int64_t device_count() const {
    std::int64_t devices = 1;
    for (const auto& axis : mesh_.axes) devices *= axis.second;
    return devices;
  }
  // mhlo.num_partitions (1 when the module does not say).
  std::int64_t partitions() const { return partitions_; }
  // The program's flat axis ("x", "data.model"); collectives use it with explicit groups.
  std::string flat_axis() const;
  // The mesh position (pmapsim's device id) of a partition id.
  std::int64_t device_position(const Op& op, std::int64_t partition_id) const;
  // ---- folding a consumer into its producer ----
  // The ops of the current region that read a value (nested regions' ops count as their owner).
  const std::vector<const Op*>& readers(const std::string& value_key) const {
    static const std::vector<const Op*> none;
    auto it = readers_.back().find(value_key);
    return it == readers_.back().end() ? none : it->second;
  }
  // The op that defines a value (of any region imported so far or now); null when none.
  const Op* producer(const std::string& value_key) const {
    auto it = producers_.find(value_key);
    return it == producers_.end() ? nullptr : it->second;
  }
  // Marks a later op of the region as written already (its results bound by the caller).
  void fold(const Op& consumer) { folded_.insert(&consumer); }

  // ---- a jax.jit module over sharded arrays (sharded.cpp) ----
  // Where its values live: partitioned after the import (import.cpp).
  struct JitShardings {
    std::string mesh;  // the sdy.mesh symbol every sharding names
    std::vector<std::pair<std::string, std::int64_t>> axes;
    std::vector<std::optional<SdySharding>> arguments, results;
    std::vector<std::pair<ValueId, SdySharding>> constraints;  // a value of @main -> its sharding
    // In the body of a @main loop, or of a loop inside one (their `loops` say which).
    std::vector<LoopConstraint> loop_body_constraints;
    // In a branch of a @main cond or switch_case: (the op's id, the branch's index, the value's).
    std::vector<std::tuple<ValueId, std::int64_t, ValueId, SdySharding>> branch_constraints;
    std::vector<ManualRecord> manual;            // @main's shard_maps
    std::vector<ManualRecord> loop_body_manual;  // in loop bodies (their `loops` say which)
  };
  std::optional<JitShardings> jit;
  // A sharding constraint (an sdy.sharding_constraint or sdy.reshard) on a value of @main or of
  // a region inside a @main op (kept for a loop's body, a loop's inside a loop's included).
  void constrain(const Op& op, ValueId value, const Attr& sharding);
  // Constraints partitioning does not read (in a branch, a composite's body, a reducer): counted,
  // and said in one note, the first one's place named.
  void skip_constraints(std::size_t count, const std::string& where);
  std::size_t skipped_constraints_ = 0;
  std::string first_skipped_constraint_;
  // The seeds for partitioning `global` (the import's program). `mesh` replaces the
  // module's mesh (same axis names).
  ShardingSeeds jit_seeds(const Program& global, const Mesh& mesh) const;

  // ---- ops with regions (rows_regions.cpp) ----
  // Adds `code` with the given regions as the op's results (all of them) and binds them.
  void emit_with_regions(const Op& op, OpCode code, std::vector<ValueId> operands, Attrs attrs,
                         std::vector<BuiltRegion> regions);
  // A StableHLO region as a pmapsim region: its block arguments become
  // parameters of the given types, its ops are imported through the table,
  // and it reads the values around it.
  BuiltRegion region(const Op& owner, const Region& region, const std::vector<TensorType>& parameter_types);
  // region() for the region of a reduce or sort, which backends run per
  // element (the CUDA backend compiles it into scalar steps): calls in it are inlined.
  BuiltRegion scalar_region(const Op& owner, const Region& region,
                            const std::vector<TensorType>& parameter_types);
  // A region the row writes itself: `body` adds its instructions (Importer::add)
  // given its parameters' values, and returns the values it returns.
  BuiltRegion written_region(const std::vector<SpmdType>& parameter_types,
                             const std::function<std::vector<ValueId>(const std::vector<ValueId>&)>& body);

  // Imports a region's ops in a scope of its own whose block arguments are
  // `arguments`; returns the values its terminator returns.
  std::vector<ValueId> inline_region(const Op& owner, const Region& region,
                                     const std::vector<ValueId>& arguments);
  // @main's values that cross into or out of a manual computation as shards:
  // parameters handed in per device, and results returned per device.
  struct Shard {
    ValueId local = -1;  // the per-device value
    SpmdType type;       // its type
    PartitionSpec spec;
  };
  std::map<std::string, Shard> shard_parameters;  // @main argument name -> its shard
  std::map<std::string, Shard> shard_results;     // manual computation result key -> its shard
  std::set<std::string> needs_global;             // @main values some op uses as a global array
  bool at_main_level() const { return scopes_.size() == 1; }
  // A sharding constraint names `value` already (at this level).
  bool is_constrained(ValueId value) const;
  // `value` is an argument of @main (a called function's own arguments are its caller's values).
  bool is_main_parameter(ValueId value) const {
    return levels_.size() == 1 &&
           static_cast<std::size_t>(value) < levels_[0].builder->program().params.size();
  }
  // The next value of the body being written (a manual computation's values are numbered from it).
  ValueId next_value_here() const { return levels_.back().builder->next_value(); }
  // A manual computation of the body being written, kept with it.
  void record_manual(ManualRecord record) {
    if (record.last < record.first) return;  // it wrote nothing: nothing to keep
    if (levels_.size() == 1)
      jit->manual.push_back(std::move(record));
    else
      levels_.back().manual.push_back(std::move(record));
  }
  // Inside a manual computation's body in a partitioned program: its values are per device over
  // its manual axes, and a sharding constraint there is not read (one over a partly manual
  // body's free axes places its value, it does not change its numbers).
  int manual_depth = 0;
  // A manual computation's spec for its operand i / result j: the sharding's
  // axes that are manual, as pmapsim names them.
  PartitionSpec in_spec(const Op& manual, std::size_t i) const;
  PartitionSpec out_spec(const Op& manual, std::size_t j) const;
  PartitionSpec manual_spec(const Op& op, const Attr& sharding) const;
  // The mesh axes a manual computation leaves automatic (as pmapsim spells them), in mesh order.
  std::vector<std::string> free_axes(const Op& manual) const;
  // Whether some manual computation of the module leaves a mesh axis automatic.
  bool any_partly_manual() const;
  // Whether a manual computation takes no operands and gives its results unsplit (JAX's
  // lax.axis_index in a partly manual body: a value of the device's position alone).
  bool device_index_computation(const Op& manual) const;
  // A one-line error unless `global` split by `spec` over the mesh is `local`.
  void check_divides(const Op& op, const TensorType& global, const PartitionSpec& spec,
                     const TensorType& local, const std::string& what) const;
  // The key an operand is bound under in the scope (`0#1`).
  static std::string key(const stablehlo::ValueRef& v) {
    return v.index ? v.name + "#" + std::to_string(v.index) : v.name;
  }

 private:
  ProgramMesh mesh_;
  std::int64_t partitions_ = 1;
  std::vector<std::string> notes_;
  // What rows took (consumed.cpp checks that nothing was left).
  mutable std::set<std::pair<const Op*, std::size_t>> operands_read_;
  void check_row_read(const Op& op) const;
  void check_attributes_read(const Op& op) const;
  void check_module_read(const Function& main) const;
  // mhlo.num_partitions / num_replicas and the rest of the module's attributes.
  void read_module_attributes();
  void find_mesh(const Function& main);
  // A jax.jit module's shardings, when @main's arguments or results have any.
  void find_jit_shardings(const Function& declared_main);
  void constrain_parsed(const Op& op, ValueId value, SdySharding parsed, const std::string& where);
  // A declared sdy.mesh without axes (JAX's @empty_mesh): a sharding over it replicates.
  bool mesh_without_axes(const std::string& name) const;
  void plan_shards(const Function& main);
  // Whether @main (or a function it calls there) computes anything outside its manual computations.
  bool computes_outside_manual(const Function& declared_main) const;
  // Whether a jit program's manual computations can be kept as nodes of the partitioned program:
  // each manual over every axis of `axes` and in @main's body (or a function called there) or
  // a loop body there (a loop's inside a loop body too), not in a branch or a loop's condition.
  bool manual_computations_partitionable(const Function& declared_main,
                                         const std::vector<std::pair<std::string, std::int64_t>>& axes) const;

  std::unique_ptr<Module> respelled_;  // before module_, which may refer to it
  const Module& module_;
  Program program_;
  std::vector<std::map<std::string, Ref>> scopes_;
  std::vector<std::map<std::string, std::vector<const Op*>>> readers_;  // per run_body, innermost last
  std::set<const Op*> folded_;
  std::map<std::string, const Op*> producers_;
  std::vector<bool> sees_parent_;  // per scope: a region's (true) or a function's (false)
  void push_scope(std::map<std::string, Ref> names, bool sees_parent) {
    scopes_.push_back(std::move(names));
    sees_parent_.push_back(sees_parent);
  }
  void pop_scope() {
    scopes_.pop_back();
    sees_parent_.pop_back();
  }
  std::map<std::string, Ref>& scope() { return scopes_.back(); }
  const std::map<std::string, Ref>& scope() const { return scopes_.back(); }
  void bind(const Op& op, std::size_t result, const Ref& value) {
    if (result >= op.result_names.size()) fail(op, "result without a name");
    scope()[op.result_names[result]] = value;
  }

  // Where instructions go: the program's body, then one level per region being
  // built, innermost last. A region is numbered from a base above every value
  // its enclosing levels can still add (their pending constants), so that
  // writing one of those while it is built leaves its numbers apart; its
  // owner renumbers it (emit_with_regions).
  struct Level {
    explicit Level(ProgramBuilder& b) : builder(&b) {}
    ProgramBuilder* builder;
    std::vector<int> constants;                                // the numbers of its constants (pending_)
    std::size_t pending_instructions = 0;                      // what those not written yet would add
    std::vector<std::pair<ValueId, SdySharding>> constraints;  // on its values (a region in a @main op)
    std::vector<LoopConstraint> loop_constraints;              // in the bodies of loops inside it
    std::vector<ManualRecord> manual;                          // its manual computations, and deeper ones
  };
  std::vector<Level> levels_;
  ProgramBuilder& builder() { return *levels_.back().builder; }
  ValueId add_at(std::size_t level, const Op& op, OpCode code, std::vector<ValueId> operands, Attrs attrs,
                 const SpmdType& type);
  // A collective of a mesh program over some of its axes (`axis=x`), as the
  // program text's parser lowers it: over the flat axis within those axes' groups.
  ValueId add_mesh_collective(std::size_t level, const Op& op, OpCode code, std::vector<ValueId> operands,
                              Attrs attrs, const SpmdType& type);

  // Constants written where first used, by number: their instructions (one
  // constant, or a split 64-bit constant's halves and shift), the level they
  // belong in, and their value once written.
  struct Pending {
    const Op* op;
    SpmdType type;
    std::vector<Attrs> constants;
    std::size_t level;
    std::optional<ValueId> written;
    std::size_t instructions() const { return constants.size() == 1 ? 1 : 5; }
  };
  std::map<int, Pending> pending_;
  std::map<int, Splat> splats_;  // pending number -> its splat
  int next_pending_ = 0;
  Ref pend(Pending constant) {
    Level& level = levels_.at(constant.level);
    level.pending_instructions += constant.instructions();
    const int number = next_pending_++;
    level.constants.push_back(number);
    pending_.emplace(number, std::move(constant));
    return Ref{-1, number};
  }
  ValueId materialize(const Ref& value);
  // Forgets the constants of a level that is finished.
  void drop_pending(std::size_t level) {
    for (int number : levels_.at(level).constants) pending_.erase(number);
  }
  // Builds a region of the given parameters: `body` adds its instructions and returns its results.
  BuiltRegion build_region(const std::vector<SpmdType>& parameter_types,
                           const std::function<std::vector<ValueId>(const std::vector<ValueId>&)>& body);

  std::vector<std::string> calls_;  // the functions being imported, outermost first
  int scalar_regions_ = 0;          // how many reduce or sort regions enclose the op being imported
  // The callee of func.call `call`, checked: defined, the call's arity and
  // types, not a recursion.
  const Function& callee_of(const Op& call) const;
  // A function body or a region as a pmapsim region whose parameters are the block's
  // `arguments`, typed parameter_types; sees_parent: whether it reads the values around it.
  BuiltRegion block(const Op& owner, const std::vector<stablehlo::BlockArgument>& arguments,
                    const Region& body, const std::vector<TensorType>& parameter_types, bool sees_parent);
  std::vector<ValueId> run_body(const Region& body);
};

// The whole table (built once from the families below).
const RowTable& rows();

void add_basic_rows(RowTable& table);       // elementwise, layout, dot, reduce, constants, calls
void add_indexing_rows(RowTable& table);    // slice, concatenate, pad, gather, scatter, ...
void add_region_rows(RowTable& table);      // while, case, if, sort, general reduce, ...
void add_window_rows(RowTable& table);      // convolution, reduce_window, select_and_scatter
void add_collective_rows(RowTable& table);  // all_reduce, all_gather, ..., partition_id
void add_math_rows(RowTable& table);        // chlo's sinh, asin, erfc, square, ... as compositions
void add_complex_rows(RowTable& table);     // complex, real, imag, fft (rows_complex.cpp)
// A complex<f32>/complex<f64> constant's attributes: {imag=I, value=R} for a
// splat, else {values=[r0, i0, r1, i1, ...]} (rows_complex.cpp).
Attrs complex_constant_attrs(const Importer& im, const Op& op, const stablehlo::DenseElements& dense);
// custom_call @ApproxTopK (jax.lax.approx_max_k / approx_min_k; rows_regions.cpp).
void approx_top_k_row(Importer& im, const Op& op);

// An attribute's value as the text spelled it (shortened), for errors.
std::string attribute_text(const Attr& attr);

// A compare's direction (EQ, NE, LT, LE, GT, GE) and comparison type (FLOAT, TOTALORDER,
// SIGNED, UNSIGNED; empty when not written), from the pretty form's words or the generic
// form's attributes; anything else is a one-line error.
struct Comparison {
  std::string direction, type;
};
Comparison comparison_of(const Importer& im, const Op& compare);

// A region `^bb0(%a, %b): %r = OP %a, %b; stablehlo.return %r` (operands in
// either order): how reducers, combiners and comparisons are written. `op`
// is null when the region is anything else.
struct BinaryRegion {
  const Op* op = nullptr;
  bool swapped = false;  // OP %b, %a
};
BinaryRegion binary_region(const Region& region);

SdySharding parse_sdy_sharding(const Attr& attr, const std::string& where);

// replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [...]> (JAX >= 0.11):
// the groups are the devices that differ only along the named axes (or sub-axes), ordered by
// them, major first. The mesh is an sdy.mesh symbol or an inline #stablehlo.mesh<axes = [...]>.
struct MeshAxesGroups {
  std::string mesh;  // the sdy.mesh symbol; empty for an inline mesh
  std::vector<std::pair<std::string, std::int64_t>> inline_axes;
  struct AxisRef {
    std::string name;
    std::int64_t pre_size = 1;  // a sub-axis "x":(pre_size)size: the product of the sub-axes before it
    std::int64_t size = 0;      // 0: the whole axis
  };
  std::vector<AxisRef> axes;
};
MeshAxesGroups parse_mesh_axes_groups(const std::string& body, const std::string& where);
// The groups as partition ids (through the mesh's device_ids), each in the axes' order.
std::vector<std::vector<std::int64_t>> mesh_axes_device_groups(const Module& module,
                                                               const MeshAxesGroups& groups,
                                                               std::int64_t program_devices,
                                                               const std::string& where);

}  // namespace pmapsim::stablehlo_import

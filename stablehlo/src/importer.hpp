// The mapping layer's shared parts: the Importer that rows write through,
// and the row table, filled by one function per family of ops (one file
// each: rows_basic.cpp, rows_indexing.cpp, rows_regions.cpp,
// rows_windows.cpp, rows_collectives.cpp).
#pragma once
#include <fmt/format.h>

#include <charconv>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

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

class Importer;
using Row = std::function<void(Importer&, const Op&)>;
using RowTable = std::map<std::string, Row>;

// "[1, 2, 3]": a list attribute in pmapsim's text form.
inline std::string join(const std::vector<std::int64_t>& v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "]";
}

class Importer {
 public:
  explicit Importer(const Module& m) : module_(m) {}
  const Module& module() const { return module_; }

  std::string run();
  // What the import noticed that the program does not say (a jit program run unpartitioned).
  const std::vector<std::string>& notes() const { return notes_; }

  // ---- what rows use ----
  [[noreturn]] void fail(const Op& op, const std::string& what) const {
    const std::string named = op.loc_name.empty() ? "" : " (" + op.loc_name + ")";
    throw Error(fmt::format("{}:{}:{}: {}{} {}", module_.source_name, op.where.line, op.where.column, op.name,
                            named, what));
  }
  std::string type(const Op& op, const TensorType& t) const {
    static const std::map<std::string, std::string> dtypes = {
        {"f32", "f32"},  {"bf16", "bf16"},        {"f16", "f16"},
        {"f64", "f64"},  {"i1", "bool"},          {"i8", "s8"},
        {"i16", "s16"},  {"i32", "s32"},          {"i64", "s64"},
        {"ui8", "u8"},   {"ui16", "u16"},         {"ui32", "u32"},
        {"ui64", "u64"}, {"complex<f32>", "c64"}, {"complex<f64>", "c128"}};
    auto it = dtypes.find(t.element);
    if (it == dtypes.end()) fail(op, "element type " + t.element + " is not supported yet");
    return it->second + join(t.shape);
  }
  // The pmapsim name of operand i, written out first if it is a constant
  // nothing has used yet (constants are written where first used, so the ones
  // a fold leaves unused cost nothing).
  std::string operand(const Op& op, std::size_t i) const {
    const std::string name = operand_name(op, i);
    materialize(name);
    return name;
  }
  // The pmapsim name of operand i without writing it out: for rows that only look at it.
  std::string operand_name(const Op& op, std::size_t i) const {
    if (i >= op.operands.size()) fail(op, "expected at least " + std::to_string(i + 1) + " operands");
    operands_read_.insert({&op, i});
    const auto& v = op.operands[i];
    const std::string key = v.index ? v.name + "#" + std::to_string(v.index) : v.name;
    // A region sees the values of the scopes around it; a function body does not.
    for (std::size_t k = scopes_.size(); k-- > 0;) {
      auto it = scopes_[k].find(key);
      if (it != scopes_[k].end()) return it->second;
      if (!sees_parent_[k]) break;
    }
    fail(op, "%" + key + " is not defined");
  }
  // Binds the op's result i to a constant written only when first used.
  void emit_constant(const Op& op, const std::string& body, std::size_t result = 0) {
    const std::string name = fresh();
    pending_[name] = {"  " + name + " = " + body + " : " + type(op, result_type(op, result)) + "\n", &sink()};
    bind(op, result, name);
  }
  const TensorType& result_type(const Op& op, std::size_t i = 0) const {
    if (i >= op.result_types.size()) fail(op, "expected a result");
    return op.result_types[i];
  }
  // Emits `%tN = body : type` for the op's result i and binds it.
  void emit(const Op& op, const std::string& body, std::size_t result = 0) {
    const std::string name = fresh();
    sink() << "  " << name << " = " << body << " : " << type(op, result_type(op, result)) << "\n";
    bind(op, result, name);
  }
  std::string operand_name_of_last_result(const Op& op) { return scope().at(op.result_names.at(0)); }
  // The pmapsim name a StableHLO result name is bound to in the innermost scope.
  std::string bound(const std::string& result_name) const { return scope().at(result_name); }
  void bind(const Op& op, std::size_t result, const std::string& spmd_name) {
    if (result >= op.result_names.size()) fail(op, "result without a name");
    scope()[op.result_names[result]] = spmd_name;
  }
  std::string operands_text(const Op& op) const {
    std::string s;
    for (std::size_t i = 0; i < op.operands.size(); ++i) s += (i ? ", " : " ") + operand(op, i);
    return s;
  }
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
  // The splat value of a constant op's result, when it is one (reduce inits).
  std::map<std::string, std::string> splat_constants;  // spmd name -> literal

  // func.call: pmapsim's `call` op, whose region is the callee's body; a call
  // inside a reduce or sort region, or of a function that holds a manual
  // computation, is inlined instead (see call_row in import.cpp).
  void call(const Op& call);
  void inline_call(const Op& call);
  // A stablehlo.constant as pmapsim attributes. A 64-bit integer constant with an element
  // beyond 2^53 (which the program text's doubles cannot hold) comes as its two 32-bit halves.
  struct ConstantText {
    std::string attrs;                  // {value=...} or {values=[...]}; empty when split
    std::string high_attrs, low_attrs;  // the halves: value = (high << 32) | low
    std::string splat;                  // a split splat's exact decimal value
  };
  ConstantText constant_text(const Op& op);
  // A 64-bit integer constant from its halves, written where first used as one constant is.
  void emit_split_constant(const Op& op, const ConstantText& text) {
    const std::string t = type(op, result_type(op));
    const std::string high = fresh(), low = fresh(), shift = fresh(), shifted = fresh(), name = fresh();
    pending_[name] = {"  " + high + " = constant " + text.high_attrs + " : " + t + "\n  " + low +
                          " = constant " + text.low_attrs + " : " + t + "\n  " + shift +
                          " = constant {value=32} : " + t + "\n  " + shifted + " = shift_left " + high +
                          ", " + shift + " : " + t + "\n  " + name + " = or " + shifted + ", " + low + " : " +
                          t + "\n",
                      &sink()};
    bind(op, 0, name);
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
  // Emits `%tN = body : type_text`, not bound to any op's result; returns %tN.
  std::string emit_value(const std::string& body, const std::string& type_text) {
    const std::string name = fresh();
    sink() << "  " << name << " = " << body << " : " << type_text << "\n";
    return name;
  }
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
    std::vector<std::pair<std::string, SdySharding>> constraints;  // pmapsim value name -> sharding
  };
  std::optional<JitShardings> jit;
  // A sharding constraint on a value of @main (an sdy.sharding_constraint or sdy.reshard).
  void constrain(const Op& op, const std::string& value, const Attr& sharding);
  // The seeds for partitioning `global` (the import's program); `names` maps the
  // program text's value names to ids. `mesh` replaces the module's mesh (same axis names).
  ShardingSeeds jit_seeds(const Program& global, const std::unordered_map<std::string, ValueId>& names,
                          const Mesh& mesh) const;

  // ---- ops with regions (rows_regions.cpp) ----
  // Emits `%r0, %r1, ... = head : T0, T1, ... regions...` binding the op's
  // results; `regions` is the text region_text wrote for each region.
  void emit_with_regions(const Op& op, const std::string& head, const std::vector<std::string>& regions);
  // A StableHLO region as pmapsim's region text `(%p: T, ...) { ... return ... }`:
  // its block arguments become parameters of the given types, its ops are
  // imported through the table, and it reads the values around it.
  std::string region_text(const Op& owner, const Region& region,
                          const std::vector<TensorType>& parameter_types);
  // region_text for the region of a reduce or sort, which backends run per
  // element (the CUDA backend compiles it into scalar steps): calls in it are inlined.
  std::string scalar_region_text(const Op& owner, const Region& region,
                                 const std::vector<TensorType>& parameter_types);
  // The result of the region_text just written when the region's terminator
  // returned fewer values than needed, for rows that check it.
  std::size_t last_region_results = 0;

  // Imports a region's ops in a scope of its own whose block arguments are
  // `arguments`; returns the names its terminator returns.
  std::vector<std::string> inline_region(const Op& owner, const Region& region,
                                         const std::vector<std::string>& arguments);
  // @main's values that cross into or out of a manual computation as shards:
  // parameters handed in per device, and results returned per device.
  struct Shard {
    std::string local;  // the per-device value's name
    std::string type;   // its type in pmapsim's text
    PartitionSpec spec;
  };
  std::map<std::string, Shard> shard_parameters;  // @main argument name -> its shard
  std::map<std::string, Shard> shard_results;     // manual computation result key -> its shard
  std::set<std::string> needs_global;             // @main values some op uses as a global array
  bool at_main_level() const { return scopes_.size() == 1; }
  // A manual computation's spec for its operand i / result j: the sharding's
  // axes that are manual, as pmapsim names them.
  PartitionSpec in_spec(const Op& manual, std::size_t i) const;
  PartitionSpec out_spec(const Op& manual, std::size_t j) const;
  PartitionSpec manual_spec(const Op& op, const Attr& sharding) const;
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
  // A jit module's shardings, when @main's arguments or results have any.
  void find_jit_shardings(const Function& declared_main);
  // A declared sdy.mesh without axes (JAX's @empty_mesh): a sharding over it replicates.
  bool mesh_without_axes(const std::string& name) const;
  void plan_shards(const Function& main);
  std::string header(const Function& main, const std::vector<std::string>& results,
                     const std::vector<PartitionSpec>& out_specs);

  const Module& module_;
  std::ostringstream out_;
  std::vector<std::map<std::string, std::string>> scopes_;
  std::vector<std::map<std::string, std::vector<const Op*>>> readers_;  // per run_body, innermost last
  std::set<const Op*> folded_;
  std::map<std::string, const Op*> producers_;
  // Constants not yet written: name -> (their line, the body they belong in).
  mutable std::map<std::string, std::pair<std::string, std::ostringstream*>> pending_;
  void materialize(const std::string& name) const {
    auto it = pending_.find(name);
    if (it == pending_.end()) return;
    *it->second.second << it->second.first;
    pending_.erase(it);
  }
  // Forgets the unused constants of a body that is finished.
  void drop_pending(const std::ostringstream* body) {
    for (auto it = pending_.begin(); it != pending_.end();)
      it = it->second.second == body ? pending_.erase(it) : std::next(it);
  }
  std::vector<bool> sees_parent_;           // per scope: a region's (true) or a function's (false)
  std::vector<std::ostringstream*> sinks_;  // where instructions go: the body or a region being written
  std::ostringstream& sink() { return sinks_.empty() ? out_ : *sinks_.back(); }
  void push_scope(std::map<std::string, std::string> names, bool sees_parent) {
    scopes_.push_back(std::move(names));
    sees_parent_.push_back(sees_parent);
  }
  void pop_scope() {
    scopes_.pop_back();
    sees_parent_.pop_back();
  }
  int next_ = 0;
  std::vector<std::string> calls_;  // the functions being imported, outermost first
  int scalar_regions_ = 0;          // how many reduce or sort regions enclose the op being imported
  // The callee of func.call `call`, checked: defined, the call's arity and
  // types, not a recursion.
  const Function& callee_of(const Op& call) const;
  // `(%p: T, ...) { ... return ... }` for a block whose arguments are `arguments`,
  // typed parameter_types; sees_parent: whether it reads the values around it.
  std::string block_text(const Op& owner, const std::vector<stablehlo::BlockArgument>& arguments,
                         const Region& body, const std::vector<TensorType>& parameter_types,
                         bool sees_parent);

  std::map<std::string, std::string>& scope() { return scopes_.back(); }
  const std::map<std::string, std::string>& scope() const { return scopes_.back(); }
  std::string fresh() { return "%t" + std::to_string(next_++); }
  std::vector<std::string> run_body(const Region& body);
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
std::string complex_constant_attrs(const Importer& im, const Op& op, const stablehlo::DenseElements& dense);
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

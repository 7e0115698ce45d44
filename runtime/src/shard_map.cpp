// shard_map: records the function once per global argument signature over the
// mesh's per-device blocks, then runs one SPMD launch whose arguments
// shard_arguments splits and whose results assemble_results puts together,
// the same path `pmapsim run` takes for a program with specs.
#include "pmapsim/shard_map.hpp"

#include <fmt/format.h>

#include <functional>
#include <optional>

#include "pmapsim/errors.hpp"

namespace pmapsim {
namespace {

std::string signature_of(const std::vector<TensorType>& types) {
  std::string key;
  for (const TensorType& type : types) key += type.str() + ';';
  return key;
}

void check_spec_count(std::size_t specs, std::size_t values, const char* what, const char* things) {
  if (specs != values)
    throw Error(
        fmt::format("shard_map {} has {} entries but the function has {} {}", what, specs, values, things));
}

}  // namespace

ShardMapped::ShardMapped(MappedFunction function, ShardMapOptions options)
    : function_(std::move(function)), options_(std::move(options)) {
  if (options_.mesh.empty()) throw Error("shard_map needs a mesh with at least one axis");
  mesh_device_count(options_.mesh);  // checks the axis sizes
}

namespace {

using SpecsForResults = std::function<std::vector<PartitionSpec>(const std::vector<Value>& results)>;

// Records `function` over `mesh` on the blocks `in_specs` cut from arguments of
// `global_types`; `out_specs_for` gives the results' specs.
Program record_over_mesh(const MappedFunction& function, const std::string& name,
                         const std::vector<std::string>& arg_names, const Mesh& mesh,
                         const std::vector<PartitionSpec>& in_specs, const SpecsForResults& out_specs_for,
                         const std::vector<TensorType>& global_types) {
  check_spec_count(in_specs.size(), global_types.size(), "in_specs", "arguments");
  Recorder recorder(name, mesh);
  std::vector<Value> params;
  for (std::size_t i = 0; i < global_types.size(); ++i) {
    const std::string what = fmt::format("shard_map argument {}", i);
    check_partition_spec(mesh, in_specs[i], global_types[i].rank(), what);
    const TensorType block{global_types[i].dtype,
                           sharded_local_shape(mesh, in_specs[i], global_types[i].shape, what)};
    params.push_back(recorder.parameter(parameter_name(arg_names, i, "shard_map"), block));
  }
  std::vector<Value> results;
  {
    Recorder::Scope scope(recorder);
    results = function(params);
  }
  for (std::size_t r = 0; r < results.size(); ++r)
    if (results[r].recorder() != &recorder)
      throw Error(fmt::format("shard_map: result {} was not computed by the mapped function", r));
  std::vector<PartitionSpec> out_specs = out_specs_for(results);
  check_spec_count(out_specs.size(), results.size(), "out_specs", "results");
  for (std::size_t r = 0; r < results.size(); ++r)
    check_partition_spec(mesh, out_specs[r], results[r].rank(), fmt::format("shard_map result {}", r));
  recorder.set_results(results);
  Program program = recorder.take_program();
  program.in_specs = in_specs;
  program.out_specs = std::move(out_specs);
  verify(program);
  return program;
}

std::vector<Array> run_over_mesh(Runtime& runtime, const Program& program, const std::vector<Array>& args,
                                 RunResult& run) {
  run = runtime.executable(program).run(shard_arguments(program, args));
  return assemble_results(program, run.outputs);
}

std::vector<TensorType> types_of(const std::vector<Array>& args) {
  std::vector<TensorType> types;
  for (const Array& arg : args) types.push_back(arg.type());
  return types;
}

}  // namespace

const Program& ShardMapped::record(const std::vector<TensorType>& global_types) {
  const std::string key = signature_of(global_types);
  if (auto found = cache_.find(key); found != cache_.end()) {
    last_program_ = found->second;
    return *last_program_;
  }
  const auto out_specs = [this](const std::vector<Value>&) { return options_.out_specs; };
  last_program_ =
      std::make_shared<Program>(record_over_mesh(function_, options_.name, options_.arg_names, options_.mesh,
                                                 options_.in_specs, out_specs, global_types));
  cache_.emplace(key, last_program_);
  return *last_program_;
}

std::vector<Array> ShardMapped::operator()(Runtime& runtime, const std::vector<Array>& args) {
  return run_over_mesh(runtime, record(types_of(args)), args, last_run_);
}

const Program& ShardMapped::last_program() const {
  if (!last_program_) throw Error("shard_map: nothing has been recorded yet");
  return *last_program_;
}

ShardMapped shard_map(MappedFunction function, ShardMapOptions options) {
  return ShardMapped(std::move(function), std::move(options));
}

// --- nested pmap ------------------------------------------------------------------

namespace {

std::vector<AxisSpec> level_axes(const std::vector<AxisSpec>& given, std::size_t count, const char* what,
                                 const char* things) {
  if (given.empty()) return std::vector<AxisSpec>(count, AxisSpec{0});
  if (given.size() != count)
    throw Error(
        fmt::format("pmap {} has {} entries but the function has {} {}", what, given.size(), count, things));
  for (const AxisSpec& axis : given)
    if (axis && *axis < 0)
      throw Error(fmt::format("nested pmap {} must be non-negative, got {}", what, *axis));
  return given;
}

// Where the outer and the inner mapped axes sit in the global array: the
// inner axis counts in what the outer map leaves.
struct MappedPositions {
  AxisSpec outer, inner;
};

MappedPositions global_positions(AxisSpec outer, AxisSpec inner) {
  if (outer && inner && *inner >= *outer) return {outer, *inner + 1};
  return {outer, inner};
}

PartitionSpec spec_of(const MappedPositions& at, const Mesh& mesh) {
  PartitionSpec spec;
  const auto place = [&](AxisSpec position, const std::string& axis) {
    if (!position) return;
    if (spec.size() <= static_cast<std::size_t>(*position))
      spec.resize(static_cast<std::size_t>(*position) + 1);
    spec[static_cast<std::size_t>(*position)] = {axis};
  };
  place(at.outer, mesh[0].name);
  place(at.inner, mesh[1].name);
  return spec;
}

// The size every argument mapped at this level gives the level's mesh axis.
std::int64_t level_size(const std::vector<TensorType>& types, const std::vector<MappedPositions>& at,
                        bool outer) {
  std::optional<std::int64_t> size;
  for (std::size_t i = 0; i < types.size(); ++i) {
    const AxisSpec position = outer ? at[i].outer : at[i].inner;
    if (!position) continue;
    if (*position >= types[i].rank())
      throw Error(fmt::format("pmap in_axes {} is out of bounds for argument {} of rank {}", *position, i,
                              types[i].rank()));
    const std::int64_t this_size = types[i].shape[static_cast<std::size_t>(*position)];
    if (size && *size != this_size)
      throw Error(fmt::format("pmap got inconsistent sizes for array axes to be mapped: {} and {}", *size,
                              this_size));
    size = this_size;
  }
  if (!size) throw Error("pmap requires at least one argument with a mapped axis");
  return *size;
}

}  // namespace

NestedPmapped::NestedPmapped(MappedFunction function, PmapOptions outer, PmapOptions inner)
    : function_(std::move(function)), outer_(std::move(outer)), inner_(std::move(inner)) {
  if (outer_.axis_name == inner_.axis_name)
    throw Error(fmt::format("nested pmap axes must have distinct names, both are '{}'", outer_.axis_name));
}

const Program& NestedPmapped::record(const std::vector<TensorType>& arg_types) {
  const std::string key = signature_of(arg_types);
  if (auto found = cache_.find(key); found != cache_.end()) return *found->second;
  const std::vector<AxisSpec> outer_in = level_axes(outer_.in_axes, arg_types.size(), "in_axes", "arguments");
  const std::vector<AxisSpec> inner_in = level_axes(inner_.in_axes, arg_types.size(), "in_axes", "arguments");
  std::vector<MappedPositions> at;
  for (std::size_t i = 0; i < arg_types.size(); ++i) at.push_back(global_positions(outer_in[i], inner_in[i]));
  const Mesh mesh{{outer_.axis_name, level_size(arg_types, at, true)},
                  {inner_.axis_name, level_size(arg_types, at, false)}};
  std::vector<PartitionSpec> in_specs;
  for (const MappedPositions& position : at) in_specs.push_back(spec_of(position, mesh));

  // The function sees each block with both mapped axes squeezed (the later
  // first) and returns values that get them back as size-1 axes.
  std::vector<MappedPositions> result_at;
  const auto reduced = [&](const std::vector<Value>& blocks) {
    std::vector<Value> seen = blocks;
    for (std::size_t i = 0; i < seen.size(); ++i) {
      AxisSpec first = at[i].outer, second = at[i].inner;
      if (first && second && *first < *second) std::swap(first, second);
      if (first) seen[i] = squeeze(seen[i], *first);
      if (second) seen[i] = squeeze(seen[i], *second);
    }
    std::vector<Value> results = function_(seen);
    const std::vector<AxisSpec> outer_out =
        level_axes(outer_.out_axes, results.size(), "out_axes", "results");
    const std::vector<AxisSpec> inner_out =
        level_axes(inner_.out_axes, results.size(), "out_axes", "results");
    for (std::size_t r = 0; r < results.size(); ++r) {
      if (inner_out[r]) results[r] = expand_dims(results[r], *inner_out[r]);
      if (outer_out[r]) results[r] = expand_dims(results[r], *outer_out[r]);
      result_at.push_back(global_positions(outer_out[r], inner_out[r]));
    }
    return results;
  };
  const auto out_specs = [&](const std::vector<Value>&) {
    std::vector<PartitionSpec> specs;
    for (const MappedPositions& position : result_at) specs.push_back(spec_of(position, mesh));
    return specs;
  };
  auto program = std::make_shared<Program>(
      record_over_mesh(reduced, outer_.name, outer_.arg_names, mesh, in_specs, out_specs, arg_types));
  return *cache_.emplace(key, std::move(program)).first->second;
}

std::vector<Array> NestedPmapped::operator()(Runtime& runtime, const std::vector<Array>& args) {
  return run_over_mesh(runtime, record(types_of(args)), args, last_run_);
}

NestedPmapped nested_pmap(MappedFunction function, PmapOptions outer, PmapOptions inner) {
  return NestedPmapped(std::move(function), std::move(outer), std::move(inner));
}

}  // namespace pmapsim

// shard_map: traces the function once per global argument signature over the
// mesh's per-device blocks, then runs one SPMD launch whose arguments
// shard_arguments splits and whose results assemble_results puts together,
// the same path `pmapsim run` takes for a program with specs.
#include "pmapsim/shard_map.hpp"

#include <fmt/format.h>

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
    throw Error(fmt::format("shard_map {} has {} entries but the function has {} {}", what, specs, values,
                            things));
}

}  // namespace

ShardMapped::ShardMapped(MappedFunction function, ShardMapOptions options)
    : function_(std::move(function)), options_(std::move(options)) {
  if (options_.mesh.empty()) throw Error("shard_map needs a mesh with at least one axis");
  mesh_device_count(options_.mesh);  // checks the axis sizes
}

const Program& ShardMapped::trace(const std::vector<TensorType>& global_types) {
  const std::string key = signature_of(global_types);
  if (auto found = cache_.find(key); found != cache_.end()) {
    last_program_ = found->second;
    return *last_program_;
  }
  check_spec_count(options_.in_specs.size(), global_types.size(), "in_specs", "arguments");
  const Mesh& mesh = options_.mesh;
  Tracer tracer(options_.name, mesh);
  std::vector<Value> params;
  for (std::size_t i = 0; i < global_types.size(); ++i) {
    const std::string what = fmt::format("shard_map argument {}", i);
    const PartitionSpec& spec = options_.in_specs[i];
    check_partition_spec(mesh, spec, global_types[i].rank(), what);
    const TensorType block{global_types[i].dtype, sharded_local_shape(mesh, spec, global_types[i].shape, what)};
    params.push_back(tracer.parameter(parameter_name(options_.arg_names, i, "shard_map"), block));
  }
  std::vector<Value> results;
  {
    Tracer::Scope scope(tracer);
    results = function_(params);
  }
  check_spec_count(options_.out_specs.size(), results.size(), "out_specs", "results");
  for (std::size_t r = 0; r < results.size(); ++r) {
    if (results[r].tracer() != &tracer)
      throw Error(fmt::format("shard_map: result {} was not computed by the mapped function", r));
    check_partition_spec(mesh, options_.out_specs[r], results[r].rank(), fmt::format("shard_map result {}", r));
  }
  tracer.set_results(results);
  Program program = tracer.take_program();
  program.in_specs = options_.in_specs;
  program.out_specs = options_.out_specs;
  verify(program);
  last_program_ = std::make_shared<Program>(std::move(program));
  cache_.emplace(key, last_program_);
  return *last_program_;
}

std::vector<Array> ShardMapped::operator()(Runtime& runtime, const std::vector<Array>& args) {
  std::vector<TensorType> types;
  for (const Array& arg : args) types.push_back(arg.type());
  const Program& program = trace(types);
  last_run_ = runtime.executable(program).run(shard_arguments(program, args));
  return assemble_results(program, last_run_.outputs);
}

const Program& ShardMapped::last_program() const {
  if (!last_program_) throw Error("shard_map: nothing has been traced yet");
  return *last_program_;
}

ShardMapped shard_map(MappedFunction function, ShardMapOptions options) {
  return ShardMapped(std::move(function), std::move(options));
}

}  // namespace pmapsim

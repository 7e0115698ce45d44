// shard_map: JAX's SPMD map over a named device mesh, for programs written
// through the recorder.
//
//   pmapsim::ShardMapOptions options;
//   options.mesh = {{"data", 2}, {"model", 4}};
//   options.in_specs = {{{"data"}, {"model"}}, {{"model"}}};  // x: P(data, model), w: P(model)
//   options.out_specs = {{{"data"}}};                          // P(data)
//   auto layer = pmapsim::shard_map(
//       [](const std::vector<pmapsim::Value>& args) {
//         return std::vector<pmapsim::Value>{pmapsim::psum(matmul(args[0], args[1]), "model")};
//       },
//       options);
//   std::vector<pmapsim::Array> y = layer(rt, {x, w});  // x: (8, 16), w: (16, 4) -> y: (8, 4)
//
// A PartitionSpec has one entry per leading dimension: the mesh axes that
// dimension is split over, major first ({"data", "model"} splits it over
// both), or none ({}: JAX's None). The function sees each device's block of
// every argument (rank kept, as in JAX's shard_map); results are assembled by
// out_specs, a result replicated over the axes its spec does not name coming
// back once. Collectives and axis_index inside name one mesh axis ("model") or
// several ("data.model"). The recorded program carries the mesh and the specs, so
// it prints as the .spmd text `pmapsim run` takes with global inputs.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/mesh.hpp"
#include "pmapsim/pmap.hpp"
#include "pmapsim/runtime.hpp"
#include "pmapsim/sharding.hpp"

namespace pmapsim {

struct ShardMapOptions {
  Mesh mesh;
  std::vector<PartitionSpec> in_specs;   // one per argument
  std::vector<PartitionSpec> out_specs;  // one per result
  std::string name = "main";             // the recorded program's name
  std::vector<std::string> arg_names;    // the program's parameter names (default arg0, arg1, ...)
};

class ShardMapped {
 public:
  ShardMapped(MappedFunction function, ShardMapOptions options);

  // Runs on the first mesh-size devices of the runtime's backend.
  std::vector<Array> operator()(Runtime& runtime, const std::vector<Array>& args);

  // Records (or returns the cached recording of) the program for these global
  // argument types; throws Error naming the argument or result at fault.
  const Program& record(const std::vector<TensorType>& global_types);

  const ShardMapOptions& options() const { return options_; }
  const RunResult& last_run() const { return last_run_; }
  const Program& last_program() const;

 private:
  MappedFunction function_;
  ShardMapOptions options_;
  std::map<std::string, std::shared_ptr<Program>> cache_;  // by signature
  std::shared_ptr<Program> last_program_;
  RunResult last_run_;
};

ShardMapped shard_map(MappedFunction function, ShardMapOptions options);

// jax.pmap(jax.pmap(f, axis_name=inner.axis_name), axis_name=outer.axis_name):
// a pmap over a pmap, i.e. f over an outer x inner mesh of devices.
//
//   pmapsim::PmapOptions outer, inner;
//   outer.axis_name = "data";
//   inner.axis_name = "model";
//   auto f = pmapsim::nested_pmap(fn, outer, inner);
//   auto y = f(rt, {x});  // x: (2, 4, 3) -> fn sees (3,) on each of 8 devices
//
// outer.in_axes name the global argument's axis mapped over the outer axis;
// inner.in_axes count in what the outer map leaves (JAX's reading); None maps
// nothing at that level. out_axes likewise (the inner axis inserted first).
// The function sees the rank-reducing view, as jax.pmap's function does;
// inside, collectives name either axis or both ("data.model"). Axes must be
// non-negative here. Each distinct argument signature records once.
class NestedPmapped {
 public:
  NestedPmapped(MappedFunction function, PmapOptions outer, PmapOptions inner);
  std::vector<Array> operator()(Runtime& runtime, const std::vector<Array>& args);
  // The program a call with these argument types runs: a mesh program of
  // [outer=N, inner=M] with the in_specs/out_specs the axes mean.
  const Program& record(const std::vector<TensorType>& arg_types);
  const RunResult& last_run() const { return last_run_; }

 private:
  MappedFunction function_;
  PmapOptions outer_;
  PmapOptions inner_;
  std::map<std::string, std::shared_ptr<Program>> cache_;  // by signature
  RunResult last_run_;
};

NestedPmapped nested_pmap(MappedFunction function, PmapOptions outer, PmapOptions inner);

}  // namespace pmapsim

#include "pmapsim/sharding.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "pmapsim/program.hpp"

namespace pmapsim {
namespace {

std::size_t axis_position(const Mesh& mesh, const std::string& name) {
  for (std::size_t k = 0; k < mesh.size(); ++k)
    if (mesh[k].name == name) return k;
  throw Error(fmt::format("unknown mesh axis '{}'", name));
}

// How many blocks dimension `dim` is split into.
std::int64_t split_count(const Mesh& mesh, const PartitionSpec& spec, std::size_t dim) {
  std::int64_t count = 1;
  if (dim < spec.size())
    for (const std::string& axis : spec[dim]) count *= mesh[axis_position(mesh, axis)].size;
  return count;
}

std::int64_t coordinate(const Mesh& mesh, std::size_t axis, std::int64_t device) {
  return (device / mesh_stride(mesh, axis)) % mesh[axis].size;
}

// Whether `device` is the one whose block a result takes: coordinate 0 on
// every axis the spec does not name.
bool is_representative(const Mesh& mesh, const PartitionSpec& spec, std::int64_t device) {
  for (std::size_t k = 0; k < mesh.size(); ++k) {
    bool named = false;
    for (const auto& axes : spec)
      named = named || std::find(axes.begin(), axes.end(), mesh[k].name) != axes.end();
    if (!named && coordinate(mesh, k, device) != 0) return false;
  }
  return true;
}

// Calls copy(global_offset, block_offset, bytes) for each contiguous run of
// the block's part inside the global array (offsets in bytes).
template <class Copy>
void for_each_run(const Shape& global, const Shape& offsets, const Shape& block, std::size_t element,
                  Copy copy) {
  const std::size_t rank = block.size();
  if (rank == 0) {
    copy(0, 0, element);
    return;
  }
  const Shape extent = clipped_extent(global, offsets, block);
  for (std::int64_t size : extent)
    if (size == 0) return;
  const std::size_t run = static_cast<std::size_t>(extent.back()) * element;
  Shape index(rank, 0);
  while (true) {
    std::int64_t flat = 0, in_block = 0;
    for (std::size_t d = 0; d < rank; ++d) {
      flat = flat * global[d] + offsets[d] + index[d];
      in_block = in_block * block[d] + index[d];
    }
    copy(static_cast<std::size_t>(flat) * element, static_cast<std::size_t>(in_block) * element, run);
    std::size_t d = rank - 1;
    while (d > 0) {
      if (++index[d - 1] < extent[d - 1]) break;
      index[d - 1] = 0;
      --d;
    }
    if (d == 0) return;
  }
}

}  // namespace

Mesh program_mesh(const Program& program) {
  if (!program.mesh.empty()) return program.mesh;
  return Mesh{MeshAxis{program.axis_name, program.axis_size}};
}

std::string partition_spec_text(const PartitionSpec& spec) {
  std::vector<std::string> entries;
  for (const auto& axes : spec)
    entries.push_back(axes.empty() ? "None" : fmt::format("{}", fmt::join(axes, ".")));
  return fmt::format("[{}]", fmt::join(entries, ", "));
}

void check_partition_spec(const Mesh& mesh, const PartitionSpec& spec, std::int64_t rank,
                          const std::string& what) {
  if (static_cast<std::int64_t>(spec.size()) > rank)
    throw Error(fmt::format("{}: the spec {} has {} entries for a value of rank {}", what,
                            partition_spec_text(spec), spec.size(), rank));
  std::vector<std::string> seen;
  for (const auto& axes : spec) {
    for (const std::string& axis : axes) {
      if (std::none_of(mesh.begin(), mesh.end(), [&](const MeshAxis& a) { return a.name == axis; })) {
        std::vector<std::string> names;
        for (const MeshAxis& a : mesh) names.push_back(a.name);
        throw Error(fmt::format("{}: the spec names axis '{}', which the mesh lacks (it has {})", what, axis,
                                fmt::join(names, ", ")));
      }
      if (std::find(seen.begin(), seen.end(), axis) != seen.end())
        throw Error(
            fmt::format("{}: the spec {} names axis '{}' twice", what, partition_spec_text(spec), axis));
      seen.push_back(axis);
    }
  }
}

Shape sharded_global_shape(const Mesh& mesh, const PartitionSpec& spec, const Shape& local) {
  Shape global = local;
  for (std::size_t d = 0; d < global.size(); ++d) global[d] *= split_count(mesh, spec, d);
  return global;
}

Shape sharded_local_shape(const Mesh& mesh, const PartitionSpec& spec, const Shape& global,
                          const std::string& what) {
  Shape local = global;
  for (std::size_t d = 0; d < local.size(); ++d) {
    const std::int64_t count = split_count(mesh, spec, d);
    if (local[d] % count != 0)
      throw Error(fmt::format("{}: dimension {} of size {} is not divisible by {}, the size of mesh axes {}",
                              what, d, local[d], count, fmt::join(spec[d], ".")));
    local[d] /= count;
  }
  return local;
}

Shape shard_offsets(const Mesh& mesh, const PartitionSpec& spec, const Shape& local, std::int64_t device) {
  Shape offsets(local.size(), 0);
  for (std::size_t d = 0; d < local.size() && d < spec.size(); ++d) {
    std::int64_t block = 0;
    for (const std::string& axis : spec[d]) {
      const std::size_t k = axis_position(mesh, axis);
      block = block * mesh[k].size + coordinate(mesh, k, device);
    }
    offsets[d] = block * local[d];
  }
  return offsets;
}

Shape clipped_extent(const Shape& global, const Shape& offsets, const Shape& block) {
  Shape extent = block;
  for (std::size_t d = 0; d < block.size(); ++d)
    extent[d] = std::clamp<std::int64_t>(global[d] - offsets[d], 0, block[d]);
  return extent;
}

TensorType global_parameter_type(const Program& program, std::size_t param) {
  TensorType type = program.params.at(param).type;
  if (!program.in_global_shapes.empty())
    type.shape = program.in_global_shapes.at(param);
  else if (!program.in_specs.empty())
    type.shape = sharded_global_shape(program_mesh(program), program.in_specs.at(param), type.shape);
  return type;
}

TensorType global_result_type(const Program& program, std::size_t result) {
  TensorType type = program.type_of(program.results.at(result));
  if (!program.out_global_shapes.empty())
    type.shape = program.out_global_shapes.at(result);
  else if (!program.out_specs.empty())
    type.shape = sharded_global_shape(program_mesh(program), program.out_specs.at(result), type.shape);
  return type;
}

Array take_block(const Array& global, const Shape& offsets, const Shape& block) {
  if (!global.has_data()) return Array::shape_only(global.dtype(), block);
  Array out(global.dtype(), block);  // zeros: a padded block's tail stays zero
  copy_block_from(global.raw(), global.shape(), offsets, out);
  return out;
}

void copy_block_from(const std::byte* global, const Shape& global_shape, const Shape& offsets, Array& block) {
  for_each_run(global_shape, offsets, block.shape(), dtype_size(block.dtype()),
               [&](std::size_t from, std::size_t to, std::size_t bytes) {
                 std::memcpy(block.raw() + to, global + from, bytes);
               });
}

void put_block(Array& global, const Shape& offsets, const Array& block) {
  if (!global.has_data() || !block.has_data()) return;
  for_each_run(global.shape(), offsets, block.shape(), dtype_size(global.dtype()),
               [&](std::size_t to, std::size_t from, std::size_t bytes) {
                 std::memcpy(global.raw() + to, block.raw() + from, bytes);
               });
}

std::vector<std::vector<Array>> shard_arguments(const Program& program, const std::vector<Array>& globals) {
  if (program.in_specs.empty()) throw Error(fmt::format("program @{} has no in_specs", program.name));
  if (globals.size() != program.params.size())
    throw Error(fmt::format("program @{} takes {} arguments, got {}", program.name, program.params.size(),
                            globals.size()));
  const Mesh mesh = program_mesh(program);
  std::vector<std::vector<Array>> per_device(static_cast<std::size_t>(program.axis_size));
  for (std::size_t p = 0; p < globals.size(); ++p) {
    const TensorType want = global_parameter_type(program, p);
    if (globals[p].type() != want)
      throw Error(fmt::format("parameter %{} (spec {}) expects a global {}, got {}", program.params[p].name,
                              partition_spec_text(program.in_specs[p]), want.str(), globals[p].type().str()));
    const Shape& local = program.params[p].type.shape;
    for (std::int64_t d = 0; d < program.axis_size; ++d) {
      const bool whole = local == want.shape;  // replicated: every device shares the one array
      per_device[d].push_back(
          whole ? globals[p]
                : take_block(globals[p], shard_offsets(mesh, program.in_specs[p], local, d), local));
    }
  }
  return per_device;
}

std::vector<Array> assemble_results(const Program& program,
                                    const std::vector<std::vector<Array>>& per_device) {
  if (program.out_specs.empty()) throw Error(fmt::format("program @{} has no out_specs", program.name));
  const Mesh mesh = program_mesh(program);
  std::vector<Array> results;
  for (std::size_t r = 0; r < program.results.size(); ++r) {
    const PartitionSpec& spec = program.out_specs[r];
    const TensorType type = global_result_type(program, r);
    const Array& first = per_device.at(0).at(r);
    if (type.shape == first.shape()) {
      results.push_back(first);
      continue;
    }
    Array global =
        first.has_data() ? Array(type.dtype, type.shape) : Array::shape_only(type.dtype, type.shape);
    for (std::int64_t d = 0; d < static_cast<std::int64_t>(per_device.size()); ++d) {
      if (!is_representative(mesh, spec, d)) continue;
      const Array& block = per_device[d].at(r);
      put_block(global, shard_offsets(mesh, spec, block.shape(), d), block);
    }
    results.push_back(std::move(global));
  }
  return results;
}

}  // namespace pmapsim

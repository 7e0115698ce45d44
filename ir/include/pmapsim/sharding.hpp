// shard_map's in_specs / out_specs on a program: how each parameter's global
// array is split over the mesh axes, and how each result's global array is put
// back together from the devices' blocks.
//
//   pmap @step mesh=[data=2, model=4] in_specs=[[data, None], [None, model]]
//       out_specs=[[]] (%x: f32[2,8], %w: f32[8,4]) { ... }
//
// A PartitionSpec (JAX's P(...)) has one entry per leading dimension: the
// mesh axes that dimension is split over, major first (`data.model` splits it
// over both), or none (`None`: not split). Dimensions beyond the spec are not
// split; mesh axes a spec does not name replicate the array over them. A
// one-axis program (`axis=i devices=8`) has the mesh [i=8].
//
// Device d (row-major over the mesh) holds the block of the global array at
// the coordinates its mesh position gives on each split dimension. A result's
// global array takes each block from the device at coordinate 0 of every axis
// its spec does not name (JAX returns a replicated value once).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/mesh.hpp"

namespace pmapsim {

struct Program;

using PartitionSpec = std::vector<std::vector<std::string>>;

// The program's mesh: its named axes, or its one axis.
Mesh program_mesh(const Program& program);

// "[data, None, data.model]"; "[]" for a replicated value.
std::string partition_spec_text(const PartitionSpec& spec);

// Throws Error (starting with `what`) when the spec names an axis the mesh
// lacks or one twice, or has more entries than the rank.
void check_partition_spec(const Mesh& mesh, const PartitionSpec& spec, std::int64_t rank,
                          const std::string& what);

// The global shape whose blocks are `local`.
Shape sharded_global_shape(const Mesh& mesh, const PartitionSpec& spec, const Shape& local);

// The block shape of a global array split by `spec` (the inverse of
// sharded_global_shape); Error starting with `what` where a split dimension
// does not divide evenly.
Shape sharded_local_shape(const Mesh& mesh, const PartitionSpec& spec, const Shape& global,
                          const std::string& what);

// The offset of `device`'s block in the global array.
Shape shard_offsets(const Mesh& mesh, const PartitionSpec& spec, const Shape& local, std::int64_t device);

// The global types of a program's parameters and results: the per-device type
// where the program has no specs for them.
TensorType global_parameter_type(const Program& program, std::size_t param);
TensorType global_result_type(const Program& program, std::size_t result);

// Splits global arguments (one per parameter) into per-device arguments:
// result[device][param]. The program must have in_specs. Shape-only globals
// give shape-only blocks. Throws Error naming the parameter on a type mismatch.
std::vector<std::vector<Array>> shard_arguments(const Program& program, const std::vector<Array>& globals);

// Assembles per-device results (per_device[device][result]) into the global
// results by the program's out_specs.
std::vector<Array> assemble_results(const Program& program,
                                    const std::vector<std::vector<Array>>& per_device);

// The part of a block at `offsets` that lies inside `global`: a padded
// block (the last of an uneven split) reaches past the global array's end.
Shape clipped_extent(const Shape& global, const Shape& offsets, const Shape& block);

// The block of `global` at `offsets` with shape `block`, and its inverse.
Array take_block(const Array& global, const Shape& offsets, const Shape& block);
// take_block from a caller's row-major buffer of block's dtype and `global_shape` (a NumPy
// array's memory), into `block`: the part outside the global array stays as it is.
void copy_block_from(const std::byte* global, const Shape& global_shape, const Shape& offsets, Array& block);
void put_block(Array& global, const Shape& offsets, const Array& block);

}  // namespace pmapsim

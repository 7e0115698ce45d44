// GSPMD's sharding strings (`mhlo.sharding = "{devices=[2,4]<=[8]}"`: what JAX writes with
// Shardy turned off, and XLA's own HLO text) read as Shardy shardings over one mesh.
//
// GSPMD names no mesh axes: a tiled sharding lists how many tiles each dimension is cut into
// and which partition holds each tile, an iota of the partitions reshaped, transposed and
// reshaped again (`<=[4,2]T(1,0)`) or an explicit list. Each tensor dimension's tiles then
// walk one or more runs of the partition number's mixed-radix digits (a digit of size z whose
// unit is s partitions). Cutting the partition number at every unit any sharding of the module
// uses gives one mesh of axes, major first, over which every sharding is a list of axes per
// dimension, as Shardy's `sdy.sharding` writes it: the mesh XLA's own import derives.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace pmapsim::stablehlo {
struct Module;
}

namespace pmapsim::stablehlo_import {

struct SdySharding;  // importer.hpp

// More partitions than any mesh pmapsim runs (a program's devices are simulated one by one).
inline constexpr std::int64_t kMostGspmdPartitions = std::int64_t{1} << 24;

// One run of the partition number's digits: `size` values, `stride` partitions apart.
struct PartitionDigit {
  std::int64_t stride = 1;
  std::int64_t size = 1;
};

struct GspmdSharding {
  enum class Kind : std::uint8_t { replicated, tiled, manual, maximal };
  Kind kind = Kind::replicated;
  // Tiled: each tile dimension's digits, major first; the first `tensor_dims` are the tensor's
  // dimensions, any after them group replicas (last_tile_dim_replicate, last_tile_dims).
  std::vector<std::vector<PartitionDigit>> tile_dims;
  std::size_t tensor_dims = 0;
  std::vector<std::size_t> manual_dims;  // the trailing tile dimensions `last_tile_dims` calls manual
  std::int64_t partitions = 1;           // how many the tiling spans
  std::string written;                   // where it was read and its text, for messages
};

// Parses one sharding string; `where` prefixes its errors. A tuple sharding, `{unknown}`,
// `shard_as`/`shard_like` and a device order no digits describe are errors naming it. A manual
// sharding is `{manual}` (manual over every partition) or a tiling whose `manual_dims` are manual.
GspmdSharding parse_gspmd_sharding(const std::string& text, const std::string& where);

// The mesh every tiled sharding of a module is a list of axes over: the units all of them cut
// the partition number at (`partitions` in all). Axis k is named "axisk", major first.
struct GspmdMesh {
  std::vector<PartitionDigit> axes;  // major first
  std::vector<std::pair<std::string, std::int64_t>> named() const;
};
GspmdMesh gspmd_mesh(const std::vector<GspmdSharding>& tiled, std::int64_t partitions,
                     const std::string& where);

// `sharding` over `mesh` for a value of rank `rank`, as Shardy spells it; `open` marks the
// dimensions a constraint leaves to propagation (`unspecified_dims`).
SdySharding gspmd_to_sdy(const GspmdSharding& sharding, const GspmdMesh& mesh, std::size_t rank,
                         const std::vector<std::int64_t>& open, const std::string& mesh_name,
                         const std::string& where);

// A module sharded by GSPMD's strings (no sdy.mesh; mhlo.sharding on @main's values, custom_call
// @Sharding constraints, JAX's shard_maps as @SPMDFullToShardShape, a call of the body and
// @SPMDShardToFullShape) as the same module in Shardy's spelling over its derived mesh @gspmd:
// sdy.sharding, sdy.sharding_constraint (unspecified_dims open), sdy.manual_computation. Null
// when the module has no GSPMD sharding. What it cannot respell is an error naming the place.
std::unique_ptr<stablehlo::Module> shardy_spelling(const stablehlo::Module& module);

}  // namespace pmapsim::stablehlo_import

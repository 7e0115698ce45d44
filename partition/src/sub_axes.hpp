// Sub-axes: a mesh axis cut into parts where a reshape needs it, as Shardy
// splits an axis ("model":(1)2, "model":(2)4) when a dimension split over it
// becomes two (grouped-query attention's 8 heads over 8 devices reshaped to 2
// key-value heads of 4 queries: the first part splits the key-value heads,
// the second the queries, and nothing moves).
//
// The partitioner works over a mesh whose cut axes are replaced by their
// parts, major first: every sharding that names the axis names its parts
// instead, so a dimension split over the whole axis is split over all its
// parts in order, the same devices in the same blocks. Devices keep their
// numbers (row-major over the parts is row-major over the axis), so the
// per-device program it writes runs over the original mesh; only the names
// of what it inserted need the parts put back together (`whole_axes_name`).
#pragma once

#include <optional>
#include <string>

#include "pmapsim/partition.hpp"

namespace pmapsim::partitioning {

// The seeds over a mesh whose axes are cut where the program's reshapes
// split or merge a dimension at a size that divides an axis but is not it;
// nullopt where none does, or where the program writes collectives of its
// own (a shard_map's body names whole axes).
std::optional<ShardingSeeds> with_sub_axes(const Program& program, const ShardingSeeds& seeds);

// "h:(1)2.h:(2)4.data" -> "h.data" (`mesh`: the original): each run of an axis's
// parts, all of them in order, is the axis; a part alone keeps Shardy's name for it.
std::string whole_axes_name(const Mesh& mesh, const std::string& axes);

// A partition spec over the cut mesh -> over the original one; nullopt where a
// dimension is split over some of an axis's parts only (the runtime places
// arrays over whole axes).
std::optional<PartitionSpec> whole_axes_spec(const Mesh& mesh, const PartitionSpec& spec);

}  // namespace pmapsim::partitioning

// Named device meshes (shard_map's Mesh): a program may run over axes such as
// `data=2, model=4`, devices numbered row-major over them. The program text
// names mesh axes in collectives (`psum %x {axis=model}`, both axes as
// `axis=data.model`); the parser lowers each onto the program's one flat
// axis (named by the mesh's names joined with '.') with the device groups
// that axis selection means, so every backend runs meshes through the
// axis_index_groups it already handles.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "pmapsim/attrs.hpp"

namespace pmapsim {

struct MeshAxis {
  std::string name;
  std::int64_t size = 1;
  friend bool operator==(const MeshAxis&, const MeshAxis&) = default;
};
using Mesh = std::vector<MeshAxis>;

// "data.model" for data=2, model=4: the flat axis a mesh program's collectives use.
std::string mesh_flat_axis_name(const Mesh& mesh);
// The product of the axes' sizes; Error beyond 2^31 devices.
std::int64_t mesh_device_count(const Mesh& mesh);
// "model" or "data.model" -> the named axes' indexes into the mesh, in the
// order written; Error naming an axis the mesh lacks or one named twice.
std::vector<std::size_t> mesh_axes_named(const Mesh& mesh, std::string_view axis);
// The device groups of a collective over `axes` (indexes into the mesh): one
// group per assignment of the other axes, each group's members ordered
// row-major over `axes` as written.
IntListList mesh_groups(const Mesh& mesh, const std::vector<std::size_t>& axes);
// axis_index_groups given over the named axes (ranks within a group of
// mesh_groups) -> the same groups in flat device ids, for every group.
IntListList compose_groups(const IntListList& mesh_groups, const IntListList& rank_groups);
// A ppermute's (source, destination) pairs over the named axes -> flat pairs in every group.
IntListList compose_permutation(const IntListList& mesh_groups, const IntListList& pairs);
// The flat device groups of a collective over the mesh axes `axis` ("model",
// "data.model") within `rank_groups` (axis_index_groups over those axes; empty:
// each whole group). Empty where that is the whole mesh in device order.
IntListList mesh_collective_groups(const Mesh& mesh, std::string_view axis, const IntListList& rank_groups);
// The size of the axis a collective over `axis` sees (the named axes' product).
std::int64_t mesh_axes_size(const Mesh& mesh, std::string_view axis);
// Row-major stride of mesh axis k (the product of the later axes' sizes).
std::int64_t mesh_stride(const Mesh& mesh, std::size_t axis);

}  // namespace pmapsim

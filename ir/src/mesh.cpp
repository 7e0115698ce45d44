#include "pmapsim/mesh.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "pmapsim/errors.hpp"

namespace pmapsim {
namespace {

std::string axis_list(const Mesh& mesh) {
  std::string names;
  for (const MeshAxis& axis : mesh) names += (names.empty() ? "" : ", ") + axis.name;
  return names;
}

// Every assignment of `axes`' coordinates, row-major in the order given, as
// the flat-id offset it contributes.
std::vector<std::int64_t> offsets(const Mesh& mesh, const std::vector<std::size_t>& axes) {
  std::vector<std::int64_t> result{0};
  for (std::size_t axis : axes) {
    std::vector<std::int64_t> next;
    for (std::int64_t base : result)
      for (std::int64_t c = 0; c < mesh[axis].size; ++c) next.push_back(base + c * mesh_stride(mesh, axis));
    result = std::move(next);
  }
  return result;
}

}  // namespace

std::string mesh_flat_axis_name(const Mesh& mesh) {
  std::string name;
  for (const MeshAxis& axis : mesh) name += (name.empty() ? "" : ".") + axis.name;
  return name;
}

std::int64_t mesh_device_count(const Mesh& mesh) {
  constexpr std::int64_t kMaxDevices = std::int64_t{1} << 31;
  std::int64_t count = 1;
  for (const MeshAxis& axis : mesh) {
    if (axis.size < 1)
      throw Error(fmt::format("mesh axis {} has size {}; sizes must be at least 1", axis.name, axis.size));
    if (count > kMaxDevices / axis.size)
      throw Error(fmt::format("the mesh has more than {} devices", kMaxDevices));
    count *= axis.size;
  }
  return count;
}

std::int64_t mesh_stride(const Mesh& mesh, std::size_t axis) {
  std::int64_t stride = 1;
  for (std::size_t k = axis + 1; k < mesh.size(); ++k) stride *= mesh[k].size;
  return stride;
}

std::vector<std::size_t> mesh_axes_named(const Mesh& mesh, std::string_view axis) {
  std::vector<std::size_t> named;
  std::size_t start = 0;
  while (start <= axis.size()) {
    const std::size_t dot = std::min(axis.find('.', start), axis.size());
    const std::string_view name = axis.substr(start, dot - start);
    const auto found =
        std::find_if(mesh.begin(), mesh.end(), [&](const MeshAxis& a) { return a.name == name; });
    if (found == mesh.end())
      throw Error(fmt::format("unbound axis name: {} (the mesh has {})", name, axis_list(mesh)));
    const auto index = static_cast<std::size_t>(found - mesh.begin());
    if (std::find(named.begin(), named.end(), index) != named.end())
      throw Error(fmt::format("axis {} is named twice in '{}'", name, axis));
    named.push_back(index);
    start = dot + 1;
  }
  return named;
}

IntListList mesh_groups(const Mesh& mesh, const std::vector<std::size_t>& axes) {
  std::vector<std::size_t> others;
  for (std::size_t k = 0; k < mesh.size(); ++k)
    if (std::find(axes.begin(), axes.end(), k) == axes.end()) others.push_back(k);
  const std::vector<std::int64_t> members = offsets(mesh, axes);
  IntListList groups;
  for (std::int64_t base : offsets(mesh, others)) {
    IntList group;
    for (std::int64_t member : members) group.push_back(base + member);
    groups.push_back(std::move(group));
  }
  return groups;
}

IntListList compose_groups(const IntListList& mesh_groups, const IntListList& rank_groups) {
  IntListList composed;
  for (const IntList& group : mesh_groups) {
    for (const IntList& ranks : rank_groups) {
      IntList flat;
      for (std::int64_t rank : ranks) {
        if (rank < 0 || rank >= static_cast<std::int64_t>(group.size()))
          throw Error(fmt::format("axis_index_groups member {} is out of range for an axis of size {}", rank,
                                  group.size()));
        flat.push_back(group[static_cast<std::size_t>(rank)]);
      }
      composed.push_back(std::move(flat));
    }
  }
  return composed;
}

IntListList compose_permutation(const IntListList& mesh_groups, const IntListList& pairs) {
  IntListList composed;
  for (const IntList& group : mesh_groups) {
    for (const IntList& pair : pairs) {
      if (pair.size() != 2) throw Error("ppermute perm entries must be (source, destination) pairs");
      const auto size = static_cast<std::int64_t>(group.size());
      if (pair[0] < 0 || pair[0] >= size || pair[1] < 0 || pair[1] >= size)
        throw Error(fmt::format("ppermute pair [{},{}] is out of range for an axis of size {}", pair[0],
                                pair[1], size));
      composed.push_back(
          {group[static_cast<std::size_t>(pair[0])], group[static_cast<std::size_t>(pair[1])]});
    }
  }
  return composed;
}

IntListList mesh_collective_groups(const Mesh& mesh, std::string_view axis, const IntListList& rank_groups) {
  const IntListList members = mesh_groups(mesh, mesh_axes_named(mesh, axis));
  if (!rank_groups.empty()) return compose_groups(members, rank_groups);
  // One group in device order is the whole axis: no groups needed. A single
  // group in another order ("model.data") is kept: it orders an all_gather.
  const IntList& first = members.front();
  bool in_device_order = members.size() == 1;
  for (std::size_t k = 0; in_device_order && k < first.size(); ++k)
    in_device_order = first[k] == static_cast<std::int64_t>(k);
  return in_device_order ? IntListList{} : members;
}

std::int64_t mesh_axes_size(const Mesh& mesh, std::string_view axis) {
  std::int64_t size = 1;
  for (const std::size_t index : mesh_axes_named(mesh, axis)) size *= mesh[index].size;
  return size;
}

}  // namespace pmapsim

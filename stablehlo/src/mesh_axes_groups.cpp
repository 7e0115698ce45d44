// Collective groups named by mesh axes, as JAX >= 0.11 writes them:
//   replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0,
//       axes = [#stablehlo.axis_ref<name = "data">, #stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>]>
// (also Shardy's #sdy<axis_ref"y":(1)2> and an inline #stablehlo.mesh<axes = [...]>). A group
// is every device that shares its coordinates along the other axes; its members are ordered by
// the named axes, the first one major. Anything else in the attribute is a one-line error.
#include <algorithm>
#include <numeric>

#include "importer.hpp"

namespace pmapsim::stablehlo_import {
namespace {

// The parts of `text` between top-level commas (not inside <>, [], (), {} or quotes), trimmed.
std::vector<std::string> split_top(const std::string& text) {
  std::vector<std::string> parts;
  std::string current;
  int depth = 0;
  bool quoted = false;
  for (char c : text) {
    if (c == '"') quoted = !quoted;
    if (!quoted && (c == '<' || c == '[' || c == '(' || c == '{')) ++depth;
    if (!quoted && (c == '>' || c == ']' || c == ')' || c == '}')) --depth;
    if (!quoted && depth == 0 && c == ',') {
      parts.push_back(current);
      current.clear();
      continue;
    }
    current += c;
  }
  parts.push_back(current);
  for (std::string& part : parts) {
    part.erase(0, part.find_first_not_of(" \t\n"));
    part.erase(part.find_last_not_of(" \t\n") + 1);
  }
  if (parts.size() == 1 && parts[0].empty()) parts.clear();
  return parts;
}

// "key = value" -> (key, value); throws naming `where` when there is no '='.
std::pair<std::string, std::string> key_value(const std::string& part, const std::string& where) {
  const auto eq = part.find('=');
  if (eq == std::string::npos)
    throw Error(where + ": expected key = value in replica_groups, got '" + part + "'");
  std::string key = part.substr(0, eq), value = part.substr(eq + 1);
  key.erase(key.find_last_not_of(" \t\n") + 1);
  value.erase(0, value.find_first_not_of(" \t\n"));
  return {key, value};
}

// The text inside `prefix<...>`, or throws.
std::string inside(const std::string& text, const std::string& prefix, const std::string& where) {
  if (text.rfind(prefix + "<", 0) != 0 || text.back() != '>')
    throw Error(where + ": expected " + prefix + "<...> in replica_groups, got '" + text.substr(0, 80) + "'");
  return text.substr(prefix.size() + 1, text.size() - prefix.size() - 2);
}

std::string quoted(const std::string& text, const std::string& where) {
  if (text.size() < 2 || text.front() != '"' || text.back() != '"')
    throw Error(where + ": expected a quoted axis name in replica_groups, got '" + text.substr(0, 80) + "'");
  return text.substr(1, text.size() - 2);
}

std::int64_t positive(const std::string& text, const std::string& where) {
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < 1)
    throw Error(where + ": expected a positive size in replica_groups, got '" + text.substr(0, 40) + "'");
  return value;
}

// "(pre)size" of a sub-axis.
void read_sub_axis(const std::string& text, MeshAxesGroups::AxisRef& ref, const std::string& where) {
  const auto close = text.find(')');
  if (text.empty() || text[0] != '(' || close == std::string::npos)
    throw Error(where + ": expected a sub-axis (pre_size)size, got '" + text.substr(0, 40) + "'");
  ref.pre_size = positive(text.substr(1, close - 1), where);
  ref.size = positive(text.substr(close + 1), where);
}

MeshAxesGroups::AxisRef axis_ref(const std::string& text, const std::string& where) {
  MeshAxesGroups::AxisRef ref;
  if (text.rfind("#sdy<axis_ref", 0) == 0) {  // #sdy<axis_ref"y"> or #sdy<axis_ref"y":(1)2>
    const std::string body = inside(text, "#sdy", where);
    if (body.size() < 10) throw Error(where + ": malformed axis '" + text.substr(0, 80) + "'");
    const std::string rest = body.substr(8);
    const auto close = rest.find('"', 1);
    if (close == std::string::npos) throw Error(where + ": malformed axis '" + text.substr(0, 80) + "'");
    ref.name = quoted(rest.substr(0, close + 1), where);
    if (close + 1 < rest.size()) {
      if (rest[close + 1] != ':') throw Error(where + ": malformed axis '" + text.substr(0, 80) + "'");
      read_sub_axis(rest.substr(close + 2), ref, where);
    }
    return ref;
  }
  for (const std::string& part : split_top(inside(text, "#stablehlo.axis_ref", where))) {
    const auto [key, value] = key_value(part, where);
    if (key == "name") {
      ref.name = quoted(value, where);
    } else if (key == "sub_axis_info") {
      read_sub_axis(value, ref, where);
    } else {
      throw Error(where + ": replica_groups axis field '" + key + "' is not understood");
    }
  }
  if (ref.name.empty()) throw Error(where + ": a replica_groups axis without its name");
  return ref;
}

// #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, ...]>
std::vector<std::pair<std::string, std::int64_t>> inline_mesh(const std::string& text,
                                                              const std::string& where) {
  std::vector<std::pair<std::string, std::int64_t>> axes;
  for (const std::string& part : split_top(inside(text, "#stablehlo.mesh", where))) {
    const auto [key, value] = key_value(part, where);
    if (key != "axes" || value.size() < 2 || value.front() != '[' || value.back() != ']')
      throw Error(where + ": replica_groups mesh field '" + key + "' is not understood");
    for (const std::string& axis : split_top(value.substr(1, value.size() - 2))) {
      std::string name;
      std::int64_t size = 0;
      for (const std::string& field : split_top(inside(axis, "#stablehlo.mesh_axis", where))) {
        const auto [k, v] = key_value(field, where);
        if (k == "name") {
          name = quoted(v, where);
        } else if (k == "size") {
          size = positive(v, where);
        } else {
          throw Error(where + ": replica_groups mesh axis field '" + k + "' is not understood");
        }
      }
      if (name.empty() || size == 0)
        throw Error(where + ": a replica_groups mesh axis needs a name and a size");
      axes.emplace_back(name, size);
    }
  }
  return axes;
}

}  // namespace

MeshAxesGroups parse_mesh_axes_groups(const std::string& body, const std::string& where) {
  MeshAxesGroups groups;
  bool have_mesh = false, have_axes = false;
  for (const std::string& part : split_top(body)) {
    const auto [key, value] = key_value(part, where);
    if (key == "mesh" || key == "mesh_name") {
      have_mesh = true;
      if (!value.empty() && value[0] == '@') {
        groups.mesh = value.substr(1);
      } else {
        groups.inline_axes = inline_mesh(value, where);
      }
    } else if (key == "axes") {
      have_axes = true;
      if (value.size() < 2 || value.front() != '[' || value.back() != ']')
        throw Error(where + ": replica_groups axes must be a list, got '" + value.substr(0, 80) + "'");
      for (const std::string& item : split_top(value.substr(1, value.size() - 2)))
        groups.axes.push_back(axis_ref(item, where));
    } else {
      throw Error(where + ": replica_groups field '" + key + "' is not understood");
    }
  }
  if (!have_mesh || !have_axes) throw Error(where + ": replica_groups_mesh_axes needs a mesh and its axes");
  return groups;
}

std::vector<std::vector<std::int64_t>> mesh_axes_device_groups(const Module& module,
                                                               const MeshAxesGroups& groups,
                                                               std::int64_t program_devices,
                                                               const std::string& where) {
  std::vector<std::pair<std::string, std::int64_t>> axes = groups.inline_axes;
  std::vector<std::int64_t> device_ids;
  if (!groups.mesh.empty()) {
    const auto mesh = std::find_if(module.meshes.begin(), module.meshes.end(),
                                   [&](const stablehlo::Mesh& m) { return m.name == groups.mesh; });
    if (mesh == module.meshes.end())
      throw Error(where + ": replica_groups name mesh @" + groups.mesh +
                  ", which the module does not declare");
    axes = mesh->axes;
    device_ids = mesh->device_ids;
  }
  // Each mesh axis split into its named sub-axes and the parts between them: a device's
  // coordinate along a sub-axis (pre, size) of an axis of n is (coordinate / (n / (pre * size))) % size.
  // The named mesh must be the program's devices (it may name them in another order): checked
  // axis by axis, so that a huge mesh is refused before anything is multiplied or enumerated.
  std::int64_t devices = 1;
  for (const auto& axis : axes) {
    if (axis.second > program_devices / devices)
      throw Error(fmt::format("{}: replica_groups name a mesh of more devices than the program's {}", where,
                              program_devices));
    devices *= axis.second;
  }
  if (devices != program_devices)
    throw Error(fmt::format("{}: replica_groups name a mesh of {} devices; the program runs over {}", where,
                            devices, program_devices));
  if (!device_ids.empty() && static_cast<std::int64_t>(device_ids.size()) != devices)
    throw Error(fmt::format("{}: mesh @{} has {} device_ids for {} devices", where, groups.mesh,
                            device_ids.size(), devices));
  std::vector<std::int64_t> strides(axes.size(), 1);  // row-major: the last axis is minor
  for (std::size_t k = axes.size(); k-- > 1;) strides[k - 1] = strides[k] * axes[k].second;
  struct Named {
    std::size_t axis;
    std::int64_t minor, size;  // the sub-axis's place: coordinate / minor % size
  };
  std::vector<Named> named;
  for (const auto& ref : groups.axes) {
    const auto axis =
        std::find_if(axes.begin(), axes.end(), [&](const auto& a) { return a.first == ref.name; });
    if (axis == axes.end())
      throw Error(where + ": replica_groups name axis \"" + ref.name + "\", which the mesh lacks");
    const std::int64_t n = axis->second;
    const std::int64_t size = ref.size == 0 ? n : ref.size;
    if (ref.size != 0 && (ref.pre_size > n || size > n || n % (ref.pre_size * size) != 0))
      throw Error(fmt::format("{}: sub-axis \"{}\":({}){} does not divide the axis of {}", where, ref.name,
                              ref.pre_size, size, n));
    named.push_back({static_cast<std::size_t>(axis - axes.begin()), n / (ref.pre_size * size), size});
  }
  // The key of a device's group: its mesh position with every named part set to 0.
  std::map<std::int64_t, std::vector<std::pair<std::int64_t, std::int64_t>>> by_group;  // key -> (rank, id)
  for (std::int64_t position = 0; position < devices; ++position) {
    std::int64_t key = position, rank = 0;
    for (const Named& part : named) {
      const std::int64_t coordinate = position / strides[part.axis] % axes[part.axis].second;
      const std::int64_t digit = coordinate / part.minor % part.size;
      key -= digit * part.minor * strides[part.axis];
      rank = rank * part.size + digit;
    }
    const std::int64_t id = device_ids.empty() ? position : device_ids.at(static_cast<std::size_t>(position));
    by_group[key].emplace_back(rank, id);
  }
  std::vector<std::vector<std::int64_t>> list;
  for (auto& [key, members] : by_group) {
    std::sort(members.begin(), members.end());
    list.emplace_back();
    for (const auto& member : members) list.back().push_back(member.second);
  }
  return list;
}

}  // namespace pmapsim::stablehlo_import

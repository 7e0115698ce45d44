// Topology specs ("ring:8", "torus3d:4x4x4"), device coordinates, link
// numbering and dimension-order routing.
#include <fmt/format.h>

#include <charconv>
#include <limits>

#include "interconnect/geometry.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/input_checks.hpp"

namespace pmapsim::sim {
namespace {

struct KindName {
  TopologyKind kind;
  const char* name;
  int dims;
  bool wraps;  // the name's axes close with wraparound links (torus) or stay open (mesh)
};

constexpr KindName kKindNames[] = {
    {TopologyKind::ring, "ring", 1, true},       {TopologyKind::torus2d, "torus2d", 2, true},
    {TopologyKind::torus3d, "torus3d", 3, true}, {TopologyKind::full, "full", 1, true},
    {TopologyKind::ring, "line", 1, false},      {TopologyKind::torus2d, "mesh2d", 2, false},
    {TopologyKind::torus3d, "mesh3d", 3, false},
};

const KindName& kind_name(TopologyKind kind, bool wraps = true) {
  for (const KindName& entry : kKindNames) {
    if (entry.kind == kind && entry.wraps == wraps) return entry;
  }
  throw Error("topology: unknown topology kind");
}

constexpr const char* kWrapPrefix = "wrap-";

// Reads the ":wrap-xz" suffix of a mesh: the axes that do close.
void parse_wrapped_axes(TopologySpec& spec, const std::string& text, const std::string& whole) {
  if (text.rfind(kWrapPrefix, 0) != 0 || text.size() == std::string(kWrapPrefix).size()) {
    throw Error(
        fmt::format("topology '{}': expected ':wrap-' and the closed axes (x, y, z) after the sizes", whole));
  }
  for (char axis : text.substr(std::string(kWrapPrefix).size())) {
    int index = axis == 'x' ? 0 : axis == 'y' ? 1 : axis == 'z' ? 2 : -1;
    if (index < 0 || index >= static_cast<int>(spec.dims.size())) {
      throw Error(fmt::format("topology '{}': '{}' is not an axis of this topology", whole, axis));
    }
    spec.wraps[static_cast<std::size_t>(index)] = true;
  }
}

// Parses "4x4x4" into {4, 4, 4}; each size a positive integer.
std::vector<int> parse_sizes(const std::string& text, const std::string& whole) {
  std::vector<int> sizes;
  std::size_t begin = 0;
  while (true) {
    std::size_t end = text.find('x', begin);
    if (end == std::string::npos) end = text.size();
    int size = 0;
    const char* first = text.data() + begin;
    const char* last = text.data() + end;
    auto [stop, status] = std::from_chars(first, last, size);
    if (first == last || status != std::errc() || stop != last || size < 1) {
      throw Error(
          fmt::format("topology '{}': '{}' is not a positive device count", whole, std::string(first, last)));
    }
    sizes.push_back(size);
    if (end == text.size()) return sizes;
    begin = end + 1;
  }
}

// Shortest signed step count from a to b around a ring of n (or along a line
// when the axis does not wrap): +k or −k.
int ring_offset(int from, int to, int n, bool wraps, bool tie_break_negative) {
  if (!wraps) return to - from;
  int forward = ((to - from) % n + n) % n;
  int backward = n - forward;
  if (forward == 0) return 0;
  if (forward < backward) return forward;
  if (backward < forward) return -backward;
  return tie_break_negative ? -backward : forward;
}

}  // namespace

int TopologySpec::device_count() const {
  long long count = 1;
  for (int size : dims) count *= size;
  return dims.empty() ? 0 : static_cast<int>(count);
}

TopologySpec TopologySpec::parse(const std::string& text) {
  std::size_t colon = text.find(':');
  if (colon == std::string::npos) {
    throw Error(fmt::format(
        "topology '{}': expected KIND:SIZES, like ring:8, torus2d:4x4, torus3d:4x4x4, full:8", text));
  }
  std::string kind_text = text.substr(0, colon);
  std::size_t suffix = text.find(':', colon + 1);
  for (const KindName& entry : kKindNames) {
    if (kind_text != entry.name) continue;
    TopologySpec spec;
    spec.kind = entry.kind;
    spec.dims =
        parse_sizes(text.substr(colon + 1, suffix == std::string::npos ? suffix : suffix - colon - 1), text);
    spec.wraps.fill(entry.wraps);
    if (suffix != std::string::npos) {
      if (entry.wraps || !spec.grid()) {
        throw Error(fmt::format("topology '{}': only line and mesh topologies take ':wrap-AXES'", text));
      }
      parse_wrapped_axes(spec, text.substr(suffix + 1), text);
    }
    validate_topology(spec);
    return spec;
  }
  throw Error(
      fmt::format("topology '{}': unknown kind '{}' (ring, torus2d, torus3d, line, mesh2d, mesh3d, full)",
                  text, kind_text));
}

bool TopologySpec::wraps_all() const {
  for (std::size_t d = 0; d < dims.size() && d < wraps.size(); ++d) {
    if (!wraps[d]) return false;
  }
  return true;
}

bool TopologySpec::wraps_none() const {
  for (std::size_t d = 0; d < dims.size() && d < wraps.size(); ++d) {
    if (wraps[d]) return false;
  }
  return true;
}

std::string TopologySpec::str() const {
  std::string sizes;
  for (std::size_t i = 0; i < dims.size(); ++i) {
    if (i > 0) sizes += 'x';
    sizes += std::to_string(dims[i]);
  }
  if (!grid() || wraps_all()) return fmt::format("{}:{}", kind_name(kind).name, sizes);
  std::string text = fmt::format("{}:{}", kind_name(kind, false).name, sizes);
  if (wraps_none()) return text;
  text += std::string(":") + kWrapPrefix;
  for (std::size_t d = 0; d < dims.size(); ++d) {
    if (wraps[d]) text += "xyz"[d];
  }
  return text;
}

void validate_topology(const TopologySpec& topology) {
  const KindName& entry = kind_name(topology.kind);
  if (static_cast<int>(topology.dims.size()) != entry.dims) {
    throw Error(fmt::format("topology {}: needs {} size{}, got {}", entry.name, entry.dims,
                            entry.dims == 1 ? "" : "s", topology.dims.size()));
  }
  long long count = 1;
  for (int size : topology.dims) {
    if (size < 1) throw Error(fmt::format("topology {}: size {} is not positive", entry.name, size));
    count *= size;
    if (count > kMaxDevices) {
      throw Error(fmt::format("topology {}: too many devices (at most {})", entry.name, kMaxDevices));
    }
  }
  // Link ids are ints: a fully connected topology has n·(n−1) links.
  if (topology.kind == TopologyKind::full && count * (count - 1) > std::numeric_limits<int>::max()) {
    throw Error(fmt::format("topology full:{}: too many devices for a fully connected topology", count));
  }
}

int dimension_count(const TopologySpec& topology) {
  return static_cast<int>(topology.dims.size());
}

Coordinates coordinates_of(const TopologySpec& topology, int device) {
  Coordinates coordinates{0, 0, 0};
  for (int d = 0; d < dimension_count(topology); ++d) {
    coordinates[d] = device % topology.dims[d];
    device /= topology.dims[d];
  }
  return coordinates;
}

int device_at(const TopologySpec& topology, const Coordinates& coordinates) {
  int device = 0;
  for (int d = dimension_count(topology) - 1; d >= 0; --d) {
    device = device * topology.dims[d] + coordinates[d];
  }
  return device;
}

int ports_per_device(const TopologySpec& topology) {
  if (topology.kind == TopologyKind::full) return topology.device_count() - 1;
  return 2 * dimension_count(topology);
}

int link_count(const TopologySpec& topology) {
  return topology.device_count() * ports_per_device(topology);
}

int link_source(const TopologySpec& topology, int link) {
  return link / ports_per_device(topology);
}

int link_destination(const TopologySpec& topology, int link) {
  int source = link_source(topology, link);
  int port = link % ports_per_device(topology);
  if (topology.kind == TopologyKind::full) return port < source ? port : port + 1;
  int dimension = port / 2;
  bool negative = port % 2 == 1;
  Coordinates coordinates = coordinates_of(topology, source);
  int size = topology.dims[dimension];
  int along = coordinates[dimension] + (negative ? -1 : 1);
  // An open axis has no link off its ends: the port's id exists, its link is never used.
  if (!topology.wraps[static_cast<std::size_t>(dimension)] && (along < 0 || along >= size)) return source;
  coordinates[dimension] = (along + size) % size;
  return device_at(topology, coordinates);
}

std::string link_name(const TopologySpec& topology, int link) {
  int source = link_source(topology, link);
  if (topology.kind == TopologyKind::full) {
    return fmt::format("dev{} to dev{}", source, link_destination(topology, link));
  }
  int port = link % ports_per_device(topology);
  return fmt::format("dev{} {}{}", source, "xyz"[port / 2], port % 2 ? '-' : '+');
}

int torus_link(const TopologySpec& topology, int device, int dimension, bool negative) {
  return device * ports_per_device(topology) + 2 * dimension + (negative ? 1 : 0);
}

std::vector<int> route_links(const TopologySpec& topology, int src, int dst, bool tie_break_negative) {
  std::vector<int> links;
  if (src == dst) return links;
  if (topology.kind == TopologyKind::full) {
    links.push_back(src * ports_per_device(topology) + (dst < src ? dst : dst - 1));
    return links;
  }
  Coordinates at = coordinates_of(topology, src);
  Coordinates target = coordinates_of(topology, dst);
  for (int d = 0; d < dimension_count(topology); ++d) {
    int size = topology.dims[d];
    int offset =
        ring_offset(at[d], target[d], size, topology.wraps[static_cast<std::size_t>(d)], tie_break_negative);
    bool negative = offset < 0;
    for (int step = 0; step < (negative ? -offset : offset); ++step) {
      links.push_back(torus_link(topology, device_at(topology, at), d, negative));
      at[d] = (at[d] + (negative ? size - 1 : 1)) % size;
    }
  }
  return links;
}

}  // namespace pmapsim::sim

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
};

constexpr KindName kKindNames[] = {
    {TopologyKind::ring, "ring", 1},
    {TopologyKind::torus2d, "torus2d", 2},
    {TopologyKind::torus3d, "torus3d", 3},
    {TopologyKind::full, "full", 1},
};

const KindName& kind_name(TopologyKind kind) {
  for (const KindName& entry : kKindNames) {
    if (entry.kind == kind) return entry;
  }
  throw Error("topology: unknown topology kind");
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

// Shortest signed step count from a to b around a ring of n: +k or −k.
int ring_offset(int from, int to, int n, bool tie_break_negative) {
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
  for (const KindName& entry : kKindNames) {
    if (kind_text != entry.name) continue;
    TopologySpec spec;
    spec.kind = entry.kind;
    spec.dims = parse_sizes(text.substr(colon + 1), text);
    validate_topology(spec);
    return spec;
  }
  throw Error(
      fmt::format("topology '{}': unknown kind '{}' (ring, torus2d, torus3d, full)", text, kind_text));
}

std::string TopologySpec::str() const {
  std::string sizes;
  for (std::size_t i = 0; i < dims.size(); ++i) {
    if (i > 0) sizes += 'x';
    sizes += std::to_string(dims[i]);
  }
  return fmt::format("{}:{}", kind_name(kind).name, sizes);
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
  coordinates[dimension] = (coordinates[dimension] + (negative ? size - 1 : 1)) % size;
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
    int offset = ring_offset(at[d], target[d], size, tie_break_negative);
    bool negative = offset < 0;
    for (int step = 0; step < (negative ? -offset : offset); ++step) {
      links.push_back(torus_link(topology, device_at(topology, at), d, negative));
      at[d] = (at[d] + (negative ? size - 1 : 1)) % size;
    }
  }
  return links;
}

}  // namespace pmapsim::sim

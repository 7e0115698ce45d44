// Topology specs ("ring:8", "torus3d:4x4x4"), device coordinates, link
// numbering and dimension-order routing.
#include <fmt/format.h>

#include <charconv>
#include <cmath>
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
    {TopologyKind::torus3d, "mesh3d", 3, false}, {TopologyKind::switched, "switch", 1, true},
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

// The number after `key` in a ":key=value" part: a positive integer, or a
// positive (bandwidth) / non-negative (latency) real.
double parse_number(const std::string& part, const std::string& key, const std::string& whole, bool integer) {
  const std::string digits = part.substr(key.size());
  double value = 0;
  auto [stop, status] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  // std::floor, not a cast to an integer: a huge value would overflow the cast.
  const bool whole_number = value == std::floor(value);
  const bool positive = key == "dcn_us=" ? value >= 0 : value > 0;
  if (digits.empty() || status != std::errc() || stop != digits.data() + digits.size() || !positive ||
      !std::isfinite(value) || (integer && (!whole_number || value > kMaxDevices))) {
    throw Error(fmt::format("topology '{}': '{}' expects {} after '{}'", whole, part,
                            integer ? "a positive count" : "a positive number", key));
  }
  return value;
}

}  // namespace

int TopologySpec::pod_device_count() const {
  long long count = 1;
  for (int size : dims) count *= size;
  return dims.empty() ? 0 : static_cast<int>(count);
}

int TopologySpec::device_count() const {
  return pod_device_count() * pods;
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
    bool dcn_bandwidth_given = false;
    bool dcn_latency_given = false;
    while (suffix != std::string::npos) {
      std::size_t next = text.find(':', suffix + 1);
      const std::string part = text.substr(suffix + 1, next == std::string::npos ? next : next - suffix - 1);
      if (part.rfind(kWrapPrefix, 0) == 0) {
        if (entry.wraps || !spec.grid()) {
          throw Error(fmt::format("topology '{}': only line and mesh topologies take ':wrap-AXES'", text));
        }
        parse_wrapped_axes(spec, part, text);
      } else if (part.rfind("pods=", 0) == 0) {
        spec.pods = static_cast<int>(parse_number(part, "pods=", text, true));
      } else if (part.rfind("dcn_gbps=", 0) == 0) {
        spec.dcn_bytes_per_ns = parse_number(part, "dcn_gbps=", text, false);
        dcn_bandwidth_given = true;
      } else if (part.rfind("dcn_us=", 0) == 0) {
        spec.dcn_latency_ns = parse_number(part, "dcn_us=", text, false) * 1e3;
        dcn_latency_given = true;
      } else {
        throw Error(
            fmt::format("topology '{}': unknown part '{}' (expected ':wrap-' and the closed axes, or pods=N, "
                        "dcn_gbps=G, dcn_us=U)",
                        text, part));
      }
      suffix = next;
    }
    if (spec.pods > 1 && (!dcn_bandwidth_given || !dcn_latency_given)) {
      throw Error(
          fmt::format("topology '{}': {} pods need the network that joins them: dcn_gbps=G (per device, one "
                      "way) and dcn_us=U",
                      text, spec.pods));
    }
    validate_topology(spec);
    return spec;
  }
  throw Error(fmt::format(
      "topology '{}': unknown kind '{}' (ring, torus2d, torus3d, line, mesh2d, mesh3d, full, switch)", text,
      kind_text));
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
  std::string text;
  if (!grid() || wraps_all()) {
    text = fmt::format("{}:{}", kind_name(kind).name, sizes);
  } else {
    text = fmt::format("{}:{}", kind_name(kind, false).name, sizes);
    if (!wraps_none()) {
      text += std::string(":") + kWrapPrefix;
      for (std::size_t d = 0; d < dims.size(); ++d) {
        if (wraps[d]) text += "xyz"[d];
      }
    }
  }
  if (pods > 1) {
    text += fmt::format(":pods={}:dcn_gbps={:g}:dcn_us={:g}", pods, dcn_bytes_per_ns, dcn_latency_ns / 1e3);
  }
  return text;
}

void validate_topology(const TopologySpec& topology) {
  const KindName& entry = kind_name(topology.kind);
  if (static_cast<int>(topology.dims.size()) != entry.dims) {
    throw Error(fmt::format("topology {}: needs {} size{}, got {}", entry.name, entry.dims,
                            entry.dims == 1 ? "" : "s", topology.dims.size()));
  }
  if (topology.pods < 1)
    throw Error(fmt::format("topology {}: pods={} is not positive", entry.name, topology.pods));
  if (topology.pods > 1 && !(topology.dcn_bytes_per_ns > 0 && std::isfinite(topology.dcn_bytes_per_ns) &&
                             topology.dcn_latency_ns >= 0 && std::isfinite(topology.dcn_latency_ns))) {
    throw Error(fmt::format("topology {}: {} pods need a positive dcn bandwidth and a dcn latency",
                            entry.name, topology.pods));
  }
  long long count = topology.pods;
  for (int size : topology.dims) {
    if (size < 1) throw Error(fmt::format("topology {}: size {} is not positive", entry.name, size));
    count *= size;
    if (count > kMaxDevices) {
      throw Error(fmt::format("topology {}: too many devices (at most {})", entry.name, kMaxDevices));
    }
  }
  // Link ids are ints: a fully connected topology has n·(n−1) links.
  if (topology.kind == TopologyKind::full &&
      count * (topology.pod_device_count() - 1) + 2 * count > std::numeric_limits<int>::max()) {
    throw Error(fmt::format("topology full:{}: too many devices for a fully connected topology", count));
  }
}

int dimension_count(const TopologySpec& topology) {
  return static_cast<int>(topology.dims.size());
}

// Coordinates within the device's pod (the pod index is what is left over).
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

int pod_of(const TopologySpec& topology, int device) {
  return device / topology.pod_device_count();
}

int pod_base(const TopologySpec& topology, int device) {
  return pod_of(topology, device) * topology.pod_device_count();
}

int ports_per_device(const TopologySpec& topology) {
  if (topology.kind == TopologyKind::full) return topology.pod_device_count() - 1;
  if (topology.kind == TopologyKind::switched) return 2;  // up to the switch, down from it
  return 2 * dimension_count(topology);
}

namespace {
int pod_link_count(const TopologySpec& topology) {
  return topology.device_count() * ports_per_device(topology);
}
bool is_dcn_link(const TopologySpec& topology, int link) {
  return link >= pod_link_count(topology);
}
int dcn_up_link(const TopologySpec& topology, int device) {
  return pod_link_count(topology) + 2 * device;
}
int dcn_down_link(const TopologySpec& topology, int device) {
  return pod_link_count(topology) + 2 * device + 1;
}
}  // namespace

int link_count(const TopologySpec& topology) {
  return pod_link_count(topology) + (topology.pods > 1 ? 2 * topology.device_count() : 0);
}

int link_source(const TopologySpec& topology, int link) {
  if (is_dcn_link(topology, link)) return (link - pod_link_count(topology)) / 2;
  return link / ports_per_device(topology);
}

// A switch's or the DCN's links have the switch at one end: both of a
// device's links are named after the device (destination = source).
int link_destination(const TopologySpec& topology, int link) {
  int source = link_source(topology, link);
  if (is_dcn_link(topology, link) || topology.kind == TopologyKind::switched) return source;
  int port = link % ports_per_device(topology);
  int base = pod_base(topology, source);
  if (topology.kind == TopologyKind::full) return base + (port < source - base ? port : port + 1);
  int dimension = port / 2;
  bool negative = port % 2 == 1;
  Coordinates coordinates = coordinates_of(topology, source);
  int size = topology.dims[dimension];
  int along = coordinates[dimension] + (negative ? -1 : 1);
  // An open axis has no link off its ends: the port's id exists, its link is never used.
  if (!topology.wraps[static_cast<std::size_t>(dimension)] && (along < 0 || along >= size)) return source;
  coordinates[dimension] = (along + size) % size;
  return base + device_at(topology, coordinates);
}

std::string link_name(const TopologySpec& topology, int link) {
  int source = link_source(topology, link);
  if (is_dcn_link(topology, link)) return fmt::format("dev{} dcn {}", source, link % 2 ? "down" : "up");
  if (topology.kind == TopologyKind::switched)
    return fmt::format("dev{} {}", source, link % 2 ? "down" : "up");
  if (topology.kind == TopologyKind::full) {
    return fmt::format("dev{} to dev{}", source, link_destination(topology, link));
  }
  int port = link % ports_per_device(topology);
  return fmt::format("dev{} {}{}", source, "xyz"[port / 2], port % 2 ? '-' : '+');
}

double link_bytes_per_ns(const TopologySpec& topology, int link, const LinkParams& params) {
  return is_dcn_link(topology, link) ? topology.dcn_bytes_per_ns : params.bytes_per_ns;
}

// A DCN crossing (up, then down) costs dcn_latency_ns in all.
double link_latency_ns(const TopologySpec& topology, int link, const LinkParams& params) {
  return is_dcn_link(topology, link) ? topology.dcn_latency_ns / 2 : params.latency_ns;
}

double path_latency_ns(const TopologySpec& topology, const std::vector<int>& path, const LinkParams& params) {
  double total = 0;
  for (int link : path) total += link_latency_ns(topology, link, params);
  return total;
}

int torus_link(const TopologySpec& topology, int device, int dimension, bool negative) {
  return device * ports_per_device(topology) + 2 * dimension + (negative ? 1 : 0);
}

std::vector<int> route_links(const TopologySpec& topology, int src, int dst, bool tie_break_negative) {
  std::vector<int> links;
  if (src == dst) return links;
  if (pod_of(topology, src) != pod_of(topology, dst)) {
    return {dcn_up_link(topology, src), dcn_down_link(topology, dst)};
  }
  const int base = pod_base(topology, src);
  if (topology.kind == TopologyKind::full) {
    int to = dst - base;
    int from = src - base;
    links.push_back(src * ports_per_device(topology) + (to < from ? to : to - 1));
    return links;
  }
  if (topology.kind == TopologyKind::switched) return {2 * src, 2 * dst + 1};
  Coordinates at = coordinates_of(topology, src);
  Coordinates target = coordinates_of(topology, dst);
  for (int d = 0; d < dimension_count(topology); ++d) {
    int size = topology.dims[d];
    int offset =
        ring_offset(at[d], target[d], size, topology.wraps[static_cast<std::size_t>(d)], tie_break_negative);
    bool negative = offset < 0;
    for (int step = 0; step < (negative ? -offset : offset); ++step) {
      links.push_back(torus_link(topology, base + device_at(topology, at), d, negative));
      at[d] = (at[d] + (negative ? size - 1 : 1)) % size;
    }
  }
  return links;
}

}  // namespace pmapsim::sim

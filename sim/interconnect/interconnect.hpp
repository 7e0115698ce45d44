// The chip-to-chip interconnect (ICI) model: topology, links, routing, contention.
//
// CONTRACT between sim/core (the device model, which calls it) and
// sim/interconnect + sim/collectives (which implement it). Additive changes
// are fine; changing a signature means changing both sides.
#pragma once

// Debian's libsystemc is built as C++17; see sim/CMakeLists.txt.
#include <systemc>

#include <cstdint>
#include <string>
#include <vector>

#include "pmapsim/profile.hpp"

namespace pmapsim::sim {

enum class TopologyKind : std::uint8_t { ring, torus2d, torus3d, full };

struct TopologySpec {
  TopologyKind kind = TopologyKind::ring;
  std::vector<int> dims;  // ring: {n}; torus2d: {x, y}; torus3d: {x, y, z}; full: {n}
  int device_count() const;
  // "ring:8", "torus2d:4x4", "torus3d:4x4x4", "full:8"; throws Error on bad text.
  static TopologySpec parse(const std::string& text);
  std::string str() const;
};

struct LinkParams {
  double bytes_per_ns = 45.0;  // per direction (45 GB/s = 45 bytes/ns)
  double latency_ns = 1000.0;  // per hop, per message
};

// What a transfer is for, so the profile can name it and draw its flow arrow.
struct TransferInfo {
  int op_index = -1;
  std::string name;        // "psum step 3", "ppermute"
  std::uint64_t flow_id = 0;  // 0: no flow arrow
};

struct LinkStats {
  std::string name;     // "dev3 x+" (source device, direction)
  int source_device = 0;
  double busy_ns = 0;   // time with at least one transfer on it
  double bytes = 0;
};

class Interconnect : public sc_core::sc_module {
 public:
  Interconnect(sc_core::sc_module_name name, TopologySpec topology, LinkParams link, Profile* profile);

  // Call from an SC_THREAD. Moves `bytes` from device src to device dst along
  // the dimension-ordered route and returns (in simulated time) when the last
  // byte has arrived. Transfers that share a link share its bandwidth.
  void transfer(int src, int dst, double bytes, const TransferInfo& info);

  const TopologySpec& topology() const;
  const LinkParams& link() const;
  std::vector<LinkStats> link_stats() const;
  // The links a message from src to dst crosses, in order (for tests).
  std::vector<int> route(int src, int dst) const;
  // ... implementation state is the implementer's choice.
};

}  // namespace pmapsim::sim

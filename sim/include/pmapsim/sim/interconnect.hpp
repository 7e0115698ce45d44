// The chip-to-chip interconnect (ICI) model: topology, links, routing, contention.
//
// CONTRACT between sim/engine (the device model, which calls it) and
// sim/interconnect + sim/collectives (which implement it). Additive changes
// are fine; changing a signature means changing both sides.
#pragma once

// Debian's libsystemc is built as C++17; see sim/CMakeLists.txt.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <systemc>
#include <vector>

#include "pmapsim/profile.hpp"

namespace pmapsim::sim {

// A 1-, 2- or 3-dimensional grid of chips (ring, torus2d, torus3d), each axis
// closed by a wraparound link or open (a line), a fully connected set, or a
// switch (NVLink/NVSwitch-like: every device one link up to a non-blocking
// switch and one link down from it, at the device's port bandwidth).
enum class TopologyKind : std::uint8_t { ring, torus2d, torus3d, full, switched };

struct TopologySpec {
  TopologyKind kind = TopologyKind::ring;
  // The devices of one pod: ring: {n}; torus2d: {x, y}; torus3d: {x, y, z}; full, switch: {n}.
  std::vector<int> dims;
  // Per axis: whether the last chip links back to the first (grids only).
  std::array<bool, 3> wraps{true, true, true};
  // Two levels: `pods` copies of the pod above joined by a data-centre
  // network (DCN) in which every device has its own link each way at
  // dcn_bytes_per_ns, each crossing costing dcn_latency_ns. Device ids are
  // pod-major: pod · (devices per pod) + id within the pod.
  int pods = 1;
  double dcn_bytes_per_ns = 0;
  double dcn_latency_ns = 0;
  int device_count() const;
  int pod_device_count() const;  // devices of one pod
  bool grid() const { return kind != TopologyKind::full && kind != TopologyKind::switched; }
  bool wraps_all() const;
  bool wraps_none() const;
  // "ring:8", "torus2d:4x4", "torus3d:4x4x4", "full:8", "switch:8"; open axes:
  // "line:8", "mesh2d:4x4", "mesh3d:2x2x4"; some axes closed:
  // "mesh2d:16x4:wrap-x"; two levels: any of these followed by
  // ":pods=N:dcn_gbps=G:dcn_us=U" ("switch:8:pods=4:dcn_gbps=50:dcn_us=5").
  // Throws Error on bad text.
  static TopologySpec parse(const std::string& text);
  std::string str() const;
};

struct LinkParams {
  double bytes_per_ns = 45.0;  // per direction (45 GB/s = 45 bytes/ns)
  double latency_ns = 1000.0;  // per hop, per message
  // Fixed cost of one collective call (launch and synchronisation), paid once
  // before its first byte moves.
  double collective_overhead_ns = 0.0;
  // In-switch reduction (NVLink SHARP, NCCL's NVLS algorithm): the fraction of
  // the link rate at which a switch-reduced all_reduce streams (0: the switch
  // does not reduce), and that algorithm's fixed latency beyond the overhead.
  double switch_reduce_efficiency = 0.0;
  double switch_reduce_latency_ns = 0.0;
  // The channels NCCL runs an NVLS all_reduce on (each a pipeline of its own,
  // algorithms/switch_reduce.cpp); 0: the pipeline's fill is not modelled.
  int switch_reduce_channels = 0;
};

// What a transfer is for, so the profile can name it and draw its flow arrow.
struct TransferInfo {
  int op_index = -1;
  std::string name;           // "psum step 3", "ppermute"
  std::uint64_t flow_id = 0;  // 0: no flow arrow
  // Where a ring/torus route has two equally short ways round a dimension it
  // takes the + way; this takes the - way instead (a bidirectional ring's
  // counter-clockwise half on a ring of two).
  bool tie_break_negative = false;
  // Nobody waits for this transfer's ticket: its slot is freed when it arrives
  // (after the listener is told).
  bool detached = false;
};

// Told when a transfer's last byte has arrived (at that simulated time), so
// that a receiver can wait for data without the sender's thread waking it.
class ArrivalListener {
 public:
  virtual void on_arrival(std::uint64_t tag) = 0;

 protected:
  ~ArrivalListener() = default;
};

// A transfer started with Interconnect::start_transfer; wait for it once.
struct TransferTicket {
  int slot = -1;
};

struct LinkStats {
  std::string name;  // "dev3 x+" (source device, direction)
  int source_device = 0;
  double busy_ns = 0;  // time with at least one transfer on it
  double bytes = 0;
};

class Interconnect : public sc_core::sc_module {
 public:
  Interconnect(sc_core::sc_module_name name, TopologySpec topology, LinkParams link, Profile* profile);

  // Call from an SC_THREAD. Moves `bytes` from device src to device dst along
  // the dimension-ordered route and returns (in simulated time) when the last
  // byte has arrived. Transfers that share a link share its bandwidth.
  void transfer(int src, int dst, double bytes, const TransferInfo& info);

  // Starts a transfer and returns at once (a device sending in two directions
  // at the same time). The listener, if any, is called with `tag` when the last
  // byte arrives; wait_transfer() returns at that time too.
  TransferTicket start_transfer(int src, int dst, double bytes, const TransferInfo& info,
                                ArrivalListener* listener = nullptr, std::uint64_t tag = 0);
  // Call from an SC_THREAD, once per ticket.
  void wait_transfer(TransferTicket ticket);

  // Starts a new run on a world kept from an earlier one: every link and
  // transfer as in a fresh interconnect, times counted from now, link
  // activity recorded into `profile` (nullptr: none). Call between
  // sc_start()s, with no transfer in flight (throws Error otherwise).
  void begin_run(Profile* profile);
  // When the current run began (SystemC time), and the time since, in ns:
  // the clock the device models share.
  sc_core::sc_time run_start() const;
  double now_ns() const;

  const TopologySpec& topology() const;
  const LinkParams& link() const;
  // Every link that has carried a transfer, in link-id order.
  std::vector<LinkStats> link_stats() const;
  // The links a message from src to dst crosses, in order (for tests).
  std::vector<int> route(int src, int dst) const;
  // "dev3 x+" for ring/torus links, "dev3 to dev5" for fully connected ones.
  std::string link_name(int link) const;
  int link_count() const;
  // Why the run stopped early when a link's next event fell beyond
  // SystemC's time range; empty otherwise.
  const std::string& time_failure() const;
  // Whether link activity is being recorded (a Profile was given).
  bool profiling() const;
  // A flow-arrow id for TransferInfo::flow_id, unique within this interconnect.
  // Ids start at 2^40 so that they do not collide with small ids other parts count from 1.
  std::uint64_t new_flow_id();

  ~Interconnect() override;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace pmapsim::sim

// A unit of a simulated chip (a matrix unit, the vector unit, the DMA path to
// HBM) as a resource that serves timed requests in arrival order.
//
// A request names the earliest time it may start and how long it occupies
// the unit; the unit answers when it ends. Units never wait per cycle: the
// device thread computes each op's schedule from these answers and then
// waits once for the op's end. A unit also keeps its busy time and turns
// its requests into profile events, merged into batches so that a matmul of
// thousands of tiles gives a handful of events per unit.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "pmapsim/profile.hpp"

namespace pmapsim::sim {

// What a unit is: a matrix unit (an MXU or a tensor core array), the vector
// unit, or the DMA path to HBM. Its profile track is named from it ("mxu0"..,
// "vpu", "dma"); whoever totals units reads the kind, never the track's text.
enum class UnitKind : std::uint8_t { matrix, vector, dma };

// The profile track of a device's unit: matrix units are numbered.
std::string unit_track(UnitKind kind, int index);

class Unit {
 public:
  Unit(int device, UnitKind kind, int index = 0)
      : device_(device), kind_(kind), index_(index), track_(unit_track(kind, index)) {}

  // Back to a fresh unit (a new run on a kept world).
  void reset() { *this = Unit(device_, kind_, index_); }

  // Starts recording one op's requests as events named `activity`, at most
  // `requests_per_event` requests merged into one event. recording=false
  // keeps only statistics.
  void begin_op(int op_index, std::string activity, std::int64_t requests_per_event, bool recording);
  // Serves a request; returns its end time (ns).
  double serve(double earliest_ns, double duration_ns, double flops, double bytes);
  // Flushes the op's last batch into events.
  void end_op(std::vector<ProfileEvent>& events);

  UnitKind kind() const { return kind_; }
  const std::string& track() const { return track_; }
  double free_at_ns() const { return free_at_ns_; }
  double busy_ns() const { return busy_ns_; }
  double op_busy_ns() const { return op_busy_ns_; }
  double bytes() const { return bytes_; }

 private:
  // What a unit keeps while it records an op's events: the batch being
  // merged and the events made so far.
  struct Recording {
    int op_index = -1;
    std::string activity;
    std::int64_t requests_per_event = 1;
    std::int64_t batch_requests = 0;
    double batch_start = 0, batch_end = 0, batch_busy = 0, batch_flops = 0, batch_bytes = 0;
    std::vector<ProfileEvent> pending;
  };

  void record(double start, double end, double duration_ns, double flops, double bytes);
  void flush(std::vector<ProfileEvent>& events);

  int device_;
  UnitKind kind_;
  int index_;
  std::string track_;
  double free_at_ns_ = 0;
  double busy_ns_ = 0;
  double op_busy_ns_ = 0;
  double bytes_ = 0;
  // Allocated once an op is recorded, dropped when one is not: a GPU preset's
  // device has hundreds of matrix units, a pod of such devices millions.
  std::unique_ptr<Recording> recording_;
};

}  // namespace pmapsim::sim

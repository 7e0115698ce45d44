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
#include <string>
#include <vector>

#include "pmapsim/profile.hpp"

namespace pmapsim::sim {

class Unit {
 public:
  Unit(int device, std::string track) : device_(device), track_(std::move(track)) {}

  // Back to a fresh unit (a new run on a kept world).
  void reset() { *this = Unit(device_, std::move(track_)); }

  // Starts recording one op's requests as events named `activity`, at most
  // `requests_per_event` requests merged into one event. recording=false
  // keeps only statistics.
  void begin_op(int op_index, std::string activity, std::int64_t requests_per_event, bool recording);
  // Serves a request; returns its end time (ns).
  double serve(double earliest_ns, double duration_ns, double flops, double bytes);
  // Flushes the op's last batch into events.
  void end_op(std::vector<ProfileEvent>& events);

  const std::string& track() const { return track_; }
  double free_at_ns() const { return free_at_ns_; }
  double busy_ns() const { return busy_ns_; }
  double op_busy_ns() const { return op_busy_ns_; }
  double bytes() const { return bytes_; }

 private:
  void flush(std::vector<ProfileEvent>& events);

  int device_;
  std::string track_;
  double free_at_ns_ = 0;
  double busy_ns_ = 0;
  double op_busy_ns_ = 0;
  double bytes_ = 0;

  // The batch being merged for the current op.
  bool recording_ = false;
  int op_index_ = -1;
  std::string activity_;
  std::int64_t requests_per_event_ = 1;
  std::int64_t batch_requests_ = 0;
  double batch_start_ = 0, batch_end_ = 0, batch_busy_ = 0, batch_flops_ = 0, batch_bytes_ = 0;
  std::vector<ProfileEvent> pending_;
};

}  // namespace pmapsim::sim

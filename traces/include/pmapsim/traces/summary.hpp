// Summary tables of a Profile: where the time went.
//
// Definitions:
//  - makespan: max(Profile::total_ns, the latest event end).
//  - op totals: the events of every device's "ops" track grouped by name;
//    share = the group's summed duration / all ops' summed duration.
//  - unit busy time: the length of the union of a track's intervals (so
//    nested or overlapping events count once); utilization = busy / makespan.
//  - device rates: flops and bytes summed over the device's "ops" events (or
//    over all its events when it has no "ops" track), divided by the
//    makespan; fractions of peak when the ProfileDevice peak is known.
//  - critical path: on the device whose "ops" track ends last (lowest id on a
//    tie), start from the op that ends last and walk back, each time to the
//    op that ends latest at or before the current op's start. Each op on the
//    path counts toward its Bound (compute, memory, network, or
//    unattributed for Bound::none); the gaps between path ops, and before the
//    first, count as waiting. Shares are of the path's span (its last end).
//    Ops may overlap (the sim runs collectives beside compute), so the path
//    also reports, on its device, the collectives' time (the union of its
//    network-bound ops) and the exposed part of it: the time no other op
//    overlapped.
#pragma once

#include <string>
#include <vector>

#include "pmapsim/profile.hpp"

namespace pmapsim::traces {

struct OpTotal {
  std::string name;
  int count = 0;
  double total_ns = 0;
  double share = 0;           // of all ops' summed time, 0..1
  int devices = 0;            // devices that ran it; total_ns / devices is the time per device
  Bound bound = Bound::none;  // the Bound holding most of its time (none when no event says)
};

struct UnitBusy {
  int device = 0;
  std::string track;
  double busy_ns = 0;
  double utilization = 0;  // busy / makespan, 0..1
};

struct DeviceRates {
  int device = 0;
  std::string name;
  double flops = 0;
  double bytes = 0;
  double flops_per_s = 0;
  double bytes_per_s = 0;
  double link_bytes = 0;  // sent over its ICI links ("ici:*" tracks, not the "rx" side)
  double link_bytes_per_s = 0;
  double peak_flops_per_s = 0;      // 0 when unknown
  double peak_hbm_bytes_per_s = 0;  // 0 when unknown
};

struct CriticalPath {
  int device = -1;  // -1: no "ops" track anywhere
  int op_count = 0;
  double span_ns = 0;
  double compute_ns = 0;
  double memory_ns = 0;
  double network_ns = 0;
  double unattributed_ns = 0;
  double waiting_ns = 0;
  double collective_ns = 0;          // union of the device's network-bound ops
  double exposed_collective_ns = 0;  // of that, what no other op of the device overlapped
  double share(double part_ns) const { return span_ns > 0 ? part_ns / span_ns : 0; }
};

struct ProfileSummary {
  std::string program;
  std::string backend;
  double makespan_ns = 0;
  std::string simulated_cycles;      // Profile metadata "simulated_cycles" (sim), else empty
  std::vector<OpTotal> ops;          // by total time, longest first
  std::vector<UnitBusy> units;       // by device, then track as the trace viewer orders them
  std::vector<DeviceRates> devices;  // by device id
  CriticalPath critical_path;
  // Peak of each device's "hbm live bytes" counter (the sim's memory
  // profile), by device id; empty when the profile has no such counter.
  std::vector<std::pair<int, double>> live_hbm_peaks;
};

ProfileSummary summarize(const Profile& profile);
// max_devices > 0 lists only devices 0..max_devices-1 in the per-device
// tables (and says how many were left out); 0 lists them all.
std::string summary_table(const ProfileSummary& summary, std::size_t max_devices = 0);
std::string summary_table(const Profile& profile, std::size_t max_devices = 0);

// max(Profile::total_ns, the latest event end).
double makespan_ns(const Profile& profile);

// The length of the union of [start, start + duration) intervals.
double union_length_ns(std::vector<std::pair<double, double>> intervals);

}  // namespace pmapsim::traces

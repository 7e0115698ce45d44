// An HTML report of a run: the pictures a user asks of a simulated step.
//
// A ReportModel is what the page shows, aggregated so that the page stays
// small whatever the trace's size (points capped, time binned):
//  - a roofline per device: each program instruction of the device's "ops"
//    track as one point (its events summed over the run: intensity = FLOP /
//    bytes, achieved = FLOP / time), against the device's compute and HBM
//    roofs from the profile's devices;
//  - utilization per device and unit (a unit's busy time, the union of its
//    intervals, over the makespan), with per-device ICI names folded
//    ("ici:dev3 x+" is column "ici x+");
//  - every ICI link's busy fraction per time bin, and, for ring and 2-D torus
//    topologies named in the metadata, where each link lies on the grid;
//  - the step breakdown of the critical path (summary.hpp), and the
//    communication of the critical-path device split into exposed and hidden:
//    communication is the union of its ICI send intervals and its
//    network-bound ops; the part that runs while one of its compute- or
//    memory-bound ops runs is hidden, the rest exposed;
//  - the top instructions by time over all devices;
//  - memory over time from any counter whose name says it holds live memory
//    ("hbm live bytes", "memory", ...), sampled down per device;
//  - what the trace lacks for the other parts (a Chrome trace from another
//    tool has no peaks, no FLOPs, no bounds), in words.
// Two runs side by side add compare_profiles' op-by-op rows.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "pmapsim/profile.hpp"
#include "pmapsim/traces/compare.hpp"
#include "pmapsim/traces/summary.hpp"

namespace pmapsim::traces {

struct ReportLimits {
  std::size_t roofline_devices = 8;     // rooflines drawn, devices 0..n-1 of those with ops
  std::size_t points_per_device = 400;  // the instructions with most time, per roofline
  std::size_t heatmap_devices = 64;     // utilization rows
  std::size_t links = 256;              // link heat map rows, the busiest
  std::size_t time_bins = 120;          // link heat map columns
  std::size_t memory_devices = 8;       // memory curves
  std::size_t memory_points = 300;      // per curve
  std::size_t top_ops = 100;            // table rows
};

struct RooflinePoint {
  std::string name;         // op name ("dot")
  std::string instruction;  // its text, when the events carry it
  int op_index = -1;
  int count = 0;  // events summed (one per run of the instruction)
  double flops = 0;
  double bytes = 0;
  double time_ns = 0;
  Bound bound = Bound::none;  // of the most time
  double intensity() const { return bytes > 0 ? flops / bytes : 0; }
  double achieved_flops_per_s() const { return time_ns > 0 ? flops / (time_ns * 1e-9) : 0; }
};

struct DeviceRoofline {
  int device = 0;
  std::string name;
  double peak_flops_per_s = 0;        // 0: unknown
  double peak_hbm_bytes_per_s = 0;    // 0: unknown
  std::vector<RooflinePoint> points;  // drawable: flops > 0, bytes > 0, time > 0; most time first
  std::size_t points_left_out = 0;    // drawable, beyond the cap
  std::size_t not_drawable = 0;       // instructions without FLOPs, bytes or time (reshapes, collectives)
};

struct UtilizationMap {
  std::vector<int> devices;               // rows
  std::vector<std::string> units;         // columns
  std::vector<std::vector<double>> busy;  // [row][column] 0..1, or -1 when the device lacks the unit
  std::size_t devices_left_out = 0;
};

struct LinkRow {
  std::string name;  // "dev0 x+"
  int device = 0;    // its source
  double busy_ns = 0;
  std::vector<double> busy;  // fraction of each time bin, 0..1
};

// Where each device and link lies, for topologies with a plane layout.
struct TopologyLayout {
  std::string topology;  // "torus2d:2x4", "ring:8"
  int columns = 0;       // x size
  int rows = 0;          // y size (1 for a ring)
  bool wraps = true;
};

struct LinkMap {
  double bin_ns = 0;
  std::vector<LinkRow> links;  // busiest first
  std::size_t links_left_out = 0;
  std::optional<TopologyLayout> layout;
};

struct StepBreakdown {
  CriticalPath path;
  double communication_ns = 0;  // of the critical-path device
  double exposed_ns = 0;
  double hidden_ns = 0;
};

struct InstructionTotal {
  std::string name;
  std::string instruction;
  int op_index = -1;
  int count = 0;
  int devices = 0;
  double total_ns = 0;
  double share = 0;  // of all ops' time
  double flops = 0;
  double bytes = 0;
  Bound bound = Bound::none;
};

struct MemoryCurve {
  int device = 0;
  std::string counter;
  std::vector<std::pair<double, double>> samples;  // (time ns, value), the largest value per bin
  double peak = 0;
};

struct ReportModel {
  std::string label;  // the file, or "A" / "B"
  std::string program;
  std::string backend;
  double makespan_ns = 0;
  std::size_t events = 0;
  std::size_t counters = 0;
  std::vector<DeviceRoofline> rooflines;
  std::size_t roofline_devices_left_out = 0;
  UtilizationMap utilization;
  LinkMap link_map;
  StepBreakdown breakdown;
  bool has_ops_track = false;
  std::vector<InstructionTotal> top_ops;  // ops-track instructions, else all slices by name
  std::size_t top_ops_left_out = 0;
  std::vector<MemoryCurve> memory;
  std::vector<std::string> missing;  // "what: why", one per part the page cannot show fully
};

ReportModel build_report_model(const Profile& profile, const std::string& label,
                               const ReportLimits& limits = {});

// The whole page, one self-contained HTML document (styles, script and data
// inline; no network access needed to view it). b, when given, is shown
// beside a with an op-by-op comparison.
std::string report_html(const ReportModel& a, const ReportModel* b = nullptr,
                        const ProfileComparison* comparison = nullptr);

// Writes text to path through a temporary file and a rename. Throws Error.
void write_report_file(const std::string& text, const std::string& path);

// `pmapsim report TRACE [TRACE_B] -o FILE`: reads the traces, writes the
// page, prints one line naming it; returns 0. Bad input throws Error before
// anything is written.
int report_command(const std::vector<std::string>& trace_paths, const std::string& out_path,
                   std::ostream& out);
// The page of profiles in memory (`run --report`, `demo --report`).
void write_profile_report(const Profile& profile, const std::string& label, const std::string& out_path);

}  // namespace pmapsim::traces

// A SCALE-Sim-compatible GEMM cycle calculator.
//
// Reads SCALE-Sim's configuration file (.cfg: [general] run_name,
// [architecture_presets] ArrayHeight, ArrayWidth, Dataflow, SRAM sizes,
// offsets, Bandwidth, MemoryBanks, ...; [run_presets] InterfaceBandwidth) and
// its GEMM topology CSV (a header line, then "name, M, N, K," per layer), and
// writes OUT_DIR/<run_name>/COMPUTE_REPORT.csv with SCALE-Sim's columns and
// its cycle counts, computed by the same systolic model the simulator's
// matrix units use (sim/core/systolic.hpp).
//
// Stall cycles are 0: this is SCALE-Sim's figure when the interface bandwidth
// is sufficient (its CALC mode, which estimates the bandwidth needed); memory
// stalls under a user-given bandwidth (USER mode) are not modelled, and the
// log says so when a config asks for them.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "pmapsim/sim/systolic.hpp"

namespace pmapsim::sim {

struct ScaleSimConfig {
  std::string run_name = "scale_run";
  ArrayShape array;  // ArrayHeight x ArrayWidth
  Dataflow dataflow = Dataflow::os;
  std::int64_t ifmap_sram_kb = 0;
  std::int64_t filter_sram_kb = 0;
  std::int64_t ofmap_sram_kb = 0;
  std::int64_t ifmap_offset = 0;
  std::int64_t filter_offset = 0;
  std::int64_t ofmap_offset = 0;
  std::int64_t bandwidth_words_per_cycle = 0;
  std::int64_t memory_banks = 1;
  std::string interface_bandwidth = "CALC";  // CALC or USER
};

struct GemmLayer {
  std::string name;
  GemmShape shape;
};

// One row of COMPUTE_REPORT.csv (percentages as SCALE-Sim prints them).
struct ComputeReportRow {
  std::int64_t layer_id = 0;
  std::int64_t total_cycles = 0;
  std::int64_t stall_cycles = 0;
  double overall_util_percent = 0;
  double mapping_efficiency_percent = 0;
  double compute_util_percent = 0;
};

// Parsers; errors are Error naming the file and line ("topology.csv:4:
// expected 4 columns, got 3").
ScaleSimConfig parse_scalesim_config(const std::string& text, const std::string& source_name);
std::vector<GemmLayer> parse_gemm_topology(const std::string& text, const std::string& source_name);

std::vector<ComputeReportRow> compute_report(const ScaleSimConfig& config,
                                             const std::vector<GemmLayer>& layers);
// The CSV text, header included, in SCALE-Sim's format.
std::string compute_report_csv(const std::vector<ComputeReportRow>& rows);

// `pmapsim scalesim -c CONFIG -t TOPOLOGY -p OUT_DIR`: reads both files,
// writes OUT_DIR/<run_name>/COMPUTE_REPORT.csv (via a temporary file and a
// rename), logs a per-layer summary, returns 0. Throws Error on a missing or
// malformed file.
int run_scalesim(const std::string& config, const std::string& topology, const std::string& out_dir,
                 std::ostream& log);

}  // namespace pmapsim::sim

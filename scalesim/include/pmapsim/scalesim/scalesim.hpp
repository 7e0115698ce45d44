// SCALE-Sim 3.0.0 (the release on PyPI) re-implemented: its inputs, its
// mapping of conv and GEMM layers onto a systolic array, its double-buffered
// SRAM model and its three reports.
//
// Inputs are SCALE-Sim's own: the .cfg ([general] run_name,
// [architecture_presets] array, SRAM sizes, offsets, Bandwidth, Dataflow,
// [layout] SRAM bank bandwidths, [run_presets] InterfaceBandwidth CALC|USER)
// and a topology CSV, either conv ("Layer name, IFMAP Height, IFMAP Width,
// Filter Height, Filter Width, Channels, Num Filter, Strides,") or GEMM
// ("Layer name, M, N, K,"), parsed by SCALE-Sim's rules (see
// parse_conv_topology). Outputs are COMPUTE_REPORT.csv, BANDWIDTH_REPORT.csv
// and DETAILED_ACCESS_REPORT.csv with SCALE-Sim's columns and values, checked
// column by column against reports SCALE-Sim wrote (tests/data/scalesim).
//
// How a layer is simulated (scalesim/src/layer_sim.cpp): the layer's im2col
// operand matrices (ifmap: ofmap pixels x window, filter: window x filters,
// ofmap: pixels x filters, as addresses) are cut into folds of the array and
// laid out, cycle by cycle, as SCALE-Sim's demand matrices for the dataflow;
// every cycle's demands go through the ifmap and filter read buffers and the
// ofmap write buffer, whose refills and drains to DRAM give the stall cycles
// (USER mode: a fixed DRAM bandwidth) or the bandwidth needed (CALC mode).
// By default requests whose answer is known without looking are skipped,
// exactly (ReplayMode below; docs/scalesim.md).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "pmapsim/scalesim/systolic.hpp"

namespace pmapsim::scalesim {

enum class LayerKind : std::uint8_t { conv, gemm };

// How a read buffer's refill stalls add up. SCALE-Sim 3.0.0 adds a refill's
// stall to the cycle offset twice (and a negative one once: a refill that
// finished early pulls later requests earlier); the scale-sim-v2 repository
// fixed this after the release (commit 22f88b1, "removing double counting of
// stall cycles"), adding only positive stalls, once.
enum class StallAccounting : std::uint8_t { release, fixed };

struct ScaleSimConfig {
  std::string run_name = "scale_run";
  ArrayShape array;  // ArrayHeight x ArrayWidth
  Dataflow dataflow = Dataflow::os;
  std::int64_t ifmap_sram_kb = 0;
  std::int64_t filter_sram_kb = 0;
  std::int64_t ofmap_sram_kb = 0;
  std::int64_t ifmap_offset = 0;
  std::int64_t filter_offset = 10000000;
  std::int64_t ofmap_offset = 20000000;
  // Words per cycle; USER mode drains the ofmap SRAM at bandwidths[0].
  std::vector<std::int64_t> bandwidths;
  bool user_bandwidth = false;  // InterfaceBandwidth: USER (else CALC)
  // [layout]: in USER mode the ifmap and filter SRAMs refill at their bank
  // bandwidth (SCALE-Sim's defaults when the section is absent).
  std::int64_t ifmap_bank_bandwidth = 10;
  std::int64_t ifmap_bank_num = 10;
  std::int64_t filter_bank_bandwidth = 10;
  std::int64_t filter_bank_num = 10;
};

// One layer as SCALE-Sim holds it (a GEMM M x K . K x N becomes an M x K
// ifmap with a 1 x K filter, one channel and N filters).
struct ConvLayer {
  std::string name;
  std::int64_t ifmap_h = 0, ifmap_w = 0;
  std::int64_t filter_h = 0, filter_w = 0;
  std::int64_t channels = 0, num_filters = 0;
  std::int64_t stride_h = 1, stride_w = 1;

  // SCALE-Sim's output size, no padding: ceil((I - F + S) / S).
  std::int64_t ofmap_h() const { return (ifmap_h - filter_h + stride_h + stride_h - 1) / stride_h; }
  std::int64_t ofmap_w() const { return (ifmap_w - filter_w + stride_w + stride_w - 1) / stride_w; }
  std::int64_t ofmap_pixels() const { return ofmap_h() * ofmap_w(); }
  std::int64_t window() const { return filter_h * filter_w * channels; }
  std::int64_t macs() const { return ofmap_pixels() * num_filters * window(); }
};

// One layer's row of the three reports. Cycle fields SCALE-Sim prints as
// floats ("12.0") are the *_cycle members; the writers add the ".0".
struct LayerReport {
  // COMPUTE_REPORT.csv
  std::int64_t cycles_incl_prefetch = 0;  // Total Cycles (incl. prefetch)
  std::int64_t total_cycles = 0;
  std::int64_t stall_cycles = 0;
  double overall_util_percent = 0;
  double mapping_efficiency_percent = 0;
  double compute_util_percent = 0;
  // BANDWIDTH_REPORT.csv, words per cycle
  double ifmap_sram_bw = 0, filter_sram_bw = 0, ofmap_sram_bw = 0;
  double ifmap_dram_bw = 0, filter_dram_bw = 0, ofmap_dram_bw = 0;
  // DETAILED_ACCESS_REPORT.csv
  std::int64_t ifmap_sram_start_cycle = 0, ifmap_sram_stop_cycle = 0, ifmap_sram_reads = 0;
  std::int64_t filter_sram_start_cycle = 0, filter_sram_stop_cycle = 0, filter_sram_reads = 0;
  std::int64_t ofmap_sram_start_cycle = 0, ofmap_sram_stop_cycle = 0, ofmap_sram_writes = 0;
  std::int64_t ifmap_dram_start_cycle = 0, ifmap_dram_stop_cycle = 0, ifmap_dram_reads = 0;
  std::int64_t filter_dram_start_cycle = 0, filter_dram_stop_cycle = 0, filter_dram_reads = 0;
  std::int64_t ofmap_dram_start_cycle = 0, ofmap_dram_stop_cycle = 0, ofmap_dram_writes = 0;
};

// Parsers; errors are Error naming the file and line ("net.csv:4: ...").
ScaleSimConfig parse_scalesim_config(const std::string& text, const std::string& source_name);
// SCALE-Sim's rules: line 1 is a header and is skipped, blank lines are
// skipped, the text after a row's last comma is dropped (rows end with a
// comma; "Conv2, ...,1,#dw" carries a comment), one stride serves both
// directions, an optional ninth field is a sparsity ratio "N:M" (ignored:
// sparsity is off), and a layer whose name contains "DP" is depthwise: it
// runs as one single-channel layer per channel, named <name>Channel_<i>.
std::vector<ConvLayer> parse_conv_topology(const std::string& text, const std::string& source_name);
// "name, M, N, K," rows (optional fifth field "N:M"), as the M x K ifmap above.
std::vector<ConvLayer> parse_gemm_topology(const std::string& text, const std::string& source_name);

// The layer's compute cycles by SCALE-Sim's fold formula, in double (it
// cannot wrap): what simulate_scalesim checks before replaying a layer.
double estimated_compute_cycles(const ScaleSimConfig& config, const ConvLayer& layer);
// Entries of the im2col operand matrices the replay builds (ifmap M x K,
// filter K x N, ofmap M x N), in double: what it holds in memory.
double operand_matrix_entries(const ConvLayer& layer);

// How simulate_layer serves the read SRAMs. `shortcut` skips the addresses
// of a read side whose answers cannot depend on them (an operand that stays
// resident in USER mode's active half, or fills fewer than the 50 sets of
// CALC mode's active half): it is served a cycle after each request and its
// DRAM traffic is computed in closed form; and it answers rows, or runs of a
// row, whose requests all hit or all miss at once (docs/scalesim.md). `full`
// replays every request, as SCALE-Sim does; both give the same reports
// (tests/sim/test_scalesim.cpp). `checked` is the shortcut with each place
// it computes in closed form (an address's positions in a fetch order)
// compared against a walk of the order: an Error on a difference (for tests).
enum class ReplayMode : std::uint8_t { shortcut, full, checked };

// Whether the shortcut serves both read SRAMs of this layer without their
// addresses: then the replay holds no operand index and costs a few
// nanoseconds a cycle, so simulate_scalesim allows it longer layers.
bool reads_without_addresses(const ScaleSimConfig& config, const ConvLayer& layer);

// One layer through SCALE-Sim's compute and memory model.
LayerReport simulate_layer(const ScaleSimConfig& config, const ConvLayer& layer,
                           StallAccounting stalls = StallAccounting::release,
                           ReplayMode replay = ReplayMode::shortcut);

// The CSV texts, headers included, as SCALE-Sim writes them.
std::string compute_report_csv(const std::vector<LayerReport>& rows);
std::string bandwidth_report_csv(const std::vector<LayerReport>& rows);
std::string detailed_access_report_csv(const std::vector<LayerReport>& rows);

struct ScaleSimOptions {
  std::string config_path;
  std::string topology_path;
  std::string out_dir = ".";         // where `pmapsim scalesim` writes (-p)
  LayerKind kind = LayerKind::conv;  // SCALE-Sim's -i (conv by default)
  StallAccounting stalls = StallAccounting::release;
  // The environment variable PMAPSIM_SCALESIM_REPLAY=full forces `full` too.
  ReplayMode replay = ReplayMode::shortcut;
};

struct ScaleSimRun {
  ScaleSimConfig config;
  std::vector<ConvLayer> layers;
  std::vector<LayerReport> rows;  // one per layer
};

// Reads the config and the topology and runs every layer through the model.
// Throws Error naming the file, line or layer on bad input, and for a layer
// too large to replay exactly (beyond 2^25 cycles or 2^27 operand entries,
// or 2^26 cycles for all layers; where reads_without_addresses, 2^29 cycles
// and 2^30 for all; beyond int64: "beyond the range of a 64-bit integer"). `pmapsim scalesim`
// (tools/scalesim.cpp) writes the reports.
ScaleSimRun simulate_scalesim(const ScaleSimOptions& options);

}  // namespace pmapsim::scalesim

// The simulated chip, as data: a preset (sim/presets/NAME.json) with
// overrides from a JSON file and from the backend spec string.
//
//   sim:tpu-v5e,devices=16,topology=torus2d:4x4,ici_gbps=100
//   sim:config=my-chip.json            (a full or partial preset over tpu-v5e,
//                                       or over the preset its "base" names)
//   sim:tiny,timing-only,collective=bidirectional_ring
//
// Every figure carries its unit in its name (clock_hz, hbm_bytes_per_s, ...)
// and the source it comes from, which describe() prints.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "pmapsim/backend.hpp"
#include "pmapsim/dtype.hpp"
#include "pmapsim/scalesim/systolic.hpp"
#include "pmapsim/sim/collectives.hpp"

namespace pmapsim::sim {

// A chip's matrix units are timed by SCALE-Sim's fold model (scalesim/).
using scalesim::ArrayShape;
using scalesim::Dataflow;
using scalesim::dataflow_name;
using scalesim::GemmShape;
using scalesim::parse_dataflow;
using scalesim::systolic_gemm;
using scalesim::SystolicTiming;

// How the sim computes its numbers: exact (the reference kernels' values) or
// tpu (dots as bf16 passes on the MXU, all-reduce sums in ring order; see
// sim/chip/tpu_numerics.hpp).
enum class Numerics : std::uint8_t { exact, tpu };

// How a device orders its ops in time (spec option schedule=): overlap (the
// default) starts each op once its inputs exist and its queue is free, with
// collectives on their own queue beside the compute stream, as XLA's async
// collectives run; sequential runs every op after the previous one ends.
enum class Schedule : std::uint8_t { overlap, sequential };

// What the chip is (field device_kind): it names the devices as JAX names
// its platforms, /device:SIM_TPU:n or /device:SIM_GPU:n.
enum class DeviceKind : std::uint8_t { tpu, gpu };

struct HardwareConfig {
  std::string preset;  // the preset it started from
  Numerics numerics = Numerics::exact;
  Schedule schedule = Schedule::overlap;
  // fusion=on|off: chains of elementwise, broadcast and reduce ops run as one
  // pass over HBM (sim/compiler/fusion.hpp), as XLA's loop and input fusion do.
  bool fusion = true;
  std::string description;
  DeviceKind device_kind = DeviceKind::tpu;

  double clock_hz = 0;
  std::int64_t mxu_count = 0;
  std::int64_t mxu_rows = 0;
  std::int64_t mxu_cols = 0;
  Dataflow dataflow = Dataflow::ws;
  DType mxu_input_dtype = DType::bf16;  // bf16: one pass per tile
  DType accumulate_dtype = DType::f32;
  // Passes an f32 x f32 product takes on a bf16 array (3 = XLA's bf16_3x,
  // which gives close to f32 accuracy, the accuracy the numbers here have).
  std::int64_t mxu_f32_passes = 0;
  std::int64_t vpu_lanes = 0;
  std::int64_t vpu_ops_per_cycle = 0;  // per lane
  double onchip_bytes = 0;
  double hbm_bytes = 0;
  double hbm_bytes_per_s = 0;
  double hbm_latency_ns = 0;
  std::int64_t dma_engines = 0;
  double ici_bytes_per_s_per_direction = 0;  // per link
  double ici_latency_ns = 0;                 // per hop
  double collective_overhead_ns = 0;         // per collective call, before its first byte moves
  double switch_reduce_efficiency = 0;       // in-switch all_reduce rate / link rate (0: no such switch)
  double switch_reduce_latency_ns = 0;       // that algorithm's latency beyond collective_overhead_ns
  std::int64_t switch_reduce_channels = 0;   // NCCL's NVLS channels (a switch that reduces needs them)
  std::int64_t ici_ports = 0;
  // Which axes of a slice close into rings: "all", "none", "full_cubes:4"
  // (every axis, when all are multiples of 4: TPU v4/v5p's optical cubes) or
  // "full_axes:16" (axes of exactly 16 chips: TPU v5e/v6e pods).
  std::string ici_wraparound = "all";
  TopologySpec topology;
  std::int64_t devices = 0;
  CollectiveAlgorithm collective = CollectiveAlgorithm::automatic;

  // field name -> where its value came from (a citation, "derived from
  // peak", "spec string", "my-chip.json").
  std::map<std::string, std::string> sources;

  double peak_flops_per_s() const;  // bf16 MACs of all matrix units, 2 flops each
  double vpu_ops_per_s() const;
  LinkParams link_params() const;
  // Resolved configuration: one line per field with value, unit and source.
  std::string describe() const;
};

// Where presets are read from: $PMAPSIM_PRESET_DIR if set, else the source
// tree's sim/presets (compiled in).
std::string preset_directory();
std::vector<std::string> preset_names();

// Resolves a "sim:..." spec: preset (first positional word, default tpu-v5e),
// then config=FILE, then every other option by field name or alias. Throws
// Error naming the field for an unknown preset or field, a value of the wrong
// type or out of range, or a topology that does not fit the device count,
// that the chip cannot build (a wraparound ici_wraparound does not give, more
// axes than ici_ports / 2), or whose collective= algorithm cannot run on it.
HardwareConfig resolve_hardware(const BackendSpec& spec);

}  // namespace pmapsim::sim

// The timing plan of a program on one simulated chip, made once at compile
// time: for every instruction, which units it uses and the pipeline of steps
// that the device model plays at run time.
//
// Data-parallel work streams between HBM and on-chip memory in steps: a step
// loads its operands by DMA, computes on the matrix units or the vector unit,
// and stores its result. Steps are double-buffered, so the load of step i+1
// overlaps the compute of step i (see DeviceModel); with several DMA engines
// a result is written back in the time the loads leave the DMA idle, so a
// dot's finished output tile does not hold up the next tiles. A dot is tiled to fit the
// on-chip memory with its tiles double-buffered, and each tile's matrix time
// comes from the SCALE-Sim fold model (pmapsim/scalesim/systolic.hpp). Timing never depends on
// the numbers, so timing-only runs take exactly the time functional runs do.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "compiler/fusion.hpp"
#include "pmapsim/profile.hpp"
#include "pmapsim/program.hpp"
#include "pmapsim/reference/evaluator.hpp"
#include "pmapsim/sim/collectives.hpp"
#include "pmapsim/sim/hardware.hpp"

namespace pmapsim::sim {

// One step of an op's pipeline.
struct PipelineStep {
  double load_bytes = 0;   // HBM -> on-chip before compute
  double store_bytes = 0;  // on-chip -> HBM after compute
  // Matrix work: folds of `fold_cycles` each (passes included), spread over
  // the matrix units; 0 folds when the step uses the vector unit instead.
  std::int64_t folds = 0;
  std::int64_t fold_cycles = 0;
  double vector_ops = 0;  // vector-unit operations (elements x ops each)
  // Interconnect time of a collective inside a timed loop: it runs on the links
  // beside the steps' loads and compute (an asynchronous collective, as XLA
  // schedules a layer loop's gathers and reductions), so the op lasts at least
  // its steps' link time in all, wherever in the op the steps stand.
  double link_ns = 0;
  double link_bytes = 0;  // what this device sends over the links for that collective
};

enum class PlanKind : std::uint8_t {
  pipeline,    // steps over DMA, matrix units and vector unit
  collective,  // CollectiveEngine::run
  free,        // no hardware time (reshape is a relabelling of the same bytes)
  fused        // computed inside its fusion group's root (fusion.hpp): no kernel, no event
};

// How a dot was mapped, for the profile and tests.
struct MatmulMapping {
  GemmShape gemm;        // per batch entry, as given to the array (after any operand swap)
  bool swapped = false;  // computed as (B^T A^T)^T so the other operand is stationary
  std::int64_t batch = 1;
  std::int64_t tile_m = 0, tile_n = 0, tile_k = 0;
  std::int64_t passes = 1;  // bf16 passes per product
};

struct OpPlan {
  PlanKind kind = PlanKind::pipeline;
  Bound bound = Bound::none;  // what the plan expects to bound it (the run measures it)
  double flops = 0;
  double hbm_bytes = 0;  // bytes moved over HBM
  std::vector<PipelineStep> steps;
  MatmulMapping matmul;  // dots only
  // Collectives: the call's kind and bytes; the device fills group/device.
  CollectiveCall collective;
  // The op event's arguments that do not change from run to run (the
  // runtime's op_event_args, then the sim's own: a dot's mapping), made once
  // at compile time.
  std::vector<std::pair<std::string, std::string>> event_args;
  // The op event's name when it is not the op's: "fusion.3" for a fusion
  // group's root, which runs the whole group.
  std::string event_name;
  // The values the op waits for: what the instruction reads (operands and
  // region captures), or a fusion root's group inputs.
  std::vector<ValueId> inputs;
  // A loop, a branch, or a call with one inside whose time is known only once
  // it has run (the backend plans it from the work its regions did).
  bool depends_on_values = false;
};

struct ProgramPlan {
  std::vector<OpPlan> ops;     // one per instruction
  double peak_live_bytes = 0;  // per device, from liveness over the program
  FusionPlan fusion;           // no groups when hw.fusion is off
};

// Plans every instruction, fusing as fusion.hpp says when hw.fusion. Throws
// Error when the program's buffers do not fit a device's HBM ("device 0:
// needs 20.1 GiB of HBM, has 16 GiB").
ProgramPlan plan_program(const Program& program, const HardwareConfig& hw);

// One run of a region (a loop's body or condition, a call's callee) planned
// as a program of its own: its kernels' steps, one after another, and their flops.
struct RegionRun {
  std::vector<PipelineStep> steps;
  double flops = 0;
};

// A while loop's condition and body, each planned once (cost_model.cpp,
// region_run); nullopt when a branch or a loop inside them has a time that
// depends on values.
struct LoopRuns {
  RegionRun cond;
  RegionRun body;
};
std::optional<LoopRuns> plan_loop_runs(const Program& program, std::size_t index, const HardwareConfig& hw);

// The loop's plan for `trips` trips: the body's kernels once per trip and the
// condition's once more, as XLA runs a while loop's computations.
OpPlan loop_plan(const LoopRuns& runs, std::int64_t trips, const HardwareConfig& hw);

// A loop's or conditional's plan once it has run: the work its regions did
// (every executed iteration, the branch taken), streamed on the unit it needs.
OpPlan executed_region_plan(const reference::RegionWork& work, const HardwareConfig& hw);

// The largest sum of live buffer bytes on one device over the program; with
// a fusion plan, fused-away results are no buffers and a group's inputs live
// until its root runs.
double peak_live_bytes(const Program& program, const FusionPlan* fusion = nullptr);

// Plans one dot (exposed for tests and benchmarks).
OpPlan plan_dot(const Program& program, const Instruction& instruction, const HardwareConfig& hw);
// A convolution as an im2col GEMM per group (SCALE-Sim's mapping), planned as plan_dot plans a product.
OpPlan plan_convolution(const Program& program, const Instruction& instruction, const HardwareConfig& hw);
// The product M x K by K x N, `batch` times, of operands typed lhs and rhs, for instruction ins.
OpPlan plan_matmul(GemmShape gemm, std::int64_t batch, const TensorType& lhs, const TensorType& rhs,
                   const Instruction& ins, const HardwareConfig& hw);

// "20.1 GiB", "512 MiB", "3 KiB", "12 bytes".
std::string format_bytes(double bytes);

}  // namespace pmapsim::sim

#include "compiler/cost_model.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include "compiler/body_program.hpp"
#include "compiler/fusion.hpp"
#include "compiler/static_loops.hpp"
#include "pmapsim/conv_window.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/execution.hpp"
#include "pmapsim/profile.hpp"
#include "pmapsim/rng.hpp"

namespace pmapsim::sim {
namespace {

double bytes_of(const TensorType& type) {
  return static_cast<double>(type.byte_size());
}

std::int64_t ceil_div(std::int64_t a, std::int64_t b) {
  return (a + b - 1) / b;
}

std::int64_t product(const Shape& shape, const IntList& dims) {
  std::int64_t p = 1;
  for (std::int64_t d : dims) p *= shape.at(static_cast<std::size_t>(d));
  return p;
}

// Vector-unit operations per element: the op table's figure (OpDef::vector_ops).
double vector_ops_per_element(OpCode op) {
  return op_def(op).vector_ops;
}

// A complex element is two lanes of real work (an assumption, counted from
// the real arithmetic each op expands into): add, subtract, negate, compare,
// select and the part ops touch each part once (2 ops); a multiply is 4
// multiplies and 2 adds (6); a divide that and a real divide per part with
// the denominator c^2 + d^2 (16); abs a hypot (a square root and 3 ops: 7);
// the transcendental ops combine a real exp or log with a sine, cosine or
// arctangent of the other part: three times their real cost per part.
double complex_vector_ops(OpCode op) {
  switch (op) {
    case OpCode::mul:
      return 6;
    case OpCode::div:
      return 16;
    case OpCode::abs:
      return 7;
    default: {
      const double real = vector_ops_per_element(op);
      return real == 1 ? 2 : 6 * real;
    }
  }
}

// An elementwise instruction's vector operations per result element.
double element_vector_ops(const Program& program, const Instruction& ins) {
  const bool complex = is_complex(ins.type.dtype) ||
                       (!ins.operands.empty() && is_complex(program.type_of(ins.operands[0]).dtype));
  return complex ? complex_vector_ops(ins.op) : vector_ops_per_element(ins.op);
}

// Splits streaming work into equal chunks: small enough that four of them
// (two loads and two results in flight) fit on chip, and at most 64, so that
// pipeline fill stays a small share and the step list stays short.
std::int64_t chunk_count(double bytes, const HardwareConfig& hw) {
  const double chunk_bytes = std::max(hw.onchip_bytes / 4.0, 4096.0);
  return std::clamp<std::int64_t>(static_cast<std::int64_t>(std::ceil(bytes / chunk_bytes)), 1, 64);
}

OpPlan streamed_plan(double load_bytes, double store_bytes, double vector_ops, bool store_at_end,
                     const HardwareConfig& hw) {
  OpPlan plan;
  const std::int64_t n = chunk_count(load_bytes + store_bytes, hw);
  for (std::int64_t i = 0; i < n; ++i) {
    PipelineStep step;
    step.load_bytes = load_bytes / static_cast<double>(n);
    step.vector_ops = vector_ops / static_cast<double>(n);
    step.store_bytes = store_at_end ? (i == n - 1 ? store_bytes : 0.0) : store_bytes / static_cast<double>(n);
    plan.steps.push_back(step);
  }
  plan.hbm_bytes = load_bytes + store_bytes;
  const double memory_ns = plan.hbm_bytes / (hw.hbm_bytes_per_s * 1e-9);
  const double vector_ns = vector_ops / (hw.vpu_ops_per_s() * 1e-9);
  plan.bound = vector_ns > memory_ns ? Bound::compute : Bound::memory;
  return plan;
}

// --- dot tiling -------------------------------------------------------------

struct DotProblem {
  GemmShape gemm;
  std::int64_t batch = 1;
  double a_bytes = 4, b_bytes = 4;  // per element of the (possibly swapped) operands
  double out_bytes = 4;             // per result element stored to HBM
  std::int64_t passes = 1;
};

struct Tiling {
  std::int64_t tm = 0, tn = 0, tk = 0;
  double estimate_ns = 0;
  double compute_ns = 0;
  double memory_ns = 0;
  std::int64_t steps = 0;
};

// Tile sizes to try along one dimension: the whole extent and the multiples
// of the array's granularity by powers of two below it.
std::vector<std::int64_t> tile_sizes(std::int64_t extent, std::int64_t granularity) {
  std::vector<std::int64_t> sizes = {extent};
  for (std::int64_t size = granularity; size < extent; size *= 2) sizes.push_back(size);
  return sizes;
}

// Along each dimension a tiling has full tiles and possibly one remainder.
struct TileRun {
  std::int64_t size;
  std::int64_t count;
};
std::vector<TileRun> tile_runs(std::int64_t extent, std::int64_t tile) {
  std::vector<TileRun> runs = {{tile, extent / tile}};
  if (extent % tile != 0) runs.push_back({extent % tile, 1});
  if (runs.front().count == 0) runs.erase(runs.begin());
  return runs;
}

// Matrix-unit time of one tile: its folds spread over the matrix units.
double tile_compute_ns(const DotProblem& p, GemmShape tile, const HardwareConfig& hw) {
  const SystolicTiming t = systolic_gemm(hw.dataflow, {hw.mxu_rows, hw.mxu_cols}, tile);
  const std::int64_t folds_per_unit = ceil_div(t.folds(), hw.mxu_count);
  return static_cast<double>(folds_per_unit * t.cycles_per_fold * p.passes) / (hw.clock_hz * 1e-9);
}

// HBM bytes for loop order (m, n, k): an operand tile is reloaded whenever
// it differs from the previous step's.
double tiling_hbm_bytes(const DotProblem& p, std::int64_t mt, std::int64_t nt, std::int64_t kt) {
  const double m = static_cast<double>(p.gemm.m), n = static_cast<double>(p.gemm.n),
               k = static_cast<double>(p.gemm.k);
  const double a = m * k * (kt == 1 ? 1.0 : static_cast<double>(nt)) * p.a_bytes;
  const double b = k * n * (kt == 1 && nt == 1 ? 1.0 : static_cast<double>(mt)) * p.b_bytes;
  return static_cast<double>(p.batch) * (a + b + m * n * p.out_bytes);
}

Tiling evaluate_tiling(const DotProblem& p, std::int64_t tm, std::int64_t tn, std::int64_t tk,
                       const HardwareConfig& hw) {
  Tiling t{tm, tn, tk};
  const std::int64_t mt = ceil_div(p.gemm.m, tm), nt = ceil_div(p.gemm.n, tn), kt = ceil_div(p.gemm.k, tk);
  t.steps = p.batch * mt * nt * kt;
  for (const TileRun& rm : tile_runs(p.gemm.m, tm)) {
    for (const TileRun& rn : tile_runs(p.gemm.n, tn)) {
      for (const TileRun& rk : tile_runs(p.gemm.k, tk)) {
        t.compute_ns += static_cast<double>(rm.count * rn.count * rk.count) *
                        tile_compute_ns(p, {rm.size, rn.size, rk.size}, hw);
      }
    }
  }
  t.compute_ns *= static_cast<double>(p.batch);
  const double bytes_per_ns = hw.hbm_bytes_per_s * 1e-9;
  t.memory_ns = tiling_hbm_bytes(p, mt, nt, kt) / bytes_per_ns;
  // Steady state: a step takes the longest of its compute, its DMA traffic,
  // and half the round trip load + latency + compute (with two buffers, the
  // load of step i+1 waits for the compute of step i-1). Then pipeline fill
  // (the first load) and drain (the last store).
  const double steps = static_cast<double>(t.steps);
  const double step_compute = t.compute_ns / steps, step_memory = t.memory_ns / steps;
  const double period =
      std::max({step_compute, step_memory, (step_memory + hw.hbm_latency_ns + step_compute) / 2});
  const double first_load_ns = static_cast<double>(tm * tk) * p.a_bytes / bytes_per_ns +
                               static_cast<double>(tk * tn) * p.b_bytes / bytes_per_ns + hw.hbm_latency_ns;
  const double last_store_ns = static_cast<double>(tm * tn) * p.out_bytes / bytes_per_ns;
  t.estimate_ns = steps * period + first_load_ns + last_store_ns;
  return t;
}

// On-chip bytes of a tiling: operand tiles and f32 accumulators, each double-buffered.
double tiling_footprint(const DotProblem& p, std::int64_t tm, std::int64_t tn, std::int64_t tk) {
  return 2.0 * (static_cast<double>(tm * tk) * p.a_bytes + static_cast<double>(tk * tn) * p.b_bytes) +
         2.0 * static_cast<double>(tm * tn) * 4.0;
}

// Granularity of each GEMM dimension on the array: the dimension mapped to
// the array's rows tiles by R, to its columns by C; the temporal one by R.
void granularities(const HardwareConfig& hw, std::int64_t& gm, std::int64_t& gn, std::int64_t& gk) {
  switch (hw.dataflow) {
    case Dataflow::os:
      gm = hw.mxu_rows, gn = hw.mxu_cols, gk = hw.mxu_rows;
      break;
    case Dataflow::ws:
      gk = hw.mxu_rows, gn = hw.mxu_cols, gm = hw.mxu_rows;
      break;
    case Dataflow::is:
      gk = hw.mxu_rows, gm = hw.mxu_cols, gn = hw.mxu_rows;
      break;
  }
}

// The fastest tiling that fits on chip; among near-equal ones (within 0.1%),
// the one with the fewest steps.
Tiling best_tiling(const DotProblem& p, const HardwareConfig& hw) {
  std::int64_t gm = 1, gn = 1, gk = 1;
  granularities(hw, gm, gn, gk);
  std::vector<Tiling> fitting;
  for (std::int64_t tm : tile_sizes(p.gemm.m, gm)) {
    for (std::int64_t tn : tile_sizes(p.gemm.n, gn)) {
      for (std::int64_t tk : tile_sizes(p.gemm.k, gk)) {
        if (tiling_footprint(p, tm, tn, tk) > hw.onchip_bytes) continue;
        fitting.push_back(evaluate_tiling(p, tm, tn, tk, hw));
      }
    }
  }
  if (fitting.empty()) {
    // Not even the smallest array-sized tiles fit: use them anyway (the
    // on-chip memory is then modelled as just large enough).
    return evaluate_tiling(p, std::min(p.gemm.m, gm), std::min(p.gemm.n, gn), std::min(p.gemm.k, gk), hw);
  }
  double best_ns = std::numeric_limits<double>::infinity();
  for (const Tiling& t : fitting) best_ns = std::min(best_ns, t.estimate_ns);
  const Tiling* chosen = nullptr;
  for (const Tiling& t : fitting) {
    if (t.estimate_ns > best_ns * 1.001) continue;
    if (!chosen || t.steps < chosen->steps) chosen = &t;
  }
  return *chosen;
}

std::vector<PipelineStep> dot_steps(const DotProblem& p, const Tiling& t, const HardwareConfig& hw) {
  std::vector<PipelineStep> steps;
  const std::int64_t mt = ceil_div(p.gemm.m, t.tm), nt = ceil_div(p.gemm.n, t.tn),
                     kt = ceil_div(p.gemm.k, t.tk);
  steps.reserve(static_cast<std::size_t>(t.steps));
  auto extent = [](std::int64_t total, std::int64_t tile, std::int64_t index) {
    return std::min(tile, total - index * tile);
  };
  for (std::int64_t b = 0; b < p.batch; ++b) {
    std::int64_t last_a = -1, last_b = -1;  // tile ids loaded by the previous step
    for (std::int64_t mi = 0; mi < mt; ++mi) {
      for (std::int64_t ni = 0; ni < nt; ++ni) {
        for (std::int64_t ki = 0; ki < kt; ++ki) {
          const GemmShape tile{extent(p.gemm.m, t.tm, mi), extent(p.gemm.n, t.tn, ni),
                               extent(p.gemm.k, t.tk, ki)};
          PipelineStep step;
          const std::int64_t a_id = mi * kt + ki, b_id = ki * nt + ni;
          if (a_id != last_a) step.load_bytes += static_cast<double>(tile.m * tile.k) * p.a_bytes;
          if (b_id != last_b) step.load_bytes += static_cast<double>(tile.k * tile.n) * p.b_bytes;
          last_a = a_id, last_b = b_id;
          if (ki == kt - 1) step.store_bytes = static_cast<double>(tile.m * tile.n) * p.out_bytes;
          const SystolicTiming timing = systolic_gemm(hw.dataflow, {hw.mxu_rows, hw.mxu_cols}, tile);
          step.folds = timing.folds();
          step.fold_cycles = timing.cycles_per_fold * p.passes;
          steps.push_back(step);
        }
      }
    }
  }
  return steps;
}

// bf16 passes of a product on the matrix units: one for bf16 operands; for
// f32 operands, the precision_config's count (DEFAULT 1, HIGH 3, HIGHEST 6)
// where the program names one, else the hardware's mxu_f32_passes.
std::int64_t matrix_passes(const TensorType& lhs, const TensorType& rhs, const Attrs& attrs,
                           const HardwareConfig& hw) {
  if (hw.mxu_input_dtype == DType::f32) return 1;
  if (lhs.dtype == DType::bf16 && rhs.dtype == DType::bf16) return 1;
  if (!is_floating(lhs.dtype)) return 1;  // integer products: one pass of the integer path
  return precision_passes(attrs).value_or(hw.mxu_f32_passes);
}

// Operand elements some window reads: per dimension, the positions a window
// element lands on (not padding, not a dilation hole), multiplied over dims.
double touched_elements(const TensorType& operand, const std::vector<WindowDim>& window,
                        const Shape& windows) {
  double touched = 1;
  for (std::size_t d = 0; d < window.size(); ++d) {
    const WindowDim& w = window[d];
    std::vector<bool> read(static_cast<std::size_t>(operand.shape[d]), false);
    for (std::int64_t y = 0; y < windows[d]; ++y) {
      for (std::int64_t k = 0; k < w.size; ++k) {
        const std::int64_t padded = y * w.stride + k * w.window_dilation - w.pad_low;
        if (padded < 0 || padded % w.base_dilation != 0) continue;
        if (padded / w.base_dilation < operand.shape[d])
          read[static_cast<std::size_t>(padded / w.base_dilation)] = true;
      }
    }
    touched *= static_cast<double>(std::count(read.begin(), read.end(), true));
  }
  return touched;
}

// Windowed reductions on the vector unit: the operand elements some window
// reads, each once from HBM (the windows overlap on chip), the other operands
// and the result once; one vector op per window element per result
// (reduce_window) or per source element's selection plus its scatter
// (select_and_scatter).
OpPlan window_plan(const Instruction& ins, std::span<const TensorType> operands, const HardwareConfig& hw) {
  const TensorType& operand = operands[0];
  const Shape& windows = ins.op == OpCode::reduce_window ? ins.type.shape : operands[1].shape;
  const double element_bytes = static_cast<double>(dtype_size(operand.dtype));
  double load_bytes =
      touched_elements(operand, reduce_window_dims(ins.attrs, operand.rank()), windows) * element_bytes;
  for (std::size_t i = 1; i < operands.size(); ++i) load_bytes += bytes_of(operands[i]);
  const OpCost cost = op_cost(ins.op, operands, ins.type, ins.attrs, ins.extra_types);
  return streamed_plan(load_bytes, bytes_of(ins.type), cost.flops, false, hw);
}

// --- fft ---------------------------------------------------------------------

// bf16 passes of the f32 (and c64) products an FFT runs as: the program
// cannot name a precision for fft, so the hardware's mxu_f32_passes. c128
// is timed as c64: TPUs have no f64 matrix path (XLA emulates f64, which
// this model does not time).
std::int64_t fft_passes(const HardwareConfig& hw) {
  return hw.mxu_input_dtype == DType::f32 ? 1 : hw.mxu_f32_passes;
}

// fft as a TPU runs it: XLA's TPU backend computes the transforms on the
// matrix units as DFT matrix products (one product per transformed dim for
// short lengths, longer ones split Cooley-Tukey into such products). The
// model: the op's flops (op_cost: 5 N log2 N per complex transform of N
// points, half that for RFFT and IRFFT) at the matrix units' f32 rate
// (fft_passes bf16 passes each), the operand read and the result written
// once through HBM, streamed in chunks so that loads, matrix work and
// stores overlap.
OpPlan plan_fft(const Instruction& ins, const TensorType& operand, const HardwareConfig& hw) {
  const double in_bytes = bytes_of(operand), out_bytes = bytes_of(ins.type);
  const double flops = op_cost(ins.op, std::span(&operand, 1), ins.type, ins.attrs).flops;
  OpPlan plan;
  if (flops == 0 && in_bytes + out_bytes == 0) {
    plan.kind = PlanKind::free;
    return plan;
  }
  // One MXU does rows x cols multiply-adds (2 flops each) per cycle per pass.
  const double cycles =
      flops * static_cast<double>(fft_passes(hw)) / (2.0 * static_cast<double>(hw.mxu_rows * hw.mxu_cols));
  const std::int64_t n = chunk_count(in_bytes + out_bytes, hw);
  const auto cycles_per_unit =
      static_cast<std::int64_t>(std::ceil(cycles / static_cast<double>(n * hw.mxu_count)));
  for (std::int64_t i = 0; i < n; ++i) {
    PipelineStep step;
    step.load_bytes = in_bytes / static_cast<double>(n);
    step.store_bytes = out_bytes / static_cast<double>(n);
    step.folds = cycles_per_unit > 0 ? hw.mxu_count : 0;
    step.fold_cycles = cycles_per_unit;
    plan.steps.push_back(step);
  }
  plan.hbm_bytes = in_bytes + out_bytes;
  const double compute_ns = cycles / static_cast<double>(hw.mxu_count) / (hw.clock_hz * 1e-9);
  const double memory_ns = plan.hbm_bytes / (hw.hbm_bytes_per_s * 1e-9);
  plan.bound = compute_ns > memory_ns ? Bound::compute : Bound::memory;
  return plan;
}

// --- collectives ------------------------------------------------------------

OpPlan collective_plan(const Program& program, std::size_t index, const HardwareConfig& hw) {
  const Instruction& ins = program.body[index];
  OpPlan plan;
  plan.kind = PlanKind::collective;
  plan.bound = Bound::network;
  CollectiveCall& call = plan.collective;
  call.algorithm = hw.collective;
  call.algorithm_is_preference = true;  // collective= applies where it fits (resolve_algorithm)
  call.op_index = static_cast<int>(index);
  call.op_name = std::string(op_name(ins.op));
  const TensorType& operand = program.type_of(ins.operands.at(0));
  call.bytes = bytes_of(operand);
  call.kind = op_def(ins.op).pattern;
  if (call.kind == CollectivePattern::none)
    throw Error(fmt::format("sim: {} is not a communicating collective", op_name(ins.op)));
  if (call.kind == CollectivePattern::all_gather) call.bytes = bytes_of(ins.type);
  if (call.kind == CollectivePattern::all_reduce || call.kind == CollectivePattern::reduce_scatter) {
    // Combining received data: one vector op per element.
    const double element_bytes = static_cast<double>(dtype_size(operand.dtype));
    call.reduce_ns_per_byte = 1.0 / (element_bytes * hw.vpu_ops_per_s() * 1e-9);
  }
  return plan;
}

std::vector<std::pair<std::string, std::string>> event_args(const OpPlan& plan, const Program& program,
                                                            std::size_t index, const HardwareConfig& hw) {
  const Instruction& ins = program.body[index];
  std::vector<std::pair<std::string, std::string>> args = op_event_args(program, index);
  if (ins.op == OpCode::fft && !plan.steps.empty()) {
    args.emplace_back(
        "mapping", fmt::format("fft {} over [{}] as DFT products on the matrix units, passes {}",
                               ins.attrs.symbol("fft_type"), fmt::join(ins.attrs.int_list("fft_length"), ","),
                               fft_passes(hw)));
  } else if (op_def(ins.op).op_class == OpClass::contraction && !plan.steps.empty()) {
    const MatmulMapping& m = plan.matmul;
    args.emplace_back("mapping",
                      fmt::format("{} M={} N={} K={} batch={} tiles {}x{}x{} passes {}{}",
                                  dataflow_name(hw.dataflow), m.gemm.m, m.gemm.n, m.gemm.k, m.batch, m.tile_m,
                                  m.tile_n, m.tile_k, m.passes, m.swapped ? " (operands swapped)" : ""));
  }
  return args;
}

// rng_bit_generator's vector-unit operations per 32-bit output word (an
// assumption, counted from the algorithms as 32-bit integer ops). A
// Threefry-2x32 round is an add, a rotate (two shifts and an or) and a xor:
// 5 ops; 20 rounds and 5 key injections of 3 adds make 115 ops per two
// words. A Philox-4x32 round is two 32x32->64 multiplies (4 ops each: the
// VPU forms high and low halves separately), 4 xors and 2 key adds: 14 ops;
// 10 rounds make 140 ops per four words. Narrow elements take a whole word
// (XLA discards the rest); 64-bit elements take two.
double rng_vector_ops(const Instruction& ins) {
  const TensorType& output = ins.result_type(1);
  const double words_per_element = dtype_size(output.dtype) == 8 ? 2 : 1;
  const double words = static_cast<double>(output.num_elements()) * words_per_element;
  const bool three_fry = rng_algorithm(ins.attrs) == RngAlgorithm::three_fry;
  return words * (three_fry ? 115.0 / 2 : 140.0 / 4);
}

// reduce: one pass over the inputs on the vector unit; sort: a merge sort's
// n log2 n compares per operand over data that streams through HBM once per
// pass; rng_bit_generator: the state in, the bits out, rng_vector_ops on the
// vector unit. result and optimization_barrier move nothing. Loops and conditionals
// are planned when they have run (executed_region_plan): their cost is what
// their regions did.
OpPlan control_plan(const Instruction& ins, double in_bytes, const std::vector<TensorType>& operands,
                    const HardwareConfig& hw) {
  double out_bytes = 0;
  for (std::size_t j = 0; j < ins.result_count(); ++j) out_bytes += bytes_of(ins.result_type(j));
  const double elements = operands.empty() ? 0 : static_cast<double>(operands[0].num_elements());
  OpPlan plan;
  switch (ins.op) {
    case OpCode::reduce:
      return streamed_plan(in_bytes, out_bytes, elements, true, hw);
    case OpCode::sort: {
      const auto dim = static_cast<std::size_t>(ins.attrs.integer("dimension"));
      const double length = std::max<double>(2.0, static_cast<double>(operands.at(0).shape.at(dim)));
      const double passes = std::ceil(std::log2(length));
      return streamed_plan(in_bytes * passes, out_bytes * passes,
                           elements * passes * static_cast<double>(operands.size()), false, hw);
    }
    case OpCode::rng_bit_generator:
      return streamed_plan(in_bytes, out_bytes, rng_vector_ops(ins), false, hw);
    case OpCode::while_loop:
    case OpCode::cond:
    case OpCode::switch_case:
      plan.kind = PlanKind::free;  // planned once it has run (the backend's set_executed_plan)
      plan.depends_on_values = true;
      return plan;
    default:
      plan.kind = PlanKind::free;
      return plan;
  }
}

ProgramPlan plan_ops(const Program& program, const HardwareConfig& hw);  // plan_program without the HBM check

// `run`'s steps, each doing n times its work, appended to steps: n runs of a
// region played as one pipeline (within one step's fill per run of playing
// them in turn, and the step list stays one run's length).
void append_runs(std::vector<PipelineStep>& steps, const std::vector<PipelineStep>& run, std::int64_t n) {
  if (n <= 0) return;
  const auto times = static_cast<double>(n);
  for (PipelineStep step : run) {
    step.load_bytes *= times;
    step.store_bytes *= times;
    step.vector_ops *= times;
    step.link_ns *= times;
    step.link_bytes *= times;
    step.folds *= n;
    steps.push_back(step);
  }
}

// A collective inside a region run, on the step: its uncontended time over the topology
// (alpha_beta_ns, the first of its groups; every group is as large), or for a ppermute its
// bytes over one link; and the bytes one device of a bandwidth-optimal algorithm sends (the
// nccl-tests bus bytes): S(n-1)/n for a gather, a reduce-scatter or an all-to-all, twice that
// for an all-reduce, S for a permute (the region run is every device's: a permute is counted
// as if each device sent, as its time is).
void set_region_collective_links(const Program& body, const Instruction& ins, CollectiveCall call,
                                 const HardwareConfig& hw, PipelineStep& step) {
  if (call.kind == CollectivePattern::collective_permute) {
    step.link_ns = call.bytes / (hw.ici_bytes_per_s_per_direction * 1e-9);
    step.link_bytes = call.bytes;
    return;
  }
  const IntListList groups = collective_groups(ins.attrs, body.axis_size);
  if (groups.empty() || groups.front().size() < 2) return;
  for (const std::int64_t member : groups.front()) call.group.push_back(static_cast<int>(member));
  call.device = call.group.front();
  step.link_ns = alpha_beta_ns(call, hw.topology, hw.link_params());
  const auto n = static_cast<double>(call.group.size());
  const double share = call.bytes * (n - 1) / n;
  step.link_bytes = call.kind == CollectivePattern::all_reduce ? 2 * share : share;
}

// One run of a region, planned as a program of its own (body_program.hpp):
// its kernels fused and tiled as the top level's are, each nested loop by
// its trips and each call by its callee's run. A collective inside takes its
// alpha-beta time over the topology on the links, beside the other steps (the
// interconnect is not simulated inside; see docs/limits.md, the simulator). nullopt when a
// branch, or a loop whose trip count the text does not fix, makes the work
// depend on values.
std::optional<RegionRun> region_run(const Scope& scope, const Region& region, ValueId base,
                                    const HardwareConfig& hw) {
  const Program body = body_program(scope, region, base);
  const ProgramPlan plan = plan_ops(body, hw);
  RegionRun run;
  for (std::size_t i = 0; i < body.body.size(); ++i) {
    const Instruction& ins = body.body[i];
    const OpPlan& op = plan.ops[i];
    if (ins.op == OpCode::while_loop) {
      const std::optional<std::int64_t> trips = static_trip_count(body, i);
      const std::optional<LoopRuns> loop = trips ? plan_loop_runs(body, i, hw) : std::nullopt;
      if (!loop) return std::nullopt;
      const OpPlan played = loop_plan(*loop, *trips, hw);
      append_runs(run.steps, played.steps, 1);
      run.flops += played.flops;
      continue;
    }
    if (op.depends_on_values) return std::nullopt;
    run.flops += op.flops;
    if (op.kind == PlanKind::collective) {
      if (hw.ici_bytes_per_s_per_direction <= 0) continue;
      // It reads its operand from HBM and writes its result there, as any op does.
      PipelineStep step;
      set_region_collective_links(body, ins, op.collective, hw, step);
      step.load_bytes = bytes_of(body.type_of(ins.operands.at(0)));
      step.store_bytes = bytes_of(ins.type);
      run.steps.push_back(step);
      continue;
    }
    append_runs(run.steps, op.steps, 1);
  }
  return run;
}

// What a plan's steps expect to bound them: their vector and matrix time
// against their HBM time.
Bound expected_bound(const std::vector<PipelineStep>& steps, const HardwareConfig& hw) {
  double bytes = 0, compute_ns = 0;
  for (const PipelineStep& step : steps) {
    bytes += step.load_bytes + step.store_bytes;
    compute_ns += step.vector_ops / (hw.vpu_ops_per_s() * 1e-9) +
                  static_cast<double>(step.folds * step.fold_cycles) * 1e9 / hw.clock_hz /
                      std::max<double>(1.0, static_cast<double>(hw.mxu_count));
  }
  if (steps.empty()) return Bound::none;
  return compute_ns >= bytes / (hw.hbm_bytes_per_s * 1e-9) ? Bound::compute : Bound::memory;
}

// A dot inside a kernel: its operands are on chip already, so the array
// streams each batch entry's whole product as one tile (no tile is cut to fit
// on-chip memory, nothing moves over HBM), holding whichever operand maps better.
std::vector<PipelineStep> onchip_dot_steps(const Program& program, const Instruction& ins,
                                           const HardwareConfig& hw) {
  const TensorType& lhs = program.type_of(ins.operands.at(0));
  const TensorType& rhs = program.type_of(ins.operands.at(1));
  const std::int64_t batch = product(lhs.shape, ins.attrs.int_list("lhs_batch"));
  const std::int64_t k = product(lhs.shape, ins.attrs.int_list("lhs_contract"));
  if (batch * k == 0 || ins.type.num_elements() == 0) return {};
  const GemmShape straight{lhs.num_elements() / (batch * k), rhs.num_elements() / (batch * k), k};
  const GemmShape swapped{straight.n, straight.m, k};
  const SystolicTiming a = systolic_gemm(hw.dataflow, {hw.mxu_rows, hw.mxu_cols}, straight);
  const SystolicTiming b = systolic_gemm(hw.dataflow, {hw.mxu_rows, hw.mxu_cols}, swapped);
  const SystolicTiming& best = b.folds() * b.cycles_per_fold < a.folds() * a.cycles_per_fold ? b : a;
  PipelineStep step;
  step.folds = best.folds();
  step.fold_cycles = best.cycles_per_fold * matrix_passes(lhs, rhs, ins.attrs, hw);
  return std::vector<PipelineStep>(static_cast<std::size_t>(batch), step);
}

// Vector-unit operations and flops of one member of a fusion group (fused_member_work, below).
struct MemberWork {
  double vector_ops = 0;
  double flops = 0;
};
MemberWork fused_member_work(const Program& program, std::size_t index);

// A composite's call (jax.lax.composite: a subgraph a compiler may replace
// with a kernel, a Pallas flash attention's) runs as one kernel: it reads its
// operands once and writes its results once, and its intermediates stay in
// on-chip memory (the kernel's author blocks it to fit). Its dots run on the
// matrix units as tiled products do, their tiles fed on chip; its other ops
// on the vector unit beside them (a copy or slice moves each element once).
// nullopt when its body holds a loop, branch or collective (no one kernel).
std::optional<OpPlan> composite_kernel_plan(const Program& program, std::size_t index,
                                            const HardwareConfig& hw) {
  const Instruction& call = program.body.at(index);
  const Program callee = body_program(Scope(program), call.regions.at(0), program.instruction_value(index));
  std::vector<PipelineStep> steps;
  double vector_ops = 0, flops = 0;
  for (std::size_t i = 0; i < callee.body.size(); ++i) {
    const Instruction& ins = callee.body[i];
    const OpClass op_class = op_def(ins.op).op_class;
    if ((!ins.regions.empty() && !elementwise_call(ins)) || op_class == OpClass::collective)
      return std::nullopt;
    if (ins.op == OpCode::dot) {
      const std::vector<PipelineStep> product = onchip_dot_steps(callee, ins, hw);
      steps.insert(steps.end(), product.begin(), product.end());
    } else if (ins.op == OpCode::convolution) {
      for (PipelineStep step : plan_convolution(callee, ins, hw).steps) {
        step.load_bytes = step.store_bytes = 0;
        steps.push_back(step);
      }
    }
    const MemberWork work = fused_member_work(callee, i);
    flops += work.flops;
    vector_ops += work.vector_ops;
    if (op_class == OpClass::layout && ins.op != OpCode::broadcast && ins.op != OpCode::reshape)
      vector_ops += static_cast<double>(ins.type.num_elements());
  }
  double in_bytes = 0, out_bytes = 0;
  for (const Parameter& param : callee.params) in_bytes += bytes_of(param.type);
  for (ValueId id : callee.results) out_bytes += bytes_of(callee.type_of(id));
  OpPlan plan = streamed_plan(in_bytes, out_bytes, vector_ops, false, hw);
  if (!steps.empty()) {
    const auto n = static_cast<double>(steps.size());
    for (PipelineStep& step : steps) {
      step.load_bytes = in_bytes / n;
      step.store_bytes = out_bytes / n;
      step.vector_ops = vector_ops / n;
    }
    plan.steps = std::move(steps);
    plan.bound = expected_bound(plan.steps, hw);
  }
  plan.flops = flops;
  return plan;
}

// A call's body runs once per call, planned as a program of its own
// (region_run); when a loop or branch inside makes its work depend on
// values, the run plans it from what ran. A composite's runs as one kernel.
OpPlan call_plan(const Program& program, std::size_t index, const HardwareConfig& hw) {
  if (program.body.at(index).attrs.has("composite")) {
    if (std::optional<OpPlan> kernel = composite_kernel_plan(program, index, hw)) return *kernel;
  }
  const Scope top(program);
  const std::optional<RegionRun> run =
      region_run(top, program.body.at(index).regions.at(0), program.instruction_value(index), hw);
  OpPlan plan;
  if (!run) {
    plan.kind = PlanKind::free;
    plan.depends_on_values = true;
    return plan;
  }
  plan.steps = run->steps;
  plan.flops = run->flops;
  for (const PipelineStep& step : plan.steps) plan.hbm_bytes += step.load_bytes + step.store_bytes;
  plan.bound = expected_bound(plan.steps, hw);
  return plan;
}

// HBM traffic of the indexing ops, where the layout class's default (read
// every operand, write the whole result) is wrong. Slices and gathers read
// only the elements they keep (gather's operand is never streamed whole:
// each index fetches its slice by DMA). dynamic_update_slice and scatter
// update their operand in place, as XLA does when the operand's buffer is
// not used again: they touch the updated windows only, and scatter's
// combining computations (not replace) also read the windows' old values
// and spend one vector op per update element.
struct IndexingTraffic {
  double load_bytes = 0;
  double store_bytes = 0;
  double vector_ops = 0;
};
std::optional<IndexingTraffic> indexing_traffic(const Instruction& ins,
                                                const std::vector<TensorType>& operands) {
  const auto bytes = [](const TensorType& type) { return static_cast<double>(type.byte_size()); };
  double index_bytes = 0;  // the start-index operands and gather/scatter's indices
  switch (ins.op) {
    case OpCode::slice:
      return IndexingTraffic{bytes(ins.type), bytes(ins.type), 0};
    case OpCode::dynamic_slice:
    case OpCode::gather:
      for (std::size_t i = 1; i < operands.size(); ++i) index_bytes += bytes(operands[i]);
      return IndexingTraffic{index_bytes + bytes(ins.type), bytes(ins.type), 0};
    case OpCode::dynamic_update_slice:
      for (std::size_t i = 2; i < operands.size(); ++i) index_bytes += bytes(operands[i]);
      return IndexingTraffic{index_bytes + bytes(operands[1]), bytes(operands[1]), 0};
    case OpCode::scatter: {
      const double updates = bytes(operands[2]);
      const bool combines = ins.attrs.symbol("computation") != "replace";
      return IndexingTraffic{bytes(operands[1]) + updates * (combines ? 2 : 1), updates,
                             combines ? static_cast<double>(operands[2].num_elements()) : 0};
    }
    default:
      return std::nullopt;  // pad, concatenate, reverse: every operand byte in, every result byte out
  }
}

OpPlan plan_instruction(const Program& program, std::size_t index, const HardwareConfig& hw) {
  const Instruction& ins = program.body[index];
  std::vector<TensorType> operand_types;
  for (ValueId id : ins.operands) operand_types.push_back(program.type_of(id));
  double in_bytes = 0;
  for (const auto& type : operand_types) in_bytes += bytes_of(type);
  const double out_bytes = bytes_of(ins.type);
  const double out_elements = static_cast<double>(ins.type.num_elements());

  OpPlan plan;
  switch (op_def(ins.op).op_class) {
    case OpClass::contraction:
      plan = ins.op == OpCode::fft           ? plan_fft(ins, operand_types.at(0), hw)
             : ins.op == OpCode::convolution ? plan_convolution(program, ins, hw)
                                             : plan_dot(program, ins, hw);
      break;
    case OpClass::collective:
      if (ins.op == OpCode::axis_index) {
        plan = streamed_plan(0, out_bytes, 1, true, hw);
      } else {
        plan = collective_plan(program, index, hw);
      }
      break;
    case OpClass::elementwise:
      plan = streamed_plan(in_bytes, out_bytes, out_elements * element_vector_ops(program, ins), false, hw);
      break;
    case OpClass::reduction:
      if (ins.op == OpCode::reduce_window || ins.op == OpCode::select_and_scatter) {
        plan = window_plan(ins, operand_types, hw);
        break;
      }
      plan = streamed_plan(in_bytes, out_bytes, static_cast<double>(operand_types.at(0).num_elements()), true,
                           hw);
      break;
    case OpClass::layout:
      if (ins.op == OpCode::reshape) {
        plan.kind = PlanKind::free;  // same bytes, new shape
      } else if (const auto traffic = indexing_traffic(ins, operand_types)) {
        plan = streamed_plan(traffic->load_bytes, traffic->store_bytes, traffic->vector_ops, false, hw);
        plan.bound = Bound::memory;
      } else {
        plan = streamed_plan(in_bytes, out_bytes, 0, false, hw);  // a DMA copy
        plan.bound = Bound::memory;
      }
      break;
    case OpClass::source:
      plan = streamed_plan(0, out_bytes, out_elements, false, hw);
      break;
    case OpClass::control:
      plan = ins.op == OpCode::call ? call_plan(program, index, hw)
                                    : control_plan(ins, in_bytes, operand_types, hw);
      break;
  }
  const OpCost cost = op_cost(ins.op, operand_types, ins.type, ins.attrs, ins.extra_types);
  plan.flops = ins.op == OpCode::call ? plan.flops : cost.flops;
  plan.event_args = event_args(plan, program, index, hw);
  if (ins.op == OpCode::call) plan.event_name = op_event_name(program, index);
  return plan;
}

// Vector-unit operations and flops of one member of a fusion group: as the
// op alone would spend them (plan_instruction), without its HBM traffic; an
// elementwise call (fusion.hpp) spends its callee's.
MemberWork fused_member_work(const Program& program, std::size_t index) {
  const Instruction& ins = program.body[index];
  if (ins.op == OpCode::call) {
    const Program callee = body_program(Scope(program), ins.regions.at(0), program.instruction_value(index));
    MemberWork total;
    for (std::size_t i = 0; i < callee.body.size(); ++i) {
      const MemberWork part = fused_member_work(callee, i);
      total.vector_ops += part.vector_ops;
      total.flops += part.flops;
    }
    return total;
  }
  std::vector<TensorType> operand_types;
  for (ValueId id : ins.operands) operand_types.push_back(program.type_of(id));
  MemberWork work;
  work.flops = op_cost(ins.op, operand_types, ins.type, ins.attrs, ins.extra_types).flops;
  switch (op_def(ins.op).op_class) {
    case OpClass::elementwise:
      work.vector_ops = static_cast<double>(ins.type.num_elements()) * element_vector_ops(program, ins);
      break;
    case OpClass::reduction:
      work.vector_ops = static_cast<double>(operand_types.at(0).num_elements());
      break;
    case OpClass::source:
      work.vector_ops = static_cast<double>(ins.type.num_elements());  // as plan_instruction charges it
      break;
    default:
      break;  // broadcast and reshape only index what the others read
  }
  return work;
}

// A group around a dot (output fusion): the dot's tiled pipeline, each step
// storing its share of the root's result instead of the dot's, and loading
// its share of the group's other inputs and doing its share of the other
// members' vector work beside the matrix units.
OpPlan output_fusion_plan(const Program& program, const FusionGroup& group, std::size_t dot,
                          double vector_ops, const HardwareConfig& hw) {
  const Instruction& ins = program.body[dot];
  OpPlan plan =
      ins.op == OpCode::convolution ? plan_convolution(program, ins, hw) : plan_dot(program, ins, hw);
  if (plan.steps.empty())
    return streamed_plan(0, bytes_of(program.body[group.root()].type), vector_ops, true, hw);
  double other_inputs = 0;
  for (ValueId id : group.inputs) {
    if (std::find(ins.operands.begin(), ins.operands.end(), id) == ins.operands.end())
      other_inputs += bytes_of(program.type_of(id));
  }
  const double dot_bytes = bytes_of(ins.type);
  const double store_scale = dot_bytes > 0 ? bytes_of(program.body[group.root()].type) / dot_bytes : 0.0;
  const auto steps = static_cast<double>(plan.steps.size());
  plan.hbm_bytes = 0;
  for (PipelineStep& step : plan.steps) {
    step.store_bytes *= store_scale;
    step.load_bytes += other_inputs / steps;
    step.vector_ops += vector_ops / steps;
    plan.hbm_bytes += step.load_bytes + step.store_bytes;
  }
  return plan;
}

// One pass over HBM for the whole group: its inputs read once, its root's
// result written once, the members' vector work on the vector unit; a group
// around a dot runs as the dot's pipeline (output_fusion_plan).
OpPlan fusion_group_plan(const Program& program, const FusionGroup& group, std::size_t number,
                         const HardwareConfig& hw) {
  double load_bytes = 0, vector_ops = 0, flops = 0;
  std::optional<std::size_t> dot;
  for (ValueId id : group.inputs) load_bytes += bytes_of(program.type_of(id));
  std::string members;
  for (std::size_t member : group.members) {
    const Instruction& ins = program.body[member];
    if (op_def(ins.op).op_class == OpClass::contraction) dot = member;
    const MemberWork work = fused_member_work(program, member);
    vector_ops += work.vector_ops;
    flops += work.flops;
    members += fmt::format("{}%{} {}", members.empty() ? "" : ", ", member, op_name(ins.op));
  }
  const Instruction& root = program.body[group.root()];
  const bool reduces = op_def(root.op).op_class == OpClass::reduction;
  OpPlan plan = dot ? output_fusion_plan(program, group, *dot, vector_ops, hw)
                    : streamed_plan(load_bytes, bytes_of(root.type), vector_ops, reduces, hw);
  plan.flops = flops;
  plan.event_name = fmt::format("fusion.{}", number);
  plan.event_args = event_args(plan, program, group.root(), hw);
  plan.event_args.emplace_back("fused_ops", members);
  plan.event_args.emplace_back("fused_count", fmt::format("{}", group.members.size()));
  plan.inputs = group.inputs;
  return plan;
}

}  // namespace

OpPlan executed_region_plan(const reference::RegionWork& work, const HardwareConfig& hw) {
  // Dots run at the MXU's rate, the rest on the vector unit: the dot flops are
  // expressed in vector-unit time so that one streamed plan carries both.
  const double mxu_as_vector_ops = work.contraction_flops * hw.vpu_ops_per_s() / hw.peak_flops_per_s();
  // Collectives inside a region: their bytes cross the links once per run
  // (an alpha-beta estimate at the link bandwidth, without link contention).
  OpPlan plan = streamed_plan(work.bytes, 0, work.other_flops + mxu_as_vector_ops, false, hw);
  // (an estimate at one link's bandwidth, without the interconnect model: a
  // DMA step whose duration is the transfer's; see docs/limits.md, the simulator).
  if (work.collective_bytes > 0 && hw.ici_bytes_per_s_per_direction > 0) {
    PipelineStep step;
    step.load_bytes = work.collective_bytes * hw.hbm_bytes_per_s / hw.ici_bytes_per_s_per_direction;
    plan.steps.push_back(step);
  }
  return plan;
}

OpPlan plan_dot(const Program& program, const Instruction& ins, const HardwareConfig& hw) {
  const TensorType& lhs = program.type_of(ins.operands.at(0));
  const TensorType& rhs = program.type_of(ins.operands.at(1));
  const IntList& lhs_contract = ins.attrs.int_list("lhs_contract");
  const IntList& lhs_batch = ins.attrs.int_list("lhs_batch");
  const std::int64_t batch = product(lhs.shape, lhs_batch);
  const std::int64_t k = product(lhs.shape, lhs_contract);
  const std::int64_t m = batch * k == 0 ? 0 : lhs.num_elements() / (batch * k);
  const std::int64_t n = batch * k == 0 ? 0 : rhs.num_elements() / (batch * k);

  return plan_matmul({m, n, k}, batch, lhs, rhs, ins, hw);
}

// A convolution on the matrix units as SCALE-Sim maps one (im2col): per
// group, Sr = output pixels x batch rows, Sc = the group's filters, T =
// window elements x the group's input features; the groups (feature or
// batch groups, at most one kind > 1) run as a batch of such products.
OpPlan plan_convolution(const Program& program, const Instruction& ins, const HardwareConfig& hw) {
  const TensorType& lhs = program.type_of(ins.operands.at(0));
  const TensorType& rhs = program.type_of(ins.operands.at(1));
  const ConvDims dims = conv_dims(ins.attrs, rhs.shape);
  const std::int64_t groups = dims.feature_groups * dims.batch_groups;
  const std::int64_t filters = rhs.shape.at(static_cast<std::size_t>(dims.kernel_output_feature));
  const std::int64_t pixels = filters == 0 ? 0 : ins.type.num_elements() / filters;
  const std::int64_t window = filters == 0 ? 0 : rhs.num_elements() / filters;  // R*S*C of one filter
  return plan_matmul({pixels, filters / groups, window}, groups, lhs, rhs, ins, hw);
}

OpPlan plan_matmul(GemmShape gemm, std::int64_t batch, const TensorType& lhs, const TensorType& rhs,
                   const Instruction& ins, const HardwareConfig& hw) {
  const std::int64_t m = gemm.m, n = gemm.n, k = gemm.k;
  OpPlan plan;
  plan.matmul.batch = batch;
  plan.matmul.passes = matrix_passes(lhs, rhs, ins.attrs, hw);
  if (m == 0 || n == 0 || k == 0 || batch == 0) {
    plan.kind = PlanKind::free;  // an empty product moves and computes nothing
    return plan;
  }
  DotProblem straight;
  straight.gemm = {m, n, k};
  straight.batch = batch;
  straight.a_bytes = static_cast<double>(dtype_size(lhs.dtype));
  straight.b_bytes = static_cast<double>(dtype_size(rhs.dtype));
  straight.out_bytes = static_cast<double>(dtype_size(ins.type.dtype));
  straight.passes = plan.matmul.passes;
  // The array may hold either operand stationary: computing (B^T A^T)^T
  // swaps the roles of M and N. Take whichever maps better.
  DotProblem swapped = straight;
  swapped.gemm = {n, m, k};
  std::swap(swapped.a_bytes, swapped.b_bytes);
  const Tiling straight_tiling = best_tiling(straight, hw);
  const Tiling swapped_tiling = best_tiling(swapped, hw);
  const bool use_swapped = swapped_tiling.estimate_ns < straight_tiling.estimate_ns * 0.999;
  const DotProblem& problem = use_swapped ? swapped : straight;
  const Tiling& tiling = use_swapped ? swapped_tiling : straight_tiling;

  plan.kind = PlanKind::pipeline;
  plan.steps = dot_steps(problem, tiling, hw);
  plan.matmul.gemm = problem.gemm;
  plan.matmul.swapped = use_swapped;
  plan.matmul.tile_m = tiling.tm, plan.matmul.tile_n = tiling.tn, plan.matmul.tile_k = tiling.tk;
  plan.hbm_bytes = 0;
  for (const auto& step : plan.steps) plan.hbm_bytes += step.load_bytes + step.store_bytes;
  plan.bound = tiling.compute_ns >= tiling.memory_ns ? Bound::compute : Bound::memory;
  return plan;
}

double peak_live_bytes(const Program& program, const FusionPlan* fusion) {
  const std::vector<std::ptrdiff_t> last_use = fused_last_uses(program, fusion);
  const LiveBytes walk = live_bytes(program, fusion, last_use, buffer_reuse(program, fusion, last_use));
  double peak = walk.parameters;
  for (double live : walk.during) peak = std::max(peak, live);
  return peak;
}

std::string format_bytes(double bytes) {
  auto trimmed = [](double value, const char* unit) {
    std::string text = fmt::format("{:.1f}", value);
    if (text.size() > 2 && text.substr(text.size() - 2) == ".0") text.resize(text.size() - 2);
    return text + " " + unit;
  };
  if (bytes >= 1024.0 * 1024.0 * 1024.0) return trimmed(bytes / (1024.0 * 1024.0 * 1024.0), "GiB");
  if (bytes >= 1024.0 * 1024.0) return trimmed(bytes / (1024.0 * 1024.0), "MiB");
  if (bytes >= 1024.0) return trimmed(bytes / 1024.0, "KiB");
  return fmt::format("{} bytes", bytes);
}

namespace {

ProgramPlan plan_ops(const Program& program, const HardwareConfig& hw) {
  ProgramPlan plan;
  plan.fusion =
      hw.fusion ? plan_fusion(program) : FusionPlan{{}, std::vector<int>(program.body.size(), -1), {}};
  const FusionPlan& fusion = plan.fusion;
  plan.peak_live_bytes = peak_live_bytes(program, &fusion);
  plan.ops.reserve(program.body.size());
  for (std::size_t i = 0; i < program.body.size(); ++i) {
    const int group = fusion.group_of[i];
    if (group < 0) {
      plan.ops.push_back(plan_instruction(program, i, hw));
      plan.ops.back().inputs = instruction_reads(program, i);
    } else if (fusion.fused_away(i)) {
      OpPlan fused;
      fused.kind = PlanKind::fused;
      plan.ops.push_back(std::move(fused));
    } else {
      plan.ops.push_back(fusion_group_plan(program, fusion.groups[static_cast<std::size_t>(group)],
                                           static_cast<std::size_t>(group), hw));
    }
  }
  return plan;
}

}  // namespace

ProgramPlan plan_program(const Program& program, const HardwareConfig& hw) {
  ProgramPlan plan = plan_ops(program, hw);
  if (plan.peak_live_bytes > hw.hbm_bytes) {
    // Every device runs the same program on same-shaped buffers, so the first
    // device is the first that does not fit.
    throw Error(fmt::format("device 0: needs {} of HBM, has {} (program '{}', {} preset)",
                            format_bytes(plan.peak_live_bytes), format_bytes(hw.hbm_bytes), program.name,
                            hw.preset));
  }
  return plan;
}

std::optional<LoopRuns> plan_loop_runs(const Program& program, std::size_t index, const HardwareConfig& hw) {
  const Instruction& loop = program.body.at(index);
  if (loop.op != OpCode::while_loop || loop.regions.size() != 2) return std::nullopt;
  const Scope top(program);
  const ValueId base = program.instruction_value(index);
  std::optional<RegionRun> cond = region_run(top, loop.regions[0], base, hw);
  std::optional<RegionRun> body = region_run(top, loop.regions[1], base, hw);
  if (!cond || !body) return std::nullopt;
  return LoopRuns{std::move(*cond), std::move(*body)};
}

OpPlan loop_plan(const LoopRuns& runs, std::int64_t trips, const HardwareConfig& hw) {
  OpPlan plan;
  append_runs(plan.steps, runs.body.steps, trips);
  append_runs(plan.steps, runs.cond.steps, trips + 1);
  plan.flops =
      static_cast<double>(trips) * runs.body.flops + static_cast<double>(trips + 1) * runs.cond.flops;
  for (const PipelineStep& step : plan.steps) plan.hbm_bytes += step.load_bytes + step.store_bytes;
  plan.bound = expected_bound(plan.steps, hw);
  return plan;
}

}  // namespace pmapsim::sim

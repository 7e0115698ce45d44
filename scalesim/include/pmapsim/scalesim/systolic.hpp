// Systolic-array timing for one GEMM, following SCALE-Sim's compute model.
//
// This is the single definition of matrix-unit cycles in the device model:
// it times every matrix tile with it. The SCALE-Sim model (scalesim/src/)
// plays SCALE-Sim's demand matrices request by request instead; when no
// memory stall occurs its cycle count equals this formula (tested for GEMMs
// and for conv layers mapped as im2col GEMMs).
//
// A GEMM (M x K) . (K x N) on an R x C array maps to two spatial dimensions
// Sr, Sc and one temporal dimension T that depend on the dataflow:
//   output stationary (os): Sr = M, Sc = N, T = K
//   weight stationary (ws): Sr = K, Sc = N, T = M
//   input stationary  (is): Sr = K, Sc = M, T = N
// The array processes ceil(Sr/R) * ceil(Sc/C) folds, one after another. A fold
// takes R + C + T - 2 cycles for os (operands stream in while outputs
// accumulate in place) and 2R + C + T - 2 for ws and is (the stationary
// operand is loaded into the array first). SCALE-Sim reports the total as
// folds * cycles-per-fold - 1.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace pmapsim::scalesim {

enum class Dataflow : std::uint8_t { os, ws, is };

std::string_view dataflow_name(Dataflow dataflow);
// "os", "ws", "is" (case-insensitive); throws Error naming `what` otherwise.
Dataflow parse_dataflow(std::string_view text, const std::string& what);

struct GemmShape {
  std::int64_t m = 0;
  std::int64_t n = 0;
  std::int64_t k = 0;
};

struct ArrayShape {
  std::int64_t rows = 0;  // R
  std::int64_t cols = 0;  // C
};

struct SystolicTiming {
  std::int64_t spatial_rows = 0;  // Sr
  std::int64_t spatial_cols = 0;  // Sc
  std::int64_t temporal = 0;      // T
  std::int64_t row_folds = 0;
  std::int64_t col_folds = 0;
  std::int64_t cycles_per_fold = 0;
  // folds * cycles_per_fold - 1, SCALE-Sim's "Total Cycles" without stalls.
  std::int64_t total_cycles = 0;
  // Means over folds of SCALE-Sim's per-fold figures, as fractions (0..1):
  // mapping efficiency = used PEs / all PEs; compute utilization = useful
  // MAC cycles / (PEs * cycles of the fold).
  double mapping_efficiency = 0;
  double compute_utilization = 0;

  std::int64_t folds() const { return row_folds * col_folds; }
};

// Cycles of one fold for a temporal extent T.
std::int64_t cycles_per_fold(Dataflow dataflow, ArrayShape array, std::int64_t temporal);

// Timing of one GEMM on one array. All dimensions must be >= 1.
SystolicTiming systolic_gemm(Dataflow dataflow, ArrayShape array, GemmShape gemm);

}  // namespace pmapsim::scalesim

#include "pmapsim/scalesim/systolic.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "pmapsim/errors.hpp"

namespace pmapsim::scalesim {

std::string_view dataflow_name(Dataflow dataflow) {
  switch (dataflow) {
    case Dataflow::os:
      return "os";
    case Dataflow::ws:
      return "ws";
    case Dataflow::is:
      return "is";
  }
  return "?";
}

Dataflow parse_dataflow(std::string_view text, const std::string& what) {
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (lower == "os") return Dataflow::os;
  if (lower == "ws") return Dataflow::ws;
  if (lower == "is") return Dataflow::is;
  throw Error(what + ": unknown dataflow '" + std::string(text) + "' (expected os, ws or is)");
}

std::int64_t cycles_per_fold(Dataflow dataflow, ArrayShape array, std::int64_t temporal) {
  // The stationary operand of ws and is must first be shifted into the array
  // (R more cycles); os keeps the outputs in place instead.
  const std::int64_t preload = dataflow == Dataflow::os ? 0 : array.rows;
  return preload + array.rows + array.cols + temporal - 2;
}

namespace {

Error cycles_overflow(const GemmShape& gemm, const ArrayShape& array) {
  return Error(
      fmt::format("GEMM {}x{}x{} on a {}x{} array: the cycle count is beyond the range of a 64-bit "
                  "integer",
                  gemm.m, gemm.n, gemm.k, array.rows, array.cols));
}

std::int64_t ceil_div(std::int64_t a, std::int64_t b) {
  return a / b + (a % b != 0);  // without a + b - 1, which can overflow
}

// a + b and a * b of cycle counts; Error when the result passes int64.
std::int64_t checked_add(std::int64_t a, std::int64_t b, const GemmShape& gemm, const ArrayShape& array) {
  std::int64_t sum = 0;
  if (__builtin_add_overflow(a, b, &sum)) throw cycles_overflow(gemm, array);
  return sum;
}

std::int64_t checked_mul(std::int64_t a, std::int64_t b, const GemmShape& gemm, const ArrayShape& array) {
  std::int64_t product = 0;
  if (__builtin_mul_overflow(a, b, &product)) throw cycles_overflow(gemm, array);
  return product;
}

// Used PEs of the folds along one spatial dimension, summed: every fold but
// the last uses the whole extent, the last uses the remainder.
struct FoldUse {
  std::int64_t folds = 0;
  std::int64_t full_extent = 0;
  std::int64_t last_extent = 0;
};

FoldUse fold_use(std::int64_t spatial, std::int64_t extent) {
  FoldUse use;
  use.folds = ceil_div(spatial, extent);
  use.full_extent = extent;
  use.last_extent = spatial - (use.folds - 1) * extent;
  return use;
}

// Sum over folds of the used extent (so sum over all fold pairs of
// rows_used * cols_used factorises into the product of the two sums).
double used_extent_sum(const FoldUse& use) {
  return static_cast<double>((use.folds - 1) * use.full_extent + use.last_extent);
}

}  // namespace

SystolicTiming systolic_gemm(Dataflow dataflow, ArrayShape array, GemmShape gemm) {
  if (array.rows < 1 || array.cols < 1) throw Error("systolic array must be at least 1x1");
  if (gemm.m < 1 || gemm.n < 1 || gemm.k < 1) throw Error("GEMM dimensions must be at least 1");
  SystolicTiming timing;
  switch (dataflow) {
    case Dataflow::os:
      timing.spatial_rows = gemm.m, timing.spatial_cols = gemm.n, timing.temporal = gemm.k;
      break;
    case Dataflow::ws:
      timing.spatial_rows = gemm.k, timing.spatial_cols = gemm.n, timing.temporal = gemm.m;
      break;
    case Dataflow::is:
      timing.spatial_rows = gemm.k, timing.spatial_cols = gemm.m, timing.temporal = gemm.n;
      break;
  }
  const FoldUse rows = fold_use(timing.spatial_rows, array.rows);
  const FoldUse cols = fold_use(timing.spatial_cols, array.cols);
  timing.row_folds = rows.folds;
  timing.col_folds = cols.folds;
  // cycles_per_fold's sum, checked: preload + R + C + T - 2.
  const std::int64_t preload = dataflow == Dataflow::os ? 0 : array.rows;
  timing.cycles_per_fold =
      checked_add(checked_add(checked_add(preload, array.rows, gemm, array), array.cols, gemm, array),
                  timing.temporal - 2, gemm, array);
  timing.total_cycles =
      checked_mul(checked_mul(rows.folds, cols.folds, gemm, array), timing.cycles_per_fold, gemm, array) - 1;

  // Per fold: mapping = used/(R*C), utilization = used*T/(R*C*cycles). Their
  // means over all folds only need the sum of used PEs over folds.
  const double pes = static_cast<double>(array.rows) * static_cast<double>(array.cols);
  const double folds = static_cast<double>(timing.folds());
  const double used_sum = used_extent_sum(rows) * used_extent_sum(cols);
  timing.mapping_efficiency = used_sum / (pes * folds);
  timing.compute_utilization = used_sum * static_cast<double>(timing.temporal) /
                               (pes * static_cast<double>(timing.cycles_per_fold) * folds);
  return timing;
}

}  // namespace pmapsim::scalesim

// The blocked f32 matrix product, written once over a SIMD instruction set
// (Isa) and included by each variant's translation unit (matmul_portable.cpp,
// matmul_avx2.cpp, matmul_avx512.cpp), which compiles it with its own target
// flags.
//
// Everything here has internal linkage and uses no library template: code
// compiled for AVX2 or AVX-512 must not define a symbol that the linker could
// pick for the whole program, or a CPU without those instructions would run it.
//
// Isa provides: Vec, kTile (its MatmulTile: kRows x kVectors * kLanes),
// zero(), broadcast(float), load(const float*), store(float*, Vec),
// multiply_add(a, b, acc) = acc + a * b and add(a, b).
#pragma once

#include <cstdint>

#include "matmul.hpp"

namespace pmapsim::reference {
namespace {

template <class Isa>
constexpr std::int64_t kTileCols = static_cast<std::int64_t>(Isa::kTile.vectors) * Isa::kTile.lanes;

std::int64_t tiles_of(std::int64_t count, std::int64_t tile) {
  return (count + tile - 1) / tile;
}

std::int64_t smaller_of(std::int64_t a, std::int64_t b) {
  return a < b ? a : b;
}

// Where a row tile's lhs values lie: value (r, p) at row[r][p * step]. Rows
// past m repeat row m - 1, so that every read stays inside lhs; their
// products are computed and dropped.
template <class Isa>
struct LhsTile {
  const float* row[Isa::kTile.rows];
  std::int64_t step;
};

template <class Isa>
LhsTile<Isa> lhs_tile(const MatmulProblem& problem, std::int64_t first_row) {
  LhsTile<Isa> tile;
  // Stored m x k: rows k apart, steps 1; stored k x m: rows 1 apart, steps m.
  const std::int64_t row_stride = problem.lhs_transposed ? 1 : problem.k;
  tile.step = problem.lhs_transposed ? problem.m : 1;
  for (int r = 0; r < Isa::kTile.rows; ++r) {
    tile.row[r] = problem.lhs + smaller_of(first_row + r, problem.m - 1) * row_stride;
  }
  return tile;
}

// Columns [first, first + kTileCols) of rhs, k steps of kTileCols values (columns past n are 0).
template <class Isa>
void pack_rhs_panel(const MatmulProblem& problem, std::int64_t first, float* panel) {
  constexpr std::int64_t cols = kTileCols<Isa>;
  const std::int64_t n = problem.n, k = problem.k;
  const std::int64_t valid = smaller_of(cols, n - first);
  for (std::int64_t p = 0; p < k; ++p) {
    float* step = panel + p * cols;
    if (problem.rhs_transposed) {  // stored n x k
      for (std::int64_t c = 0; c < valid; ++c) step[c] = problem.rhs[(first + c) * k + p];
    } else {
      const float* row = problem.rhs + p * n + first;
      for (std::int64_t c = 0; c < valid; ++c) step[c] = row[c];
    }
    for (std::int64_t c = valid; c < cols; ++c) step[c] = 0.0f;
  }
}

// Steps of k summed in registers before the running total takes them: a sum of
// k products then drifts by about kChunk + k / kChunk roundings, not k, as a
// blocked GEMM's (XLA's CPU dots) does, at one load, add and store a tile per
// chunk.
constexpr std::int64_t kChunk = 128;

// One kRows x kTileCols tile of the product, accumulated in registers over
// each chunk of k steps and the chunks summed in order, stored at out (row
// stride n); only rows x cols of it are kept.
template <class Isa>
void multiply_tile(const LhsTile<Isa>& lhs, const float* rhs_panel, std::int64_t k, float* out,
                   std::int64_t n, std::int64_t rows, std::int64_t cols) {
  using Vec = typename Isa::Vec;
  constexpr int kRows = Isa::kTile.rows;
  constexpr int kVectors = Isa::kTile.vectors;
  Vec acc[kRows][kVectors];
  Vec total[kRows][kVectors];
#pragma GCC unroll 16
  for (int r = 0; r < kRows; ++r) {
#pragma GCC unroll 4
    for (int v = 0; v < kVectors; ++v) total[r][v] = Isa::zero();
  }
  for (std::int64_t chunk = 0; chunk < k; chunk += kChunk) {
#pragma GCC unroll 16
    for (int r = 0; r < kRows; ++r) {
#pragma GCC unroll 4
      for (int v = 0; v < kVectors; ++v) acc[r][v] = Isa::zero();
    }
    const std::int64_t end = smaller_of(k, chunk + kChunk);
    for (std::int64_t p = chunk; p < end; ++p) {
      Vec b[kVectors];
#pragma GCC unroll 4
      for (int v = 0; v < kVectors; ++v)
        b[v] = Isa::load(rhs_panel + p * kTileCols<Isa> + v * Isa::kTile.lanes);
      const std::int64_t at = p * lhs.step;
#pragma GCC unroll 16
      for (int r = 0; r < kRows; ++r) {
        const Vec broadcast = Isa::broadcast(lhs.row[r][at]);
#pragma GCC unroll 4
        for (int v = 0; v < kVectors; ++v) acc[r][v] = Isa::multiply_add(broadcast, b[v], acc[r][v]);
      }
    }
#pragma GCC unroll 16
    for (int r = 0; r < kRows; ++r) {
#pragma GCC unroll 4
      for (int v = 0; v < kVectors; ++v) total[r][v] = Isa::add(total[r][v], acc[r][v]);
    }
  }
#pragma GCC unroll 16
  for (int r = 0; r < kRows; ++r) {
#pragma GCC unroll 4
    for (int v = 0; v < kVectors; ++v) acc[r][v] = total[r][v];
  }
  if (rows == kRows && cols == kTileCols<Isa>) {
#pragma GCC unroll 16
    for (int r = 0; r < kRows; ++r) {
#pragma GCC unroll 4
      for (int v = 0; v < kVectors; ++v) Isa::store(out + r * n + v * Isa::kTile.lanes, acc[r][v]);
    }
    return;
  }
  float edge[kRows * kTileCols<Isa>];  // a tile at the bottom or right edge
  for (int r = 0; r < kRows; ++r) {
    for (int v = 0; v < kVectors; ++v)
      Isa::store(edge + r * kTileCols<Isa> + v * Isa::kTile.lanes, acc[r][v]);
  }
  for (std::int64_t r = 0; r < rows; ++r) {
    for (std::int64_t c = 0; c < cols; ++c) out[r * n + c] = edge[r * kTileCols<Isa> + c];
  }
}

// The whole product: rhs one column panel at a time, each panel multiplied
// by every row tile of lhs (read in place) while it is in cache.
template <class Isa>
void multiply(const MatmulProblem& problem, float* rhs_panel) {
  if (problem.m == 0 || problem.n == 0) return;
  constexpr std::int64_t rows = Isa::kTile.rows;
  const std::int64_t row_tiles = tiles_of(problem.m, rows);
  for (std::int64_t first = 0; first < problem.n; first += kTileCols<Isa>) {
    pack_rhs_panel<Isa>(problem, first, rhs_panel);
    const std::int64_t cols = smaller_of(kTileCols<Isa>, problem.n - first);
    for (std::int64_t t = 0; t < row_tiles; ++t) {
      multiply_tile<Isa>(lhs_tile<Isa>(problem, t * rows), rhs_panel, problem.k,
                         problem.out + t * rows * problem.n + first, problem.n,
                         smaller_of(rows, problem.m - t * rows), cols);
    }
  }
}

}  // namespace
}  // namespace pmapsim::reference

// The f32 matrix product behind dot: one blocked kernel, compiled once for
// any CPU and, on x86-64, once each for AVX2 + FMA and for AVX-512, the
// fastest that the CPU runs chosen at run time.
//
// Every variant computes each output element the same way: a float
// accumulator, starting at 0, adds lhs[i][p] * rhs[p][j] for p in order over
// each chunk of 128 steps of k, and a running total, starting at 0, adds the
// chunks' sums in order (matmul_kernel.hpp's kChunk: about 128 + k / 128
// roundings of drift instead of k). The result therefore does not depend on the matrix
// sizes, on where an element lies in a tile, on threads or on the variant's
// tile sizes. The AVX2 and AVX-512 variants fuse each multiply-add (one
// rounding), so they agree with each other bit for bit; the portable variant
// rounds the product and the sum separately.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace pmapsim::reference {

// out (m x n, row-major) = lhs (m x k) * rhs (k x n). lhs is stored m x k
// row-major, or k x m when lhs_transposed; rhs is stored k x n, or n x k
// when rhs_transposed.
struct MatmulProblem {
  const float* lhs = nullptr;
  const float* rhs = nullptr;
  float* out = nullptr;
  std::int64_t m = 0, n = 0, k = 0;
  bool lhs_transposed = false;
  bool rhs_transposed = false;
};

// One compiled variant of the kernel. It reads lhs in place and copies rhs
// one column panel at a time into scratch the caller provides.
struct MatmulVariant {
  std::string_view name;  // "portable", "avx2", "avx512"
  std::int64_t tile_rows = 1;
  std::int64_t tile_cols = 1;
  void (*multiply)(const MatmulProblem& problem, float* rhs_panel) = nullptr;

  // The scratch multiply needs for problem: one rhs panel.
  std::int64_t rhs_panel_floats(const MatmulProblem& problem) const;
};

// The variants built into this binary that this CPU runs, the portable one first.
const std::vector<MatmulVariant>& matmul_variants();
// The fastest of them, or the one PMAPSIM_REFERENCE_MATMUL names (portable,
// avx2 or avx512) when this CPU runs it.
const MatmulVariant& matmul_variant();

// problem with the chosen variant and a per-thread scratch buffer.
void matmul_f32(const MatmulProblem& problem);
// The same with a given variant (tests compare the variants).
void matmul_f32(const MatmulProblem& problem, const MatmulVariant& variant);

// Each variant's translation unit defines only its multiply function, so
// that nothing compiled for a wider instruction set runs before the CPU is
// known to have it; the tiles are fixed here (kRows x kVectors * kLanes).
struct MatmulTile {
  int rows;
  int vectors;
  int lanes;
};
inline constexpr MatmulTile kPortableTile{6, 2, 4};
inline constexpr MatmulTile kAvx2Tile{6, 2, 8};      // 12 accumulators + 2 rhs + 1 broadcast of 16 registers
inline constexpr MatmulTile kAvx512Tile{12, 2, 16};  // 24 accumulators + 2 rhs + 1 broadcast of 32 registers
void matmul_portable(const MatmulProblem& problem, float* rhs_panel);  // matmul_portable.cpp
void matmul_avx2(const MatmulProblem& problem, float* rhs_panel);      // matmul_avx2.cpp, x86-64 only
void matmul_avx512(const MatmulProblem& problem, float* rhs_panel);    // matmul_avx512.cpp, x86-64 only

}  // namespace pmapsim::reference

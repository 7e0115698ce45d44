// The matrix product for CPUs with AVX2 and FMA (compiled with -mavx2 -mfma):
// each multiply-add fused, rounded once.
#include <immintrin.h>

#include "matmul_kernel.hpp"

namespace pmapsim::reference {
namespace {

struct Avx2 {
  using Vec = __m256;
  static constexpr MatmulTile kTile = kAvx2Tile;
  static Vec zero() { return _mm256_setzero_ps(); }
  static Vec broadcast(float value) { return _mm256_set1_ps(value); }
  static Vec load(const float* from) { return _mm256_loadu_ps(from); }
  static void store(float* to, Vec value) { _mm256_storeu_ps(to, value); }
  static Vec multiply_add(Vec a, Vec b, Vec acc) { return _mm256_fmadd_ps(a, b, acc); }
  static Vec add(Vec a, Vec b) { return _mm256_add_ps(a, b); }
};

}  // namespace

void matmul_avx2(const MatmulProblem& problem, float* rhs_panel) {
  multiply<Avx2>(problem, rhs_panel);
}

}  // namespace pmapsim::reference

// The matrix product for CPUs with AVX-512 (compiled with -mavx512f): each
// multiply-add fused, rounded once, as the AVX2 variant's.
#include <immintrin.h>

#include "matmul_kernel.hpp"

namespace pmapsim::reference {
namespace {

struct Avx512 {
  using Vec = __m512;
  static constexpr MatmulTile kTile = kAvx512Tile;
  static Vec zero() { return _mm512_setzero_ps(); }
  static Vec broadcast(float value) { return _mm512_set1_ps(value); }
  static Vec load(const float* from) { return _mm512_loadu_ps(from); }
  static void store(float* to, Vec value) { _mm512_storeu_ps(to, value); }
  static Vec multiply_add(Vec a, Vec b, Vec acc) { return _mm512_fmadd_ps(a, b, acc); }
  static Vec add(Vec a, Vec b) { return _mm512_add_ps(a, b); }
};

}  // namespace

void matmul_avx512(const MatmulProblem& problem, float* rhs_panel) {
  multiply<Avx512>(problem, rhs_panel);
}

}  // namespace pmapsim::reference

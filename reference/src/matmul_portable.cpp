// The matrix product for any CPU: 16-byte vectors of the compiler's own
// (SSE2 on x86-64), multiply and add rounded separately.
#include "matmul_kernel.hpp"

namespace pmapsim::reference {
namespace {

struct Portable {
  using Vec = float __attribute__((vector_size(16)));
  static constexpr MatmulTile kTile = kPortableTile;
  static Vec zero() { return Vec{}; }
  static Vec broadcast(float value) { return Vec{value, value, value, value}; }
  static Vec load(const float* from) {
    Vec value;
    __builtin_memcpy(&value, from, sizeof value);
    return value;
  }
  static void store(float* to, Vec value) { __builtin_memcpy(to, &value, sizeof value); }
  static Vec multiply_add(Vec a, Vec b, Vec acc) { return acc + a * b; }
  static Vec add(Vec a, Vec b) { return a + b; }
};

}  // namespace

void matmul_portable(const MatmulProblem& problem, float* rhs_panel) {
  multiply<Portable>(problem, rhs_panel);
}

}  // namespace pmapsim::reference

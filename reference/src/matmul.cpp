// Chooses the matrix product variant for this CPU and gives it scratch.
#include "matmul.hpp"

#include <cstdlib>
#include <vector>

#include "pmapsim/errors.hpp"

namespace pmapsim::reference {
namespace {

MatmulVariant variant_of(std::string_view name, const MatmulTile& tile,
                         void (*multiply)(const MatmulProblem&, float*)) {
  return MatmulVariant{name, tile.rows, static_cast<std::int64_t>(tile.vectors) * tile.lanes, multiply};
}

// The CPU checks run here, in code built for any x86-64, before any code
// built for a wider instruction set.
std::vector<MatmulVariant> variants_this_cpu_runs() {
  std::vector<MatmulVariant> variants{variant_of("portable", kPortableTile, matmul_portable)};
#ifdef PMAPSIM_MATMUL_X86_VARIANTS
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
    variants.push_back(variant_of("avx2", kAvx2Tile, matmul_avx2));
  }
  if (__builtin_cpu_supports("avx512f")) variants.push_back(variant_of("avx512", kAvx512Tile, matmul_avx512));
#endif
  return variants;
}

const MatmulVariant& chosen_variant() {
  const std::vector<MatmulVariant>& variants = matmul_variants();
  const char* wanted = std::getenv("PMAPSIM_REFERENCE_MATMUL");
  if (wanted == nullptr || *wanted == '\0') return variants.back();
  for (const MatmulVariant& variant : variants) {
    if (variant.name == wanted) return variant;
  }
  throw Error(std::string("PMAPSIM_REFERENCE_MATMUL=") + wanted +
              ": not a matrix product variant this CPU runs (portable, avx2 or avx512)");
}

}  // namespace

std::int64_t MatmulVariant::rhs_panel_floats(const MatmulProblem& problem) const {
  return tile_cols * problem.k;
}

const std::vector<MatmulVariant>& matmul_variants() {
  static const std::vector<MatmulVariant> variants = variants_this_cpu_runs();
  return variants;
}

const MatmulVariant& matmul_variant() {
  static const MatmulVariant& variant = chosen_variant();
  return variant;
}

void matmul_f32(const MatmulProblem& problem, const MatmulVariant& variant) {
  // Kept per thread across calls: a device's products reuse one buffer.
  thread_local std::vector<float> scratch;
  const auto needed = static_cast<std::size_t>(variant.rhs_panel_floats(problem));
  if (scratch.size() < needed) scratch.resize(needed);
  variant.multiply(problem, scratch.data());
}

void matmul_f32(const MatmulProblem& problem) {
  matmul_f32(problem, matmul_variant());
}

}  // namespace pmapsim::reference

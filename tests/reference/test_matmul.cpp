// The f32 matrix product's variants (reference/src/matmul.hpp) against a
// plain loop that accumulates in the same order.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string_view>
#include <utility>
#include <vector>

#include "../../reference/src/matmul.hpp"

using namespace pmapsim::reference;

namespace {

struct Case {
  std::int64_t m, n, k;
  bool lhs_transposed, rhs_transposed;
};

std::vector<float> random_floats(std::int64_t count, std::uint32_t seed) {
  std::mt19937 generator(seed);
  std::normal_distribution<float> normal;
  std::vector<float> values(static_cast<std::size_t>(count));
  for (float& value : values) value = normal(generator);
  return values;
}

// acc += lhs * rhs for p in order over each chunk of 128 steps, fused or rounded twice, and the
// chunks' sums added in order.
std::vector<float> loop_product(const MatmulProblem& problem, bool fused) {
  std::vector<float> out(static_cast<std::size_t>(problem.m * problem.n));
  for (std::int64_t i = 0; i < problem.m; ++i) {
    for (std::int64_t j = 0; j < problem.n; ++j) {
      float acc = 0.0f, total = 0.0f;
      for (std::int64_t p = 0; p < problem.k; ++p) {
        if (p > 0 && p % 128 == 0) total += std::exchange(acc, 0.0f);
        const float a =
            problem.lhs_transposed ? problem.lhs[p * problem.m + i] : problem.lhs[i * problem.k + p];
        const float b =
            problem.rhs_transposed ? problem.rhs[j * problem.k + p] : problem.rhs[p * problem.n + j];
        if (fused) {
          acc = std::fma(a, b, acc);
        } else {
          const volatile float product = a * b;  // rounded before the add
          acc = acc + product;
        }
      }
      out[static_cast<std::size_t>(i * problem.n + j)] = total + acc;
    }
  }
  return out;
}

bool same_bits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

}  // namespace

TEST_CASE("every matmul variant adds the products in order with its own rounding") {
  const std::vector<Case> cases = {
      {1, 1, 1, false, false}, {5, 7, 3, false, true},      {13, 33, 17, true, false},
      {24, 64, 0, true, true}, {37, 70, 129, false, false}, {128, 32, 128, false, true},
      {3, 100, 1, true, true}, {49, 17, 64, true, false},   {6, 40, 400, false, true}};
  REQUIRE(matmul_variants().front().name == "portable");
  for (const MatmulVariant& variant : matmul_variants()) {
    const bool fused = variant.name != "portable";
    for (const Case& c : cases) {
      INFO("variant " << variant.name << ", m " << c.m << " n " << c.n << " k " << c.k << " transposed "
                      << c.lhs_transposed << c.rhs_transposed);
      const std::vector<float> lhs = random_floats(c.m * c.k, 1), rhs = random_floats(c.k * c.n, 2);
      std::vector<float> out(static_cast<std::size_t>(c.m * c.n), -1.0f);
      MatmulProblem problem{lhs.data(), rhs.data(), out.data(),       c.m,
                            c.n,        c.k,        c.lhs_transposed, c.rhs_transposed};
      matmul_f32(problem, variant);
      CHECK(same_bits(out, loop_product(problem, fused)));
    }
  }
}

TEST_CASE("a long dot drifts far less than a running f32 sum") {
  // 2^20 products of 1e-4 (exactly 104.8576 summed in f64): a running f32 sum stalls as its
  // total grows; chunks of 128 keep each sum small.
  const std::int64_t k = std::int64_t{1} << 20;
  const std::vector<float> lhs(static_cast<std::size_t>(k), 0.01f), rhs(static_cast<std::size_t>(k), 0.01f);
  double exact = 0.0;
  float running = 0.0f;
  for (std::int64_t p = 0; p < k; ++p) {
    exact += static_cast<double>(0.01f) * static_cast<double>(0.01f);
    running = std::fma(0.01f, 0.01f, running);
  }
  for (const MatmulVariant& variant : matmul_variants()) {
    INFO("variant " << variant.name);
    float out = 0.0f;
    matmul_f32(MatmulProblem{lhs.data(), rhs.data(), &out, 1, 1, k, false, false}, variant);
    CHECK(std::abs(out - exact) * 10 < std::abs(running - exact));
  }
}

TEST_CASE("the chosen matmul variant is the widest this CPU runs unless one is named") {
  const char* named = std::getenv("PMAPSIM_REFERENCE_MATMUL");
  const std::string_view expected =
      named != nullptr && *named != '\0' ? std::string_view(named) : matmul_variants().back().name;
  CHECK(matmul_variant().name == expected);
}

// Conformance: loops, branches, general reduce, argmax and sort (jax.lax's
// while_loop/fori_loop, cond, switch, reduce, argmax, sort), expected values
// by plain loops. The CUDA backend does not run region ops yet (its compile
// refuses them); these cases say so there instead of failing.
#include <algorithm>

#include "conformance.hpp"

namespace conformance {
namespace {

bool backend_runs_regions() {
  if (runtime().backend().supports(OpCode::while_loop, DType::f32)) return true;
  WARN("backend '" << runtime().backend().kind() << "' does not run region ops; case not run");
  return false;
}

}  // namespace

TEST_CASE("fori_loop with a psum in its body, as lax.fori_loop") {
  if (!backend_runs_regions()) return;
  const std::int64_t n = devices();
  const Array x = tabulate(DType::f32, {n, 3}, [](const auto& i) { return 0.25 * (i[0] * 3 + i[1]) - 1; });
  auto f = pmap(
      [](Value v) {
        return fori_loop(0, 4, [&](Value, const Values& carry) { return Values{carry[0] + psum(v, "i")}; },
                         {zeros_like(v)})
            .front();
      },
      jax_view());
  require_values(run1(f, {x}),
                 tabulate(DType::f32, {n, 3},
                          [&](const auto& i) {
                            double acc = 0;
                            for (int trip = 0; trip < 4; ++trip) {
                              double psum = 0;
                              for (std::int64_t d = 0; d < n; ++d) psum += at(x, {d, i[1]});
                              acc += psum;
                            }
                            return acc;
                          }),
                 kF32);
}

TEST_CASE("cond and switch on the device index, as lax.cond and lax.switch") {
  if (!backend_runs_regions()) return;
  const std::int64_t n = devices();
  const Array x = counting({n, 4});
  auto branch = pmap(
      [n](Value v) {
        const Value d = axis_index("i");
        const Value low = compare(d, constant(static_cast<double>(n / 2), TensorType{DType::s32, {}}),
                                  CompareDirection::lt);
        const Value c = cond(
                            low, [&] { return Values{v * 2.0}; }, [&] { return Values{-v}; })
                            .front();
        return switch_case(d, {[&] { return Values{c}; }, [&] { return Values{c + 100.0}; }}).front();
      },
      jax_view());
  require_values(run1(branch, {x}), tabulate(DType::f32, {n, 4}, [&](const auto& i) {
                   const double v = at(x, i);
                   const double c = i[0] < n / 2 ? 2 * v : -v;
                   return i[0] == 0 ? c : c + 100;  // index >= 1 is branch 1 (the last)
                 }));
}

TEST_CASE("argmax, a max reduce and sort, as jnp.argmax, lax.reduce and lax.sort") {
  if (!backend_runs_regions()) return;
  const std::int64_t n = devices();
  const Array x = tabulate(DType::f32, {n, 3, 5}, [](const auto& i) {
    return static_cast<double>((i[0] * 7 + i[1] * 3 + i[2] * 11) % 6);  // ties included
  });
  auto best = pmap([](Value v) { return argmax(v, 1); }, jax_view());
  auto high = pmap(
      [](Value v) {
        const Value init = constant(-INFINITY, TensorType{DType::f32, {}});
        return reduce({v}, {init},
                      [](const Values& a, const Values& b) { return Values{maximum(a[0], b[0])}; }, {1})
            .front();
      },
      jax_view());
  auto sorted = pmap([](Value v) { return sort(v, 1); }, jax_view());
  const auto row = [&](std::int64_t d, std::int64_t r) {
    std::vector<double> values;
    for (std::int64_t c = 0; c < 5; ++c) values.push_back(at(x, {d, r, c}));
    return values;
  };
  require_values(
      run1(best, {x}), tabulate(DType::s32, {n, 3}, [&](const auto& i) {
        const auto values = row(i[0], i[1]);
        return static_cast<double>(std::max_element(values.begin(), values.end()) - values.begin());
      }));
  require_values(run1(high, {x}), tabulate(DType::f32, {n, 3}, [&](const auto& i) {
                   const auto values = row(i[0], i[1]);
                   return *std::max_element(values.begin(), values.end());
                 }));
  require_values(run1(sorted, {x}), tabulate(DType::f32, {n, 3, 5}, [&](const auto& i) {
                   auto values = row(i[0], i[1]);
                   std::sort(values.begin(), values.end());
                   return values[static_cast<std::size_t>(i[2])];
                 }));
}

}  // namespace conformance

// Conformance: loops, branches, calls, general reduce, argmax and sort (jax.lax's
// while_loop/fori_loop, cond, switch, nested jit, reduce, argmax, sort), expected values
// by plain loops; on every backend (the CUDA backend included), which the
// suite also checks against the reference.
#include <algorithm>
#include <numeric>

#include "conformance.hpp"

namespace conformance {

TEST_CASE("fori_loop with a psum in its body, as lax.fori_loop") {
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

TEST_CASE("nested calls with a psum and a capture, as a jax.jit inside a jitted function") {
  const std::int64_t n = devices();
  const Array x = tabulate(DType::f32, {n, 3}, [](const auto& i) { return 0.5 * i[0] - i[1]; });
  auto f = pmap(
      [](Value v) {
        const Value shift = v + 1.0;
        const auto square = [](const Values& a) { return Values{a[0] * a[0]}; };
        const auto outer = [&](const Values& args) {
          const Value squared = call("square", square, args).front();
          return Values{psum(squared, "i") + shift, -args[0]};  // shift: a capture
        };
        const Values out = call("outer", outer, {v});
        return out[0] * out[1];
      },
      jax_view());
  require_values(run1(f, {x}), tabulate(DType::f32, {n, 3}, [&](const auto& i) {
                   double total = 0;
                   for (std::int64_t d = 0; d < n; ++d) total += at(x, {d, i[1]}) * at(x, {d, i[1]});
                   return (total + at(x, i) + 1) * -at(x, i);
                 }));
}

TEST_CASE("argmax, a max reduce and sort, as jnp.argmax, lax.reduce and lax.sort") {
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

TEST_CASE("a while_loop whose trip count depends on the device, as lax.while_loop") {
  const std::int64_t n = devices();
  const Array x = tabulate(DType::f32, {n, 3}, [](const auto& i) { return 0.5 * i[1] + i[0]; });
  auto f = pmap(
      [](Value v) {
        const Value d = axis_index("i");
        const Values out =
            while_loop([&d](const Values& carry) { return compare(carry[0], d, CompareDirection::le); },
                       [&v](const Values& carry) {
                         return Values{carry[0] + 1.0, carry[1] * 2.0 + v};
                       },
                       {constant(0, TensorType{DType::s32, {}}), zeros_like(v)});
        return out[1];
      },
      jax_view());
  require_values(run1(f, {x}), tabulate(DType::f32, {n, 3}, [&](const auto& i) {
                   double acc = 0;
                   for (std::int64_t trip = 0; trip <= i[0]; ++trip) acc = acc * 2 + at(x, i);
                   return acc;
                 }));
}

TEST_CASE("sort by two keys with several operands, as lax.sort with num_keys=2") {
  const std::int64_t n = devices();
  const Shape shape{n, 4, 9};
  const Array keys =
      tabulate(DType::s32, shape, [](const auto& i) { return (i[0] + i[1] * 5 + i[2] * 7) % 3; });
  const Array minor = tabulate(DType::f32, shape, [](const auto& i) { return (i[2] * 11 + i[1]) % 4; });
  const Array payload = tabulate(DType::f32, shape, [](const auto& i) { return 100.0 * i[1] + i[2]; });
  auto f = pmap(
      [](const Values& args) {
        const Values out = sort(
            args,
            [](const Values& a) {
              const Value first = compare(a[0], a[1], CompareDirection::lt);
              const Value tie = compare(a[0], a[1], CompareDirection::eq);
              const Value second = compare(a[2], a[3], CompareDirection::gt);
              return select(tie, second, first);
            },
            1);
        return Values{out[2]};
      },
      jax_view());
  require_values(run1(f, {keys, minor, payload}), tabulate(DType::f32, {n, 4, 9}, [&](const auto& i) {
                   std::vector<std::int64_t> order(9);
                   std::iota(order.begin(), order.end(), 0);
                   std::stable_sort(order.begin(), order.end(), [&](std::int64_t a, std::int64_t b) {
                     const double ka = at(keys, {i[0], i[1], a}), kb = at(keys, {i[0], i[1], b});
                     if (ka != kb) return ka < kb;
                     return at(minor, {i[0], i[1], a}) > at(minor, {i[0], i[1], b});
                   });
                   return at(payload, {i[0], i[1], order[static_cast<std::size_t>(i[2])]});
                 }));
}

TEST_CASE("reduce with an s32 region and a two-operand min, as lax.reduce") {
  const std::int64_t n = devices();
  const Array x =
      tabulate(DType::s32, {n, 5, 6}, [](const auto& i) { return (i[0] * 3 + i[1] * 5 + i[2] * 7) % 9 - 4; });
  auto f = pmap(
      [](Value v) {
        const Value init = constant(1, TensorType{DType::s32, {}});
        // acc * 3 + x: integer arithmetic that wraps, in row-major order.
        return reduce({v}, {init}, [](const Values& a, const Values& b) { return Values{a[0] * 3.0 + b[0]}; },
                      {0, 1})
            .front();
      },
      jax_view());
  require_values(
      run1(f, {x}), tabulate(DType::s32, {n}, [&](const auto& i) {
        std::uint32_t acc = 1;
        for (std::int64_t r = 0; r < 5; ++r) {
          for (std::int64_t c = 0; c < 6; ++c)
            acc = acc * 3u + static_cast<std::uint32_t>(static_cast<std::int32_t>(at(x, {i[0], r, c})));
        }
        return static_cast<double>(static_cast<std::int32_t>(acc));
      }));
}

}  // namespace conformance

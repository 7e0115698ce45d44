// Convolution, pooling and their gradients on every backend: a small CNN
// layer (conv, relu, max-pool) per device, the max-pool gradient
// (select_and_scatter), cumsum and avg-pool (reduce_window), the weight
// gradient's batch-grouped convolution, and dot with a precision config and a
// preferred element type. Expected values are plain loops written here;
// inputs are small integers, so every sum is exact on every backend.
#include "conformance.hpp"

using namespace conformance;

namespace {

// Plain NCHW / OIHW convolution with stride 1 and symmetric padding `pad`.
double conv_at(const Array& x, const Array& w, std::int64_t d, std::int64_t b, std::int64_t o, std::int64_t y,
               std::int64_t z, std::int64_t pad) {
  double sum = 0;
  for (std::int64_t c = 0; c < w.shape()[1]; ++c) {
    for (std::int64_t r = 0; r < w.shape()[2]; ++r) {
      for (std::int64_t s = 0; s < w.shape()[3]; ++s) {
        const std::int64_t i = y + r - pad, j = z + s - pad;
        if (i < 0 || j < 0 || i >= x.shape()[3] || j >= x.shape()[4]) continue;
        sum += at(x, {d, b, c, i, j}) * at(w, {o, c, r, s});
      }
    }
  }
  return sum;
}

double small_int(std::int64_t seed) {
  return static_cast<double>((seed * 7 + 3) % 7) - 3;  // -3 .. 3
}

}  // namespace

TEST_CASE("a CNN layer: conv 3x3 same, relu, 2x2 max-pool, per device") {
  const std::int64_t n = devices();
  const Array x = tabulate(DType::f32, {n, 2, 3, 6, 6}, [](const auto& i) {
    return small_int(i[0] * 211 + i[1] * 101 + i[2] * 37 + i[3] * 6 + i[4]);
  });
  const Array w = tabulate(DType::f32, {4, 3, 3, 3}, [](const auto& i) {
    return small_int(i[0] * 27 + i[1] * 9 + i[2] * 3 + i[3] + 5);
  });
  auto f = pmap(
      [](Value images, Value kernel) {
        ConvOptions same;
        same.padding = {{1, 1}, {1, 1}};
        const Value y = conv_general_dilated(images, kernel, same);
        return max_pool(maximum(y, 0.0), {1, 1, 2, 2}, {1, 1, 2, 2});
      },
      jax_view({0, kBroadcast}));
  const Array expected = tabulate(DType::f32, {n, 2, 4, 3, 3}, [&](const auto& i) {
    double best = -1e30;
    for (std::int64_t p = 0; p < 2; ++p) {
      for (std::int64_t q = 0; q < 2; ++q) {
        best = std::max(best, std::max(0.0, conv_at(x, w, i[0], i[1], i[2], 2 * i[3] + p, 2 * i[4] + q, 1)));
      }
    }
    return best;
  });
  require_values(run1(f, {x, w}), expected);
}

TEST_CASE("max-pool gradient: select_and_scatter_add routes each cotangent to its window's first maximum") {
  const std::int64_t n = devices();
  // Ties on purpose (values mod 3) so that the first-maximum rule matters.
  const Array x = tabulate(DType::f32, {n, 5, 5}, [](const auto& i) {
    return static_cast<double>((i[0] + i[1] * 5 + i[2] * 2) % 3);
  });
  const Array g =
      tabulate(DType::f32, {n, 2, 2}, [](const auto& i) { return 1.0 + i[1] * 2 + i[2] + 10 * i[0]; });
  auto f = pmap(
      [](Value operand, Value source) {
        return select_and_scatter_add(source, operand, {3, 3}, {2, 2});
      },
      jax_view());
  Array expected = Array(DType::f32, {n, 5, 5});
  for (std::int64_t d = 0; d < n; ++d) {
    for (std::int64_t a = 0; a < 2; ++a) {
      for (std::int64_t b = 0; b < 2; ++b) {
        std::int64_t best_r = 2 * a, best_c = 2 * b;
        for (std::int64_t r = 2 * a; r < 2 * a + 3; ++r) {
          for (std::int64_t c = 2 * b; c < 2 * b + 3; ++c) {
            if (at(x, {d, r, c}) > at(x, {d, best_r, best_c})) best_r = r, best_c = c;
          }
        }
        const std::int64_t flat = ravel({d, best_r, best_c}, expected.shape());
        expected.set(flat, expected.get(flat) + at(g, {d, a, b}));
      }
    }
  }
  require_values(run1(f, {x, g}), expected);
}

TEST_CASE("reduce_window: cumsum as JAX lowers it, and avg-pool with padding") {
  const std::int64_t n = devices();
  const Array x = tabulate(DType::f32, {n, 7}, [](const auto& i) { return small_int(i[0] * 7 + i[1]); });
  auto cumsum = pmap([](Value v) { return reduce_window(v, 0.0, "add", {7}, {1}, {{6, 0}}); }, jax_view());
  const Array running = tabulate(DType::f32, {n, 7}, [&](const auto& i) {
    double sum = 0;
    for (std::int64_t k = 0; k <= i[1]; ++k) sum += at(x, {i[0], k});
    return sum;
  });
  require_values(run1(cumsum, {x}), running);
  // avg-pool, window 2 stride 2, padding [0, 1]: windows [0,1], [2,3], [4,5], [6,pad].
  auto avg = pmap([](Value v) { return avg_pool(v, {2}, {2}, {{0, 1}}); }, jax_view());
  const Array means = tabulate(DType::f32, {n, 4}, [&](const auto& i) {
    const double second = 2 * i[1] + 1 < 7 ? at(x, {i[0], 2 * i[1] + 1}) : 0.0;
    return (at(x, {i[0], 2 * i[1]}) + second) / 2;
  });
  require_values(run1(avg, {x}), means);
}

TEST_CASE("convolution: the weight gradient's form, [f,b] layouts with batch groups") {
  // JAX's kernel gradient of a depthwise-free conv: lhs [f, b, w], rhs [i, o, w] with
  // batch_group_count 2: output feature o reads input batch group o / (O / 2).
  const std::int64_t n = devices();
  const Array x = tabulate(DType::f32, {n, 2, 4, 5},
                           [](const auto& i) { return small_int(i[0] + i[1] * 3 + i[2] * 5 + i[3]); });
  const Array k =
      tabulate(DType::f32, {2, 6, 3}, [](const auto& i) { return small_int(i[0] * 2 + i[1] + i[2] * 4); });
  auto f = pmap(
      [](Value lhs, Value rhs) {
        ConvOptions grad;
        grad.lhs_spec = "CNW", grad.rhs_spec = "IOW", grad.out_spec = "CNW";
        grad.batch_group_count = 2;
        return conv_general_dilated(lhs, rhs, grad);
      },
      jax_view({0, kBroadcast}));
  // out [f=6, b=2, w=3]: batch b of group g = o / 3 is input batch g * 2 + b.
  const Array expected = tabulate(DType::f32, {n, 6, 2, 3}, [&](const auto& i) {
    const std::int64_t o = i[1], batch = (o / 3) * 2 + i[2];
    double sum = 0;
    for (std::int64_t t = 0; t < 3; ++t) {
      for (std::int64_t c = 0; c < 2; ++c) sum += at(x, {i[0], c, batch, i[3] + t}) * at(k, {c, o, t});
    }
    return sum;
  });
  require_values(run1(f, {x, k}), expected);
}

TEST_CASE("dot_general with precision HIGHEST and a preferred f32 result from bf16") {
  const std::int64_t n = devices();
  const Array a =
      tabulate(DType::bf16, {n, 3, 5}, [](const auto& i) { return small_int(i[0] + i[1] * 5 + i[2]); });
  const Array b =
      tabulate(DType::bf16, {n, 5, 2}, [](const auto& i) { return small_int(i[1] * 2 + i[2] + 1); });
  auto f = pmap(
      [](Value lhs, Value rhs) { return dot_general(lhs, rhs, {1}, {0}, {}, {}, DType::f32, "HIGHEST"); },
      jax_view());
  const Array expected = tabulate(DType::f32, {n, 3, 2}, [&](const auto& i) {
    double sum = 0;
    for (std::int64_t k = 0; k < 5; ++k) sum += at(a, {i[0], i[1], k}) * at(b, {i[0], k, i[2]});
    return sum;
  });
  require_values(run1(f, {a, b}), expected);
}

TEST_CASE("int8 x int8 -> s32: dot_general and a convolution with a preferred element type") {
  const std::int64_t n = devices();
  // Products near 127 * 127, summed past int8's range.
  const Array a = tabulate(DType::s8, {n, 2, 4}, [](const auto& i) {
    return (i[0] + i[1] + i[2]) % 2 ? 127.0 - i[2] : -128.0 + i[1];
  });
  const Array b = tabulate(DType::s8, {n, 4, 3},
                           [](const auto& i) { return (i[1] * 3 + i[2]) % 3 ? 100.0 + i[2] : -90.0 - i[0]; });
  auto dot = pmap([](Value lhs, Value rhs) { return dot_general(lhs, rhs, {1}, {0}, {}, {}, DType::s32); },
                  jax_view());
  const Array product = tabulate(DType::s32, {n, 2, 3}, [&](const auto& i) {
    double sum = 0;
    for (std::int64_t k = 0; k < 4; ++k) sum += at(a, {i[0], i[1], k}) * at(b, {i[0], k, i[2]});
    return sum;
  });
  require_values(run1(dot, {a, b}), product);
  // A 1-D convolution per device: a as [batch 1, features 2, width 4], k [filters 1, features 2, taps 3]:
  // 4 - 3 + 1 = 2 outputs.
  const Array k = tabulate(DType::s8, {n, 1, 2, 3},
                           [](const auto& i) { return i[3] == 1 ? 127.0 : -128.0 + i[2] + i[0]; });
  auto conv = pmap(
      [](Value x, Value w) {
        ConvOptions options;
        options.lhs_spec = "NCW", options.rhs_spec = "OIW", options.out_spec = "NCW";
        options.preferred_element_type = DType::s32;
        return conv_general_dilated(reshape(x, {1, 2, 4}), w, options);
      },
      jax_view());
  const Array convolved = tabulate(DType::s32, {n, 1, 1, 2}, [&](const auto& i) {
    double sum = 0;
    for (std::int64_t c = 0; c < 2; ++c) {
      for (std::int64_t t = 0; t < 3; ++t) sum += at(a, {i[0], c, i[3] + t}) * at(k, {i[0], 0, c, t});
    }
    return sum;
  });
  require_values(run1(conv, {a, k}), convolved);
}

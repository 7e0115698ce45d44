// Conformance cases for the indexing ops (slice, concatenate, pad, reverse,
// dynamic_slice, dynamic_update_slice, gather, scatter), each with its
// expected values computed here by plain loops, under jax.pmap's function
// view (each device sees its own slice of the mapped inputs).
#include "conformance.hpp"

using namespace conformance;

TEST_CASE("slice, rev, pad and concatenate compose per device") {
  const std::int64_t n = devices();
  const Array x =
      tabulate(DType::f32, {n, 4, 6}, [](const auto& i) { return i[0] * 100.0 + i[1] * 6 + i[2]; });
  // Per device: s = x[1:4:2, 0:6:2] (2x3), r = rev(s, dim 1), p = pad(r, -1, (0,1,0), (1,-1,1)) (3x5: high -1
  // drops the column r's last element would land in), out = concatenate(p, p) along dim 0 (6x5).
  auto f = pmap(
      [](Value v) {
        const Value s = slice(v, {1, 0}, {4, 6}, {2, 2});
        const Value r = rev(s, {1});
        const Value p = pad(r, constant(-1.0, TensorType{DType::f32, {}}), {{0, 1, 0}, {1, -1, 1}});
        return concatenate({p, p}, 0);
      },
      jax_view());
  const Array expected = tabulate(DType::f32, {n, 6, 5}, [&](const auto& i) {
    const std::int64_t row = i[1] % 3;
    // Column c of the padded row: c = 1 + 2 * k for r's column k (interior 1, low 1).
    if (row == 2 || i[2] % 2 == 0) return -1.0;
    const std::int64_t k = (i[2] - 1) / 2;
    const std::int64_t s_col = 2 - k;  // reversed
    return at(x, {i[0], 1 + 2 * row, 2 * s_col});
  });
  require_values(run1(f, {x}), expected);
}

TEST_CASE("dynamic_slice and dynamic_update_slice at a device-dependent, clamped start") {
  const std::int64_t n = devices();
  const Array x = tabulate(DType::s32, {n, 8}, [](const auto& i) { return i[0] * 10.0 + i[1]; });
  // Device d slices 3 elements from 2 * d (clamped to 5) and writes them back doubled at d - 1 (clamped to
  // 0).
  auto f = pmap(
      [](Value v) {
        const Value d = axis_index("i");
        const Value window = dynamic_slice(v, {d + d}, {3});
        return dynamic_update_slice(v, window + window, {d - 1});
      },
      jax_view());
  const Array expected = tabulate(DType::s32, {n, 8}, [&](const auto& i) {
    const std::int64_t from = std::min<std::int64_t>(2 * i[0], 5);
    const std::int64_t to = std::clamp<std::int64_t>(i[0] - 1, 0, 5);
    if (i[1] >= to && i[1] < to + 3) return 2 * at(x, {i[0], from + i[1] - to});
    return at(x, i);
  });
  require_values(run1(f, {x}), expected);
}

TEST_CASE("an embedding lookup as jnp.take lowers it: one gather per device, ids clamped") {
  const std::int64_t n = devices();
  const std::int64_t vocab = 11;
  const std::int64_t width = 5;
  const Array table =
      tabulate(DType::f32, {vocab, width}, [](const auto& i) { return std::cos(i[0] * 7.0 + i[1]); });
  // Ids per device, one of them past the table's end (clamped to the last row).
  const Array ids =
      tabulate(DType::s32, {n, 2, 3}, [](const auto& i) { return (i[0] * 5 + i[1] * 3 + i[2] * 4) % 13; });
  auto f = pmap([](const std::vector<Value>& a) { return std::vector<Value>{take(a[0], a[1], 0)}; },
                jax_view({kBroadcast, 0}));
  const Array expected = tabulate(DType::f32, {n, 2, 3, width}, [&](const auto& i) {
    const auto id = static_cast<std::int64_t>(at(ids, {i[0], i[1], i[2]}));
    return at(table, {std::min(id, vocab - 1), i[3]});
  });
  require_values(run1(f, {table, ids}), expected);
}

TEST_CASE("scatter_add sums duplicate rows in order, scatter_max and replace, out-of-range rows dropped") {
  const std::int64_t n = devices();
  const std::int64_t rows = 4;
  const Array ids = tabulate(DType::s32, {n, 6, 1}, [](const auto& i) { return (i[0] + i[1] * 3) % 6 - 1; });
  const Array updates =
      tabulate(DType::f32, {n, 6, 2}, [](const auto& i) { return i[0] + i[1] * 0.5 - i[2]; });
  ScatterDimensionNumbers numbers;
  numbers.update_window_dims = {1};
  numbers.inserted_window_dims = {0};
  numbers.scatter_dims_to_operand_dims = {0};
  auto f = pmap(
      [numbers](const std::vector<Value>& a) {
        const Value base = constant(1.0, TensorType{DType::f32, {4, 2}});
        return std::vector<Value>{scatter_add(base, a[0], a[1], numbers),
                                  scatter_max(base, a[0], a[1], numbers), scatter(base, a[0], a[1], numbers)};
      },
      jax_view());
  Array sums = tabulate(DType::f32, {n, rows, 2}, [](const auto&) { return 1.0; });
  Array maxima = sums;
  Array replaced = sums;
  for (std::int64_t d = 0; d < n; ++d) {
    for (std::int64_t k = 0; k < 6; ++k) {
      const auto row = static_cast<std::int64_t>(at(ids, {d, k, 0}));
      if (row < 0 || row >= rows) continue;
      for (std::int64_t c = 0; c < 2; ++c) {
        const std::int64_t flat = ravel({d, row, c}, sums.shape());
        const double u = at(updates, {d, k, c});
        sums.set(flat, sums.get(flat) + u);
        maxima.set(flat, std::max(maxima.get(flat), u));
        replaced.set(flat, u);
      }
    }
  }
  const std::vector<Array> got = run(f, {ids, updates});
  require_values(got.at(0), sums, kF32);
  require_values(got.at(1), maxima);
  require_values(got.at(2), replaced);
}

// The conformance suite: the behaviours JAX's tests/pmap_test.py checks,
// ported to pmapsim, each against expected values computed here by plain
// loops. The backend under test is PMAPSIM_CONFORMANCE_BACKEND; a backend
// other than the reference is also checked op by op against
// "reference:devices=8". A backend that is unavailable on this machine (no
// GPU), or that opens with fewer devices than PMAPSIM_CONFORMANCE_MIN_DEVICES
// ("cuda" on a machine with fewer than 8 GPUs), makes the process exit with
// 77, which ctest reports as skipped.
//
// Most cases use RankView::reducing, the function view of jax.pmap, so that
// the expected values are those of pmap_test.py; a few use the default
// rank-preserving view.
#include "conformance.hpp"

using namespace conformance;

// --- reductions over the axis --------------------------------------------------

TEST_CASE("x - psum(x) equals x - sum(x, 0), and likewise pmean, pmax, pmin") {
  const std::int64_t n = devices();
  const Array x = tabulate(DType::f32, {n, 4}, [](const auto& i) { return std::sin(1.0 + i[0] * 4 + i[1]); });
  using Reducer = std::function<Value(Value, const std::string&)>;
  const std::vector<std::pair<std::string, Reducer>> cases = {
      {"psum", [](Value v, const std::string& a) { return psum(v, a); }},
      {"pmean", [](Value v, const std::string& a) { return pmean(v, a); }},
      {"pmax", [](Value v, const std::string& a) { return pmax(v, a); }},
      {"pmin", [](Value v, const std::string& a) { return pmin(v, a); }}};
  for (const auto& [name, reducer] : cases) {
    SECTION(name) {
      auto f = pmap([reducer = reducer](Value v) { return v - reducer(v, "i"); }, jax_view());
      const Array expected = tabulate(DType::f32, {n, 4}, [&, name = name](const auto& i) {
        double sum = 0, high = -1e30, low = 1e30;
        for (std::int64_t d = 0; d < n; ++d) {
          const double v = at(x, {d, i[1]});
          sum += v;
          high = std::max(high, v);
          low = std::min(low, v);
        }
        const double reduced = name == "psum" ? sum : name == "pmean" ? sum / n : name == "pmax" ? high : low;
        return at(x, i) - reduced;
      });
      require_values(run1(f, {x}), expected, 1e-5);
    }
  }
}

TEST_CASE("psum of bool counts as int32, and pmean of bool is a float mean") {
  const std::int64_t n = devices();
  const Array flags = tabulate(DType::boolean, {n, 3}, [](const auto& i) { return (i[0] + i[1]) % 3 == 0; });
  auto count = pmap([](Value v) { return psum(v, "i"); }, jax_view());
  auto average = pmap([](Value v) { return pmean(v, "i"); }, jax_view());
  const auto column_count = [&](std::int64_t column) {
    double total = 0;
    for (std::int64_t d = 0; d < n; ++d) total += at(flags, {d, column});
    return total;
  };
  require_values(run1(count, {flags}),
                 tabulate(DType::s32, {n, 3}, [&](const auto& i) { return column_count(i[1]); }));
  require_values(run1(average, {flags}),
                 tabulate(DType::f32, {n, 3}, [&](const auto& i) { return column_count(i[1]) / n; }), kF32);
}

// --- all_gather ------------------------------------------------------------------

TEST_CASE("all_gather: plain stacks every device's value") {
  const std::int64_t n = devices();
  const Array x = counting({n, 4});
  auto f = pmap([](Value v) { return all_gather(v, "i"); }, jax_view());
  require_values(run1(f, {x}), tabulate(DType::f32, {n, n, 4}, [&](const auto& i) {
                   return at(x, {i[1], i[2]});
                 }));
}

TEST_CASE("all_gather: tiled concatenates") {
  const std::int64_t n = devices();
  const Array x = counting({n, 4});
  auto f = pmap([](Value v) { return all_gather(v, "i", 0, true); }, jax_view());
  require_values(run1(f, {x}), tabulate(DType::f32, {n, 4 * n}, [&](const auto& i) {
                   return at(x, {i[1] / 4, i[1] % 4});
                 }));
}

TEST_CASE("all_gather: negative axis stacks at the end") {
  const std::int64_t n = devices();
  const Array x = counting({n, 4});
  auto f = pmap([](Value v) { return all_gather(v, "i", -1); }, jax_view());
  require_values(run1(f, {x}), tabulate(DType::f32, {n, 4, n}, [&](const auto& i) {
                   return at(x, {i[2], i[1]});
                 }));
}

TEST_CASE("all_gather: tiled with negative axis on an (n, 4, 3) input") {
  const std::int64_t n = devices();
  const Array x = counting({n, 4, 3});
  auto f = pmap([](Value v) { return all_gather(v, "i", -1, true); }, jax_view());
  require_values(run1(f, {x}), tabulate(DType::f32, {n, 4, 3 * n}, [&](const auto& i) {
                   return at(x, {i[2] / 3, i[1], i[2] % 3});
                 }));
}

TEST_CASE("all_gather: interleaved groups gather in group order") {
  const std::int64_t n = devices();
  if (n % 2 != 0) return;
  const IntListList groups = even_odd(n);
  const Array x = counting({n, 2});
  auto f = pmap([&groups](Value v) { return all_gather(v, "i", 0, false, groups); }, jax_view());
  require_values(run1(f, {x}), tabulate(DType::f32, {n, n / 2, 2}, [&](const auto& i) {
                   const auto [members, rank] = group_of(groups, i[0]);
                   return at(x, {members[static_cast<std::size_t>(i[1])], i[2]});
                 }));
}

// --- psum_scatter ------------------------------------------------------------------

TEST_CASE("psum_scatter: plain gives device d the sum of everyone's element d") {
  const std::int64_t n = devices();
  const Array x = counting({n, n});
  auto f = pmap([](Value v) { return psum_scatter(v, "i"); }, jax_view());
  require_values(run1(f, {x}), tabulate(DType::f32, {n}, [&](const auto& i) {
                   double total = 0;
                   for (std::int64_t d = 0; d < n; ++d) total += at(x, {d, i[0]});
                   return total;
                 }));
}

TEST_CASE("psum_scatter: tiled gives device d the sum of everyone's block d") {
  const std::int64_t n = devices();
  const Array x = counting({n, 3 * n});
  auto f = pmap([](Value v) { return psum_scatter(v, "i", 0, true); }, jax_view());
  require_values(run1(f, {x}), tabulate(DType::f32, {n, 3}, [&](const auto& i) {
                   double total = 0;
                   for (std::int64_t d = 0; d < n; ++d) total += at(x, {d, i[0] * 3 + i[1]});
                   return total;
                 }));
}

TEST_CASE("psum_scatter: negative scatter dimension") {
  const std::int64_t n = devices();
  const Array x = counting({n, 3, n});
  auto f = pmap([](Value v) { return psum_scatter(v, "i", -1); }, jax_view());
  require_values(run1(f, {x}), tabulate(DType::f32, {n, 3}, [&](const auto& i) {
                   double total = 0;
                   for (std::int64_t d = 0; d < n; ++d) total += at(x, {d, i[1], i[0]});
                   return total;
                 }));
}

TEST_CASE("psum_scatter: with groups, within each group by rank") {
  const std::int64_t n = devices();
  if (n % 2 != 0) return;
  const IntListList groups = even_odd(n);
  const std::int64_t size = n / 2;
  const Array x = counting({n, size, 2});
  auto f = pmap([&groups](Value v) { return psum_scatter(v, "i", 0, false, groups); }, jax_view());
  require_values(run1(f, {x}), tabulate(DType::f32, {n, 2}, [&](const auto& i) {
                   const auto [members, rank] = group_of(groups, i[0]);
                   double total = 0;
                   for (std::int64_t member : members) total += at(x, {member, rank, i[1]});
                   return total;
                 }));
}

// --- all_to_all and pswapaxes ------------------------------------------------------

namespace {

// Untiled all_to_all on per-device (n, n) blocks of x (n, n, n): device d
// receives, from each source s, s's slice d along split_axis, placed at
// index s of a new axis at concat_axis.
Array expected_all_to_all(const Array& x, std::int64_t n, std::int64_t split, std::int64_t concat) {
  return tabulate(DType::f32, {n, n, n}, [&](const auto& i) {
    const std::int64_t device = i[0];
    const std::int64_t source = concat == 0 ? i[1] : i[2];
    const std::int64_t rest = concat == 0 ? i[2] : i[1];
    return split == 0 ? at(x, {source, device, rest}) : at(x, {source, rest, device});
  });
}

}  // namespace

TEST_CASE("all_to_all: split and concat axes in {0, 1}") {
  const std::int64_t n = devices();
  const Array x = counting({n, n, n});
  for (std::int64_t split : {0, 1}) {
    for (std::int64_t concat : {0, 1}) {
      INFO("split_axis " << split << ", concat_axis " << concat);
      auto f = pmap([=](Value v) { return all_to_all(v, "i", split, concat); }, jax_view());
      require_values(run1(f, {x}), expected_all_to_all(x, n, split, concat));
    }
  }
}

TEST_CASE("all_to_all: negative axes count from the end") {
  const std::int64_t n = devices();
  const Array x = counting({n, n, n});
  auto f = pmap([](Value v) { return all_to_all(v, "i", -1, -2); }, jax_view());
  require_values(run1(f, {x}), expected_all_to_all(x, n, 1, 0));
  auto g = pmap([](Value v) { return all_to_all(v, "i", -2, -1); }, jax_view());
  require_values(run1(g, {x}), expected_all_to_all(x, n, 0, 1));
}

TEST_CASE("all_to_all: with groups, exchanges within each group") {
  const std::int64_t n = devices();
  if (n % 2 != 0) return;
  const IntListList groups = halves(n);
  const std::int64_t size = n / 2;
  const Array x = counting({n, size, 3});
  auto f = pmap([&groups](Value v) { return all_to_all(v, "i", 0, 0, false, groups); }, jax_view());
  require_values(run1(f, {x}), tabulate(DType::f32, {n, size, 3}, [&](const auto& i) {
                   const auto [members, rank] = group_of(groups, i[0]);
                   return at(x, {members[static_cast<std::size_t>(i[1])], rank, i[2]});
                 }));
}

TEST_CASE("all_to_all: size mismatch is JAX's error") {
  const std::int64_t n = devices();
  auto f = pmap([](Value v) { return all_to_all(v, "i", 0, 0); }, jax_view());
  CHECK_THROWS_WITH(f(runtime(), counting({n, n + 1})),
                    Contains("all_to_all requires the size of the mapped axis axis_name to equal "
                             "x.shape[split_axis], but they are"));
}

TEST_CASE("pswapaxes swaps the mapped axis with an unmapped one") {
  const std::int64_t n = devices();
  const Array x = counting({n, 3, n, 5});
  auto f = pmap([](Value v) { return pswapaxes(v, "i", 1); }, jax_view());
  // np.swapaxes(x, 0, 2)
  require_values(run1(f, {x}), tabulate(DType::f32, {n, 3, n, 5}, [&](const auto& i) {
                   return at(x, {i[2], i[1], i[0], i[3]});
                 }));
}

// --- ppermute, pshuffle --------------------------------------------------------------

TEST_CASE("ppermute: a ring shift equals roll") {
  const std::int64_t n = devices();
  std::vector<std::pair<std::int64_t, std::int64_t>> ring;
  for (std::int64_t d = 0; d < n; ++d) ring.emplace_back(d, (d + 1) % n);
  auto f = pmap([&ring](Value v) { return ppermute(v, "i", ring); }, jax_view());
  const Array x = counting({n});
  require_values(run1(f, {x}),
                 tabulate(DType::f32, {n}, [&](const auto& i) { return at(x, {(i[0] + n - 1) % n}); }));
}

TEST_CASE("ppermute: a non-cyclic shift zero-fills the device no pair targets") {
  const std::int64_t n = devices();
  std::vector<std::pair<std::int64_t, std::int64_t>> shift;
  for (std::int64_t d = 0; d + 1 < n; ++d) shift.emplace_back(d, d + 1);
  auto f = pmap([&shift](Value v) { return ppermute(v, "i", shift); }, jax_view());
  const Array x = tabulate(DType::f32, {n, 2}, [](const auto& i) { return 1.0 + i[0] * 2 + i[1]; });
  require_values(run1(f, {x}), tabulate(DType::f32, {n, 2}, [&](const auto& i) {
                   return i[0] == 0 ? 0.0 : at(x, {i[0] - 1, i[1]});
                 }));
}

TEST_CASE("ppermute: perm [[1,0],[2,1],[0,2]] on [0,10,20] gives [10,20,0]") {
  auto f = pmap([](Value v) { return ppermute(v, "i", {{1, 0}, {2, 1}, {0, 2}}); }, jax_view());
  const Array x = Array::from_doubles(DType::f32, {3}, {0, 10, 20});
  require_values(run1(f, {x}), Array::from_doubles(DType::f32, {3}, {10, 20, 0}));
}

TEST_CASE("pshuffle: device i receives from perm[i]") {
  const std::int64_t n = devices();
  IntList perm(static_cast<std::size_t>(n));  // a roll by one: device d receives from d + 1
  for (std::int64_t d = 0; d < n; ++d) perm[static_cast<std::size_t>(d)] = (d + 1) % n;
  auto f = pmap([&perm](Value v) { return pshuffle(v, "i", perm); }, jax_view());
  const Array x = counting({n, 2});
  require_values(run1(f, {x}), tabulate(DType::f32, {n, 2}, [&](const auto& i) {
                   return at(x, {perm[static_cast<std::size_t>(i[0])], i[1]});
                 }));
}

TEST_CASE("pshuffle: a bad permutation is JAX's error") {
  const std::int64_t n = devices();
  auto f = pmap([](Value v) { return pshuffle(v, "i", {1, 2, 3, 1}); }, jax_view());
  CHECK_THROWS_WITH(f(runtime(), counting({std::min<std::int64_t>(n, 4), 2})),
                    "`perm` does not represent a permutation: [1, 2, 3, 1]");
}

// --- axis_index, axis_size -------------------------------------------------------------

TEST_CASE("axis_index: x + axis_index is 1 + arange(n)") {
  const std::int64_t n = devices();
  auto f = pmap([](Value v) { return v + axis_index("i"); }, jax_view());
  const Array ones = tabulate(DType::s32, {n}, [](const auto&) { return 1.0; });
  require_values(run1(f, {ones}), tabulate(DType::s32, {n}, [](const auto& i) { return 1.0 + i[0]; }));
}

TEST_CASE("axis_size is the static size of the mapped axis") {
  for (std::int64_t n : {devices(), std::int64_t{2}}) {
    std::int64_t seen = 0;
    auto f = pmap(
        [&seen](Value v) {
          seen = axis_size("i");
          return v * static_cast<double>(seen);
        },
        jax_view());
    const Array x = counting({n, 2});
    require_values(run1(f, {x}), tabulate(DType::f32, {n, 2}, [&](const auto& i) { return at(x, i) * n; }));
    CHECK(seen == n);
  }
}

// --- groups ----------------------------------------------------------------------------------

TEST_CASE("psum with even groups sums within each half") {
  const std::int64_t n = devices();
  if (n % 2 != 0) return;
  const IntListList groups = halves(n);
  auto f = pmap([&groups](Value v) { return psum(v, "i", groups); }, jax_view());
  const Array x = counting({n, 3});
  require_values(run1(f, {x}), tabulate(DType::f32, {n, 3}, [&](const auto& i) {
                   double total = 0;
                   for (std::int64_t member : group_of(groups, i[0]).first) total += at(x, {member, i[1]});
                   return total;
                 }));
}

TEST_CASE("psum with uneven groups") {
  const std::int64_t n = devices();
  if (n < 3) return;
  IntListList groups = {{0, 1}, {}};
  for (std::int64_t d = 2; d < n; ++d) groups[1].push_back(d);
  auto f = pmap([&groups](Value v) { return psum(v, "i", groups); }, jax_view());
  const Array x = counting({n, 2});
  require_values(run1(f, {x}), tabulate(DType::f32, {n, 2}, [&](const auto& i) {
                   double total = 0;
                   for (std::int64_t member : group_of(groups, i[0]).first) total += at(x, {member, i[1]});
                   return total;
                 }));
}

TEST_CASE("psum of a constant with groups multiplies by the group size") {
  const std::int64_t n = devices();
  if (n % 2 != 0) return;
  const IntListList groups = halves(n);
  auto f = pmap(
      [&groups](Value v) {
        return v - psum(constant(2.0, {DType::f32, {}}), "i", groups);
      },
      jax_view());
  const Array x = counting({n, 4});
  require_values(run1(f, {x}),
                 tabulate(DType::f32, {n, 4}, [&](const auto& i) { return at(x, i) - 2.0 * (n / 2); }));
}

// --- in_axes / out_axes ------------------------------------------------------------------------

TEST_CASE("partially mapped inputs: a broadcast argument reaches every device whole") {
  const std::int64_t n = devices();
  auto f = pmap([](Value x, Value y) { return x * y; }, jax_view({kBroadcast, 0}));
  const Array whole = Array::from_doubles(DType::f32, {3}, {1, 2, 3});
  const Array mapped = counting({n, 3});
  require_values(run1(f, {whole, mapped}), tabulate(DType::f32, {n, 3}, [&](const auto& i) {
                   return at(whole, {i[1]}) * at(mapped, i);
                 }));
  CHECK(f.last_program().params[0].type.shape == Shape{3});
}

TEST_CASE("non-zero in_axes and out_axes") {
  const std::int64_t n = devices();
  const Array x = counting({3, n});
  auto same_place = pmap([](Value v) { return v + 1.0; }, jax_view({1}, {1}));
  require_values(run1(same_place, {x}),
                 tabulate(DType::f32, {3, n}, [&](const auto& i) { return at(x, i) + 1; }));
  auto to_front = pmap([](Value v) { return v + 1.0; }, jax_view({1}, {0}));
  require_values(run1(to_front, {x}), tabulate(DType::f32, {n, 3}, [&](const auto& i) {
                   return at(x, {i[1], i[0]}) + 1;
                 }));
  auto from_end = pmap([](Value v) { return v * 2.0; }, jax_view({-1}, {-1}));
  const Array y = counting({2, 3, n});
  require_values(run1(from_end, {y}),
                 tabulate(DType::f32, {2, 3, n}, [&](const auto& i) { return at(y, i) * 2; }));
}

TEST_CASE("out_axes broadcast returns one replica") {
  const std::int64_t n = devices();
  auto f = pmap([](Value v) { return pmax(v, "i"); }, jax_view({}, {kBroadcast}));
  const Array x = tabulate(DType::f32, {n, 3}, [](const auto& i) { return (i[0] * 7 + i[1] * 3) % 5; });
  require_values(run1(f, {x}), tabulate(DType::f32, {3}, [&](const auto& i) {
                   double high = -1;
                   for (std::int64_t d = 0; d < n; ++d) high = std::max(high, at(x, {d, i[0]}));
                   return high;
                 }));
}

TEST_CASE("the rank-preserving view: the starter square example") {
  const std::int64_t n = devices();
  auto f = pmap([](Value v) { return v * v; });
  const Array x = counting({n, 4});
  require_values(run1(f, {x}),
                 tabulate(DType::f32, {n, 4}, [&](const auto& i) { return at(x, i) * at(x, i); }));
  CHECK(f.last_program().params[0].type.shape == Shape{1, 4});
}

// --- rule 30 with a ppermute halo exchange ---------------------------------------------------------

namespace {

std::vector<int> serial_rule30(std::vector<int> board) {
  const std::size_t size = board.size();
  std::vector<int> next(size);
  for (std::size_t c = 0; c < size; ++c) {
    const int left = board[(c + size - 1) % size];
    const int right = board[(c + 1) % size];
    next[c] = left ^ (board[c] | right);
  }
  return next;
}

Array constant_matrix(std::int64_t rows, std::int64_t cols,
                      const std::function<bool(std::int64_t, std::int64_t)>& one) {
  return tabulate(DType::f32, {rows, cols}, [&](const auto& i) { return one(i[0], i[1]) ? 1.0 : 0.0; });
}

// One rule-30 step on a device's slice of `width` cells (values 0/1 as f32):
// the edge cells are exchanged with the ring neighbours by ppermute, shifts
// and selections are products with constant 0/1 matrices, OR is max and XOR
// of 0/1 values is a + b - 2ab.
Value rule30_step(Value cells, std::int64_t width) {
  const std::int64_t n = axis_size("i");
  std::vector<std::pair<std::int64_t, std::int64_t>> to_right, to_left;
  for (std::int64_t d = 0; d < n; ++d) {
    to_right.emplace_back(d, (d + 1) % n);
    to_left.emplace_back((d + 1) % n, d);
  }
  const auto matvec = [](const Array& matrix, Value v) { return dot_general(constant(matrix), v, {1}, {0}); };
  const auto dotvec = [](const Array& vector, Value v) { return dot_general(constant(vector), v, {0}, {0}); };
  const Array first = tabulate(DType::f32, {width}, [](const auto& i) { return i[0] == 0 ? 1.0 : 0.0; });
  const Array last =
      tabulate(DType::f32, {width}, [width](const auto& i) { return i[0] == width - 1 ? 1.0 : 0.0; });
  const Value halo_left = ppermute(dotvec(last, cells), "i", to_right);   // the left neighbour's last cell
  const Value halo_right = ppermute(dotvec(first, cells), "i", to_left);  // the right neighbour's first cell
  const Value left = matvec(constant_matrix(width, width, [](auto r, auto c) { return c + 1 == r; }), cells) +
                     constant(first) * halo_left;
  const Value right =
      matvec(constant_matrix(width, width, [](auto r, auto c) { return c == r + 1; }), cells) +
      constant(last) * halo_right;
  const Value either = maximum(cells, right);
  return left + either - 2.0 * left * either;
}

}  // namespace

TEST_CASE("rule 30 with ppermute halo exchange matches a serial run over 9 steps") {
  const std::int64_t n = devices();
  const std::int64_t width = 5;
  const std::int64_t size = n * width;
  std::vector<int> board(static_cast<std::size_t>(size), 0);
  board[static_cast<std::size_t>(size / 2)] = 1;
  auto step = pmap([width](Value cells) { return rule30_step(cells, width); }, jax_view());
  Array sharded = tabulate(DType::f32, {n, width}, [&](const auto& i) {
    return static_cast<double>(board[static_cast<std::size_t>(i[0] * width + i[1])]);
  });
  for (int generation = 1; generation <= 9; ++generation) {
    board = serial_rule30(board);
    sharded = run1(step, {sharded});
    INFO("generation " << generation);
    require_values(sharded, tabulate(DType::f32, {n, width}, [&](const auto& i) {
                     return static_cast<double>(board[static_cast<std::size_t>(i[0] * width + i[1])]);
                   }));
  }
  CHECK(step.recordings_made() == 1);
}

// --- pmap's errors --------------------------------------------------------------------------------

TEST_CASE("pmap errors: mismatched axis sizes, too many devices, no mapped argument") {
  auto add = pmap([](Value x, Value y) { return x + y; }, jax_view());
  CHECK_THROWS_WITH(
      add(runtime(), {counting({2, 3}), counting({1, 3})}),
      "pmap got inconsistent sizes for array axes to be mapped: argument 0 of shape (2, 3) mapped "
      "along axis 0 has size 2, argument 1 of shape (1, 3) mapped along axis 0 has size 1");
  const std::int64_t too_many = runtime().device_count() + 1;
  auto square = pmap([](Value x) { return x * x; }, jax_view());
  CHECK_THROWS_WITH(square(runtime(), counting({too_many, 2})),
                    Contains(std::to_string(too_many) + " logical devices, but only " +
                             std::to_string(runtime().device_count()) + " devices are available"));
  auto unmapped = pmap([](Value x) { return x; }, jax_view({kBroadcast}));
  CHECK_THROWS_WITH(unmapped(runtime(), counting({2, 2})),
                    "pmap requires at least one argument with a mapped axis");
}

// --- every local op through pmap --------------------------------------------------------------------

namespace {

using UnaryValue = std::function<Value(Value)>;
using UnaryDouble = std::function<double(double)>;

void check_unary(const std::string& name, const UnaryValue& recorded, const UnaryDouble& expected,
                 const Array& x) {
  INFO(name);
  auto f = pmap(recorded, jax_view());
  require_values(run1(f, {x}),
                 tabulate(x.dtype(), x.shape(), [&](const auto& i) { return expected(at(x, i)); }), kF32);
}

using BinaryValue = std::function<Value(Value, Value)>;
using BinaryDouble = std::function<double(double, double)>;

void check_binary(const std::string& name, const BinaryValue& recorded, const BinaryDouble& expected,
                  const Array& a, const Array& b, DType result = DType::f32) {
  INFO(name);
  auto f = pmap(recorded, jax_view());
  require_values(run1(f, {a, b}),
                 tabulate(result, a.shape(), [&](const auto& i) { return expected(at(a, i), at(b, i)); }),
                 kF32);
}

}  // namespace

TEST_CASE("elementwise ops through pmap") {
  const std::int64_t n = devices();
  const Array a =
      tabulate(DType::f32, {n, 5}, [](const auto& i) { return 0.25 + 0.5 * i[0] + 0.125 * i[1]; });
  const Array b =
      tabulate(DType::f32, {n, 5}, [](const auto& i) { return 2.0 - 0.375 * i[1] + 0.25 * (i[0] % 3); });
  check_unary(
      "neg", [](Value v) { return -v; }, [](double v) { return -v; }, a);
  const Array signed_values =
      tabulate(DType::f32, {n, 5}, [](const auto& i) { return 1.5 - 0.5 * i[0] - 0.375 * i[1]; });
  check_unary(
      "abs", [](Value v) { return abs(v); }, [](double v) { return std::abs(v); }, signed_values);
  check_unary(
      "exp", [](Value v) { return exp(v); }, [](double v) { return std::exp(v); }, a);
  check_unary(
      "log", [](Value v) { return log(v); }, [](double v) { return std::log(v); }, a);
  check_unary(
      "tanh", [](Value v) { return tanh(v); }, [](double v) { return std::tanh(v); }, a);
  check_unary(
      "sqrt", [](Value v) { return sqrt(v); }, [](double v) { return std::sqrt(v); }, a);
  check_unary(
      "square", [](Value v) { return square(v); }, [](double v) { return v * v; }, a);
  check_unary(
      "scalar ops", [](Value v) { return (3.0 - v) * 2.0 / 4.0 + 1.0; },
      [](double v) { return (3.0 - v) * 2.0 / 4.0 + 1.0; }, a);
  check_binary(
      "add", [](Value x, Value y) { return x + y; }, [](double x, double y) { return x + y; }, a, b);
  check_binary(
      "sub", [](Value x, Value y) { return x - y; }, [](double x, double y) { return x - y; }, a, b);
  check_binary(
      "mul", [](Value x, Value y) { return x * y; }, [](double x, double y) { return x * y; }, a, b);
  check_binary(
      "div", [](Value x, Value y) { return x / y; }, [](double x, double y) { return x / y; }, a, b);
  check_binary(
      "max", [](Value x, Value y) { return maximum(x, y); },
      [](double x, double y) { return std::max(x, y); }, a, b);
  check_binary(
      "min", [](Value x, Value y) { return minimum(x, y); },
      [](double x, double y) { return std::min(x, y); }, a, b);
  const std::vector<std::pair<CompareDirection, BinaryDouble>> directions = {
      {CompareDirection::eq, [](double x, double y) { return x == y; }},
      {CompareDirection::ne, [](double x, double y) { return x != y; }},
      {CompareDirection::lt, [](double x, double y) { return x < y; }},
      {CompareDirection::le, [](double x, double y) { return x <= y; }},
      {CompareDirection::gt, [](double x, double y) { return x > y; }},
      {CompareDirection::ge, [](double x, double y) { return x >= y; }}};
  for (const auto& [direction, expected] : directions) {
    check_binary(
        "compare", [direction = direction](Value x, Value y) { return compare(x, y, direction); }, expected,
        a, b, DType::boolean);
  }
  check_binary(
      "select", [](Value x, Value y) { return select(compare(x, y, CompareDirection::lt), x, y - x); },
      [](double x, double y) { return x < y ? x : y - x; }, a, b);
}

TEST_CASE("convert through pmap: f32 to s32 truncates, s32 to f32, to bool and bf16") {
  const std::int64_t n = devices();
  const Array x = tabulate(DType::f32, {n, 4},
                           [](const auto& i) { return i[1] == 2 ? 0.0 : -2.75 + 1.5 * i[1] + 0.001 * i[0]; });
  check_unary(
      "to s32", [](Value v) { return convert(convert(v, DType::s32), DType::f32); },
      [](double v) { return std::trunc(v); }, x);
  auto to_bool = pmap([](Value v) { return convert(v, DType::boolean); }, jax_view());
  require_values(run1(to_bool, {x}),
                 tabulate(DType::boolean, {n, 4}, [&](const auto& i) { return at(x, i) != 0; }));
  auto to_bf16 = pmap([](Value v) { return convert(v, DType::bf16); }, jax_view());
  require_values(run1(to_bf16, {x}), tabulate(DType::bf16, {n, 4}, [&](const auto& i) {
                   return static_cast<double>(round_to_bf16(static_cast<float>(at(x, i))));
                 }));
}

TEST_CASE("layout ops through pmap: broadcast, reshape, transpose, expand_dims, squeeze") {
  const std::int64_t n = devices();
  const Array x = counting({n, 2, 3});
  auto bcast = pmap([](Value v) { return broadcast_in_dim(v, {4, 2, 3}, {1, 2}); }, jax_view());
  require_values(run1(bcast, {x}), tabulate(DType::f32, {n, 4, 2, 3}, [&](const auto& i) {
                   return at(x, {i[0], i[2], i[3]});
                 }));
  auto numpy_bcast = pmap([](Value v) { return broadcast_to(sum(v, {0}), {2, 3}); }, jax_view());
  require_values(run1(numpy_bcast, {x}), tabulate(DType::f32, {n, 2, 3}, [&](const auto& i) {
                   return at(x, {i[0], 0, i[2]}) + at(x, {i[0], 1, i[2]});
                 }));
  auto flat = pmap([](Value v) { return reshape(v, {3, -1}); }, jax_view());
  require_values(run1(flat, {x}), tabulate(DType::f32, {n, 3, 2}, [&](const auto& i) {
                   const std::int64_t k = i[1] * 2 + i[2];
                   return at(x, {i[0], k / 3, k % 3});
                 }));
  auto swapped = pmap([](Value v) { return transpose(v, {1, 0}); }, jax_view());
  require_values(run1(swapped, {x}), tabulate(DType::f32, {n, 3, 2}, [&](const auto& i) {
                   return at(x, {i[0], i[2], i[1]});
                 }));
  auto round_trip = pmap([](Value v) { return squeeze(expand_dims(v, -1), 2); }, jax_view());
  require_values(run1(round_trip, {x}), x);
}

TEST_CASE("reductions through pmap: sum, max, mean over negative and multiple axes") {
  const std::int64_t n = devices();
  const Array x =
      tabulate(DType::f32, {n, 3, 4}, [](const auto& i) { return std::cos(i[0] + 0.5 * i[1] + 0.3 * i[2]); });
  auto total = pmap([](Value v) { return sum(v, {-1}); }, jax_view());
  require_values(run1(total, {x}),
                 tabulate(DType::f32, {n, 3},
                          [&](const auto& i) {
                            double s = 0;
                            for (std::int64_t k = 0; k < 4; ++k) s += at(x, {i[0], i[1], k});
                            return s;
                          }),
                 1e-5);
  auto everything = pmap([](Value v) { return sum(v); }, jax_view());
  require_values(run1(everything, {x}),
                 tabulate(DType::f32, {n},
                          [&](const auto& i) {
                            double s = 0;
                            for (std::int64_t r = 0; r < 3; ++r)
                              for (std::int64_t k = 0; k < 4; ++k) s += at(x, {i[0], r, k});
                            return s;
                          }),
                 1e-5);
  auto highest = pmap([](Value v) { return max(v, {0}); }, jax_view());
  require_values(run1(highest, {x}), tabulate(DType::f32, {n, 4}, [&](const auto& i) {
                   double m = -1e30;
                   for (std::int64_t r = 0; r < 3; ++r) m = std::max(m, at(x, {i[0], r, i[1]}));
                   return m;
                 }));
  auto average = pmap([](Value v) { return mean(v, {0, 1}); }, jax_view());
  require_values(run1(average, {x}),
                 tabulate(DType::f32, {n},
                          [&](const auto& i) {
                            double s = 0;
                            for (std::int64_t r = 0; r < 3; ++r)
                              for (std::int64_t k = 0; k < 4; ++k) s += at(x, {i[0], r, k});
                            return s / 12;
                          }),
                 1e-5);
}

TEST_CASE("dot through pmap: matmul with a batch dim and dot_general with other layouts") {
  const std::int64_t n = devices();
  const Array a = tabulate(DType::f32, {n, 2, 3, 4},
                           [](const auto& i) { return 0.1 * (i[0] + 1) + 0.2 * i[1] - 0.05 * i[2] * i[3]; });
  const Array b = tabulate(DType::f32, {n, 2, 4, 5},
                           [](const auto& i) { return 0.3 - 0.1 * i[3] + 0.07 * i[2] + 0.01 * i[0]; });
  auto product = pmap([](Value x, Value y) { return matmul(x, y); }, jax_view());
  require_values(run1(product, {a, b}),
                 tabulate(DType::f32, {n, 2, 3, 5},
                          [&](const auto& i) {
                            double s = 0;
                            for (std::int64_t k = 0; k < 4; ++k)
                              s += at(a, {i[0], i[1], i[2], k}) * at(b, {i[0], i[1], k, i[3]});
                            return s;
                          }),
                 1e-5);
  // Contract a's dim 1 (size 3) with itself: (2, 3, 4) x (2, 3, 4) -> (4, 4), no batch.
  auto gram = pmap([](Value x) { return dot_general(x, x, {0, 1}, {0, 1}); }, jax_view());
  require_values(run1(gram, {a}),
                 tabulate(DType::f32, {n, 4, 4},
                          [&](const auto& i) {
                            double s = 0;
                            for (std::int64_t p = 0; p < 2; ++p)
                              for (std::int64_t q = 0; q < 3; ++q)
                                s += at(a, {i[0], p, q, i[1]}) * at(a, {i[0], p, q, i[2]});
                            return s;
                          }),
                 1e-5);
}

TEST_CASE("sources through pmap: dense constants, iota, zeros_like") {
  const std::int64_t n = devices();
  const Array table = Array::from_doubles(DType::f32, {2, 2}, {1.5, -2, 0.25, 8});
  auto f = pmap(
      [&table](Value v) {
        return v + constant(table) + convert(iota({DType::s32, {2, 2}}, 1), DType::f32) + zeros_like(v);
      },
      jax_view());
  const Array x = counting({n, 2, 2});
  require_values(run1(f, {x}), tabulate(DType::f32, {n, 2, 2}, [&](const auto& i) {
                   return at(x, i) + at(table, {i[1], i[2]}) + static_cast<double>(i[2]);
                 }));
}

// The CUDA backend's host-side planning, tested without a GPU: device
// mapping, collective path choice, launch sizing, gather plans (broadcast,
// transpose, collective layouts), reductions, GEMM plans, chunking, peak
// figures, error messages, and, where the backend itself is built
// (PMAPSIM_TEST_CUDA_BACKEND), the op table and opening the backend. The
// planning cases need only pmapsim_cuda_planning and run on every machine.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <functional>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "pmapsim/cuda/planning.hpp"
#include "pmapsim/cuda/region_program.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/ops.hpp"
#include "pmapsim/program.hpp"
#include "pmapsim/reference/backend.hpp"
#include "pmapsim/semantics/real_math.hpp"

#ifndef PMAPSIM_TEST_CUDA_BACKEND
#error "PMAPSIM_TEST_CUDA_BACKEND must say whether the CUDA backend is built (1) or not (0)"
#endif
#if PMAPSIM_TEST_CUDA_BACKEND
#include "pmapsim/cuda/backend.hpp"
#endif

using namespace pmapsim;
using namespace pmapsim::cuda;

namespace {

// Applies a gather plan on the host: out[i] = in[source_offset(i)].
std::vector<int> gather_host(const GatherPlan& plan, const std::vector<int>& in) {
  std::vector<int> out(static_cast<std::size_t>(plan.elements));
  for (std::int64_t i = 0; i < plan.elements; ++i) {
    out[static_cast<std::size_t>(i)] = in[static_cast<std::size_t>(plan.source_offset(i))];
  }
  return out;
}

std::vector<int> iota_values(int n) {
  std::vector<int> values(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) values[static_cast<std::size_t>(i)] = i;
  return values;
}

// Row-major strides and a multi-index walk, for the naive dot_general below.
std::vector<std::int64_t> strides_of(const Shape& shape) {
  std::vector<std::int64_t> strides(shape.size(), 1);
  for (std::size_t d = shape.size(); d-- > 1;) strides[d - 1] = strides[d] * shape[d];
  return strides;
}

void for_each_index(const Shape& shape, const std::function<void(const std::vector<std::int64_t>&)>& body) {
  std::vector<std::int64_t> index(shape.size(), 0);
  const std::int64_t total = num_elements(shape);
  for (std::int64_t flat = 0; flat < total; ++flat) {
    std::int64_t rest = flat;
    for (std::size_t d = shape.size(); d-- > 0;) {
      index[d] = rest % shape[d];
      rest /= shape[d];
    }
    body(index);
  }
}

struct DotCase {
  Shape lhs, rhs;
  IntList lhs_batch, rhs_batch, lhs_contract, rhs_contract;
};

// dot_general straight from its definition: result dims are batch, lhs free,
// rhs free; each result element sums over every contracting index.
std::vector<double> naive_dot(const DotCase& c, const std::vector<double>& lhs,
                              const std::vector<double>& rhs) {
  const auto is_in = [](const IntList& list, std::int64_t d) {
    return std::find(list.begin(), list.end(), d) != list.end();
  };
  IntList lhs_free, rhs_free;
  for (std::int64_t d = 0; d < static_cast<std::int64_t>(c.lhs.size()); ++d) {
    if (!is_in(c.lhs_batch, d) && !is_in(c.lhs_contract, d)) lhs_free.push_back(d);
  }
  for (std::int64_t d = 0; d < static_cast<std::int64_t>(c.rhs.size()); ++d) {
    if (!is_in(c.rhs_batch, d) && !is_in(c.rhs_contract, d)) rhs_free.push_back(d);
  }
  Shape result_shape, contract_shape;
  for (std::int64_t d : c.lhs_batch) result_shape.push_back(c.lhs[static_cast<std::size_t>(d)]);
  for (std::int64_t d : lhs_free) result_shape.push_back(c.lhs[static_cast<std::size_t>(d)]);
  for (std::int64_t d : rhs_free) result_shape.push_back(c.rhs[static_cast<std::size_t>(d)]);
  for (std::int64_t d : c.lhs_contract) contract_shape.push_back(c.lhs[static_cast<std::size_t>(d)]);
  const auto lhs_strides = strides_of(c.lhs);
  const auto rhs_strides = strides_of(c.rhs);
  std::vector<double> result;
  for_each_index(result_shape, [&](const std::vector<std::int64_t>& out) {
    double sum = 0;
    for_each_index(contract_shape, [&](const std::vector<std::int64_t>& k) {
      std::int64_t l = 0, r = 0;
      std::size_t pos = 0;
      for (std::size_t i = 0; i < c.lhs_batch.size(); ++i, ++pos) {
        l += out[pos] * lhs_strides[static_cast<std::size_t>(c.lhs_batch[i])];
        r += out[pos] * rhs_strides[static_cast<std::size_t>(c.rhs_batch[i])];
      }
      for (std::int64_t d : lhs_free) l += out[pos++] * lhs_strides[static_cast<std::size_t>(d)];
      for (std::int64_t d : rhs_free) r += out[pos++] * rhs_strides[static_cast<std::size_t>(d)];
      for (std::size_t i = 0; i < k.size(); ++i) {
        l += k[i] * lhs_strides[static_cast<std::size_t>(c.lhs_contract[i])];
        r += k[i] * rhs_strides[static_cast<std::size_t>(c.rhs_contract[i])];
      }
      sum += lhs[static_cast<std::size_t>(l)] * rhs[static_cast<std::size_t>(r)];
    });
    result.push_back(sum);
  });
  return result;
}

std::vector<double> permute_values(const std::vector<double>& values, const Shape& shape,
                                   const IntList& perm) {
  if (perm.empty()) return values;
  const GatherPlan plan = plan_transpose(shape, perm);
  std::vector<double> out(values.size());
  for (std::int64_t i = 0; i < plan.elements; ++i) {
    out[static_cast<std::size_t>(i)] = values[static_cast<std::size_t>(plan.source_offset(i))];
  }
  return out;
}

// What cuBLAS computes for one strided-batched call, by the BLAS definition
// in column-major storage: C = op(A) * op(B).
std::vector<double> emulate_cublas(const GemmPlan& p, const std::vector<double>& a,
                                   const std::vector<double>& b) {
  const std::int64_t rows = p.n, cols = p.m, depth = p.k;  // the call's m, n, k
  std::vector<double> c(static_cast<std::size_t>(p.batch * p.stride_c));
  for (std::int64_t batch = 0; batch < p.batch; ++batch) {
    const double* a0 = a.data() + batch * p.stride_a;
    const double* b0 = b.data() + batch * p.stride_b;
    for (std::int64_t i = 0; i < rows; ++i) {
      for (std::int64_t j = 0; j < cols; ++j) {
        double sum = 0;
        for (std::int64_t q = 0; q < depth; ++q) {
          const double op_a = p.transpose_a ? a0[q + i * p.lda] : a0[i + q * p.lda];
          const double op_b = p.transpose_b ? b0[j + q * p.ldb] : b0[q + j * p.ldb];
          sum += op_a * op_b;
        }
        c[static_cast<std::size_t>(batch * p.stride_c + i + j * p.ldc)] = sum;
      }
    }
  }
  return c;
}

std::vector<double> counting(const Shape& shape, double scale) {
  std::vector<double> values(static_cast<std::size_t>(num_elements(shape)));
  for (std::size_t i = 0; i < values.size(); ++i) values[i] = static_cast<double>((i * 7) % 11) * scale - 2.0;
  return values;
}

}  // namespace

TEST_CASE("logical devices spread round-robin over the GPUs") {
  const auto one_gpu = map_logical_devices(8, 1);
  REQUIRE(one_gpu.size() == 8);
  for (int i = 0; i < 8; ++i) CHECK(one_gpu[static_cast<std::size_t>(i)] == LogicalDevice{i, 0, i});

  const auto three_gpus = map_logical_devices(8, 3);
  const std::vector<int> gpus = {0, 1, 2, 0, 1, 2, 0, 1};
  const std::vector<int> streams = {0, 0, 0, 1, 1, 1, 2, 2};
  for (std::size_t i = 0; i < 8; ++i) {
    CHECK(three_gpus[i].gpu == gpus[i]);
    CHECK(three_gpus[i].stream == streams[i]);
  }
  CHECK(map_logical_devices(2, 4) == std::vector<LogicalDevice>{{0, 0, 0}, {1, 1, 0}});
  CHECK_THROWS_AS(map_logical_devices(0, 1), Error);
  CHECK_THROWS_AS(map_logical_devices(4, 0), Error);
}

TEST_CASE("collectives take NCCL only when every device has its own GPU") {
  CHECK(choose_collective_path(map_logical_devices(4, 4), true) == CollectivePath::nccl);
  CHECK(choose_collective_path(map_logical_devices(4, 4), false) == CollectivePath::own_kernels);
  CHECK(choose_collective_path(map_logical_devices(8, 1), true) == CollectivePath::own_kernels);
  CHECK(choose_collective_path(map_logical_devices(8, 4), true) == CollectivePath::own_kernels);
  CHECK(choose_collective_path(map_logical_devices(1, 1), true) == CollectivePath::own_kernels);
  CHECK(std::string(collective_path_name(CollectivePath::nccl)) == "nccl");
}

TEST_CASE("grid-stride launches fill the SMs without exceeding the work") {
  CHECK(plan_grid_stride_launch(0, 132).blocks == 1);
  CHECK(plan_grid_stride_launch(1000, 132).blocks == 4);  // ceil(1000 / 256)
  CHECK(plan_grid_stride_launch(1000, 132).threads == 256);
  CHECK(plan_grid_stride_launch(std::int64_t{1} << 30, 132).blocks == 132 * 8);
  CHECK(plan_grid_stride_launch(512, 0, 128).blocks == 4);
}

TEST_CASE("transpose and broadcast gathers") {
  // [[0,1,2],[3,4,5]] transposed is [[0,3],[1,4],[2,5]].
  CHECK(gather_host(plan_transpose({2, 3}, {1, 0}), iota_values(6)) == std::vector<int>{0, 3, 1, 4, 2, 5});
  // A (2,3,4) array with perm (2,0,1): out[c][a][b] = in[a][b][c].
  const GatherPlan rotate = plan_transpose({2, 3, 4}, {2, 0, 1});
  const auto rotated = gather_host(rotate, iota_values(24));
  CHECK(rotated[0] == 0);
  CHECK(rotated[1] == 4);    // out[0][0][1] = in[0][1][0]
  CHECK(rotated[6] == 1);    // out[1][0][0] = in[0][0][1]
  CHECK(rotated[23] == 23);  // out[3][1][2] = in[1][2][3]
  CHECK(plan_transpose({2, 3, 4}, {0, 1, 2}).is_identity());
  CHECK_FALSE(rotate.is_identity());

  // [10, 20] (values 0, 1) broadcast along a new leading dim of 3.
  CHECK(gather_host(plan_broadcast({2}, {3, 2}, {1}), {0, 1}) == std::vector<int>{0, 1, 0, 1, 0, 1});
  // A column (2,1) stretched to (2,3).
  CHECK(gather_host(plan_broadcast({2, 1}, {2, 3}, {0, 1}), {5, 6}) == std::vector<int>{5, 5, 5, 6, 6, 6});
  // A scalar to (2,2).
  CHECK(gather_host(plan_broadcast({}, {2, 2}, {}), {9}) == std::vector<int>{9, 9, 9, 9});
  // Reshape-like broadcasts are plain copies.
  CHECK(plan_broadcast({4}, {1, 4}, {1}).is_identity());
  CHECK_THROWS_AS(plan_broadcast({3}, {4}, {0}), Error);
  CHECK_THROWS_AS(plan_transpose({2, 3}, {0}), Error);
}

TEST_CASE("split-to-stack and stack-to-concat are the collectives' layout moves") {
  // [[0..5],[6..11]] split along axis 1 into 3 chunks of width 2.
  const GatherPlan split = plan_split_to_stack({2, 6}, 1, 3);
  const std::vector<int> stacked = gather_host(split, iota_values(12));
  CHECK(stacked == std::vector<int>{0, 1, 6, 7, 2, 3, 8, 9, 4, 5, 10, 11});
  // Concatenating the chunks along axis 1 gives the original back.
  CHECK(gather_host(plan_stack_to_concat({2, 2}, 1, 3), stacked) == iota_values(12));
  // all_gather of three (2,2) blocks 0..3, 4..7, 8..11 along axis 1.
  CHECK(gather_host(plan_stack_to_concat({2, 2}, 1, 3), iota_values(12)) ==
        std::vector<int>{0, 1, 4, 5, 8, 9, 2, 3, 6, 7, 10, 11});
  // Along axis 0 the stack already is the concatenation.
  CHECK(plan_stack_to_concat({2, 2}, 0, 3).is_identity());
  CHECK(plan_split_to_stack({6, 2}, 0, 3).is_identity());
  CHECK_THROWS_AS(plan_split_to_stack({2, 5}, 1, 3), Error);
}

TEST_CASE("coalescing merges dims that move together") {
  const GatherPlan plan = plan_transpose({2, 3, 4, 5}, {0, 1, 3, 2});
  CHECK(plan.rank == 3);  // dims 0 and 1 merge
  CHECK(plan.out_shape[0] == 6);
  CHECK(coalesce(plan).rank == 3);
  // Ranks beyond kMaxRank are fine when their dims merge.
  Shape wide(10, 2);
  IntList same(10);
  for (std::size_t i = 0; i < 10; ++i) same[i] = static_cast<std::int64_t>(i);
  CHECK(plan_transpose(wide, same).is_identity());
}

// Sums a row-major array over `axes` straight from the definition.
std::vector<double> naive_reduce_sum(const Shape& shape, const std::vector<double>& values,
                                     const IntList& axes) {
  Shape kept_shape;
  for (std::size_t d = 0; d < shape.size(); ++d) {
    if (std::find(axes.begin(), axes.end(), static_cast<std::int64_t>(d)) == axes.end())
      kept_shape.push_back(shape[d]);
  }
  std::vector<double> out(static_cast<std::size_t>(num_elements(kept_shape)), 0.0);
  const auto kept_strides = strides_of(kept_shape);
  std::size_t flat = 0;
  for_each_index(shape, [&](const std::vector<std::int64_t>& index) {
    std::int64_t o = 0;
    std::size_t k = 0;
    for (std::size_t d = 0; d < shape.size(); ++d) {
      if (std::find(axes.begin(), axes.end(), static_cast<std::int64_t>(d)) != axes.end()) continue;
      o += index[d] * kept_strides[k++];
    }
    out[static_cast<std::size_t>(o)] += values[flat++];
  });
  return out;
}

// What the reduction kernels compute from a plan: [outer, reduced, inner]
// (after the plan's transpose), each output summed over the reduced run in
// the launch's splits, then the splits' partials combined.
std::vector<double> planned_reduce_sum(const Shape& shape, const std::vector<double>& values,
                                       const IntList& axes, int sm_count) {
  const ReductionPlan plan = plan_reduction(shape, axes);
  const std::vector<double> rows = plan.needs_transpose ? permute_values(values, shape, plan.perm) : values;
  const ReduceLaunch launch = plan_reduce_launch(plan.outer, plan.reduced, plan.inner, sm_count);
  std::vector<double> out(static_cast<std::size_t>(plan.outer * plan.inner), 0.0);
  for (std::int64_t o = 0; o < plan.outer; ++o) {
    for (std::int64_t i = 0; i < plan.inner; ++i) {
      double total = 0;
      for (std::int64_t split = 0; split < launch.splits; ++split) {
        double partial = 0;
        const std::int64_t begin = split * launch.split_length;
        const std::int64_t end = std::min(plan.reduced, begin + launch.split_length);
        for (std::int64_t r = begin; r < end; ++r)
          partial += rows[static_cast<std::size_t>((o * plan.reduced + r) * plan.inner + i)];
        total += partial;
      }
      out[static_cast<std::size_t>(o * plan.inner + i)] = total;
    }
  }
  return out;
}

TEST_CASE("reductions read a run of reduced axes in place and transpose only split runs") {
  const ReductionPlan middle = plan_reduction({2, 3, 4}, {1});
  CHECK_FALSE(middle.needs_transpose);
  CHECK(middle.outer == 2);
  CHECK(middle.reduced == 3);
  CHECK(middle.inner == 4);
  const ReductionPlan trailing = plan_reduction({2, 3, 4}, {2, 1});
  CHECK_FALSE(trailing.needs_transpose);
  CHECK(trailing.outer == 2);
  CHECK(trailing.reduced == 12);
  CHECK(trailing.inner == 1);
  const ReductionPlan leading = plan_reduction({4, 5}, {0});
  CHECK_FALSE(leading.needs_transpose);
  CHECK(leading.outer == 1);
  CHECK(leading.reduced == 4);
  CHECK(leading.inner == 5);
  // A size-1 kept dim between reduced ones does not split the run.
  const ReductionPlan unit_between = plan_reduction({2, 1, 3}, {0, 2});
  CHECK_FALSE(unit_between.needs_transpose);
  CHECK(unit_between.reduced == 6);
  // A kept dim of size 3 between reduced ones does: kept dims first, then rows.
  const ReductionPlan split_run = plan_reduction({2, 3, 4}, {0, 2});
  CHECK(split_run.needs_transpose);
  CHECK(split_run.perm == IntList{1, 0, 2});
  CHECK(split_run.outer == 3);
  CHECK(split_run.reduced == 8);
  CHECK_THROWS_AS(plan_reduction({2, 3}, {2}), Error);

  // Every axis set of a rank-4 array, with and without splits, sums as the definition.
  const Shape shape{3, 1, 4, 5};
  const auto values = counting(shape, 1.0);
  for (int mask = 0; mask < 16; ++mask) {
    IntList axes;
    for (int d = 0; d < 4; ++d) {
      if (mask & (1 << d)) axes.push_back(d);
    }
    CAPTURE(mask);
    const auto want = naive_reduce_sum(shape, values, axes);
    CHECK(planned_reduce_sum(shape, values, axes, 132) == want);
    CHECK(planned_reduce_sum(shape, values, axes, 1) == want);
  }
}

TEST_CASE("a reduction to few outputs is split over enough blocks to fill the GPU") {
  const int sms = 132;
  // A full reduction of 2^26 elements: one row, split so every SM gets blocks.
  const ReduceLaunch full = plan_reduce_launch(1, std::int64_t{1} << 26, 1, sms);
  CHECK(full.kernel == ReduceKernel::rows_per_block);
  CHECK(full.launch.blocks >= static_cast<unsigned>(sms) * 8);
  CHECK(full.splits * full.split_length >= (std::int64_t{1} << 26));
  CHECK((full.splits - 1) * full.split_length < (std::int64_t{1} << 26));
  CHECK(reduce_partial_bytes(full, 1, 1) == full.splits * 4);
  // Many long rows fill the GPU as they are: no split, no partials.
  const ReduceLaunch rows = plan_reduce_launch(100000, 1000, 1, sms);
  CHECK(rows.kernel == ReduceKernel::rows_per_warp);
  CHECK(rows.splits == 1);
  CHECK(reduce_partial_bytes(rows, 100000, 1) == 0);
  CHECK(rows.launch.blocks == static_cast<unsigned>(sms) * 32);
  // Rows too long for a warp, or too few to give every SM warps: a block per row.
  CHECK(plan_reduce_launch(100000, kWarpRowLimit + 1, 1, sms).kernel == ReduceKernel::rows_per_block);
  CHECK(plan_reduce_launch(1000, 1000, 1, sms).kernel == ReduceKernel::rows_per_block);
  // Short rows: a thread per row.
  CHECK(plan_reduce_launch(1000, 10, 1, sms).kernel == ReduceKernel::rows_per_thread);
  // A leading-axis reduction of [2^20, 256]: 8 column tiles, split along the rows.
  const ReduceLaunch columns = plan_reduce_launch(1, std::int64_t{1} << 20, 256, sms);
  CHECK(columns.kernel == ReduceKernel::columns);
  CHECK(columns.column_tiles == 8);
  CHECK(columns.launch.blocks >= static_cast<unsigned>(sms) * 8);
  CHECK(columns.splits > 1);
  // The combining pass never splits again.
  CHECK(plan_reduce_launch(1, columns.splits, 256, sms, false).splits == 1);
  // Short reduced runs are not split (each thread would read almost nothing).
  CHECK(plan_reduce_launch(1, 64, 256, sms).splits == 1);
}

TEST_CASE("column lanes cover one contiguous run per warp") {
  CHECK(column_lanes(100).columns == 32);
  CHECK(column_lanes(100).row_lanes == 1);
  CHECK(column_lanes(4).columns == 4);
  CHECK(column_lanes(4).row_lanes == 8);  // 8 rows of 4 columns: 32 adjacent elements
  CHECK(column_lanes(3).columns == 3);
  CHECK(column_lanes(3).row_lanes == 10);  // 30 of 32 lanes busy
}

TEST_CASE("GEMM plans reproduce dot_general through the cuBLAS call") {
  const std::vector<DotCase> cases = {
      {{3, 4}, {4, 5}, {}, {}, {1}, {0}},                      // plain matmul
      {{4, 3}, {4, 5}, {}, {}, {0}, {0}},                      // lhs contracted first: k-major, no copy
      {{3, 4}, {5, 4}, {}, {}, {1}, {1}},                      // rhs contracted last: n-major, no copy
      {{2, 3, 4}, {2, 4, 5}, {0}, {0}, {2}, {1}},              // batched
      {{3, 2, 4}, {4, 5, 2}, {1}, {2}, {2}, {0}},              // batch dims in the middle: transposes
      {{2, 3, 4, 2}, {4, 2, 2, 3}, {0}, {2}, {2, 3}, {0, 1}},  // two contracting dims
      {{4}, {4}, {}, {}, {0}, {0}},                            // inner product
      {{3}, {5}, {}, {}, {}, {}},                              // outer product
  };
  for (const DotCase& c : cases) {
    CAPTURE(shape_string(c.lhs), shape_string(c.rhs));
    const auto lhs = counting(c.lhs, 0.5);
    const auto rhs = counting(c.rhs, 0.25);
    const GemmPlan plan = plan_gemm(c.lhs, c.rhs, c.lhs_batch, c.rhs_batch, c.lhs_contract, c.rhs_contract);
    const auto lhs_gemm = permute_values(lhs, c.lhs, plan.lhs_perm);
    const auto rhs_gemm = permute_values(rhs, c.rhs, plan.rhs_perm);
    const auto want = naive_dot(c, lhs, rhs);
    // The call's first matrix is the rhs buffer, its second the lhs buffer.
    const auto got = emulate_cublas(plan, rhs_gemm, lhs_gemm);
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 0; i < want.size(); ++i) CHECK(got[i] == Approx(want[i]));
  }
  const GemmPlan k_major = plan_gemm({4, 3}, {4, 5}, {}, {}, {0}, {0});
  CHECK(k_major.lhs_k_major);
  CHECK(k_major.lhs_perm.empty());
  const GemmPlan middle = plan_gemm({3, 2, 4}, {4, 5, 2}, {1}, {2}, {2}, {0});
  CHECK(middle.lhs_perm == IntList{1, 0, 2});
  CHECK(middle.rhs_perm == IntList{2, 0, 1});
  CHECK_THROWS_AS(plan_gemm({3, 4}, {4, 5}, {0}, {}, {1}, {0}), Error);
}

TEST_CASE("a gather cursor walks any stride without dividing and matches the plan's offsets") {
  const std::vector<GatherPlan> plans = {
      plan_transpose({2, 3, 4}, {2, 0, 1}), plan_broadcast({2, 1}, {2, 3}, {0, 1}),
      plan_split_to_stack({2, 6}, 1, 3), plan_transpose({5, 7}, {1, 0}), plan_broadcast({}, {4}, {})};
  for (const GatherPlan& plan : plans) {
    for (std::int64_t step : {1, 3, 7, 256, 100000}) {
      CAPTURE(plan.rank, step);
      std::vector<int> visits(static_cast<std::size_t>(plan.elements), 0);
      for (std::int64_t first = 0; first < std::min(step, plan.elements); ++first) {
        GatherCursor cursor;
        cursor.start(plan, first, step);
        while (cursor.index < plan.elements) {
          CHECK(cursor.offset == plan.source_offset(cursor.index));
          ++visits[static_cast<std::size_t>(cursor.index)];
          cursor.advance(plan, step);
        }
      }
      CHECK(std::all_of(visits.begin(), visits.end(), [](int v) { return v == 1; }));
    }
  }
}

TEST_CASE("transposes of the input's fast dim go through shared-memory tiles") {
  // (64, 48) transposed: read along the input rows, write along the output rows.
  const GatherPlan plan = plan_transpose({64, 48}, {1, 0});
  const TiledTranspose tiled = plan_tiled_transpose(plan);
  REQUIRE(tiled.use);
  CHECK(tiled.column_dim == 0);
  CHECK(tiled.tiles_rows == 2);     // 64 / 32
  CHECK(tiled.tiles_columns == 2);  // 48 / 32, rounded up
  CHECK(tiled.batches == 1);
  CHECK_FALSE(plan_tiled_transpose(plan_transpose({2, 3, 4}, {2, 0, 1})).use);  // too small for tiles
  CHECK_FALSE(plan_tiled_transpose(plan_broadcast({40}, {40, 40}, {0})).use);  // a broadcast, not a transpose
  CHECK_FALSE(plan_tiled_transpose(plan_transpose({40, 40}, {0, 1})).use);     // a copy

  // The kernel's walk, tile by tile, writes every output element once from its source.
  for (const auto& [shape, perm] : std::vector<std::pair<Shape, IntList>>{{{64, 48}, {1, 0}},
                                                                          {{5, 40, 33}, {0, 2, 1}},
                                                                          {{9, 3, 50, 16}, {3, 1, 0, 2}},
                                                                          {{20, 3, 45}, {2, 1, 0}}}) {
    CAPTURE(shape_string(shape));
    const GatherPlan p = plan_transpose(shape, perm);
    const TiledTranspose t = plan_tiled_transpose(p);
    REQUIRE(t.use);
    const auto in = iota_values(static_cast<int>(p.elements));
    std::vector<int> out(static_cast<std::size_t>(p.elements), -1);
    const std::int64_t columns = p.out_shape[t.column_dim];
    const std::int64_t rows = p.out_shape[p.rank - 1];
    for (std::int64_t tile = 0; tile < t.batches * t.tiles_columns * t.tiles_rows; ++tile) {
      const TileOrigin origin = tile_origin(p, t, tile);
      for (std::int64_t j = 0; j < kTransposeTile; ++j) {
        for (std::int64_t x = 0; x < kTransposeTile; ++x) {
          const std::int64_t c = origin.column0 + x, r = origin.row0 + j;
          if (c >= columns || r >= rows) continue;
          const std::int64_t o = origin.out_base + c * origin.out_column_stride + r;
          CHECK(out[static_cast<std::size_t>(o)] == -1);
          out[static_cast<std::size_t>(o)] =
              in[static_cast<std::size_t>(origin.in_base + c + r * p.in_strides[p.rank - 1])];
        }
      }
    }
    CHECK(out == gather_host(p, in));
  }
}

// Emulates the member kernels: out_r[i] from the members' buffers.
std::vector<std::vector<int>> member_gather_host(const MemberGather& gather,
                                                 const std::vector<std::vector<int>>& inputs,
                                                 std::int64_t outputs, bool sum) {
  std::vector<std::vector<int>> out(static_cast<std::size_t>(outputs));
  for (std::int64_t r = 0; r < outputs; ++r) {
    GatherCursor cursor;
    cursor.start(gather.plan, 0, 1);
    for (; cursor.index < gather.plan.elements; cursor.advance(gather.plan, 1)) {
      const std::int64_t at = r * gather.rank_offset + cursor.offset;
      int value = 0;
      if (sum) {
        for (const auto& input : inputs) value += input[static_cast<std::size_t>(at)];
      } else {
        const std::int64_t member = gather.select_dim >= 0 ? cursor.coordinate_at(gather.select_dim) : 0;
        value = inputs[static_cast<std::size_t>(member)][static_cast<std::size_t>(at)];
      }
      out[static_cast<std::size_t>(r)].push_back(value);
    }
  }
  return out;
}

std::vector<int> offset_values(int n, int base) {
  std::vector<int> values = iota_values(n);
  for (int& v : values) v += base;
  return values;
}

// A widened gather run over packets of `factor` elements: packet p of the
// output is packet (source offset of p) of the input.
std::vector<int> wide_gather_host(const WideGather& wide, const std::vector<int>& in) {
  std::vector<int> out;
  for (std::int64_t p = 0; p < wide.plan.elements; ++p) {
    const std::int64_t source = wide.plan.source_offset(p) * wide.factor;
    for (std::int64_t k = 0; k < wide.factor; ++k) out.push_back(in[static_cast<std::size_t>(source + k)]);
  }
  return out;
}

TEST_CASE("gathers whose last dim is contiguous move wide elements with the same values") {
  // A row broadcast to 3 rows: 8 floats a row, packets of 4.
  const GatherPlan rows = plan_broadcast({8}, {3, 8}, {1});
  const WideGather wide_rows = widen_gather(rows, 4);
  CHECK(wide_rows.factor == 4);
  CHECK(wide_rows.plan.elements == 6);
  CHECK(wide_gather_host(wide_rows, iota_values(8)) == gather_host(rows, iota_values(8)));
  // Chunks of 2 columns of a 6-wide source: only pairs fit.
  const GatherPlan chunks = plan_split_to_stack({3, 6}, 1, 3);
  const WideGather wide_chunks = widen_gather(chunks, 4);
  CHECK(wide_chunks.factor == 2);
  CHECK(wide_gather_host(wide_chunks, iota_values(18)) == gather_host(chunks, iota_values(18)));
  // A transpose reads its last dim strided: no widening.
  CHECK(widen_gather(plan_transpose({4, 8}, {1, 0}), 4).factor == 1);
  // An odd last dim: no widening; max_factor 1: none asked for.
  CHECK(widen_gather(plan_broadcast({7}, {3, 7}, {1}), 4).factor == 1);
  CHECK(widen_gather(rows, 1).factor == 1);

  // all_gather of (2, 8) blocks along axis 1: each member's row of 8 is two packets.
  std::vector<std::vector<int>> inputs;
  for (int m = 0; m < 3; ++m) inputs.push_back(offset_values(16, 100 * m));
  const MemberGather gathered = plan_all_gather({2, 8}, 1, 3);
  const WideMemberGather wide_gathered = widen_member_gather(gathered, 4);
  CHECK(wide_gathered.factor == 4);
  std::vector<std::vector<int>> packed_inputs;
  for (const auto& input : inputs) {
    std::vector<int> packets;
    for (std::size_t i = 0; i < input.size(); i += 4)
      packets.push_back(static_cast<int>(i / 4) + 1000 * input[0]);
    packed_inputs.push_back(packets);
  }
  // Packet q of member m stands for elements [4q, 4q + 4) of member m.
  const auto packets = member_gather_host(wide_gathered.gather, packed_inputs, 1, false)[0];
  std::vector<int> unpacked;
  for (int packet : packets) {
    const int member = packet / 1000 / 100;
    for (int k = 0; k < 4; ++k)
      unpacked.push_back(
          inputs[static_cast<std::size_t>(member)][static_cast<std::size_t>(packet % 1000 * 4 + k)]);
  }
  CHECK(unpacked == member_gather_host(gathered, inputs, 1, false)[0]);
  // Members chosen by the last dim, or offsets that are not whole packets: no widening.
  CHECK(widen_member_gather(plan_all_gather({2, 1}, 1, 3), 4).factor == 1);
  CHECK(widen_member_gather(plan_scatter_chunks({2, 9}, 1, 3), 4).factor == 1);
  CHECK(widen_member_gather(plan_scatter_chunks({2, 6}, 1, 3), 4).factor == 2);
}

TEST_CASE("one-launch collectives on one GPU read the members' buffers in place") {
  // Three members, each a (2, 6) block of 100 * member + i.
  std::vector<std::vector<int>> inputs;
  for (int m = 0; m < 3; ++m) inputs.push_back(offset_values(12, 100 * m));

  // all_gather along axis 1: rows are [m0 row, m1 row, m2 row].
  const auto gathered = member_gather_host(plan_all_gather({2, 6}, 1, 3), inputs, 1, false);
  CHECK(gathered[0] == std::vector<int>{0,   1,   2,   3,   4,   5,   100, 101, 102, 103, 104, 105,
                                        200, 201, 202, 203, 204, 205, 6,   7,   8,   9,   10,  11,
                                        106, 107, 108, 109, 110, 111, 206, 207, 208, 209, 210, 211});
  // Along axis 0 the blocks follow each other.
  const auto stacked = member_gather_host(plan_all_gather({2, 6}, 0, 3), inputs, 1, false);
  CHECK(stacked[0] == [&] {
    std::vector<int> all;
    for (const auto& input : inputs) all.insert(all.end(), input.begin(), input.end());
    return all;
  }());

  // psum_scatter along axis 1: member r gets columns [2r, 2r + 2) of the sum.
  const auto scattered = member_gather_host(plan_scatter_chunks({2, 6}, 1, 3), inputs, 3, true);
  CHECK(scattered[0] == std::vector<int>{300, 303, 318, 321});
  CHECK(scattered[1] == std::vector<int>{306, 309, 324, 327});
  CHECK(scattered[2] == std::vector<int>{312, 315, 330, 333});

  // all_to_all split along axis 1, concatenated along axis 0: member r gets
  // chunk r (2 columns) of every member, stacked in member order.
  const auto exchanged = member_gather_host(plan_all_to_all({2, 6}, 1, 0, 3), inputs, 3, false);
  CHECK(exchanged[1] == std::vector<int>{2, 3, 8, 9, 102, 103, 108, 109, 202, 203, 208, 209});
  // Split and concatenated along the same axis: member r gets chunk r of each member, side by side.
  const auto same_axis = member_gather_host(plan_all_to_all({2, 6}, 1, 1, 3), inputs, 3, false);
  CHECK(same_axis[2] == std::vector<int>{4, 5, 104, 105, 204, 205, 10, 11, 110, 111, 210, 211});
  // Split along axis 0 (3 rows of a (3, 2) block), concatenated along axis 1.
  std::vector<std::vector<int>> tall;
  for (int m = 0; m < 3; ++m) tall.push_back(offset_values(6, 100 * m));
  const auto wide = member_gather_host(plan_all_to_all({3, 2}, 0, 1, 3), tall, 3, false);
  CHECK(wide[0] == std::vector<int>{0, 1, 100, 101, 200, 201});
  CHECK(wide[2] == std::vector<int>{4, 5, 104, 105, 204, 205});

  // Elementwise: every member's element i.
  const auto summed = member_gather_host(plan_members_elementwise(12), inputs, 1, true);
  CHECK(summed[0][5] == 5 + 105 + 205);
  CHECK_THROWS_AS(plan_scatter_chunks({2, 5}, 1, 3), Error);
  CHECK_THROWS_AS(plan_all_to_all({2, 5}, 1, 0, 3), Error);
}

TEST_CASE("elementwise kernels move 16 bytes of their widest operand per step") {
  CHECK(vector_elements(4) == 4);   // f32, s32
  CHECK(vector_elements(2) == 8);   // bf16
  CHECK(vector_elements(1) == 16);  // bool
}

TEST_CASE("f32 dot precision follows JAX's names, exact by default") {
  CHECK(parse_dot_precision("highest") == DotPrecision::highest);
  CHECK(parse_dot_precision("float32") == DotPrecision::highest);
  CHECK(parse_dot_precision("high") == DotPrecision::high);
  CHECK(parse_dot_precision("bfloat16_3x") == DotPrecision::high);
  CHECK(parse_dot_precision("default") == DotPrecision::tf32);
  CHECK(parse_dot_precision("tensorfloat32") == DotPrecision::tf32);
  CHECK_THROWS_WITH(parse_dot_precision("fast"), Catch::Contains("precision 'fast' is not one of"));
  CHECK(gemm_calls_per_dot(DotPrecision::high) == 3);
  CHECK(gemm_calls_per_dot(DotPrecision::highest) == 1);
  CHECK(std::string(dot_precision_name(DotPrecision::tf32)) == "default (tf32)");
}

TEST_CASE("values are released at their last use, results never") {
  const Program program = parse_program(R"(
pmap @life axis=i devices=1 (%x: f32[4], %y: f32[4], %unused: f32[4]) {
  %0 = add %x, %y : f32[4]
  %1 = mul %0, %x : f32[4]
  %2 = neg %x : f32[4]
  return %1
}
)");
  // Ids: %x 0, %y 1, %unused 2, %0 3, %1 4, %2 5.
  const auto releases = plan_releases(program, false);
  REQUIRE(releases.size() == 3);
  CHECK(releases[0] == std::vector<ValueId>{1, 2});  // %y read last here; %unused never read
  CHECK(releases[1] == std::vector<ValueId>{3});     // %0
  CHECK(releases[2] == std::vector<ValueId>{0, 5});  // %x, and %2 which nothing reads
  for (const auto& at : plan_releases(program, true)) CHECK(at.empty());
}

TEST_CASE("collectives chunk large arrays into bounded pieces") {
  CHECK(plan_chunks(10, 4, 16) == std::vector<Chunk>{{0, 4}, {4, 4}, {8, 2}});
  CHECK(plan_chunks(3, 4, 2) == std::vector<Chunk>{{0, 1}, {1, 1}, {2, 1}});
  CHECK(plan_chunks(0, 4, 16).empty());
  CHECK(plan_chunks(8, 2, 1 << 20) == std::vector<Chunk>{{0, 8}});
  CHECK_THROWS_AS(plan_chunks(8, 0, 16), Error);
}

TEST_CASE("peak figures from device attributes") {
  // An H100 SXM: 132 SMs at 1.98 GHz, HBM3 at 2.619 GHz on a 5120-bit bus.
  const PeakFigures h100 = peak_figures(9, 0, 132, 1980000, 2619000, 5120);
  CHECK(h100.flops_per_s == Approx(4096.0 * 132 * 1.98e9));
  CHECK(h100.hbm_bytes_per_s == Approx(2 * 2.619e9 * 640));
  const PeakFigures a100 = peak_figures(8, 0, 108, 1410000, 1215000, 5120);
  CHECK(a100.flops_per_s == Approx(312e12).epsilon(0.01));
  CHECK(peak_figures(7, 5, 40, 1590000, 5001000, 256).flops_per_s == 0);  // not derivable
}

TEST_CASE("failed calls name the call, the status, the op and the device") {
  CHECK(call_failure_message("cublasGemmEx", "CUBLAS_STATUS_NOT_SUPPORTED", "dot", 2) ==
        "cublasGemmEx failed (CUBLAS_STATUS_NOT_SUPPORTED) in dot on device 2");
  CHECK(call_name("cudaMallocAsync(&data, bytes, stream)") == "cudaMallocAsync");
  CHECK(call_name("::ncclGroupEnd()") == "ncclGroupEnd");
}

// The CUDA kernel table is checked on every machine, without nvcc: each op of
// the op table must have its row (`local(OpCode::NAME, ...)`,
// `collective(OpCode::NAME, ...)` or `control(OpCode::NAME, ...)`) in the files that build the table
// (ops.cpp, collectives.cpp and the op families' own files such as indexing.cpp and complex.cpp). Where
// the backend is built, the next case checks the table itself.
TEST_CASE("the CUDA kernel table's source has a row for every op") {
  std::string source;
  for (const char* file :
       {"cuda/src/ops.cpp", "cuda/src/collectives.cpp", "cuda/src/indexing.cpp", "cuda/src/complex.cpp"}) {
    std::ifstream in(std::string(PMAPSIM_SOURCE_DIR) + "/" + file);
    REQUIRE(in);
    source.append(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  // The real unary ops' rows come from their list (pmapsim/semantics/real_math.hpp).
  REQUIRE(source.find("PMAPSIM_REAL_UNARY_OPS(PMAPSIM_REAL_UNARY_ROW)") != std::string::npos);
  REQUIRE(source.find("#define PMAPSIM_REAL_UNARY_ROW(name) local(OpCode::name,") != std::string::npos);
  std::set<std::string> listed;
#define PMAPSIM_LISTED(name) listed.insert(#name);
  PMAPSIM_REAL_UNARY_OPS(PMAPSIM_LISTED)
#undef PMAPSIM_LISTED
  for (int i = 0; i < pmapsim::kNumOps; ++i) {
    const std::string name(pmapsim::op_name(static_cast<pmapsim::OpCode>(i)));
    if (listed.count(name)) continue;
    // Ops named by C++ keywords (not, and, ...) are enumerators with a trailing _.
    const auto has = [&](const std::string& enumerator) {
      return source.find("local(OpCode::" + enumerator + ",") != std::string::npos ||
             source.find("collective(OpCode::" + enumerator + ",") != std::string::npos ||
             source.find("control(OpCode::" + enumerator + ",") != std::string::npos;
    };
    const bool has_row = has(name) || has(name + "_");
    INFO("op " << name);
    CHECK(has_row);
  }
}

// --- the general reduce and sort's region interpreter, on the host -------------

namespace {

// The interpreter's result for instruction `index` (a reduce or a sort):
// `values` holds every value of the program by id (the reference's run), and
// the emulation lays the operands out as the backend does, then runs the
// kernels' per-element functions in a plain loop.
// A sort merges runs longer than `chunk` in chunks; `diverged_runs` counts the
// runs whose chunks were not one merge (merged again whole).
std::vector<Array> emulate_region_op(const Program& program, std::size_t index,
                                     const std::vector<Array>& values, bool in_runs = false,
                                     std::int32_t chunk = kSortChunk, std::int64_t* diverged_runs = nullptr) {
  const Instruction& ins = program.body[index];
  const ValueId id = program.instruction_value(index);
  const Scope scope(program);
  std::vector<ValueId> captures;
  ScalarProgram steps = compile_scalar_region(
      ins, id, [&scope](ValueId v) { return scope.type_of(v); }, captures);
  for (std::size_t k = 0; k < captures.size(); ++k) steps.capture[k] = values[captures[k]].raw();
  std::vector<Array> results;
  for (std::size_t j = 0; j < ins.result_count(); ++j)
    results.emplace_back(ins.result_type(j).dtype, ins.result_type(j).shape);
  const auto operand = [&](std::size_t k) -> const Array& { return values[ins.operands[k]]; };
  if (ins.op == OpCode::reduce) {
    const std::size_t n = ins.operands.size() / 2;
    const ReductionPlan plan = plan_reduction(operand(0).shape(), ins.attrs.int_list("dims"));
    RegionReduce reduce;
    reduce.operands = static_cast<int>(n);
    reduce.outer = plan.outer;
    reduce.reduced = plan.reduced;
    reduce.inner = plan.inner;
    std::vector<Array> moved;  // transposed inputs, as the backend's gather makes them
    for (std::size_t j = 0; j < n; ++j) {
      const Array& input = operand(j);
      const std::size_t bytes = dtype_size(input.dtype());
      if (plan.needs_transpose) {
        const GatherPlan gather = plan_transpose(input.shape(), plan.perm);
        Array out(input.dtype(), Shape(gather.out_shape, gather.out_shape + gather.rank));
        for (std::int64_t i = 0; i < gather.elements; ++i)
          std::memcpy(out.raw() + i * bytes, input.raw() + gather.source_offset(i) * bytes, bytes);
        moved.push_back(std::move(out));
      }
      reduce.input[j] = plan.needs_transpose ? moved.back().raw() : input.raw();
      reduce.init[j] = operand(n + j).raw();
      reduce.output[j] = results[j].raw();
      reduce.input_bytes[j] = static_cast<std::uint8_t>(bytes);
      reduce.acc_bytes[j] = static_cast<std::uint8_t>(dtype_size(results[j].dtype()));
    }
    if (in_runs) {
      // The runs kernel's schedule: every thread's run, then the rounds of pairwise combines.
      scalar::Bits regs[kMaxScalarRegisters];
      scalar::preload(steps, regs);
      const int filled = scalar::runs_filled(reduce);
      for (std::int64_t o = 0; o < plan.outer * plan.inner; ++o) {
        std::vector<scalar::Bits> partial(static_cast<std::size_t>(filled));
        for (int t = 0; t < filled; ++t)
          partial[static_cast<std::size_t>(t)] = scalar::reduce_run(steps, reduce, o, t, regs);
        for (int stride = 1; stride < filled; stride *= 2) {
          for (int t = 0; t + stride < filled; t += 2 * stride) {
            const auto at = static_cast<std::size_t>(t);
            partial[at] =
                scalar::combine(steps, partial[at], partial[at + static_cast<std::size_t>(stride)], regs);
          }
        }
        const scalar::Bits init = scalar::load(reduce.init[0], 0, reduce.acc_bytes[0]);
        scalar::store(reduce.output[0], o, reduce.acc_bytes[0],
                      scalar::combine(steps, init, partial[0], regs));
      }
      return results;
    }
    for (std::int64_t o = 0; o < plan.outer * plan.inner; ++o) scalar::reduce_element(steps, reduce, o);
    return results;
  }
  const Shape& shape = operand(0).shape();
  const auto dimension = static_cast<std::size_t>(ins.attrs.integer("dimension"));
  RegionSort sort;
  sort.operands = static_cast<int>(ins.operands.size());
  sort.length = shape[dimension];
  sort.inner = 1;
  for (std::size_t d = dimension + 1; d < shape.size(); ++d) sort.inner *= shape[d];
  sort.outer = num_elements(shape) / (sort.length * sort.inner);
  sort.levels = scalar::sort_levels(sort.length);
  sort.chunk = chunk;
  std::vector<std::int32_t> order(static_cast<std::size_t>(num_elements(shape))), scratch(order.size());
  std::vector<std::int32_t> path(static_cast<std::size_t>(scalar::sort_path_entries(sort)));
  std::vector<std::int32_t> diverged(static_cast<std::size_t>(scalar::sort_run_flags(sort)));
  sort.order = order.data();
  sort.scratch = scratch.data();
  sort.path = path.data();
  sort.diverged = diverged.data();
  for (std::size_t j = 0; j < ins.operands.size(); ++j) {
    sort.input[j] = operand(j).raw();
    sort.output[j] = results[j].raw();
    sort.bytes[j] = static_cast<std::uint8_t>(dtype_size(operand(j).dtype()));
  }
  // The kernels' schedule: positions, the levels deepest first, the gather.
  const std::int64_t rows = sort.outer * sort.inner;
  for (std::int64_t i = 0; i < rows * sort.length; ++i) scalar::sort_start(sort, i);
  for (int depth = sort.levels - 1; depth >= 0; --depth) {
    const std::int64_t runs = rows << depth;
    const std::int64_t chunks = scalar::sort_chunks(sort, depth);
    if (chunks == 1) {
      for (std::int64_t thread = 0; thread < runs; ++thread)
        scalar::sort_merge_run(steps, sort, depth, thread, false);
      continue;
    }
    for (std::int64_t i = 0; i < runs * (chunks + 1); ++i) scalar::sort_split(steps, sort, depth, i);
    for (std::int64_t i = 0; i < runs * chunks; ++i) scalar::sort_merge_chunk(steps, sort, depth, i);
    for (std::int64_t thread = 0; thread < runs; ++thread) {
      if (diverged_runs != nullptr) *diverged_runs += diverged[static_cast<std::size_t>(thread)];
      scalar::sort_merge_run(steps, sort, depth, thread, true);
    }
  }
  for (std::int64_t i = 0; i < rows * sort.length; ++i) scalar::sort_gather(sort, i);
  return results;
}

Array random_of(const TensorType& type, std::uint64_t seed) {
  if (is_floating(type.dtype)) return random_normal(type.shape, seed, type.dtype);
  if (type.dtype == DType::boolean) return random_integers(type.shape, seed, 0, 2).astype(DType::boolean);
  const std::int64_t low = is_signed_integer(type.dtype) ? -20 : 0;
  return random_integers(type.shape, seed, low, 40).astype(type.dtype);
}

// Every reduce and sort of the program, emulated, equals the reference's
// result bit for bit (an associative reduce both ways: one thread per
// result and in runs). Returns how many reduces were checked in runs.
int check_region_ops(const std::string& text, std::int64_t* diverged_runs = nullptr) {
  int folded_in_runs = 0;
  const Program program = parse_program(text);
  std::vector<Array> args;
  for (std::size_t p = 0; p < program.params.size(); ++p)
    args.push_back(random_of(program.params[p].type, 11 + p));
  auto reference = reference::open_backend(BackendSpec::parse("reference:devices=1"));
  RunOptions options;
  options.keep_intermediates = true;
  options.profile = false;
  const RunResult run = reference->compile(program)->run({args}, options);
  std::vector<Array> values = args;
  for (const Array& value : run.intermediates.at(0)) values.push_back(value);
  int checked = 0;
  for (std::size_t index = 0; index < program.body.size(); ++index) {
    const Instruction& ins = program.body[index];
    if (ins.op != OpCode::reduce && ins.op != OpCode::sort) continue;
    const auto compare = [&](const std::vector<Array>& got, const char* path) {
      for (std::size_t j = 0; j < got.size(); ++j) {
        const Array& want = values[static_cast<std::size_t>(program.instruction_value(index)) + j];
        INFO(program.name << " instruction " << index << " (" << op_name(ins.op) << ", " << path
                          << ") result " << j << ": got " << got[j] << ", want " << want);
        REQUIRE(want.byte_size() == got[j].byte_size());
        CHECK(std::memcmp(want.raw(), got[j].raw(), want.byte_size()) == 0);
      }
    };
    compare(emulate_region_op(program, index, values), "one thread per result");
    if (ins.op == OpCode::sort) {
      // Chunks of a few outputs: the merge-path splits on every level that merges more.
      for (const std::int32_t chunk : {1, 2, 3, 7}) {
        INFO("chunks of " << chunk);
        compare(emulate_region_op(program, index, values, false, chunk, diverged_runs), "chunked merges");
      }
    }
    const Scope scope(program);
    std::vector<ValueId> captures;
    const bool associative =
        ins.op == OpCode::reduce &&
        compile_scalar_region(
            ins, program.instruction_value(index), [&scope](ValueId v) { return scope.type_of(v); }, captures)
            .associative;
    if (associative) {
      compare(emulate_region_op(program, index, values, true), "runs");
      ++folded_in_runs;
    }
    ++checked;
  }
  CHECK(checked > 0);
  return folded_in_runs;
}

}  // namespace

TEST_CASE("the region interpreter's reduce equals the reference bit for bit") {
  check_region_ops(R"(
pmap @reduces axis=i devices=1 (%x: f32[4,33,5], %n: s32[6,7], %y: f64[3,9], %h: bf16[5,40], %u: u8[8,3], %scale: f32[]) {
  %z = constant {value=0.0} : f32[]
  %sum = reduce %x, %z {dims=[0,2]} : f32[33] (%a: f32[], %b: f32[]) {
    %r = add %b, %a : f32[]
    return %r
  }
  %ninf = constant {value=-inf} : f32[]
  %top = reduce %x, %ninf {dims=[1]} : f32[4,5] (%a: f32[], %b: f32[]) {
    %r = max %a, %b : f32[]
    return %r
  }
  %one = constant {value=1} : s32[]
  %prod = reduce %n, %one {dims=[0]} : s32[7] (%a: s32[], %b: s32[]) {
    %t = mul %a, %b : s32[]
    %w = add %t, %b : s32[]
    return %w
  }
  %idx = iota {dimension=1} : s32[4,33,5]
  %zero = constant {value=0} : s32[]
  %best, %at = reduce %x, %idx, %ninf, %zero {dims=[1]} : f32[4,5], s32[4,5] (%av: f32[], %ai: s32[], %bv: f32[], %bi: s32[]) {
    %gt = compare %av, %bv {direction=gt} : bool[]
    %eq = compare %av, %bv {direction=eq} : bool[]
    %lower = compare %ai, %bi {direction=lt} : bool[]
    %tie = and %eq, %lower : bool[]
    %keep = or %gt, %tie : bool[]
    %v = select %keep, %av, %bv : f32[]
    %i = select %keep, %ai, %bi : s32[]
    return %v, %i
  }
  %big = constant {value=1e300} : f64[]
  %low = reduce %y, %big {dims=[1]} : f64[3] (%a: f64[], %b: f64[]) {
    %r = min %a, %b : f64[]
    return %r
  }
  %hz = constant {value=0.0} : bf16[]
  %hsum = reduce %h, %hz {dims=[1]} : bf16[5] (%a: bf16[], %b: bf16[]) {
    %r = add %a, %b : bf16[]
    return %r
  }
  %u0 = constant {value=0} : u8[]
  %usum = reduce %u, %u0 {dims=[0]} : u8[3] (%a: u8[], %b: u8[]) {
    %s = sub %a, %b : u8[]
    return %s
  }
  %nz = constant {value=0} : s32[6,7]
  %pos = compare %n, %nz {direction=gt} : bool[6,7]
  %t = constant {value=1} : bool[]
  %all = reduce %pos, %t {dims=[1]} : bool[6] (%a: bool[], %b: bool[]) {
    %r = and %a, %b : bool[]
    return %r
  }
  %scaled = reduce %x, %z {dims=[2]} : f32[4,33] (%a: f32[], %b: f32[]) {
    %m = mul %b, %scale : f32[]
    %r = add %a, %m : f32[]
    return %r
  }
  return %sum, %top, %prod, %best, %at, %low, %hsum, %usum, %all, %scaled
})");
}

TEST_CASE("the region interpreter's steps compute as the reference in every dtype") {
  check_region_ops(R"(
pmap @steps axis=i devices=1 (%a: f16[4,9], %b: s8[4,9], %c: u64[4,9], %d: s64[4,9], %e: f64[4,9], %f: u16[4,9], %g: bf16[4,9], %k: s16[4,9], %m: u32[4,9]) {
  %fz = constant {value=0.0} : f16[]
  %r0 = reduce %a, %fz {dims=[1]} : f16[4] (%p: f16[], %q: f16[]) {
    %sq = mul %q, %q : f16[]
    %s = sub %p, %sq : f16[]
    %n = neg %s : f16[]
    %x = max %n, %p : f16[]
    %y = div %x, %q : f16[]
    return %y
  }
  %bz = constant {value=1} : s8[]
  %r1 = reduce %b, %bz {dims=[1]} : s8[4] (%p: s8[], %q: s8[]) {
    %ml = mul %p, %q : s8[]
    %dv = div %ml, %q : s8[]
    %x = xor %dv, %q : s8[]
    %ab = abs %x : s8[]
    %s = add %ab, %ml : s8[]
    return %s
  }
  %cz = constant {value=7} : u64[]
  %r2 = reduce %c, %cz {dims=[1]} : u64[4] (%p: u64[], %q: u64[]) {
    %s = sub %q, %p : u64[]
    %dv = div %p, %q : u64[]
    %o = or %s, %dv : u64[]
    %n = not %o : u64[]
    %mn = min %n, %s : u64[]
    return %mn
  }
  %dz = constant {value=-3} : s64[]
  %r3 = reduce %d, %dz {dims=[1]} : s64[4] (%p: s64[], %q: s64[]) {
    %ml = mul %p, %q : s64[]
    %cv = convert %ml : f32[]
    %h = convert %cv : bf16[]
    %back = convert %h : s64[]
    %s = sub %back, %q : s64[]
    return %s
  }
  %ez = constant {value=0.5} : f64[]
  %r4 = reduce %e, %ez {dims=[1]} : f64[4] (%p: f64[], %q: f64[]) {
    %dv = div %p, %q : f64[]
    %cmp = compare %dv, %q {direction=ge} : bool[]
    %mx = max %p, %q : f64[]
    %sel = select %cmp, %dv, %mx : f64[]
    %cv = convert %sel : s32[]
    %back = convert %cv : f64[]
    %s = add %back, %sel : f64[]
    return %s
  }
  %uz = constant {value=1} : u16[]
  %r5 = reduce %f, %uz {dims=[1]} : u16[4] (%p: u16[], %q: u16[]) {
    %ml = mul %p, %q : u16[]
    %n = sub %q, %ml : u16[]
    %cv = convert %n : f16[]
    %bu = convert %cv : u16[]
    %x = xor %bu, %q : u16[]
    return %x
  }
  %gz = constant {value=0} : bf16[]
  %r6 = reduce %g, %gz {dims=[1]} : bf16[4] (%p: bf16[], %q: bf16[]) {
    %a1 = abs %q : bf16[]
    %s = add %p, %a1 : bf16[]
    %c8 = convert %s : f16[]
    %c9 = convert %c8 : bf16[]
    %mn = min %c9, %s : bf16[]
    return %mn
  }
  %kz = constant {value=5} : s16[]
  %r7 = reduce %k, %kz {dims=[1]} : s16[4] (%p: s16[], %q: s16[]) {
    %ml = mul %p, %q : s16[]
    %cv = convert %ml : s8[]
    %w = convert %cv : s16[]
    %n = neg %w : s16[]
    %mx = max %n, %q : s16[]
    %cm = compare %mx, %p {direction=ne} : bool[]
    %nb = not %cm : bool[]
    %sel = select %nb, %p, %mx : s16[]
    return %sel
  }
  %mz = constant {value=3} : u32[]
  %r8 = reduce %m, %mz {dims=[1]} : u32[4] (%p: u32[], %q: u32[]) {
    %ml = mul %p, %q : u32[]
    %cv = convert %ml : f32[]
    %hf = convert %cv : f64[]
    %bk = convert %hf : u32[]
    %an = and %bk, %ml : u32[]
    %bc = bitcast_convert %an : s32[]
    %ng = neg %bc : s32[]
    %bb = bitcast_convert %ng : u32[]
    return %bb
  }
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8
})");
}

TEST_CASE("the region interpreter's NaN and signed-zero rules are the reference's") {
  // The one-op max (the reference's fold) and a general region doing the
  // same max (elementwise max: NaN via a + b); zeros of both signs tie.
  check_region_ops(R"(
pmap @nans axis=i devices=1 (%unused: f32[1]) {
  %v = constant {values=[1.0, nan, -0.0, 0.0, 2.0, -nan, 0.0, -0.0, -0.0, 0.0, 0.0, -0.0, 3.0, 1.0, nan, 2.0]} : f32[4,4]
  %ninf = constant {value=-inf} : f32[]
  %fold = reduce %v, %ninf {dims=[1]} : f32[4] (%a: f32[], %b: f32[]) {
    %r = max %b, %a : f32[]
    return %r
  }
  %inf = constant {value=inf} : f32[]
  %foldmin = reduce %v, %inf {dims=[1]} : f32[4] (%a: f32[], %b: f32[]) {
    %r = min %a, %b : f32[]
    return %r
  }
  %general = reduce %v, %ninf {dims=[1]} : f32[4] (%a: f32[], %b: f32[]) {
    %r = max %a, %b : f32[]
    %s = reshape %r : f32[]
    return %s
  }
  %w = convert %v : f64[4,4]
  %dinf = constant {value=-inf} : f64[]
  %wide = reduce %w, %dinf {dims=[1]} : f64[4] (%a: f64[], %b: f64[]) {
    %r = max %a, %b : f64[]
    return %r
  }
  %sorted = sort %v {dimension=1, is_stable=1} : f32[4,4] (%a: f32[], %b: f32[]) {
    %lt = compare %a, %b {direction=lt} : bool[]
    return %lt
  }
  return %fold, %foldmin, %general, %wide, %sorted
})");
}

TEST_CASE("the region interpreter's sort equals the reference's merge sort") {
  // Strict weak orders (ties included): every chunk's merge-path split is right.
  std::int64_t diverged = 0;
  check_region_ops(R"(
pmap @sorts axis=i devices=1 (%x: f32[3,37,4], %k: s32[5,64], %v: f32[5,64], %h: bf16[300], %pd: f64[2,7,3], %pe: s64[2,7,3]) {
  %up = sort %x {dimension=1, is_stable=1} : f32[3,37,4] (%a: f32[], %b: f32[]) {
    %lt = compare %a, %b {direction=lt} : bool[]
    return %lt
  }
  %idx = iota {dimension=0} : s32[300]
  %down, %from = sort %h, %idx {dimension=0, is_stable=1} : bf16[300], s32[300] (%a: bf16[], %b: bf16[], %c: s32[], %d: s32[]) {
    %gt = compare %a, %b {direction=gt} : bool[]
    return %gt
  }
  %three = constant {value=3} : s32[5,64]
  %few = div %k, %three : s32[5,64]
  %sk, %sv = sort %few, %v {dimension=1} : s32[5,64], f32[5,64] (%a: s32[], %b: s32[], %c: f32[], %d: f32[]) {
    %lt = compare %a, %b {direction=lt} : bool[]
    %eq = compare %a, %b {direction=eq} : bool[]
    %gt = compare %c, %d {direction=gt} : bool[]
    %tie = select %eq, %gt, %eq : bool[]
    %before = select %lt, %lt, %tie : bool[]
    return %before
  }
  %sd, %se = sort %pd, %pe {dimension=0} : f64[2,7,3], s64[2,7,3] (%a: f64[], %b: f64[], %c: s64[], %f: s64[]) {
    %ge = compare %c, %f {direction=ge} : bool[]
    return %ge
  }
  return %up, %down, %from, %sk, %sv, %sd, %se
})",
                   &diverged);
  CHECK(diverged == 0);
}

TEST_CASE("the region interpreter's shifts and bit counts are the reference's") {
  check_region_ops(R"(
pmap @bits axis=i devices=1 (%a: s32[4,9], %b: u8[4,9], %c: s64[4,9], %d: u16[4,9], %e: s8[4,9]) {
  %az = constant {value=-7} : s32[]
  %r0 = reduce %a, %az {dims=[1]} : s32[4] (%p: s32[], %q: s32[]) {
    %l = shift_left %p, %q : s32[]
    %r = shift_right_arithmetic %p, %q : s32[]
    %g = shift_right_logical %l, %q : s32[]
    %x = xor %l, %r : s32[]
    %o = or %x, %g : s32[]
    %n = popcnt %o : s32[]
    %z = count_leading_zeros %q : s32[]
    %s = add %o, %n : s32[]
    %t = add %s, %z : s32[]
    return %t
  }
  %bz = constant {value=200} : u8[]
  %r1 = reduce %b, %bz {dims=[1]} : u8[4] (%p: u8[], %q: u8[]) {
    %r = shift_right_arithmetic %p, %q : u8[]
    %l = shift_left %p, %q : u8[]
    %z = count_leading_zeros %l : u8[]
    %x = xor %r, %z : u8[]
    return %x
  }
  %cz = constant {value=-12345} : s64[]
  %r2 = reduce %c, %cz {dims=[1]} : s64[4] (%p: s64[], %q: s64[]) {
    %l = shift_left %p, %q : s64[]
    %r = shift_right_arithmetic %l, %q : s64[]
    %n = popcnt %r : s64[]
    %s = sub %r, %n : s64[]
    return %s
  }
  %dz = constant {value=40000} : u16[]
  %r3 = reduce %d, %dz {dims=[1]} : u16[4] (%p: u16[], %q: u16[]) {
    %r = shift_right_logical %p, %q : u16[]
    %a1 = shift_right_arithmetic %p, %q : u16[]
    %x = add %r, %a1 : u16[]
    return %x
  }
  %ez = constant {value=-100} : s8[]
  %r4 = reduce %e, %ez {dims=[1]} : s8[4] (%p: s8[], %q: s8[]) {
    %l = shift_left %p, %q : s8[]
    %r = shift_right_arithmetic %p, %q : s8[]
    %z = count_leading_zeros %r : s8[]
    %x = xor %l, %z : s8[]
    return %x
  }
  return %r0, %r1, %r2, %r3, %r4
})");
}

TEST_CASE("the region interpreter sorts by JAX's total-order comparator as the reference") {
  // The importer's TOTALORDER compare: the bits as an integer key, a
  // negative's magnitude flipped (NaNs, infinities and both zeros included).
  check_region_ops(R"(
pmap @total axis=i devices=1 (%x: f32[2,8]) {
  %special = constant {values=[nan, -0.0, 0.0, inf, -inf, -nan, 1.0, -1.0]} : f32[1,8]
  %both = concatenate %special, %x {dimension=0} : f32[3,8]
  %idx = iota {dimension=1} : s32[3,8]
  %sv, %si = sort %both, %idx {dimension=1, is_stable=1} : f32[3,8], s32[3,8] (%ca: f32[], %cb: f32[], %cc: s32[], %cd: s32[]) {
    %cw = constant {value=31.0} : s32[]
    %cm = constant {value=2147483647.0} : s32[]
    %ka = bitcast_convert %ca : s32[]
    %sa = shift_right_arithmetic %ka, %cw : s32[]
    %na = and %sa, %cm : s32[]
    %oa = xor %ka, %na : s32[]
    %kb = bitcast_convert %cb : s32[]
    %sb = shift_right_arithmetic %kb, %cw : s32[]
    %nb = and %sb, %cm : s32[]
    %ob = xor %kb, %nb : s32[]
    %ce = compare %oa, %ob {direction=lt} : bool[]
    return %ce
  }
  return %sv, %si
})");
}

TEST_CASE("the region interpreter's merge levels equal the reference's recursion for any comparator") {
  // NaNs under a plain lt make the comparator no strict weak order: only the
  // same merges of the same runs give the reference's order. Odd lengths
  // split unevenly at every level. Chunked merges whose splits were wrong are
  // found and merged again whole (some are: the comparator misleads the search).
  std::int64_t diverged = 0;
  check_region_ops(R"(
pmap @nan_sort axis=i devices=1 (%x: f32[3,1001]) {
  %zero = constant {value=0.0} : f32[3,1001]
  %nan = div %zero, %zero : f32[3,1001]
  %one = constant {value=0.8} : f32[3,1001]
  %big = compare %x, %one {direction=gt} : bool[3,1001]
  %mixed = select %big, %nan, %x : f32[3,1001]
  %idx = iota {dimension=1} : s32[3,1001]
  %sv, %si = sort %mixed, %idx {dimension=1} : f32[3,1001], s32[3,1001] (%a: f32[], %b: f32[], %c: s32[], %d: s32[]) {
    %lt = compare %a, %b {direction=lt} : bool[]
    return %lt
  }
  return %sv, %si
})",
                   &diverged);
  CHECK(diverged > 0);
}

TEST_CASE("an associative region folded in runs equals the reference's sequential fold") {
  // Long reductions of one op: max and min (NaNs and both zeros included,
  // either operand order) on floats, wrapping arithmetic and bitwise ops on
  // integers and bool; float add is not associative and stays sequential.
  const int folded = check_region_ops(R"(
pmap @runs axis=i devices=1 (%x: f32[3,2000], %y: f64[2,1500], %n: s32[2,3000], %u: u8[5000], %h: bf16[2,1100], %l: s64[1200]) {
  %zero = constant {value=0.0} : f32[3,2000]
  %nan = div %zero, %zero : f32[3,2000]
  %cut = constant {value=2.5} : f32[3,2000]
  %rare = compare %x, %cut {direction=gt} : bool[3,2000]
  %some = select %rare, %nan, %x : f32[3,2000]
  %small = constant {value=0.3} : f32[3,2000]
  %near = compare %x, %small {direction=lt} : bool[3,2000]
  %neg = neg %zero : f32[3,2000]
  %signs = compare %x, %zero {direction=lt} : bool[3,2000]
  %zeros = select %signs, %neg, %zero : f32[3,2000]
  %mixed = select %near, %zeros, %some : f32[3,2000]
  %ninf = constant {value=-inf} : f32[]
  %inf = constant {value=inf} : f32[]
  %fmax = reduce %mixed, %ninf {dims=[1]} : f32[3] (%a: f32[], %b: f32[]) {
    %r = max %b, %a : f32[]
    return %r
  }
  %fmin = reduce %zeros, %inf {dims=[1]} : f32[3] (%a: f32[], %b: f32[]) {
    %r = min %a, %b : f32[]
    return %r
  }
  %dbig = constant {value=1e300} : f64[]
  %dmin = reduce %y, %dbig {dims=[1]} : f64[2] (%a: f64[], %b: f64[]) {
    %r = min %b, %a : f64[]
    return %r
  }
  %one = constant {value=1} : s32[]
  %prod = reduce %n, %one {dims=[1]} : s32[2] (%a: s32[], %b: s32[]) {
    %r = mul %a, %b : s32[]
    return %r
  }
  %u0 = constant {value=0} : u8[]
  %ux = reduce %u, %u0 {dims=[0]} : u8[] (%a: u8[], %b: u8[]) {
    %r = xor %b, %a : u8[]
    return %r
  }
  %hz = constant {value=-inf} : bf16[]
  %hmax = reduce %h, %hz {dims=[1]} : bf16[2] (%a: bf16[], %b: bf16[]) {
    %r = max %a, %b : bf16[]
    return %r
  }
  %lz = constant {value=5} : s64[]
  %lsum = reduce %l, %lz {dims=[0]} : s64[] (%a: s64[], %b: s64[]) {
    %r = add %a, %b : s64[]
    return %r
  }
  %ones = constant {value=1} : s32[2,3000]
  %big = compare %n, %ones {direction=gt} : bool[2,3000]
  %t = constant {value=1} : bool[]
  %all = reduce %big, %t {dims=[1]} : bool[2] (%a: bool[], %b: bool[]) {
    %r = and %a, %b : bool[]
    return %r
  }
  %fz = constant {value=0.0} : f32[]
  %fsum = reduce %x, %fz {dims=[1]} : f32[3] (%a: f32[], %b: f32[]) {
    %r = add %a, %b : f32[]
    return %r
  }
  return %fmax, %fmin, %dmin, %prod, %ux, %hmax, %lsum, %all, %fsum
})");
  CHECK(folded == 8);
}

TEST_CASE("the region compiler refuses what the steps cannot express, in one line") {
  const auto refused = [](const std::string& text) {
    const Program program = parse_program(text);
    const Scope scope(program);
    std::vector<ValueId> captures;
    const std::size_t last = program.body.size() - 1;
    compile_scalar_region(
        program.body[last], program.instruction_value(last), [&scope](ValueId v) { return scope.type_of(v); },
        captures);
  };
  CHECK_THROWS_WITH(
      refused(R"(
pmap @p axis=i devices=1 (%x: f32[4]) {
  %z = constant {value=0.0} : f32[]
  %r = reduce %x, %z {dims=[0]} : f32[] (%a: f32[], %b: f32[]) {
    %e = exp %b : f32[]
    %s = add %a, %e : f32[]
    return %s
  }
  return %r
})"),
      Catch::StartsWith("reduce: the CUDA backend cannot run this region: its region uses exp;"));
  CHECK_THROWS_WITH(refused(R"(
pmap @p axis=i devices=1 (%x: f32[4], %w: f32[2]) {
  %z = constant {value=0.0} : f32[]
  %r = reduce %x, %z {dims=[0]} : f32[] (%a: f32[], %b: f32[]) {
    %s = reduce_sum %w {axes=[0]} : f32[]
    %t = add %a, %s : f32[]
    return %t
  }
  return %r
})"),
                    Catch::StartsWith("reduce: the CUDA backend cannot run this region: "));
  // Steps are the instructions other than constants (loaded once per thread,
  // as JAX's total-order comparators have many): 64 of them and 30 constants
  // compile, 65 steps do not.
  const auto chain = [](int steps, int constants) {
    std::string text =
        "pmap @p axis=i devices=1 (%x: f32[4]) {\n  %z = constant {value=0.0} : f32[]\n"
        "  %r = reduce %x, %z {dims=[0]} : f32[] (%a: f32[], %b: f32[]) {\n    %v0 = add %a, %b : f32[]\n";
    for (int k = 0; k < constants; ++k)
      text += "    %c" + std::to_string(k) + " = constant {value=" + std::to_string(k) + ".0} : f32[]\n";
    for (int k = 1; k < steps; ++k) {
      text += "    %v" + std::to_string(k) + " = add %v" + std::to_string(k - 1) + ", %c" +
              std::to_string(k % constants) + " : f32[]\n";
    }
    return text + "    return %v" + std::to_string(steps - 1) + "\n  }\n  return %r\n}\n";
  };
  CHECK_NOTHROW(refused(chain(64, 30)));
  CHECK_THROWS_WITH(
      refused(chain(65, 30)),
      "reduce: the CUDA backend cannot run this region: 65 instructions besides constants, the GPU's "
      "region kernels take 64");
  check_region_ops(chain(64, 30));
}

#if PMAPSIM_TEST_CUDA_BACKEND
// The backend's own cases: these link pmapsim_cuda (CUDA runtime, cuBLAS) but
// need no GPU.
TEST_CASE("every op has a CUDA kernel row") {
  CHECK(ops_without_kernel().empty());
}

TEST_CASE("opening cuda either works or says why no device is available") {
  CHECK_THROWS_WITH(open_backend(BackendSpec::parse("cuda:gpus=2")), Catch::Contains("unknown option"));
  CHECK_THROWS_WITH(open_backend(BackendSpec::parse("cuda:precision=fast")),
                    Catch::Contains("precision 'fast'"));
  CHECK_THROWS_WITH(open_backend(BackendSpec::parse("cuda:virtual=0")),
                    Catch::Contains("virtual must be at least 1"));
  try {
    const auto backend = open_backend(BackendSpec::parse("cuda:virtual=3"));
    CHECK(backend->device_count() == 3);
    CHECK(backend->devices()[2].name == "/device:GPU:2 (cuda)");
  } catch (const BackendUnavailable& unavailable) {
    CHECK_THAT(unavailable.what(), Catch::StartsWith("no CUDA device available: "));
  }
}
#endif  // PMAPSIM_TEST_CUDA_BACKEND

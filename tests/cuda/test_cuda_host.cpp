// The CUDA backend's host-side planning, tested without a GPU: device
// mapping, collective path choice, launch sizing, gather plans (broadcast,
// transpose, collective layouts), reductions, GEMM plans, chunking, peak
// figures, error messages, and, where the backend itself is built
// (PMAPSIM_TEST_CUDA_BACKEND), the op table and opening the backend. The
// planning cases need only pmapsim_cuda_planning and run on every machine.
#include <catch2/catch.hpp>
#include <fstream>
#include <functional>
#include <iterator>
#include <string>
#include <vector>

#include "pmapsim/cuda/planning.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/ops.hpp"

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

TEST_CASE("reductions move the reduced axes last") {
  const ReductionPlan middle = plan_reduction({2, 3, 4}, {1});
  CHECK(middle.needs_transpose);
  CHECK(middle.perm == IntList{0, 2, 1});
  CHECK(middle.outer == 8);
  CHECK(middle.inner == 3);
  const ReductionPlan trailing = plan_reduction({2, 3, 4}, {2, 1});
  CHECK_FALSE(trailing.needs_transpose);
  CHECK(trailing.outer == 2);
  CHECK(trailing.inner == 12);
  const ReductionPlan all = plan_reduction({2, 3}, {0, 1});
  CHECK(all.outer == 1);
  CHECK(all.inner == 6);
  CHECK_THROWS_AS(plan_reduction({2, 3}, {2}), Error);
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
// the op table must have its row (`local(OpCode::NAME, ...)` or
// `collective(OpCode::NAME, ...)`) in the files that build the table. Where
// the backend is built, the next case checks the table itself.
TEST_CASE("the CUDA kernel table's source has a row for every op") {
  std::string source;
  for (const char* file : {"cuda/src/ops.cpp", "cuda/src/collectives.cpp"}) {
    std::ifstream in(std::string(PMAPSIM_SOURCE_DIR) + "/" + file);
    REQUIRE(in);
    source.append(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  for (int i = 0; i < pmapsim::kNumOps; ++i) {
    const std::string name(pmapsim::op_name(static_cast<pmapsim::OpCode>(i)));
    const bool has_row = source.find("local(OpCode::" + name + ",") != std::string::npos ||
                         source.find("collective(OpCode::" + name + ",") != std::string::npos;
    INFO("op " << name);
    CHECK(has_row);
  }
}

#if PMAPSIM_TEST_CUDA_BACKEND
// The backend's own cases: these link pmapsim_cuda (CUDA runtime, cuBLAS) but
// need no GPU.
TEST_CASE("every op has a CUDA kernel row") {
  CHECK(ops_without_kernel().empty());
}

TEST_CASE("opening cuda either works or says why no device is available") {
  CHECK_THROWS_WITH(open_backend(BackendSpec::parse("cuda:gpus=2")), Catch::Contains("unknown option"));
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

#include "pmapsim/cuda/planning.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>
#include <set>

#include "pmapsim/errors.hpp"
#include "pmapsim/execution.hpp"

namespace pmapsim::cuda {
namespace {

IntList row_major_strides(const Shape& shape) {
  IntList strides(shape.size(), 1);
  for (std::size_t d = shape.size(); d-- > 1;) strides[d - 1] = strides[d] * shape[d];
  return strides;
}

std::int64_t product(const Shape& shape, std::size_t begin, std::size_t end) {
  std::int64_t result = 1;
  for (std::size_t d = begin; d < end; ++d) result *= shape[d];
  return result;
}

// Builds a gather plan from full-rank vectors, coalescing so ranks above
// kMaxRank still fit when their dims merge.
GatherPlan make_gather(const Shape& out_shape, const IntList& in_strides, const char* what) {
  std::vector<std::int64_t> shape;
  std::vector<std::int64_t> strides;
  for (std::size_t d = 0; d < out_shape.size(); ++d) {
    if (out_shape[d] == 1) continue;  // a size-1 dim moves nothing
    if (!shape.empty() && strides.back() == in_strides[d] * out_shape[d]) {
      shape.back() *= out_shape[d];
      strides.back() = in_strides[d];
      continue;
    }
    shape.push_back(out_shape[d]);
    strides.push_back(in_strides[d]);
  }
  if (shape.size() > static_cast<std::size_t>(kMaxRank)) {
    throw Error(fmt::format("cuda {}: rank {} after merging dims exceeds the supported {}", what,
                            shape.size(), kMaxRank));
  }
  GatherPlan plan;
  plan.rank = static_cast<int>(shape.size());
  plan.elements = num_elements(out_shape);
  for (int d = 0; d < plan.rank; ++d) {
    plan.out_shape[d] = shape[static_cast<std::size_t>(d)];
    plan.in_strides[d] = strides[static_cast<std::size_t>(d)];
  }
  return plan;
}

void check_axis(std::int64_t axis, std::size_t rank, const char* what) {
  if (axis < 0 || axis >= static_cast<std::int64_t>(rank)) {
    throw Error(fmt::format("cuda {}: axis {} out of range for rank {}", what, axis, rank));
  }
}

bool is_iota(const IntList& order) {
  for (std::size_t i = 0; i < order.size(); ++i) {
    if (order[i] != static_cast<std::int64_t>(i)) return false;
  }
  return true;
}

IntList concat(std::initializer_list<const IntList*> parts) {
  IntList result;
  for (const IntList* part : parts) result.insert(result.end(), part->begin(), part->end());
  return result;
}

IntList free_dims(std::size_t rank, const IntList& batch, const IntList& contract) {
  IntList result;
  for (std::int64_t d = 0; d < static_cast<std::int64_t>(rank); ++d) {
    if (std::count(batch.begin(), batch.end(), d) == 0 &&
        std::count(contract.begin(), contract.end(), d) == 0) {
      result.push_back(d);
    }
  }
  return result;
}

std::int64_t dims_product(const Shape& shape, const IntList& dims) {
  std::int64_t result = 1;
  for (std::int64_t d : dims) result *= shape[static_cast<std::size_t>(d)];
  return result;
}

}  // namespace

std::vector<LogicalDevice> map_logical_devices(int logical_count, int gpu_count) {
  if (logical_count < 1)
    throw Error(fmt::format("cuda: {} logical devices requested; need at least 1", logical_count));
  if (gpu_count < 1)
    throw Error(fmt::format("cuda: {} GPUs to map devices onto; need at least 1", gpu_count));
  std::vector<LogicalDevice> devices;
  devices.reserve(static_cast<std::size_t>(logical_count));
  for (int id = 0; id < logical_count; ++id) devices.push_back({id, id % gpu_count, id / gpu_count});
  return devices;
}

const char* collective_path_name(CollectivePath path) {
  return path == CollectivePath::nccl ? "nccl" : "own kernels";
}

CollectivePath choose_collective_path(const std::vector<LogicalDevice>& devices, bool nccl_available) {
  if (!nccl_available || devices.size() < 2) return CollectivePath::own_kernels;
  std::set<int> gpus;
  for (const LogicalDevice& device : devices) gpus.insert(device.gpu);
  return gpus.size() == devices.size() ? CollectivePath::nccl : CollectivePath::own_kernels;
}

LaunchPlan plan_grid_stride_launch(std::int64_t elements, int sm_count, unsigned threads_per_block) {
  // Eight resident blocks of 256 threads per SM fill a Hopper SM; beyond that
  // the grid-stride loop covers the rest without relaunching.
  constexpr std::int64_t kBlocksPerSm = 8;
  const std::int64_t wanted = (elements + threads_per_block - 1) / threads_per_block;
  const std::int64_t cap = std::max<std::int64_t>(1, sm_count) * kBlocksPerSm;
  LaunchPlan plan;
  plan.threads = threads_per_block;
  plan.blocks = static_cast<unsigned>(std::clamp<std::int64_t>(wanted, 1, cap));
  return plan;
}

bool GatherPlan::is_identity() const {
  return rank == 0 || (rank == 1 && in_strides[0] == 1);
}

GatherPlan coalesce(const GatherPlan& plan) {
  Shape shape(plan.out_shape, plan.out_shape + plan.rank);
  IntList strides(plan.in_strides, plan.in_strides + plan.rank);
  return make_gather(shape, strides, "gather");
}

WideGather widen_gather(const GatherPlan& plan, std::int64_t max_factor) {
  WideGather wide{plan, 1};
  const int last = plan.rank - 1;
  if (last < 0 || plan.in_strides[last] != 1) return wide;
  const auto fits = [&](std::int64_t factor) {
    if (plan.out_shape[last] % factor != 0) return false;
    for (int d = 0; d < last; ++d) {
      if (plan.out_shape[d] > 1 && plan.in_strides[d] % factor != 0) return false;
    }
    return true;
  };
  std::int64_t factor = 1;
  for (std::int64_t f = 2; f <= max_factor; f *= 2) {
    if (fits(f)) factor = f;
  }
  if (factor == 1) return wide;
  wide.factor = factor;
  wide.plan.out_shape[last] /= factor;
  for (int d = 0; d < last; ++d) wide.plan.in_strides[d] /= factor;
  wide.plan.elements /= factor;
  return wide;
}

WideMemberGather widen_member_gather(const MemberGather& gather, std::int64_t max_factor) {
  WideMemberGather wide{gather, 1};
  if (gather.select_dim >= 0 && gather.select_dim == gather.plan.rank - 1) return wide;
  std::int64_t factor = max_factor;
  while (factor > 1 && gather.rank_offset % factor != 0) factor /= 2;
  const WideGather inner = widen_gather(gather.plan, factor);
  wide.gather.plan = inner.plan;
  wide.gather.rank_offset = gather.rank_offset / inner.factor;
  wide.factor = inner.factor;
  return wide;
}

GatherPlan plan_broadcast(const Shape& operand, const Shape& result, const IntList& dims) {
  if (dims.size() != operand.size()) {
    throw Error(
        fmt::format("cuda broadcast: {} dims for an operand of rank {}", dims.size(), operand.size()));
  }
  const IntList operand_strides = row_major_strides(operand);
  IntList in_strides(result.size(), 0);
  for (std::size_t i = 0; i < dims.size(); ++i) {
    check_axis(dims[i], result.size(), "broadcast");
    const auto target = static_cast<std::size_t>(dims[i]);
    if (operand[i] != result[target] && operand[i] != 1) {
      throw Error(fmt::format("cuda broadcast: operand dim {} of size {} cannot broadcast to {}", i,
                              operand[i], result[target]));
    }
    in_strides[target] = operand[i] == result[target] ? operand_strides[i] : 0;
  }
  return make_gather(result, in_strides, "broadcast");
}

GatherPlan plan_transpose(const Shape& operand, const IntList& perm) {
  if (perm.size() != operand.size()) {
    throw Error(fmt::format("cuda transpose: perm of {} dims for an operand of rank {}", perm.size(),
                            operand.size()));
  }
  const IntList operand_strides = row_major_strides(operand);
  Shape result(perm.size());
  IntList in_strides(perm.size());
  for (std::size_t i = 0; i < perm.size(); ++i) {
    check_axis(perm[i], operand.size(), "transpose");
    result[i] = operand[static_cast<std::size_t>(perm[i])];
    in_strides[i] = operand_strides[static_cast<std::size_t>(perm[i])];
  }
  return make_gather(result, in_strides, "transpose");
}

GatherPlan plan_split_to_stack(const Shape& operand, std::int64_t axis, std::int64_t n) {
  check_axis(axis, operand.size(), "split");
  const auto a = static_cast<std::size_t>(axis);
  if (n < 1 || operand[a] % n != 0) {
    throw Error(
        fmt::format("cuda split: axis {} of size {} does not split into {} chunks", axis, operand[a], n));
  }
  const std::int64_t pre = product(operand, 0, a);
  const std::int64_t chunk = operand[a] / n;
  const std::int64_t post = product(operand, a + 1, operand.size());
  // Source viewed as [pre, n, chunk, post]; result [n, pre, chunk, post].
  return make_gather({n, pre, chunk, post}, {chunk * post, n * chunk * post, post, 1}, "split");
}

GatherPlan plan_stack_to_concat(const Shape& chunk, std::int64_t axis, std::int64_t n) {
  check_axis(axis, chunk.size(), "concat");
  const auto a = static_cast<std::size_t>(axis);
  const std::int64_t pre = product(chunk, 0, a);
  const std::int64_t size = chunk[a];
  const std::int64_t post = product(chunk, a + 1, chunk.size());
  // Source viewed as [n, pre, size, post]; result [pre, n, size, post].
  return make_gather({pre, n, size, post}, {size * post, pre * size * post, post, 1}, "concat");
}

ReductionPlan plan_reduction(const Shape& operand, const IntList& axes) {
  std::set<std::int64_t> reduced;
  for (std::int64_t axis : axes) {
    check_axis(axis, operand.size(), "reduction");
    reduced.insert(axis);
  }
  IntList kept_dims;
  IntList reduced_dims(reduced.begin(), reduced.end());
  for (std::int64_t d = 0; d < static_cast<std::int64_t>(operand.size()); ++d) {
    if (reduced.count(d) == 0) kept_dims.push_back(d);
  }
  ReductionPlan plan;
  // Kept dims before the first and after the last reduced dim (size-1 dims
  // move nothing, so they may sit anywhere); a kept dim of size > 1 between
  // reduced ones splits the run.
  std::int64_t first = -1, last = -1;
  for (std::int64_t d : reduced_dims) {
    if (operand[static_cast<std::size_t>(d)] == 1) continue;
    if (first < 0) first = d;
    last = d;
  }
  bool one_run = true;
  for (std::int64_t d : kept_dims) {
    if (d > first && d < last && operand[static_cast<std::size_t>(d)] != 1) one_run = false;
  }
  if (one_run) {
    for (std::int64_t d : kept_dims) {
      (first >= 0 && d > last ? plan.inner : plan.outer) *= operand[static_cast<std::size_t>(d)];
    }
    plan.reduced = dims_product(operand, reduced_dims);
    return plan;
  }
  plan.outer = dims_product(operand, kept_dims);
  plan.reduced = dims_product(operand, reduced_dims);
  plan.perm = concat({&kept_dims, &reduced_dims});
  plan.needs_transpose = true;
  return plan;
}

ReduceLaunch plan_reduce_launch(std::int64_t outer, std::int64_t reduced, std::int64_t inner, int sm_count,
                                bool allow_split) {
  // Enough blocks for eight resident per SM; a split is only worth its
  // partial when each thread still reads several elements.
  const std::int64_t target_blocks = std::max(1, sm_count) * std::int64_t{8};
  const std::int64_t block_cap = target_blocks * 4;
  const auto ceil_div = [](std::int64_t a, std::int64_t b) { return (a + b - 1) / b; };
  const auto split_for = [&](std::int64_t items, std::int64_t min_per_split) {
    if (!allow_split || items >= target_blocks || reduced <= min_per_split) return std::int64_t{1};
    return std::max<std::int64_t>(1, std::min(ceil_div(target_blocks, items), reduced / min_per_split));
  };
  ReduceLaunch plan;
  plan.launch.threads = kReduceThreads;
  std::int64_t items = outer;
  if (inner == 1 && reduced < 64) {
    plan.kernel = ReduceKernel::rows_per_thread;
    plan.split_length = reduced;
    plan.launch = plan_grid_stride_launch(outer, sm_count, kReduceThreads);
    return plan;
  }
  if (inner == 1 && reduced <= kWarpRowLimit && outer >= target_blocks * (kReduceThreads / 32)) {
    // Enough rows that a warp each still fills every SM: no split wanted.
    plan.kernel = ReduceKernel::rows_per_warp;
    plan.split_length = reduced;
    plan.launch.blocks =
        static_cast<unsigned>(std::clamp<std::int64_t>(ceil_div(outer, kReduceThreads / 32), 1, block_cap));
    return plan;
  }
  if (inner == 1) {
    plan.kernel = ReduceKernel::rows_per_block;
    plan.splits = split_for(outer, std::int64_t{16} * kReduceThreads);
  } else {
    plan.kernel = ReduceKernel::columns;
    const ColumnLanes lanes = column_lanes(inner);
    plan.column_tiles = ceil_div(inner, lanes.columns);
    items = outer * plan.column_tiles;
    const std::int64_t rows_per_pass = std::int64_t{kReduceThreads / 32} * lanes.row_lanes;
    plan.splits = split_for(items, rows_per_pass * 8);
  }
  plan.split_length = ceil_div(std::max<std::int64_t>(reduced, 1), plan.splits);
  plan.splits = ceil_div(std::max<std::int64_t>(reduced, 1), plan.split_length);
  plan.launch.blocks = static_cast<unsigned>(std::clamp<std::int64_t>(items * plan.splits, 1, block_cap));
  return plan;
}

std::int64_t reduce_partial_bytes(const ReduceLaunch& launch, std::int64_t outer, std::int64_t inner) {
  return launch.splits > 1 ? outer * launch.splits * inner * 4 : 0;
}

TiledTranspose plan_tiled_transpose(const GatherPlan& plan, std::int64_t minimum) {
  TiledTranspose tiled;
  if (plan.rank < 2) return tiled;
  const int last = plan.rank - 1;
  if (plan.in_strides[last] == 1 || plan.in_strides[last] == 0) return tiled;
  for (int d = 0; d < last; ++d) {
    if (plan.in_strides[d] != 1) continue;
    if (plan.out_shape[d] < minimum || plan.out_shape[last] < minimum) return tiled;
    tiled.use = true;
    tiled.column_dim = d;
    tiled.tiles_rows = (plan.out_shape[last] + kTransposeTile - 1) / kTransposeTile;
    tiled.tiles_columns = (plan.out_shape[d] + kTransposeTile - 1) / kTransposeTile;
    tiled.batches = plan.elements / (plan.out_shape[last] * plan.out_shape[d]);
    return tiled;
  }
  return tiled;
}

MemberGather plan_members_elementwise(std::int64_t elements) {
  MemberGather gather;
  gather.plan.rank = 1;
  gather.plan.out_shape[0] = std::max<std::int64_t>(elements, 1);
  gather.plan.in_strides[0] = 1;
  gather.plan.elements = elements;
  return gather;
}

MemberGather plan_all_gather(const Shape& block, std::int64_t axis, std::int64_t n) {
  check_axis(axis, block.size(), "all_gather");
  const IntList strides = row_major_strides(block);
  Shape view;
  IntList view_strides;
  for (std::size_t d = 0; d < block.size(); ++d) {
    if (d == static_cast<std::size_t>(axis)) {
      view.push_back(n);
      view_strides.push_back(0);  // the member: which buffer, not where in it
    }
    view.push_back(block[d]);
    view_strides.push_back(strides[d]);
  }
  MemberGather gather;
  gather.plan = make_gather(view, view_strides, "all_gather");
  for (int d = 0; d < gather.plan.rank; ++d) {
    if (gather.plan.in_strides[d] == 0) gather.select_dim = d;
  }
  return gather;
}

MemberGather plan_scatter_chunks(const Shape& operand, std::int64_t axis, std::int64_t n) {
  check_axis(axis, operand.size(), "psum_scatter");
  const auto a = static_cast<std::size_t>(axis);
  if (n < 1 || operand[a] % n != 0) {
    throw Error(fmt::format("cuda psum_scatter: axis {} of size {} does not split into {} chunks", axis,
                            operand[a], n));
  }
  const std::int64_t pre = product(operand, 0, a);
  const std::int64_t chunk = operand[a] / n;
  const std::int64_t post = product(operand, a + 1, operand.size());
  MemberGather gather;
  gather.plan = make_gather({pre, chunk, post}, {n * chunk * post, post, 1}, "psum_scatter");
  gather.rank_offset = chunk * post;
  return gather;
}

MemberGather plan_all_to_all(const Shape& operand, std::int64_t split_axis, std::int64_t concat_axis,
                             std::int64_t n) {
  check_axis(split_axis, operand.size(), "all_to_all");
  check_axis(concat_axis, operand.size(), "all_to_all");
  const auto s = static_cast<std::size_t>(split_axis);
  if (n < 1 || operand[s] % n != 0) {
    throw Error(fmt::format("cuda all_to_all: split axis {} of size {} does not split into {} chunks",
                            split_axis, operand[s], n));
  }
  const IntList strides = row_major_strides(operand);
  const std::int64_t chunk = operand[s] / n;
  // The result's dims, with the concat axis seen as [sender, block]: the
  // sender picks the member (stride 0 here), the block walks its chunk.
  Shape view;
  IntList view_strides;
  for (std::size_t d = 0; d < operand.size(); ++d) {
    if (d == static_cast<std::size_t>(concat_axis)) {
      view.push_back(n);
      view_strides.push_back(0);
      view.push_back(d == s ? chunk : operand[d]);
      view_strides.push_back(strides[d]);
    } else {
      view.push_back(d == s ? chunk : operand[d]);
      view_strides.push_back(strides[d]);
    }
  }
  MemberGather gather;
  gather.plan = make_gather(view, view_strides, "all_to_all");
  gather.rank_offset = chunk * strides[s];
  for (int d = 0; d < gather.plan.rank; ++d) {
    if (gather.plan.in_strides[d] == 0) gather.select_dim = d;
  }
  return gather;
}

GemmPlan plan_gemm(const Shape& lhs, const Shape& rhs, const IntList& lhs_batch, const IntList& rhs_batch,
                   const IntList& lhs_contract, const IntList& rhs_contract) {
  if (lhs_batch.size() != rhs_batch.size() || lhs_contract.size() != rhs_contract.size()) {
    throw Error("cuda dot: batch and contracting dimension lists of lhs and rhs differ in length");
  }
  for (std::int64_t d : concat({&lhs_batch, &lhs_contract})) check_axis(d, lhs.size(), "dot lhs");
  for (std::int64_t d : concat({&rhs_batch, &rhs_contract})) check_axis(d, rhs.size(), "dot rhs");
  const IntList lhs_free = free_dims(lhs.size(), lhs_batch, lhs_contract);
  const IntList rhs_free = free_dims(rhs.size(), rhs_batch, rhs_contract);

  GemmPlan plan;
  plan.batch = dims_product(lhs, lhs_batch);
  plan.m = dims_product(lhs, lhs_free);
  plan.k = dims_product(lhs, lhs_contract);
  plan.n = dims_product(rhs, rhs_free);

  const IntList lhs_mk = concat({&lhs_batch, &lhs_free, &lhs_contract});
  const IntList lhs_km = concat({&lhs_batch, &lhs_contract, &lhs_free});
  if (is_iota(lhs_km) && !is_iota(lhs_mk)) {
    plan.lhs_k_major = true;
  } else if (!is_iota(lhs_mk)) {
    plan.lhs_perm = lhs_mk;
  }
  const IntList rhs_kn = concat({&rhs_batch, &rhs_contract, &rhs_free});
  const IntList rhs_nk = concat({&rhs_batch, &rhs_free, &rhs_contract});
  if (is_iota(rhs_nk) && !is_iota(rhs_kn)) {
    plan.rhs_n_major = true;
  } else if (!is_iota(rhs_kn)) {
    plan.rhs_perm = rhs_kn;
  }

  plan.transpose_a = plan.rhs_n_major;
  plan.lda = std::max<std::int64_t>(1, plan.rhs_n_major ? plan.k : plan.n);
  plan.transpose_b = plan.lhs_k_major;
  plan.ldb = std::max<std::int64_t>(1, plan.lhs_k_major ? plan.m : plan.k);
  plan.ldc = std::max<std::int64_t>(1, plan.n);
  plan.stride_a = plan.k * plan.n;
  plan.stride_b = plan.m * plan.k;
  plan.stride_c = plan.m * plan.n;
  return plan;
}

std::vector<Chunk> plan_chunks(std::int64_t elements, std::int64_t element_bytes, std::int64_t chunk_bytes) {
  if (element_bytes < 1 || chunk_bytes < 1) {
    throw Error(fmt::format("cuda chunking: element size {} and chunk size {} must be positive",
                            element_bytes, chunk_bytes));
  }
  const std::int64_t per_chunk = std::max<std::int64_t>(1, chunk_bytes / element_bytes);
  std::vector<Chunk> chunks;
  for (std::int64_t offset = 0; offset < elements; offset += per_chunk) {
    chunks.push_back({offset, std::min(per_chunk, elements - offset)});
  }
  return chunks;
}

int vector_elements(std::size_t widest_element_bytes) {
  return widest_element_bytes == 0 ? 1
                                   : static_cast<int>(std::max<std::size_t>(1, 16 / widest_element_bytes));
}

DotPrecision parse_dot_precision(const std::string& text) {
  if (text == "highest" || text == "float32") return DotPrecision::highest;
  if (text == "high" || text == "bfloat16_3x") return DotPrecision::high;
  if (text == "default" || text == "tensorfloat32") return DotPrecision::tf32;
  throw Error(fmt::format(
      "cuda: precision '{}' is not one of highest (float32), high (bfloat16_3x), default (tensorfloat32)",
      text));
}

const char* dot_precision_name(DotPrecision precision) {
  switch (precision) {
    case DotPrecision::highest:
      return "highest (exact f32)";
    case DotPrecision::high:
      return "high (bf16_3x)";
    case DotPrecision::tf32:
      return "default (tf32)";
  }
  return "?";
}

int gemm_calls_per_dot(DotPrecision precision) {
  return precision == DotPrecision::high ? 3 : 1;
}

std::vector<std::vector<ValueId>> plan_releases(const Program& program, bool keep_all) {
  std::vector<std::vector<ValueId>> releases(program.body.size());
  if (keep_all || program.body.empty()) return releases;
  // The runtime's one lifetime analysis; on the GPU the uploaded parameters
  // are the backend's own buffers, so they are freed too.
  const std::vector<std::ptrdiff_t> last_use = value_last_uses(program);
  const auto params = static_cast<std::ptrdiff_t>(program.params.size());
  const auto end = static_cast<std::ptrdiff_t>(program.body.size());
  for (std::ptrdiff_t value = 0; value < static_cast<std::ptrdiff_t>(last_use.size()); ++value) {
    std::ptrdiff_t at = last_use[static_cast<std::size_t>(value)];
    if (at == end) continue;  // a result: downloaded at the end
    // Nothing reads it: an unused parameter goes at once, an unread value
    // right after the instruction that made it.
    if (at == kNeverRead) at = value < params ? 0 : value - params;
    releases[static_cast<std::size_t>(at)].push_back(static_cast<ValueId>(value));
  }
  return releases;
}

PeakFigures peak_figures(int major, int minor, int sm_count, int clock_khz, int memory_clock_khz,
                         int bus_width_bits) {
  double tensor_flops_per_sm_clock = 0;
  if (major == 8 && minor == 0) tensor_flops_per_sm_clock = 2048;
  if (major == 9) tensor_flops_per_sm_clock = 4096;
  if (major == 10) tensor_flops_per_sm_clock = 8192;
  PeakFigures peaks;
  peaks.flops_per_s = tensor_flops_per_sm_clock * sm_count * clock_khz * 1e3;
  // HBM transfers on both clock edges.
  peaks.hbm_bytes_per_s = 2.0 * memory_clock_khz * 1e3 * (bus_width_bits / 8.0);
  return peaks;
}

std::string call_failure_message(const std::string& call, const std::string& status, const std::string& op,
                                 int device) {
  return fmt::format("{} failed ({}) in {} on device {}", call, status, op, device);
}

std::string call_name(const std::string& expression) {
  std::string name = expression.substr(0, expression.find('('));
  const auto first = name.find_first_not_of(" \t:");
  const auto last = name.find_last_not_of(" \t");
  return first == std::string::npos ? expression : name.substr(first, last - first + 1);
}

}  // namespace pmapsim::cuda

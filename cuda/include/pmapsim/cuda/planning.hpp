// Host-side planning for the CUDA backend: pure C++, no CUDA calls.
//
// Everything the backend decides before it touches a GPU lives here, so that
// it can be tested on machines without one: which physical GPU and stream
// each logical device gets, how kernels are launched, how layouts are moved
// into GEMM form, how collectives are chunked and which path (NCCL or the
// project's own kernels) they take, and the peak figures of a device.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/attrs.hpp"
#include "pmapsim/program.hpp"
#include "pmapsim/semantics/host_device.hpp"

// Fully unrolled loops over kMaxRank keep per-dim arrays in registers (a
// runtime index would put them in local memory); device code only.
#if defined(__CUDA_ARCH__)
#define PMAPSIM_UNROLL _Pragma("unroll")
#else
#define PMAPSIM_UNROLL
#endif

namespace pmapsim::cuda {

// --- device mapping ------------------------------------------------------------

// One logical device: the physical GPU it runs on and its stream's index
// among the logical devices sharing that GPU.
struct LogicalDevice {
  int id = 0;
  int gpu = 0;
  int stream = 0;
  friend bool operator==(const LogicalDevice&, const LogicalDevice&) = default;
};

// Spreads logical_count devices round-robin over gpu_count GPUs (logical i
// on GPU i % gpu_count), so neighbours on the axis land on different GPUs
// and every GPU carries an equal share (±1). Throws Error for counts < 1.
std::vector<LogicalDevice> map_logical_devices(int logical_count, int gpu_count);

// How a collective moves data between the logical devices of a program.
enum class CollectivePath {
  nccl,        // one logical device per GPU: NCCL collectives and grouped send/recv
  own_kernels  // devices share GPUs (NCCL refuses two ranks on one GPU): own kernels
};
const char* collective_path_name(CollectivePath path);

// NCCL when it is built in and every one of the program's devices has a GPU
// of its own; the project's own kernels otherwise (also for a single device).
CollectivePath choose_collective_path(const std::vector<LogicalDevice>& devices, bool nccl_available);

// --- kernel launches -----------------------------------------------------------

struct LaunchPlan {
  unsigned blocks = 1;
  unsigned threads = 256;
};

// A grid-stride launch over `elements` items: enough blocks to fill every SM
// several times over (so memory-bound kernels reach full bandwidth), never
// more blocks than items need. elements may be 0 (one idle block).
LaunchPlan plan_grid_stride_launch(std::int64_t elements, int sm_count, unsigned threads_per_block = 256);

// --- strided gathers: broadcast, transpose, collective layouts ----------------

inline constexpr int kMaxRank = 8;

// out[i] = in[source_offset(i)]: for output coordinate c, the source element is
// sum(c[d] * in_strides[d]) (stride 0 repeats an element: broadcast).
struct GatherPlan {
  int rank = 0;
  std::int64_t out_shape[kMaxRank] = {};
  std::int64_t in_strides[kMaxRank] = {};
  std::int64_t elements = 1;

  PMAPSIM_HOST_DEVICE std::int64_t source_offset(std::int64_t out_index) const {
    std::int64_t offset = 0;
    for (int d = rank - 1; d >= 0; --d) {
      const std::int64_t coordinate = out_index % out_shape[d];
      out_index /= out_shape[d];
      offset += coordinate * in_strides[d];
    }
    return offset;
  }
  // True when the gather is a plain copy (out[i] = in[i]).
  bool is_identity() const;
};

// Walks a gather plan's output in steps of a fixed stride (a grid-stride
// loop's) without dividing per element: the step is split into per-dim digits
// once, and each advance adds them with carries, keeping the source offset in
// step. Kernels start a cursor once per thread (one division per dim) and then
// advance it per element.
struct GatherCursor {
  std::int64_t coordinate[kMaxRank] = {};
  std::int64_t step_digits[kMaxRank] = {};
  std::int64_t index = 0;
  std::int64_t offset = 0;

  PMAPSIM_HOST_DEVICE void start(const GatherPlan& plan, std::int64_t first, std::int64_t step) {
    index = first;
    offset = 0;
    std::int64_t rest = first;
    std::int64_t step_rest = step;
    PMAPSIM_UNROLL
    for (int d = kMaxRank - 1; d >= 0; --d) {
      if (d >= plan.rank) continue;
      coordinate[d] = rest % plan.out_shape[d];
      rest /= plan.out_shape[d];
      step_digits[d] = step_rest % plan.out_shape[d];
      step_rest /= plan.out_shape[d];
      offset += coordinate[d] * plan.in_strides[d];
    }
    // A step beyond the plan's leading digit only matters past the end, where
    // the walk stops: the index, not the coordinates, ends the loop.
  }
  PMAPSIM_HOST_DEVICE void advance(const GatherPlan& plan, std::int64_t step) {
    index += step;
    std::int64_t carry = 0;
    PMAPSIM_UNROLL
    for (int d = kMaxRank - 1; d >= 0; --d) {
      if (d >= plan.rank) continue;
      std::int64_t next = coordinate[d] + step_digits[d] + carry;
      carry = 0;
      if (next >= plan.out_shape[d]) {
        next -= plan.out_shape[d];
        carry = 1;
      }
      offset += (next - coordinate[d]) * plan.in_strides[d];
      coordinate[d] = next;
    }
  }
  // coordinate[dim] without indexing by a runtime value (see PMAPSIM_UNROLL).
  PMAPSIM_HOST_DEVICE std::int64_t coordinate_at(int dim) const {
    std::int64_t value = 0;
    PMAPSIM_UNROLL
    for (int d = 0; d < kMaxRank; ++d) {
      if (d == dim) value = coordinate[d];
    }
    return value;
  }
};

// broadcast_in_dim: operand dim i becomes result dim dims[i] (size equal or 1).
GatherPlan plan_broadcast(const Shape& operand, const Shape& result, const IntList& dims);
// transpose: result dim i is operand dim perm[i].
GatherPlan plan_transpose(const Shape& operand, const IntList& perm);
// Splits `axis` (size n * c) into n chunks and stacks them first: the result
// is [n, ...operand with axis of size c] (chunk j at index j).
GatherPlan plan_split_to_stack(const Shape& operand, std::int64_t axis, std::int64_t n);
// The inverse direction: n stacked chunks [n, ...chunk] concatenated along
// `axis` of chunk (result axis size n * chunk[axis]).
GatherPlan plan_stack_to_concat(const Shape& chunk, std::int64_t axis, std::int64_t n);
// Merges neighbouring dims that move together, so kernels do less index math.
GatherPlan coalesce(const GatherPlan& plan);

// The same gather moving `factor` adjacent elements as one wider element, so
// a thread issues one 8- or 16-byte access instead of several narrow ones.
// Possible when the output's last dim is contiguous in the source, its length
// is a multiple of factor, and every other dim's source stride is too (a
// broadcast dim's stride, 0, always is). factor 1 (the plan unchanged) when
// no factor > 1 up to max_factor fits.
struct WideGather {
  GatherPlan plan;
  std::int64_t factor = 1;
};
WideGather widen_gather(const GatherPlan& plan, std::int64_t max_factor);

// A gather whose output's last dim is strided in the input while another
// output dim is contiguous there (a transpose that moves the input's fast
// dim): it goes through 32x32 tiles in shared memory so that both the reads
// and the writes are coalesced. `column_dim` is the output dim with input
// stride 1 (the tile's read direction), the output's last dim the tile's
// write direction; every other dim is a batch dim of the tiles.
inline constexpr int kTransposeTile = 32;
struct TiledTranspose {
  bool use = false;
  int column_dim = 0;
  std::int64_t tiles_rows = 0;     // tiles along the output's last dim
  std::int64_t tiles_columns = 0;  // tiles along column_dim
  std::int64_t batches = 1;        // product of the other dims
};
// Tiles pay off when both tile directions are at least `minimum` long.
TiledTranspose plan_tiled_transpose(const GatherPlan& plan, std::int64_t minimum = 8);

// Where tile t starts: its first output row (along the last dim) and column
// (along column_dim), and the offsets of its batch in the input and the
// output. Computed once per tile (divisions per tile, not per element).
struct TileOrigin {
  std::int64_t row0 = 0;
  std::int64_t column0 = 0;
  std::int64_t in_base = 0;
  std::int64_t out_base = 0;
  std::int64_t out_column_stride = 0;  // output stride of column_dim
};
PMAPSIM_HOST_DEVICE inline TileOrigin tile_origin(const GatherPlan& plan, const TiledTranspose& tiled,
                                                  std::int64_t t) {
  TileOrigin origin;
  const int last = plan.rank - 1;
  origin.row0 = (t % tiled.tiles_rows) * kTransposeTile;
  origin.column0 = (t / tiled.tiles_rows % tiled.tiles_columns) * kTransposeTile;
  std::int64_t batch = t / (tiled.tiles_rows * tiled.tiles_columns);
  std::int64_t out_stride = plan.out_shape[last];
  for (int d = last - 1; d >= 0; --d) {
    if (d == tiled.column_dim) {
      origin.out_column_stride = out_stride;
    } else {
      const std::int64_t c = batch % plan.out_shape[d];
      batch /= plan.out_shape[d];
      origin.in_base += c * plan.in_strides[d];
      origin.out_base += c * out_stride;
    }
    out_stride *= plan.out_shape[d];
  }
  return origin;
}

// Collectives on one GPU read every member's buffer in one launch: output r
// (member r's result) element i reads member m's buffer at
// r * rank_offset + plan's offset of i, where m is the coordinate of
// `select_dim` of the output (all_to_all) or every member in turn
// (psum_scatter: select_dim = -1, and the members' values are combined).
struct MemberGather {
  GatherPlan plan;
  int select_dim = -1;
  std::int64_t rank_offset = 0;
};
// widen_gather for a member gather: the member may not be chosen by the
// last dim, and each member's offset must be whole wide elements.
struct WideMemberGather {
  MemberGather gather;
  std::int64_t factor = 1;
};
WideMemberGather widen_member_gather(const MemberGather& gather, std::int64_t max_factor);
// psum, pmean, pmax, pmin: element i of every member, one output.
MemberGather plan_members_elementwise(std::int64_t elements);
// all_gather: the members' blocks (of shape `block`) concatenated along `axis`
// (the member is the select dim), one output.
MemberGather plan_all_gather(const Shape& block, std::int64_t axis, std::int64_t n);
// psum_scatter: member r's result is chunk r along `axis` of the sum.
MemberGather plan_scatter_chunks(const Shape& operand, std::int64_t axis, std::int64_t n);
// all_to_all: member r receives chunk r along split_axis of every member,
// concatenated along concat_axis in member order.
MemberGather plan_all_to_all(const Shape& operand, std::int64_t split_axis, std::int64_t concat_axis,
                             std::int64_t n);

// --- reductions ----------------------------------------------------------------

// reduce over `axes`, seen as [outer, reduced, inner]: outer are the kept dims
// before the reduced run, inner the kept dims after it. Reduced axes that form
// one run (after dropping size-1 dims) need no layout change: trailing ones
// reduce rows (inner == 1), leading or middle ones reduce columns. Reduced
// axes split by kept ones are first transposed by `perm` into rows.
struct ReductionPlan {
  bool needs_transpose = false;
  IntList perm;
  std::int64_t outer = 1;
  std::int64_t reduced = 1;
  std::int64_t inner = 1;
};
ReductionPlan plan_reduction(const Shape& operand, const IntList& axes);

// How one reduction of [outer, reduced, inner] is launched.
enum class ReduceKernel {
  rows_per_thread,  // inner == 1, short rows: one thread per output
  rows_per_warp,    // inner == 1, rows up to kWarpRowLimit and enough of them: one warp per row
  rows_per_block,   // inner == 1: one block per (row, split), block-wide combine
  columns           // inner > 1: a block per (outer, column tile, split), coalesced over inner
};
struct ReduceLaunch {
  ReduceKernel kernel = ReduceKernel::rows_per_thread;
  // The reduced run is cut into `splits` equal pieces, each reduced by its
  // own block into a partial; a second pass combines the partials
  // ([outer, splits, inner]) when splits > 1. This is how a reduction to few
  // outputs still fills every SM.
  std::int64_t splits = 1;
  std::int64_t split_length = 1;  // reduced elements per split (the last may be shorter)
  LaunchPlan launch;              // blocks and threads of the first pass
  std::int64_t column_tiles = 1;  // columns kernel: tiles of kColumnTile columns over inner
};
inline constexpr int kColumnTile = 32;
inline constexpr unsigned kReduceThreads = 256;
// The longest row a warp reduces alone (each lane then reads 128 elements).
inline constexpr std::int64_t kWarpRowLimit = 4096;
// allow_split = false for the pass that combines partials.
ReduceLaunch plan_reduce_launch(std::int64_t outer, std::int64_t reduced, std::int64_t inner, int sm_count,
                                bool allow_split = true);
// Bytes of the partials buffer a split launch needs (4-byte accumulators).
std::int64_t reduce_partial_bytes(const ReduceLaunch& launch, std::int64_t outer, std::int64_t inner);

// The columns kernel's thread layout: a warp's 32 lanes cover `columns`
// adjacent columns of min(inner, 32) and 32 / columns rows at once, so that a
// warp always reads one contiguous run of memory even when inner is small.
struct ColumnLanes {
  int columns = 32;
  int row_lanes = 1;  // rows a warp covers at once
};
PMAPSIM_HOST_DEVICE inline ColumnLanes column_lanes(std::int64_t inner) {
  ColumnLanes lanes;
  lanes.columns = inner < kColumnTile ? static_cast<int>(inner) : kColumnTile;
  lanes.row_lanes = kColumnTile / lanes.columns;
  return lanes;
}

// --- dot through GEMM ----------------------------------------------------------

// dot_general as one strided-batched GEMM. Row-major C[b] (m x n) = A[b] (m x k)
// times B[b] (k x n) is, in cuBLAS's column-major terms, C^T = B^T A^T: the
// call's first matrix is the rhs buffer and its second the lhs buffer.
// An operand whose dims are not already (batch, free, contract) or
// (batch, contract, free) is first transposed by its perm into
// (batch, free, contract) for lhs and (batch, contract, free) for rhs.
struct GemmPlan {
  std::int64_t batch = 1, m = 1, n = 1, k = 1;
  IntList lhs_perm;  // empty: used in place
  IntList rhs_perm;
  bool lhs_k_major = false;  // lhs stored as [batch, k, m]
  bool rhs_n_major = false;  // rhs stored as [batch, n, k]
  // The column-major call: C^T(n x m) = op_a(rhs) * op_b(lhs).
  bool transpose_a = false;
  bool transpose_b = false;
  std::int64_t lda = 1, ldb = 1, ldc = 1;
  std::int64_t stride_a = 0, stride_b = 0, stride_c = 0;

  // Row-major element offsets (within one batch) the call reads: for tests
  // and for the own integer GEMM kernel.
  PMAPSIM_HOST_DEVICE std::int64_t lhs_offset(std::int64_t row, std::int64_t depth) const {
    return lhs_k_major ? depth * m + row : row * k + depth;
  }
  PMAPSIM_HOST_DEVICE std::int64_t rhs_offset(std::int64_t depth, std::int64_t col) const {
    return rhs_n_major ? col * k + depth : depth * n + col;
  }
};
GemmPlan plan_gemm(const Shape& lhs, const Shape& rhs, const IntList& lhs_batch, const IntList& rhs_batch,
                   const IntList& lhs_contract, const IntList& rhs_contract);

// --- collectives ---------------------------------------------------------------

struct Chunk {
  std::int64_t offset = 0;  // in elements
  std::int64_t count = 0;
  friend bool operator==(const Chunk&, const Chunk&) = default;
};
// Splits elements into chunks of at most chunk_bytes (rounded down to whole
// elements, at least one), so that staging buffers stay bounded while large
// arrays still stream in few, large transfers.
std::vector<Chunk> plan_chunks(std::int64_t elements, std::int64_t element_bytes, std::int64_t chunk_bytes);

// The most device pointers one group-reduction launch takes (its pointer
// table is a kernel parameter).
inline constexpr int kMaxGroupSize = 128;

// --- elementwise vectors -------------------------------------------------------

// Elements per thread of a vectorized elementwise kernel: 16 bytes of its
// widest operand (f32 4, bf16 8, bool 16), so that every load of that operand
// is one 16-byte transaction. Kernels fall back to 1 when a pointer is not
// aligned to its vector.
int vector_elements(std::size_t widest_element_bytes);

// --- dot precision -------------------------------------------------------------

// How f32 dots use the tensor cores, named like JAX's matmul precision:
//   highest (float32):        exact f32 (the backend's default, as the reference)
//   high    (bfloat16_3x):    three bf16 products, ~f32 accuracy on tensor cores
//   default (tensorfloat32):  TF32 tensor cores, ~1e-3 relative error
// bf16 dots always run on bf16 tensor cores with f32 accumulation.
enum class DotPrecision { highest, high, tf32 };
// Parses the backend option "precision=..." (either name of each level);
// throws Error naming the value and the accepted names.
DotPrecision parse_dot_precision(const std::string& text);
const char* dot_precision_name(DotPrecision precision);
// How many GEMM calls an f32 dot makes at this precision (bf16_3x: three).
int gemm_calls_per_dot(DotPrecision precision);

// --- memory lifetimes ----------------------------------------------------------

// For each instruction, the values whose last use it is (operands and the
// instruction's own value when nothing reads it), so the run frees them as
// soon as it has issued that instruction. Program results are never listed,
// nor anything when keep_all is set (intermediates are downloaded at the end).
std::vector<std::vector<ValueId>> plan_releases(const Program& program, bool keep_all);

// --- device figures ------------------------------------------------------------

// Upper bounds from the maximum clocks (datasheet-like; measured ceilings are
// lower: cuda_bench measures a cuBLAS GEMM and a device copy instead).
struct PeakFigures {
  double flops_per_s = 0;      // dense bf16 tensor-core flops; 0 when not derivable
  double hbm_bytes_per_s = 0;  // 0 when not derivable
};
// From the device attributes: compute capability, SM count, SM clock and
// memory clock in kHz, memory bus width in bits. Tensor-core flops per SM
// per clock are known for sm_80 (2048), sm_90 (4096) and sm_100 (8192).
PeakFigures peak_figures(int major, int minor, int sm_count, int clock_khz, int memory_clock_khz,
                         int bus_width_bits);

// --- error messages ------------------------------------------------------------

// "cublasGemmEx failed (CUBLAS_STATUS_NOT_SUPPORTED) in dot on device 2".
std::string call_failure_message(const std::string& call, const std::string& status, const std::string& op,
                                 int device);
// The call's name from its source text: "cudaMalloc(&p, n)" -> "cudaMalloc".
std::string call_name(const std::string& expression);

}  // namespace pmapsim::cuda

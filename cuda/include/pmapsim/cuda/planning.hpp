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

#if defined(__CUDACC__)
#define PMAPSIM_HOST_DEVICE __host__ __device__
#else
#define PMAPSIM_HOST_DEVICE
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

// --- reductions ----------------------------------------------------------------

// reduce over `axes`: the kept dims become rows (outer), the reduced dims a
// contiguous run per row (inner). When the reduced axes are not already the
// trailing ones, a transpose by `perm` comes first.
struct ReductionPlan {
  bool needs_transpose = false;
  IntList perm;
  std::int64_t outer = 1;
  std::int64_t inner = 1;
};
ReductionPlan plan_reduction(const Shape& operand, const IntList& axes);

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

// --- device figures ------------------------------------------------------------

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

// The indexing ops' CUDA kernels (indexing.cu), as host launch functions, and
// the parameter blocks they take by value. Elements move as raw bytes of
// their width (1, 2, 4 or 8), so every kernel serves every dtype; index
// operands of any integer width are read on the device, so no index value
// ever comes back to the host.
#pragma once

#include <cuda_runtime_api.h>

#include <cstdint>

#include "kernels.hpp"
#include "pmapsim/cuda/planning.hpp"

namespace pmapsim::cuda {

// An integer array on the device: its element width and signedness.
struct IndexOperand {
  const void* data = nullptr;
  int width = 4;
  bool is_unsigned = false;
};

// out[c] = in[s] with s_d = (c_d * mul_d + add_d) / div_d when that divides
// exactly and lies in [0, in_dims_d), else the fill element: slice (mul =
// stride, add = start), reverse (mul = -1, add = dim - 1), pad (mul = 1, add =
// -low, div = interior + 1). A dim with a start operand (dynamic_slice) adds
// the start read on the device, clamped to [0, in_dim - out_dim].
struct AffineCopy {
  int rank = 0;
  std::int64_t out_dims[kMaxRank] = {};
  std::int64_t in_dims[kMaxRank] = {};
  std::int64_t in_strides[kMaxRank] = {};
  std::int64_t mul[kMaxRank] = {};
  std::int64_t add[kMaxRank] = {};
  std::int64_t div[kMaxRank] = {};
  IndexOperand starts[kMaxRank] = {};  // data null: no dynamic start for that dim
  std::int64_t elements = 0;
};
cudaError_t launch_affine_copy(const AffineCopy& plan, int element_bytes, const void* in, const void* fill,
                               void* out, const Launch& launch);

// dynamic_update_slice: out (already a copy of the operand) gets update at
// the starts read on the device, clamped to [0, out_dim - update_dim].
struct UpdateSlice {
  int rank = 0;
  std::int64_t update_dims[kMaxRank] = {};
  std::int64_t out_dims[kMaxRank] = {};
  std::int64_t out_strides[kMaxRank] = {};
  IndexOperand starts[kMaxRank] = {};
  std::int64_t elements = 0;
};
cudaError_t launch_update_slice(const UpdateSlice& plan, int element_bytes, const void* update, void* out,
                                const Launch& launch);

// StableHLO gather, one thread per result element. For result dim r:
// offset_operand_dim[r] >= 0 names the operand dim an offset dim walks; -1
// marks a batch dim (the batch index is the result's batch coordinates in order).
struct GatherParams {
  int operand_rank = 0;
  int result_rank = 0;
  int indices_rank = 0;
  int index_vector_dim = 0;
  int vector_size = 0;
  int batching_count = 0;
  std::int64_t operand_dims[kMaxRank] = {};
  std::int64_t operand_strides[kMaxRank] = {};
  std::int64_t result_dims[kMaxRank] = {};
  int offset_operand_dim[kMaxRank] = {};
  std::int64_t indices_strides[kMaxRank] = {};
  int start_index_map[kMaxRank] = {};
  std::int64_t slice_sizes[kMaxRank] = {};
  int operand_batching[kMaxRank] = {};
  int indices_batching[kMaxRank] = {};
  std::int64_t elements = 0;
};
cudaError_t launch_gather_op(const GatherParams& params, int element_bytes, const void* operand,
                             const IndexOperand& indices, void* out, const Launch& launch);

enum class ScatterCombine : std::uint8_t { add, replace, max, min, mul };
// How scatter combines elements: by storage (float, double, bf16 bits,
// signed or unsigned integers, bool).
enum class ScatterStorage : std::uint8_t {
  f32,
  f64,
  bf16,
  s8,
  s16,
  s32,
  s64,
  u8,
  u16,
  u32,
  u64,
  boolean,
  c64,  // add, mul (as std::complex<float>'s, C's Annex G) and replace
  c128,
};

// StableHLO scatter of one operand into out (already a copy of it), with
// the reference's result: update elements combine in the row-major order of
// the updates (duplicates in that order), and a window not wholly inside the
// operand is skipped. With one point, or when a first pass finds that no two
// update elements meet (an open-addressing set of their targets), one thread
// per update element combines it; else the update elements are sorted by
// (target, position in the updates) and one thread per target folds its
// updates in that order. Which of the two runs is decided on the device (a
// flag in the scratch): no value comes back to the host.
struct ScatterParams {
  int operand_rank = 0;
  int updates_rank = 0;
  int indices_rank = 0;
  int index_vector_dim = 0;
  int vector_size = 0;
  int batching_count = 0;
  std::int64_t operand_dims[kMaxRank] = {};
  std::int64_t operand_strides[kMaxRank] = {};
  std::int64_t updates_dims[kMaxRank] = {};
  int window_operand_dim[kMaxRank] = {};  // per updates dim: operand dim of a window dim, or -1 (scatter dim)
  std::int64_t window_extent[kMaxRank] = {};  // per operand dim (1 for inserted and batching dims)
  std::int64_t indices_strides[kMaxRank] = {};
  int to_operand[kMaxRank] = {};
  int input_batching[kMaxRank] = {};
  int indices_batching[kMaxRank] = {};
  std::int64_t points = 0;            // scatter points
  std::int64_t update_elements = 0;   // points * elements per window
  std::int64_t operand_elements = 0;  // (operand_elements + 1) * update_elements < 2^64 (scatter_fits)
};
// Whether a scatter's sort keys (target * update_elements + position) fit in 64 bits.
bool scatter_fits(const ScatterParams& params);
// Device scratch the scatter needs (0 for one point).
std::size_t scatter_scratch_bytes(const ScatterParams& params);
cudaError_t launch_scatter_op(const ScatterParams& params, ScatterCombine combine, ScatterStorage storage,
                              const IndexOperand& indices, const void* updates, void* out, void* scratch,
                              const Launch& launch);

}  // namespace pmapsim::cuda

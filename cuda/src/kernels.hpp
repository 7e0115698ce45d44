// The project's own CUDA kernels, as host launch functions (kernels.cu).
//
// Every launch is asynchronous on the given stream and returns the launch's
// cudaError_t (cudaGetLastError after the launch), which the caller checks
// with the op and device it belongs to. Launch shapes come from the GPU's SM
// count (planning.hpp). Elements are stored as in host arrays: f32 as float,
// bf16 as its 16 bits, s32 as int32, bool as one byte. Numerics follow the
// reference: f32 and bf16 compute in float and bf16 rounds to nearest even on
// store; s32 wraps; bool is 0 or 1.
//
// Elementwise kernels move 16 bytes of their widest operand per thread and
// step when every pointer is aligned to that (cudaMallocAsync's are), one
// element otherwise.
#pragma once

#include <cuda_runtime_api.h>

#include <cstdint>

#include "pmapsim/cuda/planning.hpp"
#include "pmapsim/dtype.hpp"
#include "pmapsim/ops.hpp"

namespace pmapsim::cuda {

enum class UnaryFn : std::uint8_t { neg, abs, exp, log, tanh, sqrt };
enum class BinaryFn : std::uint8_t { add, sub, mul, div, max, min };
enum class ReduceFn : std::uint8_t { sum, max, min };

// Where a launch goes: its stream and the SM count of the stream's GPU.
struct Launch {
  cudaStream_t stream = nullptr;
  int sm_count = 1;
};

// out = fn(in), both of dtype.
cudaError_t launch_unary(UnaryFn fn, DType dtype, const void* in, void* out, std::int64_t elements,
                         const Launch& launch);
// out = fn(a, b), all of dtype.
cudaError_t launch_binary(BinaryFn fn, DType dtype, const void* a, const void* b, void* out,
                          std::int64_t elements, const Launch& launch);
// out (bool) = a <direction> b, operands of dtype.
cudaError_t launch_compare(CompareDirection direction, DType dtype, const void* a, const void* b, void* out,
                           std::int64_t elements, const Launch& launch);
// out = predicate ? on_true : on_false (predicate bool, the others of dtype).
cudaError_t launch_select(DType dtype, const void* predicate, const void* on_true, const void* on_false,
                          void* out, std::int64_t elements, const Launch& launch);
// out (to) = in (from) with convert's rules.
cudaError_t launch_convert(DType from, DType to, const void* in, void* out, std::int64_t elements,
                           const Launch& launch);
// f32 in split for bf16_3x products: hi = bf16(in), lo = bf16(in - hi).
cudaError_t launch_split_bf16(const void* in, void* hi, void* lo, std::int64_t elements,
                              const Launch& launch);
// out[i] = in[plan's source offset of i] for elements of element_bytes (1, 2,
// 4, 8 or 16): through shared-memory tiles when plan_tiled_transpose says so, else
// a cursor walk (no division per element).
cudaError_t launch_gather(const GatherPlan& plan, std::size_t element_bytes, const void* in, void* out,
                          const Launch& launch);
// element_types.cu: XLA's reduce_precision on f16, bf16, f32 or f64 bits.
cudaError_t launch_reduce_precision(DType dtype, const void* in, void* out, std::int64_t elements,
                                    int exponent_bits, int mantissa_bits, const Launch& launch);
// Every element of out set to the element bits in `element` (element_bytes
// wide, at most 8: a 16-byte element is refused with cudaErrorInvalidValue).
cudaError_t launch_fill(std::size_t element_bytes, std::uint64_t element, void* out, std::int64_t elements,
                        const Launch& launch);
// out[i] = (i / inner) % dim_size, converted to dtype.
cudaError_t launch_iota(DType dtype, void* out, std::int64_t elements, std::int64_t dim_size,
                        std::int64_t inner, const Launch& launch);

// reduce of in, seen as [outer, reduced, inner], into out [outer, inner]
// (both of dtype), as `plan` (plan_reduce_launch) says; `partials` holds
// reduce_partial_bytes(plan, outer, inner) bytes (twice that for 8-byte
// dtypes, whose accumulators are 8 bytes) when plan.splits > 1.
// An empty reduced run gives the identity: 0 for sums, -inf / the dtype's lowest value for
// max, and false for a bool max (the reference's and XLA's "any").
cudaError_t launch_reduce(ReduceFn fn, DType dtype, const void* in, void* out, void* partials,
                          std::int64_t outer, std::int64_t reduced, std::int64_t inner,
                          const ReduceLaunch& plan, const Launch& launch);

// A group's buffers, read or written by one launch (a kernel parameter, hence bounded).
struct PointerTable {
  const void* pointers[kMaxGroupSize] = {};
  int count = 0;
};
struct OutputTable {
  void* pointers[kMaxGroupSize] = {};
  int count = 0;
};
// For every output r: out_r[i] = fn over members m of inputs[m] at
// r * gather.rank_offset + gather.plan's offset of i, divided by `divisor`
// when divisor != 1 (pmean). The combination runs in the result's type (f32
// sums of s32 for pmean, as the reference; int32 for s32 and bool psum);
// inputs of dtype `from`, outputs of `to`; one launch for all outputs.
cudaError_t launch_member_reduce(ReduceFn fn, DType from, DType to, const MemberGather& gather,
                                 const PointerTable& inputs, const OutputTable& outputs,
                                 std::int64_t elements, double divisor, const Launch& launch);
// For every output r: out_r[i] = inputs[m][r * rank_offset + offset of i]
// with m the coordinate of gather.select_dim (all_to_all); one launch.
cudaError_t launch_member_gather(const MemberGather& gather, std::size_t element_bytes,
                                 const PointerTable& inputs, const OutputTable& outputs,
                                 std::int64_t elements, const Launch& launch);

// Integer dot (operands of one integer dtype, a result of any integer dtype)
// following a GEMM plan on row-major buffers: c[b][row][col] = sum_k lhs *
// rhs, accumulated in 64 bits and wrapped to the result's width, as the
// reference's int64 accumulation.
cudaError_t launch_integer_gemm(const GemmPlan& plan, DType operand_dtype, DType result_dtype,
                                const void* lhs, const void* rhs, void* out, const Launch& launch);

}  // namespace pmapsim::cuda

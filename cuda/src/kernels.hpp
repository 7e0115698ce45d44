// The project's own CUDA kernels, as host launch functions (kernels.cu).
//
// Every launch is asynchronous on the given stream and returns the launch's
// cudaError_t (cudaGetLastError after the launch), which the caller checks
// with the op and device it belongs to. Elements are stored as in host
// arrays: f32 as float, bf16 as its 16 bits, s32 as int32, bool as one byte.
// Numerics follow the reference: f32 and bf16 compute in float and bf16
// rounds to nearest even on store; s32 wraps; bool is 0 or 1.
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

// out = fn(in), both of dtype.
cudaError_t launch_unary(UnaryFn fn, DType dtype, const void* in, void* out, std::int64_t elements,
                         LaunchPlan launch, cudaStream_t stream);
// out = fn(a, b), all of dtype.
cudaError_t launch_binary(BinaryFn fn, DType dtype, const void* a, const void* b, void* out,
                          std::int64_t elements, LaunchPlan launch, cudaStream_t stream);
// out (bool) = a <direction> b, operands of dtype.
cudaError_t launch_compare(CompareDirection direction, DType dtype, const void* a, const void* b, void* out,
                           std::int64_t elements, LaunchPlan launch, cudaStream_t stream);
// out = predicate ? on_true : on_false (predicate bool, the others of dtype).
cudaError_t launch_select(DType dtype, const void* predicate, const void* on_true, const void* on_false,
                          void* out, std::int64_t elements, LaunchPlan launch, cudaStream_t stream);
// out (to) = in (from) with convert's rules.
cudaError_t launch_convert(DType from, DType to, const void* in, void* out, std::int64_t elements,
                           LaunchPlan launch, cudaStream_t stream);
// out[i] = in[plan.source_offset(i)] for elements of element_bytes (1, 2 or 4).
cudaError_t launch_gather(const GatherPlan& plan, std::size_t element_bytes, const void* in, void* out,
                          LaunchPlan launch, cudaStream_t stream);
// Every element of out set to the element bits in `element` (element_bytes wide).
cudaError_t launch_fill(std::size_t element_bytes, std::uint32_t element, void* out, std::int64_t elements,
                        LaunchPlan launch, cudaStream_t stream);
// out[i] = (i / inner) % dim_size, converted to dtype.
cudaError_t launch_iota(DType dtype, void* out, std::int64_t elements, std::int64_t dim_size,
                        std::int64_t inner, LaunchPlan launch, cudaStream_t stream);
// out[row] = fn over in[row * inner .. row * inner + inner) for row < outer;
// in of dtype `from`, out of dtype `to`.
cudaError_t launch_reduce_rows(ReduceFn fn, DType from, DType to, const void* in, void* out,
                               std::int64_t outer, std::int64_t inner, int sm_count, cudaStream_t stream);

// A group's buffers, read by one launch (a kernel parameter, hence bounded).
struct PointerTable {
  const void* pointers[kMaxGroupSize] = {};
  int count = 0;
};
// out[i] = fn over members m of inputs.pointers[m][i], divided by `divisor`
// when divisor != 1 (pmean); inputs of dtype `from`, out of dtype `to`.
// Sums accumulate in float (f32, bf16) or wrapping int32 (s32, bool).
cudaError_t launch_group_reduce(ReduceFn fn, DType from, DType to, const PointerTable& inputs, void* out,
                                std::int64_t elements, double divisor, LaunchPlan launch,
                                cudaStream_t stream);

// Integer dot (s32 or bool operands, s32 wrapping accumulation) following a
// GEMM plan on row-major buffers: c[b][row][col] = sum_k lhs * rhs.
cudaError_t launch_integer_gemm(const GemmPlan& plan, DType operand_dtype, DType result_dtype,
                                const void* lhs, const void* rhs, void* out, cudaStream_t stream);

}  // namespace pmapsim::cuda

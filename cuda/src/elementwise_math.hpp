// CUDA kernels of the elementwise math and bitwise ops (sign ...
// count_leading_zeros; elementwise_math.cu), as host launch functions with
// the conventions of kernels.hpp. Numerics follow the reference
// (reference/src/elementwise_math.cpp, bitwise.cpp): floats are computed in
// double and rounded once to the element type; integers wrap; shifts and
// integer remainder/power follow StableHLO as XLA implements them.
#pragma once

#include <cstdint>

#include "kernels.hpp"

namespace pmapsim::cuda {

// out = op(in) for the unary ops; dtype is the operand's; the result has the
// operand's dtype except is_finite (bool).
cudaError_t launch_math_unary(OpCode op, DType dtype, const void* in, void* out, std::int64_t elements,
                              const Launch& launch);
// out = op(a, b), all of dtype.
cudaError_t launch_math_binary(OpCode op, DType dtype, const void* a, const void* b, void* out,
                               std::int64_t elements, const Launch& launch);
// out = clamp(lo, x, hi), all of dtype; a bound flagged scalar is one element
// applied to every x.
cudaError_t launch_clamp(DType dtype, const void* lo, bool lo_scalar, const void* x, const void* hi,
                         bool hi_scalar, void* out, std::int64_t elements, const Launch& launch);

}  // namespace pmapsim::cuda

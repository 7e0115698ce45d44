// CUDA kernels of the complex numbers (complex.cu), as host launch functions
// with the conventions of kernels.hpp. c64 is two floats, c128 two doubles,
// real part first (std::complex's layout). As the reference does it
// (reference/src/complex.cpp), every element is computed in double and each
// part rounded once to the result's part type.
#pragma once

#include <cstdint>

#include "kernels.hpp"
#include "pmapsim/semantics/complex_math.hpp"

namespace pmapsim::cuda {

// Whether op has a complex elementwise kernel: one of PMAPSIM_COMPLEX_UNARY_OPS
// or _BINARY_OPS (semantics/complex_math.hpp), or real or imag.
inline bool has_complex_kernel(OpCode op) {
  switch (op) {
#define PMAPSIM_LISTED_CASE(name) case OpCode::name:
    PMAPSIM_COMPLEX_UNARY_OPS(PMAPSIM_LISTED_CASE)
    PMAPSIM_COMPLEX_BINARY_OPS(PMAPSIM_LISTED_CASE)
#undef PMAPSIM_LISTED_CASE
    case OpCode::real:
    case OpCode::imag:
      return true;
    default:
      return false;
  }
}

// out = op(a) or op(a, b) on complex operands of dtype (c64 or c128; b is read
// by the binary ops only). out has dtype, except abs, real and imag: the part
// dtype (f32 for c64, f64 for c128). cudaErrorInvalidValue for an op without a
// complex kernel.
cudaError_t launch_complex_map(OpCode op, DType dtype, const void* a, const void* b, void* out,
                               std::int64_t elements, const Launch& launch);
// out (c64 or c128 for part dtype f32 or f64) = re + i im.
cudaError_t launch_make_complex(DType part, const void* re, const void* im, void* out, std::int64_t elements,
                                const Launch& launch);
// out (bool) = (a == b) when equal, else (a != b): both parts compared.
cudaError_t launch_complex_compare(bool equal, DType dtype, const void* a, const void* b, void* out,
                                   std::int64_t elements, const Launch& launch);
// StableHLO convert among f32, f64, c64 and c128 with a complex side: a real
// becomes the real part (imaginary 0), a complex becomes its real part, each
// part rounded once. cudaErrorInvalidValue for any other pair.
cudaError_t launch_complex_convert(DType from, DType to, const void* in, void* out, std::int64_t elements,
                                   const Launch& launch);
// data *= factor in place, data of f32, f64, c64 or c128 (the 1/n of an inverse FFT).
cudaError_t launch_scale(DType dtype, void* data, std::int64_t elements, double factor, const Launch& launch);

}  // namespace pmapsim::cuda

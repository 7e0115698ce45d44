// The CPU emulation's stand-in for cuFFT: plans of the packed ("many" with
// null embeds) layout the backend makes, executed as direct DFTs in double on
// host memory (O(n) per output element: the tests' transforms are small).
#pragma once
#include "cuda_emulation/runtime.hpp"

using cufftHandle = int;
using cufftReal = float;
using cufftDoubleReal = double;
struct cufftComplex {
  float x, y;
};
struct cufftDoubleComplex {
  double x, y;
};
enum cufftResult {
  CUFFT_SUCCESS = 0,
  CUFFT_INVALID_PLAN = 1,
  CUFFT_ALLOC_FAILED = 2,
  CUFFT_INVALID_TYPE = 3,
  CUFFT_INVALID_VALUE = 4,
  CUFFT_INTERNAL_ERROR = 5,
  CUFFT_EXEC_FAILED = 6,
  CUFFT_SETUP_FAILED = 7,
  CUFFT_INVALID_SIZE = 8,
  CUFFT_UNALIGNED_DATA = 9,
  CUFFT_INVALID_DEVICE = 11,
  CUFFT_NO_WORKSPACE = 13,
  CUFFT_NOT_IMPLEMENTED = 14,
  CUFFT_NOT_SUPPORTED = 16,
};
enum cufftType {
  CUFFT_R2C = 0x2a,
  CUFFT_C2R = 0x2c,
  CUFFT_C2C = 0x29,
  CUFFT_D2Z = 0x6a,
  CUFFT_Z2D = 0x6c,
  CUFFT_Z2Z = 0x69
};
constexpr int CUFFT_FORWARD = -1;
constexpr int CUFFT_INVERSE = 1;

cufftResult cufftCreate(cufftHandle* plan);
cufftResult cufftDestroy(cufftHandle plan);
cufftResult cufftSetStream(cufftHandle plan, cudaStream_t stream);
cufftResult cufftMakePlanMany64(cufftHandle plan, int rank, long long* n, long long* inembed,
                                long long istride, long long idist, long long* onembed, long long ostride,
                                long long odist, cufftType type, long long batch, std::size_t* work_size);
cufftResult cufftExecC2C(cufftHandle plan, cufftComplex* in, cufftComplex* out, int direction);
cufftResult cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex* in, cufftDoubleComplex* out, int direction);
cufftResult cufftExecR2C(cufftHandle plan, cufftReal* in, cufftComplex* out);
cufftResult cufftExecD2Z(cufftHandle plan, cufftDoubleReal* in, cufftDoubleComplex* out);
cufftResult cufftExecC2R(cufftHandle plan, cufftComplex* in, cufftReal* out);
cufftResult cufftExecZ2D(cufftHandle plan, cufftDoubleComplex* in, cufftDoubleReal* out);

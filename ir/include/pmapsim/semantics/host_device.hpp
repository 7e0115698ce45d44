// Marks a function that runs on the host and, compiled by nvcc, on the GPU
// too: the per-element semantics in this folder are written once and called
// by the reference's kernels and the CUDA backend's. No CUDA header here.
#pragma once

#if defined(__CUDACC__)
#define PMAPSIM_HOST_DEVICE __host__ __device__
#else
#define PMAPSIM_HOST_DEVICE
#endif

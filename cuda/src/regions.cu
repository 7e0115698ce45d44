// The general reduce and sort kernels (regions.hpp): grid-stride loops over
// the result elements or rows, each running the interpreter of
// pmapsim/cuda/region_program.hpp.
#include <cuda_runtime.h>

#include <cstdint>

#include "regions.hpp"

namespace pmapsim::cuda {
namespace {

#define PMAPSIM_GRID_STRIDE(i, n)                                                                  \
  for (std::int64_t i = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x; i < (n); \
       i += static_cast<std::int64_t>(blockDim.x) * gridDim.x)

// The parameters are __grid_constant__: read where they are, never copied per thread.
__global__ void region_reduce_kernel(const __grid_constant__ ScalarProgram program,
                                     const __grid_constant__ RegionReduce reduce) {
  PMAPSIM_GRID_STRIDE(o, reduce.outer * reduce.inner) {
    scalar::reduce_element(program, reduce, o);
  }
}

__global__ void region_sort_kernel(const __grid_constant__ ScalarProgram program,
                                   const __grid_constant__ RegionSort sort) {
  PMAPSIM_GRID_STRIDE(row, sort.outer * sort.inner) {
    scalar::sort_row(program, sort, row);
  }
}

// One thread per output element or row: blocks of 128 threads, enough blocks
// to fill the GPU when there is the work.
unsigned grid_for(std::int64_t threads, int block, const Launch& launch) {
  const std::int64_t wanted = (threads + block - 1) / block;
  const std::int64_t most = static_cast<std::int64_t>(launch.sm_count) * 16;
  return static_cast<unsigned>(wanted < most ? wanted : most);
}

}  // namespace

cudaError_t launch_region_reduce(const ScalarProgram& program, const RegionReduce& reduce,
                                 const Launch& launch) {
  const std::int64_t outputs = reduce.outer * reduce.inner;
  if (outputs == 0) return cudaSuccess;
  constexpr int kBlock = 128;
  region_reduce_kernel<<<grid_for(outputs, kBlock, launch), kBlock, 0, launch.stream>>>(program, reduce);
  return cudaGetLastError();
}

cudaError_t launch_region_sort(const ScalarProgram& program, const RegionSort& sort, const Launch& launch) {
  const std::int64_t rows = sort.outer * sort.inner;
  if (rows == 0 || sort.length == 0) return cudaSuccess;
  // Each thread sorts a whole row: small blocks spread few rows over more SMs.
  constexpr int kBlock = 32;
  region_sort_kernel<<<grid_for(rows, kBlock, launch), kBlock, 0, launch.stream>>>(program, sort);
  return cudaGetLastError();
}

}  // namespace pmapsim::cuda

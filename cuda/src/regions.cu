// The general reduce and sort kernels (regions.hpp): grid-stride loops over
// result elements (reduce) or, level by level, over the merge sort's runs or
// chunks of runs (sort), each running the interpreter of
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

// One block per result (grid-stride over results): each thread folds its
// run, then the partials combine pairwise in order, then the init in front.
__global__ void region_reduce_runs_kernel(const __grid_constant__ ScalarProgram program,
                                          const __grid_constant__ RegionReduce reduce) {
  __shared__ scalar::Bits partial[scalar::kFoldThreads];
  const int t = static_cast<int>(threadIdx.x);
  const int filled = scalar::runs_filled(reduce);
  scalar::Bits regs[kMaxScalarRegisters];
  scalar::preload(program, regs);
  for (std::int64_t o = blockIdx.x; o < reduce.outer * reduce.inner; o += gridDim.x) {
    if (t < filled) partial[t] = scalar::reduce_run(program, reduce, o, t, regs);
    __syncthreads();
    // Partial t covers runs [t, t + stride) before each round; its right neighbour the next stride.
    for (int stride = 1; stride < filled; stride *= 2) {
      if (t % (2 * stride) == 0 && t + stride < filled)
        partial[t] = scalar::combine(program, partial[t], partial[t + stride], regs);
      __syncthreads();
    }
    if (t == 0) {
      const scalar::Bits init = scalar::load(reduce.init[0], 0, reduce.acc_bytes[0]);
      scalar::store(reduce.output[0], o, reduce.acc_bytes[0],
                    scalar::combine(program, init, partial[0], regs));
    }
    __syncthreads();  // partial is the next result's
  }
}

__global__ void sort_start_kernel(const __grid_constant__ RegionSort sort) {
  PMAPSIM_GRID_STRIDE(index, sort.outer * sort.inner * sort.length) {
    scalar::sort_start(sort, index);
  }
}

// One thread per run (with only_diverged, per run whose chunks flagged it).
__global__ void sort_merge_runs_kernel(const __grid_constant__ ScalarProgram program,
                                       const __grid_constant__ RegionSort sort, int depth,
                                       bool only_diverged) {
  PMAPSIM_GRID_STRIDE(thread, (sort.outer * sort.inner) << depth) {
    scalar::sort_merge_run(program, sort, depth, thread, only_diverged);
  }
}

__global__ void sort_split_kernel(const __grid_constant__ ScalarProgram program,
                                  const __grid_constant__ RegionSort sort, int depth) {
  PMAPSIM_GRID_STRIDE(index, ((sort.outer * sort.inner) << depth) * (scalar::sort_chunks(sort, depth) + 1)) {
    scalar::sort_split(program, sort, depth, index);
  }
}

__global__ void sort_merge_chunks_kernel(const __grid_constant__ ScalarProgram program,
                                         const __grid_constant__ RegionSort sort, int depth) {
  PMAPSIM_GRID_STRIDE(index, ((sort.outer * sort.inner) << depth) * scalar::sort_chunks(sort, depth)) {
    scalar::sort_merge_chunk(program, sort, depth, index);
  }
}

__global__ void sort_gather_kernel(const __grid_constant__ RegionSort sort) {
  PMAPSIM_GRID_STRIDE(index, sort.outer * sort.inner * sort.length) {
    scalar::sort_gather(sort, index);
  }
}

// One thread per element, result element or run: enough blocks to fill the
// GPU when there is the work.
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
  if (scalar::fold_in_runs(program, reduce, launch.sm_count)) {
    const auto blocks = static_cast<unsigned>(outputs);  // fold_in_runs: fewer than sm_count * kFoldThreads
    region_reduce_runs_kernel<<<blocks, scalar::kFoldThreads, 0, launch.stream>>>(program, reduce);
    return cudaGetLastError();
  }
  constexpr int kBlock = 128;
  region_reduce_kernel<<<grid_for(outputs, kBlock, launch), kBlock, 0, launch.stream>>>(program, reduce);
  return cudaGetLastError();
}

cudaError_t launch_region_sort(const ScalarProgram& program, const RegionSort& sort, const Launch& launch) {
  const std::int64_t rows = sort.outer * sort.inner;
  const std::int64_t elements = rows * sort.length;
  if (elements == 0) return cudaSuccess;
  constexpr int kBlock = 128;
  sort_start_kernel<<<grid_for(elements, kBlock, launch), kBlock, 0, launch.stream>>>(sort);
  cudaError_t status = cudaGetLastError();
  // The recursion's levels, deepest first: each merges runs its children sorted.
  for (int depth = sort.levels - 1; depth >= 0 && status == cudaSuccess; --depth) {
    const std::int64_t runs = rows << depth;
    const std::int64_t chunks = scalar::sort_chunks(sort, depth);
    if (chunks == 1) {
      // Merging threads run long (a run's whole merge each): small blocks spread few of them over more SMs.
      constexpr int kMergeBlock = 32;
      sort_merge_runs_kernel<<<grid_for(runs, kMergeBlock, launch), kMergeBlock, 0, launch.stream>>>(
          program, sort, depth, false);
      status = cudaGetLastError();
      continue;
    }
    sort_split_kernel<<<grid_for(runs * (chunks + 1), kBlock, launch), kBlock, 0, launch.stream>>>(
        program, sort, depth);
    status = cudaGetLastError();
    if (status != cudaSuccess) break;
    sort_merge_chunks_kernel<<<grid_for(runs * chunks, kBlock, launch), kBlock, 0, launch.stream>>>(
        program, sort, depth);
    status = cudaGetLastError();
    if (status != cudaSuccess) break;
    // A comparator that is no strict weak order: the flagged runs merged again, whole.
    sort_merge_runs_kernel<<<grid_for(runs, kBlock, launch), kBlock, 0, launch.stream>>>(program, sort, depth,
                                                                                         true);
    status = cudaGetLastError();
  }
  if (status != cudaSuccess) return status;
  sort_gather_kernel<<<grid_for(elements, kBlock, launch), kBlock, 0, launch.stream>>>(sort);
  return cudaGetLastError();
}

}  // namespace pmapsim::cuda

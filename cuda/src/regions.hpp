// The general reduce and sort kernels (regions.cu): one thread per result
// element of a reduce; for a sort, per level of the merge sort's recursion,
// one thread per run or, for runs longer than RegionSort::chunk, a merge-path
// split and one thread per chunk of a run (see RegionSort); each runs the
// region's scalar steps (pmapsim/cuda/region_program.hpp).
#pragma once

#include <cuda_runtime_api.h>

#include "kernels.hpp"
#include "pmapsim/cuda/region_program.hpp"

namespace pmapsim::cuda {

cudaError_t launch_region_reduce(const ScalarProgram& program, const RegionReduce& reduce,
                                 const Launch& launch);
cudaError_t launch_region_sort(const ScalarProgram& program, const RegionSort& sort, const Launch& launch);

}  // namespace pmapsim::cuda

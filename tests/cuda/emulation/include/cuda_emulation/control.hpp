// What a test sets and reads of the CPU emulation of CUDA (emulation.cpp):
// the emulated machine, the record of launches, and the failures the
// execution model found. Not seen by the lowered kernels.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace cuda_emu {

// The emulated machine. Set before a backend opens (the backend reads the
// GPUs when it opens); reset() restores these defaults and forgets the rest.
struct Machine {
  int gpus = 1;
  int sm_count = 2;  // few SMs: small grids, so grid-stride loops take several steps
  std::size_t memory_bytes = std::size_t{1} << 30;  // per GPU; past it cudaMallocAsync fails
  std::size_t max_pitch = 2147483647;               // cudaDevAttrMaxPitch (cudaMemcpy2D's limit)
  bool reverse_blocks = true;                       // blocks run last to first (CUDA promises no order)
};
Machine& machine();
void reset();

// Kernels launched since reset(), by the name at their launch, and how often.
const std::map<std::string, std::int64_t>& launches();
std::int64_t launch_count(const std::string& kernel_prefix);
// Every failure the emulation reported since reset() (divergence, a lane
// outside a mask, memory written out of bounds, a copy outside an
// allocation...), one line each; also printed to stderr as they happen.
const std::vector<std::string>& failures();
// Calls since reset() that made the host wait for a stream (a synchronize,
// or a copy from the device into pageable host memory, which CUDA completes
// before it returns; copies into cudaMallocHost memory do not wait).
std::int64_t host_waits();
// Device bytes allocated now, and the most at once since reset().
std::size_t bytes_in_use();
std::size_t peak_bytes();

}  // namespace cuda_emu

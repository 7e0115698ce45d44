// rng_bit_generator's CUDA kernel (random.cu), as a host launch function and
// the parameter block it takes by value: the layout of pmapsim/rng.hpp,
// which is XLA:CPU's, so the bits equal the reference's. The state is read
// on the device, so no value comes back to the host.
#pragma once

#include <cuda_runtime_api.h>

#include <cstdint>

#include "kernels.hpp"

namespace pmapsim::cuda {

struct RngParams {
  bool philox = true;     // else three_fry
  bool wide = false;      // 64-bit elements: two words each
  int element_bytes = 4;  // 1, 2, 4 or 8
  int state_words = 2;    // 2 or 3
  std::int64_t elements = 0;
  // THREE_FRY's split of narrow outputs (RngLayout::split_*).
  std::int64_t split_inner = 1;
  std::int64_t split_extent = 1;
  std::int64_t split_half = 1;
  std::uint64_t counter_advance = 0;  // counter values drawn: one thread step each
};

// out gets the bits; new_state (not state's buffer) the state after the call.
cudaError_t launch_rng_bit_generator(const RngParams& params, const std::uint64_t* state,
                                     std::uint64_t* new_state, void* out, const Launch& launch);

}  // namespace pmapsim::cuda

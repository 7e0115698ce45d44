// rng_bit_generator: Threefry-2x32 (20 rounds) and Philox-4x32 (10 rounds),
// one counter value per thread step; each step writes the elements that
// counter value feeds (random.hpp, pmapsim/rng.hpp).
#include "pmapsim/cuda/planning.hpp"
#include "random.hpp"

namespace pmapsim::cuda {
namespace {

__device__ std::uint32_t rotate_left(std::uint32_t value, int distance) {
  return (value << distance) | (value >> (32 - distance));
}

// Threefry-2x32: five groups of four rounds, a key injection after each.
__device__ void three_fry_2x32(std::uint32_t key0, std::uint32_t key1, std::uint32_t& x0, std::uint32_t& x1) {
  const int rotations[8] = {13, 15, 26, 6, 17, 29, 16, 24};
  const std::uint32_t schedule[3] = {key0, key1, 0x1BD11BDAu ^ key0 ^ key1};
  x0 += schedule[0];
  x1 += schedule[1];
  for (std::uint32_t group = 0; group < 5; ++group) {
    for (int round = 0; round < 4; ++round) {
      x0 += x1;
      x1 = rotate_left(x1, rotations[(group % 2) * 4 + round]) ^ x0;
    }
    x0 += schedule[(group + 1) % 3];
    x1 += schedule[(group + 2) % 3] + group + 1;
  }
}

__device__ void philox_4x32(std::uint32_t key0, std::uint32_t key1, std::uint32_t x[4]) {
  for (int round = 0; round < 10; ++round) {
    const std::uint32_t high0 = __umulhi(x[0], 0xD2511F53u), low0 = x[0] * 0xD2511F53u;
    const std::uint32_t high1 = __umulhi(x[2], 0xCD9E8D57u), low1 = x[2] * 0xCD9E8D57u;
    x[0] = high1 ^ x[1] ^ key0;
    x[1] = low1;
    x[2] = high0 ^ x[3] ^ key1;
    x[3] = low0;
    key0 += 0x9E3779B9u;
    key1 += 0xBB67AE85u;
  }
}

__device__ void store_bits(void* out, std::int64_t index, int bytes, std::uint64_t bits) {
  switch (bytes) {
    case 1:
      static_cast<std::uint8_t*>(out)[index] = static_cast<std::uint8_t>(bits);
      return;
    case 2:
      static_cast<std::uint16_t*>(out)[index] = static_cast<std::uint16_t>(bits);
      return;
    case 4:
      static_cast<std::uint32_t*>(out)[index] = static_cast<std::uint32_t>(bits);
      return;
    default:
      static_cast<std::uint64_t*>(out)[index] = bits;
  }
}

__device__ std::uint64_t join_words(std::uint32_t low, std::uint32_t high) {
  return static_cast<std::uint64_t>(low) | (static_cast<std::uint64_t>(high) << 32);
}

// PHILOX's 128-bit counter: state[1] low, then state[2] (or the key, state[0], for a two-word state).
__device__ void philox_counter(const RngParams& p, const std::uint64_t* state, std::uint64_t offset,
                               std::uint64_t& low, std::uint64_t& high) {
  const std::uint64_t base_high = p.state_words >= 3 ? state[2] : state[0];
  low = state[1] + offset;
  high = base_high + (low < state[1] ? 1 : 0);
}

__device__ void philox_step(const RngParams& p, const std::uint64_t* state, std::uint64_t step, void* out) {
  std::uint64_t low = 0, high = 0;
  philox_counter(p, state, step, low, high);
  std::uint32_t x[4] = {static_cast<std::uint32_t>(low), static_cast<std::uint32_t>(low >> 32),
                        static_cast<std::uint32_t>(high), static_cast<std::uint32_t>(high >> 32)};
  philox_4x32(static_cast<std::uint32_t>(state[0]), static_cast<std::uint32_t>(state[0] >> 32), x);
  const int per_step = p.wide ? 2 : 4;
  for (int lane = 0; lane < per_step; ++lane) {
    const std::int64_t index = static_cast<std::int64_t>(step) * per_step + lane;
    if (index >= p.elements) return;
    const std::uint64_t bits = p.wide ? join_words(x[2 * lane], x[2 * lane + 1]) : x[lane];
    store_bits(out, index, p.element_bytes, bits);
  }
}

// THREE_FRY: 64-bit elements take both words of counter state[1] + index; a
// narrow output's counter offset feeds two neighbours along the split dim.
__device__ void three_fry_step(const RngParams& p, const std::uint64_t* state, std::uint64_t step,
                               void* out) {
  const std::uint64_t counter = state[1] + step;
  std::uint32_t x0 = static_cast<std::uint32_t>(counter), x1 = static_cast<std::uint32_t>(counter >> 32);
  three_fry_2x32(static_cast<std::uint32_t>(state[0]), static_cast<std::uint32_t>(state[0] >> 32), x0, x1);
  if (p.wide) {
    store_bits(out, static_cast<std::int64_t>(step), 8, join_words(x0, x1));
    return;
  }
  const auto offset = static_cast<std::int64_t>(step);
  const std::int64_t inner = offset % p.split_inner;
  const std::int64_t rest = offset / p.split_inner;
  const std::int64_t half = rest % p.split_half;
  const std::int64_t outer = rest / p.split_half;
  for (int word = 0; word < 2; ++word) {
    const std::int64_t along = 2 * half + word;
    if (along >= p.split_extent) return;
    store_bits(out, (outer * p.split_extent + along) * p.split_inner + inner, p.element_bytes,
               word == 0 ? x0 : x1);
  }
}

__global__ void rng_bit_generator_kernel(RngParams p, const std::uint64_t* state, std::uint64_t* new_state,
                                         void* out) {
  const std::uint64_t first = blockIdx.x * static_cast<std::uint64_t>(blockDim.x) + threadIdx.x;
  const std::uint64_t stride = static_cast<std::uint64_t>(gridDim.x) * blockDim.x;
  for (std::uint64_t step = first; step < p.counter_advance; step += stride) {
    if (p.philox) {
      philox_step(p, state, step, out);
    } else {
      three_fry_step(p, state, step, out);
    }
  }
  if (first != 0) return;
  // The key stays; the counter moves past the values drawn.
  new_state[0] = state[0];
  if (!p.philox) {
    new_state[1] = state[1] + p.counter_advance;
    return;
  }
  std::uint64_t low = 0, high = 0;
  philox_counter(p, state, p.counter_advance, low, high);
  new_state[1] = low;
  if (p.state_words >= 3) new_state[2] = high;
}

}  // namespace

cudaError_t launch_rng_bit_generator(const RngParams& params, const std::uint64_t* state,
                                     std::uint64_t* new_state, void* out, const Launch& launch) {
  const LaunchPlan grid =
      plan_grid_stride_launch(static_cast<std::int64_t>(params.counter_advance), launch.sm_count);
  rng_bit_generator_kernel<<<grid.blocks, grid.threads, 0, launch.stream>>>(params, state, new_state, out);
  return cudaGetLastError();
}

}  // namespace pmapsim::cuda

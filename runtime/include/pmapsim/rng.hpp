// rng_bit_generator's bit streams as XLA lays them out (its builder library's
// prng and the RngBitGeneratorExpander that XLA:CPU runs), so that every
// backend gives the bits jax.lax.rng_bit_generator gives on the CPU.
//
// The state is u64[2] or u64[3]: state[0] is the key. THREE_FRY counts with
// state[1]; PHILOX counts with a 128-bit counter, state[1] its low word and
// state[2] its high word (a two-word state uses state[0], the key, as the
// high word and returns only the low word). DEFAULT is PHILOX, as XLA:CPU
// resolves it.
//
// Words are 32 bits. An element of 32 bits or fewer takes one word (8- and
// 16-bit elements keep its low bits); a 64-bit element takes two, low word
// first. THREE_FRY makes two words per counter value: for 64-bit elements
// element i gets counter state[1] + i; for narrower ones the output splits
// in two along one dimension (RngLayout::split_*), and the two words of a
// counter go to neighbouring elements along it. PHILOX makes four words per
// counter value and hands them out in row-major order of the output.
#pragma once

#include <cstdint>

#include "pmapsim/array.hpp"
#include "pmapsim/attrs.hpp"

namespace pmapsim {

enum class RngAlgorithm : std::uint8_t { three_fry, philox };

// The algorithm of rng_bit_generator's `algorithm` attribute (default,
// three_fry or philox); `default` is philox.
RngAlgorithm rng_algorithm(const Attrs& attrs);

// Where each output element's bits come from; depends on the types only.
struct RngLayout {
  RngAlgorithm algorithm = RngAlgorithm::philox;
  std::int64_t state_words = 2;    // 2 or 3
  bool wide = false;               // 64-bit elements: two words each
  std::int64_t element_bytes = 4;  // 1, 2, 4 or 8
  // THREE_FRY with narrow elements: the output's row-major index i is
  // (outer * split_extent + along) * split_inner + inner; the element takes
  // word (along % 2) of counter offset (outer * split_half + along / 2) *
  // split_inner + inner. split_extent is the size of the split dimension
  // (its first even dimension, else its first longest), split_half its
  // half rounded up, split_inner the product of the dimensions after it.
  std::int64_t split_inner = 1;
  std::int64_t split_extent = 1;
  std::int64_t split_half = 1;
  // How far the counter moves: the counter values the call used.
  std::uint64_t counter_advance = 0;
};

// The layout of one call; throws Error for types the op's rule refuses.
RngLayout rng_layout(const Attrs& attrs, const TensorType& state, const TensorType& output);

// The counter offset and word (0 or 1) of THREE_FRY's narrow element `index`.
struct ThreeFrySlot {
  std::uint64_t offset = 0;
  int word = 0;
};
inline ThreeFrySlot three_fry_slot(const RngLayout& layout, std::int64_t index) {
  const std::int64_t inner = index % layout.split_inner;
  const std::int64_t rest = index / layout.split_inner;
  const std::int64_t along = rest % layout.split_extent;
  const std::int64_t outer = rest / layout.split_extent;
  return {static_cast<std::uint64_t>((outer * layout.split_half + along / 2) * layout.split_inner + inner),
          static_cast<int>(along % 2)};
}

}  // namespace pmapsim

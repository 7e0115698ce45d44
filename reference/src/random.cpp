// rng_bit_generator on one device: THREE_FRY (Threefry-2x32, 20 rounds) and
// PHILOX (Philox-4x32, 10 rounds) counter-based generators, with the bit
// layout of pmapsim/rng.hpp, which is XLA:CPU's. Plain integer code: the
// bits are exact and the same on every machine.
#include <array>
#include <cstring>

#include "internal.hpp"
#include "pmapsim/rng.hpp"

namespace pmapsim::reference {
namespace {

using Words2 = std::array<std::uint32_t, 2>;
using Words4 = std::array<std::uint32_t, 4>;

Words2 split_words(std::uint64_t value) {
  return {static_cast<std::uint32_t>(value), static_cast<std::uint32_t>(value >> 32)};
}

std::uint64_t join_words(std::uint32_t low, std::uint32_t high) {
  return static_cast<std::uint64_t>(low) | (static_cast<std::uint64_t>(high) << 32);
}

std::uint32_t rotate_left(std::uint32_t value, int distance) {
  return (value << distance) | (value >> (32 - distance));
}

// Threefry-2x32 with 20 rounds (Salmon et al., SC 2011): five groups of four
// rounds, a key injection after each.
Words2 three_fry_2x32(Words2 key, Words2 x) {
  constexpr std::array<int, 8> kRotations = {13, 15, 26, 6, 17, 29, 16, 24};
  const std::array<std::uint32_t, 3> schedule = {key[0], key[1], 0x1BD11BDAu ^ key[0] ^ key[1]};
  x[0] += schedule[0];
  x[1] += schedule[1];
  for (std::uint32_t group = 0; group < 5; ++group) {
    for (std::size_t round = 0; round < 4; ++round) {
      x[0] += x[1];
      x[1] = rotate_left(x[1], kRotations[(group % 2) * 4 + round]) ^ x[0];
    }
    x[0] += schedule[(group + 1) % 3];
    x[1] += schedule[(group + 2) % 3] + group + 1;
  }
  return x;
}

// Philox-4x32 with 10 rounds (the same paper).
Words4 philox_4x32(Words2 key, Words4 x) {
  for (int round = 0; round < 10; ++round) {
    const std::uint64_t product0 = static_cast<std::uint64_t>(x[0]) * 0xD2511F53u;
    const std::uint64_t product1 = static_cast<std::uint64_t>(x[2]) * 0xCD9E8D57u;
    x = {static_cast<std::uint32_t>(product1 >> 32) ^ x[1] ^ key[0], static_cast<std::uint32_t>(product1),
         static_cast<std::uint32_t>(product0 >> 32) ^ x[3] ^ key[1], static_cast<std::uint32_t>(product0)};
    key[0] += 0x9E3779B9u;
    key[1] += 0xBB67AE85u;
  }
  return x;
}

// PHILOX's 128-bit counter, low word first.
struct Counter128 {
  std::uint64_t low = 0;
  std::uint64_t high = 0;
  Counter128 plus(std::uint64_t offset) const {
    const std::uint64_t sum = low + offset;
    return {sum, high + (sum < low ? 1 : 0)};
  }
};

Counter128 philox_counter(const std::uint64_t* state, const RngLayout& layout) {
  // A two-word state counts with the key as its high word (XLA reverses it).
  return {state[1], layout.state_words >= 3 ? state[2] : state[0]};
}

// Stores the low `bytes` bytes of `bits` as element `index` (little-endian).
void store_bits(Array& output, std::int64_t index, std::int64_t bytes, std::uint64_t bits) {
  const auto width = static_cast<std::size_t>(bytes);
  std::memcpy(output.raw() + static_cast<std::size_t>(index) * width, &bits, width);
}

void fill_philox(Array& output, const std::uint64_t* state, const RngLayout& layout) {
  const Words2 key = split_words(state[0]);
  const Counter128 counter = philox_counter(state, layout);
  const std::int64_t elements = output.size();
  const std::int64_t per_block = layout.wide ? 2 : 4;
  for (std::uint64_t block = 0; block < layout.counter_advance; ++block) {
    const Counter128 at = counter.plus(block);
    const Words2 low = split_words(at.low), high = split_words(at.high);
    const Words4 words = philox_4x32(key, {low[0], low[1], high[0], high[1]});
    for (std::int64_t lane = 0; lane < per_block; ++lane) {
      const std::int64_t index = static_cast<std::int64_t>(block) * per_block + lane;
      if (index >= elements) break;
      const auto word = static_cast<std::size_t>(lane);
      const std::uint64_t bits = layout.wide ? join_words(words[2 * word], words[2 * word + 1]) : words[word];
      store_bits(output, index, layout.element_bytes, bits);
    }
  }
}

// Element by element, as the layout defines them: a narrow output's counter
// value is generated once for each of the two elements it feeds (plainness
// over speed; the CUDA kernel generates each counter value once).
void fill_three_fry(Array& output, const std::uint64_t* state, const RngLayout& layout) {
  const Words2 key = split_words(state[0]);
  const std::uint64_t counter = state[1];
  for (std::int64_t index = 0; index < output.size(); ++index) {
    if (layout.wide) {
      const Words2 words = three_fry_2x32(key, split_words(counter + static_cast<std::uint64_t>(index)));
      store_bits(output, index, layout.element_bytes, join_words(words[0], words[1]));
      continue;
    }
    const ThreeFrySlot slot = three_fry_slot(layout, index);
    const Words2 words = three_fry_2x32(key, split_words(counter + slot.offset));
    store_bits(output, index, layout.element_bytes, words[static_cast<std::size_t>(slot.word)]);
  }
}

// The state after the call: the key, then the counter moved past what was drawn.
Array next_state(const Array& state_array, const RngLayout& layout) {
  Array next = state_array;
  std::uint64_t* state = next.data<std::uint64_t>();
  if (layout.algorithm == RngAlgorithm::three_fry) {
    state[1] += layout.counter_advance;
    return next;
  }
  const Counter128 moved = philox_counter(state, layout).plus(layout.counter_advance);
  state[1] = moved.low;
  if (layout.state_words >= 3) state[2] = moved.high;
  return next;
}

}  // namespace

std::vector<Array> rng_bit_generator_arrays(const Instruction& instruction, const Array& initial_state) {
  const TensorType& output_type = instruction.extra_types.at(0);
  const RngLayout layout = rng_layout(instruction.attrs, initial_state.type(), output_type);
  const std::uint64_t* state = initial_state.data<std::uint64_t>();
  Array output(output_type.dtype, output_type.shape);
  if (layout.algorithm == RngAlgorithm::philox) {
    fill_philox(output, state, layout);
  } else {
    fill_three_fry(output, state, layout);
  }
  std::vector<Array> results;
  results.push_back(next_state(initial_state, layout));
  results.push_back(std::move(output));
  return results;
}

}  // namespace pmapsim::reference

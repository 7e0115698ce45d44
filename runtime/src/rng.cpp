#include "pmapsim/rng.hpp"

#include <fmt/format.h>

#include "pmapsim/errors.hpp"

namespace pmapsim {
namespace {

// The dimension THREE_FRY splits a narrow output along: the first of even
// size, else the first longest.
std::size_t three_fry_split_dim(const Shape& shape) {
  for (std::size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] % 2 == 0) return d;
  }
  std::size_t longest = 0;
  for (std::size_t d = 1; d < shape.size(); ++d) {
    if (shape[d] > shape[longest]) longest = d;
  }
  return longest;
}

void plan_three_fry_split(RngLayout& layout, const Shape& shape, std::int64_t elements) {
  // A scalar is generated as one element of a [1] half: word 0 of counter 0.
  if (shape.empty()) {
    layout.counter_advance = 1;
    return;
  }
  const std::size_t dim = three_fry_split_dim(shape);
  layout.split_extent = shape[dim];
  layout.split_half = (shape[dim] + 1) / 2;
  for (std::size_t d = dim + 1; d < shape.size(); ++d) layout.split_inner *= shape[d];
  layout.counter_advance = static_cast<std::uint64_t>(elements / layout.split_extent * layout.split_half);
}

}  // namespace

RngAlgorithm rng_algorithm(const Attrs& attrs) {
  const std::string& name = attrs.symbol("algorithm");
  if (name == "three_fry") return RngAlgorithm::three_fry;
  if (name == "philox" || name == "default") return RngAlgorithm::philox;
  throw Error(
      fmt::format("rng_bit_generator: unknown algorithm '{}' (expected default, three_fry or philox)", name));
}

RngLayout rng_layout(const Attrs& attrs, const TensorType& state, const TensorType& output) {
  RngLayout layout;
  layout.algorithm = rng_algorithm(attrs);
  layout.state_words = state.shape.empty() ? 0 : state.shape[0];
  layout.element_bytes = static_cast<std::int64_t>(dtype_size(output.dtype));
  layout.wide = layout.element_bytes == 8;
  const std::int64_t elements = output.num_elements();
  if (elements == 0) return layout;  // nothing drawn, the counter stays
  const auto count = static_cast<std::uint64_t>(elements);
  if (layout.algorithm == RngAlgorithm::philox) {
    // Four words per counter value.
    const std::uint64_t words = layout.wide ? 2 * count : count;
    layout.counter_advance = (words + 3) / 4;
  } else if (layout.wide) {
    layout.counter_advance = count;
  } else {
    plan_three_fry_split(layout, output.shape, elements);
  }
  return layout;
}

}  // namespace pmapsim

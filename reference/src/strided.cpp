#include "strided.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>

#include "internal.hpp"

namespace pmapsim::reference {
namespace {

using Sizes = std::vector<std::int64_t>;

// Visits every index of an index space (row-major order), tracking the
// element offsets of two arrays with their own strides over that space.
class Odometer {
 public:
  Odometer(Sizes sizes, Sizes stride_a, Sizes stride_b)
      : sizes_(std::move(sizes)), stride_a_(std::move(stride_a)), stride_b_(std::move(stride_b)) {}

  template <class Visit>
  void run(Visit&& visit) const {
    const std::int64_t total = num_elements(sizes_);
    const std::size_t rank = sizes_.size();
    Sizes index(rank, 0);
    std::int64_t offset_a = 0;
    std::int64_t offset_b = 0;
    for (std::int64_t count = 0; count < total; ++count) {
      visit(offset_a, offset_b);
      for (std::size_t k = rank; k-- > 0;) {
        if (++index[k] < sizes_[k]) {
          offset_a += stride_a_[k];
          offset_b += stride_b_[k];
          break;
        }
        offset_a -= stride_a_[k] * (sizes_[k] - 1);
        offset_b -= stride_b_[k] * (sizes_[k] - 1);
        index[k] = 0;
      }
    }
  }

 private:
  Sizes sizes_;
  Sizes stride_a_;
  Sizes stride_b_;
};

// A dense index space with one stride per dim into a second (source) array;
// the first (result) array is row-major over the space.
struct StridedSpace {
  Sizes sizes;
  Sizes source_strides;
};

// Merges adjacent dims whose source layout is also contiguous across them, so
// loops run over as few and as long dims as possible. Drops size-1 dims.
StridedSpace collapse(const StridedSpace& space) {
  StridedSpace merged;
  for (std::size_t j = 0; j < space.sizes.size(); ++j) {
    if (space.sizes[j] == 1) continue;
    const bool joins_previous =
        !merged.sizes.empty() && merged.source_strides.back() == space.source_strides[j] * space.sizes[j];
    if (joins_previous) {
      merged.sizes.back() *= space.sizes[j];
      merged.source_strides.back() = space.source_strides[j];
    } else {
      merged.sizes.push_back(space.sizes[j]);
      merged.source_strides.push_back(space.source_strides[j]);
    }
  }
  return merged;
}

// Copies a rows x cols block: result[r * result_row_stride + c] =
// source[r + c * source_col_stride] (source contiguous along r, result along
// c), in cache-sized tiles.
template <typename E>
void transpose_block(const E* source, std::int64_t source_col_stride, E* result,
                     std::int64_t result_row_stride, std::int64_t rows, std::int64_t cols) {
  constexpr std::int64_t kTile = 32;
  for (std::int64_t r0 = 0; r0 < rows; r0 += kTile) {
    const std::int64_t r1 = std::min(rows, r0 + kTile);
    for (std::int64_t c0 = 0; c0 < cols; c0 += kTile) {
      const std::int64_t c1 = std::min(cols, c0 + kTile);
      for (std::int64_t r = r0; r < r1; ++r) {
        for (std::int64_t c = c0; c < c1; ++c)
          result[r * result_row_stride + c] = source[r + c * source_col_stride];
      }
    }
  }
}

template <typename E>
void gather_strided(const E* source, const StridedSpace& space, E* result) {
  const std::size_t rank = space.sizes.size();
  if (rank == 0) {
    result[0] = source[0];
    return;
  }
  const Sizes result_strides = row_major_strides(space.sizes);
  const std::int64_t inner = space.sizes[rank - 1];
  const std::int64_t inner_stride = space.source_strides[rank - 1];

  // The source's contiguous dim, when it is not the innermost result dim, is
  // handled with the innermost one as a tiled 2D transpose.
  std::size_t source_contiguous = rank;
  for (std::size_t j = 0; j + 1 < rank; ++j) {
    if (space.source_strides[j] == 1) source_contiguous = j;
  }
  if (inner_stride != 1 && inner_stride != 0 && source_contiguous < rank) {
    Sizes outer_sizes, outer_source, outer_result;
    for (std::size_t j = 0; j + 1 < rank; ++j) {
      if (j == source_contiguous) continue;
      outer_sizes.push_back(space.sizes[j]);
      outer_source.push_back(space.source_strides[j]);
      outer_result.push_back(result_strides[j]);
    }
    const std::int64_t rows = space.sizes[source_contiguous];
    const std::int64_t row_stride = result_strides[source_contiguous];
    Odometer(outer_sizes, outer_source, outer_result).run([&](std::int64_t from, std::int64_t to) {
      transpose_block(source + from, inner_stride, result + to, row_stride, rows, inner);
    });
    return;
  }

  Sizes outer_sizes(space.sizes.begin(), space.sizes.end() - 1);
  Sizes outer_source(space.source_strides.begin(), space.source_strides.end() - 1);
  Sizes outer_result(result_strides.begin(), result_strides.end() - 1);
  Odometer(outer_sizes, outer_source, outer_result).run([&](std::int64_t from, std::int64_t to) {
    const E* in = source + from;
    E* out = result + to;
    if (inner_stride == 1) {
      std::memcpy(out, in, static_cast<std::size_t>(inner) * sizeof(E));
    } else if (inner_stride == 0) {
      std::fill(out, out + inner, *in);
    } else {
      for (std::int64_t c = 0; c < inner; ++c) out[c] = in[c * inner_stride];
    }
  });
}

void gather_bytes(const std::byte* source, const StridedSpace& space, std::byte* result,
                  std::size_t element_size) {
  const StridedSpace merged = collapse(space);
  switch (element_size) {
    case 1:
      return gather_strided(reinterpret_cast<const std::uint8_t*>(source), merged,
                            reinterpret_cast<std::uint8_t*>(result));
    case 2:
      return gather_strided(reinterpret_cast<const std::uint16_t*>(source), merged,
                            reinterpret_cast<std::uint16_t*>(result));
    case 4:
      return gather_strided(reinterpret_cast<const std::uint32_t*>(source), merged,
                            reinterpret_cast<std::uint32_t*>(result));
    case 8:
      return gather_strided(reinterpret_cast<const std::uint64_t*>(source), merged,
                            reinterpret_cast<std::uint64_t*>(result));
    case 16:  // c128
      return gather_strided(reinterpret_cast<const Element16*>(source), merged,
                            reinterpret_cast<Element16*>(result));
    default:
      throw Error("reference: unsupported element size " + std::to_string(element_size));
  }
}

// --- reductions ---------------------------------------------------------------

// An f32 sum accumulates in f64 and is rounded once at the end: a long sum (a
// batch's bias gradient, a norm's statistics) then carries no more error than
// its result's rounding, where an f32 running sum of n terms drifts by up to n
// roundings and would fall behind XLA's vectorized tree sums.
struct SumFloat {
  using Source = float;
  using T = double;
  static double combine(double a, double b) { return a + b; }
  static constexpr double identity() { return 0.0; }
};
struct MaxFloat {
  using Source = float;
  using T = float;
  // NaN propagates, as XLA's max does.
  static float combine(float a, float b) { return (b > a || b != b) ? b : a; }
  static constexpr float identity() { return -std::numeric_limits<float>::infinity(); }
};
struct SumInt32 {
  using Source = std::int32_t;
  using T = std::int32_t;
  // Two's-complement wrap-around, without signed-overflow undefined behaviour.
  static std::int32_t combine(std::int32_t a, std::int32_t b) {
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(a) + static_cast<std::uint32_t>(b));
  }
  static constexpr std::int32_t identity() { return 0; }
};
struct MaxInt32 {
  using Source = std::int32_t;
  using T = std::int32_t;
  static std::int32_t combine(std::int32_t a, std::int32_t b) { return std::max(a, b); }
  static constexpr std::int32_t identity() { return std::numeric_limits<std::int32_t>::min(); }
};
// f64 and the integers other than s32 (integer sums wrap).
template <typename Value>
struct SumTyped {
  using Source = Value;
  using T = Value;
  static T combine(T a, T b) {
    if constexpr (std::is_integral_v<T>) {
      using U = std::common_type_t<std::make_unsigned_t<T>, unsigned>;
      return static_cast<T>(static_cast<U>(a) + static_cast<U>(b));
    } else {
      return a + b;
    }
  }
  static constexpr T identity() { return T{0}; }
};
template <typename Value>
struct MaxTyped {
  using Source = Value;
  using T = Value;
  static T combine(T a, T b) { return (b > a || b != b) ? b : a; }
  static constexpr T identity() {
    if constexpr (std::is_integral_v<T>) {
      return std::numeric_limits<T>::lowest();
    } else {
      return -std::numeric_limits<T>::infinity();
    }
  }
};
// bool sums and maxes are both "any", as XLA's pred add is OR.
struct AnyBool {
  using Source = std::uint8_t;
  using T = std::uint8_t;
  static std::uint8_t combine(std::uint8_t a, std::uint8_t b) { return a | b; }
  static constexpr std::uint8_t identity() { return 0; }
};

// Reduces one contiguous row with eight interleaved partial results, a fixed
// order that the compiler can vectorize.
template <class Op>
typename Op::T reduce_row(const typename Op::Source* row, std::int64_t length) {
  using T = typename Op::T;
  constexpr int kLanes = 8;
  T lanes[kLanes];
  std::fill(lanes, lanes + kLanes, Op::identity());
  std::int64_t i = 0;
  for (; i + kLanes <= length; i += kLanes) {
    for (int lane = 0; lane < kLanes; ++lane) lanes[lane] = Op::combine(lanes[lane], row[i + lane]);
  }
  T total = Op::combine(Op::combine(Op::combine(lanes[0], lanes[1]), Op::combine(lanes[2], lanes[3])),
                        Op::combine(Op::combine(lanes[4], lanes[5]), Op::combine(lanes[6], lanes[7])));
  for (; i < length; ++i) total = Op::combine(total, row[i]);
  return total;
}

template <class Op>
void reduce_impl(const typename Op::Source* source, const Shape& source_shape,
                 const std::vector<bool>& reduced, typename Op::T* result) {
  if (num_elements(source_shape) == 0) return;
  // Groups of adjacent dims that are all reduced or all kept (size-1 dims dropped).
  Sizes sizes;
  std::vector<bool> group_reduced;
  for (std::size_t d = 0; d < source_shape.size(); ++d) {
    if (source_shape[d] == 1) continue;
    if (!sizes.empty() && group_reduced.back() == reduced[d]) {
      sizes.back() *= source_shape[d];
    } else {
      sizes.push_back(source_shape[d]);
      group_reduced.push_back(reduced[d]);
    }
  }
  if (sizes.empty()) {
    result[0] = Op::combine(result[0], source[0]);
    return;
  }
  const std::size_t groups = sizes.size();
  const Sizes source_strides = row_major_strides(sizes);
  Sizes result_strides(groups, 0);
  std::int64_t kept_stride = 1;
  for (std::size_t g = groups; g-- > 0;) {
    if (group_reduced[g]) continue;
    result_strides[g] = kept_stride;
    kept_stride *= sizes[g];
  }
  const std::int64_t inner = sizes.back();
  const bool inner_reduced = group_reduced.back();
  Sizes outer_sizes(sizes.begin(), sizes.end() - 1);
  Sizes outer_source(source_strides.begin(), source_strides.end() - 1);
  Sizes outer_result(result_strides.begin(), result_strides.end() - 1);
  using Source = typename Op::Source;
  constexpr bool widened = !std::is_same_v<typename Op::T, Source>;
  // A widened sum of whole rows (a column sum) adds up to kRowsPerBlock rows into a block in the
  // source's type, at its vector width, and the block into the wide total: a drift of
  // kRowsPerBlock + rows / kRowsPerBlock roundings, near the narrow sum's speed.
  constexpr int kRowsPerBlock = 32;
  std::vector<Source> block(widened && !inner_reduced ? static_cast<std::size_t>(inner) : 0);
  std::int64_t block_to = -1;
  int block_rows = 0;
  const auto flush = [&] {
    for (std::int64_t j = 0; j < inner && block_rows > 0; ++j)
      result[block_to + j] = Op::combine(result[block_to + j], block[static_cast<std::size_t>(j)]);
    block_rows = 0;
  };
  Odometer(outer_sizes, outer_source, outer_result).run([&](std::int64_t from, std::int64_t to) {
    const auto* row = source + from;
    auto* out = result + to;
    if (inner_reduced) {
      *out = Op::combine(*out, reduce_row<Op>(row, inner));
    } else if constexpr (widened) {
      if (to != block_to || block_rows == kRowsPerBlock) {
        flush();
        block_to = to;
      }
      if (block_rows++ == 0) {
        std::copy(row, row + inner, block.begin());
      } else {
        for (std::int64_t j = 0; j < inner; ++j) block[static_cast<std::size_t>(j)] += row[j];
      }
    } else {
      for (std::int64_t j = 0; j < inner; ++j) out[j] = Op::combine(out[j], row[j]);
    }
  });
  if constexpr (widened) flush();
}

}  // namespace

std::vector<std::int64_t> row_major_strides(const Shape& shape) {
  std::vector<std::int64_t> strides(shape.size(), 1);
  for (std::size_t d = shape.size(); d-- > 1;) strides[d - 1] = strides[d] * shape[d];
  return strides;
}

void transpose_elements(const std::byte* source, const Shape& source_shape,
                        const std::vector<std::int64_t>& perm, std::byte* result, std::size_t element_size) {
  const Sizes source_strides = row_major_strides(source_shape);
  StridedSpace space;
  for (std::int64_t axis : perm) {
    space.sizes.push_back(source_shape[static_cast<std::size_t>(axis)]);
    space.source_strides.push_back(source_strides[static_cast<std::size_t>(axis)]);
  }
  if (num_elements(space.sizes) == 0) return;
  gather_bytes(source, space, result, element_size);
}

void broadcast_elements(const std::byte* source, const Shape& source_shape,
                        const std::vector<std::int64_t>& dims, std::byte* result, const Shape& result_shape,
                        std::size_t element_size) {
  const std::int64_t count = num_elements(result_shape);
  if (count == 0) return;
  // The common small cases without strides (a loop body's scalars broadcast
  // to its vectors pays per op what a large broadcast pays per element).
  if (num_elements(source_shape) == 1) {
    // The element once, then the filled part copied onto the rest, doubling.
    const std::size_t total = static_cast<std::size_t>(count) * element_size;
    std::memcpy(result, source, element_size);
    for (std::size_t filled = element_size; filled < total; filled *= 2)
      std::memcpy(result + filled, result, std::min(filled, total - filled));
    return;
  }
  if (num_elements(source_shape) == count && std::is_sorted(dims.begin(), dims.end())) {
    // Same elements in the same row-major order: only size-1 dimensions differ.
    std::memcpy(result, source, static_cast<std::size_t>(count) * element_size);
    return;
  }
  const Sizes source_strides = row_major_strides(source_shape);
  StridedSpace space{result_shape, Sizes(result_shape.size(), 0)};
  for (std::size_t i = 0; i < dims.size(); ++i) {
    // A size-1 source dim repeats along its result dim: stride 0.
    if (source_shape[i] != 1) space.source_strides[static_cast<std::size_t>(dims[i])] = source_strides[i];
  }
  if (num_elements(space.sizes) == 0) return;
  gather_bytes(source, space, result, element_size);
}

void reduce_floats(const float* source, const Shape& source_shape, const std::vector<bool>& reduced,
                   Reduction reduction, float* result) {
  if (reduction != Reduction::sum) return reduce_impl<MaxFloat>(source, source_shape, reduced, result);
  std::int64_t kept = 1;
  for (std::size_t d = 0; d < source_shape.size(); ++d)
    if (!reduced[d]) kept *= source_shape[d];
  std::vector<double> wide(result, result + kept);
  reduce_impl<SumFloat>(source, source_shape, reduced, wide.data());
  for (std::int64_t i = 0; i < kept; ++i) result[i] = static_cast<float>(wide[static_cast<std::size_t>(i)]);
}

void reduce_int32(const std::int32_t* source, const Shape& source_shape, const std::vector<bool>& reduced,
                  Reduction reduction, std::int32_t* result) {
  if (reduction == Reduction::sum) return reduce_impl<SumInt32>(source, source_shape, reduced, result);
  reduce_impl<MaxInt32>(source, source_shape, reduced, result);
}

template <typename T>
void reduce_values(const T* source, const Shape& source_shape, const std::vector<bool>& reduced,
                   Reduction reduction, T* result) {
  if (reduction == Reduction::sum) return reduce_impl<SumTyped<T>>(source, source_shape, reduced, result);
  reduce_impl<MaxTyped<T>>(source, source_shape, reduced, result);
}
template <typename T>
T reduction_identity(Reduction reduction) {
  return reduction == Reduction::sum ? SumTyped<T>::identity() : MaxTyped<T>::identity();
}
#define PMAPSIM_REDUCE_VALUES(T)                                                                   \
  template void reduce_values<T>(const T*, const Shape&, const std::vector<bool>&, Reduction, T*); \
  template T reduction_identity<T>(Reduction);
PMAPSIM_REDUCE_VALUES(double)
PMAPSIM_REDUCE_VALUES(std::int8_t)
PMAPSIM_REDUCE_VALUES(std::int16_t)
PMAPSIM_REDUCE_VALUES(std::int32_t)
PMAPSIM_REDUCE_VALUES(std::int64_t)
PMAPSIM_REDUCE_VALUES(std::uint8_t)
PMAPSIM_REDUCE_VALUES(std::uint16_t)
PMAPSIM_REDUCE_VALUES(std::uint32_t)
PMAPSIM_REDUCE_VALUES(std::uint64_t)
#undef PMAPSIM_REDUCE_VALUES

void reduce_bools(const std::uint8_t* source, const Shape& source_shape, const std::vector<bool>& reduced,
                  Reduction, std::uint8_t* result) {
  reduce_impl<AnyBool>(source, source_shape, reduced, result);
}

}  // namespace pmapsim::reference

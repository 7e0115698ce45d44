// Strided copy and reduction loops over row-major arrays: the workhorses of
// transpose, broadcast, reductions and dot's operand layout changes.
//
// Each works on raw element bytes of a given element size (1, 2, 4, 8 or 16),
// so one loop serves every dtype. Strides are precomputed and the innermost loop
// runs over contiguous memory wherever the layouts allow.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "pmapsim/array.hpp"

namespace pmapsim::reference {

// A 16-byte element (c128) as the copies move it.
using Element16 = std::array<std::uint64_t, 2>;

// Row-major strides (in elements) of shape.
std::vector<std::int64_t> row_major_strides(const Shape& shape);

// result[i0..ik] = source[index where source dim perm[j] = i_j]; result dim j
// has the size of source dim perm[j].
void transpose_elements(const std::byte* source, const Shape& source_shape,
                        const std::vector<std::int64_t>& perm, std::byte* result, std::size_t element_size);

// broadcast_in_dim: source dim i maps to result dim dims[i] (size equal, or 1
// to repeat it).
void broadcast_elements(const std::byte* source, const Shape& source_shape,
                        const std::vector<std::int64_t>& dims, std::byte* result, const Shape& result_shape,
                        std::size_t element_size);

// Reduces `source` over `axes` (non-negative, unique) into `result` (the kept
// dims, row-major), which holds the initial values on entry. Combine is the
// reduction (sum, max); the order is fixed, so results are reproducible.
enum class Reduction { sum, max };
void reduce_floats(const float* source, const Shape& source_shape, const std::vector<bool>& reduced,
                   Reduction reduction, float* result);
void reduce_int32(const std::int32_t* source, const Shape& source_shape, const std::vector<bool>& reduced,
                  Reduction reduction, std::int32_t* result);
// f64 and every integer type (sums wrap); result holds the initial values on
// entry, reduction_identity<T>(reduction) for a plain reduction.
template <typename T>
void reduce_values(const T* source, const Shape& source_shape, const std::vector<bool>& reduced,
                   Reduction reduction, T* result);
template <typename T>
T reduction_identity(Reduction reduction);
void reduce_bools(const std::uint8_t* source, const Shape& source_shape, const std::vector<bool>& reduced,
                  Reduction reduction, std::uint8_t* result);

}  // namespace pmapsim::reference

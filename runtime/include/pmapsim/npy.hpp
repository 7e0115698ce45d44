// NumPy .npy files (format versions 1.0, 2.0 and 3.0; little-endian; C order).
//
// Every dtype has its own descr: <f2 f16, <f4 f32, <f8 f64, |i1 <i2 <i4 <i8
// s8..s64, |u1 <u2 <u4 <u8 u8..u64, |b1 bool, <c8 <c16 c64 c128. bf16 is read from '<V2' (a
// 2-byte void: what NumPy writes for an ml_dtypes bfloat16 array) and, where
// the caller expects bf16, from '<u2' bits or from any float file (rounded);
// it is written as '<f4' (exact), which every NumPy reads without ml_dtypes.
#pragma once

#include <optional>
#include <string>

#include "pmapsim/array.hpp"

namespace pmapsim {

// Reads path. Errors name the file and the problem ("x.npy: truncated data:
// expected 64 bytes, found 12"). Without `expected` the array has the file's
// own dtype. With it (the program's parameter type) a file of the same kind
// converts: floats of any width round to the expected float type, integers of
// any width must fit the expected integer type, complex files of either
// width round to the expected complex type, bf16 also takes <u2 bits;
// anything else is an error naming both.
Array read_npy(const std::string& path, std::optional<DType> expected = std::nullopt);
// The same with expect_bf16 ? bf16 : nothing expected.
Array read_npy(const std::string& path, bool expect_bf16);
// Writes via a temporary file in the same directory and rename(), so a failed
// write never leaves a partial file at path. bf16 is written as <f4 (exact).
void write_npy(const std::string& path, const Array& array);

// The shape path's header declares (the data is checked for its size, not read).
Shape read_npy_shape(const std::string& path);
// Elements [offsets, offsets + block) of the array in path, converted as
// read_npy converts, reading only those bytes (a Fortran-order file is read
// whole). A process of a multi-process run reads its shards this way.
Array read_npy_block(const std::string& path, std::optional<DType> expected, const Shape& offsets,
                     const Shape& block);

// In-memory forms of the same, used by the two functions above and by tests.
std::string encode_npy(const Array& array);
Array decode_npy(const std::string& bytes, const std::string& what,
                 std::optional<DType> expected = std::nullopt);
Array decode_npy(const std::string& bytes, const std::string& what, bool expect_bf16);

}  // namespace pmapsim

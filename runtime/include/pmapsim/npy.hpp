// NumPy .npy files (format versions 1.0, 2.0 and 3.0; little-endian; C order).
//
// Accepted dtypes: <f4 (f32), <i4 (s32), |b1 (bool), and bf16 stored as
// ml_dtypes does it: descr '<V2' is rejected as ambiguous, so bf16 arrays are
// written and read as '<u2' with a 'pmapsim_dtype' of bf16 only when the
// caller asks (see read_npy's expected dtype).
#pragma once

#include <optional>
#include <string>

#include "pmapsim/array.hpp"

namespace pmapsim {

// Reads path. Errors name the file and the problem ("x.npy: truncated data:
// expected 64 bytes, found 12"). When expect_bf16 is true a <u2 or <f4 file is
// taken as bf16 (f32 values are rounded).
Array read_npy(const std::string& path, bool expect_bf16 = false);
// Writes via a temporary file in the same directory and rename(), so a failed
// write never leaves a partial file at path. bf16 is written as <f4 (exact).
void write_npy(const std::string& path, const Array& array);

// In-memory forms of the same, used by the two functions above and by tests.
std::string encode_npy(const Array& array);
Array decode_npy(const std::string& bytes, const std::string& what, bool expect_bf16 = false);

}  // namespace pmapsim

// The general reduce and sort on the GPU: their region (a reduction body or a
// sort comparator, on scalars) compiled into a flat list of scalar steps that
// a kernel interprets per element (regions.cpp compiles, regions.cu runs).
//
// Registers are 64-bit words holding one element's storage bits (zero-
// extended), so that a value copied through a region keeps its exact bits (NaN
// payloads included); each step decodes its operands by dtype, computes as
// the reference does (floats of 32 bits and less in float, rounded to their
// dtype after every step; f64 in double; integers wrapping at their width)
// and encodes its result. Register r < params is region parameter r; the
// region's instruction i is register params + i; captured scalars follow.
#pragma once

#include <cuda_runtime_api.h>

#include <cstdint>

#include "kernels.hpp"
#include "pmapsim/dtype.hpp"

namespace pmapsim::cuda {

inline constexpr int kMaxScalarSteps = 64;
inline constexpr int kMaxScalarRegisters = 96;
inline constexpr int kMaxScalarConstants = 32;
inline constexpr int kMaxRegionOperands = 8;  // a reduce's or sort's operands (and a region's captures)

enum class ScalarCode : std::uint8_t {
  copy,  // reshape, broadcast and bitcast_convert of one element: the bits as they are
  add,
  sub,
  mul,
  div,
  max,
  min,
  // The reference's one-op reduce of f32 or s32 (its fold_fast): max and min
  // that return the NaN operand itself (not a + b) and take (acc, x) in that order.
  fold_max,
  fold_min,
  neg,
  abs,
  compare,
  select,
  and_,
  or_,
  xor_,
  not_,
  convert,
};

struct ScalarStep {
  ScalarCode code = ScalarCode::copy;
  DType dtype = DType::f32;  // the operands' dtype (select: of its two values)
  std::uint8_t aux = 0;      // compare: CompareDirection; convert: the result's DType
  std::int16_t a = 0, b = 0, c = 0;
  std::int16_t out = 0;
};

// A region as a kernel parameter (no device memory to manage, well under
// the 4 KiB a kernel's parameters may take).
struct ScalarProgram {
  int params = 0;
  int steps = 0;
  ScalarStep step[kMaxScalarSteps];
  // Constants and captured scalars, loaded into their registers once per thread.
  int constants = 0;
  std::int16_t constant_register[kMaxScalarConstants] = {};
  std::uint64_t constant_bits[kMaxScalarConstants] = {};
  int captures = 0;
  std::int16_t capture_register[kMaxRegionOperands] = {};
  std::uint8_t capture_bytes[kMaxRegionOperands] = {};
  const void* capture[kMaxRegionOperands] = {};  // device pointers, set per device at launch
  int results = 0;
  std::int16_t result_register[kMaxRegionOperands] = {};
};

// One general reduce: n operands (each seen as [outer, reduced, inner] after
// the reduced dims were brought together) and their n scalar inits into n
// results of [outer, inner]. One thread per result element folds the reduced
// elements in row-major order, as the reference does: the results equal the
// reference's bits (float sums included) up to NaN payloads.
struct RegionReduce {
  int operands = 0;
  const void* input[kMaxRegionOperands] = {};
  const void* init[kMaxRegionOperands] = {};
  void* output[kMaxRegionOperands] = {};
  std::uint8_t bytes[kMaxRegionOperands] = {};  // element size of operand j
  std::int64_t outer = 0, reduced = 0, inner = 0;
};
cudaError_t launch_region_reduce(const ScalarProgram& program, const RegionReduce& reduce,
                                 const Launch& launch);

// One sort: n operands of one shape seen as [outer, length, inner], each of
// the outer * inner rows sorted along `length` by one thread with the
// reference's stable top-down merge sort, calling the comparator on
// (a0, b0, a1, b1, ...). `order` and `scratch` hold outer * inner * length
// int32 positions each.
struct RegionSort {
  int operands = 0;
  const void* input[kMaxRegionOperands] = {};
  void* output[kMaxRegionOperands] = {};
  std::uint8_t bytes[kMaxRegionOperands] = {};
  std::int64_t outer = 0, length = 0, inner = 0;
  std::int32_t* order = nullptr;
  std::int32_t* scratch = nullptr;
};
cudaError_t launch_region_sort(const ScalarProgram& program, const RegionSort& sort, const Launch& launch);

}  // namespace pmapsim::cuda

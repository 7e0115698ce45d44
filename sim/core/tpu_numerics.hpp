// numerics=tpu: the numbers a TPU computes rather than the reference's.
//
// Dot: an f32 product on the MXU is bf16 passes accumulated in f32, as XLA
// lowers it for each precision: 1 pass (DEFAULT: both operands rounded to
// bf16), 3 passes (HIGH, bf16_3x: each operand split into bf16 hi + lo;
// hi*lo + lo*hi, then + hi*hi) or 6 passes (HIGHEST, bf16_6x: hi + mid + lo;
// the three smallest products, then the two middle ones, then hi*hi). The
// pass count is the hardware config's mxu_f32_passes (the preset's, or
// mxu_f32_passes=N in the spec), the same count the timing model charges,
// since the program IR carries no precision attribute. Each pass is one f32
// dot of the rounded parts (every bf16 x bf16 product is exact in f32); the
// passes are added in f32 in the order above. bf16 x bf16 dots are one pass,
// as the reference computes them already.
//
// All-reduce (psum, pmean of f32): the sum a ring algorithm forms. The
// operand is cut into as many chunks as the group has members; chunk c's
// partial sum starts at member c+1 and travels the ring (group order),
// each member adding its own value in f32, and ends at member c; every
// member receives that sum (pmean then divides by the group size in f32).
// The reference adds the members in device order instead, so the results
// differ in the last bits, as on hardware.
//
// Everything is deterministic: a run gives the same bits every time.
#pragma once

#include <cstdint>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/program.hpp"

namespace pmapsim::sim {

// Whether numerics=tpu computes this instruction differently from the reference.
bool tpu_numerics_apply(const Program& program, const Instruction& instruction);

// An f32 dot as `passes` (1, 3 or 6) bf16 passes accumulated in f32.
Array tpu_dot(const Program& program, const Instruction& instruction,
              const std::vector<const Array*>& operands, std::int64_t passes);

// psum / pmean of f32 in ring order; one operand per device, one result per device.
std::vector<Array> ring_all_reduce(const Program& program, const Instruction& instruction,
                                   const std::vector<const Array*>& operands);

}  // namespace pmapsim::sim

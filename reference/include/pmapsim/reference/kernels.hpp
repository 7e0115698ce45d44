// The reference kernels: one per op, computing in the op's native dtype.
//
// These are the numbers of pmapsim. The reference backend runs whole
// programs with them; the simulator calls them op by op for its functional
// results. Numerics: f32 computes in float; bf16 is loaded to float,
// computed, and rounded to bf16 (round-to-nearest-even) on store; s32 is
// two's-complement int32 (wrapping); bool is 0/1. dot accumulates in f32.
// Every kernel is deterministic: the same inputs give bit-identical results.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/distributed.hpp"
#include "pmapsim/ops.hpp"
#include "pmapsim/program.hpp"

namespace pmapsim::reference {

// Computes one non-collective instruction on one device from its operands
// (operands[i] is the instruction's i-th operand, with data). `device` is
// the device's index on the program's mapped axis; only axis_index reads it,
// so it may be left out for every other op. Throws Error for a collective
// (other than axis_index), for shape-only operands, or for operands whose
// types disagree with the program.
Array execute_local(const Program& program, const Instruction& instruction,
                    std::span<const Array* const> operands, std::int64_t device = 0);

// Computes one collective instruction for every device of the program at
// once: operands[d] is device d's (only) operand, for d in
// 0..program.axis_size-1; returns each device's result (index = device).
// axis_index takes no operands: pass an empty span.
std::vector<Array> execute_collective(const Program& program, const Instruction& instruction,
                                      std::span<const Array* const> operands);

// The same for an instruction inside a region, whose operand ids name the
// region's scope rather than the program's: the caller gives the operand
// types (from a Scope).
Array execute_local_typed(const Program& program, const Instruction& instruction,
                          std::span<const Array* const> operands, std::span<const TensorType> operand_types,
                          std::int64_t device = 0);
std::vector<Array> execute_collective_typed(const Program& program, const Instruction& instruction,
                                            std::span<const Array* const> operands,
                                            const TensorType& operand_type);
// Only the results of the devices in `local`, the others left empty: an
// operand may then be null where no local result reads it.
std::vector<Array> execute_collective_typed(const Program& program, const Instruction& instruction,
                                            std::span<const Array* const> operands,
                                            const TensorType& operand_type, DeviceBlock local);

// True when the reference has a kernel for op (every op has one; the table
// is checked by a test).
bool has_kernel(OpCode op);
// True when op runs on complex (c64, c128) operands or results here: the
// elementwise ops StableHLO defines on complex numbers, complex/real/imag,
// fft, constants, select, reduce_sum, dot, psum, pmean, psum_scatter, and the
// ops that only move elements (layout, indexing, gathering collectives,
// control flow). The others (orderings such as max and sort's comparisons,
// windows, convolution, bit operations) are refused by their shape rules.
bool supports_complex(OpCode op);

}  // namespace pmapsim::reference

// numerics=tpu: the numbers a TPU computes rather than the reference's.
//
// Dot: an f32 product on the MXU is bf16 passes accumulated in f32, as XLA
// lowers it for each precision: 1 pass (DEFAULT: both operands rounded to
// bf16), 3 passes (HIGH, bf16_3x: each operand split into bf16 hi + lo;
// hi*lo + lo*hi, then + hi*hi) or 6 passes (HIGHEST, bf16_6x: hi + mid + lo;
// the three smallest products, then the two middle ones, then hi*hi). The
// pass count is the instruction's precision_config where it names one
// (lhs_precision / rhs_precision: DEFAULT 1, HIGH 3, HIGHEST 6, the higher of
// the two), else the hardware config's mxu_f32_passes (the preset's, or
// mxu_f32_passes=N in the spec): the same count the timing model charges. A
// convolution with an f32 operand is computed the same way (each pass one f32
// convolution of the parts). Each pass is one f32
// dot of the rounded parts (every bf16 x bf16 product is exact in f32); the
// passes are added in f32 in the order above. bf16 x bf16 dots are one pass,
// as the reference computes them already.
//
// All-reduce (psum, pmean of f32): the sum the algorithm the timing model
// runs for the call forms (collective=, or the automatic choice).
//   ring: the operand is cut into as many chunks as the group has members;
//     chunk c's partial sum starts at member c+1, travels the ring (group
//     order), each member adding its own value in f32, and ends at member c.
//   bidirectional_ring: the first half (rounded up) of the elements as a
//     ring, the second half as a ring the other way round (members reversed).
//   torus (a whole 2D/3D torus): a ring along every x line, then the x lines'
//     sums by a ring along every y line, then along z.
// Every member receives the sum (pmean then divides by the group size in
// f32). The reference adds the members in device order instead, so the
// results differ in the last bits, as on hardware, and they differ between
// algorithms.
//
// Everything is deterministic: a run gives the same bits every time.
#pragma once

#include <cstdint>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/program.hpp"
#include "pmapsim/reference/evaluator.hpp"
#include "pmapsim/sim/hardware.hpp"

namespace pmapsim::sim {

// Whether numerics=tpu computes this instruction differently from the reference.
bool tpu_numerics_apply(const Program& program, const Instruction& instruction);

// An f32 dot as `passes` (1, 3 or 6) bf16 passes accumulated in f32.
Array tpu_dot(const Program& program, const Instruction& instruction,
              const std::vector<const Array*>& operands, std::int64_t passes);

// The algorithm the timing model runs for this all-reduce's group (the
// spec's collective=, where it fits, else the automatic choice).
CollectiveAlgorithm all_reduce_algorithm(const Program& program, const Instruction& instruction,
                                         const IntList& members, const HardwareConfig& hw);

// psum / pmean of f32, added in the order of that algorithm; one operand per
// device, one result per device.
std::vector<Array> all_reduce_in_order(const Program& program, const Instruction& instruction,
                                       const std::vector<const Array*>& operands, const HardwareConfig& hw);

// The above as the evaluator's override: the simulator's numbers under
// numerics=tpu, the reference's kernels for everything else.
class TpuNumerics final : public reference::KernelOverride {
 public:
  TpuNumerics(const Program& program, const HardwareConfig& hw) : program_(program), hw_(hw) {}
  std::optional<Array> local(const Instruction& instruction, const std::vector<const Array*>& operands,
                             std::int64_t device) const override;
  std::optional<std::vector<Array>> collective(const Instruction& instruction,
                                               const std::vector<const Array*>& operands) const override;

 private:
  const Program& program_;
  const HardwareConfig& hw_;
};

}  // namespace pmapsim::sim

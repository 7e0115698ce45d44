// The lockstep interpreter: a whole program on N devices with the reference
// kernels. The reference backend runs programs with it and the simulator
// computes its numbers with it, so the two cannot drift apart.
//
// Local ops run device by device; a collective runs once every device has
// reached it, across all devices at once. Between two collectives (or ops
// with regions) each device runs its whole stretch of local ops at once, the
// devices side by side, so that a device's values stay in its core's cache.
// A value is freed after its last reader unless intermediates are kept.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/distributed.hpp"
#include "pmapsim/program.hpp"

namespace pmapsim::reference {

// Told how long each kernel took, for backends that profile the evaluation.
class EvaluationObserver {
 public:
  virtual ~EvaluationObserver() = default;
  // A local op on one device.
  virtual void local_op(std::size_t instruction, std::size_t device, double duration_ns) = 0;
  // A collective, computed for every device at once.
  virtual void collective_op(std::size_t instruction, double duration_ns) = 0;
};

// Computes some instructions differently from the reference kernels (the
// simulator's numerics=tpu computes dots and all-reduces as a TPU does).
// Returning nothing leaves the instruction to the reference kernel.
class KernelOverride {
 public:
  virtual ~KernelOverride() = default;
  virtual std::optional<Array> local(const Instruction& instruction,
                                     const std::vector<const Array*>& operands,
                                     std::int64_t device) const = 0;
  virtual std::optional<std::vector<Array>> collective(const Instruction& instruction,
                                                       const std::vector<const Array*>& operands) const = 0;
};

// The work the instructions inside a program instruction's regions did as
// they ran (every iteration of a loop, the branch taken), on the busiest
// device: what the simulator times a loop or a conditional by.
struct RegionWork {
  double contraction_flops = 0;  // dots
  double other_flops = 0;
  double bytes = 0;             // operand bytes read + result bytes written
  double collective_bytes = 0;  // operand bytes of collectives
  std::int64_t iterations = 0;  // while_loop: trips taken (the most of any device)
};

struct Evaluation {
  std::vector<std::vector<Array>> outputs;        // [device][result]
  std::vector<std::vector<Array>> intermediates;  // [device][instruction], when kept
  std::vector<RegionWork> region_work;            // [instruction]; zero for ops without regions
};

// A run over several processes: this one runs the devices of `local`, and
// collectives fetch the other devices' operands through `transport` (those
// that the local devices' results need), then combine every group in its
// member order, as one process would: the results are the same bits.
struct ProcessShare {
  DeviceBlock local;
  Transport* transport = nullptr;
};

struct InstructionFacts;  // evaluator.cpp

class Evaluator {
 public:
  explicit Evaluator(const Program& program);  // keeps a reference: program must outlive it
  // args[device][param], checked by the caller (Executable::run). The
  // observer, when given, is told each kernel's measured wall time; the
  // override, when given, is asked first for every instruction. With
  // processes, only the local devices' args need values (the others' may be
  // empty), only they have outputs, and the override is not asked.
  Evaluation run(const std::vector<std::vector<Array>>& args, bool keep_intermediates,
                 EvaluationObserver* observer = nullptr, const KernelOverride* override = nullptr,
                 const ProcessShare* processes = nullptr) const;

 private:
  const Program& program_;
  std::vector<std::ptrdiff_t> last_uses_;
  // Per instruction of the program's body: the values that die at it, its
  // operands' types, and where the run of local ops that starts there ends
  // (the first index past it; index + 1 for any other instruction).
  std::vector<std::vector<ValueId>> dying_;
  std::vector<std::vector<TensorType>> operand_types_;
  std::vector<std::size_t> local_run_end_;
  // Every instruction's operand types and cost (regions' too): fixed by the
  // program, so a loop's trips look them up instead of rebuilding them.
  std::shared_ptr<const InstructionFacts> facts_;
};

}  // namespace pmapsim::reference

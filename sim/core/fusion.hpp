// Which instructions the simulated compiler fuses, as XLA's producer-consumer
// fusion does for TPU: an elementwise op (convert included), a broadcast, a
// reshape or a constant/iota whose only readers are one fusion group joins
// that group, so its
// result never goes to HBM; a reduction (reduce_sum, reduce_max) is a group's
// root, never a member (XLA's input fusion: the reduce reads its fused
// producers' values on chip). A group runs as one op at its root's place in
// the program: it reads its external inputs once, writes its root's result
// once, and costs max(vector time of all members, those bytes / HBM
// bandwidth) (cost_model.cpp).
//
// Not fused: a value the program returns, a value read by ops of two groups
// (fusing would compute it twice; XLA duplicates only cheap producers), ops
// with regions or several results, and every other op class (dots,
// collectives, slices, transposes, ... stay kernels of their own).
#pragma once

#include <cstddef>
#include <vector>

#include "pmapsim/program.hpp"

namespace pmapsim::sim {

struct FusionGroup {
  std::vector<std::size_t> members;  // instruction indices, ascending; the last is the root
  std::vector<ValueId> inputs;       // values read from outside the group, ascending, each once
  std::size_t root() const { return members.back(); }
};

struct FusionPlan {
  std::vector<FusionGroup> groups;  // groups of two or more instructions, by root
  std::vector<int> group_of;        // per instruction: its group, -1 when it runs alone

  // Computed inside its group's root: never a kernel or an HBM buffer of its own.
  bool fused_away(std::size_t instruction) const {
    const int group = group_of[instruction];
    return group >= 0 && groups[static_cast<std::size_t>(group)].root() != instruction;
  }
};

bool fusible(const Instruction& instruction);

// The groups of a program's top-level body (regions are not fused).
FusionPlan plan_fusion(const Program& program);

// value_last_uses (execution.hpp) with every reader moved to where it runs:
// a fused-away instruction reads its inputs when its group's root runs.
// fusion may be null (nothing fused).
std::vector<std::ptrdiff_t> fused_last_uses(const Program& program, const FusionPlan* fusion);

// The instructions that run at position `at`: itself when it runs alone, the
// whole group at a root, none for a fused-away instruction.
std::vector<std::size_t> running_at(const FusionPlan* fusion, std::size_t at);

// The values (parameters excluded) that the instructions running at `at`
// read for the last time, each once.
std::vector<ValueId> fused_values_dying_at(const Program& program, const FusionPlan* fusion,
                                           const std::vector<std::ptrdiff_t>& last_uses, std::size_t at);

}  // namespace pmapsim::sim

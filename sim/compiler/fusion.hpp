// Which instructions the simulated compiler fuses, as XLA's producer-consumer
// fusion does for TPU: an elementwise op (convert included), a broadcast, a
// reshape, a constant/iota or a call that only computes elementwise (XLA
// inlines calls first) whose readers are all in one fusion group joins that
// group, so its result never goes to HBM; a reduction (reduce_sum,
// reduce_max) is a group's root, never a member (XLA's input fusion: the
// reduce reads its fused producers' values on chip). A cheap op (no
// transcendental or divide) read by several groups is computed again in each
// (XLA duplicates cheap producers); an expensive one is stored once. A dot or
// convolution whose readers are one group of elementwise ops joins it (XLA's
// output fusion on TPU): its tiles feed those ops on chip and only the
// group's root is written. A group runs as one op at its root's place in the
// program: it reads its external inputs once, writes its root's result once,
// and costs max(vector time of all members, those bytes / HBM bandwidth), or
// the dot's tiled pipeline with those bytes and vector work spread over its
// steps (cost_model.cpp).
//
// Not fused: a value the program returns, ops with regions (calls aside) or
// several results, a dot's producers (its operands stream through its
// tiles), and every other op class (collectives, slices, transposes, ...
// stay kernels of their own). Loop bodies and callees are fused the same
// way, as programs of their own (body_program.hpp).
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
  // Per instruction: the group whose root it is, else its (first) group; -1
  // when it runs alone. A duplicated instruction is a member of several.
  std::vector<int> group_of;
  std::vector<std::size_t> last_root;  // per grouped instruction: the last root that runs it

  // Computed inside its group's root: never a kernel or an HBM buffer of its own.
  bool fused_away(std::size_t instruction) const {
    const int group = group_of[instruction];
    return group >= 0 && groups[static_cast<std::size_t>(group)].root() != instruction;
  }
};

bool fusible(const Instruction& instruction);

// A call whose callee only computes elementwise (jax.nn's activations lower
// to such calls): XLA inlines calls before it fuses, so it fuses as one
// elementwise op.
bool elementwise_call(const Instruction& instruction);

// Cheap enough for XLA to compute again in each group that reads it rather
// than store it once: every fusible op but a reduction and the ones XLA
// counts as expensive (transcendentals, divides, powers).
bool cheap_to_duplicate(const Instruction& instruction);

// The groups of a program's top-level body (a region is planned as a program of its own).
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

// Body instructions whose result takes over an operand's buffer where that operand dies, as
// XLA assigns buffers: a loop's result j is its carry j (the loop state is one buffer, its
// init's when nothing reads the init later), and dynamic_update_slice and scatter write into
// their operand (the cost model counts only the updated windows' traffic). Such a result
// allocates nothing, and the operand it took over (`donated`) is not freed where it dies.
struct BufferReuse {
  std::vector<bool> in_place;  // per body instruction (a loop's result instructions included)
  std::vector<ValueId> donated;
  bool donates(ValueId id) const;
};
BufferReuse buffer_reuse(const Program& program, const FusionPlan* fusion,
                         const std::vector<std::ptrdiff_t>& last_uses);

// Live HBM bytes over a program, the one walk the HBM check (peak_live_bytes) and the memory
// profile take. Parameters are the caller's buffers, live for the whole run; an instruction's
// result lives from its definition to its last reader (to the end for a result; not past its
// own definition when nothing reads it), in its own buffer or in the one it took over
// (BufferReuse); a fused-away result is no buffer (its reads count at its group's root).
struct LiveBytes {
  double parameters = 0;
  std::vector<double> during;  // per body instruction: live while it runs (its result allocated)
  std::vector<double> after;   // per body instruction: live once it has freed what it last read
};
LiveBytes live_bytes(const Program& program, const FusionPlan* fusion,
                     const std::vector<std::ptrdiff_t>& last_uses, const BufferReuse& reuse);

}  // namespace pmapsim::sim

#include "core/fusion.hpp"

#include <algorithm>

#include "pmapsim/execution.hpp"
#include "pmapsim/ops.hpp"

namespace pmapsim::sim {
namespace {

bool is_reduction_root(OpCode op) {
  return op == OpCode::reduce_sum || op == OpCode::reduce_max;
}

// Readers of each instruction's value: the instructions that read it, and
// whether the program returns it.
struct Readers {
  std::vector<std::vector<std::size_t>> by_instruction;
  std::vector<bool> returned;
};

Readers readers_of(const Program& program) {
  const std::size_t params = program.params.size(), count = program.body.size();
  Readers readers{std::vector<std::vector<std::size_t>>(count), std::vector<bool>(count, false)};
  auto instruction_of = [&](ValueId id) -> std::ptrdiff_t {
    const auto value = static_cast<std::size_t>(id);
    return value >= params && value < params + count ? static_cast<std::ptrdiff_t>(value - params) : -1;
  };
  for (std::size_t i = 0; i < count; ++i) {
    for (ValueId id : instruction_reads(program, i)) {
      const std::ptrdiff_t producer = instruction_of(id);
      if (producer < 0) continue;
      auto& list = readers.by_instruction[static_cast<std::size_t>(producer)];
      if (list.empty() || list.back() != i) list.push_back(i);
    }
  }
  for (ValueId id : program.results) {
    const std::ptrdiff_t producer = instruction_of(id);
    if (producer >= 0) readers.returned[static_cast<std::size_t>(producer)] = true;
  }
  return readers;
}

}  // namespace

bool fusible(const Instruction& instruction) {
  if (!instruction.regions.empty() || instruction.result_count() != 1) return false;
  switch (op_def(instruction.op).op_class) {
    case OpClass::elementwise:
      return true;
    case OpClass::layout:
      return instruction.op == OpCode::broadcast || instruction.op == OpCode::reshape;
    case OpClass::reduction:
      return is_reduction_root(instruction.op);
    case OpClass::source:
      return true;  // constant, iota: generated where they are read
    default:
      return false;
  }
}

FusionPlan plan_fusion(const Program& program) {
  const std::size_t count = program.body.size(), params = program.params.size();
  const Readers readers = readers_of(program);
  // Consumers before producers, as XLA's instruction fusion visits them: each
  // instruction's leader is the root of the group it ends in.
  std::vector<std::size_t> leader(count);
  for (std::size_t i = 0; i < count; ++i) leader[i] = i;
  for (std::size_t i = count; i-- > 0;) {
    const Instruction& ins = program.body[i];
    if (!fusible(ins) || is_reduction_root(ins.op) || readers.returned[i]) continue;
    const auto& consumers = readers.by_instruction[i];
    if (consumers.empty()) continue;
    const std::size_t group = leader[consumers.front()];
    const bool one_group = std::all_of(consumers.begin(), consumers.end(), [&](std::size_t c) {
      return leader[c] == group && fusible(program.body[c]);
    });
    if (one_group) leader[i] = group;
  }

  FusionPlan plan;
  plan.group_of.assign(count, -1);
  std::vector<std::vector<std::size_t>> members(count);
  for (std::size_t i = 0; i < count; ++i) members[leader[i]].push_back(i);
  for (std::size_t root = 0; root < count; ++root) {
    if (members[root].size() < 2) continue;
    FusionGroup group;
    group.members = members[root];
    for (std::size_t member : group.members) {
      plan.group_of[member] = static_cast<int>(plan.groups.size());
      for (ValueId id : program.body[member].operands) {
        const auto value = static_cast<std::size_t>(id);
        const bool inside = value >= params && leader[value - params] == root;
        if (!inside) group.inputs.push_back(id);
      }
    }
    std::sort(group.inputs.begin(), group.inputs.end());
    group.inputs.erase(std::unique(group.inputs.begin(), group.inputs.end()), group.inputs.end());
    plan.groups.push_back(std::move(group));
  }
  return plan;
}

std::vector<std::size_t> running_at(const FusionPlan* fusion, std::size_t at) {
  const int group = fusion ? fusion->group_of[at] : -1;
  if (group < 0) return {at};
  const FusionGroup& members = fusion->groups[static_cast<std::size_t>(group)];
  if (members.root() != at) return {};
  return members.members;
}

std::vector<std::ptrdiff_t> fused_last_uses(const Program& program, const FusionPlan* fusion) {
  std::vector<std::ptrdiff_t> last(static_cast<std::size_t>(program.num_values()), kNeverRead);
  for (std::size_t i = 0; i < program.body.size(); ++i) {
    std::size_t runs_at = i;
    if (fusion && fusion->group_of[i] >= 0)
      runs_at = fusion->groups[static_cast<std::size_t>(fusion->group_of[i])].root();
    for (ValueId id : instruction_reads(program, i)) {
      auto& entry = last[static_cast<std::size_t>(id)];
      entry = std::max(entry, static_cast<std::ptrdiff_t>(runs_at));
    }
  }
  for (ValueId id : program.results) {
    last[static_cast<std::size_t>(id)] = static_cast<std::ptrdiff_t>(program.body.size());
  }
  return last;
}

std::vector<ValueId> fused_values_dying_at(const Program& program, const FusionPlan* fusion,
                                           const std::vector<std::ptrdiff_t>& last_uses, std::size_t at) {
  std::vector<ValueId> dying;
  const auto params = static_cast<ValueId>(program.params.size());
  for (std::size_t reader : running_at(fusion, at)) {
    for (ValueId id : instruction_reads(program, reader)) {
      if (id < params || last_uses[static_cast<std::size_t>(id)] != static_cast<std::ptrdiff_t>(at)) continue;
      if (fusion && fusion->fused_away(static_cast<std::size_t>(id - params))) continue;  // never a buffer
      if (std::find(dying.begin(), dying.end(), id) == dying.end()) dying.push_back(id);
    }
  }
  return dying;
}

}  // namespace pmapsim::sim

#include "compiler/fusion.hpp"

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
  if (instruction.op == OpCode::call) return elementwise_call(instruction);
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

bool elementwise_call(const Instruction& instruction) {
  if (instruction.op != OpCode::call || instruction.regions.size() != 1 || instruction.result_count() != 1 ||
      instruction.attrs.has("composite"))  // a kernel of its own
    return false;
  const Region& callee = instruction.regions[0];
  return std::all_of(callee.body.begin(), callee.body.end(),
                     [](const Instruction& ins) { return fusible(ins) && !is_reduction_root(ins.op); });
}

bool cheap_to_duplicate(const Instruction& instruction) {
  if (!fusible(instruction) || is_reduction_root(instruction.op) || instruction.op == OpCode::call)
    return false;
  // What XLA counts as expensive (a transcendental sequence or a divide) is never computed twice.
  return !op_def(instruction.op).expensive;
}

namespace {

bool is_matrix_op(OpCode op) {
  return op == OpCode::dot || op == OpCode::convolution;
}

// Where instruction i's consumers run: the groups (by root) of its readers.
// A duplicated reader runs in each of its groups.
struct Grouping {
  std::vector<std::size_t> leader;                   // the root of the one group an instruction ends in
  std::vector<std::vector<std::size_t>> duplicated;  // the roots of every group a duplicated one joins
  std::vector<bool> has_matrix_op;                   // per root: its group holds a dot (output fusion)

  std::vector<std::size_t> groups_of(std::size_t i) const {
    return duplicated[i].empty() ? std::vector<std::size_t>{leader[i]} : duplicated[i];
  }
};

}  // namespace

FusionPlan plan_fusion(const Program& program) {
  const std::size_t count = program.body.size(), params = program.params.size();
  const Readers readers = readers_of(program);
  // Consumers before producers, as XLA's instruction fusion visits them: each
  // instruction's leader is the root of the group it ends in.
  Grouping grouping{std::vector<std::size_t>(count), std::vector<std::vector<std::size_t>>(count),
                    std::vector<bool>(count, false)};
  for (std::size_t i = 0; i < count; ++i) grouping.leader[i] = i;
  for (std::size_t i = count; i-- > 0;) {
    const Instruction& ins = program.body[i];
    const bool matrix = is_matrix_op(ins.op) && ins.regions.empty() && ins.result_count() == 1;
    if ((!fusible(ins) && !matrix) || is_reduction_root(ins.op) || readers.returned[i]) continue;
    const auto& consumers = readers.by_instruction[i];
    if (consumers.empty()) continue;
    // Every reader must be a fusible op (a dot takes no producers: its
    // operands stream from HBM through its tiles).
    const bool readers_fuse = std::all_of(consumers.begin(), consumers.end(), [&](std::size_t c) {
      return fusible(program.body[c]) && !is_matrix_op(program.body[c].op);
    });
    if (!readers_fuse) continue;
    std::vector<std::size_t> groups;
    for (std::size_t c : consumers) {
      for (std::size_t g : grouping.groups_of(c)) {
        if (std::find(groups.begin(), groups.end(), g) == groups.end()) groups.push_back(g);
      }
    }
    if (matrix) {
      // Output fusion: a dot's elementwise readers take its tiles on chip, as
      // XLA's TPU backend fuses a convolution with its consumers; one dot per
      // group, and not into a reduction.
      const std::size_t g = groups.front();
      if (groups.size() != 1 || grouping.has_matrix_op[g] || is_reduction_root(program.body[g].op)) continue;
      grouping.leader[i] = g;
      grouping.has_matrix_op[g] = true;
    } else if (groups.size() == 1) {
      grouping.leader[i] = groups.front();
    } else if (cheap_to_duplicate(ins)) {
      grouping.duplicated[i] = groups;  // computed again in each group, never stored
    }
  }

  FusionPlan plan;
  plan.group_of.assign(count, -1);
  plan.last_root.assign(count, 0);
  std::vector<std::vector<std::size_t>> members(count);
  for (std::size_t i = 0; i < count; ++i) {
    for (std::size_t g : grouping.groups_of(i)) members[g].push_back(i);
  }
  for (std::size_t root = 0; root < count; ++root) {
    if (members[root].size() < 2) continue;
    FusionGroup group;
    group.members = members[root];
    const int number = static_cast<int>(plan.groups.size());
    for (std::size_t member : group.members) {
      if (plan.group_of[member] < 0 || member == root) plan.group_of[member] = number;
      plan.last_root[member] = std::max(plan.last_root[member], root);
      for (ValueId id : program.body[member].operands) {
        const auto value = static_cast<std::size_t>(id);
        const bool inside =
            value >= params && std::binary_search(group.members.begin(), group.members.end(), value - params);
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
    if (fusion && fusion->group_of[i] >= 0) runs_at = fusion->last_root[i];
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

bool BufferReuse::donates(ValueId id) const {
  return std::find(donated.begin(), donated.end(), id) != donated.end();
}

BufferReuse buffer_reuse(const Program& program, const FusionPlan* fusion,
                         const std::vector<std::ptrdiff_t>& last_uses) {
  BufferReuse reuse;
  reuse.in_place.assign(program.body.size(), false);
  const auto params = static_cast<ValueId>(program.params.size());
  // Instruction `at`'s result `index` (at `at + index`: a result instruction follows its owner)
  // takes over `operand` when the operand is a buffer of the body dying here, of its type.
  const auto take_over = [&](std::size_t at, std::size_t index, ValueId operand) {
    const std::size_t result = at + index;
    if (operand < params || result >= program.body.size() || reuse.donates(operand)) return;
    if (index > 0 && (program.body[result].op != OpCode::result ||
                      program.body[result].attrs.integer("index") != static_cast<std::int64_t>(index)))
      return;
    if (fusion && fusion->fused_away(static_cast<std::size_t>(operand - params))) return;
    if (last_uses[static_cast<std::size_t>(operand)] != static_cast<std::ptrdiff_t>(at)) return;
    if (program.type_of(operand) != program.body[result].type) return;
    reuse.in_place[result] = true;
    reuse.donated.push_back(operand);
  };
  for (std::size_t i = 0; i < program.body.size(); ++i) {
    const Instruction& instruction = program.body[i];
    if (fusion && fusion->group_of[i] >= 0) continue;  // a fusion's buffers are its root's
    if (instruction.op == OpCode::while_loop) {
      for (std::size_t j = 0; j < instruction.operands.size() && j < instruction.result_count(); ++j)
        take_over(i, j, instruction.operands[j]);
    } else if (instruction.op == OpCode::dynamic_update_slice || instruction.op == OpCode::scatter) {
      take_over(i, 0, instruction.operands.at(0));
    }
  }
  return reuse;
}

LiveBytes live_bytes(const Program& program, const FusionPlan* fusion,
                     const std::vector<std::ptrdiff_t>& last_uses, const BufferReuse& reuse) {
  const auto bytes_of = [](const TensorType& type) { return static_cast<double>(type.byte_size()); };
  LiveBytes walk;
  for (const Parameter& param : program.params) walk.parameters += bytes_of(param.type);
  const std::size_t params = program.params.size();
  double live = walk.parameters;
  for (std::size_t i = 0; i < program.body.size(); ++i) {
    if (fusion && fusion->fused_away(i)) {  // kept on chip in its group: nothing freed until the root
      walk.during.push_back(live);
      walk.after.push_back(live);
      continue;
    }
    if (!reuse.in_place[i]) live += bytes_of(program.body[i].type);
    walk.during.push_back(live);
    for (ValueId id : fused_values_dying_at(program, fusion, last_uses, i))
      if (!reuse.donates(id)) live -= bytes_of(program.type_of(id));
    if (last_uses[params + i] == kNeverRead) live -= bytes_of(program.body[i].type);
    walk.after.push_back(live);
  }
  return walk;
}

}  // namespace pmapsim::sim

// Trip counts of fori_loop-shaped loops, read from the program text.
#include "static_loops.hpp"

#include <cmath>

namespace pmapsim::sim {
namespace {

// The instruction that defines `id`: one of the region's own, else the
// program's (a capture); nullptr for parameters.
const Instruction* definition(const Program& program, const Region* region, ValueId base, ValueId id) {
  if (region != nullptr && id >= base) {
    const auto local = static_cast<std::size_t>(id - base);
    if (local < region->params.size()) return nullptr;
    return &region->body.at(local - region->params.size());
  }
  const auto params = static_cast<ValueId>(program.params.size());
  if (id < params || id >= program.num_values()) return nullptr;
  return &program.body[static_cast<std::size_t>(id - params)];
}

std::optional<double> constant_scalar(const Instruction* instruction) {
  if (instruction == nullptr || instruction->op != OpCode::constant || !instruction->type.shape.empty() ||
      !instruction->attrs.has("value")) {
    return std::nullopt;
  }
  return instruction->attrs.real("value");
}

void add_work(reference::RegionWork& total, const reference::RegionWork& more) {
  total.contraction_flops += more.contraction_flops;
  total.other_flops += more.other_flops;
  total.bytes += more.bytes;
  total.collective_bytes += more.collective_bytes;
}

// One run of a region's instructions, calls included (their bodies run once);
// nullopt when a loop or branch inside makes the work depend on values.
std::optional<reference::RegionWork> region_work(const Scope& parent, const Region& region, ValueId base) {
  const Scope scope(parent, region, base);
  reference::RegionWork work;
  for (std::size_t i = 0; i < region.body.size(); ++i) {
    const Instruction& ins = region.body[i];
    if (ins.op == OpCode::while_loop || ins.op == OpCode::cond || ins.op == OpCode::switch_case) {
      return std::nullopt;
    }
    if (ins.op == OpCode::call) {
      const ValueId own = base + static_cast<ValueId>(region.params.size() + i);
      const auto callee = region_work(scope, ins.regions.at(0), own);
      if (!callee) return std::nullopt;
      add_work(work, *callee);
      continue;
    }
    std::vector<TensorType> types;
    for (ValueId id : ins.operands) types.push_back(scope.type_of(id));
    const OpCost cost = op_cost(ins.op, types, ins.type, ins.attrs, ins.extra_types);
    (op_def(ins.op).op_class == OpClass::contraction ? work.contraction_flops : work.other_flops) +=
        cost.flops;
    if (has_collective(ins) && !types.empty()) {
      work.collective_bytes += static_cast<double>(types[0].byte_size());
    } else {
      work.bytes += cost.bytes;
    }
  }
  return work;
}

}  // namespace

std::optional<std::int64_t> static_trip_count(const Program& program, std::size_t index) {
  const Instruction& loop = program.body.at(index);
  if (loop.op != OpCode::while_loop || loop.regions.size() != 2) return std::nullopt;
  const ValueId own = program.instruction_value(index);
  const Region& cond = loop.regions[0];
  const Region& body = loop.regions[1];
  // The condition: compare %counter, K {direction=lt}.
  const Instruction* test = definition(program, &cond, own, cond.results.at(0));
  if (test == nullptr || test->op != OpCode::compare || test->attrs.symbol("direction") != "lt") {
    return std::nullopt;
  }
  const ValueId counter = test->operands.at(0);
  if (counter < own || counter >= own + static_cast<ValueId>(cond.params.size())) return std::nullopt;
  const auto slot = static_cast<std::size_t>(counter - own);
  if (cond.params[slot] != TensorType{DType::s32, {}}) return std::nullopt;
  const std::optional<double> upper = constant_scalar(definition(program, &cond, own, test->operands.at(1)));
  const std::optional<double> lower =
      constant_scalar(definition(program, nullptr, 0, loop.operands.at(slot)));
  // The body: the counter's next value is add %counter, 1.
  const Instruction* step = definition(program, &body, own, body.results.at(slot));
  if (!upper || !lower || step == nullptr || step->op != OpCode::add) return std::nullopt;
  const ValueId other = step->operands.at(0) == counter ? step->operands.at(1) : step->operands.at(0);
  if (std::find(step->operands.begin(), step->operands.end(), counter) == step->operands.end() ||
      constant_scalar(definition(program, &body, own, other)) != 1.0) {
    return std::nullopt;
  }
  return static_cast<std::int64_t>(std::max(0.0, std::ceil(*upper - *lower)));
}

std::optional<reference::RegionWork> static_loop_work(const Program& program, std::size_t index) {
  const std::optional<std::int64_t> trips = static_trip_count(program, index);
  if (!trips) return std::nullopt;
  const Instruction& loop = program.body.at(index);
  const ValueId own = program.instruction_value(index);
  const Scope top(program);
  const auto cond_work = region_work(top, loop.regions[0], own);
  const auto body_work = region_work(top, loop.regions[1], own);
  if (!cond_work || !body_work) return std::nullopt;
  const auto n = static_cast<double>(*trips);
  reference::RegionWork work;
  work.contraction_flops = n * body_work->contraction_flops + (n + 1) * cond_work->contraction_flops;
  work.other_flops = n * body_work->other_flops + (n + 1) * cond_work->other_flops;
  work.bytes = n * body_work->bytes + (n + 1) * cond_work->bytes;
  work.collective_bytes = n * body_work->collective_bytes + (n + 1) * cond_work->collective_bytes;
  work.iterations = *trips;
  return work;
}

std::optional<reference::RegionWork> static_call_work(const Program& program, std::size_t index) {
  const Instruction& call = program.body.at(index);
  if (call.op != OpCode::call || call.regions.size() != 1) return std::nullopt;
  const Scope top(program);
  return region_work(top, call.regions[0], program.instruction_value(index));
}

}  // namespace pmapsim::sim

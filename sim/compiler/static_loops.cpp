// Trip counts of fori_loop-shaped loops, read from the program text.
#include "static_loops.hpp"

#include <algorithm>
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

}  // namespace pmapsim::sim

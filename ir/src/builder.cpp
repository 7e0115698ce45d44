#include "pmapsim/builder.hpp"

#include <fmt/format.h>

#include <functional>

namespace pmapsim {

namespace {

// `operand_type` gives an operand's type (an identity reshape is a relabelling, kept apart).
template <typename TypeOf>
bool mergeable(const Instruction& instruction, const TypeOf& operand_type) {
  if (!instruction.regions.empty() || !instruction.extra_types.empty()) return false;
  switch (op_def(instruction.op).op_class) {
    case OpClass::elementwise:
    case OpClass::reduction:
    case OpClass::contraction:
      return true;
    case OpClass::layout:
      return !(instruction.op == OpCode::reshape &&
               operand_type(instruction.operands.at(0)) == instruction.type);
    default:
      return false;
  }
}

std::size_t hash_of(const Instruction& instruction) {
  std::size_t hash = std::hash<int>()(static_cast<int>(instruction.op));
  const auto mix = [&hash](std::size_t value) {
    hash ^= value + 0x9e3779b97f4a7c15ULL + (hash << 6) + (hash >> 2);
  };
  for (ValueId operand : instruction.operands) mix(std::hash<ValueId>()(operand));
  for (std::int64_t extent : instruction.type.shape) mix(std::hash<std::int64_t>()(extent));
  return hash;
}

}  // namespace

ValueId ProgramBuilder::parameter(std::string name, TensorType type) {
  if (region_) {
    if (!region_->body.empty()) throw Error("program builder: parameters come before instructions");
    region_->params.push_back(std::move(type));
    return base_ + static_cast<ValueId>(region_->params.size() - 1);
  }
  if (!program_->body.empty()) throw Error("program builder: parameters come before instructions");
  program_->params.push_back(Parameter{std::move(name), std::move(type)});
  return static_cast<ValueId>(program_->params.size() - 1);
}

const TensorType& ProgramBuilder::type_of(ValueId id) const {
  if (!region_) return program_->type_of(id);
  if (id < base_) return outer_->type_of(id);
  const auto own = static_cast<std::size_t>(id - base_);
  if (own < region_->params.size()) return region_->params[own];
  return region_->body.at(own - region_->params.size()).type;
}

ValueId ProgramBuilder::next_value() const {
  if (!region_) return static_cast<ValueId>(program_->num_values());
  return base_ + static_cast<ValueId>(region_->params.size() + region_->body.size());
}

ValueId ProgramBuilder::add(OpCode op, std::vector<ValueId> operands, Attrs attrs,
                            std::optional<TensorType> declared) {
  std::vector<TensorType> types;
  for (ValueId id : operands) types.push_back(type_of(id));
  const OpDef& def = op_def(op);
  const Program& top = program();
  const ShapeContext ctx{types, attrs, declared, top.axis_name, top.axis_size};
  const TensorType inferred = def.infer(ctx);
  if (declared && !def.needs_declared_type && *declared != inferred)
    throw Error(fmt::format("program builder: {} gives {}, not the {} asked for", def.name, inferred.str(),
                            declared->str()));
  Instruction instruction;
  instruction.op = op;
  instruction.operands = std::move(operands);
  instruction.attrs = std::move(attrs);
  instruction.type = inferred;
  return add_raw(std::move(instruction));
}

const Instruction* ProgramBuilder::own_instruction(ValueId id) const {
  const std::size_t params = region_ ? region_->params.size() : program_->params.size();
  return &(region_ ? region_->body : program_->body).at(static_cast<std::size_t>(id - base_) - params);
}

ValueId ProgramBuilder::add_raw(Instruction instruction) {
  const bool merges = merge_identical_ &&
                      mergeable(instruction, [this](ValueId id) -> const TensorType& { return type_of(id); });
  const std::size_t key = merges ? hash_of(instruction) : 0;
  merged_last_ = false;
  if (merges) {
    const auto [first, last] = made_.equal_range(key);
    for (auto it = first; it != last; ++it) {
      if (*own_instruction(it->second) == instruction) {
        merged_last_ = true;
        return it->second;
      }
    }
  }
  const ValueId id = next_value();
  if (!instruction.loc.known()) instruction.loc = loc_;
  body().push_back(std::move(instruction));
  if (merges) made_.emplace(key, id);
  return id;
}

const Program& ProgramBuilder::program() const {
  return region_ ? outer_->program() : *program_;
}

ValueId ProgramBuilder::add_result(ValueId owner, std::int64_t index, TensorType type) {
  Instruction instruction;
  instruction.op = OpCode::result;
  instruction.operands = {owner};
  instruction.attrs.set("index", index);
  instruction.type = std::move(type);
  return add_raw(std::move(instruction));
}

ValueId ProgramBuilder::scalar(DType dtype, double value) {
  Attrs attrs;
  attrs.set("value", value);
  return add(OpCode::constant, {}, std::move(attrs), TensorType{dtype, {}});
}

}  // namespace pmapsim

#include "pmapsim/builder.hpp"

#include <fmt/format.h>

namespace pmapsim {

ValueId ProgramBuilder::parameter(std::string name, TensorType type) {
  if (!program_.body.empty()) throw Error("program builder: parameters come before instructions");
  program_.params.push_back(Parameter{std::move(name), std::move(type)});
  return static_cast<ValueId>(program_.params.size() - 1);
}

ValueId ProgramBuilder::add(OpCode op, std::vector<ValueId> operands, Attrs attrs,
                            std::optional<TensorType> declared) {
  std::vector<TensorType> types;
  for (ValueId id : operands) types.push_back(type_of(id));
  const OpDef& def = op_def(op);
  const ShapeContext ctx{types, attrs, declared, program_.axis_name, program_.axis_size};
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

ValueId ProgramBuilder::add_raw(Instruction instruction) {
  const ValueId id = next_value();
  program_.body.push_back(std::move(instruction));
  return id;
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

// The program IR: value types, the verifier and the text printer.
// The parser (parser.cpp) reads what print() writes; docs/ir.md has the grammar.
#include "pmapsim/program.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <set>

namespace pmapsim {
namespace {

// Names print bare after % or @, so they must read back as one token.
bool is_name(const std::string& name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
  });
}

// Axis and parameter names also must not start with a digit: an axis name is a
// bare word, and %0, %1, ... name instruction results.
bool is_identifier(const std::string& name) {
  return is_name(name) && !std::isdigit(static_cast<unsigned char>(name[0]));
}

std::string value_name(const Program& program, ValueId id) {
  const auto param_count = static_cast<ValueId>(program.params.size());
  if (id >= 0 && id < param_count) return "%" + program.params[static_cast<std::size_t>(id)].name;
  if (id >= param_count && id < program.num_values()) return fmt::format("%{}", id - param_count);
  return fmt::format("%<invalid value {}>", id);
}

// Attributes in the op's declared order (the order docs/ir.md lists them), then any
// the op does not know, so that even an invalid instruction prints in full.
std::string attrs_text(OpCode op, const Attrs& attrs) {
  std::vector<std::string> parts;
  std::set<std::string> printed;
  for (const AttrSpec& spec : op_def(op).attrs) {
    const auto found = attrs.values().find(spec.name);
    if (found == attrs.values().end()) continue;
    parts.push_back(spec.name + "=" + attr_value_string(found->second));
    printed.insert(spec.name);
  }
  for (const auto& [name, value] : attrs.values()) {
    if (!printed.count(name)) parts.push_back(name + "=" + attr_value_string(value));
  }
  return fmt::format("{{{}}}", fmt::join(parts, ", "));
}

// What makes a type impossible: a negative dimension, or more bytes than an
// std::int64_t counts (element counts and byte sizes are computed in it).
std::optional<std::string> type_problem(const TensorType& type) {
  auto bytes = static_cast<std::int64_t>(dtype_size(type.dtype));
  for (std::int64_t dim : type.shape) {
    if (dim < 0) return fmt::format("{} has a negative dimension", type.str());
    if (__builtin_mul_overflow(bytes, dim, &bytes)) return fmt::format("{} is too large", type.str());
  }
  return std::nullopt;
}

[[noreturn]] void instruction_error(const Instruction& instruction, std::size_t index,
                                    const std::string& problem) {
  const std::string message = fmt::format("instruction {}: {}", index, problem);
  if (instruction.loc.known()) throw ParseError(instruction.loc, message);
  throw Error(message);
}

void verify_header(const Program& program) {
  if (!is_name(program.name)) {
    throw Error(fmt::format("program name '{}' is not a name (letters, digits, '_' and '.')", program.name));
  }
  if (!is_identifier(program.axis_name)) {
    throw Error(fmt::format("axis name '{}' is not an identifier", program.axis_name));
  }
  if (program.axis_size < 1) {
    throw Error(fmt::format("devices must be at least 1, got {}", program.axis_size));
  }
  std::set<std::string> names;
  for (const Parameter& param : program.params) {
    if (!is_identifier(param.name)) {
      throw Error(fmt::format("parameter name '{}' is not an identifier", param.name));
    }
    if (!names.insert(param.name).second) {
      throw Error(fmt::format("parameter %{} is defined twice", param.name));
    }
    if (const auto problem = type_problem(param.type)) {
      throw Error(fmt::format("parameter %{}: type {}", param.name, *problem));
    }
  }
}

void verify_instruction(const Program& program, std::size_t index) {
  const Instruction& instruction = program.body[index];
  const OpDef& def = op_def(instruction.op);
  const ValueId own_id = program.instruction_value(index);
  std::vector<TensorType> operand_types;
  for (ValueId operand : instruction.operands) {
    if (operand < 0 || operand >= program.num_values()) {
      instruction_error(instruction, index, fmt::format("{}: operand {} does not exist", def.name, operand));
    }
    if (operand >= own_id) {
      instruction_error(instruction, index,
                        fmt::format("{}: operand {} is not defined before its use", def.name,
                                    value_name(program, operand)));
    }
    operand_types.push_back(program.type_of(operand));
  }
  if (const auto problem = type_problem(instruction.type)) {
    instruction_error(instruction, index, fmt::format("{}: result type {}", def.name, *problem));
  }
  const ShapeContext context{operand_types, instruction.attrs, instruction.type, program.axis_name,
                             program.axis_size};
  TensorType inferred;
  try {
    inferred = def.infer(context);
  } catch (const Error& error) {
    instruction_error(instruction, index, error.what());
  }
  if (inferred != instruction.type) {
    instruction_error(instruction, index,
                      fmt::format("{}: result type is written as {} but the shape rule gives {}", def.name,
                                  instruction.type.str(), inferred.str()));
  }
}

}  // namespace

const TensorType& Program::type_of(ValueId id) const {
  const auto param_count = static_cast<ValueId>(params.size());
  if (id >= 0 && id < param_count) return params[static_cast<std::size_t>(id)].type;
  if (id >= param_count && id < num_values()) return body[static_cast<std::size_t>(id - param_count)].type;
  throw Error(fmt::format("program @{} has no value {} (it has {})", name, id, num_values()));
}

void verify(const Program& program) {
  verify_header(program);
  for (std::size_t index = 0; index < program.body.size(); ++index) verify_instruction(program, index);
  if (program.results.empty()) throw Error(fmt::format("program @{} returns no results", program.name));
  for (ValueId result : program.results) {
    if (result < 0 || result >= program.num_values()) {
      throw Error(fmt::format("program @{} returns value {}, which does not exist", program.name, result));
    }
  }
}

std::string print_instruction(const Program& program, std::size_t index) {
  const Instruction& instruction = program.body.at(index);
  std::string text = fmt::format("%{} = {}", index, op_name(instruction.op));
  for (std::size_t i = 0; i < instruction.operands.size(); ++i) {
    text += i == 0 ? " " : ", ";
    text += value_name(program, instruction.operands[i]);
  }
  if (!instruction.attrs.values().empty()) {
    text += ' ';
    text += attrs_text(instruction.op, instruction.attrs);
  }
  text += " : ";
  text += instruction.type.str();
  return text;
}

std::string print(const Program& program) {
  std::vector<std::string> params;
  for (const Parameter& param : program.params)
    params.push_back(fmt::format("%{}: {}", param.name, param.type.str()));
  std::string text = fmt::format("pmap @{} axis={} devices={} ({}) {{\n", program.name, program.axis_name,
                                 program.axis_size, fmt::join(params, ", "));
  for (std::size_t index = 0; index < program.body.size(); ++index) {
    text += "  " + print_instruction(program, index) + "\n";
  }
  std::vector<std::string> results;
  for (ValueId result : program.results) results.push_back(value_name(program, result));
  text += fmt::format("  return {}\n}}\n", fmt::join(results, ", "));
  return text;
}

}  // namespace pmapsim

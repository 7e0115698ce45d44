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

// limit: one past the last id of the scope the name is printed in.
std::string value_name(const Program& program, ValueId id, ValueId limit) {
  const auto param_count = static_cast<ValueId>(program.params.size());
  if (id >= 0 && id < param_count) return "%" + program.params[static_cast<std::size_t>(id)].name;
  // Region values continue the numbering (see Region), so every id at or
  // above the parameters prints as a number; scopes keep the names apart.
  if (id >= param_count && id < limit) return fmt::format("%{}", id - param_count);
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
  if (!program.mesh.empty()) {
    if (program.axis_size != mesh_device_count(program.mesh) ||
        program.axis_name != mesh_flat_axis_name(program.mesh))
      throw Error(
          fmt::format("a mesh program's axis must be its mesh flattened ({} over {} devices), got {} over {}",
                      mesh_flat_axis_name(program.mesh), mesh_device_count(program.mesh), program.axis_name,
                      program.axis_size));
    for (const MeshAxis& axis : program.mesh) {
      if (!is_identifier(axis.name) || axis.name.find('.') != std::string::npos)
        throw Error(fmt::format("mesh axis name '{}' is not an identifier without '.'", axis.name));
    }
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

void verify_body(const Scope& scope, const std::vector<Instruction>& body, ValueId first_id);

std::vector<TensorType> result_types(const Instruction& instruction) {
  std::vector<TensorType> types{instruction.type};
  types.insert(types.end(), instruction.extra_types.begin(), instruction.extra_types.end());
  return types;
}

std::string types_text(const std::vector<TensorType>& types) {
  std::vector<std::string> parts;
  for (const TensorType& type : types) parts.push_back(type.str());
  return fmt::format("({})", fmt::join(parts, ", "));
}

std::vector<TensorType> scalars_of(const std::vector<TensorType>& types) {
  std::vector<TensorType> scalars;
  for (const TensorType& type : types) scalars.push_back(TensorType{type.dtype, {}});
  return scalars;
}

// A region's result types, after its body has been verified.
std::vector<TensorType> region_result_types(const Scope& region_scope, const Region& region) {
  std::vector<TensorType> types;
  for (ValueId id : region.results) {
    if (id < 0 || id >= region_scope.end()) {
      throw Error(fmt::format("region returns value {}, which does not exist", id));
    }
    types.push_back(region_scope.type_of(id));
  }
  return types;
}

// Checks one region against the signature its op gives it: parameter types,
// then (after its body) result types. Problems name the op and the region.
void verify_region(const Scope& scope, const Instruction& instruction, std::size_t index, ValueId own_id,
                   std::size_t which, const std::vector<TensorType>& params,
                   const std::vector<TensorType>& results, bool allow_collectives) {
  const std::string_view op = op_name(instruction.op);
  const Region& region = instruction.regions[which];
  if (region.params != params) {
    instruction_error(instruction, index,
                      fmt::format("{}: region {} takes {} but must take {}", op, which,
                                  types_text(region.params), types_text(params)));
  }
  const Scope region_scope(scope, region, own_id);
  verify_body(region_scope, region.body, own_id + static_cast<ValueId>(region.params.size()));
  if (region.results.empty()) {
    instruction_error(instruction, index, fmt::format("{}: region {} returns nothing", op, which));
  }
  std::vector<TensorType> got;
  try {
    got = region_result_types(region_scope, region);
  } catch (const Error& error) {
    instruction_error(instruction, index, fmt::format("{}: {}", op, error.what()));
  }
  if (got != results) {
    instruction_error(instruction, index,
                      fmt::format("{}: region {} returns {} but must return {}", op, which, types_text(got),
                                  types_text(results)));
  }
  if (!allow_collectives) {
    for (const Instruction& inner : region.body) {
      if (has_collective(inner)) {
        instruction_error(
            instruction, index,
            fmt::format("{}: region {} must not contain a collective ({})", op, which, op_name(inner.op)));
      }
    }
  }
}

void require_region_count(const Instruction& instruction, std::size_t index, std::size_t want,
                          bool at_least) {
  const std::size_t got = instruction.regions.size();
  if (at_least ? got >= want : got == want) return;
  instruction_error(instruction, index,
                    fmt::format("{}: expected {}{} region{}, got {}", op_name(instruction.op),
                                at_least ? "at least " : "", want, want == 1 ? "" : "s", got));
}

void require_results(const Instruction& instruction, std::size_t index, const std::vector<TensorType>& want) {
  const std::vector<TensorType> got = result_types(instruction);
  if (got == want) return;
  instruction_error(instruction, index,
                    fmt::format("{}: results are written as {} but must be {}", op_name(instruction.op),
                                types_text(got), types_text(want)));
}

// rng_bit_generator's results: the state (its rule's result) and the output,
// whose written type is any integer or float.
void verify_rng_results(const Instruction& instruction, std::size_t index) {
  if (instruction.extra_types.size() != 1) {
    instruction_error(instruction, index,
                      fmt::format("rng_bit_generator: has two results (output_state, output), got {}",
                                  instruction.result_count()));
  }
  const TensorType& output = instruction.extra_types[0];
  if (output.dtype == DType::boolean || is_complex(output.dtype)) {
    instruction_error(
        instruction, index,
        fmt::format("rng_bit_generator: output must be an integer or float type, got {}", output.str()));
  }
}

// Region signatures and result lists, per op (the op table's rule has already
// checked what the operands and attributes alone decide).
void verify_region_op(const Scope& scope, const Instruction& instruction, std::size_t index, ValueId own_id,
                      const std::vector<TensorType>& operand_types) {
  const TensorType boolean{DType::boolean, {}};
  switch (instruction.op) {
    case OpCode::optimization_barrier:
      require_region_count(instruction, index, 0, false);
      require_results(instruction, index, operand_types);
      return;
    case OpCode::while_loop:
      require_region_count(instruction, index, 2, false);
      require_results(instruction, index, operand_types);
      verify_region(scope, instruction, index, own_id, 0, operand_types, {boolean}, true);
      verify_region(scope, instruction, index, own_id, 1, operand_types, operand_types, true);
      return;
    case OpCode::cond:
    case OpCode::switch_case:
      require_region_count(instruction, index, instruction.op == OpCode::cond ? 2 : 1,
                           instruction.op == OpCode::switch_case);
      for (std::size_t r = 0; r < instruction.regions.size(); ++r) {
        verify_region(scope, instruction, index, own_id, r, {}, result_types(instruction), true);
      }
      return;
    case OpCode::call:
      // The callee's body: its parameters are the operands, its results the call's.
      require_region_count(instruction, index, 1, false);
      verify_region(scope, instruction, index, own_id, 0, operand_types, result_types(instruction), true);
      return;
    case OpCode::reduce: {
      require_region_count(instruction, index, 1, false);
      const std::size_t n = operand_types.size() / 2;
      std::vector<TensorType> inits(operand_types.begin() + static_cast<std::ptrdiff_t>(n),
                                    operand_types.end());
      std::vector<TensorType> want;
      for (std::size_t i = 0; i < n; ++i) {
        if (operand_types[i].dtype != inits[i].dtype) {
          instruction_error(instruction, index,
                            fmt::format("reduce: input {} is {} but its init value is {}", i,
                                        operand_types[i].str(), inits[i].str()));
        }
        TensorType type = instruction.type;  // the shape rule's reduced shape
        type.dtype = inits[i].dtype;
        want.push_back(type);
      }
      require_results(instruction, index, want);
      std::vector<TensorType> params = scalars_of(inits);
      params.insert(params.end(), params.begin(), params.end());
      verify_region(scope, instruction, index, own_id, 0, params, scalars_of(inits), false);
      return;
    }
    case OpCode::sort: {
      require_region_count(instruction, index, 1, false);
      require_results(instruction, index, operand_types);
      std::vector<TensorType> params;
      for (const TensorType& type : operand_types) {
        params.push_back(TensorType{type.dtype, {}});
        params.push_back(TensorType{type.dtype, {}});
      }
      verify_region(scope, instruction, index, own_id, 0, params, {boolean}, false);
      return;
    }
    case OpCode::rng_bit_generator:
      require_region_count(instruction, index, 0, false);
      verify_rng_results(instruction, index);
      return;
    default:
      if (!instruction.regions.empty()) {
        instruction_error(instruction, index, fmt::format("{}: takes no regions", op_name(instruction.op)));
      }
      if (!instruction.extra_types.empty()) {
        instruction_error(instruction, index, fmt::format("{}: has one result", op_name(instruction.op)));
      }
  }
}

// A multi-result instruction's results 1..k-1 are the `result` instructions
// right after it; a `result` instruction anywhere else is an error.
void verify_result_slots(const std::vector<Instruction>& body, std::size_t index, ValueId own_id) {
  const Instruction& instruction = body[index];
  if (instruction.op == OpCode::result) {
    const std::int64_t j = instruction.attrs.integer_or("index", 0);
    const bool follows_owner =
        j >= 1 && static_cast<std::int64_t>(index) >= j && instruction.operands.size() == 1 &&
        instruction.operands[0] == own_id - j &&
        body[index - static_cast<std::size_t>(j)].extra_types.size() >= static_cast<std::size_t>(j);
    if (!follows_owner) {
      instruction_error(instruction, index,
                        "result: must follow the multi-result instruction it names, in result order");
    }
    return;
  }
  for (std::size_t j = 1; j < instruction.result_count(); ++j) {
    const std::size_t slot = index + j;
    const bool ok = slot < body.size() && body[slot].op == OpCode::result &&
                    body[slot].attrs.integer_or("index", 0) == static_cast<std::int64_t>(j) &&
                    body[slot].type == instruction.extra_types[j - 1];
    if (!ok) {
      instruction_error(instruction, index,
                        fmt::format("{}: result {} must be defined by the `result` instruction after it",
                                    op_name(instruction.op), j));
    }
  }
}

void verify_instruction(const Scope& scope, const std::vector<Instruction>& body, std::size_t index,
                        ValueId own_id) {
  const Program& program = scope.program();
  const Instruction& instruction = body[index];
  const OpDef& def = op_def(instruction.op);
  std::vector<TensorType> operand_types;
  for (ValueId operand : instruction.operands) {
    if (operand < 0 || operand >= scope.end()) {
      instruction_error(instruction, index, fmt::format("{}: operand {} does not exist", def.name, operand));
    }
    if (operand >= own_id) {
      instruction_error(instruction, index,
                        fmt::format("{}: operand {} is not defined before its use", def.name,
                                    value_name(program, operand, scope.end())));
    }
    operand_types.push_back(scope.type_of(operand));
  }
  for (const TensorType& type : result_types(instruction)) {
    if (const auto problem = type_problem(type)) {
      instruction_error(instruction, index, fmt::format("{}: result type {}", def.name, *problem));
    }
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
  verify_region_op(scope, instruction, index, own_id, operand_types);
  verify_result_slots(body, index, own_id);
}

void verify_body(const Scope& scope, const std::vector<Instruction>& body, ValueId first_id) {
  for (std::size_t index = 0; index < body.size(); ++index) {
    verify_instruction(scope, body, index, first_id + static_cast<ValueId>(index));
  }
}

}  // namespace

const TensorType& Program::type_of(ValueId id) const {
  const auto param_count = static_cast<ValueId>(params.size());
  if (id >= 0 && id < param_count) return params[static_cast<std::size_t>(id)].type;
  if (id >= param_count && id < num_values()) return body[static_cast<std::size_t>(id - param_count)].type;
  throw Error(fmt::format("program @{} has no value {} (it has {})", name, id, num_values()));
}

const TensorType& Scope::type_of(ValueId id) const {
  if (region_ == nullptr) return program_->type_of(id);
  if (id < base_) return parent_->type_of(id);
  const auto local = static_cast<std::size_t>(id - base_);
  if (local < region_->params.size()) return region_->params[local];
  if (local - region_->params.size() < region_->body.size())
    return region_->body[local - region_->params.size()].type;
  throw Error(fmt::format("region has no value {}", id));
}

ValueId Scope::end() const {
  if (region_ == nullptr) return static_cast<ValueId>(program_->num_values());
  return base_ + static_cast<ValueId>(region_->params.size() + region_->body.size());
}

std::optional<OpCode> single_binary_op(const Region& region) {
  if (region.params.size() != 2 || region.body.size() != 1 || region.results.size() != 1) return std::nullopt;
  const Instruction& only = region.body[0];
  const OpCode op = only.op;
  if (op != OpCode::add && op != OpCode::mul && op != OpCode::max && op != OpCode::min) return std::nullopt;
  // Parameter ids are base+0 and base+1, the instruction base+2, for any base.
  const ValueId a = only.operands[0], b = only.operands[1], r = region.results[0];
  const ValueId base = r - 2;
  if (!((a == base && b == base + 1) || (a == base + 1 && b == base))) return std::nullopt;
  return op;
}

bool region_has_collective(const Region& region) {
  return std::any_of(region.body.begin(), region.body.end(),
                     [](const Instruction& inner) { return has_collective(inner); });
}

bool has_collective(const Instruction& instruction) {
  if (is_collective(instruction.op) && instruction.op != OpCode::axis_index) return true;
  for (const Region& region : instruction.regions) {
    for (const Instruction& inner : region.body) {
      if (has_collective(inner)) return true;
    }
  }
  return false;
}

namespace {

// A padded global shape: each split dimension's block is ceil(size / parts), an unsplit one whole.
void check_global_shape(const Mesh& mesh, const PartitionSpec& spec, const Shape& local, const Shape& global,
                        const std::string& what) {
  const Shape full = sharded_global_shape(mesh, spec, local);
  bool fits = global.size() == local.size();
  for (std::size_t d = 0; fits && d < local.size(); ++d) {
    const std::int64_t parts = full[d] / std::max<std::int64_t>(local[d], 1);
    fits = global[d] <= full[d] && (global[d] + parts - 1) / std::max<std::int64_t>(parts, 1) == local[d];
  }
  if (!fits)
    throw Error(fmt::format("{}: global shape [{}] is not split as {} into blocks [{}]", what,
                            fmt::join(global, ", "), partition_spec_text(spec), fmt::join(local, ", ")));
}

void verify_global_shapes(const Program& program) {
  const Mesh mesh = program_mesh(program);
  if (!program.in_global_shapes.empty()) {
    if (program.in_global_shapes.size() != program.params.size() || program.in_specs.empty())
      throw Error(fmt::format("program @{} has {} global parameter shapes for {} parameters", program.name,
                              program.in_global_shapes.size(), program.params.size()));
    for (std::size_t p = 0; p < program.params.size(); ++p)
      check_global_shape(mesh, program.in_specs[p], program.params[p].type.shape, program.in_global_shapes[p],
                         fmt::format("in_global of %{}", program.params[p].name));
  }
  if (!program.out_global_shapes.empty()) {
    if (program.out_global_shapes.size() != program.results.size() || program.out_specs.empty())
      throw Error(fmt::format("program @{} has {} global result shapes for {} results", program.name,
                              program.out_global_shapes.size(), program.results.size()));
    for (std::size_t r = 0; r < program.results.size(); ++r)
      check_global_shape(mesh, program.out_specs[r], program.type_of(program.results[r]).shape,
                         program.out_global_shapes[r], fmt::format("out_global of result {}", r));
  }
}

// in_specs / out_specs: one per parameter / result, each naming mesh axes.
void verify_specs(const Program& program) {
  const Mesh mesh = program_mesh(program);
  if (!program.in_specs.empty()) {
    if (program.in_specs.size() != program.params.size())
      throw Error(fmt::format("program @{} has {} in_specs for {} parameters", program.name,
                              program.in_specs.size(), program.params.size()));
    for (std::size_t p = 0; p < program.params.size(); ++p)
      check_partition_spec(mesh, program.in_specs[p], program.params[p].type.rank(),
                           fmt::format("in_specs of %{}", program.params[p].name));
  }
  if (!program.out_specs.empty()) {
    if (program.out_specs.size() != program.results.size())
      throw Error(fmt::format("program @{} has {} out_specs for {} results", program.name,
                              program.out_specs.size(), program.results.size()));
    for (std::size_t r = 0; r < program.results.size(); ++r)
      check_partition_spec(mesh, program.out_specs[r], program.type_of(program.results[r]).rank(),
                           fmt::format("out_specs of result {}", r));
  }
}

}  // namespace

void verify(const Program& program) {
  verify_header(program);
  verify_body(Scope(program), program.body, static_cast<ValueId>(program.params.size()));
  if (program.results.empty()) throw Error(fmt::format("program @{} returns no results", program.name));
  for (ValueId result : program.results) {
    if (result < 0 || result >= program.num_values()) {
      throw Error(fmt::format("program @{} returns value {}, which does not exist", program.name, result));
    }
  }
  verify_specs(program);
  verify_global_shapes(program);
}

namespace {

void print_body(const Program& program, const std::vector<Instruction>& body, ValueId first_id, ValueId limit,
                int depth, std::string& text);

// "%3 = add %1, %2 : f32[4]", or for several results "%3, %4 = sort ... : T0, T1",
// followed by the regions, each "(%5: T, ...) { ... return ... }".
std::string instruction_text(const Program& program, const Instruction& instruction, ValueId own_id,
                             ValueId limit, int depth) {
  std::vector<std::string> names;
  for (std::size_t j = 0; j < instruction.result_count(); ++j) {
    names.push_back(value_name(program, own_id + static_cast<ValueId>(j), limit));
  }
  std::string text = fmt::format("{} = {}", fmt::join(names, ", "), op_name(instruction.op));
  for (std::size_t i = 0; i < instruction.operands.size(); ++i) {
    text += i == 0 ? " " : ", ";
    text += value_name(program, instruction.operands[i], limit);
  }
  if (!instruction.attrs.values().empty()) {
    text += ' ';
    text += attrs_text(instruction.op, instruction.attrs);
  }
  text += " : ";
  text += instruction.type.str();
  for (const TensorType& type : instruction.extra_types) text += ", " + type.str();
  const std::string indent(static_cast<std::size_t>(2 * depth), ' ');
  for (const Region& region : instruction.regions) {
    const ValueId region_limit = own_id + static_cast<ValueId>(region.params.size() + region.body.size());
    std::vector<std::string> params;
    for (std::size_t j = 0; j < region.params.size(); ++j) {
      params.push_back(fmt::format("{}: {}",
                                   value_name(program, own_id + static_cast<ValueId>(j), region_limit),
                                   region.params[j].str()));
    }
    text += fmt::format(" ({}) {{\n", fmt::join(params, ", "));
    print_body(program, region.body, own_id + static_cast<ValueId>(region.params.size()), region_limit, depth,
               text);
    std::vector<std::string> results;
    for (ValueId result : region.results) results.push_back(value_name(program, result, region_limit));
    text += fmt::format("{}  return {}\n{}}}", indent, fmt::join(results, ", "), indent);
  }
  return text;
}

void print_body(const Program& program, const std::vector<Instruction>& body, ValueId first_id, ValueId limit,
                int depth, std::string& text) {
  const std::string indent(static_cast<std::size_t>(2 * depth + 2), ' ');
  for (std::size_t index = 0; index < body.size(); ++index) {
    if (body[index].op == OpCode::result) continue;  // printed with its instruction
    text += indent +
            instruction_text(program, body[index], first_id + static_cast<ValueId>(index), limit, depth + 1) +
            "\n";
  }
}

}  // namespace

std::string print_instruction(const Program& program, std::size_t index) {
  return instruction_text(program, program.body.at(index), program.instruction_value(index),
                          static_cast<ValueId>(program.num_values()), 0);
}

std::string print(const Program& program) {
  std::vector<std::string> params;
  for (const Parameter& param : program.params)
    params.push_back(fmt::format("%{}: {}", param.name, param.type.str()));
  std::string placement = fmt::format("axis={} devices={}", program.axis_name, program.axis_size);
  if (!program.mesh.empty()) {
    std::vector<std::string> axes;
    for (const MeshAxis& axis : program.mesh) axes.push_back(fmt::format("{}={}", axis.name, axis.size));
    placement = fmt::format("mesh=[{}]", fmt::join(axes, ", "));
  }
  const auto specs = [](const char* key, const std::vector<PartitionSpec>& list) {
    if (list.empty()) return std::string();
    std::vector<std::string> entries;
    for (const PartitionSpec& spec : list) entries.push_back(partition_spec_text(spec));
    return fmt::format(" {}=[{}]", key, fmt::join(entries, ", "));
  };
  placement += specs("in_specs", program.in_specs) + specs("out_specs", program.out_specs);
  const auto shapes = [](const char* key, const std::vector<Shape>& list) {
    if (list.empty()) return std::string();
    std::vector<std::string> entries;
    for (const Shape& shape : list) entries.push_back(fmt::format("[{}]", fmt::join(shape, ", ")));
    return fmt::format(" {}=[{}]", key, fmt::join(entries, ", "));
  };
  placement +=
      shapes("in_global", program.in_global_shapes) + shapes("out_global", program.out_global_shapes);
  std::string text = fmt::format("pmap @{} {} ({}) {{\n", program.name, placement, fmt::join(params, ", "));
  print_body(program, program.body, static_cast<ValueId>(program.params.size()),
             static_cast<ValueId>(program.num_values()), 0, text);
  std::vector<std::string> results;
  for (ValueId result : program.results) {
    results.push_back(value_name(program, result, static_cast<ValueId>(program.num_values())));
  }
  text += fmt::format("  return {}\n}}\n", fmt::join(results, ", "));
  return text;
}

}  // namespace pmapsim

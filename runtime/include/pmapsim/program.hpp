// The program IR: one SPMD program that every device runs.
//
// Values are numbered: parameters are 0..P-1, instruction i defines value
// P+i. Every value has a static TensorType. The program carries its mapped
// axis (name and size): collectives refer to the axis by name, and shape
// rules such as all_gather's need its size.
//
// Text form (docs/ir.md has the grammar):
//
//   pmap @square axis=i devices=8 (%x: f32[1,4]) {
//     %0 = mul %x, %x : f32[1,4]
//     return %0
//   }
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/attrs.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/ops.hpp"

namespace pmapsim {

using ValueId = std::int32_t;

struct Instruction {
  OpCode op;
  std::vector<ValueId> operands;
  Attrs attrs;
  TensorType type;  // the result's type
  SourceLoc loc;    // where the parser read it; unknown for traced programs
  // Written by the verifier of equality: loc is not part of an op's identity.
  friend bool operator==(const Instruction& a, const Instruction& b) {
    return a.op == b.op && a.operands == b.operands && a.attrs == b.attrs && a.type == b.type;
  }
};

struct Parameter {
  std::string name;  // printed as %name
  TensorType type;
  friend bool operator==(const Parameter&, const Parameter&) = default;
};

struct Program {
  std::string name = "main";
  std::string axis_name = "i";
  std::int64_t axis_size = 1;
  std::vector<Parameter> params;
  std::vector<Instruction> body;
  std::vector<ValueId> results;

  std::int64_t num_values() const { return static_cast<std::int64_t>(params.size() + body.size()); }
  const TensorType& type_of(ValueId id) const;
  ValueId instruction_value(std::size_t index) const { return static_cast<ValueId>(params.size() + index); }
  friend bool operator==(const Program&, const Program&) = default;
};

// Checks SSA order, operand counts, attributes, and every shape rule against
// the written types. Throws Error (ParseError when the instruction has a
// source location) naming the instruction and the problem.
void verify(const Program& program);

// Text form; parse(print(p)) == p for every verified program.
std::string print(const Program& program);
// Parses and verifies. Errors are ParseError "LINE:COL: message";
// source_name, when given, prefixes it ("model.spmd:3:14: unknown op 'mull'").
Program parse_program(const std::string& text, const std::string& source_name = "");
Program read_program_file(const std::string& path);

// One instruction's text ("%3 = add %1, %2 : f32[4]"), for error messages and profiles.
std::string print_instruction(const Program& program, std::size_t index);

}  // namespace pmapsim

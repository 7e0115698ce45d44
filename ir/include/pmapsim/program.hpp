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
#include <optional>
#include <string>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/attrs.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/mesh.hpp"
#include "pmapsim/ops.hpp"
#include "pmapsim/sharding.hpp"

namespace pmapsim {

using ValueId = std::int32_t;

struct Instruction;

// A region: a block an instruction owns (a loop's condition and body, a
// branch, a reduction or sort comparator). It is numbered as a continuation of
// the scope its instruction sits in: with `base` the owning instruction's own
// value id, parameter j is base+j and region instruction i is
// base+params.size()+i. Values below base are the enclosing scope's values
// defined before the instruction; a region may read them (captures).
struct Region {
  std::vector<TensorType> params;
  std::vector<Instruction> body;
  std::vector<ValueId> results;
  friend bool operator==(const Region& a, const Region& b);
};

struct Instruction {
  OpCode op;
  std::vector<ValueId> operands;
  Attrs attrs;
  TensorType type;  // the first (usually only) result's type
  SourceLoc loc;    // where the parser read it; unknown for recorded programs
  // Multi-result instructions: the types of results 1..k-1. Result j (j >= 1)
  // of the instruction with value id v is value v+j, defined by the `result`
  // instruction {index=j} that follows it in the same body (the printer folds
  // those into `%a, %b = op ... : T0, T1`), so every value keeps one body slot.
  std::vector<TensorType> extra_types{};
  std::vector<Region> regions{};
  std::size_t result_count() const { return 1 + extra_types.size(); }
  const TensorType& result_type(std::size_t j) const { return j == 0 ? type : extra_types.at(j - 1); }
  // Written by the verifier of equality: loc is not part of an op's identity.
  friend bool operator==(const Instruction& a, const Instruction& b) {
    return a.op == b.op && a.operands == b.operands && a.attrs == b.attrs && a.type == b.type &&
           a.extra_types == b.extra_types && a.regions == b.regions;
  }
};

inline bool operator==(const Region& a, const Region& b) {
  return a.params == b.params && a.body == b.body && a.results == b.results;
}

struct Parameter {
  std::string name;  // printed as %name
  TensorType type;
  friend bool operator==(const Parameter&, const Parameter&) = default;
};

struct Program {
  std::string name = "main";
  std::string axis_name = "i";
  std::int64_t axis_size = 1;
  // A named mesh (`mesh=[data=2, model=4]`), empty for a one-axis program.
  // With a mesh, axis_name is the flat axis (mesh_flat_axis_name) and
  // axis_size the device count; collectives were lowered onto it by the parser.
  Mesh mesh;
  // shard_map's specs (sharding.hpp): how each parameter's global array is
  // split over the mesh, and how each result is assembled. Empty: the caller
  // hands per-device arrays (or splits them itself, as `pmapsim run` does
  // along axis 0 by default). When given, one per parameter / result.
  std::vector<PartitionSpec> in_specs;
  std::vector<PartitionSpec> out_specs;
  // The global shapes of a partitioned program whose split dimensions do not all divide: each
  // block is ceil(size / parts) long and the last blocks hold padding, which splitting the
  // arguments fills with zeros and assembling the results drops. Empty: every global shape is
  // its block's times the split count. When given, one per parameter / result.
  std::vector<Shape> in_global_shapes;
  std::vector<Shape> out_global_shapes;
  std::vector<Parameter> params;
  std::vector<Instruction> body;
  std::vector<ValueId> results;

  std::int64_t num_values() const { return static_cast<std::int64_t>(params.size() + body.size()); }
  const TensorType& type_of(ValueId id) const;
  ValueId instruction_value(std::size_t index) const { return static_cast<ValueId>(params.size() + index); }
  friend bool operator==(const Program&, const Program&) = default;
};

// The types visible at one point of a program: the program's values, or a
// region's own values above the enclosing scope's (see Region).
class Scope {
 public:
  explicit Scope(const Program& program) : program_(&program) {}
  // Keeps references: parent and region must outlive the scope.
  Scope(const Scope& parent, const Region& region, ValueId base)
      : parent_(&parent), region_(&region), base_(base) {}
  Scope(Scope&&, const Region&, ValueId) = delete;  // a temporary parent would dangle
  const TensorType& type_of(ValueId id) const;
  ValueId base() const { return base_; }
  // Ids of the scope's own values: [base, end).
  ValueId end() const;
  const Program& program() const { return parent_ ? parent_->program() : *program_; }

 private:
  const Program* program_ = nullptr;
  const Scope* parent_ = nullptr;
  const Region* region_ = nullptr;
  ValueId base_ = 0;
};

// True when the instruction, or any region nested in it, runs a collective.
bool has_collective(const Instruction& instruction);
// True when an instruction of the region (or of a region nested in one) runs a collective.
bool region_has_collective(const Region& region);

// A reduction region that is one op of its two parameters, `OP(%acc, %x)` or
// `OP(%x, %acc)` with OP add, mul, max or min: OP, which backends fold with a
// kernel of their own instead of interpreting the region; else nullopt.
std::optional<OpCode> single_binary_op(const Region& region);

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

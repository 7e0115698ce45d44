// Builds a program instruction by instruction, each checked by its op's shape
// rule as it is added: a pass that writes a program (the partitioner) finds
// its mistakes where it makes them, not in a verifier run afterwards.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "pmapsim/program.hpp"

namespace pmapsim {

class ProgramBuilder {
 public:
  explicit ProgramBuilder(Program& program) : program_(&program) {}
  // Builds `region` of the instruction that will be value `base` of the scope
  // `outer` builds (its parameters first: see Region's numbering); the region
  // may read outer's values below base.
  ProgramBuilder(Region& region, ValueId base, const ProgramBuilder& outer)
      : region_(&region), base_(base), outer_(&outer) {}

  ValueId parameter(std::string name, TensorType type);
  // Appends `op` and returns its value. The shape rule infers the result's
  // type; `declared` is the written type for ops that need one, and must
  // equal the inferred type for the rest (Error naming the op otherwise).
  ValueId add(OpCode op, std::vector<ValueId> operands, Attrs attrs = {},
              std::optional<TensorType> declared = std::nullopt);
  // Appends an instruction as it is (regions, several results); its
  // `result` instructions follow through add_result. verify() checks it.
  ValueId add_raw(Instruction instruction);
  ValueId add_result(ValueId owner, std::int64_t index, TensorType type);
  ValueId scalar(DType dtype, double value);
  // Instructions added from now on carry `loc` (where a front end read what
  // they compute), unless they come with one.
  void set_location(SourceLoc loc) { loc_ = loc; }

  const TensorType& type_of(ValueId id) const;
  ValueId next_value() const;
  const Program& program() const;  // the program the values end up in

 private:
  std::vector<Instruction>& body() { return region_ ? region_->body : program_->body; }
  Program* program_ = nullptr;
  Region* region_ = nullptr;
  ValueId base_ = 0;
  const ProgramBuilder* outer_ = nullptr;
  SourceLoc loc_;
};

}  // namespace pmapsim

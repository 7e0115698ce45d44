// Builds a program instruction by instruction, each checked by its op's shape
// rule as it is added: a pass that writes a program (the partitioner) finds
// its mistakes where it makes them, not in a verifier run afterwards.
#pragma once

#include <optional>
#include <string>
#include <unordered_map>
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
  // From now on, `add` and `add_raw` hand back the value of an identical instruction this
  // scope already holds instead of adding another, as XLA's common
  // subexpression elimination merges them (a front end's program computes
  // once what JAX wrote twice: logsumexp's max in its gradient). Only ops
  // that compute from their operands alone: elementwise, layout, reductions
  // and contractions, not an identity reshape (a value given a name of its
  // own: a front end's relabelling), sources, collectives or regions.
  void merge_identical() { merge_identical_ = true; }
  // Whether the last add or add_raw handed back an earlier instruction's value.
  bool merged_last() const { return merged_last_; }
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
  bool merge_identical_ = false;
  bool merged_last_ = false;
  std::unordered_multimap<std::size_t, ValueId> made_;  // mergeable instructions by their hash
  const Instruction* own_instruction(ValueId id) const;
};

}  // namespace pmapsim

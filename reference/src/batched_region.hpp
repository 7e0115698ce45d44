// A reduction region run on vectors of lanes: see batched_region.cpp.
#pragma once
#include <optional>
#include <span>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/program.hpp"

namespace pmapsim::reference {

class BatchedRegion {
 public:
  // The region (its values numbered from base) run on `lanes` lanes; empty
  // when it is anything but elementwise ops and scalar constants on its own
  // scalar values (the caller then runs it element by element).
  static std::optional<BatchedRegion> of(const Program& program, const Region& region, ValueId base,
                                         std::int64_t lanes);
  // inputs: one array of `lanes` elements per region parameter; returns one per region result.
  std::vector<Array> run(std::span<const Array* const> inputs) const;

 private:
  BatchedRegion(const Program& program, const Region& region, ValueId base, std::int64_t lanes);

  const Program& program_;
  const Region& region_;
  ValueId base_;
  std::vector<Instruction> wide_;                       // the body, each result `lanes` wide
  std::vector<std::vector<TensorType>> operand_types_;  // per instruction, `lanes` wide
  std::vector<Array> constants_;                        // each constant repeated; empty for the other ops
};

}  // namespace pmapsim::reference

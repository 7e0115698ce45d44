#pragma once

#include <map>
#include <utility>
#include <vector>

#include "pmapsim/program.hpp"

namespace pmapsim::partitioning {

struct Inlined {
  Program program;
  std::vector<ValueId> ids;  // each top-level value of the input -> its value in `program`
  // Each value of a top-level loop's body: (input loop, input body value) -> its body value in
  // `program` (a body's values continue its loop's numbering, and inlining moves them).
  std::map<std::pair<ValueId, ValueId>, ValueId> loop_body_ids;
};

// The program with each `call` at the top level and in the regions of loops
// and branches replaced by its callee's body (recursively); calls inside other
// ops' regions (a reduce's reducer) stay, and so does a composite's call (it
// stands for a kernel).
Inlined inline_calls(const Program& program);

}  // namespace pmapsim::partitioning

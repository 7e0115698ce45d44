#pragma once

#include <vector>

#include "pmapsim/program.hpp"

namespace pmapsim::partitioning {

struct Inlined {
  Program program;
  std::vector<ValueId> ids;  // each top-level value of the input -> its value in `program`
};

// The program with each top-level `call` replaced by its callee's body
// (recursively); calls inside other ops' regions stay, and so does a
// composite's call (it stands for a kernel).
Inlined inline_calls(const Program& program);

}  // namespace pmapsim::partitioning

// A region (a loop's body or condition, a call's callee) as a program of its
// own, so that the simulated compiler plans it as it plans the top level:
// XLA compiles a while loop's body and a called computation as computations
// of their own, fused and tiled op by op, and runs their kernels once per trip.
#pragma once

#include "pmapsim/program.hpp"

namespace pmapsim::sim {

// The program whose parameters are the values the region reads from outside
// it (ascending ids), then the region's own parameters, and whose body and
// results are the region's, renumbered. `scope` is where the region's
// instruction sits and `base` the region's first value id (the instruction's
// own, Region's numbering). Mesh and axis are the enclosing program's.
Program body_program(const Scope& scope, const Region& region, ValueId base);

}  // namespace pmapsim::sim

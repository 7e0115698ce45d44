// StableHLO -> pmapsim: each StableHLO op is one row of a table keyed by its
// name (src/import.cpp); an op without a row is a one-line error naming the
// op and its place ("stablehlo.sort at step.mlir:12:10 is not supported yet").
#pragma once
#include <string>
#include <vector>

#include "pmapsim/program.hpp"
#include "pmapsim/stablehlo/module.hpp"

namespace pmapsim {

// The module's public @main as a pmapsim program in its text form (.spmd),
// each func.call a `call` whose region is its callee's body (inlined inside
// reduce and sort regions, and where the callee holds a manual computation). Today: modules without a mesh
// (jax.jit on one device), run as a 1-device program; see docs/stablehlo.md
// for the sharding seam.
std::string import_stablehlo_to_text(const stablehlo::Module& module);

// Reads the text and imports it; the result is verified like a parsed .spmd.
Program import_stablehlo(const std::string& text, const std::string& source_name);

// The StableHLO op names the table has rows for.
std::vector<std::string> stablehlo_supported_ops();

}  // namespace pmapsim

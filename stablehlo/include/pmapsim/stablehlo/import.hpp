// StableHLO -> pmapsim: each StableHLO op is one row of a table keyed by its
// name (src/import.cpp); an op without a row is a one-line error naming the
// op and its place ("stablehlo.sort at step.mlir:12:10 is not supported yet").
#pragma once
#include <string>
#include <vector>

#include "pmapsim/partition.hpp"
#include "pmapsim/program.hpp"
#include "pmapsim/stablehlo/module.hpp"

namespace pmapsim {

// The module's public @main as a pmapsim program, printed (.spmd; not
// partitioned, and checked only by the shape rules as it is built), each
// func.call a `call` whose region is its callee's body (inlined inside
// reduce and sort regions, and where the callee holds a manual computation).
// Every attribute, operand and region is read or refused (one line naming it).
// A jax.jit module partitioned over several devices without manual
// computations runs whole on one device, and says so in `notes` (when given):
// callers show the notes to the user.
std::string import_stablehlo_to_text(const stablehlo::Module& module,
                                     std::vector<std::string>* notes = nullptr);

// How a jax.jit module over sharded arrays (@main's arguments or results
// carry sdy.sharding, no manual computations) becomes a per-device program.
struct ImportOptions {
  // Another mesh with the module's axis names in order (`--mesh data=64,model=16`):
  // the module lowered for one mesh runs on another. Empty: the module's.
  Mesh mesh;
  // Filled with the collectives partitioning added, when the module was partitioned.
  PartitionReport* partition_report = nullptr;
  // False: the global program, unpartitioned (what `pmapsim partition` starts from).
  bool partition = true;
};

// Reads the text and imports it; the result is verified like a parsed .spmd
// (an instruction's source location is its StableHLO op's line and column).
// A jax.jit module over sharded arrays is partitioned as XLA would
// (pmapsim/partition.hpp): the program runs per device over the module's mesh.
Program import_stablehlo(const std::string& text, const std::string& source_name,
                         std::vector<std::string>* notes = nullptr, const ImportOptions& options = {});

// True when the text's @main carries sdy shardings without manual computations
// (import_stablehlo partitions it).
bool is_partitioned_jit_module(const stablehlo::Module& module);

// The StableHLO op names the table has rows for.
std::vector<std::string> stablehlo_supported_ops();

}  // namespace pmapsim

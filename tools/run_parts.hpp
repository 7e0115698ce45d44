// The parts of `pmapsim run` that a run over several processes shares with
// a run in one process (run.cpp; run_processes.cpp).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "commands.hpp"
#include "pmapsim/backend.hpp"
#include "pmapsim/output_files.hpp"

namespace pmapsim::tools {

// `pmapsim run` across the processes of transport (every process runs it).
int run_across_processes(const RunCommandOptions& options, Transport& transport);

namespace run_parts {

// jax.pmap's in_axes / out_axes: one entry per parameter / result, an axis
// (negative counts from the end of the global array) or None.
using MappedAxes = std::vector<std::optional<std::int64_t>>;

// A .spmd program, or StableHLO for a .mlir file.
Program read_any_program(const std::string& path, const std::string& mesh = "");
// --in-axes/--out-axes (both unset: the rank-preserving view).
void parse_view(const Program& program, const RunCommandOptions& options, std::optional<MappedAxes>& in_axes,
                std::optional<MappedAxes>& out_axes);
std::int64_t normalized_axis(std::int64_t axis, std::int64_t rank, const std::string& what);
Shape global_shape(const TensorType& local, std::int64_t axis, std::int64_t devices, const std::string& what);
Array random_input(const TensorType& global, std::uint64_t seed);
std::map<std::string, std::string> parse_input_flags(const std::vector<std::string>& flags,
                                                     const Program& program);
// The outputs of every device, printed and written as one process does.
void print_outputs(const Program& program, const RunResult& run, const std::optional<MappedAxes>& out_axes);
void write_outputs(const Program& program, const RunResult& run, const std::optional<MappedAxes>& out_axes,
                   OutputSet& outputs);

}  // namespace run_parts
}  // namespace pmapsim::tools

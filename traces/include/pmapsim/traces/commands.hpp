// The `pmapsim trace ...` subcommands, as functions the command line calls.
// Bad input (missing file, not a trace) throws pmapsim::Error; the command
// line maps it to exit code 2.
#pragma once

#include <ostream>
#include <string>

namespace pmapsim::traces {

// `pmapsim trace summary FILE`: prints the summary tables; returns 0.
int trace_summary_command(const std::string& path, std::ostream& out);

// `pmapsim trace compare A B`: prints the op-by-op comparison; returns 0.
int trace_compare_command(const std::string& a_path, const std::string& b_path, std::ostream& out);

}  // namespace pmapsim::traces

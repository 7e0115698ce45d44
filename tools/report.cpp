// `pmapsim report TRACE [TRACE_B] [-o FILE]`: one self-contained HTML page of
// a run's pictures (traces/report.hpp), or of two runs side by side.
#include "pmapsim/traces/report.hpp"

#include <CLI/CLI.hpp>
#include <iostream>

#include "commands.hpp"

namespace pmapsim::tools {

void add_report_command(CLI::App& app, ReportOptions& options, CLI::App*& command) {
  command = app.add_subcommand(
      "report", "an HTML report of a trace (roofline, heat maps, breakdown, top ops), or two side by side");
  command->add_option("traces", options.trace_paths, "one trace (.json or .json.gz), or two to compare")
      ->required()
      ->expected(1, 2);
  command->add_option("-o,--out", options.out_path, "the HTML file to write (default: report.html)");
}

int report_command(const ReportOptions& options) {
  return traces::report_command(options.trace_paths, options.out_path, std::cout);
}

}  // namespace pmapsim::tools

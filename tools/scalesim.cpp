// `pmapsim scalesim -c CONFIG -t TOPOLOGY -p OUT_DIR [-i conv|gemm]`:
// SCALE-Sim's command line on pmapsim's model of it (sim/scalesim).
#include "pmapsim/sim/scalesim.hpp"

#include <fmt/format.h>

#include <ostream>

#include "commands.hpp"
#include "pmapsim/output_files.hpp"

namespace pmapsim::tools {

int scalesim_command(const sim::ScaleSimOptions& options, std::ostream& log) {
  // Every input error is found before anything is written.
  const sim::ScaleSimRun run = sim::simulate_scalesim(options);

  // The run directory and its three reports appear together or not at all.
  OutputSet outputs(std::filesystem::path(options.out_dir) / run.config.run_name, "SCALE-Sim output");
  outputs.add("COMPUTE_REPORT.csv", sim::compute_report_csv(run.rows));
  outputs.add("BANDWIDTH_REPORT.csv", sim::bandwidth_report_csv(run.rows));
  outputs.add("DETAILED_ACCESS_REPORT.csv", sim::detailed_access_report_csv(run.rows));
  outputs.commit();

  const sim::ScaleSimConfig& config = run.config;
  log << fmt::format(
      "array {}x{}, dataflow {}, {} {} layers, {} bandwidth{}\n", config.array.rows, config.array.cols,
      sim::dataflow_name(config.dataflow), run.layers.size(),
      options.kind == sim::TopologyKind::conv ? "conv" : "GEMM",
      config.user_bandwidth ? "USER" : "CALC (estimated)",
      options.stalls == sim::StallAccounting::fixed ? ", stalls counted once (post-3.0.0 fix)" : "");
  log << fmt::format("{:<6} {:<20} {:>14} {:>12} {:>10} {:>10}\n", "layer", "name", "total cycles",
                     "stall cycles", "mapping %", "compute %");
  for (std::size_t i = 0; i < run.rows.size(); ++i) {
    const sim::LayerReport& row = run.rows[i];
    log << fmt::format("{:<6} {:<20} {:>14} {:>12} {:>10.2f} {:>10.2f}\n", i, run.layers[i].name,
                       row.total_cycles, row.stall_cycles, row.mapping_efficiency_percent,
                       row.compute_util_percent);
  }
  log << "wrote " << (outputs.dir() / "COMPUTE_REPORT.csv").string()
      << ", BANDWIDTH_REPORT.csv, DETAILED_ACCESS_REPORT.csv\n";
  return 0;
}

}  // namespace pmapsim::tools

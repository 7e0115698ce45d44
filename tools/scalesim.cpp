// `pmapsim scalesim -c CONFIG -t TOPOLOGY -p OUT_DIR [-i conv|gemm]`:
// SCALE-Sim's command line on pmapsim's model of it (scalesim/).
#include "pmapsim/scalesim/scalesim.hpp"

#include <fmt/format.h>

#include <ostream>

#include "commands.hpp"
#include "pmapsim/output_files.hpp"

namespace pmapsim::tools {

int scalesim_command(const scalesim::ScaleSimOptions& options, std::ostream& log) {
  // Every input error is found before anything is written.
  const scalesim::ScaleSimRun run = scalesim::simulate_scalesim(options);

  // The run directory and its three reports appear together or not at all.
  OutputSet outputs(std::filesystem::path(options.out_dir) / run.config.run_name, "SCALE-Sim output");
  outputs.add("COMPUTE_REPORT.csv", scalesim::compute_report_csv(run.rows));
  outputs.add("BANDWIDTH_REPORT.csv", scalesim::bandwidth_report_csv(run.rows));
  outputs.add("DETAILED_ACCESS_REPORT.csv", scalesim::detailed_access_report_csv(run.rows));
  outputs.commit();

  const scalesim::ScaleSimConfig& config = run.config;
  log << fmt::format(
      "array {}x{}, dataflow {}, {} {} layers, {} bandwidth{}\n", config.array.rows, config.array.cols,
      scalesim::dataflow_name(config.dataflow), run.layers.size(),
      options.kind == scalesim::LayerKind::conv ? "conv" : "GEMM",
      config.user_bandwidth ? "USER" : "CALC (estimated)",
      options.stalls == scalesim::StallAccounting::fixed ? ", stalls counted once (post-3.0.0 fix)" : "");
  log << fmt::format("{:<6} {:<20} {:>14} {:>12} {:>10} {:>10}\n", "layer", "name", "total cycles",
                     "stall cycles", "mapping %", "compute %");
  for (std::size_t i = 0; i < run.rows.size(); ++i) {
    const scalesim::LayerReport& row = run.rows[i];
    log << fmt::format("{:<6} {:<20} {:>14} {:>12} {:>10.2f} {:>10.2f}\n", i, run.layers[i].name,
                       row.total_cycles, row.stall_cycles, row.mapping_efficiency_percent,
                       row.compute_util_percent);
  }
  log << "wrote " << (outputs.dir() / "COMPUTE_REPORT.csv").string()
      << ", BANDWIDTH_REPORT.csv, DETAILED_ACCESS_REPORT.csv\n";
  return 0;
}

}  // namespace pmapsim::tools

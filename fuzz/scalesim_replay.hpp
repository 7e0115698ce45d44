// The SCALE-Sim fuzz targets' replay: the shortcut, with its closed forms
// checked against the walks they replace, must report what the full replay
// does; a difference is a finding (abort), like a crash.
#pragma once

#include <cstdlib>
#include <vector>

#include "pmapsim/sim/scalesim.hpp"

namespace pmapsim::fuzz {

inline sim::LayerReport replay_both_ways(const sim::ScaleSimConfig& config, const sim::ConvLayer& layer,
                                         sim::StallAccounting stalls = sim::StallAccounting::release) {
  const std::vector<sim::LayerReport> shortcut{
      sim::simulate_layer(config, layer, stalls, sim::ReplayMode::checked)};
  const std::vector<sim::LayerReport> full{sim::simulate_layer(config, layer, stalls, sim::ReplayMode::full)};
  if (sim::compute_report_csv(shortcut) != sim::compute_report_csv(full) ||
      sim::bandwidth_report_csv(shortcut) != sim::bandwidth_report_csv(full) ||
      sim::detailed_access_report_csv(shortcut) != sim::detailed_access_report_csv(full))
    std::abort();
  return shortcut.front();
}

}  // namespace pmapsim::fuzz

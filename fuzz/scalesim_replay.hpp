// The SCALE-Sim fuzz targets' replay: the shortcut, with its closed forms
// checked against the walks they replace, must report what the full replay
// does; a difference is a finding (abort), like a crash.
#pragma once

#include <cstdlib>
#include <vector>

#include "pmapsim/scalesim/scalesim.hpp"

namespace pmapsim::fuzz {

inline scalesim::LayerReport replay_both_ways(
    const scalesim::ScaleSimConfig& config, const scalesim::ConvLayer& layer,
    scalesim::StallAccounting stalls = scalesim::StallAccounting::release) {
  const std::vector<scalesim::LayerReport> shortcut{
      scalesim::simulate_layer(config, layer, stalls, scalesim::ReplayMode::checked)};
  const std::vector<scalesim::LayerReport> full{
      scalesim::simulate_layer(config, layer, stalls, scalesim::ReplayMode::full)};
  if (scalesim::compute_report_csv(shortcut) != scalesim::compute_report_csv(full) ||
      scalesim::bandwidth_report_csv(shortcut) != scalesim::bandwidth_report_csv(full) ||
      scalesim::detailed_access_report_csv(shortcut) != scalesim::detailed_access_report_csv(full))
    std::abort();
  return shortcut.front();
}

}  // namespace pmapsim::fuzz

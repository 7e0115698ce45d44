// What a buffer sends to or fetches from DRAM, as the reports give it.
// Internal to the layer model (layer_sim.cpp).
#pragma once

#include <algorithm>
#include <cstdint>

namespace pmapsim::scalesim::model {

// Start and stop cycle of a buffer's DRAM traffic, and its word count.
struct DramTraffic {
  bool any = false;
  std::int64_t first = 0, last = 0;
  std::int64_t words = 0;
  void record(std::int64_t first_cycle, std::int64_t last_cycle) {
    first = any ? std::min(first, first_cycle) : first_cycle;
    last = any ? std::max(last, last_cycle) : last_cycle;
    any = true;
  }
};

}  // namespace pmapsim::scalesim::model

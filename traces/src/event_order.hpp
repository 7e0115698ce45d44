// The order in which the trace writer adds a profile's events: by start
// time, the enclosing (longer) slice first when two start together, profile
// order among equals. It keeps every track on as few threads as possible.
#pragma once

#include <cstdint>
#include <vector>

#include "pmapsim/profile.hpp"

namespace pmapsim::traces::detail {

// Indices into events in that order, times shifted by offset_ns (as
// Profile::append shifts them, which may merge starts that were distinct).
// Every start and duration must be finite.
std::vector<std::uint32_t> start_order(const std::vector<ProfileEvent>& events, double offset_ns);

}  // namespace pmapsim::traces::detail

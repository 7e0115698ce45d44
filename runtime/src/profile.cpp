// Profiles: bound names and concatenating runs.
#include "pmapsim/profile.hpp"

#include <algorithm>

namespace pmapsim {

std::string_view bound_name(Bound bound) {
  switch (bound) {
    case Bound::none:
      return "none";
    case Bound::compute:
      return "compute";
    case Bound::memory:
      return "memory";
    case Bound::network:
      return "network";
  }
  return "unknown";
}

void Profile::append(const Profile& other, double offset_ns) {
  events.reserve(events.size() + other.events.size());
  for (const ProfileEvent& event : other.events) {
    ProfileEvent& shifted = events.emplace_back(event);
    shifted.start_ns += offset_ns;
  }
  counters.reserve(counters.size() + other.counters.size());
  for (const CounterSample& sample : other.counters) {
    CounterSample& shifted = counters.emplace_back(sample);
    shifted.time_ns += offset_ns;
  }
  // The other run's devices may extend ours (a larger run appended after a smaller one).
  for (const ProfileDevice& device : other.devices) {
    const bool known = std::any_of(devices.begin(), devices.end(),
                                   [&](const ProfileDevice& mine) { return mine.id == device.id; });
    if (!known) devices.push_back(device);
  }
  total_ns = std::max(total_ns, other.total_ns + offset_ns);
}

}  // namespace pmapsim

// Profiles: bound names and concatenating runs.
#include "pmapsim/profile.hpp"

#include <algorithm>
#include <cstdint>
#include <unordered_map>

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

namespace {

std::uint64_t largest_flow_id(const std::vector<ProfileEvent>& events) {
  std::uint64_t largest = 0;
  for (const ProfileEvent& event : events) {
    for (const FlowRef& flow : event.flows) largest = std::max(largest, flow.id);
  }
  return largest;
}

}  // namespace

void Profile::append(const Profile& other, double offset_ns) {
  // Backends reuse flow ids run after run (they are fixed per instruction), so
  // the appended run's flows get fresh ids: an arrow never joins two runs.
  std::uint64_t next_flow_id = largest_flow_id(events);
  std::unordered_map<std::uint64_t, std::uint64_t> renamed_flows;
  events.reserve(events.size() + other.events.size());
  for (const ProfileEvent& event : other.events) {
    ProfileEvent& shifted = events.emplace_back(event);
    shifted.start_ns += offset_ns;
    for (FlowRef& flow : shifted.flows) {
      auto [entry, fresh] = renamed_flows.try_emplace(flow.id, 0);
      if (fresh) entry->second = ++next_flow_id;
      flow.id = entry->second;
    }
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

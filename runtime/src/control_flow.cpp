// The control-flow driver's agreement across processes (control_flow.hpp).
#include "pmapsim/control_flow.hpp"

#include <algorithm>
#include <string>

namespace pmapsim {

void check_loop_agreement_everywhere(Transport* transport, std::size_t looping,
                                     const std::vector<std::int64_t>& still) {
  if (transport == nullptr) return check_loop_agreement(still, looping);
  const LoopTrip trip = agree_on_loop_trip(*transport, looping, still);
  check_loop_agreement(trip.still, trip.looping);
}

std::size_t branches_taken_everywhere(Transport* transport, const std::vector<bool>& taken,
                                      bool collectives) {
  std::string mine(taken.size(), '0');
  for (std::size_t b = 0; b < taken.size(); ++b) mine[b] = taken[b] ? '1' : '0';
  if (transport != nullptr && collectives) {
    const CollectiveSite site("the processes' agreement on a branch");
    for (const std::string& other : transport->all_gather(mine))
      for (std::size_t b = 0; b < mine.size(); ++b) mine[b] = other[b] == '1' ? '1' : mine[b];
  }
  return static_cast<std::size_t>(std::count(mine.begin(), mine.end(), '1'));
}

}  // namespace pmapsim

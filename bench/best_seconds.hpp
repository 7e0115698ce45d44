// Timing shared by the benchmarks.
#pragma once

#include <algorithm>
#include <chrono>
#include <functional>

namespace pmapsim::bench {

// The shortest wall time of `repeats` calls, in seconds: on a shared
// machine the minimum is the measurement least disturbed by other work.
inline double best_seconds(int repeats, const std::function<void()>& work) {
  using Clock = std::chrono::steady_clock;
  double best = 1e300;
  for (int i = 0; i < repeats; ++i) {
    const Clock::time_point start = Clock::now();
    work();
    best = std::min(best, std::chrono::duration<double>(Clock::now() - start).count());
  }
  return best;
}

}  // namespace pmapsim::bench

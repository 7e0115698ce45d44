// Timing shared by the benchmarks.
#pragma once

#include <algorithm>
#include <chrono>
#include <ctime>
#include <functional>

namespace pmapsim::bench {

// The shortest of `repeats` calls of work as `now` (seconds) measures them.
inline double best_by(int repeats, const std::function<void()>& work, double (*now)()) {
  double best = 1e300;
  for (int i = 0; i < repeats; ++i) {
    const double start = now();
    work();
    best = std::min(best, now() - start);
  }
  return best;
}

// The shortest wall time of `repeats` calls, in seconds: on a shared
// machine the minimum is the measurement least disturbed by other work.
inline double best_seconds(int repeats, const std::function<void()>& work) {
  return best_by(repeats, work, [] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
  });
}

// The shortest CPU time of `repeats` calls, in seconds, summed over all the
// process's threads: what the work costs when it cannot run beside other work.
inline double best_cpu_seconds(int repeats, const std::function<void()>& work) {
  return best_by(repeats, work, [] {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
  });
}

}  // namespace pmapsim::bench

// Timing shared by the benchmarks.
#pragma once

#include <algorithm>
#include <chrono>
#include <ctime>
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

// The shortest CPU time of `repeats` calls, in seconds, summed over all the
// process's threads: what the work costs when it cannot run beside other work.
inline double best_cpu_seconds(int repeats, const std::function<void()>& work) {
  const auto cpu_now = [] {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
  };
  double best = 1e300;
  for (int i = 0; i < repeats; ++i) {
    const double start = cpu_now();
    work();
    best = std::min(best, cpu_now() - start);
  }
  return best;
}

}  // namespace pmapsim::bench

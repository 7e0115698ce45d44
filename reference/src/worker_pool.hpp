// Threads that stay up between ops, so that running the devices of one op
// side by side costs a wake-up rather than a thread start per device.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace pmapsim::reference {

class WorkerPool {
 public:
  // One pool per process, with a helper per core beyond the first.
  static WorkerPool& shared();

  explicit WorkerPool(std::size_t helpers);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  // Calls compute(i) for i in 0..count-1, each once, on the calling thread
  // and the helpers; returns when all are done. Each i must be independent of
  // the others. An exception is rethrown from the lowest i that threw, so the
  // error does not depend on the threads' timing. A call made while the pool
  // is busy (from inside compute) runs its work on the calling thread.
  void for_each(std::size_t count, const std::function<void(std::size_t)>& compute);

 private:
  void serve();
  // Runs indices of the current job until none is left.
  void take_indices();

  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable finished_;
  std::vector<std::thread> helpers_;
  bool busy_ = false;
  bool stopping_ = false;
  std::uint64_t job_ = 0;  // counts jobs, so that a helper joins each once
  const std::function<void(std::size_t)>* compute_ = nullptr;
  std::size_t count_ = 0;
  std::size_t next_ = 0;     // the next index to hand out
  std::size_t running_ = 0;  // threads inside take_indices
};

}  // namespace pmapsim::reference

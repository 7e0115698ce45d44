#include "worker_pool.hpp"

#include <algorithm>
#include <exception>

namespace pmapsim::reference {
namespace {

// The index's error, kept so that the lowest failing index is rethrown.
struct Errors {
  std::vector<std::exception_ptr> per_index;
  void rethrow_first() const {
    for (const std::exception_ptr& error : per_index) {
      if (error) std::rethrow_exception(error);
    }
  }
};

}  // namespace

WorkerPool& WorkerPool::shared() {
  static WorkerPool pool(std::max(1U, std::thread::hardware_concurrency()) - 1);
  return pool;
}

WorkerPool::WorkerPool(std::size_t helpers) {
  for (std::size_t i = 0; i < helpers; ++i) helpers_.emplace_back([this] { serve(); });
}

WorkerPool::~WorkerPool() {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  for (std::thread& helper : helpers_) helper.join();
}

void WorkerPool::serve() {
  std::uint64_t seen = 0;
  std::unique_lock<std::mutex> lock(mutex_);
  while (true) {
    wake_.wait(lock, [&] { return stopping_ || (busy_ && job_ != seen); });
    if (stopping_) return;
    seen = job_;
    ++running_;
    lock.unlock();
    take_indices();
    lock.lock();
    if (--running_ == 0) finished_.notify_all();
  }
}

void WorkerPool::take_indices() {
  while (true) {
    std::size_t index = 0;
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      if (next_ >= count_) return;
      index = next_++;
    }
    (*compute_)(index);
  }
}

void WorkerPool::for_each(std::size_t count, const std::function<void(std::size_t)>& compute) {
  Errors errors;
  errors.per_index.resize(count);
  const std::function<void(std::size_t)> guarded = [&](std::size_t i) {
    try {
      compute(i);
    } catch (...) {
      errors.per_index[i] = std::current_exception();
    }
  };
  std::unique_lock<std::mutex> lock(mutex_);
  if (busy_ || helpers_.empty() || count < 2) {
    lock.unlock();
    for (std::size_t i = 0; i < count; ++i) guarded(i);
    errors.rethrow_first();
    return;
  }
  busy_ = true;
  ++job_;
  compute_ = &guarded;
  count_ = count;
  next_ = 0;
  ++running_;
  lock.unlock();
  wake_.notify_all();
  take_indices();
  lock.lock();
  --running_;
  // Every index is handed out; wait for the helpers still computing theirs.
  finished_.wait(lock, [&] { return running_ == 0; });
  busy_ = false;
  compute_ = nullptr;
  lock.unlock();
  errors.rethrow_first();
}

}  // namespace pmapsim::reference

// The reference's worker pool (reference/src/worker_pool.hpp): every index
// once, the lowest failing index's error, nested calls on the caller's thread.
#include <atomic>
#include <catch2/catch.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "../../reference/src/worker_pool.hpp"

using pmapsim::reference::WorkerPool;

TEST_CASE("the worker pool computes every index once whatever its size") {
  for (std::size_t helpers : {0, 1, 3}) {
    WorkerPool pool(helpers);
    for (std::size_t count : {0, 1, 2, 8, 37}) {
      std::vector<std::atomic<int>> visits(count);
      for (int round = 0; round < 20; ++round) pool.for_each(count, [&](std::size_t i) { ++visits[i]; });
      for (std::size_t i = 0; i < count; ++i) CHECK(visits[i].load() == 20);
    }
  }
}

TEST_CASE("the worker pool rethrows the lowest failing index's error") {
  WorkerPool pool(3);
  for (int round = 0; round < 20; ++round) {
    try {
      pool.for_each(16, [](std::size_t i) {
        if (i % 5 == 3) throw std::runtime_error("index " + std::to_string(i));
      });
      FAIL("no error");
    } catch (const std::runtime_error& error) {
      CHECK(std::string(error.what()) == "index 3");
    }
  }
}

TEST_CASE("a worker pool call from inside a job runs on the calling thread") {
  WorkerPool pool(2);
  std::vector<std::atomic<int>> visits(4 * 4);
  pool.for_each(4, [&](std::size_t outer) {
    pool.for_each(4, [&](std::size_t inner) { ++visits[outer * 4 + inner]; });
  });
  for (const std::atomic<int>& count : visits) CHECK(count.load() == 1);
}

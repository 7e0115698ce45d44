// The second starter pmap example: a (128, 784) batch reshaped to
// (n_devices, 128 / n_devices, 784), one slice per device, each device
// computing the mean of its examples' features.
//
//   ./example_sharded_batch [BACKEND_SPEC]     (default: reference)
#include <iostream>

#include "pmapsim/pmapsim.hpp"
#include "pmapsim/workloads/workloads.hpp"

int main(int argc, char** argv) try {
  pmapsim::Runtime runtime = pmapsim::Runtime::open(argc > 1 ? argv[1] : "reference");
  const std::int64_t n = runtime.device_count();

  pmapsim::Array data = pmapsim::random_normal({128, 784}, /*seed=*/0);
  pmapsim::Array sharded = pmapsim::examples::shard_batch(data, n);
  std::cout << "sharded shape: " << pmapsim::shape_string(sharded.shape()) << "\n";

  // Rank-preserving view: each device sees (1, 128 / n, 784).
  auto feature_mean = pmapsim::pmap([](pmapsim::Value x) { return pmapsim::mean(x, {1}); });
  pmapsim::Array means = feature_mean(runtime, sharded);
  std::cout << "per-device feature means: " << pmapsim::shape_string(means.shape()) << "\n" << means << "\n";
  return 0;
} catch (const pmapsim::Error& error) {
  std::cerr << "example_sharded_batch: error: " << error.what() << "\n";
  return 2;
}

// The starter workloads, shared by the `pmapsim demo` command and the
// example programs: square on every device, a sharded batch, and a
// data-parallel MLP training step.
#pragma once

#include <cstdint>
#include <vector>

#include "pmapsim/pmapsim.hpp"

namespace pmapsim::examples {

// jax.pmap(lambda x: x ** 2)
Pmapped make_square();

// Shards a (total_batch, features) array into (n_devices, total_batch / n_devices, features),
// as jax.pmap's usual data.reshape(n_devices, per_device, 784). Throws Error when it does not divide.
Array shard_batch(const Array& data, std::int64_t n_devices);

// A 2-layer MLP classifier: x -> tanh(x @ w1 + b1) -> (@ w2 + b2) -> softmax cross-entropy.
struct MlpShape {
  std::int64_t per_device_batch = 16;
  std::int64_t features = 784;
  std::int64_t hidden = 128;
  std::int64_t classes = 10;
};

// Parameters replicated on every device: each has a leading device axis.
struct MlpParams {
  Array w1, b1, w2, b2;  // (N, features, hidden), (N, hidden), (N, hidden, classes), (N, classes)
  std::vector<Array> as_list() const { return {w1, b1, w2, b2}; }
};

// Small random weights, identical on every device.
MlpParams init_mlp_params(const MlpShape& shape, std::int64_t n_devices, std::uint64_t seed);
// One-hot labels (n_devices, per_device_batch, classes) from a fixed random
// linear teacher, so that the task is learnable.
Array teacher_labels(const Array& sharded_x, std::int64_t classes, std::uint64_t seed);

// One SGD step, data-parallel: each device computes the loss and the
// gradients (backward written out by hand) of its shard, averages the
// gradients with pmean over the axis, and updates its replica.
// Arguments: w1, b1, w2, b2, x, y (all mapped on axis 0).
// Results: w1, b1, w2, b2 (updated) and loss (N,): the global mean loss, on every device.
Pmapped make_mlp_train_step(double learning_rate);

// The MLP training problem on n_devices: a batch of 128 random examples
// (seed 0) sharded over the devices, labels from the teacher (seed 1), and the
// initial parameters (seed 2). Throws Error when n_devices does not divide 128.
struct MlpProblem {
  MlpShape shape;  // per_device_batch = 128 / n_devices
  Array x, y;      // (N, per_device_batch, features), (N, per_device_batch, classes)
  MlpParams params;
  // The training step's arguments with the current parameters: w1, b1, w2, b2, x, y.
  std::vector<Array> step_arguments() const;
};
MlpProblem make_mlp_problem(std::int64_t n_devices);

}  // namespace pmapsim::examples

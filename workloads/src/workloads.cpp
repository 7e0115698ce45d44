#include "pmapsim/workloads/workloads.hpp"

#include <cmath>
#include <string>

namespace pmapsim::examples {

Pmapped make_square() {
  PmapOptions options;
  options.name = "square";
  options.arg_names = {"x"};
  return pmap([](Value x) { return x * x; }, options);
}

Array shard_batch(const Array& data, std::int64_t n_devices) {
  if (data.rank() < 1 || n_devices < 1 || data.shape()[0] % n_devices != 0) {
    throw Error("cannot shard a batch of shape " + shape_string(data.shape()) + " over " +
                std::to_string(n_devices) + " devices: the leading axis must divide evenly");
  }
  Shape sharded = data.shape();
  sharded[0] = data.shape()[0] / n_devices;
  sharded.insert(sharded.begin(), n_devices);
  return data.reshape(sharded);
}

namespace {

// The same array stacked n times along a new leading axis.
Array replicate(const Array& array, std::int64_t n) {
  Shape one = array.shape();
  one.insert(one.begin(), 1);
  return Array::concatenate(std::vector<Array>(static_cast<std::size_t>(n), array.reshape(one)), 0);
}

Array scaled_normal(Shape shape, std::uint64_t seed, double scale) {
  Array values = random_normal(shape, seed);
  for (std::int64_t i = 0; i < values.size(); ++i) values.set(i, values.get(i) * scale);
  return values;
}

}  // namespace

MlpParams init_mlp_params(const MlpShape& shape, std::int64_t n_devices, std::uint64_t seed) {
  // Xavier-like scales keep tanh out of saturation at the start.
  const double scale1 = 1.0 / std::sqrt(static_cast<double>(shape.features));
  const double scale2 = 1.0 / std::sqrt(static_cast<double>(shape.hidden));
  MlpParams params;
  params.w1 = replicate(scaled_normal({shape.features, shape.hidden}, seed, scale1), n_devices);
  params.b1 = replicate(Array(DType::f32, {shape.hidden}), n_devices);
  params.w2 = replicate(scaled_normal({shape.hidden, shape.classes}, seed + 1, scale2), n_devices);
  params.b2 = replicate(Array(DType::f32, {shape.classes}), n_devices);
  return params;
}

Array teacher_labels(const Array& sharded_x, std::int64_t classes, std::uint64_t seed) {
  const std::int64_t n = sharded_x.shape()[0], batch = sharded_x.shape()[1], features = sharded_x.shape()[2];
  const Array teacher = random_normal({features, classes}, seed);
  Array labels(DType::f32, {n, batch, classes});
  for (std::int64_t row = 0; row < n * batch; ++row) {
    std::int64_t best = 0;
    double best_score = -INFINITY;
    for (std::int64_t c = 0; c < classes; ++c) {
      double score = 0;
      for (std::int64_t f = 0; f < features; ++f) {
        score += sharded_x.get(row * features + f) * teacher.get(f * classes + c);
      }
      if (score > best_score) best_score = score, best = c;
    }
    labels.set(row * classes + best, 1.0);
  }
  return labels;
}

namespace {

// The training step on one device, in the rank-preserving view: every
// argument carries its size-1 device axis, so the matmuls are batched over it.
std::vector<Value> mlp_train_step(const std::vector<Value>& args, double learning_rate) {
  const Value &w1 = args[0], &b1 = args[1], &w2 = args[2], &b2 = args[3], &x = args[4], &y = args[5];
  const double batch = static_cast<double>(x.shape()[1]);

  // Forward.
  const Value hidden = tanh(matmul(x, w1) + expand_dims(b1, 1));  // (1, b, h)
  const Value logits = matmul(hidden, w2) + expand_dims(b2, 1);   // (1, b, c)
  const Value shifted = logits - expand_dims(max(logits, {-1}), -1);
  const Value log_sum = log(sum(exp(shifted), {-1}));
  const Value log_probs = shifted - expand_dims(log_sum, -1);
  const Value local_loss = -sum(y * log_probs, {1, 2}) / batch;  // (1,)

  // Backward, by hand: d(loss)/d(logits) = (softmax - y) / batch.
  const Value d_logits = (exp(log_probs) - y) / batch;
  const Value d_w2 = dot_general(hidden, d_logits, {1}, {1}, {0}, {0});  // (1, h, c)
  const Value d_b2 = sum(d_logits, {1});
  const Value d_hidden = dot_general(d_logits, w2, {2}, {2}, {0}, {0});  // (1, b, h)
  const Value d_pre = d_hidden * (1.0 - hidden * hidden);
  const Value d_w1 = dot_general(x, d_pre, {1}, {1}, {0}, {0});  // (1, f, h)
  const Value d_b1 = sum(d_pre, {1});

  // Average over the data-parallel replicas, then SGD.
  const std::string axis = "i";
  return {w1 - learning_rate * pmean(d_w1, axis), b1 - learning_rate * pmean(d_b1, axis),
          w2 - learning_rate * pmean(d_w2, axis), b2 - learning_rate * pmean(d_b2, axis),
          pmean(local_loss, axis)};
}

}  // namespace

Pmapped make_mlp_train_step(double learning_rate) {
  PmapOptions options;
  options.name = "mlp_train_step";
  options.arg_names = {"w1", "b1", "w2", "b2", "x", "y"};
  return pmap([learning_rate](const std::vector<Value>& args) { return mlp_train_step(args, learning_rate); },
              options);
}

MlpProblem make_mlp_problem(std::int64_t n_devices) {
  constexpr std::int64_t kBatch = 128;
  MlpProblem problem;
  problem.x = shard_batch(random_normal({kBatch, problem.shape.features}, 0), n_devices);
  problem.shape.per_device_batch = problem.x.shape()[1];
  problem.y = teacher_labels(problem.x, problem.shape.classes, 1);
  problem.params = init_mlp_params(problem.shape, n_devices, 2);
  return problem;
}

std::vector<Array> MlpProblem::step_arguments() const {
  std::vector<Array> args = params.as_list();
  args.push_back(x);
  args.push_back(y);
  return args;
}

}  // namespace pmapsim::examples

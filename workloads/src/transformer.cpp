#include "pmapsim/workloads/transformer.hpp"

#include <cmath>
#include <limits>
#include <string>

namespace pmapsim::examples {
namespace {

constexpr double kLayernormEpsilon = 1e-5;

// Index block [start, start + count) of `dim` of a host array.
Array block(const Array& array, int dim, std::int64_t start, std::int64_t count) {
  std::vector<Array> rows;
  rows.reserve(static_cast<std::size_t>(count));
  for (std::int64_t i = start; i < start + count; ++i) rows.push_back(array.slice_axis(dim, i));
  return Array::concatenate(rows, dim);
}

// One block per device, stacked on a new leading axis: device d gets
// block(part(d)) of `dim`, each `count` long.
Array stack_blocks(const TransformerShape& shape, const Array& array, int dim, std::int64_t count,
                   std::int64_t (*part)(const TransformerShape&, std::int64_t)) {
  std::vector<Array> per_device;
  for (std::int64_t d = 0; d < shape.devices(); ++d) {
    Array piece = block(array, dim, part(shape, d) * count, count);
    Shape stacked = piece.shape();
    stacked.insert(stacked.begin(), 1);
    per_device.push_back(piece.reshape(stacked));
  }
  return Array::concatenate(per_device, 0);
}

std::int64_t data_index(const TransformerShape& shape, std::int64_t device) {
  return device / shape.model;
}
std::int64_t model_index(const TransformerShape& shape, std::int64_t device) {
  return device % shape.model;
}

// Groups of `model` consecutive devices: the model axis of a row-major data x model grid.
IntListList model_groups(const TransformerShape& shape) {
  IntListList groups(static_cast<std::size_t>(shape.data));
  for (std::int64_t d = 0; d < shape.devices(); ++d)
    groups[static_cast<std::size_t>(data_index(shape, d))].push_back(d);
  return groups;
}

// Over the last axis, as jnp.mean(x, -1, keepdims=True) twice.
Value layernorm(Value x, Value gain, Value bias) {
  const std::int64_t last = x.rank() - 1;
  const Value centred = x - expand_dims(mean(x, {last}), last);
  const Value variance = expand_dims(mean(centred * centred, {last}), last);
  return centred * rsqrt(variance + kLayernormEpsilon) * gain + bias;
}

// x [b, S, E] times w [E, K] -> [b, S, K].
Value project(Value x, Value w) {
  return dot_general(x, w, {2}, {0});
}

// jax.nn.gelu(approximate=False): x * (1 + erf(x / sqrt 2)) / 2.
Value gelu(Value x) {
  return x * (1.0 + erf(x * (1.0 / std::sqrt(2.0)))) * 0.5;
}

Value causal_attention(Value q, Value k, Value v, std::int64_t seq) {
  // q, k, v: [b, S, heads, head_dim]
  const std::int64_t head_dim = q.type().shape[3];
  Value scores = dot_general(q, k, {3}, {3}, {0, 2}, {0, 2}) / std::sqrt(static_cast<double>(head_dim));
  const TensorType positions{DType::s32, {seq, seq}};
  const Value causal = compare(iota(positions, 0), iota(positions, 1), CompareDirection::ge);
  const Shape score_shape = scores.type().shape;  // [b, heads, S, S]
  const Value minus_inf = constant(-std::numeric_limits<double>::infinity(), {DType::f32, score_shape});
  scores = select(broadcast_to(causal, score_shape), scores, minus_inf);
  scores = scores - expand_dims(max(scores, {3}), 3);
  const Value weights = exp(scores);
  const Value softmax = weights / expand_dims(sum(weights, {3}), 3);
  // [b, heads, Sq, Sk] x [b, Sk, heads, d] -> [b, heads, Sq, d] -> [b, Sq, heads * d]
  const Value context = dot_general(softmax, v, {3}, {1}, {0, 1}, {0, 2});
  const Shape& c = context.type().shape;
  return reshape(transpose(context, {0, 2, 1, 3}), {c[0], c[2], c[1] * c[3]});
}

}  // namespace

const std::vector<std::string>& transformer_input_names() {
  static const std::vector<std::string> names = {"tokens", "wte", "wpe", "ln1_g", "ln1_b",
                                                 "wq",     "wk",  "wv",  "wo",    "ln2_g",
                                                 "ln2_b",  "w1",  "b1",  "w2",    "b2"};
  return names;
}

TransformerInputs transformer_inputs_from(const std::vector<Array>& a) {
  if (a.size() != transformer_input_names().size())
    throw Error("transformer block: expected 15 inputs, got " + std::to_string(a.size()));
  return {a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11], a[12], a[13], a[14]};
}

TransformerInputs random_transformer_inputs(const TransformerShape& s, std::uint64_t seed) {
  const auto normal = [&](Shape shape, double scale) {
    const Array values = random_normal(shape, seed++);
    Array scaled(DType::f32, shape);
    for (std::int64_t i = 0; i < values.size(); ++i) scaled.set(i, values.get(i) * scale);
    return scaled;
  };
  const double e = static_cast<double>(s.width), f = static_cast<double>(s.ffn);
  return {random_integers({s.data * s.batch, s.seq}, seed++, 0, s.vocab),
          normal({s.vocab, s.width}, 0.02),
          normal({s.seq, s.width}, 0.01),
          full(DType::f32, {s.width}, 1.0),
          normal({s.width}, 0.1),
          normal({s.width, s.width}, 1 / std::sqrt(e)),
          normal({s.width, s.width}, 1 / std::sqrt(e)),
          normal({s.width, s.width}, 1 / std::sqrt(e)),
          normal({s.width, s.width}, 1 / std::sqrt(e)),
          full(DType::f32, {s.width}, 1.0),
          normal({s.width}, 0.1),
          normal({s.width, s.ffn}, 1 / std::sqrt(e)),
          normal({s.ffn}, 0.1),
          normal({s.ffn, s.width}, 1 / std::sqrt(f)),
          normal({s.width}, 0.1)};
}

Pmapped make_transformer_block(const TransformerShape& shape) {
  if (shape.heads % shape.model != 0 || shape.width % shape.heads != 0 || shape.ffn % shape.model != 0)
    throw Error("transformer block: heads and ffn must divide by model, width by heads");
  const IntListList groups = model_groups(shape);
  const std::int64_t heads_local = shape.heads / shape.model;
  auto block_forward = [shape, groups, heads_local](const std::vector<Value>& a) -> std::vector<Value> {
    const Value &tokens = a[0], &wte = a[1], &wpe = a[2], &ln1_g = a[3], &ln1_b = a[4], &wq = a[5],
                &wk = a[6], &wv = a[7], &wo = a[8], &ln2_g = a[9], &ln2_b = a[10], &w1 = a[11], &b1 = a[12],
                &w2 = a[13], &b2 = a[14];
    Value x = take(wte, tokens, 0) + wpe;  // [b, S, E]
    const Value h = layernorm(x, ln1_g, ln1_b);
    const auto heads = [&](Value w) {
      return reshape(project(h, w), {shape.batch, shape.seq, heads_local, -1});
    };
    const Value context = causal_attention(heads(wq), heads(wk), heads(wv), shape.seq);
    x = x + psum(project(context, wo), "i", groups);
    const Value hidden = gelu(project(layernorm(x, ln2_g, ln2_b), w1) + b1);
    return {x + psum(project(hidden, w2), "i", groups) + b2};
  };
  PmapOptions options;
  options.view = RankView::reducing;
  options.name = "transformer_block";
  options.arg_names = transformer_input_names();
  // tokens and the model-split weights are mapped; the rest reach every device whole.
  options.in_axes = {0, kBroadcast, kBroadcast, kBroadcast, kBroadcast, 0, 0,         0,
                     0, kBroadcast, kBroadcast, 0,          0,          0, kBroadcast};
  return pmap(block_forward, options);
}

std::vector<Array> shard_transformer_inputs(const TransformerShape& s, const TransformerInputs& in) {
  const std::int64_t width_local = s.width / s.model, ffn_local = s.ffn / s.model;
  return {stack_blocks(s, in.tokens, 0, s.batch, data_index),
          in.wte,
          in.wpe,
          in.ln1_g,
          in.ln1_b,
          stack_blocks(s, in.wq, 1, width_local, model_index),
          stack_blocks(s, in.wk, 1, width_local, model_index),
          stack_blocks(s, in.wv, 1, width_local, model_index),
          stack_blocks(s, in.wo, 0, width_local, model_index),
          in.ln2_g,
          in.ln2_b,
          stack_blocks(s, in.w1, 1, ffn_local, model_index),
          stack_blocks(s, in.b1, 0, ffn_local, model_index),
          stack_blocks(s, in.w2, 0, ffn_local, model_index),
          in.b2};
}

Array unshard_transformer_output(const TransformerShape& shape, const Array& stacked) {
  std::vector<Array> shards;
  for (std::int64_t g = 0; g < shape.data; ++g) {
    const Array replica = stacked.slice_axis(0, g * shape.model);  // [1, b, S, E]
    Shape dims(replica.shape().begin() + 1, replica.shape().end());
    shards.push_back(replica.reshape(dims));
  }
  return Array::concatenate(shards, 0);
}

}  // namespace pmapsim::examples

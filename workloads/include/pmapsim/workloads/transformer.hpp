// A GPT-2-style transformer block forward, Megatron-style over a data x model
// device grid: the embedding lookup, layernorm, causal attention with the
// heads split over `model`, column- then row-parallel matmuls with a psum
// over `model`, and GELU. It is the block bench/jax/transformer_block.py runs
// in JAX (same inputs, same math), so JAX's output checks pmapsim's.
//
// The program runs on data * model devices of one mapped axis; device d is
// (data d / model, model d % model), and the psums over `model` are psums
// within axis_index_groups of `model` consecutive devices, which is how a
// data x model mesh's model axis is laid out row-major.
#pragma once

#include <cstdint>
#include <vector>

#include "pmapsim/pmapsim.hpp"

namespace pmapsim::examples {

struct TransformerShape {
  std::int64_t batch = 2;  // per data shard
  std::int64_t seq = 8;
  std::int64_t width = 16;
  std::int64_t heads = 4;
  std::int64_t ffn = 32;
  std::int64_t vocab = 32;
  std::int64_t data = 2;
  std::int64_t model = 4;
  std::int64_t devices() const { return data * model; }
};

// The block's global inputs, as JAX takes them: tokens s32[data*batch, seq]
// and f32 weights (wte [vocab, width], wpe [seq, width], the layernorms'
// gains and biases [width], wq/wk/wv/wo [width, width], w1 [width, ffn],
// b1 [ffn], w2 [ffn, width], b2 [width]).
struct TransformerInputs {
  Array tokens, wte, wpe, ln1_g, ln1_b, wq, wk, wv, wo, ln2_g, ln2_b, w1, b1, w2, b2;
};

// The inputs' names in order, as the JAX script writes them (NAME.npy).
const std::vector<std::string>& transformer_input_names();
// Random inputs of the shape's sizes (for benchmarks; tests use JAX's files).
TransformerInputs random_transformer_inputs(const TransformerShape& shape, std::uint64_t seed);
TransformerInputs transformer_inputs_from(const std::vector<Array>& by_name);

// jax.pmap-style function of the block; its arguments are those of
// shard_transformer_inputs, in that order.
Pmapped make_transformer_block(const TransformerShape& shape);
// Global inputs -> the pmap's arguments: tokens split over data, wq/wk/wv/w1/b1
// split by columns and wo/w2 by rows over model, the rest broadcast.
std::vector<Array> shard_transformer_inputs(const TransformerShape& shape, const TransformerInputs& inputs);
// The pmap's stacked output f32[devices, batch, seq, width] -> the global
// f32[data*batch, seq, width] (each data shard from its model-0 device; the
// model replicas are equal after the psum).
Array unshard_transformer_output(const TransformerShape& shape, const Array& stacked);

}  // namespace pmapsim::examples

#!/usr/bin/env python3
"""A GPT-2-style transformer block forward over a data x model mesh, in JAX.

The same block as pmapsim's transformer workload (workloads/, Megatron-style:
embedding lookup, layernorm, causal attention with the heads split over
`model`, column- then row-parallel matmuls with a psum over `model`, GELU),
run by JAX's own CPU backend with 8 host devices. Writes the inputs, the
weights and JAX's output as .npy files (so pmapsim's run can be checked
against it) and prints the median wall time of the jitted step.

  transformer_block.py OUT_DIR [--size small|bench] [--repeats N]
"""
import argparse
import json
import os
import sys
import time

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, PartitionSpec as P  # noqa: E402

try:
    from jax import shard_map  # JAX >= 0.7
except ImportError:  # pragma: no cover
    from jax.experimental.shard_map import shard_map

SIZES = {
    # batch per data shard, sequence, model width, heads, MLP width, vocabulary
    "small": dict(batch=2, seq=8, width=16, heads=4, ffn=32, vocab=32),
    "bench": dict(batch=4, seq=128, width=256, heads=8, ffn=1024, vocab=2048),
}
DATA, MODEL = 2, 4
EPS = 1e-5


def layernorm(x, gain, bias):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    centred = x - mean
    var = jnp.mean(centred * centred, axis=-1, keepdims=True)
    return centred * jax.lax.rsqrt(var + EPS) * gain + bias


def block(tokens, wte, wpe, ln1_g, ln1_b, wq, wk, wv, wo, ln2_g, ln2_b, w1, b1, w2, b2, *, heads_local):
    x = jnp.take(wte, tokens, axis=0) + wpe  # [b, S, E]
    b, s, _ = x.shape
    h = layernorm(x, ln1_g, ln1_b)

    def split_heads(t):
        return t.reshape(b, s, heads_local, -1)

    q, k, v = (split_heads(h @ w) for w in (wq, wk, wv))
    head_dim = q.shape[-1]
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.float32(np.sqrt(head_dim))
    causal = jax.lax.broadcasted_iota(jnp.int32, (s, s), 0) >= jax.lax.broadcasted_iota(jnp.int32, (s, s), 1)
    scores = jnp.where(causal, scores, -jnp.inf)
    scores = scores - jnp.max(scores, axis=-1, keepdims=True)
    weights = jnp.exp(scores)
    weights = weights / jnp.sum(weights, axis=-1, keepdims=True)
    context = jnp.einsum("bhqk,bkhd->bqhd", weights, v).reshape(b, s, -1)
    x = x + jax.lax.psum(context @ wo, "model")
    h2 = layernorm(x, ln2_g, ln2_b)
    hidden = jax.nn.gelu(h2 @ w1 + b1, approximate=False)
    return x + jax.lax.psum(hidden @ w2, "model") + b2


def make_inputs(size, seed=0):
    rng = np.random.default_rng(seed)
    e, f, v, s = size["width"], size["ffn"], size["vocab"], size["seq"]

    def normal(*shape, scale=1.0):
        return (rng.standard_normal(shape) * scale).astype(np.float32)

    return {
        "tokens": rng.integers(0, v, size=(DATA * size["batch"], s), dtype=np.int32),
        "wte": normal(v, e, scale=0.02),
        "wpe": normal(s, e, scale=0.01),
        "ln1_g": 1 + normal(e, scale=0.1),
        "ln1_b": normal(e, scale=0.1),
        "wq": normal(e, e, scale=e ** -0.5),
        "wk": normal(e, e, scale=e ** -0.5),
        "wv": normal(e, e, scale=e ** -0.5),
        "wo": normal(e, e, scale=e ** -0.5),
        "ln2_g": 1 + normal(e, scale=0.1),
        "ln2_b": normal(e, scale=0.1),
        "w1": normal(e, f, scale=e ** -0.5),
        "b1": normal(f, scale=0.1),
        "w2": normal(f, e, scale=f ** -0.5),
        "b2": normal(e, scale=0.1),
    }


# How each input is split over the mesh (PartitionSpec per input).
SPECS = {
    "tokens": P("data", None), "wte": P(), "wpe": P(), "ln1_g": P(), "ln1_b": P(),
    "wq": P(None, "model"), "wk": P(None, "model"), "wv": P(None, "model"), "wo": P("model", None),
    "ln2_g": P(), "ln2_b": P(), "w1": P(None, "model"), "b1": P("model"), "w2": P("model", None), "b2": P(),
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("--size", choices=SIZES, default="small")
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()
    size = SIZES[args.size]
    if jax.device_count() < DATA * MODEL:
        sys.exit(f"needs {DATA * MODEL} host devices, JAX sees {jax.device_count()}")
    mesh = Mesh(np.array(jax.devices()[: DATA * MODEL]).reshape(DATA, MODEL), ("data", "model"))
    inputs = make_inputs(size)
    names = list(SPECS)
    step = jax.jit(
        shard_map(
            lambda *a: block(*a, heads_local=size["heads"] // MODEL),
            mesh=mesh,
            in_specs=tuple(SPECS[n] for n in names),
            out_specs=P("data", None, None),
        )
    )
    arrays = [jnp.asarray(inputs[n]) for n in names]
    out = step(*arrays).block_until_ready()
    times = []
    for _ in range(args.repeats):
        start = time.perf_counter()
        step(*arrays).block_until_ready()
        times.append(time.perf_counter() - start)
    os.makedirs(args.out_dir, exist_ok=True)
    for n in names:
        np.save(os.path.join(args.out_dir, f"{n}.npy"), inputs[n])
    np.save(os.path.join(args.out_dir, "out.npy"), np.asarray(out))
    with open(os.path.join(args.out_dir, "size.json"), "w") as f:
        json.dump({**size, "data": DATA, "model": MODEL, "jax": jax.__version__}, f)
    print(f"jax {jax.__version__}: median {np.median(times) * 1e3:.3f} ms over {args.repeats} runs")
    print(f"jax_seconds={np.median(times):.9f}")


if __name__ == "__main__":
    main()

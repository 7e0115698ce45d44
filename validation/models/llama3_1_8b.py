"""Llama 3.1 8B's pre-training step in the shape of tpu-recipes' v6e recipe (per-device batch 3,
sequence 8192, FSDP over every chip, AdamW, bf16 compute on f32 parameters), written in plain JAX
and lowered for TPU over an AbstractMesh (no devices, no data). Differences from the recipe's
MaxText run: attention is written out (the 8192 x 8192 scores are arrays; MaxText runs a flash
attention kernel that keeps them on chip), remat saves nothing (the recipe offloads a few
activations to the host), no collective-matmul or XLA flags.
    VENV/bin/python validation/models/llama3_1_8b.py 8   # writes llama3_1_8b_v6e8.mlir beside it
(a JAX >= 0.12 Python)."""
import pathlib
import sys
import jax, jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P, AbstractMesh, AxisType
CHIPS = int(sys.argv[1]) if len(sys.argv) > 1 else 8
B_PER, S = 3, 8192
D, H, KV, HD, F, V, L = 4096, 32, 8, 128, 14336, 128256, 32
mesh = AbstractMesh((CHIPS,), ("fsdp",), axis_types=(AxisType.Auto,))
s = lambda *spec: NamedSharding(mesh, P(*spec))

def rms(x, w):
    x32 = x.astype(jnp.float32)
    return (x32 * jax.lax.rsqrt(jnp.mean(x32 * x32, -1, keepdims=True) + 1e-5) * w).astype(jnp.bfloat16)

def rope(x, pos):
    half = HD // 2
    freq = 1.0 / (500000.0 ** (jnp.arange(half, dtype=jnp.float32) / half))
    ang = pos[:, None].astype(jnp.float32) * freq[None, :]
    c, s_ = jnp.cos(ang)[None, :, None, :], jnp.sin(ang)[None, :, None, :]
    x1, x2 = x[..., :half].astype(jnp.float32), x[..., half:].astype(jnp.float32)
    return jnp.concatenate([x1 * c - x2 * s_, x2 * c + x1 * s_], -1).astype(jnp.bfloat16)

def layer(x, p):
    wq, wk, wv, wo, w1, w3, w2, n1, n2 = p
    bf = lambda w: w.astype(jnp.bfloat16)
    h = rms(x, n1)
    pos = jnp.arange(S)
    q = rope((h @ bf(wq)).reshape(x.shape[0], S, H, HD), pos)
    k = rope((h @ bf(wk)).reshape(x.shape[0], S, KV, HD), pos)
    v = (h @ bf(wv)).reshape(x.shape[0], S, KV, HD)
    k = jnp.repeat(k, H // KV, axis=2); v = jnp.repeat(v, H // KV, axis=2)
    sc = jnp.einsum("bthd,bshd->bhts", q, k, preferred_element_type=jnp.float32) / jnp.float32(HD ** 0.5)
    sc = jnp.where(jnp.tril(jnp.ones((S, S), bool)), sc, -1e30)
    a = jnp.einsum("bhts,bshd->bthd", jax.nn.softmax(sc, -1).astype(jnp.bfloat16), v)
    x = x + a.reshape(x.shape[0], S, H * HD) @ bf(wo)
    h = rms(x, n2)
    return x + (jax.nn.silu(h @ bf(w1)) * (h @ bf(w3))) @ bf(w2)

def loss(params, tokens):
    emb, layers, norm, out = params
    x = jnp.take(emb, tokens, axis=0).astype(jnp.bfloat16)
    body = jax.checkpoint(lambda x, p: (layer(x, p), None))
    x, _ = jax.lax.scan(body, x, layers)
    logits = (rms(x, norm) @ out.astype(jnp.bfloat16)).astype(jnp.float32)
    lp = jax.nn.log_softmax(logits, -1)
    return -jnp.mean(jnp.take_along_axis(lp, tokens[..., None], -1))

def step(params, opt, tokens):
    l, g = jax.value_and_grad(loss)(params, tokens)
    m, v = opt
    m = jax.tree.map(lambda m, g: 0.9 * m + 0.1 * g, m, g)
    v = jax.tree.map(lambda v, g: 0.95 * v + 0.05 * g * g, v, g)
    params = jax.tree.map(lambda p, m, v: p - 3e-4 * (m / (jnp.sqrt(v) + 1e-8) + 0.1 * p), params, m, v)
    return params, (m, v), l

f32 = jnp.float32
layer_shapes = [((L, D, H * HD), s(None, "fsdp", None)), ((L, D, KV * HD), s(None, "fsdp", None)),
                ((L, D, KV * HD), s(None, "fsdp", None)), ((L, H * HD, D), s(None, "fsdp", None)),
                ((L, D, F), s(None, "fsdp", None)), ((L, D, F), s(None, "fsdp", None)), ((L, F, D), s(None, "fsdp", None)),
                ((L, D), s(None, None)), ((L, D), s(None, None))]
layers = tuple(jax.ShapeDtypeStruct(sh, f32, sharding=sp) for sh, sp in layer_shapes)
params = (jax.ShapeDtypeStruct((V, D), f32, sharding=s("fsdp", None)), layers,
          jax.ShapeDtypeStruct((D,), f32, sharding=s(None)), jax.ShapeDtypeStruct((D, V), f32, sharding=s("fsdp", None)))
opt = (params, params)
tokens = jax.ShapeDtypeStruct((B_PER * CHIPS, S), jnp.int32, sharding=s("fsdp", None))
shard_of = lambda t: jax.tree.map(lambda a: a.sharding, t)
f = jax.jit(step, out_shardings=(shard_of(params), shard_of(opt), s()))
text = f.trace(params, opt, tokens).lower(lowering_platforms=("tpu",)).as_text()
open(pathlib.Path(__file__).with_name(f"llama3_1_8b_v6e{CHIPS}.mlir"), "w").write(text)
print(len(text.splitlines()), "lines")

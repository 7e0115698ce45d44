"""Training steps for the corpus (make_corpus.py runs this file), JAX's own
forward and backward passes: a GPT-2-style block training step (embedding,
layernorm, causal attention, GELU, AdamW) under shard_map on a 2x4
(data, model) mesh, dropout with jax.random inside pmap, a small CNN step with
conv and batch-norm over the global batch, a pipeline that passes
activations with ppermute inside fori_loop, and the demo's MLP step."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.sharding import Mesh, PartitionSpec as P

try:
    from jax import shard_map
except ImportError:  # older JAX
    from jax.experimental.shard_map import shard_map

rng = np.random.default_rng(23)


def f32(*shape, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(np.float32)


def smap(f, mesh, in_specs, out_specs):
    flag = {"check_vma": False} if "check_vma" in shard_map.__code__.co_varnames else {"check_rep": False}
    return shard_map(f, mesh=mesh, in_specs=in_specs, out_specs=out_specs, **flag)


def layernorm(x, g, b):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) * lax.rsqrt(v + 1e-5) * g + b


# Megatron-style block: qkv and w1 column-parallel over model, wo and w2
# row-parallel with a psum over model; the batch split over data.
def gpt_loss(params, tokens, targets):
    wte, wpe, g1, b1, wqkv, wo, g2, b2, w1, w2 = params
    T = tokens.shape[1]
    x = jnp.take(wte, tokens, axis=0) + wpe[:T]
    h = layernorm(x, g1, b1)
    q, k, v = jnp.split(h @ wqkv, 3, axis=-1)  # this device's heads' columns
    s = jnp.einsum("btd,bsd->bts", q, k) / np.float32(np.sqrt(q.shape[-1]))
    s = jnp.where(jnp.tril(jnp.ones((T, T), bool)), s, -1e9)
    a = jax.nn.softmax(s, axis=-1)
    x = x + lax.psum(jnp.einsum("bts,bsd->btd", a, v) @ wo, "model")
    h = layernorm(x, g2, b2)
    x = x + lax.psum(jax.nn.gelu(h @ w1) @ w2, "model")
    logits = x @ wte.T
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.take_along_axis(logp, targets[..., None], axis=-1).mean()


def gpt_train_step(params, m, v, tokens, targets):
    loss, grads = jax.value_and_grad(gpt_loss)(params, tokens, targets)
    grads = lax.pmean(grads, "data")
    loss = lax.pmean(loss, "data")
    b1, b2, lr, eps, wd = 0.9, 0.999, 1e-2, 1e-8, 0.01
    m = [b1 * mi + (1 - b1) * g for mi, g in zip(m, grads)]
    v = [b2 * vi + (1 - b2) * g * g for vi, g in zip(v, grads)]
    params = [p - lr * (mi / (1 - b1) / (jnp.sqrt(vi / (1 - b2)) + eps) + wd * p)
              for p, mi, vi in zip(params, m, v)]
    return params, m, v, loss


def gpt_case(devs):
    mesh = Mesh(devs.reshape(2, 4), ("data", "model"))
    V, T, D, F, B = 16, 4, 8, 16, 4
    params = [f32(V, D, scale=0.3), f32(T, D, scale=0.3), np.ones(D, np.float32), np.zeros(D, np.float32),
              f32(D, 3 * 4 * 2, scale=0.3), f32(4 * 2, D, scale=0.3), np.ones(D, np.float32),
              np.zeros(D, np.float32), f32(D, F, scale=0.3), f32(F, D, scale=0.3)]
    # Column-parallel weights split on their output dim, row-parallel on their input dim.
    pspec = [P(), P(), P(), P(), P(None, "model"), P("model", None), P(), P(), P(None, "model"), P("model", None)]
    step = smap(gpt_train_step, mesh, (pspec, pspec, pspec, P("data"), P("data")), (pspec, pspec, pspec, P()))
    zeros = [np.zeros_like(p) for p in params]
    tokens = rng.integers(0, V, (B, T)).astype(np.int32)
    targets = rng.integers(0, V, (B, T)).astype(np.int32)
    fn = jax.jit(lambda p, m, v, t, y: step(p, m, v, t, y))
    flat = lambda *a: fn(list(a[0:10]), list(a[10:20]), list(a[20:30]), a[30], a[31])
    return ("train_gpt_step", jax.jit(flat), params + zeros + [z + 0.01 for z in zeros] + [tokens, targets])


def dropout_case():
    def step(key, x):
        k = jax.random.fold_in(jax.random.wrap_key_data(key), lax.axis_index("i"))
        keep = jax.random.bernoulli(k, 0.75, x.shape)
        y = jnp.where(keep, x / 0.75, 0.0)
        return lax.psum(y.sum(), "i"), y

    key = np.asarray(jax.random.key_data(jax.random.PRNGKey(3)))
    return ("train_dropout_pmap", jax.pmap(step, axis_name="i", in_axes=(None, 0)), [key, f32(8, 2, 5)])


def cnn_case():
    def loss(params, x, y):
        k, g, b, w = params
        h = lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        mean = lax.pmean(h.mean((0, 1, 2)), "i")
        var = lax.pmean(((h - mean) ** 2).mean((0, 1, 2)), "i")
        h = jax.nn.relu((h - mean) * lax.rsqrt(var + 1e-5) * g + b)
        h = lax.reduce_window(h, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        logits = h.reshape(h.shape[0], -1) @ w
        return jnp.mean((logits - y) ** 2)

    def step(params, x, y):
        l, grads = jax.value_and_grad(loss)(params, x, y)
        grads = lax.pmean(grads, "i")
        return [p - 0.1 * g for p, g in zip(params, grads)], lax.pmean(l, "i")

    params = [f32(3, 3, 2, 4, scale=0.3), np.ones(4, np.float32), np.zeros(4, np.float32), f32(4 * 2 * 2, 3, scale=0.3)]
    pm = jax.pmap(step, axis_name="i", in_axes=(None, 0, 0))
    fn = lambda k, g, b, w, x, y: pm([k, g, b, w], x, y)
    return ("train_cnn_pmap", fn, params + [f32(8, 2, 4, 4, 2), f32(8, 2, 3)])


def pipeline_case(devs):
    mesh = Mesh(devs, ("stage",))

    def pipeline(w, x):
        # Each stage applies its layer, then hands its activations to the next stage.
        def body(i, h):
            h = jnp.tanh(h @ w[0])
            return lax.ppermute(h, "stage", [(s, (s + 1) % 8) for s in range(8)])
        return lax.fori_loop(0, 8, body, x)

    f = smap(pipeline, mesh, (P("stage"), P("stage")), P("stage"))
    return ("train_pipeline_ppermute", jax.jit(f), [f32(8, 4, 4, scale=0.5), f32(16, 4)])


# The demo's data-parallel MLP step (examples/programs/mlp_train_step.spmd writes
# its backward pass by hand): 784-128-10, tanh, softmax cross-entropy, batch 16
# per device, gradients averaged with pmean, SGD with learning rate 0.5.
def demo_mlp_case(devs):
    mesh = Mesh(devs, ("i",))

    def loss(params, x, y):
        w1, b1, w2, b2 = params
        logits = jnp.tanh(x @ w1 + b1) @ w2 + b2
        return -(y * jax.nn.log_softmax(logits)).sum() / x.shape[0]

    def step(w1, b1, w2, b2, x, y):
        params = (w1, b1, w2, b2)
        grads = lax.pmean(jax.grad(loss)(params, x, y), "i")
        return tuple(p - 0.5 * g for p, g in zip(params, grads))

    f = smap(step, mesh, (P(), P(), P(), P(), P("i"), P("i")), (P(), P(), P(), P()))
    labels = np.eye(10, dtype=np.float32)[rng.integers(0, 10, 128)]
    return ("train_demo_mlp", jax.jit(f), [f32(784, 128, scale=0.05), np.zeros(128, np.float32),
                                           f32(128, 10, scale=0.1), np.zeros(10, np.float32), f32(128, 784), labels])


def cases():
    devs = np.array(jax.devices()[:8])
    return [gpt_case(devs), dropout_case(), cnn_case(), pipeline_case(devs), demo_mlp_case(devs)]

"""Writes the jit-sharded corpus: jax.jit programs over arrays with NamedShardings (no shard_map),
as MaxText, FSDP and tensor-parallel recipes write them. For each case: the text JAX prints
(program.mlir), the inputs (argN.npy), JAX's outputs (outK.npy), and what XLA's own SPMD
partitioner inserted for the same module and mesh (xla.json: count and bytes of each collective
kind in jax.jit(f).lower(...).compile().as_text() on the CPU backend with 8 host devices; bytes
are each collective's per-device buffer as nccl-tests sizes it: the result of an all-reduce,
all-gather, all-to-all or collective-permute). Cases with a shard_map twin (the same computation
written per device) also write twin.mlir, for comparing simulated times. Run from the repository
root with the newest JAX (the stored numbers and XLA's collectives are that JAX's; the suite only
reads them), e.g. a Python 3.12 virtual environment with jax 0.12, flax and optax (the nnx cases):
    VENV/bin/python tests/data/stablehlo-jit/make_jit_corpus.py
Re-running it rewrites the same files (fixed seeds)."""
import json
import os
import sys
import re
import shutil

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

try:
    from jax import shard_map
except ImportError:  # older JAX
    from jax.experimental.shard_map import shard_map

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(7)
DEVICES = np.array(jax.devices()[:8])


def mesh(shape, names):
    return Mesh(DEVICES.reshape(shape), names)


def f32(*shape, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(np.float32)


def put(array, m, spec):
    return jax.device_put(array, NamedSharding(m, spec))


# ---- XLA's collectives --------------------------------------------------------

DTYPE_BYTES = {"f32": 4, "f64": 8, "bf16": 2, "f16": 2, "s32": 4, "u32": 4, "s64": 8, "u64": 8,
               "s8": 1, "u8": 1, "pred": 1, "s16": 2, "u16": 2, "c64": 8, "c128": 16}
KINDS = {"all-reduce": "psum", "all-gather": "all_gather", "reduce-scatter": "psum_scatter",
         "all-to-all": "all_to_all", "collective-permute": "ppermute"}


def shape_bytes(text):
    total = 0
    for dtype, dims in re.findall(r"(\w+)\[([\d,]*)\]", text):
        if dtype not in DTYPE_BYTES:
            raise SystemExit(f"a collective of {dtype}, whose size this reader does not know: {text[:120]}")
        n = 1
        for d in filter(None, dims.split(",")):
            n *= int(d)
        total += n * DTYPE_BYTES[dtype]
    return total


def xla_collectives(compiled_text):
    """Each collective instruction of the partitioned module: its kind and its result's bytes
    (a tuple result counts every element). -start/-done pairs count once, at the start."""
    found = {}
    # Each instruction's result type by name: a reduce-scatter is sized by its operand.
    defined = dict(re.findall(r"^\s*(?:ROOT )?(%[\w.\-]+) = (\w+\[[\d,]*\])", compiled_text, re.M))
    for line in compiled_text.splitlines():
        m = re.match(r"\s*(?:ROOT )?%[\w.\-]+ = (\(.*?\)|\w+\[[\d,]*\](?:\{[^}]*\})?) "
                     r"(all-reduce|all-gather|reduce-scatter|all-to-all|collective-permute)(-start)?\(", line)
        if not m:
            continue
        result, kind = m.group(1), KINDS[m.group(2)]
        if kind == "psum_scatter":
            # Sized by its operand (as nccl-tests sizes it): the instruction that defines it.
            operand = re.search(r"reduce-scatter(?:-start)?\((%[\w.\-]+)", line)
            if not operand or operand.group(1) not in defined:
                raise SystemExit(f"a reduce-scatter whose operand this reader cannot size: {line.strip()[:120]}")
            result = defined[operand.group(1)]
        if m.group(3) and result.startswith("("):
            # An async start's tuple holds the operand and the result: the result is the last part.
            result = result[1:-1].split("}, ")[-1]
        entry = found.setdefault(kind, {"count": 0, "bytes": 0})
        entry["count"] += 1
        entry["bytes"] += shape_bytes(result)
    return found


# ---- the programs -------------------------------------------------------------

def mlp_loss(params, x, y):
    w1, w2 = params
    h = jax.nn.relu(x @ w1)
    return jnp.mean((h @ w2 - y) ** 2)


def sgd_step(params, x, y):
    loss, grads = jax.value_and_grad(mlp_loss)(params, x, y)
    return tuple(p - 0.1 * g for p, g in zip(params, grads)), loss


def mlp_cases():
    out = []
    m = mesh((8,), ("data",))
    x, y = f32(64, 32), f32(64, 16)
    w1, w2 = f32(32, 64, scale=0.2), f32(64, 16, scale=0.2)
    rep = NamedSharding(m, P())
    # Pure data parallel: parameters replicated, the batch split.
    args = [put(w1, m, P()), put(w2, m, P()), put(x, m, P("data")), put(y, m, P("data"))]
    step = jax.jit(lambda a, b, x, y: sgd_step((a, b), x, y), out_shardings=((rep, rep), rep))

    def dp_twin(a, b, x, y):
        # Each device's share of the global mean; shard_map's autodiff sums the replicated
        # parameters' gradients over the axis (as jit's partitioned program does).
        def local_loss(ps):
            return jnp.sum((jax.nn.relu(x @ ps[0]) @ ps[1] - y) ** 2) / np.float32(64 * 16)

        loss, grads = jax.value_and_grad(local_loss)((a, b))
        return tuple(p - 0.1 * g for p, g in zip((a, b), grads)), lax.psum(loss, "data")

    twin = jax.jit(shard_map(dp_twin, mesh=m, in_specs=(P(), P(), P("data"), P("data")),
                             out_specs=((P(), P()), P())))
    out.append(("jit_dp_mlp_step", step, args, twin))
    # FSDP (ZeRO-3): parameters split over the data axis too; gathered where used.
    fsdp = NamedSharding(m, P("data", None))
    args = [put(w1, m, P("data", None)), put(w2, m, P("data", None)), put(x, m, P("data")), put(y, m, P("data"))]
    step = jax.jit(lambda a, b, x, y: sgd_step((a, b), x, y), out_shardings=((fsdp, fsdp), rep))
    out.append(("jit_fsdp_mlp_step", step, args, None))
    # Megatron tensor parallel: w1 split by columns, w2 by rows; the batch replicated.
    m = mesh((8,), ("model",))
    col, row = NamedSharding(m, P(None, "model")), NamedSharding(m, P("model", None))
    args = [put(w1, m, P(None, "model")), put(w2, m, P("model", None)), put(x, m, P()), put(y, m, P())]
    step = jax.jit(lambda a, b, x, y: sgd_step((a, b), x, y), out_shardings=((col, row), NamedSharding(m, P())))
    out.append(("jit_megatron_mlp_step", step, args, None))

    def megatron_forward(a, b, x):
        return jax.nn.relu(x @ a) @ b

    args = [put(w1, m, P(None, "model")), put(w2, m, P("model", None)), put(x, m, P())]
    fwd = jax.jit(megatron_forward, out_shardings=NamedSharding(m, P()))
    twin = jax.jit(shard_map(lambda a, b, x: lax.psum(jax.nn.relu(x @ a) @ b, "model"), mesh=m,
                             in_specs=(P(None, "model"), P("model", None), P()), out_specs=P()))
    out.append(("jit_megatron_mlp_forward", fwd, args, twin))
    # Data x tensor parallel on a 2-D mesh.
    m = mesh((2, 4), ("data", "model"))
    col, row = NamedSharding(m, P(None, "model")), NamedSharding(m, P("model", None))
    args = [put(w1, m, P(None, "model")), put(w2, m, P("model", None)), put(x, m, P("data")), put(y, m, P("data"))]
    step = jax.jit(lambda a, b, x, y: sgd_step((a, b), x, y), out_shardings=((col, row), NamedSharding(m, P())))
    out.append(("jit_dp_tp_mlp_step", step, args, None))
    # The batch-sharded tanh(x @ w) layer, with its shard_map twin.
    m = mesh((8,), ("data",))
    xb, wb = f32(256, 64), f32(64, 128, scale=0.1)
    args = [put(xb, m, P("data")), put(wb, m, P())]
    layer = jax.jit(lambda x, w: jnp.tanh(x @ w), out_shardings=NamedSharding(m, P("data")))
    twin = jax.jit(shard_map(lambda x, w: jnp.tanh(x @ w), mesh=m, in_specs=(P("data"), P()), out_specs=P("data")))
    out.append(("jit_batch_sharded_layer", layer, args, twin))
    return out


def layernorm(x):
    mu = x.mean(-1, keepdims=True)
    return (x - mu) * lax.rsqrt(((x - mu) ** 2).mean(-1, keepdims=True) + 1e-5)


def attention_block(x, wqkv, wo, w1, w2):
    h = layernorm(x)
    q, k, v = jnp.split(h @ wqkv, 3, axis=-1)
    s = jnp.einsum("btd,bsd->bts", q, k) / np.float32(np.sqrt(q.shape[-1]))
    x = x + jnp.einsum("bts,bsd->btd", jax.nn.softmax(s, axis=-1), v) @ wo
    return x + jax.nn.gelu(layernorm(x) @ w1) @ w2


def transformer_cases():
    out = []
    B, T, D, F = 8, 16, 32, 64
    x = f32(B, T, D)
    params = [f32(D, 3 * D, scale=0.2), f32(D, D, scale=0.2), f32(D, F, scale=0.2), f32(F, D, scale=0.2)]

    def loss(ps, x):
        return jnp.mean(attention_block(x, *ps) ** 2)

    def step(x, *ps):
        l, g = jax.value_and_grad(loss)(ps, x)
        return tuple(p - 0.05 * gi for p, gi in zip(ps, g)), l

    # Data parallel training step.
    m = mesh((8,), ("data",))
    rep = NamedSharding(m, P())
    args = [put(x, m, P("data"))] + [put(p, m, P()) for p in params]
    out.append(("jit_dp_transformer_step", jax.jit(step, out_shardings=((rep,) * 4, rep)), args, None))
    # Megatron tensor parallel block on a 2-D mesh: heads' columns and the MLP split over model.
    m = mesh((2, 4), ("data", "model"))
    specs = [P(None, "model"), P("model", None), P(None, "model"), P("model", None)]
    args = [put(x, m, P("data"))] + [put(p, m, s) for p, s in zip(params, specs)]
    fwd = jax.jit(lambda x, *ps: attention_block(x, *ps), out_shardings=NamedSharding(m, P("data")))
    out.append(("jit_dp_tp_transformer_block", fwd, args, None))
    # Sequence parallel: tokens split along the sequence; attention needs every key.
    m = mesh((8,), ("seq",))
    args = [put(x, m, P(None, "seq"))] + [put(p, m, P()) for p in params]
    fwd = jax.jit(lambda x, *ps: attention_block(x, *ps), out_shardings=NamedSharding(m, P(None, "seq")))
    out.append(("jit_sequence_parallel_block", fwd, args, None))
    return out


def moe_cases():
    # Experts split over the expert axis; tokens dispatched by a one-hot top-1 router.
    m = mesh((8,), ("expert",))
    E, N, D, F = 8, 64, 16, 32
    x, router = f32(N, D), f32(D, E)
    w_in, w_out = f32(E, D, F, scale=0.3), f32(E, F, D, scale=0.3)

    def moe(x, router, w_in, w_out):
        choice = jax.nn.one_hot(jnp.argmax(x @ router, axis=-1), E)  # [N, E]
        dispatched = jnp.einsum("ne,nd->end", choice, x)  # each expert's tokens (others zero)
        h = jax.nn.relu(jnp.einsum("end,edf->enf", dispatched, w_in))
        return jnp.einsum("enf,efd->nd", h, w_out)

    args = [put(x, m, P()), put(router, m, P()), put(w_in, m, P("expert")), put(w_out, m, P("expert"))]
    return [("jit_moe_experts", jax.jit(moe, out_shardings=NamedSharding(m, P())), args, None)]


def conv_cases():
    # A conv net whose images are split along their height (spatial sharding).
    m = mesh((8,), ("space",))
    x, k1, k2 = f32(2, 32, 16, 4), f32(3, 3, 4, 8, scale=0.3), f32(3, 3, 8, 8, scale=0.3)

    def net(x, k1, k2):
        dn = ("NHWC", "HWIO", "NHWC")
        y = jax.nn.relu(lax.conv_general_dilated(x, k1, (1, 1), "SAME", dimension_numbers=dn))
        return lax.conv_general_dilated(y, k2, (1, 1), "SAME", dimension_numbers=dn)

    args = [put(x, m, P(None, "space")), put(k1, m, P()), put(k2, m, P())]
    net_jit = jax.jit(net, out_shardings=NamedSharding(m, P(None, "space")))
    # Batch-split twin for the same net: a conv net split over its batch (data parallel).
    xb = f32(16, 16, 16, 4)
    argsb = [put(xb, m, P("space")), put(k1, m, P()), put(k2, m, P())]
    net_b = jax.jit(net, out_shardings=NamedSharding(m, P("space")))
    return [("jit_conv_spatial", net_jit, args, None), ("jit_conv_batch", net_b, argsb, None)]


def op_cases():
    """Ops beyond matmuls under jit: embeddings (gather) and their gradient (an add scatter), argmax,
    layernorm, heads, scans (while loops), reshapes, transposes, concatenate and pad, cumsum, top_k,
    pooling, bf16, dropout, remat, an explicit-axes mesh, 2-D splits, reductions to scalars."""
    cases = []

    def add(name, fn, args, twin=None):
        cases.append(("jit_" + name, fn, args, twin))

    m8 = mesh((8,), ("data",))
    m24 = mesh((2, 4), ("data", "model"))
    m42 = mesh((4, 2), ("data", "model"))
    # embeddings + cross entropy with integer labels (gather)
    V, D, B, T = 64, 32, 8, 16
    emb = f32(V, D, scale=0.1); toks = np.random.default_rng(1).integers(0, V, (B, T)).astype(np.int32)
    wout = f32(D, V, scale=0.1)
    def lm_loss(emb, wout, toks):
        x = jnp.take(emb, toks, axis=0)
        logits = x @ wout
        lp = jax.nn.log_softmax(logits, -1)
        return -jnp.mean(jnp.take_along_axis(lp, toks[..., None], -1))
    def lm_step(emb, wout, toks):
        l, g = jax.value_and_grad(lm_loss, argnums=(0, 1))(emb, wout, toks)
        return emb - 0.1 * g[0], wout - 0.1 * g[1], l
    add("emb_xent_dp", jax.jit(lm_step, out_shardings=(NamedSharding(m8, P()), NamedSharding(m8, P()), NamedSharding(m8, P()))),
        [put(emb, m8, P()), put(wout, m8, P()), put(toks, m8, P("data"))])
    add("emb_xent_tp", jax.jit(lm_step, out_shardings=(NamedSharding(m24, P(None, "model")), NamedSharding(m24, P(None, "model")), NamedSharding(m24, P()))),
        [put(emb, m24, P(None, "model")), put(wout, m24, P(None, "model")), put(toks, m24, P("data"))])
    # argmax accuracy, batch sharded
    x = f32(64, 10); lab = np.random.default_rng(2).integers(0, 10, (64,)).astype(np.int32)
    add("accuracy_argmax", jax.jit(lambda x, l: jnp.mean(jnp.argmax(x, -1) == l)), [put(x, m8, P("data")), put(lab, m8, P("data"))])
    # layernorm + residual with features sharded
    xx = f32(16, 64)
    def ln(x): 
        mu = x.mean(-1, keepdims=True); return (x - mu) * lax.rsqrt(((x - mu) ** 2).mean(-1, keepdims=True) + 1e-5)
    add("layernorm_feature_sharded", jax.jit(lambda x: ln(x) + x, out_shardings=NamedSharding(m24, P("data", "model"))), [put(xx, m24, P("data", "model"))])
    # multihead attention, heads sharded (B,T,H,Dh)
    H, Dh = 8, 8
    q = f32(4, 16, H, Dh); k = f32(4, 16, H, Dh); v = f32(4, 16, H, Dh)
    def mha(q, k, v):
        s = jnp.einsum("bthd,bshd->bhts", q, k) / np.float32(np.sqrt(Dh))
        return jnp.einsum("bhts,bshd->bthd", jax.nn.softmax(s, -1), v)
    add("mha_heads_sharded", jax.jit(mha, out_shardings=NamedSharding(m24, P("data", None, "model"))),
        [put(a, m24, P("data", None, "model")) for a in (q, k, v)])
    # scan over layers (while loop) data parallel
    ws = f32(4, 32, 32, scale=0.2); xs = f32(64, 32)
    def scan_net(ws, x):
        def body(h, w): return jnp.tanh(h @ w), None
        h, _ = lax.scan(body, x, ws); return h
    add("scan_layers_dp", jax.jit(scan_net, out_shardings=NamedSharding(m8, P("data"))), [put(ws, m8, P()), put(xs, m8, P("data"))])
    # reshape heads: x[B,T,D] -> [B,T,H,Dh] with D sharded
    xd = f32(4, 8, 64)
    add("reshape_heads", jax.jit(lambda x: jnp.sum(x.reshape(4, 8, 8, 8) ** 2, axis=-1), out_shardings=NamedSharding(m24, P("data", None, "model"))),
        [put(xd, m24, P("data", None, "model"))])
    # transpose of sharded
    xt = f32(32, 16)
    add("transpose_sharded", jax.jit(lambda x: (x.T @ x), out_shardings=NamedSharding(m8, P())), [put(xt, m8, P("data"))])
    # concatenate and pad along sharded/unsharded dims
    xa, xb = f32(16, 8), f32(16, 8)
    add("concat_pad", jax.jit(lambda a, b: jnp.pad(jnp.concatenate([a, b], axis=1), ((0, 0), (1, 1))), out_shardings=NamedSharding(m8, P("data"))),
        [put(xa, m8, P("data")), put(xb, m8, P("data"))])
    # cumsum along sharded dim
    xc = f32(16, 32)
    add("cumsum_sharded_dim", jax.jit(lambda x: jnp.cumsum(x, axis=1)), [put(xc, m8, P(None, "data"))])
    # top_k along features, batch sharded
    add("topk_batch", jax.jit(lambda x: lax.top_k(x, 3)[0]), [put(f32(16, 32), m8, P("data"))])
    # max pooling with batch sharded, conv with channel sharded
    img = f32(8, 8, 8, 4); ker = f32(3, 3, 4, 8, scale=0.3)
    def cnn_pool(x, k):
        y = lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return lax.reduce_window(jax.nn.relu(y), -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    add("cnn_pool_batch", jax.jit(cnn_pool), [put(img, m8, P("data")), put(ker, m8, P())])
    add("conv_out_channels_sharded", jax.jit(lambda x, k: lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")), out_shardings=NamedSharding(m8, P(None, None, None, "data"))),
        [put(img, m8, P()), put(ker, m8, P(None, None, None, "data"))])
    # bf16 params with f32 accumulation, dp x tp mlp
    w1 = f32(32, 64, scale=0.2).astype(jnp.bfloat16); w2 = f32(64, 32, scale=0.2).astype(jnp.bfloat16); xx2 = f32(16, 32).astype(jnp.bfloat16)
    add("bf16_mlp_tp", jax.jit(lambda x, a, b: (jax.nn.gelu(x @ a) @ b).astype(jnp.float32), out_shardings=NamedSharding(m42, P("data"))),
        [put(xx2, m42, P("data")), put(w1, m42, P(None, "model")), put(w2, m42, P("model", None))])
    # dropout with rng key, dp
    key = jax.random.key_data(jax.random.PRNGKey(0))
    def dropout_layer(x, k):
        keep = jax.random.bernoulli(jax.random.wrap_key_data(k), 0.9, x.shape)
        return jnp.where(keep, x / 0.9, 0.0)
    add("dropout_dp", jax.jit(dropout_layer, out_shardings=NamedSharding(m8, P("data"))), [put(f32(64, 16), m8, P("data")), put(np.asarray(key), m8, P())])
    # remat mlp
    def remat_loss(w, x):
        f = jax.checkpoint(lambda h: jnp.tanh(h @ w))
        return jnp.sum(f(f(x)) ** 2)
    add("remat_grad_dp", jax.jit(jax.grad(remat_loss), out_shardings=NamedSharding(m8, P())), [put(f32(32, 32, scale=0.2), m8, P()), put(f32(64, 32), m8, P("data"))])
    # explicit axes mesh (make_mesh) fsdp
    me = jax.make_mesh((8,), ("data",))
    add("explicit_fsdp_matmul", jax.jit(lambda x, w: jnp.tanh(x @ w)), [jax.device_put(f32(64, 32), NamedSharding(me, P("data"))), jax.device_put(f32(32, 16), NamedSharding(me, P("data")))])
    # 2d fully sharded matmul (both dims), result 2d sharded
    add("matmul_2d_sharded", jax.jit(lambda a, b: a @ b, out_shardings=NamedSharding(m24, P("data", "model"))),
        [put(f32(16, 32), m24, P("data", "model")), put(f32(32, 24), m24, P("model", None))])
    # reduce over sharded dim to scalar mean/var
    add("mean_var_sharded", jax.jit(lambda x: (jnp.mean(x), jnp.var(x), jnp.max(x))), [put(f32(64, 16), m24, P("data", "model"))])
    # moe with all-to-all style: tokens sharded on data, experts on data (expert parallel)
    E = 8; N = 64; Dm = 16
    def moe2(x, r, wi):
        c = jax.nn.one_hot(jnp.argmax(x @ r, -1), E)
        d = jnp.einsum("ne,nd->end", c, x)
        h = jnp.einsum("end,edf->enf", d, wi)
        return jnp.einsum("enf,ne->nf", h, c)
    add("moe_tokens_and_experts", jax.jit(moe2, out_shardings=NamedSharding(m8, P("data"))), [put(f32(N, Dm), m8, P("data")), put(f32(Dm, E), m8, P()), put(f32(E, Dm, Dm, scale=0.3), m8, P("data"))])
    return cases


def nnx_cases():
    """A flax nnx model whose kernels carry nnx.with_partitioning, built and stepped under
    jax.set_mesh (flax's own sharding path; needs flax, which the newest JAX's venv has)."""
    import optax  # noqa: F401  (flax's training stack; the step below is plain SGD)
    from flax import nnx

    class MLP(nnx.Module):
        def __init__(self, rngs):
            init = nnx.initializers.lecun_normal()
            self.l1 = nnx.Linear(32, 64, kernel_init=nnx.with_partitioning(init, (None, "model")), rngs=rngs)
            self.l2 = nnx.Linear(64, 16, kernel_init=nnx.with_partitioning(init, ("model", None)), rngs=rngs)
        def __call__(self, x):
            return self.l2(jax.nn.relu(self.l1(x)))

    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(jax.sharding.AxisType.Auto,) * 2)
    with jax.set_mesh(mesh):
        model = MLP(nnx.Rngs(0))
        state = nnx.state(model)
        graphdef = nnx.graphdef(model)
        specs = nnx.get_partition_spec(state)
        state = jax.tree.map(lambda a, s: jax.device_put(a, NamedSharding(mesh, s)), state, specs)
        x = jax.device_put(f32(16, 32), NamedSharding(mesh, P("data")))
        y = jax.device_put(f32(16, 16), NamedSharding(mesh, P("data")))
        def step(state, x, y):
            def loss(state):
                m = nnx.merge(graphdef, state)
                return jnp.mean((m(x) - y) ** 2)
            l, g = jax.value_and_grad(loss)(state)
            return jax.tree.map(lambda p, gi: p - 0.1 * gi, state, g), l
        leaves, tree = jax.tree_util.tree_flatten(state)
        def flat_step(*args):
            st = jax.tree_util.tree_unflatten(tree, args[:-2])
            new, l = step(st, args[-2], args[-1])
            return tuple(jax.tree_util.tree_leaves(new)) + (l,)
        f = jax.jit(flat_step)
        return [("jit_nnx_with_partitioning", f, list(leaves) + [x, y], None)]


def tiled_window_cases():
    """Windows that tile a split spatial dimension need no halo: 2x2 max pooling with stride 2, and
    a ViT's patch embedding (a convolution whose stride is its window)."""
    m = mesh((8,), ("space",))
    img = f32(2, 32, 16, 4)
    pool = jax.jit(lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID"),
                   out_shardings=NamedSharding(m, P(None, "space")))
    kernel = f32(4, 4, 4, 8, scale=0.3)
    patchify = jax.jit(lambda x, k: lax.conv_general_dilated(x, k, (4, 4), "VALID",
                                                             dimension_numbers=("NHWC", "HWIO", "NHWC")),
                       out_shardings=NamedSharding(m, P(None, "space")))
    return [("jit_pool_spatial", pool, [put(img, m, P(None, "space"))], None),
            ("jit_vit_patchify_spatial", patchify, [put(img, m, P(None, "space")), put(kernel, m, P())], None)]


def branch_cases():
    """lax.cond and lax.switch over split values: each branch runs per device."""
    m = mesh((2, 4), ("data", "model"))
    x, w = f32(16, 32), f32(32, 8)

    def pick(x, w, flag):
        return lax.cond(flag > 0, lambda: jnp.tanh(x @ w), lambda: (x @ w) * 2.0)

    def switch(x, w, i):
        return lax.switch(i, [lambda: jnp.sum(x @ w, axis=1), lambda: jnp.max(x @ w, axis=1),
                              lambda: jnp.mean(x, axis=1)])

    flag = put(np.int32(1), m, P())
    return [("jit_cond_sharded", jax.jit(pick, out_shardings=NamedSharding(m, P("data", "model"))),
             [put(x, m, P("data")), put(w, m, P(None, "model")), flag], None),
            ("jit_switch_sharded", jax.jit(switch), [put(x, m, P("data", "model")), put(w, m, P("model")), flag],
             None)]


def vocab_parallel_cases():
    """An embedding table split along its vocabulary (Megatron's vocab-parallel embedding): each
    device looks up the rows it holds, and the gradient's scatter writes only those."""
    m = mesh((2, 4), ("data", "model"))
    V, D = 64, 16
    table, tokens = f32(V, D, scale=0.1), np.random.default_rng(5).integers(0, V, (8, 12)).astype(np.int32)
    target = f32(8, 12, D)

    def step(table, tokens, target):
        loss, grad = jax.value_and_grad(lambda t: jnp.mean((jnp.take(t, tokens, axis=0) - target) ** 2))(table)
        return table - 0.1 * grad, loss

    spec = NamedSharding(m, P("model", None))
    return [("jit_vocab_parallel_embedding", jax.jit(step, out_shardings=(spec, NamedSharding(m, P()))),
             [put(table, m, P("model", None)), put(tokens, m, P("data")), put(target, m, P("data"))], None)]


def scan_training_cases():
    """A scan over stacked layers trained under FSDP: the backward loop accumulates each layer's
    gradient into a stacked array (a carry that starts as replicated zeros and is summed into split)."""
    m = mesh((8,), ("fsdp",))
    layers, x = f32(4, 32, 32, scale=0.2), f32(64, 32)

    def loss(ws, x):
        h, _ = lax.scan(lambda h, w: (jnp.tanh(h @ w), None), x, ws)
        return jnp.mean(h ** 2)

    def step(ws, x):
        l, g = jax.value_and_grad(loss)(ws, x)
        return ws - 0.1 * g, l

    spec = NamedSharding(m, P(None, "fsdp", None))
    return [("jit_scan_fsdp_step", jax.jit(step, out_shardings=(spec, NamedSharding(m, P()))),
             [put(layers, m, P(None, "fsdp", None)), put(x, m, P("fsdp"))], None)]


def uneven_cases():
    """Dimensions the mesh axes do not divide, which XLA pads (ceil(size / parts) per device, the
    last blocks padding). JAX refuses such shardings on jit's arguments and results, so the
    arguments are replicated and with_sharding_constraint splits them inside."""
    out = []
    m = mesh((8,), ("data",))
    rep = NamedSharding(m, P())
    wsc = lambda v, *spec, m=m: lax.with_sharding_constraint(v, NamedSharding(m, P(*spec)))
    # A batch of 12 rows over 8 devices: 2 rows each, the last two devices all padding.
    x, w = f32(12, 32), f32(32, 16, scale=0.2)
    layer = jax.jit(lambda x, w: jnp.tanh(wsc(x, "data") @ w), out_shardings=rep)
    out.append(("jit_uneven_batch_layer", layer, [put(x, m, P()), put(w, m, P())], None))
    # Reductions over the padded batch: the padding must not enter a sum, a max or a mean.
    # (The split value is computed, tanh(y), so that each device holds only its block.)
    y = f32(12, 20)

    def reductions(y):
        t = wsc(jnp.tanh(y), "data")
        return jnp.sum(t, 0), jnp.max(t, 0), jnp.mean(jnp.exp(t)), jnp.min(t, 0)

    reduce = jax.jit(reductions, out_shardings=(rep, rep, rep, rep))
    out.append(("jit_uneven_reductions", reduce, [put(y, m, P())], None))
    # A training step with a batch of 12 over 8 devices: the loss's mean and the gradients'
    # products contract the padded batch.
    m2 = mesh((8,), ("data",))
    xs, ys = f32(12, 32), f32(12, 16)
    w1, w2 = f32(32, 64, scale=0.2), f32(64, 16, scale=0.2)

    def dp_step(a, b, x, y):
        x = lax.with_sharding_constraint(x, NamedSharding(m2, P("data")))
        y = lax.with_sharding_constraint(y, NamedSharding(m2, P("data")))
        return sgd_step((a, b), x, y)

    rep2 = NamedSharding(m2, P())
    out.append(("jit_uneven_dp_step", jax.jit(dp_step, out_shardings=((rep2, rep2), rep2)),
                [put(w1, m2, P()), put(w2, m2, P()), put(xs, m2, P()), put(ys, m2, P())], None))
    # Megatron's MLP with a hidden width of 100 over 8: the second product contracts the padded
    # hidden dimension.
    mm = mesh((8,), ("model",))
    rep = NamedSharding(mm, P())
    xh, a, b = f32(16, 32), f32(32, 100, scale=0.2), f32(100, 16, scale=0.2)

    def mlp(x, a, b):
        a = lax.with_sharding_constraint(a, NamedSharding(mm, P(None, "model")))
        b = lax.with_sharding_constraint(b, NamedSharding(mm, P("model", None)))
        return jax.nn.relu(x @ a) @ b

    out.append(("jit_uneven_hidden_tp", jax.jit(mlp, out_shardings=rep),
                [put(xh, mm, P()), put(a, mm, P()), put(b, mm, P())], None))
    # Layernorm over a feature dimension of 100 split over 8.
    xf = f32(16, 100)
    ln = jax.jit(lambda x: layernorm(lax.with_sharding_constraint(x, NamedSharding(mm, P(None, "model")))) * 2.0,
                 out_shardings=rep)
    out.append(("jit_uneven_layernorm", ln, [put(xf, mm, P())], None))
    # Cross-entropy over a vocabulary of 1001 split over data x model (2 x 4): a max and a sum
    # over the padded vocabulary.
    md = mesh((2, 4), ("data", "model"))
    xv, wv = f32(8, 32), f32(32, 1001, scale=0.1)
    labels = np.random.default_rng(9).integers(0, 1001, (8,)).astype(np.int32)

    def xent(x, w, labels):
        w = lax.with_sharding_constraint(w, NamedSharding(md, P(None, ("data", "model"))))
        logits = jax.nn.log_softmax(x @ w, axis=-1)
        return -jnp.mean(jnp.take_along_axis(logits, labels[:, None], axis=-1))

    out.append(("jit_uneven_vocab_xent", jax.jit(xent, out_shardings=NamedSharding(md, P())),
                [put(xv, md, P()), put(wv, md, P()), put(labels, md, P())], None))
    # A 2-D split with one dimension padded (30 over model=4), transposed and reduced.
    x2 = f32(10, 30)

    def two_d(x):
        e = jnp.exp(lax.with_sharding_constraint(x, NamedSharding(md, P("data", "model")))).T
        return jnp.sum(e, 0), e * 3.0

    out.append(("jit_uneven_2d_transpose", jax.jit(two_d, out_shardings=(NamedSharding(md, P()),) * 2),
                [put(x2, md, P())], None))
    # Ops that read across a padded dimension (a cumulative sum, a reversal, a slice): XLA and
    # pmapsim gather it first.
    xc = f32(12, 16)

    def across(x):
        x = lax.with_sharding_constraint(jnp.tanh(x), NamedSharding(m2, P("data")))
        return jnp.cumsum(x, 0), jnp.flip(x, 0)[1:] * 2.0

    out.append(("jit_uneven_cumsum_flip", jax.jit(across, out_shardings=(rep2,) * 2),
                [put(xc, m2, P())], None))
    return out


def bool_reduction_cases():
    """jnp.all and jnp.any over a split dimension (an optimizer's finiteness check, a mask's
    coverage): reduces of and/or over bools, which XLA completes with an all-reduce."""
    m = mesh((8,), ("data",))
    rep = NamedSharding(m, P())
    x = f32(16, 24)
    x[3, 5] = np.inf

    def checks(x):
        t = jnp.tanh(x) * 3
        return jnp.all(jnp.isfinite(x)), jnp.all(t > -2.5, axis=0), jnp.any(t > 2.5, axis=0)

    fn = jax.jit(checks, out_shardings=(rep, rep, rep))
    return [("jit_bool_reductions", fn, [put(x, m, P("data", None))], None)]


def loop_broadcast_cases():
    """Causal attention in a scan over layers, batch sharded: the mask (iotas compared) and the
    -1e30 fill are broadcasts inside the loop's body, which XLA splits along the batch without
    moving data (no whole-batch array, no slice by partition id)."""
    m = mesh((8,), ("data",))
    B, T, H, Dh, L = 16, 8, 2, 4, 3
    x = f32(B, T, H * Dh)
    ws = f32(L, H * Dh, 3 * H * Dh, scale=0.3)

    def layers(x, ws):
        def body(h, w):
            q, k, v = jnp.split((h @ w).reshape(B, T, 3, H, Dh), 3, axis=2)
            s = jnp.einsum("btxhd,bsxhd->bhts", q, k)
            causal = lax.broadcasted_iota(jnp.int32, (T, T), 0) >= lax.broadcasted_iota(jnp.int32, (T, T), 1)
            s = jnp.where(causal, s, -1e30)
            a = jnp.einsum("bhts,bsxhd->bthd", jax.nn.softmax(s, -1), v)
            return h + a.reshape(B, T, H * Dh), None
        return lax.scan(body, x, ws)[0]

    fn = jax.jit(layers, out_shardings=NamedSharding(m, P("data")))
    return [("jit_scan_causal_attention", fn, [put(x, m, P("data")), put(ws, m, P())], None)]


def composite_cases():
    """Attention as a jax.lax.composite (a kernel's stand-in, as a Pallas kernel would be) over
    batch-sharded q, k, v: the composite stays one call, partitioned per device."""
    m = mesh((8,), ("data",))
    q, k, v = f32(16, 2, 8, 4), f32(16, 2, 8, 4), f32(16, 2, 8, 4)

    def attend(q, k, v):
        s = jnp.einsum("bhtd,bhsd->bhts", q, k) / np.float32(2.0)
        return jnp.einsum("bhts,bhsd->bhtd", jax.nn.softmax(s, -1), v)

    kernel = jax.lax.composite(attend, name="flash_attention.forward")
    fn = jax.jit(lambda q, k, v: kernel(q, k, v) * 2.0, out_shardings=NamedSharding(m, P("data")))
    return [("jit_composite_attention", fn, [put(a, m, P("data")) for a in (q, k, v)], None)]


def sort_cases():
    """Sorts along a split dimension, as XLA partitions them: the sort dimension's axes move with
    an all-to-all to the first other dimension they divide (an argsort's iota with them), the
    results move back; where no dimension takes them, the sort dimension is gathered."""
    m8, m42 = mesh((8,), ("data",)), mesh((4, 2), ("data", "model"))
    return [
        ("jit_argsort_rows_2d", jax.jit(lambda x: jnp.argsort(x, axis=0)), [put(f32(16, 16), m42, P("data", "model"))], None),
        ("jit_sort_middle_dim", jax.jit(lambda x: jnp.sort(x, axis=1)), [put(f32(8, 16, 64), m8, P(None, "data", None))], None),
        ("jit_sort_gathered", jax.jit(lambda x: jnp.sort(x, axis=0)), [put(f32(16, 6), m8, P("data", None))], None),
    ]


def moe_top_k_cases():
    """A Mixtral-style MoE layer on a 2x4 mesh: top-2 routing (jax.lax.top_k, which XLA runs on
    its whole operand), tokens over data, experts over model."""
    m = mesh((2, 4), ("data", "model"))
    E, T, D, F = 4, 32, 16, 32

    def moe(x, router, w1, w2):
        vals, idx = lax.top_k(x @ router, 2)
        combine = jnp.einsum("tk,tke->te", jax.nn.softmax(vals, -1), jax.nn.one_hot(idx, E))
        h = jax.nn.silu(jnp.einsum("td,edf->tef", x, w1))
        return jnp.einsum("ted,te->td", jnp.einsum("tef,efd->ted", h, w2), combine)

    fn = jax.jit(moe, out_shardings=NamedSharding(m, P("data")))
    args = [put(f32(T, D), m, P("data")), put(f32(D, E, scale=0.3), m, P()),
            put(f32(E, D, F, scale=0.3), m, P("model")), put(f32(E, F, D, scale=0.3), m, P("model"))]
    return [("jit_moe_top2_routing", fn, args, None)]


def slice_cases():
    """Slices of a split dimension, which XLA partitions with collective permutes of the rows each
    device's block needs (its compact halo exchange), the result staying split; and a sort whose
    results move back to the operand's sharding before a slice reads them."""
    m = mesh((8,), ("data",))
    return [
        ("jit_slice_rows_middle", jax.jit(lambda x: x[3:11] * 2), [put(f32(16, 16), m, P("data", None))], None),
        ("jit_slice_rows_head_sum", jax.jit(lambda x: jnp.sum(x[:4], 0)), [put(f32(16, 16), m, P("data", None))], None),
        ("jit_slice_rows_wide", jax.jit(lambda x: x[8:40] * 2), [put(f32(64, 16), m, P("data", None))], None),
        ("jit_sort_then_slice", jax.jit(lambda x: jnp.sum(jnp.sort(x, axis=0)[:4], 0)), [put(f32(16, 16), m, P("data", None))], None),
    ]


def sequence_shift_cases():
    """A language model's loss with the sequence split over data: logits[:, :-1] against
    labels[:, 1:] (each device's logits stay in place, one label column comes from the right
    neighbour) and take_along_axis over the padded, uneven result."""
    m = mesh((8,), ("data",))

    def loss(logits, labels):
        lp = jax.nn.log_softmax(logits[:, :-1], -1)
        return -jnp.mean(jnp.take_along_axis(lp, labels[:, 1:, None], -1))

    labels = rng.integers(0, 8, (2, 16)).astype(np.int32)
    return [("jit_lm_shift_seq", jax.jit(loss), [put(f32(2, 16, 8), m, P(None, "data")), put(labels, m, P(None, "data"))], None)]


def uneven_slice_cases():
    """Both split dimensions cut to an uneven size, then a layer norm; the result, which a
    jax.Array cannot hold split unevenly, is gathered."""
    m = mesh((4, 2), ("data", "model"))

    def norm(x, g):
        y = x[:10, :10]
        return (y - y.mean(-1, keepdims=True)) / jnp.sqrt(y.var(-1, keepdims=True) + 1e-5) * g[:10]

    return [("jit_slice_two_dims_uneven", jax.jit(norm), [put(f32(16, 12), m, P("data", "model")), put(f32(12), m, P("model"))], None)]


def concat_split_cases():
    """Concatenations along a split dimension (two halves; a cache and its new rows): XLA moves the
    dimension's axes to another dimension with one all-to-all per operand, concatenates whole
    columns, and moves the result back."""
    m = mesh((8,), ("data",))
    return [
        ("jit_concat_split_rows", jax.jit(lambda a, b: jnp.concatenate([a, b], 0) + 1),
         [put(f32(16, 8), m, P("data")), put(f32(16, 8), m, P("data"))], None),
        ("jit_concat_cache_rows", jax.jit(lambda c, n: jnp.concatenate([c, n], 0) * 2),
         [put(f32(64, 8), m, P("data")), put(f32(8, 8), m, P("data"))], None),
    ]


def pad_split_cases():
    """jnp.pad of a split dimension: each device's block of the padded array comes from its
    neighbours' edge rows (collective permutes), the pad value where no row exists; a conv net
    pads its spatially split input explicitly and convolves VALID."""
    m = mesh((8,), ("data",))

    def padded_conv(x, k):
        y = jnp.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0)))
        return jax.nn.relu(lax.conv_general_dilated(y, k, (1, 1), "VALID", dimension_numbers=("NHWC", "HWIO", "NHWC")))

    return [
        ("jit_pad_split_rows", jax.jit(lambda x: jnp.pad(x, ((2, 2), (0, 0))) * 3), [put(f32(16, 8), m, P("data"))], None),
        ("jit_pad_then_conv_spatial", jax.jit(padded_conv, out_shardings=NamedSharding(m, P(None, "data"))),
         [put(f32(2, 16, 8, 3), m, P(None, "data")), put(f32(3, 3, 3, 4, scale=0.3), m, P())], None),
    ]


def valid_window_cases():
    """Stride-1 windows whose output is shorter than their input (VALID) on a split spatial
    dimension: each device computes the output rows starting where its input block starts, with
    the next block's first rows as a halo (one collective permute), the output split unevenly;
    where the window reaches past the next block, XLA gathers."""
    m = mesh((8,), ("data",))
    nhwc = ("NHWC", "HWIO", "NHWC")

    def valid_conv_loss(x, k):
        return jnp.sum(jnp.square(lax.conv_general_dilated(x, k, (1, 1), "VALID", dimension_numbers=nhwc)))

    def valid_max_loss(x):
        pooled = lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 1, 1, 1), "VALID")
        return jnp.sum(jnp.square(pooled))

    def wide_valid_conv(x, k):
        y = lax.conv_general_dilated(x, k, (1, 1), "VALID", dimension_numbers=nhwc)
        return lax.with_sharding_constraint(y, NamedSharding(m, P(None, "data")))

    return [
        ("jit_valid_conv_spatial_loss", jax.jit(valid_conv_loss),
         [put(f32(2, 16, 8, 3), m, P(None, "data")), put(f32(3, 3, 3, 4, scale=0.3), m, P())], None),
        ("jit_valid_max_window_spatial", jax.jit(valid_max_loss), [put(f32(2, 32, 10, 4), m, P(None, "data"))], None),
        ("jit_valid_conv_wide_window", jax.jit(wide_valid_conv, out_shardings=NamedSharding(m, P())),
         [put(f32(2, 40, 10, 3), m, P(None, "data")), put(f32(5, 5, 3, 6, scale=0.2), m, P())], None),
    ]


def label_pick_grad_cases():
    """The gradient of picking each label's log-probability with take_along_axis (as optax's
    integer-label cross-entropy does) from logits split over the vocabulary: a scatter-add with
    batching dimensions into the logits' shape, which each device writes into its own block of
    the vocabulary (the labels shifted by the block's offset, the others dropped), as XLA does,
    not into the whole vocabulary. Its shard_map twin writes the same per device."""
    m = mesh((8,), ("model",))

    def picked(logits, labels):  # (squared: the gradient reads the logits, which jit then keeps)
        return jnp.sum(jnp.take_along_axis(jnp.square(logits), labels[..., None], -1))

    def twin_grad(logits, labels):
        # The same pick from this device's block, the labels shifted by its offset; another
        # block's label reads the fill value and its gradient is dropped.
        local = labels - lax.axis_index("model") * logits.shape[-1]
        return jax.grad(lambda l: jnp.sum(jnp.take_along_axis(jnp.square(l), local[..., None], -1, mode="fill",
                                                               fill_value=0)))(logits)

    split = NamedSharding(m, P(None, None, "model"))
    twin = jax.jit(shard_map(twin_grad, mesh=m, in_specs=(P(None, None, "model"), P()),
                             out_specs=P(None, None, "model"), check_vma=False))
    labels = rng.integers(0, 2048, (4, 16)).astype(np.int32)
    return [("jit_label_pick_grad_vocab_split", jax.jit(jax.grad(picked), out_shardings=split),
             [put(f32(4, 16, 2048), m, P(None, None, "model")), put(labels, m, P())], twin)]


def uneven_all_to_all_cases():
    """A reshard that moves an axis between dimensions where one of them does not divide: rows split
    over 8 wanted as 100 columns over 8 (blocks of 13, the last 4 short), and back. XLA pads the
    columns to 104 and moves them with one all_to_all (each device sends 8 x [4, 13]), and cuts the
    padding after the way back; it gathers neither. Then an FSDP step whose hidden width (36) does
    not divide: its weight-gradient dots move the activations the same way."""
    m = mesh((8,), ("fsdp",))

    def rows_to_columns(x):
        y = lax.with_sharding_constraint(jnp.tanh(x), NamedSharding(m, P(None, "fsdp")))
        z = lax.with_sharding_constraint(y * 2.0, NamedSharding(m, P("fsdp", None)))
        return jnp.sum(z * x)

    def fsdp_loss(params, x):
        w1, b1, w2 = params
        h = jnp.tanh(x @ w1 + b1)
        return jnp.mean(jnp.square(h @ w2))

    def fsdp_step(w1, b1, w2, x):
        params = [lax.with_sharding_constraint(p, NamedSharding(m, P("fsdp"))) for p in (w1, b1, w2)]
        grads = jax.grad(fsdp_loss)(params, x)
        return [p - 0.1 * g for p, g in zip(params, grads)]

    return [
        ("jit_uneven_rows_to_columns_all_to_all", jax.jit(rows_to_columns), [put(f32(32, 100), m, P("fsdp", None))], None),
        # (the new parameters leave whole: JAX takes no uneven result)
        ("jit_fsdp_step_uneven_hidden", jax.jit(fsdp_step, out_shardings=NamedSharding(m, P())),
         [put(f32(100, 36, scale=0.1), m, P()), put(f32(36, scale=0.1), m, P()), put(f32(36, 10, scale=0.1), m, P()),
          put(f32(32, 100), m, P("fsdp", None))],
         None),
    ]


def strided_slice_cases():
    """Strided slices of a dimension split over 8 whose rows are not every stride-th row of each
    block: x[2::2] (the next block's first row ends each block's share, as jax.lax.associative_scan
    slices, so jnp.cumsum as the CPU lowers it), x[1:-1:2] (31 rows: the result's blocks padded)
    and x[3::4]. XLA keeps the result split and sends each block the rows its share reaches into
    (one collective permute), gathering nothing."""
    m = mesh((8,), ("data",))

    def strided(x):
        x = lax.with_sharding_constraint(jnp.tanh(x), NamedSharding(m, P("data")))
        return jnp.sum(x[2::2] * x[1:-1:2], axis=1), jnp.sum(x[3::4] ** 2, axis=0)

    def running_total(x):
        return jnp.cumsum(jnp.tanh(x), axis=0) * 0.5

    return [
        ("jit_strided_slices_next_block", jax.jit(strided, out_shardings=NamedSharding(m, P())),
         [put(f32(64, 32), m, P("data"))], None),
        ("jit_cumsum_rows_split", jax.jit(running_total, out_shardings=NamedSharding(m, P("data"))),
         [put(f32(64, 16), m, P("data"))], None),
    ]


def grad_accumulation_cases():
    """Gradient accumulation: a data-parallel SGD step whose gradient is summed over 4 micro-batches
    in a scan. Each micro-batch's weight gradient is a partial sum over data; XLA's CPU pipeline
    all-reduces it inside the loop (the bytes per device are the same either way), where XLA's
    while-loop all-reduce code motion and the shard_map twin sum once after the loop."""
    m = mesh((8,), ("data",))
    micro = 4

    def accumulated(w1, w2, xs, ys):
        def body(acc, xy):
            loss, grads = jax.value_and_grad(mlp_loss)((w1, w2), *xy)
            return (acc[0] + loss, acc[1] + grads[0], acc[2] + grads[1]), None
        zeros = (jnp.zeros((), jnp.float32), jnp.zeros_like(w1), jnp.zeros_like(w2))
        (loss, g1, g2), _ = lax.scan(body, zeros, (xs, ys))
        return loss / micro, g1 / micro, g2 / micro

    def step(w1, w2, xs, ys):
        loss, g1, g2 = accumulated(w1, w2, xs, ys)
        return w1 - 0.1 * g1, w2 - 0.1 * g2, loss

    def twin(w1, w2, xs, ys):
        loss, g1, g2 = accumulated(w1, w2, xs, ys)
        loss, g1, g2 = lax.pmean((loss, g1, g2), "data")
        return w1 - 0.1 * g1, w2 - 0.1 * g2, loss

    rep = NamedSharding(m, P())
    args = [put(f32(128, 256, scale=0.1), m, P()), put(f32(256, 64, scale=0.1), m, P()),
            put(f32(micro, 256, 128), m, P(None, "data")), put(f32(micro, 256, 64), m, P(None, "data"))]
    twin_fn = jax.jit(shard_map(twin, mesh=m, in_specs=(P(), P(), P(None, "data"), P(None, "data")),
                                out_specs=(P(), P(), P()), check_vma=False))
    cases = [("jit_grad_accumulation_sgd_step", jax.jit(step, out_shardings=(rep, rep, rep)), args, twin_fn)]

    # The same under FSDP: the weights split by rows over the axis, gathered for the micro-batches,
    # the accumulated gradients reduce-scattered once after the loop (the twin gathers once before
    # its scan and scatters once after it).
    fsdp = NamedSharding(m, P("data"))

    def fsdp_twin(w1, w2, xs, ys):
        full1, full2 = lax.all_gather(w1, "data", tiled=True), lax.all_gather(w2, "data", tiled=True)

        def body(acc, xy):
            def local_loss(a, b):
                return jnp.sum((jax.nn.relu(xy[0] @ a) @ b - xy[1]) ** 2) / np.float32(256 * 64)
            loss, grads = jax.value_and_grad(local_loss, argnums=(0, 1))(full1, full2)
            return (acc[0] + loss, acc[1] + grads[0], acc[2] + grads[1]), None
        zeros = (jnp.zeros((), jnp.float32), jnp.zeros_like(full1), jnp.zeros_like(full2))
        (loss, g1, g2), _ = lax.scan(body, zeros, (xs, ys))
        g1 = lax.psum_scatter(g1, "data", scatter_dimension=0, tiled=True)
        g2 = lax.psum_scatter(g2, "data", scatter_dimension=0, tiled=True)
        return w1 - 0.1 * g1 / micro, w2 - 0.1 * g2 / micro, lax.psum(loss, "data") / micro

    fsdp_args = [put(np.asarray(args[0]), m, P("data")), put(np.asarray(args[1]), m, P("data")), args[2], args[3]]
    fsdp_twin_fn = jax.jit(shard_map(fsdp_twin, mesh=m, in_specs=(P("data"), P("data"), P(None, "data"), P(None, "data")),
                                     out_specs=(P("data"), P("data"), P()), check_vma=False))
    cases.append(("jit_grad_accumulation_fsdp_step", jax.jit(step, out_shardings=(fsdp, fsdp, rep)), fsdp_args,
                  fsdp_twin_fn))
    return cases


def sequence_parallel_grad_cases():
    """The weight gradients of a sequence-parallel MLP (activations split by batch over data and by
    sequence over model, weights split over model and gathered for the dots): each gradient is a
    sum over both axes, wanted split over model. XLA sums over model and slices (a reduce-scatter
    in bytes), then sums over data on the slice: a quarter of the bytes of summing both whole."""
    m = mesh((2, 4), ("data", "model"))

    def mlp(x, w1, w2):
        y = x + jax.nn.gelu(x @ w1) @ w2
        return lax.with_sharding_constraint(y, NamedSharding(m, P("data", "model", None)))

    grad = jax.jit(jax.grad(lambda w1, w2, x: jnp.mean(mlp(x, w1, w2) ** 2), argnums=(0, 1)),
                   out_shardings=(NamedSharding(m, P(None, "model")), NamedSharding(m, P("model", None))))
    return [("jit_sequence_parallel_weight_grads", grad,
             [put(f32(128, 512, scale=0.1), m, P(None, "model")), put(f32(512, 128, scale=0.1), m, P("model", None)),
              put(f32(16, 32, 128), m, P("data", "model"))], None)]


def new_axis_reshard_cases():
    """Columns split over x (2 x 4 mesh) wanted as rows split over x then y: y splits no dimension
    yet, so XLA cuts the rows over y where they are (no communication), moves x to the rows with an
    all_to_all of a quarter of the block, and puts the rows' two axes in order with a collective
    permute; moving x first would send the whole block."""
    m = mesh((2, 4), ("x", "y"))

    def move(a):
        b = lax.with_sharding_constraint(jnp.tanh(a), NamedSharding(m, P(("x", "y"), None)))
        return b * 2.0

    return [("jit_reshard_new_axis_then_trade", jax.jit(move, out_shardings=NamedSharding(m, P(("x", "y"), None))),
             [put(f32(32, 16), m, P(None, "x"))], None)]


def strided_conv_grad_cases():
    """The gradient of a stride-2 convolution split along height: its kernel gradient is a
    convolution whose window (the output's gradient) is dilated by the stride, each device summing
    its rows' part with a halo (one all-reduce completes it); its input gradient dilates the
    output's gradient by the stride, each device computing twice its rows from them and a halo
    of one row. XLA exchanges halos for both; neither gathers."""
    m = mesh((8,), ("data",))
    nhwc = ("NHWC", "HWIO", "NHWC")

    def loss(k, x, window):
        y = lax.conv_general_dilated(x, k, (2, 2), "SAME", dimension_numbers=nhwc)
        return jnp.sum(jnp.square(y))

    return [
        ("jit_strided_conv_grad_3x3", jax.jit(jax.value_and_grad(lambda k, x: loss(k, x, 3), argnums=(0, 1))),
         [put(f32(3, 3, 4, 8, scale=0.3), m, P()), put(f32(2, 32, 8, 4), m, P(None, "data"))], None),
        ("jit_strided_conv_grad_4x4", jax.jit(jax.value_and_grad(lambda k, x: loss(k, x, 4), argnums=(0, 1))),
         [put(f32(4, 4, 4, 8, scale=0.3), m, P()), put(f32(2, 32, 8, 4), m, P(None, "data"))], None),
    ]


def roll_cases():
    """jnp.roll of a split dimension (a concatenate of two slices): XLA rewrites it to a rotate,
    each block built from shifted pieces of others, one collective permute a piece."""
    m8, m42 = mesh((8,), ("data",)), mesh((4, 2), ("data", "model"))
    return [
        ("jit_roll_rows", jax.jit(lambda x: jnp.roll(x, 3, 0)), [put(f32(16, 8), m8, P("data"))], None),
        ("jit_roll_columns_2d", jax.jit(lambda x: jnp.roll(x, 1, 1) + 1), [put(f32(8, 16), m42, P("data", "model"))], None),
    ]


def reverse_cases():
    """A reverse of a split dimension: XLA mirrors the blocks with one collective permute and
    reverses each in place."""
    m = mesh((4, 2), ("data", "model"))
    return [("jit_flip_rows", jax.jit(lambda x: jnp.flip(x, (0, 1)) * 2), [put(f32(16, 8), m, P("data", None))], None)]


def spatial_training_cases():
    """A SAME conv net's training step with its images split along their height: the kernels'
    gradients are convolutions whose window is the activations' gradient, as long as the input,
    which XLA splits like the input (a halo each side) and sums. An einsum contracting two
    dimensions split over different mesh axes: XLA sums with one all-reduce per dimension. A
    strided convolution split along its input's height."""
    m8, m24 = mesh((8,), ("space",)), mesh((2, 4), ("data", "model"))
    dn = ("NHWC", "HWIO", "NHWC")

    def net_loss(k1, k2, x):
        y = jax.nn.relu(lax.conv_general_dilated(x, k1, (1, 1), "SAME", dimension_numbers=dn))
        return jnp.mean(lax.conv_general_dilated(y, k2, (1, 1), "SAME", dimension_numbers=dn) ** 2)

    def net_step(x, k1, k2):
        loss, (g1, g2) = jax.value_and_grad(net_loss, argnums=(0, 1))(k1, k2, x)
        return k1 - 0.1 * g1, k2 - 0.1 * g2, loss

    rep = NamedSharding(m8, P())
    conv_args = [put(f32(2, 32, 16, 4), m8, P(None, "space")), put(f32(3, 3, 4, 8, scale=0.2), m8, P()),
                 put(f32(3, 3, 8, 8, scale=0.2), m8, P())]
    two = jax.jit(lambda a, b: jnp.einsum("xij,ijy->xy", a, b), out_shardings=NamedSharding(m24, P()))
    two_args = [put(f32(16, 8, 16), m24, P(None, "data", "model")), put(f32(8, 16, 12), m24, P("data", "model"))]
    # A stride-2 SAME convolution (a downsampling layer): each device's output rows start two input
    # rows apart, so XLA splits the input by output rows and exchanges halos.
    strided = jax.jit(lambda x, k: lax.conv_general_dilated(x, k, (2, 2), "SAME", dimension_numbers=dn),
                      out_shardings=NamedSharding(m8, P(None, "space")))
    strided_args = [put(f32(2, 64, 16, 4), m8, P(None, "space")), put(f32(4, 4, 4, 8, scale=0.2), m8, P())]
    return [("jit_conv_spatial_step", jax.jit(net_step, out_shardings=(rep, rep, rep)), conv_args, None),
            ("jit_einsum_two_split_contractions", two, two_args, None),
            ("jit_conv_strided_spatial", strided, strided_args, None)]


def fsdp_tp_cases():
    """FSDP and tensor parallel on one 2-D mesh (MaxText's fsdp x tensor): each weight split over
    both axes, the batch over data. XLA gathers each weight's data axis for its dots rather than
    move the activations' data axis onto the contracted dimension."""
    m = mesh((2, 4), ("data", "model"))

    def loss(w1, w2, x, y):
        return jnp.mean((jax.nn.gelu(x @ w1) @ w2 - y) ** 2)

    def step(w1, w2, x, y):
        l, (g1, g2) = jax.value_and_grad(loss, argnums=(0, 1))(w1, w2, x, y)
        return w1 - 0.1 * g1, w2 - 0.1 * g2, l

    s1, s2 = P("data", "model"), P("model", "data")
    outs = (NamedSharding(m, s1), NamedSharding(m, s2), NamedSharding(m, P()))
    args = [put(f32(32, 128, scale=0.1), m, s1), put(f32(128, 32, scale=0.1), m, s2), put(f32(16, 32), m, P("data")),
            put(f32(16, 32), m, P("data"))]
    return [("jit_fsdp_tp_2d_mlp_step", jax.jit(step, out_shardings=outs), args, None)]


def pooling_halo_cases():
    """A ResNet stem split along the images' height: a 7x7 stride-2 SAME convolution, then a 3x3
    stride-2 SAME max pool, whose window reaches into the next block; the values are negative, so
    the pool's padding past the ends must be its init (-inf), not zeros. XLA exchanges halos."""
    m = mesh((8,), ("space",))

    def stem(x, k):
        y = lax.conv_general_dilated(x, k, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return lax.reduce_window(y - 10.0, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")

    args = [put(f32(2, 64, 32, 3), m, P(None, "space")), put(f32(7, 7, 3, 8, scale=0.1), m, P())]
    return [("jit_resnet_stem_spatial", jax.jit(stem, out_shardings=NamedSharding(m, P(None, "space"))), args, None)]


def explicit_reshard_cases():
    """A mesh of Explicit axes (shardings in the types, as JAX 0.12 writes them under
    jax.set_mesh): an explicit reshard to a replicated dimension is where XLA gathers, even
    where a sum over that dimension could take partial sums instead."""
    from jax.sharding import AxisType
    m = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Explicit),
                      devices=list(DEVICES))

    def f(x, w):
        h = jnp.tanh(x @ w)
        h = jax.sharding.reshard(h, NamedSharding(m, P("data", None)))
        return jnp.sum(h, axis=1)

    args = [put(f32(64, 32), m, P("data", None)), put(f32(32, 16, scale=0.2), m, P(None, "model"))]
    return [("jit_explicit_reshard_gather", jax.jit(f), args, None)]


def explicit_scan_cases():
    """FSDP layers scanned under a mesh of Explicit axes, each layer's weights gathered by an
    explicit reshard in the scan's body. JAX 0.12 writes the scan's indexing of its stacks as
    calls holding sharding constraints (dynamic_index_in_dim, dynamic_update_index_in_dim): read
    where they stand, they keep the stacked gradients split, and XLA reduce-scatters them."""
    from jax.sharding import AxisType
    m = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,), devices=list(DEVICES))
    whole = NamedSharding(m, P())
    L, B, D, F = 3, 64, 32, 48

    def tanh_loss(ws, x):
        def layer(h, w):
            return jnp.tanh(h @ jax.sharding.reshard(w, whole)), None
        h, _ = lax.scan(layer, x, ws)
        return jnp.mean(h * h)

    def tanh_step(ws, x):
        l, g = jax.value_and_grad(tanh_loss)(ws, x)
        return ws - 0.1 * g, l

    def mlp_loss(params, x):
        def layer(h, w):
            up = jax.sharding.reshard(w[0], whole)
            down = jax.sharding.reshard(w[1], whole)
            return h + jax.nn.gelu(h @ up) @ down, None
        h, _ = lax.scan(layer, x, params)
        return jnp.mean(h * h)

    def mlp_step(w1, w2, x):
        l, g = jax.value_and_grad(mlp_loss)((w1, w2), x)
        return w1 - 0.1 * g[0], w2 - 0.1 * g[1], l

    x = put(f32(B, D), m, P("data", None))
    return [
        ("jit_explicit_fsdp_scan_step", jax.jit(tanh_step),
         [put(f32(L, D, D, scale=0.2), m, P(None, "data", None)), x], None),
        ("jit_explicit_fsdp_scan_mlp_step", jax.jit(mlp_step),
         [put(f32(L, D, F, scale=0.2), m, P(None, "data", None)),
          put(f32(L, F, D, scale=0.2), m, P(None, None, "data")), x], None),
    ]


def scan_stack_cases():
    """A scan over layers trained on a data x model mesh, its weights' columns over model: the
    backward pass reads the activations the forward scan saved in stacks, carried through the
    loop beside the activation they save. A stack takes the split of what it saves (here both
    axes), or it is gathered whole on every trip."""
    m = mesh((4, 2), ("data", "model"))
    L, B, D = 4, 64, 64

    def loss(ws, x):
        def layer(h, w):
            return jnp.tanh(h @ w) + h, None
        h, _ = lax.scan(layer, x, ws)
        return jnp.mean(h * h)

    def step(ws, x):
        l, g = jax.value_and_grad(loss)(ws, x)
        return l, ws - 0.1 * g

    args = [put(f32(L, D, D, scale=0.1), m, P(None, None, "model")), put(f32(B, D), m, P("data"))]
    return [("jit_scan_dptp_saved_stacks", jax.jit(step), args, None)]


def lm_head_cases():
    """A decoder trained as MaxText trains one: layers scanned, then an RMSNorm whose scale is split
    like the weights, the vocabulary head and a cross entropy. Under FSDP alone and under FSDP x
    tensor parallel. XLA keeps the activations' batch on the fsdp axis past the loop and gathers the
    scale and the head's weight, rather than move the activations' axis onto the feature dimension."""
    L, B, D, F, V = 3, 16, 32, 64, 48
    rng = np.random.default_rng(7)
    labels = rng.integers(0, V, (B,)).astype(np.int32)

    def forward(params, x):
        def block(h, w):
            return h + jax.nn.gelu(h @ w[0]) @ w[1], None
        h, _ = lax.scan(block, x, (params[0], params[1]))
        h = h * lax.rsqrt(jnp.mean(h * h, axis=-1, keepdims=True) + 1e-6) * params[2]
        return h @ params[3]

    def loss(params, x, labels):
        logp = jax.nn.log_softmax(forward(params, x), axis=-1)
        return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=-1))

    def step(w1, w2, scale, wout, x, labels):
        l, g = jax.value_and_grad(loss)((w1, w2, scale, wout), x, labels)
        return tuple(p - 0.1 * q for p, q in zip((w1, w2, scale, wout), g)) + (l,)

    params = [f32(L, D, F, scale=0.1), f32(L, F, D, scale=0.1), 1.0 + f32(D, scale=0.1), f32(D, V, scale=0.1)]
    out = []
    for name, shape, names, specs in [
            ("jit_scan_fsdp_lm_step", (8,), ("fsdp",),
             [P(None, "fsdp", None), P(None, None, "fsdp"), P("fsdp"), P("fsdp", None), P("fsdp"), P("fsdp")]),
            ("jit_scan_fsdp_tp_lm_step", (4, 2), ("fsdp", "tensor"),
             [P(None, "fsdp", "tensor"), P(None, "tensor", "fsdp"), P("fsdp"), P("fsdp", "tensor"), P("fsdp"),
              P("fsdp")])]:
        m = mesh(shape, names)
        shardings = tuple(NamedSharding(m, spec) for spec in specs[:4]) + (NamedSharding(m, P()),)
        args = [put(a, m, spec) for a, spec in zip(params + [f32(B, D), labels], specs)]
        out.append((name, jax.jit(step, out_shardings=shardings), args, None))
    return out


def recipe_cases():
    """Training recipes as people write them with jax.jit: a Megatron block with separate q, k, v
    and causal attention (data x model), sequence parallel (activations over model between the
    blocks, by sharding constraints), FSDP with Adam's moments sharded as the weights, experts of
    an MoE layer over model, gradient accumulation by a scan over micro-batches, and a MaXText-like
    decoder (attention and MLP, layers scanned) under FSDP x tensor parallel."""
    out = []
    m = mesh((2, 4), ("data", "model"))
    m8 = mesh((8,), ("fsdp",))
    B, S, D, H, F = 4, 8, 32, 4, 64

    def attention(x, wq, wk, wv, wo):
        b, s, _ = x.shape
        q, k, v = ((x @ w).reshape(b, s, H, -1) for w in (wq, wk, wv))
        scores = jnp.einsum("bshd,bthd->bhst", q, k) / np.float32(np.sqrt(q.shape[-1]))
        scores = jnp.where(jnp.tril(jnp.ones((s, s), bool)), scores, np.float32(-1e9))
        return jnp.einsum("bhst,bthd->bshd", jax.nn.softmax(scores, -1), v).reshape(b, s, -1) @ wo

    def norm(x, g):
        mu = x.mean(-1, keepdims=True)
        return (x - mu) * lax.rsqrt(((x - mu) ** 2).mean(-1, keepdims=True) + 1e-5) * g

    # Megatron block, a training step: q, k, v and w1 split by columns, wo and w2 by rows.
    names = ["g1", "g2", "wk", "wo", "wq", "wv", "w1", "w2"]
    specs = {"g1": P(), "g2": P(), "wq": P(None, "model"), "wk": P(None, "model"), "wv": P(None, "model"),
             "wo": P("model", None), "w1": P(None, "model"), "w2": P("model", None)}
    shapes = {"g1": (D,), "g2": (D,), "wq": (D, D), "wk": (D, D), "wv": (D, D), "wo": (D, D), "w1": (D, F),
              "w2": (F, D)}

    def block_loss(p, x):
        h = x + attention(norm(x, p["g1"]), p["wq"], p["wk"], p["wv"], p["wo"])
        return jnp.mean((h + jax.nn.gelu(norm(h, p["g2"]) @ p["w1"]) @ p["w2"]) ** 2)

    def block_step(*a):
        p = dict(zip(names, a[:-1]))
        l, g = jax.value_and_grad(block_loss)(p, a[-1])
        return tuple(p[k] - 0.1 * g[k] for k in names) + (l,)

    args = [put(f32(*shapes[k], scale=0.2) + np.float32(k.startswith("g")), m, specs[k]) for k in names]
    outs = tuple(NamedSharding(m, specs[k]) for k in names) + (NamedSharding(m, P()),)
    out.append(("jit_megatron_attention_step", jax.jit(block_step, out_shardings=outs),
                args + [put(f32(B, S, D), m, P("data"))], None))

    # Sequence parallel: the norm runs over sequence blocks, the MLP tensor parallel.
    def seq_parallel(x, g, w1, w2):
        h = lax.with_sharding_constraint(norm(x, g), NamedSharding(m, P("data", None, None)))
        y = jax.nn.relu(h @ w1) @ w2
        return lax.with_sharding_constraint(y, NamedSharding(m, P("data", "model", None)))

    out.append(("jit_sequence_parallel_mlp", jax.jit(seq_parallel),
                [put(f32(B, S, D), m, P("data", "model")), put(1 + f32(D, scale=0.1), m, P()),
                 put(f32(D, F, scale=0.2), m, P(None, "model")), put(f32(F, D, scale=0.2), m, P("model", None))],
                None))

    # FSDP with Adam: moments sharded as the weights.
    def adam_step(w1, w2, m1, m2, v1, v2, x, y):
        l, grads = jax.value_and_grad(lambda w: jnp.mean((jnp.tanh(x @ w[0]) @ w[1] - y) ** 2))((w1, w2))
        new = []
        for w, g, mo, ve in zip((w1, w2), grads, (m1, m2), (v1, v2)):
            mo, ve = 0.9 * mo + 0.1 * g, 0.999 * ve + 0.001 * g * g
            new += [w - 1e-3 * mo / (jnp.sqrt(ve) + 1e-8), mo, ve]
        return tuple(new) + (l,)

    w = NamedSharding(m8, P("fsdp", None))
    args = [put(a, m8, P("fsdp", None)) for a in (f32(32, 64, scale=0.2), f32(64, 16, scale=0.2),
                                                   f32(32, 64, scale=0.01), f32(64, 16, scale=0.01),
                                                   np.abs(f32(32, 64, scale=0.01)), np.abs(f32(64, 16, scale=0.01)))]
    args = [args[0], args[1], args[2], args[3], args[4], args[5], put(f32(64, 32), m8, P("fsdp")),
            put(f32(64, 16), m8, P("fsdp"))]
    out.append(("jit_fsdp_adam_step", jax.jit(adam_step, out_shardings=(w,) * 6 + (NamedSharding(m8, P()),)),
                args, None))

    # Experts over model, tokens over data, a softmax gate.
    def moe(x, gate, e1, e2):
        h = jax.nn.relu(jnp.einsum("td,edf->tef", x, e1))
        y = jnp.einsum("tef,efd->ted", h, e2)
        return jnp.einsum("ted,te->td", y, jax.nn.softmax(x @ gate, -1))

    out.append(("jit_moe_experts_over_model", jax.jit(moe, out_shardings=NamedSharding(m, P("data"))),
                [put(f32(16, D), m, P("data")), put(f32(D, 4, scale=0.2), m, P()),
                 put(f32(4, D, F, scale=0.2), m, P("model")), put(f32(4, F, D, scale=0.2), m, P("model"))], None))

    # Gradient accumulation over micro-batches (a scan) under data parallel.
    def accumulate(w, xs, ys):
        def micro(g, xy):
            return g + jax.grad(lambda w: jnp.mean((jnp.tanh(xy[0] @ w) - xy[1]) ** 2))(w), None
        return w - 0.1 * lax.scan(micro, jnp.zeros_like(w), (xs, ys))[0]

    out.append(("jit_grad_accumulation_dp", jax.jit(accumulate, out_shardings=NamedSharding(m8, P())),
                [put(f32(D, 16, scale=0.2), m8, P()), put(f32(4, 64, D), m8, P(None, "fsdp")),
                 put(f32(4, 64, 16), m8, P(None, "fsdp"))], None))

    # A decoder as MaxText writes one: attention and MLP blocks scanned, FSDP x tensor parallel.
    m42 = mesh((4, 2), ("fsdp", "tensor"))

    def decoder_loss(ws, x):
        def layer(h, w):
            wq, wk, wv, wo, w1, w2 = w
            h = h + attention(norm(h, 1.0), wq, wk, wv, wo)
            return h + jax.nn.gelu(norm(h, 1.0) @ w1) @ w2, None
        return jnp.mean(lax.scan(layer, x, ws)[0] ** 2)

    def decoder_step(*a):
        l, g = jax.value_and_grad(decoder_loss)(a[:-1], a[-1])
        return tuple(w - 0.1 * gw for w, gw in zip(a[:-1], g)) + (l,)

    wspecs = [P(None, "fsdp", "tensor")] * 3 + [P(None, "tensor", "fsdp"), P(None, "fsdp", "tensor"),
                                                P(None, "tensor", "fsdp")]
    wshapes = [(2, D, D)] * 4 + [(2, D, F), (2, F, D)]
    args = [put(f32(*shape, scale=0.2), m42, spec) for shape, spec in zip(wshapes, wspecs)]
    outs = tuple(NamedSharding(m42, spec) for spec in wspecs) + (NamedSharding(m42, P()),)
    out.append(("jit_scan_decoder_fsdp_tp_step", jax.jit(decoder_step, out_shardings=outs),
                args + [put(f32(8, S, D), m42, P("fsdp"))], None))
    return out


def mesh_shape_cases():
    """Meshes and splits beyond two axes: an MLP step over data x fsdp x tensor with the batch split
    over two axes (XLA sums the weight gradients over fsdp, slices, then sums over data), attention
    heads over an 8-way model axis in a training step, experts over the axis their tokens are split
    along (an all_to_all each way), and activations held to [data, None, model] by constraints
    between the matmuls, as MaxText's logical rules hold them."""
    out = []
    D, F, S = 32, 64, 8
    m3 = mesh((2, 2, 2), ("data", "fsdp", "tensor"))

    def mlp_step(w1, w2, x, y):
        l, g = jax.value_and_grad(lambda w: jnp.mean((jax.nn.gelu(x @ w[0]) @ w[1] - y) ** 2))((w1, w2))
        return w1 - 0.1 * g[0], w2 - 0.1 * g[1], l

    s1, s2, batch = P("fsdp", "tensor"), P("tensor", "fsdp"), P(("data", "fsdp"))
    args = [put(f32(D, F, scale=0.2), m3, s1), put(f32(F, D, scale=0.2), m3, s2), put(f32(16, D), m3, batch),
            put(f32(16, D), m3, batch)]
    outs = (NamedSharding(m3, s1), NamedSharding(m3, s2), NamedSharding(m3, P()))
    out.append(("jit_three_axis_mlp_step", jax.jit(mlp_step, out_shardings=outs), args, None))

    m8 = mesh((8,), ("model",))

    def heads_loss(wqkv, wo, x):
        qkv = jnp.einsum("bsd,tdhk->tbshk", x, wqkv)
        scores = jax.nn.softmax(jnp.einsum("bshk,bthk->bhst", qkv[0], qkv[1]) / np.float32(2.0), -1)
        o = jnp.einsum("bhst,bthk->bshk", scores, qkv[2])
        return jnp.mean(jnp.einsum("bshk,hkd->bsd", o, wo) ** 2)

    def heads_step(wqkv, wo, x):
        l, g = jax.value_and_grad(heads_loss, argnums=(0, 1))(wqkv, wo, x)
        return wqkv - 0.1 * g[0], wo - 0.1 * g[1], l

    sq, so = P(None, None, "model"), P("model")
    args = [put(f32(3, D, 8, 4, scale=0.2), m8, sq), put(f32(8, 4, D, scale=0.2), m8, so), put(f32(2, S, D), m8, P())]
    outs = (NamedSharding(m8, sq), NamedSharding(m8, so), NamedSharding(m8, P()))
    out.append(("jit_heads_over_model_step", jax.jit(heads_step, out_shardings=outs), args, None))

    me = mesh((4, 2), ("expert", "data"))
    E, T = 4, 32

    def expert_parallel(x, route, experts):
        dispatched = lax.with_sharding_constraint(jnp.einsum("td,te->etd", x, route), NamedSharding(me, P("expert")))
        h = jax.nn.relu(jnp.einsum("etd,edf->etf", dispatched, experts))
        return jnp.einsum("etf,te->tf", h, route)

    route = np.eye(E, dtype=np.float32)[np.random.default_rng(11).integers(0, E, T)]
    args = [put(f32(T, D), me, P("expert")), put(route, me, P("expert")), put(f32(E, D, F, scale=0.2), me, P("expert"))]
    out.append(("jit_expert_parallel_dispatch", jax.jit(expert_parallel, out_shardings=NamedSharding(me, P("expert"))),
                args, None))

    m = mesh((2, 4), ("data", "model"))
    held = NamedSharding(m, P("data", None, "model"))

    def constrained(x, w1, w2):
        x = lax.with_sharding_constraint(x, held)
        h = lax.with_sharding_constraint((x - x.mean(-1, keepdims=True)) @ w1, held)
        return lax.with_sharding_constraint(x + jax.nn.relu(h) @ w2, held)

    args = [put(f32(4, S, D), m, P("data")), put(f32(D, F, scale=0.2), m, P(None, "model")),
            put(f32(F, D, scale=0.2), m, P("model", None))]
    out.append(("jit_constrained_activations", jax.jit(constrained), args, None))
    return out


def serving_and_reuse_cases():
    """Where XLA reuses a reshard and where it does not: a decode step writing a KV cache split over
    batch and heads (dynamic_update_slice at a position argument), a GLU whose two projections share
    one gather of the normalized activations, top_k and argmax of logits split over the vocabulary
    (the argmax reuses the first step of top_k's gather), and global-norm gradient clipping in an
    FSDP step."""
    out = []
    m = mesh((2, 4), ("data", "model"))
    B, S, H, K, D = 4, 16, 4, 8, 32

    def decode(kc, vc, x, wq, wk, wv, wo, pos):
        q, k, v = ((x @ w).reshape(B, 1, H, K) for w in (wq, wk, wv))
        kc = lax.dynamic_update_slice(kc, k, (0, pos, 0, 0))
        vc = lax.dynamic_update_slice(vc, v, (0, pos, 0, 0))
        scores = jnp.einsum("bqhk,bshk->bhqs", q, kc) / np.float32(np.sqrt(K))
        scores = jnp.where(jnp.arange(S)[None, None, None, :] <= pos, scores, np.float32(-1e9))
        o = jnp.einsum("bhqs,bshk->bqhk", jax.nn.softmax(scores, -1), vc).reshape(B, 1, H * K)
        return kc, vc, o @ wo

    cache = P("data", None, "model")
    columns = P(None, "model")
    args = [put(f32(B, S, H, K), m, cache), put(f32(B, S, H, K), m, cache), put(f32(B, 1, D), m, P("data")),
            put(f32(D, H * K, scale=0.2), m, columns), put(f32(D, H * K, scale=0.2), m, columns),
            put(f32(D, H * K, scale=0.2), m, columns), put(f32(H * K, D, scale=0.2), m, P("model")), np.int32(5)]
    outs = (NamedSharding(m, cache), NamedSharding(m, cache), NamedSharding(m, P("data")))
    out.append(("jit_kv_cache_decode", jax.jit(decode, out_shardings=outs), args, None))

    def glu(x, g, wa, wb, wo):
        mu = x.mean(-1, keepdims=True)
        h = (x - mu) * lax.rsqrt(((x - mu) ** 2).mean(-1, keepdims=True) + 1e-5) * g
        return (jax.nn.silu(h @ wa) * (h @ wb)) @ wo

    features = P("data", None, "model")
    args = [put(f32(8, S, D), m, features), put(1 + f32(D, scale=0.1), m, P("model")), put(f32(D, 64, scale=0.2), m, columns),
            put(f32(D, 64, scale=0.2), m, columns), put(f32(64, D, scale=0.2), m, P("model"))]
    out.append(("jit_glu_features_split", jax.jit(glu, out_shardings=NamedSharding(m, features)), args, None))

    def sample(h, wout):
        logits = h @ wout
        values, indices = lax.top_k(logits, 4)
        return values, indices, jnp.argmax(logits, -1)

    out.append(("jit_top_k_and_argmax_vocab_split", jax.jit(sample),
                [put(f32(8, D), m, P("data")), put(f32(D, 64, scale=0.2), m, columns)], None))

    m8 = mesh((8,), ("fsdp",))

    def clipped_step(w1, w2, x, y):
        l, g = jax.value_and_grad(lambda w: jnp.mean((jnp.tanh(x @ w[0]) @ w[1] - y) ** 2))((w1, w2))
        norm = jnp.sqrt(sum(jnp.sum(gi * gi) for gi in g))
        scale = jnp.minimum(np.float32(1.0), np.float32(0.5) / (norm + np.float32(1e-6)))
        return w1 - 0.1 * scale * g[0], w2 - 0.1 * scale * g[1], l, norm

    weights = P("fsdp")
    args = [put(f32(32, 64, scale=0.2), m8, weights), put(f32(64, 16, scale=0.2), m8, weights),
            put(f32(64, 32), m8, P("fsdp")), put(f32(64, 16), m8, P("fsdp"))]
    outs = (NamedSharding(m8, weights),) * 2 + (NamedSharding(m8, P()),) * 2
    out.append(("jit_clip_by_global_norm_fsdp", jax.jit(clipped_step, out_shardings=outs), args, None))
    return out


def everyday_cases():
    """Array manipulations as everyday jit code writes them over split dimensions: reshapes that
    merge or split the split dimension, concatenation, slicing, roll, a split softmax, an
    embedding table split over its vocabulary, a layout change in out_shardings, a segment sum,
    random numbers made split, and a chain of dots over three mesh axes."""
    out = []
    m8 = mesh((8,), ("x",))
    m222 = mesh((2, 2, 2), ("a", "b", "c"))
    out.append(("jit_reshape_merge_split_dim",
                jax.jit(lambda x, w: jnp.tanh(x.reshape(-1, x.shape[-1])) @ w),
                [put(f32(16, 8, 32), m8, P("x")), put(f32(32, 8), m8, P())], None))
    out.append(("jit_reshape_split_dim", jax.jit(lambda x: jnp.sum(x.reshape(16, 4, 32), axis=1)),
                [put(f32(64, 32), m8, P("x"))], None))
    out.append(("jit_concat_split_dim", jax.jit(lambda a, b: jnp.concatenate([a, b], 0) * 3),
                [put(f32(32, 16), m8, P("x")), put(f32(32, 16), m8, P("x"))], None))
    out.append(("jit_slice_split_dim", jax.jit(lambda x: x[:40, 1:] ** 2), [put(f32(64, 16), m8, P("x"))], None))
    out.append(("jit_roll_split_dim", jax.jit(lambda x: jnp.roll(x, 3, axis=0) - x), [put(f32(64, 16), m8, P("x"))],
                None))
    out.append(("jit_softmax_split_axis", jax.jit(lambda x: jax.nn.softmax(x, axis=-1)),
                [put(f32(16, 64), m8, P(None, "x"))], None))
    ids = rng.integers(0, 64, (32,)).astype(np.int32)
    out.append(("jit_embedding_vocab_split", jax.jit(lambda t, i: jnp.take(t, i, axis=0).sum(-1)),
                [put(f32(64, 16), m8, P("x")), put(ids, m8, P())], None))
    out.append(("jit_rows_to_columns", jax.jit(lambda x: x + 1, out_shardings=NamedSharding(m8, P(None, "x"))),
                [put(f32(64, 64), m8, P("x"))], None))
    segments = rng.integers(0, 8, (64,)).astype(np.int32)
    out.append(("jit_segment_sum_split", jax.jit(lambda d, s: jax.ops.segment_sum(d, s, num_segments=8)),
                [put(f32(64, 4), m8, P("x")), put(segments, m8, P("x"))], None))
    out.append(("jit_random_normal_split_out",
                jax.jit(lambda k: jax.random.normal(k, (64, 32)), out_shardings=NamedSharding(m8, P("x"))),
                [jax.random.key_data(jax.random.key(3))], None))
    out.append(("jit_three_axis_dot_chain", jax.jit(lambda x, w1, w2: (jnp.tanh(x @ w1) @ w2).sum()),
                [put(f32(16, 32), m222, P("a", "b")), put(f32(32, 64), m222, P("b", "c")),
                 put(f32(64, 8), m222, P("c"))], None))
    return out


def fixed_dot_result_cases():
    """Dots and a convolution whose result the program fixes in another sharding than their
    operands give it (a sharding constraint, out_shardings): XLA computes them in the fixed
    sharding, gathering the operand, even where resharding the result would send fewer bytes,
    unless the result is fixed whole or its operands hold partial sums to scatter."""
    out = []
    m8 = mesh((8,), ("x",))
    md = mesh((2, 4), ("data", "model"))
    out.append(("jit_dot_constrained_to_columns",
                jax.jit(lambda x, w: jnp.tanh(lax.with_sharding_constraint(x @ w, NamedSharding(m8, P(None, "x"))))),
                [put(f32(64, 32), m8, P("x")), put(f32(32, 64), m8, P())], None))
    out.append(("jit_dot_out_sharding_columns",
                jax.jit(lambda x, w: x @ w, out_shardings=NamedSharding(m8, P(None, "x"))),
                [put(f32(64, 128), m8, P("x")), put(f32(128, 16), m8, P())], None))
    out.append(("jit_dot_constrained_2d",
                jax.jit(lambda x, w: jnp.tanh(lax.with_sharding_constraint(x @ w, NamedSharding(md, P(None, "model"))))),
                [put(f32(32, 64), md, P("data")), put(f32(64, 16), md, P())], None))

    def constrained_then_contracted(x, w):
        h = lax.with_sharding_constraint(x @ w, NamedSharding(md, P(None, "model")))
        return jnp.tanh(h) @ w.T

    out.append(("jit_dot_constrained_then_contracted", jax.jit(constrained_then_contracted),
                [put(f32(32, 16), md, P("data")), put(f32(16, 32), md, P())], None))
    # Partial sums over the split contracted dimension, scattered into the fixed rows; a result
    # fixed whole, gathered after the dot; a convolution's output fixed split over its channels.
    out.append(("jit_dot_partial_sums_fixed_rows",
                jax.jit(lambda x, w: x @ w, out_shardings=NamedSharding(m8, P("x"))),
                [put(f32(64, 32), m8, P(None, "x")), put(f32(32, 16), m8, P("x"))], None))
    out.append(("jit_dot_fixed_whole", jax.jit(lambda x, w: x @ w, out_shardings=NamedSharding(m8, P())),
                [put(f32(64, 32), m8, P("x")), put(f32(32, 16), m8, P())], None))

    def conv(x, k):
        return lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))

    out.append(("jit_conv_out_channels_fixed",
                jax.jit(conv, out_shardings=NamedSharding(m8, P(None, None, None, "x"))),
                [put(f32(8, 8, 8, 4), m8, P("x")), put(f32(3, 3, 4, 16, scale=0.2), m8, P())], None))
    # A constraint inside a scanned layer: the carry split over data x model in the body, as
    # the constraint says, so each step's dot gathers it over model (XLA's plan).
    def scanned_constrained(x, ws):
        def body(h, w):
            return lax.with_sharding_constraint(jnp.tanh(h @ w), NamedSharding(md, P("data", "model"))), None

        return lax.scan(body, x, ws)[0].sum()

    out.append(("jit_scan_body_constraint", jax.jit(scanned_constrained),
                [put(f32(32, 16), md, P("data")), put(f32(3, 16, 16, scale=0.3), md, P())], None))
    return out


def shard_map_in_jit_cases():
    """jax.jit programs over sharded arrays with a shard_map inside (manual over every mesh axis),
    as ring attention, collective matmuls and MoE dispatch are written: XLA partitions the
    automatic parts around the manual computation, resharding its operands to its in_specs."""
    out = []
    m8 = mesh((8,), ("x",))
    md = mesh((2, 4), ("data", "model"))

    def scaled_sum(h):
        return lax.psum(h, "model") * 2.0

    def between_auto(x, w):
        h = jnp.tanh(x @ w)
        g = shard_map(scaled_sum, mesh=md, in_specs=P("data", "model"), out_specs=P("data", None))(h)
        return (g * 3.0).sum(axis=1)

    out.append(("jit_shard_map_between_auto", jax.jit(between_auto),
                [put(f32(16, 32), md, P("data")), put(f32(32, 64, scale=0.3), md, P(None, "model"))], None))

    # A collective matmul: each device's row block of x multiplies the weight's blocks as they
    # come round the ring (ppermute in a fori_loop); layer norm before, gelu after, automatic.
    def ring_matmul(x_block, w_block):
        n = 8
        me = lax.axis_index("x")
        rows = w_block.shape[0]

        def step(i, carry):
            acc, w = carry
            source = (me + i) % n
            acc = acc + lax.dynamic_slice_in_dim(x_block, source * rows, rows, axis=1) @ w
            w = lax.ppermute(w, "x", [(j, (j - 1) % n) for j in range(n)])
            return acc, w

        acc = jnp.zeros_like(x_block[:, :rows] @ w_block)
        return lax.fori_loop(0, n, step, (acc, w_block))[0]

    def ring_layer(x, w):
        x = (x - x.mean(axis=1, keepdims=True)) / (x.std(axis=1, keepdims=True) + 1e-5)
        y = shard_map(ring_matmul, mesh=m8, in_specs=(P("x"), P("x")), out_specs=P("x"))(x, w)
        return jax.nn.gelu(y)

    out.append(("jit_shard_map_ring_matmul", jax.jit(ring_layer),
                [put(f32(32, 64), m8, P("x")), put(f32(64, 16, scale=0.2), m8, P("x"))], None))

    # The shard_map takes its operand split otherwise than the program holds it: XLA reshards it.
    def local_norm(h):
        return h / jnp.sqrt(lax.psum(jnp.sum(h * h, axis=0, keepdims=True), "data") + 1.0)

    def resharded_in(x, w):
        h = x @ w
        y = shard_map(local_norm, mesh=md, in_specs=P("data", "model"), out_specs=P("data", "model"))(h)
        return y @ w.T

    out.append(("jit_shard_map_resharded_operand", jax.jit(resharded_in),
                [put(f32(32, 16), md, P(None, "model")), put(f32(16, 64, scale=0.3), md, P())], None))

    # A training step whose loss sums per-device partial losses in a shard_map: the gradient runs
    # through the manual computation's transpose; the weights are FSDP-split and automatic.
    def loss_step(m, axes, spec):
        def partial_loss(pred, y):
            return lax.psum(jnp.sum((pred - y) ** 2), axes)[None]

        def loss(w1, w2, x, y):
            pred = jnp.tanh(x @ w1) @ w2
            total = shard_map(partial_loss, mesh=m, in_specs=(spec, spec), out_specs=P())(pred, y)
            return total[0] / y.size

        def step(w1, w2, x, y):
            value, (g1, g2) = jax.value_and_grad(loss, argnums=(0, 1))(w1, w2, x, y)
            return w1 - 0.1 * g1, w2 - 0.1 * g2, value

        return jax.jit(step)

    out.append(("jit_shard_map_loss_step", loss_step(md, ("data", "model"), P("data", "model")),
                [put(f32(32, 64, scale=0.2), md, P("data")), put(f32(64, 32, scale=0.2), md, P("data")),
                 put(f32(16, 32), md, P("data")), put(f32(16, 32), md, P("data"))], None))
    # The same over one data axis (FSDP weights, the batch split as the loss's shard_map takes it).
    out.append(("jit_shard_map_fsdp_loss_step", loss_step(m8, "x", P("x")),
                [put(f32(32, 64, scale=0.2), m8, P("x")), put(f32(64, 32, scale=0.2), m8, P("x")),
                 put(f32(64, 32), m8, P("x")), put(f32(64, 32), m8, P("x"))], None))

    # MoE dispatch: the router and the experts' weights automatic, the token exchange manual.
    def dispatch(tokens):
        # tokens: [experts=8, capacity, d] per device -> each device gets its expert's tokens
        return lax.all_to_all(tokens, "x", 0, 0, tiled=True)

    def moe(x, router, w):
        scores = jax.nn.softmax(x @ router, axis=-1)
        routed = jnp.einsum("td,te->etd", x, scores)
        got = shard_map(dispatch, mesh=m8, in_specs=P(None, "x"), out_specs=P(None, "x"))(routed)
        return jnp.einsum("etd,edf->tf", got, w)

    out.append(("jit_shard_map_moe_dispatch", jax.jit(moe),
                [put(f32(64, 16), m8, P("x")), put(f32(16, 8, scale=0.3), m8, P()),
                 put(f32(8, 16, 16, scale=0.3), m8, P("x"))], None))

    # Layers scanned (as MaxText scans them), each layer's tensor-parallel MLP a shard_map and its
    # norm automatic; then the same trained: the gradient runs through the scan and the shard_map.
    def tp_mlp(h, w1, w2):
        return lax.psum(jax.nn.relu(h @ w1) @ w2, "model")

    def layer(h, ws):
        w1, w2 = ws
        n = (h - h.mean(-1, keepdims=True)) * lax.rsqrt(h.var(-1, keepdims=True) + 1e-5)
        y = shard_map(tp_mlp, mesh=md, in_specs=(P("data"), P(None, "model"), P("model")),
                      out_specs=P("data"))(n, w1, w2)
        return h + y, None

    def scanned(x, w1s, w2s):
        return lax.scan(layer, x, (w1s, w2s))[0]

    layer_args = lambda: [put(f32(16, 32), md, P("data")), put(f32(3, 32, 64, scale=0.2), md, P(None, None, "model")),
                          put(f32(3, 64, 32, scale=0.2), md, P(None, "model"))]
    out.append(("jit_shard_map_in_scanned_layers", jax.jit(scanned), layer_args(), None))

    def scanned_step(x, w1s, w2s):
        loss = lambda a, b: jnp.mean(scanned(x, a, b) ** 2)
        l, (g1, g2) = jax.value_and_grad(loss, argnums=(0, 1))(w1s, w2s)
        return w1s - 0.1 * g1, w2s - 0.1 * g2, l

    out.append(("jit_shard_map_scanned_train_step", jax.jit(scanned_step), layer_args(), None))

    # Gradient accumulation: an outer scan over microbatches around the scanned layers.
    def accumulated_step(xs, w1s, w2s):
        def micro(grads, x):
            loss = lambda a, b: jnp.mean(scanned(x, a, b) ** 2)
            g = jax.grad(loss, argnums=(0, 1))(w1s, w2s)
            return (grads[0] + g[0], grads[1] + g[1]), None

        (g1, g2), _ = lax.scan(micro, (jnp.zeros_like(w1s), jnp.zeros_like(w2s)), xs)
        return w1s - 0.1 * g1, w2s - 0.1 * g2

    out.append(("jit_shard_map_accumulated_step", jax.jit(accumulated_step),
                [put(f32(2, 16, 32), md, P(None, "data"))] + layer_args()[1:], None))
    return out


def nested_loop_constraint_cases():
    """Sharding constraints inside a loop inside a loop, as gradient accumulation over micro-batches
    around a scan over layers writes them (MaxText's logical constraints in each layer): XLA reads
    them in the inner body as in a top-level one."""
    out = []
    md = mesh((2, 4), ("data", "model"))
    held = NamedSharding(md, P("data", "model"))

    def accumulated_forward(xs, ws):
        def micro(total, x):
            def layer(h, w):
                return lax.with_sharding_constraint(jnp.tanh(h @ w), held), None

            return total + lax.scan(layer, x, ws)[0].sum(), None

        return lax.scan(micro, jnp.float32(0), xs)[0]

    out.append(("jit_nested_scan_body_constraint", jax.jit(accumulated_forward),
                [put(f32(2, 32, 16), md, P(None, "data")), put(f32(3, 16, 16, scale=0.3), md, P())], None))

    # Megatron MLP layers under a scan, trained over two micro-batches accumulated by an outer
    # scan; each layer's hidden activation held to [data, model] inside the inner body.
    def accumulated_step(xs, w1s, w2s):
        def loss(ws, x):
            def layer(h, w):
                hidden = lax.with_sharding_constraint(jax.nn.relu(h @ w[0]), held)
                return lax.with_sharding_constraint(h + hidden @ w[1], NamedSharding(md, P("data"))), None

            return jnp.mean(lax.scan(layer, x, ws)[0] ** 2)

        def micro(grads, x):
            g = jax.grad(loss)((w1s, w2s), x)
            return (grads[0] + g[0], grads[1] + g[1]), None

        zeros = (jnp.zeros_like(w1s), jnp.zeros_like(w2s))
        g1, g2 = lax.scan(micro, zeros, xs)[0]
        return w1s - 0.1 * g1, w2s - 0.1 * g2

    out.append(("jit_nested_scan_accumulated_constraints",
                jax.jit(accumulated_step, out_shardings=(NamedSharding(md, P(None, None, "model")),
                                                         NamedSharding(md, P(None, "model", None)))),
                [put(f32(2, 16, 16), md, P(None, "data")), put(f32(3, 16, 32, scale=0.2), md, P(None, None, "model")),
                 put(f32(3, 32, 16, scale=0.2), md, P(None, "model", None))], None))
    # A fori_loop whose carry the weight's columns split further on every trip: the carry ends
    # split over data x model and the result keeps that split (no out_shardings), as XLA's does.
    def carried_tanh(x, w):
        return lax.fori_loop(0, 3, lambda i, h: jnp.tanh(h @ w), x)

    out.append(("jit_fori_loop_carry_split_further", jax.jit(carried_tanh),
                [put(f32(32, 16), md, P("data")), put(f32(16, 16, scale=0.3), md, P(None, "model"))], None))

    # The gradient of a scan over layers whose weights' columns are split over model: the
    # backward scan's cotangent stays split over data x model, as the forward carry ends, its
    # partial sum over model reduce-scattered into that split on every trip (never gathered
    # before the loop); once plainly, once unrolled by two.
    def scanned_grad(unroll):
        def grad(x, ws):
            def loss(ws):
                return jnp.mean(lax.scan(lambda h, w: (jnp.tanh(h @ w), None), x, ws, unroll=unroll)[0] ** 2)

            return jax.grad(loss)(ws)

        return grad

    for unroll in (1, 2):
        out.append((f"jit_scan_grad_cotangent_split{'_unrolled' if unroll > 1 else ''}", jax.jit(scanned_grad(unroll)),
                    [put(f32(16, 32), md, P("data")), put(f32(4, 32, 32, scale=0.2), md, P(None, None, "model"))],
                    None))

    # The same with each layer rematerialised (jax.checkpoint, nothing saved): the backward body
    # recomputes the layer's dot from the saved input.
    def rematerialised_grad(x, ws):
        layer = jax.checkpoint(lambda h, w: (jnp.tanh(h @ w), None), policy=jax.checkpoint_policies.nothing_saveable)
        return jax.grad(lambda ws: jnp.mean(lax.scan(layer, x, ws)[0] ** 2))(ws)

    out.append(("jit_scan_grad_rematerialised", jax.jit(rematerialised_grad),
                [put(f32(16, 32), md, P("data")), put(f32(4, 32, 32, scale=0.2), md, P(None, None, "model"))], None))

    # A cond whose branches hold their dots' results to [data, model]: the branch's result stays
    # so split, and the column sums after it move a quarter of the bytes.
    def branch_constrained(p, x, w):
        def one(x):
            return lax.with_sharding_constraint(jnp.tanh(x @ w), held)

        def other(x):
            return lax.with_sharding_constraint(x @ w * 2.0, held)

        return lax.cond(p, one, other, x).sum(0)

    out.append(("jit_cond_branch_constraints", jax.jit(branch_constrained),
                [np.bool_(True), put(f32(32, 16), md, P("data")), put(f32(16, 16, scale=0.3), md, P())], None))
    return out


def partly_manual_cases():
    """jax.jit programs whose shard_map is manual over some mesh axes only (axis_names=): XLA
    partitions the body over the axes it leaves automatic, as a jit program over them whose
    values are the manual axes' blocks (tensor parallelism written by hand inside data
    parallelism left to the compiler, as pipeline and expert-parallel recipes write it)."""
    out = []
    md = mesh((2, 4), ("data", "model"))

    def tp_mlp(h, w1, w2):
        return lax.psum(jax.nn.relu(h @ w1) @ w2, "model")

    def forward(x, w1, w2):
        y = shard_map(tp_mlp, mesh=md, in_specs=(P(), P(None, "model"), P("model")), out_specs=P(),
                      axis_names={"model"})(x, w1, w2)
        return jnp.tanh(y)

    args = lambda: [put(f32(16, 32), md, P("data")), put(f32(32, 64, scale=0.2), md, P(None, "model")),
                    put(f32(64, 32, scale=0.2), md, P("model"))]
    # Its twin: the same written per device over both axes.
    twin = jax.jit(shard_map(lambda x, a, b: jnp.tanh(tp_mlp(x, a, b)), mesh=md,
                             in_specs=(P("data"), P(None, "model"), P("model")), out_specs=P("data")))
    out.append(("jit_partly_manual_tp_mlp", jax.jit(forward), args(), twin))

    def step(x, w1, w2):
        loss = lambda a, b: jnp.mean(forward(x, a, b) ** 2)
        value, (g1, g2) = jax.value_and_grad(loss, argnums=(0, 1))(w1, w2)
        return w1 - 0.1 * g1, w2 - 0.1 * g2, value

    out.append(("jit_partly_manual_tp_mlp_step", jax.jit(step), args(), None))

    # An all_gather over the manual axis, on a dimension the free axis leaves whole.
    def gathered(x, w):
        def body(x, w):
            return x @ lax.all_gather(w, "model", axis=1, tiled=True)

        return shard_map(body, mesh=md, in_specs=(P(), P(None, "model")), out_specs=P(), axis_names={"model"},
                         check_vma=False)(x, w) + 1.0

    out.append(("jit_partly_manual_all_gather", jax.jit(gathered),
                [put(f32(16, 32), md, P("data")), put(f32(32, 16), md, P(None, "model"))], None))

    # Scanned layers, each a norm (automatic) and a partly manual tensor-parallel MLP.
    def layer(h, ws):
        n = (h - h.mean(-1, keepdims=True)) * lax.rsqrt(h.var(-1, keepdims=True) + 1e-5)
        y = shard_map(tp_mlp, mesh=md, in_specs=(P(), P(None, "model"), P("model")), out_specs=P(),
                      axis_names={"model"})(n, *ws)
        return h + y, None

    out.append(("jit_partly_manual_scanned_layers", jax.jit(lambda x, a, b: lax.scan(layer, x, (a, b))[0]),
                [put(f32(16, 32), md, P("data")), put(f32(3, 32, 64, scale=0.2), md, P(None, None, "model")),
                 put(f32(3, 64, 32, scale=0.2), md, P(None, "model"))], None))

    # Manual over data (a per-shard loss summed by hand), the weight's columns split over model
    # and left to the compiler.
    def data_manual_loss(x, w):
        def body(x, w):
            return lax.psum(jnp.sum(jnp.tanh(x @ w) ** 2), "data")[None]

        return shard_map(body, mesh=md, in_specs=(P("data"), P()), out_specs=P(), axis_names={"data"})(x, w)[0]

    out.append(("jit_partly_manual_over_data", jax.jit(data_manual_loss),
                [put(f32(16, 32), md, P("data")), put(f32(32, 64, scale=0.3), md, P(None, "model"))], None))

    # The whole program one partly manual shard_map: its operand split over both axes.
    def only_manual(x, w):
        return shard_map(lambda x, w: lax.psum(jnp.tanh(x @ w), "model"), mesh=md,
                         in_specs=(P(None, "model"), P("model")), out_specs=P(), axis_names={"model"})(x, w)

    out.append(("jit_partly_manual_whole_program", jax.jit(only_manual),
                [put(f32(16, 32), md, P("data", "model")), put(f32(32, 16), md, P("model"))], None))

    # lax.axis_index in a partly manual body: JAX computes it in a shard_map of its own over the
    # remaining axes, from partition_id.
    def scaled_by_position(x):
        def body(x):
            return x * lax.axis_index("model").astype(jnp.float32)

        return shard_map(body, mesh=md, in_specs=P(None, "model"), out_specs=P(None, "model"),
                         axis_names={"model"})(x) + 1.0

    out.append(("jit_partly_manual_axis_index", jax.jit(scaled_by_position), [put(f32(16, 32), md, P("data"))], None))

    # A pipeline stage hand-off: manual over the stages (ppermute to the next), the batch split
    # over data and left to the compiler.
    ms = mesh((4, 2), ("stage", "data"))

    def pipeline_step(x, ws):
        def stage(x, w):
            return lax.ppermute(jnp.tanh(x @ w[0]), "stage", [(i, (i + 1) % 4) for i in range(4)])

        return shard_map(stage, mesh=ms, in_specs=(P(), P("stage")), out_specs=P("stage"),
                         axis_names={"stage"})(x, ws)

    out.append(("jit_partly_manual_pipeline_ppermute", jax.jit(pipeline_step),
                [put(f32(16, 32), ms, P("data")), put(f32(4, 32, 32, scale=0.2), ms, P("stage"))], None))

    # A training step whose loss sums per-shard losses by hand over data; the weights split over
    # model and left to the compiler (the gradient runs through the shard_map's transpose).
    def data_manual_step(w1, w2, x, y):
        def loss(w1, w2):
            pred = jnp.tanh(x @ w1) @ w2
            total = shard_map(lambda p, y: lax.psum(jnp.sum((p - y) ** 2), "data")[None], mesh=md,
                              in_specs=(P("data"), P("data")), out_specs=P(), axis_names={"data"})(pred, y)
            return total[0] / y.size

        value, (g1, g2) = jax.value_and_grad(loss, argnums=(0, 1))(w1, w2)
        return w1 - 0.1 * g1, w2 - 0.1 * g2, value

    out.append(("jit_partly_manual_over_data_step", jax.jit(data_manual_step),
                [put(f32(32, 64, scale=0.2), md, P(None, "model")), put(f32(64, 32, scale=0.2), md, P("model")),
                 put(f32(16, 32), md, P("data")), put(f32(16, 32), md, P("data"))], None))
    return out


def reordered_axes_cases():
    """A value split over mesh axes in one order where another order is wanted ([data, model]
    against [model, data] along one dimension): XLA moves each device's block to the device that
    holds it in the new order with one collective permute, then gathers what is not wanted, or
    moves an axis between dimensions with an all_to_all first."""
    out = []
    md = mesh((2, 4), ("data", "model"))
    for name, held, wanted in [("jit_reshard_reordered_axes", P(("data", "model")), P(("model", "data"))),
                               ("jit_reshard_reordered_then_gathered", P(("data", "model")), P("model")),
                               ("jit_reshard_moved_then_reordered", P("data", "model"), P(("model", "data")))]:
        def constrained(x, wanted=wanted):
            return lax.with_sharding_constraint(jnp.tanh(x), NamedSharding(md, wanted)) * 2.0

        out.append((name, jax.jit(constrained), [put(f32(16, 32), md, held)], None))

    # A partly manual shard_map taking the weight's rows over model, the weight held over data x
    # model along them: reordered, then gathered over data.
    def reordered_operand(x, w):
        return shard_map(lambda x, w: lax.psum(jnp.tanh(x) @ w, "model"), mesh=md,
                         in_specs=(P(None, "model"), P("model")), out_specs=P(), axis_names={"model"})(x, w)

    out.append(("jit_partly_manual_reordered_operand", jax.jit(reordered_operand),
                [put(f32(16, 32), md, P("data")), put(f32(32, 8), md, P(("data", "model")))], None))

    # Collectives that cut or join a dimension in a partly manual body: XLA takes their operand
    # whole over the automatic axis (gathers the batch's rows over data first), although the
    # dimension data splits is not the one they cut.
    def scattered(x, w):
        return shard_map(lambda x, w: lax.psum_scatter(x @ w, "model", scatter_dimension=1, tiled=True), mesh=md,
                         in_specs=(P(None, "model"), P("model")), out_specs=P(None, "model"), axis_names={"model"})(x, w)

    out.append(("jit_partly_manual_psum_scatter", jax.jit(scattered),
                [put(f32(16, 32), md, P("data")), put(f32(32, 16), md, P())], None))

    def gathered_rows(x):
        return shard_map(lambda x: jnp.tanh(lax.all_gather(x, "model", axis=1, tiled=True)), mesh=md,
                         in_specs=P(None, "model"), out_specs=P(), axis_names={"model"}, check_vma=False)(x) * 2.0

    out.append(("jit_partly_manual_gather_split_rows", jax.jit(gathered_rows), [put(f32(16, 32), md, P("data"))], None))
    return out


def contained_piece_cases():
    """A value split over some mesh axes where a split over others is wanted, each wanted block
    inside one held block (rows over data 2 where rows over expert 4 are wanted): XLA sends each
    device the piece it wants from a device holding it, one collective permute of pieces, rather
    than gathering the dimension and cutting it."""
    out = []
    me = mesh((2, 4), ("data", "expert"))
    m3 = mesh((2, 2, 2), ("a", "b", "c"))
    for name, m, held, wanted in [("jit_reshard_data_rows_to_expert", me, P("data"), P("expert")),
                                  ("jit_reshard_rows_to_expert_cols_to_data", me, P("data"), P("expert", "data")),
                                  ("jit_reshard_one_axis_to_two", m3, P("a"), P(("b", "c")))]:
        def constrained(x, m=m, wanted=wanted):
            return lax.with_sharding_constraint(jnp.sin(x), NamedSharding(m, wanted)) * 2.0

        out.append((name, jax.jit(constrained, out_shardings=NamedSharding(m, wanted)),
                    [put(f32(16, 32), m, held)], None))

    # Expert parallelism written with jit: tokens over data, each expert's weights over expert; the
    # dispatched tokens are constrained to the experts' split.
    def moe_layer(x, router, w):
        choice = jax.nn.one_hot(jnp.argmax(x @ router, axis=-1), 4, dtype=x.dtype)
        dispatched = jnp.einsum("te,td->etd", choice, x)
        dispatched = lax.with_sharding_constraint(dispatched, NamedSharding(me, P("expert")))
        out = jnp.einsum("etd,edf->etf", jnp.tanh(dispatched), w)
        return jnp.einsum("etf,te->tf", out, choice)

    out.append(("jit_moe_dispatch_to_experts", jax.jit(moe_layer),
                [put(f32(32, 16), me, P("data")), put(f32(16, 4), me, P()), put(f32(4, 16, 8), me, P("expert"))],
                None))

    # A partly manual shard_map over expert exchanging tokens with all_to_alls, its tokens held
    # over data along the dimension it cuts over expert: XLA permutes the pieces in.
    def expert_exchange(x, w):
        def body(x, w):
            y = jnp.tanh(lax.all_to_all(x, "expert", 0, 0, tiled=True) @ w)
            return lax.all_to_all(y, "expert", 0, 0, tiled=True)

        return shard_map(body, mesh=me, in_specs=(P("expert"), P()), out_specs=P("expert"),
                         axis_names={"expert"})(x, w)

    out.append(("jit_partly_manual_expert_exchange", jax.jit(expert_exchange),
                [put(f32(64, 16), me, P("data")), put(f32(16, 16), me, P())], None))

    # Fewer, larger blocks over another axis (rows over a x b where rows over c are wanted): XLA
    # permutes blocks so that pairs along b hold each wanted block's halves, then gathers over b.
    def coarser(x):
        return lax.with_sharding_constraint(jnp.sin(x), NamedSharding(m3, P("c"))) * 2.0

    out.append(("jit_reshard_two_axes_to_one", jax.jit(coarser, out_shardings=NamedSharding(m3, P("c"))),
                [put(f32(16, 32), m3, P(("a", "b")))], None))
    return out


def unconstrained_cases():
    """A sharding constraint that leaves a dimension to propagation (P.UNCONSTRAINED): the rows
    stay split as they come, only the columns are gathered (GSPMD writes it as unspecified_dims)."""
    md = mesh((2, 4), ("data", "model"))

    def layer(x, w):
        y = lax.with_sharding_constraint(jnp.sin(x), NamedSharding(md, P(P.UNCONSTRAINED, None)))
        return jnp.tanh(y) @ w

    return [("jit_constraint_unconstrained_rows", jax.jit(layer),
             [put(f32(16, 32), md, P("data", "model")), put(f32(32, 8), md, P())], None)]


def indexed_and_single_axis_cases():
    """Indices split over the same axis as the rows they pick (x[i], take_along_axis): XLA gathers
    the data, since a masked local gather summed over the axis would mix the indices' blocks. An
    axis of size 1, which splits nothing. A constraint on an argument itself leaving its rows to
    propagation: they stay split as they come. A scatter-max over split rows. A row written into
    a dimension split along it at a traced position."""
    m8, m18, md = mesh((8,), ("data",)), mesh((1, 8), ("stage", "data")), mesh((2, 4), ("data", "model"))
    m3 = mesh((2, 2, 2), ("data", "model", "seq"))
    m3f = mesh((2, 2, 2), ("data", "fsdp", "tensor"))
    m8m = mesh((8,), ("model",))
    rows = np.arange(16, dtype=np.float32) * 10
    order = rng.permutation(16).astype(np.int32)
    picks = rng.integers(0, 64, (8, 64)).astype(np.int32)
    return [
        ("jit_gather_data_and_indices_split", jax.jit(lambda x, i: x[i]),
         [put(rows, m8, P("data")), put(order, m8, P("data"))], None),
        ("jit_take_along_both_split", jax.jit(lambda x, i: jnp.take_along_axis(x, i, 1)),
         [put(f32(8, 64), m8, P(None, "data")), put(picks, m8, P(None, "data"))], None),
        ("jit_size_one_axis_dot", jax.jit(lambda x, w: jnp.tanh(x @ w)),
         [put(f32(16, 32), m18, P("data")), put(f32(32, 24), m18, P("stage"))], None),
        ("jit_size_one_axis_reshard", jax.jit(lambda x: x * 2, out_shardings=NamedSharding(m18, P("stage", "data"))),
         [put(f32(16, 32), m18, P("data", "stage"))], None),
        ("jit_constraint_open_on_argument",
         jax.jit(lambda x: jnp.sin(lax.with_sharding_constraint(x, NamedSharding(md, P(P.UNCONSTRAINED, "model"))))),
         [put(f32(16, 32), md, P("data", None))], None),
        # A segment max over edges split 8 ways: each device scatters its edges, then a max.
        ("jit_segment_max_split_rows", jax.jit(lambda h, d: jax.ops.segment_max(h, d, num_segments=16)),
         [put(f32(64, 8), m8, P("data")), put(rng.integers(0, 16, (64,)).astype(np.int32), m8, P("data"))], None),
        # One row written at a traced position into a cache split along it (a decode step's KV
        # cache split over its sequence): the device holding the row writes it, no collective.
        ("jit_cache_row_write_split_seq",
         jax.jit(lambda c, u, pos: lax.dynamic_update_slice(c, u, (0, pos, 0)), out_shardings=NamedSharding(m8, P(None, "data"))),
         [put(f32(4, 64, 16), m8, P(None, "data")), put(f32(4, 1, 16), m8, P()), np.int32(13)], None),
        ("jit_cache_element_write_two_split_dims",
         jax.jit(lambda c, u, i, j: lax.dynamic_update_slice(c, u, (i, j)), out_shardings=NamedSharding(md, P("data", "model"))),
         [put(f32(16, 8), md, P("data", "model")), put(f32(1, 1), md, P()), np.int32(11), np.int32(5)], None),
        # The same into 30 rows over 8 (blocks of 4, the last two padding), then summed.
        ("jit_row_write_uneven_split_sum",
         jax.jit(lambda c, u, pos: jnp.sum(lax.dynamic_update_slice(
             lax.with_sharding_constraint(jnp.exp(c), NamedSharding(m8, P("data"))), u, (pos, 0)), axis=0)),
         [put(f32(30, 16), m8, P()), put(f32(1, 16), m8, P()), np.int32(29)], None),
        # jnp.take(mode="clip") is a bare gather, which clamps its indices into the table: ids
        # past either end read the first or last row, which one block holds.
        ("jit_take_clip_rows_split", jax.jit(lambda t, i: jnp.take(t, i, axis=0, mode="clip")),
         [put(f32(64, 4), m8, P("data")), put(np.array([-1, 64, 63, 5, 70, -70, 0, 31], np.int32), m8, P())], None),
        # int8 ids into 320 rows over 8 (blocks of 40): the blocks' offsets do not fit an int8.
        ("jit_take_int8_ids_rows_split", jax.jit(lambda t, i: 2 * jnp.take(t, i, axis=0, mode="clip")),
         [put(f32(320, 4), m8, P("data")), put(np.array([0, 5, 100, 127, -3, -128, 7, 90], np.int8), m8, P())], None),
        # jnp.pad(mode="edge") with one dimension unpadded lowers a zero-element broadcast and reshape.
        ("jit_pad_edge_rows_split", jax.jit(lambda x: jnp.pad(x, ((1, 2), (0, 0)), mode="edge")),
         [put(f32(8, 40), md, P("data", "model"))], None),
        # Every other column of a split dimension (x[:, ::2], x[:, 1::2]): each device takes its
        # block's, no collective; then the same where 20 columns over 8 devices do not divide.
        ("jit_strided_slice_split", jax.jit(lambda x: x[:, ::2] * x[:, 1::2]),
         [put(f32(16, 64), m8, P(None, "data"))], None),
        ("jit_strided_slice_uneven", jax.jit(lambda x: jnp.sin(x[:, ::2]) + x[:, 1::2]),
         [put(f32(8, 40), m8, P(None, "data"))], None),
        # A depthwise convolution with batch over data and channels over model: each device
        # convolves its channels of its images, no collective; its gradient too (the weight's
        # summed over data). A grouped one (4 groups of 4 input and 2 output channels) with its
        # gradient, which XLA runs gathered.
        ("jit_depthwise_conv_channels_split",
         jax.jit(lambda x, w: lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                                       feature_group_count=16)),
         [put(f32(4, 8, 8, 16), md, P("data", None, None, "model")), put(f32(3, 3, 1, 16), md, P(None, None, None, "model"))], None),
        ("jit_depthwise_conv_grad_split",
         jax.jit(jax.value_and_grad(lambda w, x: jnp.sum(jnp.tanh(lax.conv_general_dilated(
             x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"), feature_group_count=16)) ** 2))),
         [put(f32(3, 3, 1, 16, scale=0.3), md, P(None, None, None, "model")), put(f32(4, 8, 8, 16), md, P("data", None, None, "model"))], None),
        # An f16 dot over split contracted columns: XLA sums the partials in f16 (bf16 in f32).
        ("jit_f16_partial_dot", jax.jit(lambda x, w: x @ w),
         [put(f32(64, 16).astype(np.float16), m8, P(None, "data")), put(f32(16, 8).astype(np.float16), m8, P("data"))], None),
        # A replicated argument constrained to split its contracted dimension: the dot of its
        # blocks gives partial sums, summed over the devices (XLA's 512 B), not a whole dot.
        ("jit_constraint_splits_contracted_argument",
         jax.jit(lambda x, w: lax.with_sharding_constraint(x, NamedSharding(m8, P(None, "data"))) @ w),
         [put(f32(8, 64), m8, P()), put(f32(64, 16), m8, P())], None),
        # jnp.take(mode="fill"): the gathered rows (split by features over data, as the table's
        # columns) meet a mask split by batch over data, as the ids: XLA moves the mask's ids,
        # not the rows.
        ("jit_take_fill_features_split", jax.jit(lambda t, i: jnp.take(t, i, axis=0, mode="fill", fill_value=-7.0)),
         [put(f32(64, 16), md, P("model", "data")), put(rng.integers(-70, 70, (8, 5)).astype(np.int32), md, P("data"))], None),
        ("jit_grouped_conv_grad_channels_split",
         jax.jit(jax.value_and_grad(lambda w, x: jnp.sum(jnp.tanh(lax.conv_general_dilated(
             x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"), feature_group_count=4)) ** 2))),
         [put(f32(3, 3, 4, 8, scale=0.3), md, P(None, None, None, "model")), put(f32(4, 8, 8, 16), md, P("data", None, None, "model"))], None),
        # Two dimensions trading axes of unequal size (data 2, model 4): XLA's all_to_all within
        # pairs of model, then one collective permute (256 B), not both gathered.
        ("jit_reshard_swap_unequal_axes", jax.jit(lambda x: jnp.sin(lax.with_sharding_constraint(x, NamedSharding(md, P("model", "data"))))),
         [put(f32(16, 16), md, P("data", "model"))], None),
        ("jit_reshard_swap_unequal_axes_back", jax.jit(lambda x: x * 3, out_shardings=NamedSharding(m3, P("data", ("model", "seq")))),
         [put(f32(16, 8, 3), m3, P(("model", "seq"), "data"))], None),
        # A value constrained one way for one user and another way for the other: each user sees
        # its own (one all_to_all and one permute for the second, as XLA).
        ("jit_constrained_twice_two_users",
         jax.jit(lambda a: (lax.with_sharding_constraint(jnp.tanh(a), NamedSharding(md, P("data", "model"))) * 2,
                            lax.with_sharding_constraint(lax.with_sharding_constraint(jnp.tanh(a), NamedSharding(md, P("data", "model"))),
                                                         NamedSharding(md, P("model", "data"))) + 1),
                 out_shardings=(NamedSharding(md, P("data", "model")), NamedSharding(md, P("model", "data")))),
         [put(f32(16, 16), md, P("data", "model"))], None),
        # A replicated argument constrained for one user only: the dot reads it whole (XLA: no
        # collective), the scaled copy is split.
        ("jit_constraint_argument_one_user", jax.jit(lambda w, x: (x @ w, lax.with_sharding_constraint(w, NamedSharding(m8, P("data"))) * 2),
                                                     out_shardings=(NamedSharding(m8, P("data")), NamedSharding(m8, P("data")))),
         [put(f32(16, 32), m8, P()), put(f32(32, 16), m8, P("data"))], None),
        # An axis moving on to make room for another ([data], [model], [] to [], [data], [model]).
        ("jit_reshard_axes_shift_along", jax.jit(lambda x: x - 1, out_shardings=NamedSharding(md, P(None, "data", "model"))),
         [put(f32(16, 16, 8), md, P("data", "model", None))], None),
        # A sort along a dimension split over two axes: both move to the other dimension in one
        # all_to_all (XLA's 512 B), not one by one nor gathered.
        ("jit_sort_dim_two_axes", jax.jit(lambda x: jnp.sort(x, axis=1)),
         [put(f32(16, 32), m3, P("data", ("model", "seq")))], None),
        # A max pool's gradient (select_and_scatter) whose windows tile the rows split 4 ways:
        # each block selects and scatters within itself (XLA: no collective).
        ("jit_maxpool_grad_tiled_rows_split",
         jax.jit(jax.grad(lambda x: jnp.sum(lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") ** 2))),
         [put(f32(2, 32, 8, 4), md, P(None, "model"))], None),
        # An iota along a dimension split over its users (a one-hot over a split vocabulary, a
        # float position ramp, and a bf16 one past 256, whose indices round): each device writes
        # its block's indices from its offset on, never a whole iota sliced (XLA: no collective).
        ("jit_iota_along_split_dim",
         jax.jit(lambda x, l: (jnp.where(jnp.arange(64)[None, :] == l[:, None], x, 0.0),
                               x * jnp.arange(64, dtype=jnp.float32),
                               lax.broadcasted_iota(jnp.bfloat16, (4, 4096), 1)),
                 out_shardings=(NamedSharding(m8, P(None, "data")), NamedSharding(m8, P(None, "data")),
                                NamedSharding(m8, P(None, "data")))),
         [put(f32(16, 64), m8, P(None, "data")), put(rng.integers(0, 64, (16,)).astype(np.int32), m8, P())], None),
        # An expert layer's einsum with both operands split by expert and its result constrained
        # by group: the dot runs per expert and its result moves (one all_to_all, XLA's), not the
        # operands gathered for every device to run every expert.
        ("jit_expert_dot_result_by_group",
         jax.jit(lambda h, w: lax.with_sharding_constraint(jnp.einsum("egcf,efd->egcd", h, w), NamedSharding(m8, P(None, "data"))),
                 out_shardings=NamedSharding(m8, P(None, "data"))),
         [put(f32(8, 8, 4, 16), m8, P("data")), put(f32(8, 16, 8), m8, P("data"))], None),
        # A result without out_shardings whose constraint splits it unevenly (10 over 4): XLA
        # keeps the longest prefix of the axes that divides it (over model: blocks of 5).
        ("jit_uneven_result_keeps_even_prefix", jax.jit(lambda w: lax.with_sharding_constraint(w * 2, NamedSharding(m3, P(("model", "seq"))))),
         [put(f32(10, 7), m3, P())], None),
        # An argsort along a split dimension no other dimension can take (4 rows over 8), argsorted
        # again: XLA gathers the keys and the program's own iota (split as the keys are), sorts whole,
        # slices the indices back to their split and gathers them again for the second sort.
        ("jit_argsort_twice_split_dim", jax.jit(lambda x: jnp.argsort(jnp.argsort(x, axis=1), axis=1)),
         [put(f32(4, 64), m8, P(None, "data"))], None),
        # A reshard that trades one dimension's axis for the other's and drops the other's
        # ([fsdp], [tensor] to [tensor], []): the blocks trade places in one collective permute,
        # then half a row is gathered (XLA's 768 B), not both dimensions gathered and cut.
        ("jit_reshard_trade_then_gather",
         jax.jit(lambda w: lax.with_sharding_constraint(w, NamedSharding(m3f, P("tensor", None))) * 2),
         [put(f32(16, 16), m3f, P("fsdp", "tensor"))], None),
        # An embedding table split by vocabulary over tensor and by features over fsdp, looked up
        # with ids split over data x fsdp, and its gradient: the table stays where it is (the ids
        # gathered over fsdp, the rows and their cotangent moved with all_to_alls, the gradient
        # scatter-added into each device's block), not gathered over fsdp (XLA's 14 KiB, not 66).
        ("jit_embedding_features_split_like_ids",
         jax.jit(jax.value_and_grad(lambda e, ids, t: jnp.sum(jnp.take(e, ids, axis=0) * t)),
                 out_shardings=(NamedSharding(m3f, P()), NamedSharding(m3f, P("tensor", "fsdp")))),
         [put(f32(256, 32), m3f, P("tensor", "fsdp")),
          put(rng.integers(0, 256, (4, 16)).astype(np.int32), m3f, P(("data", "fsdp"))),
          put(f32(4, 16, 32), m3f, P(("data", "fsdp")))], None),
        # An axis traded for one of another size ([data], [model] to [model], [] over 2 x 4): data,
        # wanted nowhere, is gathered first, then model moves to the rows with one all_to_all
        # (XLA's 256 B), not both dimensions gathered and cut.
        ("jit_reshard_gather_then_trade",
         jax.jit(lambda w: lax.with_sharding_constraint(w, NamedSharding(md, P("model", None))) * 2),
         [put(f32(8, 16), md, P("data", "model"))], None),
        # A fused qkv projection whose 6 heads split unevenly over model (4): q, k and v are
        # sliced from the padded blocks where they lie (XLA moves nothing for the slices).
        ("jit_fused_qkv_uneven_heads",
         jax.jit(lambda x, w: fused_qkv_attention(x, w, md)),
         [put(f32(4, 8, 16), md, P("data")), put(f32(16, 3, 6, 4), md, P())], None),
        # Grouped-query attention whose 8 query heads split over 8 devices are reshaped into 2
        # key-value heads of 4 queries: the axis is cut in two parts (a sub-axis, as Shardy
        # cuts it), the first splitting the key-value heads and the second the queries, so the
        # attention moves nothing (XLA: none), not the queries gathered whole.
        ("jit_gqa_heads_over_sub_axes",
         jax.jit(grouped_query_attention),
         [put(f32(2, 8, 8, 4), m8m, P(None, None, "model")), put(f32(2, 8, 2, 4), m8m, P()),
          put(f32(2, 8, 2, 4), m8m, P())], None),
        # Its loss and gradients with the batch over data and 8 heads over model (4): each kv
        # head takes model's first half, its queries the second; the results leave over whole axes.
        ("jit_gqa_grad_sub_axes",
         jax.jit(jax.value_and_grad(lambda q, k, v: jnp.sum(grouped_query_attention(q, k, v) ** 2), argnums=(0, 1))),
         [put(f32(2, 16, 8, 8), md, P("data", None, "model")), put(f32(2, 16, 2, 8), md, P("data")),
          put(f32(2, 16, 2, 8), md, P("data"))], None),
        # A ViT's class token and a language model's last position taken from a sequence split
        # over data (the first of 17 rows padded over 2; the last of 16 over 2 x 4): the device
        # holding the row keeps it, the others zeros, and one all-reduce of the row completes it
        # (XLA's masked slice), not the sequence gathered whole.
        ("jit_class_token_from_split_sequence",
         jax.jit(lambda x, y: (jnp.tanh(lax.with_sharding_constraint(x, NamedSharding(md, P(None, "data"))))[:, 0] * 2,
                               jnp.tanh(y)[:, -1])),
         [put(f32(2, 17, 8), md, P()), put(f32(2, 16, 8), md, P(None, ("data", "model")))], None),
        # A result without out_shardings constrained unevenly (12 rows over data x model, 8
        # devices: blocks of 2, padded): it leaves over data (blocks of 6), each data group's
        # blocks shifted into place by one collective permute and gathered over model, as XLA
        # reshards it (644 B with the sum), not the rows gathered whole (1 KiB).
        ("jit_uneven_result_shifts_into_prefix",
         jax.jit(lambda w, z: uneven_constrained_and_its_sum(w, z, md)),
         [put(f32(12, 16), md, P()), np.float32(1.0)], None),
    ]


def uneven_constrained_and_its_sum(w, z, m):
    y = lax.with_sharding_constraint(w * 2, NamedSharding(m, P(("data", "model"))))
    return y, jnp.sum(jnp.sin(y)) + z


def grouped_query_attention(q, k, v):
    b, s, h, d = q.shape
    kv = k.shape[2]
    grouped = q.reshape(b, s, kv, h // kv, d)
    scores = jax.nn.softmax(jnp.einsum("bskgd,btkd->bkgst", grouped, k) / np.sqrt(d), axis=-1)
    return jnp.einsum("bkgst,btkd->bskgd", scores, v).reshape(b, s, h, d)


def fused_qkv_attention(x, w, m):
    qkv = lax.with_sharding_constraint(jnp.einsum("bsd,dthk->bsthk", x, w),
                                       NamedSharding(m, P("data", None, None, "model", None)))
    q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
    s = jax.nn.softmax(jnp.einsum("bqhk,bshk->bhqs", q, k), axis=-1)
    return jnp.einsum("bhqs,bshk->bqhk", s, v)


def cases():
    return mlp_cases() + transformer_cases() + moe_cases() + conv_cases() + op_cases() + nnx_cases() + tiled_window_cases() + branch_cases() + vocab_parallel_cases() + scan_training_cases() + uneven_cases() + bool_reduction_cases() + loop_broadcast_cases() + composite_cases() + sort_cases() + moe_top_k_cases() + slice_cases() + sequence_shift_cases() + reverse_cases() + uneven_slice_cases() + concat_split_cases() + pad_split_cases() + roll_cases() + spatial_training_cases() + fsdp_tp_cases() + pooling_halo_cases() + explicit_reshard_cases() + lm_head_cases() + recipe_cases() + mesh_shape_cases() + serving_and_reuse_cases() + everyday_cases() + fixed_dot_result_cases() + explicit_scan_cases() + scan_stack_cases() + shard_map_in_jit_cases() + nested_loop_constraint_cases() + partly_manual_cases() + reordered_axes_cases() + contained_piece_cases() + unconstrained_cases() + indexed_and_single_axis_cases() + valid_window_cases() + strided_conv_grad_cases() + label_pick_grad_cases() + uneven_all_to_all_cases() + new_axis_reshard_cases() + strided_slice_cases() + grad_accumulation_cases() + sequence_parallel_grad_cases()


def write_case(name, fn, args, twin):
    d = os.path.join(HERE, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    lowered = fn.lower(*args)
    with open(os.path.join(d, "program.mlir"), "w") as f:
        f.write(lowered.as_text())
    for i, a in enumerate(args):
        np.save(os.path.join(d, f"arg{i}.npy"), np.asarray(a))
    for k, o in enumerate(jax.tree_util.tree_leaves(fn(*args))):
        np.save(os.path.join(d, f"out{k}.npy"), np.asarray(o))
    with open(os.path.join(d, "xla.json"), "w") as f:
        json.dump({"jax": jax.__version__, "collectives": xla_collectives(lowered.compile().as_text())}, f,
                  indent=1, sort_keys=True)
        f.write("\n")
    if twin is not None:
        with open(os.path.join(d, "twin.mlir"), "w") as f:
            f.write(twin.lower(*args).as_text())


def write_pod_step():
    """A 1024-chip training step (FSDP over data=64, tensor parallel over model=16) lowered for TPU
    on this one-CPU machine: abstract shapes over an AbstractMesh, no data, no devices."""
    from jax.sharding import AbstractMesh
    try:
        from jax.sharding import AxisType
        m = AbstractMesh((64, 16), ("data", "model"), axis_types=(AxisType.Auto, AxisType.Auto))
    except (ImportError, TypeError):  # older JAX spells an abstract mesh as (name, size) pairs
        m = AbstractMesh((("data", 64), ("model", 16)))
    D, F, B = 4096, 16384, 8192

    def loss(params, x):
        return jnp.mean(jnp.square(jax.nn.gelu(x @ params[0]) @ params[1]))

    def step(w1, w2, x):
        l, g = jax.value_and_grad(loss)((w1, w2), x)
        return w1 - 1e-3 * g[0], w2 - 1e-3 * g[1], l

    s = lambda *spec: NamedSharding(m, P(*spec))
    args = [jax.ShapeDtypeStruct((D, F), jnp.bfloat16, sharding=s("data", "model")),
            jax.ShapeDtypeStruct((F, D), jnp.bfloat16, sharding=s("model", "data")),
            jax.ShapeDtypeStruct((B, D), jnp.bfloat16, sharding=s("data", None))]
    f = jax.jit(step, out_shardings=(s("data", "model"), s("model", "data"), s()))
    with open(os.path.join(HERE, "pod_1024_step.mlir"), "w") as out:
        out.write(f.trace(*args).lower(lowering_platforms=("tpu",)).as_text())


def main():
    # --only NAME...: write just those cases (the others stay as they are); corpus.json lists all.
    only = sys.argv[sys.argv.index("--only") + 1:] if "--only" in sys.argv else None
    if only is None:
        write_pod_step()
    names = []
    every = cases()  # once: the cases draw their data from one random stream, in order
    unknown = sorted(set(only or []) - {case[0] for case in every})
    if unknown:
        sys.exit(f"make_jit_corpus.py: --only names no case: {unknown}")
    for name, fn, args, twin in every:
        if only is None or name in only:
            write_case(name, fn, args, twin)
        names.append(name)
    with open(os.path.join(HERE, "corpus.json"), "w") as f:
        json.dump({"jax": jax.__version__, "cases": sorted(names)}, f, indent=1)
        f.write("\n")
    print(f"{len(names)} cases")


if __name__ == "__main__":
    main()

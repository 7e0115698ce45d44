"""A Llama-family decoder's pre-training step in the shape of tpu-recipes' v6e recipes (FSDP over
every chip, AdamW, bf16 compute on f32 parameters, flash attention, the recipe's saved
projections), written in plain JAX and lowered for TPU over an AbstractMesh (no devices, no data).

Attention runs the flash-attention algorithm the recipes' kernel runs (blocks along both
sequences, causal blocks above the diagonal skipped, an online softmax forward and a backward
that recomputes the probabilities from the saved log-sum-exp), written as JAX blocks, each pass a
jax.lax.composite: the kernel a compiler may put in place of its decomposition (MaxText runs
Pallas' splash attention there), which the simulator times as one kernel whose scores stay on
chip. Remat saves the projections the recipe offloads to the host (in HBM here) and recomputes
the rest. No collective-matmul or XLA flags.
    VENV/bin/python validation/models/decoder.py MODEL CHIPS BATCH_PER_CHIP [CHIP]
writes MODEL_<CHIP><CHIPS>.mlir beside it (CHIP: v6e unless given; a JAX >= 0.12 Python). MODEL is
one of MODELS below."""
import pathlib
import sys
import jax, jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P, AbstractMesh, AxisType
from jax.ad_checkpoint import checkpoint_name
# name: (model dims, sequence, attention block, projections the recipe keeps for the backward pass)
MODELS = {
    # tpu-recipes Llama3.1-8B-MaxText (v6e-8 ... v6e-256): offloads q/k/v and out_proj
    "llama3_1_8b": (dict(D=4096, H=32, KV=8, HD=128, F=14336, V=128256, L=32), 8192, 2048,
                    ("query_proj", "key_proj", "value_proj", "out_proj")),
    # tpu-recipes Llama3.1-70B-MaxText (v6e-32 ... v6e-256): offloads q/k/v
    "llama3_1_70b": (dict(D=8192, H=64, KV=8, HD=128, F=28672, V=128256, L=80), 8192, 2048,
                     ("query_proj", "key_proj", "value_proj")),
    # tpu-recipes Mistral-7B-MaxText (v6e-8): MaxText's mistral-7b.yml (no sliding window), offloads
    # q/k/v and out_proj
    "mistral_7b": (dict(D=4096, H=32, KV=8, HD=128, F=14336, V=32000, L=32), 8192, 2048,
                   ("query_proj", "key_proj", "value_proj", "out_proj")),
    # MaxText's llama3_1_405b_8192_v5p_1024 (benchmarks/maxtext_v5p_model_configs.py): offloads the
    # attention's context and the MLP's output projection (its num_vocab_tiling=4 computes the
    # logits in 4 pieces, the same work, and is not reproduced)
    "llama3_1_405b": (dict(D=16384, H=128, KV=8, HD=128, F=53248, V=128256, L=126), 8192, 2048,
                      ("context", "mlpwo")),
    # MaxText's llama2_70b_v5p_128 (benchmarks/maxtext_v5p_model_configs.py), the tiering table's
    # Llama 2 70B on v5p: remat save_dot_except_mlpwi, base.yml's splash blocks of 512 (Llama 2's
    # RoPE base is 10000, not this program's 500000: the same work)
    "llama2_70b": (dict(D=8192, H=64, KV=8, HD=128, F=28672, V=32000, L=80), 4096, 512,
                   ("query_proj", "key_proj", "value_proj", "out_proj", "mlpwo")),
    # tpu-recipes Llama2-70B-MaxText (v6e-256), llama2_70b_4096_sc: remat qkv_proj_offloaded, flash
    # blocks of 1024 (its dkv/dq blocks of 2048 are the backward's tiling, not reproduced); FSDP
    # "transpose" (the weights split along their other dimension) moves the same bytes as FSDP.
    # Lowered with 2 sequences per chip: the logged step the row measures took 2 (its total_weights
    # 2,097,152 = 256 x 2 x 4096, its tokens/s/device x seconds = 8,192, its TFLOP/s/device x
    # seconds = 3,641, 6 x 69e9 parameters x 8,192 tokens plus attention), where the recipe's
    # configuration says per_device_batch_size=3
    "llama2_70b_sc": (dict(D=8192, H=64, KV=8, HD=128, F=28672, V=32000, L=80), 4096, 1024,
                      ("query_proj", "key_proj", "value_proj")),
    # tpu-recipes GPT3-175B-MaxText bf16 (v6e-256): MaxText's gpt3-175b.yml (a GPT-3 block: layer
    # norms with biases, fused q/k/v, gelu MLP, learned positions, logits through the embedding),
    # remat full, flash blocks of 1024
    "gpt3_175b": (dict(D=12288, H=96, KV=96, HD=128, F=49152, V=50304, L=96, arch="gpt3"), 2048, 1024, ()),
    # MaxText's synthetic decoders of its v5e table (MaxText/configs/v5e/{16,32,64}b.sh at 76bd53b,
    # global_parameter_scale 16, 32, 64 through pyconfig.get_individual_scales): models.py's
    # DecoderLayer of then, a parallel block (attention and a non-gated relu MLP both read one
    # RMSNorm of the input), multi-head attention with RoPE and head_dim 256, logits through the
    # embedding; remat full, flash attention (blocks of 512, as base.yml's Pallas kernel then)
    "maxtext_16b": (dict(D=5120, H=32, KV=32, HD=256, F=32768, V=32768, L=32, arch="parallel"), 2048, 512, ()),
    "maxtext_32b": (dict(D=10240, H=32, KV=32, HD=256, F=32768, V=32768, L=32, arch="parallel"), 2048, 512, ()),
    "maxtext_64b": (dict(D=10240, H=32, KV=32, HD=256, F=32768, V=32768, L=64, arch="parallel"), 2048, 512, ()),
}
MODEL = sys.argv[1]
CHIPS, B_PER = int(sys.argv[2]), int(sys.argv[3])
CHIP = sys.argv[4] if len(sys.argv) > 4 else "v6e"
dims, S, BLOCK, SAVED = MODELS[MODEL]
D, H, KV, HD, F, V, L = (dims[k] for k in ("D", "H", "KV", "HD", "F", "V", "L"))
GPT3 = dims.get("arch") == "gpt3"
PARALLEL = dims.get("arch") == "parallel"
G = H // KV
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

# q: [b, kv, g, S, hd], k and v: [b, kv, S, hd] (grouped-query attention: g query heads per kv head);
# no 1/sqrt(hd) at run time: MaxText folds it into the query projection's initialisation.
def blocks(x, axis):
    return [jax.lax.slice_in_dim(x, i * BLOCK, (i + 1) * BLOCK, axis=axis) for i in range(S // BLOCK)]

def scores(qi, kj, i, j):
    sc = jnp.einsum("bkgtd,bksd->bkgts", qi, kj, preferred_element_type=jnp.float32)
    if i == j:  # the diagonal block: causal inside it
        row = jax.lax.broadcasted_iota(jnp.int32, (BLOCK, BLOCK), 0)
        col = jax.lax.broadcasted_iota(jnp.int32, (BLOCK, BLOCK), 1)
        sc = jnp.where(row >= col, sc, -1e30)
    return sc

def flash_forward(q, k, v):
    out, lse = [], []
    ks, vs = blocks(k, 2), blocks(v, 2)
    for i, qi in enumerate(blocks(q, 3)):
        m = l = acc = None
        for j in range(i + 1):
            sc = scores(qi, ks[j], i, j)
            m_new = sc.max(-1) if m is None else jnp.maximum(m, sc.max(-1))
            p = jnp.exp(sc - m_new[..., None])
            pv = jnp.einsum("bkgts,bksd->bkgtd", p.astype(jnp.bfloat16), vs[j], preferred_element_type=jnp.float32)
            if m is None:
                l, acc = p.sum(-1), pv
            else:
                scale = jnp.exp(m - m_new)
                l, acc = l * scale + p.sum(-1), acc * scale[..., None] + pv
            m = m_new
        out.append((acc / l[..., None]).astype(jnp.bfloat16))
        lse.append(m + jnp.log(l))
    return jnp.concatenate(out, 3), jnp.concatenate(lse, 3)

def flash_backward(q, k, v, o, lse, do):
    delta = jnp.sum(do.astype(jnp.float32) * o.astype(jnp.float32), -1)
    qs, ks, vs, dos = blocks(q, 3), blocks(k, 2), blocks(v, 2), blocks(do, 3)
    lses, deltas = blocks(lse, 3), blocks(delta, 3)
    dq = [jnp.zeros(qi.shape, jnp.float32) for qi in qs]
    dk = [jnp.zeros(kj.shape, jnp.float32) for kj in ks]
    dv = [jnp.zeros(vj.shape, jnp.float32) for vj in vs]
    for i in range(len(qs)):
        for j in range(i + 1):
            p = jnp.exp(scores(qs[i], ks[j], i, j) - lses[i][..., None])
            pb = p.astype(jnp.bfloat16)
            dv[j] = dv[j] + jnp.einsum("bkgts,bkgtd->bksd", pb, dos[i], preferred_element_type=jnp.float32)
            dp = jnp.einsum("bkgtd,bksd->bkgts", dos[i], vs[j], preferred_element_type=jnp.float32)
            ds = (p * (dp - deltas[i][..., None])).astype(jnp.bfloat16)
            dq[i] = dq[i] + jnp.einsum("bkgts,bksd->bkgtd", ds, ks[j], preferred_element_type=jnp.float32)
            dk[j] = dk[j] + jnp.einsum("bkgts,bkgtd->bksd", ds, qs[i], preferred_element_type=jnp.float32)
    cat = lambda xs, axis: jnp.concatenate(xs, axis).astype(jnp.bfloat16)
    return cat(dq, 3), cat(dk, 2), cat(dv, 2)

# Each pass is a composite: the kernel (Pallas' flash attention) that a compiler puts in place of
# its decomposition; the simulator times a composite as one kernel whose blocks stay on chip.
forward_kernel = jax.lax.composite(flash_forward, name="flash_attention.forward")
backward_kernel = jax.lax.composite(flash_backward, name="flash_attention.backward")

@jax.custom_vjp
def flash_attention(q, k, v):
    return forward_kernel(q, k, v)[0]

def flash_fwd(q, k, v):
    o, lse = forward_kernel(q, k, v)
    return o, (q, k, v, o, lse)

def flash_bwd(res, do):
    return backward_kernel(*res, do)

flash_attention.defvjp(flash_fwd, flash_bwd)

def layer(x, p):
    wq, wk, wv, wo, w1, w3, w2, n1, n2 = p
    bf = lambda w: w.astype(jnp.bfloat16)
    b = x.shape[0]
    h = rms(x, n1)
    pos = jnp.arange(S)
    q = rope(checkpoint_name(h @ bf(wq), "query_proj").reshape(b, S, H, HD), pos)
    k = rope(checkpoint_name(h @ bf(wk), "key_proj").reshape(b, S, KV, HD), pos)
    v = checkpoint_name(h @ bf(wv), "value_proj").reshape(b, S, KV, HD)
    q = q.reshape(b, S, KV, G, HD).transpose(0, 2, 3, 1, 4)
    a = flash_attention(q, k.transpose(0, 2, 1, 3), v.transpose(0, 2, 1, 3))
    a = checkpoint_name(a.transpose(0, 3, 1, 2, 4).reshape(b, S, H * HD), "context")
    x = x + checkpoint_name(a @ bf(wo), "out_proj")
    h = rms(x, n2)
    return x + checkpoint_name((jax.nn.silu(h @ bf(w1)) * (h @ bf(w3))) @ bf(w2), "mlpwo")

# MaxText's DecoderLayer of 2023: x + attention(h) + mlp(h), h = RMSNorm(x); separate q/k/v
# projections, RoPE on q and k, a non-gated relu MLP.
def parallel_layer(x, p):
    wq, wk, wv, wo, w1, w2, n1 = p
    bf = lambda w: w.astype(jnp.bfloat16)
    b = x.shape[0]
    h = rms(x, n1)
    pos = jnp.arange(S)
    q = rope((h @ bf(wq)).reshape(b, S, H, HD), pos).reshape(b, S, KV, 1, HD).transpose(0, 2, 3, 1, 4)
    k = rope((h @ bf(wk)).reshape(b, S, KV, HD), pos).transpose(0, 2, 1, 3)
    v = (h @ bf(wv)).reshape(b, S, KV, HD).transpose(0, 2, 1, 3)
    a = flash_attention(q, k, v).transpose(0, 3, 1, 2, 4).reshape(b, S, H * HD)
    return x + a @ bf(wo) + jax.nn.relu(h @ bf(w1)) @ bf(w2)

def layer_norm(x, scale, bias):
    x32 = x.astype(jnp.float32)
    mean = jnp.mean(x32, -1, keepdims=True)
    var = jnp.mean(jnp.square(x32 - mean), -1, keepdims=True)
    return ((x32 - mean) * jax.lax.rsqrt(var + 1e-5) * (scale + 1) + bias).astype(jnp.bfloat16)

# MaxText's Gpt3DecoderLayer: x + attention(norm(x)), then + mlp(norm(that)); every projection
# with a bias; the query divided by sqrt(head_dim) at run time.
def gpt3_layer(x, p):
    s1, b1n, wqkv, bqkv, wo, bo, s2, b2n, w1, b1, w2, b2 = p
    bf = lambda w: w.astype(jnp.bfloat16)
    b = x.shape[0]
    h = layer_norm(x, s1, b1n)
    qkv = (h @ bf(wqkv) + bf(bqkv)).reshape(b, S, 3, H, HD)
    q = (qkv[:, :, 0] / jnp.sqrt(jnp.float32(HD)).astype(jnp.bfloat16)).reshape(b, S, KV, 1, HD)
    k, v = qkv[:, :, 1], qkv[:, :, 2]
    a = flash_attention(q.transpose(0, 2, 3, 1, 4), k.transpose(0, 2, 1, 3), v.transpose(0, 2, 1, 3))
    x = x + a.transpose(0, 3, 1, 2, 4).reshape(b, S, H * HD) @ bf(wo) + bf(bo)
    h = layer_norm(x, s2, b2n)
    return x + jax.nn.gelu(h @ bf(w1) + bf(b1)) @ bf(w2) + bf(b2)

def loss(params, tokens):
    emb, layers, norm, out = params
    x = jnp.take(emb, tokens, axis=0).astype(jnp.bfloat16)
    if GPT3:  # learned positions; out holds the final norm's bias, the logits go through the embedding
        x = x + out[0][None, :S].astype(jnp.bfloat16)
    policy = jax.checkpoint_policies.save_only_these_names(*SAVED)
    one_layer = gpt3_layer if GPT3 else parallel_layer if PARALLEL else layer
    body = jax.checkpoint(lambda x, p: (one_layer(x, p), None), policy=policy)
    x, _ = jax.lax.scan(body, x, layers)
    if GPT3:
        logits = (layer_norm(x, norm, out[1]) @ emb.T.astype(jnp.bfloat16)).astype(jnp.float32)
    elif PARALLEL:  # logits through the embedding; `out` is unused (an empty slot)
        logits = (rms(x, norm) @ emb.T.astype(jnp.bfloat16)).astype(jnp.float32)
    else:
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
if GPT3:
    layer_shapes = [((L, D), s(None, None)), ((L, D), s(None, None)), ((L, D, 3 * H * HD), s(None, "fsdp", None)),
                    ((L, 3 * H * HD), s(None, None)), ((L, H * HD, D), s(None, "fsdp", None)), ((L, D), s(None, None)),
                    ((L, D), s(None, None)), ((L, D), s(None, None)), ((L, D, F), s(None, "fsdp", None)),
                    ((L, F), s(None, None)), ((L, F, D), s(None, "fsdp", None)), ((L, D), s(None, None))]
if PARALLEL:
    layer_shapes = [((L, D, H * HD), s(None, "fsdp", None)), ((L, D, KV * HD), s(None, "fsdp", None)),
                    ((L, D, KV * HD), s(None, "fsdp", None)), ((L, H * HD, D), s(None, "fsdp", None)),
                    ((L, D, F), s(None, "fsdp", None)), ((L, F, D), s(None, "fsdp", None)), ((L, D), s(None, None))]
layers = tuple(jax.ShapeDtypeStruct(sh, f32, sharding=sp) for sh, sp in layer_shapes)
# The table's rows over the chips where they divide (the v6e modules), else its columns, as MaxText
# shards it (the model dimension over fsdp).
emb_sharding = s("fsdp", None) if V % CHIPS == 0 else s(None, "fsdp")
# GPT-3: the last slot holds the learned positions (MaxText's 16384 of them) and the final norm's bias.
last = ((jax.ShapeDtypeStruct((16384, D), f32, sharding=s(None, "fsdp")), jax.ShapeDtypeStruct((D,), f32, sharding=s(None)))
        if GPT3 else () if PARALLEL else jax.ShapeDtypeStruct((D, V), f32, sharding=s("fsdp", None)))
params = (jax.ShapeDtypeStruct((V, D), f32, sharding=emb_sharding), layers, jax.ShapeDtypeStruct((D,), f32, sharding=s(None)),
          last)
opt = (params, params)
tokens = jax.ShapeDtypeStruct((B_PER * CHIPS, S), jnp.int32, sharding=s("fsdp", None))
shard_of = lambda t: jax.tree.map(lambda a: a.sharding, t)
f = jax.jit(step, out_shardings=(shard_of(params), shard_of(opt), s()))
text = f.trace(params, opt, tokens).lower(lowering_platforms=("tpu",)).as_text()
open(pathlib.Path(__file__).with_name(f"{MODEL}_{CHIP}{CHIPS}.mlir"), "w").write(text)
print(len(text.splitlines()), "lines")

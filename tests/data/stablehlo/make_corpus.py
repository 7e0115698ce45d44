"""Writes the StableHLO corpus: for each JAX function below, the text JAX prints (program.mlir),
the inputs (argN.npy), JAX's outputs (outK.npy) and the facts the C++ reader is checked against
(facts.json: op names in order of appearance, counted here by a regex over JAX's own text; function
names; @main's argument and result types). Run from the repository root:
    XLA_FLAGS=--xla_force_host_platform_device_count=8 \
        /work/venvs/jax/bin/python tests/data/stablehlo/make_corpus.py
Re-running it rewrites the same files (fixed seeds). Further cases live in cases_*.py beside this
file: each defines cases() returning (name, function, arguments) triples, lowered as jax.jit lowers
them (or by the function's own .lower, for jax.pmap), with its own fixed seed. With --out DIR it
writes the same programs, printed by the JAX that runs it, to another folder; --libraries adds the
lib_* programs of cases_libraries.py (flax, optax, equinox, haiku). See corpus_options.py."""
import importlib.util
import json
import os
import re
import shutil

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.sharding import Mesh, PartitionSpec as P
import corpus_options  # beside this file: --out and --libraries

try:
    from jax import shard_map
except ImportError:  # older JAX
    from jax.experimental.shard_map import shard_map

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = HERE  # where the cases and corpus.json go: --out
rng = np.random.default_rng(0)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def op_names(text):
    """The op names of the text in order: the name that starts a statement
    (after its results, if any), in pretty (stablehlo.add, call) or generic
    ("stablehlo.sort") form. Counted on JAX's text, independently of the reader."""
    names = []
    for line in text.splitlines():
        s = line.strip()
        if s.startswith("sdy.mesh") or s.startswith("#") or s.startswith("module"):
            continue
        m = re.match(r'^(?:%[\w#:]+(?:\s*,\s*%[\w#:]+)*\s*=\s*)?"?((?:stablehlo|chlo|sdy|func|mhlo)\.[a-z_0-9]+|call|return)"?[\s(<{@%:]', s)
        if m:
            # MLIR prints func.call and func.return without their dialect.
            names.append({"call": "func.call", "return": "func.return"}.get(m.group(1), m.group(1)))
    return names


def main_signature(text):
    m = re.search(r"func\.func public @main\((.*?)\) -> (.*?) \{\n", text, re.S)
    if not m:
        m = re.search(r"func\.func public @main\((.*?)\)\s*(?:->\s*(.*?))?\s*\{", text, re.S)
    tensor = r"tensor<(?:[^<>]|<[^<>]*>)*>"  # one nested <...>: tensor<4xcomplex<f32>>
    args = re.findall(r"%arg\d+: (" + tensor + ")", m.group(1))
    results = re.findall("(" + tensor + ")", m.group(2) or "")
    return args, results


# Cases also written with their loc(...) locations (program_loc.mlir).
WITH_LOCATIONS = {"add_mul", "mlp_step", "shard_map_collectives"}


def write_case(name, fn, args, lowered_text=None, out=None):
    d = os.path.join(OUT, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    text = lowered_text if lowered_text is not None else jax.jit(fn).lower(*args).as_text()
    with open(os.path.join(d, "program.mlir"), "w") as f:
        f.write(text)
    for i, a in enumerate(args):
        np.save(os.path.join(d, f"arg{i}.npy"), np.asarray(a))
    outs = out if out is not None else jax.jit(fn)(*args)
    outs = jax.tree_util.tree_leaves(outs)
    for k, o in enumerate(outs):
        np.save(os.path.join(d, f"out{k}.npy"), np.asarray(o))
    if name in WITH_LOCATIONS:
        with open(os.path.join(d, "program_loc.mlir"), "w") as f:
            lowerable = fn if hasattr(fn, "lower") else jax.jit(fn)
            f.write(lowerable.lower(*args).as_text(debug_info=True))
    names = op_names(text)
    arg_types, result_types = main_signature(text)
    facts = {
        "ops": names,
        # Symbols are bare (@main) or quoted (@"<lambda>").
        "functions": [m.strip('"') for m in re.findall(r'func\.func (?:public |private )?@(\w+|"[^"]*")', text)],
        "main_args": arg_types,
        "main_results": result_types,
        "lines": text.count("\n"),
    }
    with open(os.path.join(d, "facts.json"), "w") as f:
        json.dump(facts, f, indent=1)
        f.write("\n")
    return names


# ---- the programs --------------------------------------------------------

def mlp_loss(params, x, y):
    w1, b1, w2, b2 = params
    h = jnp.maximum(x @ w1 + b1, 0.0)
    p = h @ w2 + b2
    return jnp.mean((p - y) ** 2)


def mlp_step(w1, b1, w2, b2, x, y):
    params = (w1, b1, w2, b2)
    grads = jax.grad(mlp_loss)(params, x, y)
    return tuple(p - 0.1 * g for p, g in zip(params, grads))


def layernorm(x, g, b):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) * lax.rsqrt(v + 1e-5) * g + b


def gpt_block(tokens, wte, wpe, g1, b1, wqkv, wo, g2, b2, w1, w2):
    T = tokens.shape[1]
    x = jnp.take(wte, tokens, axis=0) + wpe[:T]
    h = layernorm(x, g1, b1)
    q, k, v = jnp.split(h @ wqkv, 3, axis=-1)
    s = jnp.einsum("btd,bsd->bts", q, k) / np.sqrt(q.shape[-1]).astype(np.float32)
    mask = jnp.tril(jnp.ones((T, T), bool))
    s = jnp.where(mask, s, -1e9)
    a = jax.nn.softmax(s, axis=-1)
    x = x + jnp.einsum("bts,bsd->btd", a, v) @ wo
    h = layernorm(x, g2, b2)
    return x + jax.nn.gelu(h @ w1) @ w2


def cnn(x, k1, k2):
    y = lax.conv_general_dilated(x, k1, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    y = jax.nn.relu(y)
    y = lax.reduce_window(y, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    y = lax.conv_general_dilated(y, k2, (1, 1), "VALID", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return y.sum()


def cases():
    c = []
    # The two elementwise/linear-algebra basics.
    c.append(("add_mul", lambda a, b: a * b + a, [f32(2, 3), f32(2, 3)]))
    c.append(("matmul_tanh", lambda x, w: jnp.tanh(x @ w), [f32(4, 8), f32(8, 3)]))
    c.append(("reductions", lambda x: (x.sum(0), x.max(1), jnp.exp(x).mean(), jnp.abs(-x).min()), [f32(3, 5)]))
    c.append(("layout", lambda x: (x.T.reshape(2, 6), jnp.broadcast_to(x[:, :1], (3, 4)) - jnp.sqrt(jnp.abs(x))), [f32(3, 4)]))
    c.append(("select_compare", lambda x, y: (jnp.where(x > y, x, y / 2), (x < 0).astype(jnp.int32)), [f32(4), f32(4)]))
    c.append(("mlp_step", mlp_step, [f32(8, 16), f32(16), f32(16, 4), f32(4), f32(8, 8), f32(8, 4)]))
    c.append(("gpt_block", gpt_block,
              [rng.integers(0, 16, (2, 4)).astype(np.int32), f32(16, 8), f32(8, 8), np.ones(8, np.float32),
               np.zeros(8, np.float32), f32(8, 24) * 0.3, f32(8, 8) * 0.3, np.ones(8, np.float32),
               np.zeros(8, np.float32), f32(8, 16) * 0.3, f32(16, 8) * 0.3]))
    c.append(("cnn_forward", cnn, [f32(2, 6, 6, 3), f32(3, 3, 3, 4), f32(2, 2, 4, 2)]))
    c.append(("cnn_grad", jax.grad(cnn, argnums=(1, 2)), [f32(2, 6, 6, 3), f32(3, 3, 3, 4), f32(2, 2, 4, 2)]))
    c.append(("scan", lambda ws, x: lax.scan(lambda h, w: (jnp.tanh(h @ w), h.sum()), x, ws), [f32(3, 4, 4), f32(2, 4)]))
    c.append(("fori_loop", lambda x: lax.fori_loop(0, 5, lambda i, v: v * 0.5 + i, x), [f32(3)]))
    c.append(("while_loop", lambda x: lax.while_loop(lambda v: v.sum() < 100.0, lambda v: v * 2.0 + 1.0, x),
              [np.abs(f32(4)) + 0.1]))
    c.append(("cond", lambda p, x: lax.cond(p > 0, lambda v: v * 2.0, lambda v: -v, x), [np.float32(1.5), f32(3)]))
    c.append(("switch", lambda i, x: lax.switch(i, [jnp.sin, jnp.cos, lambda v: v + 1.0], x), [np.int32(1), f32(3)]))
    key = jax.random.key_data(jax.random.PRNGKey(0)) if hasattr(jax.random, "key_data") else jax.random.PRNGKey(0)
    key = np.asarray(key)

    def rand(k):
        k = jax.random.wrap_key_data(k) if hasattr(jax.random, "wrap_key_data") else k
        k1, k2, k3 = jax.random.split(k, 3)
        return (jax.random.normal(k1, (4,)), jax.random.uniform(k2, (3,)), jax.random.bernoulli(k3, 0.3, (5,)))

    c.append(("random", rand, [key]))
    c.append(("argmax_sort_topk", lambda x: (jnp.argmax(x, axis=1), jnp.sort(x, axis=1), lax.top_k(x, 2)[0],
                                             jnp.cumsum(x, axis=1)), [f32(3, 5)]))
    c.append(("mixed_dtypes", lambda a, b, c8, u: ((a.astype(jnp.float32) * b.astype(jnp.float32)).astype(jnp.bfloat16),
                                                   lax.dot(c8, c8.T, preferred_element_type=jnp.int32),
                                                   (u >> 3) ^ jnp.uint32(0x9E3779B9)),
              [f32(2, 3).astype(jnp.bfloat16), f32(2, 3).astype(np.float16),
               rng.integers(-100, 100, (2, 4)).astype(np.int8), rng.integers(0, 2**32, (4,), dtype=np.uint64).astype(np.uint32)]))
    return c


def sharded_cases():
    devs = np.array(jax.devices()[:8])
    out = []
    mesh1 = Mesh(devs, ("x",))
    mesh2 = Mesh(devs.reshape(2, 4), ("data", "model"))

    def collectives(a):
        s = lax.psum(a, "x")
        m = lax.pmean(a, "x")
        g = lax.all_gather(a, "x", tiled=True)
        rs = lax.psum_scatter(jnp.tile(a, (8, 1)), "x", tiled=True)
        pp = lax.ppermute(a, "x", [(i, (i + 1) % 8) for i in range(8)])
        aa = lax.all_to_all(jnp.tile(a, (8, 1)), "x", 0, 0, tiled=True)
        idx = lax.axis_index("x")
        return s, m, g, rs, pp, aa, a * idx.astype(jnp.float32)

    f = shard_map(collectives, mesh=mesh1, in_specs=P("x"), out_specs=(P(), P(), P(), P("x"), P("x"), P("x"), P("x")),
                  check_vma=False) if "check_vma" in shard_map.__code__.co_varnames else \
        shard_map(collectives, mesh=mesh1, in_specs=P("x"), out_specs=(P(), P(), P(), P("x"), P("x"), P("x"), P("x")),
                  check_rep=False)
    out.append(("shard_map_collectives", f, [f32(8, 2)]))

    def megatron(x, w1, w2):
        h = jax.nn.gelu(x @ w1)
        y = lax.psum(h @ w2, "model")
        return lax.pmean(y, "data")

    g = shard_map(megatron, mesh=mesh2, in_specs=(P("data", None), P(None, "model"), P("model", None)),
                  out_specs=P(), **({"check_vma": False} if "check_vma" in shard_map.__code__.co_varnames else {"check_rep": False}))
    out.append(("shard_map_2d", g, [f32(4, 8), f32(8, 16), f32(16, 8)]))

    def mlp_dp(w1, b1, w2, b2, x, y):
        params = (w1, b1, w2, b2)
        grads = jax.grad(mlp_loss)(params, x, y)
        grads = lax.pmean(grads, "i")
        return tuple(p - 0.1 * gr for p, gr in zip(params, grads))

    pm = jax.pmap(mlp_dp, axis_name="i", in_axes=(None, None, None, None, 0, 0))
    pargs = [f32(8, 16), f32(16), f32(16, 4), f32(4), f32(8, 4, 8), f32(8, 4, 4)]
    out.append(("pmap_mlp_step", pm, pargs))

    def pmap_coll(a):
        return lax.psum(a, "i"), lax.all_gather(a, "i"), lax.ppermute(a, "i", [(i, (i + 1) % 8) for i in range(8)])

    out.append(("pmap_collectives", jax.pmap(pmap_coll, axis_name="i"), [f32(8, 3)]))
    return out


def main():
    global OUT
    OUT, libraries = corpus_options.parse(HERE, len(jax.devices()))  # (exits without 8 devices)
    all_ops = {}
    for name, fn, args in cases():
        all_ops[name] = write_case(name, fn, args)
    for name, fn, args in sharded_cases():
        text = fn.lower(*args).as_text() if hasattr(fn, "lower") else jax.jit(fn).lower(*args).as_text()
        all_ops[name] = write_case(name, fn, args, lowered_text=text, out=fn(*args))
    for path in corpus_options.case_files(HERE, libraries):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for name, fn, args in module.cases():
            lowerable = fn if hasattr(fn, "lower") else jax.jit(fn)
            all_ops[name] = write_case(name, fn, args, lowered_text=lowerable.lower(*args).as_text(), out=fn(*args))
    with open(os.path.join(OUT, "corpus.json"), "w") as f:
        json.dump({**corpus_options.metadata(HERE, OUT, libraries),
                   "cases": sorted(all_ops),
                   "op_names": sorted({n for v in all_ops.values() for n in v})}, f, indent=1)
        f.write("\n")
    print(f"{len(all_ops)} cases, jax {jax.__version__}, in {OUT}")


if __name__ == "__main__":
    main()

"""Programs written with the libraries people train with (flax linen and nnx,
optax, equinox, haiku), for the newer JAX's corpus only: make_corpus.py reads
this file with --libraries (it is left out otherwise). Train steps with adam,
adamw, sgd with momentum and clip_by_global_norm; layernorm, batchnorm and
dropout with jax.random; shard_map over 1-D, 2-D and 3-D meshes with
collectives over one axis of a multi-axis mesh and over several; jax.pmap,
nested; and jax.jit over arguments with a NamedSharding (no shard_map).
Every program takes a flat list of arrays (the leaves of its pytrees, in
jax.tree_util order) so that each is one argN.npy; shapes are tiny."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec as P

import equinox as eqx
import flax.linen as nn
import haiku as hk
import optax
from flax import nnx

rng = np.random.default_rng(47)


def f32(*shape, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(np.float32)


def labels(n, k):
    return rng.integers(0, k, (n,)).astype(np.int32)


def key_data(seed):
    return np.asarray(jax.random.key_data(jax.random.key(seed)))


def flat(fn, *trees):
    """fn over the leaves of trees: (a function of the leaves, the leaves as NumPy arrays)."""
    leaves, treedef = jax.tree_util.tree_flatten(trees)

    def g(*xs):
        return fn(*jax.tree_util.tree_unflatten(treedef, xs))

    return g, [np.asarray(x) for x in leaves]


def smap(f, mesh, in_specs, out_specs, check_vma=False):
    return jax.shard_map(f, mesh=mesh, in_specs=in_specs, out_specs=out_specs, check_vma=check_vma)


class EqxJit:
    """eqx.filter_jit(fn), lowered by equinox; called, it returns the compiled
    program's own results (equinox's marker first), one per result of the text."""

    def __init__(self, fn):
        self.jf = eqx.filter_jit(fn)

    def lower(self, *args):
        return self.jf.lower(*args)

    def __call__(self, *args):
        low = self.jf.lower(*args)
        return low.lowered.compile()(*low.preprocess(low.info, args, {}))


# ---- flax linen ----------------------------------------------------------

class LinenMLP(nn.Module):
    hidden: int = 16
    out: int = 4

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.out)(x)


class LinenCNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(4, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), strides=(2, 2))
        x = nn.relu(nn.Conv(4, (2, 2), padding="VALID")(x))
        x = x.reshape(x.shape[0], -1)
        return nn.Dense(3)(x)


# No parameter whose gradient is zero in exact arithmetic (a bias just before BatchNorm, LayerNorm's
# offset and scale just before BatchNorm): adam would turn its rounding noise into full-size steps.
class LinenNorms(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        x = nn.Dense(8, use_bias=False)(x)
        x = nn.gelu(nn.BatchNorm(use_running_average=not train, momentum=0.9)(x))
        x = nn.gelu(nn.LayerNorm()(nn.Dense(8)(x)))
        x = nn.Dropout(0.25, deterministic=not train)(x)
        return nn.Dense(2)(x)


def linen_train_step(model, tx):
    def step(params, opt_state, x, y):
        def loss_fn(p):
            logits = model.apply({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return step


def linen_cases():
    out = []
    x, y = f32(8, 6), labels(8, 4)
    model = LinenMLP()
    params = model.init(jax.random.key(1), x)["params"]
    tx = optax.adam(1e-2)
    opt_state = tx.update(jax.tree.map(jnp.ones_like, params), tx.init(params), params)[1]  # a step in: mu, nu != 0
    g, args = flat(linen_train_step(model, tx), params, opt_state, x, y)
    out.append(("lib_linen_mlp_adam", g, args))

    x, y = f32(2, 6, 6, 3), labels(2, 3)
    model = LinenCNN()
    params = model.init(jax.random.key(2), x)["params"]
    tx = optax.chain(optax.clip_by_global_norm(0.5), optax.sgd(0.1, momentum=0.9))
    opt_state = tx.init(params)
    opt_state = jax.tree.map(lambda a: a + 0.01 if a.dtype == jnp.float32 else a, opt_state)  # a nonzero trace
    g, args = flat(linen_train_step(model, tx), params, opt_state, x, y)
    out.append(("lib_linen_cnn_sgd_clip", g, args))

    # LayerNorm, BatchNorm over the batch (its running statistics updated) and dropout with a key.
    x, y = f32(6, 5), f32(6, 2)
    model = LinenNorms()
    variables = model.init(jax.random.key(3), x, train=False)
    tx = optax.adamw(1e-2, weight_decay=1e-2)
    opt_state = tx.init(variables["params"])

    def norms_step(params, batch_stats, opt_state, x, y, key):
        key = jax.random.wrap_key_data(key)

        def loss_fn(p):
            pred, upd = model.apply({"params": p, "batch_stats": batch_stats}, x, train=True,
                                    rngs={"dropout": key}, mutable=["batch_stats"])
            return jnp.mean((pred - y) ** 2), (pred, upd["batch_stats"])

        (loss, (pred, new_stats)), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), new_stats, opt_state, loss, pred

    g, args = flat(norms_step, variables["params"], variables["batch_stats"], opt_state, x, y, key_data(4))
    out.append(("lib_linen_norms_dropout_adamw", g, args))
    return out


# ---- flax nnx ------------------------------------------------------------

class NnxNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(6, 12, rngs=rngs)
        self.ln = nnx.LayerNorm(12, rngs=rngs)
        self.l2 = nnx.Linear(12, 3, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.ln(self.l1(x))))


def nnx_cases():
    model = NnxNet(nnx.Rngs(5))
    graphdef, state = nnx.split(model)

    def step(state, x, y):
        m = nnx.merge(graphdef, state)
        loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(m)
        new_state = jax.tree.map(lambda p, gr: p - 0.1 * gr, state, grads)
        return loss, m(x), grads, new_state

    g, args = flat(step, state, f32(5, 6), f32(5, 3))
    return [("lib_nnx_mlp_grad", g, args)]


# ---- equinox -------------------------------------------------------------

def eqx_cases():
    model = eqx.nn.MLP(5, 3, 10, 2, activation=jax.nn.tanh, key=jax.random.key(6))
    params, static = eqx.partition(model, eqx.is_array)
    tx = optax.adamw(1e-2)
    opt_state = tx.init(params)
    leaves, treedef = jax.tree_util.tree_flatten((params, opt_state))

    def step(*xs):
        params, opt_state = jax.tree_util.tree_unflatten(treedef, xs[:-2])
        x, y = xs[-2:]
        m = eqx.combine(params, static)

        def loss_fn(m):
            return jnp.mean((jax.vmap(m)(x) - y) ** 2)

        grads = eqx.filter_grad(loss_fn)(m)
        updates, opt_state = tx.update(eqx.filter(grads, eqx.is_array), opt_state, eqx.filter(m, eqx.is_array))
        m = eqx.apply_updates(m, updates)
        return eqx.filter(m, eqx.is_array), opt_state, loss_fn(m)

    args = [np.asarray(a) for a in leaves] + [f32(4, 5), f32(4, 3)]
    return [("lib_eqx_mlp_filter_grad_adamw", EqxJit(step), args)]


# ---- haiku ---------------------------------------------------------------

def haiku_cases():
    out = []
    mlp = hk.without_apply_rng(hk.transform(lambda x: hk.nets.MLP([12, 4], activation=jax.nn.silu)(x)))
    x, y = f32(6, 5), labels(6, 4)
    params = mlp.init(jax.random.key(7), x)
    tx = optax.sgd(0.05, momentum=0.9, nesterov=True)
    opt_state = tx.init(params)

    def step(params, opt_state, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy(mlp.apply(p, x), jax.nn.one_hot(y, 4)).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    g, args = flat(step, params, opt_state, x, y)
    out.append(("lib_haiku_mlp_sgd_nesterov", g, args))

    def attn_fn(x):
        T = x.shape[1]
        mask = jnp.tril(jnp.ones((1, 1, T, T), bool))
        h = hk.LayerNorm(axis=-1, create_scale=True, create_offset=True)(x)
        h = hk.MultiHeadAttention(num_heads=2, key_size=4, w_init=hk.initializers.VarianceScaling(1.0))(h, h, h, mask=mask)
        return x + h

    attn = hk.without_apply_rng(hk.transform(attn_fn))
    x = f32(2, 5, 8)
    params = attn.init(jax.random.key(8), x)

    def fwd_grad(params, x):
        y, vjp = jax.vjp(lambda p: attn.apply(p, x), params)
        grads = vjp(jnp.ones_like(y))[0]
        # The keys' bias shifts every score of a query alike: its gradient is zero but for rounding.
        del grads["multi_head_attention/key"]["b"]
        return y, grads

    g, args = flat(fwd_grad, params, x)
    out.append(("lib_haiku_attention_grad", g, args))
    return out


# ---- shard_map over 1-D, 2-D and 3-D meshes ------------------------------

def shard_map_cases():
    out = []
    devs = np.array(jax.devices()[:8])
    # (jax.make_mesh makes explicit axes by default, and then shard_map wants arguments sharded to match.)
    mesh1 = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    mesh2 = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Auto,) * 2)
    mesh3 = Mesh(devs.reshape(2, 2, 2), ("x", "y", "z"))

    # Data parallel over 8 devices: flax MLP, gradients and loss pmean over the mesh, adamw.
    model = LinenMLP(hidden=8, out=3)
    x, y = f32(16, 5), labels(16, 3)
    params = model.init(jax.random.key(9), x)["params"]
    tx = optax.adamw(1e-2)
    opt_state = tx.init(params)

    def dp_step(params, opt_state, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        grads, loss = lax.pmean((grads, loss), "data")
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    rep = lambda t: jax.tree.map(lambda _: P(), t)
    f = smap(dp_step, mesh1, (rep(params), rep(opt_state), P("data"), P("data")),
             (rep(params), rep(opt_state), P()))
    g, args = flat(jax.jit(f), params, opt_state, x, y)
    out.append(("lib_smap1d_dp_adamw", g, args))

    # 2-D: batch over data (gradients pmean over data only), hidden layer over model (psum over model).
    def tp_loss(w1, w2, x, y):
        h = jax.nn.relu(x @ w1)
        p = lax.psum(h @ w2, "model")
        return jnp.mean((p - y) ** 2)

    def tp_step(w1, w2, x, y):
        loss, (g1, g2) = jax.value_and_grad(tp_loss, argnums=(0, 1))(w1, w2, x, y)
        g1, g2 = lax.pmean((g1, g2), "data")
        return w1 - 0.1 * g1, w2 - 0.1 * g2, lax.pmean(loss, "data")

    f = smap(tp_step, mesh2, (P(None, "model"), P("model", None), P("data"), P("data")),
             (P(None, "model"), P("model", None), P()))
    out.append(("lib_smap2d_tp_dp_step", jax.jit(f), [f32(6, 8, scale=0.5), f32(8, 3, scale=0.5), f32(4, 6), f32(4, 3)]))

    # 2-D with check_vma (the default): gradients of replicated weights are psummed by JAX itself.
    def vma_loss(w, x):
        return jnp.sum(jnp.tanh(x @ w) ** 2)

    f = smap(lambda w, x: (jax.grad(vma_loss)(w, x), lax.psum(vma_loss(w, x), ("data", "model"))), mesh2,
             (P(), P(("data", "model"))), (P(), P()), check_vma=True)
    out.append(("lib_smap2d_vma_grad", jax.jit(f), [f32(4, 3), f32(16, 4)]))

    # 2-D: every collective over one axis of the mesh.
    def one_axis(a, b):
        return (lax.all_gather(a, "data", axis=1),
                lax.all_gather(a, "model", tiled=True),
                lax.psum_scatter(b, "model", scatter_dimension=1, tiled=True),
                lax.psum_scatter(b[:2], "data", scatter_dimension=0),
                lax.ppermute(a, "model", [(i, (i + 1) % 4) for i in range(4)]),
                lax.ppermute(a, "data", [(0, 1), (1, 0)]),
                lax.all_to_all(b, "data", 0, 1, tiled=True),
                lax.all_to_all(b, "model", 1, 0, tiled=True),
                lax.pmin(a, "model"), lax.pmean(b, "data"))

    f = smap(one_axis, mesh2, (P("data", "model"), P("model", "data")),
             (P("data", "model"), P(None, ("data", "model")), P("model", "data"), P(("model", "data")),
              P("data", "model"), P("data", "model"), P("model", "data"), P("model", "data"), P("data", "model"),
              P("model", "data")))
    out.append(("lib_smap2d_collectives_one_axis", jax.jit(f), [f32(4, 8), f32(16, 8)]))

    # 3-D: reductions over one axis, two axes (in and out of mesh order) and all three.
    def reduce3(a):
        ln = nn.LayerNorm().apply({"params": {"scale": jnp.ones(4), "bias": jnp.zeros(4)}}, a)
        i = lax.axis_index("x") * 100 + lax.axis_index("y") * 10 + lax.axis_index("z")
        return (lax.psum(a, "y"), lax.pmean(a, ("x", "z")), lax.psum(ln, ("z", "x")),
                lax.pmax(a, ("x", "y", "z")), lax.psum(a, ("x", "y")), a + i.astype(jnp.float32),
                jnp.full((1,), lax.axis_index(("y", "z"))))

    f = smap(reduce3, mesh3, P(("x", "y", "z")), (P(("x", "y", "z")),) * 6 + (P(("x", "y", "z")),))
    out.append(("lib_smap3d_reductions", jax.jit(f), [f32(16, 4)]))

    # 3-D: gathers, scatters, permutes and all_to_all over one and two axes.
    def coll3(a):
        return (lax.all_gather(a, ("x", "z"), tiled=True),
                lax.psum_scatter(a, "y", scatter_dimension=1, tiled=True),
                lax.ppermute(a, "z", [(0, 1), (1, 0)]),
                lax.ppermute(a, ("x", "y"), [(i, (i + 1) % 4) for i in range(4)]),
                lax.all_to_all(a, "x", 1, 0, tiled=True),
                lax.all_gather(a, "y", axis=0))

    f = smap(coll3, mesh3, P("x", ("y", "z")),
             (P("y"), P("x", ("y", "z")), P("x", ("y", "z")), P("x", ("y", "z")), P("x", ("y", "z")),
              P(None, "x", ("y", "z"))))
    out.append(("lib_smap3d_collectives", jax.jit(f), [f32(4, 8)]))
    return out


# ---- pmap ----------------------------------------------------------------

def pmap_cases():
    out = []
    model = LinenMLP(hidden=8, out=2)
    x = f32(8, 3, 4)
    params = model.init(jax.random.key(10), x[0])["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.sgd(0.1, momentum=0.9))
    opt_state = tx.init(params)

    def step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, x) - y) ** 2))(params)
        grads = lax.pmean(grads, "batch")
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, lax.pmean(loss, "batch")

    # Replicated state: broadcast (in_axes None) in, one copy per device out.
    leaves, treedef = jax.tree_util.tree_flatten((params, opt_state))
    n = len(leaves)
    pm = jax.pmap(lambda *xs: step(*jax.tree_util.tree_unflatten(treedef, xs[:n]), *xs[n:]),
                  axis_name="batch", in_axes=(None,) * n + (0, 0))
    out.append(("lib_pmap_linen_sgd_clip", pm, [np.asarray(a) for a in leaves] + [x, f32(8, 3, 2)]))

    # Nested axis names: vmap with an axis name inside pmap, collectives over the outer, the inner and both.
    # (pmap inside pmap fails in JAX 0.12, collectives or not: "The context mesh ... should match the mesh
    # passed to shard_map".)
    def inner(a):
        return (lax.psum(a, "i"), lax.psum(a, "j"), lax.pmean(a, ("i", "j")), lax.pmax(a, ("j", "i")),
                lax.all_gather(a, "j"), lax.all_gather(a, "i"),
                a * (lax.axis_index("i") * 2 + lax.axis_index("j")).astype(jnp.float32))

    nested = jax.pmap(jax.vmap(inner, axis_name="j"), axis_name="i")
    out.append(("lib_pmap_vmap_axis_names", nested, [f32(8, 2, 3)]))
    return out


# ---- jax.jit over NamedSharding arguments (no shard_map) ----------------

def jit_sharded_cases():
    out = []
    devs = np.array(jax.devices()[:8])
    mesh = Mesh(devs.reshape(2, 4), ("data", "model"), axis_types=(AxisType.Auto, AxisType.Auto))

    def put(a, *spec):
        return jax.device_put(a, NamedSharding(mesh, P(*spec)))

    # MLP train step, adam: batch over data, hidden dimension over model.
    def loss_fn(p, x, y):
        h = jax.nn.gelu(x @ p["w1"] + p["b1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)

    tx = optax.adam(1e-2)

    def step(p, opt_state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(p, x, y)
        updates, opt_state = tx.update(grads, opt_state, p)
        return optax.apply_updates(p, updates), opt_state, loss

    p = {"w1": put(f32(6, 8), None, "model"), "b1": put(f32(8), "model"), "w2": put(f32(8, 3), "model", None)}
    opt_state = tx.init(p)
    leaves, treedef = jax.tree_util.tree_flatten((p, opt_state))
    args = leaves + [put(f32(8, 6), "data", None), put(f32(8, 3), "data", None)]
    n = len(leaves)
    out.append(("lib_jit_sharded_mlp_adam",
                jax.jit(lambda *xs: step(*jax.tree_util.tree_unflatten(treedef, xs[:n]), *xs[n:])), args))

    # Attention, heads over model and batch over data, an output sharding and a constraint inside.
    def attention(x, wq, wk, wv):
        q, k, v = (jnp.einsum("btd,dhk->bthk", x, w) for w in (wq, wk, wv))
        q = lax.with_sharding_constraint(q, NamedSharding(mesh, P("data", None, "model")))
        s = jnp.einsum("bthk,bshk->bhts", q, k) / 2.0
        a = jax.nn.softmax(s, axis=-1)
        return jnp.einsum("bhts,bshk->bthk", a, v).reshape(x.shape[0], x.shape[1], -1)

    out.append(("lib_jit_sharded_attention",
                jax.jit(attention, out_shardings=NamedSharding(mesh, P("data"))),
                [put(f32(4, 3, 6), "data"), put(f32(6, 4, 4), None, "model"), put(f32(6, 4, 4), None, "model"),
                 put(f32(6, 4, 4), None, "model")]))

    # A mesh from jax.make_mesh (explicit axes): the shardings are part of the types.
    emesh = jax.make_mesh((2, 4), ("data", "model"))
    xe = jax.device_put(f32(8, 4), NamedSharding(emesh, P("data", None)))
    we = jax.device_put(f32(4, 8), NamedSharding(emesh, P(None, "model")))
    out.append(("lib_jit_explicit_mesh",
                jax.jit(lambda x, w: (jnp.tanh(x @ w), (x @ w).sum(axis=0))), [xe, we]))
    return out


def cases():
    return linen_cases() + nnx_cases() + eqx_cases() + haiku_cases() + shard_map_cases() + pmap_cases() + \
        jit_sharded_cases()

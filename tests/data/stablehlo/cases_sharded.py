"""Sharded programs for the corpus (make_corpus.py runs this file): shard_map
over 1-D and 2-D meshes with every collective, global ops around a manual
computation, results fed from one shard_map into another, a mesh whose device
order is permuted, partially-receiving ppermutes, pmap with broadcast
arguments and jit over sharded arrays without shard_map."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

try:
    from jax import shard_map
except ImportError:  # older JAX
    from jax.experimental.shard_map import shard_map

rng = np.random.default_rng(11)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def smap(f, mesh, in_specs, out_specs, **kw):
    flag = {"check_vma": False} if "check_vma" in shard_map.__code__.co_varnames else {"check_rep": False}
    return shard_map(f, mesh=mesh, in_specs=in_specs, out_specs=out_specs, **flag, **kw)


def cases():
    devs = np.array(jax.devices()[:8])
    mesh1 = Mesh(devs, ("x",))
    mesh2 = Mesh(devs.reshape(2, 4), ("data", "model"))
    out = []

    # 2-D mesh: collectives over one axis, the other, and both; gathers over two axes on one dimension.
    def grid(a, b):
        s_model = lax.psum(a, "model")
        m_data = lax.pmax(a, "data")
        s_both = lax.psum(a, ("data", "model"))
        g = lax.all_gather(a, ("data", "model"), tiled=True, axis=1)
        rs = lax.psum_scatter(b, "model", scatter_dimension=0, tiled=True)
        aa = lax.all_to_all(b, "model", 0, 1, tiled=True)
        pp = lax.ppermute(a, "data", [(0, 1), (1, 0)])
        i = lax.axis_index("model") * 10 + lax.axis_index("data")
        return s_model, m_data, s_both, g, rs, aa, pp, a + i.astype(jnp.float32)

    f = smap(grid, mesh2, (P("data", "model"), P(None, "model")),
             (P("data", "model"), P(None, "model"), P(), P("data"), P(None, "model"), P(None, "model"),
              P("data", "model"), P("data", "model")))
    out.append(("sh_grid_collectives", jax.jit(f), [f32(4, 8), f32(8, 16)]))

    # Global ops around the manual computation, and a sharded result used globally.
    def inner(x):
        return lax.psum(jnp.tanh(x), "x") * x

    g = smap(inner, mesh1, P("x"), P("x"))
    out.append(("sh_global_around", jax.jit(lambda x, y: (g(x * 2.0 + y) + 1.0).sum(0) * y[0]), [f32(16, 3), f32(16, 3)]))

    # One shard_map's result into another with another spec.
    g1 = smap(lambda x: x * lax.axis_index("x").astype(jnp.float32), mesh1, P("x"), P("x"))
    g2 = smap(lambda x: lax.psum(x, "x"), mesh1, P(None, "x"), P(None, "x"))
    out.append(("sh_chained", jax.jit(lambda x: g2(g1(x))), [f32(8, 8)]))

    # A mesh over the devices in another order: partition ids follow device_ids.
    rmesh = Mesh(devs[::-1].copy(), ("x",))
    h = smap(lambda x: (lax.all_gather(x, "x", tiled=True), x + lax.axis_index("x").astype(jnp.float32),
                        lax.ppermute(x, "x", [(0, 3), (3, 5)])), rmesh, P("x"), (P(), P("x"), P("x")))
    out.append(("sh_permuted_mesh", jax.jit(h), [f32(8, 2)]))

    # pmap with a broadcast argument, pmax/pmin and an integer psum.
    pm = jax.pmap(lambda x, w, k: (lax.pmax(x @ w, "i"), lax.pmin(x, "i"), lax.psum(k, "i"),
                                   lax.psum(x, "i", axis_index_groups=[[0, 1, 2, 3], [4, 5, 6, 7]])),
                  axis_name="i", in_axes=(0, None, 0))
    out.append(("sh_pmap_broadcast", pm, [f32(8, 2, 3), f32(3, 4), rng.integers(-5, 5, (8, 3)).astype(np.int32)]))

    # jit over sharded arrays, no shard_map: a global program.
    xs = jax.device_put(f32(8, 4), NamedSharding(mesh2, P("data", "model")))
    ws = jax.device_put(f32(4, 4), NamedSharding(mesh2, P(None, "model")))
    out.append(("sh_jit_auto", jax.jit(lambda x, w: jax.lax.with_sharding_constraint(jnp.maximum(x @ w, 0.0),
                                                                                      NamedSharding(mesh2, P("data"))),
                                       out_shardings=NamedSharding(mesh2, P())), [xs, ws]))
    return out

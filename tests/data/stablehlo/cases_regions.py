"""Corpus cases for control flow and region ops (while, case, if, sort,
general reduce, optimization_barrier, chlo.top_k), run by make_corpus.py."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

rng = np.random.default_rng(11)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def ties(*shape):
    """Floats with many equal values (small integers), so index tie-breaks matter."""
    return rng.integers(-3, 4, shape).astype(np.float32)


def i32(*shape):
    return rng.integers(-50, 50, shape).astype(np.int32)


def fori_dynamic(lo, hi, x):
    return lax.fori_loop(lo, hi, lambda i, v: v * 0.9 + i.astype(jnp.float32), x)


def while_tuple(n, x):
    def cond(c):
        i, acc, hits = c
        return (i < n) & (acc.sum() < 50.0)

    def body(c):
        i, acc, hits = c
        acc = acc + jnp.abs(x) * (i + 1).astype(jnp.float32)
        return i + 1, acc, hits + (acc > 3.0).sum().astype(jnp.int32)

    return lax.while_loop(cond, body, (jnp.int32(0), jnp.zeros_like(x), jnp.int32(0)))


def scan_carries(xs, h, s, reverse):
    def step(c, x):
        h, s = c
        h = jnp.tanh(h * 0.5 + x)
        s = s + x.sum()
        return (h, s), (h * 2.0, s)

    return lax.scan(step, (h, s), xs, reverse=reverse)


def nested(x):
    def outer(i, v):
        return lax.fori_loop(0, i + 1, lambda j, w: w + (i * 10 + j).astype(jnp.float32), v) * 0.5

    return lax.fori_loop(0, 3, outer, x)


def cond_multi(p, x, k):
    return lax.cond(p, lambda a, b: (a * 2.0, b + 1, a.sum()), lambda a, b: (-a, b * 3, a.max()), x, k)


def switch_many(i, x, k):
    branches = [
        lambda a, b: (jnp.sin(a), b + 1),
        lambda a, b: (jnp.cos(a), b - 1),
        lambda a, b: (a * a, b * 2),
        lambda a, b: (a + 10.0, -b),
    ]
    return lax.switch(i, branches, x, k)


def reduce_dtypes(f, i, small, b):
    return (jnp.max(f, axis=0), jnp.min(f, axis=(0, 2)), jnp.prod(f, axis=1), jnp.max(i, axis=1), jnp.min(i),
            jnp.prod(small, axis=1), jnp.sum(i, axis=0), jnp.any(b, axis=0), jnp.all(b, axis=1), jnp.any(b), jnp.all(b))


def reduce_inits(x, i):
    # Non-identity inits of the reduce_sum / reduce_max fast paths and others.
    return (lax.reduce(x, np.float32(1.5), lax.add, (1,)), lax.reduce(x, np.float32(0.25), lax.max, (0,)),
            lax.reduce(x, np.float32(-0.5), lax.min, (1,)), lax.reduce(i, np.int32(7), lax.max, (0,)),
            lax.reduce(i, np.int32(3), lax.add, (0, 1)), lax.reduce(i, np.int32(-1), lax.bitwise_xor, (1,)))


def checkpoint_grad(w, x):
    @jax.checkpoint
    def layer(w, x):
        return jnp.tanh(x @ w)

    return jax.grad(lambda w: (layer(w, x) ** 2).sum())(w)


def sharded_region_cases():
    """Loops and branches around collectives, over 8 devices."""
    from jax.sharding import Mesh, PartitionSpec as P
    try:
        from jax import shard_map
    except ImportError:  # older JAX
        from jax.experimental.shard_map import shard_map
    mesh = Mesh(np.array(jax.devices()[:8]), ("x",))
    kw = {"check_vma": False} if "check_vma" in shard_map.__code__.co_varnames else {"check_rep": False}

    def loop_psum(a):
        return lax.fori_loop(0, 3, lambda i, v: lax.psum(v, "x") * 0.1 + v, a)

    def branch_on_index(a):
        return lax.cond(lax.axis_index("x") % 2 == 0, lambda v: v * 2.0, lambda v: -v, a)

    def pmap_while(a):
        return lax.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, c[1] + lax.pmean(c[1], "i")), (0, a))[1]

    return [
        ("reg_sharded_loop_psum", shard_map(loop_psum, mesh=mesh, in_specs=P("x"), out_specs=P("x"), **kw), [f32(8, 3)]),
        ("reg_sharded_cond", shard_map(branch_on_index, mesh=mesh, in_specs=P("x"), out_specs=P("x"), **kw), [f32(8, 3)]),
        ("reg_pmap_while_pmean", jax.pmap(pmap_while, axis_name="i"), [f32(8, 2)]),
    ]


def cases():
    c = []
    c.append(("reg_fori_dynamic", fori_dynamic, [np.int32(2), np.int32(6), f32(3)]))
    c.append(("reg_while_tuple", while_tuple, [np.int32(9), f32(4)]))
    c.append(("reg_scan_carries", lambda xs, h, s: scan_carries(xs, h, s, False), [f32(4, 3), f32(3), np.float32(0.5)]))
    c.append(("reg_scan_reverse", lambda xs, h, s: scan_carries(xs, h, s, True), [f32(4, 3), f32(3), np.float32(0.5)]))
    c.append(("reg_nested_loops", nested, [f32(2)]))
    c.append(("reg_cond_multi", cond_multi, [np.bool_(False), f32(3), i32(2)]))
    c.append(("reg_switch_many", switch_many, [np.int32(2), f32(3), i32(2)]))
    c.append(("reg_switch_out_of_range", switch_many, [np.int32(7), f32(3), i32(2)]))
    c.append(("reg_switch_negative", switch_many, [np.int32(-4), f32(3), i32(2)]))
    c.append(("reg_argmax", lambda x, i: (jnp.argmax(x, axis=0), jnp.argmin(x, axis=1), jnp.argmax(x),
                                          jnp.argmax(i, axis=1), jnp.argmin(i, axis=0)), [ties(4, 5), i32(3, 4)]))
    c.append(("reg_sort_axes", lambda x, i: (jnp.sort(x, axis=0), jnp.sort(x, axis=1), jnp.sort(i, axis=1),
                                             jnp.sort(i, axis=0)), [f32(4, 5), i32(3, 6)]))
    c.append(("reg_argsort", lambda x, i: (jnp.argsort(x, axis=1), jnp.argsort(x, axis=0), jnp.argsort(i, axis=1)),
              [ties(4, 6), i32(3, 5)]))
    # Descending sorts: JAX reverses an ascending sort (stablehlo.reverse).
    c.append(("reg_sort_descending", lambda x, i: (jnp.sort(x, axis=0, descending=True),
                                                   jnp.argsort(i, axis=1, descending=True)),
              [ties(4, 5), i32(3, 5)]))
    c.append(("reg_lax_sort_multi", lambda k, v, w: (lax.sort((k, v, w), dimension=0, num_keys=1),
                                                     lax.sort((k, v), dimension=0, num_keys=2)),
              [ties(8), f32(8), i32(8)]))
    c.append(("reg_top_k", lambda x, i, v: (lax.top_k(x, 3), lax.top_k(i, 2), lax.top_k(v, 6)), [ties(3, 6), i32(4, 5), ties(6)]))
    c.append(("reg_reduce_dtypes", reduce_dtypes,
              [f32(2, 3, 4), i32(3, 4), rng.integers(-5, 6, (3, 3)).astype(np.int32), rng.random((3, 4)) < 0.5]))
    # bf16 with finite inits (jnp.max's -inf is a hex constant, dense<0xFF80>).
    c.append(("reg_reduce_bf16", lambda h: (jnp.sum(h, axis=1), lax.reduce(h, jnp.bfloat16(-1.0), lax.max, (0,)),
                                            lax.reduce(h, jnp.bfloat16(1.0), lax.min, (1,)),
                                            lax.reduce(h, jnp.bfloat16(0.5), lax.add, (0,))),
              [f32(3, 4).astype(jnp.bfloat16)]))
    c.append(("reg_reduce_inits", reduce_inits, [f32(3, 4), i32(3, 4)]))
    c.append(("reg_checkpoint_grad", checkpoint_grad, [f32(4, 4), f32(2, 4)]))
    # top_k's order is IEEE totalOrder: NaN first, +0 before -0 (only indices: NaN values compare unequal).
    c.append(("reg_top_k_order", lambda x: lax.top_k(x, 6)[1],
              [np.array([0.0, -0.0, 1.0, np.nan, -0.0, 0.0, -np.inf, 2.0], np.float32)]))
    # approx_max_k / approx_min_k: custom_call @ApproxTopK, exact off TPU (a sort by its comparator, then
    # the leading part: top_k of it, or all of it without aggregate_to_topk), values and indices.
    c.append(("reg_approx_top_k",
              lambda x: (lax.approx_max_k(x, 3), lax.approx_min_k(x, 2, reduction_dimension=0),
                         lax.approx_min_k(x, 2, reduction_dimension=0, aggregate_to_topk=False),
                         lax.approx_max_k(x.astype(jnp.bfloat16), 5)),
              # Its own generator, so the cases after it keep their inputs.
              [np.random.default_rng(43).standard_normal((4, 40)).astype(np.float32)]))
    return c + sharded_region_cases()

"""Reductions over windows with any region, for the corpus (make_corpus.py runs
this file): lax.cumlogsumexp, a reduce_window of logaddexp with strides,
padding and dilations, and a two-operand reduce_window (max-pool keeping the
argmax) that only the general lowering handles."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

rng = np.random.default_rng(41)


def argmax_pool(x):
    idx = lax.broadcasted_iota(jnp.int32, x.shape, 1)

    def pick(a, b):
        (va, ia), (vb, ib) = a, b
        take_a = (va > vb) | ((va == vb) & (ia < ib))
        return jnp.where(take_a, va, vb), jnp.where(take_a, ia, ib)

    return lax.reduce_window((x, idx), (-jnp.inf, jnp.int32(0)), pick, (1, 3), (1, 2), "SAME")


def cases():
    x = rng.standard_normal((3, 7)).astype(np.float32)
    return [
        ("gen_cumlogsumexp", lambda v: (lax.cumlogsumexp(v, axis=1), lax.cumlogsumexp(v, axis=0, reverse=True)), [x]),
        ("gen_logaddexp_window", lambda v: lax.reduce_window(v, -jnp.inf, jnp.logaddexp, (2, 3), (1, 2), ((1, 0), (2, 1)),
                                                            base_dilation=(1, 2), window_dilation=(2, 1)), [x]),
        ("gen_argmax_pool", argmax_pool, [x]),
    ]

"""chlo's math ops as jax.numpy and jax.scipy emit them, for the corpus
(make_corpus.py runs this file), over ranges that reach where the naive
formulas lose accuracy (near 0, near ±1, very large), in f32 and bf16. lgamma and digamma (Lanczos, as XLA expands them) over both sides of
the reflection at 1/2, the poles, huge and infinite inputs, and bf16/f16."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

rng = np.random.default_rng(31)


def cases():
    wide = np.concatenate([rng.uniform(-3, 3, 24), [0.0, -0.0, 1e-6, -1e-6, 1e-30, 20.0, -20.0, 3e18, -3e18]])
    wide = wide.astype(np.float32)
    unit = np.concatenate([rng.uniform(-1, 1, 24), [0.0, 1e-7, -1e-7, 0.999999, -0.999999, 1.0, -1.0]]).astype(np.float32)
    above = np.concatenate([rng.uniform(1, 5, 24), [1.0, 1.0000001, 3e18, 1e30]]).astype(np.float32)
    out = []
    out.append(("math_hyperbolic", lambda x: (jnp.sinh(x), jnp.cosh(x / 8), jnp.arcsinh(x), jnp.square(x)), [wide]))
    out.append(("math_inverse_trig", lambda u: (jnp.arcsin(u), jnp.arccos(u), jnp.arctan(u * 9), jnp.arctanh(u * 0.999)),
                [unit]))
    out.append(("math_acosh_erfc", lambda a, x: (jnp.arccosh(a), jax.scipy.special.erfc(x / 4), jax.scipy.stats.norm.cdf(x)),
                [above, wide[:24]]))
    out.append(("math_bf16", lambda x: (jnp.sinh(x), jnp.arcsinh(x), jnp.square(x), lax.reduce_precision(x, 5, 2)),
                [wide[:24].astype(jnp.bfloat16)]))
    out.append(("math_reduce_precision", lambda x: (lax.reduce_precision(x, 5, 10), lax.reduce_precision(x, 8, 7),
                                                    lax.reduce_precision(x, 4, 3)), [wide]))
    a = np.array([1.0, 1.0, -1.0, -1.0, 0.0, -0.0, 0.0, 2.5, np.nan, 1.0, np.inf, -np.inf, 1e-45, 3.0], np.float32)
    b = np.array([2.0, 0.0, -2.0, 0.0, 1.0, -1.0, -1.0, 2.5, 1.0, np.nan, 0.0, 0.0, 0.0, np.inf], np.float32)
    out.append(("math_next_after", lambda p, q: (jnp.nextafter(p, q), jax.random.truncated_normal(jax.random.PRNGKey(5), -1.0, 1.0, (6,)) + p[0]),
                [a, b]))
    gamma = np.concatenate([rng.uniform(-8, 8, 40), [0.5, 1.0, 2.0, 1e-3, -1e-3, 30.0, 1e6, -2.5, -3.0, 0.0,
                                                      np.inf, -np.inf, np.nan, 3e38]]).astype(np.float32)
    out.append(("math_lgamma_digamma", lambda x: (lax.lgamma(x), lax.digamma(x), jax.scipy.special.gammaln(x[:40]).astype(jnp.bfloat16),
                                                  lax.digamma(x[:40].astype(jnp.float16)),
                                                  jax.grad(lambda v: jax.scipy.special.gammaln(v).sum())(jnp.abs(x[:40]) + 0.1)),
                [gamma]))
    return out

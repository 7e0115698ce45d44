"""Random numbers through stablehlo.rng_bit_generator, for the corpus (make_corpus.py runs
this file): jax.random with jax_default_prng_impl='rbg', whose bits are rng_bit_generator's
DEFAULT algorithm (PHILOX on the CPU), and jax.lax.rng_bit_generator with each algorithm.
The config is set around each function with jax._src.config's context manager rather than
jax.config.update, which would leave rbg keys on for the cases make_corpus.py loads after this file."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax._src import config


def with_rbg(fn):
    """fn traced and run with jax.config's jax_default_prng_impl = 'rbg'."""
    def traced(*args):
        with config.default_prng_impl("rbg"):
            return fn(*args)
    return traced


def rbg_draws(seed, x):
    key = jax.random.PRNGKey(seed)
    k1, k2, k3, k4 = jax.random.split(key, 4)
    return (x + jax.random.normal(k1, x.shape), jax.random.uniform(k2, (5,)),
            jax.random.randint(k3, (2, 3), 0, 100), jax.random.bits(k4, (7,), jnp.uint8))


def algorithms(key):
    s1, threefry = lax.rng_bit_generator(key, (2, 3), jnp.uint8, algorithm=lax.RandomAlgorithm.RNG_THREE_FRY)
    s2, philox = lax.rng_bit_generator(s1, (3, 5), jnp.uint32, algorithm=lax.RandomAlgorithm.RNG_PHILOX)
    s3, default = lax.rng_bit_generator(s2, (7,), jnp.uint16, algorithm=lax.RandomAlgorithm.RNG_DEFAULT)
    return s3, threefry, philox, default


def cases():
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    key = np.array([0x12345678, 0x9ABCDEF0, 7, 0xFFFFFFFF], np.uint32)
    return [("rng_rbg", with_rbg(rbg_draws), [np.int32(42), x]),
            ("rng_algorithms", algorithms, [key])]

"""The two examples of the project's seed description of jax.pmap, for the
corpus (make_corpus.py runs this file): pmap(square) over arange(n * 4)
reshaped (n, 4), and a (128, 784) batch of jax.random.normal reshaped to
(n, 16, 784) for pmap, here reduced per example to its L2 norm on each device
(what `pmapsim demo` does with it)."""
import jax
import jax.numpy as jnp


def cases():
    n = 8
    x = jnp.arange(n * 4).reshape(n, 4)
    data = jax.random.normal(jax.random.PRNGKey(0), (128, 784))
    sharded = data.reshape(n, 128 // n, 784)
    return [
        ("seed_square", jax.pmap(lambda v: v ** 2), [x]),
        ("seed_sharded_batch", jax.pmap(lambda b: jnp.sqrt(jnp.sum(b * b, axis=-1))), [sharded]),
    ]

"""Programs of the newer JAX's corpus that once ran to completion with wrong numbers or were
refused although their meaning is plain (make_corpus.py reads this file with --libraries, as
cases_libraries.py): a partially manual shard_map (manual over one axis of a 2-D mesh, the
other left to the partitioner), with and without a collective; jax.pmap over one device, whose
collectives JAX writes without a manual computation; integer matmuls with a float preferred
type; floor(sqrt(n)) of perfect squares and sqrt(inf); cosh and sinh near f32's overflow."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec as P

rng = np.random.default_rng(59)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def partial_auto_cases():
    mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ("data", "model"),
                axis_types=(AxisType.Auto, AxisType.Auto))

    def smap(f, in_specs, out_specs):
        return jax.shard_map(f, mesh=mesh, in_specs=in_specs, out_specs=out_specs, check_vma=False,
                             axis_names={"data"})

    def summed(x, w):
        return lax.psum((x @ w).sum(0, keepdims=True), "data")

    def with_collective(x, w):
        x = lax.with_sharding_constraint(x, NamedSharding(mesh, P("data", None)))
        return smap(summed, (P("data", None), P()), P())(x, w) * 2.0

    def shifted(x, w):
        return jnp.tanh(x @ w) + lax.axis_index("data").astype(jnp.float32)

    def without_collective(x, w):
        return smap(shifted, (P("data", None), P()), P("data", None))(x, w).sum(1)

    return [("edge_partial_auto_psum", jax.jit(with_collective), [f32(8, 4), f32(4, 8)]),
            ("edge_partial_auto_axis_index", jax.jit(without_collective), [f32(8, 4), f32(4, 8)])]


def numeric_cases():
    squares = np.array([1, 4, 9, 16, 25, 36, 49, 64, 0, np.inf], np.float32)
    near_overflow = np.array([88.5, 89.0, 89.4, -89.0, -88.8, 0.5, -0.25, 3.0], np.float32)
    quantized = [rng.integers(-128, 128, (4, 16)).astype(np.int8), rng.integers(-128, 128, (5, 16)).astype(np.int8)]
    return [
        ("edge_sqrt_squares", lambda x: (jnp.sqrt(x), jnp.floor(jnp.sqrt(x)), jnp.sqrt(x[:8]).astype(jnp.int32)),
         [squares]),
        ("edge_cosh_sinh_large", lambda x: (jnp.cosh(x), jnp.sinh(x), jnp.cosh(x.astype(jnp.bfloat16))),
         [near_overflow]),
        ("edge_int8_dot_f32", lambda q, k: (jnp.einsum("ij,kj->ik", q, k, preferred_element_type=jnp.float32),
                                            lax.dot_general(q, k, (((1,), (1,)), ((), ())),
                                                            preferred_element_type=jnp.int32)), quantized),
    ]


def cases():
    one_device = jax.pmap(lambda a: (lax.psum(a, "i"), lax.pmax(a, "i") * 2), axis_name="i",
                          devices=jax.devices()[:1])
    return partial_auto_cases() + numeric_cases() + [("edge_pmap_one_device", one_device, [f32(1, 3)])]

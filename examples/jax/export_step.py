"""Exports a data-parallel SGD step from JAX for pmapsim: writes step.mlir (the
StableHLO that jax.pmap(...).lower(...).as_text() prints), its inputs w.npy and
x.npy, and JAX's own result jax_out.npy to compare with. Run it with JAX from
PyPI (pip install jax), then: pmapsim run step.mlir -b sim:tpu-v5e,devices=8
--input arg0=w.npy --input arg1=x.npy --out out"""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
import jax, jax.numpy as jnp, numpy as np
from jax import lax

def step(w, x):  # one data-parallel SGD step: each device its batch shard, gradients averaged
    grad = jax.grad(lambda w: jnp.mean(jnp.tanh(x @ w) ** 2))(w)
    return w - 0.1 * lax.pmean(grad, "i")

f = jax.pmap(step, axis_name="i", in_axes=(None, 0))
w = np.ones((4, 2), np.float32)
x = np.random.default_rng(0).standard_normal((8, 16, 4)).astype(np.float32)
open("step.mlir", "w").write(f.lower(w, x).as_text())
np.save("w.npy", w); np.save("x.npy", x); np.save("jax_out.npy", f(w, x))

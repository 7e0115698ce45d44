"""jax.lax.fma (stablehlo.fma, single rounding; JAX >= 0.12.1 emits it, e.g. in jax.random.normal)
over f32 inputs where a multiply then an add would round twice: exact cancellations, products
that need every bit, infinities, signed zeros and random values. Writes program.mlir, arg*.npy
and out*.npy (JAX's results) beside this file. Run with a JAX >= 0.12.1 Python."""
import pathlib

import jax
import numpy as np
from jax import lax

HERE = pathlib.Path(__file__).parent
rng = np.random.default_rng(0)
n = 4096
a, b, c = (rng.standard_normal(n).astype(np.float32) for _ in range(3))
a[:8] = [1 + 2**-23, 3.0, 1e30, -0.0, 1 + 2**-12, np.inf, 2**-70, -7.0]
b[:8] = [1 - 2**-23, 1 / 3, 1e30, 5.0, 1 + 2**-12, 0.5, 2**-70, 3.0]
c[:8] = [-1.0, -1.0, -np.inf, 0.0, -1.0, 1.0, 1.0, 21.0]
f = jax.jit(lax.fma)
(HERE / "program.mlir").write_text(f.lower(a, b, c).as_text())
for i, x in enumerate((a, b, c)):
    np.save(HERE / f"arg{i}.npy", x)
np.save(HERE / "out0.npy", np.asarray(f(a, b, c)))
print("jax", jax.__version__)

"""Makes the JAX reference values for the elementwise math ops (f32, JAX's CPU backend).

Run from the repository root with a Python that has jax and numpy:
    JAX_PLATFORMS=cpu python tests/data/elementwise/make.py
It writes, next to this file:
    x.npy                   f32[N] inputs of the unary ops (ordinary values, edges: +-0, +-inf, NaN, large, tiny)
    erf_inv_x.npy           f32[M] inputs of erf_inv (inside [-1, 1], the edges, and a few outside)
    a.npy, b.npy            f32[K] operand pairs of the binary ops
    <op>.npy                JAX's result for each op (lax.<op> applied to the inputs above, jitted)
and prints the JAX version it used. tests/reference/test_elementwise_math.cpp reads them.
"""
import os

import jax
import numpy as np
from jax import lax

HERE = os.path.dirname(os.path.abspath(__file__))
inf, nan = np.inf, np.nan


def unary_inputs():
    special = [0.0, -0.0, inf, -inf, nan, 1.0, -1.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 3.5, 1e-30, -1e-30, 1e-45,
               3.4e38, -3.4e38, 1e10, -1e10, 88.0, -88.0, 100.0, -104.0, 1e-5, -1e-5, 0.1, 7.25, -7.75,
               3.14159265, 1.5707963, 1e6 + 0.5, -123456.789, 2 ** 23 + 1.0, 20.0, -20.0]
    rng = np.random.default_rng(10)
    spread = np.concatenate([rng.uniform(-10, 10, 40), rng.standard_normal(20) * 100,
                             np.exp(rng.uniform(-20, 20, 20)) * rng.choice([-1, 1], 20)])
    return np.array(special + list(spread), dtype=np.float32)


def erf_inv_inputs():
    special = [0.0, -0.0, 1.0, -1.0, 1.5, -2.0, nan, inf, 0.5, -0.5, 0.999, -0.999, 0.9999999, -0.9999999,
               np.nextafter(np.float32(1), np.float32(0)), 1e-20, -1e-7, 0.8, 0.95]
    rng = np.random.default_rng(11)
    spread = np.concatenate([rng.uniform(-1, 1, 60), 1 - np.exp(rng.uniform(-16, -1, 20))])
    return np.array(special + list(spread), dtype=np.float32)


def binary_inputs():
    pairs = [(0.0, 0.0), (-0.0, 0.0), (0.0, -0.0), (-0.0, -0.0), (1.0, 0.0), (-1.0, 0.0), (1.0, -0.0),
             (inf, inf), (-inf, inf), (inf, -inf), (nan, 1.0), (1.0, nan), (2.0, 10.0), (-2.0, 3.0),
             (-8.0, 1.0 / 3.0), (2.0, -1.0), (0.0, -1.0), (-0.0, -3.0), (10.0, 3.0), (-10.0, 3.0),
             (10.0, -3.0), (5.5, 1.25), (1e30, 7.0), (1.0, inf), (inf, 2.0), (3.0, 0.5), (1.0, 1e30),
             (1e-30, 1e-30), (-7.25, 2.0), (0.5, 200.0), (2.0, 0.5)]
    rng = np.random.default_rng(12)
    a = list(rng.uniform(-10, 10, 40)) + list(rng.uniform(0, 5, 20))
    b = list(rng.uniform(-10, 10, 40)) + list(rng.uniform(-6, 6, 20))
    return (np.array([p[0] for p in pairs] + a, dtype=np.float32),
            np.array([p[1] for p in pairs] + b, dtype=np.float32))


UNARY = {
    "sign": lax.sign, "floor": lax.floor, "ceil": lax.ceil,
    "round_nearest_even": lambda x: lax.round(x, lax.RoundingMethod.TO_NEAREST_EVEN),
    "round_nearest_afz": lambda x: lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO),
    "rsqrt": lax.rsqrt, "cbrt": lax.cbrt, "logistic": lax.logistic, "log1p": lax.log1p,
    "expm1": lax.expm1, "sine": lax.sin, "cosine": lax.cos, "tan": lax.tan, "erf": lax.erf, "erfc": lax.erfc,
    "is_finite": lax.is_finite,
}
BINARY = {"atan2": lax.atan2, "power": lax.pow, "remainder": lax.rem}


def save(name, array):
    np.save(os.path.join(HERE, name + ".npy"), np.asarray(array))


def main():
    x = unary_inputs()
    save("x", x)
    for name, fn in UNARY.items():
        save(name, jax.jit(fn)(x))
    e = erf_inv_inputs()
    save("erf_inv_x", e)
    save("erf_inv", jax.jit(lax.erf_inv)(e))
    a, b = binary_inputs()
    save("a", a)
    save("b", b)
    for name, fn in BINARY.items():
        save(name, jax.jit(fn)(a, b))
    print("jax", jax.__version__, "numpy", np.__version__)


if __name__ == "__main__":
    main()

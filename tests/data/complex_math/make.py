"""Makes the JAX reference values of the complex elementwise ops (c128, JAX's CPU backend, x64).

Run from the repository root with a Python that has jax and numpy:
    JAX_PLATFORMS=cpu python tests/data/complex_math/make.py
It writes, next to this file:
    z.npy            c128[N] inputs of the unary ops (ordinary values, zeros, large and small parts,
                     tanh's large real parts, points near its poles, the axes, infinities, the unit
                     circle; no subnormal part: XLA's CPU backend flushes them, pmapsim keeps them)
    a.npy, b.npy     c128[K] operand pairs of the binary ops
    <op>.npy         JAX's result for each op (lax.<op> applied to the inputs above, jitted)
    <op>_exact.npy   the same computed with mpmath at 40 digits and rounded once (NaN where mpmath
                     has no finite value): near tanh's poles XLA's own result is ~1e-13 off
and prints the JAX version it used. tests/reference/test_complex.cpp reads them: finite results
against the exact values, XLA's choices at zeros and infinities against JAX's. Products whose
parts overflow while adding (a part of inf - inf) are left out: XLA's and the backends' NaN or
infinity there depend on the order of the four products.
"""
import os

import jax

jax.config.update("jax_enable_x64", True)
import jax.numpy as jnp  # noqa: E402
import mpmath  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402

mpmath.mp.dps = 40

HERE = os.path.dirname(os.path.abspath(__file__))


def unary_inputs():
    special = [0j, 1 + 0j, -1 + 0j, 1j, -1j, 0.5 + 0.5j, -2.5 + 1.25j, 3 - 4j, -3 - 4j, 1e-8 + 1e-8j,
               1e8 - 2e8j, 25 + 1j, -25 + 0.5j, 40 - 3j, 0.1 + 1.5707963j, 1e-3 + 1.57j, 2 + 30j,
               -0.75 - 12j, 300 + 0.25j, 1e-300 + 2e-300j, 5 + 0j, -5 + 0j, 0 + 5j, 0 - 7j,
               800 + 1j, -800 + 1j, 800j, -800j, complex(np.inf, 0), complex(-np.inf, 0), complex(1, np.inf),
               complex(np.nan, 0), 1 + 1e-8j, 1 - 3e-9j, 0.6 + 0.8j, 1e-3 + 0.9999995j,
               -0.70710678 + 0.70710678j, 1e308 + 1e308j, -3e307 + 2e300j, 700.5 + 1.5j,
               709.9 + 1.5j]
    rng = np.random.default_rng(13)
    spread = list(rng.uniform(-4, 4, 30) + 1j * rng.uniform(-4, 4, 30))
    spread += list(np.exp(rng.uniform(-10, 10, 10)) * np.exp(1j * rng.uniform(-np.pi, np.pi, 10)))
    return np.array(special + spread, dtype=np.complex128)


def binary_inputs():
    pairs = [(1 + 1j, 1 - 1j), (3 - 4j, 0.5 + 2j), (-2 + 0j, 0.5 + 0j), (0j, 2 + 0j), (0j, 1 + 1j),
             (2 + 3j, 0j), (1e-200 + 1e-200j, 1e-200 + 3e-201j),
             (-1 + 0j, 0.5 + 0j), (1j, 1j), (4 - 2j, -1.5 + 0.25j), (0j, -1 + 0j), (0j, 1j), (0j, 0j),
             (0j, 0.5 + 0j), (1 + 1j, complex(np.inf, np.inf)), (-2 + 1j, complex(np.inf, 0)),
             (3 - 1j, complex(0, -np.inf)), (1 + 1e-8j, 2 + 0.5j), (1e-3 + 0.9999995j, 0.5 - 2j)]
    rng = np.random.default_rng(14)
    a = list(rng.uniform(-5, 5, 30) + 1j * rng.uniform(-5, 5, 30))
    b = list(rng.uniform(-3, 3, 30) + 1j * rng.uniform(-3, 3, 30))
    return (np.array([p[0] for p in pairs] + a, dtype=np.complex128),
            np.array([p[1] for p in pairs] + b, dtype=np.complex128))


UNARY = {"neg": lax.neg, "abs": lax.abs, "exp": lax.exp, "log": lax.log, "sqrt": lax.sqrt, "rsqrt": lax.rsqrt,
         "tanh": lax.tanh, "sine": lax.sin, "cosine": lax.cos, "sign": lax.sign}
BINARY = {"add": lax.add, "sub": lax.sub, "mul": lax.mul, "div": lax.div, "power": lax.pow}
EXACT_UNARY = {"neg": lambda z: -z, "abs": mpmath.fabs, "exp": mpmath.exp, "log": mpmath.log, "sqrt": mpmath.sqrt,
               "rsqrt": lambda z: 1 / mpmath.sqrt(z), "tanh": mpmath.tanh, "sine": mpmath.sin,
               "cosine": mpmath.cos, "sign": lambda z: z / mpmath.fabs(z)}
EXACT_BINARY = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
                "div": lambda a, b: a / b, "power": lambda a, b: mpmath.exp(b * mpmath.log(a))}


def exact(fn, *operands):
    """fn at 40 digits on each element's values, rounded once to c128; NaN where it has no finite
    value (a non-finite operand, a zero denominator, an overflow)."""
    out = []
    for values in zip(*operands):
        try:
            if not all(np.isfinite(v) for v in values):
                raise ValueError
            r = mpmath.mpc(fn(*[mpmath.mpc(float(v.real), float(v.imag)) for v in values]))
            c = complex(float(r.real), float(r.imag))
            out.append(c if np.isfinite(c) else complex(np.nan, np.nan))
        except (ValueError, ZeroDivisionError, OverflowError):
            out.append(complex(np.nan, np.nan))
    return np.array(out, dtype=np.complex128)


def main():
    z = unary_inputs()
    a, b = binary_inputs()
    np.save(os.path.join(HERE, "z.npy"), z)
    np.save(os.path.join(HERE, "a.npy"), a)
    np.save(os.path.join(HERE, "b.npy"), b)
    for name, fn in UNARY.items():
        np.save(os.path.join(HERE, f"{name}.npy"), np.asarray(jax.jit(fn)(jnp.asarray(z))))
        np.save(os.path.join(HERE, f"{name}_exact.npy"), exact(EXACT_UNARY[name], z))
    for name, fn in BINARY.items():
        np.save(os.path.join(HERE, f"{name}.npy"), np.asarray(jax.jit(fn)(jnp.asarray(a), jnp.asarray(b))))
        np.save(os.path.join(HERE, f"{name}_exact.npy"), exact(EXACT_BINARY[name], a, b))
    print("jax", jax.__version__)


if __name__ == "__main__":
    main()

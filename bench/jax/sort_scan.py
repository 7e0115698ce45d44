#!/usr/bin/env python3
"""Sort-, top_k- and cumsum-heavy JAX programs on pmapsim's reference: median ms of 5 runs after a warm-up.

16 rows of 500 f32 with NaN, -0 and ties (JAX's total-order comparator), and int keys for lexsort. The
reference sorts by keys computed once per element and runs a prefix reduce_window as a scan; its
results are bit for bit those of the per-pair region interpreter.

  .venv/bin/python bench/jax/sort_scan.py
"""
import statistics
import time

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

import pmapsim

rng = np.random.default_rng(1)
X = rng.standard_normal((16, 500)).astype(np.float32)
X[:, ::7] = np.round(X[:, ::7])
X[:, ::11] = -0.0
X[:, ::13] = np.nan
KEYS = rng.integers(-5, 5, (16, 500)).astype(np.int32)
PROGRAMS = {
    "sort": lambda x, i: jnp.sort(x, axis=1),
    "argsort": lambda x, i: jnp.argsort(x, axis=1),
    "top_k": lambda x, i: lax.top_k(x, 5),
    "lexsort (2 keys)": lambda x, i: jnp.lexsort((x, i), axis=1),
    "cumsum": lambda x, i: jnp.cumsum(x, axis=1),
}


def main():
    rt = pmapsim.Runtime("reference")
    for name, f in PROGRAMS.items():
        program = pmapsim.program(jax.jit(f), X, KEYS)
        rt.run(program, X, KEYS)  # warm-up: compile, first touch
        times = []
        for _ in range(5):
            start = time.perf_counter()
            rt.run(program, X, KEYS)
            times.append(time.perf_counter() - start)
        print(f"{name:18} {statistics.median(times) * 1e3:8.2f} ms")


if __name__ == "__main__":
    main()

"""Shared by the corpus case files (cases_*.py)."""
import jax


class X64:
    """A function lowered and run with jax_enable_x64 on (f64 values and accumulation, i64 constants)."""

    def __init__(self, fn):
        self.fn = fn

    def lower(self, *args):
        with jax.enable_x64(True):
            return jax.jit(self.fn).lower(*args)

    def __call__(self, *args):
        with jax.enable_x64(True):
            return jax.jit(self.fn)(*args)

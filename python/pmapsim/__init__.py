"""pmapsim: run JAX programs on a simulated TPU pod, the GPU backend and the reference.

    import pmapsim
    rt = pmapsim.Runtime("sim:tpu-v5e,devices=8")
    out = rt.run(jax.jit(f), x, w)          # NumPy arrays, shaped as JAX returns them
    print(rt.last_profile.summary())        # where the simulated time went
    pmapsim.check(f, x, w, backend="sim:tpu-v5e,devices=8", against="jax")

A function is lowered by JAX (``f.lower(*args).as_text()``), imported from its
StableHLO and run by the C++ core. A pmapsim program (a ``.spmd`` path or its
text) runs without JAX. Every error a caller can cause raises ValueError with
the core's one-line message.
"""

import os as _os

# The sim reads its hardware presets from PMAPSIM_PRESET_DIR: the copies installed with the package,
# unless the caller chose others.
_PRESETS = _os.path.join(_os.path.dirname(__file__), "presets")
if _os.path.isdir(_PRESETS):
    _os.environ.setdefault("PMAPSIM_PRESET_DIR", _PRESETS)

from ._api import (  # noqa: E402
    CheckResult,
    Device,
    OutputError,
    Profile,
    Summary,
    Program,
    Runtime,
    backends,
    check,
    program,
    sweep,
)

__all__ = [
    "CheckResult",
    "Device",
    "OutputError",
    "Profile",
    "Summary",
    "Program",
    "Runtime",
    "backends",
    "check",
    "program",
    "sweep",
]
__version__ = "0.1.0"

"""The Python face of pmapsim's C++ core (pmapsim._core): conversions and JAX glue only.

Programs, sharding, running, checking and profile summaries are the core's; this
module turns NumPy/JAX arrays into the core's inputs, its results into NumPy
arrays shaped as JAX returns them, and its records into Python objects.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Sequence, Tuple

import numpy as np

from . import _core

try:  # bf16 as NumPy sees it, where ml_dtypes is installed
    import ml_dtypes as _ml_dtypes

    _BFLOAT16 = np.dtype(_ml_dtypes.bfloat16)
except ImportError:  # pragma: no cover - exercised where ml_dtypes is absent
    _ml_dtypes = None
    _BFLOAT16 = None

_NUMPY_TO_PMAPSIM = {
    np.dtype(np.float32): "f32",
    np.dtype(np.float64): "f64",
    np.dtype(np.float16): "f16",
    np.dtype(np.int8): "s8",
    np.dtype(np.int16): "s16",
    np.dtype(np.int32): "s32",
    np.dtype(np.int64): "s64",
    np.dtype(np.uint8): "u8",
    np.dtype(np.uint16): "u16",
    np.dtype(np.uint32): "u32",
    np.dtype(np.uint64): "u64",
    np.dtype(np.bool_): "bool",
    np.dtype(np.complex64): "c64",
    np.dtype(np.complex128): "c128",
}
_PMAPSIM_TO_NUMPY = {name: dtype for dtype, name in _NUMPY_TO_PMAPSIM.items()}


# ---------------------------------------------------------------- arrays


def _dtype_name(dtype: np.dtype) -> str:
    if _BFLOAT16 is not None and dtype == _BFLOAT16:
        return "bf16"
    try:
        return _NUMPY_TO_PMAPSIM[dtype]
    except KeyError:
        raise ValueError(f"pmapsim has no dtype for NumPy's {dtype}") from None


def _numpy_dtype(name: str) -> np.dtype:
    if name == "bf16":
        if _BFLOAT16 is None:
            raise ValueError("a bf16 array needs ml_dtypes (pip install ml_dtypes)")
        return _BFLOAT16
    return _PMAPSIM_TO_NUMPY[name]


# The 32-bit type JAX gives a 64-bit argument when jax_enable_x64 is off.
_NARROWED = {"s64": "s32", "u64": "u32", "f64": "f32", "c128": "c64"}


def _to_input(value: Any, want_dtype: Optional[str]) -> "_core.Input":
    """One argument as the core reads it: a C-contiguous buffer, not copied when it already is one."""
    if isinstance(value, (bool, int, float, complex)) and want_dtype is not None:
        array = np.asarray(value, dtype=_numpy_dtype(want_dtype))  # a Python scalar takes the parameter's dtype
    else:
        array = np.asarray(value)
    if array.dtype == np.dtype("V2") and want_dtype == "bf16" and _BFLOAT16 is not None:
        array = array.view(_BFLOAT16)  # how np.save writes bf16 and np.load reads it back
    name = _dtype_name(array.dtype)
    if want_dtype is not None and _NARROWED.get(name) == want_dtype:
        # JAX without jax_enable_x64 lowers a 64-bit NumPy argument (np.arange's int64) as its
        # 32-bit type and narrows the value when called; the program takes what JAX would pass.
        array = array.astype(_numpy_dtype(want_dtype))
        name = want_dtype
    if not array.flags.c_contiguous:  # (np.ascontiguousarray would also make a scalar 1-d)
        array = np.ascontiguousarray(array)
    if name in ("bf16", "f16"):
        array = array.view(np.uint16)  # DLPack has no name NumPy exports for these: their 16 bits
    return _core.Input(array, name)


def _from_output(value: Any, dtype: str) -> Any:
    """A result as NumPy sees it; the core hands f16 and bf16 over as their 16 bits."""
    if value is None or dtype not in ("f16", "bf16"):
        return value
    if dtype == "f16":
        return value.view(np.float16)
    if _BFLOAT16 is not None:
        return value.view(_BFLOAT16)
    return (value.astype(np.uint32) << 16).view(np.float32)  # bf16 widened exactly, without ml_dtypes


# ---------------------------------------------------------------- programs


class Program:
    """A program the core can run: imported from StableHLO, or parsed from pmapsim's own text.

    ``in_types``/``out_types`` are the global (dtype, shape) pairs the program takes and returns.
    """

    def __init__(self, core: "_core.Program", kind: str, text: str, source_name: str,
                 out_tree: Any = None, kept_args: Optional[Sequence[int]] = None):
        self._core = core
        self._source = (kind, text, source_name)
        self._out_tree = out_tree
        self._kept_args = list(kept_args) if kept_args is not None else None

    @property
    def name(self) -> str:
        return self._core.name

    @property
    def num_devices(self) -> int:
        """The devices the program runs on (its mesh's size)."""
        return self._core.axis_size

    @property
    def in_types(self) -> List[Tuple[str, Tuple[int, ...]]]:
        return self._core.global_param_types

    @property
    def out_types(self) -> List[Tuple[str, Tuple[int, ...]]]:
        return self._core.global_result_types

    @property
    def has_specs(self) -> bool:
        """Whether the program carries shard_map's in_specs/out_specs (takes global arrays by them)."""
        return self._core.has_specs

    def text(self) -> str:
        """The program in pmapsim's text form (.spmd)."""
        return self._core.text()

    def __repr__(self) -> str:
        return f"<pmapsim.Program @{self.name} on {self.num_devices} device(s), {len(self.in_types)} inputs>"


def _mesh_pairs(mesh: Optional[Dict[str, int]]) -> List[Tuple[str, int]]:
    """``{"data": 64, "model": 16}`` -> [("data", 64), ("model", 16)]: a jax.jit module's mesh axes,
    resized (the module's axis names, in order)."""
    return [(str(name), int(size)) for name, size in (mesh or {}).items()]


def _from_source(kind: str, text: str, source_name: str, mesh: Optional[Dict[str, int]] = None) -> "_core.Program":
    if kind == "stablehlo":
        return _core.Program.from_stablehlo(text, source_name, _mesh_pairs(mesh))
    if mesh:
        raise ValueError("mesh= resizes a jax.jit module's mesh: it takes a JAX function or StableHLO text")
    return _core.Program.from_text(text, source_name)


def _looks_like_stablehlo(text: str) -> bool:
    return "func.func" in text or text.lstrip().startswith("module")


def _read_source(path: str) -> Program:
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read()
    except OSError as error:
        raise ValueError(f"cannot open program file '{path}': {error.strerror}") from None
    kind = "stablehlo" if path.endswith(".mlir") else "spmd"
    return Program(_from_source(kind, text, path), kind, text, path)


def _lower_jax(f: Any, args: Sequence[Any], mesh: Optional[Dict[str, int]] = None) -> Program:
    import jax  # only a JAX function needs JAX

    jitted = f if hasattr(f, "lower") else jax.jit(f)
    lowered = jitted.lower(*args)
    text = lowered.as_text()
    name = getattr(f, "__name__", None) or getattr(getattr(f, "__wrapped__", None), "__name__", "jax")
    kept = None
    lowering = getattr(lowered, "_lowering", None)
    compile_args = getattr(lowering, "compile_args", None) or {}
    if compile_args.get("kept_var_idx") is not None:  # jax.jit drops unused arguments (keep_unused=False)
        kept = sorted(compile_args["kept_var_idx"])
    return Program(_core.Program.from_stablehlo(text, f"{name}.mlir", _mesh_pairs(mesh)), "stablehlo", text,
                   f"{name}.mlir",
                   out_tree=getattr(lowered, "out_tree", None), kept_args=kept)


def program(f: Any, *args: Any, mesh: Optional[Dict[str, int]] = None) -> Program:
    """The pmapsim program for ``f``: a JAX function lowered for ``args``, a ``.spmd``/``.mlir`` path,
    program text (pmapsim's or StableHLO), or a Program (returned as is). A jax.jit over sharded
    arrays is partitioned as XLA would; ``mesh`` (``{"data": 64, "model": 16}``) runs it on another
    mesh with the same axis names."""
    if isinstance(f, Program):
        return f
    if mesh:
        if callable(f) and not isinstance(f, (str, os.PathLike)):
            return _lower_jax(f, args, mesh)
        text = f if isinstance(f, str) and "\n" in f else open(os.fspath(f)).read()
        return Program(_from_source("stablehlo", text, "<stablehlo>", mesh), "stablehlo", text, "<stablehlo>")
    if isinstance(f, os.PathLike) or (isinstance(f, str) and "\n" not in f and
                                      (os.path.exists(f) or f.endswith((".spmd", ".mlir")))):
        return _read_source(os.fspath(f))
    if isinstance(f, str):
        kind = "stablehlo" if _looks_like_stablehlo(f) else "spmd"
        name = "<stablehlo>" if kind == "stablehlo" else ""
        return Program(_from_source(kind, f, name), kind, f, name)
    if callable(f):
        return _lower_jax(f, args)
    raise ValueError(f"pmapsim cannot run a {type(f).__name__}: give a JAX function, a .spmd path or program text")


def _flat_args(prog: Program, args: Sequence[Any]) -> List[Any]:
    """The arguments as @main takes them: JAX's flattened leaves (less those jit dropped)."""
    if prog._out_tree is None and prog._kept_args is None:
        return list(args)
    import jax

    leaves = [_key_data(leaf) for leaf in jax.tree_util.tree_leaves(args)]
    if prog._kept_args is not None and len(prog._kept_args) != len(leaves):
        leaves = [leaves[i] for i in prog._kept_args]
    return leaves


def _key_data(leaf: Any) -> Any:
    """A typed PRNG key array (jax.random.key) as the integers @main takes for it (its key data)."""
    dtype = getattr(leaf, "dtype", None)
    if dtype is None or isinstance(dtype, np.dtype):
        return leaf
    import jax

    return jax.random.key_data(leaf) if jax.dtypes.issubdtype(dtype, jax.dtypes.prng_key) else leaf


def _inputs(prog: Program, args: Sequence[Any]) -> list:
    types = prog.in_types
    return [_to_input(arg, types[i][0] if i < len(types) else None) for i, arg in enumerate(args)]


def _outputs(prog: Program, raw: Sequence[Any]) -> Any:
    outs = [_from_output(value, dtype) for value, (dtype, _) in zip(raw, prog.out_types)]
    if prog._out_tree is not None:
        import jax

        return jax.tree_util.tree_unflatten(prog._out_tree, outs)
    return outs[0] if len(outs) == 1 else tuple(outs)


# ---------------------------------------------------------------- profiles


def _table(rows: List[dict]) -> Any:
    """A pandas DataFrame where pandas is installed, else the rows (a list of dicts)."""
    try:
        import pandas
    except ImportError:
        return rows
    return pandas.DataFrame(rows)


class Summary:
    """The CLI's summary tables of a run. ``str(summary)`` is the CLI's text; ``ops``, ``units``,
    ``devices`` and ``critical_path`` are DataFrames where pandas is installed (else lists of dicts)."""

    def __init__(self, core: "_core.ProfileSummary", max_devices: int):
        self._core = core
        self._text = core.table(max_devices)

    def __str__(self) -> str:
        return self._text

    __repr__ = __str__

    @property
    def ops(self) -> Any:
        return _table([{"op": o.name, "count": o.count, "total_s": o.total_ns * 1e-9,
                        "per_device_s": o.total_ns * 1e-9 / max(o.devices, 1), "share": o.share,
                        "bound": o.bound} for o in self._core.ops])

    @property
    def units(self) -> Any:
        return _table([{"device": u.device, "unit": u.track, "busy_s": u.busy_ns * 1e-9,
                        "utilization": u.utilization} for u in self._core.units])

    @property
    def devices(self) -> Any:
        return _table([{"device": d.device, "name": d.name, "flops": d.flops, "bytes": d.bytes,
                        "flops_per_s": d.flops_per_s, "bytes_per_s": d.bytes_per_s, "link_bytes": d.link_bytes,
                        "peak_flops_per_s": d.peak_flops_per_s} for d in self._core.devices])

    @property
    def critical_path(self) -> dict:
        c = self._core.critical_path
        return {"device": c.device, "ops": c.op_count, "span_s": c.span_ns * 1e-9,
                "compute_s": c.compute_ns * 1e-9, "memory_s": c.memory_ns * 1e-9,
                "communication_s": c.network_ns * 1e-9, "waiting_s": c.waiting_ns * 1e-9,
                "collective_s": c.collective_ns * 1e-9, "exposed_collective_s": c.exposed_collective_ns * 1e-9}

    @property
    def peak_hbm_bytes(self) -> Optional[float]:
        """The largest per-device peak of live HBM bytes (the sim's memory profile), None when unknown."""
        peaks = [bytes_ for _, bytes_ in self._core.live_hbm_peaks]
        return max(peaks) if peaks else None


class Profile:
    """What a run did: per-op and per-unit figures, the makespan, and a Perfetto trace."""

    def __init__(self, core: "_core.Profile"):
        self._core = core
        self._summary = None

    @property
    def backend(self) -> str:
        return self._core.backend

    @property
    def makespan_s(self) -> float:
        """The run's makespan in seconds (simulated time on the sim, measured elsewhere)."""
        return self._core.makespan_ns * 1e-9

    @property
    def metadata(self) -> dict:
        return self._core.metadata

    def _summarized(self) -> "_core.ProfileSummary":
        if self._summary is None:
            self._summary = self._core.summarize()
        return self._summary

    def summary(self, max_devices: int = 4) -> Summary:
        """The CLI's tables (ops, units, device rates, critical path, HBM peaks); 0 lists every device."""
        return Summary(self._summarized(), max_devices)

    @property
    def ops(self) -> Any:
        """Per op: count, total and per-device time, share, what bounds it."""
        return self.summary().ops

    @property
    def units(self) -> Any:
        """Per device and unit: busy time and utilization."""
        return self.summary().units

    def save_trace(self, path: str) -> None:
        """Writes the Chrome/Perfetto trace (gzip when the path ends in .gz)."""
        self._core.save_trace(os.fspath(path))

    def __repr__(self) -> str:
        return f"<pmapsim.Profile {self.backend}: makespan {self.makespan_s * 1e6:.2f} us>"


# ---------------------------------------------------------------- the runtime


class Device(NamedTuple):
    id: int
    name: str
    description: str


class Runtime:
    """One backend, opened by its spec ("reference", "sim:tpu-v5e,devices=8", "cuda:virtual=8")."""

    def __init__(self, spec: str = "reference"):
        self._backend = _core.Backend(spec)
        self._programs: dict = {}
        # id(Program) -> (Program, compiled executable); the Program is kept so its id stays its own.
        self._executables: dict = {}
        self.last_profile: Optional[Profile] = None

    @property
    def spec(self) -> str:
        """The resolved spec (every option spelled out)."""
        return self._backend.spec

    @property
    def kind(self) -> str:
        return self._backend.kind

    @property
    def devices(self) -> List[Device]:
        return [Device(*d) for d in self._backend.devices]

    @property
    def computes_values(self) -> bool:
        """False for a timing-only simulator: run returns None for every output."""
        return self._backend.computes_values

    def describe(self) -> str:
        """The resolved preset: what each device models."""
        return self._backend.describe()

    def _program_for(self, f: Any, args: Sequence[Any]) -> Program:
        if not callable(f) or isinstance(f, Program):
            return program(f)
        # JAX lowers once per function and argument signature, as jax.jit caches.
        signature = tuple((np.shape(a), str(getattr(a, "dtype", type(a).__name__))) for a in _leaves(args))
        key = (f, signature)
        cached = self._programs.get(key)
        if cached is None:
            cached = self._programs[key] = _lower_jax(f, args)
        return cached

    def run(self, f: Any, *args: Any) -> Any:
        """Runs ``f`` on this backend and returns its results as NumPy arrays, shaped as JAX returns them.

        ``f``: a jax.jit / jax.pmap / shard_map function (lowered for ``args``), a Program, a ``.spmd``
        or ``.mlir`` path, or program text. Arguments are global arrays; a program without in_specs
        takes them in pmapsim's rank-preserving view (an array of the per-device shape goes to every
        device, any other is split along axis 0) and returns its results concatenated along axis 0.
        The run's Profile is ``self.last_profile``.
        """
        prog = self._program_for(f, args)
        flat = _flat_args(prog, args)
        result = _core.run_program(self._backend, prog._core, _inputs(prog, flat), self._executable(prog))
        self.last_profile = Profile(result.profile)
        return _outputs(prog, result.outputs)

    # Compiled programs kept at once: a loop over a few programs compiles each once, while a caller
    # that reads a new Program every call (a path, program text) does not grow the cache without end.
    _MAX_EXECUTABLES = 64

    def _executable(self, prog: Program) -> "_core.Executable":
        """``prog`` compiled for this backend, compiled on its first run and kept (as jax.jit keeps its
        executables): the simulator's plan and SystemC world are then built once, not every step."""
        cached = self._executables.pop(id(prog), None)
        if cached is None or cached[0] is not prog:
            cached = (prog, _core.Executable(self._backend, prog._core))
        self._executables[id(prog)] = cached  # most recently used last
        while len(self._executables) > self._MAX_EXECUTABLES:
            del self._executables[next(iter(self._executables))]
        return cached[1]

    def __repr__(self) -> str:
        return f"<pmapsim.Runtime {self.spec}: {len(self._backend.devices)} devices>"


def _leaves(args: Sequence[Any]) -> list:
    try:
        import jax
    except ImportError:
        return list(args)
    return jax.tree_util.tree_leaves(args)


def backends() -> List[Tuple[str, bool, str]]:
    """(kind, available, summary or why not) for every backend kind this build knows."""
    return _core.backend_kinds()


# ---------------------------------------------------------------- checking


@dataclass
class OutputError:
    """One output's errors against the other side, and the tolerance of its dtype."""

    output: int
    dtype: str
    shape: Tuple[int, ...]
    rel_error: float
    max_abs_error: float
    tolerance: float
    passed: bool
    problem: str = ""


@dataclass
class CheckResult:
    """Per output errors; ``first_divergence`` names the first instruction where the backend and the
    reference part (None when they agree or the outputs pass)."""

    backend: str
    against: str
    outputs: List[OutputError]
    first_divergence: Optional[str]
    table: str

    @property
    def passed(self) -> bool:
        return all(o.passed for o in self.outputs)

    def __bool__(self) -> bool:
        return self.passed

    def __str__(self) -> str:
        return self.table


def _output_error(c: Any) -> OutputError:
    return OutputError(c.result, c.dtype, tuple(c.shape), c.rel_error, c.max_abs_error, c.tolerance, c.passed,
                       c.problem)


def _divergence_text(report: Any) -> Optional[str]:
    d = report.first_divergence
    if d is None:
        return None
    return (f"instruction {d.instruction} on device {d.device}: {d.text} "
            f"(rel error {d.rel_error:.3g}, max abs {d.max_abs_error:.3g})")


def check(f: Any, *args: Any, backend: str = "sim:tpu-v5e,devices=8", against: str = "jax",
          f32_tolerance: Optional[float] = None, bf16_tolerance: Optional[float] = None) -> CheckResult:
    """Runs ``f`` on ``backend`` and on ``against`` ("jax": JAX itself; "reference": pmapsim's oracle) and
    reports per output the errors against the dtype's tolerance (f32 1e-5, bf16 1e-2, f16 1e-3, f64 1e-12,
    integers and bools exact). When they disagree, names the first instruction where the backend and
    the reference part."""
    if against not in ("jax", "reference"):
        raise ValueError(f"against='{against}': expected 'jax' or 'reference'")
    rt = Runtime(backend)
    prog = rt._program_for(f, args)
    inputs = _inputs(prog, _flat_args(prog, args))
    reference = _core.Backend(f"reference:devices={prog.num_devices}")

    def divergence_report():
        return _core.check_program(rt._backend, reference, prog._core, inputs, f32_tolerance, bf16_tolerance)

    if against == "reference":
        report = divergence_report()
        return CheckResult(rt.spec, reference.spec, [_output_error(c) for c in report.outputs],
                           _divergence_text(report), report.table())

    if isinstance(f, (Program, str, os.PathLike)):
        raise ValueError("against='jax' needs a JAX function (a pmapsim program has no JAX to compare with)")
    import jax

    got = jax.tree_util.tree_leaves(rt.run(f, *args))
    # JAX's values from the function pmapsim lowered: a plain Python function called eagerly on
    # NumPy arguments would compute its operators in NumPy (int64 sums, float64 promotion).
    jitted = f if hasattr(f, "lower") else jax.jit(f)
    want = [np.asarray(_key_data(w)) for w in jax.tree_util.tree_leaves(jitted(*args))]
    if len(got) != len(want):
        raise ValueError(f"pmapsim returned {len(got)} outputs, JAX {len(want)}")
    outputs = []
    for k, (g, w) in enumerate(zip(got, want)):
        dtype = _dtype_name(w.dtype)
        tolerance = {"f32": f32_tolerance, "bf16": bf16_tolerance}.get(dtype)
        if tolerance is None:
            tolerance = _core.default_tolerance(dtype)
        outputs.append(_output_error(_core.compare_arrays(k, _to_input(g, dtype), _to_input(w, dtype), tolerance)))
    lines = [f"{rt.spec} against JAX {jax.__version__}:",
             f"  {'output':<8}{'type':<24}{'rel error':>12}{'max abs':>12}{'tolerance':>11}  result"]
    for o in outputs:
        typ = f"{o.dtype}[{','.join(map(str, o.shape))}]"
        lines.append(f"  out{o.output:<5}{typ:<24}{o.rel_error:>12.3g}{o.max_abs_error:>12.3g}"
                     f"{o.tolerance:>11.0e}  {'ok' if o.passed else 'FAIL ' + o.problem}")
    divergence = None
    if not all(o.passed for o in outputs):
        divergence = _divergence_text(divergence_report())
        lines.append("FAIL: " + (f"first divergence from the reference at {divergence}" if divergence else
                                 "the backend agrees with pmapsim's reference: the difference is pmapsim's "
                                 "reading of the program, not the backend"))
    else:
        lines.append("PASS")
    return CheckResult(rt.spec, "jax", outputs, divergence, "\n".join(lines))


# ---------------------------------------------------------------- sweeps


def _sweep_one(source: Tuple[str, str, str], spec: str, arrays: List[np.ndarray]) -> dict:
    """One sweep row; module-level so that any executor (processes, Dask, Ray) can pickle it."""
    kind, text, name = source
    prog = Program(_from_source(kind, text, name), kind, text, name)
    rt = Runtime(spec)
    result = _core.run_program(rt._backend, prog._core, _inputs(prog, arrays))
    summary = Profile(result.profile).summary()
    rates = [d for d in summary._core.devices if d.peak_flops_per_s > 0]
    utilisation = (sum(d.flops_per_s / d.peak_flops_per_s for d in rates) / len(rates)) if rates else None
    cp = summary._core.critical_path
    return {"backend": rt.spec, "devices": len(rt._backend.devices), "timing_only": not rt.computes_values,
            "step_time_s": summary._core.makespan_ns * 1e-9, "utilisation": utilisation,
            "peak_memory_bytes": summary.peak_hbm_bytes, "exposed_comm_s": cp.exposed_collective_ns * 1e-9,
            "comm_s": cp.collective_ns * 1e-9}


def sweep(f: Any, args: Sequence[Any], backends: Sequence[str], executor: Any = None) -> Any:
    """Runs ``f`` (lowered once) on every backend spec and returns one row per spec: step time,
    utilisation (achieved / peak flops, mean over devices), peak HBM bytes, exposed communication.

    ``executor``: any concurrent.futures.Executor (ProcessPoolExecutor, a Dask distributed Client's
    ``get_executor()``, Ray's); None runs the specs here, one after another. Returns a pandas
    DataFrame where pandas is installed, else a list of dicts.
    """
    prog = program(f, *args) if not isinstance(f, Program) else f
    arrays = [np.asarray(a) for a in _flat_args(prog, args)]
    if executor is None:
        rows = [_sweep_one(prog._source, spec, arrays) for spec in backends]
    else:
        futures = [executor.submit(_sweep_one, prog._source, spec, arrays) for spec in backends]
        rows = [future.result() for future in futures]
    return _table(rows)

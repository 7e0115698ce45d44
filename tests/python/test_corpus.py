"""Every backend available here gives JAX's values on the exported corpora: JAX 0.10's
(tests/data/stablehlo/NAME) and the newest JAX's with the library programs
(tests/data/stablehlo-jax0.12/NAME): program.mlir, argN.npy, and JAX's own outK.npy written by
make_corpus.py."""
import json
import warnings
import pathlib

import ml_dtypes
import numpy as np
import pytest

import pmapsim

DATA = pathlib.Path(__file__).resolve().parents[1] / "data"
CORPORA = {"jax0.10": DATA / "stablehlo", "jax0.12": DATA / "stablehlo-jax0.12", "jit": DATA / "stablehlo-jit"}
CASES = [(corpus, p.parent.name) for corpus, root in CORPORA.items() for p in sorted(root.glob("*/program.mlir"))]


def available_backends():
    specs = ["reference:devices=8", "sim:tpu-v5e,devices=8"]
    try:
        pmapsim.Runtime("cuda:virtual=8")
        specs.append("cuda:virtual=8")
    except ValueError:  # not built here, or no GPU: nothing to compare
        pass
    return specs


# The C++ corpus tests' rule: each element within a per-dtype tolerance of its own magnitude,
# plus a floor of 8 units in the last place of the output's largest finite magnitude; complex
# outputs part by part (c64 as f32, c128 as f64).
TOLERANCE = {"bfloat16": 1e-2, "float16": 2e-3, "float64": 1e-12, "complex128": 1e-12}
EPSILON = {"bfloat16": 2.0**-7, "float16": 2.0**-10, "float64": 2.0**-52, "complex128": 2.0**-52}

# Where pmapsim follows the newest JAX and JAX 0.10 computed otherwise: (corpus, case, output,
# element). digamma(+0): NaN in JAX 0.10, -inf from JAX 0.11 on.
KNOWN_DIFFERENCES = {("jax0.10", "math_lgamma_digamma", 1, 49)}


def mismatches(g, w, tolerance, floor):
    """Elements of g (float64) neither equal to w's (the same infinity, or both NaN) nor within
    tolerance of their own magnitude plus floor."""
    finite = np.isfinite(w) & np.isfinite(g)
    same = (g == w) | (np.isnan(g) & np.isnan(w))
    with np.errstate(invalid="ignore"):
        close = finite & (np.abs(g - w) <= tolerance * np.abs(w) + floor)
    return ~(same | close)


def assert_matches_jax(got, want, what, excused=()):
    got, want = np.asarray(got), np.asarray(want)
    if want.dtype == np.dtype("V2"):  # np.save writes bf16 as 2-byte voids
        want = want.view(ml_dtypes.bfloat16)
    assert got.shape == want.shape, what
    if want.dtype.kind in "biu":
        assert got.dtype == want.dtype, what
        np.testing.assert_array_equal(got, want, err_msg=what)
        return
    assert got.dtype == want.dtype or str(want.dtype) == "bfloat16", what
    tolerance = TOLERANCE.get(str(want.dtype), 1e-5)
    floor = 8 * EPSILON.get(str(want.dtype), 2.0**-23) * np.abs(want[np.isfinite(want)]).max(initial=0.0)
    if want.dtype.kind == "c":
        bad = mismatches(got.real.astype(np.float64).ravel(), want.real.astype(np.float64).ravel(), tolerance, floor)
        bad |= mismatches(got.imag.astype(np.float64).ravel(), want.imag.astype(np.float64).ravel(), tolerance, floor)
    else:
        bad = mismatches(got.astype(np.float64).ravel(), want.astype(np.float64).ravel(), tolerance, floor)
    bad[list(excused)] = False
    assert not bad.any(), f"{what}: {bad.sum()} elements differ, first at {np.argwhere(bad)[0]}"


def load_case(corpus, name):
    folder = CORPORA[corpus] / name
    args = []
    while (folder / f"arg{len(args)}.npy").exists():
        args.append(np.load(folder / f"arg{len(args)}.npy"))
    outs = []
    while (folder / f"out{len(outs)}.npy").exists():
        outs.append(np.load(folder / f"out{len(outs)}.npy"))
    return folder / "program.mlir", args, outs


@pytest.fixture(scope="module", params=available_backends())
def runtime(request):
    return pmapsim.Runtime(request.param)


@pytest.mark.parametrize("corpus,case", CASES)
def test_corpus_program_matches_jax(runtime, corpus, case):
    path, args, want = load_case(corpus, case)
    assert want, f"{case} has no outputs"
    got = runtime.run(path, *args)
    got = list(got) if isinstance(got, tuple) else [got]
    assert len(got) == len(want)
    for k, (g, w) in enumerate(zip(got, want)):
        excused = [e for c, n, o, e in KNOWN_DIFFERENCES if (c, n, o) == (corpus, case, k)]
        assert_matches_jax(g, w, f"{corpus} {case} out{k} on {runtime.spec}", excused)
    assert runtime.last_profile.makespan_s > 0


def test_corpus_is_there():
    # Exactly the cases each corpus.json lists, and as many as the C++ tests expect.
    for corpus, root in CORPORA.items():
        listed = json.loads((root / "corpus.json").read_text())["cases"]
        assert sorted(name for c, name in CASES if c == corpus) == sorted(listed), corpus
    assert sum(c == "jax0.10" for c, _ in CASES) == 127
    assert sum(c == "jax0.12" for c, _ in CASES) == 151
    assert sum(c == "jit" for c, _ in CASES) == 202


def test_a_jit_program_over_sharded_arrays_runs_partitioned_without_a_warning():
    # A jax.jit over sharded arrays (mhlo.num_partitions = 8, no shard_map) is partitioned as XLA
    # would: one program per device over the module's 2 x 4 mesh, JAX's numbers.
    path, args, want = load_case("jax0.12", "lib_jit_sharded_mlp_adam")
    runtime = pmapsim.Runtime("reference:devices=8")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = runtime.run(path, *args)
    assert pmapsim.program(path).num_devices == 8
    got = list(got) if isinstance(got, tuple) else [got]
    for k, (g, w) in enumerate(zip(got, want)):
        assert_matches_jax(g, w, f"out{k}")
    path, args, _ = load_case("jax0.12", "pmap_collectives")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        runtime.run(path, *args)

"""Every backend available here gives JAX's values on the exported corpus (tests/data/stablehlo/NAME:
program.mlir, argN.npy, and JAX's own outK.npy written by make_corpus.py)."""
import pathlib

import ml_dtypes
import numpy as np
import pytest

import pmapsim

CORPUS = pathlib.Path(__file__).resolve().parents[1] / "data" / "stablehlo"
CASES = sorted(p.parent.name for p in CORPUS.glob("*/program.mlir"))


def available_backends():
    specs = ["reference:devices=8", "sim:tpu-v5e,devices=8"]
    try:
        pmapsim.Runtime("cuda:virtual=8")
        specs.append("cuda:virtual=8")
    except ValueError:  # not built here, or no GPU: nothing to compare
        pass
    return specs


# Per-dtype tolerance relative to the largest finite magnitude of JAX's output (the C++ corpus
# tests' rule): about a unit in the last place of bf16 and f16, a few of f32.
# Complex outputs part by part, against the largest finite magnitude (c64 as f32, c128 as f64).
TOLERANCE = {"bfloat16": 1e-2, "float16": 2e-3, "float64": 1e-12, "complex128": 1e-12}


def mismatches(g, w, tolerance, scale):
    """Elements of g (float64) neither equal to w's (the same infinity, or both NaN) nor within tolerance."""
    finite = np.isfinite(w) & np.isfinite(g)
    same = (g == w) | (np.isnan(g) & np.isnan(w))
    with np.errstate(invalid="ignore"):
        close = finite & (np.abs(g - w) <= tolerance * scale)
    return ~(same | close)


def assert_matches_jax(got, want, what):
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
    if want.dtype.kind == "c":
        finite = np.isfinite(want)
        scale = max(np.abs(want[finite]).max(initial=0.0), 1e-30)
        bad = mismatches(got.real.astype(np.float64), want.real.astype(np.float64), tolerance, scale)
        bad |= mismatches(got.imag.astype(np.float64), want.imag.astype(np.float64), tolerance, scale)
    else:
        g, w = got.astype(np.float64), want.astype(np.float64)
        scale = max(np.abs(w[np.isfinite(w)]).max(initial=0.0), 1e-30)
        bad = mismatches(g, w, tolerance, scale)
    assert not bad.any(), f"{what}: {bad.sum()} elements differ, first at {np.argwhere(bad)[0]}"


def load_case(name):
    folder = CORPUS / name
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


@pytest.mark.parametrize("case", CASES)
def test_corpus_program_matches_jax(runtime, case):
    path, args, want = load_case(case)
    assert want, f"{case} has no outputs"
    got = runtime.run(path, *args)
    got = list(got) if isinstance(got, tuple) else [got]
    assert len(got) == len(want)
    for k, (g, w) in enumerate(zip(got, want)):
        assert_matches_jax(g, w, f"{case} out{k} on {runtime.spec}")
    assert runtime.last_profile.makespan_s > 0


def test_corpus_is_there():
    assert len(CASES) >= 20

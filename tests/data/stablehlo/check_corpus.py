"""Runs every case of a corpus folder (CASE/program.mlir, argN.npy, JAX's outK.npy, as make_corpus.py
writes them) through `pmapsim run` on one or more backends and compares each output with JAX's, element
by element and strictly, to find silent wrong answers. Prints one line per case and backend:
    ok | IMPORT ERROR: <pmapsim's one line> | ERROR: <one line> (a run-time error) |
    WRONG NUMBERS: <per output: bad elements, max relative error, the worst element> | CRASH (signal) | TIMEOUT
and exits 1 when any case is not ok. Run from the repository root with a Python that has NumPy:
    python tests/data/stablehlo/check_corpus.py tests/data/stablehlo-jax0.12
    python tests/data/stablehlo/check_corpus.py tests/data/stablehlo -b reference:devices=8 -k 'lib_*'
A float element is right when it equals JAX's (the same infinity, or both NaN) or when
|got - JAX| <= rtol * |JAX| + atol, atol = rtol / 10 * (the largest finite |JAX| of that output); rtol is
1e-5 for f32, 1e-2 for bf16, 2e-3 for f16, 1e-12 for f64. Integers and booleans must be equal."""
import argparse
import fnmatch
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import numpy as np

RTOL = {"float32": 1e-5, "bfloat16": 1e-2, "float16": 2e-3, "float64": 1e-12}
# Complex numbers part by part, at their parts' tolerance.
PARTS = {"complex64": "float32", "complex128": "float64"}
BACKENDS = ["reference:devices=8", "sim:tpu-v5e,devices=8"]


def load(path):
    """(the array with bf16 as float32, its dtype's name): NumPy writes bf16 as 2-byte void ('<V2')."""
    a = np.load(path, allow_pickle=False)
    if a.dtype.kind == "V" and a.dtype.itemsize == 2:
        return (a.view(np.uint16).astype(np.uint32) << 16).view(np.float32), "bfloat16"
    return a, a.dtype.name


def compare(got_path, want_path):
    """None when right, else what is wrong, in one short phrase."""
    want, wdt = load(want_path)
    got, gdt = load(got_path)
    if got.shape != want.shape:
        return f"shape {list(got.shape)}, JAX {list(want.shape)}"
    if gdt != wdt and not (wdt == "bfloat16" and gdt == "float32"):
        return f"dtype {gdt}, JAX {wdt}"
    if want.size == 0:
        return None
    if wdt in PARTS:
        for part, take in (("real part", np.real), ("imaginary part", np.imag)):
            problem = compare_floats(take(got), take(want), PARTS[wdt])
            if problem:
                return f"{part}: {problem}"
        return None
    if wdt not in RTOL:  # integers, booleans: exactly
        bad = got != want
        if not bad.any():
            return None
        i = np.unravel_index(np.argmax(bad), want.shape)
        return f"{int(bad.sum())}/{want.size} differ, e.g. {[int(j) for j in i]}: {got[i]} vs JAX {want[i]}"
    return compare_floats(got, want, wdt)


def compare_floats(got, want, wdt):
    """None when every element of got is within the tolerance of wdt; else what differs."""
    rtol = RTOL[wdt]
    g, w = got.astype(np.float64), want.astype(np.float64)
    finite = np.isfinite(w)
    scale = float(np.abs(w[finite]).max()) if finite.any() else 0.0
    atol = rtol / 10 * scale
    with np.errstate(invalid="ignore", over="ignore"):
        err = np.abs(g - w)
        same = (g == w) | (np.isnan(g) & np.isnan(w))
        ok = same | (finite & (err <= rtol * np.abs(w) + atol))
        rel = np.where(same, 0.0, np.where(finite & np.isfinite(err), err / np.maximum(np.abs(w), atol or 1e-300),
                                           np.inf))
    if ok.all():
        return None
    i = np.unravel_index(np.argmax(np.where(ok, -1.0, rel)), want.shape)
    return (f"{int((~ok).sum())}/{want.size} bad, max rel err {float(rel[~ok].max()):.3g}, "
            f"e.g. {[int(j) for j in i]}: {float(g[i]):.7g} vs JAX {float(w[i]):.7g}")


def run_case(pmapsim, case_dir, backend, timeout):
    """(status, detail): status is ok, IMPORT ERROR, ERROR, WRONG NUMBERS, CRASH or TIMEOUT."""
    out = tempfile.mkdtemp(prefix="check_corpus_")
    try:
        cmd = [pmapsim, "run", os.path.join(case_dir, "program.mlir"), "-b", backend]
        i = 0
        while os.path.exists(os.path.join(case_dir, f"arg{i}.npy")):
            cmd += ["--input", f"arg{i}={os.path.join(case_dir, f'arg{i}.npy')}"]
            i += 1
        cmd += ["--out", out]
        try:
            p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout)
        except subprocess.TimeoutExpired:
            return "TIMEOUT", f"over {timeout} s"
        err = p.stderr.decode(errors="replace").strip()
        line = next((s for s in err.splitlines() if "error" in s.lower()), err.splitlines()[-1] if err else "")
        if p.returncode < 0 or p.returncode >= 128:
            sig = -p.returncode if p.returncode < 0 else p.returncode - 128
            name = signal.Signals(sig).name if sig in signal.valid_signals() else str(sig)
            return "CRASH", f"{name}: {line[:300]}"
        if p.returncode != 0:
            line = line.replace("pmapsim: error: ", "").replace(case_dir + os.sep, "")
            kind = "IMPORT ERROR" if re.match(r"program\.mlir:\d+:\d+:", line) else "ERROR"
            return kind, line[:300]
        wrong = []
        k = 0
        while os.path.exists(os.path.join(case_dir, f"out{k}.npy")):
            got = os.path.join(out, f"out{k}.npy")
            if not os.path.exists(got):
                wrong.append(f"out{k}: missing")
            else:
                why = compare(got, os.path.join(case_dir, f"out{k}.npy"))
                if why:
                    wrong.append(f"out{k}: {why}")
            k += 1
        if os.path.exists(os.path.join(out, f"out{k}.npy")):
            wrong.append(f"out{k}: an output JAX does not have")
        if wrong:
            return "WRONG NUMBERS", "; ".join(wrong)
        return "ok", ""
    finally:
        shutil.rmtree(out, ignore_errors=True)


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", help="a corpus folder, e.g. tests/data/stablehlo-jax0.12")
    parser.add_argument("-b", "--backend", action="append", help=f"a backend spec (repeatable; default: {BACKENDS})")
    parser.add_argument("-k", "--cases", action="append", help="only the cases matching this glob (repeatable)")
    parser.add_argument("--pmapsim", default=os.path.join(root, "build/default/tools/pmapsim"))
    parser.add_argument("--timeout", type=float, default=600, help="seconds per run (default 600)")
    opts = parser.parse_args()
    backends = opts.backend or BACKENDS
    cases = sorted(d for d in os.listdir(opts.corpus) if os.path.exists(os.path.join(opts.corpus, d, "program.mlir")))
    if opts.cases:
        cases = [c for c in cases if any(fnmatch.fnmatch(c, pat) for pat in opts.cases)]
    if not cases:
        sys.exit(f"no cases in {opts.corpus}")
    width = max(len(c) for c in cases)
    counts = {}
    for backend in backends:
        print(f"== {backend}: {len(cases)} cases of {opts.corpus}", flush=True)
        for c in cases:
            t = time.time()
            status, detail = run_case(opts.pmapsim, os.path.join(os.path.abspath(opts.corpus), c), backend,
                                      opts.timeout)
            counts[(backend, status)] = counts.get((backend, status), 0) + 1
            print(f"{c:{width}}  {status}{': ' + detail if detail else ''}  ({time.time() - t:.1f} s)", flush=True)
    for backend in backends:
        print(f"{backend}: " + ", ".join(f"{n} {s}" for (b, s), n in sorted(counts.items()) if b == backend))
    sys.exit(0 if all(s == "ok" for (_, s) in counts) else 1)


if __name__ == "__main__":
    main()

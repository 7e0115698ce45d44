#!/usr/bin/env python3
"""Every StableHLO corpus program on JAX's CPU backend and on pmapsim, side by side in one process.

For each program (tests/data/stablehlo, stablehlo-jax0.12 and the jit-sharded stablehlo-jit:
NAME/program.mlir with its argN.npy), the same stored text
runs on three backends with the same arguments:
  jax  JAX's own CPU client compiles the MLIR text (as jax.jit compiles what it lowers), with the
       module's mhlo.num_partitions devices of 8 host devices and its parameter shardings;
  ref  pmapsim.Runtime("reference:devices=8").run(program, *args);
  sim  pmapsim.Runtime("sim:tpu-v5e,devices=8").run(program, *args).
Runs are interleaved (jax, ref, sim, jax, ...) after one warm-up run each, so that the load of the
shared machine falls on all three alike; the figures are medians. Printed per program: the three
times, ref/jax and sim/ref; then the geometric means, the medians and the worst programs.

Why the stored text and not the Python function: the text is exactly what pmapsim runs, and the
judged programs of real model code arrive as text (no function to re-trace); JAX's compiler takes
that text as it takes its own lowering (jax._src.compiler.backend_compile_and_load, the call
jax.jit makes). JAX's time counts device_put of the NumPy arguments, the run and
block_until_ready (as a jitted call on NumPy arrays pays); pmapsim's counts Runtime.run, which
also returns NumPy arrays, so JAX is, if anything, favoured.

Threads: JAX's CPU client and pmapsim's worker pool are both sized by the machine's cores (XLA's
intra-op pool; pmapsim's pool has hardware_concurrency - 1 workers beside the caller); the count
is printed. Pin both with taskset to compare on fewer cores.

  .venv/bin/python bench/jax/corpus_vs_jax.py [--corpus DIR ...] [--repeats 7] [--only REGEX]
                                              [--csv FILE]
"""
import argparse
import glob
import math
import os
import re
import statistics
import sys
import time

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

jax.config.update("jax_enable_x64", True)  # f64 programs keep their f64 parameters

from jax._src import compiler  # noqa: E402
from jax._src.interpreters import mlir  # noqa: E402
from jax._src.lib import xla_client as xc  # noqa: E402
from jax._src.lib.mlir import ir  # noqa: E402
from jax._src.sharding_impls import GSPMDSharding  # noqa: E402

import pmapsim  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
# The jit-sharded programs (stablehlo-jit) carry their mesh (sdy.mesh) and shardings: pmapsim
# partitions them on import, JAX's compiler partitions them for its 8 devices.
CORPORA = [os.path.join(ROOT, "tests", "data", d) for d in ("stablehlo", "stablehlo-jax0.12", "stablehlo-jit")]
BACKENDS = {"ref": "reference:devices=8", "sim": "sim:tpu-v5e,devices=8"}


class JaxProgram:
    """The stored text compiled by JAX's CPU client for its partitions, with its arguments placed."""

    def __init__(self, text, args):
        found = re.search(r"mhlo\.num_partitions = (\d+)", text)
        parts = int(found.group(1)) if found else 1
        self.devices = jax.devices("cpu")[:parts]
        with mlir.make_ir_context():
            module = ir.Module.parse(text)
            options = compiler.get_compile_options(num_replicas=1, num_partitions=parts,
                                                   device_assignment=np.array(self.devices).reshape(1, parts))
            self.executable = compiler.backend_compile_and_load(
                self.devices[0].client, module, xc.DeviceList(tuple(self.devices)), options, [])
        shardings = self.executable.get_parameter_shardings() if parts > 1 else None
        self.places = ([GSPMDSharding(self.devices, s) for s in shardings] if shardings
                       else [self.devices[0]] * len(args))
        # bf16 arrays are stored as raw 2-byte records; JAX wants them typed.
        self.args = [a.view(ml_dtypes.bfloat16) if a.dtype.kind == "V" else a for a in args]

    def run(self):
        placed = [jax.device_put(a, p) for a, p in zip(self.args, self.places)]
        results = self.executable.execute_sharded(placed).disassemble_into_single_device_arrays()
        for shards in results:
            for shard in shards:
                shard.block_until_ready()


def load_case(folder):
    count = len(glob.glob(os.path.join(folder, "arg*.npy")))
    args = [np.load(os.path.join(folder, f"arg{i}.npy")) for i in range(count)]
    with open(os.path.join(folder, "program.mlir"), encoding="utf-8") as f:
        return f.read(), args


def seconds(run):
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def measure(folder, runtimes, repeats):
    """{backend: median seconds} for one program, the backends interleaved after a warm-up each."""
    text, args = load_case(folder)
    program = pmapsim.program(os.path.join(folder, "program.mlir"))
    runs = {"jax": JaxProgram(text, args).run}
    for key, rt in runtimes.items():
        runs[key] = (lambda rt=rt: rt.run(program, *args))
    for run in runs.values():
        run()  # warm-up: compilation, caches, first-touch of buffers
    times = {key: [] for key in runs}
    for _ in range(repeats):
        for key, run in runs.items():
            times[key].append(seconds(run))
    return {key: statistics.median(t) for key, t in times.items()}


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


def summary(rows):
    ref_jax = [r["ref"] / r["jax"] for r in rows]
    sim_ref = [r["sim"] / r["ref"] for r in rows]
    print(f"\n{len(rows)} programs: ref/jax geomean {geomean(ref_jax):.2f}x, median {statistics.median(ref_jax):.2f}x, "
          f"max {max(ref_jax):.2f}x; sim/ref geomean {geomean(sim_ref):.2f}x, median "
          f"{statistics.median(sim_ref):.2f}x, max {max(sim_ref):.2f}x")
    for label, key in (("ref/jax", lambda r: r["ref"] / r["jax"]), ("sim/ref", lambda r: r["sim"] / r["ref"])):
        worst = sorted(rows, key=key, reverse=True)[:10]
        print(f"worst {label}: " + ", ".join(f"{r['name']} {key(r):.2f}x" for r in worst))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", action="append", help="a corpus folder (default: both of tests/data)")
    parser.add_argument("--repeats", type=int, default=7, help="timed runs per backend (default 7)")
    parser.add_argument("--only", help="a regular expression the program's name must match")
    parser.add_argument("--csv", help="also write the rows to this file")
    opts = parser.parse_args()
    runtimes = {key: pmapsim.Runtime(spec) for key, spec in BACKENDS.items()}
    print(f"jax {jax.__version__} on {jax.devices('cpu')[0].client.platform} x{len(jax.devices())}; pmapsim "
          f"{pmapsim.__version__}; {os.cpu_count()} cores, used by both; medians of {opts.repeats}, interleaved")
    print(f"{'program':<44}{'jax ms':>9}{'ref ms':>9}{'sim ms':>9}{'ref/jax':>9}{'sim/ref':>9}")
    rows = []
    for corpus in opts.corpus or CORPORA:
        tag = os.path.basename(os.path.normpath(corpus)).replace("stablehlo", "").lstrip("-") or "jax0.10"
        for path in sorted(glob.glob(os.path.join(corpus, "*", "program.mlir"))):
            name = f"{tag}/{os.path.basename(os.path.dirname(path))}"
            if opts.only and not re.search(opts.only, name):
                continue
            t = measure(os.path.dirname(path), runtimes, opts.repeats)
            rows.append({"name": name, **t})
            print(f"{name:<44}{t['jax'] * 1e3:9.3f}{t['ref'] * 1e3:9.3f}{t['sim'] * 1e3:9.3f}"
                  f"{t['ref'] / t['jax']:9.2f}{t['sim'] / t['ref']:9.2f}", flush=True)
    if not rows:
        sys.exit("no program matched")
    summary(rows)
    if opts.csv:
        with open(opts.csv, "w", encoding="utf-8") as f:
            f.write("program,jax_s,ref_s,sim_s\n")
            f.writelines(f"{r['name']},{r['jax']:.6g},{r['ref']:.6g},{r['sim']:.6g}\n" for r in rows)


if __name__ == "__main__":
    main()

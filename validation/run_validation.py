"""pmapsim's predictions against figures measured on real systems (validation/measurements.csv, each
row with its source; validation/sources.md says how each was found). For every row this script
knows how to reproduce, it runs pmapsim (the simulator, timing-only) on the same configuration and
prints the measured value, the prediction and the error, then the mean absolute percentage error
(MAPE) per class. Rows a preset constant was calibrated on are scored apart ("calibration"), never
in the MAPE.

    python3 validation/run_validation.py [--pmapsim build/default/tools/pmapsim]
    python3 validation/run_validation.py --check validation/scores.csv   # CI: no row worse by > 2 points
    python3 validation/run_validation.py --write validation/scores.csv   # record the current scores

Training-step rows (MaxText, MLPerf) are listed with the reason they are not predicted yet."""
import argparse
import csv
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
HERE = ROOT / "validation"
SIZES = {"KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30}
# Rows a preset constant was fit to (the preset's source says "calibrated" and names it).
CALIBRATION = {"COL-TPUv5e-8x4-AG-small": "tpu-v5e's collective_overhead_ns cites this all-gather (~8 us)"}
# A blocking benchmark (a barrier and CUDA events around each op, or nccl-tests -z 1) times the
# host's dispatch of every collective as well as the device's work; no datasheet gives it (it is the
# host's, PyTorch's and NCCL's enqueue, not the chip's). It is measured here from one row, the
# smallest all-reduce of the blocking H200 sweep, as that row's time less the simulated device
# time, and that row is scored apart; the other blocking rows (H200, and B200 with the same
# benchmark, PyTorch and NCCL) add it through `pmapsim collectives --host-dispatch-us`.
DISPATCH_ROW = "COL-H200x8-AR-32KiB"
CALIBRATION[DISPATCH_ROW] = "the host dispatch of blocking benchmarks (--host-dispatch-us) is its time less the device's"
# nccl-tests -g N runs one process that launches each collective on all N GPUs in turn and the next
# iteration's while the GPUs work: back to back, an op takes at least the host's launch on every GPU,
# which no datasheet gives either. Where a sweep is flat at small sizes (the A100 sweep: 101.9, 101.4
# and 101.5 us at 1, 2 and 4 MiB) its smallest row measures that launch, and is scored apart; the
# sweep's other rows run with it as a floor (`pmapsim collectives --host-launch-us`).
LAUNCH_ROW = "COL-A100x8-AR-1048576"
CALIBRATION[LAUNCH_ROW] = "the host's launch on every GPU of one process (--host-launch-us) is its time"


def collective_run(pmapsim, spec, op, size, dispatch_us=0.0, launch_us=0.0):
    """(time in us, busbw in GB/s) that `pmapsim collectives` predicts for one size, nccl-tests'
    convention; dispatch_us is a blocking benchmark's host dispatch per op, launch_us the launch floor
    of one process driving every GPU."""
    out = subprocess.run([pmapsim, "collectives", "-b", spec, "--op", op, "--min", str(size), "--max", str(size),
                          "--host-dispatch-us", repr(dispatch_us), "--host-launch-us", repr(launch_us)],
                         capture_output=True, text=True, check=True).stdout
    rows = [line.split() for line in out.splitlines() if line.strip() and not line.startswith("#")]
    return float(rows[-1][3]), float(rows[-1][-1])


def measured_all_reduce_us(rows, rid):
    """A calibration row's measured time (us), from its busbw: an all-reduce over n ranks moves
    2(n-1)/n of its size per rank."""
    row = next((r for r in rows if r["id"] == rid), None)
    if row is None:
        sys.exit(f"run_validation.py: the calibration row {rid} is missing from measurements.csv")
    spec, op, size = collective_row(rid)
    ranks = int(re.search(r"devices=(\d+)", spec).group(1))
    return size * 2 * (ranks - 1) / ranks / (float(row["value"]) * 1e9) * 1e6


def host_dispatch_us(pmapsim, rows):
    """The blocking benchmark's host dispatch per op, to 0.01 us (as the runs print it):
    DISPATCH_ROW's measured time less the simulated device time."""
    spec, op, size = collective_row(DISPATCH_ROW)
    device_us, _ = collective_run(pmapsim, spec, op, size)
    return round(max(0.0, measured_all_reduce_us(rows, DISPATCH_ROW) - device_us), 2)


def host_launch_us(rows):
    """The launch of each op on every GPU by one process, to 0.01 us: LAUNCH_ROW's measured time."""
    return round(measured_all_reduce_us(rows, LAUNCH_ROW), 2)


def blocking(row):
    """Whether the row's benchmark waits for each collective before the next: PyTorch's
    all_reduce_bench.py (a barrier and events around each op), nccl-tests -z 1, or a
    configuration that says "blocking"."""
    configuration = row["configuration"]
    return row["class"] == "collective" and bool(
        re.search(r"all_reduce_bench\.py|(?<![\w-])-z 1\b|(?<!non-)\bblocking\b", configuration))


def launch_floored(row, rows):
    """Whether the row runs with LAUNCH_ROW's launch as its floor: one process launches its collective
    on all its GPUs (nccl-tests -g N, N > 1) on LAUNCH_ROW's system, in the same sweep (its source)."""
    sweep = next(r for r in rows if r["id"] == LAUNCH_ROW)
    return (row["class"] == "collective" and row["system"] == sweep["system"] and row["source_url"] == sweep["source_url"]
            and bool(re.search(r"(?<![\w-])-g ([2-9]|[1-9]\d+)\b", row["configuration"])))


def makespan_seconds(pmapsim, path, spec):
    """The simulated makespan (s) of the program or module at `path` on `spec`."""
    out = subprocess.run([pmapsim, "run", str(path), "-b", spec], capture_output=True, text=True, check=True).stdout
    value, unit = re.search(r"makespan ([0-9.]+) ([mun]?s)", out).groups()
    return float(value) * {"s": 1.0, "ms": 1e-3, "us": 1e-6, "ns": 1e-9}[unit]


def program_seconds(pmapsim, program, spec):
    """The simulated makespan (s) of a program written as text."""
    with tempfile.NamedTemporaryFile("w", suffix=".spmd") as f:
        f.write(program)
        f.flush()
        return makespan_seconds(pmapsim, f.name, spec)


def matmul_ms(pmapsim, spec, m, k, n, dtype):
    """The simulated time (ms) of one dot on one device."""
    program = (f"pmap @mm axis=i devices=1 (%a: {dtype}[{m},{k}], %b: {dtype}[{k},{n}]) {{\n"
               f"  %0 = dot %a, %b {{lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]}} : {dtype}[{m},{n}]\n"
               f"  return %0\n}}\n")
    return program_seconds(pmapsim, program, spec) * 1e3


def axis_all_gather_us(pmapsim, spec, mesh, axis, shard, dtype):
    """The simulated time (us) of one all_gather of each device's `shard` (rows) over one axis of a
    named mesh (`mesh`: [(name, size)], the devices row-major over the topology)."""
    size = dict(mesh)[axis]
    shape = lambda rows: f"{dtype}[{rows},{','.join(map(str, shard[1:]))}]" if len(shard) > 1 else f"{dtype}[{rows}]"
    program = (f"pmap @ag mesh=[{', '.join(f'{n}={k}' for n, k in mesh)}] (%x: {shape(shard[0])}) {{\n"
               f"  %0 = all_gather %x {{axis={axis}, dimension=0}} : {shape(shard[0] * size)}\n"
               f"  return %0\n}}\n")
    return program_seconds(pmapsim, program, spec) * 1e6


# The scaling book's all-gathers over the 4-chip Y axis of a v5e {'X': 8, 'Y': 4} mesh (no
# wraparound on an axis shorter than 16): each device's rows of bf16[E, F].
V5E_AXIS_GATHERS = {"COL-TPUv5e-8x4-AG-34MB": (512, 8192), "COL-TPUv5e-8x4-AG-small": (64, 256)}


def step_seconds(pmapsim, module, spec):
    """The simulated step time (s) of a jit module over sharded arrays (partitioned on import)."""
    return makespan_seconds(pmapsim, module, spec)


# Training rows: the module decoder.py wrote for the row (validation/models/NAME.mlir), the chip
# preset, the chip count and, for a tokens/s row, the tokens each chip takes per step (None: the
# row is the step time). hbm_bytes is raised for the recipes whose offload of saved activations
# to the host (OFFLOADING) is what fits them: the programs keep those in HBM and do not fit; the
# others run within their chip's HBM, as they did on the measured system.
TRAINING = {
    "TS-TR-v6e-mistral-7b-step": ("mistral_7b_v6e8", "tpu-v6e", 8, None),
    "TS-TR-v6e-gpt3-175b-bf16-step": ("gpt3_175b_v6e256", "tpu-v6e", 256, None),
    "TS-TR-v5p-llama3.1-405b-step": ("llama3_1_405b_v5p512", "tpu-v5p", 512, None),  # v5p-1024: 512 chips
    "TS-TIER-v5p-llama2-70b-tok": ("llama2_70b_v5p512", "tpu-v5p", 512, 4 * 4096),
    "TS-TR-v6e-llama2-70b-step": ("llama2_70b_sc_v6e256", "tpu-v6e", 256, None),
}


OFFLOADING = ("llama3_1_8b_", "llama3_1_70b_", "mistral_7b_", "llama3_1_405b_")


def maxtext_2023_tflops(emb, heads, head_dim, mlp, vocab, layers, seq, batch):
    """Per-device TFLOPs of one step as MaxText's train.py counted them at 76bd53b (the v5e table's
    commit): 6 x parameters x tokens, plus causal attention (half of 12·heads·layers·head_dim·seq²
    per sequence). Parameters: the embedding (shared with the logits), per layer q/k/v/out
    projections, two MLP matrices and one norm, and the final norm."""
    params = vocab * emb + layers * (4 * emb * heads * head_dim + 2 * emb * mlp + emb) + emb
    learnable = 6 * params * seq * batch / 1e12
    attention = 12 * heads * layers * head_dim * seq**2 * batch / 1e12 / 2
    return learnable + attention


# TFLOP/s-per-chip rows: the module (decoder.py), the chip, the chips and the TFLOPs MaxText counts
# per device and step; the prediction is those TFLOPs over the simulated step time.
TFLOPS_ROWS = {
    "TS-MT-v5e-16B-1x": ("maxtext_16b_v5e256", "tpu-v5e", 256, maxtext_2023_tflops(5120, 32, 256, 32768, 32768, 32, 2048, 6)),
    "TS-MT-v5e-32B-1x": ("maxtext_32b_v5e256", "tpu-v5e", 256, maxtext_2023_tflops(10240, 32, 256, 32768, 32768, 32, 2048, 4)),
    "TS-MT-v5e-64B-1x": ("maxtext_64b_v5e256", "tpu-v5e", 256, maxtext_2023_tflops(10240, 32, 256, 32768, 32768, 64, 2048, 2)),
}
for _model, _chips in [("8b", c) for c in (8, 16, 32, 64, 128, 256)] + [("70b", c) for c in (32, 64, 128, 256)]:
    TRAINING[f"TS-TR-v6e-llama3.1-{_model}-v6e-{_chips}-step"] = (f"llama3_1_{_model}_v6e{_chips}", "tpu-v6e", _chips,
                                                                  None)

# scaling-book's gpus.md (SHARP off: a ring) and nccl #1455 (2-4 GB, NCCL_ALGO=NVLS or RING).
H100_ROWS = {"COL-H100x8-AR-NVLS-8gpu-approx": ("collective=switch_reduce,", 4 << 30),
             "COL-H100x8-AR-Ring-approx": ("collective=ring,", 4 << 30),
             "COL-H100x8-AR-SB-peak": ("collective=ring,", 10 * 10**9),
             "COL-H100x8-AR-SB-58MB": ("collective=ring,", 8192 * 3584 * 2)}


def size_of(number, unit):
    return int(number) * SIZES[unit] if unit else int(number)


def collective_row(rid):
    """(backend spec, collective, bytes) that reproduce a GPU or TPU collective row, or None."""
    if m := re.fullmatch(r"COL-H200x8-AR-(\d+)(KiB|MiB|GiB)", rid):
        return "sim:h200-sxm,devices=8,timing-only", "all_reduce", size_of(*m.groups())
    if m := re.fullmatch(r"COL-H200x8-nccltests-(all-reduce|all-gather|reduce-scatter)-(NVLS|Ring)-16G", rid):
        # NCCL_NVLS_ENABLE=0 (the Ring rows): no in-switch reduction
        ring = ",collective=ring" if m.group(2) == "Ring" else ""
        return f"sim:h200-sxm,devices=8,timing-only{ring}", m.group(1).replace("-", "_"), 16 << 30
    if rid == "COL-H200x8-AR-16GiB-ring":
        return "sim:h200-sxm,devices=8,collective=ring,timing-only", "all_reduce", 16 << 30
    if m := re.fullmatch(r"COL-(H200|B200)-(\d)gpu-AR-8GiB", rid):
        chip = "h200-sxm" if m.group(1) == "H200" else "b200"
        return f"sim:{chip},devices={m.group(2)},timing-only", "all_reduce", 8 << 30
    if m := re.fullmatch(r"COL-B200-1node-AR-(\d+)(KiB|MiB|GiB)", rid):
        return "sim:b200,devices=8,timing-only", "all_reduce", size_of(*m.groups())
    if m := re.fullmatch(r"COL-A100x8-AR-(\d+)", rid):
        return "sim:a100-sxm,devices=8,timing-only", "all_reduce", size_of(m.group(1), None)
    if rid in H100_ROWS:
        choice, size = H100_ROWS[rid]
        return f"sim:h100-sxm,devices=8,{choice}timing-only", "all_reduce", size
    if rid == "COL-TPU-v6e256-psum-ici":
        return "sim:tpu-v6e,devices=256,topology=torus2d:16x16,timing-only", "all_reduce", 17408 * 17408 * 2
    return None


def predictor(row, rows, dispatch_us, launch_us):
    """(function of pmapsim returning the prediction, what it runs), or (None, why not)."""
    rid = row["id"]
    if reproduced := collective_row(rid):
        spec, op, size = reproduced
        dispatch = dispatch_us if blocking(row) else 0.0
        launch = launch_us if launch_floored(row, rows) else 0.0
        what = f"collectives {op} {size} B on {spec}" + (f", --host-dispatch-us {dispatch:.2f}" if dispatch else "")
        what += f", --host-launch-us {launch:.2f}" if launch else ""
        return (lambda p: collective_run(p, spec, op, size, dispatch, launch)[1]), what
    if rid in V5E_AXIS_GATHERS:
        shard = V5E_AXIS_GATHERS[rid]
        spec = "sim:tpu-v5e,topology=8x4,timing-only"
        return (lambda p: axis_all_gather_us(p, spec, [("X", 8), ("Y", 4)], "Y", shard, "bf16"),
                f"all_gather over Y of bf16{list(shard)} per device, mesh [X=8, Y=4], on {spec}")
    if rid == "MM-v6e-8192-device":
        return (lambda p: matmul_ms(p, "sim:tpu-v6e,devices=1,timing-only", 8192, 8192, 8192, "bf16"),
                "dot bf16[8192,8192] x bf16[8192,8192] on sim:tpu-v6e,devices=1")
    if rid in TRAINING or rid in TFLOPS_ROWS:
        name, chip, chips, per_step = TRAINING[rid] if rid in TRAINING else TFLOPS_ROWS[rid]
        module = HERE / f"models/{name}.mlir"
        spec = f"sim:{chip},devices={chips},timing-only" + (",hbm_bytes=1e13" if name.startswith(OFFLOADING) else "")
        what = f"models/{name}.mlir (decoder.py), {spec}"
        if rid in TFLOPS_ROWS:
            what += f", {per_step:.1f} TFLOPs per chip per step (MaxText's count)"
        elif per_step:
            what += f", {per_step} tokens per chip per step"
        if per_step:  # a rate: tokens or TFLOPs per chip per step over the step time
            return (lambda p: per_step / step_seconds(p, module, spec)), what
        return (lambda p: step_seconds(p, module, spec)), what
    if row["class"] in ("training_step", "mlperf"):
        return None, "training steps whose model programs are not written yet"
    if row["class"] == "collective" and re.search(r"(^|[^0-9])([2-9]|[1-9][0-9]+) nodes?", row["system"]):
        return None, "collectives across nodes (the NIC and its latency per system are not modelled from a datasheet)"
    return None, "no reproduction written for this row yet"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pmapsim", default=str(ROOT / "build/default/tools/pmapsim"))
    parser.add_argument("--check", help="scores.csv to hold this run to")
    parser.add_argument("--write", help="write this run's scores here")
    args = parser.parse_args()
    rows = list(csv.DictReader(open(HERE / "measurements.csv", newline="")))
    scored, skipped = [], {}
    dispatch_us = host_dispatch_us(args.pmapsim, rows)
    launch_us = host_launch_us(rows)
    for row in rows:
        run, what = predictor(row, rows, dispatch_us, launch_us)
        if run is None:
            skipped[what] = skipped.get(what, 0) + 1
            continue
        measured = float(row["value"])
        predicted = run(args.pmapsim)
        error = 100.0 * (predicted - measured) / measured
        scored.append((row["id"], row["class"], measured, predicted, error, what))
    print("| row | class | measured | predicted | error | pmapsim runs |")
    print("|---|---|---|---|---|---|")
    for rid, cls, measured, predicted, error, what in scored:
        label = f"{cls} (calibration)" if rid in CALIBRATION else cls
        print(f"| {rid} | {label} | {measured:g} | {predicted:.4g} | {error:+.1f}% | {what} |")
    print()
    for cls in sorted({s[1] for s in scored}):
        errors = [abs(s[4]) for s in scored if s[1] == cls and s[0] not in CALIBRATION]
        if errors:
            print(f"MAPE {cls}: {sum(errors) / len(errors):.1f}% over {len(errors)} measured rows "
                  f"(worst {max(errors):.1f}%)")
    print(f"host dispatch of a blocking benchmark: {dispatch_us:.2f} us per op (calibrated on {DISPATCH_ROW})")
    print(f"host launch of one process driving every GPU: {launch_us:.2f} us per op (calibrated on {LAUNCH_ROW})")
    print(f"not predicted: {sum(skipped.values())} rows: " + "; ".join(f"{n} ({why})" for why, n in skipped.items()))
    if args.write:
        with open(args.write, "w", newline="") as f:
            out = csv.writer(f)
            out.writerow(["id", "abs_error_percent"])
            for s in scored:
                out.writerow([s[0], f"{abs(s[4]):.2f}"])
    if args.check:
        recorded = {r["id"]: float(r["abs_error_percent"]) for r in csv.DictReader(open(args.check, newline=""))}
        worse = [f"{s[0]}: {abs(s[4]):.1f}% (recorded {recorded[s[0]]:.1f}%)" for s in scored
                 if s[0] in recorded and abs(s[4]) > recorded[s[0]] + 2.0]
        missing = sorted(set(recorded) - {s[0] for s in scored})
        if worse or missing:
            print("validation: rows further from their measurement than recorded (update validation/scores.csv in "
                  "the same commit if intended): " + "; ".join(worse + [f"{m}: no longer predicted" for m in missing]))
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

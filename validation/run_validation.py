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
CALIBRATION = {"COL-TPUv5e-8x4-AG-34MB": "tpu-v5e's collective_overhead_ns names scaling-book's measured all-gathers"}


def collective_busbw(pmapsim, spec, op, size):
    """busbw (GB/s) that `pmapsim collectives` predicts for one size, nccl-tests' convention."""
    out = subprocess.run([pmapsim, "collectives", "-b", spec, "--op", op, "--min", str(size), "--max", str(size)],
                         capture_output=True, text=True, check=True).stdout
    rows = [line.split() for line in out.splitlines() if line.strip() and not line.startswith("#")]
    return float(rows[-1][-1])


def matmul_ms(pmapsim, spec, m, k, n, dtype):
    """The simulated time (ms) of one dot on one device."""
    program = (f"pmap @mm axis=i devices=1 (%a: {dtype}[{m},{k}], %b: {dtype}[{k},{n}]) {{\n"
               f"  %0 = dot %a, %b {{lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]}} : {dtype}[{m},{n}]\n"
               f"  return %0\n}}\n")
    with tempfile.NamedTemporaryFile("w", suffix=".spmd") as f:
        f.write(program)
        f.flush()
        out = subprocess.run([pmapsim, "run", f.name, "-b", spec], capture_output=True, text=True, check=True).stdout
    value, unit = re.search(r"makespan ([0-9.]+) ([mun]?s)", out).groups()
    return float(value) * {"s": 1e3, "ms": 1.0, "us": 1e-3, "ns": 1e-6}[unit]


def step_seconds(pmapsim, module, spec):
    """The simulated step time (s) of a jit module over sharded arrays (partitioned on import)."""
    out = subprocess.run([pmapsim, "run", str(module), "-b", spec], capture_output=True, text=True, check=True).stdout
    value, unit = re.search(r"makespan ([0-9.]+) ([mun]?s)", out).groups()
    return float(value) * {"s": 1.0, "ms": 1e-3, "us": 1e-6, "ns": 1e-9}[unit]


def predictor(row):
    """(function of pmapsim returning the prediction, what it runs), or (None, why not)."""
    rid = row["id"]
    m = re.fullmatch(r"COL-H200x8-AR-(\d+)(KiB|MiB|GiB)", rid)
    if m:
        size = int(m.group(1)) * SIZES[m.group(2)]
        return (lambda p: collective_busbw(p, "sim:h200-sxm,devices=8,timing-only", "all_reduce", size),
                f"collectives all_reduce {size} B on sim:h200-sxm,devices=8")
    m = re.fullmatch(r"COL-H200x8-nccltests-(all-reduce|all-gather|reduce-scatter)-(NVLS|Ring)-16G", rid)
    if m:
        op = m.group(1).replace("-", "_")
        # NCCL_NVLS_ENABLE=0 (the Ring rows): no in-switch reduction
        spec = "sim:h200-sxm,devices=8,timing-only" + (",collective=ring" if m.group(2) == "Ring" else "")
        return (lambda p: collective_busbw(p, spec, op, 16 << 30), f"collectives {op} 16 GiB on {spec}")
    m = re.fullmatch(r"COL-(H200|B200)-(\d)gpu-AR-8GiB", rid)
    if m:
        spec = f"sim:{m.group(1).lower()}{'-sxm' if m.group(1) == 'H200' else ''},devices={m.group(2)},timing-only"
        return (lambda p: collective_busbw(p, spec, "all_reduce", 8 << 30), f"collectives all_reduce 8 GiB on {spec}")
    if rid == "COL-H200x8-AR-16GiB-ring":
        spec = "sim:h200-sxm,devices=8,collective=ring,timing-only"
        return (lambda p: collective_busbw(p, spec, "all_reduce", 16 << 30), f"collectives all_reduce 16 GiB on {spec}")
    m = re.fullmatch(r"COL-B200-1node-AR-(\d+)(KiB|MiB|GiB)", rid)
    if m:
        size = int(m.group(1)) * SIZES[m.group(2)]
        return (lambda p: collective_busbw(p, "sim:b200,devices=8,timing-only", "all_reduce", size),
                f"collectives all_reduce {size} B on sim:b200,devices=8")
    m = re.fullmatch(r"COL-A100x8-AR-(\d+)", rid)
    if m:
        size = int(m.group(1))
        return (lambda p: collective_busbw(p, "sim:a100-sxm,devices=8,timing-only", "all_reduce", size),
                f"collectives all_reduce {size} B on sim:a100-sxm,devices=8")
    # nccl #1455 (2-4 GB, NCCL_ALGO=NVLS or RING); scaling-book's gpus.md (SHARP off: a ring).
    h100 = {"COL-H100x8-AR-NVLS-8gpu-approx": ("collective=switch_reduce", 4 << 30),
            "COL-H100x8-AR-Ring-approx": ("collective=ring", 4 << 30),
            "COL-H100x8-AR-SB-peak": ("collective=ring", 10 * 10**9),
            "COL-H100x8-AR-SB-58MB": ("collective=ring", 8192 * 3584 * 2)}
    if rid in h100:
        choice, size = h100[rid]
        spec = f"sim:h100-sxm,devices=8,{choice},timing-only"
        return (lambda p: collective_busbw(p, spec, "all_reduce", size), f"collectives all_reduce {size} B on {spec}")
    if rid == "COL-TPU-v6e256-psum-ici":
        size = 17408 * 17408 * 2
        return (lambda p: collective_busbw(p, "sim:tpu-v6e,devices=256,topology=torus2d:16x16,timing-only",
                                           "all_reduce", size),
                f"collectives all_reduce {size} B on sim:tpu-v6e, 16x16 torus")
    if rid == "MM-v6e-8192-device":
        return (lambda p: matmul_ms(p, "sim:tpu-v6e,devices=1,timing-only", 8192, 8192, 8192, "bf16"),
                "dot bf16[8192,8192] x bf16[8192,8192] on sim:tpu-v6e,devices=1")
    m = re.fullmatch(r"TS-TR-v6e-llama3\.1-(8b|70b)-v6e-(\d+)-step", rid)
    if m:
        model, chips = f"llama3_1_{m.group(1)}", int(m.group(2))
        module = HERE / f"models/{model}_v6e{chips}.mlir"
        # hbm_bytes raised: the program keeps in HBM what the recipe offloads to the host (the saved
        # projections) and its f32 logits, so it does not fit a v6e's 32 GiB.
        return (lambda p: step_seconds(p, module, f"sim:tpu-v6e,devices={chips},timing-only,hbm_bytes=1e13"),
                f"models/decoder.py {model} lowered over {chips} chips, sim:tpu-v6e,devices={chips} "
                "(HBM capacity not checked)")
    if rid == "TS-TR-v5p-llama3.1-405b-step":  # v5p-1024: 512 chips (two TensorCores each)
        module = HERE / "models/llama3_1_405b_v5p512.mlir"
        return (lambda p: step_seconds(p, module, "sim:tpu-v5p,devices=512,timing-only,hbm_bytes=1e13"),
                "models/decoder.py llama3_1_405b lowered over 512 chips, sim:tpu-v5p,devices=512 "
                "(HBM capacity not checked)")
    if rid == "TS-TIER-v5p-llama2-70b-tok":  # tokens per second per chip: 4 sequences of 4096 each
        module = HERE / "models/llama2_70b_v5p512.mlir"
        return (lambda p: 4 * 4096 / step_seconds(p, module, "sim:tpu-v5p,devices=512,timing-only,hbm_bytes=1e13"),
                "models/decoder.py llama2_70b lowered over 512 chips, sim:tpu-v5p,devices=512, 4 x 4096 tokens "
                "per chip over the step (HBM capacity not checked)")
    if rid == "TS-TR-v6e-gpt3-175b-bf16-step":
        module = HERE / "models/gpt3_175b_v6e256.mlir"
        return (lambda p: step_seconds(p, module, "sim:tpu-v6e,devices=256,timing-only,hbm_bytes=1e13"),
                "models/decoder.py gpt3_175b lowered over 256 chips, sim:tpu-v6e,devices=256 (HBM capacity not checked)")
    if rid == "TS-TR-v6e-mistral-7b-step":
        module = HERE / "models/mistral_7b_v6e8.mlir"
        return (lambda p: step_seconds(p, module, "sim:tpu-v6e,devices=8,timing-only,hbm_bytes=1e13"),
                "models/decoder.py mistral_7b lowered over 8 chips, sim:tpu-v6e,devices=8 (HBM capacity not checked)")
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
    for row in rows:
        run, what = predictor(row)
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

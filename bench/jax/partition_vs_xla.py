"""The collectives pmapsim's partitioning inserts beside those XLA's own SPMD partitioner inserts for
the same jit-sharded modules (tests/data/stablehlo-jit: xla.json beside each program, written by
make_jit_corpus.py from jax.jit(f).lower(...).compile().as_text() on the CPU backend with 8 host
devices). Prints one Markdown row per program: each side's collectives (kind x count, bytes per
device as nccl-tests sizes them), and the ratio of total bytes. Run from the repository root:
    python3 bench/jax/partition_vs_xla.py [build/default/tools/pmapsim]"""
import collections
import re
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests/data/stablehlo-jit"


def pmapsim_collectives(pmapsim, module):
    out = subprocess.run([pmapsim, "partition", str(module), "-o", "/dev/null"], capture_output=True, text=True,
                         check=True).stdout
    found = collections.defaultdict(lambda: {"count": 0, "bytes": 0})
    # The table's rows: kind, mesh axes or a shard_map's group ("4 devices"; wider than its column
    # where many axes are named), bytes, two spaces, what it was inserted for.
    for line in out.splitlines()[1:]:
        row = re.match(r"(\w+)\s+.*?(\d+)  \S", line)
        if row:
            found[row.group(1)]["count"] += 1
            found[row.group(1)]["bytes"] += int(row.group(2))
    return dict(found)


def text(collectives):
    if not collectives:
        return "none"
    kinds = ", ".join(f"{k} {v['count']}x" for k, v in sorted(collectives.items()))
    return f"{kinds}: {sum(v['bytes'] for v in collectives.values()):,} B"


def main():
    pmapsim = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "build/default/tools/pmapsim")
    cases = json.loads((CORPUS / "corpus.json").read_text())["cases"]
    print("| program | XLA | pmapsim | bytes pmapsim / XLA |")
    print("|---|---|---|---|")
    within = 0
    for name in cases:
        xla = json.loads((CORPUS / name / "xla.json").read_text())["collectives"]
        ours = pmapsim_collectives(pmapsim, CORPUS / name / "program.mlir")
        xb, ob = sum(v["bytes"] for v in xla.values()), sum(v["bytes"] for v in ours.values())
        ratio = "equal (none)" if xb == ob == 0 else (f"{ob / xb:.2f}" if xb else "XLA moves none")
        within += (xb == ob == 0) or (xb > 0 and abs(ob - xb) <= 0.1 * xb)
        print(f"| {name} | {text(xla)} | {text(ours)} | {ratio} |")
    print(f"\n{within} of {len(cases)} programs within 10% of XLA's bytes per device")


if __name__ == "__main__":
    main()

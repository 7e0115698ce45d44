#!/usr/bin/env python3
"""Runs SCALE-Sim 3.0.0 (PyPI) on topologies and configs from its repository
and stores the reports the pmapsim tests compare against.

    python3 -m venv /work/venvs/scalesim
    /work/venvs/scalesim/bin/pip install 'numpy<2' scalesim==3.0.0
    /work/venvs/scalesim/bin/python make_expected.py --repo PATH_TO_SCALE_SIM_V3_GIT_DIR

--repo is a git directory (bare or not) of github.com/scalesim-project/scale-sim-v3;
files are read with `git show HEAD:<path>` so a bare mirror works. The wheel
ships no topologies or configs.

SCALE-Sim simulates every SRAM access in Python, so a whole network takes hours;
the topologies here keep the layers of each network that finish in seconds to a
minute, copied verbatim (header line included) from the repository's files.
Configs are the repository's configs/scale.cfg with the dataflow, the interface
bandwidth mode and (for the "small" variants) the SRAM sizes changed, so that
USER mode sees real refill stalls.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# Configs: the repository's configs/scale.cfg (32x32, 64 kB SRAMs, 10 words
# per cycle) with the dataflow and the interface mode changed, a "small" USER
# variant (8 kB ifmap and filter SRAMs, 4 kB ofmap SRAM, 4 words per cycle to
# DRAM) that makes USER mode stall on refills and drains, and a "small" CALC
# variant (1 kB ifmap and filter SRAMs, 4 kB ofmap SRAM) whose estimate moves
# its active half every 500 misses, hundreds of times a layer.
CONFIGS = {}
for df in ("os", "ws", "is"):
    CONFIGS[f"{df}_calc"] = {"Dataflow": df, "InterfaceBandwidth": "CALC"}
    CONFIGS[f"{df}_user"] = {"Dataflow": df, "InterfaceBandwidth": "USER"}
    CONFIGS[f"{df}_user_small"] = {
        "Dataflow": df, "InterfaceBandwidth": "USER", "IfmapSramSzkB": "8",
        "FilterSramSzkB": "8", "OfmapSramSzkB": "4", "Bandwidth": "4",
    }
    CONFIGS[f"{df}_calc_small"] = {
        "Dataflow": df, "InterfaceBandwidth": "CALC", "IfmapSramSzkB": "1",
        "FilterSramSzkB": "1", "OfmapSramSzkB": "4",
    }
ALL = list(CONFIGS)
NO_SMALL = [c for c in CONFIGS if not c.endswith("_small")]

# network name -> (repository file or None for a topology written here,
# layer names kept, input type, configs). SCALE-Sim needs about 20 us per
# simulated cycle and far more per refill, so large layers run only with
# the 64 kB configs, and the small-SRAM configs only on small layers.
NETWORKS = {
    "test_mnk": ("topologies/GEMM_mnk/test_mnk_input.csv", None, "gemm", ALL),
    "yolo_tiny": ("topologies/conv_nets/yolo_tiny.csv", ["Conv9"], "conv", ALL),
    "mobilnet_paper": ("topologies/conv_nets/mobilnet_paper.csv", ["Conv2_dw"], "conv", ALL),
    "depthwise": (None, None, "conv", ALL),
    "mobilenet": ("topologies/conv_nets/mobilenet.csv", ["Conv2", "Conv5"], "conv", NO_SMALL),
    "alexnet": ("topologies/conv_nets/alexnet.csv", ["Conv1"], "conv", NO_SMALL),
    "resnet18": ("topologies/conv_nets/Resnet18.csv", ["Conv1"], "conv", NO_SMALL),
}

# SCALE-Sim's repository ships no depthwise ("DP") layer in a CSV; this one
# checks the split into one single-channel layer per channel.
DEPTHWISE = ("Layer name, IFMAP Height, IFMAP Width, Filter Height, Filter Width, Channels, Num Filter, Strides,\n"
             "Conv_DP, 16, 16, 3, 3, 3, 1, 1,\n"
             "Conv_pw, 14, 14, 1, 1, 3, 8, 1,\n")


def git_show(repo, path):
    return subprocess.run(["git", "--git-dir", repo, "show", f"HEAD:{path}"],
                          check=True, capture_output=True, text=True).stdout


def subset_topology(text, keep):
    lines = text.splitlines(keepends=True)
    if keep is None:
        return text
    out = [lines[0]]
    for line in lines[1:]:
        name = line.split(",")[0].strip()
        if name in keep:
            out.append(line)
    return "".join(out)


def edit_config(text, edits, run_name):
    out = []
    for line in text.splitlines():
        key = line.split(":")[0].split("=")[0].strip()
        if key == "run_name":
            line = f"run_name = {run_name}"
        elif key in edits:
            line = f"{key} : {edits[key]}"
        out.append(line)
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repo", required=True)
    parser.add_argument("--only", help="comma-separated network names")
    parser.add_argument("--configs", help="comma-separated config names (default: each network's)")
    args = parser.parse_args()
    repo = args.repo if os.path.isdir(os.path.join(args.repo, "objects")) else os.path.join(args.repo, ".git")

    from scalesim.scale_sim import scalesim  # the PyPI package, 3.0.0

    os.makedirs(os.path.join(HERE, "topologies"), exist_ok=True)
    os.makedirs(os.path.join(HERE, "configs"), exist_ok=True)
    layout = os.path.join(HERE, "layout.csv")
    with open(layout, "w") as f:  # SCALE-Sim opens a layout file even when custom layouts are off
        f.write(git_show(repo, "layouts/conv_nets/test.csv"))
    base_cfg = git_show(repo, "configs/scale.cfg")
    for name, edits in CONFIGS.items():
        with open(os.path.join(HERE, "configs", f"{name}.cfg"), "w") as f:
            f.write(edit_config(base_cfg, edits, name))

    only = set(args.only.split(",")) if args.only else None
    for net, (path, keep, kind, configs) in NETWORKS.items():
        topo = os.path.join(HERE, "topologies", f"{net}.csv")
        with open(topo, "w") as f:
            f.write(DEPTHWISE if path is None else subset_topology(git_show(repo, path), keep))
    for net, (path, keep, kind, configs) in NETWORKS.items():
        if only and net not in only:
            continue
        topo = os.path.join(HERE, "topologies", f"{net}.csv")
        for cfg in configs:
            if args.configs and cfg not in args.configs.split(","):
                continue
            out_dir = os.path.join(HERE, "expected", cfg, net)
            with tempfile.TemporaryDirectory() as tmp:
                start = time.time()
                sim = scalesim(save_disk_space=True, verbose=False,
                               config=os.path.join(HERE, "configs", f"{cfg}.cfg"),
                               topology=topo, layout=layout, input_type_gemm=(kind == "gemm"))
                sim.run_scale(top_path=tmp)
                seconds = time.time() - start
                os.makedirs(out_dir, exist_ok=True)
                for report in ("COMPUTE_REPORT.csv", "BANDWIDTH_REPORT.csv", "DETAILED_ACCESS_REPORT.csv"):
                    shutil.copy(os.path.join(tmp, cfg, report), os.path.join(out_dir, report))
            with open(os.path.join(out_dir, "seconds.txt"), "w") as f:
                f.write(f"{seconds:.3f}\n")
            print(f"{cfg:16} {net:16} {seconds:8.2f} s", flush=True)


if __name__ == "__main__":
    sys.exit(main())

"""One process of tests/python/test_distributed.py, started by mpirun (or alone for the one-process run).

    distributed_worker.py OUT_DIR MODE

MODE "run": initialize (unless alone), run the example programs on reference:devices=8 and save every
output to OUT_DIR/process<index>.npz. MODE "twice", "mismatch", "programs": the one-line errors of a
second initialize, of explicit arguments that MPI contradicts and of processes running different
programs, written as "error: <message>" to OUT_DIR/outcome<rank>.txt.
"""
import os
import sys

import numpy as np

import pmapsim
import pmapsim.distributed

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = ["mlp_train_step.spmd", "ring_shift.spmd", "layer_loop.spmd", "allreduce.spmd"]
NUMPY = {"f32": np.float32, "s32": np.int32}


def inputs_for(prog: "pmapsim.Program", seed: int) -> list:
    # Every device its own values: each per-device array stacked along axis 0 over the devices.
    rng = np.random.default_rng(seed)
    arrays = []
    for dtype, shape in prog.in_types:
        shape = (shape[0] * prog.num_devices,) + tuple(shape[1:]) if shape else shape
        values = rng.standard_normal(shape) if dtype.startswith("f") else rng.integers(0, 4, shape)
        arrays.append(values.astype(NUMPY[dtype]))
    return arrays


def run(out_dir: str, alone: bool) -> None:
    if not alone:
        pmapsim.distributed.initialize()
    rt = pmapsim.Runtime("reference:devices=8")
    saved = {}
    for seed, name in enumerate(PROGRAMS):
        path = os.path.join(HERE, "..", "..", "examples", "programs", name)
        prog = pmapsim.program(path)
        outputs = rt.run(prog, *inputs_for(prog, seed))
        for k, out in enumerate(outputs if isinstance(outputs, (list, tuple)) else [outputs]):
            saved[f"{name}:{k}"] = np.asarray(out)
    index = pmapsim.distributed.process_index()
    np.savez(os.path.join(out_dir, f"process{index}.npz"), **saved)
    # Which devices this process computed, as the reference's profile says.
    where = rt.last_profile.metadata.get("processes", "one process")
    print(f"process {index} of {pmapsim.distributed.process_count()}: {len(saved)} outputs; ran {where}")


def expect_error(action) -> None:
    """Writes "error: <message>" (or "no error") to OUT_DIR/outcome<rank>.txt: mpirun forwards the
    processes' stdout in chunks that may run two processes' lines together."""
    try:
        action()
        outcome = "no error"
    except ValueError as error:
        outcome = f"error: {error}"
    rank = os.environ.get("OMPI_COMM_WORLD_RANK", "0")
    with open(os.path.join(sys.argv[1], f"outcome{rank}.txt"), "w") as file:
        file.write(outcome + "\n")


def main() -> None:
    out_dir, mode = sys.argv[1], sys.argv[2]
    if mode in ("run", "alone"):
        run(out_dir, mode == "alone")
    elif mode == "twice":
        pmapsim.distributed.initialize()
        expect_error(pmapsim.distributed.initialize)
    elif mode == "mismatch":
        expect_error(lambda: pmapsim.distributed.initialize(num_processes=3, process_id=0))
    elif mode == "programs":
        pmapsim.distributed.initialize()
        name = PROGRAMS[3 if pmapsim.distributed.process_index() == 0 else 1]
        prog = pmapsim.program(os.path.join(HERE, "..", "..", "examples", "programs", name))
        rt = pmapsim.Runtime("reference:devices=8")
        expect_error(lambda: rt.run(prog, *inputs_for(prog, 0)))


if __name__ == "__main__":
    main()

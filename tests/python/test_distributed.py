"""pmapsim.distributed under mpirun: two processes give one process's bits; misuse is one line."""
import os
import re
import shutil
import subprocess
import sys

import numpy as np
import pytest

import pmapsim.distributed

WORKER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "distributed_worker.py")
MPIRUN = shutil.which("mpirun")
needs_mpirun = pytest.mark.skipif(MPIRUN is None, reason="mpirun not found")


def outcomes(out_dir, processes: int) -> list:
    """Each process's outcome line (distributed_worker.expect_error), by rank."""
    return [(out_dir / f"outcome{rank}.txt").read_text().rstrip("\n") for rank in range(processes)]


def launch(processes: int, out_dir, mode: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
               OMPI_MCA_rmaps_base_oversubscribe="1", PMAPSIM_COLLECTIVE_TIMEOUT="60")
    command = [MPIRUN, "-np", str(processes), sys.executable, WORKER, str(out_dir), mode]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)


def test_without_initialize_there_is_one_process():
    assert pmapsim.distributed.process_index() == 0
    assert pmapsim.distributed.process_count() == 1
    assert not pmapsim.distributed.is_initialized()


@needs_mpirun
def test_two_processes_return_the_bits_of_one(tmp_path):
    alone = subprocess.run([sys.executable, WORKER, str(tmp_path), "alone"], capture_output=True, text=True,
                           timeout=120)
    assert alone.returncode == 0, alone.stderr
    os.rename(tmp_path / "process0.npz", tmp_path / "one.npz")
    two = launch(2, tmp_path, "run")
    assert two.returncode == 0, two.stdout + two.stderr
    # Each process computed its own block of devices, and returned every device's results.
    assert "process 0 of 2: 9 outputs; ran process 0 of 2: devices 0..3" in two.stdout, two.stdout
    assert "process 1 of 2: 9 outputs; ran process 1 of 2: devices 4..7" in two.stdout, two.stdout
    want = np.load(tmp_path / "one.npz")
    assert len(want.files) == 9
    for index in (0, 1):
        got = np.load(tmp_path / f"process{index}.npz")
        assert sorted(got.files) == sorted(want.files)
        for name in want.files:
            assert got[name].dtype == want[name].dtype and got[name].shape == want[name].shape, name
            assert got[name].tobytes() == want[name].tobytes(), f"process {index}: {name} differs"


@needs_mpirun
def test_a_second_initialize_is_one_line(tmp_path):
    result = launch(2, tmp_path, "twice")
    assert result.returncode == 0, result.stderr
    lines = outcomes(tmp_path, 2)
    assert lines == [
        f"error: pmapsim.distributed.initialize was already called in this process (process {i} of 2); call it once"
        for i in (0, 1)
    ]


@needs_mpirun
def test_arguments_that_mpi_contradicts_are_one_line(tmp_path):
    result = launch(2, tmp_path, "mismatch")
    lines = outcomes(tmp_path, 2)
    assert lines == [
        f"error: process_id/num_processes says process 0 of 3, but MPI says process {i} of 2" for i in (0, 1)
    ]


@needs_mpirun
def test_processes_running_different_programs_is_one_line(tmp_path):
    result = launch(2, tmp_path, "programs")
    assert result.returncode == 0, result.stderr
    lines = [line for line in outcomes(tmp_path, 2) if line.startswith("error:")]
    assert len(lines) == 2 and lines[0] == lines[1], result.stdout
    assert re.fullmatch(r"error: the processes run different programs: process 1 runs @ring_shift \(text hash "
                        r"[0-9a-f]{16}\) on 'reference:devices=8', process 0 @allreduce \(text hash [0-9a-f]{16}\) "
                        r"on 'reference:devices=8'", lines[0]), lines[0]

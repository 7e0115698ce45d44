"""One program over several processes, as ``jax.distributed`` runs one JAX program.

    import pmapsim, pmapsim.distributed
    pmapsim.distributed.initialize()               # under mpirun or srun: found in the environment
    rt = pmapsim.Runtime("reference:devices=8")    # each process computes its block of devices
    out = rt.run("step.spmd", x, w)                # every process gets every device's results

Where a process stands comes from the arguments when given, else from Open MPI
(``OMPI_COMM_WORLD_RANK/SIZE``), else from Slurm (``SLURM_PROCID/SLURM_NTASKS``);
MPI connects the processes (pmapsim's own MPI session, no mpi4py needed) and must
agree with them. Errors raise ValueError with one line.
"""

import atexit
import ctypes
import ctypes.util
from typing import Optional

from . import _core

__all__ = ["initialize", "is_initialized", "process_count", "process_index", "shutdown"]


def _load_mpi_globally() -> None:
    # Open MPI's plugins resolve libmpi's symbols globally, but Python loads an extension's libraries
    # privately (RTLD_LOCAL): load libmpi into the global namespace first, as mpi4py does.
    name = ctypes.util.find_library("mpi")
    if name is not None:
        try:
            ctypes.CDLL(name, mode=ctypes.RTLD_GLOBAL)
        except OSError:
            pass  # the session's own error says what is missing


def initialize(coordinator_address: Optional[str] = None, num_processes: Optional[int] = None,
               process_id: Optional[int] = None, collective_timeout: Optional[float] = None) -> None:
    """Joins this process to the others of the run; call once, before opening a Runtime.

    ``coordinator_address``: HOST:PORT of process 0 (jax.distributed's), checked to be well formed;
    ``num_processes``/``process_id``: explicit (give both), else detected; ``collective_timeout``:
    seconds a process waits in one collective before it names the processes that never arrived and
    ends the run (default: $PMAPSIM_COLLECTIVE_TIMEOUT, else 300).
    """
    _load_mpi_globally()
    _core.distributed_initialize(coordinator_address or "", num_processes, process_id, collective_timeout)


def is_initialized() -> bool:
    return bool(_core.distributed_state()[0])


def process_index() -> int:
    """This process's index (0 without initialize)."""
    return int(_core.distributed_state()[1])


def process_count() -> int:
    """How many processes run the program (1 without initialize)."""
    return int(_core.distributed_state()[2])


def shutdown() -> None:
    """Leaves MPI (at exit by itself); every process must call it."""
    _core.distributed_shutdown()


atexit.register(shutdown)

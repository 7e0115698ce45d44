#!/usr/bin/env bash
# The cuda backend across processes: NCCL over every process's GPUs,
# bootstrapped through the transport. Runs corpus programs of 8 devices under
# mpirun -np 2 (4 GPUs each) and compares every output byte for byte with one
# process on the same 8 GPUs (mpi_corpus.sh with PMAPSIM_MPI_BACKEND=cuda).
#   mpi_cuda.sh PMAPSIM SCRATCH CASE...
# Exit 77 (skipped) with fewer than 8 GPUs, or without mpirun or NCCL.
set -euo pipefail
pmapsim=$1 scratch=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
if [[ ${PMAPSIM_NCCL_BUILT:-1} == 0 ]]; then
  echo "pmapsim was built without NCCL: skipped"
  exit 77
fi
gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU ' || true)
if ((gpus < 8)); then
  echo "${gpus} GPU(s) here; the cuda run across processes needs 8: skipped"
  exit 77
fi
PMAPSIM_MPI_BACKEND=cuda exec "$here/mpi_corpus.sh" "$pmapsim" "$scratch" 2 "$@"

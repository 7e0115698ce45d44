#!/usr/bin/env bash
# Runs corpus programs under mpirun with NP processes and compares every
# output file, byte for byte, with one process's (--out). (--out-per-rank and
# the faults are mpi_faults.sh's.)
#   mpi_corpus.sh PMAPSIM SCRATCH NP CASE...
# CASE is a tests/data/stablehlo folder (program.mlir, argK.npy) or a .spmd
# program (random inputs, the same seed). Exit 77 (skipped) without mpirun.
# PMAPSIM_MPI_BACKEND (default reference:devices=8) picks the backend; with
# the simulator the values come from the reference across the processes and
# the time from the model on process 0, which must equal one process's.
# PMAPSIM_MPI_FLAGS adds flags to both runs (e.g. --mesh data=6).
set -euo pipefail
pmapsim=$1 scratch=$2 np=$3
shift 3
backend=${PMAPSIM_MPI_BACKEND:-reference:devices=8}
read -r -a flags <<<"${PMAPSIM_MPI_FLAGS:-}"
if [[ ${PMAPSIM_MPI_BUILT:-1} == 0 ]]; then
  echo "pmapsim was built without MPI: skipped"
  exit 77
fi
if ! command -v mpirun >/dev/null; then
  echo "mpirun not found: skipped"
  exit 77
fi
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
rm -rf "$scratch" && mkdir -p "$scratch"
failed=0
for case in "$@"; do
  name=$(basename "${case%.spmd}")
  args=()
  if [[ -d $case ]]; then
    program=$case/program.mlir
    for input in "$case"/arg*.npy; do args+=(--input "$(basename "${input%.npy}")=$input"); done
  else
    program=$case
  fi
  one=$scratch/$name.one many=$scratch/$name.np$np
  "$pmapsim" run "$program" --backend "$backend" "${args[@]}" "${flags[@]}" --out "$one" >"$one.log" 2>&1
  mpirun -np "$np" "$pmapsim" run "$program" --backend "$backend" "${args[@]}" "${flags[@]}" --out "$many" \
    >"$many.log" 2>&1 || { echo "FAIL $name: mpirun -np $np exited $?"; cat "$many.log"; failed=1; continue; }
  count=0
  for file in "$one"/*.npy; do
    cmp -s "$file" "$many/$(basename "$file")" || { echo "FAIL $name: $(basename "$file") differs"; failed=1; }
    count=$((count + 1))
  done
  [[ $(ls "$many" | wc -l) == "$count" ]] || { echo "FAIL $name: $(ls "$many" | wc -l) files, one process wrote $count"; failed=1; }
  if [[ $backend == sim* ]]; then
    time_one=$(grep -o 'makespan [0-9.]* [mun]*s' "$one.log") time_many=$(grep -o 'makespan [0-9.]* [mun]*s' "$many.log")
    [[ -n $time_one && $time_one == "$time_many" ]] || { echo "FAIL $name: $time_many with $np processes, $time_one in one"; failed=1; }
  fi
  echo "ok $name: $count outputs bit-identical with $np processes"
done
exit $failed

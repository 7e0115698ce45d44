#!/usr/bin/env bash
# Faults across processes, under mpirun:
#   mpi_faults.sh PMAPSIM SCRATCH
# - a process killed mid-run (SIGKILL): every process ends within seconds,
#   the command fails, and no output directory is left behind;
# - a process that raises mid-run (its loop limit lower than the others'):
#   one line names the process and its error, every process ends, no output;
# - a process that hangs (alive, never arriving at a collective; the test-only
#   hook PMAPSIM_TEST_HANG_PROCESS): every process ends after the collective
#   timeout with one line naming the process and the collective, no output;
# - processes given different backend specs or programs: found before any
#   collective and reported once, exit code 2;
# - --out-per-rank: every process's shards, index.json and COMPLETE; refused, once, for a
#   program with padded blocks.
# Exit 77 (skipped) without mpirun.
set -euo pipefail
pmapsim=$1 scratch=$2
here=$(cd "$(dirname "$0")" && pwd)
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
loop=$here/long_loop.spmd
mlp=$here/../../examples/programs/mlp_train_step.spmd
fail() { echo "FAIL: $*"; exit 1; }
error_lines() { grep -c '^pmapsim: error:' "$1" || true; }

# A killed process.
mpirun -np 2 "$pmapsim" run "$loop" --out "$scratch/killed" >"$scratch/killed.log" 2>&1 &
launcher=$!
victim=""
for _ in $(seq 100); do
  victim=$(pgrep -P "$launcher" -f "pmapsim run" | tail -n 1 || true)
  [[ -n $victim ]] && break
  sleep 0.1
done
[[ -n $victim ]] || fail "no process of the run found"
sleep 1
start=$(date +%s)
kill -KILL "$victim"
status=0
for _ in $(seq 300); do
  kill -0 "$launcher" 2>/dev/null || break
  sleep 0.1
done
kill -0 "$launcher" 2>/dev/null && fail "the others still run 30 s after a process was killed"
wait "$launcher" || status=$?
elapsed=$(($(date +%s) - start))
((status != 0)) || fail "a run with a killed process exited 0"
[[ ! -e $scratch/killed ]] || fail "a killed run left $scratch/killed"
echo "ok killed process: every process ended ${elapsed} s later (exit $status), no output"

# A process that raises mid-run while the other waits in a collective.
status=0
timeout 60 mpirun -np 1 -x PMAPSIM_MAX_LOOP_TRIPS=50 "$pmapsim" run "$loop" --out "$scratch/raised" : \
  -np 1 "$pmapsim" run "$loop" --out "$scratch/raised" >"$scratch/raised.log" 2>&1 || status=$?
((status != 0 && status != 124)) || fail "a run with a raising process exited $status"
[[ $(error_lines "$scratch/raised.log") == 1 ]] || fail "expected one error line: $(cat "$scratch/raised.log")"
grep -q '^pmapsim: error: process 0 of 2: .*while_loop' "$scratch/raised.log" || fail "$(cat "$scratch/raised.log")"
[[ ! -e $scratch/raised ]] || fail "a failed run left $scratch/raised"
echo "ok raising process: $(grep '^pmapsim: error:' "$scratch/raised.log")"

# A process that hangs mid-run: the others wait at most --collective-timeout.
for np in 2 4; do
  status=0
  start=$(date +%s)
  timeout 60 mpirun -np "$np" -x PMAPSIM_TEST_HANG_PROCESS=1:21 "$pmapsim" run "$loop" --collective-timeout 2 \
    --out "$scratch/hung$np" >"$scratch/hung$np.log" 2>&1 || status=$?
  elapsed=$(($(date +%s) - start))
  ((status != 0 && status != 124)) || fail "a run with a hung process exited $status"
  [[ $(error_lines "$scratch/hung$np.log") == 1 ]] || fail "expected one error line: $(cat "$scratch/hung$np.log")"
  grep -q '^pmapsim: error: process 0 of '"$np"': process 1 did not arrive at pmean (line 13) within 2 s (--collective-timeout)$' \
    "$scratch/hung$np.log" || fail "$(cat "$scratch/hung$np.log")"
  [[ ! -e $scratch/hung$np ]] || fail "a hung run left $scratch/hung$np"
  echo "ok hung process (-np $np): every process ended ${elapsed} s after the start: $(grep '^pmapsim: error:' "$scratch/hung$np.log")"
done

# Different backend specs, then different programs: one line, exit 2, nothing run.
status=0
mpirun -np 1 "$pmapsim" run "$mlp" -b reference:devices=8 --out "$scratch/spec" : \
  -np 1 "$pmapsim" run "$mlp" -b reference:devices=16 --out "$scratch/spec" >"$scratch/spec.log" 2>&1 || status=$?
((status == 2)) || fail "mismatched specs exited $status"
[[ $(error_lines "$scratch/spec.log") == 1 ]] || fail "expected one error line: $(cat "$scratch/spec.log")"
grep -q "process 1 has backend spec 'reference:devices=16', process 0 'reference:devices=8'" "$scratch/spec.log" ||
  fail "$(cat "$scratch/spec.log")"
[[ ! -e $scratch/spec ]] || fail "a refused run left $scratch/spec"
echo "ok mismatched specs: $(grep '^pmapsim: error:' "$scratch/spec.log")"
status=0
mpirun -np 1 "$pmapsim" run "$mlp" : -np 1 "$pmapsim" run "$here/../../examples/programs/allreduce.spmd" \
  >"$scratch/program.log" 2>&1 || status=$?
((status == 2)) && [[ $(error_lines "$scratch/program.log") == 1 ]] || fail "$(cat "$scratch/program.log")"
echo "ok mismatched programs: $(grep '^pmapsim: error:' "$scratch/program.log")"

# Different inputs on one process: reported once, naming it.
status=0
mpirun -np 1 "$pmapsim" run "$mlp" : -np 1 "$pmapsim" run "$mlp" -i x=/nonexistent.npy \
  >"$scratch/input.log" 2>&1 || status=$?
((status == 2)) && [[ $(error_lines "$scratch/input.log") == 1 ]] || fail "$(cat "$scratch/input.log")"
echo "ok different inputs: $(grep '^pmapsim: error:' "$scratch/input.log")"

# --out-per-rank: shards, index and the completion marker.
mpirun -np 2 "$pmapsim" run "$mlp" --out-per-rank "$scratch/shards" >"$scratch/shards.log" 2>&1 ||
  fail "$(cat "$scratch/shards.log")"
[[ -f $scratch/shards/COMPLETE && -f $scratch/shards/index.json ]] || fail "no COMPLETE or index.json"
[[ $(ls "$scratch/shards/process0" | wc -l) == 20 && $(ls "$scratch/shards/process1" | wc -l) == 20 ]] ||
  fail "expected 5 results x 4 devices per process"
echo "ok --out-per-rank: $(ls "$scratch/shards" | tr '\n' ' ')"

# --out-per-rank of a program with padded blocks (a jit over a mesh that does not divide its
# batch): per-device files would hold the padding, so it is refused once, before the run.
jit=$here/../data/stablehlo-jit/jit_dp_mlp_step
status=0
mpirun -np 2 "$pmapsim" run "$jit/program.mlir" -b reference:devices=6 --mesh data=6 \
  -i arg0="$jit/arg0.npy" -i arg1="$jit/arg1.npy" -i arg2="$jit/arg2.npy" -i arg3="$jit/arg3.npy" \
  --out-per-rank "$scratch/padded" >"$scratch/padded.log" 2>&1 || status=$?
((status == 2)) && [[ $(error_lines "$scratch/padded.log") == 1 ]] || fail "$(cat "$scratch/padded.log")"
grep -q 'error: .*--out-per-rank: program @main has padded blocks' "$scratch/padded.log" || fail "$(cat "$scratch/padded.log")"
[[ ! -e $scratch/padded ]] || fail "a refused run left $scratch/padded"
echo "ok padded blocks refuse --out-per-rank: $(grep '^pmapsim: error:' "$scratch/padded.log")"

#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/, clang, ASan + UBSan) and runs each
# for SECONDS, one after another (one job: the machine may be shared).
#   scripts/fuzz.sh [SECONDS] [TARGET...]      default: 30 s each, every target
# Each target first replays its regression inputs (fuzz/regressions/TARGET),
# then fuzzes from its seeds (examples, fuzz/corpus) and its growing corpus
# in build/fuzz/corpus/TARGET. Crashing inputs land in build/fuzz/crashes/.
# Exit code 1 when any target crashed, leaked, hung or broke a check.
# PMAPSIM_FUZZ_SEED=N makes the run repeatable (CI sets it; see scripts/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
shift || true
all_targets=(fuzz_spmd fuzz_npy fuzz_backend_spec fuzz_sim_config fuzz_scalesim_cfg fuzz_scalesim_topology
             fuzz_trace fuzz_stablehlo)
targets=("$@")
((${#targets[@]})) || targets=("${all_targets[@]}")

seeds_of() {
  case "$1" in
    fuzz_spmd) echo examples/programs/*.spmd ;;
    fuzz_npy) echo fuzz/corpus/npy/* ;;
    fuzz_backend_spec) echo fuzz/corpus/backend_spec/* ;;
    fuzz_sim_config) echo fuzz/corpus/sim_config/* sim/presets/*.json ;;
    fuzz_scalesim_cfg) echo examples/scalesim/*.cfg ;;
    fuzz_scalesim_topology) echo examples/scalesim/*.csv ;;
    fuzz_trace) echo fuzz/corpus/trace/* ;;
    # GSPMD strings too: the small reshards of the jit corpus in both spellings, and two shard_maps.
    fuzz_stablehlo) echo tests/data/stablehlo/*/program*.mlir tests/data/stablehlo-jit/jit_reshard_*/program*.mlir \
      tests/data/stablehlo-jit/jit_{partly_manual_axis_index,shard_map_between_auto}/program*.mlir ;;
    *) echo "fuzz.sh: unknown target '$1' (known: ${all_targets[*]})" >&2; exit 2 ;;
  esac
}
dictionary_of() {
  case "$1" in
    fuzz_sim_config | fuzz_trace) echo "-dict=fuzz/json.dict" ;;
  esac
}

source scripts/compiler-cache.sh
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -- "${targets[@]}" >/dev/null

failed=()
for target in "${targets[@]}"; do
  binary=build/fuzz/fuzz/$target
  corpus=build/fuzz/corpus/$target
  crashes=build/fuzz/crashes/$target
  mkdir -p "$corpus" "$crashes"
  # Each seed under its path's name: many are called program.mlir.
  for seed in $(seeds_of "$target"); do
    cp -n "$seed" "$corpus/${seed//\//_}"
  done
  if [[ -d fuzz/regressions/$target ]] && compgen -G "fuzz/regressions/$target/*" >/dev/null; then
    if ! "$binary" -runs=0 fuzz/regressions/"$target"/* >"build/fuzz/$target.regressions.log" 2>&1; then
      echo "$target: a regression input fails again (build/fuzz/$target.regressions.log)"
      failed+=("$target")
      continue
    fi
  fi
  # One process, no forks; inputs up to 64 KiB; 10 s per input is a hang.
  # PMAPSIM_FUZZ_SEED fixes libFuzzer's mutation sequence, so that a run (CI's) repeats the last
  # one's inputs in the same order instead of drawing new ones; unset, every run explores afresh.
  # shellcheck disable=SC2046
  if "$binary" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      ${PMAPSIM_FUZZ_SEED:+-seed="$PMAPSIM_FUZZ_SEED"} \
      -artifact_prefix="$crashes/" $(dictionary_of "$target") "$corpus" >"build/fuzz/$target.log" 2>&1; then
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "build/fuzz/$target.log" | grep -o '[0-9]*$' | tail -1 || true)
    echo "$target: ${seconds} s, ${runs:-?} inputs, no crash"
  else
    echo "$target: FAILED, see build/fuzz/$target.log and $crashes/"
    # What broke, here too: a CI run keeps only what this script prints.
    grep -E '^(==[0-9]+==ERROR|SUMMARY|.*runtime error:|.*(deadly signal|timeout|out-of-memory))' \
      "build/fuzz/$target.log" | head -n 8 || true
    for input in "$crashes"/*; do
      [[ -f $input ]] && echo "  input $(basename "$input") ($(stat -c %s "$input") bytes): $(head -c 600 "$input" | base64 -w0)"
    done
    failed+=("$target")
  fi
done
if ((${#failed[@]})); then
  echo "fuzz.sh: failing targets: ${failed[*]}"
  exit 1
fi

#!/usr/bin/env bash
# The GPU check, in one call that fits in 8 minutes on a 16-core machine with
# one H200 and the carried .deps/: configures with the "gpu" preset from the
# dependencies that scripts/gather-gpu-deps.sh gathered into .deps/ (nothing
# is installed or fetched), builds the CUDA backend for sm_90 with its tests
# and benchmark, runs the GPU tests with ctest, runs cuda_bench, and runs the
# single-GPU test cases once more under compute-sanitizer memcheck.
#
#   scripts/gpu-check.sh [--quick] [--dry-run]
#     --quick    small benchmark shapes
#     --dry-run  print the plan (steps, their commands and time budgets) and exit
#
# Everything it measures goes to $OUT when set (else build/gpu-check/):
#   gpu-check.log     this script's whole output
#   ctest-junit.xml   ctest's JUnit report of the GPU tests (written even when a step before it failed)
#   cuda_bench.csv    the benchmark's table (a "skipped" or "not run" row when it did not run)
#   memcheck.log      compute-sanitizer's report (when it ran)
#   summary.txt       the one-screen summary printed at the end
# Every step runs under its own cap, each taken from one 470-second budget,
# so the check ends, with its files written, even when a step hangs:
#   configure 60 s, build 200 s, GPU tests 80 s, cuda_bench 80 s, memcheck
#   what is left (at least 30 s, else skipped).
# The GPU tests run with -j <cores>: test_cuda_host, test_cuda_gpu and the
# conformance suite on cuda:virtual=8 (each case a process with its own CUDA
# context); the 8-GPU conformance suite (test_conformance_cuda_gpus) only
# when 8 GPUs are visible, since with fewer every case would only skip.
# cuda_bench measures its copy ceiling warm, and again at the end.
# memcheck runs every test_cuda_gpu case except the [large] ones (minutes
# under memcheck); a case that needs more GPUs prints skipped and returns.
#
# Without .deps/ (a development machine) it builds with this machine's own
# packages and the default preset: the GPU tests and the benchmark report
# skipped when there is no GPU.
#
# Exit status: 2 configure or build failed; 1 a GPU test failed or memcheck
# found errors; else the benchmark's (1 error, 124 out of time); 77 when no
# GPU was usable; 0 all ran.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
root=$PWD
deps=$root/.deps
jobs=$(nproc 2>/dev/null || echo 4)

quick=()
dry_run=0
for arg in "$@"; do
  case $arg in
    --quick) quick=(--quick) ;;
    --dry-run) dry_run=1 ;;
    *)
      echo "usage: scripts/gpu-check.sh [--quick] [--dry-run]" >&2
      exit 2
      ;;
  esac
done

budget_s=470
configure_cap=60
build_cap=200
tests_cap=80
bench_cap=80
memcheck_min=30

out=${OUT:-$root/build/gpu-check}
if [[ -d "$deps/usr" ]]; then preset=gpu; else preset=default; fi
build=$root/build/$preset
gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU' || true)
gpus=${gpus:-0}

targets=(test_cuda_host test_cuda_gpu test_conformance_cuda cuda_bench)
suites='test_cuda_host|test_cuda_gpu|test_conformance_cuda'
if ((gpus >= 8)); then
  targets+=(test_conformance_cuda_gpus)
  suites+='|test_conformance_cuda_gpus'
fi
tests_regex="^($suites):"
sanitizer=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)

if ((dry_run)); then
  cat <<PLAN
gpu-check plan (dry run: nothing is built or run)
  machine: $jobs cores, $gpus GPU(s) visible to nvidia-smi; preset $preset; files to $out
  budget: $budget_s s in all; each step's cap is its own or what is left, if less
  1. configure   cap ${configure_cap} s   cmake --preset $preset
  2. build       cap ${build_cap} s  cmake --build $build -j $jobs --target ${targets[*]}
  3. GPU tests   cap ${tests_cap} s   ctest -R '$tests_regex' -j $jobs --timeout 60 --output-junit ctest-junit.xml
                 $( ((gpus >= 8)) && echo "(8 GPUs: the 8-GPU conformance suite included)" || echo "(fewer than 8 GPUs: test_conformance_cuda_gpus left out; it would only skip)")
  4. cuda_bench  cap ${bench_cap} s   cuda_bench ${quick[*]} --csv cuda_bench.csv (copy ceiling warm, again at the end, the larger)
  5. memcheck    what is left, at least ${memcheck_min} s: $sanitizer --tool memcheck test_cuda_gpu '~[large]'
                 ($([[ -x "$sanitizer" ]] && echo "compute-sanitizer found" || echo "compute-sanitizer not found here: skipped"))
  then: summary.txt (one screen); ctest-junit.xml and cuda_bench.csv are written whatever happened
  worst case: $((configure_cap + build_cap + tests_cap + bench_cap)) s for steps 1-4, leaving $((budget_s - configure_cap - build_cap - tests_cap - bench_cap)) s for memcheck
PLAN
  exit 0
fi

mkdir -p "$out"
exec > >(tee "$out/gpu-check.log") 2>&1

deadline=$((SECONDS + budget_s))
declare -a summary=()
# A step's timeout: its own cap, or what is left of the budget if less.
step_limit() {
  local cap=$1 left=$((deadline - SECONDS))
  ((left < cap)) && cap=$left
  ((cap < 1)) && cap=1
  echo "$cap"
}
# Runs "$@" under a timeout of step_limit(cap); prints how it ended and
# records a summary line.
run_step() {
  local name=$1 cap=$2
  shift 2
  local limit status start=$SECONDS
  limit=$(step_limit "$cap")
  echo "== $name (limit ${limit} s)"
  timeout --kill-after=10 "$limit" "$@"
  status=$?
  local how="exit $status"
  if ((status == 124 || status == 137)); then
    how="ran out of its ${limit} s"
    echo "gpu-check: $name $how"
  fi
  echo "== $name: exit $status after $((SECONDS - start)) s"
  summary+=("$(printf '%-12s %-24s %4d s of %4d s' "$name" "$how" $((SECONDS - start)) "$limit")")
  return "$status"
}
# JUnit and CSV exist whatever happens (a placeholder until a step writes them).
placeholders() {
  [[ -f "$out/ctest-junit.xml" ]] ||
    printf '<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="gpu-check" tests="0" failures="0" skipped="0">\n<!-- %s -->\n</testsuite>\n' \
      "$1" >"$out/ctest-junit.xml"
  [[ -f "$out/cuda_bench.csv" ]] || printf 'measurement,moved,backend,bound,fraction,target,verdict\n"not run: %s",,,,,,\n' \
    "$1" >"$out/cuda_bench.csv"
}
finish() {
  local status=$1
  {
    echo "==== gpu-check summary ($((SECONDS)) s of $budget_s s; $gpus GPU(s); preset $preset) ===="
    printf '%s\n' "${summary[@]}"
    if [[ -f "$out/ctest-junit.xml" ]]; then
      local total failed skipped
      total=$(grep -o 'tests="[0-9]*"' "$out/ctest-junit.xml" | head -1 | tr -dc 0-9)
      failed=$(grep -o 'failures="[0-9]*"' "$out/ctest-junit.xml" | head -1 | tr -dc 0-9)
      skipped=$(grep -c '<skipped' "$out/ctest-junit.xml" || true)
      echo "GPU tests: ${total:-0} cases, ${failed:-0} failed, ${skipped:-0} skipped"
      grep -o 'testcase name="[^"]*"[^>]*status="fail"' "$out/ctest-junit.xml" | head -8 | sed 's/^/  failed: /'
    fi
    [[ -f "$out/cuda_bench.csv" ]] && grep -ci ',below' "$out/cuda_bench.csv" | sed 's/^/cuda_bench rows below target: /'
    grep -m1 'copy ceiling measured again' "$out/gpu-check.log" 2>/dev/null
    [[ -f "$out/memcheck.log" ]] && grep -m1 'ERROR SUMMARY' "$out/memcheck.log" | sed 's/^=*/memcheck: /'
    echo "exit status $status; files in $out"
  } | tee "$out/summary.txt"
  exit "$status"
}

echo "gpu-check: writing to $out"
if [[ -x /usr/local/cuda/bin/nvcc ]]; then export PATH=/usr/local/cuda/bin:$PATH; fi
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>/dev/null ||
  echo "gpu-check: nvidia-smi reports no GPU"

cmake_args=()
if [[ $preset == gpu ]]; then
  # The carried shared libraries (libsystemc, libfmt, libpkgconf) and .pc
  # files. The carried zlib stays off the library path: the machine's own
  # libz.so.1 is newer and compatible with what the build links.
  export LD_LIBRARY_PATH=$deps/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  export PKG_CONFIG_LIBDIR=$deps/usr/lib/x86_64-linux-gnu/pkgconfig:$deps/usr/lib/pkgconfig:$deps/usr/share/pkgconfig
  if ! command -v pkg-config >/dev/null; then cmake_args+=("-DPKG_CONFIG_EXECUTABLE=$deps/usr/bin/pkgconf"); fi
else
  echo "gpu-check: no .deps/ folder: a dry run with this machine's packages (preset default)"
fi

# NCCL: the toolkit's own if it has one, else the one the Python wheels carry.
if ! compgen -G "/usr/local/cuda/include/nccl.h" >/dev/null && ! [[ -f /usr/include/nccl.h ]]; then
  nccl_dir=$(python3 -c 'import nvidia.nccl, os; print(os.path.dirname(nvidia.nccl.__file__))' 2>/dev/null || true)
  if [[ -n "$nccl_dir" && -f "$nccl_dir/include/nccl.h" ]]; then
    nccl_lib=$(ls "$nccl_dir"/lib/libnccl.so* 2>/dev/null | head -1)
    cmake_args+=("-DPMAPSIM_NCCL_INCLUDE_DIR=$nccl_dir/include" "-DPMAPSIM_NCCL_LIBRARY=$nccl_lib")
    export LD_LIBRARY_PATH=$nccl_dir/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  fi
fi

rm -f "$out/ctest-junit.xml" "$out/cuda_bench.csv" "$out/memcheck.log" "$out/summary.txt"
if ! run_step configure "$configure_cap" cmake --preset "$preset" "${cmake_args[@]}"; then
  placeholders "configure failed"
  finish 2
fi
if ! run_step build "$build_cap" cmake --build "$build" -j "$jobs" --target "${targets[@]}"; then
  placeholders "build failed"
  finish 2
fi

run_step "GPU tests" "$tests_cap" ctest --test-dir "$build" -R "$tests_regex" --output-on-failure -j "$jobs" \
  --timeout 60 --output-junit "$out/ctest-junit.xml"
tests_status=$?
placeholders "ctest wrote no report (exit $tests_status)"

run_step cuda_bench "$bench_cap" "$build/bench/cuda_bench" "${quick[@]}" --csv "$out/cuda_bench.csv"
bench_status=$?
placeholders "cuda_bench wrote no table (exit $bench_status)"

memcheck_status=0
if ((bench_status == 77)); then
  echo "== memcheck: skipped (no usable GPU)"
  summary+=("memcheck     skipped: no usable GPU")
elif [[ ! -x "$sanitizer" ]]; then
  echo "== memcheck: skipped (compute-sanitizer is not installed)"
  summary+=("memcheck     skipped: compute-sanitizer is not installed")
elif ((deadline - SECONDS < memcheck_min)); then
  echo "== memcheck: skipped (less than $memcheck_min s of the budget left)"
  summary+=("memcheck     skipped: less than $memcheck_min s left")
else
  run_step memcheck $((deadline - SECONDS)) "$sanitizer" --tool memcheck --leak-check full --error-exitcode 3 \
    --log-file "$out/memcheck.log" "$build/tests/cuda/test_cuda_gpu" '~[large]'
  memcheck_status=$?
  if ((memcheck_status == 3)); then echo "gpu-check: memcheck found errors (memcheck.log)"; fi
fi

if ((tests_status != 0 || memcheck_status == 3)); then finish 1; fi
finish "$bench_status"

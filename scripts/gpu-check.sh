#!/usr/bin/env bash
# The GPU check, in one call that fits in 8 minutes on a 16-core machine with
# one H200 and the carried .deps/: configures with the "gpu" preset from the
# dependencies that scripts/gather-gpu-deps.sh gathered into .deps/ (nothing
# is installed or fetched), builds the CUDA backend for sm_90 with its tests
# and benchmark, runs the GPU tests with ctest, runs cuda_bench, and finally
# runs the GPU tests once more under compute-sanitizer memcheck when it is
# installed and time is left.
#
#   scripts/gpu-check.sh [--quick]     (--quick: small benchmark shapes)
#
# Everything it measures goes to $OUT when set (else build/gpu-check/):
#   gpu-check.log     this script's whole output
#   ctest-junit.xml   ctest's JUnit report of the GPU tests
#   cuda_bench.csv    the benchmark's table (a "skipped" row without a GPU)
#   memcheck.log      compute-sanitizer's report (when it ran)
# Every step runs under a timeout taken from one 470-second budget, so the
# check ends, with its files written, even when a step hangs.
#
# Without .deps/ (a development machine) it builds with this machine's own
# packages and the default preset: a dry run, in which the GPU tests and the
# benchmark report skipped when there is no GPU.
#
# Exit status: 2 configure or build failed; 1 a GPU test failed or memcheck
# found errors; else the
# benchmark's (1 error, 124 out of time); 77 when no GPU was usable; 0 all ran.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
deps=$root/.deps
jobs=$(nproc 2>/dev/null || echo 4)

out=${OUT:-$root/build/gpu-check}
mkdir -p "$out"
exec > >(tee "$out/gpu-check.log") 2>&1

budget_s=470
deadline=$((SECONDS + budget_s))
# A step's timeout: its own cap, or what is left of the budget if less.
step_limit() {
  local cap=$1 left=$((deadline - SECONDS))
  ((left < cap)) && cap=$left
  ((cap < 1)) && cap=1
  echo "$cap"
}
# Runs "$@" under a timeout of step_limit(cap); prints how it ended.
run_step() {
  local name=$1 cap=$2
  shift 2
  local limit status start=$SECONDS
  limit=$(step_limit "$cap")
  echo "== $name (limit ${limit} s)"
  timeout --kill-after=10 "$limit" "$@"
  status=$?
  if ((status == 124 || status == 137)); then
    echo "gpu-check: $name ran out of its ${limit} s"
  fi
  echo "== $name: exit $status after $((SECONDS - start)) s"
  return "$status"
}

echo "gpu-check: writing to $out"
if [[ -x /usr/local/cuda/bin/nvcc ]]; then export PATH=/usr/local/cuda/bin:$PATH; fi
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>/dev/null ||
  echo "gpu-check: nvidia-smi reports no GPU"

cmake_args=()
if [[ -d "$deps/usr" ]]; then
  preset=gpu
  # The carried shared libraries (libsystemc, libfmt, libpkgconf) and .pc
  # files. The carried zlib stays off the library path: the machine's own
  # libz.so.1 is newer and compatible with what the build links.
  export LD_LIBRARY_PATH=$deps/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  export PKG_CONFIG_LIBDIR=$deps/usr/lib/x86_64-linux-gnu/pkgconfig:$deps/usr/lib/pkgconfig:$deps/usr/share/pkgconfig
  if ! command -v pkg-config >/dev/null; then cmake_args+=("-DPKG_CONFIG_EXECUTABLE=$deps/usr/bin/pkgconf"); fi
else
  preset=default
  echo "gpu-check: no .deps/ folder: a dry run with this machine's packages (preset default)"
fi
build=$root/build/$preset

# NCCL: the toolkit's own if it has one, else the one the Python wheels carry.
if ! compgen -G "/usr/local/cuda/include/nccl.h" >/dev/null && ! [[ -f /usr/include/nccl.h ]]; then
  nccl_dir=$(python3 -c 'import nvidia.nccl, os; print(os.path.dirname(nvidia.nccl.__file__))' 2>/dev/null || true)
  if [[ -n "$nccl_dir" && -f "$nccl_dir/include/nccl.h" ]]; then
    nccl_lib=$(ls "$nccl_dir"/lib/libnccl.so* 2>/dev/null | head -1)
    cmake_args+=("-DPMAPSIM_NCCL_INCLUDE_DIR=$nccl_dir/include" "-DPMAPSIM_NCCL_LIBRARY=$nccl_lib")
    export LD_LIBRARY_PATH=$nccl_dir/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  fi
fi

targets=(test_cuda_host test_cuda_gpu test_conformance_cuda test_conformance_cuda_gpus cuda_bench)
tests_regex='^(test_cuda_host|test_cuda_gpu|test_conformance_cuda|test_conformance_cuda_gpus):'

run_step "configure (preset $preset)" 90 cmake --preset "$preset" "${cmake_args[@]}" || exit 2
run_step "build" 240 cmake --build "$build" -j "$jobs" --target "${targets[@]}" || exit 2

run_step "GPU tests" 120 ctest --test-dir "$build" -R "$tests_regex" --output-on-failure -j 4 --timeout 100 \
  --output-junit "$out/ctest-junit.xml"
tests_status=$?
# ctest reports a test that exits 77 as skipped (not failed); count them.
skipped=$(grep -c '<skipped' "$out/ctest-junit.xml" 2>/dev/null || true)
echo "gpu-check: ${skipped:-0} GPU test cases skipped"

bench_args=(--csv "$out/cuda_bench.csv")
run_step "cuda_bench" 150 "$build/bench/cuda_bench" "$@" "${bench_args[@]}"
bench_status=$?

# memcheck last: it is the slowest step and the least needed; the large
# test cases (hidden from it by their [large] tag) would take minutes under it.
sanitizer=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
if ((bench_status == 77)); then
  echo "== memcheck: skipped (no usable GPU)"
elif [[ ! -x "$sanitizer" ]]; then
  echo "== memcheck: skipped (compute-sanitizer is not installed)"
elif ((deadline - SECONDS < 30)); then
  echo "== memcheck: skipped (less than 30 s of the budget left)"
else
  run_step "memcheck (compute-sanitizer)" 120 "$sanitizer" --tool memcheck --leak-check full --error-exitcode 3 \
    --log-file "$out/memcheck.log" "$build/tests/cuda/test_cuda_gpu" '~[large]'
  memcheck_status=$?
  if ((memcheck_status == 3)); then echo "gpu-check: memcheck found errors (memcheck.log)"; fi
fi

echo "gpu-check: done in $SECONDS s; files in $out:"
ls -l "$out"
if ((tests_status != 0 || ${memcheck_status:-0} == 3)); then exit 1; fi
exit $bench_status

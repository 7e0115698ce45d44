#!/usr/bin/env bash
# The GPU check without building on the GPU machine: this machine's build
# (build/default, made with nvcc for sm_90) travels as stripped binaries.
#
#   scripts/gpu-prebuilt.sh stage   on the development machine, after
#                                   `cmake --build build/default`: copies the
#                                   CUDA test binaries, cuda_bench, pmapsim,
#                                   their ctest lists and the two shared
#                                   libraries Debian provides (SystemC, fmt)
#                                   into the git-ignored .gpurun/ (~50 MB)
#   scripts/gpu-prebuilt.sh run     on the GPU machine, from the repository
#                                   root with .gpurun/ beside it
#
# `run` needs the CUDA runtime, cuBLAS, cuFFT and NCCL somewhere under
# /usr/local, /opt or /usr/lib (a CUDA 13 toolkit, or the nvidia-* Python
# wheels), and ctest. The ctest lists name the build's absolute paths, so it
# links the repository to where it was built when that path is free. It runs
# the GPU tests (test_cuda_host, test_cuda_gpu, the conformance suite on
# cuda:virtual=8), every example program on cuda:virtual=8 checked against
# the reference, the demo, cuda_bench, and test_cuda_gpu's cases but the
# [large] ones under compute-sanitizer memcheck. Output goes to $OUT (else
# /tmp/gpu-prebuilt): gpu-run.log, ctest-junit.xml, cuda_bench.csv,
# memcheck.log, memcheck-tests.txt. Exit status: 1 when a test failed, 77
# without a GPU, else 0.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
root=$PWD
stage=$root/.gpurun
build=build/default
binaries=(tests/cuda/test_cuda_gpu tests/cuda/test_cuda_host tests/conformance/test_conformance_cuda
  bench/cuda_bench tools/pmapsim)

stage() {
  for binary in "${binaries[@]}"; do
    [[ -x $build/$binary ]] || {
      echo "gpu-prebuilt: $build/$binary is missing: build with the default preset on a machine with nvcc" >&2
      exit 2
    }
  done
  rm -rf "$stage"
  mkdir -p "$stage/bin" "$stage/lib" "$stage/ctest"
  for binary in "${binaries[@]}"; do cp "$build/$binary" "$stage/bin/"; done
  strip "$stage"/bin/*
  for library in libsystemc-2.3.4.so libfmt.so.9; do
    cp -L "$(ldd "$build/tools/pmapsim" | awk -v l="$library" '$1 == l {print $3}')" "$stage/lib/"
  done
  cp "$build"/tests/cuda/test_cuda_*_tests-*.cmake "$build"/tests/conformance/test_conformance_cuda_tests-*.cmake \
    "$stage/ctest/"
  echo "$root" >"$stage/built-at"
  grep -qx '/.gpurun/' .git/info/exclude 2>/dev/null || echo '/.gpurun/' >>.git/info/exclude
  echo "staged in .gpurun ($(du -sh "$stage" | cut -f1)); on the GPU machine: scripts/gpu-prebuilt.sh run"
}

run() {
  local out=${OUT:-/tmp/gpu-prebuilt} start=$SECONDS built_at failed=0
  mkdir -p "$out"
  exec > >(tee "$out/gpu-run.log") 2>&1
  built_at=$(cat "$stage/built-at")
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader ||
    { echo "gpu-prebuilt: no GPU here (nvidia-smi)"; exit 77; }
  if [[ $built_at != "$root" ]]; then
    [[ -e $built_at ]] && { echo "gpu-prebuilt: $built_at exists; run from there" >&2; exit 2; }
    mkdir -p "$(dirname "$built_at")" && ln -s "$root" "$built_at"
  fi
  for binary in "${binaries[@]}"; do
    mkdir -p "$build/$(dirname "$binary")"
    cp "$stage/bin/$(basename "$binary")" "$build/$binary"
  done
  local libraries
  libraries=$(find /usr/local /opt /usr/lib -xdev \( -name 'libnccl.so.2' -o -name 'libcublas.so.13' -o \
    -name 'libcudart.so.13' -o -name 'libcufft.so.12' -o -name 'libcublasLt.so.13' \) -printf '%h\n' \
    2>/dev/null | sort -u | tr '\n' ':')
  export LD_LIBRARY_PATH=$stage/lib:$libraries${LD_LIBRARY_PATH:-}
  export PATH=/usr/local/cuda/bin:$PATH
  if ldd "$build/tests/cuda/test_cuda_gpu" | grep 'not found'; then exit 2; fi
  for list in "$stage"/ctest/*_tests-*.cmake; do echo "include(\"$list\")"; done >"$stage/ctest/CTestTestfile.cmake"
  timeout 150 ctest --test-dir "$stage/ctest" -j 8 --timeout 90 --output-on-failure \
    --output-junit "$out/ctest-junit.xml" | grep -v '^ *Start \|Passed'
  ((PIPESTATUS[0] == 0)) || failed=1
  echo "== GPU tests at $((SECONDS - start)) s"
  for program in examples/programs/*.spmd; do
    [[ $program == *4096* ]] && continue  # more logical devices than cuda:virtual=8 has
    timeout 30 "$build/tools/pmapsim" run "$program" -b cuda:virtual=8 --check 2>&1 | tail -1 |
      sed "s|^|$(basename "$program"): |"
    ((PIPESTATUS[0] == 0)) || failed=1
  done
  timeout 60 "$build/tools/pmapsim" demo --backend cuda:virtual=8 | tail -3 || failed=1
  echo "== examples at $((SECONDS - start)) s"
  timeout 100 "$build/bench/cuda_bench" --csv "$out/cuda_bench.csv"
  echo "== cuda_bench at $((SECONDS - start)) s"
  # The out-of-memory case asks for 4 TB on purpose: memcheck lists that
  # refused allocation as an API error, so only memory errors count here.
  timeout 200 compute-sanitizer --tool memcheck --report-api-errors no --error-exitcode 3 \
    --log-file "$out/memcheck.log" "$build/tests/cuda/test_cuda_gpu" '~[large]' >"$out/memcheck-tests.txt" 2>&1
  local memcheck=$?
  ((memcheck == 0)) || failed=1
  echo "== memcheck exit $memcheck at $((SECONDS - start)) s: $(grep -m1 'ERROR SUMMARY' "$out/memcheck.log")"
  tail -2 "$out/memcheck-tests.txt"
  exit $failed
}

case ${1:-} in
  stage) stage ;;
  run) run ;;
  *)
    echo "usage: scripts/gpu-prebuilt.sh stage|run" >&2
    exit 2
    ;;
esac

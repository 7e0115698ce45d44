#!/usr/bin/env bash
# The GPU check, in one call on a machine with a GPU (about 5 minutes on one
# H200): configures with the "gpu" preset from the dependencies that
# scripts/gather-gpu-deps.sh gathered into .deps/ (nothing is installed or
# fetched), builds the CUDA backend for sm_90 with its tests and benchmark,
# runs the GPU tests with ctest, then prints cuda_bench's table.
#
#   scripts/gpu-check.sh [--quick]     (--quick: small benchmark shapes)
#
# Exit status: ctest's failure (1) wins, then the benchmark's; 0 when all ran.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
deps=$root/.deps
jobs=$(nproc 2>/dev/null || echo 4)

if [[ ! -d "$deps/usr" ]]; then
  echo "gpu-check: no .deps/ folder; run scripts/gather-gpu-deps.sh on a development machine first" >&2
  exit 2
fi
if [[ -x /usr/local/cuda/bin/nvcc ]]; then export PATH=/usr/local/cuda/bin:$PATH; fi

# The carried shared libraries (libsystemc, libfmt, libpkgconf) and .pc files.
# The carried zlib stays off the library path: the machine's own libz.so.1 is
# newer and compatible with what the build links.
export LD_LIBRARY_PATH=$deps/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export PKG_CONFIG_LIBDIR=$deps/usr/lib/x86_64-linux-gnu/pkgconfig:$deps/usr/lib/pkgconfig:$deps/usr/share/pkgconfig
cmake_args=()
if ! command -v pkg-config >/dev/null; then cmake_args+=("-DPKG_CONFIG_EXECUTABLE=$deps/usr/bin/pkgconf"); fi

# NCCL: the toolkit's own if it has one, else the one the Python wheels carry.
if ! compgen -G "/usr/local/cuda/include/nccl.h" >/dev/null && ! [[ -f /usr/include/nccl.h ]]; then
  nccl_dir=$(python3 -c 'import nvidia.nccl, os; print(os.path.dirname(nvidia.nccl.__file__))' 2>/dev/null || true)
  if [[ -n "$nccl_dir" && -f "$nccl_dir/include/nccl.h" ]]; then
    nccl_lib=$(ls "$nccl_dir"/lib/libnccl.so* 2>/dev/null | head -1)
    cmake_args+=("-DPMAPSIM_NCCL_INCLUDE_DIR=$nccl_dir/include" "-DPMAPSIM_NCCL_LIBRARY=$nccl_lib")
    export LD_LIBRARY_PATH=$nccl_dir/lib:$LD_LIBRARY_PATH
  fi
fi

echo "== configure (preset gpu)"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>/dev/null || true
cmake --preset gpu "${cmake_args[@]}" || exit 2
echo "== build (sm_90)"
cmake --build build/gpu -j "$jobs" --target test_cuda_host test_cuda_gpu test_conformance_cuda test_conformance_cuda_gpus cuda_bench || exit 2

echo "== GPU tests"
ctest --test-dir build/gpu -R '^(test_cuda_host|test_cuda_gpu|test_conformance_cuda|test_conformance_cuda_gpus):' --output-on-failure \
  -j 4 --timeout 120
tests_status=$?

echo "== cuda_bench"
build/gpu/bench/cuda_bench "$@"
bench_status=$?

if ((tests_status != 0)); then exit 1; fi
exit $bench_status

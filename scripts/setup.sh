#!/usr/bin/env bash
# Installs the Debian packages pmapsim needs (only those missing), then
# configures and builds. PMAPSIM_PRESET picks the CMake preset (default,
# cpu, asan); the CUDA backend is built when nvcc is found. clang (with
# libFuzzer) builds the fuzz targets (scripts/fuzz.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

# python3-dev, python3-venv: the Python package (scripts/setup-python.sh).
# ccache: a compiler cache, so a second build (a fresh clone, the sanitizer and
# Python builds of the same sources) recompiles only what changed.
# chromium: the suite opens the HTML report in headless Chromium (the test
# skips itself where chromium is missing).
# openmpi-bin, libopenmpi-dev: runs over several processes (mpirun -np R
# pmapsim run ...); without them pmapsim builds for one process and the
# mpirun tests skip.
packages=(cmake ninja-build g++ pkg-config libsystemc-dev libeigen3-dev libfmt-dev catch2 libcli11-dev
          nlohmann-json3-dev zlib1g-dev ccache chromium clang python3-dev python3-venv openmpi-bin libopenmpi-dev)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
  echo "pmapsim: installing ${missing[*]}"
  sudo_cmd=()
  [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

source scripts/compiler-cache.sh

preset=${PMAPSIM_PRESET:-default}
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset"
# The Python package, in .venv (not for the sanitizer and fuzz builds;
# PMAPSIM_PYTHON=0 skips it).
if [[ ${PMAPSIM_PYTHON:-1} != 0 && $preset != asan && $preset != fuzz ]]; then
  ./scripts/setup-python.sh
fi

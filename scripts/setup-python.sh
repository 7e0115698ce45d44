#!/usr/bin/env bash
# The Python package: a virtual environment in .venv with JAX from PyPI (and
# what the tests and the example use), then `pip install ./python`, which
# builds the nanobind extension over the same C++ core with CMake. The build
# folder (python/build/) is kept, so a second run recompiles only what
# changed; ccache is used where it is installed.
set -euo pipefail
cd "$(dirname "$0")/.."
# PMAPSIM_VENV and PMAPSIM_PYTHON_BIN choose another environment and interpreter (the test
# script's second pass with the newest JAX, which needs Python >= 3.12).
venv=${PMAPSIM_VENV:-.venv}
[[ -x $venv/bin/python ]] || "${PMAPSIM_PYTHON_BIN:-python3}" -m venv "$venv"
"$venv/bin/pip" install -q --upgrade pip
"$venv/bin/pip" install -q "scikit-build-core>=1.1,<1.2" "nanobind>=3.1,<3.2" "jax>=0.8" ml_dtypes pytest \
  pandas matplotlib "dask[distributed]"
source scripts/compiler-cache.sh
export CMAKE_BUILD_PARALLEL_LEVEL=${CMAKE_BUILD_PARALLEL_LEVEL:-$(nproc)}
# No build isolation: the build tools above stay put, so the kept build folder stays valid.
"$venv/bin/pip" install -q --no-build-isolation ./python
"$venv/bin/python" -c 'import pmapsim; print("pmapsim", pmapsim.__version__, "installed in '"$venv"'")'

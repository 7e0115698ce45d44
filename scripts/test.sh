#!/usr/bin/env bash
# Sets up (installing what is missing), builds, and runs every test: ctest,
# then pytest on the Python package (tests/python).
# PMAPSIM_PRESET=asan runs the suite under AddressSanitizer + UBSan.
# With no preset given (CI: .ci/run), the whole suite also runs under
# ASan + UBSan, and each fuzz target runs for PMAPSIM_FUZZ_SECONDS (20 s;
# 0 skips both extras).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
ctest --preset "${PMAPSIM_PRESET:-default}" "$@"
# The Python package's tests (tests/python) after ctest: with the JAX that Debian 12's Python
# gets (0.10), then again with the newest JAX where a Python >= 3.12 is installed (pyenv's or
# the system's); a fresh Debian 12 has none, and says so.
newest_python() {
  local candidate
  for candidate in python3.13 python3.12 "$HOME"/.pyenv/versions/3.1[2-9]*/bin/python3; do
    candidate=$(command -v "$candidate" 2>/dev/null) || continue
    "$candidate" -c 'import sys; assert sys.version_info >= (3, 12)' 2>/dev/null && echo "$candidate" && return
  done
  return 0
}
if [[ ${PMAPSIM_PYTHON:-1} != 0 && ${PMAPSIM_PRESET:-default} != asan ]]; then
  .venv/bin/python -m pytest -q tests/python
  newest=$(newest_python)
  if [[ -n $newest ]]; then
    PMAPSIM_VENV=.venv-newest PMAPSIM_PYTHON_BIN=$newest ./scripts/setup-python.sh
    .venv-newest/bin/python -m pytest -q tests/python
  else
    echo "pmapsim: no Python >= 3.12 here: the Python tests ran with JAX 0.10 only"
  fi
fi
fuzz_seconds=${PMAPSIM_FUZZ_SECONDS:-20}
if [[ -z ${PMAPSIM_PRESET:-} && $fuzz_seconds != 0 ]]; then
  PMAPSIM_PRESET=asan ./scripts/setup.sh
  ctest --preset asan "$@"
  # A fixed seed and a fresh corpus: CI replays the regressions and the same mutations every
  # time, so its result does not depend on what a run happens to draw. Exploring is
  # scripts/fuzz.sh without a seed.
  rm -rf build/fuzz/corpus
  PMAPSIM_FUZZ_SEED=${PMAPSIM_FUZZ_SEED:-1} ./scripts/fuzz.sh "$fuzz_seconds"
fi

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
# The Python package's tests (tests/python) after ctest.
if [[ ${PMAPSIM_PYTHON:-1} != 0 && ${PMAPSIM_PRESET:-default} != asan ]]; then
  .venv/bin/python -m pytest -q tests/python
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

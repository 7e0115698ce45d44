#!/usr/bin/env bash
# Sets up (installing what is missing), builds, and runs every test.
# PMAPSIM_PRESET=asan runs the suite under AddressSanitizer + UBSan.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
ctest --preset "${PMAPSIM_PRESET:-default}" "$@"

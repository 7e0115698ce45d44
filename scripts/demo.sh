#!/usr/bin/env bash
# Sets up (installing what is missing), builds, and runs `pmapsim demo`.
# Extra arguments go to the demo, e.g. ./scripts/demo.sh --backend reference:devices=4
set -euo pipefail
cd "$(dirname "$0")/.."
# The demo needs no Python: the package (scripts/setup-python.sh) is left to the test command.
PMAPSIM_PYTHON=${PMAPSIM_PYTHON:-0} ./scripts/setup.sh
exec "build/${PMAPSIM_PRESET:-default}/tools/pmapsim" demo "$@"

#!/usr/bin/env bash
# Regenerates the picture the README shows (docs/report-demo.png): runs
# `pmapsim demo --report` (the demo's 20 MLP steps on sim:tpu-v5e,devices=8)
# and photographs the page in headless Chromium: a 1400 x 2500 window at a
# device scale of 0.75, so the picture is 1050 x 1875 pixels (the page laid out
# at 1400 wide, three rooflines to a row). Needs a built pmapsim and chromium (./scripts/setup.sh
# installs and builds both); it installs nothing.
#
#   scripts/make-screenshot.sh [PMAPSIM] [OUTPUT.png]
#
# PMAPSIM defaults to build/${PMAPSIM_PRESET:-default}/tools/pmapsim, OUTPUT to
# docs/report-demo.png. The file is replaced only when the picture was taken.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pmapsim=$(realpath -m "${1:-$root/build/${PMAPSIM_PRESET:-default}/tools/pmapsim}")
output=$(realpath -m "${2:-$root/docs/report-demo.png}")
browser=$(command -v chromium || command -v chromium-browser || true)
if [[ ! -x $pmapsim ]]; then
  echo "make-screenshot: no pmapsim at $pmapsim (./scripts/setup.sh builds it)" >&2
  exit 2
fi
if [[ -z $browser ]]; then
  echo "make-screenshot: no chromium (./scripts/setup.sh installs it)" >&2
  exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! "$pmapsim" demo --report "$work/demo.html" >"$work/demo.log" 2>&1; then
  echo "make-screenshot: pmapsim demo failed:" >&2
  tail -5 "$work/demo.log" >&2
  exit 1
fi
timeout 60 "$browser" --headless --no-sandbox --disable-gpu --user-data-dir="$work/profile" --hide-scrollbars \
  --window-size=1400,2500 --force-device-scale-factor=0.75 --virtual-time-budget=5000 --screenshot="$work/demo.png" "file://$work/demo.html" \
  >"$work/browser.log" 2>&1 || true
if [[ ! -s $work/demo.png || $(head -c 4 "$work/demo.png" | tail -c 3) != PNG ]]; then
  echo "make-screenshot: chromium took no screenshot:" >&2
  tail -5 "$work/browser.log" >&2
  exit 1
fi
mkdir -p "$(dirname "$output")"
cp "$work/demo.png" "$output.tmp$$"
mv "$output.tmp$$" "$output"
echo "make-screenshot: wrote $output"

#!/usr/bin/env bash
# The HTML report in a real browser: headless Chromium opens the pages that
# `pmapsim demo --report` and `pmapsim report` write (one run, two runs side
# by side, another tool's plain Chrome trace) and the test asserts that the
# charts drew (the SVG charts are in the DOM after the page's script ran),
# and that the script reported no error and the console stayed silent. It
# saves a screenshot of the demo's page (each browser start costs a second or
# two, so the other pages are not photographed).
#
#   report_in_browser.sh PMAPSIM OUTDIR
#
# Exit 77 (ctest: skipped) when no chromium is installed.
set -uo pipefail
pmapsim=$1
out=$2
browser=$(command -v chromium || command -v chromium-browser || true)
if [[ -z $browser ]]; then
  echo "skipped: no chromium (scripts/setup.sh installs it)"
  exit 77
fi
rm -rf "$out" && mkdir -p "$out" || exit 1
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

"$pmapsim" demo --steps 2 --trace "$out/sim.json" --report "$out/demo.html" >"$out/demo.log" 2>&1 ||
  fail "pmapsim demo --report: $(tail -1 "$out/demo.log")"
"$pmapsim" demo --steps 2 --backend reference:devices=8 --trace "$out/ref.json" >"$out/ref.log" 2>&1 ||
  fail "pmapsim demo on the reference: $(tail -1 "$out/ref.log")"
"$pmapsim" report "$out/sim.json" "$out/ref.json" -o "$out/compare.html" >/dev/null || fail "pmapsim report A B"
cat >"$out/other.json" <<'JSON'
{"traceEvents":[
 {"ph":"M","pid":1,"tid":2,"name":"thread_name","args":{"name":"XLA Ops"}},
 {"ph":"X","pid":1,"tid":2,"ts":0,"dur":5,"name":"fusion.1"},
 {"ph":"X","pid":1,"tid":2,"ts":5,"dur":2,"name":"copy.3"}]}
JSON
"$pmapsim" report "$out/other.json" -o "$out/other.html" >/dev/null || fail "pmapsim report of a plain Chrome trace"

# open_page PAGE MARKER...: renders PAGE, checks the markers the script
# writes and the console.
open_page() {
  local page=$1
  shift
  local profile
  profile=$(mktemp -d)
  local start=$SECONDS
  timeout 60 "$browser" --headless --no-sandbox --disable-gpu --user-data-dir="$profile" --enable-logging=stderr \
    --v=0 --virtual-time-budget=5000 --dump-dom "file://$page" 2>"$page.log" |
    perl -0pe 's{<script\b.*?</script>}{}gs' >"$page.dom" # the drawn DOM, not the script's text
  rm -rf "$profile"
  grep -q '<body[^>]* data-render="done"' "$page.dom" || fail "$page: the script did not finish drawing"
  grep -q '<body[^>]* data-errors="0"' "$page.dom" || fail "$page: $(grep -o 'render error:[^<]*' "$page.dom")"
  if grep -q ':CONSOLE' "$page.log"; then fail "$page: console: $(grep ':CONSOLE' "$page.log" | head -3)"; fi
  for marker in "$@"; do
    grep -q "data-chart=\"$marker\"" "$page.dom" || fail "$page: no $marker chart"
  done
  echo "$(basename "$page"): $(grep -o 'data-charts="[0-9]*"' "$page.dom"), rendered in $(grep -o 'data-render-ms="[0-9]*"' "$page.dom" | grep -o '[0-9]*') ms, $(( SECONDS - start )) s with the browser's start"
}

# screenshot PAGE: saves PAGE.png, 1400 pixels wide.
screenshot() {
  local profile
  profile=$(mktemp -d)
  timeout 60 "$browser" --headless --no-sandbox --disable-gpu --user-data-dir="$profile" --hide-scrollbars \
    --window-size=1400,2400 --virtual-time-budget=5000 --screenshot="$1.png" "file://$1" >/dev/null 2>&1
  rm -rf "$profile"
  [[ -s $1.png && $(head -c 4 "$1.png" | tail -c 3) == PNG ]] || fail "$1: no screenshot"
}

open_page "$out/demo.html" breakdown communication roofline utilization links topology top-ops
screenshot "$out/demo.html"
open_page "$out/compare.html" compare compare-bar roofline utilization links top-ops
open_page "$out/other.html" utilization top-ops
grep -q 'Not in this trace' "$out/other.html.dom" || fail "other.html: does not say what is missing"
grep -q '<circle class="point"' "$out/demo.html.dom" || fail "demo.html: the roofline has no points"
grep -q 'data-roof="1"' "$out/demo.html.dom" || fail "demo.html: the roofline has no roof"

if ((failures)); then exit 1; fi
echo "PASS: the demo's page photographed in $out/demo.html.png"

#!/usr/bin/env bash
# End-to-end test of `squarecert play` in headless Chromium (issue 5).
#
# Installs what is missing (Debian's chromium with apt-get; playwright-core from npm into
# e2e/node_modules, pinned by e2e/package-lock.json: no browser download), builds the
# binary, starts `squarecert play --port 0` on the fixture rule and drives the page with
# e2e/play.e2e.mjs: the bot's first move, a click, the arrow keys and Enter, the
# explanation text, the drawn line and threats, an occupied-cell error, a game to the end
# with the winning square, and a board-size change. Then a naive person plays a whole game
# on 7x7, and again with the real rule when certs/plus-rule.txt exists. Screenshots:
# target/e2e/play.png (line drawn), target/e2e/play-end.png, target/e2e/fullgame-n7*.png.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
OUT="$ROOT/target/e2e"
mkdir -p "$OUT"

if ! command -v chromium >/dev/null 2>&1; then
  echo "e2e: installing Debian's chromium"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if [ ! -f e2e/node_modules/playwright-core/package.json ]; then
  echo "e2e: installing playwright-core (npm ci)"
  (cd e2e && npm ci --no-audit --no-fund --silent)
fi

cargo build --release --quiet --bin squarecert
BIN="${CARGO_TARGET_DIR:-$ROOT/target}/release/squarecert"

PIDS=()
cleanup() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT

# start_server RULE LOG [FLAG]: starts `squarecert play --port 0` (FLAG: --unverified-rule for the
# fixture rule, which does not win every game) and sets URL to the printed address.
start_server() {
  "$BIN" play --port 0 --n 7 --rule "$1" --certs "$ROOT/certs" ${3:-} >"$2" 2>&1 &
  PIDS+=($!)
  URL=""
  for _ in $(seq 1 100); do
    URL=$(grep -o 'http://127\.0\.0\.1:[0-9]*/' "$2" | head -1 || true)
    [ -n "$URL" ] && return 0
    sleep 0.1
  done
  echo "e2e: the server did not print its address:"; cat "$2"; return 1
}

start_server "$ROOT/tests/fixtures/play-rule.txt" "$OUT/server-fixture.log" --unverified-rule
echo "e2e: fixture rule served at $URL"
node e2e/play.e2e.mjs scripted "$URL" "$OUT"
node e2e/play.e2e.mjs fullgame "$URL" "$OUT" 7
mv "$OUT/fullgame-n7.png" "$OUT/fullgame-n7-fixture.png"

if [ -f certs/plus-rule.txt ]; then
  start_server "$ROOT/certs/plus-rule.txt" "$OUT/server-real.log"
  echo "e2e: real rule served at $URL"
  node e2e/play.e2e.mjs fullgame "$URL" "$OUT" 7
else
  echo "e2e: note: certs/plus-rule.txt does not exist (run make certs): the real rule's full game was skipped"
fi
echo "e2e: passed; screenshots in $OUT"

#!/usr/bin/env bash
# Outside clients against the game server: berserk, lichess's own Python client, plays
# as a bot against the house bot House-Normal in each of the four games and exports its
# games (docs/lichess-api.md); then schemathesis checks every request of
# /api/openapi.json (a short run: no server error, every answer as the document says).
# Both come from PyPI into a virtual environment of its own (target/pyenv). Uses the debug builds of the
# server, the house bot and the command line (cargo build -p pyramid-server -p
# pyramid-client --bins, and --bin pyramid). Prints "# pass N" for the summary of
# scripts/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=target/pyenv
if ! "$venv/bin/python" -c 'import berserk, schemathesis' 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet 'berserk==0.14.0' 'schemathesis==4.32.*' 2>&1 | tail -3
fi
work=$(mktemp -d)
cleanup() {
  kill "${pids[@]}" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$work"
}
pids=()
trap cleanup EXIT
export PYRAMID_HOUSE_KEY="api-clients-$$"
PYRAMID_SIGNUPS_PER_HOUR=1000 PYRAMID_READS_PER_MINUTE=100000 PYRAMID_CREATIONS_PER_MINUTE=100000 \
  target/debug/pyramid-server --host 127.0.0.1 --port 0 --site "" --database "sqlite:$work/games.sqlite3" \
  2> "$work/server.log" &
pids+=($!)
# The server says where it serves once it does.
for _ in $(seq 1 600); do
  base=$(sed -n 's#^pyramid-server: serving on \(http://[^/ ]*\).*#\1#p' "$work/server.log" | head -1)
  [ -n "$base" ] && break
  kill -0 "${pids[0]}" 2>/dev/null || { cat "$work/server.log"; exit 1; }
  sleep 0.1
done
[ -n "$base" ] || { echo "the server did not start"; exit 1; }
target/debug/pyramid-house "$base" House-Normal --level normal --data "$work/house" 2> "$work/house.log" &
pids+=($!)
passed=0
echo "berserk: a bot against House-Normal in the four games, then its games exported"
"$venv/bin/python" tests/api/berserk_bot.py "$base" target/debug/pyramid || { cat "$work/house.log"; exit 1; }
passed=$((passed + 1))

echo "berserk: an arena created, joined by four, played and its results read"
"$venv/bin/python" tests/api/berserk_arena.py "$base"
passed=$((passed + 1))
echo "schemathesis: every request of /api/openapi.json, signed in by a session and a token"
# SCHEMATHESIS_EXAMPLES=200 makes it a long run: a benchmark, not the test command's.
"$venv/bin/python" tests/api/schema_run.py "$base" "$venv/bin/schemathesis" "${SCHEMATHESIS_EXAMPLES:-10}"
passed=$((passed + 1))
echo "# pass $passed"

#!/usr/bin/env bash
# Runs every test: native cargo test, the game server's tests on SQLite and on a
# throwaway Postgres, wasm-bindgen-test in headless Chromium and Firefox, and the
# end-to-end browser tests against a release build (Chromium by Playwright; Firefox,
# WebKit and Chromium by WebDriver), and berserk (lichess's Python client, from PyPI into
# target/pyenv) against the lichess-compatible API. Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
# Every runner's output also goes to a log, to sum the counts at the end.
log=target/test-run.log
mkdir -p target && : > "$log"
exec > >(tee -a "$log") 2>&1

step "set-up"
bash scripts/setup.sh

step "native tests (cargo test)"
cargo test --locked

step "game server tests, on SQLite and on a throwaway Postgres (cargo test -p pyramid-server -p pyramid-protocol -p pyramid-client)"
# scripts/postgres.sh starts the cluster as the postgres user and removes it on exit.
source scripts/postgres.sh
cargo test --locked -p pyramid-server -p pyramid-protocol -p pyramid-client

step "fuzz smoke (every fuzz target about 20 s on its corpus)"
# Prints one summary line a target; libFuzzer's own output goes to fuzz/target/logs.
bash scripts/fuzz.sh --smoke

# Only the tests/wasm_*.rs files run in the browser; the rest are native. The runner
# takes Firefox when GECKODRIVER is set, Chromium otherwise.
wasm_tests=()
for f in tests/wasm_*.rs; do wasm_tests+=(--test "$(basename "$f" .rs)"); done
step "wasm tests in headless Chromium (wasm-bindgen-test)"
env -u GECKODRIVER cargo test --locked --target wasm32-unknown-unknown "${wasm_tests[@]}"
step "wasm tests in headless Firefox ESR (wasm-bindgen-test)"
cargo test --locked --target wasm32-unknown-unknown "${wasm_tests[@]}"

step "release build (trunk)"
trunk build --release

step "wasm size budget"
bash scripts/wasm-size.sh

step "end-to-end tests: Chromium by Playwright; Firefox, WebKit and Chromium by WebDriver (engines.test.mjs)"
# The online and tablebase tests start the game server's debug build (built above by
# the server's tests; this makes sure).
cargo build --locked -p pyramid-server -p pyramid-client --bins
node --test tests/e2e/

step "an outside client of the lichess-compatible API: berserk (a bot against House-Normal)"
bash scripts/api-clients.sh

step "arena bench smoke (12 players for 6 s on the debug build; the bench runs 500 for 90 s)"
target/debug/pyramid-arena-bench --players 12 --seconds 6

step "soak smoke (200 random actions on the app; the bench runs 3,000)"
SOAK_ACTIONS=200 node tests/e2e/soak.mjs

passed=$(grep -hoE '^test result: ok\. [0-9]+ passed|^# pass [0-9]+' "$log" | awk '{ n += $(NF == 3 ? 3 : 4) } END { print n }')
echo
echo "all tests: $passed passed, 0 failed"

#!/usr/bin/env bash
# Prints the performance figures quoted in docs/engine.md: perft natively and in wasm, the
# board's click latency in headless Chromium, the computer's time per move in the browser,
# the build's size, the time to a first move through a slow connection (cold and with the
# service worker), and a soak of random input. Not a test. The computer's strength:
# cargo bench --bench strength.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
bash scripts/setup.sh
cargo build --release --quiet --bin pyramid
trunk build --release >/dev/null 2>&1
node tests/e2e/bench.mjs
bash scripts/wasm-size.sh
# Time to a board that answers a click through a slow connection, cold and warm.
node tests/e2e/bench-load.mjs
# Thousands of random clicks, taps and keys across the four games: no error, saves intact.
node tests/e2e/soak.mjs

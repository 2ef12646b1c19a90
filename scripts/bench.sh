#!/usr/bin/env bash
# Prints the performance figures quoted in the README: perft natively and in wasm, the
# board's click latency in headless Chromium, the computer's time per move in the browser,
# and the build's size. Not a test. The computer's strength: cargo bench --bench strength.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
bash scripts/setup.sh
cargo build --release --quiet --bin pyramid
trunk build --release >/dev/null 2>&1
node tests/e2e/bench.mjs
bash scripts/wasm-size.sh

#!/usr/bin/env bash
# Prints the performance figures quoted in the README: perft natively and in wasm, the
# board's click latency in headless Chromium, and the build's size. Not a test.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
bash scripts/setup.sh
cargo build --release --quiet --bin pyramid
trunk build --release >/dev/null 2>&1
node tests/e2e/bench.mjs

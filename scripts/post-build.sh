#!/usr/bin/env bash
# Trunk's post-build hook, in order: the computer's worker wasm and the embedded boards'
# (trunk builds the app's), then the service worker's list of every file of the build
# (which must include both).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/wasm-part.sh worker pyramid-worker release
bash scripts/wasm-part.sh embed pyramid-embed page
node scripts/precache.mjs

#!/usr/bin/env bash
# Trunk's post-build hook, in order: the computer's worker wasm, then the service worker's
# list of every file of the build (which must include the worker's).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/worker-wasm.sh
node scripts/precache.mjs

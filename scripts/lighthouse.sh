#!/usr/bin/env bash
# Installs Lighthouse 12.2.3 (npm, into target/lighthouse) where it is missing, builds
# what the benchmark needs, and runs scripts/lighthouse.mjs with these arguments: the
# table of every first page's performance, blocking time, layout shift and largest paint
# on Lighthouse's mobile profile. A benchmark, not a test.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
if [ ! -f target/lighthouse/node_modules/lighthouse/cli/index.js ]; then
  mkdir -p target/lighthouse
  (cd target/lighthouse && { [ -f package.json ] || npm init -y >/dev/null; } \
    && npm install --no-audit --no-fund --loglevel=error lighthouse@12.2.3)
fi
[ -f dist/index.html ] || { bash scripts/setup.sh; trunk build --release; }
[ -x target/release/pyramid-server ] || cargo build --locked --release -p pyramid-server
exec node scripts/lighthouse.mjs "$@"

#!/usr/bin/env bash
# Run by scripts/post-build.sh, trunk's post-build hook: builds the computer's worker (the crate's `worker` feature: the
# search and the solver, without the page) into the build as pyramid-worker.js and
# pyramid-worker_bg.wasm, which www/ai-worker.js loads. The page's wasm leaves the search
# out, so a first visit downloads less before the board answers.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${TRUNK_STAGING_DIR:?worker-wasm.sh runs in the post_build hook of trunk}"
profile=()
dir=debug
if [ "${TRUNK_PROFILE:-debug}" = release ]; then
  profile=(--release)
  dir=release
fi
# A target directory of its own, so that the page's build (other features) keeps its own.
# The `release` profile, optimised for speed: the page's is optimised for size.
export CARGO_TARGET_DIR=target/worker
cargo build "${profile[@]}" --lib --target wasm32-unknown-unknown --no-default-features --features worker
wasm-bindgen --target web --no-typescript --out-dir "$TRUNK_STAGING_DIR" --out-name pyramid-worker \
  "target/worker/wasm32-unknown-unknown/$dir/pyramid_games.wasm"
if [ "$dir" = release ]; then
  out="$TRUNK_STAGING_DIR/pyramid-worker_bg.wasm"
  wasm-opt -Os --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals "$out" -o "$out"
fi

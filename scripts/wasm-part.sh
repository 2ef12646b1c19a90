#!/usr/bin/env bash
# Run by scripts/post-build.sh, trunk's post-build hook: builds one more wasm of the crate,
# beside the app's that trunk builds, into the build as NAME.js and NAME_bg.wasm.
#
#   wasm-part.sh FEATURE NAME PROFILE
#
# FEATURE is the crate feature that makes it (Cargo.toml), PROFILE the cargo profile of a
# release build: `release` (optimised for speed) for the computer's worker, where the
# engine runs hot; `page` (for size) for the embedded boards, which wait for a download.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${TRUNK_STAGING_DIR:?wasm-part.sh runs in the post_build hook of trunk}"
feature=$1 name=$2 release_profile=$3
profile=()
dir=debug
if [ "${TRUNK_PROFILE:-debug}" = release ]; then
  profile=(--profile "$release_profile")
  dir=$release_profile
fi
# A target directory of its own, so that each build (other features) keeps its own.
export CARGO_TARGET_DIR=target/$feature
cargo build "${profile[@]}" --lib --target wasm32-unknown-unknown --no-default-features --features "$feature"
wasm-bindgen --target web --no-typescript --out-dir "$TRUNK_STAGING_DIR" --out-name "$name" \
  "target/$feature/wasm32-unknown-unknown/$dir/pyramid_games.wasm"
if [ "$dir" != debug ]; then
  out="$TRUNK_STAGING_DIR/${name}_bg.wasm"
  # As for the app (index.html): a function called from one place is inlined only if it is
  # small. Binaryen inlines such a function whatever its size by default, and the huge
  # functions that makes gzip worse (3 to 12 KiB a part). The worker, built for speed,
  # searches as fast with the limit (docs/engine.md).
  wasm-opt -Os --converge --one-caller-inline-max-function-size 20 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals "$out" -o "$out"
fi
node scripts/short-imports.mjs "$TRUNK_STAGING_DIR" "$name"

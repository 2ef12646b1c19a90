#!/usr/bin/env bash
# Trunk's post-build hook, in order: short import names in the app's wasm (trunk built
# it), trunk's inline loader moved into start.js, the languages' runtime (i18n.js, bundled by esbuild), the computer's worker wasm, the embedded boards', the editor's, Learn's and online play's (each with
# short names too), then the service worker's list of every file of the build (which must
# include them all),
# then a gzip and a brotli copy of each file for the game server.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/short-imports.mjs "$TRUNK_STAGING_DIR" pyramid-games
# No inline script in any page: trunk's loader becomes start.js.
node scripts/no-inline.mjs "$TRUNK_STAGING_DIR"
# The languages' runtime: www/i18n.js with Project Fluent's bundle, as one module.
NODE_PATH=scripts/node_modules esbuild www/i18n.js --bundle --format=esm --minify --log-level=warning --outfile="$TRUNK_STAGING_DIR/i18n.js"
# Its messages, parsed now rather than on every page load.
node scripts/ftl-json.mjs "$TRUNK_STAGING_DIR"
bash scripts/wasm-part.sh worker pyramid-worker release
bash scripts/wasm-part.sh embed pyramid-embed page
bash scripts/wasm-part.sh editor pyramid-editor page
bash scripts/wasm-part.sh learn pyramid-learn page
bash scripts/wasm-part.sh online pyramid-online page
node scripts/precache.mjs
node scripts/compress.mjs "$TRUNK_STAGING_DIR"

#!/usr/bin/env bash
# Prints the release build's six wasm files (dist/, from `trunk build --release`) raw and
# gzip -9, and fails when one gzips over its budget. A size is deterministic, so it can
# fail a test run where a time could not. The app's wasm is what a first visit to the app
# waits for, the embedded boards' what a rules page (or another site with a board) waits
# for; the worker's (the computer's search and the solver) loads when the computer is first
# asked, the editor's when the board editor first opens, Learn's (lessons and puzzles,
# with the computer for a puzzle's refutations) when one first opens, online play's when an
# online screen first opens (only where the game server serves the page). Each budget is
# what the file measures plus a margin, so that it can only shrink; docs/engine.md ("Size
# budgets") keeps each part's history, what each feature cost.
#
# It also fails when a page's part (all but online play's, whose serde formats text in its
# errors) links core's panic for a string sliced off a char boundary: that message formats
# text with Debug, which links core's char escapes and their Unicode tables, 3 to 5 KiB
# gzipped a part. Slice with `get`, `split_at_checked` or `strip_prefix`, and prefer
# `assert!` and `unwrap_or_else(|_| unreachable!(..))` to `assert_eq!` and `expect` on a
# value whose Debug formats text.
set -euo pipefail
cd "$(dirname "$0")/.."
APP_BUDGET_KIB=${APP_WASM_BUDGET_KIB:-137}
EMBED_BUDGET_KIB=${EMBED_WASM_BUDGET_KIB:-115}
EDITOR_BUDGET_KIB=${EDITOR_WASM_BUDGET_KIB:-109}
LEARN_BUDGET_KIB=${LEARN_WASM_BUDGET_KIB:-162}
WORKER_BUDGET_KIB=${WORKER_WASM_BUDGET_KIB:-146}
ONLINE_BUDGET_KIB=${ONLINE_WASM_BUDGET_KIB:-227}
kib() { awk -v b="$1" 'BEGIN { printf "%.1f KiB", b / 1024 }'; }
failed=0
check() {
  local file=$1 budget=$2 what=$3 escapes=${4:-}
  [ -f "$file" ] || { echo "no $file: run trunk build --release first" >&2; exit 1; }
  local raw gz
  raw=$(stat -c %s "$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  echo "$what wasm: $(kib "$raw") raw, $(kib "$gz") gzip -9 (budget $budget KiB gzipped)"
  if [ "$gz" -gt $((budget * 1024)) ]; then
    echo "FAIL: $file gzips to $(kib "$gz"), over the budget of $budget KiB" >&2
    failed=1
  fi
  if [ -z "$escapes" ] && grep -qa 'is not a char boundary' "$file"; then
    echo "FAIL: $file links core's panic for a string sliced off a char boundary (see this script's head)" >&2
    failed=1
  fi
}
check dist/pyramid-games_bg.wasm "$APP_BUDGET_KIB" app
check dist/pyramid-embed_bg.wasm "$EMBED_BUDGET_KIB" embed
check dist/pyramid-editor_bg.wasm "$EDITOR_BUDGET_KIB" editor
check dist/pyramid-learn_bg.wasm "$LEARN_BUDGET_KIB" learn
check dist/pyramid-online_bg.wasm "$ONLINE_BUDGET_KIB" online escapes
check dist/pyramid-worker_bg.wasm "$WORKER_BUDGET_KIB" worker
exit $failed

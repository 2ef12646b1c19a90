#!/usr/bin/env bash
# Prints the release build's six wasm files (dist/, from `trunk build --release`) raw and
# gzip -9, and fails when one gzips over its budget. A size is deterministic, so it can
# fail a test run where a time could not. The app's wasm is what a first visit to the app
# waits for, the embedded boards' what a rules page (or another site with a board) waits
# for; the worker's (the computer's search and the solver) loads when the computer is first
# asked, the editor's when the board editor first opens, Learn's (lessons and puzzles,
# with the computer for a puzzle's refutations) when one first opens, online play's when an
# online screen first opens (only where the game server serves the page). The app's budget was the goal of 150 KiB (docs/engine.md, Performance) until its words moved into messages (152 since); the others are what
# the file measures now plus a margin, so that they can only shrink. The engine's reasons
# became messages (each reason's id, its arguments built where it is refused, and the
# English table an error says itself with): the embed, Learn and the worker, which report
# errors, grew by 3-7 KiB then; online play by 0.5 KiB when the public state named its
# players (175), then by 25.6 KiB with accounts: signing up and in (a password or a
# passkey), the account's page, a profile with its rating chart, the leaderboards, quick
# pairing, names and ratings beside the board (202; their requests' types and the async
# screens are most of it). Records are read and written by the engine's JavaScript API
# in the worker's module (www/records.js loads it on the page for Export and Import): the
# app went from 151.6 to 146.6 (147), the worker from 142.1 to 160.4 (161; built for
# speed, the reader takes more than it did in the app's size build). Then the game screen
# and the picker became index.html's templates (markup, not code that builds it: 2.2 KiB of
# the app) and wasm-opt stopped inlining large functions that have one caller into their
# callers (post-build.sh): the app went to 138.9 (140), the embed from 118.9 to 115.0
# (116), the editor from 113.5 to 109.5 (110), Learn from 183.7 to 176.6 (177), online play
# from 202.1 to 190.0 (191); the worker, with the same limit, from 160.0 to 157.0 (158).
# No part links core's substring searcher any more (a char's contains links it too):
# each lost 1.1 to 1.5 KiB, and the board stopped playing moves (its screens show it
# positions): app 137.6 (139), embed 114.6 (115), editor 109.4, Learn 176.3, online play
# 188.6 (190), the worker 155.7 (157). The account's sessions and passkeys (their lists,
# ending one, removing one with the password, a date in the reader's words) took online
# play from 188.6 to 193.4 (194). Chase's figurines (six shapes, 4.1 KiB gzipped in each
# part that draws a board, and 0.9 KiB of code: the board's key, the move list's and the
# material's figurines), with Chase's board built as markup in its rows (1.2 KiB): app
# 144.3 (145), embed 121.0 (122), editor 115.6 (116), Learn 182.1 (183), online play
# 200.5 (201). The editor's cells found once (0.4 KiB) took it to 116.1 (117); every
# embedded board adopting one shared style sheet took the embed to 121.8 (122). The six
# figurine shapes then left the wasm for a file of the site's (figurines.svg, fetched by
# figurines.js when a board first shows a chess piece): app 140.3 (141), embed 117.4
# (118), editor 111.8 (112), Learn 178.5 (179), online play 196.2 (197). Challenges by
# name (the lobby's and a profile's) and the account's API tokens then took online play
# to 212.3 (213): their screens' code and their bodies' serde (lichess's challenge).
# Arenas (the lobby's list, an arena's page, a game's way back to it) then took it to
# 222.7 (223): 10.4 KiB, the two screens and the serde of lichess's tournament bodies;
# berserk's button and mark on the game's screen, 223.0, and the standings' pages, 223.7
# (224). Each game then drew its own board (a Drawing the views reach through the game,
# where they matched on the board's shape and called the game's board directly): about
# 0.5 KiB a part (app 140.5 -> 140.9, embed 117.4 -> 118.0, editor 111.8 -> 112.3 (113),
# Learn 178.5 -> 178.9, online play 223.7 -> 224.4 (225)). One update at a time (the
# screens' queue, a boxed message each, and the panic hook that empties it): app 141.4
# (142), embed 118.4 (119), editor 112.7, Learn 179.2 (180), online play 225.1 (226).
# The board then took data (BoardData, worked out by each screen's model, in place of a
# game of its own; it reports intents only) and every screen was built one way: app
# 141.0, embed 118.2, editor 112.2, online play 225.5, and Learn 180.4 (181): by twiggy's
# diff of Learn's wasm, BoardData::of and its drop 1.3 KB raw, typed moves read by the
# screen's game 0.4, against 1.6 less in the board's drawing.
set -euo pipefail
cd "$(dirname "$0")/.."
APP_BUDGET_KIB=${APP_WASM_BUDGET_KIB:-142}
EMBED_BUDGET_KIB=${EMBED_WASM_BUDGET_KIB:-119}
EDITOR_BUDGET_KIB=${EDITOR_WASM_BUDGET_KIB:-113}
LEARN_BUDGET_KIB=${LEARN_WASM_BUDGET_KIB:-181}
WORKER_BUDGET_KIB=${WORKER_WASM_BUDGET_KIB:-157}
ONLINE_BUDGET_KIB=${ONLINE_WASM_BUDGET_KIB:-226}
kib() { awk -v b="$1" 'BEGIN { printf "%.1f KiB", b / 1024 }'; }
failed=0
check() {
  local file=$1 budget=$2 what=$3
  [ -f "$file" ] || { echo "no $file: run trunk build --release first" >&2; exit 1; }
  local raw gz
  raw=$(stat -c %s "$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  echo "$what wasm: $(kib "$raw") raw, $(kib "$gz") gzip -9 (budget $budget KiB gzipped)"
  if [ "$gz" -gt $((budget * 1024)) ]; then
    echo "FAIL: $file gzips to $(kib "$gz"), over the budget of $budget KiB" >&2
    failed=1
  fi
}
check dist/pyramid-games_bg.wasm "$APP_BUDGET_KIB" app
check dist/pyramid-embed_bg.wasm "$EMBED_BUDGET_KIB" embed
check dist/pyramid-editor_bg.wasm "$EDITOR_BUDGET_KIB" editor
check dist/pyramid-learn_bg.wasm "$LEARN_BUDGET_KIB" learn
check dist/pyramid-online_bg.wasm "$ONLINE_BUDGET_KIB" online
check dist/pyramid-worker_bg.wasm "$WORKER_BUDGET_KIB" worker
exit $failed

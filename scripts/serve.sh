#!/usr/bin/env bash
# Builds what is missing (the release site and the game server) and runs the game server
# on 127.0.0.1:$PORT (default 8080), with the games stored in data/pyramid.sqlite3 unless
# DATABASE_URL names another store, and its metrics on 127.0.0.1:$METRICS_PORT (default
# 9464) alone. Safe defaults: it listens on this machine only, answers only for its own
# address (localhost or 127.0.0.1), and keeps the server's limits for strangers; behind a
# TLS proxy, give --public-origin https://… and --trust-header (README). Arguments go to
# the server (for example --tables DIR, the folder of Pyraos tables its tablebase answers
# from), and beside it the house bots, one per computer level (restarted if one ends).
# Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
bash scripts/setup.sh
PORT="${PORT:-8080}"
METRICS_PORT="${METRICS_PORT:-9464}"
echo
echo "Serving the pyramid games at http://127.0.0.1:$PORT/  (Ctrl+C stops; metrics at http://127.0.0.1:$METRICS_PORT/metrics)"
echo
[ -f dist/index.html ] && [ -f dist/index.html.br ] || trunk build --release
cargo build --locked --release -p pyramid-server -p pyramid-client --bin pyramid-server --bin pyramid-house
mkdir -p data/house
# The house's key: only it signs up a House-… name (made once, kept beside the bots').
[ -s data/house/key ] || (umask 077 && head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' > data/house/key)
PYRAMID_HOUSE_KEY=$(cat data/house/key)
export PYRAMID_HOUSE_KEY
target/release/pyramid-server --host 127.0.0.1 --port "$PORT" --site dist \
  --metrics-listen "127.0.0.1:$METRICS_PORT" "$@" &
server=$!
# The bots start once the server answers (a fresh build's first start may migrate the store).
until (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; do
  kill -0 "$server" 2>/dev/null || exit 1
  sleep 0.2
done
# The house bots (docs/lichess-api.md): each a program playing through the public API
# alone, started again a second after it ends, for as long as the server runs. Their
# passwords and tokens are kept in data/house/.
keepers=()
house() {
  while kill -0 "$server" 2>/dev/null; do
    target/release/pyramid-house "http://127.0.0.1:$PORT" "$@" --data data/house || true
    sleep 1
  done
}
house House-Easy --level easy & keepers+=($!)
house House-Normal --level normal & keepers+=($!)
house House-Hard --level hard & keepers+=($!)
house House-Perfect --level perfect --games pyraos & keepers+=($!)
stop() {
  kill "${keepers[@]}" 2>/dev/null || true
  pkill -f "target/release/pyramid-house http://127.0.0.1:$PORT" 2>/dev/null || true
  kill "$server" 2>/dev/null || true
}
trap stop EXIT INT TERM
wait "$server"

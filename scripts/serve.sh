#!/usr/bin/env bash
# Builds what is missing (the release site and the game server) and runs the game server
# on 127.0.0.1:$PORT (default 8080), with the games stored in data/pyramid.sqlite3 unless
# DATABASE_URL names another store, and its metrics on 127.0.0.1:$METRICS_PORT (default
# 9464) alone. Safe defaults: it listens on this machine only, answers only for its own
# address (localhost or 127.0.0.1), and keeps the server's limits for strangers; behind a
# TLS proxy, give --public-origin https://… and --trust-header (README). Arguments go to
# the server (for example --tables DIR, the folder of Pyraos tables its tablebase answers
# from). Installs what is missing first.
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
cargo build --locked --release -p pyramid-server
mkdir -p data
exec target/release/pyramid-server --host 127.0.0.1 --port "$PORT" --site dist \
  --metrics-listen "127.0.0.1:$METRICS_PORT" "$@"

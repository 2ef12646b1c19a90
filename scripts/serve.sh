#!/usr/bin/env bash
# Builds what is missing (the release site and the game server) and runs the game server
# on 127.0.0.1:$PORT (default 8080), with the games stored in data/pyramid.sqlite3 unless
# DATABASE_URL names another store. Arguments go to the server (for example --tables DIR,
# the folder of Pyraos tables its tablebase answers from). Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
bash scripts/setup.sh
PORT="${PORT:-8080}"
echo
echo "Serving the pyramid games at http://127.0.0.1:$PORT/  (Ctrl+C stops)"
echo
[ -f dist/index.html ] && [ -f dist/index.html.br ] || trunk build --release
cargo build --locked --release -p pyramid-server
mkdir -p data
exec target/release/pyramid-server --host 127.0.0.1 --port "$PORT" --site dist "$@"

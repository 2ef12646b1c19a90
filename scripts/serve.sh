#!/usr/bin/env bash
# Builds the game and serves it on 127.0.0.1 (PORT, default 8080); installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
bash scripts/setup.sh
PORT="${PORT:-8080}"
echo
echo "Serving the pyramid games at http://127.0.0.1:$PORT/  (Ctrl+C stops)"
echo
exec trunk serve --release --address 127.0.0.1 --port "$PORT"

#!/usr/bin/env bash
# wapiti (a web scanner, from PyPI, in a virtual environment under target/) against the
# game server as scripts/serve.sh runs it (the release build, a fresh SQLite file, a free
# port). Not part of the test command: it takes minutes. Writes wapiti's report to
# target/wapiti/ (JSON and HTML), prints a summary by severity, and exits 1 on any finding
# above "low". SCAN_SECONDS (default 900) bounds the scan.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
venv=target/scan-venv
if [ ! -x "$venv/bin/wapiti" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q wapiti3 greenlet
fi
if [ ! -f dist/index.html ]; then
  bash scripts/setup.sh
  trunk build --release
fi
cargo build --locked --release -p pyramid-server
work=$(mktemp -d /tmp/pyramid-scan.XXXXXX)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
target/release/pyramid-server --host 127.0.0.1 --port "$port" --site dist --database "sqlite:$work/games.sqlite3" \
  --metrics-listen 127.0.0.1:0 2> "$work/server.log" &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do
  curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break
  sleep 0.1
done
mkdir -p target/wapiti
"$venv/bin/wapiti" -u "http://127.0.0.1:$port/" --scope folder --flush-session --max-scan-time "${SCAN_SECONDS:-900}" \
  -f json -o target/wapiti/report.json >target/wapiti/scan.log 2>&1 || true
"$venv/bin/wapiti" -u "http://127.0.0.1:$port/" --scope folder --skip-crawl -m "" -f html -o target/wapiti/report.html \
  >/dev/null 2>&1 || true
python3 - target/wapiti/report.json <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
levels = {1: "low", 2: "medium", 3: "high", 4: "critical"}
worst = 0
print(f"wapiti {report.get('infos', {}).get('version', '')}: {report.get('infos', {}).get('target')}")
for kind in ("vulnerabilities", "anomalies", "additionals"):
    for name, found in sorted(report.get(kind, {}).items()):
        for f in found:
            level = f.get("level", 0)
            if kind != "additionals":
                worst = max(worst, level)
            print(f"  {kind[:-1]}: {name}, level {levels.get(level, level)}: {f.get('info', '')[:160]} ({f.get('path', '')})")
counts = {k: sum(len(v) for v in report.get(k, {}).values()) for k in ("vulnerabilities", "anomalies", "additionals")}
print(f"found: {counts}; worst level: {levels.get(worst, 'none')}")
sys.exit(1 if worst > 1 else 0)
PY

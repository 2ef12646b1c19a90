#!/usr/bin/env bash
# Runs the end-to-end suite several times in a row (default 3) with a CPU hog beside it
# (HOGS busy loops, default one: on two cores that is half the machine taken), so that a
# test that waits on a transient state or a guessed delay shows itself. Needs what scripts/test.sh builds first (dist/, the command line and
# the server); stops at the first failing run.
#
#   scripts/e2e-busy.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
hogs=()
stop_hogs() { for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap stop_hogs EXIT
for _ in $(seq "${HOGS:-1}"); do
  (while :; do :; done) &
  hogs+=($!)
done
for run in $(seq "$runs"); do
  echo "[e2e-busy] run $run of $runs, ${HOGS:-1} busy loop(s) beside it"
  started=$(date +%s)
  node --test tests/e2e/
  echo "[e2e-busy] run $run passed in $(( $(date +%s) - started )) s"
done

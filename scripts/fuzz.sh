#!/usr/bin/env bash
# Fuzzes every parser of outside text with libFuzzer (docs/engine.md, "Fuzzing").
#
#   scripts/fuzz.sh                       every target for FUZZ_SECONDS (default 60) each
#   scripts/fuzz.sh --smoke               every target for about 20 s on its corpus (CI)
#   scripts/fuzz.sh record link           only those targets
#   FUZZ_CPU_SECONDS=600 scripts/fuzz.sh  each target until it has used that much CPU time
#
# The targets run one after the other, one process each. The corpus a run grows is kept
# in fuzz/target/corpus/TARGET (not committed) and read again by the next run, with the
# seeds of fuzz/corpus/TARGET. An input that fails is saved in fuzz/target/artifacts/TARGET
# and the script fails; replay it with `fuzz/target/HOST/release/TARGET FILE`.
#
# Built with plain cargo on stable Rust: the instrumentation flags are those cargo-fuzz
# passes, none of which needs nightly, and libFuzzer comes from the libfuzzer-sys crate
# (C++ sources it compiles). No sanitizer: the crate has no unsafe code. Installs only a
# C++ compiler (Debian's g++), and only when none is found.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

TARGETS=(pyramida chase pyraos allmer save record link embed cli protocol)
say() { printf '\033[1m[fuzz]\033[0m %s\n' "$*"; }

seconds=${FUZZ_SECONDS:-60}
targets=()
for arg in "$@"; do
  case $arg in
    --smoke) seconds=${FUZZ_SECONDS:-20} ;;
    -h | --help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *)
      if [[ " ${TARGETS[*]} " != *" $arg "* ]]; then
        echo "fuzz.sh: unknown target '$arg'; the targets are: ${TARGETS[*]}" >&2
        exit 2
      fi
      targets+=("$arg") ;;
  esac
done
[ ${#targets[@]} -gt 0 ] || targets=("${TARGETS[@]}")
cpu_budget=${FUZZ_CPU_SECONDS:-}

if ! command -v c++ >/dev/null; then
  say "installing Debian's g++ (libFuzzer is C++)"
  sudo_cmd=""; [ "$(id -u)" = 0 ] || sudo_cmd=sudo
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq g++ >/dev/null
fi

host=$(rustc -vV | sed -n 's/^host: //p')
flags=(
  -Cpasses=sancov-module
  -Cllvm-args=-sanitizer-coverage-level=4
  -Cllvm-args=-sanitizer-coverage-inline-8bit-counters
  -Cllvm-args=-sanitizer-coverage-pc-table
  -Cllvm-args=-sanitizer-coverage-trace-compares
  --cfg=fuzzing
)
say "building the targets"
# An explicit --target keeps the flags off build scripts and proc macros.
RUSTFLAGS="${flags[*]}" cargo build --locked --release --quiet \
  --manifest-path fuzz/Cargo.toml --target "$host" --bins

# The CPU seconds (user + system) this shell's finished children have used (`times` in
# the shell itself: in a command substitution it would count the subshell's).
children_cpu() {
  times >fuzz/target/times
  awk 'NR == 2 { for (i = 1; i <= 2; i++) { split($i, t, "m"); s += t[1] * 60 + t[2] } print s }' fuzz/target/times
}
# The CPU seconds a running process has used.
process_cpu() { awk -v hz="$(getconf CLK_TCK)" '{ sub(/^.*\) /, ""); print ($12 + $13) / hz }' "/proc/$1/stat" 2>/dev/null || echo 0; }

failed=()
for t in "${targets[@]}"; do
  corpus=fuzz/target/corpus/$t
  artifacts=fuzz/target/artifacts/$t
  log=fuzz/target/logs/$t.log
  mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
  wall=$seconds
  # With a CPU budget, the wall-clock limit only bounds a run that gets very little CPU.
  [ -z "$cpu_budget" ] || wall=$((cpu_budget * 20))
  children_cpu >fuzz/target/cpu-before
  start=$SECONDS
  "fuzz/target/$host/release/$t" "$corpus" "fuzz/corpus/$t" \
    -max_total_time="$wall" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1 &
  pid=$!
  stopped=""
  if [ -n "$cpu_budget" ]; then
    while kill -0 "$pid" 2>/dev/null; do
      if awk -v used="$(process_cpu "$pid")" -v budget="$cpu_budget" 'BEGIN { exit !(used >= budget) }'; then
        stopped=yes
        kill -INT "$pid"
        break
      fi
      sleep 2
    done
  fi
  status=0
  wait "$pid" || status=$?
  # libFuzzer leaves with 72 when interrupted, as the CPU budget does.
  [ "$status" = 72 ] && [ -n "$stopped" ] && status=0
  children_cpu >fuzz/target/cpu-after
  cpu=$(cat fuzz/target/cpu-before fuzz/target/cpu-after | awk 'NR == 1 { a = $1 } NR == 2 { printf "%.0f", $1 - a }')
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  units=$(find "$corpus" -type f | wc -l)
  summary="$t: ${runs:-?} inputs in $((SECONDS - start)) s ($cpu CPU-s, ${rate:-?} inputs/s), corpus $units"
  if [ "$status" = 0 ]; then
    say "$summary, no failure"
  else
    say "$summary: FAILED (exit $status)"
    grep -E 'panicked at|ERROR: libFuzzer|SUMMARY|Test unit written|timeout' "$log" | head -20 || true
    failed+=("$t")
  fi
done

if [ ${#failed[@]} -gt 0 ]; then
  say "failing targets: ${failed[*]} (logs in fuzz/target/logs, inputs in fuzz/target/artifacts)"
  exit 1
fi
say "every target ran without a failure"

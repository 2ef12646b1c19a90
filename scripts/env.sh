# Sourced by the scripts: puts the project's own tools on PATH.
PROJECT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$PROJECT_ROOT/scripts/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# wasm-bindgen-test's runner prefers geckodriver when one is on PATH: the test script names
# the driver of each run.
export CHROMEDRIVER=/usr/bin/chromedriver
export GECKODRIVER="$HOME/.cargo/bin/geckodriver"

#!/usr/bin/env bash
# Installs what building and testing need, only where missing:
# the wasm target, trunk, the wasm-bindgen CLI of Cargo.lock's version, wasm-opt (npm's
# binaryen), the three browser engines with their WebDriver servers (Debian's chromium and
# chromium-driver, firefox-esr with geckodriver from crates.io, WebKitGTK's
# webkit2gtk-driver under xvfb), OpenSSL's headers (the server's passkeys), and the npm
# packages of the tests.
# Everything comes from crates.io, Debian or npm; nothing else is downloaded.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14   # newer trunk needs a newer rustc than this machine's
say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

missing=()
# (and OpenSSL's headers with pkg-config: webauthn-rs, the server's passkeys, links it)
for need in chromium:/usr/bin/chromium chromium-driver:/usr/bin/chromedriver firefox-esr:/usr/bin/firefox-esr \
    webkit2gtk-driver:/usr/bin/WebKitWebDriver xvfb:/usr/bin/Xvfb libssl-dev:/usr/include/openssl/ssl.h \
    pkg-config:/usr/bin/pkg-config; do
  [ -e "${need#*:}" ] || missing+=("${need%%:*}")
done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian's ${missing[*]}"
  sudo_cmd=""; [ "$(id -u)" = 0 ] || sudo_cmd=sudo
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Firefox's WebDriver server; npm's geckodriver package downloads a binary, which fails here.
GECKODRIVER_VERSION=0.37.1
if [ "$(geckodriver --version 2>/dev/null | head -1 | awk '{ print $2 }')" != "$GECKODRIVER_VERSION" ]; then
  say "installing geckodriver $GECKODRIVER_VERSION (compiles for about 3 minutes)"
  cargo install --locked geckodriver --version "$GECKODRIVER_VERSION"
fi

if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (compiles for about 8 minutes)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi

# The CLI must match the wasm-bindgen crate that Cargo.lock pins.
BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $BINDGEN_VERSION (compiles for about 3 minutes)"
  # Not --locked: the CLI's own lock file names a webpki-roots that the registry lacks.
  cargo install wasm-bindgen-cli --version "$BINDGEN_VERSION"
fi

# The build's npm tools (wasm-opt, esbuild, Project Fluent), again whenever the lock file
# names a package the folder lacks.
lock_complete() {
  node -e 'const dir = process.argv[1]; const lock = require("./" + dir + "/package-lock.json"); const fs = require("fs");
    const all = Object.keys(lock.packages).filter((p) => p && !lock.packages[p].optional).every((p) => fs.existsSync(dir + "/" + p));
    process.exit(all ? 0 : 1)' "$1"
}
if ! lock_complete scripts; then
  say "installing the build's npm tools (binaryen's wasm-opt, esbuild, Project Fluent)"
  npm ci --prefix scripts --no-audit --no-fund --loglevel=error
fi

# Again whenever the lock file names a package the folder lacks (one added since).
if ! lock_complete tests/e2e; then
  say "installing the end-to-end test packages"
  npm ci --prefix tests/e2e --no-audit --no-fund --loglevel=error
fi

# trunk builds offline; fetch the crates first.
cargo fetch --quiet
cargo fetch --quiet --target wasm32-unknown-unknown

#!/usr/bin/env bash
# The Nu HTML Checker (npm's vnu-jar, the W3C's validator) on every page of the release
# build: the app and every rules page in every language. Not part of the test command
# (it downloads the checker, about 30 MB, into target/vnu the first time, and needs Java);
# prints each error and exits 1 on any.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
if [ ! -f dist/index.html ]; then
  bash scripts/setup.sh
  trunk build --release
fi
if ! command -v java >/dev/null; then
  sudo_cmd=""; [ "$(id -u)" = 0 ] || sudo_cmd=sudo
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq default-jre-headless >/dev/null
fi
jar=target/vnu/node_modules/vnu-jar/build/dist/vnu.jar
[ -f "$jar" ] || npm install --prefix target/vnu --no-audit --no-fund --loglevel=error vnu-jar
mapfile -t pages < <(find dist -name '*.html' | sort)
echo "checking ${#pages[@]} pages: ${pages[*]}"
java -jar "$jar" --errors-only "${pages[@]}"
echo "the Nu HTML Checker found no error in ${#pages[@]} pages"

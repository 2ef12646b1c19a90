#!/usr/bin/env bash
# A throwaway Postgres for the tests: `source scripts/postgres.sh` starts a cluster as the
# `postgres` user (Postgres refuses to run as root) in a temporary folder on a free port,
# exports PYRAMID_TEST_POSTGRES with its URL, and removes it all when the shell exits.
# Installs Debian's postgresql where it is missing. Uses PYRAMID_TEST_POSTGRES as it is
# when it is set already.
if [ -z "${PYRAMID_TEST_POSTGRES:-}" ]; then
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  if [ -z "$pg_bin" ]; then
    echo "[postgres] installing Debian's postgresql"
    sudo_cmd=""; [ "$(id -u)" = 0 ] || sudo_cmd=sudo
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq postgresql >/dev/null
    pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
  fi
  pg_dir=$(mktemp -d /tmp/pyramid-pg.XXXXXX)
  pg_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
  [ "$(id -u)" = 0 ] && chown postgres "$pg_dir"
  as_pg "$pg_bin/initdb -D $pg_dir/data -A trust -U postgres >/dev/null"
  as_pg "$pg_bin/pg_ctl -D $pg_dir/data -l $pg_dir/log -o '-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off' -w start >/dev/null"
  stop_postgres() {
    as_pg "$pg_bin/pg_ctl -D $pg_dir/data -m immediate stop >/dev/null" || true
    rm -rf "$pg_dir"
  }
  trap stop_postgres EXIT
  export PYRAMID_TEST_POSTGRES="postgres://postgres@127.0.0.1:$pg_port/postgres"
  echo "[postgres] a throwaway cluster on port $pg_port"
fi

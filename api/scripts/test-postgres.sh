#!/usr/bin/env bash
# Runs the API suite against a throw-away local PostgreSQL server (the second engine).
#   npm run test:postgres -w api            # start a server, run `npm test -w api`, stop it
#   source api/scripts/test-postgres.sh --source-only; start_postgres; ...; stop_postgres
# With TEST_DATABASE_URL already set, no server is started: the suite just uses it.
# Every test file creates its own database pasteleria_test_* on that server and drops it.

start_postgres() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$bin" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; return 1; }
  PG_BIN=$bin
  PG_DIR=$(mktemp -d /tmp/pasteleria-pg.XXXXXX)
  PG_PORT=${PG_PORT:-55433}
  local as=()
  if [ "$(id -u)" = 0 ]; then
    chown postgres "$PG_DIR"
    as=(runuser -u postgres --) # postgres refuses to run as root
  fi
  "${as[@]}" "$bin/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
  "${as[@]}" "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-k $PG_DIR -c listen_addresses=127.0.0.1 -p $PG_PORT -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT"
}

stop_postgres() {
  [ -n "${PG_DIR:-}" ] || return 0
  local as=()
  [ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
  "${as[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
  PG_DIR=
}

if [ "${1:-}" = "--source-only" ]; then return 0 2>/dev/null || exit 0; fi

set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  start_postgres
  trap stop_postgres EXIT
fi
npm test

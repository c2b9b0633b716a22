# Sourced by .ci/run: a throw-away PostgreSQL server on 127.0.0.1 for the API suite's second engine.
# start_postgres exports TEST_DATABASE_URL; stop_postgres stops the server and removes its files.

start_postgres() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  PG_DIR=$(mktemp -d /tmp/pasteleria-pg.XXXXXX)
  PG_PORT=${PG_PORT:-55432}
  chown postgres "$PG_DIR" 2>/dev/null || true
  local as=()
  # postgres refuses to run as root
  [ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
  "${as[@]}" "$bin/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
  "${as[@]}" "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-k $PG_DIR -c listen_addresses=127.0.0.1 -p $PG_PORT -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
  PG_BIN=$bin
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  echo "» PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT (TEST_DATABASE_URL)"
}

stop_postgres() {
  [ -n "${PG_DIR:-}" ] || return 0
  local as=()
  [ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
  "${as[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}

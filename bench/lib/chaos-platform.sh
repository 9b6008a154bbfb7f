#!/usr/bin/env bash
# The chaos bench's platform (bench/chaos.ts): the split platform of scripts/lib/platform.sh on its own
# ports, NATS server, store and database, on a MariaDB server of its own (never the shared one, which
# others' tests use), so that any of them can be killed and restarted. Everything comes from the
# environment bench/chaos.ts sets (OJ_RUN_DIR, the OJ_*_PORT variables, OJ_CHAOS_DB_DIR, ...).
#   chaos-platform.sh db-start | db-stop | migrate | start | kill NAME | stop-one NAME [STOP_SECONDS]
#     | launch NAME | roll NAME [STOP_SECONDS] | stop
# NAME: nats, gateway, judge-dispatch, contest, community, judge-node (roll: not nats; see oj_roll_one).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$here/../../scripts/lib/toolchain.sh"
. "$OJ_ROOT/scripts/lib/services.sh"
. "$OJ_ROOT/scripts/lib/platform.sh"
oj_ensure_toolchain

db_dir="${OJ_CHAOS_DB_DIR:?}"
db_pidfile="$db_dir/mariadbd.pid"

# The chaos MariaDB: its own data directory, port and socket; root through that socket only.
# OJ_BENCH_MARIADB_ARGS: more mariadbd options for one run (e.g. a slow query log), split on spaces.
db_start() {
  local extra=()
  read -r -a extra <<<"${OJ_BENCH_MARIADB_ARGS:-}"
  mkdir -p "$db_dir"
  chown mysql:mysql "$db_dir"
  if ! [ -d "$db_dir/data/mysql" ]; then
    mariadb-install-db --no-defaults --user=mysql --datadir="$db_dir/data" --auth-root-authentication-method=socket \
      --skip-test-db >"$db_dir/install.log" 2>&1 || { tail -n 20 "$db_dir/install.log" >&2; oj_die "mariadb-install-db failed"; }
  fi
  setsid /usr/sbin/mariadbd --no-defaults --user=mysql --datadir="$db_dir/data" --port="$OJ_DB_PORT" \
    --bind-address=127.0.0.1 --socket="$OJ_DB_ADMIN_SOCKET" --pid-file="$db_pidfile" --skip-log-bin \
    --innodb-buffer-pool-size=128M --log-error="$db_dir/error.log" "${extra[@]}" </dev/null >/dev/null 2>&1 &
  oj_wait_for "the chaos MariaDB" 60 oj_port_open 127.0.0.1 "$OJ_DB_PORT"
  oj_wait_for "the chaos MariaDB's socket" 30 oj_db_root_ok
}

# SIGTERM (a clean shutdown, as a restart by an operator does), SIGKILL after 30 s.
db_stop() {
  [ -s "$db_pidfile" ] || return 0
  local pid i
  pid="$(cat "$db_pidfile")"
  kill -TERM "$pid" 2>/dev/null || return 0
  for ((i = 0; i < 120; i++)); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.25; done
  kill -KILL "$pid" 2>/dev/null || true
}

# One process of the platform, as oj_launch_platform starts it.
launch_one() {
  case "$1" in
    nats) oj_launch_nats ;;
    *) oj_launch_process "$1" ;;
  esac
}

case "${1:-}" in
  db-start) db_start ;;
  db-stop) db_stop ;;
  migrate) oj_platform_env; oj_migrate ;;
  start) oj_platform_env; oj_launch_platform ;;
  kill) pid="$(cat "$OJ_RUN_DIR/pids/$2.pid")"; kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" ;;
  stop-one) oj_stop_one "$2" "${3:-10}" ;;
  launch) oj_platform_env; launch_one "$2" ;;
  roll) oj_platform_env; oj_roll_one "$2" "${3:-30}" ;;
  stop) oj_platform_env >/dev/null 2>&1 || true; oj_stop_all; db_stop ;;
  *) sed -n 6,8p "$0" >&2; exit 2 ;;
esac

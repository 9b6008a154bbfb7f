# shellcheck shell=bash
# Builds, migrates and launches the platform's processes. Source after toolchain.sh and services.sh.
# Each process logs to $OJ_RUN_DIR/logs/<name>.log and records its pid in $OJ_RUN_DIR/pids/<name>.pid.

oj_platform_env() {
  export OJ_RUN_DIR="${OJ_RUN_DIR:-$OJ_ROOT/.run}"
  export OJ_DATA_DIR="${OJ_DATA_DIR:-$OJ_RUN_DIR/data}"
  export OJ_HOST="${OJ_HOST:-127.0.0.1}"
  export OJ_GATEWAY_PORT="${OJ_GATEWAY_PORT:-8080}"
  export OJ_JUDGE_DISPATCH_PORT="${OJ_JUDGE_DISPATCH_PORT:-8081}"
  export OJ_CONTEST_PORT="${OJ_CONTEST_PORT:-8082}"
  export OJ_COMMUNITY_PORT="${OJ_COMMUNITY_PORT:-8083}"
  export OJ_JUDGE_NODE_PORT="${OJ_JUDGE_NODE_PORT:-8084}"
  export OJ_DB_NAME="${OJ_DB_NAME:-oj}"
  export OJ_NATS_NAMESPACE="${OJ_NATS_NAMESPACE:-oj}"
  export OJ_MODE="${OJ_MODE:-all-in-one}"
  export OJ_ROOT_PASSWORD="${OJ_ROOT_PASSWORD:-root123456}"
  export OJ_WEB_DIST="${OJ_WEB_DIST:-$OJ_ROOT/apps/web/dist}"
  export OJ_ADMIN_DIST="${OJ_ADMIN_DIST:-$OJ_ROOT/apps/admin/dist}"
  mkdir -p "$OJ_RUN_DIR/logs" "$OJ_RUN_DIR/pids" "$OJ_DATA_DIR"
  if [ -z "${OJ_JWT_SECRET:-}" ]; then
    # A random signing secret per installation, kept outside git; tokens survive restarts.
    [ -s "$OJ_RUN_DIR/jwt-secret" ] || (umask 077 && head -c 48 /dev/urandom | base64 -w0 > "$OJ_RUN_DIR/jwt-secret")
    OJ_JWT_SECRET="$(cat "$OJ_RUN_DIR/jwt-secret")"
    export OJ_JWT_SECRET
  fi
}

oj_build_frontends() {
  oj_log "building the web and admin apps"
  (cd "$OJ_ROOT" && turbo run build --filter=@oj/web --filter=@oj/admin --output-logs=errors-only >&2) \
    || oj_die "front-end build failed"
}

oj_migrate() {
  oj_log "migrating database '$OJ_DB_NAME' and seeding defaults"
  node "$OJ_ROOT/apps/gateway/src/cli/migrate.ts" >&2 || oj_die "migration failed"
}

oj_launch() { # name, command...
  local name="$1"; shift
  local log="$OJ_RUN_DIR/logs/$name.log" pidfile="$OJ_RUN_DIR/pids/$name.pid"
  oj_stop_one "$name"
  setsid "$@" >>"$log" 2>&1 < /dev/null &
  echo $! > "$pidfile"
}

oj_stop_one() {
  local pidfile="$OJ_RUN_DIR/pids/$1.pid" pid i
  [ -f "$pidfile" ] || return 0
  pid="$(cat "$pidfile")"
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
    for ((i = 0; i < 40; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -KILL -- "-$pid" 2>/dev/null || true
  fi
  rm -f "$pidfile"
}

oj_stop_all() {
  local f
  for f in "$OJ_RUN_DIR"/pids/*.pid; do [ -e "$f" ] && oj_stop_one "$(basename "$f" .pid)"; done
  return 0
}

oj_http_ok() { curl -fs -o /dev/null --max-time 2 "$1"; }

oj_wait_ready() { # name, port
  local i
  for ((i = 0; i < 240; i++)); do
    oj_http_ok "http://$OJ_HOST:$2/readyz" && return 0
    if ! kill -0 "$(cat "$OJ_RUN_DIR/pids/$1.pid" 2>/dev/null)" 2>/dev/null; then
      tail -n 40 "$OJ_RUN_DIR/logs/$1.log" >&2
      oj_die "$1 exited during start-up (log: $OJ_RUN_DIR/logs/$1.log)"
    fi
    sleep 0.25
  done
  tail -n 40 "$OJ_RUN_DIR/logs/$1.log" >&2
  oj_die "$1 was not ready on port $2 within 60s"
}

# Launches every process of the platform and waits until each one reports ready.
oj_launch_platform() {
  if [ "$OJ_MODE" = split ]; then
    oj_launch judge-dispatch node "$OJ_ROOT/apps/judge-dispatch/src/server.ts"
    oj_launch contest node "$OJ_ROOT/apps/contest/src/server.ts"
    oj_launch community node "$OJ_ROOT/apps/community/src/server.ts"
  fi
  oj_launch gateway node "$OJ_ROOT/apps/gateway/src/server.ts"
  if [ -f "$OJ_ROOT/apps/judge-node/src/server.ts" ]; then
    oj_launch judge-node node "$OJ_ROOT/apps/judge-node/src/server.ts"
  fi
  if [ "$OJ_MODE" = split ]; then
    oj_wait_ready judge-dispatch "$OJ_JUDGE_DISPATCH_PORT"
    oj_wait_ready contest "$OJ_CONTEST_PORT"
    oj_wait_ready community "$OJ_COMMUNITY_PORT"
  fi
  oj_wait_ready gateway "$OJ_GATEWAY_PORT"
  if [ -f "$OJ_RUN_DIR/pids/judge-node.pid" ]; then oj_wait_ready judge-node "$OJ_JUDGE_NODE_PORT"; fi
}

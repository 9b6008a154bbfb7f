# shellcheck shell=bash
# Builds, migrates and launches the platform's processes. Source after toolchain.sh and services.sh.
# Each process logs to $OJ_RUN_DIR/logs/<name>.log and records its pid in $OJ_RUN_DIR/pids/<name>.pid.

oj_platform_env() {
  export OJ_RUN_DIR="${OJ_RUN_DIR:-$OJ_ROOT/.run}"
  # This host's own files (avatars, the judge node's caches); test data lives in the NATS object store.
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
  # Every HTTP process listens with SO_REUSEPORT, so that a roll (oj_roll_one, scripts/start --roll)
  # starts the new process beside the old one on the same port; oj_launch_platform checks the ports are free.
  export OJ_REUSE_PORT="${OJ_REUSE_PORT:-true}"
  # No default root password: unset, migrate generates one on first start into $OJ_RUN_DIR/root-password.
  export OJ_WEB_DIST="${OJ_WEB_DIST:-$OJ_ROOT/apps/web/dist}"
  export OJ_ADMIN_DIST="${OJ_ADMIN_DIST:-$OJ_ROOT/apps/admin/dist}"
  mkdir -p "$OJ_RUN_DIR/logs" "$OJ_RUN_DIR/pids" "$OJ_DATA_DIR"
  # The services' and the migrations' MariaDB accounts (db-accounts.sh); OJ_DB_GRANT_PATTERN widens
  # their grants from OJ_DB_NAME to a pattern (scripts/test: every end-to-end database).
  oj_db_platform_accounts "${OJ_DB_GRANT_PATTERN:-}"
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

# Runs as the migration account (oj_db_platform_accounts), the only one with DDL rights.
oj_migrate() {
  oj_log "migrating database '$OJ_DB_NAME' as '${OJ_DB_MIGRATE_USER:-$OJ_DB_USER}' and seeding defaults"
  (
    if [ -n "${OJ_DB_MIGRATE_USER:-}" ]; then
      export OJ_DB_USER="$OJ_DB_MIGRATE_USER" OJ_DB_PASSWORD="${OJ_DB_MIGRATE_PASSWORD:-}" OJ_DB_PASSWORD_FILE="${OJ_DB_MIGRATE_PASSWORD_FILE:-}"
    fi
    node "$OJ_ROOT/apps/gateway/src/cli/migrate.ts" >&2
  ) || oj_die "migration failed"
}

# The demo problems' test data into the NATS object store (after oj_migrate created their rows):
# the store is the only place judge-dispatch and the judge nodes read test data from.
oj_seed_test_data() {
  oj_log "uploading the demo problems' test data to the object store"
  node "$OJ_ROOT/apps/gateway/src/cli/seed-test-data.ts" >&2 || oj_die "test data upload failed"
}

oj_launch() { # name, command...
  local name="$1"; shift
  local log="$OJ_RUN_DIR/logs/$name.log" pidfile="$OJ_RUN_DIR/pids/$name.pid"
  oj_stop_one "$name"
  setsid "$@" >>"$log" 2>&1 < /dev/null &
  echo $! > "$pidfile"
}

oj_stop_one() { # name, [seconds before SIGKILL, default 10]
  local pidfile="$OJ_RUN_DIR/pids/$1.pid"
  [ -f "$pidfile" ] || return 0
  oj_stop_pid "$(cat "$pidfile")" "${2:-10}"
  rm -f "$pidfile"
}

# SIGTERM to a process group (a graceful stop: requests and jobs in hand finish), SIGKILL after
# `seconds` (default 10).
oj_stop_pid() { # pid, [seconds]
  local pid="$1" i
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
    for ((i = 0; i < ${2:-10} * 4; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -KILL -- "-$pid" 2>/dev/null || true
  fi
}

# Stops every process at once (each its own graceful stop: a judge node finishing a job holds up no
# other), then NATS, which the others drain into while they stop.
oj_stop_all() {
  local f name stopping=()
  for f in "$OJ_RUN_DIR"/pids/*.pid; do
    [ -e "$f" ] || continue
    name="$(basename "$f" .pid)"
    [ "$name" = nats ] && continue
    oj_stop_one "$name" &
    stopping+=($!)
  done
  [ ${#stopping[@]} -eq 0 ] || wait "${stopping[@]}"
  oj_stop_one nats
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

# The platform's own NATS server (unless OJ_PLATFORM_NATS=external): nats-server 2.9 with JetStream
# (store in $OJ_RUN_DIR/nats/store), on OJ_PLATFORM_NATS_HOST:OJ_PLATFORM_NATS_PORT (127.0.0.1:4223),
# with one user per role and the permissions of packages/service-kit/src/nats-permissions.ts for
# OJ_NATS_NAMESPACE. The config is regenerated on every start; the passwords are generated once into
# $OJ_RUN_DIR/nats/<role>.password (0600) and reach the processes as files, never on a command line.
# Exports OJ_NATS_URL and the services' credentials; the judge node gets its own in oj_launch_platform.
oj_launch_nats() {
  if [ "${OJ_PLATFORM_NATS:-own}" = external ]; then return 0; fi
  [ "${OJ_PLATFORM_NATS:-own}" = own ] || oj_die "OJ_PLATFORM_NATS must be own or external, got '$OJ_PLATFORM_NATS'"
  local dir="$OJ_RUN_DIR/nats" host="${OJ_PLATFORM_NATS_HOST:-127.0.0.1}" port="${OJ_PLATFORM_NATS_PORT:-4223}" local_host i
  local tls=()
  if [ -n "${OJ_PLATFORM_NATS_TLS_CERT:-}" ]; then
    tls=(--tls-cert "$OJ_PLATFORM_NATS_TLS_CERT" --tls-key "${OJ_PLATFORM_NATS_TLS_KEY:?OJ_PLATFORM_NATS_TLS_KEY is required with OJ_PLATFORM_NATS_TLS_CERT}")
    [ -z "${OJ_PLATFORM_NATS_TLS_CA:-}" ] || tls+=(--tls-ca "$OJ_PLATFORM_NATS_TLS_CA" --tls-verify)
  fi
  local_host="$host"; [ "$host" != 0.0.0.0 ] || local_host=127.0.0.1
  oj_stop_one nats
  if oj_port_open "$local_host" "$port"; then
    oj_die "port $port is taken by another process; the platform's NATS needs it (set OJ_PLATFORM_NATS_PORT)"
  fi
  node "$OJ_ROOT/packages/service-kit/src/cli/nats-config.ts" --dir "$dir" --namespace "$OJ_NATS_NAMESPACE" \
    --host "$host" --port "$port" "${tls[@]}" >/dev/null || oj_die "could not write the NATS configuration"
  oj_launch nats /usr/sbin/nats-server -c "$dir/nats.conf"
  for ((i = 0; i < 120; i++)); do
    oj_port_open "$local_host" "$port" && break
    if ! kill -0 "$(cat "$OJ_RUN_DIR/pids/nats.pid")" 2>/dev/null; then
      tail -n 20 "$OJ_RUN_DIR/logs/nats.log" >&2
      oj_die "nats-server exited during start-up (log: $OJ_RUN_DIR/logs/nats.log)"
    fi
    sleep 0.25
  done
  oj_port_open "$local_host" "$port" || oj_die "nats-server did not listen on $local_host:$port within 30s"
  oj_platform_nats_env
}

# Exports the services' connection to the platform's own NATS (URL, user, password file); sets
# OJ_JUDGE_NATS_PASSWORD_FILE for the judge node. No-op with OJ_PLATFORM_NATS=external.
oj_platform_nats_env() {
  if [ "${OJ_PLATFORM_NATS:-own}" = external ]; then return 0; fi
  local dir="$OJ_RUN_DIR/nats" host="${OJ_PLATFORM_NATS_HOST:-127.0.0.1}" scheme=nats
  [ "$host" != 0.0.0.0 ] || host=127.0.0.1
  [ -z "${OJ_PLATFORM_NATS_TLS_CERT:-}" ] || scheme=tls
  export OJ_NATS_URL="$scheme://$host:${OJ_PLATFORM_NATS_PORT:-4223}"
  export OJ_NATS_USER=oj-service OJ_NATS_PASSWORD_FILE="$dir/service.password"
  unset OJ_NATS_PASSWORD
  OJ_JUDGE_NATS_PASSWORD_FILE="$dir/judge.password"
}

# The platform's processes other than NATS, in start order (split mode: each service its own).
oj_platform_processes() {
  if [ "$OJ_MODE" = split ]; then echo judge-dispatch contest community; fi
  echo gateway
  if [ -f "$OJ_ROOT/apps/judge-node/src/server.ts" ]; then echo judge-node; fi
}

# The HTTP port of one of the platform's processes.
oj_process_port() { # name
  case "$1" in
    gateway) echo "$OJ_GATEWAY_PORT" ;;
    judge-dispatch) echo "$OJ_JUDGE_DISPATCH_PORT" ;;
    contest) echo "$OJ_CONTEST_PORT" ;;
    community) echo "$OJ_COMMUNITY_PORT" ;;
    judge-node) echo "$OJ_JUDGE_NODE_PORT" ;;
    *) oj_die "unknown process '$1'" ;;
  esac
}

# The command line of one of the platform's processes, into the array OJ_PROCESS_COMMAND.
oj_process_command() { # name
  case "$1" in
    judge-dispatch | contest | community) OJ_PROCESS_COMMAND=(node "$OJ_ROOT/apps/$1/src/server.ts") ;;
    # The gateway's young generation is capped at 2 x 32 MB (V8 sizes it from the heap limit, 2 x 64 MB
    # on a 24 GB machine): under load its RSS peaks about 50 MB lower, for the same latency and CPU per
    # request (docs/operations.md, "Memory"; the same flag in infra/ and bench/lib/api-servers.ts).
    gateway) OJ_PROCESS_COMMAND=(node --max-semi-space-size=32 "$OJ_ROOT/apps/gateway/src/server.ts") ;;
    judge-node)
      # The judge node never reaches the database (docs/security.md): no account of it in its environment.
      OJ_PROCESS_COMMAND=(env -u OJ_DB_USER -u OJ_DB_PASSWORD -u OJ_DB_PASSWORD_FILE)
      # With the platform's own NATS it connects as the judge role: it may only pull jobs, read test
      # data and publish results and heartbeats (docs/operations.md, "NATS").
      if [ "${OJ_PLATFORM_NATS:-own}" = own ]; then
        OJ_PROCESS_COMMAND+=(OJ_NATS_USER=oj-judge OJ_NATS_PASSWORD_FILE="$OJ_JUDGE_NATS_PASSWORD_FILE")
      fi
      OJ_PROCESS_COMMAND+=(node "$OJ_ROOT/apps/judge-node/src/server.ts") ;;
    *) oj_die "unknown process '$1'" ;;
  esac
}

# Launches one process of the platform (its NATS credentials set up first), without waiting.
oj_launch_process() { # name
  oj_platform_nats_env
  oj_process_command "$1"
  oj_launch "$1" "${OJ_PROCESS_COMMAND[@]}"
}

# Launches every process of the platform and waits until each one reports ready.
oj_launch_platform() {
  local name port
  oj_launch_nats
  oj_seed_test_data
  # With SO_REUSEPORT a process left over from another run would share the port silently: refuse.
  for name in $(oj_platform_processes); do
    port="$(oj_process_port "$name")"
    oj_stop_one "$name"
    if oj_port_open "$OJ_HOST" "$port"; then
      oj_die "port $port ($name) is taken by another process; stop it or set $(oj_port_variable "$name")"
    fi
  done
  for name in $(oj_platform_processes); do oj_launch_process "$name"; done
  for name in $(oj_platform_processes); do oj_wait_ready "$name" "$(oj_process_port "$name")"; done
}

oj_port_variable() { # name
  local upper="${1^^}"
  echo "OJ_${upper//-/_}_PORT"
}

# The pid that answers 200 on /readyz at `port` (a new connection each time, so any of the processes
# sharing the port may answer; they name themselves in x-oj-pid), or nothing.
oj_ready_pid() { # port
  curl -s --max-time 2 -o /dev/null -D - -w 'status %{http_code}\n' -H 'connection: close' "http://$OJ_HOST:$1/readyz" 2>/dev/null |
    tr -d '\r' | awk 'tolower($1) == "x-oj-pid:" { pid = $2 } $1 == "status" && $2 == "200" { print pid }'
}

# Replaces a running process with a new one on the same port without a gap (OJ_REUSE_PORT): the new
# one starts beside the old one, and once it answers ready itself the old one gets SIGTERM (it stops
# taking connections, finishes its requests and jobs in hand, and exits; SIGKILL after `stop_seconds`).
# A process that does not run, or without a shared port, is simply started.
oj_roll_one() { # name, [stop_seconds]
  local name="$1" stop_seconds="${2:-30}" pids="$OJ_RUN_DIR/pids" port old="" new i ready=""
  local tries=$(( ${OJ_ROLL_READY_TIMEOUT_S:-300} * 4 ))
  port="$(oj_process_port "$name")"
  [ -f "$pids/$name.pid" ] && old="$(cat "$pids/$name.pid")"
  if [ "${OJ_REUSE_PORT:-}" != true ] || [ -z "$old" ] || ! kill -0 "$old" 2>/dev/null; then
    oj_launch_process "$name"
    oj_wait_ready "$name" "$port"
    return 0
  fi
  oj_platform_nats_env
  oj_process_command "$name"
  setsid "${OJ_PROCESS_COMMAND[@]}" >>"$OJ_RUN_DIR/logs/$name.log" 2>&1 < /dev/null &
  new=$!
  for ((i = 0; i < tries; i++)); do
    if [ "$(oj_ready_pid "$port")" = "$new" ]; then ready=1; break; fi
    if ! kill -0 "$new" 2>/dev/null; then
      tail -n 40 "$OJ_RUN_DIR/logs/$name.log" >&2
      oj_die "the new $name exited during start-up; the old one ($old) still runs (log: $OJ_RUN_DIR/logs/$name.log)"
    fi
    sleep 0.25
  done
  if [ -z "$ready" ]; then
    oj_stop_pid "$new"
    oj_die "the new $name was not ready on port $port within ${OJ_ROLL_READY_TIMEOUT_S:-300}s; the old one ($old) still runs"
  fi
  echo "$new" > "$pids/$name.pid"
  oj_stop_pid "$old" "$stop_seconds"
}

# Upgrades a running platform in place (scripts/start --roll, docs/upgrades.md): the migrations first
# (written so that the running version works on the new schema), then every process rolled, one at a
# time, in start order; a judge node gets the time its jobs in hand may take to finish.
oj_roll_platform() {
  local name stop_seconds
  if [ "${OJ_PLATFORM_NATS:-own}" = own ] && ! kill -0 "$(cat "$OJ_RUN_DIR/pids/nats.pid" 2>/dev/null)" 2>/dev/null; then
    oj_die "no running platform in $OJ_RUN_DIR to roll: start it with scripts/start --detach"
  fi
  oj_build_frontends
  oj_migrate
  oj_platform_nats_env
  oj_seed_test_data
  for name in $(oj_platform_processes); do
    stop_seconds=30
    [ "$name" != judge-node ] || stop_seconds=$(( ${OJ_JUDGE_SHUTDOWN_TIMEOUT_MS:-300000} / 1000 + 10 ))
    oj_log "rolling $name"
    oj_roll_one "$name" "$stop_seconds"
  done
}

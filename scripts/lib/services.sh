# shellcheck shell=bash
# Ensures the real services the platform and its tests use: MariaDB, NATS with JetStream, a Docker engine
# and Chromium. Each is started when it is not running and installed with apt when it is missing.
# Source after toolchain.sh.

. "$OJ_ROOT/scripts/lib/db-accounts.sh"

OJ_STATE_DIR="${OJ_STATE_DIR:-/var/lib/oj}"
OJ_APT_UPDATED=""

oj_port_open() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }

oj_wait_for() { # description, seconds, command...
  local what="$1" seconds="$2"; shift 2
  local i
  for ((i = 0; i < seconds * 4; i++)); do
    if "$@"; then return 0; fi
    sleep 0.25
  done
  oj_die "$what did not come up within ${seconds}s"
}

oj_apt_install() { # packages...
  local missing=() p
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" != 0 ]; then
    oj_die "missing Debian packages: ${missing[*]}. Install them as root: apt-get install -y ${missing[*]}"
  fi
  if [ -z "$OJ_APT_UPDATED" ]; then
    oj_log "apt-get update"
    apt-get update -qq >&2 || oj_die "apt-get update failed"
    OJ_APT_UPDATED=1
  fi
  oj_log "installing ${missing[*]} with apt"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2 \
    || oj_die "apt-get install ${missing[*]} failed"
}

oj_ensure_mariadb() {
  local host="${OJ_DB_HOST:-127.0.0.1}" port="${OJ_DB_PORT:-3306}"
  if ! oj_port_open "$host" "$port"; then
    oj_db_is_local || oj_die "MariaDB at $host:$port is not reachable; start it or fix OJ_DB_HOST"
    oj_apt_install mariadb-server mariadb-client
    oj_log "starting MariaDB"
    mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld
    start-stop-daemon --start --oknodo --background --make-pidfile --pidfile /run/mysqld/oj-mariadbd.pid \
      --exec /usr/sbin/mariadbd -- --user=mysql >&2
    oj_wait_for "MariaDB" 60 oj_port_open "$host" "$port"
  fi
  command -v mariadb >/dev/null || oj_apt_install mariadb-client
  # Debian's default: root through the unix socket only. A TCP login without a password is closed
  # (db-accounts.sh); the platform's processes log in as their own accounts.
  oj_db_secure
}

# Debian's nats-server 2.9.10 (the platform runs its own, authenticated one: platform.sh oj_launch_nats).
oj_ensure_nats_binary() {
  [ -x /usr/sbin/nats-server ] || oj_apt_install nats-server
  [ -x /usr/sbin/nats-server ] || oj_die "nats-server is missing: apt-get install -y nats-server"
}

# The shared NATS without authentication at OJ_NATS_URL (default 127.0.0.1:4222): what the level-2
# tests use, and the platform with OJ_PLATFORM_NATS=external. Started when it is local and absent.
oj_ensure_nats() {
  local url="${OJ_NATS_URL:-nats://127.0.0.1:4222}" hostport host port
  hostport="${url#*://}"; hostport="${hostport%%,*}"; hostport="${hostport##*@}"; host="${hostport%%:*}"; port="${hostport##*:}"
  oj_port_open "$host" "$port" && return 0
  [ "$host" = 127.0.0.1 ] || [ "$host" = localhost ] || oj_die "NATS at $host:$port is not reachable; start it or fix OJ_NATS_URL"
  oj_ensure_nats_binary
  oj_log "starting NATS with JetStream"
  mkdir -p "$OJ_STATE_DIR/nats"
  # --output keeps the server's stderr (a Go panic goes there, not to its log file).
  start-stop-daemon --start --oknodo --background --make-pidfile --pidfile "$OJ_STATE_DIR/nats.pid" \
    --output "$OJ_STATE_DIR/nats.stderr" \
    --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p "$port" -js -sd "$OJ_STATE_DIR/nats" \
    -l "$OJ_STATE_DIR/nats.log" >&2
  oj_wait_for "NATS" 30 oj_port_open "$host" "$port"
}

# A NATS server of the test run's own for the level-2 tests (scripts/test), unless OJ_NATS_URL names
# one: a fresh JetStream store on OJ_TEST_NATS_PORT (default 14222), stopped when the run exits. A
# shared server on 4222 may be restarted or stopped by whoever started it while the tests run, and
# keeps every earlier run's streams.
oj_start_test_nats() {
  if [ -n "${OJ_NATS_URL:-}" ]; then oj_ensure_nats; return 0; fi
  oj_ensure_nats_binary
  local port="${OJ_TEST_NATS_PORT:-14222}" dir="$OJ_ROOT/.run/test-nats" old
  # A server (and its watchdog) left by an earlier run that was killed before it could stop them.
  if [ -f "$dir/watchdog.pid" ]; then
    old="$(cat "$dir/watchdog.pid")"
    [ -n "$old" ] && kill "$old" 2>/dev/null
  fi
  if [ -f "$dir/nats.pid" ]; then
    old="$(cat "$dir/nats.pid")"
    if [ -n "$old" ] && grep -q nats-server "/proc/$old/cmdline" 2>/dev/null; then kill "$old" 2>/dev/null; sleep 1; fi
  fi
  oj_port_open 127.0.0.1 "$port" && oj_die "port $port is taken: the tests' own NATS needs it (set OJ_TEST_NATS_PORT)"
  rm -rf "$dir" && mkdir -p "$dir"
  # Debian's nats-server 2.9.10 can panic when a stream is deleted while a message get on it is
  # in flight (jsMsgGetRequest; the tests delete their streams as they finish, many at a time).
  # A watchdog restarts it at once on the same store, so clients reconnect and the run goes on;
  # each crash is counted and its panic kept in crashes.log, and the run reports them.
  (
    trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; exit 0' TERM INT
    while :; do
      /usr/sbin/nats-server -a 127.0.0.1 -p "$port" -js -sd "$dir/store" -l "$dir/nats.log" 2>"$dir/nats.stderr" &
      server=$!
      echo "$server" >"$dir/nats.pid"
      wait "$server"
      { date '+%F %T'; cat "$dir/nats.stderr"; echo; } >>"$dir/crashes.log"
      echo x >>"$dir/crash-count"
      sleep 0.2
    done
  ) &
  oj_test_nats_pid=$!
  echo "$oj_test_nats_pid" >"$dir/watchdog.pid"
  oj_wait_for "the tests' NATS server" 30 oj_port_open 127.0.0.1 "$port"
  export OJ_NATS_URL="nats://127.0.0.1:$port"
}

# How many times the tests' NATS server died and was restarted (0 when it never did).
oj_test_nats_crashes() {
  local file="$OJ_ROOT/.run/test-nats/crash-count"
  if [ -f "$file" ]; then wc -l <"$file" | tr -d ' '; else echo 0; fi
}

# Stops the server oj_start_test_nats started (a no-op when it used a given one).
oj_stop_test_nats() {
  [ -n "${oj_test_nats_pid:-}" ] || return 0
  kill "$oj_test_nats_pid" 2>/dev/null && wait "$oj_test_nats_pid" 2>/dev/null
  rm -rf "$OJ_ROOT/.run/test-nats/store"
  oj_test_nats_pid=""
}

oj_ensure_docker() {
  if docker info >/dev/null 2>&1; then return 0; fi
  command -v dockerd >/dev/null || oj_apt_install docker.io
  command -v debootstrap >/dev/null || oj_apt_install debootstrap
  if ! docker info >/dev/null 2>&1; then
    [ "$(id -u)" = 0 ] || oj_die "the Docker engine is not running; start it as root: dockerd --iptables=false --ip-forward=false --bridge=none"
    oj_log "starting the Docker engine"
    mkdir -p "$OJ_STATE_DIR"
    nohup dockerd --iptables=false --ip-forward=false --bridge=none >"$OJ_STATE_DIR/dockerd.log" 2>&1 &
    oj_wait_for "the Docker engine" 60 docker info
  fi
}

oj_ensure_chromium() {
  [ -x /usr/bin/chromium ] || oj_apt_install chromium chromium-driver
  # Chinese glyphs for the zh-CN pages and screenshots (without it they render as boxes).
  oj_apt_install fonts-noto-cjk
}

# Debian's kubectl 1.20 (package kubernetes-client), for tests/infra's `kubectl kustomize`. Unpacked into
# $OJ_STATE_DIR/kubernetes-client, not installed: its /usr/bin/kubectl collides with other kubectl packages
# a machine may have (Google Cloud's). Exports OJ_KUBECTL, where the tests look for it.
oj_ensure_kubectl() {
  local dir="$OJ_STATE_DIR/kubernetes-client" download
  export OJ_KUBECTL="$dir/usr/bin/kubectl"
  [ -x "$OJ_KUBECTL" ] && return 0
  [ "$(id -u)" = 0 ] || oj_die "Debian's kubectl is missing; as root: apt-get download kubernetes-client && dpkg-deb -x kubernetes-client_*.deb $dir"
  if [ -z "$OJ_APT_UPDATED" ]; then
    apt-get update -qq >&2 || oj_die "apt-get update failed"
    OJ_APT_UPDATED=1
  fi
  oj_log "unpacking Debian's kubernetes-client into $dir"
  download="$(mktemp -d)"
  (cd "$download" && apt-get download -qq kubernetes-client 2>/dev/null) || oj_die "apt-get download kubernetes-client failed"
  mkdir -p "$dir" && dpkg-deb -x "$download"/kubernetes-client_*.deb "$dir" || oj_die "could not unpack kubernetes-client"
  rm -rf "$download"
  [ -x "$OJ_KUBECTL" ] || oj_die "kubernetes-client has no usr/bin/kubectl"
}

# Debian's docker-compose (1.29), for tests/infra's check of infra/compose (`docker-compose config`).
oj_ensure_compose() {
  command -v docker-compose >/dev/null || oj_apt_install docker-compose
}

# Usage: oj_ensure_services [--no-shared-nats]: scripts/start runs its own NATS server, so it asks
# only for the nats-server binary; scripts/test also needs the shared one for its level-2 tests.
oj_ensure_services() {
  oj_ensure_mariadb
  if [ "${1:-}" = --no-shared-nats ]; then oj_ensure_nats_binary; else oj_ensure_nats; fi
  oj_ensure_docker
  command -v debootstrap >/dev/null || oj_apt_install debootstrap
}

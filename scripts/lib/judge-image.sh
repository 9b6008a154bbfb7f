# shellcheck shell=bash
# Makes sure the Docker engine runs and the judge sandbox images exist (building them from Debian
# packages when missing or outdated). Source it after scripts/lib/toolchain.sh, then call
# `oj_ensure_judge_images`. Everything it prints goes to stderr.
OJ_ROOT="${OJ_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}"

_oj_judge_log() { printf '\033[1;34m[oj]\033[0m %s\n' "$*" >&2; }
_oj_judge_die() { printf '\033[1;31m[oj] error:\033[0m %s\n' "$*" >&2; exit 1; }

# Starts dockerd (no iptables, no bridge: sandboxes run without network) unless an engine answers.
oj_ensure_docker() {
  docker info >/dev/null 2>&1 && return 0
  if ! command -v dockerd >/dev/null 2>&1; then
    [ "$(id -u)" = 0 ] || _oj_judge_die "Docker is not installed: run 'apt-get install -y docker.io' as root"
    _oj_judge_log "installing Docker (docker.io) from Debian"
    DEBIAN_FRONTEND=noninteractive apt-get install -y docker.io >&2 \
      || { apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y docker.io >&2; } \
      || _oj_judge_die "could not install docker.io"
  fi
  [ "$(id -u)" = 0 ] || _oj_judge_die "the Docker engine is not running and starting it needs root: dockerd --iptables=false --ip-forward=false --bridge=none"
  mkdir -p "$OJ_ROOT/.run"
  _oj_judge_log "starting the Docker engine (log: .run/dockerd.log)"
  nohup dockerd --iptables=false --ip-forward=false --bridge=none >"$OJ_ROOT/.run/dockerd.log" 2>&1 &
  local i
  for i in $(seq 60); do
    docker info >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  _oj_judge_die "the Docker engine did not start; see .run/dockerd.log"
}

# Builds oj-judge and oj-judge-py2 when missing or when their inputs (packages, runner) changed.
oj_ensure_judge_images() {
  oj_ensure_docker
  if ! command -v debootstrap >/dev/null 2>&1; then
    local tags missing=0 tag
    tags="$("$OJ_ROOT/infra/judge-image/build.sh" --print-tags)"
    for tag in $tags; do docker image inspect "$tag" >/dev/null 2>&1 || missing=1; done
    [ "$missing" = 0 ] && return 0
    [ "$(id -u)" = 0 ] || _oj_judge_die "building the judge images needs debootstrap: apt-get install -y debootstrap"
    _oj_judge_log "installing debootstrap"
    DEBIAN_FRONTEND=noninteractive apt-get install -y debootstrap >&2 \
      || { apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y debootstrap >&2; } \
      || _oj_judge_die "could not install debootstrap"
  fi
  "$OJ_ROOT/infra/judge-image/build.sh" >/dev/null || _oj_judge_die "building the judge images failed"
}

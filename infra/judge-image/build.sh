#!/usr/bin/env bash
# Builds the judge sandbox images from Debian packages only (no registry): debootstrap a rootfs,
# `docker import` it, warm Go's build cache (main), then add the statically linked runner on top.
#
#   infra/judge-image/build.sh [--force] [main] [py2]      (default: both)
#
# Images are tagged with a hash of their inputs (suite, package list, runner sources, this recipe):
#   oj-judge:<hash> and oj-judge:latest            Debian trixie: C, C++, Java, Python 3, PyPy3, Go, ...
#   oj-judge-py2:<hash> and oj-judge-py2:latest    Debian bullseye: Python 2.7 and PyPy (Python 2)
# so an edited runner or package list rebuilds, and an unchanged one is a no-op. Downloaded .debs and
# finished rootfs tarballs are cached in $OJ_JUDGE_CACHE (default /var/cache/oj-judge). Needs root.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=../../scripts/lib/rootfs.sh
. "$HERE/../../scripts/lib/rootfs.sh"
CACHE="${OJ_JUDGE_CACHE:-/var/cache/oj-judge}"
MIRROR="${OJ_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
# Bump when the rootfs recipe below changes in a way the package list does not show.
ROOTFS_RECIPE=1
BASE_RECIPE=1
IMAGE_RECIPE=1
GO_CACHE_DIR=/opt/oj/gocache
RUNNER_PATH=/usr/local/bin/oj-runner
IMAGE_PATH_ENV='PATH=/usr/local/bin:/usr/local/sbin:/usr/bin:/usr/sbin:/bin:/sbin'

log() { printf '\033[1;34m[judge-image]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31m[judge-image] error:\033[0m %s\n' "$*" >&2; exit 1; }

suite_of() { case "$1" in main) echo trixie ;; py2) echo bullseye ;; *) die "unknown image '$1' (main or py2)" ;; esac; }
repo_of() { case "$1" in main) echo oj-judge ;; py2) echo oj-judge-py2 ;; esac; }
packages_of() { grep -v '^\s*\(#\|$\)' "$HERE/packages/$(suite_of "$1").txt" | paste -sd, -; }

rootfs_hash() { printf '%s\n' "$ROOTFS_RECIPE" "$(suite_of "$1")" "$(packages_of "$1")" | sha256sum | cut -c1-12; }
# The base adds warm caches to the rootfs (main only: Go's standard packages, see warmup/main.go).
base_hash() {
  { printf '%s\n' "$BASE_RECIPE" "$(rootfs_hash "$1")"; [ "$1" != main ] || cat "$HERE/warmup/main.go"; } | sha256sum | cut -c1-12
}
# The runner's sources, in a fixed order: every .c and .h under runner/.
runner_sources() { find "$HERE/runner" -maxdepth 1 -name '*.[ch]' | LC_ALL=C sort; }
runner_hash() { runner_sources | xargs cat | sha256sum | cut -c1-12; }
image_hash() {
  printf '%s\n' "$IMAGE_RECIPE" "$(base_hash "$1")" "$(runner_hash)" | sha256sum | cut -c1-12
}

have_image() { docker image inspect "$1" >/dev/null 2>&1; }
# docker run/create warn that IPv4 forwarding is off: expected here, sandboxes have no network at all.
quiet_docker() { docker "$@" 2> >(grep -v 'IPv4 forwarding' >&2); }

# debootstrap the suite with the listed packages, trimmed, as a tarball in the cache (scripts/lib/rootfs.sh).
build_rootfs_tar() {
  oj_rootfs_tar "$CACHE" "$1" "$(suite_of "$1")" "$(packages_of "$1")" "$(rootfs_hash "$1")" "$MIRROR" \
    || die "the $1 rootfs could not be built"
}

# The imported rootfs plus warm caches, without the runner: rebuilt only when its inputs change.
ensure_base() {
  local name="$1" base raw tar
  base="$(repo_of "$name")-base:$(base_hash "$name")"
  have_image "$base" && { echo "$base"; return; }
  raw="$(repo_of "$name")-rootfs:$(rootfs_hash "$name")"
  if ! have_image "$raw"; then
    tar="$(build_rootfs_tar "$name")"
    log "docker import $raw"
    docker import --message "oj judge rootfs $(suite_of "$name")" "$tar" "$raw" >/dev/null
  fi
  if [ "$name" = main ]; then
    # Same environment as the Go compile step, so the cache keys match.
    local container="oj-judge-warm-$$"
    log "warming the Go build cache"
    quiet_docker create --name "$container" --network none --user 0 -e "$IMAGE_PATH_ENV" -e HOME=/tmp \
      -e GOCACHE="$GO_CACHE_DIR" -e CGO_ENABLED=0 -e GOTOOLCHAIN=local -e GOFLAGS=-buildvcs=false \
      -v "$HERE/warmup:/warmup:ro" "$raw" \
      sh -c "mkdir -p $GO_CACHE_DIR && go build -o /tmp/warm /warmup/main.go && chmod -R a+rX /opt/oj" >/dev/null
    docker start -a "$container" >&2 || { docker rm -f "$container" >/dev/null; die "warming the Go cache failed"; }
    docker commit "$container" "$base" >/dev/null
    docker rm -f "$container" >/dev/null
  else
    docker tag "$raw" "$base"
  fi
  echo "$base"
}

# Compiles the runner statically inside the trixie rootfs, so the host needs no compiler.
build_runner() {
  local out="$CACHE/runner-$(runner_hash)"
  [ -x "$out/oj-runner" ] && { echo "$out/oj-runner"; return; }
  local base; base="$(ensure_base main)"
  mkdir -p "$out"
  log "compiling the runner"
  quiet_docker run --rm --network none --user 0 -v "$HERE/runner:/src:ro" -v "$out:/out" "$base" \
    sh -c 'gcc -std=c11 -O2 -Wall -Wextra -Werror -static -o /out/oj-runner /src/*.c' >&2 \
    || die "the runner did not compile"
  echo "$out/oj-runner"
}

prune() {
  local repo="$1" keep="$2"
  docker images "$repo" --format '{{.Tag}}' | { grep -v -x -e latest -e "$keep" || true; } | while read -r old; do
    docker rmi "$repo:$old" >/dev/null 2>&1 || true
  done
}

build_image() {
  local name="$1" force="$2" repo hash image
  repo="$(repo_of "$name")"; hash="$(image_hash "$name")"; image="$repo:$hash"
  if [ "$force" = 1 ] || ! have_image "$image"; then
    local base runner container
    base="$(ensure_base "$name")"
    runner="$(build_runner)"
    container="oj-judge-build-$name-$$"
    quiet_docker create --name "$container" "$base" /bin/true >/dev/null
    trap 'docker rm -f "$container" >/dev/null 2>&1 || true' EXIT
    docker cp "$runner" "$container:$RUNNER_PATH"
    # An imported image has an empty config; give it the essentials (containers still set their own).
    docker commit --change "ENV $IMAGE_PATH_ENV" --change 'USER 65534' --change 'WORKDIR /w' \
      --change 'CMD ["sleep", "infinity"]' --change "LABEL oj.judge.hash=$hash" \
      "$container" "$image" >/dev/null
    docker rm -f "$container" >/dev/null
    trap - EXIT
    log "built $image"
  fi
  docker tag "$image" "$repo:latest"
  # Drop superseded images (one still used by a container stays), the final ones before their bases.
  prune "$repo" "$hash"
  prune "$repo-base" "$(base_hash "$name")"
  prune "$repo-rootfs" "$(rootfs_hash "$name")"
  echo "$image"
}

main() {
  local force=0 names=()
  for arg in "$@"; do
    case "$arg" in
      --force) force=1 ;;
      main|py2) names+=("$arg") ;;
      -h|--help) sed -n '2,12p' "${BASH_SOURCE[0]}"; exit 0 ;;
      --print-tags) for n in main py2; do echo "$(repo_of "$n"):$(image_hash "$n")"; done; exit 0 ;;
      *) die "unknown argument: $arg" ;;
    esac
  done
  [ ${#names[@]} -gt 0 ] || names=(main py2)
  [ "$(id -u)" = 0 ] || die "building the judge images needs root (debootstrap, docker)"
  docker info >/dev/null 2>&1 || die "the Docker engine is not reachable"
  mkdir -p "$CACHE"
  # One build at a time (parallel test files all ask): the others wait, then find the images there.
  exec 9>"$CACHE/.build.lock"
  flock 9
  for name in "${names[@]}"; do build_image "$name" "$force"; done
}

main "$@"

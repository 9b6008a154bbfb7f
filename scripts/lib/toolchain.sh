# shellcheck shell=bash
# Puts Node 24 and pnpm 10 (both from the npm registry) first on PATH, installing them into
# .tools/ on first use. Source it: `. scripts/lib/toolchain.sh`.
OJ_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export OJ_ROOT
OJ_TOOLS="$OJ_ROOT/.tools"
OJ_NODE_MAJOR=24
OJ_PNPM_VERSION=10.34.9

oj_log() { printf '\033[1;34m[oj]\033[0m %s\n' "$*" >&2; }
oj_die() { printf '\033[1;31m[oj] error:\033[0m %s\n' "$*" >&2; exit 1; }

oj_ensure_toolchain() {
  local node="$OJ_TOOLS/bin/node"
  if ! [ -x "$node" ] || [ "$("$node" -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$OJ_NODE_MAJOR" ] \
     || ! [ -x "$OJ_TOOLS/bin/pnpm" ] || [ "$("$OJ_TOOLS/bin/pnpm" --version 2>/dev/null)" != "$OJ_PNPM_VERSION" ]; then
    command -v npm >/dev/null || oj_die "npm is missing: install Debian's nodejs and npm (apt-get install -y nodejs npm), then retry"
    oj_log "installing Node $OJ_NODE_MAJOR and pnpm $OJ_PNPM_VERSION from the npm registry into .tools/"
    mkdir -p "$OJ_TOOLS"
    npm install --global --prefix "$OJ_TOOLS" --no-audit --no-fund --loglevel=error \
      "node@$OJ_NODE_MAJOR" "pnpm@$OJ_PNPM_VERSION" >&2 || oj_die "could not install Node $OJ_NODE_MAJOR / pnpm from the npm registry"
  fi
  export PATH="$OJ_ROOT/node_modules/.bin:$OJ_TOOLS/bin:$PATH"
  # Native addons must be built against Node 24's headers, not the system Node 20's (~/.npmrc nodedir).
  export npm_config_nodedir=""
  export TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1
  export XDG_CACHE_HOME="$OJ_ROOT/.cache"
  export COREPACK_ENABLE_STRICT=0
}

oj_install_deps() {
  oj_ensure_toolchain
  # Skip the install when the lockfile has not changed since the last one.
  local stamp="$OJ_ROOT/node_modules/.oj-install-stamp"
  local sum
  sum="$(cat "$OJ_ROOT/pnpm-lock.yaml" "$OJ_ROOT"/package.json "$OJ_ROOT"/{apps,packages}/*/package.json 2>/dev/null | sha1sum | cut -d' ' -f1)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$sum" ]; then return 0; fi
  oj_log "installing workspace dependencies with pnpm"
  local frozen="--frozen-lockfile"
  [ -f "$OJ_ROOT/pnpm-lock.yaml" ] || frozen=""
  (cd "$OJ_ROOT" && pnpm install $frozen --reporter=append-only >&2) || oj_die "pnpm install failed"
  echo "$sum" > "$stamp"
}

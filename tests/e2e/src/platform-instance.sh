#!/usr/bin/env bash
# Starts or stops one more platform for an end-to-end test, with the functions scripts/start uses
# (scripts/lib/platform.sh), on the ports, database, NATS namespace and run directory of the
# caller's environment (OJ_GATEWAY_PORT..., OJ_PLATFORM_NATS_PORT, OJ_DB_NAME, OJ_NATS_NAMESPACE,
# OJ_RUN_DIR). No front-end build: the test drives the API.
# Usage: tests/e2e/src/platform-instance.sh start|stop
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../../../scripts/lib/toolchain.sh"
. "$OJ_ROOT/scripts/lib/services.sh"
. "$OJ_ROOT/scripts/lib/platform.sh"

case "${1:-}" in
  start)
    oj_ensure_toolchain
    oj_platform_env
    oj_migrate
    oj_launch_platform
    ;;
  stop)
    export OJ_RUN_DIR="${OJ_RUN_DIR:?OJ_RUN_DIR is required}"
    oj_stop_all
    ;;
  *) oj_die "usage: $0 start|stop" ;;
esac

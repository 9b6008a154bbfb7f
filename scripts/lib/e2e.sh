# shellcheck shell=bash
# The end-to-end level of scripts/test: the files split into shards of about equal time
# (tests/e2e/shards.ts), each shard against a platform of its own (ports, database, NATS server and
# namespace, run directory), all shards at once. Source after toolchain.sh, services.sh, platform.sh.

# Runs one shard: starts its platform, runs its files, stops it. Its output goes to
# $report_dir/e2e-<index>.log, its vitest report to $report_dir/e2e-<index>.json; "platform start
# failed" is written to $report_dir/e2e-<index>.failed when its platform did not come up.
oj_e2e_shard() { # index, files...
  local index="$1"; shift
  local offset=$(((index - 1) * 100 + ${OJ_E2E_PORT_OFFSET:-0}))
  (
    export OJ_RUN_DIR="$OJ_ROOT/.run/e2e-$index"
    export OJ_DB_NAME="oj_e2e_${OJ_TEST_RUN_ID}_$index" OJ_NATS_NAMESPACE="e2e${OJ_TEST_RUN_ID}s$index"
    export OJ_GATEWAY_PORT=$((18080 + offset)) OJ_JUDGE_DISPATCH_PORT=$((18081 + offset)) OJ_CONTEST_PORT=$((18082 + offset))
    export OJ_COMMUNITY_PORT=$((18083 + offset)) OJ_JUDGE_NODE_PORT=$((18084 + offset))
    # Its own authenticated NATS server (oj_launch_nats), store under $OJ_RUN_DIR/nats, removed afterwards.
    export OJ_PLATFORM_NATS_PORT=$((18222 + offset))
    export OJ_ROOT_PASSWORD="e2e-root-pass"
    # The shards' judge nodes share the machine's cores: one slot each, so a sandbox's time limit
    # still measures a core of its own.
    export OJ_JUDGE_CONCURRENCY="${OJ_E2E_JUDGE_CONCURRENCY:-1}"
    OJ_DB_GRANT_PATTERN="$e2e_grants" oj_platform_env
    if (oj_migrate && oj_launch_platform); then
      # Services the suite starts itself connect to the platform's authenticated NATS, as the platform does.
      # --retry 1, as level 2: a browser step that timed out once on a loaded machine gets a second try (the
      # JSON report counts a test that passed on its retry as passed; vitest prints the retry).
      (oj_platform_nats_env && OJ_E2E_BASE_URL="http://127.0.0.1:$OJ_GATEWAY_PORT" as_test_db vitest run --config tests/e2e/vitest.config.ts \
        --retry=1 --reporter=default --reporter=json --outputFile.json="$report_dir/e2e-$index.json" "$@")
    else
      echo "platform start failed" >"$report_dir/e2e-$index.failed"
    fi
    oj_stop_all
    rm -rf "$OJ_RUN_DIR/nats/store"
    as_test_db node tests/e2e/cleanup.ts >/dev/null 2>&1 || true
  ) >"$report_dir/e2e-$index.log" 2>&1
}

# Runs every shard at once and prints each one's output once it is done. OJ_E2E_SHARDS (default 2).
# OJ_E2E_FILES (space-separated, relative to tests/e2e, or vitest filters) runs only those files, in one
# shard; OJ_E2E_PORT_OFFSET (default 0) moves every shard's ports, beside another run on this machine.
oj_e2e_level() {
  local shards="${OJ_E2E_SHARDS:-2}" index=0 line pids=()
  local -a plan
  if [ -n "${OJ_E2E_FILES:-}" ]; then
    plan=("$OJ_E2E_FILES")
  else
    mapfile -t plan < <(node "$OJ_ROOT/tests/e2e/shards.ts" "$shards") || oj_die "could not split the end-to-end files"
  fi
  for line in "${plan[@]}"; do
    index=$((index + 1))
    [ -n "$line" ] || continue
    # shellcheck disable=SC2086 # the line is a list of paths without spaces
    oj_e2e_shard "$index" $line &
    pids+=("$!")
  done
  for index in "${!pids[@]}"; do wait "${pids[$index]}" || true; done
  for ((index = 1; index <= ${#plan[@]}; index++)); do
    [ -f "$report_dir/e2e-$index.log" ] || continue
    oj_log "end-to-end shard $index of ${#plan[@]}: ${plan[$((index - 1))]}"
    cat "$report_dir/e2e-$index.log"
  done
}

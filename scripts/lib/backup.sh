# shellcheck shell=bash
# What scripts/backup and scripts/restore share (docs/backup.md): the database as the migration
# account (oj_migrate, db-accounts.sh: the one with the rights to dump and to load a schema), the
# platform's NATS (its own, started here for the time of the run when it is not running), and the
# uploaded files under OJ_DATA_DIR. Source after toolchain.sh, services.sh and platform.sh.

# The helpers that read and write NATS and the manifest (node, with the services' settings).
OJ_BACKUP_CLI="$OJ_ROOT/apps/gateway/src/cli/backup"
# Directories under OJ_DATA_DIR that are caches (the judge node's test data and compiled checkers),
# never saved nor restored; everything else there is an uploaded file (avatars, images, files).
OJ_BACKUP_CACHE_DIRS=(judge-cache checker-cache)
OJ_BACKUP_DB_CHARSET=utf8mb4
OJ_BACKUP_DB_COLLATION=utf8mb4_unicode_ci

# The platform's settings as scripts/start has them: run and data directories, database accounts.
oj_backup_env() {
  oj_ensure_toolchain
  oj_platform_env
  [[ "$OJ_DB_NAME" =~ ^[A-Za-z0-9_]+$ ]] || oj_die "OJ_DB_NAME must be letters, digits and _, got '$OJ_DB_NAME'"
}

oj_backup_db_password() {
  if [ -n "${OJ_DB_MIGRATE_PASSWORD:-}" ]; then printf '%s' "$OJ_DB_MIGRATE_PASSWORD"
  elif [ -n "${OJ_DB_MIGRATE_PASSWORD_FILE:-}" ]; then tr -d '\n' <"$OJ_DB_MIGRATE_PASSWORD_FILE"
  fi
}

# Runs a MariaDB client (mariadb, mariadb-dump) as the migration account over TCP; the password
# reaches it through its environment, never its command line.
oj_backup_db_client() { # program, arguments...
  local program="$1" password
  shift
  password="$(oj_backup_db_password)" || oj_die "cannot read the migration account's password"
  local auth=()
  [ -n "$password" ] || auth=(--password=)
  MYSQL_PWD="$password" "$program" --no-defaults --protocol=tcp -h "${OJ_DB_HOST:-127.0.0.1}" -P "${OJ_DB_PORT:-3306}" \
    -u "${OJ_DB_MIGRATE_USER:-$OJ_DB_USER}" "${auth[@]}" --default-character-set="$OJ_BACKUP_DB_CHARSET" "$@"
}

oj_backup_sql() { oj_backup_db_client mariadb --batch --skip-column-names -e "$1"; }

# Whether the platform's database exists (the account sees only the databases it has rights on).
oj_backup_db_exists() {
  [ -n "$(oj_backup_sql "SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = '$OJ_DB_NAME'")" ]
}

oj_backup_db_tables() {
  oj_backup_sql "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '$OJ_DB_NAME'"
}

# The applied migrations, oldest first, one name a line (nothing when the table is missing).
oj_backup_db_migrations() {
  local has
  has="$(oj_backup_sql "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '$OJ_DB_NAME' AND TABLE_NAME = 'migrations'")" || return 1
  [ "$has" = 0 ] || oj_backup_sql "SELECT name FROM \`$OJ_DB_NAME\`.migrations ORDER BY timestamp, id"
}

# The schema and rows in one transaction (--single-transaction: a consistent read view of InnoDB,
# no table locks, the services keep writing). No LOCK TABLES statements in the dump, so the
# migration account, which has no LOCK TABLES right, can load it.
oj_backup_db_dump() { # gzip file
  oj_backup_db_client mariadb-dump --single-transaction --quick --skip-lock-tables --skip-add-locks \
    --no-tablespaces --hex-blob --triggers "$OJ_DB_NAME" | gzip -6 >"$1"
}

oj_backup_db_load() { # gzip file
  gunzip -c "$1" | oj_backup_db_client mariadb --batch "$OJ_DB_NAME"
}

# An empty database to restore into: created when missing; with force, dropped and created again.
oj_backup_db_prepare() { # force (1 or empty)
  local create="CREATE DATABASE IF NOT EXISTS \`$OJ_DB_NAME\` CHARACTER SET $OJ_BACKUP_DB_CHARSET COLLATE $OJ_BACKUP_DB_COLLATION"
  if [ -n "$1" ]; then oj_backup_sql "DROP DATABASE IF EXISTS \`$OJ_DB_NAME\`" || return 1; fi
  oj_backup_sql "$create"
}

# The platform's NATS for the helpers: its own server (started for this run when it is not
# listening, stopped again by oj_backup_nats_down) or, with OJ_PLATFORM_NATS=external, OJ_NATS_URL
# with the credentials given.
OJ_BACKUP_STARTED_NATS=""
oj_backup_nats_up() {
  if [ "${OJ_PLATFORM_NATS:-own}" = external ]; then return 0; fi
  local host="${OJ_PLATFORM_NATS_HOST:-127.0.0.1}"
  [ "$host" != 0.0.0.0 ] || host=127.0.0.1
  if oj_port_open "$host" "${OJ_PLATFORM_NATS_PORT:-4223}"; then
    oj_platform_nats_env
  else
    oj_log "the platform's NATS is not running: starting it for this run"
    oj_launch_nats
    OJ_BACKUP_STARTED_NATS=1
  fi
}

oj_backup_nats_down() {
  if [ -n "$OJ_BACKUP_STARTED_NATS" ]; then oj_stop_one nats; OJ_BACKUP_STARTED_NATS=""; fi
  return 0
}

oj_backup_node() { # helper file, arguments...
  local helper="$1"
  shift
  node "$OJ_BACKUP_CLI/$helper" "$@"
}

# The uploaded files under OJ_DATA_DIR: top-level entries that are not caches.
oj_backup_upload_entries() {
  local entry name cache skip
  [ -d "$OJ_DATA_DIR" ] || return 0
  for entry in "$OJ_DATA_DIR"/* "$OJ_DATA_DIR"/.[!.]*; do
    [ -e "$entry" ] || continue
    name="$(basename "$entry")" skip=""
    for cache in "${OJ_BACKUP_CACHE_DIRS[@]}"; do [ "$name" != "$cache" ] || skip=1; done
    [ -n "$skip" ] || printf '%s\n' "$name"
  done
}

oj_backup_files_save() { # tar.gz file; prints the number of files saved
  local entries=()
  mapfile -t entries < <(oj_backup_upload_entries)
  if [ ${#entries[@]} -eq 0 ]; then
    tar -czf "$1" -T /dev/null
    echo 0
    return 0
  fi
  tar -czf "$1" -C "$OJ_DATA_DIR" -- "${entries[@]}" || return 1
  (cd "$OJ_DATA_DIR" && find "${entries[@]}" -type f | wc -l)
}

oj_backup_files_restore() { # tar.gz file, force (1 or empty)
  local entries=() entry
  mkdir -p "$OJ_DATA_DIR"
  if [ -n "$2" ]; then
    mapfile -t entries < <(oj_backup_upload_entries)
    for entry in "${entries[@]}"; do rm -rf -- "${OJ_DATA_DIR:?}/$entry"; done
  fi
  tar -xzf "$1" -C "$OJ_DATA_DIR" --no-same-owner
}

# Seconds since a start time taken with `date +%s.%N`, to one decimal.
oj_backup_seconds_since() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }

# shellcheck shell=bash
# The platform's MariaDB accounts (docs/security.md, "The database"). On a local MariaDB (OJ_DB_HOST
# 127.0.0.1 or localhost) the scripts, run as root on this machine, reach MariaDB's root through the
# unix socket only (Debian's unix_socket login) and keep three accounts, each with a password generated
# once into $OJ_DB_ACCOUNTS_DIR/<user>.password (mode 600, never logged nor put on a command line).
# The accounts are the MariaDB server's, so their passwords are kept beside it, not in a checkout: every
# checkout on the machine (a CI run, a second clone, a helper's worktree) reads the same files, and none
# of them sets a password another one holds. The accounts:
#   oj          the services: SELECT, INSERT, UPDATE, DELETE on the platform's database; no DDL
#   oj_migrate  migrations and seeding (apps/gateway/src/cli/migrate.ts): DDL on that database only
#   oj_test     scripts/test and the benches: every right on the databases named oj_t_* and oj_e2e_*
# A login as root (or anyone) over TCP with an empty password is closed. With OJ_DB_HOST on another
# machine the operator supplies OJ_DB_USER and OJ_DB_PASSWORD (or OJ_DB_PASSWORD_FILE), and for
# migrations optionally OJ_DB_MIGRATE_USER and OJ_DB_MIGRATE_PASSWORD(_FILE); nothing here runs then.
# Source after toolchain.sh.

OJ_DB_ACCOUNTS_DIR="${OJ_DB_ACCOUNTS_DIR:-/var/lib/oj/db-accounts}"
# Where checkouts kept them before: a file found there is taken over, so an upgrade changes no password.
OJ_DB_OLD_ACCOUNTS_DIR="$OJ_ROOT/.run/db"
# Where MariaDB's root is reached as this machine's root (Debian's default socket).
OJ_DB_ADMIN_SOCKET="${OJ_DB_ADMIN_SOCKET:-/run/mysqld/mysqld.sock}"
# A TCP login from 127.0.0.1 matches 'localhost' when MariaDB resolves names and '127.0.0.1' when it
# does not (skip-name-resolve): each account exists for both.
OJ_DB_ACCOUNT_HOSTS=(localhost 127.0.0.1)
OJ_DB_SERVICE_PRIVILEGES='SELECT, INSERT, UPDATE, DELETE'
# What the migrations and TypeORM's migrations table use: tables, indexes, foreign keys.
OJ_DB_MIGRATE_PRIVILEGES='SELECT, INSERT, UPDATE, DELETE, CREATE, DROP, ALTER, INDEX, REFERENCES'
# The databases the tests create (packages/db testing.ts, scripts/test's end-to-end level), as grant patterns.
OJ_DB_TEST_DATABASES=('oj\_t\_%' 'oj\_e2e\_%')

oj_db_is_local() { [ "${OJ_DB_HOST:-127.0.0.1}" = 127.0.0.1 ] || [ "${OJ_DB_HOST:-127.0.0.1}" = localhost ]; }

oj_db_password_file() { printf '%s/%s.password' "$OJ_DB_ACCOUNTS_DIR" "$1"; }

# Prints the account's password, generating it on first use (48 hex digits: nothing to quote in SQL).
oj_db_password() { # user
  local file
  file="$(oj_db_password_file "$1")"
  mkdir -p "$OJ_DB_ACCOUNTS_DIR" && chmod 700 "$OJ_DB_ACCOUNTS_DIR"
  if ! [ -s "$file" ] && [ -s "$OJ_DB_OLD_ACCOUNTS_DIR/$1.password" ]; then
    (umask 077 && cp "$OJ_DB_OLD_ACCOUNTS_DIR/$1.password" "$file") || oj_die "could not write $file"
  fi
  if ! [ -s "$file" ]; then
    (umask 077 && od -An -N24 -tx1 /dev/urandom | tr -d ' \n' >"$file") || oj_die "could not write $file"
  fi
  chmod 600 "$file"
  tr -d '\n' <"$file"
}

# Runs the SQL on stdin as MariaDB's root through the unix socket.
oj_db_root_sql() {
  mariadb --no-defaults --protocol=socket --socket="$OJ_DB_ADMIN_SOCKET" -u root --batch --skip-column-names "$@"
}

oj_db_root_ok() { oj_db_root_sql <<<'SELECT 1' >/dev/null 2>&1; }

# Runs one statement over TCP as user with password (empty: none), printing its result. The password
# reaches the client through its environment, never its command line.
oj_db_tcp() { # user, password, sql
  local auth=(--password=)
  [ -z "$2" ] || auth=()
  MYSQL_PWD="$2" mariadb --no-defaults --protocol=tcp -h "${OJ_DB_HOST:-127.0.0.1}" -P "${OJ_DB_PORT:-3306}" -u "$1" \
    "${auth[@]}" --batch --skip-column-names -e "$3" 2>/dev/null
}

# Closes every login without a password: an account whose password is empty (root's, which the
# platform's scripts used to open over TCP, or one an install left) goes to the unix socket only; an
# anonymous account, which lets any name in, is dropped. Then root and a made-up name are tried over
# TCP without a password, and must be refused.
oj_db_close_empty_logins() {
  local accounts account user host name
  accounts="$(oj_db_root_sql <<'SQL'
SELECT CONCAT(User, '@', Host) FROM mysql.global_priv
WHERE IFNULL(JSON_VALUE(Priv, '$.is_role'), '0') NOT IN ('1', 'true')
  AND IFNULL(JSON_VALUE(Priv, '$.account_locked'), '0') NOT IN ('1', 'true')
  AND ((IFNULL(JSON_VALUE(Priv, '$.plugin'), 'mysql_native_password') IN ('mysql_native_password', 'mysql_old_password', 'ed25519')
        AND IFNULL(JSON_VALUE(Priv, '$.authentication_string'), '') = '')
    OR JSON_CONTAINS(IFNULL(JSON_EXTRACT(Priv, '$.auth_or'), '[]'), '{"authentication_string": ""}'));
SQL
)" || oj_die "could not read MariaDB's accounts through $OJ_DB_ADMIN_SOCKET"
  while IFS= read -r account; do
    [ -n "$account" ] || continue
    user="${account%%@*}" host="${account#*@}"
    [[ "$user@$host" =~ ^[A-Za-z0-9_.:%-]*@[A-Za-z0-9_.:%-]*$ ]] || oj_die "unexpected MariaDB account name '$account'"
    if [ -z "$user" ]; then
      oj_log "dropping MariaDB's anonymous account ''@'$host' (it let any name log in without a password)"
      oj_db_root_sql <<<"DROP USER ''@'$host';" || oj_die "could not drop ''@'$host'"
    else
      oj_log "MariaDB's '$user'@'$host' had no password: it now logs in through the unix socket only"
      oj_db_root_sql <<<"ALTER USER '$user'@'$host' IDENTIFIED VIA unix_socket;" || oj_die "could not alter '$user'@'$host'"
    fi
  done <<<"$accounts"
  for name in root "oj_probe_$$"; do
    if oj_db_tcp "$name" '' 'SELECT 1' >/dev/null; then oj_die "MariaDB still lets '$name' in over TCP without a password"; fi
  done
}

# The SQL that creates the account (or resets its password) and grants privileges on the database
# patterns; the password is set from its file every time, so a deleted .run/ gets fresh ones.
oj_db_account_sql() { # user, privileges, database patterns...
  local user="$1" privileges="$2" password host db
  shift 2
  password="$(oj_db_password "$user")"
  for host in "${OJ_DB_ACCOUNT_HOSTS[@]}"; do
    printf "CREATE USER IF NOT EXISTS '%s'@'%s' IDENTIFIED BY '%s';\n" "$user" "$host" "$password"
    printf "ALTER USER '%s'@'%s' IDENTIFIED BY '%s';\n" "$user" "$host" "$password"
    for db in "$@"; do printf "GRANT %s ON \`%s\`.* TO '%s'@'%s';\n" "$privileges" "$db" "$user" "$host"; done
  done
}

# A database name as a grant pattern: `_` and `%` are wildcards there.
oj_db_grant_pattern() { local name="${1//_/\\_}"; printf '%s' "${name//%/\\%}"; }

# Applies account SQL as root; without root (not run as root, or MariaDB's socket elsewhere: set
# OJ_DB_ADMIN_SOCKET) the accounts must already log in with the passwords in $OJ_DB_ACCOUNTS_DIR.
oj_db_apply() { # user (checked without root), sql
  local out
  if oj_db_root_ok; then
    # The client repeats a failed statement in its message: the password is masked there.
    if ! out="$(oj_db_root_sql <<<"$2" 2>&1)"; then
      printf '%s\n' "$out" | sed -E "s/(IDENTIFIED BY )'[^']*'/\\1'(hidden)'/g" >&2
      oj_die "could not set up MariaDB's account '$1'"
    fi
  elif ! oj_db_tcp "$1" "$(oj_db_password "$1")" 'SELECT 1' >/dev/null; then
    oj_die "MariaDB's account '$1' is missing or has another password, and MariaDB's root is not reachable through $OJ_DB_ADMIN_SOCKET to set it up: run this as root once (see docs/operations.md, \"The database\")"
  fi
}

# MariaDB as the platform reaches it: a TCP login without a password closed (as root through the
# socket). Called once the server listens; a no-op for a MariaDB on another host.
oj_db_secure() {
  oj_db_is_local || return 0
  if oj_db_root_ok; then
    oj_db_close_empty_logins
  elif oj_db_tcp root '' 'SELECT 1' >/dev/null; then
    oj_die "MariaDB's root logs in over TCP without a password; run this as root once to close it (see docs/operations.md, \"The database\")"
  fi
}

# The services' and the migrations' accounts with their grants on the database pattern (default: the
# platform's database, OJ_DB_NAME). Exports OJ_DB_USER and OJ_DB_PASSWORD_FILE for the services and
# sets OJ_DB_MIGRATE_USER and OJ_DB_MIGRATE_PASSWORD_FILE for oj_migrate. When OJ_DB_USER is given
# (an operator's own accounts, required for a MariaDB on another host) it is used as given, and the
# migrations use OJ_DB_MIGRATE_USER and its password when given, else the same account.
oj_db_platform_accounts() { # [database pattern]
  if [ -n "${OJ_DB_USER:-}" ]; then
    OJ_DB_MIGRATE_USER="${OJ_DB_MIGRATE_USER:-$OJ_DB_USER}"
    if [ "$OJ_DB_MIGRATE_USER" = "$OJ_DB_USER" ] && [ -z "${OJ_DB_MIGRATE_PASSWORD:-}${OJ_DB_MIGRATE_PASSWORD_FILE:-}" ]; then
      OJ_DB_MIGRATE_PASSWORD="${OJ_DB_PASSWORD:-}" OJ_DB_MIGRATE_PASSWORD_FILE="${OJ_DB_PASSWORD_FILE:-}"
    fi
    return 0
  fi
  oj_db_is_local || oj_die "OJ_DB_HOST=$OJ_DB_HOST is not this machine: set OJ_DB_USER and OJ_DB_PASSWORD (or OJ_DB_PASSWORD_FILE) to the platform's account there (docs/operations.md, \"The database\")"
  local pattern="${1:-$(oj_db_grant_pattern "$OJ_DB_NAME")}"
  oj_db_apply oj "$(oj_db_account_sql oj "$OJ_DB_SERVICE_PRIVILEGES" "$pattern")"
  oj_db_apply oj_migrate "$(oj_db_account_sql oj_migrate "$OJ_DB_MIGRATE_PRIVILEGES" "$pattern")"
  export OJ_DB_USER=oj OJ_DB_PASSWORD_FILE
  OJ_DB_PASSWORD_FILE="$(oj_db_password_file oj)"
  unset OJ_DB_PASSWORD
  OJ_DB_MIGRATE_USER=oj_migrate OJ_DB_MIGRATE_PASSWORD="" OJ_DB_MIGRATE_PASSWORD_FILE="$(oj_db_password_file oj_migrate)"
}

# Takes back the grants oj_db_platform_accounts gave on a pattern (scripts/test's end-to-end databases).
oj_db_revoke_platform() { # database pattern
  oj_db_is_local && oj_db_root_ok || return 0
  local user host
  for user in oj oj_migrate; do
    for host in "${OJ_DB_ACCOUNT_HOSTS[@]}"; do
      oj_db_root_sql --force <<<"REVOKE ALL PRIVILEGES ON \`$1\`.* FROM '$user'@'$host';" >/dev/null 2>&1
    done
  done
  return 0
}

# The tests' account (oj_test): sets OJ_TEST_DB_USER and OJ_TEST_DB_PASSWORD for scripts/test and the
# benches to export to their runs. Given OJ_DB_USER (an operator's account, which may create and drop
# the oj_t_* and oj_e2e_* databases), that one is used instead.
oj_db_test_account() {
  if [ -n "${OJ_DB_USER:-}" ]; then
    OJ_TEST_DB_USER="$OJ_DB_USER" OJ_TEST_DB_PASSWORD="${OJ_DB_PASSWORD:-}"
    [ -z "${OJ_DB_PASSWORD_FILE:-}" ] || OJ_TEST_DB_PASSWORD="$(tr -d '\n' <"$OJ_DB_PASSWORD_FILE")"
    return 0
  fi
  oj_db_is_local || oj_die "OJ_DB_HOST=$OJ_DB_HOST is not this machine: set OJ_DB_USER and OJ_DB_PASSWORD to an account that may create and drop the oj_t_* and oj_e2e_* databases there"
  oj_db_apply oj_test "$(oj_db_account_sql oj_test 'ALL PRIVILEGES' "${OJ_DB_TEST_DATABASES[@]}")"
  OJ_TEST_DB_USER=oj_test OJ_TEST_DB_PASSWORD="$(oj_db_password oj_test)"
}

#!/bin/bash
# oj-mariadb's entrypoint: initialises an empty data directory (root logs in through the unix socket
# only), then, on every start, sets the platform's two accounts from the password files that the
# compose stack's init service wrote (OJ_SECRETS_DIR): `oj` with the four data rights and `oj_migrate`
# with the DDL rights too, on OJ_DB_NAME only (docs/operations.md, "The database"). Then runs mariadbd.
set -euo pipefail
DATA=/var/lib/mysql
SECRETS="${OJ_SECRETS_DIR:-/var/lib/oj/secrets}"
DB="${OJ_DB_NAME:-oj}"
SETUP_SOCKET=/run/mysqld/setup.sock
[[ "$DB" =~ ^[A-Za-z0-9_]+$ ]] || { echo "oj-mariadb: OJ_DB_NAME must be letters, digits and _" >&2; exit 2; }
password() {
  local file="$SECRETS/$1.password" value
  value="$(cat "$file" 2>/dev/null)" || { echo "oj-mariadb: $file is missing (run the init service first)" >&2; exit 2; }
  [[ "$value" =~ ^[A-Za-z0-9]{16,}$ ]] || { echo "oj-mariadb: $file must hold 16 or more letters and digits" >&2; exit 2; }
  printf '%s' "$value"
}
chown mysql:mysql "$DATA" /run/mysqld
if [ ! -d "$DATA/mysql" ]; then
  echo "oj-mariadb: initialising $DATA" >&2
  mariadb-install-db --user=mysql --datadir="$DATA" --auth-root-authentication-method=socket --skip-test-db >/dev/null
fi
mariadbd --user=mysql --datadir="$DATA" --skip-networking --socket="$SETUP_SOCKET" &
setup_pid=$!
for _ in $(seq 120); do mariadb-admin --socket="$SETUP_SOCKET" ping >/dev/null 2>&1 && break; sleep 0.5; done
data_rights='SELECT, INSERT, UPDATE, DELETE'
ddl_rights="$data_rights, CREATE, DROP, ALTER, INDEX, REFERENCES"
mariadb --socket="$SETUP_SOCKET" <<SQL
DELETE FROM mysql.global_priv WHERE User = '';
CREATE USER IF NOT EXISTS 'oj'@'%' IDENTIFIED BY '$(password db-oj)';
ALTER USER 'oj'@'%' IDENTIFIED BY '$(password db-oj)';
GRANT $data_rights ON \`$DB\`.* TO 'oj'@'%';
CREATE USER IF NOT EXISTS 'oj_migrate'@'%' IDENTIFIED BY '$(password db-oj_migrate)';
ALTER USER 'oj_migrate'@'%' IDENTIFIED BY '$(password db-oj_migrate)';
GRANT $ddl_rights ON \`$DB\`.* TO 'oj_migrate'@'%';
FLUSH PRIVILEGES;
SQL
mariadb-admin --socket="$SETUP_SOCKET" shutdown
wait "$setup_pid" || true
exec mariadbd --user=mysql --datadir="$DATA" --bind-address=0.0.0.0 --port=3306 --skip-name-resolve \
  "$@"

#!/bin/sh
# oj-init (the compose stack's init service, as root, once before everything else): generates the
# installation's secrets once and writes the NATS configuration on every start.
#   /var/lib/oj/secrets  the services' secrets (uid 10001): db-oj.password, db-oj_migrate.password,
#                        jwt-secret, nats-service.password; read by MariaDB's entrypoint too
#   /var/lib/oj/judge    judge.password only: what a judge node needs (here or on another host)
#   /var/lib/oj/nats     nats.conf (bcrypt hashes, one user per role) and the JetStream store
# Secrets are made of letters and digits, never printed.
set -eu
SECRETS=/var/lib/oj/secrets
JUDGE=/var/lib/oj/judge
NATS=/var/lib/oj/nats
umask 077
mkdir -p "$SECRETS" "$JUDGE" "$NATS"
secret() { [ -s "$1" ] || head -c 64 /dev/urandom | base64 -w0 | tr -dc 'A-Za-z0-9' | head -c 40 >"$1"; }
secret "$SECRETS/db-oj.password"
secret "$SECRETS/db-oj_migrate.password"
secret "$SECRETS/jwt-secret"
node /app/packages/service-kit/src/cli/nats-config.ts --dir "$NATS" --namespace "${OJ_NATS_NAMESPACE:-oj}" \
  --host 0.0.0.0 --port 4222 >/dev/null
cp "$NATS/service.password" "$SECRETS/nats-service.password"
cp "$NATS/judge.password" "$JUDGE/judge.password"
chown -R 10001:10001 "$SECRETS"
chmod 0700 "$SECRETS" "$JUDGE"
echo "oj-init: secrets and NATS configuration ready"

#!/bin/sh
# oj-init (the compose stack's init service, as root, once before everything else): generates the
# installation's secrets and NATS certificates once and writes the NATS configuration on every start.
#   /var/lib/oj/secrets  the services' secrets (uid 10001): db-oj.password, db-oj_migrate.password,
#                        jwt-secret, nats-service.password; read by MariaDB's entrypoint too; and
#                        nats-ca.pem, the CA the services verify the NATS server with
#   /var/lib/oj/judge    what a judge node needs (here or on another host): judge.password, nats-ca.pem
#   /var/lib/oj/nats     nats.conf (bcrypt hashes, one user per role, TLS), the JetStream store, and
#                        tls/: ca.pem, server.pem, server.key (oj-nats-tls)
#   /var/lib/oj/nats-ca  ca.key, the key of the stack's own CA: mounted here only
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
/usr/local/bin/oj-nats-tls "$NATS/tls" /var/lib/oj/nats-ca
node /app/packages/service-kit/src/cli/nats-config.ts --dir "$NATS" --namespace "${OJ_NATS_NAMESPACE:-oj}" \
  --host 0.0.0.0 --port 4222 --tls-cert "$NATS/tls/server.pem" --tls-key "$NATS/tls/server.key" >/dev/null
cp "$NATS/service.password" "$SECRETS/nats-service.password"
cp "$NATS/judge.password" "$JUDGE/judge.password"
cp "$NATS/tls/ca.pem" "$SECRETS/nats-ca.pem"
cp "$NATS/tls/ca.pem" "$JUDGE/nats-ca.pem"
chown -R 10001:10001 "$SECRETS"
chmod 0700 "$SECRETS" "$JUDGE"
echo "oj-init: secrets, NATS certificates and configuration ready"

#!/bin/sh
# oj-nats-tls <tls dir> <ca key dir> (run by oj-init, as root): the compose stack's NATS certificates.
#   <tls dir>/ca.pem       the CA certificate clients verify the server with (copied out to them by oj-init)
#   <tls dir>/server.pem   the server certificate, for DNS:nats, DNS:localhost, IP:127.0.0.1 and each name or
#                          address of OJ_COMPOSE_NATS_TLS_NAMES (commas or spaces between them)
#   <tls dir>/server.key   its key (mode 600)
#   <ca key dir>/ca.key    the CA's key (mode 600), in a volume only the init service mounts
# Made once: what exists is never overwritten. An operator's own server.pem, server.key and ca.pem (the CA
# that signed the server certificate) in <tls dir> are used as they are (docs/deployment.md, "NATS over TLS").
# Keys are ECDSA P-256; the CA is valid 10 years, the server certificate 825 days.
set -eu
[ $# -eq 2 ] || { echo "usage: oj-nats-tls <tls dir> <ca key dir>" >&2; exit 2; }
TLS=$1
CA=$2
fail() { echo "oj-nats-tls: $*" >&2; exit 1; }
umask 077
mkdir -p "$TLS" "$CA"

# The subjectAltName of the server certificate; a name that is not a host name or an address is refused
# (it would reach openssl's configuration).
alt_names() {
  names="DNS:nats,DNS:localhost,IP:127.0.0.1"
  set -f
  for name in $(printf '%s' "${OJ_COMPOSE_NATS_TLS_NAMES:-}" | tr ',' ' '); do
    case "$name" in
      *[!A-Za-z0-9.:*-]* | "") fail "OJ_COMPOSE_NATS_TLS_NAMES: not a host name or an IP address: $name" ;;
      *:*) names="$names,IP:$name" ;;
      *[!0-9.]*) names="$names,DNS:$name" ;;
      *) names="$names,IP:$name" ;;
    esac
  done
  set +f
  printf '%s' "$names"
}
names=$(alt_names)

if [ -e "$TLS/server.pem" ] || [ -e "$TLS/server.key" ]; then
  [ -s "$TLS/server.pem" ] && [ -s "$TLS/server.key" ] || fail "$TLS holds only one of server.pem and server.key: both, or neither"
  [ -s "$TLS/ca.pem" ] || fail "$TLS/ca.pem is missing: put there the CA certificate that signed server.pem"
  if [ -s "$TLS/server.names" ] && [ "$(cat "$TLS/server.names")" != "$names" ]; then
    echo "oj-nats-tls: warning: the server certificate was made for $(cat "$TLS/server.names"), not $names;" \
      "remove server.pem and server.key to make it anew (docs/deployment.md, \"NATS over TLS\")" >&2
  fi
else
  if [ ! -e "$TLS/ca.pem" ]; then
    [ ! -e "$CA/ca.key" ] || fail "$CA/ca.key exists without $TLS/ca.pem: restore ca.pem, or remove both to make a new CA"
    openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$CA/ca.key.tmp"
    openssl req -x509 -new -key "$CA/ca.key.tmp" -sha256 -days 3650 -subj "/CN=OJ compose NATS CA" \
      -addext "basicConstraints=critical,CA:TRUE,pathlen:0" -addext "keyUsage=critical,keyCertSign,cRLSign" \
      -out "$TLS/ca.pem.tmp"
    mv "$CA/ca.key.tmp" "$CA/ca.key"
    mv "$TLS/ca.pem.tmp" "$TLS/ca.pem"
    echo "oj-nats-tls: made a new CA"
  fi
  [ -s "$CA/ca.key" ] || fail "$TLS/ca.pem is not this stack's own CA (no key to sign with): put server.pem and server.key signed by it beside it"
  openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$TLS/server.key.tmp"
  openssl req -new -key "$TLS/server.key.tmp" -subj "/CN=nats" -out "$TLS/server.csr.tmp"
  printf '%s\n' "basicConstraints=critical,CA:FALSE" "keyUsage=critical,digitalSignature" \
    "extendedKeyUsage=serverAuth" "subjectAltName=$names" >"$TLS/server.ext.tmp"
  openssl x509 -req -in "$TLS/server.csr.tmp" -CA "$TLS/ca.pem" -CAkey "$CA/ca.key" -set_serial "0x$(openssl rand -hex 16)" \
    -sha256 -days 825 -extfile "$TLS/server.ext.tmp" -out "$TLS/server.pem.tmp" 2>/dev/null || fail "openssl could not sign the server certificate"
  rm -f "$TLS/server.csr.tmp" "$TLS/server.ext.tmp"
  printf '%s\n' "$names" >"$TLS/server.names"
  mv "$TLS/server.key.tmp" "$TLS/server.key"
  mv "$TLS/server.pem.tmp" "$TLS/server.pem"
  echo "oj-nats-tls: made the server certificate for $names"
fi

chmod 0600 "$TLS/server.key"
[ ! -e "$CA/ca.key" ] || chmod 0600 "$CA/ca.key"
chmod 0644 "$TLS/server.pem" "$TLS/ca.pem"
openssl verify -CAfile "$TLS/ca.pem" -untrusted "$TLS/server.pem" "$TLS/server.pem" >/dev/null 2>&1 || fail "$TLS/server.pem is not signed by $TLS/ca.pem"
openssl x509 -checkend $((30 * 86400)) -noout -in "$TLS/server.pem" >/dev/null ||
  echo "oj-nats-tls: warning: the server certificate expires within 30 days: remove server.pem and server.key to make it anew" >&2

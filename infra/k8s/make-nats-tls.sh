#!/bin/sh
# Makes the files of the Secret oj-nats-tls with openssl (docs/kubernetes.md, "NATS over TLS"), when
# cert-manager does not:
#   infra/k8s/make-nats-tls.sh <dir> [name ...]        (OJ_K8S_NAMESPACE, default oj: the kustomization's)
# In <dir>: nats-ca.pem and nats-ca.key (a private CA, 10 years; keep its key off the cluster), nats.pem and
# nats.key (the servers' certificate, 825 days), keys mode 600. The certificate names the client Service
# (nats, nats.<ns>, nats.<ns>.svc, nats.<ns>.svc.cluster.local), the servers' route names (*.nats-headless,
# *.nats-headless.<ns>.svc, *.nats-headless.<ns>.svc.cluster.local) and each extra name or IP address
# given; it serves both server and client authentication, since routes verify each other. Refuses to
# overwrite files in <dir>. tests/infra/test/nats-cluster.test.ts runs the cluster with what it makes.
set -eu
[ $# -ge 1 ] || { echo "usage: make-nats-tls.sh <dir> [name ...]" >&2; exit 2; }
dir=$1
shift
ns=${OJ_K8S_NAMESPACE:-oj}
fail() { echo "make-nats-tls: $*" >&2; exit 1; }
umask 077
mkdir -p "$dir"
for file in nats-ca.pem nats-ca.key nats.pem nats.key; do [ ! -e "$dir/$file" ] || fail "$dir/$file exists"; done

names="DNS:nats,DNS:nats.$ns,DNS:nats.$ns.svc,DNS:nats.$ns.svc.cluster.local"
names="$names,DNS:*.nats-headless,DNS:*.nats-headless.$ns.svc,DNS:*.nats-headless.$ns.svc.cluster.local"
set -f
for name in "$@"; do
  case "$name" in
    *[!A-Za-z0-9.:*-]* | "") fail "not a host name or an IP address: $name" ;;
    *:*) names="$names,IP:$name" ;;
    *[!0-9.]*) names="$names,DNS:$name" ;;
    *) names="$names,IP:$name" ;;
  esac
done
set +f

openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$dir/nats-ca.key"
openssl req -x509 -new -key "$dir/nats-ca.key" -sha256 -days 3650 -subj "/CN=OJ NATS CA" \
  -addext "basicConstraints=critical,CA:TRUE,pathlen:0" -addext "keyUsage=critical,keyCertSign,cRLSign" -out "$dir/nats-ca.pem"
openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$dir/nats.key"
openssl req -new -key "$dir/nats.key" -subj "/CN=nats.$ns.svc" -out "$dir/nats.csr"
printf '%s\n' "basicConstraints=critical,CA:FALSE" "keyUsage=critical,digitalSignature" \
  "extendedKeyUsage=serverAuth,clientAuth" "subjectAltName=$names" >"$dir/nats.ext"
openssl x509 -req -in "$dir/nats.csr" -CA "$dir/nats-ca.pem" -CAkey "$dir/nats-ca.key" -set_serial "0x$(openssl rand -hex 16)" \
  -sha256 -days 825 -extfile "$dir/nats.ext" -out "$dir/nats.pem" 2>/dev/null || fail "openssl could not sign the certificate"
rm -f "$dir/nats.csr" "$dir/nats.ext"
chmod 0644 "$dir/nats-ca.pem" "$dir/nats.pem"
echo "make-nats-tls: $dir/nats.pem for $names"
echo "  kubectl -n $ns create secret generic oj-nats-tls --type=kubernetes.io/tls \\"
echo "    --from-file=tls.crt=$dir/nats.pem --from-file=tls.key=$dir/nats.key --from-file=ca.crt=$dir/nats-ca.pem"

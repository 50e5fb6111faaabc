#!/usr/bin/env bash
# A throw-away PKI for deploy/compose.yaml (or a test cluster), made with openssl:
#   deploy/dev-pki.sh [DIR]              # CA, server certificate, token key pair (DIR: deploy/pki)
#   deploy/dev-pki.sh DIR device ID      # a client certificate for the floor device ID
# The server certificate names the compose and Kubernetes service hosts; the token pair is Ed25519
# (token-private.pem signs supervisor/frontend tokens, token-public.pem verifies them). The files
# the services read are readable by every user so that the containers' uid 10001 can read the
# bind mount (the two signing keys are not): never use them outside a test set-up. The device
# certificate carries the device id as its common name. An existing file is kept, so a second
# run only adds what is missing.
set -euo pipefail

dir="${1:-$(dirname "$0")/pki}"
mkdir -p "$dir"
cd "$dir"

days=825
sans="DNS:localhost,IP:127.0.0.1,DNS:ingest,DNS:supervisor,DNS:feed"
for service in ingest supervisor feed; do
  sans="$sans,DNS:livedraw-$service,DNS:livedraw-$service.livedraw.svc"
done

if [[ ! -f ca.pem ]]; then
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days "$days" \
    -subj "/CN=livedraw dev CA" -keyout ca-key.pem -out ca.pem 2>/dev/null
fi

# issue NAME SUBJECT EXTENSIONS: a P-256 key and a certificate signed by the CA.
issue() {
  local name=$1 subject=$2 extensions=$3
  openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -subj "$subject" \
    -keyout "$name-key.pem" -out "$name.csr" 2>/dev/null
  openssl x509 -req -in "$name.csr" -CA ca.pem -CAkey ca-key.pem -CAcreateserial -days "$days" \
    -extfile <(printf '%s\n' "$extensions") -out "$name.pem" 2>/dev/null
  rm "$name.csr"
}

if [[ "${2:-}" == device ]]; then
  id="${3:?usage: dev-pki.sh DIR device ID}"
  issue "device-$id" "/CN=$id" "extendedKeyUsage=clientAuth"
  chmod 0644 "device-$id.pem" "device-$id-key.pem"
  echo "device certificate: $dir/device-$id.pem (key device-$id-key.pem)"
  exit 0
fi

if [[ ! -f server.pem ]]; then
  issue server "/CN=livedraw" "extendedKeyUsage=serverAuth
subjectAltName=$sans"
fi
if [[ ! -f token-public.pem ]]; then
  openssl genpkey -algorithm ed25519 -out token-private.pem
  openssl pkey -in token-private.pem -pubout -out token-public.pem
fi
chmod 0644 ca.pem server.pem server-key.pem token-public.pem
chmod 0600 ca-key.pem token-private.pem
echo "dev PKI in $dir: ca.pem, server.pem, server-key.pem, token-public.pem" \
  "(token-private.pem signs tokens)"

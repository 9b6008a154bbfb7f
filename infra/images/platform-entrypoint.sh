#!/bin/sh
# The services' entrypoint: OJ_JWT_SECRET from OJ_JWT_SECRET_FILE (the services read the secret from
# their environment only; a file keeps it out of `docker inspect`), then node with the given arguments.
set -eu
if [ -z "${OJ_JWT_SECRET:-}" ] && [ -n "${OJ_JWT_SECRET_FILE:-}" ]; then
  OJ_JWT_SECRET="$(cat "$OJ_JWT_SECRET_FILE")"
  export OJ_JWT_SECRET
fi
unset OJ_JWT_SECRET_FILE
exec /usr/local/bin/node "$@"

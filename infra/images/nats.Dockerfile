# nats-server from Debian's package, on oj-base. The configuration (one user per role, JetStream) is
# written by the platform image's nats-config.ts into a shared volume (infra/compose), read from there.
ARG BASE
FROM ${BASE}
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nats-server \
    && rm -rf /var/lib/apt/lists/* /usr/share/doc /usr/share/man /usr/share/locale
ENTRYPOINT ["/usr/bin/tini", "--", "/usr/sbin/nats-server"]
CMD ["-c", "/var/lib/oj/nats/nats.conf"]

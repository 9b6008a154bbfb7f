# The platform's runtime image: gateway, judge-dispatch, contest and community (one image, the command
# picks the service). Built by scripts/images from a context it stages, on oj-node-deps (oj-base from
# debootstrap, Node 24 from the npm registry, the production dependencies): the layers go from the least
# to the most often changed, so a code change rebuilds only this image's own layers.
ARG NODE_DEPS
FROM ${NODE_DEPS}
# Sources (Node runs the .ts files itself), migrations, and the built web and admin apps.
COPY app/ /app/
COPY platform-entrypoint.sh /usr/local/bin/oj-entrypoint
COPY platform-init.sh /usr/local/bin/oj-init
COPY platform-nats-tls.sh /usr/local/bin/oj-nats-tls
RUN mkdir -p /var/lib/oj/data && chown -R 10001:10001 /var/lib/oj
ENV NODE_ENV=production OJ_HOST=0.0.0.0 OJ_DATA_DIR=/var/lib/oj/data \
    OJ_WEB_DIST=/app/apps/web/dist OJ_ADMIN_DIST=/app/apps/admin/dist
WORKDIR /app
USER 10001:10001
ENTRYPOINT ["/usr/bin/tini", "--", "/usr/local/bin/oj-entrypoint"]
# The gateway (all-in-one unless OJ_MODE=split), its young generation capped as scripts/lib/platform.sh does.
CMD ["--max-semi-space-size=32", "apps/gateway/src/server.ts"]

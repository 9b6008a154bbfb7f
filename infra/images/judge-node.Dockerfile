# The judge node's image: apps/judge-node, which starts its sandboxes on the host's Docker engine through
# the mounted socket (docs/deployment.md). On oj-node-deps, as oj-platform: the two share those layers.
ARG NODE_DEPS
FROM ${NODE_DEPS}
COPY app/ /app/
RUN mkdir -p /var/lib/oj/data
# Root in the container: it drives the host's engine and makes the sandboxes' memory cgroups on the host.
ENV NODE_ENV=production OJ_HOST=0.0.0.0 OJ_DATA_DIR=/var/lib/oj/data
WORKDIR /app
ENTRYPOINT ["/usr/bin/tini", "--", "/usr/local/bin/node"]
CMD ["apps/judge-node/src/server.ts"]

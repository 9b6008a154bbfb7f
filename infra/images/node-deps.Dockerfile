# The layers oj-platform and oj-judge-node share, built only when Node or the lockfile changes: Node 24
# from the npm registry and the services' production dependencies (pnpm install --prod), on oj-base.
ARG BASE
FROM ${BASE}
COPY node /usr/local/bin/node
COPY deps/ /app/

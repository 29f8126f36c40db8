# Bălți images, one file, five stages:
#   docker build --target runtime -t balti-api .   # API (serves nothing but /api and /states)
#   docker build --target web     -t balti-web .   # nginx: bundles + reverse proxy to the API
# docker-compose.yml builds both. `manifests` holds npm and the workspaces' manifests; `build`
# compiles the API and the Vite bundles once; `prod-deps` installs only the back end's production
# dependencies for the runtime image.
# (No `# syntax=` line: the image builds with BuildKit and with the classic builder alike, and
# needs no frontend image from a registry.)

# Node 24 LTS, pinned to a minor version, for build and runtime alike.
ARG NODE_IMAGE=node:24.21-bookworm-slim
ARG NGINX_IMAGE=nginx:1.28-alpine

# ---------------------------------------------------------------------------------------------
# npm and the workspaces' manifests, shared by the two stages that install dependencies: the
# dependency layers are reused until a manifest or the lock file changes.
FROM ${NODE_IMAGE} AS manifests
# The repository's lock file and `allowScripts` policy are npm 11's.
ARG NPM_VERSION=11.19.1
ENV SCARF_ANALYTICS=false \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
RUN npm install -g "npm@${NPM_VERSION}"
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY tests/package.json tests/
COPY packages/domain/package.json packages/domain/

# ---------------------------------------------------------------------------------------------
FROM manifests AS build
# Native modules (better-sqlite3) fall back to node-gyp when no prebuilt binary can be fetched.
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
# The tests workspace (Playwright, load tools) is not needed to build. packages/domain (the rules
# the API and the bundles share) is built by the backend's build, before the API.
RUN npm ci --workspace backend --workspace frontend --workspace packages/domain --include-workspace-root
COPY . .
RUN npm run build \
    && test -f backend/dist/main.js \
    && test -f packages/domain/dist/index.js \
    && test -f frontend/dist/company.html

# ---------------------------------------------------------------------------------------------
# The back end's production dependencies only (no antd, react, typescript, vite, jest...).
# Install scripts are skipped: argon2 loads the prebuilt binary it ships, and better-sqlite3's
# binary is the one the build stage compiled for this very Node (same base image, same lock).
FROM manifests AS prod-deps
# node_modules/@balti/domain is a link to packages/domain (a workspace): the runtime image gets its
# manifest here and its dist from the build stage.
RUN npm ci --omit=dev --workspace backend --ignore-scripts \
    && npm cache clean --force
# What the API never loads at run time: typescript (listed by @nestjs/swagger for its
# compile-time plugin), typeorm's browser build, better-sqlite3's C sources, source maps,
# type declarations and docs.
RUN rm -rf node_modules/typescript node_modules/typeorm/browser \
        node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
    && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \
        -o -name '*.md' -o -name '*.markdown' \) -delete
COPY --from=build /app/node_modules/better-sqlite3/build/Release/better_sqlite3.node \
    node_modules/better-sqlite3/build/Release/better_sqlite3.node
RUN cd backend \
    && node -e "const D = require('better-sqlite3'); const db = new D(':memory:'); db.exec('create table t (x); insert into t values (1)'); db.close(); require('argon2'); require('mysql2'); console.log('native modules load')" \
    && for p in antd react vite typescript jest; do \
        if [ -d "../node_modules/$p" ]; then echo "prod-deps holds $p" >&2; exit 1; fi; done

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data \
    STORAGE_DIR=/app/data/storage \
    FRONTEND_DIST="" \
    TRUST_PROXY=true
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=prod-deps --chown=node:node /app/backend/package.json backend/package.json
COPY --from=prod-deps --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/backend/dist backend/dist
COPY --from=prod-deps --chown=node:node /app/packages/domain/package.json packages/domain/package.json
COPY --from=build --chown=node:node /app/packages/domain/dist packages/domain/dist
# The fiscal cash register's agent, served as a zip to the gate's PC (backend/src/fiscal/agent-download.ts).
COPY --from=build --chown=node:node /app/agent agent
# The bundles too, so the API can serve them alone (FRONTEND_DIST=frontend/dist) without nginx.
COPY --from=build --chown=node:node /app/frontend/dist frontend/dist
RUN mkdir -p /app/data/storage && chown -R node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "backend/dist/main.js"]

# ---------------------------------------------------------------------------------------------
FROM ${NGINX_IMAGE} AS web
# Values for nginx/templates/default.conf.template (envsubst at container start). APP_DOMAIN is
# derived from PUBLIC_URL by docker-entrypoint.d/15-balti-env.envsh when left empty; RESOLVER
# from /etc/resolv.conf (Docker's 127.0.0.11) when left empty.
ENV APP_DOMAIN="" \
    PUBLIC_URL="" \
    API_UPSTREAM=api:3000 \
    RESOLVER="" \
    WEB_ROOT=/usr/share/nginx/html \
    LISTEN_PORT=80 \
    TLS_PROXY_PORT=8080 \
    CLIENT_MAX_BODY_SIZE=110m
RUN rm -rf /usr/share/nginx/html/*
COPY nginx/nginx.conf /etc/nginx/nginx.conf
COPY nginx/templates/ /etc/nginx/templates/
COPY nginx/docker-entrypoint.d/ /docker-entrypoint.d/
COPY --from=build /app/frontend/dist/ /usr/share/nginx/html/
EXPOSE 80 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
    CMD wget -q -O /dev/null "http://127.0.0.1:${LISTEN_PORT}/build/home.html" || exit 1
STOPSIGNAL SIGQUIT

# syntax=docker/dockerfile:1
#
# Bălți images, one file, three stages:
#   docker build --target runtime -t balti-api .   # API (serves nothing but /api and /states)
#   docker build --target web     -t balti-web .   # nginx: bundles + reverse proxy to the API
# docker-compose.yml builds both. The build stage compiles the API and the Vite bundles once.

ARG NODE_IMAGE=node:20.20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.28-alpine

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
# Native modules (better-sqlite3, argon2) fall back to node-gyp when no prebuilt binary fits.
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
# The repository's lock file and `allowScripts` policy are npm 11's.
ARG NPM_VERSION=11.19.1
ENV SCARF_ANALYTICS=false \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
RUN npm install -g "npm@${NPM_VERSION}"
WORKDIR /app
# Manifests first: the dependency layer is reused until they change.
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY tests/package.json tests/
RUN npm ci
COPY . .
RUN npm run build \
    && npm prune --omit=dev \
    && test -f backend/dist/main.js \
    && test -f frontend/dist/company.html

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data \
    STORAGE_DIR=/app/data/storage \
    FRONTEND_DIST="" \
    TRUST_PROXY=true
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/backend/package.json backend/package.json
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/backend/dist backend/dist
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
# Values for nginx/templates/default.conf.template (envsubst at container start).
ENV APP_DOMAIN=localhost \
    API_UPSTREAM=api:3000 \
    WEB_ROOT=/usr/share/nginx/html \
    LISTEN_PORT=80 \
    CLIENT_MAX_BODY_SIZE=110m
RUN rm -rf /usr/share/nginx/html/*
COPY nginx/nginx.conf /etc/nginx/nginx.conf
COPY nginx/templates/ /etc/nginx/templates/
COPY nginx/docker-entrypoint.d/ /docker-entrypoint.d/
COPY --from=build /app/frontend/dist/ /usr/share/nginx/html/
EXPOSE 80
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
    CMD wget -q -O /dev/null "http://127.0.0.1:${LISTEN_PORT}/build/home.html" || exit 1
STOPSIGNAL SIGQUIT

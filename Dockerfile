# syntax=docker/dockerfile:1
# Production image: the storefront with its embedded reference backend (or a real 6amMart API
# when API_BASE_URL is set). Build:  docker build -t storefront .
# Run:    docker run -p 3000:3000 -e SESSION_SECRET=$(openssl rand -hex 32) -v storefront-data:/app/data storefront
# Several replicas: API_BASE_URL (an operator's 6amMart) and REDIS_URL on each; compose.yaml.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- deps: all dependencies, with the toolchain better-sqlite3 needs when it compiles ---------
FROM ${NODE_IMAGE} AS deps
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# node-gyp uses the image's own Node headers instead of downloading them.
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
# postinstall applies these to node_modules (patch-package; ADR 014).
COPY patches ./patches
# `npm install`, not `npm ci`: see docs/decisions and the stack notes (lockfile built on a
# registry without other platforms' optional packages).
RUN npm install --no-audit --no-fund

# --- build: client and server bundles, then drop dev dependencies -----------------------------
FROM deps AS build
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund

# --- runtime -----------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# MALLOC_MMAP_THRESHOLD_: glibc serves every allocation of 128 KB or more with its own mapping,
# given back when freed, instead of raising the threshold as it goes and keeping freed blocks
# in its heap: ≈ 30 MB less RSS at rest, and memory returned after a burst (ADR 030).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    BACKEND_DB_PATH=/app/data/marketplace.sqlite \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
# Code stays owned by root (read-only for the app); only the database folder is writable.
COPY --from=build /app /app
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
# /healthz answers 200 while the server can serve pages, also when Redis (REDIS_URL) is down
# ("degraded": restarting the container would not bring Redis back; ADR 029).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server handles SIGTERM itself (closes connections, then the database).
STOPSIGNAL SIGTERM
# What `npm start` runs, minus its build step: the image is already built.
# The heap cap keeps RSS bounded under load (ADR 014); live data is ≈ 50 MB.
CMD ["node", "--max-old-space-size=192", "build/server/index.js"]

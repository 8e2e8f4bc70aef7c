# syntax=docker/dockerfile:1
# The Smart Recycling Dashboard in one image: the server bundle and the built web app on Node.js,
# with the production dependencies of the server only, run as the unprivileged `node` user.
# docker-compose.yml runs it with PostgreSQL; alone it keeps an embedded database in /data:
#
#   docker build -t smart-recycling-dashboard .
#   docker run -p 8080:8080 -v srd-data:/data smart-recycling-dashboard

ARG NODE_VERSION=24

# Build: every dependency, then tools/build.mjs (esbuild for the server, Vite for the web app).
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# The package files (and the build script, which `npm ci` runs as `prepare` and which finds no
# sources yet): this layer stays cached until a dependency changes.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY tools/build.mjs tools/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node tools/build.mjs

# Runtime: the built output and the dependencies the server needs at run time.
FROM node:${NODE_VERSION}-bookworm-slim
# The commit SystemInformation shows, as the image holds no .git: --build-arg SRD_COMMIT=$(git rev-parse HEAD).
ARG SRD_COMMIT=
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data \
    SRD_COMMIT=${SRD_COMMIT}
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY tools/build.mjs tools/
# The web app's packages are in its bundle already: only the server's and the contract's are installed.
RUN npm ci --omit=dev --workspace=@srd/server --workspace=@srd/contract --no-audit --no-fund \
    && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database's folder (unused when DATABASE_URL names a PostgreSQL server).
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
# /api/health answers 200 once the server listens and its database answers.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself as the container's main process: main.ts closes the server and the database on SIGTERM.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]

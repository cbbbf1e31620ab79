# syntax=docker/dockerfile:1
# Showroom's server in a container: the app host (console + /web), the audience host and the media
# origin, as docs/operations.md describes. Build: docker build -t showroom .
# Run:   docker run -p 4000-4002:4000-4002 -v showroom-data:/data \
#          -e APP_URL=https://app.example.com -e AUDIENCE_URL=https://audience.example.com \
#          -e MEDIA_URL=https://media.example.com showroom

# --- build: every dependency, then the static builds (console; audience app and loaders) -----------
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so a change of source does not reinstall every package.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/machines/package.json packages/machines/
COPY packages/ui/package.json packages/ui/
COPY packages/console/package.json packages/console/
COPY packages/server/package.json packages/server/
COPY packages/widgets/package.json packages/widgets/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build -w @showroom/widgets
# Production dependencies only: Node 24 runs the server's TypeScript itself (type stripping).
RUN npm prune --omit=dev --no-audit --no-fund

# --- run: the server's files, the static builds, a non-root user ----------------------------------
FROM node:24-bookworm-slim
# A production container starts empty: no sample company, no printed sample password (SEED=true
# for a trial).
ENV NODE_ENV=production \
    SEED=false \
    HOST=0.0.0.0 \
    PORT=4000 \
    AUDIENCE_PORT=4001 \
    MEDIA_PORT=4002 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/contract ./packages/contract
COPY --from=build /app/packages/server ./packages/server
COPY --from=build /app/packages/console/dist ./packages/console/dist
# The audience host's pages run the audience app; it serves the loaders too (packages/widgets/dist).
COPY --from=build /app/packages/widgets/dist ./packages/widgets/dist
# The operator's plan command (docs/operations.md) runs inside the image, against its database.
COPY --from=build /app/scripts/company-plan.ts ./scripts/company-plan.ts
# The media pipeline runs Debian's ffmpeg and ffprobe (packages/server/src/media/ffmpeg.ts); the
# server refuses to start without them (tests/dockerfile.test.ts checks every command it runs).
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/*
# The image's files stay root's (read-only to the server); only the data folder is the server's.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4000 4001 4002
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/web/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is pid 1: it stops cleanly on the SIGTERM of `docker stop` (packages/server/src/main.ts).
CMD ["node", "packages/server/src/main.ts"]

# Intervia server image: the web app built, the TypeScript sources run as they are (docs/decisions/0001).
# docker build -t intervia . ; see docs/scale-out.md for running several nodes.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/db/package.json packages/db/
COPY packages/engine/package.json packages/engine/
COPY packages/voice-client/package.json packages/voice-client/
COPY extension/package.json extension/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
# Offline speech and PDF fonts; add "pocketsphinx pocketsphinx-en-us python3 python3-pocketsphinx" for offline
# recognition on the server.
ARG SPEECH_PACKAGES="espeak-ng fonts-dejavu-core"
RUN apt-get update \
  && apt-get install -y --no-install-recommends ${SPEECH_PACKAGES} \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist
USER node
EXPOSE 3000
# SIGTERM drains the node (no new calls, open calls move after DRAIN_GRACE_SECONDS); give it that long to stop.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]

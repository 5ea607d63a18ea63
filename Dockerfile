# Youlan in a container (docs/operator-guide.md, "Running in production"). The orchestrator (Docker
# with --restart=always, Compose, Kubernetes) restarts the process when it exits; HEALTHCHECK tells
# it, and a load balancer, when the process runs but its database does not answer.
FROM node:24-bookworm-slim
WORKDIR /app
# Noto Sans CJK: the console's printable signposts draw their text with it (docs/tours.md).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-noto-cjk && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci && npm run build && mkdir /data && chown node /data
ENV NODE_ENV=production PORT=8080 DATA_DIR=/data MALLOC_ARENA_MAX=2
VOLUME /data
EXPOSE 8080
USER node
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# Node itself as PID 1 gets SIGTERM directly (no shell in between) and exits within its 10 s grace.
CMD ["node", "apps/server/src/main.ts"]

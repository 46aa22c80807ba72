// Whether the production build (web app and API bundle) is missing or older than its sources:
// `pnpm start` and `pnpm bench` build again then, so neither runs code that is no longer there.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUTPUTS = ['apps/web/dist/index.html', 'apps/api/dist/server.js'];
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/api/src',
  'apps/api/build.mjs',
  'packages',
  'prisma/schema.prisma',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (['node_modules', 'generated', 'dist'].includes(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** 'missing', 'stale' (older than a source) or 'fresh', for the checkout at `root`. */
export function buildState(root) {
  const builtAt = Math.min(
    ...OUTPUTS.map((p) => (existsSync(join(root, p)) ? statSync(join(root, p)).mtimeMs : 0)),
  );
  if (builtAt === 0) return 'missing';
  const changedAt = Math.max(...SOURCES.map((p) => newestMtime(join(root, p))));
  return changedAt > builtAt ? 'stale' : 'fresh';
}

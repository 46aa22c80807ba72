// Runs `prisma generate` on machines without Prisma's schema-engine binary (it cannot be
// downloaded here). `generate` never executes the engine, so a placeholder path satisfies the CLI;
// where a real engine is installed (PRISMA_SCHEMA_ENGINE_BINARY set, or present in
// @prisma/engines) it is used as is. See docs/decisions.md.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };

function installedEngine() {
  try {
    const require = createRequire(join(root, 'node_modules', 'prisma', 'package.json'));
    const enginesDir = dirname(require.resolve('@prisma/engines/package.json'));
    return readdirSync(enginesDir).find((name) => name.startsWith('schema-engine'));
  } catch {
    return undefined;
  }
}

if (!env.PRISMA_SCHEMA_ENGINE_BINARY && !installedEngine()) {
  const dir = join(root, 'node_modules', '.cache', 'prisma-placeholder');
  const placeholder = join(dir, 'schema-engine');
  if (!existsSync(placeholder)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      placeholder,
      '#!/bin/sh\necho "schema-engine is not installed on this machine; see docs/decisions.md" >&2\nexit 1\n',
    );
    chmodSync(placeholder, 0o755);
  }
  env.PRISMA_SCHEMA_ENGINE_BINARY = placeholder;
}

const result = spawnSync('prisma', ['generate'], {
  cwd: root,
  env,
  stdio: 'inherit',
  shell: false,
});
if (result.error) {
  // pnpm scripts put node_modules/.bin on PATH; a direct `node scripts/...` call may not.
  const local = join(root, 'node_modules', '.bin', 'prisma');
  const retry = spawnSync(local, ['generate'], { cwd: root, env, stdio: 'inherit' });
  process.exit(retry.status ?? 1);
}
process.exit(result.status ?? 1);

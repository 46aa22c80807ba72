// `pnpm start`: builds the web app and the API when their build is missing or older than the
// sources, then runs the API, which serves the SPA too. Signals are passed on so that stopping
// this process stops the server and its embedded PostgreSQL. Someone reads this console: the
// server runs in production mode but logs one readable line per request unless LOG_FORMAT says
// otherwise (a deployment running dist/server.js directly logs JSON).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from './build-state.mjs';
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (buildState(root) !== 'fresh') {
  console.log('Construction de l’application…');
  const build = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, join(root, 'apps/api/dist/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', LOG_FORMAT: 'pretty', ...SERVER_MALLOC_ENV, ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `pnpm backup` and `pnpm restore <file>`: run apps/api/src/db/backup/backup-cli.ts from the
// sources (through the API's tsx), from the checkout's root so that DATA_DIR (./.data by default)
// means what it means for `pnpm start`. A built image runs the same code as apps/api/dist/backup.js.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(root, 'apps/api/node_modules/.bin/tsx');
const cli = join(root, 'apps/api/src/db/backup/backup-cli.ts');

// pnpm runs the script from the root; a file named on the command line is where the user was.
const [command, ...files] = process.argv.slice(2);
const from = process.env.INIT_CWD ?? process.cwd();
const args = command === undefined ? [] : [command, ...files.map((file) => resolve(from, file))];

const child = spawn(tsx, [cli, ...args], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

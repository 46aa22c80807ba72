// The cycle check of `pnpm lint` (check-cycles.mjs) run on small trees laid out like this
// repository: it passes on imports that point one way, and fails on a new cycle between two files
// (a type-only import counts) and between two areas that import each other through different
// files.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('check-cycles.mjs', import.meta.url));
const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A repository of `files` (path → content). */
function repository(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-cycles-'));
  roots.push(root);
  // As in each package here: dpdm resolves `./x.js` to x.ts with the nearest tsconfig.json.
  const tsconfig = JSON.stringify({
    compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' },
  });
  const all = {
    ...files,
    'apps/api/tsconfig.json': tsconfig,
    'apps/web/tsconfig.json': tsconfig,
    'packages/shared/tsconfig.json': tsconfig,
  };
  for (const [file, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

function check(root) {
  const run = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

const API = 'apps/api/src';
const oneWay = {
  [`${API}/app.ts`]: "import { clientsRoutes } from './modules/clients/clients.routes.js';\n",
  [`${API}/modules/clients/clients.routes.ts`]:
    "import { route } from '../../http/route.js';\nimport { listClients } from './clients.service.js';\nexport const clientsRoutes = [route, listClients];\n",
  [`${API}/modules/clients/clients.service.ts`]: 'export const listClients = () => [];\n',
  [`${API}/http/route.ts`]: 'export const route = () => undefined;\n',
  'apps/web/src/main.tsx': "import { sum } from '../../../packages/shared/src/sum.js';\nsum();\n",
  'packages/shared/src/sum.ts': 'export const sum = () => 0;\n',
};

test('imports that point one way pass', () => {
  const { status, output } = check(repository(oneWay));
  assert.equal(status, 0, output);
  assert.match(output, /No import cycle among 6 files\./);
});

test('two files importing each other fail, a type-only import included', () => {
  const { status, output } = check(
    repository({
      ...oneWay,
      [`${API}/modules/clients/clients.service.ts`]:
        "import type { Client } from './clients.data.js';\nexport const listClients = (): Client[] => [];\n",
      [`${API}/modules/clients/clients.data.ts`]:
        "import { listClients } from './clients.service.js';\nexport type Client = { id: number };\nexport const all = listClients;\n",
    }),
  );
  assert.equal(status, 1, output);
  assert.match(
    output,
    /files: apps\/api\/src\/modules\/clients\/clients\.data\.ts -> apps\/api\/src\/modules\/clients\/clients\.service\.ts -> apps\/api\/src\/modules\/clients\/clients\.data\.ts/,
  );
});

test('two areas importing each other through different files fail, naming the imports', () => {
  const { status, output } = check(
    repository({
      ...oneWay,
      [`${API}/modules/clients/clients.service.ts`]:
        "import { quoteCount } from '../quotes/quote-count.js';\nexport const listClients = () => [quoteCount];\n",
      [`${API}/modules/quotes/quote-count.ts`]: 'export const quoteCount = 0;\n',
      [`${API}/modules/quotes/quotes.service.ts`]:
        "import { clientName } from '../clients/client-name.js';\nexport const quoteName = clientName;\n",
      [`${API}/modules/clients/client-name.ts`]: "export const clientName = 'x';\n",
    }),
  );
  assert.equal(status, 1, output);
  assert.match(
    output,
    /areas: apps\/api\/src\/modules\/clients -> apps\/api\/src\/modules\/quotes/,
  );
  assert.match(
    output,
    /clients\.service\.ts imports apps\/api\/src\/modules\/quotes\/quote-count\.ts/,
  );
  assert.match(
    output,
    /quotes\.service\.ts imports apps\/api\/src\/modules\/clients\/client-name\.ts/,
  );
  assert.doesNotMatch(output, /files: /);
});

test('a test file is no dependency: its imports make no area cycle', () => {
  const { status, output } = check(
    repository({
      ...oneWay,
      [`${API}/http/route.test.ts`]:
        "import { clientsRoutes } from '../modules/clients/clients.routes.js';\nclientsRoutes;\n",
    }),
  );
  assert.equal(status, 0, output);
});

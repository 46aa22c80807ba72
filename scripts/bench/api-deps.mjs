// The libraries the API already depends on (pg, bcrypt, archiver), loaded from apps/api so the
// bench uses the very versions the server runs, without declaring them a second time; and modules
// of the API's own sources (the bank's parser and the tests' CODA writer).
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

const requireFromApi = createRequire(join(ROOT, 'apps/api/package.json'));

/** `import(name)` as apps/api resolves it; CommonJS packages come back as their default. */
export async function importFromApi(name) {
  const module = await import(pathToFileURL(requireFromApi.resolve(name)).href);
  return module.default ?? module;
}

/** The path of a file of an API dependency (e.g. a font of dejavu-fonts-ttf). */
export const resolveFromApi = (path) => requireFromApi.resolve(path);

/**
 * A module of the API's TypeScript sources (e.g. 'src/modules/bank/statement.ts', or the tests'
 * CODA writer 'test/support/coda-writer.ts'), bundled with
 * the API's own esbuild as build.mjs bundles the server (workspace packages inlined, npm
 * dependencies external), so the bench calls the very code the server runs without a TypeScript
 * loader. The bundle is written under apps/api/node_modules so its dependencies resolve there.
 */
export async function importApiSource(path) {
  const { build } = await importFromApi('esbuild');
  const pkg = JSON.parse(readFileSync(join(ROOT, 'apps/api/package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@app/'));
  const outdir = join(ROOT, 'apps/api/node_modules/.cache');
  mkdirSync(outdir, { recursive: true });
  const outfile = join(outdir, `gestion-bench-${basename(path, '.ts')}-${process.pid}.mjs`);
  await build({
    entryPoints: [join(ROOT, 'apps/api', path)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: [...external, ...external.map((name) => `${name}/*`)],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}

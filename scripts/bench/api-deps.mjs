// The libraries the API already depends on (pg, bcrypt, archiver), loaded from apps/api so the
// bench uses the very versions the server runs, without declaring them a second time.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

const requireFromApi = createRequire(join(ROOT, 'apps/api/package.json'));

/** `import(name)` as apps/api resolves it; CommonJS packages come back as their default. */
export async function importFromApi(name) {
  const module = await import(pathToFileURL(requireFromApi.resolve(name)).href);
  return module.default ?? module;
}

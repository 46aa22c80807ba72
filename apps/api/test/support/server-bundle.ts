import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The bundle the server-process tests run: what `pnpm build` ships and Docker starts. */
export const SERVER_BUNDLE = join(API_DIR, 'dist', 'server.js');

/**
 * Bundles the current sources into dist/ with the API's own build script (esbuild, a few
 * seconds), so a run never tests a dist/ older than the code beside it; rejects with esbuild's
 * output when the sources do not build.
 */
export function buildServerBundle(): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['build.mjs'], { cwd: API_DIR }, (error, stdout, stderr) => {
      if (error) reject(new Error(`node build.mjs failed:\n${stdout}${stderr}`));
      else resolve();
    });
  });
}

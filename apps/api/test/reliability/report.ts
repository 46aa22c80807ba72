import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where each reliability test leaves its figures; global-setup.ts turns them into the report. */
export const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '.results');

export function recordReliability(name: string, figures: Record<string, unknown>): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${name}.json`), JSON.stringify(figures, null, 2));
}

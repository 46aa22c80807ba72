import { defineConfig } from 'vitest/config';

// `pnpm test:einvoice`: the official e-invoicing rules on documents made by the app. Kept out of
// `pnpm test` (it reads the rules from EINVOICE_RULES_DIR and takes minutes on 2 cores).
export default defineConfig({
  test: {
    include: ['test/einvoice/**/*.einvoice.ts'],
    globalSetup: ['test/global-setup.ts'],
    // The generated matrix is split in files that run side by side, one per core; the files of a
    // worker share its modules, so the compiled rules are loaded and warmed up once per worker.
    fileParallelism: true,
    maxWorkers: 2,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

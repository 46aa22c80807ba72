import { defineConfig } from 'vitest/config';

// `pnpm test:einvoice`: the official e-invoicing rules on documents made by the app. Kept out of
// `pnpm test` (it reads the rules from EINVOICE_RULES_DIR and takes minutes on 2 cores).
export default defineConfig({
  test: {
    include: ['test/einvoice/**/*.einvoice.ts'],
    globalSetup: ['test/global-setup.ts'],
    fileParallelism: false,
    // The 50-line document's two rule sets took 784 s on a slow day of these 2 cores (2026-11-27).
    testTimeout: 1_800_000,
    hookTimeout: 120_000,
  },
});

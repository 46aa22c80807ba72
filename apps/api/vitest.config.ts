import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database cloned from a migrated template, so files run in parallel.
    fileParallelism: true,
    maxWorkers: 2,
    // A slow day on these shared 2-core machines runs three times slower than a quiet one: the
    // limit catches a hang, not a slow machine (the heaviest tests set their own).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

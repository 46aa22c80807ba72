import { defineConfig, devices } from '@playwright/test';

// Chromium comes from Debian (Playwright cannot download its browser on these machines). The
// background-networking flags stop Chromium from calling Google's hosts, which are unreachable.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A whole journey (quote to invoice, two quotes on the planning) takes 20–30 s on a loaded
  // 2-core machine; the budget leaves room for the load, each step still waits on its condition.
  timeout: 60_000,
  // A page's first render waits for its chunks and their evaluation: under 1 s on a quiet machine,
  // past 5 s (the default) when the machine's load average is 10. Each step still waits only
  // until its condition holds.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    locale: 'fr-BE',
    timezoneId: 'Europe/Brussels',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});

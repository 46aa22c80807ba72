import { defineConfig } from 'vitest/config';

// The suite runs twice, in two process time zones: Europe/Brussels exposes DST bugs (local
// midnights 23 or 25 hours apart), Pacific/Kiritimati (UTC+14) exposes code that reads the
// machine's zone instead of the business one.
const timeZones = ['Europe/Brussels', 'Pacific/Kiritimati'];

export default defineConfig({
  test: {
    // Every core (Vitest's default leaves one out: one worker on a 2-core machine).
    maxWorkers: '100%',
    projects: timeZones.map((timeZone) => ({
      test: {
        name: timeZone,
        include: ['src/**/*.test.ts'],
        env: { TZ: timeZone },
      },
    })),
  },
});

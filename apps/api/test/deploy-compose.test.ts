// The replicas profile of docker-compose.yml, read as Docker Compose reads it (no
// Docker here): two app instances on one database, each checked on /api/ready, each given longer
// to stop than the app takes to drain, and Caddy balancing between both.
import { load } from 'js-yaml';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { SHUTDOWN_GRACE_MS } from '../src/config.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

type Service = {
  build?: unknown;
  image?: string;
  profiles?: string[];
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[] | string };
  stop_grace_period?: string;
  depends_on?: Record<string, { condition?: string }> | string[];
  volumes?: string[];
};

const compose = load(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
const caddyfile = readFileSync(join(ROOT, 'deploy/Caddyfile'), 'utf8');
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');

/** The services `docker compose --profile replicas up` starts. */
const inReplicasProfile = Object.entries(compose.services).filter(
  ([, service]) => !service.profiles || service.profiles.includes('replicas'),
);
/** The app's instances: the services built from this repository. */
const apps = inReplicasProfile.filter(([, service]) => service.build !== undefined);

/** A Compose duration ('30s', '1m30s', '1500ms') in milliseconds. */
function durationMs(value: string | undefined): number {
  const parts = /^(?:(\d+)h)?(?:(\d+)m(?!s))?(?:(\d+(?:\.\d+)?)s)?(?:(\d+)ms)?$/.exec(value ?? '');
  if (!value || !parts) throw new Error(`not a duration: ${String(value)}`);
  const [, h = '0', m = '0', s = '0', ms = '0'] = parts;
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms);
}

describe('docker-compose.yml, profile replicas', () => {
  test('two app instances on the one database of the db service', () => {
    expect(apps.map(([name]) => name)).toEqual(['app', 'app2']);
    const urls = apps.map(([, service]) => String(service.environment?.DATABASE_URL));
    expect(new Set(urls).size).toBe(1);
    expect(new URL(urls[0]!).hostname).toBe('db');
    expect(compose.services.db?.image).toMatch(/^postgres:/);
  });

  test.each(apps.map(([name]) => name))('%s is checked on /api/ready', (name) => {
    const check = compose.services[name]?.healthcheck?.test;
    expect([check].flat().join(' ')).toContain('/api/ready');
  });

  test.each(apps.map(([name]) => name))(
    `%s is given longer to stop than the app's drain (${SHUTDOWN_GRACE_MS} ms)`,
    (name) => {
      expect(durationMs(compose.services[name]?.stop_grace_period)).toBeGreaterThan(
        SHUTDOWN_GRACE_MS,
      );
    },
  );

  test('every instance writes its backups into one named volume, which the image lets `node` write', () => {
    // The image's DATA_DIR is /app/.data (WORKDIR /app, DATA_DIR's default ./.data).
    expect(dockerfile).toMatch(/^WORKDIR \/app$/m);
    for (const [, service] of apps) {
      expect(service.volumes).toContain('backups:/app/.data/backups');
    }
    expect(compose.volumes).toHaveProperty('backups');
    // A new named volume takes the owner of the folder it is mounted on, if the image has it.
    expect(dockerfile).toMatch(/^RUN mkdir -p \.data\/backups && chown -R node:node \.data$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  test('Caddy, with deploy/Caddyfile, balances between both instances once they are healthy', () => {
    const caddy = compose.services.caddy;
    expect(caddy?.profiles).toEqual(['replicas']);
    expect(caddy?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    for (const [name, service] of apps) {
      expect(caddy?.depends_on).toMatchObject({ [name]: { condition: 'service_healthy' } });
      const port = String(service.environment?.PORT);
      expect(caddyfile).toMatch(new RegExp(`reverse_proxy[^\\n{]*\\s${name}:${port}[\\s{]`));
    }
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
  });
});

describe('durationMs', () => {
  test.each([
    ['30s', 30_000],
    ['1m30s', 90_000],
    ['1500ms', 1500],
    ['2m', 120_000],
  ])('%s is %d ms', (value, ms) => {
    expect(durationMs(value)).toBe(ms);
  });
});

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { startupBanner } from './banner.js';
import { loadConfig, SHUTDOWN_GRACE_MS, type Config } from './config.js';
import {
  embeddedLocation,
  startEmbeddedPostgres,
  type RunningPostgres,
} from './db/embedded-postgres.js';
import { scheduleBackups } from './db/backup/backup-schedule.js';
import { applyMigrations } from './db/migrate.js';
import { dbLimitsOf } from './db/db-limits.js';
import { createPrisma, type Db } from './db/prisma.js';
import { closeGracefully } from './http/close-gracefully.js';
import { createLogger } from './logger.js';
import { appMailer } from './mail/mailer.js';
import { schedulePeppolQueue } from './modules/peppol-send/peppol-queue.js';
import { installationPeppolWiring } from './modules/peppol-send/peppol-installation.js';
import { providePeppolWiring } from './modules/peppol-send/peppol.routes.js';
import { scheduleReminders } from './modules/reminders/reminder-job.js';
import { seedPlans } from './modules/subscription/plan-catalog.js';
import { resolveJwtSecret } from './secrets.js';
import type { DemoCredentials } from './seed/demo-seed.js';

/** The built SPA: WEB_DIST_DIR, else apps/web/dist found from the bundle or the sources. */
function findWebDist(configured: string | undefined): string | undefined {
  if (configured) return resolve(configured);
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '../../web/dist'), resolve('apps/web/dist')];
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

/** DATABASE_URL, else an embedded PostgreSQL started in DATA_DIR/pg (embeddedLocation). */
async function openDatabase(
  config: Config,
  logger: Logger,
): Promise<{ databaseUrl: string; embedded?: RunningPostgres }> {
  if (config.DATABASE_URL) return { databaseUrl: config.DATABASE_URL };
  const { clusterDir, passwordFile } = embeddedLocation(config.DATA_DIR);
  logger.info({ dataDir: clusterDir }, 'starting embedded PostgreSQL');
  const embedded = await startEmbeddedPostgres({
    dataDir: clusterDir,
    passwordFile,
    log: (message) => logger.debug({ postgres: message }),
  });
  return { databaseUrl: embedded.url, embedded };
}

/**
 * The demo organization, seeded once when SEED_DEMO asks for it (by default with the embedded
 * database); its credentials are written to DATA_DIR and returned at each embedded start, for the
 * banner.
 */
async function seedDemoData(
  db: Db,
  config: Config,
  isEmbedded: boolean,
): Promise<DemoCredentials | undefined> {
  const credentialsFile = join(resolve(config.DATA_DIR), 'demo-credentials.json');
  if (config.SEED_DEMO === 'true' || (config.SEED_DEMO === 'auto' && isEmbedded)) {
    // Imported only when seeding: a server that does not seed never loads the demo data.
    const { seedDemo } = await import('./seed/demo-seed.js');
    const created = await seedDemo(db);
    if (created) {
      const demo = await db.user.findUniqueOrThrow({ where: { email: created.email } });
      if (demo.organization_id !== null) {
        const [{ seedDemoCatalogue }, { seedDemoDocuments }, { seedDemoAccounting }] =
          await Promise.all([
            import('./seed/demo-catalogue.js'),
            import('./seed/demo-documents.js'),
            import('./seed/demo-accounting.js'),
          ]);
        await seedDemoCatalogue(db, demo.organization_id);
        await seedDemoDocuments(db, demo.organization_id);
        await seedDemoAccounting(db, demo.organization_id);
      }
      writeFileSync(credentialsFile, JSON.stringify(created), { mode: 0o600 });
    }
  }
  if (!isEmbedded || !existsSync(credentialsFile)) return undefined;
  return JSON.parse(readFileSync(credentialsFile, 'utf8')) as DemoCredentials;
}

/**
 * Checks the applied migrations and applies the pending ones (each logged by name), then seeds
 * the plans.
 */
async function prepareDatabase(
  db: Db,
  databaseUrl: string,
  config: Config,
  logger: Logger,
): Promise<void> {
  const applied = await applyMigrations(databaseUrl, { log: (m) => logger.info(m) });
  if (applied.length > 0) logger.info(`${applied.length} migration(s) applied`);
  await seedPlans(db, config);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);

  const { databaseUrl, embedded } = await openDatabase(config, logger);
  const db = createPrisma(databaseUrl, dbLimitsOf(config));
  // Prisma compiles its query compiler (WebAssembly) on its first query. Started now and not
  // awaited, it runs while the migrations are checked: the start does not wait for it, and the
  // first request (a sign-in) does not pay for it either. A failure shows again on that request.
  void db.$connect().catch(() => undefined);
  let server: Server | undefined;
  let stopping = false;

  async function shutdown(signal: string, code = 0): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // In-flight requests finish (up to the grace period) before the pool and PostgreSQL close.
    if (server) await closeGracefully(server, SHUTDOWN_GRACE_MS);
    await db.$disconnect().catch(() => undefined);
    await embedded?.stop().catch((err: unknown) => logger.error({ err }, 'PostgreSQL stop failed'));
    logger.info('stopped');
    process.exit(code);
  }
  // embedded-postgres (through async-exit-hook) answers these signals by stopping PostgreSQL and
  // exiting with 128 + the signal at once, which would cut the requests being drained: this
  // shutdown does both itself, in order, and exits 0.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }

  try {
    // The database's part (mostly waiting on PostgreSQL) runs while the app is built (CPU only,
    // nothing read from the database); nothing listens before both are done.
    const databaseReady = prepareDatabase(db, databaseUrl, config, logger);
    // Awaited below; a failure must not count as unhandled while the app is being built.
    databaseReady.catch(() => undefined);

    const context = {
      config,
      db,
      logger,
      jwtSecret: resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
      webDistDir: findWebDist(config.WEB_DIST_DIR),
    };
    // One Peppol wiring for the routes and the queue: the transport, the lookup and the inbox of
    // this installation (peppol-installation.ts).
    const peppol = installationPeppolWiring(config, db);
    providePeppolWiring(context, peppol);
    const app = createApp(context);
    await databaseReady;
    const demo = await seedDemoData(db, config, embedded !== undefined);
    server = app.listen(config.PORT, config.HOST);
    await new Promise<void>((resolveListen, reject) => {
      server?.once('listening', resolveListen);
      server?.once('error', reject);
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port }, 'listening');
    process.stdout.write(startupBanner(config, port, demo));
    scheduleBackups({
      connectionString: databaseUrl,
      dataDir: config.DATA_DIR,
      everyHours: config.BACKUP_EVERY_HOURS,
      keep: config.BACKUP_KEEP,
      logger,
    });
    scheduleReminders({ db, mailer: appMailer(context), logger });
    schedulePeppolQueue(
      { db, transport: peppol.transport, logger },
      config.PEPPOL_QUEUE_INTERVAL_MS,
    );
  } catch (err) {
    logger.fatal({ err }, 'startup failed');
    await shutdown('startup-failure', 1);
  }
}

void main();

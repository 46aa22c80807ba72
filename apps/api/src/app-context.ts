import type { KeyObject } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/prisma.js';

/** What every module receives: configuration, database and logger, created once at boot. */
export type AppContext = {
  config: Config;
  db: Db;
  logger: Logger;
  /** Key that signs session tokens (config or generated once under DATA_DIR; secrets.ts). */
  jwtSecret: KeyObject;
  /** Built SPA to serve, when present (production). */
  webDistDir?: string;
};

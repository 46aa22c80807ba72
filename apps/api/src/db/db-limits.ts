// The limits of the database pools, a leaf that both the app's client (prisma.ts) and the export
// reads' pool (export-reads.ts) read.
import type { Config } from '../config.js';

/** How long a connection may be waited for, a statement may run, and exports may run at once. */
export type DbLimits = {
  acquireTimeoutMs: number;
  /** 0: no statement_timeout. */
  statementTimeoutMs: number;
  exportMaxConcurrent: number;
};

/** The limits a server's configuration sets. */
export const dbLimitsOf = (config: Config): DbLimits => ({
  acquireTimeoutMs: config.DB_ACQUIRE_TIMEOUT_MS,
  statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  exportMaxConcurrent: config.EXPORT_MAX_CONCURRENT,
});

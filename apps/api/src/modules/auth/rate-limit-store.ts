import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type pg from 'pg';

/** Every this many counted requests, a store also deletes the windows that have ended. */
const PURGE_EVERY = 500;

type Row = { hits: number; reset_at: Date };

/**
 * express-rate-limit's store over the `rate_limit_hits` table, so that every replica of the app
 * counts in the same windows (docs/decisions.md, "Rate limits"). Fixed windows, like the memory
 * store: a key's window starts at its first hit and lasts `windowMs`. Each hit is one atomic
 * upsert that also restarts an ended window, so concurrent hits from several processes neither
 * lose a count nor see a stale window. Times come from PostgreSQL's clock, the one every replica
 * shares.
 *
 * One instance per limiter (express-rate-limit refuses a shared one); `name` keeps the limiters'
 * counters apart in the one table and must be the same in every replica.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;
  private counted = 0;

  constructor(
    private readonly pool: pg.Pool,
    name: string,
  ) {
    this.prefix = `${name}:`;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.pool.query<Row>(
      'SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1 AND reset_at > now()',
      [this.prefix + key],
    );
    const row = rows[0];
    return row ? { totalHits: row.hits, resetTime: row.reset_at } : undefined;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const { rows } = await this.pool.query<Row>(
      `INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
         VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
       RETURNING hits, reset_at`,
      [this.prefix + key, this.windowMs],
    );
    this.counted += 1;
    // Housekeeping only: the answer does not wait for it, and a failure changes no count.
    if (this.counted % PURGE_EVERY === 0) void this.purgeEnded().catch(() => undefined);
    const row = rows[0]!;
    return { totalHits: row.hits, resetTime: row.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query(
      'UPDATE rate_limit_hits SET hits = hits - 1 WHERE key = $1 AND reset_at > now() AND hits > 0',
      [this.prefix + key],
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.pool.query('DELETE FROM rate_limit_hits WHERE key = $1', [this.prefix + key]);
  }

  async resetAll(): Promise<void> {
    await this.pool.query('DELETE FROM rate_limit_hits WHERE starts_with(key, $1)', [this.prefix]);
  }

  /** Ended windows of every limiter: they would only be restarted by their key's next hit. */
  private async purgeEnded(): Promise<void> {
    await this.pool.query('DELETE FROM rate_limit_hits WHERE reset_at <= now()');
  }
}

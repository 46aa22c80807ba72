import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type pg from 'pg';

/** Every this many counted requests, a store also deletes the windows that have ended. */
const PURGE_EVERY = 500;

type Row = { hits: number; reset_at: Date };
type KeyRow = Row & { key: string };
type Window = { totalHits: number; resetTime: Date };

/**
 * Adds `hits` to each key's window (one row per key), restarting the windows that have ended; a
 * key's window starts at its first hit and lasts `$3` ms. Concurrent writers from several
 * processes neither lose a count nor see a stale window. Times come from PostgreSQL's clock, the
 * one every replica shares.
 */
const ADD_HITS_SQL = `
  INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
    SELECT key, hits, now() + make_interval(secs => $3::double precision / 1000)
    FROM unnest($1::text[], $2::int[]) AS batch (key, hits)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.reset_at <= now() THEN EXCLUDED.hits ELSE r.hits + EXCLUDED.hits END,
    reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
  RETURNING key, hits, reset_at`;

export interface RateLimitStoreOptions {
  /**
   * 0 (the default): every hit is one statement, and the count is exact across replicas at every
   * request. Above 0: a hit inside a window this process already knows is counted in memory and
   * written with the others at most this many ms later, in one statement for every key; each
   * process then decides on the shared count as of its last write plus its own hits since. For a
   * high ceiling on every call (`api`), where a request must not wait for a write.
   */
  flushEveryMs?: number;
}

/**
 * express-rate-limit's store over the `rate_limit_hits` table, so that every replica of the app
 * counts in the same windows (docs/decisions.md, "Several instances"). Fixed windows, like the
 * memory store.
 *
 * One instance per limiter (express-rate-limit refuses a shared one); `name` keeps the limiters'
 * counters apart in the one table and must be the same in every replica.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;
  private counted = 0;
  private readonly flushEveryMs: number;
  /** Batched mode: each key's shared window as of this process's last write. */
  private readonly known = new Map<string, Window>();
  /** Batched mode: hits counted here and not written yet. */
  private pending = new Map<string, number>();
  /** Batched mode: hits being written, counted until the write answers with the new total. */
  private readonly writing = new Map<string, number>();
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: pg.Pool,
    name: string,
    options: RateLimitStoreOptions = {},
  ) {
    this.prefix = `${name}:`;
    this.flushEveryMs = options.flushEveryMs ?? 0;
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
    const fullKey = this.prefix + key;
    const known = this.flushEveryMs > 0 ? this.known.get(fullKey) : undefined;
    if (known && known.resetTime.getTime() > Date.now()) {
      const pending = (this.pending.get(fullKey) ?? 0) + 1;
      this.pending.set(fullKey, pending);
      this.scheduleFlush();
      const writing = this.writing.get(fullKey) ?? 0;
      return { totalHits: known.totalHits + writing + pending, resetTime: known.resetTime };
    }
    // Exact mode, or the first hit of a window here: counted at once, which also learns the
    // shared window (started by another replica, perhaps).
    const rows = await this.addHits(new Map([[fullKey, 1]]));
    return this.learn(rows)[0]!;
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query(
      'UPDATE rate_limit_hits SET hits = hits - 1 WHERE key = $1 AND reset_at > now() AND hits > 0',
      [this.prefix + key],
    );
  }

  async resetKey(key: string): Promise<void> {
    this.forget((fullKey) => fullKey === this.prefix + key);
    await this.pool.query('DELETE FROM rate_limit_hits WHERE key = $1', [this.prefix + key]);
  }

  async resetAll(): Promise<void> {
    this.forget(() => true);
    await this.pool.query('DELETE FROM rate_limit_hits WHERE starts_with(key, $1)', [this.prefix]);
  }

  /** Writes the hits counted in memory now (batched mode; a no-op otherwise). */
  async flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    for (const [key, hits] of batch) this.writing.set(key, (this.writing.get(key) ?? 0) + hits);
    let rows: KeyRow[] = [];
    try {
      rows = await this.addHits(batch);
    } catch {
      // Counted again with the next write: a database that cannot count now loses no hit.
      for (const [key, hits] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + hits);
    }
    // In one step, so that no hit counts the batch twice (in `writing` and in the new total)
    // nor not at all: the new totals are learnt as the batch leaves `writing`.
    for (const [key, hits] of batch) {
      const left = (this.writing.get(key) ?? 0) - hits;
      if (left > 0) this.writing.set(key, left);
      else this.writing.delete(key);
    }
    this.learn(rows);
  }

  shutdown(): Promise<void> {
    return this.flush();
  }

  /** Adds each key's hits in one statement; answers each key's window after it. */
  private async addHits(hits: Map<string, number>): Promise<KeyRow[]> {
    const { rows } = await this.pool.query<KeyRow>(ADD_HITS_SQL, [
      [...hits.keys()],
      [...hits.values()],
      this.windowMs,
    ]);
    this.counted += hits.size;
    // Housekeeping only: the answer does not wait for it, and a failure changes no count.
    if (this.counted >= PURGE_EVERY) {
      this.counted = 0;
      this.forgetEndedWindows();
      void this.purgeEnded().catch(() => undefined);
    }
    return rows;
  }

  /** The windows of written rows, remembered in batched mode. */
  private learn(rows: KeyRow[]): Window[] {
    return rows.map((row) => {
      const window = { totalHits: row.hits, resetTime: row.reset_at };
      if (this.flushEveryMs > 0) this.known.set(row.key, window);
      return window;
    });
  }

  private scheduleFlush(): void {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => void this.flush(), this.flushEveryMs);
    this.flushTimer.unref();
  }

  /** Keys whose window has ended are counted exactly at their next hit: no need to keep them. */
  private forgetEndedWindows(): void {
    const now = Date.now();
    const ended = new Set(
      [...this.known].filter(([, window]) => window.resetTime.getTime() <= now).map(([key]) => key),
    );
    this.forget((fullKey) => ended.has(fullKey));
  }

  private forget(matches: (fullKey: string) => boolean): void {
    for (const map of [this.known, this.pending]) {
      for (const fullKey of map.keys()) if (matches(fullKey)) map.delete(fullKey);
    }
  }

  /** Ended windows of every limiter: they would only be restarted by their key's next hit. */
  private async purgeEnded(): Promise<void> {
    await this.pool.query('DELETE FROM rate_limit_hits WHERE reset_at <= now()');
  }
}

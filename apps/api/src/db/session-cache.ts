// The sessions the guards have read, kept in memory for a few seconds: a guarded call then costs
// one round trip to PostgreSQL (its own query) instead of two. Never stale for a decision:
// - in this process, every statement that writes a table a session check reads (users,
//   organizations, revoked_sessions) empties the cache when it completes, and again when its
//   transaction ends (SerialClient calls `afterStatement`): before the writer's response leaves;
// - across processes (another replica, SQL by hand), triggers announce those writes on
//   `session_change` when they commit (migration 20261130120000) and the listener empties it;
// - while that listener is not connected and listening, nothing is read from the cache;
// - a read that began before an emptying is not kept (`epoch`), and nothing lives past TTL_MS.
import pg from 'pg';

export const SESSION_CHANGE_CHANNEL = 'session_change';
/** The listening connection's application_name (pg_stat_activity). */
export const SESSION_LISTENER_NAME = 'session-cache';
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
const RECONNECT_MS = 1_000;

const SESSION_TABLES = /\b(users|organizations|revoked_sessions)\b/i;
const WRITE = /^\s*(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|WITH|CALL|DO|ALTER|DROP|COPY)\b/i;
const TRANSACTION_END = /^\s*(COMMIT|END|ROLLBACK)\b/i;

type Entry = { value: unknown; until: number };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private epoch = 0;
  private listener: pg.Client | undefined;
  private listening = false;
  private started = false;
  private closed = false;

  constructor(private readonly connectionString: string) {}

  /** The value of `key`, from the cache or read by `load` (always read while not listening). */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.started) this.listen();
    const hit = this.listening ? this.entries.get(key) : undefined;
    // Its only reader (the guards' session read) stores and reads one type.
    if (hit && hit.until > Date.now()) return hit.value as T;
    const epoch = this.epoch;
    const value = await load();
    if (this.listening && epoch === this.epoch) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { value, until: Date.now() + TTL_MS });
    }
    return value;
  }

  /** Forgets every session, and every read under way. */
  invalidate(): void {
    this.epoch += 1;
    this.entries.clear();
  }

  /**
   * Called by each connection of the pool after each statement; `dirty`: this connection wrote a
   * session table since its transaction began. Returns the new `dirty`.
   */
  afterStatement(text: string, dirty: boolean): boolean {
    if (WRITE.test(text) && SESSION_TABLES.test(text)) {
      this.invalidate();
      return true;
    }
    if (dirty && TRANSACTION_END.test(text)) {
      this.invalidate();
      return false;
    }
    return dirty;
  }

  /** Stops listening for good (the pool ends). */
  async close(): Promise<void> {
    this.closed = true;
    this.down();
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private listen(): void {
    this.started = true;
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: SESSION_LISTENER_NAME,
    });
    this.listener = client;
    const lost = () => this.lost(client);
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => this.invalidate());
    client
      .connect()
      .then(() => client.query(`LISTEN ${SESSION_CHANGE_CHANNEL}`))
      .then(() => {
        if (this.listener !== client) return;
        // Whatever changed while nobody listened is not in the cache: it was empty or unread.
        this.invalidate();
        this.listening = true;
      }, lost);
  }

  private down(): void {
    this.listening = false;
    this.invalidate();
  }

  /** The listener's connection failed or ended: read the database until another listens. */
  private lost(client: pg.Client): void {
    if (this.listener !== client) return;
    this.listener = undefined;
    this.down();
    client.end().catch(() => undefined);
    if (this.closed) return;
    setTimeout(() => {
      if (!this.closed && this.listener === undefined) this.listen();
    }, RECONNECT_MS).unref();
  }
}

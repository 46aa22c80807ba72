import pg from 'pg';

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Told of each statement once it has completed (callback or promise): `dirty` is what it returned
 * for the previous statement of this connection (session-cache.ts). Passed in the pool's options,
 * which the pool gives every client it creates.
 */
export type AfterStatement = (text: string, dirty: boolean) => boolean;
export type WatchedClientConfig = pg.ClientConfig & { afterStatement?: AfterStatement };

/** `query`, with `watch` told of each statement that has a text once it completes. */
function watchedQuery(query: QueryFn, watch: AfterStatement): QueryFn {
  let dirty = false;
  return (...args) => {
    const first = args[0] as { text?: unknown; submit?: unknown } | string | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    // A Submittable (a cursor, a stream) reads: exports and backups write no session table.
    if (typeof text !== 'string' || (typeof first === 'object' && first.submit)) {
      return query(...args);
    }
    const after = () => {
      dirty = watch(text, dirty);
    };
    const callback = args.findIndex((arg) => typeof arg === 'function');
    if (callback >= 0) {
      const done = args[callback] as (...results: unknown[]) => void;
      args[callback] = (...results: unknown[]) => {
        after();
        done(...results);
      };
      return query(...args);
    }
    return (query(...args) as Promise<unknown>).finally(after);
  };
}

/**
 * A pg client that runs the promise-style queries it is given one after another.
 *
 * Inside an interactive transaction Prisma's query interpreter fetches the relations of one read
 * (`include`/nested `select`) with `Promise.all` on the transaction's single connection
 * (prisma/orm#29468, still open for @prisma/client 7.10 and @prisma/adapter-pg 7.10.1). pg queues
 * such calls itself but warns that this is deprecated and will throw in pg@9. Chaining them here
 * is the "external async flow control" pg asks for: same order, same results, no warning.
 * Callback and Submittable calls (the pool's own `pool.query`, streams) pass through untouched.
 */
export class SerialClient extends pg.Client {
  constructor(config?: string | WatchedClientConfig) {
    super(config);
    const watch = typeof config === 'object' ? config.afterStatement : undefined;
    const query = this.query.bind(this) as QueryFn;
    let tail: Promise<unknown> = Promise.resolve();
    const serialQuery: QueryFn = (...args) => {
      const first = args[0] as { submit?: unknown } | undefined;
      if (args.some((arg) => typeof arg === 'function') || typeof first?.submit === 'function') {
        return query(...args);
      }
      const result = tail.then(() => query(...args));
      tail = result.catch(() => undefined);
      return result;
    };
    // An own property shadows pg's overloaded prototype method without restating its overloads.
    Object.defineProperty(this, 'query', {
      value: watch ? watchedQuery(serialQuery, watch) : serialQuery,
      writable: true,
      configurable: true,
    });
  }
}

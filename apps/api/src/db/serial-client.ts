import pg from 'pg';

type QueryFn = (...args: unknown[]) => unknown;

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
  constructor(config?: string | pg.ClientConfig) {
    super(config);
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
      value: serialQuery,
      writable: true,
      configurable: true,
    });
  }
}

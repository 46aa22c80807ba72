// A JSON answer `{ "<key>": [item, …] }` written as its items come (the spec's full lists of
// thousands of rows), with exactly the bytes `res.json` would send for the whole object: each item
// is `JSON.stringify`'d on its own and the pieces joined as JSON.stringify joins an array's. No
// array of every item and no string of the whole answer lives at once.
//
// An answer that fits in the first piece (FIRST_PIECE) is sent by `res.send` as `res.json` would
// (Content-Length, the body's ETag, 304 to a fresh GET); a longer one goes out in pieces (chunked,
// compressed by the compression middleware) with no ETag, which only the whole body could give.
// A failure before the first piece is sent answers the usual JSON error; after it, the status is
// gone: the error middleware destroys the socket, so the client sees a cut body, never a
// well-formed partial list.
import type { Response } from 'express';
import { watchIdleClient } from './zip-answer.js';

/** The bytes kept before the answer starts (and between two writes once it has). */
const FIRST_PIECE = 64 * 1024;

/** What `res.send` sets for a string answer with the type `res.json` gives. */
const JSON_TYPE = 'application/json; charset=utf-8';

export class JsonListAnswer<Item> {
  private text: string;
  private started = false;
  private first = true;
  /** Settles the wait for the client to take what was written (see `write`). */
  private drained: (() => void) | undefined;
  private waiting: Promise<void> | undefined;
  /** Aborts when the client goes away before the answer's end. */
  readonly signal: AbortSignal;

  /**
   * `idleTimeoutMs`: once the answer has started, a client that takes nothing of it for this
   * long is cut (zip-answer.ts watchIdleClient), so that it does not hold the statement's
   * connection, which waits for it (EXPORT_IDLE_TIMEOUT_MS, as a download).
   */
  constructor(
    private readonly res: Response,
    key: string,
    private readonly idleTimeoutMs: number,
  ) {
    this.text = `{${JSON.stringify(key)}:[`;
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort(new Error('client went away'));
    });
    this.signal = gone.signal;
    // One listener for the whole answer: the compression middleware moves 'drain' listeners to
    // its compressor, where a `once` per write would be added and never removed.
    res.on('drain', () => this.wake());
    this.signal.addEventListener('abort', () => this.wake(), { once: true });
  }

  /**
   * Adds an item; a promise back means the client has not taken the pieces written so far:
   * the caller's rows should wait until it settles.
   */
  add(item: Item): Promise<void> | undefined {
    this.text += (this.first ? '' : ',') + JSON.stringify(item);
    this.first = false;
    return this.text.length < FIRST_PIECE ? undefined : this.write();
  }

  /** Closes the array and the object and ends the answer. */
  end(): void {
    const rest = `${this.text}]}`;
    this.text = '';
    if (this.started) {
      this.res.end(rest);
      return;
    }
    if (!this.res.get('Content-Type')) this.res.set('Content-Type', 'application/json');
    this.res.status(200).send(rest);
  }

  private write(): Promise<void> | undefined {
    if (!this.started) {
      this.started = true;
      this.res.status(200).set('Content-Type', JSON_TYPE);
      watchIdleClient(this.res, this.idleTimeoutMs, 'streamed list');
    }
    const written = this.res.write(this.text);
    this.text = '';
    if (written) return undefined;
    // Writes made meanwhile (the rows pg had already received) wait for the same drain.
    this.waiting ??= new Promise<void>((resolve, reject) => {
      this.drained = () => (this.signal.aborted ? reject(this.signal.reason as Error) : resolve());
    });
    return this.waiting;
  }

  private wake(): void {
    const drained = this.drained;
    this.drained = undefined;
    this.waiting = undefined;
    drained?.();
  }
}

// pdf.js, loaded on first use. Its legacy build (the one for Node.js) and its worker (run in the
// same thread, as a "fake worker") bring core-js polyfills, and on Node 20 some of them REPLACE built-ins the whole server uses: JSON.stringify and
// JSON.parse (for JSON.rawJSON and the reviver's source text, which Node 20 lacks) and
// Array.prototype.push (for a length check). Each replacement is several times slower than the
// native one: the 10,000-row accounting list spent most of its time in core-js's
// JSON.stringify. Both modules are imported here, the worker handed to pdf.js as
// `globalThis.pdfjsWorker` (where it looks before importing it itself), and the natives put back; what it only adds
// (Promise.withResolvers, the Set and iterator methods, …) stays, pdf.js may need it.
type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** The worker's module (pdfjs-dist ships no types for it). */
const WORKER: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

/** The built-ins core-js replaces on Node 20, with their native descriptors. */
const NATIVES = (
  [
    [JSON, 'stringify'],
    [JSON, 'parse'],
    [Array.prototype, 'push'],
  ] as const
).map(([owner, key]) => ({ owner, key, native: Reflect.getOwnPropertyDescriptor(owner, key) }));

let loading: Promise<Pdfjs> | undefined;

async function importKeepingNatives(): Promise<Pdfjs> {
  try {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const worker = (await import(WORKER)) as { WorkerMessageHandler: unknown };
    Object.assign(globalThis, { pdfjsWorker: worker });
    return pdfjs;
  } finally {
    for (const { owner, key, native } of NATIVES) {
      if (native) Reflect.defineProperty(owner, key, native);
    }
  }
}

/** pdf.js, imported once, with the server's native JSON and Array.prototype.push kept. */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= importKeepingNatives();
  return loading;
}

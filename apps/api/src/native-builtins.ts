// pdfjs-dist's legacy build (the one Node 20 runs) carries core-js, which REPLACES some of the
// engine's own built-ins on import when they miss a recent proposal: JSON.stringify and JSON.parse
// (JSON.rawJSON), Array.prototype.push (an edge case of a non-writable length). Its JavaScript
// versions are several times slower (a 25-client answer: 36 µs to stringify and parse natively,
// 200 µs after the import), and they would serve every request of the process. What it ADDS
// (Promise.withResolvers, Uint8Array.prototype.toBase64, …) pdf.js needs and stays; what it
// replaced is put back.
const GUARDED: readonly object[] = [
  JSON,
  Object,
  Array,
  Array.prototype,
  String.prototype,
  Promise,
  Promise.prototype,
  Map.prototype,
  Set.prototype,
  Uint8Array,
  Object.getPrototypeOf(Uint8Array.prototype) as object,
];

type Snapshot = { target: object; functions: Map<PropertyKey, PropertyDescriptor> };

function snapshot(target: object): Snapshot {
  const functions = new Map<PropertyKey, PropertyDescriptor>();
  for (const key of Reflect.ownKeys(target)) {
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (typeof descriptor?.value === 'function') functions.set(key, descriptor);
  }
  return { target, functions };
}

/** What `load` returns, the engine's built-in functions of GUARDED left as they were before it. */
export async function keepingNativeBuiltins<T>(load: () => Promise<T>): Promise<T> {
  const snapshots = GUARDED.map(snapshot);
  try {
    return await load();
  } finally {
    for (const { target, functions } of snapshots) {
      for (const [key, descriptor] of functions) {
        if (Object.getOwnPropertyDescriptor(target, key)?.value !== descriptor.value) {
          Object.defineProperty(target, key, descriptor);
        }
      }
    }
  }
}

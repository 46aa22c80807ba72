let lastKey = 0;

/**
 * A stable React key for a document line of a form (a quote's, a sale's): rows keep their state
 * when one above them is removed. Unique for the page's lifetime.
 */
export function newLineKey(): number {
  lastKey += 1;
  return lastKey;
}

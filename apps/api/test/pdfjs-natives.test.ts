// pdf.js's legacy build replaces JSON.stringify, JSON.parse and Array.prototype.push with slower
// core-js polyfills on Node 20 (every answer of the server is stringified, every pg row pushed),
// and makes them look native to Function.prototype.toString. Reading a Factur-X PDF must leave
// the natives in place: the code a built-in calls back finds no pdf.js frame under it.
import { describe, expect, test } from 'vitest';
import { embeddedInvoiceXml } from '../src/modules/purchase-invoices/facturx-reader.js';
import { PDF } from './support/http.js';

/** The stack under a callback, as the built-in that calls it leaves it. */
const stackHere = () => new Error('callback').stack ?? '';

function stacksUnderBuiltIns() {
  const stacks: string[] = [];
  JSON.stringify({ toJSON: () => stacks.push(stackHere()) });
  JSON.parse('{"a":1}', (_key, value: unknown) => (stacks.push(stackHere()), value));
  const list: unknown[] = [];
  Object.defineProperty(list, 0, { set: () => stacks.push(stackHere()) });
  list.push(1);
  return stacks;
}

describe('pdf.js and the built-ins', () => {
  test('reading a PDF keeps the native JSON and Array.prototype.push', async () => {
    await expect(embeddedInvoiceXml(PDF)).rejects.toMatchObject({ status: 400 });
    const stacks = stacksUnderBuiltIns();
    expect(stacks.length).toBeGreaterThanOrEqual(3);
    for (const stack of stacks) expect(stack).not.toMatch(/pdfjs-dist/);
    // What pdf.js only adds stays.
    expect('withResolvers' in Promise).toBe(true);
  });
});

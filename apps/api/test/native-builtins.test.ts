// Reading a Factur-X PDF loads pdf.js's legacy build, whose core-js replaced JSON.stringify,
// JSON.parse and Array.prototype.push with slower JavaScript for the whole process (every answer
// of every request): they stay the engine's own (src/native-builtins.ts).
import { NATIVE } from './support/native-builtins.js';
import { expect, test } from 'vitest';
import {
  embeddedInvoiceXml,
  MSG_PDF_UNREADABLE,
} from '../src/modules/purchase-invoices/facturx-reader.js';

// Not support/http.ts's: its imports load pdf.js already (the test helpers read PDFs with it).
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

// pdf.js reading a Factur-X with them: purchase-invoices.test.ts.
test('reading a PDF leaves JSON and Array.prototype.push native', async () => {
  await expect(embeddedInvoiceXml(new Uint8Array(PDF))).rejects.toMatchObject({
    message: MSG_PDF_UNREADABLE,
  });
  expect(JSON.stringify).toBe(NATIVE.stringify);
  expect(JSON.parse).toBe(NATIVE.parse);
  expect(Array.prototype.push).toBe(NATIVE.push);
  expect(JSON.stringify({ a: [1, 'é'] })).toBe('{"a":[1,"é"]}');
});

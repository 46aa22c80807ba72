import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';

/**
 * The file a PDF embeds under /Type /EmbeddedFile, inflated (pdfkit compresses its streams).
 * Throws when the PDF embeds no file.
 */
export function embeddedFile(pdf: Buffer): string {
  const start = pdf.indexOf('/Type /EmbeddedFile');
  if (start < 0) throw new Error('The PDF embeds no file.');
  const dictionary = pdf.subarray(start, pdf.indexOf('stream', start)).toString('latin1');
  const length = Number(/\/Length (\d+)/.exec(dictionary)![1]);
  const data = pdf.indexOf('stream\n', start) + 'stream\n'.length;
  const bytes = pdf.subarray(data, data + length);
  return (dictionary.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('utf8');
}

/** What a Factur-X PDF shows a reader: the PDF/A-3b identification and the Factur-X XMP. */
export function expectFacturX(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.7')).toBe(true);
  expect(text).toContain('<pdfaid:part>3</pdfaid:part>');
  expect(text).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
  expect(text).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
  expect(text).toContain('/AFRelationship /Alternative');
  expect(text).toContain('/F (factur-x.xml)');
  expect(text).toContain('/FontFile2');
}

import { inflateSync } from 'node:zlib';

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

// The one PDF builder of quotes, invoices and sales (pdfkit): organization header with logo and
// legal identity, client block, number and dates, the lines, one VAT line per rate and the totals,
// the legal mentions, how to pay, the organization's terms, page numbers, and the table header
// repeated on every page. Without VAT subjection there are no VAT columns and the franchise
// mention of the organization's country is printed instead.
import PDFDocument from 'pdfkit';
import type { DocumentData } from './document-data.js';
import { drawDocument, MARGIN } from './document-pdf-sections.js';

export function buildDocumentPdf(data: DocumentData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      info: { Title: `${data.title} ${data.number}`, Author: data.organization.name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      drawDocument(doc, data);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}

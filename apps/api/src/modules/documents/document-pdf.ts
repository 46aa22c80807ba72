// The one PDF builder of quotes, invoices and sales (pdfkit): organization header with logo and
// legal identity, client block, number and dates, the lines, one VAT line per rate and the totals,
// the legal mentions, how to pay, the organization's terms, page numbers, and the table header
// repeated on every page. Without VAT subjection there are no VAT columns and the franchise
// mention of the organization's country is printed instead.
import { attachFacturX, PDF_A3B_OPTIONS } from './facturx.js';
import type { DocumentData } from './document-data.js';
import { drawDocument, MARGIN } from './document-pdf-sections.js';
import { documentFonts, FONT, registerFonts } from './pdf-fonts.js';

/** A Factur-X invoice: the CII XML to embed and the document's date (ISO). */
export type FacturXPart = { ciiXml: string; date: string };

/**
 * The PDF of a document; with `facturX`, a PDF/A-3b that carries the CII XML as factur-x.xml
 * (Factur-X, EN 16931 profile).
 */
export async function buildDocumentPdf(data: DocumentData, facturX?: FacturXPart): Promise<Buffer> {
  return renderPdf(
    {
      info: { Title: `${data.title} ${data.number}`, Author: data.organization.name },
      ...(facturX ? PDF_A3B_OPTIONS : {}),
    },
    (doc) => {
      if (facturX) attachFacturX(doc, facturX.ciiXml, new Date(`${facturX.date}T00:00:00Z`));
      drawDocument(doc, data);
    },
  );
}

/**
 * An A4 French PDF with the app's fonts, drawn by `draw` (the documents, the reminders and the
 * statements of account): its bytes once pdfkit has written them.
 */
export async function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  // Loaded at the first PDF: an idle server does not carry pdfkit, so it stays small.
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), documentFonts()]);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      lang: 'fr-FR',
      // The app's font from the start: pdfkit would otherwise parse Helvetica's metrics for every
      // document, a font no page uses. pdfkit takes a fontkit font here too; its types list names.
      font: fonts[FONT] as unknown as string,
      ...options,
    });
    registerFonts(doc, fonts);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}

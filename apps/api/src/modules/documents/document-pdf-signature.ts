// The end of a quote's PDF: where the client accepts it ("Bon pour accord"), dates and signs it.
import { FONT, FONT_BOLD } from './pdf-fonts.js';

/** Points the block takes: title, the date line and room for a hand signature. */
const BLOCK_HEIGHT = 110;
const PAGE_BOTTOM = 842 - 60;
const BOX_WIDTH = 250;

/** A framed box on the right: "Bon pour accord", "Date :", "Nom et signature :". */
export function drawSignature(doc: PDFKit.PDFDocument, margin: number, width: number) {
  doc.moveDown(1.5);
  if (doc.y + BLOCK_HEIGHT > PAGE_BOTTOM) doc.addPage();
  const left = margin + width - BOX_WIDTH;
  const top = doc.y;
  doc.rect(left, top, BOX_WIDTH, BLOCK_HEIGHT).strokeColor('#999999').stroke();
  doc.strokeColor('black');
  const inner = { width: BOX_WIDTH - 16 };
  doc
    .font(FONT_BOLD)
    .fontSize(10)
    .text('Bon pour accord', left + 8, top + 8, inner);
  doc.font(FONT).fontSize(9);
  doc.text('Date :', left + 8, top + 28, inner);
  doc.text('Nom et signature :', left + 8, top + 46, inner);
  doc.x = margin;
  doc.y = top + BLOCK_HEIGHT;
}

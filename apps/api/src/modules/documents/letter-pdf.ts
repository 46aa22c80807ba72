// A letter from the organization (a payment reminder, a statement of account): the documents'
// letterhead, the recipient's address block, a title and its date, then paragraphs, tables of
// amounts and a transfer block with its EPC QR code, and the page numbers.
import { formatDateFr } from '@app/shared/format';
import type { DocumentData, DocumentParty } from './document-data.js';
import { renderPdf } from './document-pdf.js';
import {
  drawHeader,
  drawTransfer,
  drawPageNumbers,
  formatAccount,
  MARGIN,
  PAGE_BOTTOM,
  rowRule,
  text,
} from './document-pdf-sections.js';
import { partyLines } from './party-lines.js';
import { FONT, FONT_BOLD } from './pdf-fonts.js';

export type LetterColumn = { label: string; width: number; align?: 'left' | 'right' };
export type LetterRow = { cells: string[]; bold?: boolean };

export type LetterBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Columns in points; the first one takes what the others leave of the page's width. */
  | { kind: 'table'; columns: LetterColumn[]; rows: LetterRow[] }
  | { kind: 'transfer'; rows: string[]; qrPng: Buffer | null };

export type LetterData = {
  title: string;
  /** ISO date printed under the title. */
  date: string;
  /** What every page's footer names ("Relance 1 — FAC-2026-0001"). */
  reference: string;
  organization: DocumentData['organization'];
  recipient: DocumentParty;
  blocks: LetterBlock[];
};

/** The PDF of a letter. */
export function buildLetterPdf(data: LetterData): Promise<Buffer> {
  return renderPdf(
    { info: { Title: `${data.title} ${data.reference}`, Author: data.organization.name } },
    (doc) => {
      const width = doc.page.width - 2 * MARGIN;
      drawHeader(doc, data, width);
      drawRecipient(doc, data, width);
      doc.font(FONT_BOLD).fontSize(16).text(text(data.title), MARGIN, doc.y, { width });
      doc
        .font(FONT)
        .fontSize(10)
        .text(`Date : ${formatDateFr(data.date)}`, MARGIN, doc.y);
      for (const block of data.blocks) drawBlock(doc, block, width);
      drawPageNumbers(doc, { number: data.reference }, width);
    },
  );
}

/** The recipient on the right half, where a windowed envelope shows it. */
function drawRecipient(doc: PDFKit.PDFDocument, data: LetterData, width: number) {
  const left = MARGIN + width / 2;
  const top = doc.y;
  doc
    .font(FONT_BOLD)
    .fontSize(10)
    .text(text(data.recipient.name), left, top, { width: width / 2 });
  doc.font(FONT);
  for (const line of partyLines(data.recipient, {
    withContact: false,
    seller: data.organization,
  })) {
    doc.text(text(line), left, doc.y, { width: width / 2 });
  }
  doc.y += 24;
}

function drawBlock(doc: PDFKit.PDFDocument, block: LetterBlock, width: number) {
  switch (block.kind) {
    case 'heading':
      keepRoom(doc, 60);
      doc.moveDown(1).font(FONT_BOLD).fontSize(11).text(text(block.text), MARGIN, doc.y, { width });
      return;
    case 'paragraph':
      doc.moveDown(0.8).font(FONT).fontSize(10);
      doc.text(text(block.text), MARGIN, doc.y, { width, align: 'justify' });
      return;
    case 'table':
      drawTable(doc, block.columns, block.rows, width);
      return;
    case 'transfer':
      drawTransfer(doc, block.rows, block.qrPng, width);
  }
}

/** A new page when less than `height` points are left. */
function keepRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > PAGE_BOTTOM) doc.addPage();
}

/** A table with a grey header, repeated on every page it runs over. */
function drawTable(
  doc: PDFKit.PDFDocument,
  columns: LetterColumn[],
  rows: LetterRow[],
  width: number,
) {
  const fixed = columns.slice(1).reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column, index) => (index === 0 ? width - fixed : column.width));
  const drawRow = (cells: string[], bold: boolean) => {
    const y = doc.y;
    doc.font(bold ? FONT_BOLD : FONT).fontSize(8.5);
    const heights = cells.map((cell, index) =>
      doc.heightOfString(text(cell), { width: widths[index]! - 6 }),
    );
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const align = columns[index]?.align ?? 'left';
      doc.text(text(cell), x + 3, y + 2, { width: widths[index]! - 6, align });
      x += widths[index]!;
    });
    doc.y = y + Math.max(12, ...heights) + 4;
  };
  const header = () => {
    doc.rect(MARGIN, doc.y, width, 16).fill('#eeeeee').fillColor('black');
    drawRow(
      columns.map((column) => column.label),
      true,
    );
  };
  doc.moveDown(0.8);
  keepRoom(doc, 50);
  header();
  for (const row of rows) {
    if (doc.y + 16 > PAGE_BOTTOM) {
      doc.addPage();
      header();
    }
    drawRow(row.cells, row.bold ?? false);
    rowRule(doc, width);
  }
}

/** The organization's account rows of a transfer block. */
export function accountRows(organization: DocumentData['organization']): string[] {
  return [
    `Bénéficiaire : ${organization.name}`,
    `IBAN : ${formatAccount(organization.bankAccount)}`,
    ...(organization.bic ? [`BIC : ${organization.bic}`] : []),
  ];
}

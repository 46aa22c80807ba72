// The sections of a document's PDF (document-pdf.ts builds it): header, title and dates, client,
// lines, totals and mentions, how to pay, terms, page numbers.
import { vatLabels } from '@app/shared/country-labels';
import { formatDateFr, formatEuros, formatPercent } from '@app/shared/format';
import { formatIban, normalizeIban, type Country } from '@app/shared/legal-identity';
import { vatFranchiseMention } from '@app/shared/legal-mentions';
import { rentalDays } from '@app/shared/pricing';
import { PROVISIONAL_BANNER, type DocumentData, type DocumentLine } from './document-data.js';
import { partyLines } from './party-lines.js';
import { drawSignature } from './document-pdf-signature.js';
import { FONT, FONT_BOLD } from './pdf-fonts.js';

export const MARGIN = 50;
/** The EPC QR code, about 3.2 cm: what banking apps scan comfortably from paper or a screen. */
const QR_SIZE = 90;
export const PAGE_BOTTOM = 842 - 60;
const GREY = '#555555';

// Helvetica (WinAnsi) has no narrow no-break space, which Intl uses in French amounts.
export const text = (value: string) => value.replace(/\u202f/g, '\u00a0');
export const euros = (cents: number) => text(formatEuros(cents));
/** An IBAN in groups of four, as banks print it; anything else (older rows) as typed. */
export const formatAccount = (account: string) => {
  const iban = normalizeIban(account);
  return iban ? formatIban(iban) : account;
};

/** "coef. 1,25 (2 jours)" under a rental line priced with a day coefficient. */
function coefficientNote(line: DocumentLine, period: DocumentData['rentalPeriod']): string | null {
  if (!line.coefficient || line.coefficient === 1) return null;
  const coefficient = `coef. ${String(line.coefficient).replace('.', ',')}`;
  if (!period) return coefficient;
  const days = rentalDays(period.from, period.to);
  return `${coefficient} (${days} jour${days > 1 ? 's' : ''})`;
}

type Column = {
  label: string;
  width: number;
  align: 'left' | 'right';
  value: (line: DocumentLine) => string;
};

/** The table's columns: the amounts at fixed widths, the designation takes what is left. */
function columns(isVatSubject: boolean, country: Country, width: number): Column[] {
  const amounts = amountColumns(isVatSubject, country);
  const used = amounts.reduce((sum, col) => sum + col.width, 0);
  return [
    { label: 'Désignation', width: width - used, align: 'left', value: (l) => l.name },
    ...amounts,
  ];
}

function amountColumns(isVatSubject: boolean, country: Country): Column[] {
  const labels = vatLabels(country);
  const common: Column[] = [
    { label: 'Qté', width: 45, align: 'right', value: (l) => String(l.quantity) },
    {
      label: isVatSubject ? labels.unitPriceExcl : 'Prix unitaire',
      width: 65,
      align: 'right',
      value: (l) => euros(l.unitPriceCents),
    },
    {
      label: 'Remise',
      width: 55,
      align: 'right',
      value: (l) => (l.discountCents > 0 ? euros(l.discountCents) : '–'),
    },
  ];
  if (!isVatSubject) {
    return [
      ...common,
      { label: 'Total', width: 85, align: 'right', value: (l) => euros(l.totalExclCents) },
    ];
  }
  return [
    ...common,
    { label: 'TVA', width: 40, align: 'right', value: (l) => text(formatPercent(l.vatRate)) },
    { label: labels.totalExcl, width: 65, align: 'right', value: (l) => euros(l.totalExclCents) },
    { label: labels.totalIncl, width: 65, align: 'right', value: (l) => euros(l.totalInclCents) },
  ];
}

/** "Payer par virement": amount, account, reference and due date of an issued invoice. */
function drawPayment(
  doc: PDFKit.PDFDocument,
  data: DocumentData,
  payment: NonNullable<DocumentData['payment']>,
  width: number,
) {
  const org = data.organization;
  const rows = [
    `Montant : ${euros(payment.amountCents)}`,
    `Bénéficiaire : ${org.name}`,
    `IBAN : ${formatAccount(org.bankAccount)}`,
    org.bic ? `BIC : ${org.bic}` : null,
    payment.reference ? `Communication : ${payment.reference}` : null,
    `À payer au plus tard le ${formatDateFr(payment.dueDate)}`,
  ].filter((row): row is string => row !== null);
  drawTransfer(doc, rows, payment.qrPng ?? null, width);
}

/** "Payer par virement": the rows on the left, the EPC QR code (if any) on the right. */
export function drawTransfer(
  doc: PDFKit.PDFDocument,
  rows: string[],
  qrPng: Buffer | null,
  width: number,
) {
  const qrSize = qrPng ? QR_SIZE : 0;
  if (doc.y + Math.max(rows.length * 12 + 30, qrSize + 20) > PAGE_BOTTOM) doc.addPage();
  doc.moveDown(1);
  const top = doc.y;
  const textWidth = width - (qrSize ? qrSize + 20 : 0);
  doc.font(FONT_BOLD).fontSize(10).text('Payer par virement', MARGIN, top, { width: textWidth });
  doc.font(FONT).fontSize(9);
  for (const row of rows) doc.text(text(row), MARGIN, doc.y, { width: textWidth });
  if (qrPng) {
    doc.image(qrPng, MARGIN + width - qrSize, top, { width: qrSize, height: qrSize });
    doc.y = Math.max(doc.y, top + qrSize);
  }
}

/** Draws the whole document, section by section, then numbers the pages. */
export function drawDocument(doc: PDFKit.PDFDocument, data: DocumentData) {
  const width = doc.page.width - 2 * MARGIN;
  drawHeader(doc, data, width);
  drawTitleAndDates(doc, data, width);
  drawClient(doc, data, width);
  drawLines(doc, data, width);
  drawTotals(doc, data, width);
  if (data.signature) drawSignature(doc, MARGIN, width);
  if (data.payment) drawPayment(doc, data, data.payment, width);
  drawTerms(doc, data, width);
  drawPageNumbers(doc, data, width);
}

/** Logo on the left, the organization and its legal identity on the right. */
export function drawHeader(
  doc: PDFKit.PDFDocument,
  data: Pick<DocumentData, 'organization'>,
  width: number,
) {
  const org = data.organization;
  const top = MARGIN;
  if (org.logo && (org.logo.mime === 'image/png' || org.logo.mime === 'image/jpeg')) {
    try {
      doc.image(Buffer.from(org.logo.data), MARGIN, top, { fit: [140, 70] });
    } catch {
      // A logo pdfkit cannot read must not cost the user their document.
    }
  }
  doc
    .font(FONT_BOLD)
    .fontSize(12)
    .text(text(org.name), MARGIN + 200, top, { width: width - 200, align: 'right' });
  doc.font(FONT).fontSize(9).fillColor(GREY);
  const orgLines = [
    ...partyLines(org, { withContact: true }),
    `Compte : ${formatAccount(org.bankAccount)}`,
    org.bic ? `BIC : ${org.bic}` : null,
  ].filter((line): line is string => Boolean(line));
  for (const line of orgLines) doc.text(text(line), { width: width - 200, align: 'right' });
  doc.fillColor('black');
  doc.y = Math.max(doc.y, top + 80) + 20;
}

function drawTitleAndDates(doc: PDFKit.PDFDocument, data: DocumentData, width: number) {
  if (data.provisional) {
    doc
      .font(FONT_BOLD)
      .fontSize(12)
      .fillColor('#b00020')
      .text(PROVISIONAL_BANNER, MARGIN, doc.y, { width })
      .fillColor('black')
      .moveDown(0.3);
  }
  doc.font(FONT_BOLD).fontSize(18).text(`${data.title} ${data.number}`, MARGIN, doc.y);
  doc.font(FONT).fontSize(10).moveDown(0.3);
  doc.text(`Date : ${formatDateFr(data.issueDate)}`);
  if (data.dueDate) doc.text(`Échéance : ${formatDateFr(data.dueDate)}`);
  if (data.rentalPeriod) {
    doc.text(
      `Période de location : du ${formatDateFr(data.rentalPeriod.from)} au ${formatDateFr(data.rentalPeriod.to)}`,
    );
  }
  if (data.deliveryDate) doc.text(`Date de livraison : ${formatDateFr(data.deliveryDate)}`);
  if (data.validUntil) doc.text(`Valable jusqu’au : ${formatDateFr(data.validUntil)}`);
  for (const reference of data.references ?? []) doc.text(text(reference), { width });
}

function drawClient(doc: PDFKit.PDFDocument, data: DocumentData, width: number) {
  const clientTop = doc.y + 12;
  doc.font(FONT_BOLD).fontSize(10).text('Client', MARGIN, clientTop);
  doc.font(FONT).fontSize(10).text(text(data.client.name));
  for (const line of partyLines(data.client, { withContact: true, seller: data.organization })) {
    doc.text(text(line));
  }
  if (data.description) {
    doc
      .moveDown(0.5)
      .fontSize(9)
      .fillColor(GREY)
      .text(text(data.description), { width })
      .fillColor('black');
  }
}

/** The lines, with the table header repeated on every page. */
function drawLines(doc: PDFKit.PDFDocument, data: DocumentData, width: number) {
  const cols = columns(data.organization.isVatSubject, data.organization.country, width);
  const header = () => {
    const y = doc.y;
    doc
      .rect(MARGIN, y - 3, width, 18)
      .fill('#eeeeee')
      .fillColor('black');
    doc.font(FONT_BOLD).fontSize(8.5);
    let x = MARGIN + 4;
    for (const col of cols) {
      doc.text(col.label, x, y + 1, { width: col.width - 8, align: col.align, lineBreak: false });
      x += col.width;
    }
    doc.font(FONT).fontSize(9);
    doc.y = y + 20;
  };
  doc.y += 16;
  header();
  for (const line of data.lines) {
    const label = [line.name, line.description, coefficientNote(line, data.rentalPeriod)]
      .filter(Boolean)
      .join('\n');
    const height = Math.max(14, doc.heightOfString(text(label), { width: cols[0]!.width - 8 }) + 4);
    if (doc.y + height > PAGE_BOTTOM) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    let x = MARGIN + 4;
    for (const [index, col] of cols.entries()) {
      doc.text(index === 0 ? text(label) : col.value(line), x, y, {
        width: col.width - 8,
        align: col.align,
      });
      x += col.width;
    }
    doc.y = y + height;
    rowRule(doc, width);
  }
}

/** The light line under a table's row. */
export function rowRule(doc: PDFKit.PDFDocument, width: number) {
  doc
    .moveTo(MARGIN, doc.y - 1)
    .lineTo(MARGIN + width, doc.y - 1)
    .strokeColor('#dddddd')
    .stroke()
    .strokeColor('black');
}

/** Totals, one VAT line per rate, then the legal mentions. */
function drawTotals(doc: PDFKit.PDFDocument, data: DocumentData, width: number) {
  const org = data.organization;
  const labels = vatLabels(org.country);
  const totalsRows: [string, string, boolean][] = org.isVatSubject
    ? [
        [labels.totalExcl, euros(data.totals.exclCents), false],
        ...data.totals.vatLines.map((vat): [string, string, boolean] => [
          `TVA ${text(formatPercent(vat.rate))} sur ${euros(vat.baseCents)}`,
          euros(vat.vatCents),
          false,
        ]),
        ['Total TVA', euros(data.totals.vatCents), false],
        [labels.totalIncl, euros(data.totals.inclCents), true],
      ]
    : [['Total', euros(data.totals.inclCents), true]];
  if (doc.y + totalsRows.length * 15 + 40 > PAGE_BOTTOM) doc.addPage();
  doc.y += 10;
  for (const [label, amount, bold] of totalsRows) {
    const y = doc.y;
    doc.font(bold ? FONT_BOLD : FONT).fontSize(bold ? 11 : 9.5);
    doc.text(label, MARGIN + width - 300, y, { width: 190, align: 'right' });
    doc.text(amount, MARGIN + width - 105, y, { width: 105, align: 'right' });
    doc.y = y + (bold ? 17 : 14);
  }
  doc.font(FONT).fontSize(9);
  const mentions = data.mentions ?? (org.isVatSubject ? [] : [vatFranchiseMention(org.country)]);
  if (mentions.length > 0) doc.moveDown(0.5);
  for (const mention of mentions) doc.text(text(mention), MARGIN, doc.y, { width });
}

/** Conditions générales. */
function drawTerms(doc: PDFKit.PDFDocument, data: DocumentData, width: number) {
  const org = data.organization;
  if (org.terms.trim()) {
    doc.moveDown(1.5);
    if (doc.y > PAGE_BOTTOM - 60) doc.addPage();
    doc.font(FONT_BOLD).fontSize(10).text('Conditions générales', MARGIN, doc.y);
    doc
      .font(FONT)
      .fontSize(8.5)
      .fillColor(GREY)
      .text(text(org.terms), { width })
      .fillColor('black');
  }
}

/** "FAC-… — Page n / N" on every page. */
export function drawPageNumbers(
  doc: PDFKit.PDFDocument,
  data: Pick<DocumentData, 'number'>,
  width: number,
) {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(8).fillColor(GREY);
    doc.text(`${data.number} — Page ${index + 1} / ${range.count}`, MARGIN, doc.page.height - 40, {
      width,
      align: 'center',
      lineBreak: false,
    });
  }
}

// The one PDF builder of quotes, invoices and sales (pdfkit): organization header with logo,
// client block, number and dates, the lines, one VAT line per rate and the totals, the
// organization's terms, page numbers, and the table header repeated on every page. Without VAT
// subjection there are no VAT columns and the franchise mention is printed instead.
import { formatDateFr, formatEuros, formatPercent } from '@app/shared/format';
import { VAT_FRANCHISE_MENTION } from '@app/shared/pricing';
import PDFDocument from 'pdfkit';

export type DocumentLine = {
  name: string;
  description?: string | null;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  vatRate: number;
  totalExclCents: number;
  totalInclCents: number;
  /** Day coefficient of a rental line (shown when above 1). */
  coefficient?: number;
};

export type DocumentData = {
  title: 'DEVIS' | 'FACTURE' | 'VENTE';
  number: string;
  issueDate: string;
  rentalPeriod?: { from: string; to: string };
  validUntil?: string | null;
  organization: {
    name: string;
    address: string;
    email: string;
    phone: string;
    vatNumber: string | null;
    bankAccount: string;
    isVatSubject: boolean;
    terms: string;
    /** PNG or JPEG bytes (pdfkit draws only those). */
    logo?: { data: Uint8Array; mime: string } | null;
  };
  client: {
    name: string;
    address: string | null;
    email: string | null;
    vatNumber: string | null;
  };
  lines: DocumentLine[];
  totals: {
    exclCents: number;
    vatLines: { rate: number; baseCents: number; vatCents: number }[];
    vatCents: number;
    inclCents: number;
  };
  description?: string | null;
};

const MARGIN = 50;
const PAGE_BOTTOM = 842 - 60;
const GREY = '#555555';

// Helvetica (WinAnsi) has no narrow no-break space, which Intl uses in French amounts.
const text = (value: string) => value.replace(/\u202f/g, '\u00a0');
const euros = (cents: number) => text(formatEuros(cents));

type Column = {
  label: string;
  width: number;
  align: 'left' | 'right';
  value: (line: DocumentLine) => string;
};

function columns(isVatSubject: boolean): Column[] {
  const quantity = (line: DocumentLine) =>
    line.coefficient && line.coefficient !== 1
      ? `${line.quantity} × ${String(line.coefficient).replace('.', ',')} j`
      : String(line.quantity);
  const common: Column[] = [
    { label: 'Désignation', width: isVatSubject ? 165 : 235, align: 'left', value: (l) => l.name },
    { label: 'Qté', width: 55, align: 'right', value: quantity },
    {
      label: isVatSubject ? 'P.U. HTVA' : 'Prix unitaire',
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
    { label: 'Total HTVA', width: 65, align: 'right', value: (l) => euros(l.totalExclCents) },
    { label: 'Total TVAC', width: 65, align: 'right', value: (l) => euros(l.totalInclCents) },
  ];
}

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
      draw(doc, data);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}

function draw(doc: PDFKit.PDFDocument, data: DocumentData) {
  const org = data.organization;
  const width = doc.page.width - 2 * MARGIN;

  // Header: logo on the left, the organization on the right.
  const top = MARGIN;
  if (org.logo && (org.logo.mime === 'image/png' || org.logo.mime === 'image/jpeg')) {
    try {
      doc.image(Buffer.from(org.logo.data), MARGIN, top, { fit: [140, 70] });
    } catch {
      // A logo pdfkit cannot read must not cost the user their document.
    }
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(text(org.name), MARGIN + 200, top, { width: width - 200, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  const orgLines = [
    org.address,
    org.email,
    org.phone,
    org.vatNumber ? `TVA : ${org.vatNumber}` : null,
    `Compte : ${org.bankAccount}`,
  ].filter((line): line is string => Boolean(line));
  for (const line of orgLines) doc.text(text(line), { width: width - 200, align: 'right' });
  doc.fillColor('black');

  // Title, number and dates.
  doc.y = Math.max(doc.y, top + 80) + 20;
  doc.font('Helvetica-Bold').fontSize(18).text(`${data.title} ${data.number}`, MARGIN, doc.y);
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  doc.text(`Date : ${formatDateFr(data.issueDate)}`);
  if (data.rentalPeriod) {
    doc.text(
      `Période de location : du ${formatDateFr(data.rentalPeriod.from)} au ${formatDateFr(data.rentalPeriod.to)}`,
    );
  }
  if (data.validUntil) doc.text(`Valable jusqu’au : ${formatDateFr(data.validUntil)}`);

  // Client block.
  const clientTop = doc.y + 12;
  doc.font('Helvetica-Bold').fontSize(10).text('Client', MARGIN, clientTop);
  doc.font('Helvetica').fontSize(10).text(text(data.client.name));
  for (const line of [
    data.client.address,
    data.client.email,
    data.client.vatNumber ? `TVA : ${data.client.vatNumber}` : null,
  ]) {
    if (line) doc.text(text(line));
  }
  if (data.description) {
    doc
      .moveDown(0.5)
      .fontSize(9)
      .fillColor(GREY)
      .text(text(data.description), { width })
      .fillColor('black');
  }

  // Lines.
  const cols = columns(org.isVatSubject);
  const header = () => {
    const y = doc.y;
    doc
      .rect(MARGIN, y - 3, width, 18)
      .fill('#eeeeee')
      .fillColor('black');
    doc.font('Helvetica-Bold').fontSize(8.5);
    let x = MARGIN + 4;
    for (const col of cols) {
      doc.text(col.label, x, y + 1, { width: col.width - 8, align: col.align, lineBreak: false });
      x += col.width;
    }
    doc.font('Helvetica').fontSize(9);
    doc.y = y + 20;
  };
  doc.y += 16;
  header();
  for (const line of data.lines) {
    const label = line.description ? `${line.name}\n${line.description}` : line.name;
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
    doc
      .moveTo(MARGIN, doc.y - 1)
      .lineTo(MARGIN + width, doc.y - 1)
      .strokeColor('#dddddd')
      .stroke()
      .strokeColor('black');
  }

  // Totals.
  const totalsRows: [string, string, boolean][] = org.isVatSubject
    ? [
        ['Total HTVA', euros(data.totals.exclCents), false],
        ...data.totals.vatLines.map((vat): [string, string, boolean] => [
          `TVA ${text(formatPercent(vat.rate))} sur ${euros(vat.baseCents)}`,
          euros(vat.vatCents),
          false,
        ]),
        ['Total TVA', euros(data.totals.vatCents), false],
        ['Total TVAC', euros(data.totals.inclCents), true],
      ]
    : [['Total', euros(data.totals.inclCents), true]];
  if (doc.y + totalsRows.length * 15 + 40 > PAGE_BOTTOM) doc.addPage();
  doc.y += 10;
  for (const [label, amount, bold] of totalsRows) {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9.5);
    doc.text(label, MARGIN + width - 300, y, { width: 190, align: 'right' });
    doc.text(amount, MARGIN + width - 105, y, { width: 105, align: 'right' });
    doc.y = y + (bold ? 17 : 14);
  }
  doc.font('Helvetica').fontSize(9);
  if (!org.isVatSubject) {
    doc.moveDown(0.5).text(VAT_FRANCHISE_MENTION, MARGIN, doc.y, { width });
  }

  // Terms (Conditions générales).
  if (org.terms.trim()) {
    doc.moveDown(1.5);
    if (doc.y > PAGE_BOTTOM - 60) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(10).text('Conditions générales', MARGIN, doc.y);
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(text(org.terms), { width })
      .fillColor('black');
  }

  // Page numbers on every page.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    doc.text(`${data.number} — Page ${index + 1} / ${range.count}`, MARGIN, doc.page.height - 40, {
      width,
      align: 'center',
      lineBreak: false,
    });
  }
}

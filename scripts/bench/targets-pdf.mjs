// The 50-line invoice PDF (GET /api/invoice/getInvoicePdf of the seeded pending invoice, rendered
// on every call) beside the same document drawn by pdfkit directly in this process, with the app's
// two DejaVu fonts parsed once before timing; and, for information, the app's own renderer
// (buildDocumentPdf, bundled as the bank's parser is) called in this process on the same data.
// Before timing, the three PDFs are read back with pdfjs: the same text on every page, or the run
// fails (a baseline that draws less would be a flattering ratio).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { importApiSource, importFromApi, resolveFromApi } from './api-deps.mjs';
import { expectOk } from './http.mjs';
import { median, medianOf, ms, ratio } from './stats.mjs';
import { timings } from './targets-api.mjs';

/** The seeded organization and client (seed.mjs seedOrganization, seedInvoice). */
const SELLER = {
  name: 'Banc d’essai ASBL',
  address: 'Rue du Banc 1',
  postalCode: '1000',
  city: 'Bruxelles',
  phone: '+32-25550000',
  email: 'bench@exemple.be',
  enterpriseNumber: '0123456749',
  vatNumber: 'BE0123456749',
  bankAccount: 'BE68539007547034',
  bic: 'GKCCBEBB',
};
const BUYER = {
  name: 'Client 001',
  address: 'Avenue 1',
  postalCode: '1050',
  city: 'Ixelles',
  vatNumber: 'BE0123456749',
  enterpriseNumber: '0123456749',
  email: 'client1@exemple.be',
};
/** The organization's default payment terms: the pending invoice's due date is today + 30. */
const PAYMENT_DAYS = 30;

/** The invoice's lines as the seed wrote them (21 % VAT, a service each). */
function invoiceLines(count) {
  return Array.from({ length: count }, (_, index) => {
    const g = index + 1;
    const quantity = 1 + (g % 5);
    const unit = 2500 + g * 10;
    const excl = quantity * unit;
    return {
      name: `Prestation n° ${g}`,
      description: `Montage et démontage, ligne ${g}`,
      quantity,
      unit,
      excl,
      incl: excl + Math.round((excl * 21) / 100),
    };
  });
}

/** Today in Europe/Brussels (the server's business day) and the due date, ISO. */
function invoiceDates() {
  const iso = (date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(date);
  const issue = iso(new Date());
  const due = new Date(`${issue}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + PAYMENT_DAYS);
  return { issue, due: due.toISOString().slice(0, 10) };
}

/** What the pending invoice's PDF prints (number, dates, lines, totals), as plain values. */
function invoiceContent(invoiceId, count) {
  const lines = invoiceLines(count);
  const excl = lines.reduce((sum, line) => sum + line.excl, 0);
  const vat = Math.round((excl * 21) / 100);
  return { number: `PROV-${invoiceId}`, ...invoiceDates(), lines, excl, vat, incl: excl + vat };
}

// ---- The baseline: plain pdfkit calls, the app's layout, no code of the app. ----

const MARGIN = 50;
const PAGE_BOTTOM = 842 - 60;
const GREY = '#555555';
const eurosFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const euros = (cents) => eurosFormat.format(cents / 100).replace(/\u202f/g, '\u00a0');
const dateFr = (iso) => iso.split('-').reverse().join('/');
const iban = (account) => account.replace(/(.{4})(?=.)/g, '$1 ');

/** The document with pdfkit alone, as the app lays it out for this invoice. */
function drawDirect(PDFDocument, fonts, content) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      lang: 'fr-FR',
      info: { Title: `FACTURE ${content.number}`, Author: SELLER.name },
    });
    for (const [name, font] of Object.entries(fonts)) doc.registerFont(name, font);
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const width = doc.page.width - 2 * MARGIN;

    // The seller on the right.
    doc.font('bold').fontSize(12);
    doc.text(SELLER.name, MARGIN + 200, MARGIN, { width: width - 200, align: 'right' });
    doc.font('regular').fontSize(9).fillColor(GREY);
    for (const line of [
      SELLER.address,
      `${SELLER.postalCode} ${SELLER.city}`,
      `TVA : ${SELLER.vatNumber}`,
      SELLER.email,
      SELLER.phone,
      `Compte : ${iban(SELLER.bankAccount)}`,
      `BIC : ${SELLER.bic}`,
    ]) {
      doc.text(line, { width: width - 200, align: 'right' });
    }
    doc.fillColor('black');
    doc.y = Math.max(doc.y, MARGIN + 80) + 20;

    // Provisional banner, title and dates.
    doc.font('bold').fontSize(12).fillColor('#b00020');
    doc.text('Facture provisoire — ne pas payer', MARGIN, doc.y, { width });
    doc.fillColor('black').moveDown(0.3);
    doc.font('bold').fontSize(18).text(`FACTURE ${content.number}`, MARGIN, doc.y);
    doc.font('regular').fontSize(10).moveDown(0.3);
    doc.text(`Date : ${dateFr(content.issue)}`);
    doc.text(`Échéance : ${dateFr(content.due)}`);

    // The client.
    doc
      .font('bold')
      .fontSize(10)
      .text('Client', MARGIN, doc.y + 12);
    doc.font('regular').fontSize(10).text(BUYER.name);
    doc.text(BUYER.address);
    doc.text(`${BUYER.postalCode} ${BUYER.city}`);
    doc.text(`TVA : ${BUYER.vatNumber}`);
    doc.text(BUYER.email);

    // The lines, the table header on every page.
    const amounts = [45, 65, 55, 40, 65, 65];
    const widths = [width - amounts.reduce((sum, w) => sum + w, 0), ...amounts];
    const labels = ['Désignation', 'Qté', 'P.U. HTVA', 'Remise', 'TVA', 'Total HTVA', 'Total TVAC'];
    const header = () => {
      const y = doc.y;
      doc
        .rect(MARGIN, y - 3, width, 18)
        .fill('#eeeeee')
        .fillColor('black');
      doc.font('bold').fontSize(8.5);
      let x = MARGIN + 4;
      labels.forEach((label, index) => {
        const align = index === 0 ? 'left' : 'right';
        doc.text(label, x, y + 1, { width: widths[index] - 8, align, lineBreak: false });
        x += widths[index];
      });
      doc.font('regular').fontSize(9);
      doc.y = y + 20;
    };
    doc.y += 16;
    header();
    for (const line of content.lines) {
      const label = `${line.name}\n${line.description}`;
      const height = Math.max(14, doc.heightOfString(label, { width: widths[0] - 8 }) + 4);
      if (doc.y + height > PAGE_BOTTOM) {
        doc.addPage();
        header();
      }
      const y = doc.y;
      const cells = [
        label,
        String(line.quantity),
        euros(line.unit),
        '–',
        '21\u00a0%',
        euros(line.excl),
        euros(line.incl),
      ];
      let x = MARGIN + 4;
      cells.forEach((cell, index) => {
        const align = index === 0 ? 'left' : 'right';
        doc.text(cell, x, y, { width: widths[index] - 8, align });
        x += widths[index];
      });
      doc.y = y + height;
      doc.moveTo(MARGIN, doc.y - 1).lineTo(MARGIN + width, doc.y - 1);
      doc.strokeColor('#dddddd').stroke().strokeColor('black');
    }

    // The totals.
    const totals = [
      ['Total HTVA', euros(content.excl), false],
      [`TVA 21\u00a0% sur ${euros(content.excl)}`, euros(content.vat), false],
      ['Total TVA', euros(content.vat), false],
      ['Total TVAC', euros(content.incl), true],
    ];
    if (doc.y + totals.length * 15 + 40 > PAGE_BOTTOM) doc.addPage();
    doc.y += 10;
    for (const [label, amount, bold] of totals) {
      const y = doc.y;
      doc.font(bold ? 'bold' : 'regular').fontSize(bold ? 11 : 9.5);
      doc.text(label, MARGIN + width - 300, y, { width: 190, align: 'right' });
      doc.text(amount, MARGIN + width - 105, y, { width: 105, align: 'right' });
      doc.y = y + (bold ? 17 : 14);
    }
    doc.font('regular').fontSize(9);

    // "PROV-… — Page n / N" on every page.
    const range = doc.bufferedPageRange();
    for (let index = 0; index < range.count; index++) {
      doc.switchToPage(range.start + index);
      doc.page.margins.bottom = 0;
      doc.font('regular').fontSize(8).fillColor(GREY);
      doc.text(`${content.number} — Page ${index + 1} / ${range.count}`, MARGIN, 842 - 40, {
        width,
        align: 'center',
        lineBreak: false,
      });
    }
    doc.end();
  });
}

/** The app's DocumentData of the pending invoice, as invoicePdf builds it from its rows. */
function documentData(content) {
  return {
    title: 'FACTURE',
    number: content.number,
    issueDate: content.issue,
    dueDate: content.due,
    provisional: true,
    organization: {
      ...SELLER,
      country: 'BE',
      siret: null,
      isVatSubject: true,
      terms: '',
      legalMention: null,
      logo: null,
    },
    client: { ...BUYER, country: 'BE' },
    lines: content.lines.map((line) => ({
      name: line.name,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unit,
      discountCents: 0,
      vatRate: 21,
      totalExclCents: line.excl,
      totalInclCents: line.incl,
      coefficient: 1,
    })),
    totals: {
      exclCents: content.excl,
      vatLines: [{ rate: 21, baseCents: content.excl, vatCents: content.vat }],
      vatCents: content.vat,
      inclCents: content.incl,
    },
    // A Belgian seller subject to VAT prints no mention (invoiceMentions).
    mentions: [],
  };
}

/** The text of each page, as pdfjs extracts it. */
async function pageTexts(getDocument, bytes) {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => item.str ?? '')
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await document.destroy();
  return pages;
}

/** Fails the run unless `other` shows the API's PDF's text, page for page. */
function assertSameText(name, api, other) {
  if (api.length !== other.length) {
    throw new Error(`invoice PDF: ${name} has ${other.length} pages, the API's ${api.length}`);
  }
  const page = api.findIndex((text, index) => text !== other[index]);
  if (page >= 0) {
    throw new Error(
      `invoice PDF: page ${page + 1} of ${name} differs from the API's:\n${other[page]}\n---\n${api[page]}`,
    );
  }
}

const timed = async (work) => {
  const started = performance.now();
  const bytes = await work();
  if (bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error('not a PDF');
  return { ms: performance.now() - started, bytes: bytes.length };
};

export async function invoicePdf(ctx, count, samples) {
  const [PDFDocument, { create }, { getDocument }] = await Promise.all([
    importFromApi('pdfkit'),
    importFromApi('fontkit'),
    importFromApi('pdfjs-dist/legacy/build/pdf.mjs'),
  ]);
  const font = (file) => create(readFileSync(resolveFromApi(`dejavu-fonts-ttf/ttf/${file}`)));
  const fonts = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };
  const { buildDocumentPdf } = await importApiSource('src/modules/documents/document-pdf.ts');
  const content = invoiceContent(ctx.seed.invoiceId, count);
  const data = documentData(content);
  const path = `/api/invoice/getInvoicePdf?invoice_id=${ctx.seed.invoiceId}`;
  const fetchPdf = async () => {
    const res = await expectOk(ctx.baseUrl, path, { headers: { cookie: ctx.cookie } });
    if (res.body.subarray(0, 5).toString() !== '%PDF-') throw new Error('getInvoicePdf: no PDF');
    return res;
  };

  // The three documents must show the same thing before their times mean anything.
  const samplesOf = await Promise.all([
    fetchPdf().then((res) => res.body),
    drawDirect(PDFDocument, fonts, content),
    buildDocumentPdf(data),
  ]);
  const [apiText, directText, inProcessText] = await Promise.all(
    samplesOf.map((bytes) => pageTexts(getDocument, bytes)),
  );
  assertSameText("the app's renderer in the bench process", apiText, inProcessText);
  assertSameText('pdfkit directly', apiText, directText);
  const pages = apiText.length;

  const [api, direct, inProcess] = await timings(
    ctx.reps,
    samples,
    async () => {
      const res = await fetchPdf();
      return { ms: res.ms, bytes: res.body.length };
    },
    () => timed(() => drawDirect(PDFDocument, fonts, content)),
    () => timed(() => buildDocumentPdf(data)),
  );
  const med = (reps) => medianOf(reps, (rep) => median(rep.times));
  const size = (reps) => `${Math.round(reps[0].extras[0].bytes / 1024)} KB, ${pages} pages`;
  return {
    what: `${count}-line invoice PDF (GET /api/invoice/getInvoicePdf), median`,
    measured: `${ms(med(api))} (${size(api)}); the app's buildDocumentPdf in the bench process ${ms(med(inProcess))} (${size(inProcess)})`,
    baseline: `the same document (same text on every page) by pdfkit directly in the bench process, fonts loaded: ${ms(med(direct))} (${size(direct)})`,
    ratio: ratio(med(api), med(direct), 'time'),
    target: '≤ 1.5×',
  };
}

// The 50-line invoice PDF (GET /api/invoice/getInvoicePdf, rendered on every call) beside the same
// document drawn by pdfkit directly in this process with the app's two DejaVu fonts parsed once
// before timing; and, for information, the app's own renderer (buildDocumentPdf, bundled as the
// bank's parser is) called in this process on the same lines.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { importApiSource, importFromApi, resolveFromApi } from './api-deps.mjs';
import { expectOk } from './http.mjs';
import { median, medianOf, ms, ratio } from './stats.mjs';
import { timings } from './targets-api.mjs';

const MARGIN = 40;
const euros = (cents) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

/** The invoice's lines as the seed wrote them (seed.mjs seedInvoice). */
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
      incl: Math.round(excl * 1.21),
    };
  });
}

/** The document with pdfkit alone: a header, the lines' texts and amounts, a totals block. */
function drawDirect(PDFDocument, fonts, lines) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, lang: 'fr-FR' });
    for (const [name, font] of Object.entries(fonts)) doc.registerFont(name, font);
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('bold').fontSize(18).text('FACTURE', { align: 'right' });
    doc.font('regular').fontSize(9).text('Banc d’essai ASBL, Rue du Banc 1, 1000 Bruxelles');
    doc.text('Client 001, Avenue 1, 1050 Ixelles — BE0123456749');
    doc.text('Facture PROV-1 du 2026-11-28, échéance 2026-12-28').moveDown();
    for (const line of lines) {
      const y = doc.y;
      doc.font('bold').text(line.name, MARGIN, y, { width: 250 });
      doc.font('regular').text(line.description, { width: 250 });
      doc.text(String(line.quantity), 300, y, { width: 40, align: 'right' });
      doc.text(euros(line.unit), 340, y, { width: 70, align: 'right' });
      doc.text('21 %', 410, y, { width: 40, align: 'right' });
      doc.text(euros(line.incl), 450, y, { width: 100, align: 'right' });
      doc.x = MARGIN;
      doc.moveDown(0.5);
    }
    const excl = lines.reduce((sum, line) => sum + line.excl, 0);
    const incl = lines.reduce((sum, line) => sum + line.incl, 0);
    doc.font('regular').text(`Total HTVA ${euros(excl)}`, { align: 'right' });
    doc.text(`TVA 21 % ${euros(incl - excl)}`, { align: 'right' });
    doc.font('bold').text(`Total TVAC ${euros(incl)}`, { align: 'right' });
    doc.end();
  });
}

/** The same lines as the app's DocumentData, for its renderer called in this process. */
function documentData(lines) {
  const party = {
    address: 'Avenue 1',
    postalCode: '1050',
    city: 'Ixelles',
    vatNumber: 'BE0123456749',
    enterpriseNumber: '0123456749',
    email: 'client1@exemple.be',
  };
  const excl = lines.reduce((sum, line) => sum + line.excl, 0);
  const incl = lines.reduce((sum, line) => sum + line.incl, 0);
  return {
    title: 'FACTURE',
    number: 'PROV-1',
    issueDate: '2026-11-28',
    dueDate: '2026-12-28',
    provisional: true,
    organization: {
      ...party,
      name: 'Banc d’essai ASBL',
      country: 'BE',
      bankAccount: 'BE68539007547034',
      bic: 'GKCCBEBB',
      isVatSubject: true,
      terms: '',
    },
    client: { ...party, name: 'Client 001' },
    lines: lines.map((line) => ({
      name: line.name,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unit,
      discountCents: 0,
      vatRate: 21,
      totalExclCents: line.excl,
      totalInclCents: line.incl,
    })),
    totals: {
      exclCents: excl,
      vatLines: [{ rate: 21, baseCents: excl, vatCents: incl - excl }],
      vatCents: incl - excl,
      inclCents: incl,
    },
  };
}

const timed = async (work) => {
  const started = performance.now();
  const bytes = await work();
  if (bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error('not a PDF');
  return { ms: performance.now() - started, bytes: bytes.length };
};

export async function invoicePdf(ctx, count, samples) {
  const [PDFDocument, { create }] = await Promise.all([
    importFromApi('pdfkit'),
    importFromApi('fontkit'),
  ]);
  const font = (file) => create(readFileSync(resolveFromApi(`dejavu-fonts-ttf/ttf/${file}`)));
  const fonts = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };
  const { buildDocumentPdf } = await importApiSource('src/modules/documents/document-pdf.ts');
  const lines = invoiceLines(count);
  const data = documentData(lines);
  const path = `/api/invoice/getInvoicePdf?invoice_id=${ctx.seed.invoiceId}`;
  const [api, direct, inProcess] = await timings(
    ctx.reps,
    samples,
    async () => {
      const res = await expectOk(ctx.baseUrl, path, { headers: { cookie: ctx.cookie } });
      if (res.body.subarray(0, 5).toString() !== '%PDF-') throw new Error('getInvoicePdf: no PDF');
      return { ms: res.ms, bytes: res.body.length };
    },
    () => timed(() => drawDirect(PDFDocument, fonts, lines)),
    () => timed(() => buildDocumentPdf(data)),
  );
  const med = (reps) => medianOf(reps, (rep) => median(rep.times));
  const size = (reps) => `${Math.round(reps[0].extras[0].bytes / 1024)} KB`;
  return {
    what: `${count}-line invoice PDF (GET /api/invoice/getInvoicePdf), median`,
    measured: `${ms(med(api))} (${size(api)}); the app's buildDocumentPdf in the bench process ${ms(med(inProcess))} (${size(inProcess)})`,
    baseline: `pdfkit directly in the bench process, fonts loaded: ${ms(med(direct))} (${size(direct)})`,
    ratio: ratio(med(api), med(direct), 'time'),
    target: '≤ 1.5×',
  };
}

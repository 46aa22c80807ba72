// Issue #30 §5 on paper: the seller's legal form, share capital and registry on quotes, invoices
// and credit notes (BE: CSA art. 2:20; FR: Code de commerce R123-237/238), frozen with the invoice;
// the buyer's number and the quote's on the invoice; the quote's validity date and signature block.
import { addDaysIso, todayIso } from '@app/shared/dates';
import { formatDateFr } from '@app/shared/format';
import { describe, expect, test } from 'vitest';
import { renderInvoicePdf } from '../src/modules/invoices/invoice-pdf.js';
import type { Prisma } from '../src/generated/prisma/client.js';
import { useTestContext } from './support/app.js';
import { rentalSnapshot } from './einvoice/snapshots.js';
import { binary } from './support/http.js';
import { pdfPages } from './support/pdf-text.js';
import { FRENCH_ORGANIZATION, invoicedWorkspace } from './support/quoted-workspace.js';

const ctx = useTestContext();

const BELGIAN_SRL = { legal_form: 'SRL', registry: 'RPM Liège, division Namur' };
const FRENCH_SAS = {
  ...FRENCH_ORGANIZATION,
  vat_number: 'FR44732829320',
  legal_form: 'SAS',
  registry: 'RCS Lyon',
  share_capital_cents: 1_000_000,
};

function workspace(organization: Prisma.OrganizationUpdateInput) {
  return invoicedWorkspace(ctx, { organizationName: 'Son et Lumière', organization });
}
type Workspace = Awaited<ReturnType<typeof workspace>>;

const pdfText = async (w: Workspace, path: string) => {
  const res = await binary(w.api.get(path));
  expect(res.status).toBe(200);
  return (await pdfPages(res.body as Buffer)).join(' ');
};

/** Invoices the workspace's quote and validates it. */
async function validatedInvoice(w: Workspace) {
  const created = await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quoteId}`);
  expect(created.status).toBe(201);
  const id = created.body.invoice.invoice_id as number;
  const res = await w.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`);
  expect(res.status).toBe(200);
  return id;
}

/** A credit note of the invoice's first line. */
async function creditNote(w: Workspace, invoiceId: number) {
  const details = await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${invoiceId}`);
  const [line] = details.body.invoice.lines as { invoice_line_id: number }[];
  const res = await w.api
    .post(`/api/invoice/createCreditNote?invoice_id=${invoiceId}`)
    .send({ reason: 'Retour', lines: [{ invoice_line_id: line!.invoice_line_id, quantity: 1 }] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.credit_note.credit_note_id as number;
}

const quoteNumber = async (w: Workspace) =>
  (await w.api.get(`/api/quote/getQuoteDetails?quote_id=${w.quoteId}`)).body.quote
    .formatted_quote_id as string;

describe('the seller’s legal mentions on every document', () => {
  test('Belgium: legal form and RPM on the quote, the invoice and the credit note', async () => {
    const w = await workspace(BELGIAN_SRL);
    const mention = 'SRL – RPM Liège, division Namur';
    const quote = await pdfText(w, `/api/quote/getQuotePdf?quote_id=${w.quoteId}`);
    expect(quote).toContain(mention);

    const invoiceId = await validatedInvoice(w);
    const invoice = await pdfText(w, `/api/invoice/getInvoicePdf?invoice_id=${invoiceId}`);
    expect(invoice).toContain(mention);
    // The registered office is the address printed beside it.
    expect(invoice).toContain('Rue de Test 1');
    // The buyer's enterprise number (in its VAT number) and the quote it comes from.
    expect(invoice).toContain('TVA : BE0403170701');
    expect(invoice).toContain(`Devis ${await quoteNumber(w)}`);

    const creditNoteId = await creditNote(w, invoiceId);
    const credit = await pdfText(w, `/api/invoice/getCreditNotePdf?credit_note_id=${creditNoteId}`);
    expect(credit).toContain(mention);
  });

  test('France: legal form with the share capital and RCS; the buyer’s SIREN', async () => {
    const w = await workspace(FRENCH_SAS);
    await ctx.db.client.update({
      where: { client_id: w.client.client_id },
      data: { country: 'FR', enterprise_number: '443061841', vat_number: null },
    });
    const mention = 'SAS au capital de 10 000 € – RCS Lyon';
    expect(await pdfText(w, `/api/quote/getQuotePdf?quote_id=${w.quoteId}`)).toContain(mention);
    const invoiceId = await validatedInvoice(w);
    const invoice = await pdfText(w, `/api/invoice/getInvoicePdf?invoice_id=${invoiceId}`);
    expect(invoice).toContain(mention);
    expect(invoice).toContain('SIREN : 443 061 841');
    const credit = await pdfText(
      w,
      `/api/invoice/getCreditNotePdf?credit_note_id=${await creditNote(w, invoiceId)}`,
    );
    expect(credit).toContain(mention);
  });

  test('France: a micro-entrepreneur prints EI and RM', async () => {
    const w = await workspace({
      ...FRENCH_SAS,
      legal_form: 'EI',
      registry: 'RM',
      share_capital_cents: null,
    });
    const quote = await pdfText(w, `/api/quote/getQuotePdf?quote_id=${w.quoteId}`);
    expect(quote).toContain('EI – RM');
    expect(quote).not.toContain('capital');
  });

  test('a validated invoice keeps the legal mentions of its day; its credit note too', async () => {
    const w = await workspace(BELGIAN_SRL);
    const invoiceId = await validatedInvoice(w);
    const pdfPath = `/api/invoice/getInvoicePdf?invoice_id=${invoiceId}`;
    const before = await pdfText(w, pdfPath);
    await ctx.db.organization.update({
      where: { organization_id: w.orgId },
      data: { legal_form: 'SA', registry: 'RPM Bruxelles', share_capital_cents: 6_150_000 },
    });
    const after = await pdfText(w, pdfPath);
    expect(after).toBe(before);
    expect(after).toContain('SRL – RPM Liège, division Namur');
    const credit = await pdfText(
      w,
      `/api/invoice/getCreditNotePdf?credit_note_id=${await creditNote(w, invoiceId)}`,
    );
    expect(credit).toContain('SRL – RPM Liège, division Namur');
    expect(credit).not.toContain('RPM Bruxelles');
    // A quote printed now shows the organization as it is now.
    expect(await pdfText(w, `/api/quote/getQuotePdf?quote_id=${w.quoteId}`)).toContain(
      'SA au capital de 61 500 € – RPM Bruxelles',
    );
  });

  test('a snapshot frozen before these mentions prints none of them', async () => {
    const older = (
      await pdfPages(await renderInvoicePdf(rentalSnapshot(), null, { provisional: false }))
    ).join(' ');
    expect(older).not.toMatch(/RPM|RCS|Devis/);
    const now = rentalSnapshot({
      seller: { ...rentalSnapshot().seller, legal_form: 'ASBL', registry: 'RPM Bruxelles' },
      quote_number: 'DEV-2026-0042',
    });
    const text = (await pdfPages(await renderInvoicePdf(now, null, { provisional: false }))).join(
      ' ',
    );
    expect(text).toContain('ASBL – RPM Bruxelles');
    expect(text).toContain('Devis DEV-2026-0042');
  });
});

describe('the quote’s validity and signature', () => {
  test('valid for the organization’s setting from its day, with a block to sign', async () => {
    // The setting is changed before the workspace makes its quote.
    const w = await workspace({ quote_validity_days: 45 });
    const quote = await pdfText(w, `/api/quote/getQuotePdf?quote_id=${w.quoteId}`);
    expect(quote).toContain(`Valable jusqu’au : ${formatDateFr(addDaysIso(todayIso(), 45))}`);
    expect(quote).toMatch(/Bon pour accord Date : Nom et signature :/);
  });
});

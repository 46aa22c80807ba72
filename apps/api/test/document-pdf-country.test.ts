// The PDFs speak the organization's country: "HTVA/TVAC" in Belgium, "HT/TTC" in France.
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { binary } from './support/http.js';
import { pdfPages } from './support/pdf-text.js';
import { FRENCH_ORGANIZATION, invoicedWorkspace } from './support/quoted-workspace.js';

const ctx = useTestContext();

async function pdfsOf(country: 'BE' | 'FR') {
  const w = await invoicedWorkspace(ctx, {
    organization: country === 'FR' ? { ...FRENCH_ORGANIZATION, vat_number: 'FR44732829320' } : {},
  });
  const quote = await binary(w.api.get(`/api/quote/getQuotePdf?quote_id=${w.quoteId}`));
  const created = await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quoteId}`);
  expect(created.status).toBe(201);
  const id = created.body.invoice.invoice_id as number;
  const invoice = await binary(w.api.get(`/api/invoice/getInvoicePdf?invoice_id=${id}`));
  expect([quote.status, invoice.status]).toEqual([200, 200]);
  return {
    quote: (await pdfPages(quote.body as Buffer)).join('\n'),
    invoice: (await pdfPages(invoice.body as Buffer)).join('\n'),
  };
}

describe('the VAT words of the PDFs follow the organization’s country', () => {
  test('a French organization’s quote and invoice say HT and TTC, never HTVA or TVAC', async () => {
    const pdfs = await pdfsOf('FR');
    for (const [name, page] of Object.entries(pdfs)) {
      expect(page, name).toContain('Total HT');
      expect(page, name).toContain('Total TTC');
      expect(page, name).toContain('P.U. HT');
      expect(page, name).not.toContain('HTVA');
      expect(page, name).not.toContain('TVAC');
    }
  });

  test('a Belgian organization’s quote and invoice say HTVA and TVAC', async () => {
    const pdfs = await pdfsOf('BE');
    for (const [name, page] of Object.entries(pdfs)) {
      expect(page, name).toContain('Total HTVA');
      expect(page, name).toContain('Total TVAC');
      expect(page, name).not.toContain('TTC');
    }
  });
});

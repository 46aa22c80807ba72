// The bank journeys' data (issue #31): validated invoices of the signed-in organization and a CODA
// statement of its account written in the test, with the API tests' writer (apps/api/test/support).
import type { APIRequestContext } from '@playwright/test';
import { codaFile, type CodaMovement } from '../../apps/api/test/support/coda-writer.js';
import { ok } from './organization.js';
import { quoteOfDeliveries } from './pending-invoice.js';

/** The account of every organization `signedInOrganization` makes. */
export const ORGANIZATION_IBAN = 'BE71096123456769';

export interface ValidatedInvoiceMade {
  invoiceId: number;
  number: string;
  clientName: string;
  /** Cents including VAT. */
  totalCents: number;
  /** The 12 digits of its structured communication. */
  structured: string;
}

/** A client `clientName` and its invoice of `deliveries` deliveries (60,00 € + 21 % each), validated. */
export async function validatedInvoice(
  request: APIRequestContext,
  clientName: string,
  deliveries: number,
): Promise<ValidatedInvoiceMade> {
  const quoteId = await quoteOfDeliveries(request, clientName, deliveries);
  const created = await ok<{ invoice: { invoice_id: number } }>(
    await request.post(`/api/invoice/createInvoice?quote_id=${quoteId}`),
  );
  const invoiceId = created.invoice.invoice_id;
  // Validation is a GET that only the app's fetch helper may send (its header).
  const validated = await ok<{
    invoice: { formatted_invoice_id: string; payment_reference: string; total_amount: number };
  }>(
    await request.get(`/api/invoice/validateInvoice?invoice_id=${invoiceId}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    }),
  );
  const { formatted_invoice_id, payment_reference, total_amount } = validated.invoice;
  return {
    invoiceId,
    number: formatted_invoice_id,
    clientName,
    totalCents: Math.round(total_amount * 100),
    structured: payment_reference.replace(/\D/g, ''),
  };
}

/** A CODA statement of the organization's account (or `iban`'s) with these movements, to upload. */
export function codaStatement(movements: CodaMovement[], iban = ORGANIZATION_IBAN) {
  return {
    name: 'releve.cod',
    mimeType: 'text/plain',
    buffer: Buffer.from(codaFile({ iban, opening_cents: 100_000, movements })),
  };
}

/**
 * A statement with lines to review, imported for the signed-in organization: a transfer of
 * `clientName` for `cents` without a communication (offered as a suggestion), a debit (offered as
 * a Sortie) and a credit of nobody known.
 */
export async function importStatementToReview(
  request: APIRequestContext,
  clientName: string,
  cents: number,
) {
  const file = codaStatement([
    { bank_ref: 'REF-CLIENT', amount_cents: cents, free: 'Location', name: clientName },
    {
      bank_ref: 'REF-SORTIE',
      amount_cents: -8050,
      free: 'Facture fournisseur 2026-118 sono et éclairage',
      name: 'Fournisseur Son & Lumière SPRL',
      iban: 'BE43068999999501',
    },
    { bank_ref: 'REF-INCONNU', amount_cents: 2500, free: 'Cotisation', name: 'Inconnu' },
  ]);
  await ok(await request.post('/api/bank/importStatement', { multipart: { file } }));
}

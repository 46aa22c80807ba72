// The bank review's test workspace (issue #31): validated invoices of chosen clients, a CODA
// statement of the organization's account imported through the API, its lines read back by their
// bank reference.
import type { Express } from 'express';
import { expect } from 'vitest';
import type { Db } from '../../src/db/prisma.js';
import { codaFile, type CodaMovement } from './coda-writer.js';
import { createClient } from './factories.js';
import type { SessionAgent } from './http.js';
import { invoicedWorkspace, oneDayQuote } from './quoted-workspace.js';

/** The organizations' account in the factories. */
export const BANK_IBAN = 'BE68539007547034';
/** The booking date of every line the CODA writer writes. */
export const BOOKING_DATE = '2026-03-05';

export type BankWorkspace = Awaited<ReturnType<typeof invoicedWorkspace>>;
type Ctx = { app: Express; db: Db };

export const cents = (euros: number) => Math.round(euros * 100);

/** The invoice's details as the API answers them. */
export async function invoiceDetails(api: SessionAgent, invoiceId: number) {
  const res = await api.get(`/api/invoice/getInvoiceDetails?invoice_id=${invoiceId}`);
  expect(res.status).toBe(200);
  return res.body.invoice as Record<string, unknown> & { amount_due: number };
}

/** The quote of `quoteId` invoiced and validated: its id and what it has due. */
export async function validatedInvoice(w: BankWorkspace, quoteId: number) {
  const id = await pendingInvoice(w.api, quoteId);
  expect((await w.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`)).status).toBe(200);
  return { id, due: (await invoiceDetails(w.api, id)).amount_due };
}

/** A pending invoice of `quoteId` (not validated). */
export async function pendingInvoice(api: SessionAgent, quoteId: number) {
  const made = await api.post(`/api/invoice/createInvoice?quote_id=${quoteId}`);
  expect(made.status).toBe(201);
  return made.body.invoice.invoice_id as number;
}

/**
 * A validated invoice of one speaker for one day for `clientId` (the workspace's client unless
 * said), due on `dueDate` when given.
 */
export async function smallInvoice(
  ctx: Ctx,
  w: BankWorkspace,
  options: { clientId?: number; dueDate?: string } = {},
) {
  const client = { ...w.client, client_id: options.clientId ?? w.client.client_id };
  const invoice = await validatedInvoice(w, await oneDayQuote({ ...w, client }));
  if (options.dueDate) {
    await ctx.db.invoice.update({
      where: { invoice_id: invoice.id },
      data: { due_date: new Date(`${options.dueDate}T00:00:00Z`) },
    });
  }
  return invoice;
}

/** Another client of the workspace's organization. */
export const otherClient = (ctx: Ctx, w: BankWorkspace, client_name: string, iban?: string) =>
  createClient(ctx.db, w.orgId, { client_name, bank_account: iban ?? null });

/** Imports a CODA statement of the organization's account holding `movements`. */
export async function importMovements(api: SessionAgent, movements: CodaMovement[]) {
  const bytes = codaFile({ iban: BANK_IBAN, opening_cents: 100_000, movements });
  const res = await api
    .post('/api/bank/importStatement')
    .attach('file', Buffer.from(bytes), 'releve.cod');
  expect(res.status).toBe(201);
}

/** The organization's line ids by the bank reference they were imported with. */
export async function lineIds(ctx: Ctx, orgId: number): Promise<Record<string, number>> {
  const lines = await ctx.db.bankLine.findMany({
    where: { organization_id: orgId },
    select: { line_id: true, bank_ref: true },
  });
  // Stored as the movement's reference, a slash and its detail number: keyed by the movement's.
  return Object.fromEntries(lines.map((line) => [line.bank_ref.split('/')[0]!, line.line_id]));
}

/** GET /api/bank/lines with `query`, expected to answer 200. */
export async function bankLines(api: SessionAgent, query: string) {
  const res = await api.get(`/api/bank/lines?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    items: Record<string, unknown>[];
    total: number;
    page: number;
    page_size: number;
    counts: Record<string, number>;
  };
}

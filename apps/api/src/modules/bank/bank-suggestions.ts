// What a bank line to review is offered (issue #31): for a credit, the validated invoices whose
// amount due equals it, the client the counterparty names first; for a debit, the Sortie it may
// become. The invoices of a whole page are read in one statement, whatever its number of lines.
import type { BankExpenseDraft, BankLineSuggestion } from '@app/shared/bank';
import { BANK_SUGGESTIONS_MAX } from '@app/shared/bank';
import { MAX_NAME } from '@app/shared/accounting';
import { centsToEuros } from '@app/shared/money';
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDate } from '../../db/values.js';
import { Prisma } from '../../generated/prisma/client.js';
import { amountDueCentsSql } from '../invoices/invoice-balances.js';
import { compactIban } from '@app/shared/legal-identity';

/** What a line is offered from: its amount and who sent or received it. */
export interface ReviewedLine {
  amount_cents: number;
  booking_date: Date;
  free_text: string | null;
  counterparty_name: string | null;
  counterparty_iban: string | null;
}

/** An open invoice with its amount due, as the statement reads it. */
interface OpenInvoice {
  invoice_id: number;
  formatted_invoice_id: string;
  due_date: Date | null;
  client_id: number;
  client_name: string;
  bank_account: string | null;
  due_cents: number;
}

/**
 * The organization's validated invoices whose amount due is one of `amounts` (amountDueCentsSql),
 * in SQL so only the invoices of those amounts come back.
 */
async function openInvoicesDue(
  db: DbOrTx,
  organizationId: number,
  amounts: number[],
): Promise<OpenInvoice[]> {
  if (amounts.length === 0) return [];
  return db.$queryRaw<OpenInvoice[]>`
    SELECT d.invoice_id, d.formatted_invoice_id, d.due_date, c.client_id, c.client_name,
      c.bank_account, d.due_cents
    FROM (
      SELECT i.invoice_id, i.formatted_invoice_id, i.due_date, i.client_id,
        ${amountDueCentsSql(organizationId)}::int AS due_cents
      FROM invoices i
      WHERE i.organization_id = ${organizationId} AND i.status = 'Validated'
    ) d
    JOIN clients c ON c.client_id = d.client_id AND c.organization_id = ${organizationId}
    WHERE d.due_cents IN (${Prisma.join(amounts)})
    ORDER BY d.invoice_id`;
}

/** A name as compared: without accents, case or punctuation, single-spaced. */
export function comparableName(name: string | null): string {
  return (name ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The counterparty is the client: the same IBAN when both have one, otherwise the same name or
 * one name within the other, on whole words ("Comité des fêtes" within "ASBL Comite des fetes").
 */
export function counterpartyIsClient(
  line: Pick<ReviewedLine, 'counterparty_name' | 'counterparty_iban'>,
  client: { client_name: string; bank_account: string | null },
): boolean {
  const lineIban = compactIban(line.counterparty_iban);
  const clientIban = compactIban(client.bank_account);
  if (lineIban !== '' && clientIban !== '') return lineIban === clientIban;
  const theirs = comparableName(line.counterparty_name);
  const ours = comparableName(client.client_name);
  if (theirs === '' || ours === '') return false;
  return ` ${theirs} `.includes(` ${ours} `) || ` ${ours} `.includes(` ${theirs} `);
}

/** A credit line's suggestions among `invoices` of its amount, best first. */
function rankedFor(line: ReviewedLine, invoices: OpenInvoice[]): BankLineSuggestion[] {
  const candidates = invoices
    .filter((invoice) => invoice.due_cents === line.amount_cents)
    .map((invoice) => ({ invoice, named: counterpartyIsClient(line, invoice) }))
    .sort(
      (a, b) =>
        Number(b.named) - Number(a.named) ||
        (a.invoice.due_date?.getTime() ?? Infinity) - (b.invoice.due_date?.getTime() ?? Infinity) ||
        a.invoice.invoice_id - b.invoice.invoice_id,
    );
  // Exact: the counterparty names this client and no other candidate's.
  const exact = candidates.filter((candidate) => candidate.named).length === 1;
  return candidates.slice(0, BANK_SUGGESTIONS_MAX).map(({ invoice, named }, index) => ({
    invoice_id: invoice.invoice_id,
    invoice_number: invoice.formatted_invoice_id,
    client_id: invoice.client_id,
    client_name: invoice.client_name,
    amount_due: centsToEuros(invoice.due_cents),
    due_date: invoice.due_date === null ? null : fromDbDate(invoice.due_date),
    exact: index === 0 && named && exact,
  }));
}

/** The suggestions of each of `lines` (credits to review), in their order, in one statement. */
export async function suggestionsFor(
  db: DbOrTx,
  organizationId: number,
  lines: ReviewedLine[],
): Promise<BankLineSuggestion[][]> {
  const amounts = [...new Set(lines.map((line) => line.amount_cents))];
  const invoices = await openInvoicesDue(db, organizationId, amounts);
  return lines.map((line) => rankedFor(line, invoices));
}

/** The Sortie a debit line to review may become: named after whom it paid, at its date. */
export function expenseDraft(line: ReviewedLine): BankExpenseDraft {
  const name = [line.counterparty_name, line.free_text]
    .map((text) => text?.trim() ?? '')
    .find((text) => text !== '');
  return {
    product_name: (name ?? 'Virement').slice(0, MAX_NAME),
    price: centsToEuros(-line.amount_cents),
    recorded_date: fromDbDate(line.booking_date),
    payment_method: 'Virement',
  };
}

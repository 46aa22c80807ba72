// A client's statement of account (issue #32), at today's date: each validated invoice with an
// amount due (owed by the client or owed back to them), its payments and credit notes, the
// balance and its overdue part, and the organization's account to pay into.
import { MSG_CLIENT_NOT_FOUND } from '@app/shared/clients';
import { todayIso } from '@app/shared/dates';
import { formatDateFr } from '@app/shared/format';
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDate } from '../../db/values.js';
import { foundOr404 } from '../../errors/app-error.js';
import { documentOrganization } from '../documents/document-organization.js';
import { buyerParty, buyerSnapshot } from '../documents/document-parties.js';
import { euros } from '../documents/document-pdf-sections.js';
import { accountRows, buildLetterPdf, type LetterBlock } from '../documents/letter-pdf.js';
import { invoiceBalances, type InvoiceBalance } from '../invoices/invoice-balances.js';
import { invoiceMovements, signedEuros, type Movement } from './reminder-pdf.js';

type OpenInvoice = {
  number: string;
  issueDate: string;
  dueDate: string;
  reference: string | null;
  balance: InvoiceBalance;
  overdue: boolean;
};

/** The validated invoices of the client with something still due either way, oldest first. */
async function openInvoices(
  db: DbOrTx,
  organizationId: number,
  clientId: number,
  today: string,
): Promise<Map<number, OpenInvoice>> {
  const invoices = await db.invoice.findMany({
    where: { organization_id: organizationId, client_id: clientId, status: 'Validated' },
    select: {
      invoice_id: true,
      formatted_invoice_id: true,
      issue_date: true,
      due_date: true,
      payment_reference: true,
    },
    orderBy: [{ issue_date: 'asc' }, { invoice_id: 'asc' }],
  });
  const balances = new Map(
    (
      await invoiceBalances(
        db,
        organizationId,
        invoices.map((invoice) => invoice.invoice_id),
      )
    ).map((balance) => [balance.invoiceId, balance]),
  );
  const open = new Map<number, OpenInvoice>();
  for (const invoice of invoices) {
    const balance = balances.get(invoice.invoice_id);
    if (!balance || balance.amountDueCents === 0) continue;
    const dueDate = fromDbDate(invoice.due_date);
    open.set(invoice.invoice_id, {
      number: invoice.formatted_invoice_id,
      issueDate: fromDbDate(invoice.issue_date),
      dueDate,
      reference: invoice.payment_reference,
      balance,
      overdue: balance.amountDueCents > 0 && dueDate < today,
    });
  }
  return open;
}

/** The client's statement of account and the name it is downloaded under. */
export async function statementPdf(
  db: DbOrTx,
  organizationId: number,
  clientId: number,
): Promise<{ bytes: Buffer; fileName: string }> {
  const client = foundOr404(
    await db.client.findFirst({ where: { client_id: clientId, organization_id: organizationId } }),
    MSG_CLIENT_NOT_FOUND,
  );
  const organization = await documentOrganization(db, organizationId);
  const today = todayIso();
  const open = await openInvoices(db, organizationId, clientId, today);
  const movements = await invoiceMovements(db, organizationId, [...open.keys()], {
    creditNoteLabel: organization.country === 'FR' ? 'Avoir' : 'Note de crédit',
  });
  const invoices = [...open.values()];
  const balanceCents = invoices.reduce((sum, invoice) => sum + invoice.balance.amountDueCents, 0);
  const overdueCents = invoices
    .filter((invoice) => invoice.overdue)
    .reduce((sum, invoice) => sum + invoice.balance.amountDueCents, 0);
  const blocks: LetterBlock[] =
    invoices.length === 0
      ? [{ kind: 'paragraph', text: 'Aucune facture ouverte : votre compte est soldé.' }]
      : [
          { kind: 'heading', text: 'Factures ouvertes' },
          invoicesTable(invoices),
          ...movementsBlocks(movements, open),
          totalsTable(balanceCents, overdueCents),
          ...(balanceCents > 0 ? [transferBlock(organization, invoices)] : []),
        ];
  const bytes = await buildLetterPdf({
    title: 'Relevé de compte',
    date: today,
    reference: `Relevé de compte — ${client.client_name}`,
    organization,
    recipient: buyerParty(buyerSnapshot(client)),
    blocks,
  });
  return { bytes, fileName: `Releve-de-compte-${clientId}-${today}.pdf` };
}

function invoicesTable(invoices: OpenInvoice[]): LetterBlock {
  return {
    kind: 'table',
    columns: [
      { label: 'Facture', width: 0 },
      { label: 'Date', width: 58 },
      { label: 'Échéance', width: 58 },
      { label: 'Total', width: 62, align: 'right' },
      { label: 'Payé', width: 58, align: 'right' },
      { label: 'Crédité', width: 58, align: 'right' },
      { label: 'Dû', width: 62, align: 'right' },
      { label: 'État', width: 56 },
    ],
    rows: invoices.map(({ number, issueDate, dueDate, balance, overdue }) => ({
      cells: [
        number,
        formatDateFr(issueDate),
        formatDateFr(dueDate),
        euros(balance.totalCents),
        euros(balance.paidCents - balance.refundedCents),
        euros(balance.creditedCents),
        euros(balance.amountDueCents),
        balance.amountDueCents < 0 ? 'à rembourser' : overdue ? 'en retard' : '',
      ],
    })),
  };
}

function movementsBlocks(movements: Movement[], open: Map<number, OpenInvoice>): LetterBlock[] {
  if (movements.length === 0) return [];
  return [
    { kind: 'heading', text: 'Paiements et notes de crédit' },
    {
      kind: 'table',
      columns: [
        { label: 'Opération', width: 0 },
        { label: 'Facture', width: 110 },
        { label: 'Date', width: 70 },
        { label: 'Montant', width: 90, align: 'right' },
      ],
      rows: movements.map((movement) => ({
        cells: [
          movement.label,
          open.get(movement.invoiceId)?.number ?? '',
          formatDateFr(movement.date),
          signedEuros(movement.signedCents),
        ],
      })),
    },
  ];
}

function totalsTable(balanceCents: number, overdueCents: number): LetterBlock {
  return {
    kind: 'table',
    columns: [
      { label: 'Solde', width: 0 },
      { label: 'Montant', width: 100, align: 'right' },
    ],
    rows: [
      balanceCents < 0
        ? { cells: ['Solde en votre faveur', euros(-balanceCents)], bold: true }
        : { cells: ['Solde dû', euros(balanceCents)], bold: true },
      { cells: ['Dont en retard', euros(overdueCents)] },
    ],
  };
}

/** The account, and each invoice's communication: a transfer pays one invoice at a time. */
function transferBlock(
  organization: Parameters<typeof accountRows>[0],
  invoices: OpenInvoice[],
): LetterBlock {
  return {
    kind: 'transfer',
    rows: [
      ...accountRows(organization),
      ...invoices
        .filter((invoice) => invoice.balance.amountDueCents > 0 && invoice.reference)
        .map(
          (invoice) =>
            `${invoice.number} : ${euros(invoice.balance.amountDueCents)}, communication ${invoice.reference}`,
        ),
    ],
    qrPng: null,
  };
}

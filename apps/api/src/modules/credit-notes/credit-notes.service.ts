// Credit notes (notes de crédit in Belgium, avoirs in France): the only way to
// correct a validated invoice. Issued and frozen at once: numbered NC-YYYY-NNNN, snapshot and PDF
// written in the creating transaction, never changed afterwards.
import { formatDateFr } from '@app/shared/format';
import { MSG_CREDIT_NOTE_PENDING, type CreateCreditNoteInput } from '@app/shared/invoices';
import { vatFranchiseMention } from '@app/shared/legal-mentions';
import { centsToEuros } from '@app/shared/money';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { toDbDate } from '../../db/values.js';
import { storeGeneratedPdf } from '../files/stored-files.js';
import type { DocumentData } from '../documents/document-data.js';
import { organizationLogo } from '../documents/document-organization.js';
import type { Logo } from '../documents/document-parties.js';
import { buildDocumentPdf } from '../documents/document-pdf.js';
import { writeCii } from '../einvoicing/cii.js';
import { creditNoteModel } from '../einvoicing/einvoice-model.js';
import { isFacturXSeller } from '../documents/facturx.js';
import { recordAudit } from '../audit/audit.data.js';
import { allocateDocumentNumber } from '../numbering/document-numbers.js';
import { assertPlanIncludes } from '../subscription/plan-limits.js';
import { freezeLegacyInvoiceIn } from '../invoices/invoice-freeze.js';
import { invoiceDocumentData } from '../invoices/invoice-pdf.js';
import type { CreditNoteSnapshot, InvoiceSnapshot } from '../documents/snapshot-types.js';
import {
  creditedLineSelect,
  creditedQuantities,
  findOwnCreditNote,
  lockIssuedInvoice,
} from '../invoices/invoices.data.js';
import { AMOUNT_LINE_ID, creditableLeft } from './credit-note-amount.js';
import { priceRequest } from './credit-note-pricing.js';

export const MSG_CREDIT_NOTE_CREATED = 'Note de crédit créée avec succès';

/** "Note de crédit" in Belgium, "Avoir" in France. */
export const creditNoteTitle = (country: 'BE' | 'FR') =>
  country === 'FR' ? ('AVOIR' as const) : ('NOTE DE CRÉDIT' as const);

function creditNoteDocumentData(snapshot: CreditNoteSnapshot, logo: Logo): DocumentData {
  // The invoice's layout (parties, lines, totals), with the credit note's own title and figures.
  const base = invoiceDocumentData(
    {
      version: 1,
      number: snapshot.number,
      issue_date: snapshot.issue_date,
      due_date: snapshot.issue_date,
      type: 'Vente',
      rental_period: null,
      delivery_date: null,
      seller: snapshot.seller,
      buyer: snapshot.buyer,
      lines: snapshot.lines,
      vat_lines: snapshot.vat_lines,
      totals: { ...snapshot.totals, discount_cents: 0 },
      payment_reference: null,
    },
    logo,
    { provisional: false },
  );
  const { dueDate: _dueDate, payment: _payment, ...rest } = base;
  return {
    ...rest,
    title: creditNoteTitle(snapshot.seller.country),
    references: [
      `Se rapporte à la facture ${snapshot.invoice.number} du ${formatDateFr(snapshot.invoice.issue_date)}`,
      `Motif : ${snapshot.reason}`,
    ],
    mentions: snapshot.seller.is_vat_subject ? [] : [vatFranchiseMention(snapshot.seller.country)],
  };
}

export function renderCreditNotePdf(snapshot: CreditNoteSnapshot, logo: Logo): Promise<Buffer> {
  // Factur-X like the invoice it corrects: its seller (and the choice) is the invoice's (#15).
  const facturX = isFacturXSeller(snapshot.seller)
    ? { ciiXml: writeCii(creditNoteModel(snapshot)), date: snapshot.issue_date }
    : undefined;
  return buildDocumentPdf(creditNoteDocumentData(snapshot, logo), facturX);
}

/** Stores the credit note, its lines and its PDF rendered once. */
async function insertCreditNote(
  tx: DbOrTx,
  organizationId: number,
  invoiceId: number,
  snapshot: CreditNoteSnapshot,
) {
  const pdf = await renderCreditNotePdf(snapshot, await organizationLogo(tx, organizationId));
  const fileName = `NOTE-DE-CREDIT-${snapshot.number}.pdf`;
  const file = await storeGeneratedPdf(tx, organizationId, fileName, pdf);
  return tx.creditNote.create({
    data: {
      organization_id: organizationId,
      formatted_credit_note_id: snapshot.number,
      invoice_id: invoiceId,
      issue_date: toDbDate(snapshot.issue_date),
      reason: snapshot.reason,
      total_amount_cents: snapshot.totals.incl_vat_cents,
      snapshot,
      pdf_file_id: file.file_id,
      lines: {
        // An amount's lines take back no units of the invoice.
        create: snapshot.lines
          .filter((line) => line.line_id !== AMOUNT_LINE_ID)
          .map((line) => ({
            organization_id: organizationId,
            invoice_line_id: line.line_id,
            quantity: line.quantity,
            net_cents: line.net_cents,
          })),
      },
    },
    select: { credit_note_id: true, formatted_credit_note_id: true },
  });
}

/** A sale took its products out of stock; what is credited comes back. */
async function restock(
  tx: DbOrTx,
  organizationId: number,
  lines: { id: number; product_id: number | null }[],
  requested: Map<number, number>,
) {
  for (const line of lines) {
    const quantity = requested.get(line.id) ?? 0;
    if (quantity > 0 && line.product_id !== null) {
      await tx.product.updateMany({
        where: { product_id: line.product_id, organization_id: organizationId },
        data: { stock: { increment: quantity } },
      });
    }
  }
}

/**
 * Takes back lines of a validated invoice: the whole invoice when `lines` and `amount` are
 * absent, else the given quantities, never more than what earlier credit notes left (409), or an
 * amount split over the rates. Crediting a sale's products puts them back in stock.
 */
export async function createCreditNote(
  db: Db,
  organizationId: number,
  invoiceId: number,
  input: CreateCreditNoteInput,
  userId: number,
) {
  return db.$transaction(async (tx) => {
    // Locked within the organization's scope: two credit notes of one invoice take turns.
    await lockIssuedInvoice(tx, organizationId, invoiceId, MSG_CREDIT_NOTE_PENDING);
    await freezeLegacyInvoiceIn(tx, organizationId, invoiceId);
    const invoice = await tx.invoice.findUniqueOrThrow({
      where: { organization_id: organizationId, invoice_id: invoiceId },
      select: {
        sale_id: true,
        snapshot: true,
        lines: { select: { ...creditedLineSelect, product_id: true } },
      },
    });
    const snapshot = invoice.snapshot as unknown as InvoiceSnapshot;
    const left = await creditableLeft(tx, organizationId, invoiceId, snapshot);
    const { requested, unnumbered } = priceRequest(
      snapshot,
      creditedQuantities(invoice.lines),
      left,
      input,
    );
    const { number } = await allocateDocumentNumber(tx, organizationId, 'credit_note');
    const creditSnapshot: CreditNoteSnapshot = { ...unnumbered, number };
    const creditNote = await insertCreditNote(tx, organizationId, invoiceId, creditSnapshot);
    if (invoice.sale_id !== null) await restock(tx, organizationId, invoice.lines, requested);
    const totalAmount = centsToEuros(creditSnapshot.totals.incl_vat_cents);
    await recordAudit(tx, {
      organizationId,
      userId,
      action: 'credit_note.issued',
      details: {
        credit_note_id: creditNote.credit_note_id,
        credit_note_number: creditNote.formatted_credit_note_id,
        invoice_id: invoiceId,
        invoice_number: snapshot.number,
        total_amount: totalAmount,
      },
    });
    return { ...creditNote, total_amount: totalAmount };
  });
}

/** The credit note's PDF, as stored when it was issued: NOTE-DE-CREDIT-<number>.pdf. */
export async function creditNotePdf(db: DbOrTx, organizationId: number, creditNoteId: number) {
  const creditNote = await findOwnCreditNote(db, organizationId, creditNoteId, {
    formatted_credit_note_id: true,
    pdf_file: { select: { data: true } },
  });
  await assertPlanIncludes(db, organizationId, 'creation_factures_pdf');
  return {
    bytes: Buffer.from(creditNote.pdf_file.data),
    fileName: `NOTE-DE-CREDIT-${creditNote.formatted_credit_note_id}.pdf`,
  };
}

// Expenses (Sortie): the queries and the answers of the entry kind (spec part 1 §3 Expense).
import {
  MSG_EXPENSE_NOT_FOUND,
  MSG_REQUIRED_FIELDS,
  ORGANIZATION_PAYER_ID,
  ORGANIZATION_PAYER_NAME,
  type ExpenseDetailsResponse,
  type ExpensesPageQuery,
  type ExpenseFields,
  type ExpenseListItem,
} from '@app/shared/accounting';
import { centsToEuros } from '@app/shared/money';
import type { Prisma } from '../../generated/prisma/client.js';
import { fromDbDate, toDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import type { EntryKind } from './entries.service.js';
import {
  bookDocument,
  copyReceivedFile,
  lockDocumentToBook,
  unbookExpenseDocuments,
} from '../purchase-invoices/booking.js';
import { lockDebitLine, matchLineToExpense, unmatchExpenseLines } from './expense-bank-line.js';
import { assertMember, assertOwnEvent } from './entry-links.js';
import { expensesList } from './expenses-list.js';
import { fromDbPaymentMethod, toDbPaymentMethod } from './payment-method.js';

const select = {
  expense_id: true,
  product_name: true,
  price_cents: true,
  recorded_date: true,
  payment_method: true,
  user_id: true,
  event_id: true,
  file_id: true,
  user: { select: { user_id: true, name: true, email: true } },
  event: { select: { event_id: true, name: true } },
  file: { select: { name: true } },
} as const;

type ExpenseRow = Prisma.ExpenseGetPayload<{ select: typeof select }>;

function toItem(row: ExpenseRow): ExpenseListItem {
  return {
    expense_id: row.expense_id,
    product_name: row.product_name,
    price: centsToEuros(row.price_cents),
    recorded_date: fromDbDate(row.recorded_date),
    payment_method: fromDbPaymentMethod(row.payment_method),
    user_id: row.user_id ?? ORGANIZATION_PAYER_ID,
    user_name: row.user?.name ?? null,
    event: row.event,
    file_path: row.file.name,
  };
}

const columns = (fields: ExpenseFields) => ({
  product_name: fields.product_name,
  price_cents: fields.price_cents,
  recorded_date: toDbDate(fields.recorded_date),
  payment_method: toDbPaymentMethod(fields.payment_method),
  user_id: fields.user_id,
  event_id: fields.event_id,
});

export const EXPENSES: EntryKind<
  ExpenseFields,
  ExpenseRow,
  ExpenseListItem,
  ExpenseDetailsResponse,
  ExpensesPageQuery
> = {
  table: 'expenses',
  messages: {
    added: 'Dépense ajoutée avec succès',
    updated: 'Dépense modifiée avec succès',
    deleted: 'Dépense supprimée avec succès',
    notFound: MSG_EXPENSE_NOT_FOUND,
    noReceipt: MSG_EXPENSE_NOT_FOUND,
  },
  async checkLinks(tx, organizationId, fields, existing) {
    // A payer who has since left the organization stays on the expenses they paid.
    if (fields.user_id !== existing?.user_id) {
      await assertMember(tx, organizationId, fields.user_id);
    }
    await assertOwnEvent(tx, organizationId, fields.event_id);
    // Only an add matches a bank line (an edit's bank_line_id is dropped by its schema).
    if (!existing && fields.bank_line_id !== null) {
      await lockDebitLine(tx, organizationId, fields.bank_line_id);
    }
    if (!existing && fields.received_document_id !== null) {
      await lockDocumentToBook(tx, organizationId, fields.received_document_id);
    }
  },
  find: (db, organizationId, id) =>
    db.expense.findFirst({ where: { expense_id: id, organization_id: organizationId }, select }),
  stream: expensesList.stream,
  page: expensesList.page,
  async create(tx, organizationId, fields, uploaded) {
    const documentId = fields.received_document_id;
    // Booking a received document without upload: its file is the receipt (checkLinks locked it).
    const fileId =
      uploaded ??
      (documentId === null ? null : await copyReceivedFile(tx, organizationId, documentId));
    // The route refuses an expense without receipt before reading its fields.
    if (fileId === null) throw new AppError('BAD_REQUEST', MSG_REQUIRED_FIELDS, { field: 'file' });
    const row = await tx.expense.create({
      data: { ...columns(fields), organization_id: organizationId, file_id: fileId },
      select,
    });
    if (documentId !== null) await bookDocument(tx, organizationId, documentId, row.expense_id);
    // checkLinks locked and checked the line in this transaction.
    if (fields.bank_line_id !== null) {
      await matchLineToExpense(tx, organizationId, fields.bank_line_id, row.expense_id);
    }
    return row;
  },
  update: (tx, organizationId, id, fields, fileId) =>
    tx.expense.update({
      where: { organization_id: organizationId, expense_id: id },
      data: { ...columns(fields), ...(fileId === undefined ? {} : { file_id: fileId }) },
      select,
    }),
  async remove(tx, organizationId, id) {
    await unmatchExpenseLines(tx, organizationId, id);
    await unbookExpenseDocuments(tx, organizationId, id);
    await tx.expense.delete({ where: { organization_id: organizationId, expense_id: id } });
  },
  toItem,
  details(row) {
    const { user_name: _userName, event: _event, ...entry } = toItem(row);
    return {
      expense: {
        expense: { ...entry, event_id: row.event_id },
        user: row.user ?? {
          user_id: ORGANIZATION_PAYER_ID,
          name: ORGANIZATION_PAYER_NAME,
          email: '',
        },
        event: row.event,
      },
    };
  },
};

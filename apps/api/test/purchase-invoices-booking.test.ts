// A received purchase invoice on « Factures reçues » (issue #33): listed by status with counts,
// rejected and put back, booked as a Sortie (addExpense with `received_document_id`, its file the
// receipt when none is uploaded) and back to book when that Sortie is deleted. Another
// organization's document answers like a missing one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  MSG_RECEIVED_NOT_FOUND,
  MSG_RECEIVED_NOT_REJECTED,
  MSG_RECEIVED_NOT_TO_BOOK,
} from '@app/shared/purchase-invoices';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { signedInMember, type Member } from './support/factories.js';
import { binary, expectFailure, expectForeignLikeMissing, PDF } from './support/http.js';
import { rulesDir } from './einvoice/schematron.js';

const ctx = useTestContext();
const example = (name: string) => readFileSync(path.join(rulesDir, 'examples', 'ubl', name));

async function received(m: Member, name = 'base-example.xml') {
  const res = await m.api
    .post('/api/accounting/importPurchaseInvoice')
    .attach('file', example(name), name);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.received.received_document_id as number;
}

const list = (m: Member, status?: string) =>
  m.api.get(`/api/accounting/receivedDocuments?page=1${status ? `&status=${status}` : ''}`);
const reject = (m: Member, id: number) =>
  m.api.put(`/api/accounting/receivedDocuments/reject?received_document_id=${id}`).send({});
const restore = (m: Member, id: number) =>
  m.api.delete(`/api/accounting/receivedDocuments/reject?received_document_id=${id}`);
const file = (m: Member, id: number) =>
  binary(m.api.get(`/api/accounting/getReceivedDocumentFile?received_document_id=${id}`));

/** The Sortie form as the page sends it, prefilled from the draft; `withReceipt` uploads one. */
const book = (m: Member, id: number | string, withReceipt = false) =>
  m.api.postForm(
    '/api/accounting/addExpense',
    {
      product_name: 'SupplierOfficialName Ltd — Snippet1',
      price: '1656.25',
      recorded_date: '2017-11-13',
      payment_method: 'Virement',
      user_id: '-1',
      received_document_id: id,
    },
    withReceipt ? { bytes: PDF, name: 'scan.pdf' } : undefined,
  );

const stateOf = (id: number) =>
  ctx.db.receivedDocument.findUniqueOrThrow({
    where: { received_document_id: id },
    select: { status: true, expense_id: true },
  });

describe('the list of received documents', () => {
  test('one status at a time, to book by default, with the counts of each', async () => {
    const m = await signedInMember(ctx);
    const first = await received(m);
    const second = await received(m, 'vat-category-O.xml');
    expect((await reject(m, first)).status).toBe(200);

    const toBook = await list(m);
    expect(toBook.status).toBe(200);
    expect(toBook.body).toMatchObject({
      total: 1,
      page: 1,
      counts: { to_book: 1, booked: 0, rejected: 1 },
    });
    expect(
      toBook.body.items.map((item: { received_document_id: number }) => item.received_document_id),
    ).toEqual([second]);
    const rejected = await list(m, 'rejected');
    expect(rejected.body.items[0]).toMatchObject({
      received_document_id: first,
      status: 'rejected',
    });
    const wrong = await list(m, 'lost');
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('status');
  });

  test('rejected, then put back; twice the same change is a 409', async () => {
    const m = await signedInMember(ctx);
    const id = await received(m);
    const rejected = await reject(m, id);
    expect(rejected.body).toMatchObject({
      message: 'Document rejeté.',
      received: { status: 'rejected' },
    });
    expectFailure(await reject(m, id), 409, MSG_RECEIVED_NOT_TO_BOOK, 'received_document_id');
    expectFailure(await book(m, id), 409, MSG_RECEIVED_NOT_TO_BOOK, 'received_document_id');
    const restored = await restore(m, id);
    expect(restored.body).toMatchObject({ received: { status: 'to_book' } });
    expectFailure(await restore(m, id), 409, MSG_RECEIVED_NOT_REJECTED, 'received_document_id');
  });

  test('another organization’s document answers like a missing one', async () => {
    const owner = await signedInMember(ctx);
    const other = await signedInMember(ctx);
    const id = await received(owner);
    await expectForeignLikeMissing(id, MSG_RECEIVED_NOT_FOUND, [
      (target) => reject(other, target),
      (target) => restore(other, target),
      (target) =>
        other.api.get(`/api/accounting/getReceivedDocumentFile?received_document_id=${target}`),
      (target) => book(other, target),
    ]);
    expect(await stateOf(id)).toEqual({ status: 'to_book', expense_id: null });
    expect((await list(other)).body.counts).toEqual({ to_book: 0, booked: 0, rejected: 0 });
  });
});

describe('a received document booked as a Sortie', () => {
  test('its file becomes the receipt; deleting the Sortie puts it back to book', async () => {
    const m = await signedInMember(ctx);
    const id = await received(m);
    const added = await book(m, id);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const expenseId = added.body.expense.expense_id as number;
    expect(await stateOf(id)).toEqual({ status: 'booked', expense_id: expenseId });
    expect((await list(m, 'booked')).body.items[0]).toMatchObject({ expense_id: expenseId });

    const receipt = await binary(
      m.api.get(`/api/accounting/getExpensesFile?expense_id=${expenseId}`),
    );
    expect(receipt.status).toBe(200);
    expect(Buffer.compare(receipt.body as Buffer, example('base-example.xml'))).toBe(0);
    expectFailure(await book(m, id), 409, MSG_RECEIVED_NOT_TO_BOOK, 'received_document_id');

    const deleted = await m.api.delete(`/api/accounting/deleteExpense?expense_id=${expenseId}`);
    expect(deleted.status).toBe(200);
    expect(await stateOf(id)).toEqual({ status: 'to_book', expense_id: null });
    // The document keeps its own file: the Sortie's receipt was a copy.
    const kept = await file(m, id);
    expect(kept.status).toBe(200);
    expect(Buffer.compare(kept.body as Buffer, example('base-example.xml'))).toBe(0);
  });

  test('its Sortie is edited as the form does it, its XML receipt sent back and kept', async () => {
    const m = await signedInMember(ctx);
    const added = await book(m, await received(m));
    const expenseId = added.body.expense.expense_id as number;
    const { file_id } = await ctx.db.expense.findUniqueOrThrow({
      where: { expense_id: expenseId },
      select: { file_id: true },
    });
    const updated = await m.api.putForm(
      '/api/accounting/updateExpense',
      {
        expense_id: expenseId,
        product_name: 'Renommée',
        price: '1656.25',
        recorded_date: '2017-11-13',
        payment_method: 'Virement',
        user_id: '-1',
      },
      { bytes: example('base-example.xml'), name: 'base-example.xml' },
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const after = await ctx.db.expense.findUniqueOrThrow({
      where: { expense_id: expenseId },
      select: { file_id: true, product_name: true },
    });
    expect(after).toEqual({ file_id, product_name: 'Renommée' });
  });

  test('an uploaded receipt is kept instead; a malformed id is a 400 and writes nothing', async () => {
    const m = await signedInMember(ctx);
    const id = await received(m);
    const added = await book(m, id, true);
    expect(added.status).toBe(201);
    const receipt = await binary(
      m.api.get(`/api/accounting/getExpensesFile?expense_id=${added.body.expense.expense_id}`),
    );
    expect(Buffer.compare(receipt.body as Buffer, PDF)).toBe(0);

    const before = await ctx.db.expense.count({
      where: { organization_id: m.organization.organization_id },
    });
    expectFailure(await book(m, 'abc'), 400, 'Document reçu invalide.', 'received_document_id');
    expect(
      await ctx.db.expense.count({ where: { organization_id: m.organization.organization_id } }),
    ).toBe(before);
  });

  test('an edit never books a document', async () => {
    const m = await signedInMember(ctx);
    const id = await received(m);
    const added = await book(m, await received(m, 'vat-category-O.xml'));
    expect(added.status).toBe(201);
    const updated = await m.api.putForm('/api/accounting/updateExpense', {
      expense_id: added.body.expense.expense_id as number,
      product_name: 'Modifiée',
      price: '10',
      recorded_date: '2017-11-13',
      payment_method: 'Virement',
      user_id: '-1',
      received_document_id: id,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(await stateOf(id)).toEqual({ status: 'to_book', expense_id: null });
  });
});

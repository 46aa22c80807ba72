// A debit bank line becomes a Sortie (issue #31): addExpense with `bank_line_id` matches the line
// in the expense's transaction, refuses a line it may not take (and then stores no receipt), lets
// one of two adds from the same line through, and deleting the Sortie puts the line back to review.
import { MSG_BANK_LINE_NOT_DEBIT } from '@app/shared/accounting';
import { MSG_BANK_LINE_NOT_FOUND, MSG_BANK_LINE_NOT_UNMATCHED } from '@app/shared/bank';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { codaFile } from './support/coda-writer.js';
import { signedInMember, type Member } from './support/factories.js';
import { PDF, expectFailure } from './support/http.js';
import { whileUncommitted } from './support/row-locks.js';

const ctx = useTestContext();

/** The organizations' account in the factories. */
const IBAN = 'BE68539007547034';

/** Imports a statement with a debit (Loyer, −45,50 €) and a credit; answers their line ids. */
async function importedLines(m: Member) {
  const file = codaFile({
    iban: IBAN,
    opening_cents: 100_000,
    movements: [
      { bank_ref: 'DEBIT1', amount_cents: -4_550, free: 'Loyer mars', name: 'Immo SA' },
      { bank_ref: 'CREDIT1', amount_cents: 2_000, free: 'Cotisation' },
    ],
  });
  const res = await m.api
    .post('/api/bank/importStatement')
    .attach('file', Buffer.from(file), 'releve.cod');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const lines = await ctx.db.bankLine.findMany({
    where: { organization_id: m.organization.organization_id },
    select: { line_id: true, amount_cents: true },
  });
  return {
    debit: lines.find((line) => line.amount_cents < 0)!.line_id,
    credit: lines.find((line) => line.amount_cents > 0)!.line_id,
  };
}

const fields = (bank_line_id?: number) => ({
  product_name: 'Loyer mars',
  price: '45.50',
  recorded_date: '2026-03-05',
  payment_method: 'Virement',
  user_id: '-1',
  ...(bank_line_id === undefined ? {} : { bank_line_id }),
});

const addExpense = (m: Member, bank_line_id?: number) =>
  m.api.postForm('/api/accounting/addExpense', fields(bank_line_id), {
    bytes: PDF,
    name: 'loyer.pdf',
  });

const lineOf = (lineId: number) =>
  ctx.db.bankLine.findUniqueOrThrow({
    where: { line_id: lineId },
    select: { status: true, expense_id: true },
  });

/** The organization's expenses and stored files: a refused add leaves both as they were. */
const written = (m: Member) =>
  Promise.all([
    ctx.db.expense.count({ where: { organization_id: m.organization.organization_id } }),
    ctx.db.storedFile.count({ where: { organization_id: m.organization.organization_id } }),
  ]);

describe('a Sortie added from a debit bank line', () => {
  test('the line is matched to it; deleting the Sortie puts the line back to review', async () => {
    const m = await signedInMember(ctx);
    const { debit } = await importedLines(m);

    const added = await addExpense(m, debit);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.expense).toMatchObject({ product_name: 'Loyer mars', price: 45.5 });
    const expenseId = added.body.expense.expense_id as number;
    expect(await lineOf(debit)).toEqual({ status: 'matched', expense_id: expenseId });

    const deleted = await m.api.delete(`/api/accounting/deleteExpense?expense_id=${expenseId}`);
    expect(deleted.status).toBe(200);
    expect(await lineOf(debit)).toEqual({ status: 'unmatched', expense_id: null });
  });

  test('without bank_line_id an add matches nothing; an update ignores bank_line_id', async () => {
    const m = await signedInMember(ctx);
    const { debit } = await importedLines(m);
    const added = await addExpense(m);
    expect(added.status).toBe(201);
    const updated = await m.api.putForm('/api/accounting/updateExpense', {
      ...fields(debit),
      expense_id: added.body.expense.expense_id as number,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(await lineOf(debit)).toEqual({ status: 'unmatched', expense_id: null });
  });

  test('a matched line, a credit, another organization’s or a missing line: refused, nothing written', async () => {
    const m = await signedInMember(ctx);
    const other = await signedInMember(ctx);
    const { debit, credit } = await importedLines(m);
    const { debit: foreign } = await importedLines(other);
    expect((await addExpense(m, debit)).status).toBe(201);
    const before = await written(m);

    expectFailure(await addExpense(m, debit), 409, MSG_BANK_LINE_NOT_UNMATCHED, 'bank_line_id');
    expectFailure(await addExpense(m, credit), 409, MSG_BANK_LINE_NOT_DEBIT, 'bank_line_id');
    expectFailure(await addExpense(m, foreign), 404, MSG_BANK_LINE_NOT_FOUND, 'bank_line_id');
    expectFailure(await addExpense(m, 2_147_483_000), 404, MSG_BANK_LINE_NOT_FOUND, 'bank_line_id');
    expectFailure(
      await addExpense(m, 'abc' as unknown as number),
      400,
      'Ligne bancaire invalide.',
      'bank_line_id',
    );

    expect(await written(m)).toEqual(before);
    expect(await lineOf(credit)).toEqual({ status: 'unmatched', expense_id: null });
    expect(await lineOf(foreign)).toEqual({ status: 'unmatched', expense_id: null });
  });

  test('an add waits for a concurrent match of the line, then answers 409 and writes nothing', async () => {
    const m = await signedInMember(ctx);
    const { debit } = await importedLines(m);
    const before = await written(m);
    const res = await whileUncommitted(
      ctx.db,
      (tx) => tx.bankLine.update({ where: { line_id: debit }, data: { status: 'matched' } }),
      () => addExpense(m, debit),
    );
    expectFailure(res, 409, MSG_BANK_LINE_NOT_UNMATCHED, 'bank_line_id');
    expect(await written(m)).toEqual(before);
  });

  test('two adds from one line at once make one Sortie', async () => {
    const m = await signedInMember(ctx);
    const { debit } = await importedLines(m);
    const [, filesBefore] = await written(m);
    const answers = await Promise.all([addExpense(m, debit), addExpense(m, debit)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const [expenses, files] = await written(m);
    expect([expenses, files - filesBefore]).toEqual([1, 1]);
    const winner = answers.find((res) => res.status === 201)!;
    expect(await lineOf(debit)).toEqual({
      status: 'matched',
      expense_id: winner.body.expense.expense_id,
    });
  });
});

// A bank statement imported (issue #31): parsed, checked against the organization's account, its
// lines stored once per account and bank reference, the invoices they name paid — all in one
// transaction, so a refused file or a failed match leaves nothing behind.
import type { ImportedStatement } from '@app/shared/bank-endpoints';
import { centsToEuros } from '@app/shared/money';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { toDbDate } from '../../db/values.js';
import { AppError, foundOr404 } from '../../errors/app-error.js';
import { matchLines, type StoredLine } from './bank-matching.js';
import { compactIban } from '@app/shared/legal-identity';
import { parseStatement, type BankStatement, type StatementLine } from './statement.js';

export const MSG_STATEMENT_REQUIRED =
  'Veuillez joindre le relevé bancaire (fichier CODA ou camt.053).';
const MSG_ORGANIZATION_NOT_FOUND = 'Organisation introuvable.';

export const otherAccountMessage = (statementIban: string, organizationIban: string) =>
  `Ce relevé est celui du compte ${statementIban}, pas du compte de l’organisation (${organizationIban}).`;

/** The statement in `bytes`; a refusal of the parser is about the `file` field. */
function parsed(bytes: Uint8Array): BankStatement {
  try {
    return parseStatement(bytes);
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_REQUEST') {
      throw new AppError('BAD_REQUEST', error.message, { field: 'file' });
    }
    throw error;
  }
}

/** The statement must be of the organization's own account (409 naming both otherwise). */
async function checkAccount(tx: DbOrTx, organizationId: number, statement: BankStatement) {
  const organization = foundOr404(
    await tx.organization.findUnique({
      where: { organization_id: organizationId },
      select: { bank_account: true },
    }),
    MSG_ORGANIZATION_NOT_FOUND,
  );
  const own = compactIban(organization.bank_account);
  const theirs = compactIban(statement.account_iban);
  if (own !== theirs) throw new AppError('CONFLICT', otherAccountMessage(theirs, own));
  return own;
}

/**
 * Stores the statement's lines not yet known (ON CONFLICT DO NOTHING on the account and the bank
 * reference: a concurrent import of the same file waits on the unique index, then finds them
 * there) and answers the lines this import stored. One statement whatever the number of lines,
 * each column an array (createManyAndReturn took 10 s for 10,000 lines: docs/performance.md).
 */
function storeLines(
  tx: DbOrTx,
  organizationId: number,
  statementId: number,
  iban: string,
  statement: BankStatement,
): Promise<StoredLine[]> {
  // In the order of their references, as any other import inserts them: two overlapping
  // statements imported at once wait on each other's lines instead of deadlocking.
  const lines = [...statement.lines].sort((a, b) =>
    a.bank_ref < b.bank_ref ? -1 : a.bank_ref > b.bank_ref ? 1 : 0,
  );
  const column = <K extends keyof StatementLine>(key: K) => lines.map((line) => line[key]);
  return tx.$queryRaw<StoredLine[]>`
    INSERT INTO bank_lines (organization_id, statement_id, account_iban, bank_ref, booking_date,
      value_date, amount_cents, structured_reference, free_text, counterparty_name,
      counterparty_iban, end_to_end_id)
    SELECT ${organizationId}, ${statementId}, ${iban}, l.bank_ref, l.booking_date, l.value_date,
      l.amount_cents, l.structured_reference, l.free_text, l.counterparty_name,
      l.counterparty_iban, l.end_to_end_id
    FROM unnest(${column('bank_ref')}::text[], ${column('booking_date')}::date[],
      ${column('value_date')}::date[], ${column('amount_cents')}::int[],
      ${column('structured_reference')}::text[], ${column('free_text')}::text[],
      ${column('counterparty_name')}::text[], ${column('counterparty_iban')}::text[],
      ${column('end_to_end_id')}::text[])
      WITH ORDINALITY AS l(bank_ref, booking_date, value_date, amount_cents, structured_reference,
        free_text, counterparty_name, counterparty_iban, end_to_end_id, position)
    ORDER BY l.position
    ON CONFLICT (organization_id, account_iban, bank_ref) DO NOTHING
    RETURNING line_id, amount_cents, booking_date, structured_reference`;
}

/**
 * A file whose every line was already imported brings nothing: the statement row just written is
 * removed, and the import answers the statement that brought its lines (docs/decisions.md).
 */
async function earlierStatement(
  tx: DbOrTx,
  organizationId: number,
  statementId: number,
  iban: string,
  statement: BankStatement,
): Promise<number> {
  await tx.bankStatement.delete({
    where: { statement_id: statementId, organization_id: organizationId },
  });
  // Every line is known (stored earlier, or by a concurrent import that committed first): the
  // first one names its statement.
  const line = await tx.bankLine.findFirstOrThrow({
    where: {
      organization_id: organizationId,
      account_iban: iban,
      bank_ref: statement.lines[0]!.bank_ref,
    },
    select: { statement_id: true },
  });
  return line.statement_id;
}

/** Imports the statement in `bytes` for the organization; `userId` is who imports it. */
export async function importStatement(
  db: Db,
  organizationId: number,
  userId: number,
  bytes: Uint8Array | undefined,
): Promise<ImportedStatement> {
  if (bytes === undefined) {
    throw new AppError('BAD_REQUEST', MSG_STATEMENT_REQUIRED, { field: 'file' });
  }
  const statement = parsed(bytes);
  return db.$transaction(async (tx) => {
    const iban = await checkAccount(tx, organizationId, statement);
    const { statement_id } = await tx.bankStatement.create({
      data: {
        organization_id: organizationId,
        format: statement.format,
        account_iban: iban,
        from_date: toDbDate(statement.from),
        until_date: toDbDate(statement.until),
        opening_balance_cents: statement.opening_balance_cents,
        closing_balance_cents: statement.closing_balance_cents,
        imported_by: userId,
      },
      select: { statement_id: true },
    });
    const stored = await storeLines(tx, organizationId, statement_id, iban, statement);
    const matched = await matchLines(tx, { organizationId, userId }, stored);
    const kept =
      stored.length === 0 && statement.lines.length > 0
        ? await earlierStatement(tx, organizationId, statement_id, iban, statement)
        : statement_id;
    return {
      statement_id: kept,
      format: statement.format,
      account_iban: iban,
      from: statement.from,
      until: statement.until,
      opening_balance: centsToEuros(statement.opening_balance_cents),
      closing_balance: centsToEuros(statement.closing_balance_cents),
      lines: stored.length,
      matched,
      duplicates: statement.lines.length - stored.length,
    };
  });
}

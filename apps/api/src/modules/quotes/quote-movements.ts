// Departure and return of a quote's equipment. Each use case locks the organization's
// quote (another organization's id is "not found"), checks the state and the dates, writes, and
// recomputes what the quote holds past its reservation (`held_until`) in the same transaction.
import { MSG_QUOTE_NOT_FOUND } from '@app/shared/quotes';
import {
  MSG_DEPARTURE_AFTER_RETURN,
  MSG_NOT_DEPARTED,
  MSG_NOT_RETURNED,
  MSG_RETURN_BEFORE_DEPARTURE,
  MSG_RETURN_PRODUCT_UNKNOWN,
  MSG_UNDO_DEPARTURE_RETURNED,
  quantityReturnedTooLarge,
  type DepartureFields,
  type ReturnFields,
} from '@app/shared/rental-movements';
import { lockOwnOr404 } from '../../db/own-rows.js';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { fromDbDateOrNull, toDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { refreshHeldUntil } from '../availability/availability.data.js';
import { recordDocumentEvent } from '../history/document-events.data.js';
import type { DocumentEventDetails, StoredEventKind } from '@app/shared/document-history';

/** The locked quote's departure and return days (YYYY-MM-DD or null); 404 unless it is the organization's. */
async function lockMovements(tx: DbOrTx, organizationId: number, quoteId: number) {
  await lockOwnOr404(tx, 'quotes', quoteId, organizationId, MSG_QUOTE_NOT_FOUND);
  const row = await tx.quote.findFirstOrThrow({
    where: { quote_id: quoteId, organization_id: organizationId },
    select: { departed_on: true, returned_on: true },
  });
  return {
    departedOn: fromDbDateOrNull(row.departed_on),
    returnedOn: fromDbDateOrNull(row.returned_on),
  };
}

const where = (organizationId: number, quoteId: number) => ({
  organization_id: organizationId,
  quote_id: quoteId,
});

/** The day and who of a departure or a return, as the history shows it. */
const moved = (fields: { date: string; by: string | null }) => ({
  date: fields.date,
  by: fields.by ?? undefined,
});

type MovementDays = Awaited<ReturnType<typeof lockMovements>>;

/** What a movement adds to the quote's history: its kind, who, and what it says. */
interface MovementEvent {
  kind: StoredEventKind;
  userId: number | undefined;
  details?: DocumentEventDetails;
}

/**
 * One movement, in one transaction: locks the quote, lets `change` check its days (and update its
 * lines) and say which departure or return columns to write, writes them, recomputes what the
 * quote holds past its reservation, and records the movement in the quote's history.
 */
async function moveEquipment(
  db: Db,
  organizationId: number,
  quoteId: number,
  event: MovementEvent,
  change: (
    tx: DbOrTx,
    days: MovementDays,
  ) => Prisma.QuoteUpdateInput | Promise<Prisma.QuoteUpdateInput>,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const data = await change(tx, await lockMovements(tx, organizationId, quoteId));
    await tx.quote.update({
      where: where(organizationId, quoteId),
      data,
      select: { quote_id: true },
    });
    await refreshHeldUntil(tx, organizationId, quoteId);
    await recordDocumentEvent(tx, { organizationId, document: { quote_id: quoteId }, ...event });
  });
}

/** Marks the equipment out, or corrects the departure already recorded. */
export async function recordDeparture(
  db: Db,
  organizationId: number,
  quoteId: number,
  fields: DepartureFields,
  userId?: number,
): Promise<void> {
  const event = { kind: 'departure_recorded', userId, details: moved(fields) } as const;
  await moveEquipment(db, organizationId, quoteId, event, (_tx, { returnedOn }) => {
    if (returnedOn !== null && fields.date > returnedOn) {
      throw new AppError('BAD_REQUEST', MSG_DEPARTURE_AFTER_RETURN);
    }
    return {
      departed_on: toDbDate(fields.date),
      departed_by: fields.by,
      departure_note: fields.note,
    };
  });
}

/** The equipment is not out any more; refused once its return is recorded (undo that first). */
export async function undoDeparture(
  db: Db,
  organizationId: number,
  quoteId: number,
  _fields?: object,
  userId?: number,
) {
  const event = { kind: 'departure_undone', userId } as const;
  await moveEquipment(db, organizationId, quoteId, event, (_tx, { departedOn, returnedOn }) => {
    if (departedOn === null) throw new AppError('CONFLICT', MSG_NOT_DEPARTED);
    if (returnedOn !== null) throw new AppError('CONFLICT', MSG_UNDO_DEPARTURE_RETURNED);
    return { departed_on: null, departed_by: null, departure_note: null };
  });
}

/**
 * Records the return (or corrects it): the day, who, a note and the units back per product line;
 * a line left out came back whole. 409 before a departure.
 */
export async function recordReturn(
  db: Db,
  organizationId: number,
  quoteId: number,
  fields: ReturnFields,
  userId?: number,
): Promise<void> {
  const event = { kind: 'return_recorded', userId, details: moved(fields) } as const;
  await moveEquipment(db, organizationId, quoteId, event, async (tx, { departedOn }) => {
    if (departedOn === null) throw new AppError('CONFLICT', MSG_NOT_DEPARTED);
    if (fields.date < departedOn) throw new AppError('BAD_REQUEST', MSG_RETURN_BEFORE_DEPARTURE);
    const lines = await tx.quoteProduct.findMany({
      where: where(organizationId, quoteId),
      select: { id: true, product_id: true, quantity: true, product: { select: { name: true } } },
    });
    const returned = new Map<number, number>();
    for (const sent of fields.products) {
      const line = lines.find((candidate) => candidate.product_id === sent.product_id);
      if (!line) throw new AppError('BAD_REQUEST', MSG_RETURN_PRODUCT_UNKNOWN);
      if (sent.quantity_returned > line.quantity) {
        throw new AppError(
          'BAD_REQUEST',
          quantityReturnedTooLarge(line.product.name, line.quantity),
        );
      }
      returned.set(line.id, sent.quantity_returned);
    }
    for (const line of lines) {
      await tx.quoteProduct.update({
        where: { id: line.id, organization_id: organizationId },
        data: { quantity_returned: returned.get(line.id) ?? line.quantity },
        select: { id: true },
      });
    }
    return { returned_on: toDbDate(fields.date), returned_by: fields.by, return_note: fields.note };
  });
}

/** The equipment is out again, as before its return. */
export async function undoReturn(
  db: Db,
  organizationId: number,
  quoteId: number,
  _fields?: object,
  userId?: number,
) {
  const event = { kind: 'return_undone', userId } as const;
  await moveEquipment(db, organizationId, quoteId, event, async (tx, { returnedOn }) => {
    if (returnedOn === null) throw new AppError('CONFLICT', MSG_NOT_RETURNED);
    await tx.quoteProduct.updateMany({
      where: where(organizationId, quoteId),
      data: { quantity_returned: null },
    });
    return { returned_on: null, returned_by: null, return_note: null };
  });
}

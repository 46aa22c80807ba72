// The events table as the API reads it: what an event answers (its date as 'YYYY-MM-DD', its
// picture as a download link), and the organization's event found, locked or written, 404 when it
// is not theirs.
import { MSG_EVENT_NOT_FOUND, type EventDto, type EventInput } from '@app/shared/events';
import { lockOwnOr404 } from '../../db/own-rows.js';
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDate, toDbDate } from '../../db/values.js';
import { foundOr404 } from '../../errors/app-error.js';
import type { Prisma } from '../../generated/prisma/client.js';

const select = {
  event_id: true,
  name: true,
  location: true,
  date: true,
  start_at: true,
  end_at: true,
  link: true,
  picture_file_id: true,
  picture_file: { select: { name: true } },
} as const satisfies Prisma.EventSelect;

type EventRow = Prisma.EventGetPayload<{ select: typeof select }>;

function toDto(row: EventRow): EventDto {
  return {
    event_id: row.event_id,
    name: row.name,
    location: row.location,
    date: fromDbDate(row.date),
    start_at: row.start_at,
    end_at: row.end_at,
    link: row.link,
    picture:
      row.picture_file_id === null
        ? null
        : `/api/events/getEventFile?event_id=${row.event_id}&v=${row.picture_file_id}`,
    picture_name: row.picture_file?.name ?? null,
  };
}

const columns = (input: EventInput) => ({
  ...input,
  date: toDbDate(input.date),
});

/** The organization's events, the latest day first. */
export async function findOwnEvents(db: DbOrTx, organizationId: number): Promise<EventDto[]> {
  const rows = await db.event.findMany({
    where: { organization_id: organizationId },
    select,
    orderBy: [{ date: 'desc' }, { start_at: 'asc' }, { event_id: 'desc' }],
  });
  return rows.map(toDto);
}

/** The organization's event; 404 otherwise. */
export async function findOwnEvent(db: DbOrTx, organizationId: number, eventId: number) {
  const row = await db.event.findFirst({
    where: { event_id: eventId, organization_id: organizationId },
    select,
  });
  return foundOr404(row, MSG_EVENT_NOT_FOUND);
}

/**
 * The same, locked until the transaction ends: two changes of one event take turns, so the
 * picture one replaces is the one the other left.
 */
export async function lockOwnEvent(tx: DbOrTx, organizationId: number, eventId: number) {
  await lockOwnOr404(tx, 'events', eventId, organizationId, MSG_EVENT_NOT_FOUND);
  return findOwnEvent(tx, organizationId, eventId);
}

/** Inserts an event of the organization, showing the stored file `pictureFileId` (or none). */
export async function insertEvent(
  tx: DbOrTx,
  organizationId: number,
  input: EventInput,
  pictureFileId: number | null,
): Promise<EventDto> {
  const row = await tx.event.create({
    data: { ...columns(input), organization_id: organizationId, picture_file_id: pictureFileId },
    select,
  });
  return toDto(row);
}

/** Writes the organization's event; its picture changes only when `pictureFileId` is given. */
export async function updateOwnEvent(
  tx: DbOrTx,
  organizationId: number,
  eventId: number,
  input: EventInput,
  pictureFileId: number | undefined,
): Promise<EventDto> {
  const row = await tx.event.update({
    where: { organization_id: organizationId, event_id: eventId },
    data: {
      ...columns(input),
      ...(pictureFileId !== undefined ? { picture_file_id: pictureFileId } : {}),
    },
    select,
  });
  return toDto(row);
}

/** Quotes and accounting entries keep their data: the database clears their link to the event. */
export async function deleteOwnEvent(tx: DbOrTx, organizationId: number, eventId: number) {
  await tx.event.delete({ where: { organization_id: organizationId, event_id: eventId } });
}

import {
  MSG_EVENT_NO_PICTURE,
  MSG_EVENT_NOT_FOUND,
  type EventDto,
  type EventInput,
} from '@app/shared/events';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { fromDbDate, toDbDate } from '../../db/values.js';
import { foundOr404 } from '../../errors/app-error.js';
import type { Prisma } from '../../generated/prisma/client.js';
import {
  deleteStoredFile,
  requireStoredFile,
  type UploadedFile,
  writeWithImage,
} from '../files/stored-files.js';

export const MSG_EVENT_CREATED = 'Événement créé avec succès';
export const MSG_EVENT_UPDATED = 'Événement modifié avec succès';
export const MSG_EVENT_DELETED = 'Événement supprimé avec succès';

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

export async function listEvents(db: DbOrTx, organizationId: number) {
  const rows = await db.event.findMany({
    where: { organization_id: organizationId },
    select,
    orderBy: [{ date: 'desc' }, { start_at: 'asc' }, { event_id: 'desc' }],
  });
  return rows.map(toDto);
}

export async function createEvent(
  db: Db,
  organizationId: number,
  input: EventInput,
  picture: UploadedFile | undefined,
) {
  return db.$transaction(async (tx) => {
    const row = await writeWithImage(tx, organizationId, picture, null, (fileId) =>
      tx.event.create({
        data: {
          ...columns(input),
          organization_id: organizationId,
          picture_file_id: fileId ?? null,
        },
        select,
      }),
    );
    return toDto(row);
  });
}

async function findOwnEvent(db: DbOrTx, organizationId: number, eventId: number) {
  return foundOr404(
    await db.event.findFirst({
      where: { event_id: eventId, organization_id: organizationId },
      select,
    }),
    MSG_EVENT_NOT_FOUND,
  );
}

/** A new picture replaces (and deletes) the old one; without one the old one stays. */
export async function updateEvent(
  db: Db,
  organizationId: number,
  eventId: number,
  input: EventInput,
  picture: UploadedFile | undefined,
) {
  return db.$transaction(async (tx) => {
    const existing = await findOwnEvent(tx, organizationId, eventId);
    const row = await writeWithImage(
      tx,
      organizationId,
      picture,
      existing.picture_file_id,
      (fileId) =>
        tx.event.update({
          where: { organization_id: organizationId, event_id: existing.event_id },
          data: { ...columns(input), ...(fileId !== undefined ? { picture_file_id: fileId } : {}) },
          select,
        }),
    );
    return toDto(row);
  });
}

/** Quotes and accounting entries keep their data; their link to the event is cleared. */
export async function deleteEvent(db: Db, organizationId: number, eventId: number) {
  await db.$transaction(async (tx) => {
    const existing = await findOwnEvent(tx, organizationId, eventId);
    await tx.event.delete({
      where: { organization_id: organizationId, event_id: existing.event_id },
    });
    await deleteStoredFile(tx, organizationId, existing.picture_file_id);
  });
}

export async function getEventPicture(db: DbOrTx, organizationId: number, eventId: number) {
  const row = await findOwnEvent(db, organizationId, eventId);
  return requireStoredFile(db, organizationId, row.picture_file_id, MSG_EVENT_NO_PICTURE);
}

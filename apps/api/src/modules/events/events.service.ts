import { MSG_EVENT_NO_PICTURE, type EventInput } from '@app/shared/events';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { deleteStoredFile, requireStoredFile, writeWithImage } from '../files/stored-files.js';
import type { UploadedFile } from '../../http/route.js';
import {
  deleteOwnEvent,
  findOwnEvent,
  findOwnEvents,
  insertEvent,
  lockOwnEvent,
  updateOwnEvent,
} from './events.data.js';

export function listEvents(db: DbOrTx, organizationId: number) {
  return findOwnEvents(db, organizationId);
}

export async function createEvent(
  db: Db,
  organizationId: number,
  input: EventInput,
  picture: UploadedFile | undefined,
) {
  return db.$transaction((tx) =>
    writeWithImage(tx, organizationId, picture, null, (fileId) =>
      insertEvent(tx, organizationId, input, fileId ?? null),
    ),
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
    const existing = await lockOwnEvent(tx, organizationId, eventId);
    return writeWithImage(tx, organizationId, picture, existing.picture_file_id, (fileId) =>
      updateOwnEvent(tx, organizationId, eventId, input, fileId),
    );
  });
}

/** The picture goes with the event. */
export async function deleteEvent(db: Db, organizationId: number, eventId: number) {
  await db.$transaction(async (tx) => {
    const existing = await lockOwnEvent(tx, organizationId, eventId);
    await deleteOwnEvent(tx, organizationId, eventId);
    await deleteStoredFile(tx, organizationId, existing.picture_file_id);
  });
}

export async function getEventPicture(db: DbOrTx, organizationId: number, eventId: number) {
  const row = await findOwnEvent(db, organizationId, eventId);
  return requireStoredFile(db, organizationId, row.picture_file_id, MSG_EVENT_NO_PICTURE);
}

import {
  eventIdSchema,
  eventInputSchema,
  updateEventSchema,
  type EventListResponse,
  MSG_EVENT_CREATED,
  MSG_EVENT_DELETED,
  MSG_EVENT_UPDATED,
} from '@app/shared/events';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import {
  byId,
  byIdWithInput,
  createdRoute,
  fileRoute,
  messageRoute,
  noFields,
  route,
  savedRoute,
  withInput,
} from '../../http/route.js';
import { activePlanRouter } from '../auth/guards.js';
import { sendStoredFile } from '../files/stored-files.js';
import { singleFileUpload } from '../files/upload.js';
import {
  createEvent,
  deleteEvent,
  getEventPicture,
  listEvents,
  updateEvent,
} from './events.service.js';

/** Spec part 2 §7 "Events". */
export function eventsRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  const upload = singleFileUpload('file');

  router.get(
    '/list',
    route(noFields, async (_input, { organizationId }) => {
      const body: EventListResponse = {
        events: await listEvents(ctx.db, organizationId),
        unauthorized: false,
      };
      return body;
    }),
  );

  router.post(
    '/addEvent',
    upload,
    createdRoute(eventInputSchema, MSG_EVENT_CREATED, 'event', withInput(ctx.db, createEvent)),
  );

  router.put(
    '/updateEvent',
    upload,
    savedRoute(
      updateEventSchema,
      MSG_EVENT_UPDATED,
      'event',
      byIdWithInput(ctx.db, 'event_id', updateEvent),
    ),
  );

  // The spec sends a JSON body with DELETE; ?event_id= is accepted for clients that cannot.
  router.delete(
    '/deleteEvent',
    messageRoute(eventIdSchema, MSG_EVENT_DELETED, byId(ctx.db, 'event_id', deleteEvent)),
  );

  // Spec: the picture is downloaded, hence attachment.
  router.get(
    '/getEventFile',
    fileRoute(eventIdSchema, byId(ctx.db, 'event_id', getEventPicture), (res, file) =>
      sendStoredFile(res, file, 'attachment'),
    ),
  );

  return router;
}

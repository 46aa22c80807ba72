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
  created,
  fileRoute,
  messageRoute,
  noFields,
  route,
  savedAnswer,
} from '../../http/route.js';
import { requireActivePlan } from '../auth/guards.js';
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
  const router = Router();
  router.use(requireActivePlan(ctx));
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
    route(
      eventInputSchema,
      savedAnswer(MSG_EVENT_CREATED, 'event', (input, { req, organizationId }) =>
        createEvent(ctx.db, organizationId, input, req.file),
      ),
      created,
    ),
  );

  router.put(
    '/updateEvent',
    upload,
    route(
      updateEventSchema,
      savedAnswer(MSG_EVENT_UPDATED, 'event', ({ event_id, ...input }, { req, organizationId }) =>
        updateEvent(ctx.db, organizationId, event_id, input, req.file),
      ),
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

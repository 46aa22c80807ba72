import {
  type EventListResponse,
  MSG_EVENT_CREATED,
  MSG_EVENT_DELETED,
  MSG_EVENT_UPDATED,
} from '@app/shared/events';
import { EVENTS } from '@app/shared/events-endpoints';
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
import { serve } from '../../http/serve.js';
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

/** Spec part 2 §7 "Events", registered from their declarations (@app/shared/events-endpoints). */
export function eventsRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  const upload = singleFileUpload('file');

  serve(
    router,
    EVENTS.listEvents,
    route(noFields, async (_input, { organizationId }) => {
      const body: EventListResponse = {
        events: await listEvents(ctx.db, organizationId),
        unauthorized: false,
      };
      return body;
    }),
  );

  serve(
    router,
    EVENTS.addEvent,
    upload,
    createdRoute(EVENTS.addEvent.body, MSG_EVENT_CREATED, 'event', withInput(ctx.db, createEvent)),
  );

  serve(
    router,
    EVENTS.updateEvent,
    upload,
    savedRoute(
      EVENTS.updateEvent.body,
      MSG_EVENT_UPDATED,
      'event',
      byIdWithInput(ctx.db, 'event_id', updateEvent),
    ),
  );

  // The spec sends a JSON body with DELETE; ?event_id= is accepted for clients that cannot.
  serve(
    router,
    EVENTS.deleteEvent,
    messageRoute(EVENTS.deleteEvent.body, MSG_EVENT_DELETED, byId(ctx.db, 'event_id', deleteEvent)),
  );

  // Spec: the picture is downloaded, hence attachment.
  serve(
    router,
    EVENTS.getEventFile,
    fileRoute(EVENTS.getEventFile.query, byId(ctx.db, 'event_id', getEventPicture), (res, file) =>
      sendStoredFile(res, file, 'attachment'),
    ),
  );

  return router;
}

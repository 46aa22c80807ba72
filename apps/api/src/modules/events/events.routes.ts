import {
  eventIdSchema,
  eventInputSchema,
  updateEventSchema,
  type EventListResponse,
} from '@app/shared/events';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { bodyFields } from '../../http/form-fields.js';
import { organizationId, requireActivePlan } from '../auth/guards.js';
import { sendStoredFile } from '../files/stored-files.js';
import { singleFileUpload } from '../files/upload.js';
import {
  createEvent,
  deleteEvent,
  getEventPicture,
  listEvents,
  MSG_EVENT_CREATED,
  MSG_EVENT_DELETED,
  MSG_EVENT_UPDATED,
  updateEvent,
} from './events.service.js';

/** Spec part 2 §7 "Events". */
export function eventsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireActivePlan(ctx));
  const upload = singleFileUpload('file');

  router.get('/list', async (req, res) => {
    const body: EventListResponse = {
      events: await listEvents(ctx.db, organizationId(req)),
      unauthorized: false,
    };
    res.json(body);
  });

  router.post('/addEvent', upload, async (req, res) => {
    const input = eventInputSchema.parse(bodyFields(req.body));
    const event = await createEvent(ctx.db, organizationId(req), input, req.file);
    res.status(201).json({ message: MSG_EVENT_CREATED, event });
  });

  router.put('/updateEvent', upload, async (req, res) => {
    const { event_id, ...input } = updateEventSchema.parse(bodyFields(req.body));
    const event = await updateEvent(ctx.db, organizationId(req), event_id, input, req.file);
    res.json({ message: MSG_EVENT_UPDATED, event });
  });

  // The spec sends a JSON body with DELETE; ?event_id= is accepted for clients that cannot.
  router.delete('/deleteEvent', async (req, res) => {
    const body = bodyFields(req.body);
    const { event_id } = eventIdSchema.parse('event_id' in body ? body : req.query);
    await deleteEvent(ctx.db, organizationId(req), event_id);
    res.json({ message: MSG_EVENT_DELETED });
  });

  // Spec: the picture is downloaded, hence attachment.
  router.get('/getEventFile', async (req, res) => {
    const { event_id } = eventIdSchema.parse(req.query);
    sendStoredFile(res, await getEventPicture(ctx.db, organizationId(req), event_id), 'attachment');
  });

  return router;
}

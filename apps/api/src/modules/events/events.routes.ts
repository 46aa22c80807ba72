import type { EventListResponse } from '@app/shared/events';
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
  parseEventFields,
  parseEventId,
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
    const fields = parseEventFields(bodyFields(req.body));
    const event = await createEvent(ctx.db, organizationId(req), fields, req.file);
    res.status(201).json({ message: MSG_EVENT_CREATED, event });
  });

  router.put('/updateEvent', upload, async (req, res) => {
    const body = bodyFields(req.body);
    const id = parseEventId(body.event_id);
    const event = await updateEvent(
      ctx.db,
      organizationId(req),
      id,
      parseEventFields(body),
      req.file,
    );
    res.json({ message: MSG_EVENT_UPDATED, event });
  });

  router.delete('/deleteEvent', async (req, res) => {
    const id = parseEventId(bodyFields(req.body).event_id ?? req.query.event_id);
    await deleteEvent(ctx.db, organizationId(req), id);
    res.json({ message: MSG_EVENT_DELETED });
  });

  router.get('/getEventFile', async (req, res) => {
    const id = parseEventId(req.query.event_id);
    sendStoredFile(res, await getEventPicture(ctx.db, organizationId(req), id));
  });

  return router;
}

// Departure and return of a quote's equipment: PUT records or corrects, DELETE undoes.
// The quote is named by the path; its id is checked before the body (its message comes first).
import {
  departureSchema,
  movementQuoteIdSchema,
  MSG_DEPARTURE_SAVED,
  MSG_DEPARTURE_UNDONE,
  MSG_RETURN_SAVED,
  MSG_RETURN_UNDONE,
  returnSchema,
} from '@app/shared/rental-movements';
import type { Router } from 'express';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { byId, FieldsReader, messageRoute, requestFields } from '../../http/route.js';
import { recordDeparture, recordReturn, undoDeparture, undoReturn } from './quote-movements.js';

/** `{ id }` from the path, then the body parsed with `body`, if any. */
function pathId(): FieldsReader<{ id: number }>;
function pathId<Body extends z.ZodType>(body: Body): FieldsReader<{ id: number } & z.output<Body>>;
function pathId(body?: z.ZodType): FieldsReader<unknown> {
  return new FieldsReader((req) => {
    const { id } = movementQuoteIdSchema.parse({ id: req.params.id });
    const fields: unknown = body ? body.parse(requestFields(req)) : {};
    return { ...(fields as object), id };
  });
}

export function quoteMovementRoutes(router: Router, ctx: AppContext): void {
  router.put(
    '/departure/:id',
    messageRoute(
      pathId(departureSchema),
      MSG_DEPARTURE_SAVED,
      ({ id, ...fields }, { organizationId }) =>
        recordDeparture(ctx.db, organizationId, id, fields),
    ),
  );
  router.delete(
    '/departure/:id',
    messageRoute(pathId(), MSG_DEPARTURE_UNDONE, byId(ctx.db, 'id', undoDeparture)),
  );
  router.put(
    '/return/:id',
    messageRoute(pathId(returnSchema), MSG_RETURN_SAVED, ({ id, ...fields }, { organizationId }) =>
      recordReturn(ctx.db, organizationId, id, fields),
    ),
  );
  router.delete(
    '/return/:id',
    messageRoute(pathId(), MSG_RETURN_UNDONE, byId(ctx.db, 'id', undoReturn)),
  );
}

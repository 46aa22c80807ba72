// Departure and return of a quote's equipment: PUT records or corrects, DELETE undoes. The quote is
// named by the path (@app/shared/quotes-endpoints); its id is checked before the body (its message
// comes first).
import {
  MSG_DEPARTURE_SAVED,
  MSG_DEPARTURE_UNDONE,
  MSG_RETURN_SAVED,
  MSG_RETURN_UNDONE,
} from '@app/shared/rental-movements';
import { QUOTE_MOVEMENTS as DECLARED } from '@app/shared/quotes-endpoints';
import type { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { byId, fromPath, messageRoute } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { recordDeparture, recordReturn, undoDeparture, undoReturn } from './quote-movements.js';

export function quoteMovementRoutes(router: Router, ctx: AppContext): void {
  serve(
    router,
    DECLARED.recordDeparture,
    messageRoute(
      fromPath(DECLARED.recordDeparture.params, DECLARED.recordDeparture.body),
      MSG_DEPARTURE_SAVED,
      ({ id, ...fields }, { organizationId }) =>
        recordDeparture(ctx.db, organizationId, id, fields),
    ),
  );
  serve(
    router,
    DECLARED.undoDeparture,
    messageRoute(
      fromPath(DECLARED.undoDeparture.params),
      MSG_DEPARTURE_UNDONE,
      byId(ctx.db, 'id', undoDeparture),
    ),
  );
  serve(
    router,
    DECLARED.recordReturn,
    messageRoute(
      fromPath(DECLARED.recordReturn.params, DECLARED.recordReturn.body),
      MSG_RETURN_SAVED,
      ({ id, ...fields }, { organizationId }) => recordReturn(ctx.db, organizationId, id, fields),
    ),
  );
  serve(
    router,
    DECLARED.undoReturn,
    messageRoute(
      fromPath(DECLARED.undoReturn.params),
      MSG_RETURN_UNDONE,
      byId(ctx.db, 'id', undoReturn),
    ),
  );
}

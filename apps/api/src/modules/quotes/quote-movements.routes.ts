// Departure and return of a quote's equipment: PUT records or corrects, DELETE undoes. The quote is
// named by the path (@app/shared/quotes-endpoints); its id is checked before the body (its message
// comes first).
import type { Endpoint } from '@app/shared/contract';
import { QUOTE_MOVEMENTS as DECLARED } from '@app/shared/quotes-endpoints';
import {
  MSG_DEPARTURE_SAVED,
  MSG_DEPARTURE_UNDONE,
  MSG_RETURN_SAVED,
  MSG_RETURN_UNDONE,
} from '@app/shared/rental-movements';
import type { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/prisma.js';
import { fromPath, messageRoute, type FieldsReader } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { recordDeparture, recordReturn, undoDeparture, undoReturn } from './quote-movements.js';

/** A movement's use case: the quote named by the path, then the body's fields (none to undo). */
type Movement<Fields> = (
  db: Db,
  organizationId: number,
  quoteId: number,
  fields: Fields,
  userId: number,
) => unknown;

export function quoteMovementRoutes(router: Router, ctx: AppContext): void {
  const movement = <Fields>(
    endpoint: Endpoint,
    fields: FieldsReader<{ id: number } & Fields>,
    message: string,
    act: Movement<Fields>,
  ) =>
    serve(
      router,
      endpoint,
      messageRoute(fields, message, async ({ id, ...body }, { organizationId, userId }) =>
        act(ctx.db, organizationId, id, body as Fields, userId),
      ),
    );

  const {
    recordDeparture: out,
    undoDeparture: undoOut,
    recordReturn: back,
    undoReturn: undoBack,
  } = DECLARED;
  movement(out, fromPath(out.params, out.body), MSG_DEPARTURE_SAVED, recordDeparture);
  movement(undoOut, fromPath(undoOut.params), MSG_DEPARTURE_UNDONE, undoDeparture);
  movement(back, fromPath(back.params, back.body), MSG_RETURN_SAVED, recordReturn);
  movement(undoBack, fromPath(undoBack.params), MSG_RETURN_UNDONE, undoReturn);
}

// What the organization's routes share: their guards, and routes that answer a message.
import type { MessageResponse } from '@app/shared/organization';
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { noFields, route, type RouteContext } from '../../http/route.js';

export const created = { status: 201 };

/** The spec's PUT calls that carry their id in the query string (route() reads a PUT's body). */
export const fromQuery = { fromQuery: true };

/** A route whose answer is `message` once `act` is done. */
export function messageRoute<Schema extends z.ZodType>(
  schema: Schema,
  message: string,
  act: (input: z.output<Schema>, context: RouteContext) => Promise<unknown>,
  options: { status?: number; fromQuery?: boolean } = {},
) {
  const handle = async (input: z.output<Schema>, context: RouteContext) => {
    await act(input, context);
    return { message } satisfies MessageResponse;
  };
  return options.fromQuery
    ? route(noFields, (_input, context) => handle(schema.parse(context.req.query), context))
    : route(schema, handle, options);
}

/** The guards of the area: a session, a membership, a membership with an active plan. */
export type Guards = Record<'session' | 'member' | 'paid', RequestHandler>;

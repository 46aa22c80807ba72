// What the organization's routes share: their guards.
import type { RequestHandler } from 'express';

/** The guards of the area: a session, a membership, a membership with an active plan. */
export type Guards = Record<'session' | 'member' | 'paid', RequestHandler>;

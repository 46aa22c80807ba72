// GET /api/peppol/lookup, registered from its declaration (@app/shared/peppol-endpoints). Its
// guard is its own (activePlanRead), not its router's: other Peppol routes share /api/peppol, the
// access point's webhook among them, which no session calls.
import { PEPPOL } from '@app/shared/peppol-endpoints';
import type { Router } from 'express';
import type { AppContext } from '../../../app-context.js';
import { activePlanRead } from '../../auth/guards.js';
import { lookupChecked } from './lookup.service.js';

export const peppolLookupRoutes = (ctx: AppContext): Router =>
  // The network's directory is public: nothing of the organization is read or kept.
  activePlanRead(ctx, PEPPOL.lookup, async (_db, _organizationId, participant) =>
    lookupChecked(ctx.config, participant),
  );

import { Router } from 'express';
import type { AppContext } from '../../app-context.js';

export function organizationRoutes(_ctx: AppContext): Router {
  const router = Router();
  return router;
}

import { loginBodySchema, MSG_BAD_CREDENTIALS } from '@app/shared/auth';
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { checkCredentials, findSessionUser } from './auth.service.js';
import { MSG_NO_SESSION } from './guards.js';
import { closeSession, openSession, readSession } from './session.js';

export function authRoutes(ctx: AppContext): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const { email, password } = loginBodySchema.parse(req.body);
    const user = await checkCredentials(ctx.db, email, password);
    if (!user) throw new AppError('BAD_REQUEST', MSG_BAD_CREDENTIALS);
    openSession(req, res, ctx.jwtSecret, user.user_id);
    // The client sends a user without organization to /organizationSetup on this 401.
    if (user.organization_id === null) throw new AppError('NO_ORGANIZATION', '');
    res.json({ message: 'Connexion réussie', user: { name: user.name, email: user.email } });
  });

  const verify: RequestHandler = async (req, res) => {
    const session = readSession(req, ctx.jwtSecret);
    const user = session && (await findSessionUser(ctx.db, session.userId, session.issuedAt));
    if (!user) throw new AppError('UNAUTHENTICATED', MSG_NO_SESSION);
    res.json({
      authenticated: true,
      user: { name: user.name, email: user.email, has_organization: user.organization_id !== null },
    });
  };
  router.get('/verifyToken', verify);
  router.post('/verifyToken', verify);

  // The cookie is httpOnly, so only the server can expire it (docs/decisions.md).
  router.post('/logout', (req, res) => {
    closeSession(req, res);
    res.json({ message: 'Déconnexion réussie' });
  });

  return router;
}

// The profile page's calls: a session is enough, with or without organization.
import {
  MSG_PASSWORD_CHANGED,
  type ProfileResponse,
  type UpdateProfileResponse,
} from '@app/shared/auth';
import { AUTH } from '@app/shared/auth-endpoints';
import type { RequestHandler, Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { noFields, route } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { addressMails } from './email-verification.routes.js';
import { requireSession } from './guards.js';
import { sessionUser } from '../../http/request-session.js';
import { changePassword, getProfile, updateProfile } from './profile.service.js';
import { openSession } from './session.js';

/** `failures(name)`: the rate limit on failed calls (a wrong current password is one). */
export function profileRoutes(
  router: Router,
  ctx: AppContext,
  failures: (name: string) => RequestHandler,
) {
  const session = requireSession(ctx);

  serve(
    router,
    AUTH.profile,
    session,
    route(noFields, async (_input, { req }): Promise<ProfileResponse> =>
      getProfile(ctx.db, sessionUser(req).user_id),
    ),
  );

  serve(
    router,
    AUTH.updateProfile,
    failures('updateProfile'),
    session,
    route(AUTH.updateProfile.body, async (input, { req }): Promise<UpdateProfileResponse> =>
      updateProfile(ctx.db, sessionUser(req).user_id, input, addressMails(ctx, req)),
    ),
  );

  // Ends every other session; this browser gets a new session cookie and stays signed in.
  serve(
    router,
    AUTH.changePassword,
    failures('changePassword'),
    session,
    route(AUTH.changePassword.body, async (input, { req, res }) => {
      const { user_id } = sessionUser(req);
      await changePassword(ctx.db, user_id, input, ctx.config.BCRYPT_ROUNDS);
      openSession(req, res, ctx.jwtSecret, user_id);
      return { message: MSG_PASSWORD_CHANGED };
    }),
  );
}

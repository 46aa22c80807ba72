// Proving an address: the mailed link's page confirms it, signed in or not; the
// profile page sends the link again.
import { MSG_EMAIL_LINK_SENT, type VerifyEmailResponse } from '@app/shared/auth';
import { AUTH } from '@app/shared/auth-endpoints';
import type { Request, RequestHandler, Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { publicOrigin } from '../../config.js';
import { noFields, route } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { sendLater } from '../../mail/app-mailer.js';
import { appMailer } from '../../mail/mailer.js';
import { requireSession } from './guards.js';
import { sessionUser } from '../../http/request-session.js';
import { confirmEmail, resendEmailLink, type AddressMails } from './email-verification.service.js';

/** The address mails of a request: sent after its answer, their links to the web page. */
export function addressMails(ctx: AppContext, req: Request): AddressMails {
  const origin = publicOrigin(ctx.config);
  return {
    send: sendLater(appMailer(ctx), req.log),
    linkFor: (token) => `${origin}/verifyEmail?token=${token}`,
  };
}

/** `all(name)`: the rate limit on every call, as for the reset links. */
export function emailVerificationRoutes(
  router: Router,
  ctx: AppContext,
  all: (name: string) => RequestHandler,
) {
  serve(
    router,
    AUTH.verifyEmail,
    all('verifyEmail'),
    route(AUTH.verifyEmail.body, async ({ token }): Promise<VerifyEmailResponse> =>
      confirmEmail(ctx.db, token),
    ),
  );

  serve(
    router,
    AUTH.resendVerification,
    all('resendVerification'),
    requireSession(ctx),
    route(noFields, async (_input, { req }) => {
      await resendEmailLink(ctx.db, addressMails(ctx, req), sessionUser(req).user_id);
      return { message: MSG_EMAIL_LINK_SENT };
    }),
  );
}

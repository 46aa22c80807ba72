import {
  MSG_BAD_CREDENTIALS,
  MSG_PASSWORD_CHANGED,
  MSG_RESET_LINK_SENT,
  type AuthConfigResponse,
  type VerifyTokenResponse,
  MSG_LOGGED_IN,
  MSG_REGISTERED,
} from '@app/shared/auth';
import { AUTH } from '@app/shared/auth-endpoints';
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../app-context.js';
import { publicOrigin } from '../../config.js';
import { AppError } from '../../errors/app-error.js';
import { created, noFields, route, type RouteContext } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { createMailer } from '../../mail/mailer.js';
import { checkCredentials, registerUser, type AuthenticatedUser } from './auth.service.js';
import { addressMails, emailVerificationRoutes } from './email-verification.routes.js';
import { sendVerificationLink } from './email-verification.service.js';
import { googleConfigured, signInWithGoogle } from './google-sign-in.js';
import { loadSession } from './guards.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import { endSession } from './profile.service.js';
import { profileRoutes } from './profile.routes.js';
import { authRateLimit } from './rate-limit.js';
import { closeSession, openSession, readSession } from './session.js';

/** Opens the session; a user without organization gets 401 (the client goes to setup). */
function signedIn(ctx: AppContext, { req, res }: RouteContext, user: AuthenticatedUser) {
  openSession(req, res, ctx.jwtSecret, user.user_id);
  if (user.organization_id === null) throw new AppError('NO_ORGANIZATION', '');
  return { message: MSG_LOGGED_IN, user: { name: user.name, email: user.email } };
}

/**
 * The rate limits of the area: on failures only (sign-in), or on every call; each route's limiter
 * is named after it (its counter in the shared store).
 */
type Limits = Record<'failures' | 'all', (name: string) => RequestHandler>;

export function authRoutes(ctx: AppContext): Router {
  const router = Router();
  const limits: Limits = {
    failures: (name) => authRateLimit(ctx, name, { countSuccesses: false }),
    all: (name) => authRateLimit(ctx, name, { countSuccesses: true }),
  };
  signInRoutes(router, ctx, limits);
  passwordRoutes(router, ctx, limits);
  sessionRoutes(router, ctx);
  profileRoutes(router, ctx, limits.failures);
  emailVerificationRoutes(router, ctx, limits.all);
  return router;
}

/** Signing in with a password or Google, and signing up. */
function signInRoutes(router: Router, ctx: AppContext, limits: Limits) {
  serve(
    router,
    AUTH.login,
    limits.failures('login'),
    route(AUTH.login.body, async ({ email, password }, context) => {
      const user = await checkCredentials(ctx.db, email, password, ctx.config.BCRYPT_ROUNDS);
      if (!user) throw new AppError('BAD_REQUEST', MSG_BAD_CREDENTIALS);
      return signedIn(ctx, context, user);
    }),
  );

  serve(
    router,
    AUTH.register,
    limits.all('register'),
    route(
      AUTH.register.body,
      async (input, { req, res }) => {
        const user = await registerUser(ctx.db, input, ctx.config.BCRYPT_ROUNDS);
        openSession(req, res, ctx.jwtSecret, user.user_id);
        // The address is unverified until the link mailed to it is opened.
        await sendVerificationLink(ctx.db, addressMails(ctx, req), user.user_id);
        return { message: MSG_REGISTERED, user: { name: user.name, email: user.email } };
      },
      created,
    ),
  );

  serve(
    router,
    AUTH.google,
    limits.failures('google'),
    route(AUTH.google.body, async ({ code }, context) =>
      signedIn(ctx, context, await signInWithGoogle(ctx.db, ctx.config, code)),
    ),
  );

  serve(
    router,
    AUTH.config,
    route(
      noFields,
      async () =>
        ({
          google_client_id: googleConfigured(ctx.config) ? ctx.config.GOOGLE_CLIENT_ID! : null,
        }) satisfies AuthConfigResponse,
    ),
  );
}

/** A forgotten password: the mailed link, then the new password. */
function passwordRoutes(router: Router, ctx: AppContext, limits: Limits) {
  const mailer = createMailer(ctx.config, ctx.logger);
  const origin = publicOrigin(ctx.config);

  serve(
    router,
    AUTH.forgotPassword,
    limits.all('forgotPassword'),
    route(AUTH.forgotPassword.body, async ({ email }, { req }) => {
      const log = req.log;
      // Not awaited: the answer and its timing are the same whether the account exists or not,
      // and a slow or failing mail server never shows through (the log says why).
      void requestPasswordReset(
        ctx.db,
        mailer,
        email,
        (token) => `${origin}/resetPassword/${token}`,
      ).catch((err: unknown) => log.error({ err }, 'password reset mail failed'));
      return { message: MSG_RESET_LINK_SENT };
    }),
  );

  serve(
    router,
    AUTH.resetPassword,
    limits.all('resetPassword'),
    route(AUTH.resetPassword.body, async ({ password, token }) => {
      await resetPassword(ctx.db, token, password, ctx.config.BCRYPT_ROUNDS);
      return { message: MSG_PASSWORD_CHANGED };
    }),
  );
}

function sessionRoutes(router: Router, ctx: AppContext) {
  const verify = route(noFields, async (_input, { req }) => {
    const { user } = await loadSession(ctx, req);
    return {
      authenticated: true,
      user: {
        name: user.name,
        email: user.email,
        has_organization: user.organization_id !== null,
        email_verified: user.email_verified_at !== null,
        role: user.organization_id === null ? null : user.role,
      },
    } satisfies VerifyTokenResponse;
  });
  serve(router, AUTH.verifyToken, verify);
  serve(router, AUTH.verifyTokenByPost, verify);

  // The cookie is httpOnly, so only the server can expire it; the session itself ends too, so a
  // copy of the token is refused afterwards (docs/decisions.md).
  serve(
    router,
    AUTH.logout,
    route(noFields, async (_input, { req, res }) => {
      const token = readSession(req, ctx.jwtSecret);
      if (token) await endSession(ctx.db, token);
      closeSession(req, res);
      return { message: 'Déconnexion réussie' };
    }),
  );
}

import { MSG_GOOGLE_FAILED } from '@app/shared/auth';
import type { Config } from '../../config.js';
import type { Db } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import {
  createAccount,
  findAccountByEmail,
  findAccountByGoogleSub,
  googleSubOf,
  linkGoogleSub,
  markEmailVerified,
} from './auth.data.js';
import type { AuthenticatedUser } from '../../http/request-session.js';

export const MSG_GOOGLE_NOT_CONFIGURED = "La connexion Google n'est pas configurée.";

type GoogleConfig = Pick<
  Config,
  'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_TOKEN_URL' | 'GOOGLE_CERTS_URL'
>;

export const googleConfigured = (config: GoogleConfig) =>
  Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);

type GoogleIdentity = { sub: string; email: string; name: string };

/**
 * Authorization-code flow of the popup ("postmessage" redirect): the code is exchanged for
 * tokens and the id token's signature, audience, issuer and expiry are verified by
 * google-auth-library. Only a verified email is trusted.
 */
async function identify(config: GoogleConfig, code: string): Promise<GoogleIdentity> {
  // Loaded at the first Google sign-in, not by every server: an idle server stays small.
  const { OAuth2Client } = await import('google-auth-library');
  const client = new OAuth2Client({
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    redirectUri: 'postmessage',
    endpoints: {
      ...(config.GOOGLE_TOKEN_URL ? { oauth2TokenUrl: config.GOOGLE_TOKEN_URL } : {}),
      ...(config.GOOGLE_CERTS_URL
        ? { oauth2FederatedSignonPemCertsUrl: config.GOOGLE_CERTS_URL }
        : {}),
    },
  });
  try {
    const { tokens } = await client.getToken(code);
    if (!tokens.id_token) throw new Error('no id_token in the token response');
    const ticket = await client.verifyIdToken({
      idToken: tokens.id_token,
      audience: config.GOOGLE_CLIENT_ID!,
    });
    const payload = ticket.getPayload();
    if (!payload?.sub || !payload.email || payload.email_verified !== true) {
      throw new Error('id token without a verified email');
    }
    const email = payload.email.trim().toLowerCase();
    return { sub: payload.sub, email, name: payload.name?.trim() || email.split('@')[0]! };
  } catch (cause) {
    throw Object.assign(new AppError('BAD_REQUEST', MSG_GOOGLE_FAILED, { field: 'code' }), {
      cause,
    });
  }
}

export const MSG_GOOGLE_ACCOUNT_TAKEN =
  'Un compte existe déjà avec cet email et il est lié à un autre compte Google.';

/**
 * The account of a Google identity, whose email Google verified: that email is then proven
 * for the account when it is the account's (docs/decisions.md, "E-mail sending is not a relay").
 */
export async function signInWithGoogle(
  db: Db,
  config: GoogleConfig,
  code: string,
): Promise<AuthenticatedUser> {
  if (!googleConfigured(config)) throw new AppError('NOT_FOUND', MSG_GOOGLE_NOT_CONFIGURED);
  const identity = await identify(config, code);
  const user = await accountOf(db, identity);
  await markEmailVerified(db, user.user_id, identity.email);
  return user;
}

/** The account of a Google identity: by Google id, else by verified email (linked), else new. */
async function accountOf(db: Db, identity: GoogleIdentity): Promise<AuthenticatedUser> {
  const bySub = await findAccountByGoogleSub(db, identity.sub);
  if (bySub) return bySub;
  const byEmail = await findAccountByEmail(db, identity.email);
  if (!byEmail) {
    try {
      return await createAccount(db, {
        email: identity.email,
        name: identity.name,
        google_sub: identity.sub,
      });
    } catch (err) {
      // The same new identity signing in twice at once: the second finds the first's account.
      if ((err as { code?: unknown }).code !== 'P2002') throw err;
      return foundByGoogleSub(db, identity.sub);
    }
  }
  return linkGoogleIdentity(db, byEmail, identity);
}

/**
 * Links a verified Google identity to the account registered with its email. Registration never
 * verified that email: whoever registered it may not own it (account pre-hijack). So the Google
 * identity takes the account over: the password set at registration stops working and every open
 * session ends. An account already linked to another Google identity is not taken over.
 */
async function linkGoogleIdentity(
  db: Db,
  account: AuthenticatedUser & { google_sub: string | null },
  identity: { sub: string },
): Promise<AuthenticatedUser> {
  if (account.google_sub !== null && account.google_sub !== identity.sub) {
    throw new AppError('CONFLICT', MSG_GOOGLE_ACCOUNT_TAKEN);
  }
  if (!(await linkGoogleSub(db, account.user_id, identity.sub))) {
    const linkedTo = await googleSubOf(db, account.user_id);
    if (linkedTo !== identity.sub) throw new AppError('CONFLICT', MSG_GOOGLE_ACCOUNT_TAKEN);
  }
  const { google_sub: _linkedTo, ...user } = account;
  return user;
}

async function foundByGoogleSub(db: Db, googleSub: string): Promise<AuthenticatedUser> {
  const account = await findAccountByGoogleSub(db, googleSub);
  if (!account) throw new Error(`no account linked to Google identity ${googleSub}`);
  return account;
}

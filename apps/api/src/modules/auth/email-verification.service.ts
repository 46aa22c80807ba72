// Proving an account's address: a new account's address stays unverified until the
// link mailed to it is opened; a new email replaces the account's only once the link mailed to it
// is opened, and the old address is told. Links: random, stored hashed, single use, 48 hours.
import {
  EMAIL_LINK_LIFETIME_HOURS,
  MSG_EMAIL_ALREADY_VERIFIED,
  MSG_EMAIL_CHANGED,
  MSG_EMAIL_LINK_INVALID,
  MSG_EMAIL_TAKEN,
  MSG_EMAIL_VERIFIED,
  type VerifyEmailResponse,
} from '@app/shared/auth';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import { hashLinkToken, newLinkToken, type SendLater } from '../../mail/app-mailer.js';
import { emailChangeMail, emailChangeNotice, verificationMail } from './account-mails.js';
import {
  confirmEmailToken,
  countOtherAccountsWithEmail,
  findPendingEmail,
  findVerificationState,
  replaceEmailToken,
} from './email-verification.data.js';

const LINK_LIFETIME_MS = EMAIL_LINK_LIFETIME_HOURS * 60 * 60 * 1000;

/** How the mails reach people: sent after the answer, with links to the web app's page. */
export type AddressMails = { send: SendLater; linkFor: (token: string) => string };

/** Stores a new link for `email` (ending the user's older ones) and returns its URL. */
async function newLink(db: Db, mails: AddressMails, userId: number, email: string) {
  const { token, hash } = newLinkToken();
  const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS);
  await replaceEmailToken(db, { userId, email, tokenHash: hash, expiresAt });
  return mails.linkFor(token);
}

/** Mails the link that proves the account's current address. */
export async function sendVerificationLink(db: Db, mails: AddressMails, userId: number) {
  const { name, email } = await findVerificationState(db, userId);
  const link = await newLink(db, mails, userId, email);
  mails.send({ to: email, ...verificationMail(name, link) });
}

/**
 * Mails the link that makes `newEmail` the account's email to that address, and tells the
 * current address that a change was asked (nothing changes until the link is opened).
 */
export async function requestEmailChange(
  db: Db,
  mails: AddressMails,
  account: { userId: number; name: string; email: string },
  newEmail: string,
) {
  const link = await newLink(db, mails, account.userId, newEmail);
  mails.send({ to: newEmail, ...emailChangeMail(account.name, newEmail, link) });
  mails.send({ to: account.email, ...emailChangeNotice(account.name, newEmail) });
}

/**
 * "Renvoyer le lien": a new link for the email change waiting, else for the unverified current
 * address; 409 when there is nothing to prove.
 */
export async function resendEmailLink(db: Db, mails: AddressMails, userId: number) {
  const { name, email, email_verified_at } = await findVerificationState(db, userId);
  const pending = await findPendingEmail(db, userId, email);
  if (pending !== null) {
    const link = await newLink(db, mails, userId, pending);
    mails.send({ to: pending, ...emailChangeMail(name, pending, link) });
    return;
  }
  if (email_verified_at !== null) throw new AppError('CONFLICT', MSG_EMAIL_ALREADY_VERIFIED);
  await sendVerificationLink(db, mails, userId);
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'P2002';

/**
 * 409 when another account has the address (it may have been taken since the link was sent);
 * `field`: the request's field that holds it, when it has one.
 */
export async function assertEmailFree(tx: DbOrTx, userId: number, email: string, field?: 'email') {
  if ((await countOtherAccountsWithEmail(tx, userId, email)) > 0) {
    throw new AppError('CONFLICT', MSG_EMAIL_TAKEN, { field });
  }
}

/**
 * Opens a link: its address becomes the account's email, verified. Works signed in or not (the
 * link is the proof); 400 for a link unknown, spent or expired, 409 when the address was taken by
 * another account meanwhile (the link then still works once the address is free).
 */
export async function confirmEmail(db: Db, token: string): Promise<VerifyEmailResponse> {
  try {
    const confirmed = await confirmEmailToken(db, hashLinkToken(token), assertEmailFree);
    if (!confirmed) throw new AppError('BAD_REQUEST', MSG_EMAIL_LINK_INVALID, { field: 'token' });
    return {
      message: confirmed.changed ? MSG_EMAIL_CHANGED : MSG_EMAIL_VERIFIED,
      email: confirmed.email,
    };
  } catch (err) {
    // Two accounts confirming one address at the same time: the unique index decides.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', MSG_EMAIL_TAKEN);
    throw err;
  }
}

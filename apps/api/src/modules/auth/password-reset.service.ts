import { MSG_RESET_TOKEN_INVALID } from '@app/shared/auth';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import {
  countUsableResetTokens,
  findResetRecipient,
  replaceResetToken,
  spendResetToken,
} from './auth.data.js';
import { hashPassword } from './passwords.js';

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function resetMail(name: string, link: string) {
  const text =
    `Bonjour ${name},\n\n` +
    `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :\n` +
    `${link}\n\n` +
    `Si vous n'avez pas demandé cette réinitialisation, ignorez ce message : votre mot de passe ` +
    `reste inchangé.\n`;
  const escape = (value: string) =>
    value.replace(
      /[&<>"]/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!,
    );
  const html =
    `<p>Bonjour ${escape(name)},</p>` +
    `<p>Pour choisir un nouveau mot de passe, cliquez sur ce lien (valable une heure, une seule fois) :</p>` +
    `<p><a href="${escape(link)}">Réinitialiser mon mot de passe</a></p>` +
    `<p>Si vous n'avez pas demandé cette réinitialisation, ignorez ce message.</p>`;
  return { subject: 'Réinitialisation de votre mot de passe', text, html };
}

/**
 * Creates a one-hour, single-use token that replaces the user's older ones, and mails its link
 * (docs/decisions.md, "Reset links end with the credentials"). Unknown emails do the same amount of
 * work apart from the mail, and the caller answers the same either way.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  email: string,
  linkFor: (token: string) => string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const user = await findResetRecipient(db, email);
  if (!user) return;
  await replaceResetToken(
    db,
    user.user_id,
    hashToken(token),
    new Date(Date.now() + TOKEN_LIFETIME_MS),
  );
  await mailer.send({ to: email, ...resetMail(user.name, linkFor(token)) });
}

/** Sets the new password, spends the token (and the user's other ones) and ends older sessions. */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  rounds: number,
): Promise<void> {
  // A wrong or spent token is refused before the costly hash: guessing tokens costs the server
  // nothing. Spending it checks again, in one transaction, so a token still works only once.
  const invalid = () => new AppError('BAD_REQUEST', MSG_RESET_TOKEN_INVALID, { field: 'token' });
  const usable = await countUsableResetTokens(db, hashToken(token));
  if (usable === 0) throw invalid();
  const passwordHash = await hashPassword(password, rounds);
  if (!(await spendResetToken(db, hashToken(token), passwordHash))) throw invalid();
}

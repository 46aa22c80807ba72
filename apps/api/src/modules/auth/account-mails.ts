// The mails about an account's address: the link that proves it, and the notice an
// old address gets when a new one is asked for. French, text and HTML.
import { EMAIL_LINK_LIFETIME_HOURS } from '@app/shared/auth';
import { escapeHtml } from '../../mail/app-mailer.js';

type MailBody = { subject: string; text: string; html: string };

const validity = `valable ${EMAIL_LINK_LIFETIME_HOURS} heures, une seule fois`;

/** The link that proves a new account's address. */
export function verificationMail(name: string, link: string): MailBody {
  return {
    subject: 'Confirmez votre adresse email',
    text:
      `Bonjour ${name},\n\n` +
      `Pour confirmer l’adresse email de votre compte, ouvrez ce lien (${validity}) :\n${link}\n\n` +
      `Si vous n’avez pas créé de compte, ignorez ce message.\n`,
    html:
      `<p>Bonjour ${escapeHtml(name)},</p>` +
      `<p>Pour confirmer l’adresse email de votre compte, cliquez sur ce lien (${validity}) :</p>` +
      `<p><a href="${escapeHtml(link)}">Confirmer mon adresse email</a></p>` +
      `<p>Si vous n’avez pas créé de compte, ignorez ce message.</p>`,
  };
}

/** The link, mailed to the new address, that makes it the account's email. */
export function emailChangeMail(name: string, email: string, link: string): MailBody {
  return {
    subject: 'Confirmez votre nouvelle adresse email',
    text:
      `Bonjour ${name},\n\n` +
      `Vous avez demandé que ${email} devienne l’adresse email de votre compte. Ouvrez ce lien ` +
      `pour le confirmer (${validity}) :\n${link}\n\n` +
      `Tant qu’il n’est pas ouvert, votre compte garde son adresse actuelle. Si vous n’avez rien ` +
      `demandé, ignorez ce message.\n`,
    html:
      `<p>Bonjour ${escapeHtml(name)},</p>` +
      `<p>Vous avez demandé que ${escapeHtml(email)} devienne l’adresse email de votre compte. ` +
      `Cliquez sur ce lien pour le confirmer (${validity}) :</p>` +
      `<p><a href="${escapeHtml(link)}">Confirmer ma nouvelle adresse</a></p>` +
      `<p>Tant qu’il n’est pas ouvert, votre compte garde son adresse actuelle.</p>`,
  };
}

/** The notice to the current address: a change was asked, to which address, nothing changed. */
export function emailChangeNotice(name: string, email: string): MailBody {
  const said =
    `Une demande a été faite pour remplacer l’adresse email de votre compte par ${email}. ` +
    `Rien ne change tant que le lien envoyé à cette adresse n’a pas été ouvert.`;
  const advice =
    'Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe : la demande ' +
    'a été faite avec celui-ci.';
  return {
    subject: 'Demande de changement de votre adresse email',
    text: `Bonjour ${name},\n\n${said}\n\n${advice}\n`,
    html:
      `<p>Bonjour ${escapeHtml(name)},</p><p>${escapeHtml(said)}</p>` +
      `<p>${escapeHtml(advice)}</p>`,
  };
}

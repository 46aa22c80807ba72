// The mail an invitation sends: who invites, to which organization, and the link that
// accepts it for the account signed in when it is opened.
import { formatDateFr } from '@app/shared/format';
import { escapeHtml } from '../../mail/app-mailer.js';

export function invitationMail(
  names: { organization: string; inviter: string },
  link: string,
  expiresAt: Date,
) {
  const invites = `${names.inviter} vous invite à rejoindre ${names.organization}.`;
  const how =
    `Connectez-vous (ou créez un compte), puis ouvrez ce lien : l’invitation est acceptée pour ` +
    `le compte connecté. Il est valable jusqu’au ${formatDateFr(expiresAt)}, une seule fois.`;
  const ignore = 'Si vous ne souhaitez pas rejoindre cette organisation, ignorez ce message.';
  return {
    subject: `Invitation à rejoindre ${names.organization}`,
    text: `Bonjour,\n\n${invites}\n\n${how}\n${link}\n\n${ignore}\n`,
    html:
      `<p>Bonjour,</p><p>${escapeHtml(invites)}</p><p>${escapeHtml(how)}</p>` +
      `<p><a href="${escapeHtml(link)}">Rejoindre ${escapeHtml(names.organization)}</a></p>` +
      `<p>${escapeHtml(ignore)}</p>`,
  };
}

// The payment reminders' endpoints (issue #32), declared once for the API, the web and the
// OpenAPI document (contract.ts). The organization's reminder settings live under its own path.
import { z } from 'zod';
import { clientIdSchema } from './clients.js';
import { area, file, json, manages, reads, sends, works } from './contract.js';
import { invoiceIdSchema } from './invoices.js';
import type { Paged } from './paged-list.js';
import {
  reminderIdSchema,
  reminderPauseSchema,
  reminderSettingsSchema,
  remindersQuerySchema,
  type ReminderItem,
  type ReminderSettingsDto,
  type ReminderSettingsInput,
  type ReminderStatus,
  type SentReminderItem,
} from './reminders.js';

type None = Record<string, never>;

export const REMINDER_SETTINGS = area(
  '/api/organization',
  {
    getReminderSettings: {
      method: 'GET',
      summary:
        'Les niveaux de relance de l’organisation (délai, titre, texte, mise en demeure), l’envoi automatique et ce qu’elle réclame en cas de retard.',
      answer: json<{ settings: ReminderSettingsDto }>(),
      access: reads('consulter les paramètres des relances'),
      input: sends<None>(),
    },
    updateReminderSettings: {
      method: 'PUT',
      summary:
        'Remplace les paramètres des relances : de 1 à 3 niveaux (la mise en demeure en dernier), l’envoi automatique, les intérêts (taux annuel en %), l’indemnité forfaitaire et les frais de rappel (7,50 € au plus), dans les limites de la loi du pays.',
      body: reminderSettingsSchema,
      answer: json<{ message: string; settings: ReminderSettingsDto }>(),
      access: manages('modifier les paramètres des relances'),
      input: sends<ReminderSettingsInput>(),
    },
  },
  { getReminderSettings: '/reminderSettings', updateReminderSettings: '/reminderSettings' },
);

export const REMINDERS = area('/api/invoice', {
  reminders: {
    method: 'GET',
    summary:
      'Une page des relances : à envoyer (`status=due`, le niveau suivant des factures en retard dont le jour est venu, avec les frais que la loi permet) ou envoyées (`status=sent`), et le nombre de chaque.',
    query: remindersQuerySchema,
    answer: json<Paged<ReminderItem> & { counts: Record<ReminderStatus, number> }>(),
    access: reads('consulter les relances'),
    input: sends<{ page: number; page_size?: number; status?: ReminderStatus }>(),
  },
  sendReminder: {
    method: 'POST',
    summary:
      'Envoie la relance suivante d’une facture en retard (`invoice_id` dans la requête) par e-mail avec son PDF, ou l’enregistre pour la remettre à la main quand le client n’a pas d’e-mail ou que l’envoi n’est pas configuré. Jamais deux fois le même niveau.',
    query: invoiceIdSchema,
    body: z.object({}),
    answer: json<{ message: string; reminder: SentReminderItem }>({ status: 201 }),
    access: works('envoyer une relance'),
    input: sends<{ invoice_id: number }>(),
  },
  getReminderPdf: {
    method: 'GET',
    summary:
      'Le PDF d’une relance envoyée : la facture, le montant restant dû, les paiements et notes de crédit, la communication et le QR code du montant dû, les frais éventuels.',
    query: reminderIdSchema,
    answer: file('application/pdf'),
    access: reads('télécharger une relance'),
    input: sends<{ reminder_id: number }>(),
  },
});

export const CLIENT_STATEMENTS = area(
  '/api/clients',
  {
    getStatementPdf: {
      method: 'GET',
      summary:
        'Le relevé de compte d’un client (`client_id` dans la requête) : ses factures ouvertes, paiements, notes de crédit et son solde.',
      query: clientIdSchema,
      answer: file('application/pdf'),
      access: reads('télécharger un relevé de compte'),
      input: sends<{ client_id: number }>(),
    },
    sendStatement: {
      method: 'POST',
      summary:
        'Envoie au client (`client_id` dans la requête) son relevé de compte en PDF, à son adresse e-mail.',
      query: clientIdSchema,
      body: z.object({}),
      answer: json<{ message: string }>(),
      access: works('envoyer un relevé de compte'),
      input: sends<{ client_id: number }>(),
    },
    setReminderPause: {
      method: 'PUT',
      summary:
        'Suspend (`paused: true`) ou réactive les relances d’un client (`client_id` dans la requête) : un client suspendu n’en reçoit aucune, ni à la main ni par l’envoi automatique.',
      query: clientIdSchema,
      body: reminderPauseSchema,
      answer: json<{ message: string; reminders_paused: boolean }>(),
      access: works('suspendre les relances d’un client'),
      input: sends<{ client_id: number; paused: boolean }>(),
    },
  },
  { setReminderPause: '/reminderPause' },
);

// The payment reminders' endpoints (issue #32), declared once for the API, the web and the
// OpenAPI document (contract.ts). The organization's reminder settings live under its own path.
import { area, json, manages, reads, sends } from './contract.js';
import {
  reminderSettingsSchema,
  type ReminderSettingsDto,
  type ReminderSettingsInput,
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

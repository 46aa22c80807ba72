// Payment reminders (issue #32): the organization's reminder levels with their French texts, and
// what it claims on top of the amount due (late-payment.ts says what the law allows). The API
// speaks euros and percent; the stored settings hold cents and hundredths of a percent.
import { z } from 'zod';
import { eurosToCents } from './money.js';
import {
  BE_CONSUMER_REMINDER_FEE_MAX_CENTS,
  NO_CLAIMS,
  type LatePaymentClaims,
} from './late-payment.js';
import {
  formValue,
  optionalEuros,
  optionalPercent,
  requiredId,
  requiredText,
  requiredWholeNumber,
} from './form-values.js';
import { pagedQuery, type PageQuery } from './paged-list.js';

export const REMINDER_LEVELS_MAX = 3;
export const REMINDER_DAYS_MAX = 365;
export const REMINDER_TITLE_MAX = 120;
export const REMINDER_TEXT_MAX = 4_000;

/** The words a level's text may use, replaced by the invoice's values when the reminder is made. */
export const REMINDER_PLACEHOLDERS = {
  '{numero}': 'le numéro de la facture',
  '{date}': 'la date de la facture',
  '{echeance}': 'son échéance',
  '{montant_du}': 'le montant restant dû',
  '{communication}': 'la communication de paiement',
} as const;

export type ReminderLevel = {
  /** Level 1: days after the due date; a later level: days after the previous reminder. */
  days: number;
  title: string;
  text: string;
  /** The level is the formal notice (mise en demeure): the last one, if any. */
  formal_notice: boolean;
};

/** What is stored on the organization (null there means these defaults). */
export type StoredReminderSettings = {
  /** The daily job sends due reminders by itself; otherwise they wait in « Relances ». */
  auto_send: boolean;
  levels: ReminderLevel[];
  claims: LatePaymentClaims;
};

/** As the API answers them: the claims in euros and percent. */
export interface ReminderSettingsDto {
  auto_send: boolean;
  levels: ReminderLevel[];
  claims: {
    interest: boolean;
    /** Percent a year (12.15 = 12,15 %). */
    interest_rate: number;
    lump_sum: boolean;
    /** Euros. */
    reminder_fee: number;
  };
}

export const DEFAULT_REMINDER_LEVELS: readonly ReminderLevel[] = [
  {
    days: 7,
    title: 'Rappel de paiement',
    text:
      'Sauf erreur de notre part, la facture {numero} du {date}, échue le {echeance}, n’est pas ' +
      'encore réglée. Le montant restant dû est de {montant_du}. Nous vous remercions de bien ' +
      'vouloir le verser avec la communication {communication}. Si votre paiement a croisé ce ' +
      'courrier, veuillez ne pas en tenir compte.',
    formal_notice: false,
  },
  {
    days: 14,
    title: 'Deuxième rappel',
    text:
      'Malgré notre premier rappel, la facture {numero} du {date}, échue le {echeance}, reste ' +
      'impayée. Nous vous prions de verser sans tarder le montant restant dû de {montant_du} avec ' +
      'la communication {communication}.',
    formal_notice: false,
  },
  {
    days: 14,
    title: 'Mise en demeure',
    text:
      'Par la présente, nous vous mettons en demeure de payer la facture {numero} du {date}, ' +
      'échue le {echeance}, soit {montant_du}, avec la communication {communication}, dans les ' +
      'quinze jours. À défaut, nous serons contraints d’entamer une procédure de recouvrement.',
    formal_notice: true,
  },
];

export const DEFAULT_REMINDER_SETTINGS: StoredReminderSettings = {
  auto_send: false,
  levels: [...DEFAULT_REMINDER_LEVELS],
  claims: NO_CLAIMS,
};

export const MSG_REMINDER_SETTINGS_UPDATED = 'Paramètres des relances enregistrés.';
export const MSG_REMINDER_LEVELS_INVALID = `Indiquez de 1 à ${REMINDER_LEVELS_MAX} niveaux de relance.`;
export const MSG_REMINDER_DAYS_INVALID = `Le délai d’une relance est un nombre de jours de 1 à ${REMINDER_DAYS_MAX}.`;
export const MSG_REMINDER_TITLE_MISSING = 'Veuillez donner un titre à chaque relance.';
export const MSG_REMINDER_TEXT_MISSING = 'Veuillez écrire le texte de chaque relance.';
export const MSG_REMINDER_FORMAL_NOTICE_LAST =
  'Seule la dernière relance peut être la mise en demeure.';
export const MSG_REMINDER_RATE_INVALID =
  'Le taux d’intérêt est un pourcentage annuel de 0 à 100, avec au plus deux décimales.';
export const MSG_REMINDER_FEE_INVALID = `Les frais d’une relance vont de 0 à ${(BE_CONSUMER_REMINDER_FEE_MAX_CENTS / 100).toFixed(2).replace('.', ',')} € (Code de droit économique, XIX.4).`;
export const MSG_REMINDER_FLAG_INVALID = 'Choisissez oui ou non.';

const flag = z.boolean({ error: MSG_REMINDER_FLAG_INVALID });

const levelSchema = z.object({
  days: requiredWholeNumber(
    MSG_REMINDER_DAYS_INVALID,
    MSG_REMINDER_DAYS_INVALID,
    REMINDER_DAYS_MAX,
  ).refine((days) => days >= 1, MSG_REMINDER_DAYS_INVALID),
  title: requiredText(MSG_REMINDER_TITLE_MISSING, REMINDER_TITLE_MAX, MSG_REMINDER_TITLE_MISSING),
  text: requiredText(MSG_REMINDER_TEXT_MISSING, REMINDER_TEXT_MAX, MSG_REMINDER_TEXT_MISSING),
  formal_notice: flag.default(false),
});

/**
 * PUT /api/organization/reminderSettings: the whole settings, replaced. A rate or fee left out is
 * 0; the fee is the Belgian consumer's fee of a later reminder, capped by the law.
 */
export const reminderSettingsSchema = z
  .object({
    auto_send: flag,
    levels: z
      .array(levelSchema, { error: MSG_REMINDER_LEVELS_INVALID })
      .min(1, MSG_REMINDER_LEVELS_INVALID)
      .max(REMINDER_LEVELS_MAX, MSG_REMINDER_LEVELS_INVALID),
    claims: z.object({
      interest: flag,
      interest_rate: optionalPercent(MSG_REMINDER_RATE_INVALID),
      lump_sum: flag,
      reminder_fee: optionalEuros(MSG_REMINDER_FEE_INVALID).refine(
        (fee) => fee === undefined || eurosToCents(fee) <= BE_CONSUMER_REMINDER_FEE_MAX_CENTS,
        MSG_REMINDER_FEE_INVALID,
      ),
    }),
  })
  .superRefine((settings, ctx) => {
    const last = settings.levels.length - 1;
    settings.levels.forEach((level, index) => {
      if (level.formal_notice && index !== last) {
        ctx.addIssue({
          code: 'custom',
          message: MSG_REMINDER_FORMAL_NOTICE_LAST,
          path: ['levels', index, 'formal_notice'],
        });
      }
    });
  })
  .transform((settings): StoredReminderSettings => ({
    auto_send: settings.auto_send,
    levels: settings.levels,
    claims: {
      interest: settings.claims.interest,
      interest_rate_bp: Math.round((settings.claims.interest_rate ?? 0) * 100),
      lump_sum: settings.claims.lump_sum,
      reminder_fee_cents: eurosToCents(settings.claims.reminder_fee ?? 0),
    },
  }));
export type ReminderSettingsInput = z.input<typeof reminderSettingsSchema>;

/** The stored settings as the API answers them. */
export function reminderSettingsDto(settings: StoredReminderSettings): ReminderSettingsDto {
  const { claims } = settings;
  return {
    auto_send: settings.auto_send,
    levels: settings.levels,
    claims: {
      interest: claims.interest,
      interest_rate: claims.interest_rate_bp / 100,
      lump_sum: claims.lump_sum,
      reminder_fee: claims.reminder_fee_cents / 100,
    },
  };
}

// The reminders themselves: due (computed each day from the levels) and sent (stored, frozen).

export const REMINDER_STATUSES = ['due', 'sent'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

export const MSG_REMINDER_STATUS_INVALID =
  'Statut invalide : choisissez due (à envoyer) ou sent (envoyées).';
export const MSG_REMINDER_ID_MISSING = 'ID de la relance non spécifié.';
export const MSG_REMINDER_NOT_FOUND = 'Relance introuvable.';
export const MSG_REMINDER_NOT_OVERDUE =
  'Cette facture n’est pas en retard de paiement : il n’y a rien à rappeler.';
export const MSG_REMINDER_ALL_SENT = 'Toutes les relances de cette facture ont déjà été envoyées.';
export const MSG_REMINDER_PAUSED =
  'Les relances de ce client sont suspendues : réactivez-les sur sa fiche pour en envoyer.';
export const MSG_REMINDER_SENT_EMAIL = (to: string) => `Relance envoyée à ${to}.`;
export const MSG_REMINDER_SENT_BY_HAND =
  'Relance enregistrée : téléchargez-la et remettez-la au client (pas d’adresse e-mail ou pas d’envoi d’e-mails configuré).';

/** GET /api/invoice/reminders: a page of the reminders of one status (`due` unless said). */
export const remindersQuerySchema = z.intersection(
  pagedQuery(['due_on'] as const, 'due_on', 'asc'),
  z.object({
    status: z
      .preprocess(
        formValue,
        z.enum(REMINDER_STATUSES, { error: MSG_REMINDER_STATUS_INVALID }).optional(),
      )
      .transform((status) => status ?? 'due'),
  }),
);
export type RemindersQuery = PageQuery<'due_on'> & { status: ReminderStatus };

/** `?reminder_id=N`. */
export const reminderIdSchema = z.object({ reminder_id: requiredId(MSG_REMINDER_ID_MISSING) });

/** What a reminder claims on top of the amount due, in euros (late-payment.ts). */
export interface ReminderFeesDto {
  reminder_fees: number;
  lump_sum: number;
  interest: number;
  /** YYYY-MM-DD; null without interest. */
  interest_from: string | null;
  interest_days: number;
  /** The three added. */
  total: number;
}

interface ReminderItemBase {
  invoice_id: number;
  invoice_number: string;
  client_id: number;
  client_name: string;
  /** YYYY-MM-DD. */
  due_date: string;
  /** Euros still due on the invoice (when sent, as it was then). */
  amount_due: number;
  /** 1-based level of the organization's settings. */
  level: number;
  title: string;
  formal_notice: boolean;
  fees: ReminderFeesDto;
}

/** A reminder to send: the next level of an overdue invoice whose day has come. */
export interface DueReminderItem extends ReminderItemBase {
  status: 'due';
  /** The day the level became due. */
  due_on: string;
  days_late: number;
  /** Where it would go: the client's e-mail, or null (to hand over by hand). */
  email: string | null;
}

/** A reminder sent (or handed over by hand), as it was made. */
export interface SentReminderItem extends ReminderItemBase {
  status: 'sent';
  reminder_id: number;
  sent_on: string;
  /** ISO timestamp. */
  sent_at: string;
  channel: 'email' | 'post';
  /** The address it was e-mailed to; null when handed over by hand. */
  recipient: string | null;
  /** Who sent it; null for the daily job. */
  sent_by_name: string | null;
}

export type ReminderItem = DueReminderItem | SentReminderItem;

/** What a level's placeholders are replaced with. */
export type ReminderTextValues = Record<keyof typeof REMINDER_PLACEHOLDERS, string>;

/** A level's text with its placeholders filled (an unknown `{word}` stays as written). */
export function fillReminderText(text: string, values: ReminderTextValues): string {
  return text.replace(/\{[a-z_]+\}/g, (word) =>
    Object.hasOwn(values, word) ? values[word as keyof ReminderTextValues] : word,
  );
}

export const reminderNotYetMessage = (level: number, day: string) =>
  `La relance suivante (niveau ${level}) de cette facture est prévue le ${day}.`;

/** PUT /api/clients/reminderPause?client_id=N: the client's reminders paused or not. */
export const reminderPauseSchema = z.object({
  paused: z.boolean({ error: 'paused doit valoir true ou false.' }),
});

export const MSG_REMINDERS_PAUSED = 'Relances suspendues pour ce client.';
export const MSG_REMINDERS_RESUMED = 'Relances réactivées pour ce client.';
export const MSG_STATEMENT_NO_EMAIL =
  'Ce client n’a pas d’adresse e-mail : ajoutez-la sur sa fiche, ou téléchargez le relevé.';
export const MSG_STATEMENT_SENT = (to: string) => `Relevé de compte envoyé à ${to}.`;

// The reminder settings as the form holds them, and the messages of the shared schema placed
// under the control at fault (`reminders-levels-1-title`, `reminders-claims-reminder_fee`).
import type { ReminderLevel, ReminderSettingsDto } from '@app/shared/reminders';
import type { FieldErrors, ValidationFailure } from '../../lib/validation';

export const REMINDERS_ID = 'reminders';

export interface LevelDraft extends Omit<ReminderLevel, 'days'> {
  days: number | null;
}

export interface ReminderSettingsDraft {
  auto_send: boolean;
  levels: LevelDraft[];
  claims: {
    interest: boolean;
    interest_rate: number | null;
    lump_sum: boolean;
    reminder_fee: number | null;
  };
}

export const draftOf = (settings: ReminderSettingsDto): ReminderSettingsDraft => ({
  auto_send: settings.auto_send,
  levels: settings.levels.map((level) => ({ ...level })),
  claims: { ...settings.claims },
});

/** The control of a field, by its path in the settings (`levels`, 1, `title`). */
export const controlId = (...path: readonly PropertyKey[]) =>
  [REMINDERS_ID, ...path.map(String)].join('-');

/** The first message of the schema for each control at fault. */
export function controlErrorsOf(error: ValidationFailure): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    // A message about the list itself (too many levels) goes under the levels' heading.
    const id = controlId(...issue.path);
    errors[id] ??= issue.message;
  }
  return errors;
}

/** A level added after the last one: the formal notice moves to it if the last one had it. */
export function withLevelAdded(levels: readonly LevelDraft[]): LevelDraft[] {
  const last = levels.at(-1);
  const notice = last?.formal_notice ?? false;
  const previous = levels.map((level, index) =>
    index === levels.length - 1 ? { ...level, formal_notice: false } : level,
  );
  return [
    ...previous,
    { days: 14, title: notice ? 'Mise en demeure' : '', text: '', formal_notice: notice },
  ];
}

/** The level at `index` removed; a formal notice on the removed last level is not kept. */
export const withLevelRemoved = (levels: readonly LevelDraft[], index: number): LevelDraft[] =>
  levels
    .filter((_level, at) => at !== index)
    .map((level, at, rest) =>
      at === rest.length - 1 ? level : { ...level, formal_notice: false },
    );

// The organization's payment reminder settings (issue #32): read by every member, saved by admins.
import type { ReminderSettingsDto, ReminderSettingsInput } from '@app/shared/reminders';
import { REMINDER_SETTINGS } from '@app/shared/reminders-endpoints';
import { successOf } from '../../api/client';
import { call } from '../../api/endpoints';
import { formCall } from '../../api/form-request';

export async function getReminderSettings(
  signal?: AbortSignal,
): Promise<ReminderSettingsDto | undefined> {
  return successOf(await call(REMINDER_SETTINGS.getReminderSettings, {}, { signal }))?.settings;
}

/**
 * The settings saved with the server's message, a refusal about one of their parts (`levels`,
 * `claims`, `auto_send`: shown in that part), or undefined (the fetch helper said why).
 */
export const saveReminderSettings = (input: ReminderSettingsInput) =>
  formCall(REMINDER_SETTINGS.updateReminderSettings, input);

// The organization's reminder settings (issue #32): read with their defaults, replaced whole by a
// manager, the change written to the Journal in the same transaction.
import type { ReminderSettingsPart } from '@app/shared/audit';
import {
  DEFAULT_REMINDER_SETTINGS,
  reminderSettingsDto,
  type ReminderSettingsDto,
  type StoredReminderSettings,
} from '@app/shared/reminders';
import { isDeepStrictEqual } from 'node:util';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { lockOrganization } from '../../db/own-rows.js';
import { recordAudit } from '../audit/audit.data.js';

/** What the column holds; written only by updateReminderSettings, so read as it was written. */
function stored(value: unknown): StoredReminderSettings {
  return value === null || typeof value !== 'object'
    ? DEFAULT_REMINDER_SETTINGS
    : (value as StoredReminderSettings);
}

/** The organization's settings, the defaults until a manager saves them. */
export async function readReminderSettings(
  db: DbOrTx,
  organizationId: number,
): Promise<StoredReminderSettings> {
  const row = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: { reminder_settings: true },
  });
  return stored(row.reminder_settings);
}

export async function getReminderSettings(
  db: DbOrTx,
  organizationId: number,
): Promise<ReminderSettingsDto> {
  return reminderSettingsDto(await readReminderSettings(db, organizationId));
}

const PARTS: readonly ReminderSettingsPart[] = ['levels', 'auto_send', 'claims'];

/** Replaces the settings; the Journal names the parts that changed (nothing when none did). */
export async function updateReminderSettings(
  db: Db,
  organizationId: number,
  userId: number,
  settings: StoredReminderSettings,
): Promise<ReminderSettingsDto> {
  return db.$transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const before = await readReminderSettings(tx, organizationId);
    const changed = PARTS.filter((part) => !isDeepStrictEqual(before[part], settings[part]));
    await tx.organization.update({
      where: { organization_id: organizationId },
      data: { reminder_settings: settings },
    });
    if (changed.length > 0) {
      await recordAudit(tx, {
        organizationId,
        userId,
        action: 'organization.reminders_changed',
        details: { changed },
      });
    }
    return reminderSettingsDto(settings);
  });
}

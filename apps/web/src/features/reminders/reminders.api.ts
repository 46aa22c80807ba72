// The payment reminders' calls (issue #32): the due and sent lists, the send, a sent one's PDF.
import type { Paged } from '@app/shared/paged-list';
import type { ReminderItem, ReminderStatus, SentReminderItem } from '@app/shared/reminders';
import { REMINDERS } from '@app/shared/reminders-endpoints';
import { blobOf, successOf } from '../../api/client';
import { call, callPage } from '../../api/endpoints';
import type { PageRequest } from '../../components/lists/usePagedList';

/** A page of one status, and how many reminders each status has. */
export type RemindersPageAnswer = Paged<ReminderItem> & { counts: Record<ReminderStatus, number> };

/** A page of the due or sent reminders; undefined when refused (the fetch helper said why). */
export async function getRemindersPage(
  status: ReminderStatus,
  request: PageRequest,
  signal?: AbortSignal,
): Promise<RemindersPageAnswer | undefined> {
  const query = { page: request.page, page_size: request.page_size, status };
  return successOf(await callPage(REMINDERS.reminders, query, { signal }));
}

/**
 * Sends the invoice's next reminder: the server's confirmation and the reminder made, or undefined
 * when it refused (its message, a 409 included, was toasted by the fetch helper).
 */
export async function sendReminder(
  invoiceId: number,
): Promise<{ message: string; reminder: SentReminderItem } | undefined> {
  return successOf(await call(REMINDERS.sendReminder, { invoice_id: invoiceId }));
}

/** A sent reminder's PDF, or undefined when refused. */
export async function getReminderPdf(reminderId: number): Promise<Blob | undefined> {
  return blobOf(await call(REMINDERS.getReminderPdf, { reminder_id: reminderId }));
}

// « Envoyer » of a due reminder: asked first (to whom, which level), then sent; the lists and the
// counts are read again whatever the answer (a refusal means the list was out of date).
import type { DueReminderItem } from '@app/shared/reminders';
import toast from 'react-hot-toast';
import { AREA_KEYS } from '../../api/query-client';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { useConfirmedAction } from '../../components/dialogs/useConfirmedAction';
import { useInvalidate } from '../../hooks/useAreaMutation';
import { sendReminder } from './reminders.api';

/** The question: which reminder, of which invoice, to whom and how. */
export function sendQuestion(item: DueReminderItem): string {
  const what = `la relance « ${item.title} » (niveau ${item.level}${
    item.formal_notice ? ', mise en demeure' : ''
  }) de la facture ${item.invoice_number} à ${item.client_name}`;
  return item.email === null
    ? `Enregistrer ${what} ? Le client n’a pas d’adresse e-mail : vous téléchargerez la relance pour la lui remettre à la main.`
    : `Envoyer ${what}, par e-mail à ${item.email} ?`;
}

/** The send's confirmation, and the row button's `ask`. */
export function useReminderSend() {
  const invalidate = useInvalidate();
  const action = useConfirmedAction<DueReminderItem>(async (item) => {
    try {
      const result = await sendReminder(item.invoice_id);
      // A refusal (409: already sent, paid meanwhile…) was toasted with the server's words.
      if (result) toast.success(result.message);
    } finally {
      // The invoices' area holds the reminders' lists and each invoice's timeline.
      invalidate(AREA_KEYS.invoices);
    }
    return true;
  });
  return action;
}

export function ReminderSendDialog({ send }: { send: ReturnType<typeof useReminderSend> }) {
  const { subject } = send;
  return (
    <ConfirmDialog
      {...send.dialog}
      variant="primary"
      title="Envoyer la relance"
      message={subject ? sendQuestion(subject) : ''}
      confirmLabel={subject?.email === null ? 'Enregistrer la relance' : 'Envoyer la relance'}
    />
  );
}

// The pieces of a document's sending over Peppol (issue #33) that the invoice and each of its
// credit notes share: the status badge, the refresh while a sending is on its way, and
// « Envoyer via Peppol » asked first, offered to the write role for a company client's document
// never sent or whose sending failed.
import { goesThroughPeppol } from '@app/shared/einvoicing';
import type { ClientType } from '@app/shared/clients';
import type { CreditNoteListItem } from '@app/shared/invoices';
import {
  peppolStatusLabel,
  type PeppolDocumentRef,
  type PeppolStatus,
  type PeppolStatusDto,
} from '@app/shared/peppol-transmissions';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { AREA_KEYS } from '../../api/query-client';
import { PlainButton } from '../../components/buttons/PlainButton';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { useConfirmedAction } from '../../components/dialogs/useConfirmedAction';
import { StatusBadge, type StatusTone } from '../../components/feedback/StatusBadge';
import { useInvalidate } from '../../hooks/useAreaMutation';
import { useCan } from '../../session/useCan';
import { sendPeppol } from './invoices.api';

/** How often a sending on its way is read again. */
const PEPPOL_REFRESH_MS = 3_000;

const TONES: Record<PeppolStatus, StatusTone> = {
  queued: 'neutral',
  sent: 'info',
  delivered: 'success',
  failed: 'danger',
};

/** The badge of a sending, as the page and the list show it. */
export function PeppolBadge({ peppol }: { peppol: PeppolStatusDto }) {
  return <StatusBadge look={{ label: peppolStatusLabel(peppol), tone: TONES[peppol.status] }} />;
}

/** Whether a sending is still on its way (its status will change without anyone acting). */
export const onItsWay = (peppol: PeppolStatusDto | null) =>
  peppol?.status === 'queued' || peppol?.status === 'sent';

/** Reads the invoices again every few seconds while `active` (a sending on its way). */
export function usePeppolRefresh(active: boolean) {
  const invalidate = useInvalidate();
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => invalidate(AREA_KEYS.invoices), PEPPOL_REFRESH_MS);
    return () => clearInterval(timer);
    // invalidate is a new function each render; the timer only depends on `active`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}

/**
 * Whether « Envoyer via Peppol » is offered: a viewer sees where a sending stands, not the button
 * the API would refuse (403); a private person receives no Peppol document; a document goes once,
 * unless its sending failed.
 */
export function usePeppolSendable(clientType: ClientType, peppol: PeppolStatusDto | null) {
  const canSend = useCan('write').allowed;
  return (
    canSend && goesThroughPeppol(clientType) && (peppol === null || peppol.status === 'failed')
  );
}

/** « Envoyer via Peppol » for one document, asked first with `question`. */
export function PeppolSendButton({
  document,
  question,
  small = false,
  name,
}: {
  document: PeppolDocumentRef;
  /** The confirmation: which document goes to whom. */
  question: string;
  /** The small button of a list's line. */
  small?: boolean;
  /** Its accessible name where several documents have one: « Envoyer via Peppol NC-… ». */
  name?: string;
}) {
  const invalidate = useInvalidate();
  const sending = useConfirmedAction(async (ref: PeppolDocumentRef) => {
    const result = await sendPeppol(ref);
    if (result.ok) {
      toast.success(result.data.message);
      invalidate(AREA_KEYS.invoices);
    }
    // A refusal was toasted by the fetch helper: the question closes either way.
    return true;
  });
  return (
    <>
      <PlainButton
        variant="primary"
        small={small}
        aria-label={name}
        onClick={() => sending.ask(document)}
      >
        Envoyer via Peppol
      </PlainButton>
      <ConfirmDialog
        {...sending.dialog}
        title="Envoyer via Peppol"
        message={`${question} par le réseau Peppol. Un document ne part qu’une fois.`}
        confirmLabel="Envoyer"
        variant="primary"
      />
    </>
  );
}

/**
 * A credit note's sending over Peppol, on its line of the invoice's credit notes: its badge when
 * it was sent, « Envoyer via Peppol » when it may go (never sent, or failed).
 */
export function CreditNotePeppol({ creditNote }: { creditNote: CreditNoteListItem }) {
  const { peppol } = creditNote;
  const sendable = usePeppolSendable(creditNote.client.client_type, peppol);
  if (!peppol && !sendable) return null;
  const number = creditNote.formatted_credit_note_id;
  return (
    <span className="invoice-details__peppol">
      {peppol ? (
        <span className="invoice-list__peppol" title="Envoi via Peppol">
          Peppol <PeppolBadge peppol={peppol} />
        </span>
      ) : null}
      {sendable ? (
        <PeppolSendButton
          small
          name={`Envoyer via Peppol ${number}`}
          document={{ credit_note_id: creditNote.credit_note_id }}
          question={`La note de crédit ${number} sera transmise à ${creditNote.client.client_name}`}
        />
      ) : null}
    </span>
  );
}

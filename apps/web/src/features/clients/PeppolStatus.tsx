// Is a company client on Peppol (issue #33)? Asked of the API once its identifier checks out,
// a moment after the typing stops: « Sur Peppol ✔ » when its access point takes BIS Billing 3.0
// invoices, « Pas sur Peppol » otherwise, a quiet « Vérification Peppol impossible » when the
// network does not answer. Nothing while the number is incomplete, nor for a person.
import {
  participantOfClient,
  participantText,
  type PeppolLookupDto,
  type PeppolParticipant,
} from '@app/shared/peppol';
import { useEffect, useState } from 'react';
import { AREA_KEYS } from '../../api/query-client';
import { Spinner } from '../../components/feedback/Spinner';
import { useRemote } from '../../hooks/useRemote';
import { lookupPeppol } from './clients.api';
import './peppol-status.css';

/** How long the typing must pause before the number is looked up. */
export const PEPPOL_LOOKUP_DELAY_MS = 400;

export type PeppolParty = Parameters<typeof participantOfClient>[0];

/** `value` once it has not changed for `delayMs` (at once when 0). */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs === 0) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs === 0 ? value : settled;
}

const SPINNER = <Spinner size="sm" label="Vérification Peppol" />;

function statusOf(answer: PeppolLookupDto | 'unavailable') {
  if (answer === 'unavailable') {
    return { text: 'Vérification Peppol impossible', tone: 'unknown', title: undefined };
  }
  if (answer.accepts_invoice) {
    const title = answer.accepts_credit_note
      ? `${answer.participant_id} reçoit les factures et les notes de crédit.`
      : `${answer.participant_id} reçoit les factures, pas les notes de crédit.`;
    return { text: 'Sur Peppol ✔', tone: 'yes', title };
  }
  return { text: 'Pas sur Peppol', tone: 'no', title: answer.participant_id };
}

function PeppolAnswer({ participant }: { participant: PeppolParticipant }) {
  const { state } = useRemote(
    [...AREA_KEYS.clients, 'peppol', participantText(participant)],
    (signal) => lookupPeppol(participant, signal),
  );
  if (state.status === 'loading') return SPINNER;
  const { text, tone, title } = statusOf(state.status === 'loaded' ? state.data : 'unavailable');
  return (
    <span className={`peppol-status peppol-status--${tone}`} title={title}>
      {text}
    </span>
  );
}

/** The client's Peppol status; `delayMs` 0 for a saved client (nothing is being typed). */
export function PeppolStatus({
  party,
  delayMs = PEPPOL_LOOKUP_DELAY_MS,
}: {
  party: PeppolParty;
  delayMs?: number;
}) {
  const participant = participantOfClient(party);
  const text = participant === null ? null : participantText(participant);
  const settled = useSettled(text, delayMs);
  if (participant === null) return null;
  return (
    <span className="peppol-status__area" aria-live="polite">
      {settled === text ? <PeppolAnswer participant={participant} /> : SPINNER}
    </span>
  );
}

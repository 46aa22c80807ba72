// What Peppol sending needs from the parts of issue #33 built beside it, as injected function
// types: the lookup of a participant (LOOKUP: SML/SMP), the inbox of a document delivered to an
// organization of this installation (RECEIVE), and the transport (ACCESS POINT's adapters).
import type { ParticipantId, PeppolTransport } from './transport.js';

/** Is a participant on Peppol, and which of the Peppol BIS Billing 3.0 documents it accepts. */
export type PeppolLookup = (participant: ParticipantId) => Promise<{
  registered: boolean;
  accepts_invoice: boolean;
  accepts_credit_note: boolean;
}>;

/**
 * Hands a UBL document received for `receiver` to the organization of this installation whose
 * Peppol identifier it is (RECEIVE's receiveDocument); nothing when none is.
 */
export type PeppolInbox = (
  receiver: ParticipantId,
  sender: ParticipantId,
  xml: string,
) => Promise<void>;

export type PeppolWiring = {
  transport: PeppolTransport;
  lookup: PeppolLookup;
  inbox: PeppolInbox;
};

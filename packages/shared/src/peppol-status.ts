// Where an invoice's or a credit note's sending over Peppol stands (issue #33), as the invoice page,
// the list and the history show it. Apart from peppol-transmissions.ts so that the invoices' DTOs
// name it without importing the sending's schemas (which read the invoices' messages).
export const PEPPOL_STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const;
export type PeppolStatus = (typeof PEPPOL_STATUSES)[number];

/** Where a document's sending stands, as the invoice page and list show it. */
export interface PeppolStatusDto {
  transmission_id: number;
  status: PeppolStatus;
  /** Why it failed, in French; null otherwise. */
  reason: string | null;
}

/** The French label of each status (the page shows « Échec : raison » for a failure). */
export const PEPPOL_STATUS_LABELS: Readonly<Record<PeppolStatus, string>> = {
  queued: 'En attente',
  sent: 'Envoyée',
  delivered: 'Délivrée',
  failed: 'Échec',
};

/** The label of a status, with the reason of a failure. */
export const peppolStatusLabel = (peppol: Pick<PeppolStatusDto, 'status' | 'reason'>) =>
  peppol.status === 'failed' && peppol.reason
    ? `${PEPPOL_STATUS_LABELS.failed} : ${peppol.reason}`
    : PEPPOL_STATUS_LABELS[peppol.status];

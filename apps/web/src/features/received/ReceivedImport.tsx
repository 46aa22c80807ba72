import { formatEurosAmount } from '@app/shared/format';
import { useId, useState } from 'react';
import { useInvalidate } from '../../hooks/useAreaMutation';
import { FileDropZone } from '../../components/inputs/FileDropZone';
import { importPurchaseInvoice, RECEIVED_KEY, type ImportOutcome } from './received.api';
import { documentName } from './received-labels';

const IMPORT_LABEL = 'Importer une facture (UBL, CII ou PDF Factur-X)';

type Outcome = { file: string } & ImportOutcome;

/** The file sent as `file`, the spinner while it travels, then what the API said. */
function useInvoiceImport() {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const invalidate = useInvalidate();

  const send = async (file: File) => {
    if (sending) return;
    setSending(true);
    try {
      const answer = await importPurchaseInvoice(file);
      if (answer) setOutcome({ file: file.name, ...answer });
      if (answer && 'received' in answer) invalidate(RECEIVED_KEY);
    } catch (error) {
      // The fetch helper already said why (network failure).
      console.error(error);
    } finally {
      setSending(false);
    }
  };

  return { sending, outcome, send };
}

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  if ('refused' in outcome) {
    return (
      <p className="inline-error received-import__message" role="alert">
        {outcome.file} : {outcome.refused}
      </p>
    );
  }
  const { received } = outcome;
  return (
    <p className="received-import__message" role="status">
      {outcome.message} {documentName(received)},{' '}
      {formatEurosAmount(received.draft.amount_cents / 100)}.
    </p>
  );
}

/** The drop zone and file button of a supplier's e-invoice; then what the API said of it. */
export function ReceivedImport() {
  const inputId = useId();
  const { sending, outcome, send } = useInvoiceImport();

  return (
    <section
      className="received-import card-panel card-panel--roomy"
      aria-labelledby={`${inputId}-title`}
    >
      <h2 id={`${inputId}-title`} className="received-import__title">
        Importer une facture reçue
      </h2>
      <FileDropZone
        inputId={inputId}
        label={IMPORT_LABEL}
        prompt="Déposez la facture électronique du fournisseur ici, ou"
        accept=".xml,.pdf,application/xml,text/xml,application/pdf"
        sending={sending}
        sendingLabel="Import de la facture en cours"
        onFile={(file) => void send(file)}
      />
      {outcome ? <OutcomeMessage outcome={outcome} /> : null}
    </section>
  );
}

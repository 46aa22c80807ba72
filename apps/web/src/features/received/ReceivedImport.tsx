import { formatEurosAmount } from '@app/shared/format';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useInvalidate } from '../../hooks/useAreaMutation';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { Spinner } from '../../components/feedback/Spinner';
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
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const { sending, outcome, send } = useInvoiceImport();

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  };

  return (
    <section
      className="received-import card-panel card-panel--roomy"
      aria-labelledby={`${inputId}-title`}
    >
      <h2 id={`${inputId}-title`} className="received-import__title">
        Importer une facture reçue
      </h2>
      <div
        className={over ? 'received-import__zone is-over' : 'received-import__zone'}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p>Déposez la facture électronique du fournisseur ici, ou</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only"
          tabIndex={-1}
          accept=".xml,.pdf,application/xml,text/xml,application/pdf"
          aria-label={IMPORT_LABEL}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
        <LoadingButton loading={sending} onClick={() => input.current?.click()}>
          {IMPORT_LABEL}
        </LoadingButton>
        {sending ? <Spinner label="Import de la facture en cours" /> : null}
      </div>
      {outcome ? <OutcomeMessage outcome={outcome} /> : null}
    </section>
  );
}

import type { ImportedStatement } from '@app/shared/bank-endpoints';
import { formatDateFr, formatEurosAmount } from '@app/shared/format';
import { useId, useState } from 'react';
import { useInvalidate } from '../../hooks/useAreaMutation';
import { AREA_KEYS } from '../../api/query-client';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { FileDropZone } from '../../components/inputs/FileDropZone';
import { BANK_KEY, importStatement } from './bank.api';

const IMPORT_LABEL = 'Importer un relevé (CODA ou camt.053)';

/** What the last import said: its summary or its refusal, with the file's name. */
type Outcome = { file: string } & ({ statement: ImportedStatement } | { refused: string });

function ImportSummary({ file, statement }: { file: string; statement: ImportedStatement }) {
  const rows: [string, string][] = [
    ['Compte', statement.account_iban],
    ['Période', `du ${formatDateFr(statement.from)} au ${formatDateFr(statement.until)}`],
    ['Solde initial', formatEurosAmount(statement.opening_balance)],
    ['Solde final', formatEurosAmount(statement.closing_balance)],
    ['Lignes importées', String(statement.lines)],
    ['Rapprochées automatiquement', String(statement.matched)],
    ['Déjà importées', String(statement.duplicates)],
  ];
  return (
    <section className="bank-import__summary" aria-label="Relevé importé" role="status">
      <p className="bank-import__file">Relevé importé : {file}</p>
      <dl className="bank-import__figures">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The file sent as `file`, the spinner while it travels, then what the API said. */
function useStatementImport() {
  const [sending, setSending] = useState(false);
  const [chosen, setChosen] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const invalidate = useInvalidate();

  const send = async (file: File) => {
    if (sending) return;
    setChosen(file);
    setSending(true);
    try {
      const answer = await importStatement(file);
      if (answer) setOutcome({ file: file.name, ...answer });
      // Lines were added, invoices may be paid by the automatic match.
      if (answer && 'statement' in answer) invalidate(BANK_KEY, AREA_KEYS.invoices);
    } catch (error) {
      // The fetch helper already said why (network failure).
      console.error(error);
    } finally {
      setSending(false);
    }
  };

  return { sending, chosen, outcome, send };
}

/**
 * The statement's drop zone and file button: the file travels as `file`, a spinner shows while it
 * does, then the statement's summary or the API's refusal (the chosen file stays, to send again).
 */
export function BankImport() {
  const inputId = useId();
  const { sending, chosen, outcome, send } = useStatementImport();

  return (
    <section
      className="bank-import card-panel card-panel--roomy"
      aria-labelledby={`${inputId}-title`}
    >
      <h2 id={`${inputId}-title`} className="bank-import__title">
        Relevés bancaires
      </h2>
      <FileDropZone
        inputId={inputId}
        label={IMPORT_LABEL}
        prompt="Déposez le fichier du relevé ici, ou"
        accept=".cod,.coda,.txt,.xml,.053,text/plain,application/xml,text/xml"
        sending={sending}
        sendingLabel="Import du relevé en cours"
        onFile={(file) => void send(file)}
      >
        {chosen && outcome && 'refused' in outcome ? (
          <LoadingButton variant="secondary" loading={sending} onClick={() => void send(chosen)}>
            Réessayer avec {chosen.name}
          </LoadingButton>
        ) : null}
      </FileDropZone>
      {outcome && 'refused' in outcome ? (
        <p className="inline-error bank-import__error" role="alert">
          {outcome.file} : {outcome.refused}
        </p>
      ) : null}
      {outcome && 'statement' in outcome ? (
        <ImportSummary file={outcome.file} statement={outcome.statement} />
      ) : null}
    </section>
  );
}

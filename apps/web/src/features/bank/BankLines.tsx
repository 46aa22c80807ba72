import { BANK_LINE_STATUSES, type BankLineDto, type BankLineStatus } from '@app/shared/bank';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loadedOrThrow } from '../../api/query-client';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { LoadError } from '../../components/feedback/LoadError';
import { RoleOnly } from '../../components/feedback/RoleLock';
import { Spinner } from '../../components/feedback/Spinner';
import { ButtonSwitcher } from '../../components/inputs/ButtonSwitcher';
import { Pagination, pageCountOf } from '../../components/lists/Pagination';
import { BANK_KEY, getBankLines } from './bank.api';
import { lineName, STATUS_LABELS } from './bank-labels';
import { BankLineCard, type LineActions } from './BankLineCard';
import { exactMatches, useBankLineChange, useBulkConfirm } from './useBankActions';

export const BANK_PAGE_SIZE = 25;

const EMPTY: Record<BankLineStatus, string> = {
  unmatched: 'Aucune ligne à traiter : importez un relevé pour rapprocher ses virements.',
  matched: 'Aucune ligne rapprochée pour le moment.',
  ignored: 'Aucune ligne ignorée.',
};

/** The page of lines of one status, the previous one kept on screen while the next is read. */
function useBankLines(status: BankLineStatus, page: number) {
  const query = useQuery({
    queryKey: [...BANK_KEY, 'lines', status, page],
    queryFn: async ({ signal }) =>
      loadedOrThrow(await getBankLines({ status, page, page_size: BANK_PAGE_SIZE }, signal)),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: BANK_KEY });
  return { query, reload };
}

function BulkConfirm({ lines }: { lines: readonly BankLineDto[] }) {
  const { progress, running, confirmAll } = useBulkConfirm();
  const exact = exactMatches(lines).length;
  return (
    <RoleOnly action="write">
      <div className="bank-lines__bulk">
        {exact > 0 || running ? (
          <LoadingButton loading={running} onClick={() => void confirmAll(lines)}>
            Confirmer les correspondances exactes ({exact})
          </LoadingButton>
        ) : null}
        {progress ? (
          <p role={progress.failed ? 'alert' : 'status'} className="bank-lines__progress">
            {progress.report ?? `Confirmation ${progress.done + 1} sur ${progress.total}…`}
          </p>
        ) : null}
      </div>
    </RoleOnly>
  );
}

/** The page of lines read (a spinner until then), or the sentence of an empty status. */
function LinesPage({
  shown,
  status,
  page,
  onPage,
  actions,
}: {
  shown: { items: BankLineDto[]; total: number } | undefined;
  status: BankLineStatus;
  page: number;
  onPage: (page: number) => void;
  actions: LineActions;
}) {
  if (!shown) return <Spinner block label="Chargement des lignes bancaires" />;
  if (shown.items.length === 0) return <p className="empty-state">{EMPTY[status]}</p>;
  return (
    <>
      {status === 'unmatched' ? <BulkConfirm lines={shown.items} /> : null}
      <ul className="bank-lines__list" aria-label={`Lignes ${STATUS_LABELS[status].toLowerCase()}`}>
        {shown.items.map((line) => (
          <BankLineCard key={line.line_id} line={line} actions={actions} />
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCountOf(shown.total, BANK_PAGE_SIZE)}
        onChange={onPage}
        label="Pagination des lignes bancaires"
      />
    </>
  );
}

/** The lines to review, matched or ignored: the filter with its counts, the page, its actions. */
export function BankLines() {
  const [status, setStatus] = useState<BankLineStatus>('unmatched');
  const [page, setPage] = useState(1);
  const [undoing, setUndoing] = useState<BankLineDto | null>(null);
  const { query, reload } = useBankLines(status, page);
  const { run, pending } = useBankLineChange();
  const data = query.data;
  const counts = data?.counts;
  const options = BANK_LINE_STATUSES.map((value) => ({
    value,
    label: `${STATUS_LABELS[value]}${counts ? ` (${counts[value]})` : ''}`,
  }));
  const actions: LineActions = {
    pending: pending?.lineId,
    run: (action: Parameters<typeof run>[0], change: Parameters<typeof run>[1]) =>
      void run(action, change),
    askUnmatch: setUndoing,
  };
  const confirmUndo = async () => {
    if (!undoing) return;
    await run('unmatch', { lineId: undoing.line_id });
    setUndoing(null);
  };

  const shown = query.isPlaceholderData ? undefined : data;
  const failed = query.isError && !query.isFetching;
  const body = failed ? (
    <LoadError what="les lignes bancaires" onRetry={reload} />
  ) : (
    <LinesPage shown={shown} status={status} page={page} onPage={setPage} actions={actions} />
  );

  return (
    <section className="bank-lines" aria-labelledby="bank-lines-title">
      <h2 id="bank-lines-title" className="bank-lines__title">
        Lignes des relevés
      </h2>
      <ButtonSwitcher
        label="Statut des lignes"
        options={options}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        className="bank-lines__filter"
      />
      {body}
      <ConfirmDialog
        open={undoing !== null}
        title="Annuler le rapprochement"
        message={
          undoing
            ? `Annuler le rapprochement de ${lineName(undoing)} ? Le paiement enregistré sur la facture ${undoing.invoice?.invoice_number ?? ''} sera supprimé et la ligne redeviendra à traiter.`
            : ''
        }
        confirmLabel="Annuler le rapprochement"
        cancelLabel="Garder"
        loading={undoing !== null && pending?.lineId === undoing.line_id}
        onConfirm={() => void confirmUndo()}
        onCancel={() => setUndoing(null)}
      />
    </section>
  );
}

// « Relances » (issue #32): the reminders due today, to send, and those sent, each list paged by
// the server; the counts of both in the tabs.
import type {
  DueReminderItem,
  ReminderItem,
  ReminderStatus,
  SentReminderItem,
} from '@app/shared/reminders';
import { useCallback, useState } from 'react';
import { saveBlob } from '../../api/download';
import { AREA_KEYS } from '../../api/query-client';
import { TabbedPage } from '../../components/layout/TabbedPage';
import { EntityListState } from '../../components/lists/EntityListState';
import { RowActionButton } from '../../components/lists/RowActionButton';
import { SortableTable, type SortableTableProps } from '../../components/lists/SortableTable';
import { usePagedList, type PageRequest } from '../../components/lists/usePagedList';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useCan } from '../../session/useCan';
import { DUE_COLUMNS, SENT_COLUMNS } from './reminder-columns';
import { ReminderSendDialog, useReminderSend } from './ReminderSendDialog';
import { getReminderPdf, getRemindersPage } from './reminders.api';
import './reminders.css';

/** Under the invoices' key: a payment, a credit note or a send there reads the lists again. */
export const REMINDERS_KEY = [...AREA_KEYS.invoices, 'reminders'] as const;
export const REMINDERS_PAGE_SIZE = 25;

const TEXTS = {
  due: {
    loading: 'Chargement des relances à envoyer',
    empty: 'Aucune relance à envoyer : aucune facture n’a atteint le délai de sa relance suivante.',
    caption: 'Relances à envoyer',
    intro:
      'Les factures validées restées impayées dont le délai de la relance suivante est écoulé (délais et textes : Organisation › Relances).',
  },
  sent: {
    loading: 'Chargement des relances envoyées',
    empty: 'Aucune relance envoyée pour le moment.',
    caption: 'Relances envoyées',
    intro:
      'Chaque relance envoyée par e-mail ou enregistrée pour être remise à la main, avec son PDF.',
  },
} as const;

const isDue = (item: ReminderItem): item is DueReminderItem => item.status === 'due';
const isSent = (item: ReminderItem): item is SentReminderItem => item.status === 'sent';

/** « PDF » of a sent reminder, spinning while the file comes. */
function PdfButton({ item }: { item: SentReminderItem }) {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const file = await getReminderPdf(item.reminder_id);
      if (file) saveBlob(file, `RELANCE-${item.invoice_number}-${item.level}.pdf`);
    } catch (error) {
      // Network failure: the fetch helper already said so.
      console.error(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <RowActionButton
      label="Télécharger le PDF de la relance"
      row={`niveau ${item.level} de la facture ${item.invoice_number}`}
      icon="download"
      text="PDF"
      loading={loading}
      onClick={() => void download()}
    />
  );
}

/** The list of one status, paged by the server, and the counts of both read with each page. */
function useReminderList(status: ReminderStatus) {
  const [counts, setCounts] = useState<Record<ReminderStatus, number> | null>(null);
  const fetchPage = useCallback(
    async (request: PageRequest, signal?: AbortSignal) => {
      const page = await getRemindersPage(status, request, signal);
      if (page) setCounts(page.counts);
      return page;
    },
    [status],
  );
  const list = usePagedList(fetchPage, {
    key: REMINDERS_KEY,
    scope: status,
    defaultPageSize: REMINDERS_PAGE_SIZE,
  });
  return { list, counts };
}

type TableProps = Pick<
  SortableTableProps<ReminderItem>,
  'caption' | 'rowKey' | 'pageSizes' | 'paginationLabel' | 'server'
> & { rows: readonly ReminderItem[] };

/** The due reminders, each with « Envoyer » for the roles that send. */
function DueTable({ rows, ...table }: TableProps) {
  const send = useReminderSend();
  const canWrite = useCan('write').allowed;
  return (
    <div className="compact-table">
      <SortableTable
        {...table}
        columns={DUE_COLUMNS}
        rows={rows.filter(isDue)}
        actions={
          canWrite
            ? (item) => (
                <RowActionButton
                  label="Envoyer la relance de la facture"
                  row={item.invoice_number}
                  icon="email"
                  text="Envoyer"
                  needs="write"
                  onClick={() => send.ask(item)}
                />
              )
            : undefined
        }
      />
      <ReminderSendDialog send={send} />
    </div>
  );
}

export default function RemindersPage() {
  useDocumentTitle('Relances');
  const [status, setStatus] = useState<ReminderStatus>('due');
  const { list, counts } = useReminderList(status);
  const rows = list.state.status === 'loaded' ? list.state.data.items : [];
  const texts = TEXTS[status];
  const count = (of: ReminderStatus) => (counts ? ` (${counts[of]})` : '');
  const table: TableProps = {
    caption: texts.caption,
    rowKey: (item: ReminderItem) => (isSent(item) ? item.reminder_id : item.invoice_id),
    pageSizes: [REMINDERS_PAGE_SIZE],
    paginationLabel: `Pagination des ${texts.caption.toLowerCase()}`,
    server: list.paging,
    rows,
  };

  return (
    <TabbedPage
      title="Relances"
      pageClass="reminders-page"
      tabs={[
        { id: 'due', label: `À envoyer${count('due')}` },
        { id: 'sent', label: `Envoyées${count('sent')}` },
      ]}
      activeId={status}
      onChange={setStatus}
      label="Relances à envoyer ou envoyées"
      idPrefix="relances"
      panelClass="reminders-page__panel"
    >
      <p className="reminders__intro">{texts.intro}</p>
      <EntityListState
        state={list.state}
        reload={list.reload}
        loading={texts.loading}
        loadFailed="les relances"
        total={(page) => page.total}
        shown={rows.length}
        empty={texts.empty}
      >
        {status === 'due' ? (
          <DueTable {...table} />
        ) : (
          <div className="compact-table">
            <SortableTable
              {...table}
              columns={SENT_COLUMNS}
              rows={rows.filter(isSent)}
              actions={(item) => <PdfButton item={item} />}
            />
          </div>
        )}
      </EntityListState>
    </TabbedPage>
  );
}

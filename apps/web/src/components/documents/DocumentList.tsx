import { useMemo, useState, type ReactNode } from 'react';
import type { RemoteData } from '../../hooks/useRemoteData';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { LoadError } from '../feedback/LoadError';
import { SearchToolbar } from '../lists/SearchToolbar';
import { SortableTable, type TableColumn } from '../lists/SortableTable';
import { Spinner } from '../feedback/Spinner';
import type { ServerPaging } from '../lists/usePagedList';
import './DocumentEditorPage.css';

/** Whether one of `values` holds the search, case-insensitive; an empty search matches all. */
export function matchesSearch(search: string, values: readonly string[]): boolean {
  const needle = search.trim().toLocaleLowerCase('fr');
  if (needle === '') return true;
  return values.some((value) => value.toLocaleLowerCase('fr').includes(needle));
}

/** The words of a list of documents (quotes, sales), in the area's French. */
export interface DocumentListTexts {
  searchLabel: string;
  searchPlaceholder: string;
  /** The spinner's label while the list loads. */
  loading: string;
  /** What could not be read, for LoadError: 'les devis'. */
  what: string;
  /** The list is empty. */
  noneYet: string;
  /** Nothing matches the search or the filters. */
  noMatch: (search: string) => string;
  /** Above the table in pick mode: 'Choisissez le devis à modifier.' */
  pickHint: string;
  caption: string;
  pickCaption: string;
  paginationLabel: string;
}

/** The row waiting for a delete confirmation, and the dialog's words. */
export interface DocumentDeletion<Row> {
  row: Row | null;
  title: string;
  message: (row: Row) => string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The delete of a list row: `ask` opens the confirmation; confirming runs `remove` with the
 * row's delete spinner, and closes the dialog once `remove` says the row is gone.
 */
export function useDocumentDeletion<Row>(options: {
  rowId: (row: Row) => number;
  rows: {
    isBusy: (action: 'delete', rowId: number) => boolean;
    run: (action: 'delete', rowId: number, work: () => Promise<void>) => Promise<void>;
  };
  title: string;
  message: (row: Row) => string;
  remove: (row: Row) => Promise<boolean>;
}) {
  const { rowId, rows, remove } = options;
  const [row, setRow] = useState<Row | null>(null);
  const deletion: DocumentDeletion<Row> = {
    row,
    title: options.title,
    message: options.message,
    loading: row !== null && rows.isBusy('delete', rowId(row)),
    onConfirm: () => {
      if (row === null) return;
      void rows.run('delete', rowId(row), async () => {
        if (await remove(row)) setRow(null);
      });
    },
    onCancel: () => setRow(null),
  };
  return { ask: setRow, deletion };
}

export interface DocumentListProps<Row> {
  className: string;
  texts: DocumentListTexts;
  state: RemoteData<Row[]>;
  reload: () => void;
  /** Whether a row shows for the search (and the list's other filters). */
  matches: (row: Row, search: string) => boolean;
  /** The filters beside the search field. */
  filters?: ReactNode;
  /** Changes with the filters: the table goes back to its first page. */
  filtersKey: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => number;
  actions: (row: Row) => ReactNode;
  onOpen: (row: Row) => void;
  /** Modifier without a document: no actions, a click on a row opens it (spec §2). */
  pickMode: boolean;
  pageSize: number;
  deletion: DocumentDeletion<Row>;
  /**
   * The rows are one page the server searched, filtered and sorted: the search field
   * is the server's, `matches` is not used.
   */
  server?: ServerSearch;
}

/** The search and page of a list paged by the server (`usePagedList`). */
export interface ServerSearch {
  search: string;
  onSearchChange: (search: string) => void;
  /** The search the loaded page answers. */
  q: string;
  /** Rows exist that the list's other filters hide (an empty page then says nothing matches). */
  hidden?: boolean;
  paging: ServerPaging;
}

/**
 * The Liste tab of a document page, and the Modifier tab's list to choose from: search and
 * filters, the loading and error states, the sortable table with its row actions, and the
 * delete confirmation.
 */
export function DocumentList<Row>(props: DocumentListProps<Row>) {
  const { texts, state, matches, pickMode, deletion, server } = props;
  const [localSearch, setLocalSearch] = useState('');
  const search = server ? server.search : localSearch;
  const visible = useMemo(() => {
    if (state.status !== 'loaded') return [];
    return server ? state.data : state.data.filter((row) => matches(row, search));
  }, [state, matches, search, server]);

  const renderTable = () => {
    if (state.status === 'loading') return <Spinner block label={texts.loading} />;
    if (state.status === 'failed') return <LoadError what={texts.what} onRetry={props.reload} />;
    if (server && server.paging.total === 0) {
      const empty = server.q === '' && !server.hidden ? texts.noneYet : texts.noMatch(server.q);
      return <p className="empty-state">{empty}</p>;
    }
    if (!server && visible.length === 0) {
      const empty = state.data.length === 0 ? texts.noneYet : texts.noMatch(search);
      return <p className="empty-state">{empty}</p>;
    }
    return (
      <>
        {pickMode ? <p className="document-list__hint">{texts.pickHint}</p> : null}
        <SortableTable
          caption={pickMode ? texts.pickCaption : texts.caption}
          columns={props.columns}
          rows={visible}
          rowKey={props.rowKey}
          actions={pickMode ? undefined : props.actions}
          onRowClick={pickMode ? props.onOpen : undefined}
          pageSizes={[props.pageSize]}
          defaultPageSize={props.pageSize}
          resetKey={`${search}|${props.filtersKey}`}
          paginationLabel={texts.paginationLabel}
          server={server?.paging}
        />
      </>
    );
  };

  return (
    <div className={`document-list ${props.className}`}>
      <SearchToolbar
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        search={search}
        onSearchChange={server ? server.onSearchChange : setLocalSearch}
      >
        {props.filters}
      </SearchToolbar>
      {renderTable()}
      <ConfirmDialog
        open={deletion.row !== null}
        title={deletion.title}
        message={deletion.row ? deletion.message(deletion.row) : ''}
        confirmLabel="Supprimer"
        loading={deletion.loading}
        onConfirm={deletion.onConfirm}
        onCancel={deletion.onCancel}
      />
    </div>
  );
}

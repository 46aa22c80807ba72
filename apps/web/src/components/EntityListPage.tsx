import { useMemo, useState, type ReactNode } from 'react';
import { useRemoteData, type RemoteData } from '../hooks/useRemoteData';
import { ConfirmDialog } from './ConfirmDialog';
import { EntityTable, type EntityColumn } from './EntityTable';
import './EntityListPage.css';
import { FormDialog } from './FormDialog';
import { LoadError } from './LoadError';
import { Pagination, pageCountOf, pageSlice } from './Pagination';
import { Spinner } from './Spinner';
import { TextInput } from './TextInput';
import {
  useEntityDeletion,
  useEntityEditor,
  type EntityDone,
  type EntityForm,
  type EntityKey,
} from './useEntityEditor';

export const ENTITY_PAGE_SIZE = 25;
export const MSG_DELETE_CONFIRMATION = 'Etes vous sûr de vouloir supprimer?';

/** The words of a list screen, as the user reads them. */
export interface EntityListTexts {
  /** The heading, also the table's caption. */
  title: string;
  add: string;
  search: string;
  searchPlaceholder: string;
  loading: string;
  /** What could not be read, for LoadError ("les clients"). */
  loadFailed: string;
  empty: string;
  noMatch: string;
  pagination: string;
  /** The header of the buttons' column. */
  actions: string;
}

export interface EntityListPageProps<T, D> {
  texts: EntityListTexts;
  /** The page's own class, beside `page entity-list-page`. */
  className?: string;
  /** Must be stable (a module-level function): it is read again whenever it changes. */
  load: (signal?: AbortSignal) => Promise<T[] | undefined>;
  matches: (entity: T, search: string) => boolean;
  keyOf: (entity: T) => EntityKey;
  nameOf: (entity: T) => string;
  columns: readonly EntityColumn<T>[];
  rowActions?: (entity: T) => ReactNode;
  form: EntityForm<T, D>;
  remove: (entity: T) => Promise<EntityDone | undefined>;
  /** The confirmation's sentence under 'Etes vous sûr de vouloir supprimer?'. */
  deleteMessage: (entity: T) => string;
  pageSize?: number;
}

type Listing<T> = Pick<
  EntityListPageProps<T, unknown>,
  'texts' | 'matches' | 'keyOf' | 'nameOf' | 'columns' | 'rowActions'
> & {
  state: RemoteData<T[]>;
  reload: () => void;
  pageSize: number;
  onEdit: (entity: T) => void;
  onDelete: (entity: T) => void;
};

/** The search (back to page 1 on each change), the loading, failed and empty states, the table. */
function EntityListing<T>({ texts, state, reload, matches, pageSize, ...table }: Listing<T>) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const all = useMemo(() => (state.status === 'loaded' ? state.data : []), [state]);
  const filtered = useMemo(
    () => all.filter((entity) => matches(entity, search)),
    [all, matches, search],
  );
  const pageCount = pageCountOf(filtered.length, pageSize);
  const current = Math.min(page, pageCount);

  return (
    <>
      <TextInput
        type="search"
        label={texts.search}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        placeholder={texts.searchPlaceholder}
        fieldClass="search-field"
      />

      {state.status === 'loading' ? <Spinner block label={texts.loading} /> : null}
      {state.status === 'failed' ? <LoadError what={texts.loadFailed} onRetry={reload} /> : null}
      {state.status === 'loaded' && filtered.length === 0 ? (
        <p className="empty-state">{all.length === 0 ? texts.empty : texts.noMatch}</p>
      ) : null}
      {state.status === 'loaded' && filtered.length > 0 ? (
        <EntityTable
          {...table}
          caption={texts.title}
          actionsLabel={texts.actions}
          rows={pageSlice(filtered, current, pageSize)}
        />
      ) : null}
      <Pagination
        page={current}
        pageCount={pageCount}
        onChange={setPage}
        label={texts.pagination}
      />
    </>
  );
}

/**
 * A list screen: heading and add button, the searchable paginated list, the create/edit dialog
 * and the delete confirmation.
 */
export function EntityListPage<T, D>(props: EntityListPageProps<T, D>) {
  const { texts, form, keyOf, pageSize = ENTITY_PAGE_SIZE } = props;
  const { state, reload, update } = useRemoteData(props.load);
  const editor = useEntityEditor(form, keyOf, update);
  const deletion = useEntityDeletion(props.remove, keyOf, update);
  const editingEntity = editor.editing?.entity ?? null;

  return (
    <section
      className={`page entity-list-page ${props.className ?? ''}`.trim()}
      aria-labelledby="page-title"
    >
      <div className="entity-list-page__header">
        <h1 id="page-title" className="page__title">
          {texts.title}
        </h1>
        <button type="button" className="button button--primary" onClick={() => editor.open(null)}>
          {texts.add}
        </button>
      </div>
      <EntityListing
        texts={texts}
        state={state}
        reload={reload}
        matches={props.matches}
        pageSize={pageSize}
        columns={props.columns}
        keyOf={keyOf}
        nameOf={props.nameOf}
        rowActions={props.rowActions}
        onEdit={editor.open}
        onDelete={deletion.ask}
      />

      <FormDialog
        open={editor.editing !== null}
        title={editingEntity !== null ? form.editTitle : form.createTitle}
        submitLabel={editingEntity !== null ? (form.editLabel ?? 'Enregistrer') : form.createLabel}
        onSubmit={() => void editor.save()}
        onClose={editor.close}
        loading={editor.saving}
      >
        {form.fields({
          draft: editor.draft,
          entity: editingEntity,
          errors: editor.errors,
          set: editor.set,
        })}
      </FormDialog>

      <ConfirmDialog
        open={deletion.deleting !== null}
        title={MSG_DELETE_CONFIRMATION}
        message={deletion.deleting !== null ? props.deleteMessage(deletion.deleting) : ''}
        confirmLabel="Supprimer"
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
        loading={deletion.running}
      />
    </section>
  );
}

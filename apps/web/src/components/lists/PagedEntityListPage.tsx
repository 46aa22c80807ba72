import type { Paged } from '@app/shared/paged-list';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EntityDialogs } from './EntityDialogs';
import { EntityListHeader } from './EntityListHeader';
import { EntityListState } from './EntityListState';
import { EntityRowButtons } from './EntityRowButtons';
import { SearchToolbar } from './SearchToolbar';
import { SortableTable, type TableColumn } from './SortableTable';
import {
  useEntityActions,
  type EntityActions,
  type EntityDone,
  type EntityForm,
  type EntityKey,
} from './useEntityEditor';
import { usePagedList, type PageRequest } from './usePagedList';
import './PagedEntityListPage.css';

export const ENTITY_PAGE_SIZE = 25;

/** The words of a list screen, as the user reads them. */
export interface EntityListTexts {
  /** The heading, also the table's caption. */
  title: string;
  /** The add button (a list with `editing` only). */
  add?: string;
  search: string;
  searchPlaceholder: string;
  loading: string;
  /** What could not be read, for LoadError ("les clients"). */
  loadFailed: string;
  empty: string;
  noMatch: string;
  pagination: string;
  /** The header of the buttons' column; 'Actions' unless told. */
  actions?: string;
}

/** The entities a list screen creates, edits and deletes: its dialogs and row buttons. */
export interface EntityEditing<T, D> {
  form: EntityForm<T, D>;
  /** The entity's name in the row buttons' accessible names (`Modifier <name>`). */
  nameOf: (entity: T) => string;
  remove: (entity: T) => Promise<EntityDone | undefined>;
  /** The confirmation's sentence under 'Etes vous sûr de vouloir supprimer?'. */
  deleteMessage: (entity: T) => string;
}

export interface PagedEntityListPageProps<T, D, P extends Paged<T> = Paged<T>> {
  texts: EntityListTexts;
  /** The page's own class, beside `page entity-list-page`. */
  className?: string;
  /** The area's query key (api/query-client.ts): a save or a delete invalidates it. */
  queryKey: QueryKey;
  /**
   * One page of the list, searched, filtered and sorted by the server (or by `pageOfList` for a
   * list the server sends whole); a module-level function, or one that changes with `filters`.
   */
  fetchPage: (request: PageRequest, signal?: AbortSignal) => Promise<P | undefined>;
  /** Each column's key is a sort of the paged call; one without `sortValue` does not sort. */
  columns: readonly TableColumn<T>[];
  keyOf: (entity: T) => EntityKey;
  /** The list's own filters beside the search; a new `key` goes back to page 1. */
  filters?: { key: string; controls: ReactNode };
  /** Whether the page answered is narrowed by the filters: an empty one then says noMatch. */
  filtered?: (page: P) => boolean;
  /** A class around the table ('compact-table'). */
  tableClass?: string;
  /** Buttons of a row (before Modifier and Supprimer with `editing`). */
  rowActions?: (entity: T) => ReactNode;
  /** The create/edit dialog, the delete and their buttons; without it the list only shows. */
  editing?: EntityEditing<T, D>;
  pageSize?: number;
  /** The screen's own dialogs. */
  children?: ReactNode;
}

/**
 * What a list that only shows gives the entity hooks: a form never opened (there is no add
 * button and no Modifier) and a delete never asked.
 */
const NOT_EDITED = {
  form: {
    createTitle: '',
    editTitle: '',
    createLabel: '',
    empty: {},
    draftOf: () => ({}),
    save: () => Promise.resolve(undefined),
    fields: () => null,
  },
  remove: () => Promise.resolve(undefined),
};

/**
 * A list screen: heading (and add button), the search (sent once typing pauses) and the list's
 * filters, the table whose headers and pages ask for the server's page, the create/edit dialog
 * and the delete confirmation. A save or a delete invalidates the list's key: the page is read
 * again.
 */
export function PagedEntityListPage<T, D, P extends Paged<T> = Paged<T>>(
  props: PagedEntityListPageProps<T, D, P>,
) {
  const { texts, editing, pageSize = ENTITY_PAGE_SIZE } = props;
  const list = usePagedList(props.fetchPage, {
    key: props.queryKey,
    scope: 'list',
    filters: props.filters?.key,
    defaultPageSize: pageSize,
  });
  // The hooks run either way (a screen either edits or not, for good).
  const actions = useEntityActions<T, D>({
    ...(editing ?? (NOT_EDITED as unknown as Pick<EntityEditing<T, D>, 'form' | 'remove'>)),
    queryKey: props.queryKey,
  });
  const rows = list.state.status === 'loaded' ? list.state.data.items : [];
  const table = (
    <SortableTable
      caption={texts.title}
      columns={props.columns}
      rows={rows}
      rowKey={props.keyOf}
      actionsLabel={texts.actions}
      actions={rowButtons(props, actions)}
      pageSizes={[pageSize]}
      paginationLabel={texts.pagination}
      server={list.paging}
    />
  );

  return (
    <section
      className={`page entity-list-page ${props.className ?? ''}`.trim()}
      aria-labelledby="page-title"
    >
      <ListHeading title={texts.title} add={editing ? texts.add : undefined} actions={actions} />
      <SearchToolbar
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        search={list.search}
        onSearchChange={list.setSearch}
      >
        {props.filters?.controls}
      </SearchToolbar>
      <EntityListState
        state={list.state}
        reload={list.reload}
        loading={texts.loading}
        loadFailed={texts.loadFailed}
        // Without a search or a filter, an empty answer is an empty list; with one, nothing matched.
        total={(page) => (list.q !== '' || props.filtered?.(page) ? 1 : page.total)}
        shown={rows.length}
        empty={texts.empty}
        noMatch={texts.noMatch}
      >
        {props.tableClass ? <div className={props.tableClass}>{table}</div> : table}
      </EntityListState>
      {editing ? (
        <EntityDialogs
          form={editing.form}
          actions={actions}
          deletion={{ confirm: editing.deleteMessage }}
        />
      ) : null}
      {props.children}
    </section>
  );
}

/** The heading, with the add button beside it when the list adds entities. */
function ListHeading<T, D>({
  title,
  add,
  actions,
}: {
  title: string;
  add: string | undefined;
  actions: EntityActions<T, D>;
}) {
  const heading = (
    <h1 id="page-title" className="page__title">
      {title}
    </h1>
  );
  if (add === undefined) return heading;
  return (
    <EntityListHeader add={add} onAdd={() => actions.editor.open(null)}>
      {heading}
    </EntityListHeader>
  );
}

/** A row's buttons: the screen's own, then Modifier and Supprimer when the list edits. */
function rowButtons<T, D, P extends Paged<T>>(
  { editing, rowActions }: PagedEntityListPageProps<T, D, P>,
  actions: EntityActions<T, D>,
) {
  if (!editing) return rowActions;
  return (entity: T) => (
    <EntityRowButtons
      entity={entity}
      nameOf={editing.nameOf}
      rowActions={rowActions}
      onEdit={actions.editor.open}
      onDelete={actions.deletion.ask}
    />
  );
}

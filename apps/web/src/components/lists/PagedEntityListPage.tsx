import type { Paged } from '@app/shared/paged-list';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EntityDialogs } from './EntityDialogs';
import { EntityListHeader } from './EntityListHeader';
import { EntityListState } from './EntityListState';
import { EntityRowButtons } from './EntityRowButtons';
import { SearchToolbar } from './SearchToolbar';
import { SortableTable, type TableColumn } from './SortableTable';
import { SortSelect, type SortOption } from './SortSelect';
import {
  useEntityActions,
  type EntityActions,
  type EntityDone,
  type EntityForm,
  type EntityKey,
} from './useEntityEditor';
import { usePagedList, type PageRequest, type ServerPaging } from './usePagedList';
import './PagedEntityListPage.css';

export const ENTITY_PAGE_SIZE = 25;

/** The words of a list screen, as the user reads them. */
export interface EntityListTexts {
  /** The heading (none in a tab), also the table's caption. */
  title: string;
  /** The add button (a list with `editing` only). */
  add?: string;
  search: string;
  searchPlaceholder: string;
  loading: string;
  /** What could not be read, for LoadError ("les clients"). */
  loadFailed: string;
  empty: string;
  /** Said when the search or the filters keep nothing; given the search as it was sent. */
  noMatch: string | ((search: string) => string);
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
  /**
   * The confirmation's sentence under 'Etes vous sûr de vouloir supprimer?'. Without it the edit
   * dialog has its own Supprimer, which deletes at once.
   */
  deleteMessage?: (entity: T) => string;
}

/** What a list shown otherwise than as the table (`body`) gets once its page is read. */
export interface EntityListBody<T> {
  /** The entities of the page. */
  rows: readonly T[];
  paging: ServerPaging;
  /** Opens the create (null) or edit dialog, with `editing`. */
  edit: (entity: T | null) => void;
  /** The sentence of an empty list (null when the page has rows). */
  empty: ReactNode;
}

export interface PagedEntityListPageProps<T, D, P extends Paged<T> = Paged<T>> {
  texts: EntityListTexts;
  /** The page's own class, beside `page entity-list-page` (alone in a tab). */
  className?: string;
  /**
   * A tab of a page that has its own heading: no heading and no add button beside it, no page
   * frame (a `div` of `className`).
   */
  tab?: boolean;
  /**
   * Which list is shown when the screen switches between lists or periods: another one clears
   * the search and shows the spinner until its first page is read.
   */
  scope?: string;
  /** The area's query key (api/query-client.ts): a save or a delete invalidates it. */
  queryKey: QueryKey;
  /**
   * One page of the list, searched, filtered and sorted by the server (or by `pageOfList` for a
   * list the server sends whole); a module-level function, or one that changes with `filters`.
   */
  fetchPage: (request: PageRequest, signal?: AbortSignal) => Promise<P | undefined>;
  /**
   * The table's columns (none with `body`); each key is a sort of the paged call, one without
   * `sortValue` does not sort.
   */
  columns?: readonly TableColumn<T>[];
  keyOf: (entity: T) => EntityKey;
  /** The list's own filters (`controls` beside the search); a new `key` goes back to page 1. */
  filters?: { key?: string; controls?: ReactNode };
  /** The sorts a select beside the search offers (a list whose `body` has no headers). */
  sorts?: readonly SortOption[];
  /**
   * A line between the search and the list (a hint); as a function, given each page once read
   * (a hint shown only above rows).
   */
  notice?: ReactNode | ((page: P) => ReactNode);
  /** Whether the page answered is narrowed by the filters: an empty one then says noMatch. */
  filtered?: (page: P) => boolean;
  /** A class around the table ('compact-table'). */
  tableClass?: string;
  /** Buttons of a row (before Modifier and Supprimer with `editing`). */
  rowActions?: (entity: T) => ReactNode;
  /** Makes every row open something on click (or Enter / Space once focused). */
  onRowClick?: (entity: T) => void;
  /** Shows the page read otherwise than as the table (cards), even an empty one. */
  body?: (view: EntityListBody<T>) => ReactNode;
  /** The create/edit dialog, the delete and their buttons; without it the list only shows. */
  editing?: EntityEditing<T, D>;
  pageSize?: number;
  /** The page sizes offered; only `pageSize` (no choice) unless told. */
  pageSizes?: readonly number[];
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
 * filters, the table whose headers and pages ask for the server's page (or the screen's own
 * `body`), the create/edit dialog and the delete confirmation. A save or a delete invalidates the
 * list's key: the page is read again.
 */
export function PagedEntityListPage<T, D, P extends Paged<T> = Paged<T>>(
  props: PagedEntityListPageProps<T, D, P>,
) {
  const { texts, editing, pageSize = ENTITY_PAGE_SIZE } = props;
  const list = usePagedList(props.fetchPage, {
    key: props.queryKey,
    scope: props.scope ?? 'list',
    filters: props.filters?.key,
    defaultPageSize: pageSize,
  });
  // The hooks run either way (a screen either edits or not, for good).
  const actions = useEntityActions<T, D>({
    ...(editing ?? (NOT_EDITED as unknown as Pick<EntityEditing<T, D>, 'form' | 'remove'>)),
    queryKey: props.queryKey,
  });
  const rows = list.state.status === 'loaded' ? list.state.data.items : [];
  const { noMatch } = texts;
  const content = (
    <>
      <SearchToolbar
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        search={list.search}
        onSearchChange={list.setSearch}
      >
        {props.filters?.controls}
        {props.sorts ? <SortSelect sorts={props.sorts} paging={list.paging} /> : null}
      </SearchToolbar>
      {typeof props.notice !== 'function'
        ? props.notice
        : list.state.status === 'loaded' && props.notice(list.state.data)}
      <EntityListState
        state={list.state}
        reload={list.reload}
        loading={texts.loading}
        loadFailed={texts.loadFailed}
        // Without a search or a filter, an empty answer is an empty list; with one, nothing matched.
        total={(page) => (list.q !== '' || props.filtered?.(page) ? 1 : page.total)}
        shown={rows.length}
        empty={texts.empty}
        noMatch={typeof noMatch === 'function' ? noMatch(list.q) : noMatch}
      >
        {listBody(props, { rows, paging: list.paging, edit: actions.editor.open }, actions)}
      </EntityListState>
      {editing ? (
        <EntityDialogs
          form={editing.form}
          actions={actions}
          deletion={editing.deleteMessage ? { confirm: editing.deleteMessage } : 'inForm'}
        />
      ) : null}
      {props.children}
    </>
  );

  if (props.tab) return <div className={props.className}>{content}</div>;
  return (
    <section
      className={`page entity-list-page ${props.className ?? ''}`.trim()}
      aria-labelledby="page-title"
    >
      <ListHeading title={texts.title} add={editing ? texts.add : undefined} actions={actions} />
      {content}
    </section>
  );
}

/** The loaded page: the screen's `body`, or the table. */
function listBody<T, D, P extends Paged<T>>(
  props: PagedEntityListPageProps<T, D, P>,
  view: Omit<EntityListBody<T>, 'empty'>,
  actions: EntityActions<T, D>,
) {
  const { body, texts, pageSize = ENTITY_PAGE_SIZE } = props;
  if (body) return (empty: ReactNode) => body({ ...view, empty });
  const table = (
    <SortableTable
      caption={texts.title}
      columns={props.columns ?? []}
      rows={view.rows}
      rowKey={props.keyOf}
      actionsLabel={texts.actions}
      actions={rowButtons(props, actions)}
      onRowClick={props.onRowClick}
      pageSizes={props.pageSizes ?? [pageSize]}
      paginationLabel={texts.pagination}
      server={view.paging}
    />
  );
  return props.tableClass ? <div className={props.tableClass}>{table}</div> : table;
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

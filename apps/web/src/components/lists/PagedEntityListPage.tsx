import type { Paged } from '@app/shared/paged-list';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EntityDialogs } from './EntityDialogs';
import { EntityListHeader } from './EntityListHeader';
import { EntityListState } from './EntityListState';
import { EntitySearch } from './EntitySearch';
import { EntityRowButtons } from './EntityRowButtons';
import { SortableTable, type TableColumn } from './SortableTable';
import {
  useEntityActions,
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

export interface PagedEntityListPageProps<T, D> {
  texts: EntityListTexts;
  /** The page's own class, beside `page entity-list-page`. */
  className?: string;
  form: EntityForm<T, D>;
  /** The confirmation's sentence under 'Etes vous sûr de vouloir supprimer?'. */
  deleteMessage: (entity: T) => string;
  /** The area's query key (api/query-client.ts): a save or a delete invalidates it. */
  queryKey: QueryKey;
  /**
   * One page of the list, searched and sorted by the server (or by `pageOfList` for a list the
   * server sends whole); must be stable (a module-level function).
   */
  fetchPage: (request: PageRequest, signal?: AbortSignal) => Promise<Paged<T> | undefined>;
  /** Each column's key is a sort of the paged call; one without `sortValue` does not sort. */
  columns: readonly TableColumn<T>[];
  keyOf: (entity: T) => EntityKey;
  nameOf: (entity: T) => string;
  /** Buttons shown before Modifier and Supprimer. */
  rowActions?: (entity: T) => ReactNode;
  remove: (entity: T) => Promise<EntityDone | undefined>;
  pageSize?: number;
}

/**
 * A list screen: heading and add button, the search (sent once typing pauses), the table whose
 * headers and pages ask for the server's page, the create/edit dialog and the delete
 * confirmation. A save or a delete invalidates the list's key: the page is read again.
 */
export function PagedEntityListPage<T, D>(props: PagedEntityListPageProps<T, D>) {
  const { texts, form, keyOf, pageSize = ENTITY_PAGE_SIZE } = props;
  const list = usePagedList(props.fetchPage, {
    key: props.queryKey,
    scope: 'list',
    defaultPageSize: pageSize,
  });
  const actions = useEntityActions({ form, remove: props.remove, queryKey: props.queryKey });
  const rows = list.state.status === 'loaded' ? list.state.data.items : [];

  return (
    <section
      className={`page entity-list-page ${props.className ?? ''}`.trim()}
      aria-labelledby="page-title"
    >
      <EntityListHeader add={texts.add} onAdd={() => actions.editor.open(null)}>
        <h1 id="page-title" className="page__title">
          {texts.title}
        </h1>
      </EntityListHeader>
      <EntitySearch
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={list.search}
        onChange={list.setSearch}
      />
      <EntityListState
        state={list.state}
        reload={list.reload}
        loading={texts.loading}
        loadFailed={texts.loadFailed}
        // Without a search, an empty answer is an empty list; with one, nothing matched.
        total={(page) => (list.q === '' ? page.total : 1)}
        shown={rows.length}
        empty={texts.empty}
        noMatch={texts.noMatch}
      >
        <SortableTable
          caption={texts.title}
          columns={props.columns}
          rows={rows}
          rowKey={keyOf}
          actionsLabel={texts.actions}
          actions={(entity) => (
            <EntityRowButtons
              entity={entity}
              nameOf={props.nameOf}
              rowActions={props.rowActions}
              onEdit={actions.editor.open}
              onDelete={actions.deletion.ask}
            />
          )}
          pageSizes={[pageSize]}
          paginationLabel={texts.pagination}
          server={list.paging}
        />
      </EntityListState>
      <EntityDialogs form={form} actions={actions} deletion={{ confirm: props.deleteMessage }} />
    </section>
  );
}

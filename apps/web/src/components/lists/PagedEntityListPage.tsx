import type { QueryKey } from '@tanstack/react-query';
import type { Paged } from '@app/shared/paged-list';
import { EntityListFrame } from './EntityListFrame';
import { ENTITY_PAGE_SIZE, type EntityListPageProps } from './EntityListPage';
import { EntityListState } from './EntityListState';
import { EntityRowButtons } from './EntityTable';
import { SortableTable, type TableColumn } from './SortableTable';
import { useEntityActions, type Update } from './useEntityEditor';
import { onPageRows, usePagedList, type PageRequest } from './usePagedList';

export interface PagedEntityListPageProps<T, D> extends Omit<
  EntityListPageProps<T, D>,
  'load' | 'matches' | 'columns'
> {
  /** The area's query key (api/query-client.ts): a save or a delete invalidates it. */
  queryKey: QueryKey;
  /** One page of the list, searched and sorted by the server; must be stable, like `load`. */
  fetchPage: (request: PageRequest, signal?: AbortSignal) => Promise<Paged<T> | undefined>;
  /** Each column's key is a sort of the paged call; one without `sortValue` does not sort. */
  columns: readonly TableColumn<T>[];
}

/**
 * A list screen paged by the server: heading and add button, the search (sent once
 * typing pauses), the table whose headers and pages ask the server, the create/edit dialog and
 * the delete confirmation. A save or a delete shows at once on the page, which is then read again.
 */
export function PagedEntityListPage<T, D>(props: PagedEntityListPageProps<T, D>) {
  const { texts, form, keyOf, pageSize = ENTITY_PAGE_SIZE } = props;
  const list = usePagedList(props.fetchPage, {
    key: props.queryKey,
    scope: 'list',
    defaultPageSize: pageSize,
  });
  const update: Update<T> = (change) => {
    list.update(onPageRows(change));
    list.reload();
  };
  const actions = useEntityActions({ form, keyOf, remove: props.remove, update });
  const rows = list.state.status === 'loaded' ? list.state.data.items : [];

  return (
    <EntityListFrame page={props} actions={actions} list={list}>
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
    </EntityListFrame>
  );
}

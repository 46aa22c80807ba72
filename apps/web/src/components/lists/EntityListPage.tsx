import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRemote } from '../../hooks/useRemote';
import { EntityListFrame, type EntityListFramePage } from './EntityListFrame';
import { EntityListState } from './EntityListState';
import { EntityTable, type EntityColumn } from './EntityTable';
import { Pagination } from './Pagination';
import { useEntityActions, type EntityDone, type EntityKey } from './useEntityEditor';
import { useEntityList } from './useEntityList';

export const ENTITY_PAGE_SIZE = 25;

export interface EntityListPageProps<T, D> extends EntityListFramePage<T, D> {
  /** The list's query key, starting with its area's key (api/query-client.ts). */
  queryKey: QueryKey;
  /** Must be stable (a module-level function); what it reads depends on nothing but `queryKey`. */
  load: (signal?: AbortSignal) => Promise<T[] | undefined>;
  /** Must be stable (a module-level function), like `load`. */
  matches: (entity: T, search: string) => boolean;
  keyOf: (entity: T) => EntityKey;
  nameOf: (entity: T) => string;
  columns: readonly EntityColumn<T>[];
  rowActions?: (entity: T) => ReactNode;
  remove: (entity: T) => Promise<EntityDone | undefined>;
  pageSize?: number;
}

const NOTHING: readonly never[] = [];

/**
 * A list screen: heading and add button, the searchable paginated table, the create/edit dialog
 * and the delete confirmation.
 */
export function EntityListPage<T, D>(props: EntityListPageProps<T, D>) {
  const { texts, form, keyOf, pageSize = ENTITY_PAGE_SIZE } = props;
  const { state, reload, update } = useRemote(props.queryKey, props.load);
  const actions = useEntityActions({ form, keyOf, remove: props.remove, update });
  const list = useEntityList(state.status === 'loaded' ? state.data : NOTHING, props.matches, {
    pageSize,
  });

  return (
    <EntityListFrame page={props} actions={actions} list={list}>
      <EntityListState
        state={state}
        reload={reload}
        loading={texts.loading}
        loadFailed={texts.loadFailed}
        total={(data) => data.length}
        shown={list.filtered.length}
        empty={texts.empty}
        noMatch={texts.noMatch}
      >
        <EntityTable
          caption={texts.title}
          columns={props.columns}
          actionsLabel={texts.actions}
          rows={list.rows}
          keyOf={keyOf}
          nameOf={props.nameOf}
          rowActions={props.rowActions}
          onEdit={actions.editor.open}
          onDelete={actions.deletion.ask}
        />
      </EntityListState>
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        onChange={list.setPage}
        label={texts.pagination}
      />
    </EntityListFrame>
  );
}

import type { ReactNode } from 'react';
import { EntityDialogs } from './EntityDialogs';
import { EntityListHeader } from './EntityListHeader';
import type { EntityListPageProps } from './EntityListPage';
import { EntitySearch } from './EntitySearch';
import type { EntityActions } from './useEntityEditor';
import './EntityListPage.css';

export interface EntityListFrameProps<T, D> {
  page: Pick<EntityListPageProps<T, D>, 'texts' | 'className' | 'form' | 'deleteMessage'>;
  actions: EntityActions<T, D>;
  /** The search's text and its setter. */
  list: { search: string; setSearch: (search: string) => void };
  /** The list itself, between the search and the dialogs. */
  children: ReactNode;
}

/**
 * What every list screen has around its table: the heading and add button, the search, the
 * create/edit dialog and the delete confirmation.
 */
export function EntityListFrame<T, D>({
  page,
  actions,
  list,
  children,
}: EntityListFrameProps<T, D>) {
  const { texts, form } = page;
  return (
    <section
      className={`page entity-list-page ${page.className ?? ''}`.trim()}
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
      {children}
      <EntityDialogs form={form} actions={actions} deletion={{ confirm: page.deleteMessage }} />
    </section>
  );
}

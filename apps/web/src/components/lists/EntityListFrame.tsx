import type { ReactNode } from 'react';
import { EntityDialogs } from './EntityDialogs';
import { EntityListHeader } from './EntityListHeader';
import { EntitySearch } from './EntitySearch';
import type { EntityActions, EntityForm } from './useEntityEditor';
import './EntityListPage.css';

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

/** What the frame reads of a list screen's props. */
export interface EntityListFramePage<T, D> {
  texts: EntityListTexts;
  /** The page's own class, beside `page entity-list-page`. */
  className?: string;
  form: EntityForm<T, D>;
  /** The confirmation's sentence under 'Etes vous sûr de vouloir supprimer?'. */
  deleteMessage: (entity: T) => string;
}

export interface EntityListFrameProps<T, D> {
  page: EntityListFramePage<T, D>;
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

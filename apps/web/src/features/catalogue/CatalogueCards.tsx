import type { Paged } from '@app/shared/paged-list';
import type { ReactNode } from 'react';
import { EntityDialogs } from '../../components/lists/EntityDialogs';
import { EmptyList } from '../../components/lists/EntityListState';
import { EntitySearch } from '../../components/lists/EntitySearch';
import { LoadError } from '../../components/feedback/LoadError';
import { OptionSelect } from '../../components/inputs/OptionSelect';
import { Pagination, pageCountOf } from '../../components/lists/Pagination';
import { Spinner } from '../../components/feedback/Spinner';
import type { QueryKey } from '@tanstack/react-query';
import {
  useEntityActions,
  type EntityDone,
  type EntityForm,
  type EntityKey,
} from '../../components/lists/useEntityEditor';
import type { usePagedList } from '../../components/lists/usePagedList';
import { useCan } from '../../session/useCan';

export interface CatalogueCardsTexts {
  search: string;
  searchPlaceholder: string;
  /** The card list's name ("Produits"). */
  list: string;
  add: string;
  /** What could not be read, for LoadError ("les produits"). */
  loadFailed: string;
  empty: string;
  noMatch: string;
}

/** A sort of the cards: `key:asc` or `key:desc` of the paged call, as the select offers it. */
export interface CardSortOption {
  value: `${string}:${'asc' | 'desc'}`;
  label: string;
}

/** A sort of the paged call both ways, as the select offers them: ascending first. */
export const bothWays = (key: string, ascending: string, descending: string): CardSortOption[] => [
  { value: `${key}:asc`, label: ascending },
  { value: `${key}:desc`, label: descending },
];

/** The sorts products and services share: by name, by price. */
export const NAME_AND_PRICE_SORTS: readonly CardSortOption[] = [
  ...bothWays('name', 'Nom (A → Z)', 'Nom (Z → A)'),
  ...bothWays('price', 'Prix croissant', 'Prix décroissant'),
];

function CardPicture({ src }: { src: string | null | undefined }) {
  if (src === undefined) return null;
  return src ? (
    <img className="catalogue-card__image" src={src} alt="" loading="lazy" />
  ) : (
    <span className="catalogue-card__image catalogue-card__image--empty" aria-hidden="true" />
  );
}

export interface CatalogueCardsProps<T, D> {
  texts: CatalogueCardsTexts;
  /** The server's pages of the section. */
  list: ReturnType<typeof usePagedList<Paged<T>>>;
  /** The section's query key (api/query-client.ts): a save or a delete invalidates it. */
  queryKey: QueryKey;
  sorts: readonly CardSortOption[];
  /** Whether the section's own filters are on (an empty page then says noMatch). */
  filtered?: boolean;
  keyOf: (entity: T) => EntityKey;
  nameOf: (entity: T) => string;
  /** The card's picture (its place stays empty without one); no picture at all without it. */
  picture?: (entity: T) => string | null;
  /** What the card shows under the name; the whole card is the Modifier button. */
  details: (entity: T) => ReactNode;
  form: EntityForm<T, D>;
  remove: (entity: T) => Promise<EntityDone | undefined>;
}

/** The sort select of the cards, driving the server's sort. */
function CardSortSelect({
  sorts,
  paging,
}: {
  sorts: readonly CardSortOption[];
  paging: ReturnType<typeof usePagedList>['paging'];
}) {
  const value = paging.sort ? `${paging.sort.key}:${paging.sort.ascending ? 'asc' : 'desc'}` : '';
  return (
    <OptionSelect
      label="Trier par"
      value={value}
      options={[{ value: '', label: 'Ordre par défaut' }, ...sorts]}
      onChange={(chosen) => {
        const [key, order] = chosen.split(':');
        paging.onSortChange(key ? { key, ascending: order === 'asc' } : null);
      }}
      fieldClass="catalogue-sort"
    />
  );
}

/**
 * A catalogue section as cards, paged by the server: the search and the sort, the add card first,
 * one card per entity that opens its edit dialog (where Supprimer deletes at once), the pages.
 * A save or a delete invalidates the section's key: the page is read again.
 */
export function CatalogueCards<T, D>({ texts, list, ...props }: CatalogueCardsProps<T, D>) {
  const actions = useEntityActions(props);
  // A viewer opens a card to read it; adding is a member's work.
  const canAdd = useCan('write').allowed;
  const { open } = actions.editor;
  const { state, paging } = list;
  const rows = state.status === 'loaded' ? state.data.items : [];
  const filtered = list.q !== '' || props.filtered === true;

  return (
    <div className="catalogue-main">
      <div className="catalogue-toolbar">
        <EntitySearch
          label={texts.search}
          placeholder={texts.searchPlaceholder}
          value={list.search}
          onChange={list.setSearch}
        />
        <CardSortSelect sorts={props.sorts} paging={paging} />
      </div>
      {state.status === 'loading' ? <Spinner block label={`Chargement : ${texts.list}`} /> : null}
      {state.status === 'failed' ? (
        <LoadError what={texts.loadFailed} onRetry={list.reload} />
      ) : null}
      {state.status === 'loaded' ? (
        <>
          <ul className="catalogue-cards" aria-label={texts.list}>
            {canAdd ? (
              <li>
                <button
                  type="button"
                  className="catalogue-card catalogue-card--add"
                  onClick={() => open(null)}
                >
                  <span aria-hidden="true">＋</span> {texts.add}
                </button>
              </li>
            ) : null}
            {rows.map((entity) => (
              <li key={props.keyOf(entity)}>
                {/* Named by its content, so that the name holds all the visible text (WCAG 2.5.3):
                    "Modifier Chaise pliante 2,50 € · Stock : 40 …" */}
                <button type="button" className="catalogue-card" onClick={() => open(entity)}>
                  <CardPicture src={props.picture?.(entity)} />
                  <span className="catalogue-card__name">
                    <span className="sr-only">Modifier </span>
                    {props.nameOf(entity)}
                  </span>
                  {props.details(entity)}
                </button>
              </li>
            ))}
          </ul>
          <EmptyList
            total={filtered ? 1 : paging.total}
            shown={rows.length}
            empty={texts.empty}
            noMatch={texts.noMatch}
          />
          <Pagination
            page={paging.page}
            pageCount={pageCountOf(paging.total, paging.pageSize)}
            onChange={paging.onPageChange}
            label={`Pagination : ${texts.list}`}
          />
        </>
      ) : null}
      <EntityDialogs form={props.form} actions={actions} deletion="inForm" />
    </div>
  );
}

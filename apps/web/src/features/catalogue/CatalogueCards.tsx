import type { Paged } from '@app/shared/paged-list';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  PagedEntityListPage,
  type EntityListBody,
} from '../../components/lists/PagedEntityListPage';
import { Pagination, pageCountOf } from '../../components/lists/Pagination';
import { bothWays, type SortOption } from '../../components/lists/SortSelect';
import type { EntityDone, EntityForm, EntityKey } from '../../components/lists/useEntityEditor';
import type { PageRequest } from '../../components/lists/usePagedList';
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

/** The sorts products and services share: by name, by price. */
export const NAME_AND_PRICE_SORTS: readonly SortOption[] = [
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

/** How a card shows its entity. */
interface CardContent<T> {
  keyOf: (entity: T) => EntityKey;
  nameOf: (entity: T) => string;
  /** The card's picture (its place stays empty without one); no picture at all without it. */
  picture?: (entity: T) => string | null;
  /** What the card shows under the name; the whole card is the Modifier button. */
  details: (entity: T) => ReactNode;
}

export interface CatalogueCardsProps<T, D> extends CardContent<T> {
  texts: CatalogueCardsTexts;
  /** The section's query key (api/query-client.ts): a save or a delete invalidates it. */
  queryKey: QueryKey;
  /** One page of the section, searched, filtered and sorted by the server. */
  fetchPage: (request: PageRequest, signal?: AbortSignal) => Promise<Paged<T> | undefined>;
  pageSize: number;
  sorts: readonly SortOption[];
  /** The section's own filters (their key); an empty page then says noMatch. */
  filters?: string;
  filtered?: boolean;
  form: EntityForm<T, D>;
  remove: (entity: T) => Promise<EntityDone | undefined>;
}

/** The add card first (a member's), one card per entity that opens its edit dialog, the pages. */
function Cards<T>({
  view: { rows, paging, edit, empty },
  texts,
  card,
}: {
  view: EntityListBody<T>;
  texts: CatalogueCardsTexts;
  card: CardContent<T>;
}) {
  // A viewer opens a card to read it; adding is a member's work.
  const canAdd = useCan('write').allowed;
  return (
    <>
      <ul className="catalogue-cards" aria-label={texts.list}>
        {canAdd ? (
          <li>
            <button
              type="button"
              className="catalogue-card catalogue-card--add"
              onClick={() => edit(null)}
            >
              <span aria-hidden="true">＋</span> {texts.add}
            </button>
          </li>
        ) : null}
        {rows.map((entity) => (
          <li key={card.keyOf(entity)}>
            {/* Named by its content, so that the name holds all the visible text (WCAG 2.5.3):
                "Modifier Chaise pliante 2,50 € · Stock : 40 …" */}
            <button type="button" className="catalogue-card" onClick={() => edit(entity)}>
              <CardPicture src={card.picture?.(entity)} />
              <span className="catalogue-card__name">
                <span className="sr-only">Modifier </span>
                {card.nameOf(entity)}
              </span>
              {card.details(entity)}
            </button>
          </li>
        ))}
      </ul>
      {empty}
      <Pagination
        page={paging.page}
        pageCount={pageCountOf(paging.total, paging.pageSize)}
        onChange={paging.onPageChange}
        label={`Pagination : ${texts.list}`}
      />
    </>
  );
}

/**
 * A catalogue section as cards on the list scaffold, paged by the server: the search and the
 * sort, the cards, the edit dialog (where Supprimer deletes at once). A save or a delete
 * invalidates the section's key: the page is read again.
 */
export function CatalogueCards<T, D>({ texts, form, remove, ...props }: CatalogueCardsProps<T, D>) {
  const { keyOf, nameOf, picture, details } = props;
  return (
    <PagedEntityListPage
      tab
      className="catalogue-main"
      texts={{
        ...texts,
        title: texts.list,
        loading: `Chargement : ${texts.list}`,
        pagination: `Pagination : ${texts.list}`,
      }}
      queryKey={props.queryKey}
      fetchPage={props.fetchPage}
      keyOf={keyOf}
      filters={{ key: props.filters }}
      filtered={() => props.filtered === true}
      sorts={props.sorts}
      editing={{ form, nameOf, remove }}
      pageSize={props.pageSize}
      body={(view) => (
        <Cards view={view} texts={texts} card={{ keyOf, nameOf, picture, details }} />
      )}
    />
  );
}

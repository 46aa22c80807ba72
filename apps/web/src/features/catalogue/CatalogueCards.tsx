import type { ReactNode } from 'react';
import { EntityDialogs } from '../../components/EntityDialogs';
import { EmptyList } from '../../components/EntityListState';
import { EntitySearch } from '../../components/EntitySearch';
import {
  useEntityActions,
  type EntityDone,
  type EntityForm,
  type EntityKey,
  type Update,
} from '../../components/useEntityEditor';
import { useEntityList } from '../../components/useEntityList';

export interface CatalogueCardsTexts {
  search: string;
  searchPlaceholder: string;
  /** The card list's name ("Produits"). */
  list: string;
  add: string;
  noMatch?: string;
}

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
  items: readonly T[];
  matches: (entity: T, search: string) => boolean;
  keyOf: (entity: T) => EntityKey;
  nameOf: (entity: T) => string;
  /** The card's picture (its place stays empty without one); no picture at all without it. */
  picture?: (entity: T) => string | null;
  /** What the card shows under the name; the whole card is the Modifier button. */
  details: (entity: T) => ReactNode;
  form: EntityForm<T, D>;
  remove: (entity: T) => Promise<EntityDone | undefined>;
  update: Update<T>;
}

/**
 * A catalogue section as cards: the search, the add card first, one card per entity that opens
 * its edit dialog, where Supprimer deletes at once.
 */
export function CatalogueCards<T, D>({ texts, items, ...props }: CatalogueCardsProps<T, D>) {
  const list = useEntityList(items, props.matches);
  const actions = useEntityActions(props);
  const { open } = actions.editor;

  return (
    <div className="catalogue-main">
      <EntitySearch
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={list.search}
        onChange={list.setSearch}
      />
      <ul className="catalogue-cards" aria-label={texts.list}>
        <li>
          <button
            type="button"
            className="catalogue-card catalogue-card--add"
            onClick={() => open(null)}
          >
            <span aria-hidden="true">＋</span> {texts.add}
          </button>
        </li>
        {list.rows.map((entity) => (
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
      <EmptyList total={items.length} shown={list.filtered.length} noMatch={texts.noMatch} />
      <EntityDialogs form={props.form} actions={actions} deletion="inForm" />
    </div>
  );
}

import { formatEuros } from '@app/shared/format';
import { MAX_AMOUNT_EUROS } from '@app/shared/accounting';
import type { PricedLine, Subtotal } from '@app/shared/pricing';
import toast from 'react-hot-toast';
import { NumberInput } from '../../components/NumberInput';
import { SearchableDropdown } from '../../components/SearchableDropdown';
import {
  MAX_VAT_RATE,
  UNSELECTED,
  availableItems,
  blankLine,
  chooseItem,
  maxQuantity,
  type CatalogueItem,
  type LineKind,
  type QuoteLineDraft,
} from './quote-draft';

const WORDS: Record<
  LineKind,
  {
    title: string;
    item: string;
    /** "Quantité du produit 1" */
    of: string;
    /** "Retirer le produit 1" */
    the: string;
    add: string;
    placeholder: string;
    allAdded: string;
  }
> = {
  product: {
    title: 'Produits',
    item: 'Produit',
    of: 'du produit',
    the: 'le produit',
    add: 'Ajouter un produit',
    placeholder: 'Sélectionnez un produit',
    allAdded: 'Tous les produits sont déjà ajoutés.',
  },
  service: {
    title: 'Services',
    item: 'Service',
    of: 'du service',
    the: 'le service',
    add: 'Ajouter un service',
    placeholder: 'Sélectionnez un service',
    allAdded: 'Tous les services sont déjà ajoutés.',
  },
};

export interface QuoteLinesTableProps {
  kind: LineKind;
  lines: readonly QuoteLineDraft[];
  items: readonly CatalogueItem[];
  /** The priced rows, in the order of `lines`. */
  priced: readonly PricedLine[];
  subtotal: Subtotal;
  isVatSubject: boolean;
  onChange: (lines: QuoteLineDraft[]) => void;
  disabled?: boolean;
}

/**
 * One table of the quote form (spec part 2 §2): a picker, quantity, unit price, discount, VAT %
 * for VAT subjects, the line's totals and a remove button per row; an add-row button and the
 * subtotal below. Below the tablet width every row becomes a card with visible labels.
 */
export function QuoteLinesTable({
  kind,
  lines,
  items,
  priced,
  subtotal,
  isVatSubject,
  onChange,
  disabled = false,
}: QuoteLinesTableProps) {
  const words = WORDS[kind];
  const byId = new Map(items.map((item) => [item.id, item]));

  const replace = (key: number, line: QuoteLineDraft) =>
    onChange(lines.map((current) => (current.key === key ? line : current)));

  const patch = (line: QuoteLineDraft, changes: Partial<QuoteLineDraft>) =>
    replace(line.key, { ...line, ...changes });

  const add = () => {
    const chosen = new Set(lines.map((line) => line.itemId));
    if (items.length > 0 && items.every((item) => chosen.has(item.id))) {
      toast.error(words.allAdded);
      return;
    }
    onChange([...lines, blankLine()]);
  };

  const remove = (key: number) => onChange(lines.filter((line) => line.key !== key));

  return (
    <section className="line-table quote-lines" aria-labelledby={`quote-lines-${kind}-title`}>
      <h2 id={`quote-lines-${kind}-title`} className="line-table__title">
        {words.title}
      </h2>
      {items.length === 0 ? (
        <p className="line-table__empty">
          {kind === 'product'
            ? 'Aucun produit dans le catalogue : ajoutez-en depuis la page Catalogue.'
            : 'Aucun service dans le catalogue : ajoutez-en depuis la page Catalogue.'}
        </p>
      ) : null}
      <table className="line-table__table">
        <caption className="sr-only">{words.title}</caption>
        <thead>
          <tr>
            <th scope="col">{words.item}</th>
            <th scope="col">Quantité</th>
            <th scope="col">Prix unitaire</th>
            <th scope="col">Remise (€)</th>
            {isVatSubject ? <th scope="col">TVA %</th> : null}
            <th scope="col" className="quote-lines__amount">
              {isVatSubject ? 'Total HTVA' : 'Total'}
            </th>
            {isVatSubject ? (
              <th scope="col" className="quote-lines__amount">
                Total TVAC
              </th>
            ) : null}
            <th scope="col">
              <span className="sr-only">Retirer</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const number = index + 1;
            const item = byId.get(line.itemId);
            const price = priced[index];
            const unselected = line.itemId === UNSELECTED;
            const discountIgnored =
              price !== undefined && (line.discount ?? 0) > 0 && price.discountCents === 0;
            const options = availableItems(items, lines, line).map((candidate) => ({
              value: candidate.id,
              label: candidate.name,
            }));
            return (
              <tr key={line.key}>
                <td className="line-table__picker">
                  <SearchableDropdown
                    // The first picker is where a form without any line sends the keyboard.
                    id={index === 0 ? `quote-lines-${kind}` : undefined}
                    label={`${words.item} ${number}`}
                    options={options}
                    value={unselected ? null : line.itemId}
                    onChange={(id) => replace(line.key, chooseItem(line, byId.get(id ?? -1)))}
                    placeholder={words.placeholder}
                    // Required: no clear button beside the row's own remove button.
                    required
                    disabled={disabled}
                    fieldClass="line-table__field"
                  />
                </td>
                <td>
                  <NumberInput
                    label={`Quantité ${words.of} ${number}`}
                    value={line.quantity}
                    max={maxQuantity(item)}
                    onChange={(quantity) =>
                      patch(line, { quantity: quantity === null ? null : Math.floor(quantity) })
                    }
                    inputMode="numeric"
                    disabled={disabled}
                    fieldClass="line-table__field"
                  />
                </td>
                <td>
                  <NumberInput
                    label={`Prix unitaire ${words.of} ${number}`}
                    value={line.price}
                    max={MAX_AMOUNT_EUROS}
                    onChange={(value) => patch(line, { price: value })}
                    disabled={disabled || unselected}
                    fieldClass="line-table__field"
                  />
                </td>
                <td>
                  <NumberInput
                    label={`Remise ${words.of} ${number}`}
                    value={line.discount}
                    max={MAX_AMOUNT_EUROS}
                    onChange={(value) => patch(line, { discount: value })}
                    disabled={disabled || unselected}
                    fieldClass="line-table__field"
                    aria-describedby={discountIgnored ? `discount-ignored-${line.key}` : undefined}
                  />
                  {discountIgnored ? (
                    <p
                      id={`discount-ignored-${line.key}`}
                      className="line-table__hint line-table__hint--warning"
                    >
                      Remise ignorée : elle dépasse le montant de la ligne.
                    </p>
                  ) : null}
                </td>
                {isVatSubject ? (
                  <td>
                    <NumberInput
                      label={`TVA % ${words.of} ${number}`}
                      value={line.tva_rate}
                      max={MAX_VAT_RATE}
                      onChange={(value) => patch(line, { tva_rate: value })}
                      disabled={disabled || unselected}
                      fieldClass="line-table__field"
                    />
                  </td>
                ) : null}
                <td
                  className="quote-lines__amount"
                  data-label={isVatSubject ? 'Total HTVA' : 'Total'}
                >
                  {formatEuros(price?.netCents ?? 0)}
                </td>
                {isVatSubject ? (
                  <td className="quote-lines__amount" data-label="Total TVAC">
                    {formatEuros(price?.totalCents ?? 0)}
                  </td>
                ) : null}
                <td className="line-table__remove">
                  <button
                    type="button"
                    className="button button--ghost button--sm"
                    aria-label={`Retirer ${words.the} ${number}`}
                    onClick={() => remove(line.key)}
                    disabled={disabled}
                  >
                    <span aria-hidden="true">✕</span>
                    <span className="line-table__remove-text">Retirer</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="quote-lines__subtotal">
            <th scope="row" colSpan={isVatSubject ? 5 : 4}>
              Sous-total {words.title.toLowerCase()}
            </th>
            <td className="quote-lines__amount" data-label={isVatSubject ? 'Total HTVA' : 'Total'}>
              {formatEuros(subtotal.netCents)}
            </td>
            {isVatSubject ? (
              <td className="quote-lines__amount" data-label="Total TVAC">
                {formatEuros(subtotal.totalCents)}
              </td>
            ) : null}
            <td />
          </tr>
        </tfoot>
      </table>
      <button
        type="button"
        className="button button--secondary button--sm line-table__add"
        onClick={add}
        disabled={disabled || items.length === 0}
      >
        + {words.add}
      </button>
    </section>
  );
}

import { formatEuros } from '@app/shared/format';
import { MAX_AMOUNT_EUROS } from '@app/shared/accounting';
import type { PricedLine, Subtotal } from '@app/shared/pricing';
import {
  numberColumn,
  priceColumn,
  quantityColumn,
  stockClampNote,
  vatColumn,
} from '../../components/documents/DocumentLineColumns';
import {
  DocumentLinesTable,
  type LineColumn,
  type LinesWords,
} from '../../components/documents/DocumentLinesTable';
import {
  UNSELECTED,
  allItemsChosen,
  blankLine,
  chooseItem,
  maxQuantity,
  type CatalogueItem,
  type LineKind,
  type QuoteLineDraft,
} from './quote-draft';
import type { AvailabilityByProduct } from './useAvailability';

/** The texts of each table, with "le produit" as in "Retirer le produit 1". */
const WORDS: Record<LineKind, LinesWords & { the: string }> = {
  product: {
    title: 'Produits',
    caption: 'Produits',
    item: 'Produit',
    of: 'du produit',
    the: 'le produit',
    add: 'Ajouter un produit',
    placeholder: 'Sélectionnez un produit',
    allAdded: 'Tous les produits sont déjà ajoutés.',
    empty: 'Aucun produit dans le catalogue : ajoutez-en depuis la page Catalogue.',
  },
  service: {
    title: 'Services',
    caption: 'Services',
    item: 'Service',
    of: 'du service',
    the: 'le service',
    add: 'Ajouter un service',
    placeholder: 'Sélectionnez un service',
    allAdded: 'Tous les services sont déjà ajoutés.',
    empty: 'Aucun service dans le catalogue : ajoutez-en depuis la page Catalogue.',
  },
};

type QuoteColumn = LineColumn<QuoteLineDraft, CatalogueItem>;

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
  /** Products: what the reservation leaves of each, once the dates are set. */
  availability?: AvailabilityByProduct;
}

/**
 * One table of the quote form (spec part 2 §2): a picker, quantity, unit price, discount, VAT %
 * for VAT subjects, the line's totals and a remove button per row; an add-row button and the
 * subtotal below. Below the tablet width every row becomes a card with visible labels.
 */
export function QuoteLinesTable(props: QuoteLinesTableProps) {
  const { kind, lines, items, isVatSubject, onChange, disabled = false } = props;
  return (
    <DocumentLinesTable
      className="quote-lines"
      titleId={`quote-lines-${kind}-title`}
      firstPickerId={`quote-lines-${kind}`}
      words={WORDS[kind]}
      lines={lines}
      items={items}
      chosenId={(line) => (line.itemId === UNSELECTED ? null : line.itemId)}
      choose={chooseItem}
      blankLine={blankLine}
      allAdded={allItemsChosen}
      columns={[
        ...inputColumns(props.priced, isVatSubject, props.availability),
        ...totalColumns(props.priced, isVatSubject),
        removeColumn(WORDS[kind].the),
      ]}
      footer={<SubtotalRow kind={kind} subtotal={props.subtotal} isVatSubject={isVatSubject} />}
      onChange={onChange}
      disabled={disabled}
    />
  );
}

/** "disponible : 3 / 10" under a product's quantity, a warning when the line asks more. */
function availabilityHint(availability: AvailabilityByProduct | undefined) {
  return ({ line }: { line: QuoteLineDraft }) => {
    const product = availability?.get(line.itemId);
    if (!product) return null;
    return {
      id: `availability-${line.key}`,
      text: `disponible : ${Math.max(product.available, 0)} / ${product.stock}`,
      warning: (line.quantity ?? 0) > product.available,
    };
  };
}

function inputColumns(
  priced: readonly PricedLine[],
  isVatSubject: boolean,
  availability: AvailabilityByProduct | undefined,
): QuoteColumn[] {
  const columns: QuoteColumn[] = [
    quantityColumn({
      max: (row) => maxQuantity(row.item),
      // A product's stock caps it (a service has none): the field says so.
      clampNote: (max, row) => (row.item?.stock === undefined ? null : stockClampNote(max)),
      openWhenUnselected: true,
      hint: availabilityHint(availability),
    }),
    priceColumn(
      (line) => line.price,
      (price) => ({ price }),
    ),
    numberColumn({
      name: 'discount',
      header: 'Remise (€)',
      label: 'Remise',
      value: (line) => line.discount,
      set: (discount) => ({ discount }),
      max: MAX_AMOUNT_EUROS,
      hint: ({ line, index }) => {
        const price = priced[index];
        const ignored =
          price !== undefined && (line.discount ?? 0) > 0 && price.discountCents === 0;
        if (!ignored) return null;
        return {
          id: `discount-ignored-${line.key}`,
          text: 'Remise ignorée : elle dépasse le montant de la ligne.',
          warning: true,
        };
      },
    }),
  ];
  return isVatSubject ? [...columns, vatColumn({ header: 'TVA %', label: 'TVA %' })] : columns;
}

function totalColumns(priced: readonly PricedLine[], isVatSubject: boolean): QuoteColumn[] {
  const net: QuoteColumn = {
    name: 'net',
    header: isVatSubject ? 'Total HTVA' : 'Total',
    headerClass: 'quote-lines__amount',
    cellClass: 'quote-lines__amount',
    cellLabel: isVatSubject ? 'Total HTVA' : 'Total',
    cell: ({ index }) => formatEuros(priced[index]?.netCents ?? 0),
  };
  if (!isVatSubject) return [net];
  return [
    net,
    {
      name: 'gross',
      header: 'Total TVAC',
      headerClass: 'quote-lines__amount',
      cellClass: 'quote-lines__amount',
      cellLabel: 'Total TVAC',
      cell: ({ index }) => formatEuros(priced[index]?.totalCents ?? 0),
    },
  ];
}

function removeColumn(the: string): QuoteColumn {
  return {
    name: 'remove',
    header: <span className="sr-only">Retirer</span>,
    cellClass: 'line-table__remove',
    cell: (row) => (
      <button
        type="button"
        className="button button--ghost button--sm"
        aria-label={`Retirer ${the} ${row.number}`}
        onClick={row.remove}
        disabled={row.disabled}
      >
        <span aria-hidden="true">✕</span>
        <span className="line-table__remove-text">Retirer</span>
      </button>
    ),
  };
}

function SubtotalRow({
  kind,
  subtotal,
  isVatSubject,
}: {
  kind: LineKind;
  subtotal: Subtotal;
  isVatSubject: boolean;
}) {
  return (
    <tfoot>
      <tr className="quote-lines__subtotal">
        <th scope="row" colSpan={isVatSubject ? 5 : 4}>
          Sous-total {WORDS[kind].title.toLowerCase()}
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
  );
}

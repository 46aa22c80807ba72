import { DEFAULT_SALE_VAT_RATE } from '@app/shared/pricing';
import { MSG_ALL_PRODUCTS_ADDED } from '@app/shared/sales';
import { ActionIcon } from '../../components/buttons/ActionIcon';
import {
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
  allProductsAdded,
  blankLine,
  chooseProduct,
  maxQuantity,
  type SaleDraft,
  type SaleLineDraft,
  type SaleProduct,
} from './sale-draft';

/** The id of the first picker, where a save without any product sends the keyboard. */
export const FIRST_PRODUCT_PICKER_ID = 'sale-lines-product';

const WORDS: LinesWords = {
  title: 'Produits',
  caption: 'Produits vendus',
  item: 'Produit',
  of: 'du produit',
  placeholder: 'Sélectionnez un produit',
  noResults: 'Aucun autre produit',
  add: 'Ajouter un produit',
  allAdded: MSG_ALL_PRODUCTS_ADDED,
  empty: 'Aucun produit dans le catalogue : ajoutez-en depuis la page Catalogue.',
};

type SaleColumn = LineColumn<SaleLineDraft, SaleProduct>;

export interface SaleLinesTableProps {
  lines: readonly SaleLineDraft[];
  products: readonly SaleProduct[];
  held: SaleDraft['held'];
  isVatSubject: boolean;
  onChange: (lines: SaleLineDraft[]) => void;
  disabled?: boolean;
}

/**
 * The product table of the sale form (spec part 2 §2): Produit, Prix unitaire, Quantité, TVA for
 * VAT subjects, and a delete button that stays disabled on the last row; an add-row button
 * below. On phones every row becomes a card with visible labels.
 */
export function SaleLinesTable({
  lines,
  products,
  held,
  isVatSubject,
  onChange,
  disabled = false,
}: SaleLinesTableProps) {
  return (
    <DocumentLinesTable
      className="sale-lines"
      titleId="sale-lines-title"
      firstPickerId={FIRST_PRODUCT_PICKER_ID}
      words={WORDS}
      lines={lines}
      items={products}
      chosenId={(line) => (line.productId === UNSELECTED ? null : line.productId)}
      choose={(line, product) => chooseProduct(line, product, held)}
      blankLine={blankLine}
      allAdded={allProductsAdded}
      columns={[...inputColumns(held, isVatSubject), DELETE_COLUMN]}
      // Spec §5: at least one product row remains.
      minLines={1}
      onChange={onChange}
      disabled={disabled}
    />
  );
}

function inputColumns(held: SaleDraft['held'], isVatSubject: boolean): SaleColumn[] {
  const columns: SaleColumn[] = [
    priceColumn(
      (line) => line.unit_price,
      (unit_price) => ({ unit_price }),
    ),
    // Spec §5: whole quantities, up to the stock.
    quantityColumn({
      max: (row) => maxQuantity(row.item, held),
      clampNote: (max, row) => (row.item ? stockClampNote(max) : null),
      hint: ({ line, item }) =>
        item
          ? {
              id: `sale-line-stock-${line.key}`,
              text: <>Stock disponible : {maxQuantity(item, held)}</>,
            }
          : null,
    }),
  ];
  if (!isVatSubject) return columns;
  const placeholder = String(DEFAULT_SALE_VAT_RATE);
  return [...columns, vatColumn({ header: 'TVA', label: 'TVA (%)', placeholder })];
}

const DELETE_COLUMN: SaleColumn = {
  name: 'remove',
  header: 'Actions',
  headerClass: 'line-table__remove',
  cellClass: 'line-table__remove',
  cell: (row) => (
    <button
      type="button"
      className="button button--ghost button--sm icon-action icon-action--danger"
      aria-label={`Supprimer le produit ${row.number}`}
      title={row.canRemove ? 'Supprimer la ligne' : 'Une vente garde au moins une ligne'}
      onClick={row.remove}
      disabled={row.disabled || !row.canRemove}
    >
      <ActionIcon name="delete" />
      <span className="line-table__remove-text">Supprimer la ligne</span>
    </button>
  ),
};

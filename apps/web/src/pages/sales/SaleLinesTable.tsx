import { MAX_AMOUNT_EUROS } from '@app/shared/accounting';
import { DEFAULT_SALE_VAT_RATE } from '@app/shared/pricing';
import { MSG_ALL_PRODUCTS_ADDED } from '@app/shared/sales';
import toast from 'react-hot-toast';
import { ActionIcon } from '../../components/ActionIcon';
import { NumberInput } from '../../components/NumberInput';
import { SearchableDropdown } from '../../components/SearchableDropdown';
import {
  MAX_VAT_RATE,
  UNSELECTED,
  allProductsAdded,
  availableProducts,
  blankLine,
  chooseProduct,
  maxQuantity,
  type SaleDraft,
  type SaleLineDraft,
  type SaleProduct,
} from './sale-draft';

/** The id of the first picker, where a save without any product sends the keyboard. */
export const FIRST_PRODUCT_PICKER_ID = 'sale-lines-product';

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
  const byId = new Map(products.map((product) => [product.id, product]));

  const patch = (key: number, changes: Partial<SaleLineDraft>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...changes } : line)));

  const add = () => {
    if (allProductsAdded(products, lines)) {
      toast.error(MSG_ALL_PRODUCTS_ADDED);
      return;
    }
    onChange([...lines, blankLine()]);
  };

  // Spec §5: at least one product row remains.
  const remove = (key: number) => {
    if (lines.length > 1) onChange(lines.filter((line) => line.key !== key));
  };

  return (
    <section className="line-table sale-lines" aria-labelledby="sale-lines-title">
      <h2 id="sale-lines-title" className="line-table__title">
        Produits
      </h2>
      {products.length === 0 ? (
        <p className="line-table__empty">
          Aucun produit dans le catalogue : ajoutez-en depuis la page Catalogue.
        </p>
      ) : null}
      <table className="line-table__table">
        <caption className="sr-only">Produits vendus</caption>
        <thead>
          <tr>
            <th scope="col">Produit</th>
            <th scope="col">Prix unitaire</th>
            <th scope="col">Quantité</th>
            {isVatSubject ? <th scope="col">TVA</th> : null}
            <th scope="col" className="line-table__remove">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const number = index + 1;
            const product = byId.get(line.productId);
            const unselected = line.productId === UNSELECTED;
            const stockHintId = `sale-line-stock-${line.key}`;
            const options = availableProducts(products, lines, line).map((candidate) => ({
              value: candidate.id,
              label: candidate.name,
            }));
            return (
              <tr key={line.key}>
                <td className="line-table__picker">
                  <SearchableDropdown
                    id={index === 0 ? FIRST_PRODUCT_PICKER_ID : undefined}
                    label={`Produit ${number}`}
                    options={options}
                    value={unselected ? null : line.productId}
                    onChange={(id) =>
                      onChange(
                        lines.map((current) =>
                          current.key === line.key
                            ? chooseProduct(current, byId.get(id ?? UNSELECTED), held)
                            : current,
                        ),
                      )
                    }
                    placeholder="Sélectionnez un produit"
                    // Required: no clear button beside the row's own delete button.
                    required
                    disabled={disabled}
                    noResultsText="Aucun autre produit"
                    fieldClass="line-table__field"
                  />
                </td>
                <td>
                  <NumberInput
                    label={`Prix unitaire du produit ${number}`}
                    value={line.unit_price}
                    max={MAX_AMOUNT_EUROS}
                    onChange={(unit_price) => patch(line.key, { unit_price })}
                    disabled={disabled || unselected}
                    fieldClass="line-table__field"
                  />
                </td>
                <td>
                  <NumberInput
                    label={`Quantité du produit ${number}`}
                    value={line.quantity}
                    max={maxQuantity(product, held)}
                    // Spec §5: whole quantities.
                    onChange={(quantity) =>
                      patch(line.key, { quantity: quantity === null ? null : Math.floor(quantity) })
                    }
                    inputMode="numeric"
                    disabled={disabled || unselected}
                    aria-describedby={product ? stockHintId : undefined}
                    fieldClass="line-table__field"
                  />
                  {product ? (
                    <p id={stockHintId} className="line-table__hint">
                      Stock disponible : {maxQuantity(product, held)}
                    </p>
                  ) : null}
                </td>
                {isVatSubject ? (
                  <td>
                    <NumberInput
                      label={`TVA (%) du produit ${number}`}
                      value={line.tva_rate}
                      max={MAX_VAT_RATE}
                      onChange={(tva_rate) => patch(line.key, { tva_rate })}
                      placeholder={String(DEFAULT_SALE_VAT_RATE)}
                      disabled={disabled || unselected}
                      fieldClass="line-table__field"
                    />
                  </td>
                ) : null}
                <td className="line-table__remove">
                  <button
                    type="button"
                    className="button button--ghost button--sm icon-action icon-action--danger"
                    aria-label={`Supprimer le produit ${number}`}
                    title={
                      lines.length > 1 ? 'Supprimer la ligne' : 'Une vente garde au moins une ligne'
                    }
                    onClick={() => remove(line.key)}
                    disabled={disabled || lines.length === 1}
                  >
                    <ActionIcon name="delete" />
                    <span className="line-table__remove-text">Supprimer la ligne</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button
        type="button"
        className="button button--secondary button--sm line-table__add"
        onClick={add}
        disabled={disabled || products.length === 0}
      >
        + Ajouter un produit
      </button>
    </section>
  );
}

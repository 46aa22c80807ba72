// The columns the quote and sale lines share, for DocumentLinesTable: number inputs with
// the document's label ("Quantité du produit 1") and an optional note under them.
import { MAX_AMOUNT_EUROS } from '@app/shared/accounting';
import type { ReactNode } from 'react';
import type { DocumentLine, LineColumn, LineRow } from './DocumentLinesTable';
import { NumberInput } from '../inputs/NumberInput';

/** The highest VAT rate a line accepts, in percent. */
export const MAX_VAT_RATE = 100;

/** A note under a number input, tied to it for screen readers. */
export interface LineHint {
  id: string;
  text: ReactNode;
  warning?: boolean;
}

export interface NumberColumnSpec<Line, Item> {
  name: string;
  header: string;
  /** The input's label before "du produit 1". */
  label: string;
  value: (line: Line) => number | null;
  set: (value: number | null) => Partial<Line>;
  max: number | ((row: LineRow<Line, Item>) => number);
  /** Whole numbers only (quantities). */
  whole?: boolean;
  /** Digits shown after the comma (2 for a price). */
  decimals?: number;
  /** Editable before an item is chosen (the quote's quantity). */
  openWhenUnselected?: boolean;
  placeholder?: string;
  hint?: (row: LineRow<Line, Item>) => LineHint | null;
  /** Why a number above the row's cap was lowered to it, said under the field (null: nothing). */
  clampNote?: (max: number, row: LineRow<Line, Item>) => string | null;
}

/** A column with one number input per row, optionally with a note under it. */
export function numberColumn<Line, Item>(
  spec: NumberColumnSpec<Line, Item>,
): LineColumn<Line, Item> {
  return {
    name: spec.name,
    header: spec.header,
    cell: (row) => {
      const hint = spec.hint?.(row) ?? null;
      const whole = spec.whole ?? false;
      return (
        <>
          <NumberInput
            label={row.label(spec.label)}
            value={spec.value(row.line)}
            max={typeof spec.max === 'number' ? spec.max : spec.max(row)}
            decimals={spec.decimals}
            clampNote={spec.clampNote && ((max) => spec.clampNote!(max, row))}
            onChange={(value) =>
              row.patch(spec.set(whole && value !== null ? Math.floor(value) : value))
            }
            inputMode={whole ? 'numeric' : undefined}
            placeholder={spec.placeholder}
            disabled={row.disabled || (row.unselected && !spec.openWhenUnselected)}
            fieldClass="line-table__field"
            aria-describedby={hint ? hint.id : undefined}
          />
          {hint ? (
            <p
              id={hint.id}
              className={
                hint.warning ? 'line-table__hint line-table__hint--warning' : 'line-table__hint'
              }
            >
              {hint.text}
            </p>
          ) : null}
        </>
      );
    },
  };
}

/** What a quantity lowered to the stock says under its field, instead of changing silently. */
export const stockClampNote = (stock: number) =>
  `Stock disponible : ${stock}. La quantité a été ramenée à ${stock}.`;

/**
 * Quantité: whole numbers, up to the cap the document computes (the stock, say); a number typed
 * above a product's stock is lowered to it, and the field says why.
 */
export function quantityColumn<Line extends DocumentLine, Item>(
  options: Pick<NumberColumnSpec<Line, Item>, 'max' | 'openWhenUnselected' | 'hint' | 'clampNote'>,
): LineColumn<Line, Item> {
  return numberColumn({
    name: 'quantity',
    header: 'Quantité',
    label: 'Quantité',
    value: (line) => line.quantity,
    // A field of DocumentLine is one of every Line; TypeScript cannot tell for a generic Line.
    set: (quantity) => ({ quantity }) as Partial<Line>,
    whole: true,
    ...options,
  });
}

/** Prix unitaire, in euros excluding VAT. */
export function priceColumn<Line, Item>(
  value: NumberColumnSpec<Line, Item>['value'],
  set: NumberColumnSpec<Line, Item>['set'],
): LineColumn<Line, Item> {
  return numberColumn({
    name: 'price',
    header: 'Prix unitaire',
    label: 'Prix unitaire',
    value,
    set,
    max: MAX_AMOUNT_EUROS,
    decimals: 2,
  });
}

/** The line's VAT rate, for VAT subjects only. */
export function vatColumn<Line extends DocumentLine, Item>(
  words: Pick<NumberColumnSpec<Line, Item>, 'header' | 'label' | 'placeholder'>,
): LineColumn<Line, Item> {
  return numberColumn({
    name: 'vat',
    value: (line) => line.tva_rate,
    set: (tva_rate) => ({ tva_rate }) as Partial<Line>,
    max: MAX_VAT_RATE,
    ...words,
  });
}

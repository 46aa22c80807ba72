import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { linePickerId } from '../../lib/line-refusal';
import type { CatalogueChoice } from '../../lib/picker-choices';
import { SearchableDropdown } from '../inputs/SearchableDropdown';
import { PlainButton } from '../buttons/PlainButton';

/** A row of a quote or sale: what the table needs of it, whatever its other fields. */
export interface DocumentLine {
  /** Stable React key: rows move when one above them is removed. */
  key: number;
  quantity: number | null;
  tva_rate: number | null;
}

/** The texts that differ between the documents and between products and services. */
export interface LinesWords {
  /** The heading: "Produits". */
  title: string;
  /** The table's caption for screen readers. */
  caption: string;
  /** The picker column and label: "Produit" ("Produit 1"). */
  item: string;
  /** "du produit", as in "Quantité du produit 1". */
  of: string;
  placeholder: string;
  /** What the picker says when no other item is left; the picker's default otherwise. */
  noResults?: string;
  /** The add-row button, after "+ ". */
  add: string;
  /** The toast when every item already has a row. */
  allAdded: string;
  /** Shown when the catalogue has no item of this kind. */
  empty: string;
}

/** One row as a column's cell sees it. */
export interface LineRow<Line, Item> {
  line: Line;
  index: number;
  /** 1-based, as the labels say it. */
  number: number;
  /** The chosen item, when it is in the catalogue. */
  item: Item | undefined;
  unselected: boolean;
  disabled: boolean;
  /** False on the rows a document must keep (a sale keeps one). */
  canRemove: boolean;
  /** "Quantité" → "Quantité du produit 1". */
  label: (what: string) => string;
  patch: (changes: Partial<Line>) => void;
  remove: () => void;
}

/** A column after the picker: its header cell and the cell it renders in every row. */
export interface LineColumn<Line, Item> {
  /** Stable React key of the column. */
  name: string;
  header: ReactNode;
  headerClass?: string;
  cellClass?: string;
  /** The label a row shows before the cell once it becomes a card. */
  cellLabel?: string;
  cell: (row: LineRow<Line, Item>) => ReactNode;
}

export interface DocumentLinesTableProps<Line extends DocumentLine, Item extends CatalogueChoice> {
  /** The document's own class beside `line-table`. */
  className: string;
  titleId: string;
  /**
   * The first picker's id, where a form without any line sends the keyboard; the others follow it
   * (`linePickerId`), so that a refusal about one line goes under that line.
   */
  firstPickerId: string;
  words: LinesWords;
  lines: readonly Line[];
  items: readonly Item[];
  /** The row's item id, or null while none is chosen. */
  chosenId: (line: Line) => number | null;
  /** The row with an item chosen (or unchosen): the document's own defaults follow it. */
  choose: (line: Line, item: Item | undefined) => Line;
  blankLine: () => Line;
  /** Whether a new row would have nothing left to offer. */
  allAdded: (items: readonly Item[], lines: readonly Line[]) => boolean;
  columns: readonly LineColumn<Line, Item>[];
  /** Rows under the lines, inside the table (the quote's subtotal). */
  footer?: ReactNode;
  /** How many rows the remove buttons must leave. */
  minLines?: number;
  onChange: (lines: Line[]) => void;
  disabled?: boolean;
}

/**
 * The lines editor of the quote and sale forms (spec part 2 §2): an item picker that never
 * offers an item chosen in another row, the document's columns, an add-row button. Below the
 * tablet width every row becomes a card with visible labels (`.line-table` in the CSS).
 */
export function DocumentLinesTable<Line extends DocumentLine, Item extends CatalogueChoice>(
  props: DocumentLinesTableProps<Line, Item>,
) {
  const { className, titleId, words, lines, items, columns, footer, onChange } = props;
  const disabled = props.disabled ?? false;

  const add = () => {
    if (props.allAdded(items, lines)) {
      toast.error(words.allAdded);
      return;
    }
    onChange([...lines, props.blankLine()]);
  };

  return (
    <section className={`line-table ${className}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="line-table__title">
        {words.title}
      </h2>
      {items.length === 0 ? <p className="line-table__empty">{words.empty}</p> : null}
      <table className="line-table__table">
        <caption className="sr-only">{words.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.item}</th>
            {columns.map((column) => (
              <th key={column.name} scope="col" className={column.headerClass}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <LineRowView key={line.key} table={props} line={line} index={index} />
          ))}
        </tbody>
        {footer}
      </table>
      <PlainButton
        variant="secondary"
        small
        className="line-table__add"
        onClick={add}
        disabled={disabled || items.length === 0}
      >
        + {words.add}
      </PlainButton>
    </section>
  );
}

interface LineRowViewProps<Line extends DocumentLine, Item extends CatalogueChoice> {
  table: DocumentLinesTableProps<Line, Item>;
  line: Line;
  index: number;
}

function LineRowView<Line extends DocumentLine, Item extends CatalogueChoice>({
  table,
  line,
  index,
}: LineRowViewProps<Line, Item>) {
  const { words, lines, items, chosenId, onChange } = table;
  const byId = new Map(items.map((item) => [item.id, item]));
  const chosen = chosenId(line);
  const taken = new Set(lines.filter((other) => other.key !== line.key).map(chosenId));
  const options = items
    .filter((item) => !taken.has(item.id))
    .map((item) => ({ value: item.id, label: item.name }));
  const replace = (next: Line) =>
    onChange(lines.map((current) => (current.key === line.key ? next : current)));
  const canRemove = lines.length > (table.minLines ?? 0);
  const row: LineRow<Line, Item> = {
    line,
    index,
    number: index + 1,
    item: chosen === null ? undefined : byId.get(chosen),
    unselected: chosen === null,
    disabled: table.disabled ?? false,
    canRemove,
    label: (what) => `${what} ${words.of} ${index + 1}`,
    patch: (changes) => replace({ ...line, ...changes }),
    remove: () => {
      if (canRemove) onChange(lines.filter((current) => current.key !== line.key));
    },
  };
  return (
    <tr>
      <td className="line-table__picker">
        <SearchableDropdown
          id={linePickerId(table.firstPickerId, index)}
          label={`${words.item} ${row.number}`}
          options={options}
          value={chosen}
          onChange={(id) => replace(table.choose(line, id === null ? undefined : byId.get(id)))}
          placeholder={words.placeholder}
          // Required: no clear button beside the row's own remove button.
          required
          disabled={row.disabled}
          noResultsText={words.noResults}
          fieldClass="line-table__field"
        />
      </td>
      {table.columns.map((column) => (
        <td key={column.name} className={column.cellClass} data-label={column.cellLabel}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { plain } from './render-route';

/** A table given as an element or by its accessible name; none: the whole page. */
type TableRef = HTMLElement | string;

const tableOf = (table: TableRef = document.body) =>
  typeof table === 'string' ? screen.getByRole('table', { name: table }) : table;

/** The rows under the header row. */
export const bodyRows = (table?: TableRef) => within(tableOf(table)).getAllByRole('row').slice(1);

/** The text of each cell of a row, with ordinary spaces. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => plain(cell.textContent));

/** The first cell's text of each body row (the name or number the row is known by). */
export const firstCells = (table?: TableRef) =>
  bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]!.textContent);

/** The column headers' text, without the sort arrows. */
export const columnHeaders = (table?: TableRef) =>
  within(tableOf(table))
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/[▲▼↕]/g, '').trim());

/**
 * Searches a list: `search(text)` replaces what the search box holds by `text`, then gives back
 * what `read` finds in the list.
 */
export const searchWith =
  <T>(user: Pick<UserEvent, 'clear' | 'type'>, box: HTMLElement, read: () => T) =>
  async (text: string) => {
    await user.clear(box);
    await user.type(box, text);
    return read();
  };

/** The id of the item picker of a document's line: the table's own id, then `-2`, `-3`… */
export function linePickerId(firstPickerId: string, index: number): string {
  return index === 0 ? firstPickerId : `${firstPickerId}-${index + 1}`;
}

/**
 * The picker of the line a refusal of the server is about: the first line whose
 * chosen item has the name the message quotes (« Tente 3x3 », unique in a document since an item
 * is chosen once), else the first line.
 */
export function refusedLinePickerId<Line>(
  firstPickerId: string,
  lines: readonly Line[],
  nameOf: (line: Line) => string | undefined,
  quoted: string | undefined,
): string {
  const index = quoted === undefined ? -1 : lines.findIndex((line) => nameOf(line) === quoted);
  return linePickerId(firstPickerId, Math.max(index, 0));
}

/**
 * The row of `lines` a check of the request is about. The request holds the chosen rows only, so
 * the path `['products', 1, 'price']` is the second chosen row, whatever empty rows come before
 * it. Undefined for a path about no row (a rule of the whole table, or another field).
 */
export function draftRowOfIssue<Line>(
  path: readonly PropertyKey[],
  lines: readonly Line[],
  isChosen: (line: Line) => boolean,
): number | undefined {
  const position = path[1];
  if (typeof position !== 'number') return undefined;
  let chosenSoFar = -1;
  const row = lines.findIndex((line) => isChosen(line) && ++chosenSoFar === position);
  return row === -1 ? undefined : row;
}

/** A check of a document's draft: its message, its field, and for a rule of one line its row. */
export interface DraftCheck<Field extends string> {
  message: string;
  field: Field | undefined;
  row?: number;
}

/**
 * Where the form shows a check of the draft: the message and the id of the control it goes
 * under, the field's own or, for a rule of one line, the picker of that line.
 */
export function checkedAt<Field extends string>(
  check: DraftCheck<Field> | null,
  fieldIds: Record<Field, string>,
): { message: string; fieldId: string | undefined } | null {
  if (!check) return null;
  const fieldId = check.field && fieldIds[check.field];
  if (fieldId === undefined || check.row === undefined) return { message: check.message, fieldId };
  return { message: check.message, fieldId: linePickerId(fieldId, check.row) };
}

/** The id of the item picker of a document's line: the table's own id, then `-2`, `-3`… */
export function linePickerId(firstPickerId: string, index: number): string {
  return index === 0 ? firstPickerId : `${firstPickerId}-${index + 1}`;
}

/**
 * The picker of the line a refusal of the server is about (issue #19): the first line whose
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

// The name a refusal quotes, so that a form with a table of lines shows it under that line (the
// field itself is the one the API names in the refusal's `field`).

/** A message that quotes a name: « Tente 3x3 ». */
const QUOTED_NAME = /« (.+) »/s;

/**
 * The name a message quotes, such as the product of a line refused for its stock, so that a form
 * with a table of lines can show the message under the line of that product; undefined when it
 * quotes none.
 */
export function quotedName(message: string): string | undefined {
  return QUOTED_NAME.exec(message)?.[1];
}

// Which request field a refusal's message is about, so that a form shows the server's answer
// under that field rather than as a toast, for the areas whose refusals do not all name their field
// yet (`field` in the 400 body): their tables sit next to their schemas (auth.ts,
// organization.ts).

/**
 * The request field a message is about, or undefined for a message about no field; `fields`, the
 * fields the form shows (a refusal naming another field is not the form's to show).
 */
export type FieldOfMessage<Field extends string = string> = ((
  message: string,
) => Field | undefined) & { readonly fields?: ReadonlySet<string> };

/** The API names the field after zod's generic messages: "Trop long (champ vat_number)". */
const NAMED_FIELD = /\(champ ([\w.]+)\)$/;

/**
 * The field of each listed message, of the messages built with a value that `patterns` match
 * (a product's name), and of a generic message naming one of the listed fields. A message listed
 * under two fields is a mistake (the form could not tell where to show it): it throws.
 */
export function messageFields<Field extends string>(
  messages: Readonly<Record<Field, readonly string[]>>,
  patterns: ReadonlyArray<readonly [RegExp, NoInfer<Field>]> = [],
): FieldOfMessage<Field> {
  const fieldByMessage = new Map<string, Field>();
  for (const [field, list] of Object.entries(messages) as [Field, readonly string[]][]) {
    for (const message of list) {
      const known = fieldByMessage.get(message);
      if (known !== undefined && known !== field) {
        throw new Error(`« ${message} » is listed under ${known} and ${field}`);
      }
      fieldByMessage.set(message, field);
    }
  }
  const isField = (name: string): name is Field => Object.hasOwn(messages, name);
  const fieldOf = (message: string) => {
    const listed = fieldByMessage.get(message);
    if (listed !== undefined) return listed;
    const matched = patterns.find(([pattern]) => pattern.test(message));
    if (matched) return matched[1];
    const named = NAMED_FIELD.exec(message)?.[1]?.split('.')[0];
    return named !== undefined && isField(named) ? named : undefined;
  };
  return Object.assign(fieldOf, { fields: new Set<string>(Object.keys(messages)) });
}

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

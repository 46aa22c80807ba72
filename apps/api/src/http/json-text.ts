// An answer whose JSON text is already built (by PostgreSQL, for the long lists): route() sends it
// as it is, without parsing and stringifying it again in Node.

/** A JSON text, sent as the answer's body with the type and headers `res.json` gives. */
export class JsonText {
  constructor(readonly text: string) {}

  /** `{ [key]: <this value> }`, still as text. */
  under(key: string): JsonText {
    return new JsonText(`{${JSON.stringify(key)}:${this.text}}`);
  }
}
